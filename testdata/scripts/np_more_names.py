# NumPy names added for issue 15: the C-type dtype aliases, tri and the
# index helpers, full_like, copyto, putmask, place, isin, nan_to_num,
# dstack, heaviside and logaddexp; nanargmax, nanargmin, nancumsum,
# choose, put, vander, tensordot, pad (constant and edge) and quantile.
import numpy as np

for t in [np.double, np.single, np.short, np.ushort, np.byte, np.ubyte,
          np.intc, np.uintc, np.float_, np.int_, np.uint]:
    print(t, np.dtype(t), np.zeros(2, dtype=t).dtype, repr(t(3)))
print(np.dtype(np.longlong), np.array([-1], dtype=np.longlong), np.ones(2, np.ulonglong).dtype)
print(np.double is np.float64, np.intc is np.int32)

print(np.tri(3))
print(np.tri(3, 5, 1, dtype=int))
print(np.tri(4, 2, -1, dtype=bool))
print(np.tril_indices(3))
print(np.triu_indices(4, 1))
print(np.triu_indices(3, m=5))
print(np.diag_indices(3), np.diag_indices(2, 3))
a = np.arange(9).reshape(3, 3)
a[np.diag_indices(3)] = 0
print(a[np.triu_indices(3)])

print(np.full_like(np.arange(4), 2.7), np.full_like(np.arange(4.0), 2.7))
print(np.full_like([[1, 2], [3, 4]], 7, dtype=np.float32))
print(np.full_like(np.zeros((2, 3)), np.array([1, 2, 3])))

d = np.zeros((2, 3))
np.copyto(d, np.arange(3))
print(d)
np.copyto(d, 5, where=np.array([True, False, True]))
print(d)
i = np.zeros(3, dtype=np.int64)
np.copyto(i, np.array([1.9, -2.5, 3.1]), casting='unsafe')
print(i)
u = np.zeros(2, dtype=np.uint8)
np.copyto(u, 300)
print(u)
for f in [lambda: np.copyto(np.zeros(2, int), np.ones(2)), lambda: np.copyto(np.zeros(2, int), 2.5),
          lambda: np.copyto(np.zeros(2, np.uint8), -1), lambda: np.copyto(np.zeros(2, np.uint8), np.arange(2)),
          lambda: np.copyto([1, 2], 3), lambda: np.copyto(np.zeros(2), 1, casting='bad'),
          lambda: np.copyto(np.zeros(2, np.float32), np.ones(2), casting='safe'),
          lambda: np.copyto(np.zeros(2, np.int32), 1, casting='no'),
          lambda: np.copyto(np.zeros(2), np.ones(3))]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
f32 = np.zeros(2, np.float32)
np.copyto(f32, 1.5, casting='safe')
print(f32)

p = np.arange(6).reshape(2, 3)
np.putmask(p, p > 2, np.array([10, 20]))
print(p)
x = np.arange(5.0)
np.putmask(x, [True, False, True, False, True], -1)
print(x)
q = np.arange(6).reshape(2, 3)
np.place(q, q > 2, [44, 55])
print(q)
for f in [lambda: np.place([1, 2], [True, False], [3]), lambda: np.place(np.arange(3), [True, False, True], []),
          lambda: np.putmask([1], [True], [2])]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

print(np.isin(np.array([[1, 2], [3, 4]]), [2, 4, 9]))
print(np.isin([1.0, np.nan, 3.5], [np.nan, 3.5], invert=True))
print(np.isin(np.arange(4), []), np.isin(5, [5, 6]))
print(np.isin(np.array([0, 1, 2, 3]), np.array([3.0, 0.5, 1.0])))

v = np.array([np.nan, np.inf, -np.inf, 1.5])
print(np.nan_to_num(v), v)
print(np.nan_to_num(v, nan=-1, posinf=9, neginf=-9))
print(np.nan_to_num(v.astype(np.float32)))
print(repr(np.nan_to_num(np.nan)), repr(np.nan_to_num(np.float32(np.inf))))
print(np.nan_to_num(np.array([1, 2])), np.nan_to_num(3))
w = v.copy()
np.nan_to_num(w, copy=False)
print(w)
print(np.nan_to_num(np.array([complex(np.nan, np.inf), 1 + 2j])))

print(np.dstack((np.array([1, 2, 3]), np.array([4, 5, 6]))))
print(np.dstack([np.ones((2, 2)), np.zeros((2, 2))]).shape, np.dstack([np.arange(3)]).shape)

h = np.array([-1.5, 0.0, 2.0, np.nan])
print(np.heaviside(h, 0.5), np.heaviside(h, np.array([1.0, 2.0, 3.0, 4.0])))
print(np.heaviside(np.array([-2, 0, 3]), 1), np.heaviside(np.array([-1.0, 0.0], dtype=np.float32), 0.5).dtype)
print(repr(np.heaviside(0.0, 0.5)), repr(np.heaviside(-3, 1)))

l = np.array([1e-300, 0.0, 1000.0, -np.inf, np.inf, -5.0])
print(np.logaddexp(l, np.array([2e-300, 0.0, 1000.0, -np.inf, 5.0, 1.0])))
print(np.logaddexp(np.log(1e-50), np.log(2.5e-50)), repr(np.logaddexp(1, 2)))
print(np.logaddexp(np.array([1.0, 2.0], np.float32), np.float32(3)))
print(np.logaddexp(np.arange(3).reshape(3, 1), np.arange(2)))

a = np.array([[np.nan, 3.0, 1.0], [2.0, np.nan, 5.0]])
print(np.nanargmax(a), np.nanargmin(a), np.nanargmax(a, axis=0), np.nanargmin(a, axis=1), np.nanargmax(np.arange(4)))
print(np.nanargmax(a, axis=1, keepdims=True))
try:
    np.nanargmax(np.array([[np.nan, 1.0], [np.nan, 2.0]]), axis=0)
except ValueError as e:
    print(e)
print(np.nancumsum(a), np.nancumsum(a, axis=1), np.nancumsum([1, 2, 3]), np.nancumsum(a.astype(np.float32), axis=0).dtype)
print(np.choose([2, 0, 1], [[1, 2, 3], [10, 20, 30], [100, 200, 300]]), np.choose([[0], [1]], [np.arange(3), 7.5]))
print(np.choose([3, -1, 5], [[1, 2, 3], [4, 5, 6]], mode='wrap'), np.choose([3, -1, 5], [[1, 2, 3], [4, 5, 6]], mode='clip'))
try:
    np.choose([2], [[1], [2]])
except ValueError as e:
    print(e)
p = np.arange(6).reshape(2, 3)
np.put(p, [0, -1, 2], [9, 8])
print(p)
np.put(p, [7, 1, 1], [5, 6, 4], mode='wrap')
print(p)
np.put(p, 99, -3, mode='clip')
print(p)
try:
    np.put(p, [6], 1)
except IndexError as e:
    print(e)
print(np.vander([1, 2, 3]), np.vander(np.array([0.5, 2.0]), 4, increasing=True), np.vander(np.array([2, 3], np.int8), 3).dtype)
print(np.vander([True, False], 2), np.vander([1.5], 0).shape)
A = np.arange(24.0).reshape(2, 3, 4)
B = np.arange(12.0).reshape(4, 3)
print(np.tensordot(A, B, axes=([1, 2], [1, 0])), np.tensordot(A, np.arange(4.0), 1).shape)
print(np.tensordot(np.arange(3), np.arange(3), 0), np.tensordot(np.eye(2), np.ones((2, 2))))
try:
    np.tensordot(A, B)
except ValueError as e:
    print(e)
x = np.array([[1, 2], [3, 4]])
print(np.pad(x, 1), np.pad(x, ((0, 1), (2, 0)), constant_values=9), np.pad(x, (1, 2), 'edge'))
print(np.pad([1.5, 2.5], 2, constant_values=(-1, 7)), np.pad(np.arange(3), (0, 2), mode='edge'), np.pad(x, ((1, 1), (1, 1)), constant_values=((1, 2), (3, 4))))
print(np.pad(x.astype(np.uint8), 1, constant_values=2.7), np.pad(x, 0) is x)
for f in [lambda: np.pad(x, 1, 'foo'), lambda: np.pad(x, -1), lambda: np.pad(x, 1.5), lambda: np.pad(x, 1, 'edge', constant_values=3)]:
    try:
        f()
    except (ValueError, TypeError, NotImplementedError) as e:
        print(type(e).__name__, e)
