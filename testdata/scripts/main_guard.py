# if __name__ == "__main__": runs the main block of the script; __name__ is "__main__".
import numpy as np

import alpyna


@alpyna.jit
def count_even(a, n):
    c = 0
    for i in range(n):
        if a[i] % 2 == 0:
            c += 1
    return c


def main():
    a = np.arange(11)
    print("even:", count_even(a, len(a)))


print("module name:", __name__)
if __name__ == "__main__":
    main()
    print("main done")
else:
    print("imported")
