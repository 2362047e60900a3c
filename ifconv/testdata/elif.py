import alpyna


@alpyna.jit
def classify(a, c, n):
    for i in range(n):
        if a[i] < 0:
            c[i] = -1
        elif a[i] == 0:
            c[i] = 0
        elif a[i] < 10:
            c[i] = 1
        else:
            c[i] = 2
