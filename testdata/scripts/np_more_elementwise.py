# The operator ufuncs as functions, the type-keeping ufuncs (square, sign,
# reciprocal) and the float ufuncs exp2 log1p expm1 cbrt deg2rad rad2deg:
# results and dtypes for bool/int/float inputs, scalars, broadcasting, NaN.
import numpy as np


def show(label, r):
    print(label, repr(r), type(r).__name__, getattr(r, "dtype", None))


i = np.array([[1, -2, 3], [0, 5, -6]])
f = np.array([0.5, -1.5, 0.0, 2.0])
f32 = np.array([1.5, -0.25, 3.0], dtype=np.float32)
b = np.array([True, False, True])
show("add", np.add(i, 1))
show("add bcast", np.add(i, np.array([10, 20, 30])))
show("add scalars", np.add(2, 3))
show("subtract", np.subtract(f, 1))
show("multiply", np.multiply(i, 2.5))
show("multiply f32", np.multiply(f32, 2))
show("divide", np.divide(i, 4))
show("true_divide", np.true_divide(7, 2))
show("floor_divide", np.floor_divide(i, 4))
show("floor_divide f", np.floor_divide(f, 0.5))
show("mod", np.mod(i, 4))
show("mod f", np.mod(f, 1.25))
show("remainder", np.remainder(-7, 3))
show("negative", np.negative(i))
show("negative f", np.negative(f))
show("negative scalar", np.negative(3.5))
show("square", np.square(i))
show("square f32", np.square(f32))
show("square bool", np.square(b))
show("sign", np.sign(i))
show("sign f", np.sign(np.array([-0.0, 0.0, -3.5, 2.0, np.nan, -np.inf])))
show("sign scalar", np.sign(-4))
show("sign u8", np.sign(np.array([0, 7], dtype=np.uint8)))
show("reciprocal", np.reciprocal(np.array([1, 2, -1, -2, 3])))
show("reciprocal f", np.reciprocal(np.array([0.5, 4.0, -8.0])))
show("reciprocal f32", np.reciprocal(f32))
for name in ["exp2", "log1p", "expm1", "cbrt", "deg2rad", "rad2deg", "degrees", "radians"]:
    fn = getattr(np, name)
    show(name, fn(np.array([0.0, 0.5, 1.0, 2.5, 10.0, -0.75, np.nan])))
    show(name + " int", fn(np.array([1, 2, 3, 180])))
    if name not in ("log1p", "cbrt"):
        # alpyna's float32 log1p and cbrt round the float64 result, which
        # may differ from glibc's log1pf/cbrtf in the last bit.
        show(name + " f32", fn(f32))
    show(name + " scalar", fn(3))
show("newaxis", np.newaxis is None)
show("newaxis index", np.arange(3)[:, np.newaxis].shape)
try:
    np.sign(b)
except TypeError as e:
    print("TypeError", e)
