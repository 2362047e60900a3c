package pynumpy_test

// The expected outputs are what /usr/bin/python3 (CPython 3.11.2 with
// NumPy 1.24.2) prints for the same source; an uncaught exception is shown
// as the last line of its traceback, "Type: message".

var cases = []struct {
	name, src, want string
}{
	{
		name: `module_constants`,
		src:  `print(np.pi, np.e, np.inf, np.nan)`,
		want: `3.141592653589793 2.718281828459045 inf nan
`,
	},
	{
		name: `zeros`,
		src: `print(np.zeros(3))
print(repr(np.zeros((2, 3), dtype=np.int32)))`,
		want: `[0. 0. 0.]
array([[0, 0, 0],
       [0, 0, 0]], dtype=int32)
`,
	},
	{
		name: `dtype_spellings`,
		src: `for dt in [np.float32, 'float32', 'f8', 'i4', float, int, bool, np.bool_, np.int64]:
    print(repr(np.ones(2, dtype=dt)))`,
		want: `array([1., 1.], dtype=float32)
array([1., 1.], dtype=float32)
array([1., 1.])
array([1, 1], dtype=int32)
array([1., 1.])
array([1, 1])
array([ True,  True])
array([ True,  True])
array([1, 1])
`,
	},
	{
		name: `empty`,
		src: `a = np.empty((2, 2))
print(a.shape, a.dtype)`,
		want: `(2, 2) float64
`,
	},
	{
		name: `full_inference`,
		src: `print(repr(np.full(3, 7)))
print(repr(np.full((2,), 2.5)))
print(repr(np.full(2, True)))
print(repr(np.full(2, np.float32(1.5))))
print(repr(np.full(2, 3, dtype=np.float32)))`,
		want: `array([7, 7, 7])
array([2.5, 2.5])
array([ True,  True])
array([1.5, 1.5], dtype=float32)
array([3., 3.], dtype=float32)
`,
	},
	{
		name: `like`,
		src: `a = np.arange(6).reshape(2, 3)
print(repr(np.zeros_like(a)))
print(repr(np.ones_like(a, dtype=np.float32)))
print(np.empty_like(a).shape, np.empty_like(a).dtype)`,
		want: `array([[0, 0, 0],
       [0, 0, 0]])
array([[1., 1., 1.],
       [1., 1., 1.]], dtype=float32)
(2, 3) int64
`,
	},
	{
		name: `arange`,
		src: `print(repr(np.arange(5)))
print(repr(np.arange(2, 8, 2)))
print(repr(np.arange(5, 0, -2)))
print(repr(np.arange(0.1, 1, 0.3)))
print(repr(np.arange(1, 2, 0.1, dtype=np.float32)))
print(repr(np.arange(3, dtype=np.float64)))
print(repr(np.arange(5, 1)))
print(repr(np.arange(0, 1, 0.1)))`,
		want: `array([0, 1, 2, 3, 4])
array([2, 4, 6])
array([5, 3, 1])
array([0.1, 0.4, 0.7])
array([1.       , 1.1      , 1.2      , 1.3000001, 1.4000001, 1.5000001,
       1.6000001, 1.7000002, 1.8000002, 1.9000002], dtype=float32)
array([0., 1., 2.])
array([], dtype=int64)
array([0. , 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
`,
	},
	{
		name: `arange_zero_step`,
		src:  `np.arange(0, 5, 0)`,
		want: `ZeroDivisionError: division by zero
`,
	},
	{
		name: `array_inference`,
		src: `print(repr(np.array([1, 2, 3])))
print(repr(np.array([1.0, 2])))
print(repr(np.array([True, False])))
print(repr(np.array([[1, 2], [3, 4]])))
print(repr(np.array((1, 2.5))))
print(repr(np.array([True, 1])))
print(repr(np.array([np.float32(1), np.float32(2)])))
print(repr(np.array([np.int32(1), 2])))
print(repr(np.array([np.float32(1), 2.0])))
print(repr(np.array([])))
print(repr(np.array(5)))`,
		want: `array([1, 2, 3])
array([1., 2.])
array([ True, False])
array([[1, 2],
       [3, 4]])
array([1. , 2.5])
array([1, 1])
array([1., 2.], dtype=float32)
array([1, 2])
array([1., 2.])
array([], dtype=float64)
array(5)
`,
	},
	{
		name: `array_dtype_and_copy`,
		src: `print(repr(np.array([1.7, -1.7], dtype=np.int64)))
a = np.array([1, 2])
b = np.array(a)
b[0] = 9
print(a, b)
print(repr(np.array(a, dtype=np.float32)))`,
		want: `array([ 1, -1])
[1 2] [9 2]
array([1., 2.], dtype=float32)
`,
	},
	{
		name: `array_of_arrays`,
		src:  `print(repr(np.array([np.zeros(2), np.ones(2)])))`,
		want: `array([[0., 0.],
       [1., 1.]])
`,
	},
	{
		name: `array_ragged`,
		src:  `np.array([[1, 2], [3]])`,
		want: `ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
`,
	},
	{
		name: `attributes`,
		src: `a = np.zeros((2, 3), dtype=np.float32)
print(a.shape, a.dtype, a.size, a.ndim, len(a))`,
		want: `(2, 3) float32 6 2 2
`,
	},
	{
		name: `dtype_object`,
		src: `a = np.zeros(3)
print(a.dtype, repr(a.dtype), a.dtype == np.float64, a.dtype == 'float64', a.dtype == float, a.dtype == np.float32, a.dtype != np.int32)
print(np.dtype('f4'), a.dtype.name, a.dtype.itemsize, np.int32(1).dtype)`,
		want: `float64 dtype('float64') True True True False True
float32 float64 8 int32
`,
	},
	{
		name: `dtype_errors`,
		src: `try:
    np.zeros(3, dtype='xyz')
except TypeError as e:
    print(e)
np.zeros(3, dtype=5)`,
		want: `data type 'xyz' not understood
TypeError: Cannot interpret '5' as a data type
`,
	},
	{
		name: `type_names`,
		src: `print(type(np.float32(1)), np.float32, np.bool_, type(np.zeros(2)))
print(type(np.int64(1)).__name__, np.float64.__name__)`,
		want: `<class 'numpy.float32'> <class 'numpy.float32'> <class 'numpy.bool_'> <class 'numpy.ndarray'>
int64 float64
`,
	},
	{
		name: `reductions`,
		src: `a = np.arange(1, 7).reshape(2, 3)
print(a.sum(), a.min(), a.max(), a.mean())
f = np.ones(10, dtype=np.float32) * np.float32(0.1)
print(f.sum(), repr(f.sum()), f.mean(), type(f.sum()))`,
		want: `21 1 6 3.5
1.0 1.0 0.1 <class 'numpy.float32'>
`,
	},
	{
		name: `reduction_empty`,
		src:  `np.zeros(0).min()`,
		want: `ValueError: zero-size array to reduction operation minimum which has no identity
`,
	},
	{
		name: `copy_fill`,
		src: `a = np.zeros(3)
b = a.copy()
b.fill(2)
a.fill(7.9)
print(a, b)
c = np.zeros(2, dtype=np.int32)
c.fill(7.9)
print(c)`,
		want: `[7.9 7.9 7.9] [2. 2. 2.]
[7 7]
`,
	},
	{
		name: `reshape`,
		src: `a = np.arange(6)
print(a.reshape(2, 3))
print(a.reshape((3, -1)))
print(a.reshape([6]).shape == (6,))
b = a.reshape(2, 3)
b[0, 0] = 100
print(a)`,
		want: `[[0 1 2]
 [3 4 5]]
[[0 1]
 [2 3]
 [4 5]]
True
[100   1   2   3   4   5]
`,
	},
	{
		name: `reshape_error`,
		src:  `np.zeros(3).reshape(2, 2)`,
		want: `ValueError: cannot reshape array of size 3 into shape (2,2)
`,
	},
	{
		name: `negative_dims`,
		src:  `np.zeros(-1)`,
		want: `ValueError: negative dimensions are not allowed
`,
	},
	{
		name: `astype`,
		src: `a = np.array([1.5, -2.7])
print(repr(a.astype(np.int32)), repr(a.astype('bool')), repr(a.astype(float)))`,
		want: `array([ 1, -2], dtype=int32) array([ True,  True]) array([ 1.5, -2.7])
`,
	},
	{
		name: `tolist`,
		src: `print(np.arange(4).reshape(2, 2).tolist(), np.array([1.5]).tolist(), np.array([True]).tolist(), np.array(3).tolist())
print(type(np.arange(2).tolist()[0]), type(np.zeros(1, dtype=np.float32).tolist()[0]))`,
		want: `[[0, 1], [2, 3]] [1.5] [True] 3
<class 'int'> <class 'float'>
`,
	},
	{
		name: `iteration`,
		src: `for x in np.arange(3):
    print(repr(x), type(x))
for row in np.arange(4).reshape(2, 2):
    print(row)`,
		want: `0 <class 'numpy.int64'>
1 <class 'numpy.int64'>
2 <class 'numpy.int64'>
[0 1]
[2 3]
`,
	},
	{
		name: `indexing`,
		src: `a = np.arange(12).reshape(3, 4)
print(a[1], a[1, 2], a[1][2], a[-1, -1], a[np.int64(2)], a[np.int32(0), 1])
print(repr(a[0, 0]), type(a[0, 0]))`,
		want: `[4 5 6 7] 6 6 11 [ 8  9 10 11] 1
0 <class 'numpy.int64'>
`,
	},
	{
		name: `index_row_view`,
		src: `a = np.zeros((2, 2))
row = a[1]
row[0] = 5
print(a)`,
		want: `[[0. 0.]
 [5. 0.]]
`,
	},
	{
		name: `index_float`,
		src:  `np.arange(3)[1.0]`,
		want: "IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices\n",
	},
	{
		name: `index_too_many`,
		src:  `np.arange(5)[0, 1]`,
		want: `IndexError: too many indices for array: array is 1-dimensional, but 2 were indexed
`,
	},
	{
		name: `index_out_of_range`,
		src:  `np.arange(5)[5]`,
		want: `IndexError: index 5 is out of bounds for axis 0 with size 5
`,
	},
	{
		name: `index_negative_out_of_range`,
		src:  `np.zeros((2, 3))[1, -4]`,
		want: `IndexError: index -4 is out of bounds for axis 1 with size 3
`,
	},
	{
		name: `setitem`,
		src: `a = np.zeros(3, dtype=np.int64)
a[0] = 2.9
a[1] = -2.9
a[-1] = True
print(a)
b = np.zeros((2, 3))
b[0] = [1, 2, 3]
b[1] = 5
b[1, 1] = np.float32(0.5)
print(b)
c = np.zeros((2, 2))
c[1] = np.arange(2)
print(c)
c[0, 0] = np.array([7])
print(c)`,
		want: `[ 2 -2  1]
[[1.  2.  3. ]
 [5.  0.5 5. ]]
[[0. 0.]
 [0. 1.]]
[[7. 0.]
 [0. 1.]]
`,
	},
	{
		name: `setitem_nan_into_int`,
		src: `a = np.zeros(3, dtype=np.int64)
a[0] = float('nan')`,
		want: `ValueError: cannot convert float NaN to integer
`,
	},
	{
		name: `setitem_sequence`,
		src: `a = np.zeros(3)
a[0] = [1, 2]`,
		want: `ValueError: setting an array element with a sequence.
`,
	},
	{
		name: `setitem_big_int`,
		src: `a = np.zeros(3, dtype=np.int64)
a[0] = 2**70`,
		want: `OverflowError: Python int too large to convert to C long
`,
	},
	{
		name: `arithmetic`,
		src: `a = np.arange(4)
print(a + 1, 1 + a, a - 1.5, 2 * a, a / 2, a // 3, a % 3, a ** 2, 2 ** a)
print(-a, +a, abs(-a), ~a, 7 - a, 7 // (a + 1), 7 % (a + 1))`,
		want: `[1 2 3 4] [1 2 3 4] [-1.5 -0.5  0.5  1.5] [0 2 4 6] [0.  0.5 1.  1.5] [0 0 0 1] [0 1 2 0] [0 1 4 9] [1 2 4 8]
[ 0 -1 -2 -3] [0 1 2 3] [0 1 2 3] [-1 -2 -3 -4] [7 6 5 4] [7 3 2 1] [0 1 1 3]
`,
	},
	{
		name: `arithmetic_dtypes`,
		src: `f = np.ones(2, dtype=np.float32)
print(repr(f + 1), repr(f + 1.5), repr(f * np.float64(2)), repr(f + np.arange(2)))
i = np.arange(2, dtype=np.int32)
print(repr(i + 1), repr(i + np.int64(1)), repr(i * 2.0), repr(i + [1, 2]))`,
		want: `array([2., 2.], dtype=float32) array([2.5, 2.5], dtype=float32) array([2., 2.], dtype=float32) array([1., 2.])
array([1, 2], dtype=int32) array([1, 2], dtype=int32) array([0., 2.]) array([1, 3])
`,
	},
	{
		name: `broadcasting`,
		src: `print(np.arange(6).reshape(2, 3) + np.arange(3))
print(np.ones((2, 1)) * np.arange(3))`,
		want: `[[0 2 4]
 [3 5 7]]
[[0. 1. 2.]
 [0. 1. 2.]]
`,
	},
	{
		name: `comparisons`,
		src: `a = np.arange(4)
print(a < 2, a <= 2, a == 2, a != 2, a > 2, a >= 2, 2 > a)`,
		want: `[ True  True False False] [ True  True  True False] [False False  True False] [ True  True False  True] [False False False  True] [False False  True  True] [ True  True False False]
`,
	},
	{
		name: `bitwise`,
		src: `a = np.arange(4)
print(a & 1, a | 4, a ^ 1, 1 & a, np.array([True, False]) & True, np.array([True, False]) | False)`,
		want: `[0 1 0 1] [4 5 6 7] [1 0 3 2] [0 1 0 1] [ True False] [ True False]
`,
	},
	{
		name: `inplace`,
		src: `a = np.zeros(3)
a += 1
a *= 3
a -= np.arange(3)
a /= 2
print(a)
b = np.arange(3)
alias = b
b += 1
b //= 2
b **= 2
print(alias)
f = np.ones(2, dtype=np.float32)
f += 0.5
print(repr(f))
m = np.zeros((2, 2))
m += np.arange(2)
print(m)`,
		want: `[1.5 1.  0.5]
[0 1 1]
array([1.5, 1.5], dtype=float32)
[[0. 1.]
 [0. 1.]]
`,
	},
	{
		name: `inplace_cast_error`,
		src: `b = np.arange(3)
b += 1.5`,
		// NumPy raises UFuncTypeError, a subclass of TypeError.
		want: `TypeError: Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
`,
	},
	{
		name: `inplace_shape_error`,
		src: `b = np.zeros(3)
b += np.zeros((2, 3))`,
		want: `ValueError: non-broadcastable output operand with shape (3,) doesn't match the broadcast shape (2,3)
`,
	},
	{
		name: `broadcast_error`,
		src:  `np.zeros(3) + np.zeros(4)`,
		want: `ValueError: operands could not be broadcast together with shapes (3,) (4,) 
`,
	},
	{
		name: `negative_power_error`,
		src:  `np.arange(3) ** -1`,
		want: `ValueError: Integers to negative integer powers are not allowed.
`,
	},
	{
		name: `scalar_arithmetic`,
		src: `x = np.float32(2.0)
print(repr(x * 3), type(x * 3), repr(x + 1.5), type(x + 1.5), repr(1.5 + x))
print(repr(np.int64(7) // 2), repr(np.int64(7) / 2), repr(np.int32(3) + 1), type(np.int32(3) + 1), repr(-np.int64(3)), abs(np.float64(-2.5)), np.int64(7) % 3, np.int64(2) ** 3)
print(np.int64(5) < 6, np.float32(0.5) >= 1, type(np.int64(5) < 6), np.int64(6) & 3, np.True_ if False else np.bool_(True) | False)`,
		want: `6.0 <class 'numpy.float64'> 3.5 <class 'numpy.float64'> 3.5
3 3.5 4 <class 'numpy.int64'> -3 2.5 1 8
True False <class 'numpy.bool_'> 2 True
`,
	},
	{
		name: `scalar_rebinding`,
		src: `x = np.float64(1.0)
y = x
x += 1
print(x, y, type(x))`,
		want: `2.0 1.0 <class 'numpy.float64'>
`,
	},
	{
		name: `scalar_python_interop`,
		src: `import math
print(math.sqrt(np.float32(2)), float(np.int64(3)), int(np.float64(-2.7)), int(np.int32(4)))
print(list(range(np.int64(3))), [10, 20, 30][np.int64(1)], bool(np.float64(0)), bool(np.int32(2)))
print(np.int64(5) == 5, np.float64(1.5) == 1.5, np.float32(0.1) == 0.1, type(np.int64(5) == 5), 5 == np.int64(5))`,
		want: `1.4142135623730951 3.0 -2 4
[0, 1, 2] 20 False True
True True False <class 'numpy.bool_'> True
`,
	},
	{
		name: `scalar_hash`,
		src:  `print(hash(np.int64(5)), hash(np.float64(2.5)), hash(np.float64(3.0)), hash(np.int64(-1)), hash(np.float32(0.1)))`,
		want: `5 1152921504606846978 3 -2 230584304357343232
`,
	},
	{
		name: `scalar_int_nan`,
		src:  `int(np.float64('nan'))`,
		want: `ValueError: cannot convert float NaN to integer
`,
	},
	{
		name: `scalar_not_index`,
		src:  `range(np.float64(1))`,
		want: `TypeError: 'numpy.float64' object cannot be interpreted as an integer
`,
	},
	{
		name: `scalar_constructors`,
		src: `print(repr(np.float32('1.5')), repr(np.float32(np.arange(3))), repr(np.int64(3.9)), repr(np.int32('7')), repr(np.bool_(3)))
print(repr(np.float64()), repr(np.int64()), repr(np.float32(np.float64(0.1))), repr(np.float64(np.float32(0.1))), repr(np.int32(np.int64(-3))))`,
		want: `1.5 array([0., 1., 2.], dtype=float32) 3 7 True
0.0 0 0.1 0.10000000149011612 -3
`,
	},
	{
		name: `scalar_constructor_float_error`,
		src:  `np.float32('abc')`,
		want: `ValueError: could not convert string to float: 'abc'
`,
	},
	{
		name: `scalar_constructor_int_error`,
		src:  `np.int64('abc')`,
		want: `ValueError: invalid literal for int() with base 10: 'abc'
`,
	},
	{
		name: `scalar_printing`,
		src:  `print(np.float32(0.1), np.float64(0.1), np.float32(1e20), np.int32(-5), np.bool_(True), repr(np.float64(1.0)), np.float64(1e16), np.float32(3))`,
		want: `0.1 0.1 1e+20 -5 True 1.0 1e+16 3.0
`,
	},
	{
		name: `truth_ambiguous`,
		src: `if np.zeros(2):
    pass`,
		want: `ValueError: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
`,
	},
	{
		name: `truth_single`,
		src:  `print(bool(np.ones(1)), bool(np.zeros((1, 1))), not np.ones(1))`,
		want: `True False False
`,
	},
	{
		name: `len_0d`,
		src:  `len(np.array(5))`,
		want: `TypeError: len() of unsized object
`,
	},
	{
		name: `float_of_array`,
		src:  `float(np.zeros(2))`,
		want: `TypeError: only size-1 arrays can be converted to Python scalars
`,
	},
	{
		name: `float_of_size1`,
		src:  `print(float(np.ones(1)), int(np.array([2.5])))`,
		want: `1.0 2
`,
	},
	{
		name: `ufuncs`,
		src: `print(np.sqrt(np.arange(4)), repr(np.sqrt(np.float32(4))), repr(np.sqrt(4)), np.exp(np.zeros(2)))
print(np.abs(np.array([-1, 2])), repr(np.abs(-3)), np.log(np.ones(2)), np.sin(np.zeros(1)), np.cos(np.zeros(1)), np.sqrt([1, 4]))`,
		want: `[0.         1.         1.41421356 1.73205081] 2.0 2.0 [1. 1.]
[1 2] 3 [0. 0.] [0.] [1.] [1. 2.]
`,
	},
	{
		name: `allclose`,
		src: `a = np.ones(3)
print(np.allclose(a, a + 1e-9), np.allclose(a, a + 1e-3), np.allclose(a, 1), np.allclose(a, a * 1.1, rtol=0.2))
print(np.allclose([1.0, np.nan], [1.0, np.nan]), np.allclose([1.0, np.nan], [1.0, np.nan], equal_nan=True), type(np.allclose(a, a)))`,
		want: `True False True True
False True <class 'bool'>
`,
	},
	{
		name: `random`,
		src: `np.random.seed(42)
a = np.random.rand(3)
print(a.shape == (3,), a.dtype, a.min() >= 0, a.max() < 1)
np.random.seed(1)
x = np.random.rand(2, 2)
np.random.seed(1)
y = np.random.rand(2, 2)
print(np.allclose(x, y))
r = np.random.randint(0, 10, size=(2, 3))
print(r.shape, r.dtype, r.min() >= 0, r.max() < 10)
print(type(np.random.random()), type(np.random.rand()), np.random.random(size=4).shape == (4,), np.random.random((2, 2)).shape)
print(type(np.random.randint(5)), 0 <= np.random.randint(5) < 5, np.random.randint(3, size=4).shape == (4,))`,
		want: `True float64 True True
True
(2, 3) int64 True True
<class 'float'> <class 'float'> True (2, 2)
<class 'int'> True True
`,
	},
	{
		name: `random_bad_bounds`,
		src:  `np.random.randint(5, 5)`,
		want: `ValueError: low >= high
`,
	},
	{
		name: `format`,
		src: `x = np.float32(0.1)
print(format(x, '.10f') + '|' + format(x, '') + '|' + '{:8.3f}'.format(np.float64(2.5)) + '|' + '{:5d}'.format(np.int64(42)) + '|' + format(np.int32(-7), '') + '|' + format(np.True_, '') + '|' + format(np.True_, '>3') + '|' + format(np.float32(1e20), '') + '|' + format(x, 'e'))`,
		want: `0.1000000015|0.10000000149011612|   2.500|   42|-7|True|  1|1.0000000200408773e+20|1.000000e-01
`,
	},
	{
		name: `shape_1d`,
		src:  `print(np.zeros(6).shape, np.arange(3).reshape(3).shape)`,
		want: `(6,) (3,)
`,
	},
	{
		name: `python_int_divided_by_array`,
		src: `a = np.arange(4)
print(12 / (a + 1), type(7 / np.int64(2)))`,
		want: `[12.  6.  4.  3.] <class 'numpy.float64'>
`,
	},

	{
		name: `isinstance_and_bool_constants`,
		src: `a = np.zeros(2)
print(isinstance(a, np.ndarray), isinstance(a[0], np.float64), isinstance(1.0, np.float64), np.True_, np.False_, type(np.True_))`,
		want: `True True False True False <class 'numpy.bool_'>
`,
	},
	{
		name: `chained_assignment`,
		src: `a = np.zeros((2, 3), dtype=np.int32)
for i in range(2):
    for j in range(3):
        a[i][j] = i * 3 + j
        a[i, j] += 1
print(a)
print(a.sum(), type(a.sum()))`,
		want: `[[1 2 3]
 [4 5 6]]
21 <class 'numpy.int64'>
`,
	},
	{
		name: `fstring_format`,
		src: `x = np.float32(0.1)
print(f'{x:.10f}|{x}|{np.float64(2.5):8.3f}|{np.int64(42):5d}|{np.int32(-7)}|{np.True_}|{np.True_:>3}|{x:e}')`,
		want: `0.1000000015|0.10000000149011612|   2.500|   42|-7|True|  1|1.000000e-01
`,
	},
	{
		name: `python_bool_operand`,
		src:  `print(repr(np.array([True]) + True), repr(True + np.array([True])), repr(np.True_ * False))`,
		want: `array([ True]) array([ True]) False
`,
	},
	{
		name: `slice_basic`,
		src: `a = np.arange(10)
print(a[1:3], a[::2], a[::-1], a[-3:], a[:-7:-2], a[5:2])`,
		want: `[1 2] [0 2 4 6 8] [9 8 7 6 5 4 3 2 1 0] [7 8 9] [9 7 5] []
`,
	},
	{
		name: `slice_2d`,
		src: `a = np.arange(12).reshape(3, 4)
print(a[1:, ::2])
print(repr(a[:, 1]))
print(a[1, 1:-1], a[-1, ::-1])
print(a[..., 0], a[None, 0].shape, a[:, None, :].shape, a[..., None].shape)`,
		want: `[[ 4  6]
 [ 8 10]]
array([1, 5, 9])
[5 6] [11 10  9  8]
[0 4 8] (1, 4) (3, 1, 4) (3, 4, 1)
`,
	},
	{
		name: `slice_view_writes`,
		src: `a = np.zeros((3, 4))
b = a[1:, 1:3]
b[...] = 7
b[0, 0] = 1
a[0, ::2] = [5, 6]
print(a)
print(b.flags_c if False else b.shape)`,
		want: `[[5. 0. 6. 0.]
 [0. 1. 7. 0.]
 [0. 7. 7. 0.]]
(2, 2)
`,
	},
	{
		name: `slice_assign_broadcast`,
		src: `a = np.zeros((3, 4), dtype=np.int64)
a[:, 1:3] = np.arange(2)
a[2] = 9
a[::2, -1] = [[1], [2]][0][0]
print(a)`,
		want: `[[0 0 1 1]
 [0 0 1 0]
 [9 9 9 1]]
`,
	},
	{
		name: `slice_stencil`,
		src: `u = np.arange(25.0).reshape(5, 5)
v = u.copy()
v[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
print(v)
print(v[1:-1, 1:-1].sum())`,
		want: `[[ 0.  1.  2.  3.  4.]
 [ 5.  6.  7.  8.  9.]
 [10. 11. 12. 13. 14.]
 [15. 16. 17. 18. 19.]
 [20. 21. 22. 23. 24.]]
108.0
`,
	},
	{
		name: `slice_overlap`,
		src: `a = np.arange(6)
a[1:] = a[:-1]
print(a)
b = np.arange(6)
b[:-1] = b[1:]
print(b)`,
		want: `[0 0 1 2 3 4]
[1 2 3 4 5 5]
`,
	},
	{
		name: `transpose`,
		src: `a = np.arange(6).reshape(2, 3)
print(a.T)
print(a.T.shape, a.transpose().shape, np.transpose(a).shape)
t = a.T
t[0, 1] = 100
print(a)`,
		want: `[[0 3]
 [1 4]
 [2 5]]
(3, 2) (3, 2) (3, 2)
[[  0   1   2]
 [100   4   5]]
`,
	},
	{
		name: `ravel_flatten`,
		src: `a = np.arange(6).reshape(2, 3)
r = a.ravel()
r[0] = 50
print(a[0, 0], a.T.ravel(), a.flatten())
f = a.flatten()
f[1] = -1
print(a[0, 1])`,
		want: `50 [50  3  1  4  2  5] [50  1  2  3  4  5]
1
`,
	},
	{
		name: `slice_errors`,
		src: `a = np.arange(4)
try:
    a[::0]
except ValueError as e:
    print('ValueError', e)
try:
    a[1, 2]
except IndexError as e:
    print('IndexError', e)
try:
    a[..., ...]
except IndexError as e:
    print('IndexError', e)
try:
    a[7]
except IndexError as e:
    print('IndexError', e)`,
		want: `ValueError slice step cannot be zero
IndexError too many indices for array: array is 1-dimensional, but 2 were indexed
IndexError an index can only have a single ellipsis ('...')
IndexError index 7 is out of bounds for axis 0 with size 4
`,
	},
	{
		name: `fancy_int`,
		src: `a = np.arange(10) * 10
idx = np.array([3, -1, 0, 3])
print(a[idx], a[[1, 2]])
b = np.arange(12).reshape(4, 3)
print(b[[0, 2]])
print(b[np.array([[1, 1], [3, 0]])].shape)`,
		want: `[30 90  0 30] [10 20]
[[0 1 2]
 [6 7 8]]
(2, 2, 3)
`,
	},
	{
		name: `fancy_bool`,
		src: `a = np.arange(6)
print(a[a % 2 == 0], a[a > 10])
b = np.arange(12).reshape(3, 4)
print(b[b > 6])
print(b[np.array([True, False, True])])
print(repr(np.arange(3)[True]), np.arange(3)[False].shape)`,
		want: `[0 2 4] []
[ 7  8  9 10 11]
[[ 0  1  2  3]
 [ 8  9 10 11]]
array([[0, 1, 2]]) (0, 3)
`,
	},
	{
		name: `fancy_set`,
		src: `a = np.zeros(6)
a[a == 0] = 2.5
a[[0, 5]] = [1, 9]
a[np.array([1, 1])] = [3, 4]
print(a)
b = np.arange(6)
b[b > 2] = b[b > 2] * 10
print(b)
c = np.zeros((3, 2))
c[np.array([True, False, True])] = [7, 8]
print(c)`,
		want: `[1.  4.  2.5 2.5 2.5 9. ]
[ 0  1  2 30 40 50]
[[7. 8.]
 [0. 0.]
 [7. 8.]]
`,
	},
	{
		name: `fancy_errors`,
		src: `a = np.arange(4)
try:
    a[np.array([5])]
except IndexError as e:
    print('IndexError', e)
try:
    a[np.array([True, False])]
except IndexError as e:
    print('IndexError', e)
try:
    a[[0, 1]] = [1, 2, 3]
except ValueError as e:
    print('ValueError', e)`,
		want: `IndexError index 5 is out of bounds for axis 0 with size 4
IndexError boolean index did not match indexed array along dimension 0; dimension is 4 but corresponding boolean dimension is 2
ValueError shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (2,)
`,
	},
	{
		name: `slice_views_reductions`,
		src: `a = np.arange(20.0).reshape(4, 5)
print(a[:, ::2].sum(), a[::-1, 1].max(), a.T[1].min(), a[1:3].mean())
print((a[:, 1:] - a[:, :-1]).sum())
print(repr(a[::2, ::2] * 2))`,
		want: `114.0 16.0 1.0 9.5
16.0
array([[ 0.,  4.,  8.],
       [20., 24., 28.]])
`,
	},
	{
		name: `index_bool`,
		src:  `print(repr(np.arange(3)[True]))`,
		want: `array([[0, 1, 2]])
`,
	},
	{
		name: `index_slice`,
		src:  `print(repr(np.arange(5)[1:3]))`,
		want: `array([1, 2])
`,
	},
	{
		name: `reduce_axis`,
		src: `a = np.arange(12).reshape(3, 4)
print(a.sum(axis=0), a.sum(axis=1), a.sum(axis=-1, keepdims=True).shape, np.sum(a, axis=0))
print(a.prod(axis=1), a.min(axis=0), a.max(axis=1), a.mean(axis=0))
print(repr(a.sum(keepdims=True)), a.sum(), np.sum(a), np.prod(np.arange(1, 6)))`,
		want: `[12 15 18 21] [ 6 22 38] (3, 1) [12 15 18 21]
[   0  840 7920] [0 1 2 3] [ 3  7 11] [4. 5. 6. 7.]
array([[66]]) 66 66 120
`,
	},
	{
		name: `reduce_float_axis`,
		src: `a = np.arange(24.0).reshape(2, 3, 4) / 8
print(a.sum(axis=1))
print(a.mean(axis=2))
print(a.max(axis=0).min(axis=0), a.std(), a.var(axis=1)[0])
print(np.std(a, axis=2, ddof=1)[1], a.var(ddof=1))`,
		want: `[[1.5   1.875 2.25  2.625]
 [6.    6.375 6.75  7.125]]
[[0.1875 0.6875 1.1875]
 [1.6875 2.1875 2.6875]]
[1.5   1.625 1.75  1.875] 0.8652733190539661 [0.16666667 0.16666667 0.16666667 0.16666667]
[0.16137431 0.16137431 0.16137431] 0.78125
`,
	},
	{
		name: `reduce_arg`,
		src: `a = np.array([[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5, 8]])
print(a.argmin(), a.argmax(), a.argmin(axis=0), a.argmax(axis=1), np.argmax(a, axis=0))
b = np.array([1.0, np.nan, 3.0])
print(b.argmax(), b.max(), np.nan in [b.min()], b.argmin())`,
		want: `1 5 [0 0 1 0] [2 1 3] [1 1 2 2]
1 nan False 1
`,
	},
	{
		name: `reduce_any_all`,
		src: `a = np.array([[0, 1, 0], [0, 0, 0]])
print(a.any(), a.all(), a.any(axis=0), a.any(axis=1), np.all(a >= 0), np.any(a > 1, axis=1))
print(repr(a.all(axis=0, keepdims=True)))`,
		want: `True False [False  True False] [ True False] True [False False]
array([[False, False, False]])
`,
	},
	{
		name: `reduce_bool_int`,
		src: `b = np.array([True, False, True])
print(repr(b.sum()), repr(b.mean()), repr(np.arange(4, dtype=np.int32).sum(axis=0)), repr(np.ones((2, 2), dtype=np.float32).mean(axis=0)))`,
		want: `2 0.6666666666666666 6 array([1., 1.], dtype=float32)
`,
	},
	{
		name: `reduce_cumsum`,
		src: `a = np.arange(1, 7).reshape(2, 3)
print(a.cumsum(), a.cumsum(axis=0), a.cumsum(axis=1), np.cumsum(a, axis=0).dtype)
print(a.cumprod(), np.cumprod(np.array([1.5, 2.0, 3.0])))`,
		want: `[ 1  3  6 10 15 21] [[1 2 3]
 [5 7 9]] [[ 1  3  6]
 [ 4  9 15]] int64
[  1   2   6  24 120 720] [1.5 3.  9. ]
`,
	},
	{
		name: `reduce_views`,
		src: `a = np.arange(20.0).reshape(4, 5)
print(a[:, ::2].sum(axis=0), a.T.sum(axis=1), a[::-1].argmax(axis=0), a[1:3].std(axis=0))`,
		want: `[30. 38. 46.] [30. 34. 38. 42. 46.] [0 0 0 0 0] [2.5 2.5 2.5 2.5 2.5]
`,
	},
	{
		name: `reduce_errors`,
		src: `a = np.zeros((2, 0))
try:
    a.max(axis=1)
except ValueError as e:
    print('ValueError', e)
try:
    np.arange(0).argmin()
except ValueError as e:
    print('ValueError', e)
print(a.sum(axis=1), a.sum(axis=0).shape)
try:
    np.arange(3).sum(axis=2)
except IndexError as e:
    print('IndexError', e)`,
		want: `ValueError zero-size array to reduction operation maximum which has no identity
ValueError attempt to get argmin of an empty sequence
[0. 0.] (0,)
IndexError axis 2 is out of bounds for array of dimension 1
`,
	},
	{
		name: `ufunc_round`,
		src: `a = np.array([-1.5, -0.5, 0.5, 1.5, 2.7])
print(np.floor(a), np.ceil(a), np.trunc(a), repr(np.floor(np.arange(3))), repr(np.ceil(np.float32(2.5))))`,
		want: `[-2. -1.  0.  1.  2.] [-1. -0.  1.  2.  3.] [-1. -0.  0.  1.  2.] array([0., 1., 2.]) 3.0
`,
	},
	{
		name: `ufunc_trig`,
		src: `x = np.linspace(-1, 1, 5)
print(np.tan(x), np.arctan(x), np.arcsin(x), np.arccos(x))
print(np.tanh(x), np.sinh(x), np.cosh(x))
print(np.log10(np.array([1, 10, 1000])), np.log2(8.0), np.arctan2(1.0, -1.0), np.hypot(3, 4))`,
		want: `[-1.55740772 -0.54630249  0.          0.54630249  1.55740772] [-0.78539816 -0.46364761  0.          0.46364761  0.78539816] [-1.57079633 -0.52359878  0.          0.52359878  1.57079633] [3.14159265 2.0943951  1.57079633 1.04719755 0.        ]
[-0.76159416 -0.46211716  0.          0.46211716  0.76159416] [-1.17520119 -0.52109531  0.          0.52109531  1.17520119] [1.54308063 1.12762597 1.         1.12762597 1.54308063]
[0. 1. 3.] 3.0 2.356194490192345 5.0
`,
	},
	{
		name: `ufunc_tests`,
		src: `a = np.array([1.0, np.nan, np.inf, -np.inf, 0.0])
print(np.isnan(a), np.isinf(a), np.isfinite(a), np.isnan(np.arange(2)), np.isfinite(3))`,
		want: `[False  True False False False] [False False  True  True False] [ True False False False  True] [False False] True
`,
	},
	{
		name: `ufunc_minmax`,
		src: `a = np.array([1, 5, 3])
b = np.array([4, 2, 3])
print(np.minimum(a, b), np.maximum(a, 2.5), np.maximum(np.array([1.0, np.nan]), 0.0), repr(np.minimum(np.int32(3), 2)))`,
		want: `[1 2 3] [2.5 5.  3. ] [ 1. nan] 2
`,
	},
	{
		name: `ufunc_logical`,
		src: `a = np.array([True, False, True])
b = np.array([1, 0, 0])
print(np.logical_and(a, b), np.logical_or(a, b), np.logical_xor(a, b), np.logical_not(b))`,
		want: `[ True False False] [ True False  True] [False False  True] [False  True  True]
`,
	},
	{
		name: `ufunc_where_clip`,
		src: `a = np.arange(6).reshape(2, 3)
print(np.where(a > 2, a, -1))
print(np.where(a % 2 == 0, 1.5, a))
print(np.clip(a, 1, 4), np.clip(np.array([-2.5, 0.5, 9.0]), -1, 1))`,
		want: `[[-1 -1 -1]
 [ 3  4  5]]
[[1.5 1.  1.5]
 [3.  1.5 5. ]]
[[1 1 2]
 [3 4 4]] [-1.   0.5  1. ]
`,
	},
	{
		name: `linspace_eye`,
		src: `print(np.linspace(0, 1, 5), np.linspace(0, 1, 4, endpoint=False), np.linspace(2, 3, 1), repr(np.linspace(0, 10, 3, dtype=np.int64)))
print(np.linspace(-1, 1, 7)[3], len(np.linspace(0, 1)))
print(np.eye(3), np.eye(2, 3, k=1), repr(np.identity(2, dtype=np.int32)))`,
		want: `[0.   0.25 0.5  0.75 1.  ] [0.   0.25 0.5  0.75] [2.] array([ 0,  5, 10])
0.0 50
[[1. 0. 0.]
 [0. 1. 0.]
 [0. 0. 1.]] [[0. 1. 0.]
 [0. 0. 1.]] array([[1, 0],
       [0, 1]], dtype=int32)
`,
	},
	{
		name: `dot_matmul`,
		src: `a = np.arange(6.0).reshape(2, 3)
b = np.arange(12.0).reshape(3, 4)
print(np.dot(a, b))
print(np.matmul(a, b).shape, np.dot(np.arange(3), np.arange(3)), repr(np.dot(a, np.ones(3))), np.dot(np.ones(2), a))
print(a.dot(b)[1], np.outer(np.arange(3), np.array([1, 10])))
m = np.arange(4).reshape(2, 2)
print(np.dot(m, m), repr(np.dot(2, m)))
try:
    np.dot(a, a)
except ValueError as e:
    print('ValueError', e)`,
		want: `[[20. 23. 26. 29.]
 [56. 68. 80. 92.]]
(2, 4) 5 array([ 3., 12.]) [3. 5. 7.]
[56. 68. 80. 92.] [[ 0  0]
 [ 1 10]
 [ 2 20]]
[[ 2  3]
 [ 6 11]] array([[0, 2],
       [4, 6]])
ValueError shapes (2,3) and (2,3) not aligned: 3 (dim 1) != 2 (dim 0)
`,
	},
	{
		name: `random_streams`,
		src: `for seed in [0, 1, 42, 2**32 - 1]:
    np.random.seed(seed)
    print(np.random.rand(), np.random.rand(3), np.random.random(2))
    print(np.random.randint(10), np.random.randint(-5, 5, size=4), np.random.randint(0, 2**40, size=2), np.random.randint(3, size=(2, 2)))`,
		want: `0.5488135039273248 [0.71518937 0.60276338 0.54488318] [0.4236548  0.64589411]
4 [2 1 3 3] [602942290234 832329121254] [[2 0]
 [1 1]]
0.417022004702574 [7.20324493e-01 1.14374817e-04 3.02332573e-01] [0.14675589 0.09233859]
7 [ 1  4 -3 -1] [1092267192677  629318142420] [[0 2]
 [0 1]]
0.3745401188473625 [0.95071431 0.73199394 0.59865848] [0.15601864 0.15599452]
7 [-1 -2  2  2] [558434158229 227504030465] [[1 1]
 [1 0]]
0.0976320289940138 [0.91238285 0.7890353  0.7800036 ] [0.01793967 0.96950593]
2 [1 2 2 1] [ 63468191141 865312703369] [[1 0]
 [0 0]]
`,
	},
	{
		name: `random_gauss`,
		src: `np.random.seed(7)
print(np.random.randn(), np.random.randn(3))
print(np.random.standard_normal(2), np.random.normal(), np.random.normal(5.0, 2.0, size=3))
print(np.random.uniform(), np.random.uniform(-1, 1, size=3), np.random.randn(2, 2).shape)`,
		want: `1.690525703800356 [-0.46593737  0.03282016  0.40751628]
[-0.78892303  0.00206557] -0.0008903858579313628 [1.49055139 7.03531601 6.20099703]
0.3809411331485384 [-0.86812731 -0.4237088   0.81918706] (2, 2)
`,
	},
	{
		name: `random_choice`,
		src: `np.random.seed(3)
print(np.random.choice(10), np.random.choice(10, size=5), np.random.choice([1.5, 2.5, 3.5], size=4))
print(np.random.choice(6, size=4, replace=False), np.random.choice(4, size=6, p=[0.1, 0.2, 0.3, 0.4]))`,
		want: `8 [9 3 8 8 0] [2.5 2.5 3.5 2.5]
[3 0 4 5] [3 1 2 1 2 2]
`,
	},
	{
		name: `random_shuffle`,
		src: `np.random.seed(11)
a = np.arange(10)
np.random.shuffle(a)
print(a)
b = np.arange(12).reshape(4, 3)
np.random.shuffle(b)
print(b)
l = [1, 2, 3, 4, 5]
np.random.shuffle(l)
print(l, np.random.permutation(6), np.random.permutation(np.array([1.5, 2.5, 3.5])))`,
		want: `[7 8 2 6 4 5 1 3 0 9]
[[ 9 10 11]
 [ 6  7  8]
 [ 0  1  2]
 [ 3  4  5]]
[3, 4, 5, 2, 1] [5 3 1 0 2 4] [1.5 3.5 2.5]
`,
	},
	{
		name: `random_state_objects`,
		src: `r = np.random.RandomState(123)
s = np.random.RandomState(123)
print(r.rand(2), s.rand(2), r.randint(100, size=3), r.randn(2))
np.random.seed([1, 2, 3])
print(np.random.rand(2))
np.random.seed(np.array([2**32 - 1, 0]))
print(np.random.randint(1000, size=3))
try:
    np.random.seed(-1)
except ValueError as e:
    print('ValueError', e)
try:
    np.random.randint(5, 5)
except ValueError as e:
    print('ValueError', e)`,
		want: `[0.69646919 0.28613933] [0.69646919 0.28613933] [92 98 17] [-0.57860025  1.65143654]
[0.60986127 0.88669704]
[ 98 268 984]
ValueError Seed must be between 0 and 2**32 - 1
ValueError low >= high
`,
	},
	{
		name: `random_many`,
		src: `np.random.seed(2024)
x = np.random.rand(1000)
print(x.sum(), x.min(), x.max(), np.random.randn(1000).mean(), np.random.randint(0, 7, size=1000).sum())`,
		want: `506.35835978792545 3.345937577703406e-05 0.9997413066863959 0.010198214297325913 3068
`,
	},
	{
		name: `join`,
		src: `a = np.arange(6).reshape(2, 3)
b = np.arange(6, 12).reshape(2, 3)
print(np.concatenate((a, b)), np.concatenate([a, b], axis=1), np.concatenate((a, b), axis=None))
print(np.stack((a[0], b[0])), np.stack([a[0], b[0]], axis=1), np.vstack((a[0], b[0])), np.hstack((a[0], b[0])), np.hstack((a, b)).shape)
print(repr(np.concatenate((np.arange(2), np.array([0.5])))))
try:
    np.concatenate((a, np.arange(4).reshape(2, 2)))
except ValueError as e:
    print('ValueError', e)`,
		want: `[[ 0  1  2]
 [ 3  4  5]
 [ 6  7  8]
 [ 9 10 11]] [[ 0  1  2  6  7  8]
 [ 3  4  5  9 10 11]] [ 0  1  2  3  4  5  6  7  8  9 10 11]
[[0 1 2]
 [6 7 8]] [[0 6]
 [1 7]
 [2 8]] [[0 1 2]
 [6 7 8]] [0 1 2 6 7 8] (2, 6)
array([0. , 1. , 0.5])
ValueError all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 3 and the array at index 1 has size 2
`,
	},
	{
		name: `triangles`,
		src: `m = np.arange(1, 13).reshape(3, 4)
print(np.tril(m), np.triu(m, 1), np.tril(m, -1))
print(np.diag(m), np.diag(m, 1), np.diag(np.array([1, 2])), np.diag(np.arange(2), -1))
print(np.trace(m), m.trace(1), repr(np.trace(np.eye(3))))`,
		want: `[[ 1  0  0  0]
 [ 5  6  0  0]
 [ 9 10 11  0]] [[ 0  2  3  4]
 [ 0  0  7  8]
 [ 0  0  0 12]] [[ 0  0  0  0]
 [ 5  0  0  0]
 [ 9 10  0  0]]
[ 1  6 11] [ 2  7 12] [[1 0]
 [0 2]] [[0 0 0]
 [0 0 0]
 [0 1 0]]
18 21 3.0
`,
	},
	{
		name: `counting`,
		src: `x = np.array([0, 1, 1, 3, 2, 1, 7])
print(np.bincount(x), np.bincount(x, minlength=10), np.bincount(x, weights=np.arange(7) * 0.5))
print(np.array_equal(x, x.copy()), np.array_equal(x, x[:3]), np.array_equal(np.arange(3), np.array([0.0, 1.0, 2.0])))`,
		want: `[1 3 1 1 0 0 0 1] [1 3 1 1 0 0 0 1 0 0] [0.  4.  2.  1.5 0.  0.  0.  3. ]
True False True
`,
	},
	{
		name: `fromfunction_meshgrid`,
		src: `print(np.fromfunction(lambda i, j: i * 10 + j, (2, 3)))
print(repr(np.fromfunction(lambda i, j: i == j, (2, 2), dtype=int)))
X, Y = np.meshgrid(np.arange(3), np.array([10, 20]))
print(X, Y)
A, B = np.meshgrid(np.arange(2), np.arange(3), indexing='ij')
print(A.shape, B)`,
		want: `[[ 0.  1.  2.]
 [10. 11. 12.]]
array([[ True, False],
       [False,  True]])
[[0 1 2]
 [0 1 2]] [[10 10 10]
 [20 20 20]]
(2, 3) [[0 1 2]
 [0 1 2]]
`,
	},
	{
		name: `linalg_norm`,
		src:  `print(np.linalg.norm(np.array([3.0, 4.0])), np.linalg.norm(np.arange(4).reshape(2, 2)))`,
		want: `5.0 3.7416573867739413
`,
	},
	{
		name: `linalg_solve_inv_det_cholesky`,
		src: `a = np.array([[3., 1, 2], [1, 5, 1], [2, 1, 4]])
b = np.array([1., 2, 3])
print(np.linalg.solve(a, b))
print(np.linalg.inv(a))
print(np.linalg.det(a), np.linalg.det(np.array([[1, 2], [3, 4]])))
print(np.linalg.cholesky(a))
print(repr(np.linalg.solve(a, np.eye(3))))
print(np.linalg.det(np.zeros((2, 2))))
print(repr(np.linalg.inv(np.array([[2, 0], [0, 4]], dtype=np.float32))))
print(np.linalg.det(np.array([[[1., 2], [3, 4]], [[2, 0], [0, 2]]])))
for f, x in [(np.linalg.solve, (np.array([[1., 2], [2, 4]]), np.array([1., 1]))), (np.linalg.inv, (np.ones((2, 3)),)), (np.linalg.cholesky, (np.array([[1., 2], [2, 1]]),)), (np.linalg.inv, (np.ones(3),)), (np.linalg.solve, (a, np.ones(2)))]:
    try:
        f(*x)
    except np.linalg.LinAlgError as e:
        print('LinAlgError', e, isinstance(e, ValueError))
    except ValueError as e:
        print('ValueError', e)
np.linalg.inv(np.array([[1., 2], [2, 4]]))`,
		want: `[-0.32432432  0.2972973   0.83783784]
[[ 0.51351351 -0.05405405 -0.24324324]
 [-0.05405405  0.21621622 -0.02702703]
 [-0.24324324 -0.02702703  0.37837838]]
37.000000000000014 -2.0000000000000004
[[1.73205081 0.         0.        ]
 [0.57735027 2.1602469  0.        ]
 [1.15470054 0.15430335 1.62568667]]
array([[ 0.51351351, -0.05405405, -0.24324324],
       [-0.05405405,  0.21621622, -0.02702703],
       [-0.24324324, -0.02702703,  0.37837838]])
0.0
array([[0.5 , 0.  ],
       [0.  , 0.25]], dtype=float32)
[-2.  4.]
LinAlgError Singular matrix False
LinAlgError Last 2 dimensions of the array must be square False
LinAlgError Matrix is not positive definite False
LinAlgError 1-dimensional array given. Array must be at least two-dimensional False
ValueError solve1: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m)->(m) (size 2 is different from 3)
numpy.linalg.LinAlgError: Singular matrix
`,
	},
	{
		name: `mgrid_ogrid`,
		src: `print(np.mgrid[0:3, 0:2])
print(repr(np.mgrid[0:1:5j]))
print(repr(np.mgrid[0:5]))
print(repr(np.mgrid[-1:1:3j, 0:4:2]))
print(np.ogrid[0:3, 0:4])
print(repr(np.ogrid[0:1:3j]))
print(repr(np.mgrid[0.5:2:0.5]))`,
		want: `[[[0 0]
  [1 1]
  [2 2]]

 [[0 1]
  [0 1]
  [0 1]]]
array([0.  , 0.25, 0.5 , 0.75, 1.  ])
array([0, 1, 2, 3, 4])
array([[[-1., -1.],
        [ 0.,  0.],
        [ 1.,  1.]],

       [[ 0.,  2.],
        [ 0.,  2.],
        [ 0.,  2.]]])
[array([[0],
       [1],
       [2]]), array([[0, 1, 2, 3]])]
array([0. , 0.5, 1. ])
array([0.5, 1. , 1.5])
`,
	},
	{
		name: `reductions_keepdims_elementwise`,
		src: `a = np.array([[1., -2, 3], [4, 0, -6]])
print(np.argmax(a, axis=1, keepdims=True), a.argmin(keepdims=True), np.argmin(a, 0, keepdims=True), np.argmax(a, keepdims=False))
a = np.array([[1., -2, 3], [4, 0, -6]])
print(np.isnan(np.array([1., np.nan])), np.isfinite(np.array([np.inf, 1.])), np.isinf(np.array([-np.inf, 0.])))
print(np.arctan2(a, 2.0), np.hypot(a, 3))
print(np.logical_and(a > 0, a < 4), np.logical_or(a > 0, a < -4), np.logical_not(a > 0), np.logical_xor(a > 0, a < 2))
print(np.identity(3, dtype=np.int32), np.transpose(a), np.floor(a / 4), np.ceil(a / 4))
print(np.sum(a, axis=0, keepdims=True), a.max(axis=1, keepdims=True), np.mean(a, keepdims=True), np.std(a, axis=0, keepdims=True), np.argmax(a, axis=1, keepdims=True))
print(np.any(a > 3, axis=0, keepdims=True), np.prod(a, keepdims=True), np.var(a, keepdims=True), np.min(a, axis=1, keepdims=True))`,
		want: `[[2]
 [0]] [[5]] [[0 0 1]] 3
[False  True] [False  True] [ True False]
[[ 0.46364761 -0.78539816  0.98279372]
 [ 1.10714872  0.         -1.24904577]] [[3.16227766 3.60555128 4.24264069]
 [5.         3.         6.70820393]]
[[ True False  True]
 [False False False]] [[ True False  True]
 [ True False  True]] [[False  True False]
 [False  True  True]] [[False  True  True]
 [ True  True  True]]
[[1 0 0]
 [0 1 0]
 [0 0 1]] [[ 1.  4.]
 [-2.  0.]
 [ 3. -6.]] [[ 0. -1.  0.]
 [ 1.  0. -2.]] [[ 1. -0.  1.]
 [ 1.  0. -1.]]
[[ 5. -2. -3.]] [[3.]
 [4.]] [[0.]] [[1.5 1.  4.5]] [[2]
 [0]]
[[ True False False]] [[0.]] [[11.]] [[-2.]
 [-6.]]
`,
	},
	{
		name: `histogram`,
		src: `x = np.array([1, 2, 2, 3, 3, 3, 4, 10])
print(np.histogram(x))
print(np.histogram(x, bins=3))
print(np.histogram(x, bins=[0, 2, 4, 10]))
print(np.histogram(x, bins=4, range=(0, 8)))
print(np.histogram(x, bins=4, density=True))
print(np.histogram(np.array([0.1, 0.2, 0.3, 0.3, 0.7, 1.0]), bins=5, weights=np.array([1., 2, 3, 4, 5, 6])))
print(np.histogram(np.array([5.0, 5.0])))
print(np.histogram(np.arange(10, dtype=np.float32), bins=3))
r = np.random.RandomState(0).standard_normal(1000)
h, e = np.histogram(r, bins=20)
print(h, e)
h, e = np.histogram(r, bins=7, range=(-1.3, 2.1))
print(h, e)
print(np.reshape(np.arange(6), (2, 3)), np.reshape([1, 2, 3, 4], -1))
for bad in [lambda: np.histogram(x, bins=0), lambda: np.histogram(x, bins=[3, 1]), lambda: np.histogram(x, range=(2, 1)), lambda: np.histogram(np.array([1., np.nan]))]:
    try:
        bad()
    except ValueError as e:
        print('ValueError:', e)`,
		want: `(array([1, 2, 3, 1, 0, 0, 0, 0, 0, 1]), array([ 1. ,  1.9,  2.8,  3.7,  4.6,  5.5,  6.4,  7.3,  8.2,  9.1, 10. ]))
(array([6, 1, 1]), array([ 1.,  4.,  7., 10.]))
(array([1, 5, 2]), array([ 0,  2,  4, 10]))
(array([1, 5, 1, 0]), array([0., 2., 4., 6., 8.]))
(array([0.33333333, 0.05555556, 0.        , 0.05555556]), array([ 1.  ,  3.25,  5.5 ,  7.75, 10.  ]))
(array([3., 7., 0., 5., 6.]), array([0.1 , 0.28, 0.46, 0.64, 0.82, 1.  ]))
(array([0, 0, 0, 0, 0, 2, 0, 0, 0, 0]), array([4.5, 4.6, 4.7, 4.8, 4.9, 5. , 5.1, 5.2, 5.3, 5.4, 5.5]))
(array([3, 3, 4]), array([0., 3., 6., 9.], dtype=float32))
[  3   6   9  11  30  40  59  87 103 114 116 123  83  77  48  38  22  16
  11   4] [-3.04614305 -2.75586815 -2.46559324 -2.17531833 -1.88504342 -1.59476851
 -1.3044936  -1.0142187  -0.72394379 -0.43366888 -0.14339397  0.14688094
  0.43715585  0.72743075  1.01770566  1.30798057  1.59825548  1.88853039
  2.1788053   2.46908021  2.75935511]
[114 181 188 176 126  62  34] [-1.3        -0.81428571 -0.32857143  0.15714286  0.64285714  1.12857143
  1.61428571  2.1       ]
[[0 1 2]
 [3 4 5]] [1 2 3 4]
ValueError: ` + "`" + `bins` + "`" + ` must be positive, when an integer
ValueError: ` + "`" + `bins` + "`" + ` must increase monotonically, when an array
ValueError: max must be larger than min in range parameter.
ValueError: autodetected range of [nan, nan] is not finite
`,
	},
	{
		name: `small_int_dtypes`,
		src: `a = np.array([1, 2, 250], dtype=np.uint8)
b = np.array([-3, 4, 5], dtype=np.int8)
print(repr(a), repr(b), a.dtype, b.dtype.itemsize)
print(repr(a / a), repr(a + b), repr(a + 300), repr(a + 1), repr(a * a), repr(a - a[::-1]))
print(repr(b // np.int8(2)), repr(b % np.int8(-2)), a.sum(), a.sum().dtype, b.sum().dtype, b.prod(), a.mean())
print(np.uint8(3), repr(np.uint8(3)), type(np.uint8(3) + 1), np.uint8(3) + 1, np.uint8(250) + np.int8(10), np.int8(-3) // np.int8(2))
print(np.uint64(2**64 - 1), repr(a.astype(np.int16)), repr(np.array([1, 2], dtype=np.uint64) + np.array([1, 2])))
print(repr(np.array([2**63], dtype=np.uint64)), repr(-a), repr(abs(b)), repr(~a), repr(a >> 1), repr(b >> 1))
print(a.max(), a.argmax(), b.min(), repr(a < b), type(a[0]), a[0], repr(np.zeros(2, dtype='u1')))
print(np.int16(3) * 2.5, repr(np.array([3], dtype=np.int16) * 2.5), repr(np.array([3], dtype=np.int8) * np.float32(2.5)))
print(a.tolist(), int(np.uint64(2**64 - 1)), repr(np.array([1.5, -2.5]).astype(np.uint8)), repr(np.array([300, -1]).astype(np.uint8)))
print(np.ones(3, dtype=np.uint16).cumsum().dtype, repr(np.array([[1, 2], [3, 4]], dtype=np.uint32).sum(axis=0)))
print(np.dtype("uint8"), np.dtype(np.int8), float(np.uint64(2**63)), hash(np.uint64(2**64 - 1)), np.uint64(2**63).item())
print(repr(np.sqrt(np.array([4], np.int16))), repr(np.array([1, 2, 3], dtype=np.int8) * 100), repr(np.arange(5, dtype=np.uint16)))
print(repr(np.full(3, 7, dtype=np.int16)), repr(np.array([True, False]) // np.array([True, True])))
print(repr(np.array([[1, 2], [3, 4]], dtype=np.uint8) @ np.array([[1, 2], [3, 4]], dtype=np.uint8)))
print(repr(np.array([10, 20], dtype=np.uint64) - np.uint64(15)), np.array([5, 1, 9], dtype=np.uint64).max(), np.array([2**64-1, 1], dtype=np.uint64).argmax())
print(np.array([1000, 2000], dtype=np.int16).std(), repr(np.linspace(0, 1, 3).astype(np.int8)))
print(repr(np.array([1, 2], np.uint32) + np.array([1, 2], np.int32)), repr(np.array([1, 2], np.uint16) * np.int8(-1)))
x = np.zeros((2, 3), dtype=np.uint8)
x[0] = [1, 2, 3]
x[1, 1:] = 255
print(x, x.T, x.ravel())`,
		want: `array([  1,   2, 250], dtype=uint8) array([-3,  4,  5], dtype=int8) uint8 1
array([1., 1., 1.]) array([ -2,   6, 255], dtype=int16) array([301, 302, 550], dtype=uint16) array([  2,   3, 251], dtype=uint8) array([ 1,  4, 36], dtype=uint8) array([  7,   0, 249], dtype=uint8)
array([-2,  2,  2], dtype=int8) array([-1,  0, -1], dtype=int8) 253 uint64 int64 -60 84.33333333333333
3 3 <class 'numpy.int64'> 4 260 -2
18446744073709551615 array([  1,   2, 250], dtype=int16) array([2., 4.])
array([9223372036854775808], dtype=uint64) array([255, 254,   6], dtype=uint8) array([3, 4, 5], dtype=int8) array([254, 253,   5], dtype=uint8) array([  0,   1, 125], dtype=uint8) array([-2,  2,  2], dtype=int8)
250 2 -3 array([False,  True, False]) <class 'numpy.uint8'> 1 array([0, 0], dtype=uint8)
7.5 array([7.5]) array([7.5], dtype=float32)
[1, 2, 250] 18446744073709551615 array([  1, 254], dtype=uint8) array([ 44, 255], dtype=uint8)
uint64 array([4, 6], dtype=uint64)
uint8 int8 9.223372036854776e+18 7 9223372036854775808
array([2.], dtype=float32) array([100, -56,  44], dtype=int8) array([0, 1, 2, 3, 4], dtype=uint16)
array([7, 7, 7], dtype=int16) array([1, 0], dtype=int8)
array([[ 7, 10],
       [15, 22]], dtype=uint8)
array([18446744073709551611,                    5], dtype=uint64) 9 0
500.0 array([0, 0, 1], dtype=int8)
array([2, 4]) array([-1, -2], dtype=int32)
[[  1   2   3]
 [  0 255 255]] [[  1   0]
 [  2 255]
 [  3 255]] [  1   2   3   0 255 255]
`,
	},
	{
		name: `default_rng_pcg64`,
		src: `for seed in [0, 1, 42, 12345, 2**40 + 7, 2**70 + 3]:
    g = np.random.default_rng(seed)
    print(g.random(), g.random(3), g.integers(10), g.integers(3, 10, size=5), g.integers(5, size=(2, 2)))
    print(g.integers(0, 3, endpoint=True, size=4), g.integers(-2**40, 2**41, size=3), g.integers(0, 2**63 - 1, size=2), g.uniform(2, 5, size=2), g.uniform())
    print(g.choice(10, size=3), g.choice([10, 20, 30], size=4, p=[0.1, 0.2, 0.7]), g.permutation(6), g.permutation(np.arange(4) * 1.5))
    l = [1, 2, 3, 4, 5, 6, 7]
    g.shuffle(l)
    m = np.arange(12).reshape(4, 3)
    g.shuffle(m)
    print(l, m.tolist(), g.choice(5), g.choice([1.5, 2.5]), type(g.integers(3)).__name__, g.integers(1 << 33, size=3))
print(np.random.default_rng(3))
for bad in [lambda: g.integers(0), lambda: g.integers(5, 3), lambda: np.random.default_rng(-1)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError:', e)`,
		want: `0.6369616873214543 [0.26978671 0.04097352 0.01652764] 1 [8 7 9 6 7] [[4 3]
 [3 2]]
[2 3 1 3] [-1090478589437  1728666287662  -988728436055] [6729883641140734395 1620137139182015442] [4.58953677 3.62438366] 0.2997118905373848
[4 4 4] [20 30 30 30] [0 4 1 2 3 5] [0.  4.5 1.5 3. ]
[2, 3, 6, 4, 1, 5, 7] [[0, 1, 2], [9, 10, 11], [3, 4, 5], [6, 7, 8]] 4 2.5 int64 [4173293954 7640642317 8023372708]
0.5118216247002567 [0.9504637  0.14415961 0.94864945] 2 [5 9 5 4 8] [[1 2]
 [3 2]]
[0 0 3 3] [ 675572863107  -11880058765 1501147953499] [2796478710207515810 4182779752608499222] [2.40212509 3.20933896] 0.20345524067614962
[5 2 0] [20 30 30 30] [3 5 0 2 4 1] [0.  3.  4.5 1.5]
[5, 7, 4, 1, 6, 2, 3] [[0, 1, 2], [6, 7, 8], [9, 10, 11], [3, 4, 5]] 1 2.5 int64 [ 340100220 4540547197 3945665189]
0.7739560485559633 [0.43887844 0.85859792 0.69736803] 2 [3 6 9 8 8] [[3 3]
 [2 0]]
[3 1 2 1] [1957455016588 1024299930968 1614396254261] [4089774122208370449 2095907272200333468] [3.66375436 2.19145177] 0.8276311719925821
[2 6 1] [30 30 30 30] [5 2 1 4 0 3] [4.5 1.5 3.  0. ]
[1, 2, 3, 6, 7, 5, 4] [[0, 1, 2], [9, 10, 11], [3, 4, 5], [6, 7, 8]] 2 2.5 int64 [1116017232 4086274201 1949136466]
0.22733602246716966 [0.31675834 0.79736546 0.67625467] 9 [5 8 5 6 7] [[1 0]
 [1 3]]
[2 3 2 0] [2030405951678 1101394386738 -783188941980] [4075251621705454482 8176334099158704264] [4.0923605  2.97941859] 0.7339281633300665
[7 2 7] [20 30 30 20] [1 2 5 0 4 3] [0.  4.5 3.  1.5]
[3, 5, 2, 6, 1, 7, 4] [[6, 7, 8], [9, 10, 11], [0, 1, 2], [3, 4, 5]] 4 2.5 int64 [8054549384 4251914029 2351693730]
0.829812891829413 [0.25530516 0.15379072 0.67450455] 8 [8 3 6 7 3] [[3 0]
 [3 0]]
[0 3 1 1] [-984414552198 -314624555433 -631776352368] [ 767780784283929735 2904191183454154586] [2.65704515 4.08760125] 0.07249701975439393
[7 8 4] [30 20 30 30] [3 5 1 2 4 0] [4.5 1.5 0.  3. ]
[3, 2, 1, 5, 7, 4, 6] [[3, 4, 5], [9, 10, 11], [6, 7, 8], [0, 1, 2]] 1 2.5 int64 [299114209 432769734 239622730]
0.4203871190878119 [0.2858737  0.10627312 0.29692521] 2 [5 7 8 7 5] [[1 3]
 [2 2]]
[0 1 1 2] [-1098468638313  -347192890514  -131799072962] [8114994426043950786 5071904879292642055] [3.56168551 2.0438969 ] 0.03900913601502132
[6 4 7] [30 30 30 30] [4 3 5 1 0 2] [4.5 0.  1.5 3. ]
[5, 3, 4, 2, 6, 1, 7] [[6, 7, 8], [3, 4, 5], [0, 1, 2], [9, 10, 11]] 3 2.5 int64 [5421116479 3809497910 1475985166]
Generator(PCG64)
ValueError: high <= 0
ValueError: low >= high
ValueError: expected non-negative integer
`,
	},
	{
		// Large expression temporaries over enough iterations for
		// collections to run, which a reuse of their buffers must not
		// disturb: a temporary kept in a list before the next operator, an
		// operand appearing twice, views of dropped temporaries, in-place
		// arithmetic with the target as an operand; and float32 exp, log,
		// sin and cos by their eight-lane kernels.
		name: `temporaries_and_float32_ufuncs`,
		src: `a = np.arange(10000, dtype=np.float64)
b = a * 0.5
keep = []
views = []
total = 0.0
for i in range(200):
    t = a * b
    keep.append(t)
    r = t + t * 2.0
    views.append((a * float(i))[::3])
    s = (a + float(i)) * b - a
    total += s[-1] + r[1]
    if len(keep) > 5:
        keep.pop(0)
print(total)
print(keep[0][:3], keep[-1][-1])
print(all([(v == a[::3] * float(i)).all() for i, v in enumerate(views)]))
c = a.copy()
c += c * 2.0
print(c[:4], c[-1])
f = a.astype(np.float32)
g = np.exp(f / 5000.0) * np.sin(f) - np.log(f + 1.0) * np.cos(f)
print(g[:3], g.sum(), g[-1])`,
		want: `10095490650.0
[0.  0.5 2. ] 49990000.5
True
[0. 3. 6. 9.] 29997.0
[0.         0.46713033 1.3668451 ] 7.3809524 11.806002
`,
	},
}
