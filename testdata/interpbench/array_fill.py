# A 1000 x 1000 float64 array filled element by element in two plain loops,
# as a script's set-up code does outside any accelerated function.
import time
import numpy as np

n = 1000
start = time.process_time()
a = np.empty((n, n))
for i in range(n):
    for j in range(n):
        a[i, j] = i * 0.5 + j
elapsed = time.process_time() - start
print("checksum", a.sum())
print("seconds", elapsed)
