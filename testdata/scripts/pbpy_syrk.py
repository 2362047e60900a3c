# pbpy_syrk: syrk of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/blas/syrk/syrk.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy (a row loop with
# (A[i,0:M] * A[0:i+1,0:M]).sum(axis=1)), ListFlattenedPluto's kernel_pluto
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



class Syrk(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        alpha = 1.5
        beta = 1.2

        C = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        A = self.create_array(2, [self.N, self.M], self.DATA_TYPE(0))

        self.initialize_array(alpha, beta, C, A)
        self.kernel(alpha, beta, C, A)
        return [('C', C)]


class _StrategyList(Syrk):

    def initialize_array(self, alpha, beta, C, A):
        for i in range(0, self.N):
            for j in range(0, self.M):
                A[i][j] = self.DATA_TYPE((i * j + 1) % self.N) / self.N

        for i in range(0, self.N):
            for j in range(0, self.N):
                C[i][j] = self.DATA_TYPE((i * j + 2) % self.M) / self.M

    @alpyna.jit
    def kernel(self, alpha, beta, C, A):
        for i in range(0, self.N):
            for j in range(0, i + 1):
                C[i][j] *= beta

            for k in range(0, self.M):
                for j in range(0, i + 1):
                    C[i][j] += alpha * A[i][k] * A[j][k]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, C, A):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((c1)+1):
                    C[c1][c2] *= beta
            if((self.M-1>= 0)):
                for c1 in range ((self.N-1)+1):
                    for c2 in range ((c1)+1):
                        for c3 in range ((self.M-1)+1):
                            C[c1][c2] += alpha * A[c1][c3] * A[c2][c3]


class _StrategyListFlattened(Syrk):
    FLATTENED = True

    def initialize_array(self, alpha, beta, C, A):
        for i in range(0, self.N):
            for j in range(0, self.M):
                A[self.M * i + j] = self.DATA_TYPE((i * j + 1) % self.N) / self.N

        for i in range(0, self.N):
            for j in range(0, self.N):
                C[self.N * i + j] = self.DATA_TYPE((i * j + 2) % self.M) / self.M

    @alpyna.jit
    def kernel(self, alpha, beta, C, A):
        for i in range(0, self.N):
            for j in range(0, i + 1):
                C[self.N * i + j] *= beta

            for k in range(0, self.M):
                for j in range(0, i + 1):
                    C[self.N * i + j] += alpha * A[self.M * i + k] * A[self.M * j + k]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, C, A):
        for i in range(0, self.N):
            C[i,0:i+1] *= beta
            C[i,0:i+1] += alpha * (A[i,0:self.M] * A[0:i+1,0:self.M]).sum(axis=1)


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel_vectorizer = self.kernel_pluto
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, beta, C, A):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((c1)+1):
                    C[self.N*(c1) + c2] *= beta
            if((self.M-1>= 0)):
                for c1 in range ((self.N-1)+1):
                    for c2 in range ((c1)+1):
                        for c3 in range ((self.M-1)+1):
                            C[self.N*(c1) + c2] += alpha * A[self.M*(c1) + c3] * A[self.M*(c2) + c3]

    @alpyna.jit
    def kernel_maxfuse(self, alpha, beta, C, A):
        if((self.N-1>= 0)):
            if((self.M-1>= 0)):
                for c0 in range ((self.N-1)+1):
                    for c1 in range ((c0)+1):
                        C[(c0)*self.N + c1] *= beta
                        for c2 in range (c0 , (self.M + c0-1)+1):
                            C[(c0)*self.N + c1] += alpha * A[(c0)*self.M + (-1 * c0) + c2] * A[(c1)*self.M + (-1 * c0) + c2]
            if((self.M*-1>= 0)):
                for c0 in range ((self.N-1)+1):
                    for c1 in range ((c0)+1):
                        C[(c0)*self.N + c1] *= beta


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



M, N = 30, 36
if len(sys.argv) > 1:
    M, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(M, N).run_benchmark())
show("ListPluto", _StrategyListPluto(M, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(M, N).run_benchmark())
show("NumPy", _StrategyNumPy(M, N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(M, N, pocc).run_benchmark())
