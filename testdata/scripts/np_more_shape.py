# copy asarray ascontiguousarray amax amin ravel squeeze expand_dims flip
# fliplr flipud: results, dtypes, and which results are views.
import numpy as np


def show(label, r):
    print(label, repr(r), type(r).__name__, getattr(r, "dtype", None), r.shape if isinstance(r, np.ndarray) else None)


a = np.arange(12).reshape(3, 4)
c = np.copy(a)
c[0, 0] = 99
show("copy", c)
show("copy orig", a)
show("copy list", np.copy([1.5, 2]))
show("asarray same", np.asarray(a) is a)
show("asarray dtype", np.asarray(a, dtype=np.float64))
show("asarray list", np.asarray([[1, 2], [3, 4]]))
show("asarray scalar", np.asarray(5))
t = np.ascontiguousarray(a.T)
show("ascontiguousarray", t)
show("ascontiguousarray same", np.ascontiguousarray(a) is a)
show("ascontiguousarray 0-d", np.ascontiguousarray(3.0))
show("amax", np.amax(a))
show("amax axis", np.amax(a, axis=0))
show("amin axis", np.amin(a, axis=1, keepdims=True))
show("amin f", np.amin(np.array([2.5, np.nan, 1.0])))
show("ravel", np.ravel(a.T))
show("ravel list", np.ravel([[1, 2], [3, 4]]))
z = np.zeros((1, 3, 1, 2))
show("squeeze", np.squeeze(z).shape)
show("squeeze axis", np.squeeze(z, axis=0).shape)
show("squeeze axes", np.squeeze(z, axis=(0, 2)).shape)
show("squeeze 0-d", np.squeeze(np.array([[7]])))
try:
    np.squeeze(z, axis=1)
except ValueError as e:
    print("ValueError", e)
v = np.arange(6)
show("expand_dims 0", np.expand_dims(v, 0))
show("expand_dims -1", np.expand_dims(v, -1).shape)
show("expand_dims tuple", np.expand_dims(v, (0, 2)).shape)
show("expand_dims 2d", np.expand_dims(a, 1).shape)
try:
    np.expand_dims(v, 3)
except IndexError as e:  # NumPy's AxisError is an IndexError
    print("IndexError", e)
show("flip", np.flip(v))
show("flip 2d", np.flip(a))
show("flip axis", np.flip(a, axis=1))
show("flip axes", np.flip(a, axis=(0, 1)))
show("fliplr", np.fliplr(a))
show("flipud", np.flipud(a))
show("flipud 1d", np.flipud(v))
show("flip empty", np.flip(np.zeros(0)))
f = np.flip(v)
f[0] = 100
show("flip view", v)
e = np.expand_dims(v, 0)
e[0, 1] = -1
show("expand_dims view", v)
s = np.squeeze(z)
s[0, 0] = 3.0
show("squeeze view", z.sum())
try:
    np.fliplr(v)
except ValueError as e:
    print("ValueError", e)
show("flip of flip", np.flip(np.flip(a, 0), 1) + 0)
