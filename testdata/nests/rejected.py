# Nests outside the accelerated subset: each runs in the interpreter, in
# order, with a diagnostic naming file:line:col and the reason. Their
# expectations say what runs: every loop sequential.
import alpyna
from _common import arr, show


def helper(v):
    while True:  # returns from inside a while loop: not inlined
        if v >= 0.0: return v * 2.0
        v = -v


@alpyna.jit
def calls_user_function(a, n):
    # expect: L19: parallel none; sequential i
    # why: rejected: a call of the user function helper, which returns from inside a while loop and so is not inlined, inside the nest.
    for i in range(n):
        a[i] = helper(a[i])


@alpyna.jit
def has_while(a, n):
    # expect: L28: parallel i; sequential none
    # expect: L31: parallel i; sequential none
    # why: a counted while (k < 3, k += 1 last) is a loop with an exit, private to each i; k += 1 is that loop's step, so it has no expectation.
    for i in range(n):
        k = 0
        while k < 3:
            k += 1
        a[i] = a[i] + k


WEIGHTS = [0.5, 1.5, 2.5]


@alpyna.jit
def uses_slice(a, b, n):
    # expect: L42: parallel none; sequential i
    # why: rejected: a slice (WEIGHTS[1:3]) inside the nest.
    for i in range(n):
        b[i] = a[i] * WEIGHTS[1:3][0]


@alpyna.jit
def iterates_array(a, b):
    # expect: L50: parallel none; sequential v
    # why: rejected: the loop iterates over a list, not over range(...) or an array.
    for v in a.tolist():
        b[0] = b[0] + v


a, b = arr(10), arr(10)
calls_user_function(a, 5)
has_while(a, 5)
uses_slice(a, b, 5)
iterates_array(a, b)
show("rejected", a, b)


@alpyna.jit
def has_uncounted_while(a, n):
    # expect: L68: parallel i; sequential none
    # expect: L70: parallel i; sequential while
    # expect: L71: parallel i; sequential none
    # why: a while loop without a counter is a for loop over range(2**62) with an exit (frontend/while.go); each i runs its own, in order.
    for i in range(n):
        x = a[i]
        while x > 1.0:
            x = x / 2.0
        a[i] = x


c = arr(5) * 8.0
has_uncounted_while(c, 5)
show("uncounted while", c)
