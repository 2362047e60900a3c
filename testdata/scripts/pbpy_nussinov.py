# pbpy_nussinov: nussinov of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/medley/nussinov/nussinov.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# DATA_TYPE is int (PolyBench's nussinov table is int), so the arrays are
# int64. Each kernel defines `def match(b1, b2): return b1+b2==3` inside
# itself and adds its bool to an int, as in the source. Strategies: List
# (max() with guards), ListPluto, ListFlattened's kernel_regular and kernel_le
# (scalar tmp), NumPy (diagonals through slice() objects on table.ravel(),
# np.maximum, np.max(axis=0)), ListFlattenedPluto.
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



class Nussinov(PolyBench):
    DATA_TYPE = int

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        seq = self.create_array(1, [self.N], int(0))  # base type = char; = int in Python
        table = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(seq, table)
        self.kernel(seq, table)
        return [('table', table)]


class _StrategyList(Nussinov):

    def initialize_array(self, seq, table):
        for i in range(0, self.N):
            seq[i] = (i + 1) % 4  # right side is AGCT/0..3

        for i in range(0, self.N):
            for j in range(0, self.N):
                table[i][j] = self.DATA_TYPE(0)

    @alpyna.jit
    def kernel(self, seq, table):
        def match(b1, b2): return b1+b2==3
        for i in range ((self.N-1)+1):
            for j in range (self.N + i * -1 , (self.N-1)+1):
                if((j-1>= 0)):
                    table[self.N-1-i][j] = max(table[self.N-1-i][j], table[self.N-1-i][j-1])
                if((i-1>= 0)):
                    table[self.N-1-i][j] = max(table[self.N-1-i][j], table[self.N-1-i+1][j])
                if((i-1>= 0) and (j-1>= 0) and (self.N*-1+i+j-1>= 0)):
                    table[self.N-1-i][j] = max(table[self.N-1-i][j], table[self.N-1-i+1][j-1]+match(seq[self.N-1-i], seq[j]))
                if((i-1>= 0) and (j-1>= 0) and (self.N+i*-1+j*-1>= 0)):
                    table[self.N-1-i][j] = max(table[self.N-1-i][j], table[self.N-1-i+1][j-1])
                for k in range (self.N + i * -1 , (j-1)+1):
                    table[self.N-1-i][j] = max(table[self.N-1-i][j], table[self.N-1-i][k] + table[k+1][j])


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, seq, table):
        def match(b1,b2):
            return b1+b2 == 3
        if((self.N-2>= 0)):
            table[self.N-1-1][self.N + -1] = max(table[self.N-1-1][self.N + -1], table[self.N-1-1][self.N + -1 -1])
            table[self.N-1-1][self.N + -1] = max(table[self.N-1-1][self.N + -1], table[self.N-1-1 +1][self.N + -1])
            table[self.N-1-1][self.N + -1] = max(table[self.N-1-1][self.N + -1], table[self.N-1-1 +1][self.N + -1 -1])
            for c0 in range (2 , (self.N-1)+1):
                table[self.N-1-c0][(-1 * c0) + self.N] = max(table[self.N-1-c0][(-1 * c0) + self.N], table[self.N-1-c0][(-1 * c0) + self.N-1])
                table[self.N-1-c0][(-1 * c0) + self.N] = max(table[self.N-1-c0][(-1 * c0) + self.N], table[self.N-1-c0+1][(-1 * c0) + self.N])
                table[self.N-1-c0][(-1 * c0) + self.N] = max(table[self.N-1-c0][(-1 * c0) + self.N], table[self.N-1-c0+1][(-1 * c0) + self.N-1])
                for c1 in range (self.N + c0 * -1 + 1 , (self.N-1)+1):
                    table[self.N-1-c0][c1] = max(table[self.N-1-c0][c1], table[self.N-1-c0][c1-1])
                    table[self.N-1-c0][c1] = max(table[self.N-1-c0][c1], table[self.N-1-c0+1][c1])
                    table[self.N-1-c0][c1] = max(table[self.N-1-c0][c1], table[self.N-1-c0+1][c1-1]+match(seq[self.N-1-c0], seq[c1]))
                    for c2 in range (self.N + c0 * -1 , (c1-1)+1):
                        table[self.N-1-c0][c1] = max(table[self.N-1-c0][c1], table[self.N-1-c0][c2] + table[c2+1][c1])


class _StrategyListFlattened(Nussinov):
    FLATTENED = True

    def __init__(self, N, LOAD_ELIMINATION=False):
        super().__init__(N)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, seq, table):
        for i in range(0, self.N):
            seq[i] = (i + 1) % 4  # right side is AGCT/0..3

        for i in range(0, self.N):
            for j in range(0, self.N):
                table[self.N * i + j] = self.DATA_TYPE(0)

    @alpyna.jit
    def kernel_regular(self, seq, table):
        def match(b1,b2): return b1+b2==3
        for i in range ((self.N-1)+1):
            for j in range (self.N + i * -1 , (self.N-1)+1):
                if((j-1>= 0)):
                    table[self.N*(self.N-1-i) + j] = max(table[self.N*(self.N-1-i)+j], table[self.N*(self.N-1-i)+j-1])
                if((i-1>= 0)):
                    table[self.N*(self.N-1-i) + j] = max(table[self.N*(self.N-1-i)+j], table[self.N*(self.N-1-i+1)+j])
                if((i-1>= 0) and (j-1>= 0) and (self.N*-1+i+j-1>= 0)):
                    table[self.N*(self.N-1-i)+j] = max(table[self.N*(self.N-1-i)+j], table[self.N*(self.N-1-i+1)+j-1]+match(seq[self.N-1-i], seq[j]))
                if((i-1>= 0) and (j-1>= 0) and (self.N+i*-1+j*-1>= 0)):
                    table[self.N*(self.N-1-i)+j] = max(table[self.N*(self.N-1-i)+j], table[self.N*(self.N-1-i+1)+j-1])
                for k in range (self.N + i * -1 , (j-1)+1):
                    table[self.N*(self.N-1-i)+j] = max(table[self.N*(self.N-1-i)+j], table[self.N*(self.N-1-i)+k] + table[self.N*(k+1)+j])

    @alpyna.jit
    def kernel_le(self, seq, table):
        def match(b1,b2): return b1+b2==3
        for i in range ((self.N-1)+1):
            for j in range (self.N + i * -1 , (self.N-1)+1):
                tmp = table[self.N*(self.N-1-i) + j] # load elimination
                if((j-1>= 0)):
                    tmp = max(tmp, table[self.N*(self.N-1-i)+j-1]) # load elimination
                if((i-1>= 0)):
                    tmp = max(tmp, table[self.N*(self.N-1-i+1)+j]) # load elimination
                if((i-1>= 0) and (j-1>= 0) and (self.N*-1+i+j-1>= 0)):
                    tmp = max(tmp, table[self.N*(self.N-1-i+1)+j-1]+match(seq[self.N-1-i], seq[j])) # load elimination
                if((i-1>= 0) and (j-1>= 0) and (self.N+i*-1+j*-1>= 0)):
                    tmp = max(tmp, table[self.N*(self.N-1-i+1)+j-1]) # load elimination
                for k in range (self.N + i * -1 , (j-1)+1):
                    tmp = max(tmp, table[self.N*(self.N-1-i)+k] + table[self.N*(k+1)+j]) # load elimination
                table[ self.N*(self.N-1-i)+j ] = tmp # load elimination


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, seq, table):
        def match(b1, b2): return b1+b2 == 3
        table_flattened = table.ravel()
        for i in range(self.N):
            diag_i = np.arange( 0, self.N-i-1 )
            diag_j = np.arange( i+1, self.N )
            slice_W      = slice( i , i + self.N*(self.N-i-1) , self.N+1 )
            slice_center = slice( i+1 , i+1 + self.N*(self.N-i-1) , self.N+1 )
            slice_SW = slice( i+self.N , i + self.N*(self.N-i) , self.N+1 )
            slice_S = slice( i+1+self.N , i+1 + self.N*(self.N-i) , self.N+1 )
            table_flattened[slice_center] = np.maximum( table_flattened[slice_center], table_flattened[slice_W] )
            table_flattened[slice_center] = np.maximum( table_flattened[slice_center], table_flattened[slice_S] )
            if i > 0: table_flattened[ slice_center ] = np.maximum( table_flattened[slice_center], table_flattened[slice_SW] + match( seq[0:self.N-1-i], seq[i+1:self.N] ) )
            else: table_flattened[ slice_center] = np.maximum( table_flattened[slice_center], table_flattened[slice_SW] )
            if i < self.N-1: table_flattened[slice_center] = np.maximum( table_flattened[slice_center], np.max( table[0:self.N-i-1, i+1:self.N], axis=0 ) )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    # No difference for --pluto / vectorizer / maxfuse
    @alpyna.jit
    def kernel(self, seq, table):
        def match(b1,b2):
            return b1+b2 == 3
        if((self.N-2>= 0)):
            table[self.N*(self.N-1-1) + self.N + -1] = max(table[self.N*(self.N-1-1) + self.N + -1], table[self.N*(self.N-1-1) + self.N + -1 -1])
            table[self.N*(self.N-1-1) + self.N + -1] = max(table[self.N*(self.N-1-1) + self.N + -1], table[self.N*(self.N-1-1 +1) + self.N + -1])
            table[self.N*(self.N-1-1) + self.N + -1] = max(table[self.N*(self.N-1-1) + self.N + -1], table[self.N*(self.N-1-1 +1) + self.N + -1 -1])
            for c0 in range (2 , (self.N-1)+1):
                table[self.N*(self.N-1-c0) + (-1 * c0) + self.N] = max(table[self.N*(self.N-1-c0) + (-1 * c0) + self.N], table[self.N*(self.N-1-c0) + (-1 * c0) + self.N-1])
                table[self.N*(self.N-1-c0) + (-1 * c0) + self.N] = max(table[self.N*(self.N-1-c0) + (-1 * c0) + self.N], table[self.N*(self.N-1-c0+1) + (-1 * c0) + self.N])
                table[self.N*(self.N-1-c0) + (-1 * c0) + self.N] = max(table[self.N*(self.N-1-c0) + (-1 * c0) + self.N], table[self.N*(self.N-1-c0+1) + (-1 * c0) + self.N-1])
                for c1 in range (self.N + c0 * -1 + 1 , (self.N-1)+1):
                    table[self.N*(self.N-1-c0) + c1] = max(table[self.N*(self.N-1-c0) + c1], table[self.N*(self.N-1-c0) + c1-1])
                    table[self.N*(self.N-1-c0) + c1] = max(table[self.N*(self.N-1-c0) + c1], table[self.N*(self.N-1-c0+1) + c1])
                    table[self.N*(self.N-1-c0) + c1] = max(table[self.N*(self.N-1-c0) + c1], table[self.N*(self.N-1-c0+1) + c1-1]+match(seq[self.N-1-c0], seq[c1]))
                    for c2 in range (self.N + c0 * -1 , (c1-1)+1):
                        table[self.N*(self.N-1-c0) + c1] = max(table[self.N*(self.N-1-c0) + c1], table[self.N*(self.N-1-c0) + c2] + table[self.N*(c2+1) + c1])


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
show("ListFlattenedPluto", _StrategyListFlattenedPluto(N).run_benchmark())
