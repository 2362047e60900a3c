# Floats stored into integer arrays as NumPy 1.24 stores them: int() first
# (NaN is a ValueError, an infinity or a value past int64 an OverflowError),
# then a cast that wraps into int32; in the interpreter and in kernels.
import numpy as np
import alpyna
cases = [(np.int64, np.float64('nan')), (np.int64, np.float64('inf')), (np.int64, 1e30), (np.int64, float('nan')), (np.int32, np.float32(3e9)), (np.int32, 3e9), (np.int64, np.float32('nan')), (np.int32, np.float64(-2.5)), (np.int64, 2.9)]
for dt, v in cases:
    o = np.zeros(2, dt)
    try:
        o[0] = v
        print(dt.__name__, repr(v), '->', o[0])
    except Exception as e:
        print(dt.__name__, repr(v), type(e).__name__, e)

@alpyna.jit
def store(o, v, n):
    for i in range(n):
        o[i] = v[i] * 2.0

o = np.zeros(3, np.int32)
store(o, np.array([1.6, 1e9, -3.3]), 3)
print(o)
o = np.zeros(3, np.int64)
try:
    store(o, np.array([1.0, np.nan, 2.0]), 3)
except ValueError as e:
    print("ValueError", e)
print(o)
