import numpy as np
import alpyna


@alpyna.jit
def exprs(a, b, n, m):
    for i in range(n):
        b[i, :] = a[i, 0:m]
        a[i, 0] = a.shape[0] + b.T[i, 0]
        a[i, 1] = len("abc") + [1, 2][0]
        x, y = a[i, 0], a[i, 1]
        a[i, 0] = i @ i
        a[i, 1] = 1.0 if a[i, 0] is None else 2.0
        a[i, 0] = sum([a[i, k] for k in range(m)])
        del x
        a[i, 1] = (lambda z: z)(a[i, 1]) + (a[i, 0] @ 1)
        a[i, 1] = i in (1, 2)


if __name__ == "__main__":
    pass
