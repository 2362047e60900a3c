# Ufuncs, operators and ufunc-like functions on 0-d arrays return NumPy
# scalars, as NumPy 1.24 does (np.where does not); NumPy scalars have the
# array methods; a bool_ scalar indexes as a 0-d boolean array; the C type
# names and the one-letter dtype codes.
import numpy as np


def show(label, v):
    print(label, repr(v), str(v), type(v))


a = np.array(2.0)
show("sqrt 0-d", np.sqrt(a))
show("sqrt float", np.sqrt(2.0))
show("sqrt int", np.sqrt(4))
show("add.reduce", np.add.reduce(np.array([1.0, 2.0])))
show("a[()]", a[()])
show("asarray + 1", np.asarray(3.0) + 1)
show("1 + 0-d", 1 + np.array(2.5))
show("0-d * 0-d", a * a)
show("-0-d", -a)
show("abs", abs(np.array(-2)))
show("0-d + 1-d", a + np.array([1.0]))
show("0-d * list", a * [1.0])
show("int 0-d * 2", np.array(3) * 2)
show("0-d > 2", np.array(3) > 2)
show("0-d == 0-d", a == a)
show("~0-d", ~np.array(3))
show("int8 0-d", np.array(3, dtype=np.int8) + np.array(4, dtype=np.int8))
show("float32 0-d * 2", np.array(3, dtype=np.float32) * 2)
show("float64 + 0-d", np.float64(2.0) + np.array(1.0))
show("0-d ** 2", np.array(2.0) ** 2)
show("0-d / 0-d", np.array(2) / np.array(3))
show("0-d // 2", np.array(7) // 2)
show("np.add 0-d", np.add(np.array(1), np.array(2)))
show("np.add out", np.add(a, 1, out=np.empty(())))
show("minimum", np.minimum(a, 1.0))
show("fmin", np.fmin(a, 1.0))
show("clip", np.clip(a, 0, 1))
show("clip lo", np.clip(a, 3, None))
show("floor", np.floor(a))
show("isnan", np.isnan(a))
show("logical_not", np.logical_not(np.array(True)))
show("arctan2", np.arctan2(np.array(1.0), 1.0))
show("square", np.square(np.array(3)))
show("exp", np.exp(np.array(1.5)))
show("log", np.log(np.array(2.5)))
show("positive", np.positive(np.array(2.5)))
show("conj", np.conj(np.array(2.5)))
show("sign", np.sign(np.array(-2.5)))
show("deg2rad", np.deg2rad(np.array(30.0)))
show("heaviside", np.heaviside(np.array(2.0), 0.5))
show("logaddexp", np.logaddexp(np.array(1.0), 2.0))
show("round", np.round(np.array(2.5)))
show("a.round", np.array(3.5).round())
show("isclose", np.isclose(a, 2.0))
show("searchsorted", np.searchsorted(np.array([1.0, 3.0]), a))
show("digitize", np.digitize(a, np.array([1.0, 3.0])))
show("angle", np.angle(a))
show("nan_to_num", np.nan_to_num(np.array(np.nan)))
show("where", np.where(True, 1.0, 2.0))
show("where 0-d", np.where(np.array(True), 1, 2))
show("sum 0-d", np.sum(a))
show("a.sum", a.sum())
show("copy", a.copy())
show("T", a.T)
show("ravel", a.ravel())
show("astype", a.astype(np.float32))
b = np.array(5.0)
b += 1
show("b += 1", b)
b *= np.array(2.0)
show("b *= 0-d", b)
c = b * 2 + 1
show("b * 2 + 1", c)

# NumPy scalars have the methods and attributes of arrays
x = np.float64(2.5)
show("astype", x.astype(np.float32))
show("any", np.bool_(True).any())
print(x.shape, x.ndim, x.size, repr(x.T), repr(x.reshape(1)), repr(x.copy()), repr(x.round()), x.tolist(), repr(x.sum()))
print(repr(np.int64(3).astype(float)), repr(x.clip(0, 1)), repr(x.max()), repr(x.argmax()), repr(x.ravel()))
print(hasattr(x, "__len__"), hasattr(x, "foo"), repr(x[()]), repr(x[...]))
try:
    x.foo
except AttributeError as e:
    print("AttributeError:", e)
try:
    x[0]
except IndexError as e:
    print("IndexError:", e)

# a bool_ scalar indexes as a 0-d boolean array
d = np.array(2.5)
e = np.array([1.0, 2.0])
print(repr(d[np.True_]), repr(e[np.True_]), repr(e[np.False_]), repr(e[np.isnan(d)]))
d[np.True_] = 3
e[np.False_] = 9
print(repr(d), repr(e))

# the C type names and the dtype codes
for v in [np.intc(3), np.uintc(3), np.single(1.1), np.double(1.1), np.int_(3), np.float_(3), np.complex_(3)]:
    print(repr(v), type(v))
print(np.intc, np.uintc, np.single, np.double, np.int_, np.float_, np.complex_)
print(np.array([1, 2], dtype=np.intc).dtype, np.array([1, 2], dtype=np.uintc).dtype, np.array([1.0], dtype=np.single).dtype)
print(np.zeros(2, np.longlong).dtype, np.zeros(2, np.double), np.zeros(2, np.complex_))
for code in ["i", "l", "q", "b", "B", "h", "H", "I", "L", "Q", "f", "d", "<f8", "=i4", "|b1", "intc", "longlong", "single", "double"]:
    print(code, np.dtype(code), np.zeros(1, dtype=code).dtype)

# reduce of a 0-d array is its element; accumulate refuses it
show("add.reduce 0-d", np.add.reduce(np.array(3.0)))
show("multiply.reduce 0-d", np.multiply.reduce(np.array(4)))
show("maximum.reduce 0-d", np.maximum.reduce(np.array(3.0)))
show("subtract.reduce 0-d", np.subtract.reduce(np.array(3.0)))
try:
    np.add.accumulate(np.array(3.0))
except TypeError as e:
    print("TypeError:", e)
