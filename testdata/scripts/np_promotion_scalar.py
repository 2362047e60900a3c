# Result types when NumPy scalars meet Python numbers and each other (NumPy 1.24 rules).
import numpy as np


def show(label, v):
    print(label, v, type(v).__name__)


a = np.ones(3, dtype=np.float32)
show("f32 elem * py float:", a[0] * 0.1)
show("f32 elem + py int:", a[1] + 2)
show("np.float32 * np.float32:", np.float32(0.1) * np.float32(3.0))
show("np.float32 + np.float64:", np.float32(0.1) + np.float64(0.1))
show("np.float32 * np.int32:", np.float32(1.5) * np.int32(2))
show("np.float32 * np.int64:", np.float32(1.5) * np.int64(2))
show("np.float64 * py int:", np.float64(1.5) * 2)
show("py float * np.float32:", 0.5 * np.float32(3.0))
show("np.float32 / py int:", np.float32(1.0) / 3)
show("np.int32 + py int:", np.int32(5) + 1)
show("np.int32 + np.int32:", np.int32(5) + np.int32(1))
show("np.int32 + np.int64:", np.int32(5) + np.int64(1))
show("np.int64 + py float:", np.int64(5) + 0.5)
show("np.int32 * py float:", np.int32(3) * 0.5)
show("np.bool_ + py int:", np.bool_(True) + 1)
show("np.bool_ + np.bool_:", np.bool_(True) + np.bool_(True))
show("np.bool_ * np.float32:", np.bool_(True) * np.float32(2.5))
show("np.int64 / np.int64:", np.int64(7) / np.int64(2))
show("np.int32 / np.int32:", np.int32(7) / np.int32(2))
show("np.float32 ** py int:", np.float32(3.0) ** 2)
show("np.int64 ** py int:", np.int64(3) ** 2)
show("py int ** np.int64:", 2 ** np.int64(10))
show("-np.float32:", -np.float32(1.5))
show("abs(np.int32):", abs(np.int32(-4)))
show("np.float32 < py float:", np.float32(0.1) < 0.1)
show("np.float32 == np.float32:", np.float32(0.5) == np.float32(0.5))
f = np.zeros(2, dtype=np.float32)
x = 0.0
for i in range(2):
    x = x + f[i] + 1.0
show("py float accumulating f32 elems:", x)
i32 = np.arange(3, dtype=np.int32)
show("int32 elem + py int:", i32[2] + 10)
show("int32 elem * int32 elem:", i32[2] * i32[1])
