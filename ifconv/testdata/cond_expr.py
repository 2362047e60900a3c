import alpyna


@alpyna.jit
def sign(a, b, n):
    for i in range(n):
        b[i] = 1 if a[i] > 0 else -1
        if a[i] != 0:
            b[i] = b[i] * 2 if b[i] > 0 else b[i]
