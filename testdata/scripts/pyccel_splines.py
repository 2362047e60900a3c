# test-args: 16 2000
# Port of pyccel-benchmarks' spline evaluation test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/splines.py; MIT licence, Copyright (c) 2022 Pyccel): a Spline class whose
# eval loops over points, calling the methods _find_span (a binary search in a while loop, with
# early-assigned returnVal) and _basis_funcs (Algorithm A2.2 of the NURBS book, np.empty scratch
# arrays) and the property degree. The methods with loops get @alpyna.jit (numba_splines.py makes
# the class a @jitclass; the code is otherwise the same). pyccel's `@inline` decorator on the
# property comes from pyccel.decorators: a stand-in that returns its argument takes its place.
# The source has no driver: this one builds a clamped uniform knot vector of degree 3 with ncells
# cells (sys.argv[1], 64 by default) and evaluates the spline of coefficients sin(i) at npts
# points (sys.argv[2], 20000 by default).
import sys
import time

import numpy as np

import alpyna


def inline(f):
    return f


class Spline:
    def __init__(self, degree : int, knots : 'float[:]', coeffs : 'float[:]'):
        self._degree = degree
        self._knots = knots
        self._coeffs = coeffs

    @inline
    @property
    def degree(self):
        return self._degree

    @alpyna.jit
    def _basis_funcs(self, x: 'float', span: 'int', values: 'float[:]'):
        """ Compute non-zero basis functions at x following Algorithm A2.2
        from the NURBS book [1]. """
        left = np.empty(self.degree)
        right = np.empty(self.degree)

        values[0] = 1.0

        for j in range(0, self.degree):
            left[j] = x - self._knots[span-j]
            right[j] = self._knots[span+1+j] - x
            saved = 0.0

            for r in range(0, j+1):
                temp = values[r] / (right[r] + left[j-r])
                values[r] = saved + right[r] * temp
                saved = left[j-r] * temp

            values[j+1] = saved

    @alpyna.jit
    def eval(self, x : 'const float[:]', y : 'float[:]'):
        """ Evaluate spline at non-zero basis elements: sum_i N_i(x) * c_i.
        """
        basis = np.empty(self.degree+1)
        for i, xi in enumerate(x):
            span = self._find_span(xi)
            self._basis_funcs(xi, span, basis)

            # Evaluate the spline at xi
            y[i] = 0.0
            for j in range(self.degree+1):
                y[i] += self._coeffs[span-self.degree+j]*basis[j]

    @alpyna.jit
    def _find_span(self, x: float) -> int:
        # Knot index at left/right boundary
        low = self.degree
        high = len(self._knots)-1-self.degree

        # Check if point is exactly on left/right boundary, or outside domain
        if x <= self._knots[low]:
            returnVal = low
        elif x >= self._knots[high]:
            returnVal = high-1
        else:
            # Perform binary search
            span = (low+high)//2

            while x < self._knots[span] or x >= self._knots[span+1]:
                if x < self._knots[span]:
                    high = span
                else:
                    low = span
                span = (low+high)//2

            returnVal = span

        return returnVal


def main():
    ncells = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    npts = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    degree = 3
    knots = np.concatenate((np.zeros(degree), np.linspace(0., 1., ncells + 1), np.ones(degree)))
    ncoeffs = len(knots) - degree - 1
    coeffs = np.sin(np.arange(ncoeffs) * 0.7)
    s = Spline(degree, knots, coeffs)
    x = np.linspace(0., 1., npts)
    y = np.empty(npts)
    s.eval(x, y)
    print("degree", s.degree, "spans", s._find_span(0.0), s._find_span(0.5), s._find_span(1.0))
    print("sum", repr(float(y.sum())), "max", repr(float(y.max())))
    print(y[:3], y[-3:])
    vals = np.empty(degree + 1)
    s._basis_funcs(0.3, s._find_span(0.3), vals)
    print(vals, repr(float(vals.sum())))
    if len(sys.argv) > 3:
        t0 = time.perf_counter()
        s.eval(x, y)
        print("time %.4f" % (time.perf_counter() - t0))


main()
