# pbpy_correlation: correlation of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/datamining/correlation/correlation.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List (`sqrt` imported from math, `1.0 if ... else ...`), ListPluto,
# ListFlattened, NumPy (.sum(axis=0), np.where, np.diag_indices, np.triu_indices,
# np.tril_indices, a row loop with .sum(axis=1)), ListFlattenedPluto's kernel_pluto.
# float_n is float(N) as in PolyBench/C.
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


from math import sqrt


class Correlation(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        float_n = self.DATA_TYPE(self.N)

        data = self.create_array(2, [self.N, self.M], self.DATA_TYPE(0))
        corr = self.create_array(2, [self.M, self.M], self.DATA_TYPE(0))
        mean = self.create_array(1, [self.M], self.DATA_TYPE(0))
        stddev = self.create_array(1, [self.M], self.DATA_TYPE(0))

        self.initialize_array(float_n, data, corr, mean, stddev)
        self.kernel(float_n, data, corr, mean, stddev)
        return [('corr', corr)]


class _StrategyList(Correlation):

    def initialize_array(self, float_n, data, corr, mean, stddev):
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[i][j] = (self.DATA_TYPE(i * j) / self.M) + i

    @alpyna.jit
    def kernel(self, float_n, data, corr, mean, stddev):
        eps = 0.1

        for j in range(0, self.M):
            mean[j] = 0.0
            for i in range(0, self.N):
                mean[j] += data[i][j]
            mean[j] /= float_n

        for j in range(0, self.M):
            stddev[j] = 0.0
            for i in range(0, self.N):
                stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j])
            stddev[j] /= float_n
            stddev[j] = sqrt(stddev[j])
            # The following in an elegant but usual way to handle near-zero std. dev. values, which below would cause a
            # zero divide.
            stddev[j] = 1.0 if stddev[j] <= eps else stddev[j]

        # Center and reduce the column vectors.
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[i][j] -= mean[j]
                data[i][j] /= sqrt(float_n) * stddev[j]

        # Calculate the m*n correlation matrix.
        for i in range(0, self.M-1):
            corr[i][i] = 1.0
            for j in range(i+1, self.M):
                corr[i][j] = 0.0
                for k in range(0, self.N):
                    corr[i][j] += (data[k][i] * data[k][j])
                corr[j][i] = corr[i][j]
        corr[self.M-1][self.M-1] = 1.0


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, float_n, data, corr, mean, stddev):
        eps = 0.1

        corr[self.M-1][self.M-1] = 1.0
        for c1 in range ((self.M-2)+1):
            for c2 in range (c1 + 1 , (self.M-1)+1):
                corr[c1][c2] = 0.0
        for c1 in range ((self.M-2)+1):
            corr[c1][c1] = 1.0
            stddev[c1] = 0.0
            mean[c1] = 0.0
        if((self.M-1>= 0)):
            stddev[self.M + -1] = 0.0
            mean[self.M + -1] = 0.0
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    mean[c1] += data[c2][c1]
        for c1 in range ((self.M-1)+1):
            mean[c1] /= float_n
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    stddev[c1] += (data[c2][c1] - mean[c1]) * (data[c2][c1] - mean[c1])
                    data[c2][c1] -= mean[c1]
        for c1 in range ((self.M-1)+1):
            stddev[c1] /= float_n
            stddev[c1] = sqrt(stddev[c1])
            stddev[c1] = 1.0 if stddev[c1] <= eps else stddev[c1]
        if((self.M-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    data[c1][c2] /= sqrt(float_n) * stddev[c2]
        if((self.N-1>= 0)):
            for c1 in range ((self.M-2)+1):
                for c2 in range (c1 + 1 , (self.M-1)+1):
                    for c3 in range ((self.N-1)+1):
                        corr[c1][c2] += (data[c3][c1] * data[c3][c2])
        for c1 in range ((self.M-2)+1):
            for c2 in range (c1 + 1 , (self.M-1)+1):
                corr[c2][c1] = corr[c1][c2]


class _StrategyListFlattened(Correlation):
    FLATTENED = True

    def initialize_array(self, float_n, data, corr, mean, stddev):
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[self.M * i + j] = (self.DATA_TYPE(i * j) / self.M) + i

    @alpyna.jit
    def kernel(self, float_n, data, corr, mean, stddev):
        eps = 0.1

        # mean calculation: reduction + division
        for j in range(0, self.M):
            mean[j] = 0.0
            for i in range(0, self.N):
                mean[j] += data[self.M * i + j]
            mean[j] /= float_n

        # (M - V) * (M-V) reduction
        for j in range(0, self.M):
            stddev[j] = 0.0
            for i in range(0, self.N):
                stddev[j] += (data[self.M * i + j] - mean[j]) * (data[self.M * i + j] - mean[j])
            stddev[j] /= float_n
            stddev[j] = sqrt(stddev[j])
            # The following in an elegant but usual way to handle near-zero std. dev. values, which below would cause a
            # zero divide.
            stddev[j] = 1.0 if stddev[j] <= eps else stddev[j]

        # Center and reduce the column vectors.
        # (M-V) / V
        for i in range(0, self.N):
            for j in range(0, self.M):
                data[self.M * i + j] -= mean[j]
                data[self.M * i + j] /= sqrt(float_n) * stddev[j]

        # Calculate the m*n correlation matrix.
        # 2x column traversal + reduction + transposition
        for i in range(0, self.M - 1):
            corr[self.M * i + i] = 1.0
            for j in range(i + 1, self.M):
                corr[self.M * i + j] = 0.0
                for k in range(0, self.N):
                    corr[self.M * i + j] += (data[self.M * k + i] * data[self.M * k + j])
                corr[self.M * j + i] = corr[self.M * i + j]
        corr[self.M * (self.M - 1) + (self.M - 1)] = 1.0


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, float_n, data, corr, mean, stddev):
        eps = 0.1

        mean[0:self.M] = data[0:self.N,0:self.M].sum(axis=0)
        mean[0:self.M] /= float_n

        stddev[0:self.M] = ((data[0:self.N,0:self.M]-mean[0:self.M]) * (data[0:self.N,0:self.M]-mean[0:self.M])).sum(axis=0)
        stddev[0:self.M] /= float_n
        stddev[0:self.M] = np.sqrt(stddev[0:self.M])
            # The following in an elegant but usual way to handle near-zero std. dev. values, which below would cause a
            # zero divide.
        stddev[0:self.M] = np.where( stddev[0:self.M] <= eps, 1.0, stddev[0:self.M] )

        # Center and reduce the column vectors.
        data[0:self.N, 0:self.M] -= mean[0:self.M]
        data[0:self.N, 0:self.M] /= sqrt(float_n) * stddev[0:self.M]

        # Calculate the m*n correlation matrix.
        corr[np.diag_indices(corr.shape[0])] = 1.0
        triu_indices = np.triu_indices( n=self.M, m=self.M, k=1 )
        corr[triu_indices] = 0.0
        for i in range(0, self.M - 1):
            corr[i,i+1:self.M] = (data[0:self.N,i] * data[0:self.N,i+1:self.M].T).sum(axis=1)
        tril_indices = np.tril_indices( n=self.M, m=self.M, k=-1 )
        corr[tril_indices] = corr[triu_indices]
        corr[self.M - 1, self.M - 1] = 1.0


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, float_n, data, corr, mean, stddev):
        eps = 0.1
        corr[self.M*(self.M-1)+self.M-1] = 1.0
        for c1 in range ((self.M-2)+1):
            for c2 in range (c1 + 1 , (self.M-1)+1):
                corr[self.M*c1+c2] = 0.0
        for c1 in range ((self.M-2)+1):
            corr[self.M*c1+c1] = 1.0
            stddev[c1] = 0.0
            mean[c1] = 0.0
        if((self.M-1>= 0)):
            stddev[self.M + -1] = 0.0
            mean[self.M + -1] = 0.0
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    mean[c1] += data[self.M*c2+c1]
        for c1 in range ((self.M-1)+1):
            mean[c1] /= float_n
        if((self.N-1>= 0)):
            for c1 in range ((self.M-1)+1):
                for c2 in range ((self.N-1)+1):
                    stddev[c1] += (data[self.M*c2+c1] - mean[c1]) * (data[self.M*c2+c1] - mean[c1])
                    data[self.M*c2+c1] -= mean[c1]
        for c1 in range ((self.M-1)+1):
            stddev[c1] /= float_n
            stddev[c1] = sqrt(stddev[c1])
            stddev[c1] = 1.0 if stddev[c1] <= eps else stddev[c1]
        if((self.M-1>= 0)):
            for c1 in range ((self.N-1)+1):
                for c2 in range ((self.M-1)+1):
                    data[self.M*c1+c2] /= sqrt(float_n) * stddev[c2]
        if((self.N-1>= 0)):
            for c1 in range ((self.M-2)+1):
                for c2 in range (c1 + 1 , (self.M-1)+1):
                    for c3 in range ((self.N-1)+1):
                        corr[self.M*c1+c2] += (data[self.M*c3+c1] * data[self.M*c3+c2])
        for c1 in range ((self.M-2)+1):
            for c2 in range (c1 + 1 , (self.M-1)+1):
                corr[self.M*c2+c1] = corr[self.M*c1+c2]


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
show("ListFlattenedPluto.pluto", _StrategyListFlattenedPluto(M, N, "pluto").run_benchmark())
