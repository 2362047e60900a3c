# pbpy_seidel_2d: seidel_2d of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/stencils/seidel_2d/seidel_2d.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (skewed wavefront: c2 in range(c0 + c1 + 1, ...)),
# ListFlattened, NumPy (anti-diagonal wavefronts through slice() objects on
# A.ravel()), ListFlattenedPluto.
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



class Seidel_2d(PolyBench):

    def __init__(self, TSTEPS, N):
        self.TSTEPS = TSTEPS
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(A)
        self.kernel(A)
        return [('A', A)]


class _StrategyList(Seidel_2d):

    def initialize_array(self, A):
        for i in range(0, self.N):
            for j in range(0, self.N):
                A[i][j] = (self.DATA_TYPE(i) * (j + 2) + 2) / self.N

    @alpyna.jit
    def kernel(self, A):
        for t in range(0, self.TSTEPS - 1 + 1):
            for i in range(1, self.N - 2 + 1):
                for j in range(1, self.N - 2 + 1):
                    A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                               + A[i][j - 1] + A[i][j] + A[i][j + 1]
                               + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A):
        if((self.N-3>= 0) and (self.TSTEPS-1>= 0)):
            for c0 in range ((self.TSTEPS-1)+1):
                for c1 in range (c0 + 1 , (self.N + c0-2)+1):
                    for c2 in range (c0 + c1 + 1 , (self.N + c0 + c1-2)+1):
                        A[(-1 * c0) + c1][((-1 * c0) + (-1 * c1)) + c2] = (A[(-1 * c0) + c1-1][((-1 * c0) + (-1 * c1)) + c2-1] + A[(-1 * c0) + c1-1][((-1 * c0) + (-1 * c1)) + c2] + A[(-1 * c0) + c1-1][((-1 * c0) + (-1 * c1)) + c2+1] + A[(-1 * c0) + c1][((-1 * c0) + (-1 * c1)) + c2-1] + A[(-1 * c0) + c1][((-1 * c0) + (-1 * c1)) + c2] + A[(-1 * c0) + c1][((-1 * c0) + (-1 * c1)) + c2+1] + A[(-1 * c0) + c1+1][((-1 * c0) + (-1 * c1)) + c2-1] + A[(-1 * c0) + c1+1][((-1 * c0) + (-1 * c1)) + c2] + A[(-1 * c0) + c1+1][((-1 * c0) + (-1 * c1)) + c2+1])/9.0


class _StrategyListFlattened(Seidel_2d):
    FLATTENED = True

    def initialize_array(self, A):
        for i in range(0, self.N):
            for j in range(0, self.N):
                A[self.N * i + j] = (self.DATA_TYPE(i)*(j+2) + 2) / self.N

    @alpyna.jit
    def kernel(self, A):
        for t in range(0, self.TSTEPS - 1 +1):
            for i in range(1, self.N - 2 + 1):
                for j in range(1, self.N - 2 + 1):
                    A[self.N * i + j] = (A[self.N * (i - 1) + j - 1] + A[self.N * (i - 1) + j] + A[self.N * (i - 1) + j + 1]
                                         + A[self.N * i + j - 1] + A[self.N * i + j] + A[self.N * i + j + 1]
                                         + A[self.N * (i + 1) + j - 1] + A[self.N * (i + 1) + j] + A[self.N * (i + 1) + j + 1]) / 9.0


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A):
        A_flattened = A.ravel()
        self_N_1 = self.N-1
        self_Nx2 = self.N*2
        for t in range( self.TSTEPS ):
            for i in range( 1, self_N_1 ):

                end = i * self.N
                slice_NW = slice(i-1, end-1, self_N_1 )
                slice_N = slice(i, end, self_N_1 )
                slice_NE = slice(i+1, end+1, self_N_1 )

                start = self.N+i
                end += self.N
                slice_W = slice(start-1, end-1, self_N_1)
                slice_center = slice(start, end, self_N_1)
                slice_E = slice( start+1, end+1, self_N_1)

                start += self.N
                end += self.N
                slice_SW = slice( start-1, end-1, self_N_1)
                slice_S = slice( start, end, self_N_1)
                slice_SE = slice( start+1, end, self_N_1)

                A_flattened[slice_center] = ( A_flattened[slice_NW] + A_flattened[slice_N] + A_flattened[slice_NE]+
                                              A_flattened[slice_W] + A_flattened[slice_center] + A_flattened[slice_E] +
                                              A_flattened[slice_SW] + A_flattened[slice_S] + A_flattened[slice_SE] ) / 9.0
            for i in range( 2, self.N ):
                start = self.N*i-2
                end = self.N**2 -3*self.N +i +1
                slice_NW = slice( start-1, end-1, self.N-1 )
                slice_N = slice( start, end, self.N-1 )
                slice_NE = slice( start+1, end+1, self.N-1 )

                start += self.N
                end += self.N
                slice_W = slice( start-1, end-1, self.N-1 )
                slice_center = slice( start, end, self.N-1 )
                slice_E = slice( start+1, end+1, self.N-1 )

                start += self.N
                end += self.N
                slice_SW = slice( start-1, end-1, self.N-1 )
                slice_S = slice( start, end, self.N-1 )
                slice_SE = slice( start+1, end+1, self.N-1 )
                A_flattened[slice_center] = ( A_flattened[slice_NW] + A_flattened[slice_N] + A_flattened[slice_NE]+
                                              A_flattened[slice_W] + A_flattened[slice_center] + A_flattened[slice_E] +
                                              A_flattened[slice_SW] + A_flattened[slice_S] + A_flattened[slice_SE] ) / 9.0


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    # No variations between --pluto / maxfuse / vectorizer
    @alpyna.jit
    def kernel(self, A):
        if((self.N-3>= 0) and (self.TSTEPS-1>= 0)):
            for c0 in range ((self.TSTEPS-1)+1):
                for c1 in range (c0 + 1 , (self.N + c0-2)+1):
                    for c2 in range (c0 + c1 + 1 , (self.N + c0 + c1-2)+1):
                        A[self.N*((-1 * c0) + c1) + ((-1 * c0) + (-1 * c1)) + c2] = (A[self.N*((-1 * c0) + c1-1) + ((-1 * c0) + (-1 * c1)) + c2-1] + A[self.N*((-1 * c0) + c1-1) + ((-1 * c0) + (-1 * c1)) + c2] + A[self.N*((-1 * c0) + c1-1) + ((-1 * c0) + (-1 * c1)) + c2+1] + A[self.N*((-1 * c0) + c1) + ((-1 * c0) + (-1 * c1)) + c2-1] + A[self.N*((-1 * c0) + c1) + ((-1 * c0) + (-1 * c1)) + c2] + A[self.N*((-1 * c0) + c1) + ((-1 * c0) + (-1 * c1)) + c2+1] + A[self.N*((-1 * c0) + c1+1) + ((-1 * c0) + (-1 * c1)) + c2-1] + A[self.N*((-1 * c0) + c1+1) + ((-1 * c0) + (-1 * c1)) + c2] + A[self.N*((-1 * c0) + c1+1) + ((-1 * c0) + (-1 * c1)) + c2+1])/9.0


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



TSTEPS, N = 6, 24
if len(sys.argv) > 1:
    TSTEPS, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(TSTEPS, N).run_benchmark())
show("ListPluto", _StrategyListPluto(TSTEPS, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(TSTEPS, N).run_benchmark())
show("NumPy", _StrategyNumPy(TSTEPS, N).run_benchmark())
show("ListFlattenedPluto", _StrategyListFlattenedPluto(TSTEPS, N).run_benchmark())
