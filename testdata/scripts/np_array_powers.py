# Powers as NumPy computes them. A NumPy scalar's ** is the C library's
# pow for every exponent (np.float64(x) ** 2 is pow(x, 2), not x*x: glibc
# rounds some differently); an array raised to a scalar 2, 0.5, -1, 1 or 0
# takes NumPy's fast paths (square, sqrt, reciprocal, copy, ones), also
# when a nest writes it as a row or whole-array statement or sums it.
# The values are ones where pow and the fast path differ.
import numpy as np
import alpyna

XS = {
    2: ['0x1.cedac7cae270bp+2', '0x1.26058edbbe5e6p+3', '0x1.8000000000007p-2'],
    0.5: ['0x1.0b1eeb8e8d951p+0', '0x1.6ac1db42740a4p+2', '0x1.bd4908c4857e6p-1'],
    3: ['0x1.91120d32a1993p+2', '0x1.db3321f60a791p+2', '0x1.27647ebe30883p+3'],
    -1: ['0x1.563f998d0f360p+1', '0x1.3d0fd1a0d8256p+3', '0x1.047784f8550acp+3'],
    -2: ['0x1.2dc4ac068619fp+3', '0x1.209af35a9c7efp+3', '0x1.6ef5c61cd73d9p+1'],
}
ALL = np.array([float.fromhex(h) for hs in XS.values() for h in hs])


@alpyna.jit
def element_powers(a, e, out):
    for i in range(a.shape[0]):
        out[i] = a[i] ** e


@alpyna.jit
def element_squares(a, out):
    for i in range(a.shape[0]):
        t = a[i] - 0.0
        out[i] = t ** 2


@alpyna.jit
def row_powers(a, sq, sqf, rt, rec, one, zero):
    for i in range(a.shape[0]):
        sq[i, :] = a[i, :] ** 2
        sqf[i, :] = a[i, :] ** 2.0
        rt[i, :] = a[i, :] ** 0.5
        rec[i, :] = a[i, :] ** -1
        one[i, :] = a[i, :] ** 1 + 0.0
        zero[i, :] = a[i, :] ** 0


@alpyna.jit
def row_power_by(a, e, out):
    for i in range(a.shape[0]):
        out[i, :] = (a[i, :] + 0.0) ** e


@alpyna.jit
def square_in_place(a):
    for i in range(a.shape[0]):
        a[i, :] **= 2


@alpyna.jit
def whole_steps(a, b, steps):
    for t in range(steps):
        b[:] = a[:] ** 2 + t


@alpyna.jit
def sums_of_powers(a, s, out):
    for i in range(a.shape[0]):
        out[i, 0] = np.sum((a[i, :] - 0.0) ** 2)
        out[i, 1] = np.sum(a[i, :] ** 0.5)
        out[i, 2] = np.sum(a[i, :] * s ** 2)


@alpyna.jit
def int_squares(a, out, outf):
    for i in range(a.shape[0]):
        out[i, :] = a[i, :] ** 2
        outf[i, :] = a[i, :] ** 2.0


def show(label, arr):
    print(label, [repr(v) for v in np.ravel(arr).tolist()])


for e, hexes in XS.items():
    xs = [float.fromhex(h) for h in hexes]
    a = np.array(xs)
    print(e, 'python', [repr(x ** e) for x in xs])
    print(e, 'scalar', [repr(np.float64(x) ** e) for x in xs])
    print(e, 'element', [repr(a[i] ** e) for i in range(3)])
    if e in (2, 0.5, -1):
        show('%s array' % e, a ** e)
    out = np.zeros(3)
    element_powers(a, e, out)
    show('%s nest' % e, out)

out = np.zeros(3)
element_squares(np.array([float.fromhex(h) for h in XS[2]]), out)
show('nest squares', out)

A = ALL.reshape(3, 5)
res = [np.zeros_like(A) for _ in range(6)]
row_powers(A, *res)
for name, r in zip(['sq', 'sqf', 'rt', 'rec', 'one', 'zero'], res):
    show('rows ' + name, r)
for e in (2, 2.0, 0.5, -1, 1, 0, 3):
    out = np.zeros_like(A)
    row_power_by(A, e, out)
    if e == 3:
        out = out[:, :1]  # pow: equal where pow is (any machine's)
    show('rows by %r' % e, out)

B = A.copy()
square_in_place(B)
show('in place', B)

b = np.zeros(15)
whole_steps(ALL, b, 2)
show('whole', b)

out = np.zeros((3, 3))
sums_of_powers(A, float.fromhex(XS[2][0]), out)
show('sums', out)

I = np.arange(-7, 8, dtype=np.int64).reshape(3, 5) * 3037000
outi = np.zeros_like(I)
outf = np.zeros(I.shape)
int_squares(I, outi, outf)
show('int squares', outi)
show('int squares 2.0', outf)
