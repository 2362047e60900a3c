# Port of Rodinia's srad_v2, OpenMP version (openmp/srad/srad_v2/srad.cpp of the Rodinia suite):
# speckle-reducing anisotropic diffusion of an image. Per iteration: a sum/sum-of-squares over
# the region of interest (a sequential reduction in the source), then two OpenMP-parallel sweeps
# that read neighbours through the index arrays iN, iS, jW, jE (clamped at the border): the
# first computes the four directional derivatives and the diffusion coefficient c (clamped to
# [0, 1]), the second the divergence and the image update. Arrays stay flat (k = i*cols + j) as
# in C; the random image (rand()/RAND_MAX) is np.random.random.
import sys

import numpy as np

import alpyna


@alpyna.jit
def srad(J, c, dN, dS, dW, dE, iN, iS, jW, jE, rows, cols, r1, r2, c1, c2, niter, lam):
    size_R = (r2 - r1 + 1) * (c2 - c1 + 1)
    for it in range(niter):
        sum = 0.0
        sum2 = 0.0
        for i in range(r1, r2 + 1):
            for j in range(c1, c2 + 1):
                tmp = J[i * cols + j]
                sum += tmp
                sum2 += tmp * tmp
        meanROI = sum / size_R
        varROI = (sum2 / size_R) - meanROI * meanROI
        q0sqr = varROI / (meanROI * meanROI)

        for i in range(rows):
            for j in range(cols):
                k = i * cols + j
                Jc = J[k]

                # directional derivates
                dN[k] = J[iN[i] * cols + j] - Jc
                dS[k] = J[iS[i] * cols + j] - Jc
                dW[k] = J[i * cols + jW[j]] - Jc
                dE[k] = J[i * cols + jE[j]] - Jc

                G2 = (dN[k] * dN[k] + dS[k] * dS[k]
                      + dW[k] * dW[k] + dE[k] * dE[k]) / (Jc * Jc)

                L = (dN[k] + dS[k] + dW[k] + dE[k]) / Jc

                num = (0.5 * G2) - ((1.0 / 16.0) * (L * L))
                den = 1 + (.25 * L)
                qsqr = num / (den * den)

                # diffusion coefficent (equ 33)
                den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr))
                c[k] = 1.0 / (1.0 + den)

                # saturate diffusion coefficent
                if c[k] < 0:
                    c[k] = 0
                elif c[k] > 1:
                    c[k] = 1

        for i in range(rows):
            for j in range(cols):
                # current index
                k = i * cols + j

                # diffusion coefficent
                cN = c[k]
                cS = c[iS[i] * cols + j]
                cW = c[k]
                cE = c[i * cols + jE[j]]

                # divergence (equ 58)
                D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k]

                # image update (equ 61)
                J[k] = J[k] + 0.25 * lam * D


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    cols = rows
    niter = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    r1, r2, c1, c2 = 0, 31, 0, 31
    lam = 0.5
    size_I = cols * rows
    np.random.seed(7)
    I = np.random.random(size_I)
    J = np.empty(size_I)
    c = np.empty(size_I)
    iN = np.empty(rows, dtype=np.int64)
    iS = np.empty(rows, dtype=np.int64)
    jW = np.empty(cols, dtype=np.int64)
    jE = np.empty(cols, dtype=np.int64)
    dN = np.empty(size_I)
    dS = np.empty(size_I)
    dW = np.empty(size_I)
    dE = np.empty(size_I)
    for i in range(rows):
        iN[i] = i - 1
        iS[i] = i + 1
    for j in range(cols):
        jW[j] = j - 1
        jE[j] = j + 1
    iN[0] = 0
    iS[rows - 1] = rows - 1
    jW[0] = 0
    jE[cols - 1] = cols - 1
    for k in range(size_I):
        J[k] = np.exp(I[k])
    print("Start the SRAD main loop")
    srad(J, c, dN, dS, dW, dE, iN, iS, jW, jE, rows, cols, r1, r2, c1, c2, niter, lam)
    print("Computation Done")
    print(f"{J.sum():.10e}", f"{J.min():.10f}", f"{J.max():.10f}")
    print(f"{c.sum():.8e}", int((c == 0).sum()), int((c == 1).sum()))
    for k in (0, 1, cols, cols + 1, size_I // 2 + 3, size_I - 1):
        print(k, f"{J[k]:.12f}")


main()
