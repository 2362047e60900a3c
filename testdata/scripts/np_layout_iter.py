# ndarray.flags, copy(order=), np.asfortranarray, the 'intp' dtypes, np.random.ranf/sample,
# a.flat, np.ndindex, np.nditer, a.item and a.itemset: the NumPy that Numba's benchmarks and
# examples use (docs/corpus_numbabench.md, issue 15), with NumPy 1.24's results and messages.
import numpy as np

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

a = np.zeros((3, 4))
print(a.flags)
print(a.T.flags)
print(a.flags['C_CONTIGUOUS'], a.T.flags['C_CONTIGUOUS'], a.T.flags['F_CONTIGUOUS'])
print(a.flags.c_contiguous, a.flags.f_contiguous, a.flags.owndata, a.flags.writeable, a.flags.aligned)
print(a[::2].flags.owndata, a[::2].flags['C'], a.flags['F'], a.flags['O'], a.flags['W'], a.flags['A'])
print(np.zeros(0).flags.f_contiguous, np.zeros((1, 3)).flags.f_contiguous, np.arange(3).flags['FORTRAN'])
show(lambda: a.flags['Q'])
b = np.arange(6).reshape(2, 3)
for order in 'CFAK':
    c = b.copy(order=order)
    print(order, c.strides, c.flags.owndata, c.flags.c_contiguous, c.flags.f_contiguous)
    t = b.T.copy(order=order)
    print(order, t.strides, t, np.copy(b.T, order=order).strides)
print(np.copy(b.T).strides, b.T.copy().strides, np.copy([[1, 2], [3, 4]], order='F').strides)
c = np.zeros((3, 4))[:, ::2].copy(order='K')
print(c.strides, np.zeros((4, 3)).T[::2].copy('K').strides)
show(lambda: b.copy(order='X'))
show(lambda: b.copy(order=1))
f = b.copy(order='F')
print(f, f + 1, f.sum(axis=0), f.T.flags.c_contiguous, f.ravel(), f.reshape(3, 2))
print(np.asfortranarray(b).strides, np.asfortranarray([1, 2]).flags.owndata, np.asfortranarray(f) is f)
print(np.asfortranarray(b, dtype=np.float32).dtype, np.asfortranarray(5).shape)
x = np.arange(3).astype('intp')
y = x.astype('uintp')
print(x.dtype, y.dtype, np.dtype('intp'), np.dtype('uintp'), np.intp, np.uintp(5), np.intp(7) + 1)
print(np.zeros(2, dtype=np.intp).dtype, np.zeros(2, dtype='p').dtype, np.zeros(2, dtype=np.uintp).dtype)
np.random.seed(0)
print(np.random.ranf(3), np.random.sample((2, 2)), np.random.ranf())
np.random.seed(0)
print(np.random.random_sample(3))
g = np.arange(6).reshape(2, 3).T
fl = g.flat
print(len(fl), fl[-1], fl[2:5], fl[::-2], fl[0], type(fl[0]).__name__, fl[np.int64(1)])
print([int(v) for v in g.flat], sum(g.flat))
show(lambda: fl[6])
show(lambda: fl[-7])
show(lambda: fl['x'])
show(lambda: fl[1.5])
h = np.arange(6).reshape(2, 3)
h.flat[1] = 10
h.flat[3:5] = [7, 8]
print(h)
h.flat[::2] = 0
print(h)
h.flat[:] = [1, 2]
print(h)
h.flat = 3
print(h)
print(list(np.ndindex(2, 2)), list(np.ndindex((2, 1))), list(np.ndindex()), list(np.ndindex(0, 2)))
total = 0
for ind in np.ndindex(b.shape):
    total += b[ind]
print(total)
show(lambda: np.ndindex('a'))
show(lambda: np.ndindex(-1))
print(b.item(4), b.item(1, 1), b.item((1, 2)), b.item(-1), np.array([2.5]).item(), type(b.item(0)).__name__)
show(lambda: b.item(6))
show(lambda: b.item())
show(lambda: b.item(1, 2, 3))
show(lambda: b.itemset(1))
show(lambda: b.item(2, 0))
b2 = b.copy()
b2.itemset(0, 5)
b2.itemset((1, 1), 9)
b2.itemset(1, 2, 4.7)
print(b2)
z = np.array(7.5)
z.itemset(1.5)
print(z, z.item())
m = np.arange(6).reshape(2, 3)
print([int(v) for v in np.nditer(m.T)], [int(v) for v in np.nditer(m[::-1])], [int(v) for v in np.nditer(m[:, ::-1].T)])
print([int(v) for v in np.nditer(m.T, order='C')], [int(v) for v in np.nditer(m, order='F')])
print([(int(u), int(v)) for u, v in np.nditer([m, np.arange(3)])])
print([(int(u), int(v)) for u, v in np.nditer((m, m.T.copy().T))])
print([int(v) for v in np.nditer(5)])
for v in np.nditer(m):
    print(v, type(v).__name__, v.shape, v.flags.writeable, v.item(), end='; ')
print()
with np.nditer(m, op_flags=['readwrite']) as it:
    for v in it:
        v[...] = 2 * v
print(m)
for v in np.nditer(m, op_flags=['readwrite']):
    v[...] = v + 1
print(m)
w = np.zeros(3)
for u, v in np.nditer([np.arange(3), w], op_flags=[['readonly'], ['writeonly']]):
    v[...] = u * u
print(w)
def write_readonly():
    for v in np.nditer(m):
        v[...] = 0
show(write_readonly)
def iadd_readonly():
    for v in np.nditer(m):
        v += 1
show(iadd_readonly)
show(lambda: np.nditer(m, op_flags=['bogus']))
show(lambda: np.nditer(m, op_flags='readwrite'))
show(lambda: np.nditer((m, m.T)))
