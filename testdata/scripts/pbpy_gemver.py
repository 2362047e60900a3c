# pbpy_gemver: gemver of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/blas/gemver/gemver.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy (np.dot of u1[:,np.newaxis]
# and v1[np.newaxis,:]), ListFlattenedPluto's kernel_pluto, kernel_vectorizer
# and kernel_maxfuse. alpha and beta are PolyBench/C's 1.5 and 1.2.
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



class Gemver(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        alpha = 1.5
        beta = 1.2

        A = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        u1 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        v1 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        u2 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        v2 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        w = self.create_array(1, [self.N], self.DATA_TYPE(0))
        x = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y = self.create_array(1, [self.N], self.DATA_TYPE(0))
        z = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(alpha, beta, A, u1, v1, u2, v2, w, x, y, z)
        self.kernel(alpha, beta, A, u1, v1, u2, v2, w, x, y, z)
        return [('w', w)]


class _StrategyList(Gemver):

    def initialize_array(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        fn = self.DATA_TYPE(self.N)

        for i in range(0, self.N):
            u1[i] = i
            u2[i] = ((i + 1) / fn) / 2.0
            v1[i] = ((i + 1) / fn) / 4.0
            v2[i] = ((i + 1) / fn) / 6.0
            y[i] = ((i + 1) / fn) / 8.0
            z[i] = ((i + 1) / fn) / 9.0
            x[i] = 0.0
            w[i] = 0.0
            for j in range(0, self.N):
                A[i][j] = self.DATA_TYPE(i * j % self.N) / self.N

    @alpyna.jit
    def kernel(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        for i in range(0, self.N):
            for j in range(0, self.N):
                A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j]

        for i in range(0, self.N):
            for j in range(0, self.N):
                x[i] = x[i] + beta * A[j][i] * y[j]

        for i in range(0, self.N):
            x[i] = x[i] + z[i]

        for i in range(0, self.N):
            for j in range(0, self.N):
                w[i] = w[i] + alpha * A[i][j] * x[j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    A[c2][c1] = A[c2][c1] + u1[c2] * v1[c1] + u2[c2] * v2[c1]
                    x[c1] = x[c1] + beta * A[c2][c1] * y[c2]
            for c1 in range ((self.N-1)+1):
                x[c1] = x[c1] + z[c1]
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    w[c1] = w[c1] + alpha * A[c1][c2] * x[c2]


class _StrategyListFlattened(Gemver):
    FLATTENED = True

    def initialize_array(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        fn = self.DATA_TYPE(self.N)

        for i in range(0, self.N):
            u1[i] = i
            u2[i] = ((i + 1) / fn) / 2.0
            v1[i] = ((i + 1) / fn) / 4.0
            v2[i] = ((i + 1) / fn) / 6.0
            y[i] = ((i + 1) / fn) / 8.0
            z[i] = ((i + 1) / fn) / 9.0
            x[i] = 0.0
            w[i] = 0.0
            for j in range(0, self.N):
                A[self.N * i + j] = self.DATA_TYPE(i * j % self.N) / self.N

    @alpyna.jit
    def kernel(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        for i in range(0, self.N):
            for j in range(0, self.N):
                A[self.N * i + j] = A[self.N * i + j] + u1[i] * v1[j] + u2[i] * v2[j]

        for i in range(0, self.N):
            for j in range(0, self.N):
                x[i] = x[i] + beta * A[self.N * j + i] * y[j]

        for i in range(0, self.N):
            x[i] = x[i] + z[i]

        for i in range(0, self.N):
            for j in range(0, self.N):
                w[i] = w[i] + alpha * A[self.N * i + j] * x[j]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        A[0:self.N,0:self.N] = A[0:self.N,0:self.N] + np.dot( u1[:,np.newaxis], v1[np.newaxis,:] ) + np.dot( u2[:,np.newaxis], v2[np.newaxis,:] )

        x[0:self.N] = x[0:self.N] + beta * np.dot( A[0:self.N,0:self.N].T, y[0:self.N] )

        x[0:self.N] = x[0:self.N] + z[0:self.N]

        w[0:self.N] = w[0:self.N] + alpha * np.dot( A[0:self.N,0:self.N], x[0:self.N] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, N, POCC):
        super().__init__(N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    A[self.N*(c2) + c1] = A[self.N*(c2) + c1] + u1[c2] * v1[c1] + u2[c2] * v2[c1]
                    x[c1] = x[c1] + beta * A[self.N*(c2) + c1] * y[c2]
            for c1 in range ((self.N-1)+1):
                x[c1] = x[c1] + z[c1]
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    w[c1] = w[c1] + alpha * A[self.N*(c1) + c2] * x[c2]

    @alpyna.jit
    def kernel_vectorizer(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        if((self.N-1>= 0)):
            for c2 in range ((self.N-1)+1):
                for c1 in range ((self.N-1)+1):
                    A[self.N*(c2) + c1] = A[self.N*(c2) + c1] + u1[c2] * v1[c1] + u2[c2] * v2[c1]
                    x[c1] = x[c1] + beta * A[self.N*(c2) + c1] * y[c2]
            for c1 in range ((self.N-1)+1):
                x[c1] = x[c1] + z[c1]
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    w[c1] = w[c1] + alpha * A[self.N*(c1) + c2] * x[c2]

    @alpyna.jit
    def kernel_maxfuse(self, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
        if((self.N-1>= 0)):
            for c0 in range ((self.N-1)+1):
                for c3 in range ((self.N-1)+1):
                    A[(c3)*self.N + c0] = A[(c3)*self.N + c0] + u1[c3] * v1[c0] + u2[c3] * v2[c0]
                    x[c0] = x[c0] + beta * A[(c3)*self.N + c0] * y[c3]
                x[c0] = x[c0] + z[c0]
                for c3 in range ((self.N-1)+1):
                    w[c3] = w[c3] + alpha * A[(c3)*self.N + c0] * x[c0]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



N = 50
if len(sys.argv) > 1:
    N = int(sys.argv[1])
show("List", _StrategyList(N).run_benchmark())
show("ListPluto", _StrategyListPluto(N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(N).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(N, pocc).run_benchmark())
