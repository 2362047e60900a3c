# pbpy_mvt: mvt of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/kernels/mvt/mvt.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened's kernel_regular and kernel_le
# (load elimination into a scalar tmp), NumPy, ListFlattenedPluto's
# kernel_pluto, kernel_vectorizer and kernel_maxfuse.
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



class Mvt(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.N], self.DATA_TYPE(0))
        x1 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        x2 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y_1 = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y_2 = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(x1, x2, y_1, y_2, A)
        self.kernel(x1, x2, y_1, y_2, A)
        return [('x1', x1), ('x2', x2)]


class _StrategyList(Mvt):

    def create_array(self, dimensions, sizes, initialization_value=0):
        if dimensions == 2 and len(sizes) == 1:
            sizes = [sizes[0], sizes[0]]
        return super().create_array(dimensions, sizes, initialization_value)

    def initialize_array(self, x1, x2, y_1, y_2, A):
        for i in range(0, self.N):
            x1[i] = self.DATA_TYPE(i % self.N) / self.N
            x2[i] = self.DATA_TYPE((i + 1) % self.N) / self.N
            y_1[i] = self.DATA_TYPE((i + 3) % self.N) / self.N
            y_2[i] = self.DATA_TYPE((i + 4) % self.N) / self.N
            for j in range(0, self.N):
                A[i][j] = self.DATA_TYPE(i * j % self.N) / self.N

    @alpyna.jit
    def kernel(self, x1, x2, y_1, y_2, A):
        for i in range(0, self.N):
            for j in range(0, self.N):
                x1[i] = x1[i] + A[i][j] * y_1[j]

        for i in range(0, self.N):
            for j in range(0, self.N):
                x2[i] = x2[i] + A[j][i] * y_2[j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, x1, x2, y_1, y_2, A):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    x1[c1] = x1[c1] + A[c1][c2] * y_1[c2]
                    x2[c1] = x2[c1] + A[c2][c1] * y_2[c2]


class _StrategyListFlattened(Mvt):
    FLATTENED = True

    def __init__(self, N, LOAD_ELIMINATION=False):
        super().__init__(N)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def create_array(self, dimensions, sizes, initialization_value=0):
        if dimensions == 2 and len(sizes) == 1:
            sizes = [sizes[0], sizes[0]]
        return super().create_array(dimensions, sizes, initialization_value)

    def initialize_array(self, x1, x2, y_1, y_2, A):
        for i in range(0, self.N):
            x1[i] = self.DATA_TYPE(i % self.N) / self.N
            x2[i] = self.DATA_TYPE((i + 1) % self.N) / self.N
            y_1[i] = self.DATA_TYPE((i + 3) % self.N) / self.N
            y_2[i] = self.DATA_TYPE((i + 4) % self.N) / self.N
            for j in range(0, self.N):
                A[self.N * i + j] = self.DATA_TYPE(i * j % self.N) / self.N

    @alpyna.jit
    def kernel_regular(self, x1, x2, y_1, y_2, A):
        for i in range(0, self.N):
            for j in range(0, self.N):
                x1[i] = x1[i] + A[self.N * i + j] * y_1[j]

        for i in range(0, self.N):
            for j in range(0, self.N):
                x2[i] = x2[i] + A[self.N * j + i] * y_2[j]

    @alpyna.jit
    def kernel_le(self, x1, x2, y_1, y_2, A):
        for i in range(0, self.N):
            tmp = x1[i] # load elimination
            for j in range(0, self.N):
                tmp = tmp + A[self.N * i + j] * y_1[j] # load elimination
            x1[i] = tmp # load elimination

        for i in range(0, self.N):
            tmp = x2[i] # load elimination
            for j in range(0, self.N):
                tmp = tmp + A[self.N * j + i] * y_2[j] # load elimination
            x2[i] = tmp # load elimination


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, x1, x2, y_1, y_2, A):
        x1[0:self.N] = x1[0:self.N] + np.dot( A[0:self.N,0:self.N], y_1[0:self.N] )
        x2[0:self.N] = x2[0:self.N] + np.dot( A[0:self.N,0:self.N].T, y_2[0:self.N] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, N, POCC):
        super().__init__(N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, x1, x2, y_1, y_2, A):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.N-1)+1):
                    x1[c1] = x1[c1] + A[self.N*(c1) + c2] * y_1[c2]
                    x2[c1] = x2[c1] + A[self.N*(c2) + c1] * y_2[c2]

    @alpyna.jit
    def kernel_vectorizer(self, x1, x2, y_1, y_2, A):
        if((self.N-1>= 0)):
            for c2 in range ((self.N-1)+1):
                for c1 in range ((self.N-1)+1):
                    x1[c1] = x1[c1] + A[self.N*(c1) + c2] * y_1[c2]
                    x2[c1] = x2[c1] + A[self.N*(c2) + c1] * y_2[c2]

    @alpyna.jit
    def kernel_maxfuse(self, x1, x2, y_1, y_2, A):
        if((self.N-1>= 0)):
            for c0 in range ((self.N-1)+1):
                for c1 in range ((self.N-1)+1):
                    x1[c0] = x1[c0] + A[(c0)*self.N + c1] * y_1[c1]
                    x2[c0] = x2[c0] + A[(c1)*self.N + c0] * y_2[c1]


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
show("ListFlattened.le", _StrategyListFlattened(N, True).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(N, pocc).run_benchmark())
