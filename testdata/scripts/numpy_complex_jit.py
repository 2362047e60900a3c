# A jit nest over complex arrays: compiled kernels have no complex element
# type, so the nest runs on the loop-record executor (with a note on
# stderr) with NumPy's complex arithmetic, and prints what CPython prints.
import numpy as np

import alpyna


@alpyna.jit
def rotate(z, w, out, n):
    for i in range(n):
        out[i] = z[i] * w + z[i] / 2


@alpyna.jit
def scale_parts(re, im, n):
    for i in range(n):
        re[i] = 2 * re[i]
        im[i] = im[i] - 1


n = 5
z = np.arange(n) + 1j * np.arange(n)[::-1]
out = np.zeros(n, dtype=complex)
rotate(z, 0.5 - 1j, out, n)
print(out)
z64 = z.astype(np.complex64)
out64 = np.zeros(n, dtype=np.complex64)
rotate(z64, np.complex64(2j), out64, n)
print(repr(out64))
# .real and .imag are strided float views of z's buffer.
scale_parts(z.real, z.imag, n)
print(z)
