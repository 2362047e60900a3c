# pbpy_heat_3d: heat_3d of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/stencils/heat_3d/heat_3d.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List (A[i][j][k] on 3-D ndarrays), ListPluto (time-skewed 3-D
# tiles), ListFlattened ((self.N * i + j) * self.N + k), NumPy (3-D slice
# stencils per step). The flattened Pluto kernel is not ported (ListPluto has
# the same loops).
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



class Heat_3d(PolyBench):

    def __init__(self, TSTEPS, N):
        self.TSTEPS = TSTEPS
        self.N = N

    def run_benchmark(self):
        A = self.create_array(3, [self.N, self.N, self.N], self.DATA_TYPE(0))
        B = self.create_array(3, [self.N, self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(A, B)
        self.kernel(A, B)
        return [('A', A)]


class _StrategyList(Heat_3d):

    def initialize_array(self, A, B):
        for i in range(0, self.N):
            for j in range(0, self.N):
                for k in range(0, self.N):
                    A[i][j][k] = B[i][j][k] = self.DATA_TYPE(i + j + (self.N - k)) * 10 / self.N

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(1, self.TSTEPS + 1):
            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    for k in range(1, self.N - 1):
                        B[i][j][k] = (0.125 * (A[i+1][j][k] - 2.0 * A[i][j][k] + A[i-1][j][k])
                                    + 0.125 * (A[i][j+1][k] - 2.0 * A[i][j][k] + A[i][j-1][k])
                                    + 0.125 * (A[i][j][k+1] - 2.0 * A[i][j][k] + A[i][j][k-1])
                                    + A[i][j][k])

            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    for k in range(1, self.N - 1):
                        A[i][j][k] = (0.125 * (B[i+1][j][k] - 2.0 * B[i][j][k] + B[i-1][j][k])
                                    + 0.125 * (B[i][j+1][k] - 2.0 * B[i][j][k] + B[i][j-1][k])
                                    + 0.125 * (B[i][j][k+1] - 2.0 * B[i][j][k] + B[i][j][k-1])
                                    + B[i][j][k])


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, B):
        if((self.TSTEPS-1>= 0) and (self.N-3>= 0)):
            for c0 in range (1 , (self.TSTEPS)+1):
                for c2 in range (c0 * 2 + 1 , (self.N + c0 * 2-2)+1):
                    for c3 in range (c0 * 2 + 1 , (self.N + c0 * 2-2)+1):
                        B[1][(-2 * c0) + c2][(-2 * c0) + c3] = 0.125 * (A[1 +1][(-2 * c0) + c2][(-2 * c0) + c3] - 2.0 * A[1][(-2 * c0) + c2][(-2 * c0) + c3] + A[1 -1][(-2 * c0) + c2][(-2 * c0) + c3]) + 0.125 * (A[1][(-2 * c0) + c2+1][(-2 * c0) + c3] - 2.0 * A[1][(-2 * c0) + c2][(-2 * c0) + c3] + A[1][(-2 * c0) + c2-1][(-2 * c0) + c3]) + 0.125 * (A[1][(-2 * c0) + c2][(-2 * c0) + c3+1] - 2.0 * A[1][(-2 * c0) + c2][(-2 * c0) + c3] + A[1][(-2 * c0) + c2][(-2 * c0) + c3-1]) + A[1][(-2 * c0) + c2][(-2 * c0) + c3]
                for c1 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                    for c3 in range (c0 * 2 + 1 , (self.N + c0 * 2-2)+1):
                        B[(-2 * c0) + c1][1][(-2 * c0) + c3] = 0.125 * (A[(-2 * c0) + c1+1][1][(-2 * c0) + c3] - 2.0 * A[(-2 * c0) + c1][1][(-2 * c0) + c3] + A[(-2 * c0) + c1-1][1][(-2 * c0) + c3]) + 0.125 * (A[(-2 * c0) + c1][1 +1][(-2 * c0) + c3] - 2.0 * A[(-2 * c0) + c1][1][(-2 * c0) + c3] + A[(-2 * c0) + c1][1 -1][(-2 * c0) + c3]) + 0.125 * (A[(-2 * c0) + c1][1][(-2 * c0) + c3+1] - 2.0 * A[(-2 * c0) + c1][1][(-2 * c0) + c3] + A[(-2 * c0) + c1][1][(-2 * c0) + c3-1]) + A[(-2 * c0) + c1][1][(-2 * c0) + c3]
                    for c2 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                        B[(-2 * c0) + c1][(-2 * c0) + c2][1] = 0.125 * (A[(-2 * c0) + c1+1][(-2 * c0) + c2][1] - 2.0 * A[(-2 * c0) + c1][(-2 * c0) + c2][1] + A[(-2 * c0) + c1-1][(-2 * c0) + c2][1]) + 0.125 * (A[(-2 * c0) + c1][(-2 * c0) + c2+1][1] - 2.0 * A[(-2 * c0) + c1][(-2 * c0) + c2][1] + A[(-2 * c0) + c1][(-2 * c0) + c2-1][1]) + 0.125 * (A[(-2 * c0) + c1][(-2 * c0) + c2][1 +1] - 2.0 * A[(-2 * c0) + c1][(-2 * c0) + c2][1] + A[(-2 * c0) + c1][(-2 * c0) + c2][1 -1]) + A[(-2 * c0) + c1][(-2 * c0) + c2][1]
                        for c3 in range (c0 * 2 + 2 , (self.N + c0 * 2-2)+1):
                            A[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] = 0.125 * (B[((-2 * c0) + c1) + -1 +1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] - 2.0 * B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] + B[((-2 * c0) + c1) + -1 -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1]) + 0.125 * (B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1 +1][((-2 * c0) + c3) + -1] - 2.0 * B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1 -1][((-2 * c0) + c3) + -1]) + 0.125 * (B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1 +1] - 2.0 * B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1 -1]) + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1]
                            B[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3] = 0.125 * (A[(-2 * c0) + c1+1][(-2 * c0) + c2][(-2 * c0) + c3] - 2.0 * A[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3] + A[(-2 * c0) + c1-1][(-2 * c0) + c2][(-2 * c0) + c3]) + 0.125 * (A[(-2 * c0) + c1][(-2 * c0) + c2+1][(-2 * c0) + c3] - 2.0 * A[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3] + A[(-2 * c0) + c1][(-2 * c0) + c2-1][(-2 * c0) + c3]) + 0.125 * (A[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3+1] - 2.0 * A[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3] + A[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3-1]) + A[(-2 * c0) + c1][(-2 * c0) + c2][(-2 * c0) + c3]
                        A[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2] = 0.125 * (B[((-2 * c0) + c1) + -1 +1][((-2 * c0) + c2) + -1][self.N + -2] - 2.0 * B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2] + B[((-2 * c0) + c1) + -1 -1][((-2 * c0) + c2) + -1][self.N + -2]) + 0.125 * (B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1 +1][self.N + -2] - 2.0 * B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2] + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1 -1][self.N + -2]) + 0.125 * (B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2 +1] - 2.0 * B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2] + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2 -1]) + B[((-2 * c0) + c1) + -1][((-2 * c0) + c2) + -1][self.N + -2]
                    for c3 in range (c0 * 2 + 2 , (self.N + c0 * 2-1)+1):
                        A[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1] = 0.125 * (B[((-2 * c0) + c1) + -1 +1][self.N + -2][((-2 * c0) + c3) + -1] - 2.0 * B[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1] + B[((-2 * c0) + c1) + -1 -1][self.N + -2][((-2 * c0) + c3) + -1]) + 0.125 * (B[((-2 * c0) + c1) + -1][self.N + -2 +1][((-2 * c0) + c3) + -1] - 2.0 * B[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1] + B[((-2 * c0) + c1) + -1][self.N + -2 -1][((-2 * c0) + c3) + -1]) + 0.125 * (B[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1 +1] - 2.0 * B[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1] + B[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1 -1]) + B[((-2 * c0) + c1) + -1][self.N + -2][((-2 * c0) + c3) + -1]
                for c2 in range (c0 * 2 + 2 , (self.N + c0 * 2-1)+1):
                    for c3 in range (c0 * 2 + 2 , (self.N + c0 * 2-1)+1):
                        A[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] = 0.125 * (B[self.N + -2 +1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] - 2.0 * B[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] + B[self.N + -2 -1][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1]) + 0.125 * (B[self.N + -2][((-2 * c0) + c2) + -1 +1][((-2 * c0) + c3) + -1] - 2.0 * B[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] + B[self.N + -2][((-2 * c0) + c2) + -1 -1][((-2 * c0) + c3) + -1]) + 0.125 * (B[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1 +1] - 2.0 * B[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1] + B[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1 -1]) + B[self.N + -2][((-2 * c0) + c2) + -1][((-2 * c0) + c3) + -1]


class _StrategyListFlattened(Heat_3d):
    FLATTENED = True

    def initialize_array(self, A, B):
        for i in range(0, self.N):
            for j in range(0, self.N):
                for k in range(0, self.N):
                    A[(self.N * i + j) * self.N + k] = B[(self.N * i + j) * self.N + k]\
                        = self.DATA_TYPE(i + j + (self.N-k)) * 10 / self.N

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(1, self.TSTEPS + 1):
            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    for k in range(1, self.N - 1):
                        B[(self.N * i + j) * self.N + k] = (
                                0.125 * (A[(self.N * (i + 1) + j) * self.N + k]
                                         - 2.0 * A[(self.N * i + j) * self.N + k]
                                         + A[(self.N * (i - 1) + j) * self.N + k])
                                + 0.125 * (A[(self.N * i + (j + 1)) * self.N + k]
                                           - 2.0 * A[(self.N * i + j) * self.N + k]
                                           + A[(self.N * i + (j - 1)) * self.N + k])
                                + 0.125 * (A[(self.N * i + j) * self.N + (k + 1)]
                                           - 2.0 * A[(self.N * i + j) * self.N + k]
                                           + A[(self.N * i + j) * self.N + (k - 1)])
                                + A[(self.N * i + j) * self.N + k]
                        )

            for i in range(1, self.N - 1):
                for j in range(1, self.N - 1):
                    for k in range(1, self.N - 1):
                        A[(self.N * i + j) * self.N + k] = (
                                0.125 * (B[(self.N * (i + 1) + j) * self.N + k]
                                         - 2.0 * B[(self.N * i + j) * self.N + k]
                                         + B[(self.N * (i - 1) + j) * self.N + k])
                                + 0.125 * (B[(self.N * i + (j + 1)) * self.N + k]
                                           - 2.0 * B[(self.N * i + j) * self.N + k]
                                           + B[(self.N * i + (j - 1)) * self.N + k])
                                + 0.125 * (B[(self.N * i + j) * self.N + (k + 1)]
                                           - 2.0 * B[(self.N * i + j) * self.N + k]
                                           + B[(self.N * i + j) * self.N + (k - 1)])
                                + B[(self.N * i + j) * self.N + k]
                        )


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, B):
        for t in range(1, self.TSTEPS + 1):
            B[1:self.N-1, 1:self.N-1, 1:self.N-1] = (0.125 * (A[2:self.N, 1:self.N-1, 1:self.N-1] - 2.0 * A[1:self.N-1, 1:self.N-1, 1:self.N-1] + A[0:self.N-2, 1:self.N-1, 1:self.N-1])
                                                   + 0.125 * (A[1:self.N-1, 2:self.N, 1:self.N-1] - 2.0 * A[1:self.N-1, 1:self.N-1, 1:self.N-1] + A[1:self.N-1, 0:self.N-2, 1:self.N-1])
                                                   + 0.125 * (A[1:self.N-1, 1:self.N-1, 2:self.N] - 2.0 * A[1:self.N-1, 1:self.N-1, 1:self.N-1] + A[1:self.N-1, 1:self.N-1, 0:self.N-2])
                                                   + A[1:self.N-1, 1:self.N-1, 1:self.N-1])

            A[1:self.N-1, 1:self.N-1, 1:self.N-1] = (0.125 * (B[2:self.N, 1:self.N-1, 1:self.N-1] - 2.0 * B[1:self.N-1, 1:self.N-1, 1:self.N-1] + B[0:self.N-2, 1:self.N-1, 1:self.N-1])
                                                   + 0.125 * (B[1:self.N-1, 2:self.N, 1:self.N-1] - 2.0 * B[1:self.N-1, 1:self.N-1, 1:self.N-1] + B[1:self.N-1, 0:self.N-2, 1:self.N-1])
                                                   + 0.125 * (B[1:self.N-1, 1:self.N-1, 2:self.N] - 2.0 * B[1:self.N-1, 1:self.N-1, 1:self.N-1] + B[1:self.N-1, 1:self.N-1, 0:self.N-2])
                                                   + B[1:self.N-1, 1:self.N-1, 1:self.N-1])


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



TSTEPS, N = 5, 14
if len(sys.argv) > 1:
    TSTEPS, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(TSTEPS, N).run_benchmark())
show("ListPluto", _StrategyListPluto(TSTEPS, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(TSTEPS, N).run_benchmark())
show("NumPy", _StrategyNumPy(TSTEPS, N).run_benchmark())
