# pbpy_covariance: covariance of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/datamining/covariance/covariance.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto, ListFlattened, NumPy (.sum(axis=0), a row loop
# with (data[0:N,i] * data[0:N,0:N].T).sum(axis=1) as in the source, which
# needs N >= M), ListFlattenedPluto's kernel_pluto, kernel_maxfuse and
# kernel_vectorizer. float_n is float(N) as in PolyBench/C.
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



class Covariance(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        float_n = self.DATA_TYPE(self.N)

        data = self.create_array(2, [self.N, self.M], self.DATA_TYPE(0))
        cov = self.create_array(2, [self.M, self.M], self.DATA_TYPE(0))
        mean = self.create_array(1, [self.M], self.DATA_TYPE(0))

        self.initialize_array(float_n, data, cov, mean)
        self.kernel(float_n, data, cov, mean)
        return [('cov', cov)]


class _StrategyList(Covariance):

    def initialize_array(self, float_n, data, cov, mean):
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[i][j] = self.DATA_TYPE(i * j) / self.M

    @alpyna.jit
    def kernel(self, float_n, data, cov, mean):
        for j in range(0, self.M):
            mean[j] = 0.0
            for i in range(0, self.N):
                mean[j] += data[i][j]
            mean[j] /= float_n

        for i in range(0, self.N):
            for j in range(0, self.M):
                data[i][j] -= mean[j]

        for i in range(0, self.M):
            for j in range(0, self.M):
                cov[i][j] = 0.0
                for k in range(0, self.N):
                    cov[i][j] += data[k][i] * data[k][j]
                cov[i][j] /= float_n - 1.0
                cov[j][i] = cov[i][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, float_n, data, cov, mean):
        if((self.M-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range (c1 , (self.M-1)+1):
                    cov[c1][c2] = 0.0
            for c1 in range ((self.M-1)+1):
                mean[c1] = 0.0
            if((self.N-1>= 0)):
                for c1 in range ((self.M-1)+1):
                    for c2 in range ((self.N-1)+1):
                        mean[c1] += data[c2][c1]
            for c1 in range ((self.M-1)+1):
                mean[c1] /= float_n
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    data[c1][c2] -= mean[c2]
            if((self.N-1>= 0)):
                for c1 in range ((self.M-1)+1):
                    for c2 in range (c1 , (self.M-1)+1):
                        for c3 in range ((self.N-1)+1):
                            cov[c1][c2] += data[c3][c1] * data[c3][c2]
            for c1 in range ((self.M-1)+1):
                for c2 in range (c1 , (self.M-1)+1):
                    cov[c1][c2] /= (float_n - 1.0)
                    cov[c2][c1] = cov[c1][c2]


class _StrategyListFlattened(Covariance):
    FLATTENED = True

    def initialize_array(self, float_n, data, cov, mean):
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[self.M * i + j] = self.DATA_TYPE(i * j) / self.M

    @alpyna.jit
    def kernel(self, float_n, data, cov, mean):
        # mean calculation: reduction + division
        for j in range(0, self.M):
            mean[j] = 0.0
            for i in range(0, self.N):
                mean[j] += data[self.M * i + j]
            mean[j] /= float_n

        # M - V
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[self.M * i + j] -= mean[j]

        # element-by-element
        # 2xcolumn traversal + reduction + transpotision
        for i in range(0, self.M):
            for j in range(0, self.M):
                cov[self.M * i + j] = 0.0
                for k in range(0, self.N):
                    cov[self.M * i + j] += data[self.M * k + i] * data[self.M * k + j]
                cov[self.M * i + j] /= float_n - 1.0
                cov[self.M * j + i] = cov[self.M * i + j]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, float_n, data, cov, mean):
        mean[0:self.M] = data[0:self.N,0:self.M].sum(axis=0)
        mean[0:self.M] /= float_n

        data[0:self.N,0:self.M] -= mean[0:self.M]

        cov[0:self.M,0:self.M] = 0.0
        for i in range(0, self.M):
            cov[i,0:self.M] = (data[0:self.N,i] * data[0:self.N,0:self.N].T).sum(axis=1)
        cov[0:self.M,0:self.M] /= float_n - 1.0


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, float_n, data, cov, mean):
        if((self.M-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range (c1 , (self.M-1)+1):
                    cov[self.M*(c1) + c2] = 0.0
            for c1 in range ((self.M-1)+1):
                mean[c1] = 0.0
            if((self.N-1>= 0)):
                for c1 in range ((self.M-1)+1):
                    for c2 in range ((self.N-1)+1):
                        mean[c1] += data[self.M*(c2) + c1]
            for c1 in range ((self.M-1)+1):
                mean[c1] /= float_n
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    data[self.M*(c1) + c2] -= mean[c2]
            if((self.N-1>= 0)):
                for c1 in range ((self.M-1)+1):
                    for c2 in range (c1 , (self.M-1)+1):
                        for c3 in range ((self.N-1)+1):
                            cov[self.M*(c1) + c2] += data[self.M*(c3) + c1] * data[self.M*(c3) + c2]
            for c1 in range ((self.M-1)+1):
                for c2 in range (c1 , (self.M-1)+1):
                    cov[self.M*(c1) + c2] /= (float_n - 1.0)
                    cov[self.M*(c2) + c1] = cov[self.M*(c1) + c2]

    @alpyna.jit
    def kernel_maxfuse(self, float_n, data, cov, mean):
        if (self.M >= 1):
          if (self.N >= 1):
            for c0 in range( self.M ):
                for c3 in range( self.M ):
                    cov[(c0)*self.M + c3] = 0.0;
                mean[c0] = 0.0;
                for c3 in range( self.N ):
                    mean[c0] += data[(c3)*self.M + c0];
                mean[c0] /= float_n;
                for c3 in range( self.N ):
                    data[(c3)*self.M + c0] -= mean[c0];
                for c3 in range( c0+1 ):
                    for c4 in range( self.N ):
                        cov[(c3)*self.M + c0] += data[(c4)*self.M + c3] * data[(c4)*self.M + c0];
                for c3 in range( c0+1 ):
                    cov[(c3)*self.M + c0] /= (float_n - 1.0);
                    cov[(c0)*self.M + c3] = cov[(c3)*self.M + c0];

          if (self.N <= 0):
            for c0 in range( self.M ):
                for c3 in range( self.M ):
                    cov[(c0)*self.M + c3] = 0.0;
                mean[c0] = 0.0;
                mean[c0] /= float_n;
                for c3 in range( c0+1 ):
                    cov[(c3)*self.M + c0] /= (float_n - 1.0);
                    cov[(c0)*self.M + c3] = cov[(c3)*self.M + c0];

    @alpyna.jit
    def kernel_vectorizer(self, float_n, data, cov, mean):
        if (self.M >= 1):
          ub1 = (self.M + -1);
          for c1 in range(ub1+1):
              for c2 in range( c1, self.M ):
                  cov[(c1)*self.M + c2] = 0.0;
          for c1 in range( self.M ):
              mean[c1] = 0.0;
          if (self.N >= 1):
              for c2 in range( self.N ):
                for c1 in range( self.M ):
                    mean[c1] += data[(c2)*self.M + c1];
          for c1 in range( self.M ):
              mean[c1] /= float_n;
          ub1 = (self.N + -1);
          for c1 in range( ub1+1 ):
              for c2 in range( self.M ):
                  data[(c1)*self.M + c2] -= mean[c2];
          if (self.N >= 1):
            ub1 = (self.M + -1);
            for c1 in range( ub1+1 ):
                  for c3 in range( self.N ):
                    for c2 in range( c1, self.M ):
                        cov[(c1)*self.M + c2] += data[(c3)*self.M + c1] * data[(c3)*self.M + c2];
          ub1 = (self.M + -1);
          for c1 in range( ub1+1 ):
              for c2 in range( c1, self.M ):
                  cov[(c1)*self.M + c2] /= (float_n - 1.0);
                  cov[(c2)*self.M + c1] = cov[(c1)*self.M + c2];


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



M, N = 28, 32
if len(sys.argv) > 1:
    M, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(M, N).run_benchmark())
show("ListPluto", _StrategyListPluto(M, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(M, N).run_benchmark())
show("NumPy", _StrategyNumPy(M, N).run_benchmark())
for pocc in ("pluto", "maxfuse", "vectorizer"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(M, N, pocc).run_benchmark())
