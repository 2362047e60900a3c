# pbpy_lu: lu of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/solvers/lu/lu.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened's kernel_regular and kernel_le
# (scalar tmp reused by two sibling j loops), NumPy (np.dot of a row slice and
# a column slice), ListFlattenedPluto's kernel_pluto and kernel_vectorizer.
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



class Lu(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(A)
        self.kernel(A)
        return [('A', A)]


class _StrategyList(Lu):

    def initialize_array(self, A):
        for i in range(0, self.N):
            for j in range(0, i + 1):
                A[i][j] = -self.DATA_TYPE(j % self.N) / self.N + 1

            for j in range(i + 1, self.N):
                A[i][j] = self.DATA_TYPE(0)
            A[i][i] = self.DATA_TYPE(1)

        # Make the matrix positive semi-definite.
        # not necessary for LU, but using same code as cholesky
        B = self.create_array(2, [self.N], self.DATA_TYPE(0))

        for t in range(0, self.N):
            for r in range(0, self.N):
                for s in range(0, self.N):
                    B[r][s] += A[r][t] * A[s][t]

        for r in range(0, self.N):
            for s in range(0, self.N):
                A[r][s] = B[r][s]

    @alpyna.jit
    def kernel(self, A):
        for i in range(0, self.N):
            for j in range(0, i):
                for k in range(0, j):
                    A[i][j] -= A[i][k] * A[k][j]
                A[i][j] /= A[j][j]

            for j in range(i, self.N):
                for k in range(0, i):
                    A[i][j] -= A[i][k] * A[k][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A):
        if((self.N-2>= 0)):
            A[1][0] /= A[0][0]
            for c1 in range (1 , (self.N-1)+1):
                A[1][c1] -= A[1][0] * A[0][c1]
            for c0 in range (2 , (self.N-1)+1):
                A[c0][0] /= A[0][0]
                for c1 in range (1 , (c0-1)+1):
                    for c2 in range ((c1-1)+1):
                        A[c0][c1] -= A[c0][c2] * A[c2][c1]
                    A[c0][c1] /= A[c1][c1]
                for c1 in range (c0 , (self.N-1)+1):
                    for c2 in range ((c0-1)+1):
                        A[c0][c1] -= A[c0][c2] * A[c2][c1]


class _StrategyListFlattened(Lu):
    FLATTENED = True

    def __init__(self, N, LOAD_ELIMINATION=False):
        super().__init__(N)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, A):
        for i in range(0, self.N):
            for j in range(0, i + 1):
                A[self.N * i + j] = -self.DATA_TYPE(j % self.N) / self.N + 1

            for j in range(i + 1, self.N):
                A[self.N * i + j] = self.DATA_TYPE(0)
            A[self.N * i + i] = self.DATA_TYPE(1)

        # Make the matrix positive semi-definite.
        # not necessary for LU, but using same code as cholesky
        B = self.create_array(1, [self.N * self.N], self.DATA_TYPE(0))

        for t in range(0, self.N):
            for r in range(0, self.N):
                for s in range(0, self.N):
                    B[self.N * r + s] += A[self.N * r + t] * A[self.N * s + t]

        for r in range(0, self.N):
            for s in range(0, self.N):
                A[self.N * r + s] = B[self.N * r + s]

    @alpyna.jit
    def kernel_regular(self, A):
        for i in range(0, self.N):
            for j in range(0, i):
                for k in range(0, j):
                    A[self.N * i + j] -= A[self.N * i + k] * A[self.N * k + j]
                A[self.N * i + j] /= A[self.N * j + j]

            for j in range(i, self.N):
                for k in range(0, i):
                    A[self.N * i + j] -= A[self.N * i + k] * A[self.N * k + j]

    @alpyna.jit
    def kernel_le(self, A):
        for i in range(0, self.N):
            for j in range(0, i):
                tmp = A[self.N*i+j] # load elimination
                for k in range(0, j):
                    tmp -= A[self.N * i + k] * A[self.N * k + j] # load elimination
                A[self.N * i + j] = tmp / A[self.N * j + j] # load elimination

            for j in range(i, self.N):
                tmp = A[self.N*i+j] # load elimination
                for k in range(0, i):
                    tmp -= A[self.N * i + k] * A[self.N * k + j] # load elimination
                A[self.N * i + j] = tmp # load elimination


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A):
        for i in range(0, self.N):
            for j in range(1, i):
                A[i,j] -= np.dot( A[i,0:j], A[0:j,j])
                A[i, j] /= A[j, j]

            for j in range(i, self.N):
                A[i,j] -= np.dot( A[i,0:i], A[0:i,j] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, N, POCC):
        super().__init__(N)
        if POCC == "maxfuse": f_str = "pluto"
        else: f_str = POCC
        self.kernel = getattr( self, "kernel_%s" % (f_str) )

    @alpyna.jit
    def kernel_pluto(self, A):
        if((self.N-2>= 0)):
            A[self.N*(1) + 0] /= A[self.N*(0) + 0]
            for c1 in range (1 , (self.N-1)+1):
                A[self.N*(1) + c1] -= A[self.N*(1) + 0] * A[self.N*(0) + c1]
            for c0 in range (2 , (self.N-1)+1):
                A[self.N*(c0) + 0] /= A[self.N*(0) + 0]
                for c1 in range (1 , (c0-1)+1):
                    for c2 in range ((c1-1)+1):
                        A[self.N*(c0) + c1] -= A[self.N*(c0) + c2] * A[self.N*(c2) + c1]
                    A[self.N*(c0) + c1] /= A[self.N*(c1) + c1]
                for c1 in range (c0 , (self.N-1)+1):
                    for c2 in range ((c0-1)+1):
                        A[self.N*(c0) + c1] -= A[self.N*(c0) + c2] * A[self.N*(c2) + c1]

    @alpyna.jit
    def kernel_vectorizer(self, A):
        if((self.N-2>= 0)):
            A[self.N*(1) + 0] /= A[self.N*(0) + 0]
            for c1 in range (1 , (self.N-1)+1):
                A[self.N*(1) + c1] -= A[self.N*(1) + 0] * A[self.N*(0) + c1]
            for c0 in range (2 , (self.N-1)+1):
                A[self.N*(c0) + 0] /= A[self.N*(0) + 0]
                for c1 in range (1 , (c0-1)+1):
                    for c2 in range ((c1-1)+1):
                        A[self.N*(c0) + c1] -= A[self.N*(c0) + c2] * A[self.N*(c2) + c1]
                    A[self.N*(c0) + c1] /= A[self.N*(c1) + c1]
                for c2 in range ((c0-1)+1):
                    for c1 in range (c0 , (self.N-1)+1):
                        A[self.N*(c0) + c1] -= A[self.N*(c0) + c2] * A[self.N*(c2) + c1]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



N = 40
if len(sys.argv) > 1:
    N = int(sys.argv[1])
show("List", _StrategyList(N).run_benchmark())
show("ListPluto", _StrategyListPluto(N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(N).run_benchmark())
show("ListFlattened.le", _StrategyListFlattened(N, True).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(N, pocc).run_benchmark())
