# f-strings, str.format and % formatting of results: Python and NumPy numbers, widths, precisions.
import math

import numpy as np

a = np.arange(1, 6, dtype=np.float64) / 3
s = a.sum()
i = np.int64(12345)
f32 = np.float32(1) / np.float32(3)
print(f"sum={s} sum3={s:.3f} sci={s:.4e} gen={s:g} wide=[{s:12.5f}] left=[{s:<10.2f}]")
print(f"int={i} padded=[{i:8d}] zero=[{i:08d}] sep={i:,} hex={i:x}")
print(f"f32={f32} f32r={f32!r} f32s={f32!s} f32fmt={f32:.8f}")
print(f"expr={a[0] + a[1]:.5f} call={len(a)} idx={a[2]!r}")
print(f"{'text':>8}|{'text':<8}|{'text':^8}|")
print(f"{math.pi:.2f} {math.e:10.4f} {-1.5:+.1f} {2.5:+.1f} {1234567.891:,.2f}")
print("{} {} {}".format(s, i, f32))
print("{0:.2f} {1:d} {0:.1e}".format(s, i))
print("{name}: {value:.3f}".format(name="mean", value=s / len(a)))
print("%d items, total %.4f, max %g, repr %r, str %s" % (len(a), s, a.max(), a.min(), a.min()))
print("%5d|%-5d|%05d|%x|%o|%e|%E" % (42, 42, 42, 255, 8, 12345.678, 0.000123))
print("%s %s %s" % (np.float32(0.1), np.float64(0.1), np.int32(7)))
print("%.3f %.3f" % (np.float32(2.0) / 3, np.float64(2.0) / 3))
print("%10.3e|%-10.2f|%+d" % (s, s, -7))
print("%%literal %c" % 65)
print("array: %s" % np.arange(3))
print(f"array: {np.arange(3, dtype=np.float32)}")
print("array: {}".format(np.ones((2, 2), dtype=np.int32)))
print(str(np.arange(3)) + "!", repr(np.float64(0.5)) + "!")
