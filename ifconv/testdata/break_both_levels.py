import alpyna


@alpyna.jit
def stop_all(a, n, m):
    for i in range(n):
        for j in range(m):
            if a[i, j] == 7:
                break
            a[i, j] = 1
        if a[i, 0] < 0:
            break
