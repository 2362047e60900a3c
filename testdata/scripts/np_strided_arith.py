# Elementwise arithmetic on operands that are not contiguous (issue 15): 2-d interior slices
# as in a stencil (U[1:-1, 1:-1] + U[:-2, 1:-1]), a broadcast row and column, reversed,
# every-other and transposed views, in float64, float32, int64 and int32; in-place operators
# on views (u += ..., where u is a slice of a bigger grid), also where the operand overlaps
# the destination; the floating-point exceptions they raise; and np.log of float64 arrays
# long enough for the vector kernels, with zeros, subnormals, negatives, infinities and NaNs.
import numpy as np


def show(label, r):
    print(label, r.dtype, r.shape, repr(r.astype(np.float64).sum()), repr(r.ravel()[:3].tolist()), repr(r.ravel()[-2:].tolist()))


def attempt(label, f):
    with np.errstate(all='raise'):
        try:
            show(label, f())
        except FloatingPointError as e:
            print(label, 'FloatingPointError:', e)


rng = np.random.default_rng(15)
for dt in (np.float64, np.float32, np.int64, np.int32):
    name = np.dtype(dt).name
    if dt in (np.float64, np.float32):
        U = rng.uniform(-2.0, 2.0, (37, 71)).astype(dt)
    else:
        U = rng.integers(-1000, 1000, (37, 71)).astype(dt)
    u = U[1:-1, 1:-1]
    lap = U[0:-2, 1:-1] + U[1:-1, 0:-2] - 4 * U[1:-1, 1:-1] + U[1:-1, 2:] + U[2:, 1:-1]
    show(name + ' laplacian', lap)
    show(name + ' u*u*u', u * u * u)
    show(name + ' 0.5*u - u/3', 0.5 * u - u / 3)
    show(name + ' 1 - u', 1 - u)
    show(name + ' u > U[2:, 2:]', u > U[2:, 2:])
    show(name + ' u == u.T.T', u == u.T.T)
    show(name + ' row + column', U[:, 5] [:, None] + U[3, ::2])
    show(name + ' reversed', U[4, ::-1] * U[5])
    show(name + ' every other', U[:36:2, ::3] - U[1::2, 1::3])
    show(name + ' transposed', U[:30, :30].T * U[:30, 1:31])
    V = U.copy()
    v = V[1:-1, 1:-1]
    v += lap
    v *= 2
    v -= u
    show(name + ' v += lap; v *= 2; v -= u', V)
    W = U.copy()
    W[1:, :] += W[:-1, :]   # overlapping: reads W as it was
    show(name + ' W[1:] += W[:-1]', W)
    X = U.copy()
    X[::2] += X[0]
    show(name + ' X[::2] += X[0]', X)
    Y = U.copy()
    Y[2:-2, 3:] += Y[2:-2, 3:]
    show(name + ' Y[a] += Y[a]', Y)

f = np.zeros((6, 9), dtype=np.float32)
f[:, ::2] = 3e38
f[1, 0] = 0.0
attempt('float32 overflow in a view', lambda: f[:, ::2] * f[:, ::2])
attempt('divide by zero in a view', lambda: f[1:, 1:] / f[:-1, :-1])
attempt('invalid in a view', lambda: (f[:, ::2] * 10) - (f[:, ::2] * 10))
g = f.copy()
with np.errstate(all='raise'):
    try:
        g[:, ::2] *= 10
    except FloatingPointError as e:
        print('in place: FloatingPointError:', e)
with np.errstate(all='ignore'):
    g = f.copy()
    g[:, ::2] *= 10
    show('in place, ignored', g)

x = np.concatenate([rng.uniform(0.0, 10.0, 997), [0.0, -0.0, -1.0, np.inf, -np.inf, np.nan, 5e-324, 2.2250738585072014e-308,
                    1.7976931348623157e308, 1.0, 0.75, 1.5]])
with np.errstate(all='ignore'):
    r = np.log(x)
print('log', repr(r[:997].sum()), [repr(v) for v in r[997:]])
print('log of a view', repr(np.log(x[1:996:2]).sum()), repr(np.log(x[3:900]).sum()))
for k in range(-1070, 1024, 97):
    y = rng.uniform(1.0, 2.0, 40) * 2.0 ** k
    print('log', k, repr(np.log(y).sum()), repr(np.log(y[7])))
attempt('log of zero', lambda: np.log(x[990:1000]))
z = np.concatenate([rng.uniform(-745.0, 709.0, 997), [0.0, -0.0, np.inf, -np.inf, np.nan, 709.78, -745.1, 707.7, -707.7, 5e-324, 1.0]])
with np.errstate(all='ignore'):
    e = np.exp(z)
print('exp', repr(e[:997].sum()), [repr(v) for v in e[997:]], repr(np.exp(z[:997:3]).sum()))
attempt('exp overflow', lambda: np.exp(np.array([1.0, 2.0, 709.79, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])))
