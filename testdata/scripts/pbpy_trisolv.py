# pbpy_trisolv: trisolv of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/solvers/trisolv/trisolv.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListFlattened's kernel_regular and kernel_le (scalar tmp),
# NumPy (np.dot of row slices), ListFlattenedPluto's kernel_pluto and
# kernel_maxfuse (c1 in range(c0, c0*2-1+1)). x starts as the int -999.
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



class Trisolv(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        L = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        x = self.create_array(1, [self.N], self.DATA_TYPE(0))
        b = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(L, x, b)
        self.kernel(L, x, b)
        return [('x', x)]


class _StrategyList(Trisolv):

    def initialize_array(self, L, x, b):
        for i in range(0, self.N):
            x[i] = - 999
            b[i] = i
            for j in range(0, i + 1):
                L[i][j] = self.DATA_TYPE(i + self.N - j + 1) * 2 / self.N

    @alpyna.jit
    def kernel(self, L, x, b):
        for i in range(0, self.N):
            x[i] = b[i]
            for j in range(0, i):
                x[i] -= L[i][j] * x[j]
            x[i] = x[i] / L[i][i]


class _StrategyListFlattened(Trisolv):
    FLATTENED = True

    def __init__(self, N, LOAD_ELIMINATION=False):
        super().__init__(N)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, L, x, b):
        for i in range(0, self.N):
            x[i] = - 999
            b[i] = i
            for j in range(0, i + 1):
                L[self.N * i + j] = self.DATA_TYPE(i+self.N-j+1) * 2 / self.N

    @alpyna.jit
    def kernel_regular(self, L, x, b):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                x[c1] = b[c1]
            x[0] = x[0] / L[self.N*0+0]
            for c1 in range (1 , (self.N-1)+1):
                for c2 in range ((c1-1)+1):
                    x[c1] -= L[self.N * c1 + c2] * x[c2]
                x[c1] = x[c1] / L[self.N * c1 + c1]

    @alpyna.jit
    def kernel_le(self, L, x, b):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-1)+1):
                x[c1] = b[c1]
            x[0] = x[0] / L[self.N*0+0]
            for c1 in range (1 , (self.N-1)+1):
                tmp = x[c1] # load elimination
                for c2 in range ((c1-1)+1):
                    tmp -= L[self.N * c1 + c2] * x[c2] # load elimination
                x[c1] = tmp / L[self.N * c1 + c1] # load elimination


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, L, x, b):
        x[0:self.N] = b[0:self.N]
        for i in range(0, self.N):
            x[i] -= np.dot( L[i,0:i], x[0:i] )
            x[i] = x[i] / L[i, i]


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, N, POCC):
        super().__init__(N)
        self.kernel_vectorizer = self.kernel_pluto
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, L, x, b):
        for i in range(0, self.N):
            x[i] = b[i]
            for j in range(0, i):
                x[i] -= L[self.N*(i) + j] * x[j]
            x[i] = x[i] / L[self.N*(i) + i]

    @alpyna.jit
    def kernel_maxfuse(self, L, x, b):
        if((self.N-1>= 0)):
            x[0] = b[0]
            x[0] = x[0] / L[(0)*self.N + 0]
            for c0 in range (1 , (self.N-1)+1):
                x[c0] = b[c0]
                for c1 in range (c0 , (c0 * 2-1)+1):
                    x[c0] -= L[(c0)*self.N + (-1 * c0) + c1] * x[(-1 * c0) + c1]
                x[c0] = x[c0] / L[(c0)*self.N + c0]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



N = 60
if len(sys.argv) > 1:
    N = int(sys.argv[1])
show("List", _StrategyList(N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(N).run_benchmark())
show("ListFlattened.le", _StrategyListFlattened(N, True).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(N, pocc).run_benchmark())
