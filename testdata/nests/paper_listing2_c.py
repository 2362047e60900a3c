# The paper's Listing 2 with (p1, p2, p3) = (10, 99, -1): all loops parallel
# in the paper. In Python a[i, j - 1] at j = 0 wraps to the last element of
# the axis; with that axis 200 long nothing writes it, as the paper assumes.
# bind: im=10,jm=100,km=100,mm=100,p1=10,p2=99,p3=-1,arg_a.shape[1]=200
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


a = arr(5, 12, 2, 2)
b = arr(5)
ln_func(a, b, 2, 3, 2, 2, 3, 9, -1)
show("listing2_c", a)
