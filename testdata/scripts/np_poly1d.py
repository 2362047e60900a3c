# np.poly1d (printing, evaluation, arithmetic, division, powers, deriv and
# integ, item access, r=True), the polynomial functions polyadd polysub
# polymul polydiv polyder polyint poly trim_zeros isscalar, and np.roots /
# np.linalg.eigvals, whose values are LAPACK's to a few units in the last
# place: they are printed rounded.
import numpy as np


def rounded(r):
    return [(round(float(z.real), 9), round(float(z.imag), 9)) for z in r]


p = np.poly1d([1, -3, 2])
print(p)
print(repr(p), p(2.5), p([0, 1, 3]), p.order, len(p), p.coeffs, p.c, p.o, p.variable)
q = np.poly1d([2.5, 0, -1, 4], variable='t')
print(q)
print(p + q)
print(p - 1, 1 - p, 2 * p, p * 2, -p, +p)
print(p * q)
print(p ** 3)
print(p / 2)
print(q / p)
print(np.polydiv([1, 0, 0, -1], [1, -1]))
print(p.deriv(), p.deriv(2), q.integ(), q.integ(2, k=[1, 2]))
print(np.polyder([1, 2, 3, 4], 2), np.polyint([3, 2, 1]), np.polyadd([1, 2], [1, 2, 3]), np.polysub([1], [3, 4, 5]), np.polymul([1, 2], [1, -2]))
print(p == np.poly1d([1, -3, 2]), p != q, p[0], p[2], p[5], list(p))
p[4] = 7
print(p)
print(np.poly1d([0, 0, 0]))
print(np.poly1d([1e-5, 123456.789, 1.0, -0.5]))
print(np.poly1d(np.arange(1, 30)))
print(p(np.poly1d([1, 1])))
print(np.poly1d([1, 2], r=True), np.poly([1, 2, 3]), np.poly([]))
print(np.isscalar(3), np.isscalar(np.float64(2)), np.isscalar([1]), np.isscalar(np.array(2)), np.isscalar("a"))
print(np.trim_zeros(np.array([0, 0, 1, 2, 0])), np.trim_zeros([0, 1, 0], 'f'))
p = np.poly1d([1, -3, 2])
print(np.poly1d(p) == p, np.poly1d(p, variable="s"))
print(np.polyval(p.coeffs, 4), p(np.array([[1.5, 2.5]])), p.integ(k=3)(2.0))
print(np.polyadd(np.poly1d([1, 2]), [1, 0, 0]), np.polymul(p, [1, 1]).coeffs)

for c in [[1, -3, 2], [1, 0, 1], [2, -4], [1, -6, 11, -6], [1, 0, 0, -1], [3.5, 2, -1, 0.25, 7],
          [1, 2, 3, 4, 5, 6], [1, 0, 0], [0, 0, 1, 5, 0], [5], [0], [1, -10, 35, -50, 24]]:
    r = np.roots(c)
    print(c, r.dtype, r.shape, rounded(r))
print(rounded(np.poly1d([1, -3, 2]).roots), rounded(np.poly1d([1, 2, 5]).r))
m = np.array([[4.0, 1, 2], [0.5, 3, 1], [2, 1, 5]])
print(rounded(np.linalg.eigvals(m)), np.linalg.eigvals(m).dtype)
print(rounded(np.linalg.eigvals(np.array([[0.0, -1], [1, 0]]))))
print(np.linalg.eigvals(np.array([[1, 2, 0], [0, 3, 0], [0, 4, 5]])))
print(np.linalg.eigvals(np.array([[2.0]])), np.linalg.eigvals(np.diag([3.0, 1.0, 2.0])))
rng = np.random.default_rng(0)
for n in [2, 3, 4, 5, 8]:
    print(n, rounded(np.linalg.eigvals(rng.standard_normal((n, n)))))
print(np.round(np.poly(m), 9), np.poly([1, 2 + 1j, 2 - 1j]), np.poly([1j, 2]))


def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


err(lambda: p ** -1)
err(lambda: p ** 1.5)
err(lambda: np.poly1d([[1, 2]]))
err(lambda: np.polyder(p, -1))
err(lambda: np.polyint(p, -1))
err(lambda: np.poly(np.ones((2, 3))))
err(lambda: np.polyint([1, 2], 3, k=[1, 2]))
err(lambda: np.roots(np.ones((2, 2))))
err(lambda: np.linalg.eigvals(np.ones((2, 3))))
err(lambda: np.linalg.eigvals(np.ones(3)))
err(lambda: np.linalg.eigvals(np.array([[1.0, np.nan], [0, 1]])))
