# Using a name that was never defined raises NameError (a name with no near-miss suggestion).
import numpy as np

total = np.zeros(3).sum()
print(total)
print(undefined_quantity_xyz + total)
