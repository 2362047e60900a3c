# np.cov (rowvar, bias, ddof, y) and np.corrcoef: float64 results of int,
# float and bool inputs, one variable, the shapes NumPy gives.
import numpy as np


def show(label, r):
    print(label, repr(r), r.dtype, r.shape)


x = np.array([[0, 2], [1, 1], [2, 0]]).T
show("cov", np.cov(x))
show("bias", np.cov(x, bias=True))
show("ddof0", np.cov(x, ddof=0))
show("ddof2", np.cov(x, ddof=2))
show("ddof float", np.cov(x, ddof=1.0))
show("y", np.cov([1, 2, 3, 4.5], [2, 1, 7, 3]))
show("rowvar", np.cov(x.T, rowvar=False))
show("one var", np.cov([1.0, 2.5, 3.0, 7.0]))
show("one var list", np.cov([1, 2, 3]))
show("f32", np.cov(np.array([[1, 2, 4], [3, 1, 0]], dtype=np.float32)))
show("bool", np.cov(np.array([[True, False, True], [False, False, True]])))
data = np.array([[2.1, 2.5, 3.6, 4.0], [8.0, 10.0, 12.0, 14.0], [1.0, 0.5, 0.25, 0.125]])
show("data", np.cov(data))
show("data cols", np.cov(data.T, rowvar=False, bias=True))
show("empty", np.cov(np.zeros((0, 3))))

show("corrcoef", np.corrcoef(x))
show("corrcoef y", np.corrcoef([1, 2, 3, 4.5], [2, 1, 7, 3]))
show("corrcoef data", np.corrcoef(data))
show("corrcoef cols", np.corrcoef(data.T, rowvar=False))
r = np.corrcoef([1, 2, 3])
print("corrcoef one", repr(r), type(r).__name__)
t = np.linspace(0, 6, 50)
print(np.round(np.corrcoef(np.sin(t), np.cos(t)), 6))
print(np.round(np.cov(np.vstack([t, t ** 2, np.sqrt(t)])), 6))
try:
    np.cov(np.zeros((2, 2, 2)))
except ValueError as e:
    print("ValueError:", e)
