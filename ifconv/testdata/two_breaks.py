import alpyna


@alpyna.jit
def search(a, hit, n, m):
    for i in range(n):
        for j in range(m):
            if a[i, j] < 0:
                break
            if a[i, j] > 9:
                hit[i] = j
                break
            a[i, j] += 1
