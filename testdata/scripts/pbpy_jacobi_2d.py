# pbpy_jacobi_2d: jacobi_2d of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/stencils/jacobi_2d/jacobi_2d.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (skewed time tiles: c2 in range(c0*2+1, ...),
# subscripts (-2 * c0) + c2), ListFlattened, NumPy (slice stencils per step),
# ListFlattenedPluto (the source defines that class twice; the second, which
# Python keeps, is ported).
import sys
import numpy as np
import alpyna


class PolyBench:
    DATA_TYPE = float
    FLATTENED = False

    def create_array(self, dimensions, sizes, initialization_value=0):
        sizes = list(sizes)
        while len(sizes) < dimensions:
            sizes.append(sizes[-1])
        if self.FLATTENED:
            dimension_size = 1
            for dim_size in sizes:
                dimension_size *= dim_size
            return np.zeros(dimension_size, dtype=self.DATA_TYPE) + initialization_value
        return np.zeros(tuple(sizes), dtype=self.DATA_TYPE) + initialization_value



class Jacobi_2d(PolyBench):

    def __init__(self, TSTEPS, N):
        self.TSTEPS = TSTEPS
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        B = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(A, B)
        self.kernel(A, B)
        return [('A', A)]


class _StrategyList(Jacobi_2d):

    def initialize_array(self, A, B):
        for i in range(0, self.N):
            for j in range(0, self.N):
                A[i][j] = (self.DATA_TYPE(i) * (j + 2) + 2) / self.N
                B[i][j] = (self.DATA_TYPE(i) * (j + 3) + 3) / self.N

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(0, self.TSTEPS):
            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][1+j] + A[1+i][j] + A[i-1][j])

            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    A[i][j] = 0.2 * (B[i][j] + B[i][j-1] + B[i][1+j] + B[1+i][j] + B[i-1][j])


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, B):
        if((self.N-3>= 0) and (self.TSTEPS-1>= 0)):
            for c0 in range ((self.TSTEPS-1)+1):
                for c2 in range (c0 * 2 + 1 , (self.N + c0 * 2-2)+1):
                    B[1][(-2 * c0) + c2] = 0.2 * (A[1][(-2 * c0) + c2] + A[1][(-2 * c0) + c2-1] + A[1][1+(-2 * c0) + c2] + A[1+1][(-2 * c0) + c2] + A[1 -1][(-2 * c0) + c2])
                for c1 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                    B[(-2 * c0) + c1][1] = 0.2 * (A[(-2 * c0) + c1][1] + A[(-2 * c0) + c1][1 -1] + A[(-2 * c0) + c1][1+1] + A[1+(-2 * c0) + c1][1] + A[(-2 * c0) + c1-1][1])
                    for c2 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                        A[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1] = 0.2 * (B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1] + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1 -1] + B[((-2 * c0) + c1) + -1][1+((-2 * c0) + c2) + -1] + B[1+((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1] + B[((-2 * c0) + c1) + -1 -1][((-2 * c0) + c2) + -1])
                        B[(-2 * c0) + c1][(-2 * c0) + c2] = 0.2 * (A[(-2 * c0) + c1][(-2 * c0) + c2] + A[(-2 * c0) + c1][(-2 * c0) + c2-1] + A[(-2 * c0) + c1][1+(-2 * c0) + c2] + A[1+(-2 * c0) + c1][(-2 * c0) + c2] + A[(-2 * c0) + c1-1][(-2 * c0) + c2])
                    A[((-2 * c0) + c1) + -1][self.N + -2] = 0.2 * (B[((-2 * c0) + c1) + -1][self.N + -2] + B[((-2 * c0) + c1) + -1][self.N + -2 -1] + B[((-2 * c0) + c1) + -1][1+self.N + -2] + B[1+((-2 * c0) + c1) + -1][self.N + -2] + B[((-2 * c0) + c1) + -1 -1][self.N + -2])
                for c2 in range (c0 * 2 + 2 , (self.N + c0 * 2-1)+1):
                    A[self.N + -2][((-2 * c0) + c2) + -1] = 0.2 * (B[self.N + -2][((-2 * c0) + c2) + -1] + B[self.N + -2][((-2 * c0) + c2) + -1 -1] + B[self.N + -2][1+((-2 * c0) + c2) + -1] + B[1+self.N + -2][((-2 * c0) + c2) + -1] + B[self.N + -2 -1][((-2 * c0) + c2) + -1])


class _StrategyListFlattened(Jacobi_2d):
    FLATTENED = True

    def initialize_array(self, A, B):
        for i in range(0, self.N):
            for j in range(0, self.N):
                A[self.N * i + j] = (self.DATA_TYPE(i) * (j+2) + 2) / self.N
                B[self.N * i + j] = (self.DATA_TYPE(i) * (j+3) + 3) / self.N

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(0, self.TSTEPS):
            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    B[self.N * i + j] = 0.2 * (A[self.N * i + j] + A[self.N * i + j - 1] + A[self.N * i + 1 + j]
                                               + A[self.N * (1 + i) + j] + A[self.N * (i - 1) + j])

            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    A[self.N * i + j] = 0.2 * (B[self.N * i + j] + B[self.N * i + j - 1] + B[self.N * i + 1 + j]
                                               + B[self.N * (1 + i) + j] + B[self.N * (i - 1) + j])


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(0, self.TSTEPS):
            B[1:self.N-1, 1:self.N-1] = 0.2 * (A[1:self.N-1, 1:self.N-1] + A[1:self.N-1, 0:self.N-2] + A[1:self.N-1, 2:self.N] + A[2:self.N, 1:self.N-1] + A[0:self.N-2, 1:self.N-1])
            A[1:self.N-1, 1:self.N-1] = 0.2 * (B[1:self.N-1, 1:self.N-1] + B[1:self.N-1, 0:self.N-2] + B[1:self.N-1, 2:self.N] + B[2:self.N, 1:self.N-1] + B[0:self.N-2, 1:self.N-1])


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    # No variations between --pluto / maxfuse / vectorizer
    @alpyna.jit
    def kernel(self, A, B):
        if((self.N-3>= 0) and (self.TSTEPS-1>= 0)):
            for c0 in range ((self.TSTEPS-1)+1):
                for c2 in range (c0 * 2 + 1 , (self.N + c0 * 2-2)+1):
                    B[self.N*(1) + (-2 * c0) + c2] = 0.2 * (A[self.N*(1) + (-2 * c0) + c2] + A[self.N*(1) + (-2 * c0) + c2-1] + A[self.N*(1) + 1+(-2 * c0) + c2] + A[self.N*(1+1) + (-2 * c0) + c2] + A[self.N*(1 -1) + (-2 * c0) + c2])
                for c1 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                    B[self.N*((-2 * c0) + c1) + 1] = 0.2 * (A[self.N*((-2 * c0) + c1) + 1] + A[self.N*((-2 * c0) + c1) + 1 -1] + A[self.N*((-2 * c0) + c1) + 1+1] + A[self.N*(1+(-2 * c0) + c1) + 1] + A[self.N*((-2 * c0) + c1-1) + 1])
                    for c2 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                        A[self.N*(((-2 * c0) + c1) + -1) + ((-2 * c0) + c2) + -1] = 0.2 * (B[self.N*(((-2 * c0) + c1) + -1) + ((-2 * c0) + c2) + -1] + B[self.N*(((-2 * c0) + c1) + -1) + ((-2 * c0) + c2) + -1 -1] + B[self.N*(((-2 * c0) + c1) + -1) + 1+((-2 * c0) + c2) + -1] + B[self.N*(1+((-2 * c0) + c1) + -1) + ((-2 * c0) + c2) + -1] + B[self.N*(((-2 * c0) + c1) + -1 -1) + ((-2 * c0) + c2) + -1])
                        B[self.N*((-2 * c0) + c1) + (-2 * c0) + c2] = 0.2 * (A[self.N*((-2 * c0) + c1) + (-2 * c0) + c2] + A[self.N*((-2 * c0) + c1) + (-2 * c0) + c2-1] + A[self.N*((-2 * c0) + c1) + 1+(-2 * c0) + c2] + A[self.N*(1+(-2 * c0) + c1) + (-2 * c0) + c2] + A[self.N*((-2 * c0) + c1-1) + (-2 * c0) + c2])
                    A[self.N*(((-2 * c0) + c1) + -1) + self.N + -2] = 0.2 * (B[self.N*(((-2 * c0) + c1) + -1) + self.N + -2] + B[self.N*(((-2 * c0) + c1) + -1) + self.N + -2 -1] + B[self.N*(((-2 * c0) + c1) + -1) + 1+self.N + -2] + B[self.N*(1+((-2 * c0) + c1) + -1) + self.N + -2] + B[self.N*(((-2 * c0) + c1) + -1 -1) + self.N + -2])
                for c2 in range (c0 * 2 + 2 , (self.N + c0 * 2-1)+1):
                    A[self.N*(self.N + -2) + ((-2 * c0) + c2) + -1] = 0.2 * (B[self.N*(self.N + -2) + ((-2 * c0) + c2) + -1] + B[self.N*(self.N + -2) + ((-2 * c0) + c2) + -1 -1] + B[self.N*(self.N + -2) + 1+((-2 * c0) + c2) + -1] + B[self.N*(1+self.N + -2) + ((-2 * c0) + c2) + -1] + B[self.N*(self.N + -2 -1) + ((-2 * c0) + c2) + -1])


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



TSTEPS, N = 8, 30
if len(sys.argv) > 1:
    TSTEPS, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(TSTEPS, N).run_benchmark())
show("ListPluto", _StrategyListPluto(TSTEPS, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(TSTEPS, N).run_benchmark())
show("NumPy", _StrategyNumPy(TSTEPS, N).run_benchmark())
show("ListFlattenedPluto", _StrategyListFlattenedPluto(TSTEPS, N).run_benchmark())
