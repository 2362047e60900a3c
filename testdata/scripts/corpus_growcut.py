# Port of pythran's tests/cases/growcut.py (BSD-3-Clause, serge-sans-paille/pythran; itself from
# the continuum.io Numba performance post): one GrowCut step, a cellular automaton in which each
# pixel is attacked by the pixels of a window around it. xrange becomes range; python_kernel,
# the hot function, is @alpyna.jit and its window helpers stay plain functions, as written. The
# driver runs the original test() and a seeded random image, and prints the change counts and checksums.
import math
import sys

import numpy as np

import alpyna


def window_floor(idx, radius):
    if radius > idx:
        return 0
    else:
        return idx - radius


def window_ceil(idx, ceil, radius):
    if idx + radius > ceil:
        return ceil
    else:
        return idx + radius

@alpyna.jit
def python_kernel(image, state, state_next, window_radius):
    changes = 0
    sqrt_3 = math.sqrt(3.0)

    height = image.shape[0]
    width = image.shape[1]

    for j in range(width):
        for i in range(height):

            winning_colony = state[i, j, 0]
            defense_strength = state[i, j, 1]

            for jj in range(window_floor(j, window_radius),
                             window_ceil(j+1, width, window_radius)):
                for ii in range(window_floor(i, window_radius),
                                 window_ceil(i+1, height, window_radius)):
                    if (ii == i and jj == j):
                        continue

                    d = image[i, j, 0] - image[ii, jj, 0]
                    s = d * d
                    for k in range(1, 3):
                        d = image[i, j, k] - image[ii, jj, k]
                        s += d * d
                    gval = 1.0 - math.sqrt(s)/sqrt_3

                    attack_strength = gval * state[ii, jj, 1]

                    if attack_strength > defense_strength:
                        defense_strength = attack_strength
                        winning_colony = state[ii, jj, 0]
                        changes += 1

            state_next[i, j, 0] = winning_colony
            state_next[i, j, 1] = defense_strength

    return changes

def test(N):
    image = np.zeros((N, N, 3))
    state = np.zeros((N, N, 2))
    state_next = np.empty_like(state)


    # colony 1 is strength 1 at position 0,0
    # colony 0 is strength 0 at all other positions
    state[0, 0, 0] = 1
    state[0, 0, 1] = 1
    return python_kernel(image, state, state_next, 10)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 14
    print("test", test(n))
    rng = np.random.RandomState(7)
    image = rng.random_sample((n, n, 3))
    state = np.zeros((n, n, 2))
    state[0, 0] = 1, 1
    state[n - 1, n - 1] = 2, 1
    state_next = np.empty_like(state)
    for step in range(3):
        changes = python_kernel(image, state, state_next, 3)
        state, state_next = state_next, state
        print("step", step, changes, f"{state[:, :, 1].sum():.6e}", int(state[:, :, 0].sum()))


main()
