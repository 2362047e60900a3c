# pbpy_atax: atax of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/kernels/atax/atax.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy, ListFlattenedPluto's
# kernel_pluto, kernel_vectorizer and kernel_maxfuse (skewed y[c0 + (-1 * c3)]).
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



class Atax(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.M, self.N], self.DATA_TYPE(0))
        x = self.create_array(1, [self.N])
        y = self.create_array(1, [self.N])
        tmp = self.create_array(1, [self.M])

        self.initialize_array(A, x, y, tmp)
        self.kernel(A, x, y, tmp)
        return [('y', y)]


class _StrategyList(Atax):

    def initialize_array(self, A, x, y, tmp):
        fn = self.DATA_TYPE(self.N)

        for i in range(0, self.N):
            x[i] = 1 + (i / fn)

        for i in range(0, self.M):
            for j in range(0, self.N):
                A[i][j] = self.DATA_TYPE((i + j) % self.N) / (5 * self.M)

    @alpyna.jit
    def kernel(self, A, x, y, tmp):
        for i in range(0, self.N):
            y[i] = 0

        for i in range(0, self.M):
            tmp[i] = 0.0
            for j in range(0, self.N):
                tmp[i] = tmp[i] + A[i][j] * x[j]

            for j in range(0, self.N):
                y[j] = y[j] + A[i][j] * tmp[i]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, x, y, tmp):
        for c1 in range ((self.M-1)+1):
            tmp[c1] = 0.0
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    tmp[c1] = tmp[c1] + A[c1][c2] * x[c2]
        for c1 in range ((self.N-1)+1):
            y[c1] = 0
        if((self.M-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    y[c1] = y[c1] + A[c2][c1] * tmp[c2]


class _StrategyListFlattened(Atax):
    FLATTENED = True

    def initialize_array(self, A, x, y, tmp):
        fn = self.DATA_TYPE(self.N)

        for i in range(0, self.N):
            x[i] = 1 + (i / fn)

        for i in range(0, self.M):
            for j in range(0, self.N):
                A[self.N * i + j] = self.DATA_TYPE((i + j) % self.N) / (5 * self.M)

    @alpyna.jit
    def kernel(self, A, x, y, tmp):
        for i in range(0, self.N):
            y[i] = 0

        for i in range(0, self.M):
            tmp[i] = 0.0
            for j in range(0, self.N):
                tmp[i] = tmp[i] + A[self.N * i + j] * x[j]

            for j in range(0, self.N):
                y[j] = y[j] + A[self.N * i + j] * tmp[i]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, x, y, tmp):
        tmp[0:self.M] = tmp[0:self.M] + np.dot( A[0:self.M,0:self.N], x[0:self.N] )
        y[0:self.N] = np.dot( A[0:self.M].T, tmp[0:self.M] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, A, x, y, tmp):
        for c1 in range ((self.M-1)+1):
            tmp[c1] = 0.0
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    tmp[c1] = tmp[c1] + A[self.N*(c1) + c2] * x[c2]
        for c1 in range ((self.N-1)+1):
            y[c1] = 0
        if((self.M-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    y[c1] = y[c1] + A[self.N*(c2) + c1] * tmp[c2]

    @alpyna.jit
    def kernel_vectorizer(self, A, x, y, tmp):
        for c1 in range ((self.M-1)+1):
            tmp[c1] = 0.0
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    tmp[c1] = tmp[c1] + A[self.N*(c1) + c2] * x[c2]
        for c1 in range ((self.N-1)+1):
            y[c1] = 0
        if((self.M-1>= 0)):
            for c2 in range ((self.M-1)+1):
                for c1 in range ((self.N-1)+1):
                    y[c1] = y[c1] + A[self.N*(c2) + c1] * tmp[c2]

    @alpyna.jit
    def kernel_maxfuse(self, A, x, y, tmp):
        for c0 in range (min((self.M-1)+1 , (self.N-1)+1)):
            tmp[c0] = 0.0
            for c3 in range ((self.N-1)+1):
                tmp[c0] = tmp[c0] + A[(c0)*self.N + c3] * x[c3]
            y[c0] = 0
            for c3 in range ((c0)+1):
                y[c0 + (-1 * c3)] = y[c0 + (-1 * c3)] + A[(c3)*self.N + c0 + (-1 * c3)] * tmp[c3]
        if((self.M-1>= 0)):
            for c0 in range (self.M , (self.N-1)+1):
                y[c0] = 0
                for c3 in range ((self.M-1)+1):
                    y[c0 + (-1 * c3)] = y[c0 + (-1 * c3)] + A[(c3)*self.N + c0 + (-1 * c3)] * tmp[c3]
        if((self.M*-1>= 0)):
            for c0 in range ((self.N-1)+1):
                y[c0] = 0
        if((self.N-1>= 0)):
            for c0 in range (self.N , (self.M-1)+1):
                tmp[c0] = 0.0
                for c3 in range ((self.N-1)+1):
                    tmp[c0] = tmp[c0] + A[(c0)*self.N + c3] * x[c3]
                for c3 in range (self.N * -1 + c0 + 1 , (c0)+1):
                    y[c0 + (-1 * c3)] = y[c0 + (-1 * c3)] + A[(c3)*self.N + c0 + (-1 * c3)] * tmp[c3]
        if((self.N*-1>= 0)):
            for c0 in range ((self.M-1)+1):
                tmp[c0] = 0.0
        for c0 in range (max(self.M , self.N) , (self.M + self.N-2)+1):
            for c3 in range (self.N * -1 + c0 + 1 , (self.M-1)+1):
                y[c0 + (-1 * c3)] = y[c0 + (-1 * c3)] + A[(c3)*self.N + c0 + (-1 * c3)] * tmp[c3]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



M, N = 38, 42
if len(sys.argv) > 1:
    M, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(M, N).run_benchmark())
show("ListPluto", _StrategyListPluto(M, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(M, N).run_benchmark())
show("NumPy", _StrategyNumPy(M, N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(M, N, pocc).run_benchmark())
# maxfuse's other branches: M > N
show("ListFlattenedPluto.maxfuse", _StrategyListFlattenedPluto(N, M, "maxfuse").run_benchmark())
