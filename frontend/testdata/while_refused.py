# Whiles the front end must not take as counted loops (while.go): the
# others are in ../testdata/scripts/loops_while.py, which the goldens share.
import alpyna


@alpyna.jit
def start_moved(a, n, lo):
    # The start's name changes between its assignment and the while: the
    # counter itself is the start, which the nest assigns, so the nest is
    # refused with that reason.
    for i in range(n):
        k = lo
        lo = lo + 1
        while k < n:
            a[i] += 1.0
            k += 1


@alpyna.jit
def float_bound(a, n):
    # range() takes no float: not a counted loop.
    for i in range(n):
        k = 0
        while k < 2.5:
            a[i] += 1.0
            k += 1
