import numpy as np
import alpyna


@alpyna.jit
def classify(x, c, n):
    for i in range(n):
        if x[i] < 0:
            c[i] = -1
        elif x[i] == 0:
            c[i] = 0
        elif x[i] < 10:
            c[i] = 1
        else:
            c[i] = 2
        if c[i] > 0:
            x[i] = 0.0


@alpyna.jit
def clamp(x, n, lo, hi):
    for i in range(n):
        if x[i] < lo:
            x[i] = lo
        else:
            if x[i] > hi:
                x[i] = hi


if __name__ == "__main__":
    x = np.array([-2.0, 0.0, 3.0, 30.0])
    c = np.zeros(4)
    classify(x, c, 4)
    clamp(x, 4, -1.0, 1.0)
    print(c, x)
