# golden: none
# expect-status: 2
# A script the front end rejects: alpyna prints file:line:col: reason and exits with status 2.
import numpy as np

a = np.zeros(3)
for i in range(3)
    a[i] = i
print(a)
