# Port of pythran's tests/cases/lapl2d.py (BSD-3-Clause, serge-sans-paille/pythran): Jacobi
# iterations of the 2-D Laplacian written as one slice expression per step, with the arrays
# swapped by a tuple assignment `In, Out = Out, In`. Kept as written.
import sys

import numpy as np

import alpyna


@alpyna.jit
def lapl2d(In, Out, niter):
    siz = In.shape[0]
    h2 = (1. / siz)**2
    for it in range(0, niter):
        Out[1:siz - 1, 1:siz - 1] = h2 * (
            In[0:siz - 2, 1:siz - 1] + In[1:siz - 1, 0:siz - 2] -
            4.0 * In[1:siz - 1, 1:siz - 1] +
            In[2:siz, 1:siz - 1] + In[1:siz - 1, 2:siz])
        In, Out = Out, In


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    x = np.arange(16.).reshape(4, 4)
    y = x.T.copy()
    lapl2d(x, y, 3)
    print(x.tolist())
    print(y.tolist())
    a = np.sin(np.arange(n * n).reshape(n, n) * 0.01)
    b = np.zeros((n, n))
    lapl2d(a, b, 5)
    print(f"{a.sum():.12e}", f"{b.sum():.12e}", f"{a[n // 2, n // 3]:.15e}", f"{b[7, 9]:.15e}")


main()
