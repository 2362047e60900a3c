# pbpy_bicg: bicg of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/kernels/bicg/bicg.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy, and ListFlattenedPluto,
# whose kernel in the source is the maxfuse version (the --pluto ones are
# commented out there): q[c0] and s[c0] updated in one c0 loop with min() bounds.
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



class Bicg(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.N, self.M], self.DATA_TYPE(0))
        s = self.create_array(1, [self.M], self.DATA_TYPE(0))
        q = self.create_array(1, [self.N], self.DATA_TYPE(0))
        p = self.create_array(1, [self.M], self.DATA_TYPE(0))
        r = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(A, s, q, p, r)
        self.kernel(A, s, q, p, r)
        return [('s', s), ('q', q)]


class _StrategyList(Bicg):

    def initialize_array(self, A, s, q, p, r):
        for i in range(0, self.M):
            p[i] = self.DATA_TYPE(i % self.M) / self.M

        for i in range(0, self.N):
            r[i] = self.DATA_TYPE(i % self.N) / self.N
            for j in range(0, self.M):
                A[i][j] = self.DATA_TYPE(i * (j+1) % self.N) / self.N

    @alpyna.jit
    def kernel(self, A, s, q, p, r):
        for i in range(0, self.M):
            s[i] = 0

        for i in range(0, self.N):
            q[i] = 0.0
            for j in range(0, self.M):
                s[j] = s[j] + r[i] * A[i][j]
                q[i] = q[i] + A[i][j] * p[j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, s, q, p, r):
        for c1 in range ((self.N-1)+1):
            q[c1] = 0.0
        if((self.M-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    q[c1] = q[c1] + A[c1][c2] * p[c2]
        for c1 in range ((self.M-1)+1):
            s[c1] = 0
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    s[c1] = s[c1] + r[c2] * A[c2][c1]


class _StrategyListFlattened(Bicg):
    FLATTENED = True

    def initialize_array(self, A, s, q, p, r):
        for i in range(0, self.M):
            p[i] = self.DATA_TYPE(i % self.M) / self.M

        for i in range(0, self.N):
            r[i] = self.DATA_TYPE(i % self.N) / self.N
            for j in range(0, self.M):
                A[self.M * i + j] = self.DATA_TYPE(i * (j + 1) % self.N) / self.N

    @alpyna.jit
    def kernel(self, A, s, q, p, r):
        for i in range(0, self.M):
            s[i] = 0

        for i in range(0, self.N):
            q[i] = 0.0
            for j in range(0, self.M):
                s[j] = s[j] + r[i] * A[self.M * i + j]
                q[i] = q[i] + A[self.M * i + j] * p[j]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, s, q, p, r):
        s[0:self.M] = np.dot( r[0:self.N], A[0:self.N,0:self.M] )
        q[0:self.N] = np.dot( A[0:self.N,0:self.M], p[0:self.M] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    @alpyna.jit
    def kernel(self, A, s, q, p, r):
# --pluto --pluto-fuse maxfuse
        for c0 in range (min((self.M-1)+1 , (self.N-1)+1)):
            q[c0] = 0.0
            q[c0] = q[c0] + A[(c0)*self.M + 0] * p[0]
            s[c0] = 0
            s[c0] = s[c0] + r[0] * A[(0)*self.M + c0]
            for c1 in range (c0 + 1 , min((self.M + c0-1)+1 , (self.N + c0-1)+1)):
                q[c0] = q[c0] + A[(c0)*self.M + (-1 * c0) + c1] * p[(-1 * c0) + c1]
                s[c0] = s[c0] + r[(-1 * c0) + c1] * A[((-1 * c0) + c1)*self.M + c0]
            for c1 in range (self.M + c0 , (self.N + c0-1)+1):
                s[c0] = s[c0] + r[(-1 * c0) + c1] * A[((-1 * c0) + c1)*self.M + c0]
            for c1 in range (self.N + c0 , (self.M + c0-1)+1):
                q[c0] = q[c0] + A[(c0)*self.M + (-1 * c0) + c1] * p[(-1 * c0) + c1]
        if((self.N-1>= 0)):
            for c0 in range (self.N , (self.M-1)+1):
                s[c0] = 0
                for c1 in range (c0 , (self.N + c0-1)+1):
                    s[c0] = s[c0] + r[(-1 * c0) + c1] * A[((-1 * c0) + c1)*self.M + c0]
        if((self.N*-1>= 0)):
            for c0 in range ((self.M-1)+1):
                s[c0] = 0
        if((self.M-1>= 0)):
            for c0 in range (self.M , (self.N-1)+1):
                q[c0] = 0.0
                for c1 in range (c0 , (self.M + c0-1)+1):
                    q[c0] = q[c0] + A[(c0)*self.M + (-1 * c0) + c1] * p[(-1 * c0) + c1]
        if((self.M*-1>= 0)):
            for c0 in range ((self.N-1)+1):
                q[c0] = 0.0


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
show("ListFlattenedPluto", _StrategyListFlattenedPluto(M, N).run_benchmark())
# the maxfuse kernel's other branches: M > N
show("ListFlattenedPluto", _StrategyListFlattenedPluto(N, M).run_benchmark())
