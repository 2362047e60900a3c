# np.tanh as NumPy 1.24 computes it on x86-64 with AVX2 and FMA3 or
# AVX-512: its own table-driven loops for float32 and float64 (not the C
# library's tanh, nor, for float32, the float64 result rounded), which
# differ from correctly rounded results in the last bit for some inputs
# (printed with tolist, every bit shows). Arrays, views, 0-d arrays and
# scalars agree; special values; float16 goes through the C library.
import math

import numpy as np

x = np.linspace(-6.0, 6.0, 97)
t = np.tanh(x)
print(t.tolist())
print(np.tanh(x.astype(np.float32)).tolist())
print(np.tanh(x[::3]).tolist() == t[::3].tolist(), np.tanh(x[::-1]).tolist() == t[::-1].tolist())
# where NumPy's float64 loop is not the correctly rounded tanh
diff = [v for v in x.tolist() if float(np.tanh(v)) != math.tanh(v)]
print(len(diff) > 0, [repr(np.tanh(np.float64(v))) for v in diff[:5]])
small = np.array([1e-300, -2.5e-10, 0.0, -0.0, 0.124, 0.125, 0.126, 19.0, 19.1, 22.0, 1e30])
print(np.tanh(small).tolist(), np.tanh(small.astype(np.float32)).tolist())
print(np.tanh(np.array([np.inf, -np.inf, np.nan])), np.tanh(np.float32(np.nan)), np.tanh(-np.inf))
print(repr(np.tanh(np.float64(0.7))), repr(np.tanh(np.float32(0.7))), np.tanh(np.array([0.7]))[0])
print(repr(np.tanh(np.float16(0.7))), np.tanh(np.array([0.1, 0.2], dtype=np.float16)))
print(np.tanh(np.arange(5)).tolist(), np.tanh(np.array([[0.5, 1.5], [2.5, 3.5]], dtype=np.float32)))
r = np.random.default_rng(3).standard_normal(2000) * 4
print(sum(np.tanh(r).tolist()), sum(np.tanh(r.astype(np.float32)).tolist()))
