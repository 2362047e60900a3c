# Port of pythran's tests/cases/diffusion_pure_python.py (BSD-3-Clause,
# serge-sans-paille/pythran; from the continuum.io post on compiled Python): forward-Euler heat
# diffusion as two loop nests per time step, in place, returning None. lx/2 becomes lx//2 in
# the driver (the original is Python 2). The driver's dtype=np.double is np.float64, since alpyna's
# NumPy has no np.double yet.
import sys

import numpy as np

import alpyna


@alpyna.jit
def diffusePurePython(u, tempU, iterNum):
    """
    Apply nested iteration for the Forward-Euler Approximation
    """
    mu = .1
    row = u.shape[0]
    col = u.shape[1]

    for n in range(iterNum):
        for i in range(1, row - 1):
            for j in range(1, col - 1):
                tempU[i, j] = u[i, j] + mu * (
                    u[i + 1, j] - 2 * u[i, j] + u[i - 1, j] +
                    u[i, j + 1] - 2 * u[i, j] + u[i, j - 1])
        for i in range(1, row - 1):
            for j in range(1, col - 1):
                u[i, j] = tempU[i, j]
                tempU[i, j] = 0.0


def main():
    lx = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    ly = lx
    u = np.zeros([lx, ly], dtype=np.float64)
    u[lx // 2, ly // 2] = 1000.0
    tempU = np.zeros([lx, ly], dtype=np.float64)
    r = diffusePurePython(u, tempU, 40)
    print(r, f"{u.sum():.6e}", f"{u.max():.6e}", f"{u[lx // 2 + 3, ly // 2 - 2]:.6e}", tempU.sum())


main()
