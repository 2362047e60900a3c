import alpyna


@alpyna.jit
def skip(a, n):
    for i in range(n):
        if a[i] > 0:
            pass
        else:
            a[i] = 0
