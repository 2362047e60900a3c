import alpyna


@alpyna.jit
def once(a, b, n, m):
    for i in range(n):
        for j in range(m):
            b[i] = a[i, j]
            break
        b[i] += 1
