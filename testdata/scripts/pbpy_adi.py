# pbpy_adi: adi of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/stencils/adi/adi.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List (column and row sweeps, backward range(N-2, 0, -1)),
# ListPluto (distributed sweeps, c18 reversed in the subscripts),
# ListFlattened's kernel_regular and kernel_le (scalar tmp_pm1), NumPy
# (sweeps over 1:N-1 slices).
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



class Adi(PolyBench):

    def __init__(self, TSTEPS, N):
        self.TSTEPS = TSTEPS
        self.N = N

    def run_benchmark(self):
        u = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        v = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        p = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        q = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(u, v, p, q)
        self.kernel(u, v, p, q)
        return [('u', u)]


class _StrategyList(Adi):

    def initialize_array(self, u, v, p, q):
        for i in range(0, self.N):
            for j in range(0, self.N):
                u[i][j] = self.DATA_TYPE(i + self.N - j) / self.N

    @alpyna.jit
    def kernel(self, u, v, p, q):
        DX = 1.0 / self.DATA_TYPE(self.N)
        DY = 1.0 / self.DATA_TYPE(self.N)
        DT = 1.0 / self.DATA_TYPE(self.TSTEPS)
        B1 = 2.0
        B2 = 1.0
        mul1 = B1 * DT / (DX * DX)
        mul2 = B2 * DT / (DY * DY)

        a = -mul1 / 2.0
        b = 1.0 + mul1
        c = a
        d = -mul2 / 2.0
        e = 1.0 + mul2
        f = d

        for t in range(1, self.TSTEPS + 1):
            # Column Sweep
            for i in range(1, self.N - 1):
                v[0][i] = 1.0
                p[i][0] = 0.0
                q[i][0] = v[0][i]
                for j in range(1, self.N - 1):
                    p[i][j] = -c / (a * p[i][j-1]+b)
                    q[i][j] = (-d * u[j][i-1]+(1.0+2.0 * d) * u[j][i] - f * u[j][i+1]-a * q[i][j-1]) / (a * p[i][j-1]+b)

                v[self.N-1][i] = 1.0
                for j in range(self.N - 2, 0, -1):
                    v[j][i] = p[i][j] * v[j+1][i] + q[i][j]

            # Row Sweep
            for i in range(1, self.N - 1):
                u[i][0] = 1.0
                p[i][0] = 0.0
                q[i][0] = u[i][0]
                for j in range(1, self.N - 1):
                    p[i][j] = -f / (d * p[i][j-1]+e)
                    q[i][j] = (-a * v[i-1][j]+(1.0+2.0 * a) * v[i][j] - c * v[i+1][j]-d * q[i][j-1]) / (d * p[i][j-1]+e)

                u[i][self.N-1] = 1.0
                for j in range(self.N - 2, 0, -1):
                    u[i][j] = p[i][j] * u[i][j+1] + q[i][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, u, v, p, q):
        DY = 1.0/self.DATA_TYPE(self.N)
        DT = 1.0/self.DATA_TYPE(self.TSTEPS)
        B1 = 2.0
        B2 = 1.0
        mul2 = B2 * DT / (DY * DY)
        e = 1.0+mul2
        d = -mul2 / 2.0
        DX = 1.0/self.DATA_TYPE(self.N)
        f = d
        mul1 = B1 * DT / (DX * DX)
        b = 1.0+mul1
        a = -mul1 / 2.0
        c = a
        if((self.N-3>= 0)):
            for c1 in range (1 , (self.TSTEPS)+1):
                for c17 in range (1 , (self.N-2)+1):
                    v[self.N-1][c17] = 1.0
                for c17 in range (1 , (self.N-2)+1):
                    p[c17][0] = 0.0
                for c17 in range (1 , (self.N-2)+1):
                    for c18 in range (1 , (self.N-2)+1):
                        p[c17][c18] = -c / (a*p[c17][c18-1]+b)
                for c17 in range (1 , (self.N-2)+1):
                    v[0][c17] = 1.0
                for c17 in range (1 , (self.N-2)+1):
                    q[c17][0] = v[0][c17]
                for c17 in range (1 , (self.N-2)+1):
                    for c18 in range (1 , (self.N-2)+1):
                        q[c17][c18] = (-d*u[c18][c17-1]+(1.0+2.0*d)*u[c18][c17] - f*u[c18][c17+1]-a*q[c17][c18-1])/(a*p[c17][c18-1]+b)
                for c17 in range (1 , (self.N-2)+1):
                    u[c17][0] = 1.0
                    p[c17][0] = 0.0
                    u[c17][self.N-1] = 1.0
                for c17 in range (1 , (self.N-2)+1):
                    q[c17][0] = u[c17][0]
                for c17 in range (1 , (self.N-2)+1):
                    for c18 in range (1 , (self.N-2)+1):
                        v[self.N-1-c18][c17] = p[c17][self.N-1-c18] * v[self.N-c18][c17] + q[c17][self.N-1-c18]
                for c17 in range (1 , (self.N-2)+1):
                    for c18 in range (1 , (self.N-2)+1):
                        p[c17][c18] = -f / (d*p[c17][c18-1]+e)
                for c17 in range (1 , (self.N-2)+1):
                    for c18 in range (1 , (self.N-2)+1):
                        q[c17][c18] = (-a*v[c17-1][c18]+(1.0+2.0*a)*v[c17][c18] - c*v[c17+1][c18]-d*q[c17][c18-1])/(d*p[c17][c18-1]+e)
                for c17 in range (1 , (self.N-2)+1):
                    for c18 in range (1 , (self.N-2)+1):
                        u[c17][self.N-1-c18] = p[c17][self.N-1-c18] * u[c17][self.N-c18] + q[c17][self.N-1-c18]


class _StrategyListFlattened(Adi):
    FLATTENED = True

    def __init__(self, TSTEPS, N, LOAD_ELIMINATION=False):
        super().__init__(TSTEPS, N)
        if LOAD_ELIMINATION: self.kernel = self.kernel_le
        else: self.kernel = self.kernel_regular

    def initialize_array(self, u, v, p, q):
        for i in range(0, self.N):
            for j in range(0, self.N):
                u[self.N * i + j] = self.DATA_TYPE(i + self.N - j) / self.N

    @alpyna.jit
    def kernel_regular(self, u, v, p, q):
        DX = 1.0 / self.DATA_TYPE(self.N)
        DY = 1.0 / self.DATA_TYPE(self.N)
        DT = 1.0 / self.DATA_TYPE(self.TSTEPS)
        B1 = 2.0
        B2 = 1.0
        mul1 = B1 * DT / (DX * DX)
        mul2 = B2 * DT / (DY * DY)

        a = -mul1 / 2.0
        b = 1.0 + mul1
        c = a
        d = -mul2 / 2.0
        e = 1.0 + mul2
        f = d

        for t in range(1, self.TSTEPS + 1):
            # Column Sweep
            for i in range(1, self.N - 1):
                v[self.N * 0 + i] = 1.0
                p[self.N * i + 0] = 0.0
                q[self.N * i + 0] = v[self.N * 0 + i]
                for j in range(1, self.N - 1):
                    p[self.N * i + j] = -c / (a * p[self.N * i + j - 1] + b)
                    q[self.N * i + j] = (-d * u[self.N * j + i - 1] + (1.0 + 2.0 * d) * u[self.N * j + i]
                                         - f * u[self.N * j + i + 1] - a * q[self.N * i + j - 1]) / (
                                a * p[self.N * i + j - 1] + b)

                v[self.N * (self.N - 1) + i] = 1.0
                for j in range(self.N - 2, 0, -1):
                    v[self.N * j + i] = p[self.N * i + j] * v[self.N * (j + 1) + i] + q[self.N * i + j]

            # Row Sweep
            for i in range(1, self.N - 1):
                u[self.N * i + 0] = 1.0
                p[self.N * i + 0] = 0.0
                q[self.N * i + 0] = u[self.N * i + 0]
                for j in range(1, self.N - 1):
                    p[self.N * i + j] = -f / (d * p[self.N * i + j - 1] + e)
                    q[self.N * i + j] = (-a * v[self.N * (i - 1) + j] + (1.0 + 2.0 * a) * v[self.N * i + j]
                                         - c * v[self.N * (i + 1) + j] - d * q[self.N * i + j - 1]) / (
                                d * p[self.N * i + j - 1] + e)

                u[self.N * i + self.N - 1] = 1.0
                for j in range(self.N - 2, 0, -1):
                    u[self.N * i + j] = p[self.N * i + j] * u[self.N * i + j + 1] + q[self.N * i + j]

    @alpyna.jit
    def kernel_le(self, u, v, p, q):
        DX = 1.0 / self.DATA_TYPE(self.N)
        DY = 1.0 / self.DATA_TYPE(self.N)
        DT = 1.0 / self.DATA_TYPE(self.TSTEPS)
        B1 = 2.0
        B2 = 1.0
        mul1 = B1 * DT / (DX * DX)
        mul2 = B2 * DT / (DY * DY)

        a = -mul1 / 2.0
        b = 1.0 + mul1
        c = a
        d = -mul2 / 2.0
        e = 1.0 + mul2
        f = d

        for t in range(1, self.TSTEPS + 1):
            # Column Sweep
            for i in range(1, self.N - 1):
                v[self.N * 0 + i] = 1.0
                p[self.N * i + 0] = 0.0
                q[self.N * i + 0] = v[self.N * 0 + i]
                for j in range(1, self.N - 1):
                    tmp_pm1 = p[self.N * i + j - 1] # load elimination
                    p[self.N * i + j] = -c / (a * tmp_pm1 + b) # load elimination
                    q[self.N * i + j] = (-d * u[self.N * j + i - 1] + (1.0 + 2.0 * d) * u[self.N * j + i]
                                         - f * u[self.N * j + i + 1] - a * q[self.N * i + j - 1]) / (
                                a * tmp_pm1 + b) # load elimination

                v[self.N * (self.N - 1) + i] = 1.0
                for j in range(self.N - 2, 0, -1):
                    v[self.N * j + i] = p[self.N * i + j] * v[self.N * (j + 1) + i] + q[self.N * i + j]

            # Row Sweep
            for i in range(1, self.N - 1):
                u[self.N * i + 0] = 1.0
                p[self.N * i + 0] = 0.0
                q[self.N * i + 0] = u[self.N * i + 0]
                for j in range(1, self.N - 1):
                    tmp_pm1 = p[self.N * i  + j - 1] # load elimination
                    p[self.N * i + j] = -f / (d * tmp_pm1 + e) # load elimination
                    q[self.N * i + j] = (-a * v[self.N * (i - 1) + j] + (1.0 + 2.0 * a) * v[self.N * i + j]
                                         - c * v[self.N * (i + 1) + j] - d * q[self.N * i + j - 1]) / (
                                d * tmp_pm1 + e) # load elimination

                u[self.N * i + self.N - 1] = 1.0
                for j in range(self.N - 2, 0, -1):
                    u[self.N * i + j] = p[self.N * i + j] * u[self.N * i + j + 1] + q[self.N * i + j]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, u, v, p, q):
        DX = 1.0 / self.DATA_TYPE(self.N)
        DY = 1.0 / self.DATA_TYPE(self.N)
        DT = 1.0 / self.DATA_TYPE(self.TSTEPS)
        B1 = 2.0
        B2 = 1.0
        mul1 = B1 * DT / (DX * DX)
        mul2 = B2 * DT / (DY * DY)

        a = -mul1 / 2.0
        b = 1.0 + mul1
        c = a
        d = -mul2 / 2.0
        e = 1.0 + mul2
        f = d

        for t in range(1, self.TSTEPS + 1):
            # Column Sweep
            v[0, 1:self.N-1] = 1.0
            p[1:self.N-1, 0] = 0.0
            q[1:self.N-1, 0] = v[0, 1:self.N-1]
            for j in range(1, self.N - 1):
                p[1:self.N-1, j] = -c / (a * p[1:self.N-1, j-1] +b)
                q[1:self.N-1,j] = (-d * u[j, 0:self.N-2]+(1.0+2.0*d) * u[j,1:self.N-1] - f * u[j,2:self.N] - a * q[1:self.N-1,j-1]) / (a * p[1:self.N-1, j-1]+b)

            v[self.N-1, 1:self.N-1] = 1.0
            for j in range(self.N - 2, 0, -1):
                v[ j, 1:self.N-1 ] = p[ 1:self.N-1, j ] * v[ j+1, 1:self.N-1 ] + q[1:self.N-1, j]

            # Row Sweep
            u[1:self.N-1, 0] = 1.0
            p[1:self.N-1, 0] = 0.0
            q[1:self.N-1, 0] = u[1:self.N-1,0]
            for j in range(1, self.N - 1):
                p[1:self.N-1,j] = -f / (d * p[1:self.N-1,j-1]+e)
                q[1:self.N-1,j] = (-a * v[0:self.N-2,j] + (1.0+2.0 * a) * v[1:self.N-1, j] - c * v[2:self.N, j]-d * q[1:self.N-1, j-1]) / (d * p[1:self.N-1, j-1]+e)

            u[1:self.N-1, self.N-1] = 1.0
            for j in range(self.N - 2, 0, -1):
                u[1:self.N-1, j] = p[1:self.N-1,j] * u[1:self.N-1, j+1] + q[1:self.N-1,j]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



TSTEPS, N = 6, 30
if len(sys.argv) > 1:
    TSTEPS, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(TSTEPS, N).run_benchmark())
show("ListPluto", _StrategyListPluto(TSTEPS, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(TSTEPS, N).run_benchmark())
show("ListFlattened.le", _StrategyListFlattened(TSTEPS, N, True).run_benchmark())
show("NumPy", _StrategyNumPy(TSTEPS, N).run_benchmark())
