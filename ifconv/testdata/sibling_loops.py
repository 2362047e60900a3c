import alpyna


@alpyna.jit
def sib(a, b, n):
    for i in range(1, n):
        for j in range(i):
            if a[j] > a[i]:
                break
            b[i] += 1
        for j in range(i, n):
            if a[j] < 0:
                b[j] = 0
