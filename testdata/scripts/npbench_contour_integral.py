# Port of npbench npbench/benchmarks/contour_integral (BSD-3-Clause, spcl/npbench)
# Contour integral of a complex Hamiltonian: complex powers and np.linalg.solve/inv.
import numpy as np


def rng_complex(shape, rng):
    return (rng.random(shape) + rng.random(shape) * 1j)


def initialize(NR, NM, slab_per_bc, num_int_pts):
    from numpy.random import default_rng
    rng = default_rng(42)
    Ham = rng_complex((slab_per_bc + 1, NR, NR), rng)
    int_pts = rng_complex((num_int_pts, ), rng)
    Y = rng_complex((NR, NM), rng)
    return Ham, int_pts, Y


def contour_integral(NR, NM, slab_per_bc, Ham, int_pts, Y):
    P0 = np.zeros((NR, NM), dtype=np.complex128)
    P1 = np.zeros((NR, NM), dtype=np.complex128)
    for z in int_pts:
        Tz = np.zeros((NR, NR), dtype=np.complex128)
        for n in range(slab_per_bc + 1):
            zz = np.power(z, slab_per_bc / 2 - n)
            Tz += zz * Ham[n]
        if NR == NM:
            X = np.linalg.inv(Tz)
        else:
            X = np.linalg.solve(Tz, Y)
        if abs(z) < 1.0:
            X = -X
        P0 += X
        P1 += z * X

    return P0, P1


NR, NM, slab_per_bc, num_int_pts = 6, 4, 2, 5
Ham, int_pts, Y = initialize(NR, NM, slab_per_bc, num_int_pts)
P0, P1 = contour_integral(NR, NM, slab_per_bc, Ham, int_pts, Y)
print(P0.dtype, P0.shape)
print(np.round(P0, 6))
print(np.round(P1[0], 6))
print(np.round(np.sum(P0), 6), np.round(np.sum(P1), 6))
Ham, int_pts, Y = initialize(3, 3, 1, 2)
P0, P1 = contour_integral(3, 3, 1, Ham, int_pts, Y)
print(np.round(P0, 6))
