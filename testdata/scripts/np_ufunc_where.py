# Ufuncs called with where= (the book's NumPy boids: np.divide(target,
# d**2, out=target, where=d != 0)): only the elements where the mask is
# true are computed, so only they can warn, and the others keep out's.
import numpy as np
a = np.array([[1.0, 2.0], [3.0, 0.0]], dtype=np.float32)
n = np.array([[2.0], [0.0]], dtype=np.float32)
out = a.copy()
r = np.divide(a, n, out=out, where=n != 0)
print(r, r is out)
r = np.multiply(a, 0.5, out=a, where=a > 1)
print(r, r is a)
print(np.add(a, 1, out=np.empty_like(a)))
print(np.sqrt(a, where=a > 1, out=np.zeros_like(a)))
d = np.array([0.0, 2.0, 0.0, 4.0])
t = np.ones(4)
np.divide(t, d, out=t, where=d != 0)
print(t)
np.log(d, out=d, where=d > 0)
print(d)
x = np.arange(6.0).reshape(2, 3)
np.subtract(x, [1.0, 1.0, 1.0], out=x, where=[True, False, True])
print(x)
i = np.arange(4)
try:
    np.divide(i, 2, out=i, where=i > 1)
except TypeError as e:
    print("TypeError", e)
print(i)
