# Indexing a 1-D array with two indices raises IndexError: too many indices.
import numpy as np

a = np.arange(4)
print(a[1])
print(a[1, 2])
