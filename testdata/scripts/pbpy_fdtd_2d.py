# pbpy_fdtd_2d: fdtd_2d of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/stencils/fdtd_2d/fdtd_2d.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (skewed, with the NX/NY guards), ListFlattened,
# ListFlattenedPluto, NumPy (slice statements per step). The source's
# --pluto-noskew variant is commented out there and not ported.
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



class Fdtd_2d(PolyBench):

    def __init__(self, TMAX, NX, NY):
        self.TMAX = TMAX
        self.NX = NX
        self.NY = NY

    def run_benchmark(self):
        ex = self.create_array(2, [self.NX, self.NY], self.DATA_TYPE(0))
        ey = self.create_array(2, [self.NX, self.NY], self.DATA_TYPE(0))
        hz = self.create_array(2, [self.NX, self.NY], self.DATA_TYPE(0))
        _fict_ = self.create_array(1, [self.TMAX], self.DATA_TYPE(0))

        self.initialize_array(ex, ey, hz, _fict_)
        self.kernel(ex, ey, hz, _fict_)
        return [('ex', ex), ('ey', ey), ('hz', hz)]


class _StrategyList(Fdtd_2d):

    def initialize_array(self, ex, ey, hz, _fict_):
        for i in range(0, self.TMAX):
            _fict_[i] = self.DATA_TYPE(i)

        for i in range(0, self.NX):
            for j in range(0, self.NY):
                ex[i][j] = (self.DATA_TYPE(i) * (j + 1)) / self.NX
                ey[i][j] = (self.DATA_TYPE(i) * (j + 2)) / self.NY
                hz[i][j] = (self.DATA_TYPE(i) * (j + 3)) / self.NX

    @alpyna.jit
    def kernel(self, ex, ey, hz, _fict_):
        for t in range(0, self.TMAX):
            for j in range(0, self.NY):
                ey[0][j] = _fict_[t]

            for i in range(1, self.NX):
                for j in range(0, self.NY):
                    ey[i][j] = ey[i][j] - 0.5 * (hz[i][j]-hz[i-1][j])

            for i in range(0, self.NX):
                for j in range(1, self.NY):
                    ex[i][j] = ex[i][j] - 0.5 * (hz[i][j]-hz[i][j-1])

            for i in range(0, self.NX - 1):
                for j in range(0, self.NY - 1):
                    hz[i][j] = hz[i][j] - 0.7 * (ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j])


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, ex, ey, hz, _fict_):
        if((self.NY-1>= 0) and (self.TMAX-1>= 0)):
            if((self.NX-2>= 0) and (self.NY-2>= 0)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0][0] = _fict_[c0]
                    for c2 in range (c0 + 1 , (self.NX + c0-1)+1):
                        ey[(-1 * c0) + c2][0] = ey[(-1 * c0) + c2][0] - 0.5*(hz[(-1 * c0) + c2][0]-hz[(-1 * c0) + c2-1][0])
                    for c1 in range (c0 + 1 , (self.NY + c0-1)+1):
                        ex[0][(-1 * c0) + c1] = ex[0][(-1 * c0) + c1] - 0.5*(hz[0][(-1 * c0) + c1]-hz[0][(-1 * c0) + c1-1])
                        ey[0][(-1 * c0) + c1] = _fict_[c0]
                        for c2 in range (c0 + 1 , (self.NX + c0-1)+1):
                            hz[((-1 * c0) + c2) + -1][((-1 * c0) + c1) + -1] = hz[((-1 * c0) + c2) + -1][((-1 * c0) + c1) + -1] - 0.7* (ex[((-1 * c0) + c2) + -1][((-1 * c0) + c1) + -1 +1] - ex[((-1 * c0) + c2) + -1][((-1 * c0) + c1) + -1] + ey[((-1 * c0) + c2) + -1 +1][((-1 * c0) + c1) + -1] - ey[((-1 * c0) + c2) + -1][((-1 * c0) + c1) + -1])
                            ey[(-1 * c0) + c2][(-1 * c0) + c1] = ey[(-1 * c0) + c2][(-1 * c0) + c1] - 0.5*(hz[(-1 * c0) + c2][(-1 * c0) + c1]-hz[(-1 * c0) + c2-1][(-1 * c0) + c1])
                            ex[(-1 * c0) + c2][(-1 * c0) + c1] = ex[(-1 * c0) + c2][(-1 * c0) + c1] - 0.5*(hz[(-1 * c0) + c2][(-1 * c0) + c1]-hz[(-1 * c0) + c2][(-1 * c0) + c1-1])
            if((self.NX-2>= 0) and (self.NY==1)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0][0] = _fict_[c0]
                    for c2 in range (c0 + 1 , (self.NX + c0-1)+1):
                        ey[(-1 * c0) + c2][0] = ey[(-1 * c0) + c2][0] - 0.5*(hz[(-1 * c0) + c2][0]-hz[(-1 * c0) + c2-1][0])
            if((self.NX== 1) and (self.NY-2>= 0)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0][0] = _fict_[c0]
                    for c1 in range (c0 + 1 , (self.NY + c0-1)+1):
                        ex[0][(-1 * c0) + c1] = ex[0][(-1 * c0) + c1] - 0.5*(hz[0][(-1 * c0) + c1]-hz[0][(-1 * c0) + c1-1])
                        ey[0][(-1 * c0) + c1] = _fict_[c0]
            if((self.NX*-1+1>= 0) and (self.NY==1)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0][0] = _fict_[c0]
            if((self.NX*-1>= 0) and (self.NY-2>= 0)):
                for c0 in range ((self.TMAX-1)+1):
                    for c1 in range (c0 , (self.NY + c0-1)+1):
                        ey[0][(-1 * c0) + c1] = _fict_[c0]


class _StrategyListFlattened(Fdtd_2d):
    FLATTENED = True

    def initialize_array(self, ex, ey, hz, _fict_):
        for i in range(0, self.TMAX):
            _fict_[i] = self.DATA_TYPE(i)

        for i in range(0, self.NX):
            for j in range(0, self.NY):
                ex[self.NY * i + j] = (self.DATA_TYPE(i) * (j+1)) / self.NX
                ey[self.NY * i + j] = (self.DATA_TYPE(i) * (j+2)) / self.NY
                hz[self.NY * i + j] = (self.DATA_TYPE(i) * (j+3)) / self.NX

    @alpyna.jit
    def kernel(self, ex, ey, hz, _fict_):
        for t in range(0, self.TMAX):
            for j in range(0, self.NY):
                ey[self.NY * 0 + j] = _fict_[t]

            for i in range(1, self.NX):
                for j in range(0, self.NY):
                    ey[self.NY * i + j] = ey[self.NY * i + j] - 0.5 * (hz[self.NY * i + j] - hz[self.NY * (i - 1) + j])

            for i in range(0, self.NX):
                for j in range(1, self.NY):
                    ex[self.NY * i + j] = ex[self.NY * i + j] - 0.5 * (hz[self.NY * i + j] - hz[self.NY * i + j - 1])

            for i in range(0, self.NX - 1):
                for j in range(0, self.NY - 1):
                    hz[self.NY * i + j] = hz[self.NY * i + j] - 0.7 * (ex[self.NY * i + j + 1] - ex[self.NY * i + j] + ey[self.NY * (i + 1) + j] - ey[self.NY * i + j])


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    @alpyna.jit
    def kernel(self, ex, ey, hz, _fict_):
        if((self.NY-1>= 0) and (self.TMAX-1>= 0)):
            if((self.NX-2>= 0) and (self.NY-2>= 0)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0 * self.NY + 0] = _fict_[c0]
                    for c2 in range (c0 + 1 , (self.NX + c0-1)+1):
                        ey[((-1 * c0) + c2)*self.NY + 0] = ey[((-1 * c0) + c2)*self.NY+0] - 0.5*(hz[((-1 * c0) + c2)*self.NY + 0]-hz[((-1 * c0) + c2-1)*self.NY+0])
                    for c1 in range (c0 + 1 , (self.NY + c0-1)+1):
                        ex[0*self.NY + (-1 * c0) + c1] = ex[0*self.NY + (-1 * c0) + c1] - 0.5*(hz[0*self.NY + (-1 * c0) + c1]-hz[0*self.NY + (-1 * c0) + c1-1])
                        ey[0*self.NY + (-1 * c0) + c1] = _fict_[c0]
                        for c2 in range (c0 + 1 , (self.NX + c0-1)+1):
                            hz[(((-1 * c0) + c2) + -1)*self.NY+((-1 * c0) + c1) + -1] = hz[(((-1 * c0) + c2) + -1)*self.NY + ((-1 * c0) + c1) + -1] - 0.7* (ex[(((-1 * c0) + c2) + -1)*self.NY + ((-1 * c0) + c1) + -1 +1] - ex[(((-1 * c0) + c2) + -1)*self.NY + ((-1 * c0) + c1) + -1] + ey[(((-1 * c0) + c2) + -1 +1)*self.NY + ((-1 * c0) + c1) + -1] - ey[(((-1 * c0) + c2) + -1)*self.NY + ((-1 * c0) + c1) + -1])
                            ey[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1] = ey[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1] - 0.5*(hz[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1]-hz[((-1 * c0) + c2-1)*self.NY + (-1 * c0) + c1])
                            ex[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1] = ex[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1] - 0.5*(hz[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1]-hz[((-1 * c0) + c2)*self.NY + (-1 * c0) + c1-1])
            if((self.NX-2>= 0) and (self.NY==1)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0*self.NY + 0] = _fict_[c0]
                    for c2 in range (c0 + 1 , (self.NX + c0-1)+1):
                        ey[((-1 * c0) + c2)*self.NY + 0] = ey[((-1 * c0) + c2)*self.NY + 0] - 0.5*(hz[((-1 * c0) + c2)*self.NY + 0]-hz[((-1 * c0) + c2-1)*self.NY + 0])
            if((self.NX==1) and (self.NY-2>= 0)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0*self.NY + 0] = _fict_[c0]
                    for c1 in range (c0 + 1 , (self.NY + c0-1)+1):
                        ex[0*self.NY + (-1 * c0) + c1] = ex[0*self.NY + (-1 * c0) + c1] - 0.5*(hz[0*self.NY + (-1 * c0) + c1]-hz[0*self.NY + (-1 * c0) + c1-1])
                        ey[0*self.NY + (-1 * c0) + c1] = _fict_[c0]
            if((self.NX*-1+1>= 0) and (self.NY==1)):
                for c0 in range ((self.TMAX-1)+1):
                    ey[0*self.NY + 0] = _fict_[c0]
            if((self.NX*-1>= 0) and (self.NY-2>= 0)):
                for c0 in range ((self.TMAX-1)+1):
                    for c1 in range (c0 , (self.NY + c0-1)+1):
                        ey[0*self.NY + (-1 * c0) + c1] = _fict_[c0]


class _StrategyNumPy(_StrategyList):

    # Same code for --pluto / maxfuse / vectorizer
    @alpyna.jit
    def kernel(self, ex, ey, hz, _fict_):
        for t in range(0, self.TMAX):
            ey[0,0:self.NY] = _fict_[t]
            ey[1:self.NX,0:self.NY] = ey[1:self.NX,0:self.NY] - 0.5 * (hz[1:self.NX,0:self.NY]-hz[0:self.NX-1,0:self.NY])
            ex[0:self.NX,1:self.NY] = ex[0:self.NX,1:self.NY] - 0.5 * (hz[0:self.NX,1:self.NY] - hz[0:self.NX,0:self.NY-1])
            hz[0:self.NX-1,0:self.NY-1] = hz[0:self.NX-1,0:self.NY-1] - 0.7 * (ex[0:self.NX-1,1:self.NY] - ex[0:self.NX-1,0:self.NY-1] + ey[1:self.NX,0:self.NY-1] - ey[0:self.NX-1,0:self.NY-1])


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



TMAX, NX, NY = 10, 24, 30
if len(sys.argv) > 1:
    TMAX, NX, NY = [int(a) for a in sys.argv[1:4]]
show("List", _StrategyList(TMAX, NX, NY).run_benchmark())
show("ListPluto", _StrategyListPluto(TMAX, NX, NY).run_benchmark())
show("ListFlattened", _StrategyListFlattened(TMAX, NX, NY).run_benchmark())
show("ListFlattenedPluto", _StrategyListFlattenedPluto(TMAX, NX, NY).run_benchmark())
show("NumPy", _StrategyNumPy(TMAX, NX, NY).run_benchmark())
