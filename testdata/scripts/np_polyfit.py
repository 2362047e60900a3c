# np.polyfit: least-squares fits of degree 0 to 5, exact and noisy data,
# int inputs, several right-hand sides, with np.polyval. The coefficients
# are printed rounded to 8 decimals: NumPy solves with LAPACK's SVD
# (dgelsd), alpyna with Householder QR, which agree to a few units in the
# last place (docs/numpy.md).
import numpy as np


def show(label, c):
    print(label, np.round(c, 8) + 0.0, c.dtype, c.shape)


x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
for deg in range(6):
    show("deg %d" % deg, np.polyfit(x, y, deg))
show("line", np.polyfit([1, 2, 3, 4], [3, 5, 7, 9], 1))
show("deg float", np.polyfit([1, 2, 3, 4], [1, 4, 9, 16.5], 2.0))
show("quad", np.polyfit(np.arange(10), 2 * np.arange(10) ** 2 - 3 * np.arange(10) + 1, 2))
show("two rhs", np.polyfit(x, np.stack([y, 2 * y + 1]).T, 2))
t = np.linspace(-1, 1, 41)
noisy = np.cos(3 * t) + 0.05 * np.sin(37 * t)
c = np.polyfit(t, noisy, 4)
show("cos", c)
print(np.round(np.polyval(c, [0.0, 0.5, 1.0]), 6))
show("f32", np.polyfit(np.array([1, 2, 3], dtype=np.float32), np.array([2, 4, 7], dtype=np.float32), 1))
for args in [([1, 2], [1, 2], -1), ([[1, 2]], [1, 2], 1), ([], [], 1), ([1, 2, 3], [1, 2], 1)]:
    try:
        np.polyfit(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
