# np.log10, np.log2, np.log1p, np.expm1, np.exp2 and np.cosh of float64 as NumPy 1.24 computes
# them on AVX-512 machines: Intel SVML's __svml_log108, __svml_log28, __svml_log1p8, __svml_exp28, __svml_cosh8 and
# __svml_expm18, which are not correctly rounded (printed with tolist,
# every bit shows); arrays, views and scalars agree; specials. (float32 is
# SVML's __svml_*f16 in NumPy, not ported: not printed.)
import math

import numpy as np

x = np.concatenate([np.linspace(0.5, 2.0, 61), np.geomspace(1e-300, 1e300, 41), [3.0, 7.0, 1000.0, 1e-5]])
y = np.log10(x)
print(y.tolist())
print(np.log10(x[::2]).tolist() == y[::2].tolist(), [repr(np.log10(np.float64(v))) for v in x[:3].tolist()])
diff = [v for v in x.tolist() if float(np.log10(v)) != math.log10(v)]
print(len(diff) > 0, [repr(np.log10(v)) for v in diff[:4]])
with np.errstate(all="ignore"):
    print(np.log10(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 5e-324, 1.7976931348623157e308])))
print(np.log10(np.arange(1, 6)).tolist(), np.log10(np.array([0.5, 2.0], dtype=np.float16)))

p10 = np.array([float('1e%d' % k) for k in range(-12, 13)]) * 1.37
u = np.concatenate([np.linspace(-0.99, 3.0, 80), p10, -p10[:12]])
v = np.log1p(u)
print(v.tolist())
print(np.log1p(u[1::3]).tolist() == v[1::3].tolist(), repr(np.log1p(np.float64(1e-10))), repr(np.log1p(-0.0)))
diff = [w for w in u.tolist() if float(np.log1p(w)) != math.log1p(w)]
print(len(diff) > 0, [repr(np.log1p(w)) for w in diff[:4]])
with np.errstate(all="ignore"):
    print(np.log1p(np.array([0.0, -0.0, -1.0, -2.0, np.inf, -np.inf, np.nan, 5e-324, 1.7976931348623157e308])))
print(np.log1p(np.arange(4)).tolist(), np.log1p(np.array([0.5, 2.0], dtype=np.float16)))

w = np.concatenate([np.linspace(-40.0, 40.0, 81), p10[:14], -p10[:14], [700.0, 707.5, -745.0, -1000.0]])
z = np.expm1(w)
print(z.tolist())
print(np.expm1(w[::4]).tolist() == z[::4].tolist(), repr(np.expm1(np.float64(1e-10))), repr(np.expm1(-0.0)), repr(np.expm1(1.0)))
diff = [v for v in w.tolist() if float(np.expm1(v)) != math.expm1(v)]
print(len(diff) > 0, [repr(np.expm1(v)) for v in diff[:4]])
with np.errstate(all="ignore"):
    print(np.expm1(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 710.0, 1e300, -1e300, 5e-324])))
print(np.expm1(np.arange(4)).tolist(), np.expm1(np.array([0.5, 2.0], dtype=np.float16)))

q = np.concatenate([np.linspace(-30.0, 30.0, 97), p10[:13], -p10[:13], [-1020.5, 1000.25, 64.0, -3.0]])
e = np.exp2(q)
print(e.tolist())
print(np.exp2(q[::5]).tolist() == e[::5].tolist(), repr(np.exp2(np.float64(0.5))), repr(np.exp2(-0.0)), repr(np.exp2(10.0)))
diff = [v for v in q.tolist() if float(np.exp2(v)) != 2.0 ** v]
print(len(diff) > 0, [repr(np.exp2(v)) for v in diff[:4]])
with np.errstate(all="ignore"):
    print(np.exp2(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1100.0, -1100.0, 5e-324])))
print(np.exp2(np.arange(4)).tolist(), np.exp2(np.array([0.5, 2.0], dtype=np.float16)))

h = np.concatenate([np.linspace(-25.0, 25.0, 101), p10[:13], [700.0, -650.5, 300.25]])
ch = np.cosh(h)
print(ch.tolist())
print(np.cosh(h[::6]).tolist() == ch[::6].tolist(), repr(np.cosh(np.float64(0.5))), repr(np.cosh(-0.0)))
diff = [v for v in h.tolist() if float(np.cosh(v)) != math.cosh(v)]
print(len(diff) > 0, [repr(np.cosh(v)) for v in diff[:4]])
with np.errstate(all="ignore"):
    print(np.cosh(np.array([0.0, np.inf, -np.inf, np.nan, 720.0, 5e-324])))

g = np.concatenate([np.linspace(0.5, 4.0, 57), np.geomspace(1e-300, 1e300, 31), [3.0, 10.0, 0.1, 2.0 ** -1074, 2.0 ** 1000]])
lg = np.log2(g)
print(lg.tolist())
print(np.log2(g[::3]).tolist() == lg[::3].tolist(), repr(np.log2(np.float64(3.0))), repr(np.log2(8.0)))
diff = [v for v in g.tolist() if float(np.log2(v)) != math.log2(v)]
print(len(diff) > 0, [repr(np.log2(v)) for v in diff[:4]])
with np.errstate(all="ignore"):
    print(np.log2(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 5e-324])))
