# The ALPyNA paper's Listing 2 (its Figure 4) with (p1, p2, p3) = (1, 1, -1):
# S1 runs j, k, m in parallel with i sequential; S2 runs k, m in parallel.
# bind: im=10,jm=100,km=100,mm=100,p1=1,p2=1,p3=-1
import alpyna
from _common import arr, show


@alpyna.jit
def ln_func(arg_a, arg_b, im, jm, km, mm, p1, p2, p3):
    for i in range(im):
        for j in range(jm):
            for k in range(km):
                for m in range(mm):
                    arg_a[i + p1, j, k, m] = arg_a[i, j, k, m] + 4 + arg_b[i]
                    arg_a[i, j + p2, k, m] = arg_a[i, j + p3, k, m] + 43


a = arr(5, 7, 2, 2)
b = arr(5)
ln_func(a, b, 3, 5, 2, 2, 1, 1, -1)
show("listing2", a)
