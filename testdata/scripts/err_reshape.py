# Reshaping to a shape of a different size raises ValueError naming both.
import numpy as np

a = np.arange(6)
print(a.reshape(2, 3))
b = a.reshape((4, 2))
print(b)
