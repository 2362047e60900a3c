import numpy as np
import alpyna
import alpyna as ap
from alpyna import jit


@jit
def from_import(a, n):
    for i in range(n):
        a[i] = 1


@ap.jit
def aliased(a, n):
    for i in range(n):
        a[i] = 2


def by_call(a, n):
    for i in range(n):
        a[i] = 3


def rebound(a, n):
    for i in range(n):
        a[i] = 4


def plain(a, n):
    for i in range(n):
        a[i] = 5


by_call_jit = alpyna.jit(by_call)
rebound = alpyna.jit(rebound)


@alpyna.jit
def with_nested(a, n):
    def inner(b):
        for j in range(2):
            b[j] = 0

    @alpyna.jit
    def inner_jit(b, m):
        for j in range(m):
            b[j] = 6

    for i in range(n):
        a[i] = 7
    inner_jit(a, n)
    inner(a)


if __name__ == "__main__":
    a = np.zeros(3)
    from_import(a, 3)
    aliased(a, 3)
    by_call_jit(a, 3)
    rebound(a, 3)
    plain(a, 3)
    with_nested(a, 3)
    print(a)
