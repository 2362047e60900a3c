# Port of numba/numba examples/movemean.py (BSD-2-Clause, numba/numba): a moving average
# that Numba builds as a @guvectorize gufunc over the rows; alpyna has no gufunc builder,
# so the kernel is a jit function of one row and its output, called per row, with the
# window passed as a one-element array as the gufunc receives it.
import sys

import numpy as np

import alpyna


@alpyna.jit
def move_mean(a, window_arr, out):
    window_width = window_arr[0]
    asum = 0.0
    count = 0
    for i in range(window_width):
        asum += a[i]
        count += 1
        out[i] = asum / count
    for i in range(window_width, len(a)):
        asum += a[i] - a[i - window_width]
        out[i] = asum / count

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
arr = np.arange(2 * n, dtype=np.float64).reshape(2, n)
print(arr)
out = np.zeros_like(arr)
for r in range(arr.shape[0]):
    move_mean(arr[r], np.array([3]), out[r])
print(out)
