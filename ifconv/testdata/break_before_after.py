import alpyna


@alpyna.jit
def accumulate(x, y, n):
    s = 0.0
    for i in range(n):
        s += x[i]
        y[i] = s
        if s > 100.0:
            break
        x[i] = 0.0
