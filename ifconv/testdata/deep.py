import alpyna


@alpyna.jit
def deep(a, n):
    for i in range(n):
        for j in range(n):
            for k in range(n):
                if a[i, j] > k:
                    if k > j:
                        break
                    a[i, j] -= 1
            if a[i, j] < 0:
                a[i, j] = 0
