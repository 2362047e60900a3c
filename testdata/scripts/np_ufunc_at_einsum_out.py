# np.add.at and the other ufuncs' at: unbuffered, so repeated indices
# accumulate; np.einsum writing into out=.
import numpy as np

counts = np.zeros(5, dtype=np.int64)
np.add.at(counts, [0, 1, 1, 3, 1], 1)
print(counts)
a = np.zeros(5)
np.add.at(a, np.array([0, 0, 4]), [1.5, 2.5, -1.0])
print(a)
b = np.zeros(5, dtype=np.int64)
np.add.at(b, [0, 0, 1], 1.7)
print(b)
c = np.arange(12.0).reshape(3, 4)
np.add.at(c, (slice(None), [0, 0, 3]), 10)
print(c)
np.add.at(c, ([0, 2, 0], [1, 1, 1]), np.array([1.0, 2.0, 3.0]))
print(c)
np.add.at(c, np.array([True, False, True]), 100)
print(c)
np.add.at(c, 1, [1, 2, 3, 4])
print(c)
m = np.ones(4)
np.maximum.at(m, [0, 2, 0], [5, -1, 3])
print(m)
np.minimum.at(m, [1, 1], [0.5, 0.25])
print(m)
p = np.ones(4, dtype=np.int64)
np.multiply.at(p, [2, 2, 2], 3)
np.subtract.at(p, [0, 0], 4)
print(p)
q = np.arange(6).reshape(2, 3)
np.negative.at(q, (1, [0, 2]))
print(q)
r = np.zeros(3, dtype=np.float32)
np.add.at(r, [0, 0, 2], np.float64(0.1))
print(r, r.dtype)
s = np.zeros(3, dtype=np.int32)
np.add.at(s, [1, 1], np.int64(2**40) + 3)
print(s)
print(np.add.at(np.zeros(2), [0], 1))

for thunk in [
    lambda: np.add.at(np.zeros(3), [0, 3], 1),
    lambda: np.add.at(np.zeros((2, 3)), [0, 1], [1, 2]),
    lambda: np.add.at(np.zeros(3), [0]),
    lambda: np.add.at([1, 2], [0], 1),
    lambda: np.add.at(np.zeros(3), [0.5], 1),
]:
    try:
        thunk()
    except (IndexError, ValueError, TypeError) as err:
        print(type(err).__name__, err)

x = np.arange(6.0).reshape(2, 3)
y = np.arange(12.0).reshape(3, 4)
out = np.zeros((2, 4))
r = np.einsum("ij,jk->ik", x, y, out=out)
print(r is out, out)
out = np.zeros((2, 4), dtype=np.complex128)
np.einsum("ij,jk->ik", x, y, out=out)
print(out[1])
i = np.arange(6).reshape(2, 3)
o = np.zeros(2)
print(np.einsum("ij->i", i, out=o), o.dtype)
o0 = np.zeros(())
r = np.einsum("i,i", x[0], x[1], out=o0)
print(type(r).__name__, r, o0)
ot = np.zeros((3, 2))
np.einsum("ij->ji", x, out=ot)
print(ot)
col = np.zeros((4, 2))
np.einsum("ij,jk->ki", x, y, out=col)
print(col)

for thunk in [
    lambda: np.einsum("ij,jk->ik", x, y, out=np.zeros((2, 4), dtype=np.float32)),
    lambda: np.einsum("ij,jk->ik", x, y, out=np.zeros(4)),
    lambda: np.einsum("ij,jk->ik", x, y, out=np.zeros((1, 4))),
    lambda: np.einsum("ij->i", i, out=np.zeros(2, dtype=np.int32)),
    lambda: np.einsum("ij->i", i, out=[0, 0]),
]:
    try:
        thunk()
    except (ValueError, TypeError) as err:
        print(type(err).__name__, err)
