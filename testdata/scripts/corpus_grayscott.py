# Port of pythran's tests/cases/grayscott.py (BSD-3-Clause, serge-sans-paille/pythran; from a
# Stack Overflow question on Numba/Cython reaction-diffusion): Gray-Scott reaction-diffusion in
# float32, written as slice expressions in a time loop. The grid size n (300 in the original) is
# a parameter so the driver stays small; n/2 becomes n//2 (the original is Python 2).
import sys

import numpy as np

import alpyna


@alpyna.jit
def GrayScott(counts, Du, Dv, F, k, n):
    U = np.zeros((n+2,n+2), dtype=np.float32)
    V = np.zeros((n+2,n+2), dtype=np.float32)
    u, v = U[1:-1,1:-1], V[1:-1,1:-1]

    r = 20
    u[:] = 1.0
    U[n//2-r:n//2+r,n//2-r:n//2+r] = 0.50
    V[n//2-r:n//2+r,n//2-r:n//2+r] = 0.25
    # commented out because non-reproductible
    if 0:
        u += 0.15*np.random.random((n,n))
        v += 0.15*np.random.random((n,n))
    else:
        u += 0.15*np.ones((n,n))
        v += 0.15*np.ones((n,n))

    for i in range(counts):
        Lu = (                 U[0:-2,1:-1] +
              U[1:-1,0:-2] - 4*U[1:-1,1:-1] + U[1:-1,2:] +
                               U[2:  ,1:-1] )
        Lv = (                 V[0:-2,1:-1] +
              V[1:-1,0:-2] - 4*V[1:-1,1:-1] + V[1:-1,2:] +
                               V[2:  ,1:-1] )
        uvv = u*v*v
        u += Du*Lu - uvv + F*(1 - u)
        v += Dv*Lv + uvv - (F + k)*v

    return V


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    V = GrayScott(40, 0.16, 0.08, 0.04, 0.06, n)
    print(V.dtype, V.shape)
    print(f"{V.astype(np.float64).sum():.6e}", f"{float(V.max()):.6e}", f"{float(V.min()):.6e}")
    print(f"{float(V[n // 2, n // 2]):.6e}", f"{float(V[n // 2 - 20, n // 2]):.6e}")


main()
