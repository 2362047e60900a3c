# pbpy_jacobi_1d: jacobi_1d of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/stencils/jacobi_1d/jacobi_1d.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (skewed: B[(-2 * c0) + c1] and A[(-2 * c0) + c1 - 1]
# in one loop), NumPy; the source has no flattened strategy (1-D arrays).
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



class Jacobi_1d(PolyBench):

    def __init__(self, TSTEPS, N):
        self.TSTEPS = TSTEPS
        self.N = N

    def run_benchmark(self):
        A = self.create_array(1, [self.N], self.DATA_TYPE(0))
        B = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(A, B)
        self.kernel(A, B)
        return [('A', A)]


class _StrategyList(Jacobi_1d):

    def initialize_array(self, A, B):
        for i in range(0, self.N):
            A[i] = (self.DATA_TYPE(i) + 2) / self.N
            B[i] = (self.DATA_TYPE(i) + 3) / self.N

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(0, self.TSTEPS):
            for i in range(1, self.N - 1):
                B[i] = 0.33333 * (A[i-1] + A[i] + A[i + 1])

            for i in range(1, self.N - 1):
                A[i] = 0.33333 * (B[i-1] + B[i] + B[i + 1])


class _StrategyListPluto(_StrategyList):

    # No variations between --pluto / maxfuse / vectorizer
    @alpyna.jit
    def kernel(self, A, B):
        if((self.N-3>= 0) and (self.TSTEPS-1>= 0)):
            for c0 in range ((self.TSTEPS-1)+1):
                B[1] = 0.33333 * (A[1 -1] + A[1] + A[1 + 1])
                for c1 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                    B[(-2 * c0) + c1] = 0.33333 * (A[(-2 * c0) + c1-1] + A[(-2 * c0) + c1] + A[(-2 * c0) + c1 + 1])
                    A[((-2 * c0) + c1) + -1] = 0.33333 * (B[((-2 * c0) + c1) + -1 -1] + B[((-2 * c0) + c1) + -1] + B[((-2 * c0) + c1) + -1 + 1])
                A[self.N + -2] = 0.33333 * (B[self.N + -2 -1] + B[self.N + -2] + B[self.N + -2 + 1])


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(0, self.TSTEPS):
            B[1:self.N-1] = 0.33333 * (A[0:self.N-2] + A[1:self.N-1] + A[2:self.N])
            A[1:self.N-1] = 0.33333 * (B[0:self.N-2] + B[1:self.N-1] + B[2:self.N])


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



TSTEPS, N = 20, 120
if len(sys.argv) > 1:
    TSTEPS, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(TSTEPS, N).run_benchmark())
show("ListPluto", _StrategyListPluto(TSTEPS, N).run_benchmark())
show("NumPy", _StrategyNumPy(TSTEPS, N).run_benchmark())
