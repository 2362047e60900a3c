# The matrix-multiplication operator (PEP 465): a @ b and a @= b on NumPy
# arrays, Python objects that define __matmul__, and the errors, next to a
# jit nest (a decorator, the other use of @) that computes the same product.
import numpy as np

import alpyna


@alpyna.jit
def matmul_loops(c, a, b, n, m, p):
    for i in range(n):
        for j in range(p):
            s = 0.0
            for k in range(m):
                s += a[i, k] * b[k, j]
            c[i, j] = s


a = np.arange(6.0).reshape(2, 3)
b = np.arange(12.0).reshape(3, 4) - 5
c = np.zeros((2, 4))
matmul_loops(c, a, b, 2, 3, 4)
print(a @ b)
print(np.array_equal(c, a @ b), np.array_equal(a @ b, np.matmul(a, b)))

# Vectors: a 1-D operand is a row on the left and a column on the right.
m = np.array([[2, 1], [1, 3]])
v = np.array([1, -1])
print(m @ v, v @ m, v @ v, type(v @ v).__name__)
print(repr(m @ [1.5, 2]), repr([[1, 0], [0, 1]] @ m))

# @ binds like * and groups to the left; @= rebinds the name.
print(2 * m @ m, m @ m * 2, m @ m @ m)
print(np.array_equal(m @ m.T, (m.T @ m).T), m @ m + m)
x = [1, 2]
x @= m
print(repr(x))

# Stacks of matrices broadcast against each other.
s = np.arange(8).reshape(2, 2, 2)
print(s @ m)
print((np.ones((4, 1, 2, 3)) @ np.ones((5, 3, 2))).shape)


class Poly:
    """Polynomial coefficients; @ composes two polynomials."""

    def __init__(self, *coef):
        self.coef = list(coef)

    def __call__(self, x):
        return sum(c * x ** i for i, c in enumerate(self.coef))

    def __matmul__(self, other):
        if not isinstance(other, Poly):
            return NotImplemented
        out = Poly(0)
        power = Poly(1)
        for c in self.coef:
            out = out + power.scale(c)
            power = power * other
        return out

    def __rmatmul__(self, other):
        return "rmatmul(%r)" % (other,)

    def __imatmul__(self, other):
        self.coef = (self @ other).coef
        return self

    def __add__(self, other):
        n = max(len(self.coef), len(other.coef))
        pad = lambda c: c + [0] * (n - len(c))
        return Poly(*[p + q for p, q in zip(pad(self.coef), pad(other.coef))])

    def __mul__(self, other):
        out = [0] * (len(self.coef) + len(other.coef) - 1)
        for i, p in enumerate(self.coef):
            for j, q in enumerate(other.coef):
                out[i + j] += p * q
        return Poly(*out)

    def scale(self, k):
        return Poly(*[k * c for c in self.coef])

    def __repr__(self):
        return "Poly%r" % (tuple(self.coef),)


f = Poly(1, 2)      # 1 + 2x
g = Poly(0, 0, 1)   # x**2
print(f @ g, g @ f, (f @ g)(3) == f(g(3)), 7 @ f)
h = f
h @= g
print(h, h is f)

# The errors.
for expr in ["1 @ 2", "[1] @ [2]", "m @ 2", "2.5 @ v", "m @ np.ones(3)", "np.ones((2, 2, 3)) @ np.ones((3, 3, 2))",
             "np.float64(1) @ np.float64(2)"]:
    try:
        eval(expr)
    except (TypeError, ValueError) as e:
        print(expr, "->", type(e).__name__ + ":", e)
for stmt in ["n = 1\nn @= 2", "w = m.copy()\nw @= m"]:
    try:
        exec(stmt)
    except TypeError as e:
        print(repr(stmt), "-> TypeError:", e)
