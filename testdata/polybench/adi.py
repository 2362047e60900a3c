# PolyBench/C 4.2 stencils/adi: alternating direction implicit solver.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 20), "SMALL": (40, 60), "MEDIUM": (100, 200)}


def init_array(n, u):
    for i in range(n):
        for j in range(n):
            u[i, j] = (i + n - j) / n


@alpyna.jit
def kernel_adi(tsteps, n, u, v, p, q):
    DX = 1.0 / n
    DY = 1.0 / n
    DT = 1.0 / tsteps
    B1 = 2.0
    B2 = 1.0
    mul1 = B1 * DT / (DX * DX)
    mul2 = B2 * DT / (DY * DY)
    a = -mul1 / 2.0
    b = 1.0 + mul1
    c = a
    d = -mul2 / 2.0
    e = 1.0 + mul2
    f = d

    for t in range(1, tsteps + 1):
        # Column sweep
        for i in range(1, n - 1):
            v[0, i] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = v[0, i]
            for j in range(1, n - 1):
                p[i, j] = -c / (a * p[i, j - 1] + b)
                q[i, j] = (-d * u[j, i - 1] + (1.0 + 2.0 * d) * u[j, i] - f * u[j, i + 1] - a * q[i, j - 1]) / (a * p[i, j - 1] + b)
            v[n - 1, i] = 1.0
            for j in range(n - 2, 0, -1):
                v[j, i] = p[i, j] * v[j + 1, i] + q[i, j]
        # Row sweep
        for i in range(1, n - 1):
            u[i, 0] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = u[i, 0]
            for j in range(1, n - 1):
                p[i, j] = -f / (d * p[i, j - 1] + e)
                q[i, j] = (-a * v[i - 1, j] + (1.0 + 2.0 * a) * v[i, j] - c * v[i + 1, j] - d * q[i, j - 1]) / (d * p[i, j - 1] + e)
            u[i, n - 1] = 1.0
            for j in range(n - 2, 0, -1):
                u[i, j] = p[i, j] * u[i, j + 1] + q[i, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
tsteps, n = SIZES[size]
u = np.zeros((n, n))
v = np.zeros((n, n))
p = np.zeros((n, n))
q = np.zeros((n, n))
init_array(n, u)
kernel_adi(tsteps, n, u, v, p, q)
print("adi u", "%.10e" % checksum(u), "%.10e" % u[1, 1], "%.10e" % u[n - 2, n - 2])
