# pbpy_trmm: trmm of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/blas/trmm/trmm.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened's kernel_regular and kernel_le
# (load elimination into a scalar tmp), NumPy (a row loop with
# (A[i+1:M,i,np.newaxis] * B[i+1:M,0:N]).sum(axis=0)), ListFlattenedPluto's
# kernel_pluto and kernel_maxfuse. alpha is PolyBench/C's 1.5.
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



class Trmm(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        alpha = 1.5

        A = self.create_array(2, [self.M, self.M], self.DATA_TYPE(0))
        B = self.create_array(2, [self.M, self.N], self.DATA_TYPE(0))

        self.initialize_array(alpha, A, B)
        self.kernel(alpha, A, B)
        return [('B', B)]


class _StrategyList(Trmm):

    def initialize_array(self, alpha, A, B):
        for i in range(0, self.M):
            for j in range(0, i):
                A[i][j] = self.DATA_TYPE((i + j) % self.M) / self.M

            A[i][i] = 1.0

            for j in range(0, self.N):
                B[i][j] = self.DATA_TYPE((self.N + (i - j)) % self.N) / self.N

    @alpyna.jit
    def kernel(self, alpha, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                for k in range(i + 1, self.M):
                    B[i][j] += A[k][i] * B[k][j]
                B[i][j] = alpha * B[i][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, A, B):
        if((self.M-1>= 0) and (self.N-1>= 0)):
            if((self.M-2>= 0)):
                for c1 in range ((self.N-1)+1):
                    for c2 in range ((self.M-2)+1):
                        for c3 in range (c2 + 1 , (self.M-1)+1):
                            B[c2][c1] += A[c3][c2] * B[c3][c1]
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    B[c1][c2] = alpha * B[c1][c2]


class _StrategyListFlattened(Trmm):
    FLATTENED = True

    def __init__(self, M, N, LOAD_ELIMINATION=False):
        super().__init__(M, N)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, alpha, A, B):
        for i in range(0, self.M):
            for j in range(0, i):
                A[self.M * i + j] = self.DATA_TYPE((i+j) % self.M) / self.M

            A[self.M * i + i] = 1.0

            for j in range(0, self.N):
                B[self.N * i + j] = self.DATA_TYPE((self.N+(i-j)) % self.N) / self.N

    # Regular version
    @alpyna.jit
    def kernel_regular(self, alpha, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                for k in range(i + 1, self.M):
                    B[self.N * i + j] += A[self.M * k + i] * B[self.N * k + j]
                B[self.N * i + j] = alpha * B[self.N * i + j]

    # Load elimination
    @alpyna.jit
    def kernel_le(self, alpha, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                tmp = B[self.N*i+j]
                for k in range(i + 1, self.M):
                    tmp += A[self.M * k + i] * B[self.N * k + j]
                B[self.N * i + j] = alpha * tmp


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, A, B):
        for i in range(0, self.M):
            B[i,0:self.N] += (A[i+1:self.M,i,np.newaxis] * B[i+1:self.M,0:self.N]).sum(axis=0)
            B[i,0:self.N] = alpha * B[i,0:self.N]


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel_vectorizer = self.kernel_pluto
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, A, B):
        if((self.M-1>= 0) and (self.N-1>= 0)):
            if((self.M-2>= 0)):
                for c1 in range ((self.N-1)+1):
                    for c2 in range ((self.M-2)+1):
                        for c3 in range (c2 + 1 , (self.M-1)+1):
                            B[self.N*(c2) + c1] += A[self.M*(c3) + c2] * B[self.N*(c3) + c1]
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    B[self.N*(c1) + c2] = alpha * B[self.N*(c1) + c2]

    @alpyna.jit
    def kernel_maxfuse(self, alpha, A, B):
        if((self.M-1>= 0) and (self.N-1>= 0)):
            if((self.M-2>= 0)):
                for c0 in range ((self.N-1)+1):
                    for c1 in range ((self.M-2)+1):
                        for c4 in range (c1 + 1 , (self.M-1)+1):
                            B[(c1)*self.N + c0] += A[(c4)*self.M + c1] * B[(c4)*self.N + c0]
                        B[(c1)*self.N + c0] = alpha * B[(c1)*self.N + c0]
                    B[(self.M + -1)*self.N + c0] = alpha * B[(self.M + -1)*self.N + c0]
            if self.M == 1:
                for c0 in range ((self.N-1)+1):
                    B[(0)*self.N + c0] = alpha * B[(0)*self.N + c0]


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
show("ListFlattened.le", _StrategyListFlattened(M, N, True).run_benchmark())
show("NumPy", _StrategyNumPy(M, N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(M, N, pocc).run_benchmark())
