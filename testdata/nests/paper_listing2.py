# The ALPyNA paper's Listing 2 (its Figure 4) with (p1, p2, p3) = (1, 1, -1)
# and the iteration domain (10, 100, 100, 100): S1 runs j, k, m in parallel
# with i sequential; S2 runs k, m in parallel with i and j sequential. As in
# the paper, j starts at 2, so a[i, j + p3] never wraps around.
# bind: im=10,jm=100,km=100,mm=100,p1=1,p2=1,p3=-1
# bind ln_func: im=10, jm=100, km=100, mm=100, p1=1, p2=1, p3=-1
import alpyna
from _common import arr, show


@alpyna.jit
def ln_func(arg_a, arg_b, im, jm, km, mm, p1, p2, p3):
    # expect: L20: parallel j k m; sequential i
    # expect: L21: parallel k m; sequential i j
    # why: S1->S1 flow (<,=,=,=) and S1->S2 flow (<,<) put S1 and S2 in one cycle at i; below i only S2->S1 and S2->S2, both (=,<), remain, so S2 keeps j.
    for i in range(im):
        for j in range(2, jm):
            for k in range(km):
                for m in range(mm):
                    arg_a[i + p1, j, k, m] = arg_a[i, j, k, m] + 4 + arg_b[i]
                    arg_a[i, j + p2, k, m] = arg_a[i, j + p3, k, m] + 43


a = arr(5, 7, 2, 2)
b = arr(5)
ln_func(a, b, 3, 5, 2, 2, 1, 1, -1)
show("listing2", a)
