# if/elif/else and break inside nests: if-conversion turns control
# dependences into data dependences on predicate arrays, and a break into a
# flag that later iterations of its loop read. Only the assignments have
# expectations; the predicates made for ifs are alpyna's own statements.
# bind: n=100,m=50
import alpyna
from _common import arr, show


@alpyna.jit
def relu(x, y, n):
    # expect: L17: parallel i; sequential none
    # expect: L19: parallel i; sequential none
    # why: both branches write y[i] from x[i]: nothing crosses iterations.
    for i in range(n):
        if x[i] > 3.0:
            y[i] = x[i]
        else:
            y[i] = 0.0


@alpyna.jit
def clip(x, n):
    # expect: L29: parallel i; sequential none
    # expect: L31: parallel i; sequential none
    # why: the conditions and both branches touch only x[i].
    for i in range(n):
        if x[i] > 5.0:
            x[i] = 5.0
        elif x[i] < 2.0:
            x[i] = 2.0


@alpyna.jit
def nested_if(a, b, n, m):
    # expect: L43: parallel i j; sequential none
    # expect: L45: parallel i j; sequential none
    # why: every reference is a[i, j] or b[i, j]: distance 0 in both loops.
    for i in range(n):
        for j in range(m):
            if a[i, j] > 2.0:
                if b[i, j] > 3.0:
                    a[i, j] = a[i, j] - b[i, j]
                else:
                    b[i, j] = a[i, j]


@alpyna.jit
def condition_on_written(a, n):
    # expect: L54: parallel none; sequential i
    # why: the condition reads a[i - 1], written under that condition one iteration before: flow of distance 1 through the predicate.
    for i in range(1, n):
        if a[i - 1] > 3.0:
            a[i] = a[i] * 0.5


@alpyna.jit
def conditional_expression(x, y, n):
    # expect: L62: parallel i; sequential none
    # why: a conditional expression on x[i] writing y[i].
    for i in range(n):
        y[i] = x[i] if x[i] > 2.0 else -x[i]


@alpyna.jit
def first_large(x, out, n, m):
    # expect: L72: parallel i; sequential j
    # why: the break leaves only the j loop: each row searches in order, rows are independent.
    for i in range(n):
        for j in range(m):
            if x[i, j] > 5.0:
                out[i] = j
                break


@alpyna.jit
def search_outer(x, out, n):
    # expect: L82: parallel none; sequential i
    # why: the break leaves the outermost loop: whether iteration i runs at all depends on every earlier iteration not having broken.
    for i in range(n):
        if x[i] > 6.0:
            out[0] = i
            break


@alpyna.jit
def bounded_sum(x, out, n, m):
    # expect: L93: parallel i; sequential none
    # expect: L95: parallel i; sequential j
    # expect: L98: parallel i; sequential none
    # why: the break depends on the running sum s, so over j it is a recurrence, not a reduction; s is private to i.
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
