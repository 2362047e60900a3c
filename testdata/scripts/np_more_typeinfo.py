# np.iinfo and np.finfo: the limits of the numeric types.
import numpy as np

for t in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]:
    i = np.iinfo(t)
    print(repr(i), i.min, i.max, i.bits, i.dtype, type(i.max).__name__)
print(np.iinfo(np.int64).max + 1, np.iinfo("int32").min, np.finfo("float32").bits)
for t in [np.float16, np.float32, np.float64, float, np.complex128]:
    f = np.finfo(t)
    print(repr(f))
    print(f.eps, f.max, f.min, f.tiny, f.resolution, f.precision, f.bits, f.dtype, type(f.eps).__name__)
print(np.finfo(np.float64).eps == 2.0 ** -52, 1.0 + np.finfo(float).eps > 1.0)
for bad in [lambda: np.iinfo(np.float64), lambda: np.finfo(np.int64)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
