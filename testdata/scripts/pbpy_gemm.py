# pbpy_gemm: gemm of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/blas/gemm/gemm.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy (np.dot), ListFlattenedPluto's
# kernel_pluto, kernel_maxfuse (c2 in range(c0, c0+NK), skewed subscripts) and
# kernel_vectorizer (semicolons, a ub1 scalar). alpha and beta are 1.5 and 1.2.
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


class Gemm(PolyBench):

    def __init__(self, NI, NJ, NK):
        self.NI = NI
        self.NJ = NJ
        self.NK = NK

    def run_benchmark(self):
        alpha = 1.5
        beta = 1.2

        C = self.create_array(2, [self.NI, self.NJ], self.DATA_TYPE(0))
        A = self.create_array(2, [self.NI, self.NK], self.DATA_TYPE(0))
        B = self.create_array(2, [self.NK, self.NJ], self.DATA_TYPE(0))

        self.initialize_array(alpha, beta, C, A, B)
        self.kernel(alpha, beta, C, A, B)
        return [('C', C)]


class _StrategyList(Gemm):

    def initialize_array(self, alpha, beta, C, A, B):
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                C[i][j] = self.DATA_TYPE((i * j + 1) % self.NI) / self.NI

        for i in range(0, self.NI):
            for j in range (0, self.NK):
                A[i][j] = self.DATA_TYPE(i * (j + 1) % self.NK) / self.NK

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[i][j] = self.DATA_TYPE(i * (j + 2) % self.NJ) / self.NJ

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                C[i][j] *= beta

            for k in range(0, self.NK):
                for j in range(0, self.NJ):
                    C[i][j] += alpha * A[i][k] * B[k][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        if((self.NI-1>= 0) and (self.NJ-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    C[c1][c2] *= beta
            if((self.NK-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c3 in range ((self.NK-1)+1):
                            C[c1][c2] += alpha * A[c1][c3] * B[c3][c2]


class _StrategyListFlattened(Gemm):
    FLATTENED = True

    def initialize_array(self, alpha, beta, C, A, B):
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                C[self.NJ * i + j] = self.DATA_TYPE((i * j + 1) % self.NI) / self.NI

        for i in range(0, self.NI):
            for j in range(0, self.NK):
                A[self.NK * i + j] = self.DATA_TYPE(i * (j + 1) % self.NK) / self.NK

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[self.NJ * i + j] = self.DATA_TYPE(i * (j + 2) % self.NJ) / self.NJ

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                C[self.NJ * i + j] *= beta

            for k in range(0, self.NK):
                for j in range(0, self.NJ):
                    C[self.NJ * i + j] += alpha * A[self.NK * i + k] * B[self.NJ * k + j]


class _StrategyNumPy(Gemm):

    def initialize_array(self, alpha, beta, C, A, B):
        for i in range(0, self.NI):
            for j in range(0, self.NJ):
                C[i, j] = self.DATA_TYPE((i * j + 1) % self.NI) / self.NI

        for i in range(0, self.NI):
            for j in range (0, self.NK):
                A[i, j] = self.DATA_TYPE(i * (j + 1) % self.NK) / self.NK

        for i in range(0, self.NK):
            for j in range(0, self.NJ):
                B[i, j] = self.DATA_TYPE(i * (j + 2) % self.NJ) / self.NJ

    @alpyna.jit
    def kernel(self, alpha, beta, C, A, B):
        C[0:self.NI,0:self.NJ] *= beta
        C[0:self.NI,0:self.NJ] += alpha * np.dot( A[0:self.NI,0:self.NK], B[0:self.NK,0:self.NJ] )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, NI, NJ, NK, POCC):
        super().__init__(NI, NJ, NK)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, alpha, beta, C, A, B):
        if((self.NI-1>= 0) and (self.NJ-1>= 0)):
            for c1 in range ((self.NI-1)+1):
                for c2 in range ((self.NJ-1)+1):
                    C[self.NJ*(c1) + c2] *= beta
            if((self.NK-1>= 0)):
                for c1 in range ((self.NI-1)+1):
                    for c2 in range ((self.NJ-1)+1):
                        for c3 in range ((self.NK-1)+1):
                            C[self.NJ*(c1) + c2] += alpha * A[self.NK*(c1) + c3] * B[self.NJ*(c3) + c2]

    @alpyna.jit
    def kernel_maxfuse(self, alpha, beta, C, A, B):
        if ((self.NI >= 1) and (self.NJ >= 1)):
          if (self.NK >= 1):
            for c0 in range( self.NI ):
                for c1 in range( self.NJ ):
                    C[(c0)*self.NJ + c1] *= beta;
                    for c2 in range( c0, c0+self.NK ):
                        C[(c0)*self.NJ + c1] += alpha * A[(c0)*self.NK + (-1 * c0) + c2] * B[((-1 * c0) + c2)*self.NJ + c1];
          if (self.NK <= 0):
            for c0 in range( self.NI ):
                for c1 in range( self.NJ ):
                    C[(c0)*self.NJ + c1] *= beta;

    @alpyna.jit
    def kernel_vectorizer(self, alpha, beta, C, A, B):
        if ((self.NI >= 1) and (self.NJ >= 1)):
          ub1 = (self.NI + -1);
          for c1 in range( ub1+1 ):
              for c2 in range( self.NJ ):
                  C[(c1)*self.NJ + c2] *= beta;
          if (self.NK >= 1):
            ub1 = (self.NI + -1);
            for c1 in range( ub1+1 ):
                  for c3 in range( self.NK ):
                    for c2 in range( self.NJ ):
                        C[(c1)*self.NJ + c2] += alpha * A[(c1)*self.NK + c3] * B[(c3)*self.NJ + c2];


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])


NI, NJ, NK = 20, 25, 30
if len(sys.argv) > 1:
    NI, NJ, NK = [int(a) for a in sys.argv[1:4]]
show("List", _StrategyList(NI, NJ, NK).run_benchmark())
show("ListPluto", _StrategyListPluto(NI, NJ, NK).run_benchmark())
show("ListFlattened", _StrategyListFlattened(NI, NJ, NK).run_benchmark())
show("NumPy", _StrategyNumPy(NI, NJ, NK).run_benchmark())
for pocc in ("pluto", "maxfuse", "vectorizer"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(NI, NJ, NK, pocc).run_benchmark())
