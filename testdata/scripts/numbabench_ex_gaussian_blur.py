# Port of numba/numba examples/gaussian-blur/gaussian-blur.py (BSD-2-Clause, numba/numba):
# the 5x5 Gaussian blur written out as loops (`gaussian_blur_std`; Numba's @stencil version
# has no alpyna counterpart), jitted as a user moving off @stencil would, applied repeatedly
# with the arrays swapped. The JPEG image is replaced by a seeded random one.
import sys

import numpy as np

import alpyna


@alpyna.jit
def gaussian_blur_std(a):
    ashape = a.shape
    res = np.zeros(ashape)
    for i in range(2,ashape[0]-2):
        for j in range(2,ashape[1]-2):
            res[i,j] = (a[i-2,j-2] * 0.003  + a[i-1,j-2] * 0.0133 + a[i,j-2] * 0.0219 + a[i+1,j-2] * 0.0133 + a[i+2,j-2] * 0.0030 +
                        a[i-2,j-1] * 0.0133 + a[i-1,j-1] * 0.0596 + a[i,j-1] * 0.0983 + a[i+1,j-1] * 0.0596 + a[i+2,j-1] * 0.0133 +
                        a[i-2,j+0] * 0.0219 + a[i-1,j+0] * 0.0983 + a[i,j+0] * 0.1621 + a[i+1,j+0] * 0.0983 + a[i+2,j+0] * 0.0219 +
                        a[i-2,j+1] * 0.0133 + a[i-1,j+1] * 0.0596 + a[i,j+1] * 0.0983 + a[i+1,j+1] * 0.0596 + a[i+2,j+1] * 0.0133 +
                        a[i-2,j+2] * 0.003  + a[i-1,j+2] * 0.0133 + a[i,j+2] * 0.0219 + a[i+1,j+2] * 0.0133 + a[i+2,j+2] * 0.0030)
    return res


side = int(sys.argv[1]) if len(sys.argv) > 1 else 24
iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 3
input_arr = np.random.RandomState(0).randint(0, 256, (side, side)).astype(np.uint8)
for i in range(iterations):
    output_arr = gaussian_blur_std(input_arr)
    input_arr, output_arr = output_arr, input_arr
print(input_arr.dtype, f"{input_arr.sum():.10e}", f"{input_arr[side // 2, side // 2]:.12e}")
print(input_arr.astype(np.uint8)[4, 2:10])
