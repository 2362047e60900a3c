# numpy.random's legacy uniform and normal with array parameters: one draw per element of the broadcast, in C order (pmocz mcmc).
import numpy as np
np.random.seed(7)
lo = np.array([0.0, 1.0, 10.0])
hi = np.array([1.0, 2.0, 20.0])
print(np.random.uniform(lo, hi))
print(np.random.uniform(lo, 30.0, size=(2, 3)))
print(np.random.uniform([0.0, 5.0], [1.0, 6.0]))
print(np.random.normal(lo, [1.0, 0.5, 0.1]))
print(np.random.normal(np.zeros((2, 2)), 2.0))
print(np.random.uniform(np.array(0.0), np.array(2.0)), type(np.random.normal(np.array(1.0))).__name__)
try:
    np.random.normal(lo, [1.0, -1.0, 1.0])
except ValueError as e:
    print("ValueError", e)
try:
    np.random.uniform(lo, [1.0, np.inf, 2.0])
except OverflowError as e:
    print("OverflowError", e)
print(np.random.rand())
