# A scalar that some iterations assign and the others read from an
# earlier iteration, with no value before the loop (Rodinia hotspot's
# delta): the kernels guard its reads, and where the first read comes
# before any assignment CPython's UnboundLocalError is raised.
import numpy as np
import alpyna


@alpyna.jit
def carried(a, out, n):
    for i in range(n):
        if a[i] > 0.5:
            last = a[i] * 2.0
        out[i] = last + 1.0


@alpyna.jit
def carried_2d(a, out, n, m):
    for i in range(n):
        for j in range(m):
            if j % 4 == 0:
                d = a[i, j]
            out[i, j] = a[i, j] - d


n = 1000
a = np.linspace(0.0, 1.0, n)[::-1].copy()
out = np.zeros(n)
carried(a, out, n)
print(out.sum(), out[-1])
try:
    carried(a[::-1].copy(), out, n)
except UnboundLocalError as e:
    print("UnboundLocalError", e)
b = np.sin(np.arange(60.0)).reshape(6, 10)
o = np.zeros((6, 10))
carried_2d(b, o, 6, 10)
print(o.sum(), o[3])
