# NumPy 1.24's polynomial class and functions (numpy/lib/polynomial.py,
# numpy/lib/function_base.py's trim_zeros), run inside alpyna's numpy
# module: poly1d, poly, roots, polyadd, polysub, polymul, polydiv,
# polyder, polyint and trim_zeros. NumPy writes them in Python over its
# array functions; running the same steps over alpyna's array functions
# gives the same arithmetic, so the same results bit for bit where those
# functions are NumPy's (roots goes through linalg.eigvals, see
# docs/numpy.md). Ported from NumPy (BSD-3-Clause, Copyright (c) 2005-2022,
# NumPy Developers); alpyna's numpy module lacks a few of NumPy's names
# (logical_or.accumulate, re, generic), so those steps are written out.
# The code runs in the numpy module's namespace, where max, min, abs,
# round, sum, all and any are NumPy's functions: it does not call them as
# Python's builtins.


def trim_zeros(filt, trim='fb'):
    """trim_zeros(filt, trim='fb')

    filt without its leading ('f') and trailing ('b') zeros."""
    first = 0
    trim = trim.upper()
    if 'F' in trim:
        for i in filt:
            if i != 0.:
                break
            else:
                first = first + 1
    last = len(filt)
    if 'B' in trim:
        for i in filt[::-1]:
            if i != 0.:
                break
            else:
                last = last - 1
    return filt[first:last]


def poly(seq_of_zeros):
    """poly(seq_of_zeros)

    The coefficients of the monic polynomial with the given roots (or the
    characteristic polynomial of a square matrix)."""
    seq_of_zeros = atleast_1d(seq_of_zeros)
    sh = seq_of_zeros.shape
    if len(sh) == 2 and sh[0] == sh[1] and sh[0] != 0:
        seq_of_zeros = linalg.eigvals(seq_of_zeros)
    elif len(sh) == 1:
        if seq_of_zeros.dtype != complex128 and seq_of_zeros.dtype != complex64:
            seq_of_zeros = seq_of_zeros.astype(float64)
        elif seq_of_zeros.dtype == complex64:
            seq_of_zeros = seq_of_zeros.astype(complex128)
    else:
        raise ValueError("input must be 1d or non-empty square 2d array.")
    if len(seq_of_zeros) == 0:
        return 1.0
    dt = seq_of_zeros.dtype
    a = ones((1,), dtype=dt)
    for zero in seq_of_zeros:
        if dt == complex128:
            a = _convolve_monic(a, -zero)
        else:
            a = convolve(a, array([1, -zero], dtype=dt), mode='full')
    if a.dtype == complex128:
        # If the complex roots are all complex conjugates, the roots are real.
        roots = [complex(float(z.real), float(z.imag)) for z in seq_of_zeros]
        key = lambda z: (z.real, z.imag)
        if sorted(roots, key=key) == sorted([z.conjugate() for z in roots], key=key):
            a = a.real.copy()
    return a


def _convolve_monic(a, c):
    """convolve(a, [1, c], mode='full') for complex a and c, which alpyna's
    convolve lacks: each output is a[k]*1 + a[k-1]*c, the two products and
    their sum as NumPy's complex dot computes them."""
    z = zeros(1, a.dtype)
    return concatenate((a, z)) * 1 + concatenate((z, a)) * c


def roots(p):
    """roots(p)

    The roots of the polynomial with coefficients p (highest power first):
    the eigenvalues of its companion matrix."""
    p = atleast_1d(p)
    if p.ndim != 1:
        raise ValueError("Input must be a rank-1 array.")
    non_zero = nonzero(ravel(p))[0]
    if len(non_zero) == 0:
        return array([])
    trailing_zeros = len(p) - non_zero[-1] - 1
    p = p[int(non_zero[0]):int(non_zero[-1]) + 1]
    if p.dtype != float32 and p.dtype != float64 and p.dtype != complex64 and p.dtype != complex128:
        p = p.astype(float)
    N = len(p)
    if N > 1:
        A = diag(ones((N - 2,), p.dtype), -1)
        A[0, :] = -p[1:] / p[0]
        r = linalg.eigvals(A)
    else:
        r = array([])
    return hstack((r, zeros(trailing_zeros, r.dtype)))


def polyint(p, m=1, k=None):
    """polyint(p, m=1, k=None)

    The m-th antiderivative of p, with integration constants k."""
    m = int(m)
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    if k is None:
        k = zeros(m, float)
    k = atleast_1d(k)
    if len(k) == 1 and m > 1:
        k = k[0] * ones(m, float)
    if len(k) < m:
        raise ValueError(
            "k must be a scalar or a rank-1 array of length 1 or >m.")
    truepoly = isinstance(p, poly1d)
    p = _coefficients(p)
    if m == 0:
        if truepoly:
            return poly1d(p)
        return p
    y = concatenate((p / arange(len(p), 0, -1), [k[0]]))
    val = polyint(y, m - 1, k=k[1:])
    if truepoly:
        return poly1d(val)
    return val


def polyder(p, m=1):
    """polyder(p, m=1)

    The m-th derivative of p."""
    m = int(m)
    if m < 0:
        raise ValueError("Order of derivative must be positive (see polyint)")
    truepoly = isinstance(p, poly1d)
    p = _coefficients(p)
    n = len(p) - 1
    y = p[:-1] * arange(n, 0, -1)
    if m == 0:
        val = p
    else:
        val = polyder(y, m - 1)
    if truepoly:
        val = poly1d(val)
    return val


def polyadd(a1, a2):
    """polyadd(a1, a2)

    The sum of two polynomials."""
    truepoly = isinstance(a1, poly1d) or isinstance(a2, poly1d)
    a1 = atleast_1d(_coefficients(a1))
    a2 = atleast_1d(_coefficients(a2))
    diff = len(a2) - len(a1)
    if diff == 0:
        val = a1 + a2
    elif diff > 0:
        val = concatenate((zeros(diff, a1.dtype), a1)) + a2
    else:
        val = a1 + concatenate((zeros(-diff, a2.dtype), a2))
    if truepoly:
        val = poly1d(val)
    return val


def polysub(a1, a2):
    """polysub(a1, a2)

    The difference of two polynomials, a1 - a2."""
    truepoly = isinstance(a1, poly1d) or isinstance(a2, poly1d)
    a1 = atleast_1d(_coefficients(a1))
    a2 = atleast_1d(_coefficients(a2))
    diff = len(a2) - len(a1)
    if diff == 0:
        val = a1 - a2
    elif diff > 0:
        val = concatenate((zeros(diff, a1.dtype), a1)) - a2
    else:
        val = a1 - concatenate((zeros(-diff, a2.dtype), a2))
    if truepoly:
        val = poly1d(val)
    return val


def polymul(a1, a2):
    """polymul(a1, a2)

    The product of two polynomials."""
    truepoly = isinstance(a1, poly1d) or isinstance(a2, poly1d)
    a1, a2 = poly1d(a1), poly1d(a2)
    val = convolve(a1.coeffs, a2.coeffs)
    if truepoly:
        val = poly1d(val)
    return val


def polydiv(u, v):
    """polydiv(u, v)

    The quotient and remainder of the polynomial division u / v."""
    truepoly = isinstance(u, poly1d) or isinstance(v, poly1d)
    u = atleast_1d(_coefficients(u)) + 0.0
    v = atleast_1d(_coefficients(v)) + 0.0
    w = u[0] + v[0]  # the common type
    m = len(u) - 1
    n = len(v) - 1
    scale = 1. / v[0]
    q = zeros((m - n + 1 if m - n + 1 > 1 else 1,), w.dtype)
    r = u.astype(w.dtype)
    for k in range(0, m - n + 1):
        d = scale * r[k]
        q[k] = d
        r[k:k + n + 1] -= d * v
    while allclose(r[0], 0, rtol=1e-14) and (r.shape[-1] > 1):
        r = r[1:]
    if truepoly:
        return poly1d(q), poly1d(r)
    return q, r


def _coefficients(p):
    """The coefficient array of a poly1d, or p as an array."""
    if isinstance(p, poly1d):
        return p.coeffs
    return asarray(p)


def _raise_power(astr, wrap=70):
    """Moves the exponents of '**N' up a line, as NumPy's poly1d prints."""
    n = 0
    line1 = ''
    line2 = ''
    output = ' '
    while True:
        start = astr.find('**', n)
        if start < 0:
            break
        end = start + 2
        while end < len(astr) and astr[end] in '0123456789':
            end += 1
        power = astr[start + 2:end]
        partstr = astr[n:start]
        n = end
        toadd2 = partstr + ' ' * (len(power) - 1)
        toadd1 = ' ' * (len(partstr) - 1) + power
        if ((len(line2) + len(toadd2) > wrap) or
                (len(line1) + len(toadd1) > wrap)):
            output += line1 + "\n" + line2 + "\n "
            line1 = toadd1
            line2 = toadd2
        else:
            line2 += partstr + ' ' * (len(power) - 1)
            line1 += ' ' * (len(partstr) - 1) + power
    output += line1 + "\n" + line2
    return output + astr[n:]


def _fmt_float(q):
    s = '%.4g' % float(q)
    if s.endswith('.0000'):
        s = s[:-5]
    return s


class poly1d:
    """poly1d(c_or_r, r=False, variable=None)

    A one-dimensional polynomial: its coefficients, highest power first
    (or its roots, with r=True)."""
    __hash__ = None

    def __init__(self, c_or_r, r=False, variable=None):
        if isinstance(c_or_r, poly1d):
            self._variable = c_or_r._variable
            self._coeffs = c_or_r._coeffs
            if variable is not None:
                self._variable = variable
            return
        if r:
            c_or_r = poly(c_or_r)
        c_or_r = atleast_1d(c_or_r)
        if c_or_r.ndim > 1:
            raise ValueError("Polynomial must be 1d only.")
        c_or_r = trim_zeros(c_or_r, trim='f')
        if len(c_or_r) == 0:
            c_or_r = array([0], dtype=c_or_r.dtype)
        self._coeffs = c_or_r
        if variable is None:
            variable = 'x'
        self._variable = variable

    @property
    def coeffs(self):
        """The coefficients, highest power first."""
        return self._coeffs

    @property
    def c(self):
        return self._coeffs

    @property
    def coef(self):
        return self._coeffs

    @property
    def coefficients(self):
        return self._coeffs

    @property
    def variable(self):
        """The name of the variable in the printed form."""
        return self._variable

    @property
    def order(self):
        """The order (degree) of the polynomial."""
        return len(self._coeffs) - 1

    @property
    def o(self):
        return len(self._coeffs) - 1

    @property
    def roots(self):
        """The roots of the polynomial, as roots(p.coeffs)."""
        return roots(self._coeffs)

    @property
    def r(self):
        return roots(self._coeffs)

    def __repr__(self):
        vals = repr(self.coeffs)
        vals = vals[6:-1]
        return "poly1d(%s)" % vals

    def __len__(self):
        return self.order

    def __str__(self):
        thestr = "0"
        var = self.variable
        coeffs = self.coeffs
        lead = 0
        while lead < len(coeffs) and coeffs[lead] == 0:
            lead += 1
        coeffs = coeffs[lead:]
        N = len(coeffs) - 1
        for k, coeff in enumerate(coeffs):
            im = coeff.imag
            if im == 0:
                coefstr = _fmt_float(coeff.real)
            elif coeff.real == 0:
                coefstr = '%sj' % _fmt_float(im)
            else:
                coefstr = '(%s + %sj)' % (_fmt_float(coeff.real), _fmt_float(im))
            power = (N - k)
            if power == 0:
                if coefstr != '0':
                    newstr = '%s' % (coefstr,)
                else:
                    if k == 0:
                        newstr = '0'
                    else:
                        newstr = ''
            elif power == 1:
                if coefstr == '0':
                    newstr = ''
                elif coefstr == 'b':
                    newstr = var
                else:
                    newstr = '%s %s' % (coefstr, var)
            else:
                if coefstr == '0':
                    newstr = ''
                elif coefstr == 'b':
                    newstr = '%s**%d' % (var, power,)
                else:
                    newstr = '%s %s**%d' % (coefstr, var, power)
            if k > 0:
                if newstr != '':
                    if newstr.startswith('-'):
                        thestr = "%s - %s" % (thestr, newstr[1:])
                    else:
                        thestr = "%s + %s" % (thestr, newstr)
            else:
                thestr = newstr
        return _raise_power(thestr)

    def __call__(self, val):
        if isinstance(val, poly1d):
            # polyval's Horner rule over polynomials: the composition.
            y = poly1d([0])
            for pv in self.coeffs:
                y = y * val + pv
            return y
        return polyval(self.coeffs, val)

    def __neg__(self):
        return poly1d(-self.coeffs)

    def __pos__(self):
        return self

    def __mul__(self, other):
        if isscalar(other):
            return poly1d(self.coeffs * other)
        other = poly1d(other)
        return poly1d(polymul(self.coeffs, other.coeffs))

    def __rmul__(self, other):
        if isscalar(other):
            return poly1d(other * self.coeffs)
        other = poly1d(other)
        return poly1d(polymul(self.coeffs, other.coeffs))

    def __add__(self, other):
        other = poly1d(other)
        return poly1d(polyadd(self.coeffs, other.coeffs))

    def __radd__(self, other):
        other = poly1d(other)
        return poly1d(polyadd(self.coeffs, other.coeffs))

    def __pow__(self, val):
        if not isscalar(val) or int(val) != val or val < 0:
            raise ValueError("Power to non-negative integers only.")
        res = [1]
        for _ in range(val):
            res = polymul(self.coeffs, res)
        return poly1d(res)

    def __sub__(self, other):
        other = poly1d(other)
        return poly1d(polysub(self.coeffs, other.coeffs))

    def __rsub__(self, other):
        other = poly1d(other)
        return poly1d(polysub(other.coeffs, self.coeffs))

    def __truediv__(self, other):
        if isscalar(other):
            return poly1d(self.coeffs / other)
        other = poly1d(other)
        return polydiv(self, other)

    def __rtruediv__(self, other):
        if isscalar(other):
            return poly1d(other / self.coeffs)
        other = poly1d(other)
        return polydiv(other, self)

    def __eq__(self, other):
        if not isinstance(other, poly1d):
            return NotImplemented
        if self.coeffs.shape != other.coeffs.shape:
            return False
        return bool((self.coeffs == other.coeffs).all())

    def __ne__(self, other):
        if not isinstance(other, poly1d):
            return NotImplemented
        return not self.__eq__(other)

    def __getitem__(self, val):
        ind = self.order - val
        if val > self.order:
            return self.coeffs.dtype.type(0)
        if val < 0:
            return self.coeffs.dtype.type(0)
        return self.coeffs[ind]

    def __setitem__(self, key, val):
        ind = self.order - key
        if key < 0:
            raise ValueError("Does not support negative powers.")
        if key > self.order:
            zr = zeros(key - self.order, self.coeffs.dtype)
            self._coeffs = concatenate((zr, self.coeffs))
            ind = 0
        self._coeffs[ind] = val

    def __iter__(self):
        return iter(self.coeffs)

    def integ(self, m=1, k=0):
        """The m-th antiderivative, with integration constants k."""
        return poly1d(polyint(self.coeffs, m=m, k=k))

    def deriv(self, m=1):
        """The m-th derivative."""
        return poly1d(polyder(self.coeffs, m=m))
