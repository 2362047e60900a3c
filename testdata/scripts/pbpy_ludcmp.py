# pbpy_ludcmp: ludcmp of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/solvers/ludcmp/ludcmp.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List (scalar w reused by four nests, a backward range(N-1, -1, -1)),
# ListPluto, ListFlattened, NumPy (np.dot of slices; `w = b[0:N]` is a view of
# b, as in the source), ListFlattenedPluto's kernel_pluto and kernel_maxfuse.
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



class Ludcmp(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        b = self.create_array(1, [self.N], self.DATA_TYPE(0))
        x = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(A, b, x, y)
        self.kernel(A, b, x, y)
        return [('x', x)]


class _StrategyList(Ludcmp):

    def initialize_array(self, A, b, x, y):
        fn = self.DATA_TYPE(self.N)

        for i in range(0, self.N):
            x[i] = self.DATA_TYPE(0)
            y[i] = self.DATA_TYPE(0)
            b[i] = (i + 1) / fn / 2.0 + 4

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
    def kernel(self, A, b, x, y):
        for i in range(0, self.N):
            for j in range(0, i):
                w = A[i][j]
                for k in range(0, j):
                    w -= A[i][k] * A[k][j]
                A[i][j] = w / A[j][j]

            for j in range(i, self.N):
                w = A[i][j]
                for k in range(0, i):
                    w -= A[i][k] * A[k][j]
                A[i][j] = w

        for i in range(0, self.N):
            w = b[i]
            for j in range(0, i):
                w -= A[i][j] * y[j]
            y[i] = w

        for i in range(self.N - 1, -1, -1):
            w = y[i]
            for j in range(i + 1, self.N):
                w -= A[i][j] * x[j]
            x[i] = w / A[i][i]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, b, x, y):
        if((self.N-1>= 0)):
            for c5 in range ((self.N-1)+1):
                w = A[0][c5]
                A[0][c5] = w
            if((self.N-2>= 0)):
                w = A[1][0]
                A[1][0] = w / A[0][0]
                for c5 in range (1 , (self.N-1)+1):
                    w = A[1][c5]
                    w -= A[1][0] * A[0][c5]
                    A[1][c5] = w
            for c3 in range (2 , (self.N-1)+1):
                w = A[c3][0]
                A[c3][0] = w / A[0][0]
                for c5 in range (1 , (c3-1)+1):
                    w = A[c3][c5]
                    for c6 in range ((c5-1)+1):
                        w -= A[c3][c6] * A[c6][c5]
                    A[c3][c5] = w / A[c5][c5]
                for c5 in range (c3 , (self.N-1)+1):
                    w = A[c3][c5]
                    for c6 in range ((c3-1)+1):
                        w -= A[c3][c6] * A[c6][c5]
                    A[c3][c5] = w
            w = b[0]
            y[0] = w
            for c3 in range (1 , (self.N-1)+1):
                w = b[c3]
                for c5 in range ((c3-1)+1):
                    w -= A[c3][c5] * y[c5]
                y[c3] = w
            w = y[self.N-1-0]
            x[self.N-1-0] = w / A[self.N-1-0][self.N-1-0]
            for c3 in range (1 , (self.N-1)+1):
                w = y[self.N-1-c3]
                for c5 in range (self.N + c3 * -1 , (self.N-1)+1):
                    w -= A[self.N-1-c3][c5] * x[c5]
                x[self.N-1-c3] = w / A[self.N-1-c3][self.N-1-c3]


class _StrategyListFlattened(Ludcmp):
    FLATTENED = True

    def initialize_array(self, A, b, x, y):
        fn = self.DATA_TYPE(self.N)

        for i in range(0, self.N):
            x[i] = self.DATA_TYPE(0)
            y[i] = self.DATA_TYPE(0)
            b[i] = (i + 1) / fn / 2.0 + 4

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
    def kernel(self, A, b, x, y):
        for i in range(0, self.N):
            for j in range(0, i):
                w = A[self.N * i + j]
                for k in range(0, j):
                    w -= A[self.N * i + k] * A[self.N * k + j]
                A[self.N * i + j] = w / A[self.N * j + j]

            for j in range(i, self.N):
                w = A[self.N * i + j]
                for k in range(0, i):
                    w -= A[self.N * i + k] * A[self.N * k + j]
                A[self.N * i + j] = w

        for i in range(0, self.N):
            w = b[i]
            for j in range(0, i):
                w -= A[self.N * i + j] * y[j]
            y[i] = w

        for i in range(self.N - 1, -1, -1):
            w = y[i]
            for j in range(i + 1, self.N):
                w -= A[self.N * i + j] * x[j]
            x[i] = w / A[self.N * i + i]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, b, x, y):
        for i in range(0, self.N):
            for j in range(0, i):
                w = A[i, j]
                w -= np.dot( A[i,0:j], A[0:j,j] )
                A[i, j] = w / A[j, j]

            for j in range(i, self.N):
                w = A[i, j]
                w -= np.dot( A[i,0:i], A[0:i,j] )
                A[i, j] = w

        w = b[0:self.N]
        for i in range(0, self.N):
            w[i] -= np.dot( A[i,0:i], y[0:i] )
            y[i] = w[i]

        for i in range(self.N - 1, -1, -1):
            w = y[i]
            w -= np.dot( A[i,i+1:self.N], x[i+1:self.N] )
            x[i] = w / A[i, i]


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, N, POCC):
        super().__init__(N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, A, b, x, y):
        if((self.N-1>= 0)):
            for c5 in range ((self.N-1)+1):
                w = A[self.N*(0) + c5]
                A[self.N*(0) + c5] = w
            if((self.N-2>= 0)):
                w = A[self.N*(1) + 0]
                A[self.N*(1) + 0] = w / A[self.N*(0) + 0]
                for c5 in range (1 , (self.N-1)+1):
                    w = A[self.N*(1) + c5]
                    w -= A[self.N*(1) + 0] * A[self.N*(0) + c5]
                    A[self.N*(1) + c5] = w
            for c3 in range (2 , (self.N-1)+1):
                w = A[self.N*(c3) + 0]
                A[self.N*(c3) + 0] = w / A[self.N*(0) + 0]
                for c5 in range (1 , (c3-1)+1):
                    w = A[self.N*(c3) + c5]
                    for c6 in range ((c5-1)+1):
                        w -= A[self.N*(c3) + c6] * A[self.N*(c6) + c5]
                    A[self.N*(c3) + c5] = w / A[self.N*(c5) + c5]
                for c5 in range (c3 , (self.N-1)+1):
                    w = A[self.N*(c3) + c5]
                    for c6 in range ((c3-1)+1):
                        w -= A[self.N*(c3) + c6] * A[self.N*(c6) + c5]
                    A[self.N*(c3) + c5] = w
            w = b[0]
            y[0] = w
            for c3 in range (1 , (self.N-1)+1):
                w = b[c3]
                for c5 in range ((c3-1)+1):
                    w -= A[self.N*(c3) + c5] * y[c5]
                y[c3] = w
            w = y[self.N-1-0]
            x[self.N-1-0] = w / A[self.N*(self.N-1-0) + self.N-1-0]
            for c3 in range (1 , (self.N-1)+1):
                w = y[self.N-1-c3]
                for c5 in range (self.N + c3 * -1 , (self.N-1)+1):
                    w -= A[self.N*(self.N-1-c3) + c5] * x[c5]
                x[self.N-1-c3] = w / A[self.N*(self.N-1-c3) + self.N-1-c3]

    @alpyna.jit
    def kernel_maxfuse(self, A, b, x, y):
        if (self.N >= 1):
          for c7 in range( self.N ):
              w = A[(0)*self.N + c7];
              A[(0)*self.N + c7] = w;
          if (self.N >= 2):
            w = A[(1)*self.N + 0];
            A[(1)*self.N + 0] = w / A[(0)*self.N + 0];
            for c7 in range( 1, self.N ):
                w = A[(1)*self.N + c7];
                w -= A[(1)*self.N + 0] * A[(0)*self.N + c7];
                A[(1)*self.N + c7] = w;

          for c4 in range( 2, self.N ):
              w = A[(c4)*self.N + 0];
              A[(c4)*self.N + 0] = w / A[(0)*self.N + 0];
              for c7 in range( 1, c4 ):
                  w = A[(c4)*self.N + c7];
                  for c8 in range( c7 ):
                      w -= A[(c4)*self.N + c8] * A[(c8)*self.N + c7];
                  A[(c4)*self.N + c7] = w / A[(c7)*self.N + c7];
              for c7 in range( c4, self.N ):
                  w = A[(c4)*self.N + c7];
                  for c8 in range( c4 ):
                      w -= A[(c4)*self.N + c8] * A[(c8)*self.N + c7];
                  A[(c4)*self.N + c7] = w;
          w = b[0];
          y[0] = w;
          for c4 in range( 1, self.N ):
              w = b[c4];
              for c7 in range( c4 ):
                  w -= A[(c4)*self.N + c7] * y[c7];
              y[c4] = w;
          w = y[self.N-1-0];
          x[self.N-1-0] = w / A[(self.N-1-0)*self.N + self.N-1-0];
          for c4 in range( 1, self.N ):
              w = y[self.N-1-c4];
              for c7 in range( -c4 + self.N, self.N ):
                  w -= A[(self.N-1-c4)*self.N + c7] * x[c7];
              x[self.N-1-c4] = w / A[(self.N-1-c4)*self.N + self.N-1-c4];


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
show("NumPy", _StrategyNumPy(N).run_benchmark())
for pocc in ("pluto", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(N, pocc).run_benchmark())
