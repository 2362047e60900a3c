# Counted while loops in the module's own code: with --auto each is a nest of its own.
import numpy as np
n = 100000
a = np.linspace(0.0, 1.0, n)
b = np.zeros(n)
k = 0
while k < n:
    b[k] = a[k] * 2.0
    k += 1
print(k, b.sum())
s = 0.0
j = 5
while j < n and s < 100.0:
    s += a[j]
    j += 1
print(j, s)
t = 0
while t < 3:
    for i in range(1, n - 1):
        b[i] = (a[i - 1] + a[i + 1]) * 0.5
    t += 1
print(t, b[:4])
q = [1]
m = 0
while m < len(q):
    if q[m] < 50:
        q.append(q[m] * 3)
    m += 1
print(q, m)
