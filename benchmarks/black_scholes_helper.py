# black-scholes with the cumulative normal distribution in a helper
# function of its own, called twice per option: cnd is another jit
# function with two returns, which alpyna inlines into the nest. Same
# computation and checksum as black_scholes.py.
import math
import sys

import numpy as np

import alpyna


@alpyna.jit
def cnd(d):
    k = 1.0 / (1.0 + 0.2316419 * abs(d))
    tail = 0.3989422804014327 * math.exp(-0.5 * d * d) * k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))))
    if d > 0.0:
        return 1.0 - tail
    return tail


@alpyna.jit
def black_scholes_helper(price, strike, years, call, put, n, r, v):
    # expect: L34: parallel i; sequential none
    # expect: L35: parallel i; sequential none
    # expect: L36: parallel i; sequential none
    # expect: L37: parallel i; sequential none
    # expect: L38: parallel i; sequential none
    # expect: L39: parallel i; sequential none
    # expect: L40: parallel i; sequential none
    # expect: L41: parallel i; sequential none
    # why: cnd's statements run inside the option's iteration, on scalars private to it; call[i] and put[i] are written once.
    for i in range(n):
        s = price[i]
        x = strike[i]
        t = years[i]
        sqrt_t = math.sqrt(t)
        d1 = (math.log(s / x) + (r + 0.5 * v * v) * t) / (v * sqrt_t)
        e = math.exp(-r * t)
        call[i] = s * cnd(d1) - x * e * cnd(d1 - v * sqrt_t)
        put[i] = x * e * (1.0 - cnd(d1 - v * sqrt_t)) - s * (1.0 - cnd(d1))


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
price = 5.0 + (np.arange(n, dtype=np.float64) % 25)
strike = 1.0 + (np.arange(n, dtype=np.float64) % 100)
years = 0.25 + (np.arange(n, dtype=np.float64) % 10) * 0.1
call = np.zeros(n)
put = np.zeros(n)
black_scholes_helper(price, strike, years, call, put, n, 0.02, 0.3)
print("checksum", "%.6e" % float(call.sum()), "%.6e" % float(put.sum()))
