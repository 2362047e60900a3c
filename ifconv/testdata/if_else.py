import alpyna


@alpyna.jit
def relu_or_scale(a, b, n):
    for i in range(n):
        if a[i] > 0:
            b[i] = a[i]
        else:
            b[i] = 0.1 * a[i]
