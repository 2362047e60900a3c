package pynumpy_test

// The @ operator on arrays (PEP 465). The expected outputs are what
// /usr/bin/python3 (CPython 3.11.2 with NumPy 1.24.2) prints for the same
// source, as in cases_test.go; NumPy's UFuncTypeError, a subclass of
// TypeError, shows as TypeError.

import "testing"

var matmulCases = []struct {
	name, src, want string
}{
	{
		name: `matmul_operator`,
		src: `A = np.array([[1, 2], [3, 4]])
v = np.array([5, 6])
print(repr(A @ A))
print(repr(A @ v), repr(v @ A))
r = v @ v
print(repr(r), type(r))
F = np.arange(6.0).reshape(2, 3)
print(repr(A @ F))
print(repr(F.T @ A))
print(repr(np.ones(3, dtype=np.float32) @ np.ones((3, 2), dtype=np.float32)))
print(repr(np.arange(3, dtype=np.int32) @ np.arange(3, dtype=np.int32)), repr(np.arange(3, dtype=np.int32) @ np.ones(3, dtype=np.float32)))
print(repr(np.array([True, False]) @ np.array([True, True])), repr(np.array([[True], [False]]) @ np.array([[False, True]])))
print(np.array_equal(A @ F, np.matmul(A, F)))`,
		want: `array([[ 7, 10],
       [15, 22]])
array([17, 39]) array([23, 34])
61 <class 'numpy.int64'>
array([[ 6.,  9., 12.],
       [12., 19., 26.]])
array([[ 9., 12.],
       [13., 18.],
       [17., 24.]])
array([3., 3.], dtype=float32)
5 3.0
True array([[False,  True],
       [False, False]])
True
`,
	},
	{
		name: `matmul_sequences`,
		src: `A = np.array([[1, 2], [3, 4]])
print(repr(A @ [1, 2]), repr([1, 2] @ A), repr((1, 2) @ A[0]))
print(repr([[1.5, 0], [0, 1]] @ A))
b = [1, 2]
b @= A
print(repr(b))
try:
    [1, 2] @ [3, 4]
except TypeError as e:
    print('TypeError', e)`,
		want: `array([ 5, 11]) array([ 7, 10]) 5
array([[1.5, 3. ],
       [3. , 4. ]])
array([ 7, 10])
TypeError unsupported operand type(s) for @: 'list' and 'list'
`,
	},
	{
		name: `matmul_stacks`,
		src: `s = np.arange(12).reshape(3, 2, 2)
m = np.array([[1, 0], [1, 1]])
print(repr(s @ m))
print(repr(m @ s))
print(repr(s @ s))
print(repr(np.arange(2) @ s), repr(s @ np.arange(2)))
t = np.ones((4, 1, 2, 3)) @ np.ones((5, 3, 2))
print(t.shape, t.dtype, t.sum())
print((np.ones((0, 2, 3)) @ np.ones((3, 4))).shape, (np.ones((2, 0, 3)) @ np.ones((3, 4))).shape, repr(np.zeros((2, 0)) @ np.zeros((0, 3))))
print(repr(np.zeros(0) @ np.zeros(0)))`,
		want: `array([[[ 1,  1],
        [ 5,  3]],

       [[ 9,  5],
        [13,  7]],

       [[17,  9],
        [21, 11]]])
array([[[ 0,  1],
        [ 2,  4]],

       [[ 4,  5],
        [10, 12]],

       [[ 8,  9],
        [18, 20]]])
array([[[  2,   3],
        [  6,  11]],

       [[ 46,  55],
        [ 66,  79]],

       [[154, 171],
        [190, 211]]])
array([[ 2,  3],
       [ 6,  7],
       [10, 11]]) array([[ 1,  3],
       [ 5,  7],
       [ 9, 11]])
(4, 5, 2, 2) float64 240.0
(0, 2, 4) (2, 0, 4) array([[0., 0., 0.],
       [0., 0., 0.]])
0.0
`,
	},
	{
		name: `matmul_scalar_operands`,
		src: `A = np.array([[1, 2], [3, 4]])
v = np.array([1.0, 2.0])
for f in [lambda: A @ 2, lambda: 2 @ A, lambda: v @ 2.5, lambda: v @ True, lambda: np.float64(2) @ v,
          lambda: v @ np.int64(3), lambda: np.array(3) @ v, lambda: v @ np.array(3.0), lambda: v @ None, lambda: None @ v,
          lambda: v @ 2**70, lambda: np.array(1) @ np.array(2)]:
    try:
        f()
    except ValueError as e:
        print('ValueError', e)`,
		want: `ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
ValueError matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
`,
	},
	{
		name: `matmul_mismatch`,
		src: `for x, y in [((2, 3), (2, 3)), ((3,), (2,)), ((3,), (2, 2)), ((2, 3), (2,)), ((2, 2, 3), (3, 2, 2)),
             ((2, 2, 3), (3, 3, 2)), ((4, 2, 2, 3), (3, 3, 5)), ((0, 2, 3), (2, 3, 4))]:
    try:
        np.ones(x) @ np.ones(y)
    except ValueError as e:
        print('ValueError', e)`,
		want: `ValueError matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
ValueError matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
ValueError matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
ValueError matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
ValueError matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (2,2,3)->(2,newaxis,newaxis) (3,3,2)->(3,newaxis,newaxis)  and requested shape (2,2)
ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (4,2,2,3)->(4,2,newaxis,newaxis) (3,3,5)->(3,newaxis,newaxis)  and requested shape (2,5)
ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (0,2,3)->(0,newaxis,newaxis) (2,3,4)->(2,newaxis,newaxis)  and requested shape (2,4)
`,
	},
	{
		name: `matmul_type_errors`,
		src: `v = np.arange(2.0)
for f in [lambda: np.float64(2) @ np.float64(3), lambda: np.float64(2) @ [1, 2], lambda: [1, 2] @ np.int64(2),
          lambda: v @ 'ab', lambda: 'abc' @ np.arange(3), lambda: np.array(3) @ 'x', lambda: 1 @ 2]:
    try:
        f()
    except TypeError as e:
        print('TypeError', e)`,
		want: `TypeError unsupported operand type(s) for @: 'numpy.float64' and 'numpy.float64'
TypeError unsupported operand type(s) for @: 'numpy.float64' and 'list'
TypeError unsupported operand type(s) for @: 'list' and 'numpy.int64'
TypeError ufunc 'matmul' did not contain a loop with signature matching types (dtype('float64'), dtype('<U2')) -> None
TypeError ufunc 'matmul' did not contain a loop with signature matching types (dtype('<U3'), dtype('int64')) -> None
TypeError ufunc 'matmul' did not contain a loop with signature matching types (dtype('int64'), dtype('<U1')) -> None
TypeError unsupported operand type(s) for @: 'int' and 'int'
`,
	},
	{
		name: `matmul_inplace`,
		src: `a = np.array([[1.0, 2.0], [3.0, 4.0]])
b = a
for y in [a, np.eye(2), 2, None]:
    try:
        a @= y
    except TypeError as e:
        print('TypeError', e)
print(a is b, repr(a))`,
		want: `TypeError In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.
TypeError In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.
TypeError In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.
TypeError In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.
True array([[1., 2.],
       [3., 4.]])
`,
	},
	{
		name: `matmul_defer`,
		src: `class Deferring:
    __array_ufunc__ = None
    def __rmatmul__(self, other):
        return 'rmatmul ' + str(other.shape)
    def __matmul__(self, other):
        return 'matmul ' + str(other.shape)
class Plain:
    def __rmatmul__(self, other):
        return 'rmatmul'
a = np.ones((2, 3))
print(a @ Deferring(), Deferring() @ a)
try:
    a @= Deferring()
except TypeError as e:
    print('TypeError', e)
try:
    a @ Plain()
except ValueError as e:
    print('ValueError', e)`,
		want: `rmatmul (2, 3) matmul (2, 3)
TypeError In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.
ValueError matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
`,
	},
	{
		name: `matmul_inplace_uncaught`,
		src: `a = np.eye(2)
a @= a`,
		want: `TypeError: In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.
`,
	},
}

func TestMatMul(t *testing.T) {
	for _, c := range matmulCases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("source:\n%s\ngot:\n%s\nwant:\n%s", c.src, got, c.want)
			}
		})
	}
}
