# np.cross of 2- and 3-vectors (stacks, axis arguments, mixed lengths)
# and np.kron of vectors, matrices and mixed ranks, with their dtypes.
import numpy as np


def show(label, r):
    print(label, repr(r), r.dtype, r.shape)


show("2x2", np.cross([1, 2], [3, 4]))
show("3x3", np.cross([1, 2, 3], [4, 5, 6]))
show("2x3", np.cross([1, 2], [4, 5, 6]))
show("3x2", np.cross([1, 2, 3], [4, 5]))
show("float", np.cross([1.5, -2.0, 0.25], [0.5, 4.0, -3.0]))
show("f32", np.cross(np.array([1, 2, 3], dtype=np.float32), np.array([4, 5, 6], dtype=np.float32)))
show("i32xf", np.cross(np.array([1, 2, 3], dtype=np.int32), [0.5, 0.5, 0.5]))
a = np.arange(12).reshape(4, 3)
b = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1]])
show("stack", np.cross(a, b))
show("stack 2d", np.cross(a[:, :2], b[:, :2]))
show("broadcast", np.cross(a, [0, 0, 1]))
show("axisa0", np.cross(a.T, b, axisa=0))
show("axisc0", np.cross(a, b, axisc=0))
show("axis0", np.cross(a.T, b.T, axis=0))
show("3d", np.cross(np.arange(24).reshape(2, 4, 3), [1, 2, 3]))
x = np.array([1.0, 0.0, 0.0])
y = np.array([0.0, 1.0, 0.0])
print(np.cross(x, y), np.cross(y, x), np.dot(np.cross(x, y), [0, 0, 1]))
for args, kw in [(([1, 2, 3, 4], [1, 2, 3]), {}), (([1], [1, 2]), {}), (([1, 2, 3], [4, 5, 6]), {"axisa": 2})]:
    try:
        print(np.cross(*args, **kw))
    except (ValueError, IndexError) as e:
        print("error:", e)

show("kron 1d", np.kron([1, 10, 100], [5, 6, 7]))
show("kron 2d", np.kron(np.eye(2), np.ones((2, 2))))
show("kron int", np.kron(np.array([[1, 2], [3, 4]]), np.array([[0, 1], [1, 0]])))
show("kron mixed", np.kron(np.array([[1, 2], [3, 4]]), np.array([1, -1])))
show("kron mixed2", np.kron(np.array([1, -1]), np.array([[1, 2], [3, 4]])))
show("kron scalar", np.kron(3, np.array([1, 2])))
show("kron f32", np.kron(np.array([1.5, 2], dtype=np.float32), np.array([2, 4], dtype=np.int16)))
show("kron bool", np.kron(np.array([True, False]), np.array([True, True])))
show("kron 3d", np.kron(np.ones((2, 1, 2)), np.arange(4).reshape(2, 2)))
show("kron empty", np.kron(np.zeros((0, 2)), np.ones((2, 2))))
