import numpy as np
import alpyna


@alpyna.jit
def first_negative(a, pos, n, m):
    for i in range(n):
        pos[i] = -1
        for j in range(m):
            if a[i, j] < 0:
                pos[i] = j
                break


@alpyna.jit
def stop_outer(a, n):
    for i in range(n):
        if a[i] == 0:
            break
        a[i] = 1.0 / a[i]


if __name__ == "__main__":
    a = np.array([[1.0, -1.0], [2.0, 3.0]])
    pos = np.zeros(2)
    first_negative(a, pos, 2, 2)
    b = np.array([2.0, 4.0, 0.0, 8.0])
    stop_outer(b, 4)
    print(pos, b)
