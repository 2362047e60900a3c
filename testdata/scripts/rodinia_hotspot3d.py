# Port of Rodinia's hotspot3D, OpenMP version (openmp/hotspot3D/3D.c of the Rodinia suite, read
# from github.com/yuhc/gpu-rodinia): the 3-D transient thermal stencil. computeTempOMP runs the
# z loop in parallel (omp for), and inside it y and x; the neighbours w, e, n, s, b, t are chosen
# by conditional expressions that clamp at the faces; tIn and tOut are swapped after each
# iteration. computeTempCPU is the same computation written sequentially (the source checks one
# against the other; so does the driver). The grids are flat float32 arrays as in C.
import sys

import numpy as np

import alpyna

MAX_PD = 3.0e6
PRECISION = 0.001
SPEC_HEAT_SI = 1.75e6
K_SI = 100
FACTOR_CHIP = 0.5
t_chip = np.float32(0.0005)
chip_height = np.float32(0.016)
chip_width = np.float32(0.016)
amb_temp = np.float32(80.0)


@alpyna.jit
def computeTempCPU(pIn, tIn, tOut, nx, ny, nz, Cap, Rx, Ry, Rz, dt, numiter):
    stepDivCap = dt / Cap
    ce = cw = stepDivCap / Rx
    cn = cs = stepDivCap / Ry
    ct = cb = stepDivCap / Rz

    cc = np.float32(1.0 - (2.0 * ce + 2.0 * cn + 3.0 * ct))

    i = 0
    while True:
        for z in range(nz):
            for y in range(ny):
                for x in range(nx):
                    c = x + y * nx + z * nx * ny

                    w = c if x == 0 else c - 1
                    e = c if x == nx - 1 else c + 1
                    n = c if y == 0 else c - nx
                    s = c if y == ny - 1 else c + nx
                    b = c if z == 0 else c - nx * ny
                    t = c if z == nz - 1 else c + nx * ny

                    tOut[c] = tIn[c] * cc + tIn[n] * cn + tIn[s] * cs + tIn[e] * ce + tIn[w] * cw + tIn[t] * ct + tIn[b] * cb + (dt / Cap) * pIn[c] + ct * amb_temp
        temp = tIn
        tIn = tOut
        tOut = temp
        i += 1
        if not (i < numiter):
            break


@alpyna.jit
def computeTempOMP(pIn, tIn, tOut, nx, ny, nz, Cap, Rx, Ry, Rz, dt, numiter):
    stepDivCap = dt / Cap
    ce = cw = stepDivCap / Rx
    cn = cs = stepDivCap / Ry
    ct = cb = stepDivCap / Rz

    cc = np.float32(1.0 - (2.0 * ce + 2.0 * cn + 3.0 * ct))

    count = 0
    tIn_t = tIn
    tOut_t = tOut
    while True:
        for z in range(nz):
            for y in range(ny):
                for x in range(nx):
                    c = x + y * nx + z * nx * ny
                    w = c if x == 0 else c - 1
                    e = c if x == nx - 1 else c + 1
                    n = c if y == 0 else c - nx
                    s = c if y == ny - 1 else c + nx
                    b = c if z == 0 else c - nx * ny
                    t = c if z == nz - 1 else c + nx * ny
                    tOut_t[c] = cc * tIn_t[c] + cw * tIn_t[w] + ce * tIn_t[e] \
                        + cs * tIn_t[s] + cn * tIn_t[n] + cb * tIn_t[b] + ct * tIn_t[t] + (dt / Cap) * pIn[c] + ct * amb_temp
        t = tIn_t
        tIn_t = tOut_t
        tOut_t = t
        count += 1
        if not (count < numiter):
            break


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    layers = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    iterations = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    numCols = numRows = n
    dx = chip_height / np.float32(numRows)
    dy = chip_width / np.float32(numCols)
    dz = t_chip / np.float32(layers)
    Cap = np.float32(FACTOR_CHIP * SPEC_HEAT_SI * t_chip * dx * dy)
    Rx = np.float32(dy / (2.0 * K_SI * t_chip * dx))
    Ry = np.float32(dx / (2.0 * K_SI * t_chip * dy))
    Rz = np.float32(dz / (K_SI * dx * dy))
    max_slope = np.float32(MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI))
    dt = np.float32(PRECISION / max_slope)
    size = numCols * numRows * layers
    k = np.arange(size)
    powerIn = (((k * 7) % 23).astype(np.float32) * np.float32(0.001)).astype(np.float32)
    tempIn = (np.float32(323.0) + ((k * 11) % 29).astype(np.float32) * np.float32(0.25)).astype(np.float32)
    tempCopy = tempIn.copy()
    tempOut = np.zeros(size, dtype=np.float32)
    answer = np.zeros(size, dtype=np.float32)
    computeTempOMP(powerIn, tempIn, tempOut, numCols, numRows, layers, Cap, Rx, Ry, Rz, dt, iterations)
    computeTempCPU(powerIn, tempCopy, answer, numCols, numRows, layers, Cap, Rx, Ry, Rz, dt, iterations)
    acc = np.sqrt(((tempOut - answer) * (tempOut - answer)).sum() / size)
    print("Accuracy: %e" % acc)
    print(tempOut.dtype, f"{tempOut.astype(np.float64).sum():.6e}", f"{tempOut.min():.5f}", f"{tempOut.max():.5f}")
    for idx in (0, 1, n, n * n, size // 2 + 3, size - 1):
        print(idx, "%g" % tempOut[idx], "%g" % tempIn[idx])


main()
