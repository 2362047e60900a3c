# edge_flux, hand-parallelised for Numba: prange over v in the update;
# the loop over edges stays range, because two edges may share a vertex and
# prange would race on res (Numba does not check; alpyna's execution plans
# decide it from left and right at run time). Same computation and checksum
# as ../edge_flux.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


@timed
@njit
def flux(x, w, left, right, res, nedges):
    for e in range(nedges):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f


@timed
@njit(parallel=True)
def update(x, res, dt, nverts):
    for v in prange(nverts):
        x[v] = x[v] + dt * res[v]
        res[v] = 0.0


def inverse(a, m):
    """The inverse of a modulo m (a and m coprime), by Euclid's algorithm."""
    r0, r1, s0, s1 = m, a % m, 0, 1
    while r1 != 0:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        s0, s1 = s1, s0 - q * s1
    return s0 % m


n = int(sys.argv[1]) if len(sys.argv) > 1 else 32
natural = len(sys.argv) > 2 and sys.argv[2] == "natural"
nverts = n * n
nedges = 3 * nverts
# Edge slot s holds grid edge g, and vertex p grid point gp: multiplying by
# a prime that divides neither count permutes the numbers, and multiplying
# by its inverse gives the vertex of a grid point.
slot = np.arange(nedges, dtype=np.int64)
g = slot if natural else (slot * 1000003) % nedges
q = g // 3
k = g % 3
i = q // n
j = q % n
di = (k >= 1).astype(np.int64)
dj = (k != 1).astype(np.int64)
p_left = q
p_right = ((i + di) % n) * n + (j + dj) % n
if natural:
    left = p_left
    right = p_right
else:
    left = (p_left * inverse(999983, nverts)) % nverts
    right = (p_right * inverse(999983, nverts)) % nverts
# The value at vertex p is a smooth function of the perturbed position of
# the grid point it stands for.
p = np.arange(nverts, dtype=np.int64)
gp = p if natural else (p * 999983) % nverts
shake = ((gp * 2654435761) % 1000).astype(np.float64) / 1000.0 - 0.5
xi = ((gp // n).astype(np.float64) + 0.3 * shake) / n
xj = ((gp % n).astype(np.float64) - 0.3 * shake) / n
x = np.exp(-4.0 * ((xi - 0.5) * (xi - 0.5) + (xj - 0.5) * (xj - 0.5)))
w = 1.0 + ((g * 40503) % 97).astype(np.float64) / 97.0
res = np.zeros(nverts)
for step in range(3):
    flux(x, w, left, right, res, nedges)
    update(x, res, 0.05, nverts)
weights = (p % 7 + 1).astype(np.float64)
print("checksum", "%.6e" % float((x * weights).sum()))
