import alpyna


@alpyna.jit
def masked(a, mask, n, m):
    for i in range(n):
        if mask[i]:
            for j in range(m):
                if a[i, j] < 0:
                    a[i, j] = -a[i, j]
