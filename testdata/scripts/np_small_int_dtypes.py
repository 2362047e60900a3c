# The 8- and 16-bit and unsigned integer dtypes: NumPy 1.24's promotion,
# wrapping arithmetic, printing, reductions (sums of unsigned ints are
# uint64), casts and scalars.
import numpy as np

a = np.array([1, 2, 250], dtype=np.uint8)
b = np.array([-3, 4, 5], dtype=np.int8)
print(repr(a), repr(b), a.dtype, b.dtype.itemsize)
print(repr(a / a), repr(a + b), repr(a + 300), repr(a + 1), repr(a * a), repr(a - a[::-1]))
print(repr(b // np.int8(2)), repr(b % np.int8(-2)), a.sum(), a.sum().dtype, b.sum().dtype, b.prod(), a.mean())
print(np.uint8(3), repr(np.uint8(3)), type(np.uint8(3) + 1), np.uint8(3) + 1, np.uint8(250) + np.int8(10), np.int8(-3) // np.int8(2))
print(np.uint64(2**64 - 1), repr(a.astype(np.int16)), repr(np.array([1, 2], dtype=np.uint64) + np.array([1, 2])))
print(repr(np.array([2**63], dtype=np.uint64)), repr(-a), repr(abs(b)), repr(~a), repr(a >> 1), repr(b >> 1))
print(a.max(), a.argmax(), b.min(), repr(a < b), type(a[0]), a[0], repr(np.zeros(2, dtype='u1')))
print(np.int16(3) * 2.5, repr(np.array([3], dtype=np.int16) * 2.5), repr(np.array([3], dtype=np.int8) * np.float32(2.5)))
print(a.tolist(), int(np.uint64(2**64 - 1)), repr(np.array([1.5, -2.5]).astype(np.uint8)), repr(np.array([300, -1]).astype(np.uint8)))
print(np.ones(3, dtype=np.uint16).cumsum().dtype, repr(np.array([[1, 2], [3, 4]], dtype=np.uint32).sum(axis=0)))
print(np.dtype("uint8"), np.dtype(np.int8), float(np.uint64(2**63)), hash(np.uint64(2**64 - 1)), np.uint64(2**63).item())
print(repr(np.sqrt(np.array([4], np.int16))), repr(np.array([1, 2, 3], dtype=np.int8) * 100), repr(np.arange(5, dtype=np.uint16)))
print(repr(np.full(3, 7, dtype=np.int16)), repr(np.array([True, False]) // np.array([True, True])))
print(repr(np.array([[1, 2], [3, 4]], dtype=np.uint8) @ np.array([[1, 2], [3, 4]], dtype=np.uint8)))
print(repr(np.array([10, 20], dtype=np.uint64) - np.uint64(15)), np.array([5, 1, 9], dtype=np.uint64).max(), np.array([2**64-1, 1], dtype=np.uint64).argmax())
print(np.array([1000, 2000], dtype=np.int16).std(), repr(np.linspace(0, 1, 3).astype(np.int8)))
print(repr(np.array([1, 2], np.uint32) + np.array([1, 2], np.int32)), repr(np.array([1, 2], np.uint16) * np.int8(-1)))
x = np.zeros((2, 3), dtype=np.uint8)
x[0] = [1, 2, 3]
x[1, 1:] = 255
print(x, x.T, x.ravel())
