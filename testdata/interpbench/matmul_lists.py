# Matrix product of nested lists of floats with three plain loops.
import time


def matmul(a, b, n):
    c = [[0.0] * n for _ in range(n)]
    for i in range(n):
        ai = a[i]
        ci = c[i]
        for k in range(n):
            aik = ai[k]
            bk = b[k]
            for j in range(n):
                ci[j] += aik * bk[j]
    return c


n = 180
a = [[(i * n + j) % 7 * 0.5 for j in range(n)] for i in range(n)]
b = [[(i + 2 * j) % 5 * 0.25 for j in range(n)] for i in range(n)]
start = time.process_time()
c = matmul(a, b, n)
elapsed = time.process_time() - start
print("checksum", sum(sum(row) for row in c))
print("seconds", elapsed)
