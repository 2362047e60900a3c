# numpy.linalg's solve, inv, det and cholesky (LU with partial pivoting),
# np.histogram with NumPy's bin edges, np.mgrid and np.ogrid, np.reshape.
import numpy as np

a = np.array([[4.0, -2.0, 1.0], [-2.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
b = np.array([11.0, -16.0, 17.0])
x = np.linalg.solve(a, b)
print(x, np.allclose(a @ x, b))
print(np.linalg.inv(a))
print(np.linalg.det(a), np.linalg.det(np.array([[1, 2], [3, 4]])))
L = np.linalg.cholesky(a)
print(L)
print(np.allclose(L @ L.T, a))
try:
    np.linalg.solve(np.array([[1.0, 2.0], [2.0, 4.0]]), np.array([1.0, 2.0]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
rng = np.random.RandomState(42)
data = rng.standard_normal(500)
counts, edges = np.histogram(data, bins=12)
print(counts, edges)
counts, edges = np.histogram(data, bins=[-3, -1, 0, 0.5, 3], density=True)
print(counts, edges)
X, Y = np.mgrid[0:3, 0:4]
print(X + 10 * Y)
print(np.mgrid[0:1:5j])
xs, ys = np.ogrid[0:2, 0:3]
print(xs * ys, np.reshape(np.arange(12), (3, -1)))
