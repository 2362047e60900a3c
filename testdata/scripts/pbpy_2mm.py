# pbpy_2mm: 2mm of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/kernels/_2mm/_2mm.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened's kernel_regular and kernel_le
# (load elimination into a scalar tmp2), NumPy, ListFlattenedPluto's kernel_pluto.
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



class _2mm(PolyBench):

    def __init__(self, NI, NJ, NK, NL):
        self.NI = NI
        self.NJ = NJ
        self.NK = NK
        self.NL = NL

    def run_benchmark(self):
        alpha = 1.5
        beta = 1.2

        tmp = self.create_array(2, [self.NI, self.NJ], self.DATA_TYPE(0))
        A = self.create_array(2, [self.NI, self.NK], self.DATA_TYPE(0))
        B = self.create_array(2, [self.NK, self.NJ], self.DATA_TYPE(0))
        C = self.create_array(2, [self.NJ, self.NL], self.DATA_TYPE(0))
        D = self.create_array(2, [self.NI, self.NL], self.DATA_TYPE(0))

        self.initialize_array(alpha, beta, tmp, A, B, C, D)
        self.kernel(alpha, beta, tmp, A, B, C, D)
        return [('D', D)]


class _StrategyList(_2mm):

    def initialize_array(self, alpha, beta, tmp, A, B, C, D):
        for i in range(0, self.NI):
            for j in range(0, self.NK):
                A[i][j] = self.DATA_TYPE((i * j + 1) % self.NI) / self.NI

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[i][j] = self.DATA_TYPE(i * (j + 1) % self.NJ) / self.NJ

        for i in range(0, self.NJ):
            for j in range(0, self.NL):
                C[i][j] = self.DATA_TYPE((i * (j + 3) + 1) % self.NL) / self.NL

        for i in range(0, self.NI):
            for j in range(0, self.NL):
                D[i][j] = self.DATA_TYPE(i * (j + 2) % self.NK) / self.NK

    @alpyna.jit
    def kernel(self, alpha, beta, tmp, A, B, C, D):
        # D := alpha * A * B * C + beta * D
        for i in range(self.NI):
            for j in range(self.NJ):
                tmp[i][j] = 0.0
                for k in range(0, self.NK):
                    tmp[i][j] += alpha * A[i][k] * B[k][j]

        for i in range(0, self.NI):
            for j in range(0, self.NL):
                D[i][j] *= beta
                for k in range(0, self.NJ):
                    D[i][j] += tmp[i][k] * C[k][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, tmp, A, B, C, D):
        if((self.NI-1>= 0)):
            if((self.NJ-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range (min((self.NJ-1)+1 , (self.NL-1)+1)):
                        D[c1][c2] *= beta
                        tmp[c1][c2] = 0.0
                    for c2 in range (self.NL , (self.NJ-1)+1):
                        tmp[c1][c2] = 0.0
                    for c2 in range (self.NJ , (self.NL-1)+1):
                        D[c1][c2] *= beta
            if((self.NJ-1>= 0) and (self.NL*-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        tmp[c1][c2] = 0.0
            if((self.NJ*-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NL-1)+1):
                        D[c1][c2] *= beta
            if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c5 in range ((self.NK-1)+1):
                            tmp[c1][c2] += alpha * A[c1][c5] * B[c5][c2]
                        for c5 in range ((self.NL-1)+1):
                            D[c1][c5] += tmp[c1][c2] * C[c2][c5]
            if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL*-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c5 in range ((self.NK-1)+1):
                            tmp[c1][c2] += alpha * A[c1][c5] * B[c5][c2]
            if((self.NJ-1>= 0) and (self.NK*-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c5 in range ((self.NL-1)+1):
                            D[c1][c5] += tmp[c1][c2] * C[c2][c5]


class _StrategyListFlattened(_2mm):
    FLATTENED = True

    def __init__(self, NI, NJ, NK, NL, LOAD_ELIMINATION=False):
        super().__init__(NI, NJ, NK, NL)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, alpha, beta, tmp, A, B, C, D):
        for i in range(0, self.NI):
            for j in range(0, self.NK):
                A[self.NK * i + j] = self.DATA_TYPE((i * j + 1) % self.NI) / self.NI

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[self.NJ * i + j] = self.DATA_TYPE(i * (j + 1) % self.NJ) / self.NJ

        for i in range(0, self.NJ):
            for j in range(0, self.NL):
                C[self.NL * i + j] = self.DATA_TYPE((i * (j + 3) + 1) % self.NL) / self.NL

        for i in range(0, self.NI):
            for j in range(0, self.NL):
                D[self.NL * i + j] = self.DATA_TYPE(i * (j + 2) % self.NK) / self.NK

    @alpyna.jit
    def kernel_regular(self, alpha, beta, tmp, A, B, C, D):
        # D := alpha * A * B * C + beta * D
        for i in range(self.NI):
            for j in range(self.NJ):
                tmp[self.NJ * i + j] = 0.0
                for k in range(0, self.NK):
                    tmp[self.NJ * i + j] += alpha * A[self.NK * i + k] * B[self.NJ * k + j]

        for i in range(0, self.NI):
            for j in range(0, self.NL):
                D[self.NL * i + j] *= beta
                for k in range(0, self.NJ):
                    D[self.NL * i + j] += tmp[self.NJ * i + k] * C[self.NL * k + j]

    @alpyna.jit
    def kernel_le(self, alpha, beta, tmp, A, B, C, D):
        # D := alpha * A * B * C + beta * D
        for i in range(self.NI):
            for j in range(self.NJ):
                tmp2 = 0.0 # load elimination
                for k in range(0, self.NK):
                    tmp2 += alpha * A[self.NK * i + k] * B[self.NJ * k + j] # load elimination
                tmp[self.NJ * i + j] = tmp2 # load elimination

        for i in range(0, self.NI):
            for j in range(0, self.NL):
                tmp2 = D[self.NL * i + j] * beta # load elimination
                for k in range(0, self.NJ):
                    tmp2 += tmp[self.NJ * i + k] * C[self.NL * k + j] # load elimination
                D[self.NL * i + j] = tmp2 #load elimination


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, tmp, A, B, C, D):
        # D := alpha * A * B * C + beta * D
        tmp[0:self.NI, 0:self.NJ] = alpha * np.dot( A[0:self.NI, 0:self.NK], B[0:self.NK, 0:self.NK] )

        D[0:self.NI,0:self.NL] *= beta
        D[0:self.NI,0:self.NL] += np.dot( tmp[0:self.NI,0:self.NJ], C[0:self.NJ,0:self.NL] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, NI, NJ, NK, NL, POCC):
        super().__init__(NI, NJ, NK, NL)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, beta, tmp, A, B, C, D):
        if((self.NI-1>= 0)):
            if((self.NJ-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range (min((self.NJ-1)+1 , (self.NL-1)+1)):
                        D[self.NL*(c1) + c2] *= beta
                        tmp[self.NJ*(c1) + c2] = 0.0
                    for c2 in range (self.NL , (self.NJ-1)+1):
                        tmp[self.NJ*(c1) + c2] = 0.0
                    for c2 in range (self.NJ , (self.NL-1)+1):
                        D[self.NL*(c1) + c2] *= beta
            if((self.NJ-1>= 0) and (self.NL*-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        tmp[self.NJ*(c1) + c2] = 0.0
            if((self.NJ*-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NL-1)+1):
                        D[self.NL*(c1) + c2] *= beta
            if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c5 in range ((self.NK-1)+1):
                            tmp[self.NJ*(c1) + c2] += alpha * A[self.NK*(c1) + c5] * B[self.NJ*(c5) + c2]
                        for c5 in range ((self.NL-1)+1):
                            D[self.NL*(c1) + c5] += tmp[self.NJ*(c1) + c2] * C[self.NL*(c2) + c5]
            if((self.NJ-1>= 0) and (self.NK-1>= 0) and (self.NL*-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c5 in range ((self.NK-1)+1):
                            tmp[self.NJ*(c1) + c2] += alpha * A[self.NK*(c1) + c5] * B[self.NJ*(c5) + c2]
            if((self.NJ-1>= 0) and (self.NK*-1>= 0) and (self.NL-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c5 in range ((self.NL-1)+1):
                            D[self.NL*(c1) + c5] += tmp[self.NJ*(c1) + c2] * C[self.NL*(c2) + c5]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



# NumPy's kernel reads B[0:NK, 0:NK] (as the source does), so NJ == NK here.
NI, NJ, NK, NL = 16, 18, 18, 22
if len(sys.argv) > 1:
    NI, NJ, NK, NL = [int(a) for a in sys.argv[1:5]]
show("List", _StrategyList(NI, NJ, NK, NL).run_benchmark())
show("ListPluto", _StrategyListPluto(NI, NJ, NK, NL).run_benchmark())
show("ListFlattened", _StrategyListFlattened(NI, NJ, NK, NL).run_benchmark())
show("ListFlattened.le", _StrategyListFlattened(NI, NJ, NK, NL, True).run_benchmark())
show("NumPy", _StrategyNumPy(NI, NJ, NK, NL).run_benchmark())
show("ListFlattenedPluto.pluto", _StrategyListFlattenedPluto(NI, NJ, NK, NL, "pluto").run_benchmark())
