# pbpy_gesummv: gesummv of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/blas/gesummv/gesummv.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy, ListFlattenedPluto's
# kernel_pluto (also bound as kernel_vectorizer, as in the source) and
# kernel_maxfuse. alpha and beta are PolyBench/C's 1.5 and 1.2.
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



class Gesummv(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        alpha = 1.5
        beta = 1.2

        A = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        B = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        tmp = self.create_array(1, [self.N], self.DATA_TYPE(0))
        x = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(alpha, beta, A, B, tmp, x, y)
        self.kernel(alpha, beta, A, B, tmp, x, y)
        return [('y', y)]


class _StrategyList(Gesummv):

    def initialize_array(self, alpha, beta, A, B, tmp, x, y):
        for i in range(0, self.N):
            x[i] = self.DATA_TYPE(i % self.N) / self.N
            for j in range(0, self.N):
                A[i][j] = self.DATA_TYPE((i * j + 1) % self.N) / self.N
                B[i][j] = self.DATA_TYPE((i * j + 2) % self.N) / self.N

    @alpyna.jit
    def kernel(self, alpha, beta, A, B, tmp, x, y):
        for i in range(0, self.N):
            tmp[i] = 0.0
            y[i] = 0.0
            for j in range(0, self.N):
                tmp[i] = A[i][j] * x[j] + tmp[i]
                y[i] = B[i][j] * x[j] + y[i]
            y[i] = alpha * tmp[i] + beta * y[i]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, A, B, tmp, x, y):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                y[c1] = 0.0
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    y[c1] = B[c1][c2] * x[c2] + y[c1]
            for c1 in range ((self.N-1)+1):
                tmp[c1] = 0.0
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    tmp[c1] = A[c1][c2] * x[c2] + tmp[c1]
            for c1 in range ((self.N-1)+1):
                y[c1] = alpha * tmp[c1] + beta * y[c1]


class _StrategyListFlattened(Gesummv):
    FLATTENED = True

    def initialize_array(self, alpha, beta, A, B, tmp, x, y):
        for i in range(0, self.N):
            x[i] = self.DATA_TYPE(i % self.N) / self.N
            for j in range(0, self.N):
                A[self.N * i + j] = self.DATA_TYPE((i * j+1) % self.N) / self.N
                B[self.N * i + j] = self.DATA_TYPE((i * j+2) % self.N) / self.N

    @alpyna.jit
    def kernel(self, alpha, beta, A, B, tmp, x, y):
        for i in range(0, self.N):
            tmp[i] = 0.0
            y[i] = 0.0
            for j in range(0, self.N):
                tmp[i] = A[self.N * i + j] * x[j] + tmp[i]
                y[i] = B[self.N * i + j] * x[j] + y[i]
            y[i] = alpha * tmp[i] + beta * y[i]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, A, B, tmp, x, y):
        tmp[0:self.N] = 0.0
        y[0:self.N] = 0.0
        tmp[0:self.N] = np.dot( A[0:self.N,0:self.N], x[0:self.N] ) + tmp[0:self.N]
        y[0:self.N] = np.dot( B[0:self.N,0:self.N], x[0:self.N] ) + y[0:self.N]
        y[0:self.N] = alpha * tmp[0:self.N] + beta * y[0:self.N]


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, N, POCC):
        super().__init__(N)
        self.kernel_vectorizer = self.kernel_pluto
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, beta, A, B, tmp, x, y):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                y[c1] = 0.0
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    y[c1] = B[self.N*(c1) + c2] * x[c2] + y[c1]
            for c1 in range ((self.N-1)+1):
                tmp[c1] = 0.0
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    tmp[c1] = A[self.N*(c1) + c2] * x[c2] + tmp[c1]
            for c1 in range ((self.N-1)+1):
                y[c1] = alpha * tmp[c1] + beta * y[c1]

    @alpyna.jit
    def kernel_maxfuse(self, alpha, beta, A, B, tmp, x, y):
        if((self.N-1>= 0)):
            for c0 in range ((self.N-1)+1):
                y[c0] = 0.0
                for c3 in range ((self.N-1)+1):
                    y[c0] = B[(c0)*self.N + c3] * x[c3] + y[c0]
                tmp[c0] = 0.0
                for c3 in range ((self.N-1)+1):
                    tmp[c0] = A[(c0)*self.N + c3] * x[c3] + tmp[c0]
                y[c0] = alpha * tmp[c0] + beta * y[c0]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



N = 60
if len(sys.argv) > 1:
    N = int(sys.argv[1])
show("List", _StrategyList(N).run_benchmark())
show("ListPluto", _StrategyListPluto(N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(N).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(N, pocc).run_benchmark())
