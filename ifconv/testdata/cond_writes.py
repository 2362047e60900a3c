import alpyna


@alpyna.jit
def threshold(a, b, n):
    for i in range(n):
        if a[i] > 0.5:
            a[i] = 0.0
            b[i] = a[i] + 1.0
        if b[i] > 1.0 and a[i] == 0.0:
            b[i] = b[i] - 1.0
