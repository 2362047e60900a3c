# np.convolve and np.correlate: the three modes, the longer input either
# side, int/float/bool inputs, float64 results NumPy's bit for bit (printed
# with tolist), short kernels (NumPy's unrolled loop) and long ones (its
# BLAS dot), and NumPy's errors.
import numpy as np

for mode in ["full", "same", "valid"]:
    print(mode, np.convolve([1, 2, 3], [0, 1, 0.5], mode))
    print(mode, np.correlate([1, 2, 3], [0, 1, 0.5], mode))
    print(mode, np.convolve([1, 2], [3, 4, 5, 6], mode))
    print(mode, np.correlate([1, 2], [3, 4, 5, 6], mode))
    print(mode, repr(np.convolve(np.array([1, 2, 3], dtype=np.int32), np.array([1, -1], dtype=np.int8), mode)))
    print(mode, repr(np.correlate(np.array([True, False, True]), np.array([False, True]), mode)))
    print(mode, repr(np.convolve(np.array([1, 2, 3], dtype=np.float32), [0.5, 0.25], mode)))
print(np.convolve(3, [1, 2]), np.convolve([4.0], 2))
print(repr(np.convolve([1, 2, 3], [1, 1, 1])), repr(np.correlate([1, 2, 3], [1, 1, 1])))

# Sums in NumPy's order: x is fixed data, the kernels random-looking.
x = np.sin(np.arange(40) * 0.7) * 3.1 + np.cos(np.arange(40) * 1.3)
for k in [1, 2, 3, 5, 11, 12, 16, 17, 23, 33]:
    v = np.cos(np.arange(k) * 0.37 + 0.1) / 7.3
    for mode in ["full", "same", "valid"]:
        print(k, mode, np.convolve(x, v, mode).tolist())
        print(k, mode, np.correlate(x, v, mode).tolist())
        print(k, mode, np.correlate(v, x, mode).tolist())
# Cancellation shows the summation order: a kernel of ones over
# alternating 1e16, 1, -1e16, 1, so that each output depends on the order
# of its additions (NumPy's loop for 5 ones, its BLAS for 12 and 13).
big = np.array([1e16, 1.0, -1e16, 1.0] * 4)
print(np.correlate(big, np.ones(12), "full").tolist())
print(np.correlate(big, np.ones(5), "full").tolist())
print(np.convolve(big, np.ones(13)).tolist())
smooth = np.convolve(x, np.ones(5) / 5, mode="valid")
print(smooth.shape, smooth[:3].tolist())
print(np.correlate(x[1:], x[1:12], "full").tolist())

for args in [([], [1]), ([1], []), ([[1, 2]], [1]), ([1, 2], [1], "middle")]:
    try:
        print(np.convolve(*args))
    except ValueError as e:
        print("convolve ValueError:", e)
for args in [([], [1]), ([1], []), ([4.0], 2), ([[1.0]], [1])]:
    try:
        print(np.correlate(*args))
    except ValueError as e:
        print("correlate ValueError:", e)
