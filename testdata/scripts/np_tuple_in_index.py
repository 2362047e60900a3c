# A tuple inside a subscript is a sequence index (pos[np.where(c), d], pmocz springnetwork).
import numpy as np
pos = np.arange(20.0).reshape(10, 2)
c = pos[:, 0] > 11
print(pos[np.where(c), 1], pos[np.where(c), 1].shape)
pos[np.where(c), 0] *= -1
print(pos[:, 0])
pos[(np.array([0, 2]),), 1] = 7.0
print(pos[:3])
print(pos[[1, 3], 0], pos[(1, 3), 0])
