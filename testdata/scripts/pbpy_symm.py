# pbpy_symm: symm of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/blas/symm/symm.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy (a row loop of np.dot with
# np.newaxis), ListFlattenedPluto's kernel_pluto and kernel_maxfuse. temp2
# starts as the int 0, as in the source. alpha and beta are 1.5 and 1.2.
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



class Symm(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        alpha = 1.5
        beta = 1.2

        C = self.create_array(2, [self.M, self.N], self.DATA_TYPE(0))
        A = self.create_array(2, [self.M, self.M], self.DATA_TYPE(0))
        B = self.create_array(2, [self.M, self.N], self.DATA_TYPE(0))

        self.initialize_array(alpha, beta, C, A, B)
        self.kernel(alpha, beta, C, A, B)
        return [('C', C)]


class _StrategyList(Symm):

    def initialize_array(self, alpha, beta, C, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                C[i][j] = self.DATA_TYPE((i+j) % 100) / self.M
                B[i][j] = self.DATA_TYPE((self.N+i-j) % 100) / self.M

        for i in range(0, self.M):
            for j in range(0, i + 1):
                A[i][j] = self.DATA_TYPE((i+j) % 100) / self.M
            for j in range(i + 1, self.M):
                A[i][j] = -999  # regions of arrays that should not be used

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                temp2 = 0
                for k in range(0, i):
                    C[k][j] += alpha * B[i][j] * A[i][k]
                    temp2 += B[k][j] * A[i][k]
                C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        if((self.M-1>= 0) and (self.N-1>= 0)):
            for c2 in range ((self.N-1)+1):
                temp2 = 0
                C[0][c2] = beta * C[0][c2] + alpha*B[0][c2] * A[0][0] + alpha * temp2
            for c1 in range (1 , (self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    C[0][c2] += alpha*B[c1][c2] * A[c1][0]
                    temp2 = 0
                    temp2 += B[0][c2] * A[c1][0]
                    for c3 in range (1 , (c1-1)+1):
                        C[c3][c2] += alpha*B[c1][c2] * A[c1][c3]
                        temp2 += B[c3][c2] * A[c1][c3]
                    C[c1][c2] = beta * C[c1][c2] + alpha*B[c1][c2] * A[c1][c1] + alpha * temp2


class _StrategyListFlattened(Symm):
    FLATTENED = True

    def initialize_array(self, alpha, beta, C, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                C[self.N * i + j] = self.DATA_TYPE((i + j) % 100) / self.M
                B[self.N * i + j] = self.DATA_TYPE((self.N + i - j) % 100) / self.M

        for i in range(0, self.M):
            for j in range(0, i + 1):
                A[self.M * i + j] = self.DATA_TYPE((i + j) % 100) / self.M
            for j in range(i + 1, self.M):
                A[self.M * i + j] = -999  # regions of arrays that should not be used

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        for i in range(0, self.M):
            for j in range(0, self.N):
                temp2 = 0
                for k in range(0, i):
                    C[self.N * k + j] += alpha * B[self.N * i + j] * A[self.M * i + k]
                    temp2 += B[self.N * k + j] * A[self.M * i + k]
                C[self.N * i + j] = beta * C[self.N * i + j] + alpha * B[self.N * i + j] * A[self.M * i + i] + alpha * temp2


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        for i in range(0, self.M):
            C[0:i,0:self.N] += alpha * np.dot( A[i,0:i,np.newaxis], B[np.newaxis,i,0:self.N] )
            temp2 = np.dot( A[i,0:i], B[0:i,0:self.N] )
            C[i,0:self.N] = beta * C[i,0:self.N] + alpha * B[i,0:self.N] * A[i,i] + alpha * temp2[0:self.N]


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel_vectorizer = self.kernel_pluto
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, beta, C, A, B):
        if((self.M-1>= 0) and (self.N-1>= 0)):
            for c2 in range ((self.N-1)+1):
                temp2 = 0
                C[self.N*(0) + c2] = beta * C[self.N*(0) + c2] + alpha*B[self.N*(0) + c2] * A[self.M*(0) + 0] + alpha * temp2
            for c1 in range (1 , (self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    C[self.N*(0) + c2] += alpha*B[self.N*(c1) + c2] * A[self.M*(c1) + 0]
                    temp2 = 0
                    temp2 += B[self.N*(0) + c2] * A[self.M*(c1) + 0]
                    for c3 in range (1 , (c1-1)+1):
                        C[self.N*(c3) + c2] += alpha*B[self.N*(c1) + c2] * A[self.M*(c1) + c3]
                        temp2 += B[self.N*(c3) + c2] * A[self.M*(c1) + c3]
                    C[self.N*(c1) + c2] = beta * C[self.N*(c1) + c2] + alpha*B[self.N*(c1) + c2] * A[self.M*(c1) + c1] + alpha * temp2

    @alpyna.jit
    def kernel_maxfuse(self, alpha, beta, C, A, B):
        if((self.M-1>= 0) and (self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                temp2 = 0
                C[(0)*self.N + c1] = beta * C[(0)*self.N + c1] + alpha*B[(0)*self.N + c1] * A[(0)*self.M + 0] + alpha * temp2
            for c0 in range (1 , (self.M-1)+1):
                for c1 in range ((self.N-1)+1):
                    C[(0)*self.N + c1] += alpha*B[(c0)*self.N + c1] * A[(c0)*self.M + 0]
                    temp2 = 0
                    temp2 += B[(0)*self.N + c1] * A[(c0)*self.M + 0]
                    for c2 in range (1 , (c0-1)+1):
                        C[(c2)*self.N + c1] += alpha*B[(c0)*self.N + c1] * A[(c0)*self.M + c2]
                        temp2 += B[(c2)*self.N + c1] * A[(c0)*self.M + c2]
                    C[(c0)*self.N + c1] = beta * C[(c0)*self.N + c1] + alpha*B[(c0)*self.N + c1] * A[(c0)*self.M + c0] + alpha * temp2


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
