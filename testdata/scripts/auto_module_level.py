# Loop nests in the module's own code, as scripts set up their data: under
# `alpyna run --auto` they run as kernels and must leave the globals
# (loop variables included) exactly as CPython does.
import math
import numpy as np

import _auto_helpers
from _auto_helpers import scale_rows

n, m = 30, 40
a = np.zeros((n, m))
for i in range(n):
    for j in range(m):
        a[i, j] = -float(j % n) / n + 1 + i * 0.5
print(a.sum(), i, j)

# A reduction into a global, then a triangular nest: j's last value comes
# from the last i whose range was not empty.
total = 0.0
for i in range(n):
    total += a[i, i] * 2.0
tri = np.zeros((n, n))
for i in range(n):
    for j in range(i):
        tri[i, j] = a[i, j] + a[j, i]
print(total, tri.sum(), i, j)

# A loop that never runs leaves its variable as it was.
k = "unchanged"
for k in range(0):
    a[k, 0] = 1.0
print(k)
for i in range(3):
    for k in range(i, 0):
        a[i, k] = 2.0
print(i, k)

# Negative steps, math, and a temporary.
s = np.zeros(n)
for r in range(n - 1, -1, -2):
    t = math.sqrt(a[r, 3] * a[r, 3] + 1.0)
    s[r] = t * 0.5
print(round(s.sum(), 10), r, t)

# A break: the loop variable is where it stopped, which the nest keeps as a
# scalar its body assigns (frontend/lastvars.go).
for q in range(n):
    if a[q, 0] > 5.0:
        break
print(q)

if __name__ == "__main__":
    b = np.ones((n, m))
    scale_rows(b, n, m)
    for i in range(n):
        for j in range(m):
            b[i, j] += _auto_helpers.weights[j] * i
    print(round(b.sum(), 10), round(_auto_helpers.weights.sum(), 10), _auto_helpers.w, i, j)
