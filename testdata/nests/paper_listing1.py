# The ALPyNA paper's Listing 1: a[i + k] = a[i] + b. Whether i runs in
# parallel depends on k: k = 0 parallel, k = 3 a flow dependence of distance 3.
# bind: n=100,k=3
import alpyna
from _common import arr, show


@alpyna.jit
def shift(a, b, n, k):
    for i in range(n):
        a[i + k] = a[i] + b


a = arr(20)
shift(a, 1.0, 10, 3)
shift(a, 1.0, 10, 0)
show("shift", a)
