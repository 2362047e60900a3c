# The ALPyNA paper's Listing 1, a[i + k] = a[i] + b, under the four cases of
# its Equation 1: 0 < k < n a flow dependence of distance k (shift), k = 0
# loop-independent (shift_zero), |k| >= n no dependence (shift_far), k < 0 an
# anti dependence, here with the wrap-around of Python's negative subscripts
# too (shift_negative). Each case is a function of its own so that each has
# its own binding.
# bind: n=100,k=3
# bind shift: n=100, k=3
# bind shift_zero: n=100, k=0
# bind shift_far: n=100, k=100
# bind shift_negative: n=100, k=-3, a.shape[0]=100
import alpyna
from _common import arr, show


@alpyna.jit
def shift(a, b, n, k):
    # expect: L21: parallel none; sequential i
    # why: k = 3: iteration i writes a[i + 3], which iteration i + 3 reads (flow, distance 3).
    for i in range(n):
        a[i + k] = a[i] + b


@alpyna.jit
def shift_zero(a, b, n, k):
    # expect: L29: parallel i; sequential none
    # why: k = 0: each iteration reads and writes only a[i] (distance 0, loop-independent).
    for i in range(n):
        a[i + k] = a[i] + b


@alpyna.jit
def shift_far(a, b, n, k):
    # expect: L37: parallel i; sequential none
    # why: k = n = 100: writes a[100..199], reads a[0..99]; the strong SIV distance is beyond the trip count.
    for i in range(n):
        a[i + k] = a[i] + b


@alpyna.jit
def shift_negative(a, b, n, k):
    # expect: L45: parallel none; sequential i
    # why: k = -3: a[i - 3] was read 3 iterations earlier (anti), and i < 3 writes a[97..99] (wrapped) before i = 97..99 reads them (flow).
    for i in range(n):
        a[i + k] = a[i] + b


a = arr(20)
shift(a, 1.0, 10, 3)
shift_zero(a, 1.0, 10, 0)
far = arr(20)
shift_far(far, 1.0, 10, 10)
neg = arr(10)
shift_negative(neg, 1.0, 10, -3)
show("shift", a, far, neg)
