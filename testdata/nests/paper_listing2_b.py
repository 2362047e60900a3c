# The paper's Listing 2 (its Figure 3) with (p1, p2, p3) = (0, 1, -2) and the
# iteration domain (10, 100, 100, 100): the cycle between S1 and S2 is
# carried by j, so j is sequential and i, k, m parallel for both statements.
# bind: im=10,jm=100,km=100,mm=100,p1=0,p2=1,p3=-2
# bind ln_func: im=10, jm=100, km=100, mm=100, p1=0, p2=1, p3=-2
import alpyna
from _common import arr, show


@alpyna.jit
def ln_func(arg_a, arg_b, im, jm, km, mm, p1, p2, p3):
    # expect: L19: parallel i k m; sequential j
    # expect: L20: parallel i k m; sequential j
    # why: S1 writes a[i, j] which S2 reads at j + 2; S2 writes a[i, j + 1] which S1 reads at j + 1: a cycle carried by j, with = in i, k, m.
    for i in range(im):
        for j in range(2, jm):
            for k in range(km):
                for m in range(mm):
                    arg_a[i + p1, j, k, m] = arg_a[i, j, k, m] + 4 + arg_b[i]
                    arg_a[i, j + p2, k, m] = arg_a[i, j + p3, k, m] + 43


a = arr(5, 7, 2, 2)
b = arr(5)
ln_func(a, b, 3, 5, 2, 2, 0, 1, -2)
show("listing2_b", a)
