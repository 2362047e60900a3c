# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: math functions added since Python 3.4, and results that
# must be bit for bit those of CPython (which calls the C library).

import math
import sys
import time
from libtest import assertRaises

doc="constants"
assert math.inf > 1e308 and -math.inf < -1e308 and math.isnan(math.nan)
assert math.tau == 2 * math.pi

doc="new functions"
assert math.isclose(1.0, 1.0 + 1e-10) and not math.isclose(1.0, 1.1)
assert math.isclose(0.0, 1e-10, abs_tol=1e-9)
assert math.gcd(12, 18) == 6 and math.gcd() == 0 and math.gcd(-4, 6) == 2
assert math.isqrt(17) == 4 and math.isqrt(10**40) == 10**20
assert math.comb(5, 2) == 10 and math.comb(2, 5) == 0 and math.comb(100, 50) == 100891344545564193334812497256
assert math.prod([1, 2, 3]) == 6 and math.prod([]) == 1 and math.prod([2.5, 2]) == 5.0
assertRaises(ValueError, math.isqrt, -1)

doc="floor and ceil give ints"
assert math.floor(2.7) == 2 and type(math.floor(2.7)) is int and math.ceil(-0.5) == 0
assert math.floor(1e20) == 100000000000000000000

doc="domain errors"
for f, a in [(math.sqrt, -1), (math.log, 0), (math.log, -1), (math.acos, 2), (math.asin, 2)]:
    try:
        f(a)
    except ValueError as e:
        assert str(e) == "math domain error"
    else:
        assert False, "no domain error"
try:
    math.exp(1000)
except OverflowError as e:
    assert str(e) == "math range error"

doc="sys and time"
assert sys.maxsize == 2**63 - 1 and sys.version_info[0] == 3 and sys.version_info >= (3, 8)
assert isinstance(sys.platform, str)
t0 = time.perf_counter()
assert isinstance(time.time(), float) and time.perf_counter() >= t0 and time.monotonic() >= 0

doc="finished"
