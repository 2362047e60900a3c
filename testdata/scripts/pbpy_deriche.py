# pbpy_deriche: deriche of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/medley/deriche/deriche.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List (recursive filters carried in scalars ym1, ym2, xm1, ...,
# chained a1 = a5 = k, backward range(H - 1, -1, -1)), ListPluto, ListFlattened,
# NumPy (column and row recurrences over slices). alpha is PolyBench/C's 0.25.
# The flattened Pluto kernel is not ported (ListPluto has the same loops).
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


import math


class Deriche(PolyBench):

    def __init__(self, W, H):
        self.W = W
        self.H = H

    def run_benchmark(self):
        alpha = 0.25

        imgIn = self.create_array(2, [self.W, self.H], self.DATA_TYPE(0))
        imgOut = self.create_array(2, [self.W, self.H], self.DATA_TYPE(0))
        y1 = self.create_array(2, [self.W, self.H], self.DATA_TYPE(0))
        y2 = self.create_array(2, [self.W, self.H], self.DATA_TYPE(0))

        self.initialize_array(alpha, imgIn, imgOut, y1, y2)
        self.kernel(alpha, imgIn, imgOut, y1, y2)
        return [('imgOut', imgOut)]


class _StrategyList(Deriche):

    def initialize_array(self, alpha, imgIn, imgOut, y1, y2):
        # input should be between 0 and 1 (grayscale image pixel)
        for i in range(0, self.W):
            for j in range(0, self.H):
                imgIn[i][j] = self.DATA_TYPE((313 * i + 991 * j) % 65536) / 65535.0

    @alpyna.jit
    def kernel(self, alpha, imgIn, imgOut, y1, y2):
        k = (1.0 - math.exp(-alpha)) * (1.0 - math.exp(-alpha)) / (
            1.0 + 2.0 * alpha * math.exp(-alpha) - math.exp(2.0 * alpha))
        a1 = a5 = k
        a2 = a6 = k * math.exp(-alpha) * (alpha - 1.0)
        a3 = a7 = k * math.exp(-alpha) * (alpha + 1.0)
        a4 = a8 = -k * math.exp(-2.0 * alpha)
        b1 = math.pow(2.0, -alpha)
        b2 = -math.exp(-2.0 * alpha)
        c1 = c2 = 1

        for i in range(0, self.W):
            ym1 = 0.0
            ym2 = 0.0
            xm1 = 0.0
            for j in range(0, self.H):
                y1[i][j] = a1*imgIn[i][j] + a2*xm1 + b1*ym1 + b2*ym2
                xm1 = imgIn[i][j]
                ym2 = ym1
                ym1 = y1[i][j]

        for i in range(0, self.W):
            yp1 = 0.0
            yp2 = 0.0
            xp1 = 0.0
            xp2 = 0.0
            for j in range(self.H - 1, -1, -1):
                y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
                xp2 = xp1
                xp1 = imgIn[i][j]
                yp2 = yp1
                yp1 = y2[i][j]

        for i in range(0, self.W):
            for j in range(0, self.H):
                imgOut[i][j] = c1 * (y1[i][j] + y2[i][j])

        for j in range(0, self.H):
            tm1 = 0.0
            ym1 = 0.0
            ym2 = 0.0
            for i in range(0, self.W):
                y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2
                tm1 = imgOut[i][j]
                ym2 = ym1
                ym1 = y1[i][j]

        for j in range(0, self.H):
            tp1 = 0.0
            tp2 = 0.0
            yp1 = 0.0
            yp2 = 0.0
            for i in range(self.W - 1, -1, -1):
                y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2
                tp2 = tp1
                tp1 = imgOut[i][j]
                yp2 = yp1
                yp1 = y2[i][j]

        for i in range(0, self.W):
            for j in range(0, self.H):
                imgOut[i][j] = c2 * (y1[i][j] + y2[i][j])


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, imgIn, imgOut, y1, y2):
        k = (1.0-math.exp(-alpha))*(1.0-math.exp(-alpha))/(1.0+2.0*alpha*math.exp(-alpha)-math.exp(2.0*alpha))
        b1 = math.pow(2.0,-alpha)
        b2 = -math.exp(-2.0*alpha)
        c1 = c2 = 1
        a4 = a8 = -k*math.exp(-2.0*alpha)
        a3 = a7 = k*math.exp(-alpha)*(alpha+1.0)
        if((self.H-1>= 0)):
            for c8 in range ((self.W-1)+1):
                yp1 = 0.0
                yp2 = 0.0
                xp1 = 0.0
                xp2 = 0.0
                for c9 in range ((self.H-1)+1):
                    y2[c8][self.H-1-c9] = a3*xp1 + a4*xp2 + b1*yp1 + b2*yp2
                    yp2 = yp1
                    yp1 = y2[c8][self.H-1-c9]
                    xp2 = xp1
                    xp1 = imgIn[c8][self.H-1-c9]
        if((self.H*-1>= 0)):
            for c8 in range ((self.W-1)+1):
                yp1 = 0.0
                yp2 = 0.0
                xp1 = 0.0
                xp2 = 0.0

        a1 = a5 = k
        a2 = a6 = k*math.exp(-alpha)*(alpha-1.0)
        if((self.H-1>= 0)):
            for c8 in range ((self.W-1)+1):
                ym1 = 0.0
                ym2 = 0.0
                xm1 = 0.0
                for c9 in range ((self.H-1)+1):
                    y1[c8][c9] = a1*imgIn[c8][c9] + a2*xm1 + b1*ym1 + b2*ym2
                    ym2 = ym1
                    ym1 = y1[c8][c9]
                    xm1 = imgIn[c8][c9]
        if((self.H*-1>= 0)):
            for c8 in range ((self.W-1)+1):
                ym1 = 0.0
                ym2 = 0.0
                xm1 = 0.0
        if((self.H-1>= 0)):
            for c8 in range ((self.W-1)+1):
                for c9 in range ((self.H-1)+1):
                    imgOut[c8][c9] = c1 * (y1[c8][c9] + y2[c8][c9])
        if((self.W-1>= 0)):
            for c8 in range ((self.H-1)+1):
                tp1 = 0.0
                tp2 = 0.0
                yp1 = 0.0
                yp2 = 0.0
                for c9 in range ((self.W-1)+1):
                    y2[self.W-1-c9][c8] = a7*tp1 + a8*tp2 + b1*yp1 + b2*yp2
                    yp2 = yp1
                    yp1 = y2[self.W-1-c9][c8]
                    tp2 = tp1
                    tp1 = imgOut[self.W-1-c9][c8]
        if((self.W*-1>= 0)):
            for c8 in range ((self.H-1)+1):
                tp1 = 0.0
                tp2 = 0.0
                yp1 = 0.0
                yp2 = 0.0
        if((self.W-1>= 0)):
            for c8 in range ((self.H-1)+1):
                tm1 = 0.0
                ym1 = 0.0
                ym2 = 0.0
                for c9 in range ((self.W-1)+1):
                    y1[c9][c8] = a5*imgOut[c9][c8] + a6*tm1 + b1*ym1 + b2*ym2
                    ym2 = ym1
                    ym1 = y1 [c9][c8]
                    tm1 = imgOut[c9][c8]
        if((self.W*-1>= 0)):
            for c8 in range ((self.H-1)+1):
                tm1 = 0.0
                ym1 = 0.0
                ym2 = 0.0
        if((self.H-1>= 0)):
            for c8 in range ((self.W-1)+1):
                for c9 in range ((self.H-1)+1):
                    imgOut[c8][c9] = c2*(y1[c8][c9] + y2[c8][c9])


class _StrategyListFlattened(Deriche):
    FLATTENED = True

    def initialize_array(self, alpha, imgIn, imgOut, y1, y2):
        # input should be between 0 and 1 (grayscale image pixel)
        for i in range(0, self.W):
            for j in range(0, self.H):
                imgIn[self.H * i + j] = self.DATA_TYPE((313 * i + 991 * j) % 65536) / 65535.0

    @alpyna.jit
    def kernel(self, alpha, imgIn, imgOut, y1, y2):
        k = (1.0 - math.exp(-alpha)) * (1.0 - math.exp(-alpha)) / (
                1.0 + 2.0 * alpha * math.exp(-alpha) - math.exp(2.0 * alpha))
        a1 = a5 = k
        a2 = a6 = k * math.exp(-alpha) * (alpha - 1.0)
        a3 = a7 = k * math.exp(-alpha) * (alpha + 1.0)
        a4 = a8 = -k * math.exp(-2.0 * alpha)
        b1 = math.pow(2.0, -alpha)
        b2 = -math.exp(-2.0 * alpha)
        c1 = c2 = 1

        for i in range(0, self.W):
            ym1 = 0.0
            ym2 = 0.0
            xm1 = 0.0
            for j in range(0, self.H):
                y1[self.H * i + j] = a1 * imgIn[self.H * i + j] + a2 * xm1 + b1 * ym1 + b2 * ym2
                xm1 = imgIn[self.H * i + j]
                ym2 = ym1
                ym1 = y1[self.H * i + j]

        for i in range(0, self.W):
            yp1 = 0.0
            yp2 = 0.0
            xp1 = 0.0
            xp2 = 0.0
            for j in range(self.H - 1, -1, -1):
                y2[self.H * i + j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
                xp2 = xp1
                xp1 = imgIn[self.H * i + j]
                yp2 = yp1
                yp1 = y2[self.H * i + j]

        for i in range(0, self.W):
            for j in range(0, self.H):
                imgOut[self.H * i + j] = c1 * (y1[self.H * i + j] + y2[self.H * i + j])

        for j in range(0, self.H):
            tm1 = 0.0
            ym1 = 0.0
            ym2 = 0.0
            for i in range(0, self.W):
                y1[self.H * i + j] = a5 * imgOut[self.H * i + j] + a6 * tm1 + b1 * ym1 + b2 * ym2
                tm1 = imgOut[self.H * i + j]
                ym2 = ym1
                ym1 = y1[self.H * i + j]

        for j in range(0, self.H):
            tp1 = 0.0
            tp2 = 0.0
            yp1 = 0.0
            yp2 = 0.0
            for i in range(self.W - 1, -1, -1):
                y2[self.H * i + j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2
                tp2 = tp1
                tp1 = imgOut[self.H * i + j]
                yp2 = yp1
                yp1 = y2[self.H * i + j]

        for i in range(0, self.W):
            for j in range(0, self.H):
                imgOut[self.H * i + j] = c2 * (y1[self.H * i + j] + y2[self.H * i + j])


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, alpha, imgIn, imgOut, y1, y2):
        k = (1.0 - math.exp(-alpha)) * (1.0 - math.exp(-alpha)) / (
            1.0 + 2.0 * alpha * math.exp(-alpha) - math.exp(2.0 * alpha))
        a1 = a5 = k
        a2 = a6 = k * math.exp(-alpha) * (alpha - 1.0)
        a3 = a7 = k * math.exp(-alpha) * (alpha + 1.0)
        a4 = a8 = -k * math.exp(-2.0 * alpha)
        b1 = math.pow(2.0, -alpha)
        b2 = -math.exp(-2.0 * alpha)
        c1 = c2 = 1

        for j in range(2, self.H):
            y1[0:self.W,0] = a1*imgIn[0:self.W,0]
            y1[0:self.W,1] = a1*imgIn[0:self.W,1] + a2*imgIn[0:self.W,0] + b1*y1[0:self.W,0]
            y1[0:self.W,j] = a1*imgIn[0:self.W,j] + a2*imgIn[0:self.W,j-1] + b1*y1[0:self.W,j-1] + b2*y1[0:self.W,j-2]

        y2[0:self.W, self.H-1] = 0.0
        y2[0:self.W, self.H-2] = a3 * imgIn[0:self.W, self.H-1] + b1 * y2[0:self.W, self.H-1]
        for j in range(self.H - 3, -1, -1):
            y2[ 0:self.W, j ] = a3 * imgIn[0:self.W, j+1] + a4 * imgIn[0:self.W, j+2] + b1 * y2[0:self.W, j+1] + b2 * y2[0:self.W, j+2]

        imgOut[0:self.W,0:self.H] = c1 * (y1[0:self.W,0:self.H] + y2[0:self.W,0:self.H])

        y1[0,0:self.H] = a5 * imgOut[0,0:self.H]
        y1[1,0:self.H] = a5 * imgOut[1,0:self.H] + a6 * imgOut[0,0:self.H] + b1 * y1[0,0:self.H]
        for i in range(2, self.W):
            y1[i, 0:self.H] = a5 * imgOut[i, 0:self.H] + a6 * imgOut[i-1,0:self.H] + b1 * y1[i-1,0:self.H] + b2 * y1[i-2,0:self.H]

        y2[ self.W-1, 0:self.H] = 0.0
        y2[ self.W-2, 0:self.H] = a7 * imgOut[self.W-1,0:self.H] + b1 * y2[self.W-1,0:self.H]
        for i in range(self.W - 3, -1, -1):
            y2[i, 0:self.H] = a7 * imgOut[i+1,0:self.H] + a8 * imgOut[i+2,0:self.H] + b1 * y2[i+1,0:self.H] + b2 * y2[i+2,0:self.H]

        imgOut[0:self.W,0:self.H] = c2 * (y1[0:self.W,0:self.H] + y2[0:self.W,0:self.H])


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



W, H = 32, 24
if len(sys.argv) > 1:
    W, H = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(W, H).run_benchmark())
show("ListPluto", _StrategyListPluto(W, H).run_benchmark())
show("ListFlattened", _StrategyListFlattened(W, H).run_benchmark())
show("NumPy", _StrategyNumPy(W, H).run_benchmark())
