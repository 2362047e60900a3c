# Nests outside the accelerated subset: each still runs in the interpreter,
# with a diagnostic naming file:line:col and the reason.
import alpyna
from _common import arr, show


def helper(v):
    return v * 2.0


@alpyna.jit
def calls_user_function(a, n):
    for i in range(n):
        a[i] = helper(a[i])


@alpyna.jit
def has_while(a, n):
    for i in range(n):
        k = 0
        while k < 3:
            k += 1
        a[i] = a[i] + k


WEIGHTS = [0.5, 1.5, 2.5]


@alpyna.jit
def uses_slice(a, b, n):
    for i in range(n):
        b[i] = a[i] * WEIGHTS[1:3][0]


@alpyna.jit
def iterates_array(a, b):
    for v in a:
        b[0] = b[0] + v


a, b = arr(10), arr(10)
calls_user_function(a, 5)
has_while(a, 5)
uses_slice(a, b, 5)
iterates_array(a, b)
show("rejected", a, b)
