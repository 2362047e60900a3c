# Reading past the end of a 1-D array raises NumPy's IndexError (uncaught: traceback, status 1).
import numpy as np

a = np.zeros(5)
print(a[4])
print(a[5])
