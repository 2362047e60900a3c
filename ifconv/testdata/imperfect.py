import alpyna


@alpyna.jit
def rows(a, r, n, m):
    for i in range(n):
        r[i] = 0.0
        if a[i, 0] > 0:
            for j in range(m):
                r[i] += a[i, j]
        r[i] = r[i] * 2
