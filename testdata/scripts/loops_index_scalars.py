# Indices kept in scalars, as C code ported to Python keeps them (Rodinia
# srad: k = i * cols + j; hotspot3D: c = x + y * nx + z * nx * ny): the
# stores through them run with every loop parallel.
import numpy as np
import alpyna


@alpyna.jit
def srad_like(J, dN, dS, c, rows, cols):
    for i in range(rows):
        for j in range(cols):
            k = i * cols + j
            n = (i - 1 if i > 0 else 0) * cols + j
            s = (i + 1 if i < rows - 1 else rows - 1) * cols + j
            Jc = J[k]
            dN[k] = J[n] - Jc
            dS[k] = J[s] - Jc
            c[k] = 1.0 / (1.0 + (dN[k] * dN[k] + dS[k] * dS[k]) / (Jc * Jc))


@alpyna.jit
def hotspot3d_like(tIn, tOut, nx, ny, nz):
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                c = x + y * nx + z * nx * ny
                w = c - 1 if x > 0 else c
                e = c + 1 if x < nx - 1 else c
                tOut[c] = 0.5 * tIn[c] + 0.25 * (tIn[w] + tIn[e])


@alpyna.jit
def blocked(a, b, n, bs):
    for blk in range(n // bs):
        base = blk * bs
        for t in range(bs):
            idx = base + t
            b[idx] = a[idx] * 2.0 + 1.0


rows, cols = 40, 30
J = 1.0 + np.arange(rows * cols, dtype=np.float64) % 17
dN = np.zeros(rows * cols)
dS = np.zeros(rows * cols)
c = np.zeros(rows * cols)
srad_like(J, dN, dS, c, rows, cols)
print(dN.sum(), dS.sum(), c.sum())

nx, ny, nz = 16, 12, 8
tIn = np.sin(np.arange(nx * ny * nz) * 0.01)
tOut = np.zeros(nx * ny * nz)
hotspot3d_like(tIn, tOut, nx, ny, nz)
print(tOut.sum(), tOut[100], tOut[-1])

a = np.arange(96, dtype=np.float64)
b = np.zeros(96)
blocked(a, b, 96, 8)
print(b.sum(), b[:4])
