# Port of npbench npbench/benchmarks/scattering_self_energies (BSD-3-Clause, spcl/npbench)
# Scattering self-energies (OMEN): eight nested loops of complex 2x2 matmuls
# on sub-arrays picked by integer indexing.
import numpy as np


def rng_complex(shape, rng):
    return (rng.random(shape) + rng.random(shape) * 1j)


def initialize(Nkz, NE, Nqz, Nw, N3D, NA, NB, Norb):
    from numpy.random import default_rng
    rng = default_rng(42)

    neigh_idx = np.ndarray([NA, NB], dtype=np.int32)
    for i in range(NA):
        neigh_idx[i] = np.positive(np.arange(i - NB / 2, i + NB / 2) % NA)
    dH = rng_complex([NA, NB, N3D, Norb, Norb], rng)
    G = rng_complex([Nkz, NE, NA, Norb, Norb], rng)
    D = rng_complex([Nqz, Nw, NA, NB, N3D, N3D], rng)
    Sigma = np.zeros([Nkz, NE, NA, Norb, Norb], dtype=np.complex128)

    return neigh_idx, dH, G, D, Sigma


def scattering_self_energies(neigh_idx, dH, G, D, Sigma):

    for k in range(G.shape[0]):
        for E in range(G.shape[1]):
            for q in range(D.shape[0]):
                for w in range(D.shape[1]):
                    for i in range(D.shape[-2]):
                        for j in range(D.shape[-1]):
                            for a in range(neigh_idx.shape[0]):
                                for b in range(neigh_idx.shape[1]):
                                    if E - w >= 0:
                                        dHG = G[k, E - w,
                                                neigh_idx[a, b]] @ dH[a, b, i]
                                        dHD = dH[a, b, j] * D[q, w, a, b, i, j]
                                        Sigma[k, E, a] += dHG @ dHD


neigh_idx, dH, G, D, Sigma = initialize(1, 3, 1, 2, 2, 3, 2, 2)
print(neigh_idx, neigh_idx.dtype)
scattering_self_energies(neigh_idx, dH, G, D, Sigma)
print(Sigma.shape, Sigma.dtype)
print(np.round(Sigma[0, 2], 6))
print(np.round(np.sum(Sigma), 6))
