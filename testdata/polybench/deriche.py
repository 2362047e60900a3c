# PolyBench/C 4.2 medley/deriche: Deriche recursive edge-detection filter.
# Written as in C: the filter's state lives in scalars carried along each row / column.
import sys
import math
import numpy as np
import alpyna

SIZES = {"MINI": (64, 64), "SMALL": (192, 128), "MEDIUM": (720, 480)}


def init_array(w, h, imgIn):
    for i in range(w):
        for j in range(h):
            imgIn[i, j] = ((313 * i + 991 * j) % 65536) / 65535.0


@alpyna.jit
def kernel_deriche(w, h, alpha, imgIn, imgOut, y1, y2):
    k = (1.0 - math.exp(-alpha)) * (1.0 - math.exp(-alpha)) / (1.0 + 2.0 * alpha * math.exp(-alpha) - math.exp(2.0 * alpha))
    a1 = a5 = k
    a2 = a6 = k * math.exp(-alpha) * (alpha - 1.0)
    a3 = a7 = k * math.exp(-alpha) * (alpha + 1.0)
    a4 = a8 = -k * math.exp(-2.0 * alpha)
    b1 = math.pow(2.0, -alpha)
    b2 = -math.exp(-2.0 * alpha)
    c1 = c2 = 1.0

    for i in range(w):
        ym1 = 0.0
        ym2 = 0.0
        xm1 = 0.0
        for j in range(h):
            y1[i, j] = a1 * imgIn[i, j] + a2 * xm1 + b1 * ym1 + b2 * ym2
            xm1 = imgIn[i, j]
            ym2 = ym1
            ym1 = y1[i, j]

    for i in range(w):
        yp1 = 0.0
        yp2 = 0.0
        xp1 = 0.0
        xp2 = 0.0
        for j in range(h - 1, -1, -1):
            y2[i, j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
            xp2 = xp1
            xp1 = imgIn[i, j]
            yp2 = yp1
            yp1 = y2[i, j]

    for i in range(w):
        for j in range(h):
            imgOut[i, j] = c1 * (y1[i, j] + y2[i, j])

    for j in range(h):
        tm1 = 0.0
        ym1 = 0.0
        ym2 = 0.0
        for i in range(w):
            y1[i, j] = a5 * imgOut[i, j] + a6 * tm1 + b1 * ym1 + b2 * ym2
            tm1 = imgOut[i, j]
            ym2 = ym1
            ym1 = y1[i, j]

    for j in range(h):
        tp1 = 0.0
        tp2 = 0.0
        yp1 = 0.0
        yp2 = 0.0
        for i in range(w - 1, -1, -1):
            y2[i, j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2
            tp2 = tp1
            tp1 = imgOut[i, j]
            yp2 = yp1
            yp1 = y2[i, j]

    for i in range(w):
        for j in range(h):
            imgOut[i, j] = c2 * (y1[i, j] + y2[i, j])


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
w, h = SIZES[size]
imgIn = np.zeros((w, h))
imgOut = np.zeros((w, h))
y1 = np.zeros((w, h))
y2 = np.zeros((w, h))
init_array(w, h, imgIn)
kernel_deriche(w, h, 0.25, imgIn, imgOut, y1, y2)
print("deriche imgOut", "%.10e" % checksum(imgOut), "%.10e" % imgOut[0, 0], "%.10e" % imgOut[w - 1, h - 1])
