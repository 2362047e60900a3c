# Nests inside while loops that the subset refuses as a whole (a print in
# the body): the inner nest runs in the interpreter where its record reads
# the while loop's counter under a name of the front end's, and as
# kernels otherwise, handing its scalars on to the next round.
import numpy as np
import alpyna


@alpyna.jit
def counted(a, b, n):
    prev = 0.0
    it = 0
    while it < 3:
        for i in range(n):
            a[i] += prev
            prev = b[i] + it
        print(it)
        it += 1
    return a


@alpyna.jit
def forever(a, b, n):
    it = 0
    while True:
        for i in range(n):
            c = b[i] * 2.0
            a[i] += c
        print(it)
        it += 1
        if it > 2:
            break
    return a, c


a = np.zeros(100)
b = np.arange(100.0)
print(counted(a, b, 100)[:5])
a = np.zeros(100)
r = forever(a, b, 100)
print(r[0][:5], r[1])
