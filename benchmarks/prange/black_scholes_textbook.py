# black_scholes_textbook, hand-parallelised for Numba: prange over the options.
# Same computation and checksum as ../black_scholes_textbook.py; see README.md.
import math
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


@timed
@njit(parallel=True)
def black_scholes_textbook(price, strike, years, call, put, n, r, v):
    for i in prange(n):
        s = price[i]
        x = strike[i]
        t = years[i]
        sqrt_t = math.sqrt(t)
        d1 = (math.log(s / x) + (r + 0.5 * v * v) * t) / (v * sqrt_t)
        d2 = d1 - v * sqrt_t
        k1 = 1.0 / (1.0 + 0.2316419 * abs(d1))
        tail1 = 0.3989422804014327 * math.exp(-0.5 * d1 * d1) * k1 * (0.31938153 + k1 * (-0.356563782 + k1 * (1.781477937 + k1 * (-1.821255978 + k1 * 1.330274429))))
        if d1 > 0.0:
            cnd1 = 1.0 - tail1
        else:
            cnd1 = tail1
        k2 = 1.0 / (1.0 + 0.2316419 * abs(d2))
        tail2 = 0.3989422804014327 * math.exp(-0.5 * d2 * d2) * k2 * (0.31938153 + k2 * (-0.356563782 + k2 * (1.781477937 + k2 * (-1.821255978 + k2 * 1.330274429))))
        if d2 > 0.0:
            cnd2 = 1.0 - tail2
        else:
            cnd2 = tail2
        e = math.exp(-r * t)
        call[i] = s * cnd1 - x * e * cnd2
        put[i] = x * e * (1.0 - cnd2) - s * (1.0 - cnd1)


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
price = 5.0 + (np.arange(n, dtype=np.float64) % 25)
strike = 1.0 + (np.arange(n, dtype=np.float64) % 100)
years = 0.25 + (np.arange(n, dtype=np.float64) % 10) * 0.1
call = np.zeros(n)
put = np.zeros(n)
black_scholes_textbook(price, strike, years, call, put, n, 0.02, 0.3)
print("checksum", "%.6e" % float(call.sum()), "%.6e" % float(put.sum()))
