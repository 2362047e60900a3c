# Port of pythran's tests/cases/ising.py (BSD-3-Clause, serge-sans-paille/pythran): one
# checkerboard sweep of the Ising model. ising_step visits the four sub-lattices
# (n_offset, m_offset) with stride-2 loops and calls _ising_update, which sums the 8 neighbours
# through the periodic `clamp` helper (a `continue` skips the centre) and flips the spin when
# the energy change allows (the source replaced np.random.rand() by 0.5). Kept as written:
# plain helpers, default beta, np.float32(beta), np.exp, `field[n, m] *= -1`.
import sys

import numpy as np

import alpyna


@alpyna.jit
def ising_step(field, beta=0.4):
    N, M = field.shape
    for n_offset in range(2):
        for m_offset in range(2):
            for n in range(n_offset, N, 2):
                for m in range(m_offset, M, 2):
                    _ising_update(field, n, m, np.float32(beta))
    return field


def clamp(v, n):
    if v < 0: return v + n
    elif v < n: return v
    else: return v - n


def _ising_update(field, n, m, beta):
    total = 0
    N, M = field.shape
    for i in range(n - 1, n + 2):
        for j in range(m - 1, m + 2):
            if i == n and j == m:
                continue
            total += field[clamp(i, N), clamp(j, M)]
    dE = 2 * field[n, m] * total
    if dE <= 0:
        field[n, m] *= -1
    elif np.exp(-dE * beta) > 0.5:  # np.random.rand():
        field[n, m] *= -1


def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 48
    x = np.array([[1, 0], [0, 1]])
    print(ising_step(x).tolist())
    np.random.seed(2)
    f = np.where(np.random.random((N, N)) < 0.5, -1, 1).astype(np.int64)
    for s in range(3):
        ising_step(f)
        print(s, int(f.sum()), int((f[:, :-1] * f[:, 1:]).sum()))
    print(f[0, :16].tolist())
    g = np.where(np.random.random((N, N + 2)) < 0.3, -1, 1).astype(np.int64)
    ising_step(g, 0.1)
    print(int(g.sum()), g[5, :12].tolist())


main()
