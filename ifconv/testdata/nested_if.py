import alpyna


@alpyna.jit
def quadrant(x, y, q, n, m):
    for i in range(n):
        for j in range(m):
            if x[i, j] >= 0:
                if y[i, j] >= 0:
                    q[i, j] = 1
                else:
                    q[i, j] = 4
                q[i, j] += 10
            else:
                if y[i, j] >= 0:
                    q[i, j] = 2
