# Temporaries of array expressions: in a*b + c the product is only on the
# interpreter's stack, and alpyna writes the sum into its buffer (NumPy's
# temporary elision). These cases would print wrong values if a result
# that something else refers to were overwritten, or a buffer reused
# where the result needs another shape or dtype.
import numpy as np

a = np.arange(6, dtype=np.float64)
b = np.ones(6) * 2.0
c = np.full(6, 3.0)

# chains: each operator may reuse the previous result
print(a * b + c * a - b)
print((a + 1) * (b - 1) / (c + a) - a * a)

# a name is not a temporary: x keeps its value
x = a * b
y = x + c
print(x, y)
z = x * 2 - x
print(x, z)

# stored into a list, an attribute, passed to a function
lst = [a * b]
u = lst[0] + c
print(lst[0], u)


class Box:
    pass


box = Box()
box.v = a * b
w = box.v + c
print(box.v, w)

kept = []


def keep(q):
    kept.append(q)
    return q


w = keep(a * b) + c
print(kept[0], w)
w = c + keep(a * b)
print(kept[1], w)

# a view of a temporary, and a temporary that is a view
v = (a * b)[1:] + c[1:]
print(v)
m = (a * b).reshape(2, 3) + 1
print(m)
big = a * b
part = big[2:]
print(part + 1, big)

# broadcasting: the temporary must not grow
print((a * b)[None, :] + np.ones((2, 6)))
print(np.ones((2, 6)) + a * b)
print((a * b).reshape(6, 1) + a)

# dtype promotion: int temporaries with floats, float32 with float64
i = np.arange(6)
print(i * 2 + 0.5, (i * i) * 2.5, (i + i) / 2, (i * 3) - 1, 7 - i * 3)
f32 = np.arange(6, dtype=np.float32)
print((f32 * f32 + 1).dtype, (f32 * f32 + a).dtype, f32 * f32 + a)
print(f32 * np.float32(0.1) + np.float32(0.2))

# 0-d arrays
s0 = np.array(2.0)
print(s0 * s0 + s0, (s0 * s0 + a).shape)

# comparisons, chained comparisons and augmented assignment
print((a * b < c * a) & (c * a < b * 10))
print(0 < (a * b).sum() + 1 < 100)
k = a * 1.0
k += a * b
print(k, a)
k2 = a * b
k2 -= a * b
print(k2)

# generators and lambdas
print([t * 2 + 1 for t in (a, b)])
print(list(t * t - t for t in (a, c)))
h = lambda p: p * p + p
print(h(a), a)


# a user operator that keeps its operand
class Keeper:
    def __add__(self, o):
        self.kept = o
        return o


kp = Keeper()
r = (kp + a * b) + c
print(kp.kept, r)

# floating-point errors are still reported with the temporary's inputs
np.seterr(divide="raise", invalid="raise")
for expr in (lambda: 1.0 / (a * 0) + 1, lambda: (a - a) / (a * 0) + 1, lambda: (a + 1) / (a * 0)):
    try:
        print(expr())
    except FloatingPointError as e:
        print("FloatingPointError:", e)
np.seterr(all="ignore")
print((a - 1) / (a * 0) + 1)
print((a * 1e300) * 1e300 - a)
