# test-args: 21 41
# The Bellman-Ford shortest path of Rougier's "From Python to NumPy"
# (code/maze_numpy.py, chapter "Problem vectorization", section "Path
# finding"; (c) 2017 Nicolas P. Rougier, code BSD, book text CC BY-NC-SA 4.0)
# with its diffusion written as loops, as a user moving to alpyna would write
# the book's slice version (fptn_maze_numpy.py): the `while G[goal] == 0.0`
# loop around a sweep that scales G into G_gamma and a sweep taking the
# maximum of the four discounted neighbours and the centre. The maze is the
# book's build_maze (not jit here: it is Python lists and np.random calls),
# the descent is the book's. np.random.seed(1); optional arguments: the
# maze's shape (default 41 x 81; the book's is 51 x 101).
import sys

import numpy as np

import alpyna


def build_maze(shape=(65,65), complexity=0.75, density = 0.50):
    # Only odd shapes
    shape = ((shape[0]//2)*2+1, (shape[1]//2)*2+1)

    # Adjust complexity and density relatively to maze size
    n_complexity = int(complexity*(shape[0]+shape[1]))
    n_density    = int(density*(shape[0]*shape[1]))

    # Build actual maze
    Z = np.zeros(shape, dtype=bool)

    # Fill borders
    Z[0,:] = Z[-1,:] = Z[:,0] = Z[:,-1] = 1

    # Islands starting point with a bias in favor of border
    P = np.random.normal(0, 0.5, (n_density,2))
    P = 0.5 - np.maximum(-0.5, np.minimum(P, +0.5))
    P = (P*[shape[1],shape[0]]).astype(int)
    P = 2*(P//2)

    # Create islands
    for i in range(n_density):
        T = Z[2:-2:2,2:-2:2]
        if T.sum() == T.size:
            break

        x, y = P[i]
        Z[y,x] = 1
        for j in range(n_complexity):
            neighbours = []
            if x > 1:
                neighbours.append([(y, x-1), (y, x-2)])
            if x < shape[1]-2:
                neighbours.append([(y, x+1), (y, x+2)])
            if y > 1:
                neighbours.append([(y-1, x), (y-2, x)])
            if y < shape[0]-2:
                neighbours.append([(y+1, x), (y+2, x)])
            if len(neighbours):
                choice = np.random.randint(len(neighbours))
                next_1, next_2 = neighbours[choice]
                if Z[next_2] == 0:
                    Z[next_1] = Z[next_2] = 1
                    y, x = next_2
            else:
                break
    return Z


@alpyna.jit
def diffuse(Z, G, G_gamma, gy, gx, gamma):
    rows, cols = Z.shape
    sweeps = 0
    while G[gy, gx] == 0.0:
        for i in range(rows):
            for j in range(cols):
                G_gamma[i, j] = G[i, j] * gamma
        for i in range(1, rows-1):
            for j in range(1, cols-1):
                G[i, j] = Z[i, j] * max(G_gamma[i-1, j], G_gamma[i, j-1], G[i, j],
                                        G_gamma[i, j+1], G_gamma[i+1, j])
        sweeps += 1
    return sweeps


def BellmanFord(Z, start, goal):
    # We reserve Z such that walls have value 0
    Z = 1 - Z
    G = np.zeros(Z.shape)
    G[start] = 1
    gamma = 0.99
    G_gamma = np.empty_like(G)
    sweeps = diffuse(Z, G, G_gamma, goal[0], goal[1], gamma)

    # Descent gradient to find shortest path from entrance to exit
    y, x = goal
    P = []
    dirs = [(0,-1), (0,+1), (-1,0), (+1,0)]
    while (x, y) != start:
        P.append((x, y))
        neighbours = [-1, -1, -1, -1]
        if x > 0:
            neighbours[0] = G[y, x-1]
        if x < G.shape[1]-1:
            neighbours[1] = G[y, x+1]
        if y > 0:
            neighbours[2] = G[y-1, x]
        if y < G.shape[0]-1:
            neighbours[3] = G[y+1, x]
        a = np.argmax(neighbours)
        x, y  = x + dirs[a][1], y + dirs[a][0]
    P.append((x, y))
    return G, np.array(P), sweeps


np.random.seed(1)
rows = int(sys.argv[1]) if len(sys.argv) > 1 else 41
cols = int(sys.argv[2]) if len(sys.argv) > 2 else 81
Z = build_maze((rows, cols))
start, goal = (1,1), (Z.shape[0]-2, Z.shape[1]-2)
print(Z.shape, Z.dtype, Z.sum())
G, P, sweeps = BellmanFord(Z, start, goal)
print(sweeps, repr(float(G.sum())), repr(float(G[goal])), (G > 0).sum())
print(len(P), P[:4].tolist(), P[-3:].tolist())
