# test-args: 0.08 10
# Port of Bridson's Poisson-disk sampling of Rougier's "From Python to NumPy"
# (github.com/rougier/from-python-to-numpy, code/Bridson_sampling.py, chapter
# "Problem vectorization", section "Blue noise sampling"; (c) 2017 Nicolas P.
# Rougier, code BSD, book text CC BY-NC-SA 4.0), marked @alpyna.jit as
# written: nested helper functions closing over the grid, a dict of
# neighbourhoods built with np.dstack(np.mgrid[...]) and tolist(), a
# `while len(points)` loop drawing with np.random and deleting from a list.
# The scatter plot becomes printed points; np.random.seed(1). Optional
# arguments: radius (default 0.025, the book's) and k (default 30).
import sys

import numpy as np

import alpyna


@alpyna.jit
def Bridson_sampling(width=1.0, height=1.0, radius=0.025, k=30):
    # References: Fast Poisson Disk Sampling in Arbitrary Dimensions
    #             Robert Bridson, SIGGRAPH, 2007
    def squared_distance(p0, p1):
        return (p0[0]-p1[0])**2 + (p0[1]-p1[1])**2

    def random_point_around(p, k=1):
        # WARNING: This is not uniform around p but we can live with it
        R = np.random.uniform(radius, 2*radius, k)
        T = np.random.uniform(0, 2*np.pi, k)
        P = np.empty((k, 2))
        P[:, 0] = p[0]+R*np.sin(T)
        P[:, 1] = p[1]+R*np.cos(T)
        return P

    def in_limits(p):
        return 0 <= p[0] < width and 0 <= p[1] < height

    def neighborhood(shape, index, n=2):
        row, col = index
        row0, row1 = max(row-n, 0), min(row+n+1, shape[0])
        col0, col1 = max(col-n, 0), min(col+n+1, shape[1])
        I = np.dstack(np.mgrid[row0:row1, col0:col1])
        I = I.reshape(I.size//2, 2).tolist()
        I.remove([row, col])
        return I

    def in_neighborhood(p):
        i, j = int(p[0]/cellsize), int(p[1]/cellsize)
        if M[i, j]:
            return True
        for (i, j) in N[(i, j)]:
            if M[i, j] and squared_distance(p, P[i, j]) < squared_radius:
                return True
        return False

    def add_point(p):
        points.append(p)
        i, j = int(p[0]/cellsize), int(p[1]/cellsize)
        P[i, j], M[i, j] = p, True

    # Here `2` corresponds to the number of dimension
    cellsize = radius/np.sqrt(2)
    rows = int(np.ceil(width/cellsize))
    cols = int(np.ceil(height/cellsize))

    # Squared radius because we'll compare squared distance
    squared_radius = radius*radius

    # Positions cells
    P = np.zeros((rows, cols, 2), dtype=np.float32)
    M = np.zeros((rows, cols), dtype=bool)

    # Cache generation for neighborhood
    N = {}
    for i in range(rows):
        for j in range(cols):
            N[(i, j)] = neighborhood(M.shape, (i, j), 2)

    points = []
    add_point((np.random.uniform(0,width), np.random.uniform(0,height)))
    while len(points):
        i = np.random.randint(len(points))
        p = points[i]
        del points[i]
        Q = random_point_around(p, k)
        for q in Q:
            if in_limits(q) and not in_neighborhood(q):
                add_point(q)
    return P[M]


np.random.seed(1)
radius = float(sys.argv[1]) if len(sys.argv) > 1 else 0.025
k = int(sys.argv[2]) if len(sys.argv) > 2 else 30
points = Bridson_sampling(radius=radius, k=k)
print(points.dtype, points.shape)
print(repr(float(points[:, 0].sum())), repr(float(points[:, 1].sum())))
print(points[:3])
