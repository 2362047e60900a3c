# Port of npbench npbench/benchmarks/arc_distance (BSD-3-Clause, spcl/npbench)
# The great-circle distance of N pairs of points, as whole-array ufuncs.
import numpy as np


def initialize(N):
    from numpy.random import default_rng
    rng = default_rng(42)
    t0, p0, t1, p1 = rng.random((N, )), rng.random((N, )), rng.random((N, )), rng.random((N, ))
    return t0, p0, t1, p1


def arc_distance(theta_1, phi_1, theta_2, phi_2):
    """
    Calculates the pairwise arc distance between all points in vector a and b.
    """
    temp = np.sin((theta_2 - theta_1) / 2)**2 + np.cos(theta_1) * np.cos(theta_2) * np.sin((phi_2 - phi_1) / 2)**2
    distance_matrix = 2 * (np.arctan2(np.sqrt(temp), np.sqrt(1 - temp)))
    return distance_matrix


t0, p0, t1, p1 = initialize(40)
d = arc_distance(t0, p0, t1, p1)
print(d.shape, d.dtype)
print(np.round(d[:10], 8))
print(np.round(np.sum(d), 8), np.round(d.max(), 8), d.argmax())
