import alpyna


@alpyna.jit
def prefix(a, b, n):
    for i in range(n):
        if a[i] == 0:
            break
        b[i] = a[i] * 2
