# The ALPyNA paper's Listing 2 (Figures 3 and 4).
import numpy as np
import alpyna


@alpyna.jit
def ln_func(arg_a, arg_b, im, jm, km, mm, p1, p2, p3):
    for i in range(0, im, 1):
        for j in range(2, jm, 1):
            for k in range(0, km, 1):
                for m in range(0, mm, 1):
                    arg_a[i + p1, j, k, m] = arg_a[i, j, k, m] + 4 + arg_b[i]
                    arg_a[i, j + p2, k, m] = arg_a[i, j + p3, k, m] + 43
