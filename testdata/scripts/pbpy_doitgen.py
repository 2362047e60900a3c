# pbpy_doitgen: doitgen of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/kernels/doitgen/doitgen.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List (A[r][q][p] on a 3-D ndarray), ListPluto, ListFlattened's
# kernel_regular and kernel_le, NumPy (np.dot per (r, q) row, with the source's
# local `import numpy as np`), ListFlattenedPluto's kernel_pluto,
# kernel_vectorizer and kernel_maxfuse. The scratch array is named `sum`.
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



class Doitgen(PolyBench):

    def __init__(self, NQ, NR, NP):
        self.NQ = NQ
        self.NR = NR
        self.NP = NP

    def run_benchmark(self):
        A = self.create_array(3, [self.NR, self.NQ, self.NP], self.DATA_TYPE(0))
        sum = self.create_array(1, [self.NP], self.DATA_TYPE(0))
        C4 = self.create_array(2, [self.NP, self.NP], self.DATA_TYPE(0))

        self.initialize_array(A, C4, sum)
        self.kernel(A, C4, sum)
        return [('A', A)]


class _StrategyList(Doitgen):

    def initialize_array(self, A, C4, sum):
        for i in range(0, self.NR):
            for j in range(0, self.NQ):
                for k in range(0, self.NP):
                    A[i][j][k] = self.DATA_TYPE((i * j + k) % self.NP) / self.NP

        for i in range(0, self.NP):
            for j in range(0, self.NP):
                C4[i][j] = self.DATA_TYPE(i * j % self.NP) / self.NP

    @alpyna.jit
    def kernel(self, A, C4, sum):
        for r in range(0, self.NR):
            for q in range(self.NQ):
                for p in range(0, self.NP):
                    sum[p] = 0.0
                    for s in range(self.NP):
                        sum[p] += A[r][q][s] * C4[s][p]

                for p in range(0, self.NP):
                    A[r][q][p] = sum[p]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, C4, sum):
        if((self.NP-1>= 0) and (self.NQ-1>= 0) and (self.NR-1>= 0)):
            for c0 in range ((self.NR-1)+1):
                for c1 in range ((self.NQ-1)+1):
                    for c3 in range ((self.NP-1)+1):
                        sum[c3] = 0.0
                    for c3 in range ((self.NP-1)+1):
                        for c4 in range ((self.NP-1)+1):
                            sum[c3] += A[c0][c1][c4] * C4[c4][c3]
                    for c3 in range ((self.NP-1)+1):
                        A[c0][c1][c3] = sum[c3]


class _StrategyListFlattened(Doitgen):
    FLATTENED = True

    def __init__(self, NQ, NR, NP, LOAD_ELIMINATION=False):
        super().__init__(NQ, NR, NP)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, A, C4, sum):
        for i in range(0, self.NR):
            for j in range(0, self.NQ):
                for k in range(0, self.NP):
                    A[(self.NQ * i + j) * self.NP + k] = self.DATA_TYPE((i * j + k) % self.NP) / self.NP

        for i in range(0, self.NP):
            for j in range(0, self.NP):
                C4[self.NP * i + j] = self.DATA_TYPE(i * j % self.NP) / self.NP

    @alpyna.jit
    def kernel_regular(self, A, C4, sum):
        for r in range(0, self.NR):
            for q in range(self.NQ):
                for p in range(0, self.NP):
                    sum[p] = 0.0
                    for s in range(self.NP):
                        sum[p] += A[(self.NQ * r + q) * self.NP + s] * C4[self.NP * s + p]

                for p in range(0, self.NP):
                    A[(self.NQ * r + q) * self.NP + p] = sum[p]

    @alpyna.jit
    def kernel_le(self, A, C4, sum):
        for r in range(0, self.NR):
            for q in range(self.NQ):
                for p in range(0, self.NP):
                    tmp = 0.0 # load elimination
                    for s in range(self.NP):
                        tmp += A[(self.NQ * r + q) * self.NP + s] * C4[self.NP * s + p] # load elimination
                    sum[p] = tmp # load elimination

                for p in range(0, self.NP):
                    A[(self.NQ * r + q) * self.NP + p] = sum[p]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, C4, sum):
        import numpy as np
        for r in range(0, self.NR):
            for q in range(self.NQ):
                sum[0:self.NP] = np.dot( A[r,q,0:self.NP], C4[0:self.NP,0:self.NP] )
                A[r,q,0:self.NP] = sum[0:self.NP]


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, NQ, NR, NP, POCC):
        super().__init__(NQ, NR, NP)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, A, C4, sum):
        if((self.NP-1>= 0) and (self.NQ-1>= 0) and (self.NR-1>= 0)):
            for c0 in range ((self.NR-1)+1):
                for c1 in range ((self.NQ-1)+1):
                    for c3 in range ((self.NP-1)+1):
                        sum[c3] = 0.0
                    for c3 in range ((self.NP-1)+1):
                        for c4 in range ((self.NP-1)+1):
                            sum[c3] += A[self.NQ*self.NP*c0+self.NP*c1+c4] * C4[self.NP*(c4) + c3]
                    for c3 in range ((self.NP-1)+1):
                        A[self.NQ*self.NP*c0+self.NP*c1+c3] = sum[c3]

    @alpyna.jit
    def kernel_vectorizer(self, A, C4, sum):
        if((self.NP-1>= 0) and (self.NQ-1>= 0) and (self.NR-1>= 0)):
            for c0 in range ((self.NR-1)+1):
                for c1 in range ((self.NQ-1)+1):
                    for c3 in range ((self.NP-1)+1):
                        sum[c3] = 0.0
                    for c4 in range ((self.NP-1)+1):
                        for c3 in range ((self.NP-1)+1):
                            sum[c3] += A[self.NQ*self.NP*c0+self.NP*c1+c4] * C4[self.NP*(c4) + c3]
                    for c3 in range ((self.NP-1)+1):
                        A[self.NQ*self.NP*c0+self.NP*c1+c3] = sum[c3]

    @alpyna.jit
    def kernel_maxfuse(self, A, C4, sum):
        if((self.NP-1>= 0) and (self.NQ-1>= 0) and (self.NR-1>= 0)):
            for c0 in range ((self.NR-1)+1):
                for c1 in range ((self.NQ-1)+1):
                    for c4 in range ((self.NP-1)+1):
                        sum[c4] = 0.0
                    for c4 in range ((self.NP-1)+1):
                        for c5 in range ((self.NP-1)+1):
                            sum[c4] += A[c0*self.NQ*self.NP+c1*self.NP+c5] * C4[c5*self.NP+c4]
                    for c4 in range ((self.NP-1)+1):
                        A[c0*self.NQ*self.NP+c1*self.NP+c4] = sum[c4]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



NQ, NR, NP = 10, 12, 14
if len(sys.argv) > 1:
    NQ, NR, NP = [int(a) for a in sys.argv[1:4]]
show("List", _StrategyList(NQ, NR, NP).run_benchmark())
show("ListPluto", _StrategyListPluto(NQ, NR, NP).run_benchmark())
show("ListFlattened", _StrategyListFlattened(NQ, NR, NP).run_benchmark())
show("ListFlattened.le", _StrategyListFlattened(NQ, NR, NP, True).run_benchmark())
show("NumPy", _StrategyNumPy(NQ, NR, NP).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(NQ, NR, NP, pocc).run_benchmark())
