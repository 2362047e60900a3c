# The paper's Listing 2 with (p1, p2, p3) = (10, 99, -1) and the iteration
# domain (10, 100, 100, 100): both statements run all four loops in parallel.
# bind: im=10,jm=100,km=100,mm=100,p1=10,p2=99,p3=-1
# bind ln_func: im=10, jm=100, km=100, mm=100, p1=10, p2=99, p3=-1
import alpyna
from _common import arr, show


@alpyna.jit
def ln_func(arg_a, arg_b, im, jm, km, mm, p1, p2, p3):
    # expect: L18: parallel i j k m; sequential none
    # expect: L19: parallel i j k m; sequential none
    # why: S1 writes rows 10..19 and reads rows 0..9; S2 writes columns 101..198 and reads 1..98: no two references meet.
    for i in range(im):
        for j in range(2, jm):
            for k in range(km):
                for m in range(mm):
                    arg_a[i + p1, j, k, m] = arg_a[i, j, k, m] + 4 + arg_b[i]
                    arg_a[i, j + p2, k, m] = arg_a[i, j + p3, k, m] + 43


a = arr(5, 12, 2, 2)
b = arr(5)
ln_func(a, b, 2, 3, 2, 2, 3, 9, -1)
show("listing2_c", a)
