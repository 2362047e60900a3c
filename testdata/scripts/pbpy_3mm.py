# pbpy_3mm: 3mm of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/kernels/_3mm/_3mm.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (min/max bounds), ListFlattened's kernel_regular
# and kernel_le (a scalar tmp reused by three nests), NumPy, ListFlattenedPluto's
# kernel_pluto and kernel_vectorizer.
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



class _3mm(PolyBench):

    def __init__(self, NI, NJ, NK, NL, NM):
        self.NI = NI
        self.NJ = NJ
        self.NK = NK
        self.NL = NL
        self.NM = NM

    def run_benchmark(self):
        E = self.create_array(2, [self.NI, self.NJ], self.DATA_TYPE(0))
        A = self.create_array(2, [self.NI, self.NK], self.DATA_TYPE(0))
        B = self.create_array(2, [self.NK, self.NJ], self.DATA_TYPE(0))
        F = self.create_array(2, [self.NJ, self.NL], self.DATA_TYPE(0))
        C = self.create_array(2, [self.NJ, self.NM], self.DATA_TYPE(0))
        D = self.create_array(2, [self.NM, self.NL], self.DATA_TYPE(0))
        G = self.create_array(2, [self.NI, self.NL], self.DATA_TYPE(0))

        self.initialize_array(E, A, B, F, C, D, G)
        self.kernel(E, A, B, F, C, D, G)
        return [('G', G)]


class _StrategyList(_3mm):

    def initialize_array(self, E, A, B, F, C, D, G):
        for i in range(0, self.NI):
            for j in range(0, self.NK):
                A[i][j] = self.DATA_TYPE((i * j + 1) % self.NI) / (5 * self.NI)

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[i][j] = self.DATA_TYPE((i * (j + 1) + 2) % self.NJ) / (5 * self.NJ)

        for i in range(0, self.NJ):
            for j in range(0, self.NM):
                C[i][j] = self.DATA_TYPE(i * (j + 3) % self.NL) / (5 * self.NL)

        for i in range(0, self.NM):
            for j in range(0, self.NL):
                D[i][j] = self.DATA_TYPE((i * (j + 2) + 2) % self.NK) / (5 * self.NK)

    @alpyna.jit
    def kernel(self, E, A, B, F, C, D, G):
        # E := A * B
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                E[i][j] = 0.0
                for k in range(0, self.NK):
                    E[i][j] += A[i][k] * B[k][j]

        # F := C * D
        for i in range(0, self.NJ):
            for j in range(0, self.NL):
                F[i][j] = 0.0
                for k in range(0, self.NM):
                    F[i][j] += C[i][k] * D[k][j]

        # G := E * F
        for i in range(0, self.NI):
            for j in range(0, self.NL):
                G[i][j] = 0.0
                for k in range(0, self.NJ):
                    G[i][j] += E[i][k] * F[k][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, E, A, B, F, C, D, G):
        if((self.NL-1>= 0)):
            for c1 in range (min((self.NI-1)+1 , (self.NJ-1)+1)):
                for c2 in range ((self.NL-1)+1):
                    G[c1][c2] = 0.0
                    F[c1][c2] = 0.0
        if((self.NL-1>= 0)):
            for c1 in range (max(0 , self.NI) , (self.NJ-1)+1):
                for c2 in range ((self.NL-1)+1):
                    F[c1][c2] = 0.0
        if((self.NL-1>= 0)):
            for c1 in range (max(0 , self.NJ) , (self.NI-1)+1):
                for c2 in range ((self.NL-1)+1):
                    G[c1][c2] = 0.0
        if((self.NL-1>= 0) and (self.NM-1>= 0)):
            for c1 in range ((self.NJ-1)+1):
                for c2 in range ((self.NL-1)+1):
                    for c5 in range ((self.NM-1)+1):
                        F[c1][c2] += C[c1][c5] * D[c5][c2]
        if((self.NJ-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    E[c1][c2] = 0.0
        if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NK-1)+1):
                        E[c1][c2] += A[c1][c5] * B[c5][c2]
                    for c5 in range ((self.NL-1)+1):
                        G[c1][c5] += E[c1][c2] * F[c2][c5]
        if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL*-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NK-1)+1):
                        E[c1][c2] += A[c1][c5] * B[c5][c2]
        if((self.NJ-1>= 0) and (self.NK*-1>= 0) and (self.NL-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NL-1)+1):
                        G[c1][c5] += E[c1][c2] * F[c2][c5]


class _StrategyListFlattened(_3mm):
    FLATTENED = True

    def __init__(self, NI, NJ, NK, NL, NM, LOAD_ELIMINATION=False):
        super().__init__(NI, NJ, NK, NL, NM)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, E, A, B, F, C, D, G):
        for i in range(0, self.NI):
            for j in range(0, self.NK):
                A[self.NK * i + j] = self.DATA_TYPE((i * j + 1) % self.NI) / (5 * self.NI)

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[self.NJ * i + j] = self.DATA_TYPE((i * (j + 1) + 2) % self.NJ) / (5 * self.NJ)

        for i in range(0, self.NJ):
            for j in range(0, self.NM):
                C[self.NM * i + j] = self.DATA_TYPE(i * (j + 3) % self.NL) / (5 * self.NL)

        for i in range(0, self.NM):
            for j in range(0, self.NL):
                D[self.NL * i + j] = self.DATA_TYPE((i * (j + 2) + 2) % self.NK) / (5 * self.NK)

    @alpyna.jit
    def kernel_regular(self, E, A, B, F, C, D, G):
        # E := A * B
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                E[self.NJ * i + j] = 0.0
                for k in range(0, self.NK):
                    E[self.NJ * i + j] += A[self.NK * i + k] * B[self.NJ * k + j]

        # F := C * D
        for i in range(0, self.NJ):
            for j in range(0, self.NL):
                F[self.NL * i + j] = 0.0
                for k in range(0, self.NM):
                    F[self.NL * i + j] += C[self.NM * i + k] * D[self.NL * k + j]

        # G := E * F
        for i in range(0, self.NI):
            for j in range(0, self.NL):
                G[self.NL * i + j] = 0.0
                for k in range(0, self.NJ):
                    G[self.NL * i + j] += E[self.NJ * i + k] * F[self.NL * k + j]

    @alpyna.jit
    def kernel_le(self, E, A, B, F, C, D, G):
        # E := A * B
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                tmp = 0.0 # load elimination
                for k in range(0, self.NK):
                    tmp += A[self.NK * i + k] * B[self.NJ * k + j] # load elimination
                E[self.NJ * i + j] = tmp # load elimination

        # F := C * D
        for i in range(0, self.NJ):
            for j in range(0, self.NL):
                tmp = 0.0 # load elimination
                for k in range(0, self.NM):
                    tmp += C[self.NM * i + k] * D[self.NL * k + j] # load elimination
                F[self.NL * i + j] = tmp # load elimination

        # G := E * F
        for i in range(0, self.NI):
            for j in range(0, self.NL):
                tmp = 0.0 # load elimination
                for k in range(0, self.NJ):
                    tmp += E[self.NJ * i + k] * F[self.NL * k + j] # load elimination
                G[self.NL * i + j] = tmp # load elimination


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, E, A, B, F, C, D, G):
        # E := A * B
        E[0:self.NI, 0:self.NJ] = np.dot( A[0:self.NI,0:self.NK], B[0:self.NK, 0:self.NJ] )

        # F := C * D
        F[0:self.NJ,0:self.NL] = np.dot( C[0:self.NJ, 0:self.NM], D[0:self.NM,0:self.NL] )

        # G := E * F
        G[0:self.NI,0:self.NL] = np.dot( E[0:self.NI,0:self.NJ], F[0:self.NJ,0:self.NL] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, NI, NJ, NK, NL, NM, POCC):
        super().__init__(NI, NJ, NK, NL, NM)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, E, A, B, F, C, D, G):
        if((self.NL-1>= 0)):
            for c1 in range (min((self.NI-1)+1 , (self.NJ-1)+1)):
                for c2 in range ((self.NL-1)+1):
                    G[self.NL*(c1) + c2] = 0.0
                    F[self.NL*(c1) + c2] = 0.0
        if((self.NL-1>= 0)):
            for c1 in range (max(0 , self.NI) , (self.NJ-1)+1):
                for c2 in range ((self.NL-1)+1):
                    F[self.NL*(c1) + c2] = 0.0
        if((self.NL-1>= 0)):
            for c1 in range (max(0 , self.NJ) , (self.NI-1)+1):
                for c2 in range ((self.NL-1)+1):
                    G[self.NL*(c1) + c2] = 0.0
        if((self.NL-1>= 0) and (self.NM-1>= 0)):
            for c1 in range ((self.NJ-1)+1):
                for c2 in range ((self.NL-1)+1):
                    for c5 in range ((self.NM-1)+1):
                        F[self.NL*(c1) + c2] += C[self.NM*(c1) + c5] * D[self.NL*(c5) + c2]
        if((self.NJ-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    E[self.NJ*(c1) + c2] = 0.0
        if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NK-1)+1):
                        E[self.NJ*(c1) + c2] += A[self.NK*(c1) + c5] * B[self.NJ*(c5) + c2]
                    for c5 in range ((self.NL-1)+1):
                        G[self.NL*(c1) + c5] += E[self.NJ*(c1) + c2] * F[self.NL*(c2) + c5]
        if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL*-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NK-1)+1):
                        E[self.NJ*(c1) + c2] += A[self.NK*(c1) + c5] * B[self.NJ*(c5) + c2]
        if((self.NJ-1>= 0) and (self.NK*-1>= 0) and (self.NL-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NL-1)+1):
                        G[self.NL*(c1) + c5] += E[self.NJ*(c1) + c2] * F[self.NL*(c2) + c5]

    @alpyna.jit
    def kernel_vectorizer(self, E, A, B, F, C, D, G):
        if((self.NL-1>= 0)):
            for c1 in range (min((self.NI-1)+1 , (self.NJ-1)+1)):
                for c2 in range ((self.NL-1)+1):
                    G[self.NL*(c1) + c2] = 0.0
                    F[self.NL*(c1) + c2] = 0.0
        if((self.NL-1>= 0)):
            for c1 in range (max(0 , self.NI) , (self.NJ-1)+1):
                for c2 in range ((self.NL-1)+1):
                    F[self.NL*(c1) + c2] = 0.0
        if((self.NL-1>= 0)):
            for c1 in range (max(0 , self.NJ) , (self.NI-1)+1):
                for c2 in range ((self.NL-1)+1):
                    G[self.NL*(c1) + c2] = 0.0
        if((self.NL-1>= 0) and (self.NM-1>= 0)):
            for c1 in range ((self.NJ-1)+1):
                for c5 in range ((self.NM-1)+1):
                    for c2 in range ((self.NL-1)+1):
                        F[self.NL*(c1) + c2] += C[self.NM*(c1) + c5] * D[self.NL*(c5) + c2]
        if((self.NJ-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    E[self.NJ*(c1) + c2] = 0.0
        if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NK-1)+1):
                        E[self.NJ*(c1) + c2] += A[self.NK*(c1) + c5] * B[self.NJ*(c5) + c2]
                    for c5 in range ((self.NL-1)+1):
                        G[self.NL*(c1) + c5] += E[self.NJ*(c1) + c2] * F[self.NL*(c2) + c5]
        if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL*-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c5 in range ((self.NK-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        E[self.NJ*(c1) + c2] += A[self.NK*(c1) + c5] * B[self.NJ*(c5) + c2]
        if((self.NJ-1>= 0) and (self.NK*-1>= 0) and (self.NL-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    for c5 in range ((self.NL-1)+1):
                        G[self.NL*(c1) + c5] += E[self.NJ*(c1) + c2] * F[self.NL*(c2) + c5]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



NI, NJ, NK, NL, NM = 16, 18, 20, 22, 24
if len(sys.argv) > 1:
    NI, NJ, NK, NL, NM = [int(a) for a in sys.argv[1:6]]
show("List", _StrategyList(NI, NJ, NK, NL, NM).run_benchmark())
show("ListPluto", _StrategyListPluto(NI, NJ, NK, NL, NM).run_benchmark())
show("ListFlattened", _StrategyListFlattened(NI, NJ, NK, NL, NM).run_benchmark())
show("ListFlattened.le", _StrategyListFlattened(NI, NJ, NK, NL, NM, True).run_benchmark())
show("NumPy", _StrategyNumPy(NI, NJ, NK, NL, NM).run_benchmark())
for pocc in ("pluto", "vectorizer"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(NI, NJ, NK, NL, NM, pocc).run_benchmark())
# the other branches of the Pluto kernels' min/max bounds: NI > NJ
show("ListPluto", _StrategyListPluto(NJ, NI, NK, NL, NM).run_benchmark())
show("ListFlattenedPluto.pluto", _StrategyListFlattenedPluto(NJ, NI, NK, NL, NM, "pluto").run_benchmark())
