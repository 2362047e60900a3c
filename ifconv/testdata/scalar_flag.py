import alpyna


@alpyna.jit
def count(a, n):
    c = 0
    for i in range(n):
        if a[i] > 0:
            c += 1
        else:
            if c > 3:
                break
