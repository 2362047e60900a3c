# Result dtypes of whole-array arithmetic with scalars and with other arrays (NumPy 1.24 rules).
import numpy as np

f32 = np.arange(3, dtype=np.float32)
f64 = np.arange(3, dtype=np.float64)
i32 = np.arange(3, dtype=np.int32)
i64 = np.arange(3, dtype=np.int64)
b = np.array([True, False, True])
cases = [
    ("f32 * 2.0", f32 * 2.0),
    ("f32 + 1", f32 + 1),
    ("f32 + f64", f32 + f64),
    ("f32 * i32", f32 * i32),
    ("f32 * i64", f32 * i64),
    ("i32 + 1", i32 + 1),
    ("i32 + i64", i32 + i64),
    ("i32 * 2.5", i32 * 2.5),
    ("i64 / 2", i64 / 2),
    ("i32 / i32", i32 / i32[1]),
    ("b + 1", b + 1),
    ("b * 1.5", b * 1.5),
    ("f32 * np.float64(2)", f32 * np.float64(2)),
    ("i32 + np.int64(1)", i32 + np.int64(1)),
    ("f32 + np.float32(0.5)", f32 + np.float32(0.5)),
    ("3 - i64", 3 - i64),
    ("1.0 / (f64 + 1)", 1.0 / (f64 + 1)),
]
for label, r in cases:
    print(label, "->", r, r.dtype)
