import numpy as np
import alpyna


@alpyna.jit
def saxpy(a, x, y, n):
    for i in range(n):
        y[i] = a * x[i] + y[i]


if __name__ == "__main__":
    x = np.ones(8, dtype=np.float32)
    y = np.zeros(8, dtype=np.float32)
    saxpy(np.float32(2.0), x, y, 8)
    print(y.sum())
