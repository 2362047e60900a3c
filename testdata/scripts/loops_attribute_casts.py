# A class keeps its element type in an attribute and converts with it
# (PolyBench/Python's self.DATA_TYPE(x)): the call is the cast the
# attribute holds, checked before the nest runs.
import numpy as np
import alpyna


class Bench:
    DATA_TYPE = float

    def __init__(self, n):
        self.N = n

    @alpyna.jit
    def initialize(self, A):
        for i in range(self.N):
            for j in range(self.N):
                A[i, j] = self.DATA_TYPE((i * j + 1) % self.N) / self.N


class IntBench(Bench):
    DATA_TYPE = int

    @alpyna.jit
    def fill(self, T):
        for i in range(self.N):
            for j in range(self.N):
                T[i, j] = self.DATA_TYPE(i * 2.5 + j)


class Scaled:
    def __init__(self, n, scale):
        self.N = n
        self.scale = scale

    @alpyna.jit
    def apply(self, A):
        for i in range(self.N):
            A[i] = self.scale(A[i])


b = Bench(7)
A = np.zeros((7, 7))
b.initialize(A)
print(A.sum(), A[3, 5])
ib = IntBench(5)
T = np.zeros((5, 5), dtype=np.int64)
ib.fill(T)
print(T.sum(), T[4, 1])
B = np.zeros((5, 5))
ib.initialize(B)   # int now: the class attribute the front end read is float's
print(B.sum(), B[3, 4])
s = Scaled(4, lambda v: v * 3.0 + 1.0)
x = np.arange(4.0)
s.apply(x)
print(x)
f = Scaled(4, float)
y = np.arange(4.0) / 3
f.apply(y)
print(y)
