# Induction scalars of inner loops (induction_inner.go): closed forms, the
# step moved after the loop; not where the loop breaks, nor where the
# range's stop is a value the subset takes only in range() (a.shape[1]).
import alpyna


@alpyna.jit
def pack_rows(x, y, n, m):
    for i in range(n):
        k = 0
        for j in range(m):
            x[i, k] = y[i, j] * 2.0
            k += 1


@alpyna.jit
def with_break(x, y, n, m):
    for i in range(n):
        k = 0
        for j in range(m):
            if y[i, j] > 5.0:
                break
            x[i, k] = y[i, j]
            k += 1
        y[i, 0] = k


@alpyna.jit
def shape_stop(out, a, n):
    for i in range(n):
        k = 0
        for j in range(a.shape[1]):
            out[i] += a[i, j] * k
            k = k + 2
