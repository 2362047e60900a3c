# The interpreter's baseline: a 1-D loop over ndarrays, element by element,
# as a jit nest runs when it is not accelerated. Prints the loop's own time.
import sys
import time
import numpy as np

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
x = np.ones(n, dtype=np.float64)
y = np.zeros(n, dtype=np.float64)
a = 2.0
start = time.perf_counter()
for i in range(n):
    y[i] = a * x[i] + y[i]
elapsed = time.perf_counter() - start
print("checksum", y.sum())
print("loop_seconds", elapsed)
