import alpyna


@alpyna.jit
def first_negative(a, pos, n, m):
    for i in range(n):
        pos[i] = m
        for j in range(m):
            if a[i, j] < 0:
                pos[i] = j
                break
