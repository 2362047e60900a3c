# Printing 1-D float64 arrays: integral values, shortest digits, padding, negatives, precision 8.
import numpy as np

print(np.array([1.0, 2.0, 3.0]))
print(np.array([0.1, 0.2, 0.3]))
print(np.array([1.0, 2.5, -3.25]))
print(np.array([1 / 3, 2 / 3, 1.0]))
print(np.array([3.14159265358979, 2.718281828459045]))
print(np.array([0.5, 100.0, 12345.678]))
print(np.array([-0.0, 0.0, 1.0]))
print(np.array([-1.5, -22.25, -333.125]))
print(np.array([1e-4, 1.0]))
print(np.array([123456789.0, 1.0]))
print(np.array([0.1 + 0.2]))
print(np.array([1.123456789]))
print(np.array([1.0000000001, 2.0]))
print(np.array([99999999.0, 1.5]))
print(np.array([0.00012345]))
print(np.array([10.0, 200.0, 3000.0]))
x = np.zeros(5)
for i in range(5):
    x[i] = i * 0.1
print(x)
