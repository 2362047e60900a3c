# if/elif/else and break inside nests: if-conversion makes control
# dependences data dependences on predicate arrays.
# bind: n=100,m=50
import alpyna
from _common import arr, show


@alpyna.jit
def relu(x, y, n):
    for i in range(n):
        if x[i] > 3.0:
            y[i] = x[i]
        else:
            y[i] = 0.0


@alpyna.jit
def clip(x, n):
    for i in range(n):
        if x[i] > 5.0:
            x[i] = 5.0
        elif x[i] < 2.0:
            x[i] = 2.0


@alpyna.jit
def nested_if(a, b, n, m):
    for i in range(n):
        for j in range(m):
            if a[i, j] > 2.0:
                if b[i, j] > 3.0:
                    a[i, j] = a[i, j] - b[i, j]
                else:
                    b[i, j] = a[i, j]


@alpyna.jit
def condition_on_written(a, n):
    for i in range(1, n):
        if a[i - 1] > 3.0:
            a[i] = a[i] * 0.5


@alpyna.jit
def conditional_expression(x, y, n):
    for i in range(n):
        y[i] = x[i] if x[i] > 2.0 else -x[i]


@alpyna.jit
def first_large(x, out, n, m):
    for i in range(n):
        for j in range(m):
            if x[i, j] > 5.0:
                out[i] = j
                break


@alpyna.jit
def search_outer(x, out, n):
    for i in range(n):
        if x[i] > 6.0:
            out[0] = i
            break


@alpyna.jit
def bounded_sum(x, out, n, m):
    for i in range(n):
        s = 0.0
        for j in range(m):
            s += x[i, j]
            if s > 10.0:
                break
        out[i] = s


x, y = arr(20), arr(20)
relu(x, y, 10)
clip(x, 10)
a, b = arr(5, 6), arr(5, 6)
nested_if(a, b, 5, 6)
condition_on_written(y, 10)
conditional_expression(x, y, 10)
out = arr(5)
first_large(a, out, 5, 6)
search_outer(x, out, 10)
bounded_sum(b, out, 5, 6)
show("control", x, y, a, b, out)
