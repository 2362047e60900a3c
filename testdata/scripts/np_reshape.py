# .reshape with a tuple, with separate integers and with -1; 1-D to 3-D and back.
import numpy as np

a = np.arange(12)
print(a.reshape((3, 4)))
print(a.reshape(4, 3))
print(a.reshape(2, 3, 2))
print(a.reshape(-1, 6))
print(a.reshape(3, -1).shape)
print(a.reshape((2, -1, 3)).shape)
print(a.reshape(12, 1).shape, a.reshape(1, 12).shape)
b = a.reshape(3, 4).reshape(12)
print(b)
c = np.arange(6, dtype=np.float32).reshape(2, 3)
print(c, c.dtype)
print(c.reshape(-1))
print(a.shape)
