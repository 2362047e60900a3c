import alpyna


@alpyna.jit
def scan(a, b, n):
    for i in range(n):
        for j in range(n):
            if a[j] > a[i]:
                b[i] = j
                break
            else:
                b[i] = -1
