import alpyna


@alpyna.jit
def clip(a, n):
    for i in range(n):
        if a[i] > 1.0:
            a[i] = 1.0
