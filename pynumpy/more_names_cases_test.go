package pynumpy_test

// Cases of issue 15's NumPy names added in more_names.py and complex.go's
// dtype aliases (the C type names, tri and the index helpers, full_like,
// copyto, putmask, place, isin, nan_to_num, dstack, heaviside,
// logaddexp). The expected outputs are what /usr/bin/python3 (CPython
// 3.11 with NumPy 1.24) prints for the same source.

var moreNamesCases = []struct {
	name, src, want string
}{
	{
		name: `dtype_aliases`,
		src: `for t in [np.double, np.single, np.short, np.ushort, np.byte, np.ubyte, np.intc, np.uintc, np.float_, np.int_, np.uint]:
    print(t, np.dtype(t), np.array([1.5, 2], dtype=t), np.arange(3).astype(t).dtype)
print(np.float_ is np.float64, np.uint is np.uint64, np.dtype('int16') == np.short)
print(np.dtype(np.longlong), np.zeros(1, np.ulonglong).dtype, np.longlong(7) + 1)`,
		want: `<class 'numpy.float64'> float64 [1.5 2. ] float64
<class 'numpy.float32'> float32 [1.5 2. ] float32
<class 'numpy.int16'> int16 [1 2] int16
<class 'numpy.uint16'> uint16 [1 2] uint16
<class 'numpy.int8'> int8 [1 2] int8
<class 'numpy.uint8'> uint8 [1 2] uint8
<class 'numpy.int32'> int32 [1 2] int32
<class 'numpy.uint32'> uint32 [1 2] uint32
<class 'numpy.float64'> float64 [1.5 2. ] float64
<class 'numpy.int64'> int64 [1 2] int64
<class 'numpy.uint64'> uint64 [1 2] uint64
True True True
int64 uint64 8
`,
	},
	{
		name: `tri_and_indices`,
		src: `print(np.tri(2, 4, 2), np.tri(0).shape, np.tri(3, dtype=np.int8).dtype)
print(np.tril_indices(3, -1), np.triu_indices(2, 0, 4))
r, c = np.triu_indices(4, 2)
print(r.dtype, np.arange(16).reshape(4, 4)[r, c])
print(np.diag_indices(0), np.diag_indices(2, ndim=1))`,
		want: `[[1. 1. 1. 0.]
 [1. 1. 1. 1.]] (0, 0) int8
(array([1, 2, 2]), array([0, 0, 1])) (array([0, 0, 0, 0, 1, 1, 1]), array([0, 1, 2, 3, 1, 2, 3]))
int64 [2 3 7]
(array([], dtype=int64), array([], dtype=int64)) (array([0, 1]),)
`,
	},
	{
		name: `full_like`,
		src: `a = np.arange(6, dtype=np.uint8).reshape(2, 3)
print(np.full_like(a, 300), np.full_like(a, -1.5, dtype=float), np.full_like(a, 2.5).dtype)
print(np.full_like(a, 4, shape=(2,)), np.full_like(3.0, 1))`,
		want: `[[44 44 44]
 [44 44 44]] [[-1.5 -1.5 -1.5]
 [-1.5 -1.5 -1.5]] uint8
[4 4] 1.0
`,
	},
	{
		name: `copyto_casting`,
		src: `b = np.zeros(3, dtype=np.int32)
np.copyto(b, np.array([1, 2, 3], dtype=np.int16), casting='safe')
print(b)
np.copyto(b, np.array([7, 8, 9], dtype=np.int32), casting='no')
print(b)
np.copyto(b, np.array([True, False, True]), where=[False, True, True])
print(b)
for dst, src, casting in [(np.zeros(2), np.ones(2, np.complex128), 'same_kind'), (np.zeros(2, np.int8), np.ones(2, np.uint8), 'same_kind'),
                          (np.zeros(2, np.uint8), np.ones(2, np.int8), 'same_kind'), (np.zeros(2, bool), np.ones(2, np.int8), 'same_kind'),
                          (np.zeros(2, np.int16), np.ones(2, np.uint16), 'safe'), (np.zeros(2, np.float32), np.ones(2, np.int16), 'safe'),
                          (np.zeros(2, np.float32), np.ones(2, np.int32), 'safe'), (np.zeros(2, np.int8), 200, 'same_kind'),
                          (np.zeros(2, np.int8), 100, 'safe'), (np.zeros(2, np.int8), 200, 'safe'), (np.zeros(2, np.float32), 1e300, 'safe'),
                          (np.zeros(2, np.int64), np.ones(2), 'equiv'), (np.zeros(2), np.ones(2), 'equiv')]:
    try:
        np.copyto(dst, src, casting=casting)
        print('ok', dst)
    except TypeError as e:
        print(e)`,
		want: `[1 2 3]
[7 8 9]
[7 0 1]
Cannot cast array data from dtype('complex128') to dtype('float64') according to the rule 'same_kind'
ok [1 1]
Cannot cast array data from dtype('int8') to dtype('uint8') according to the rule 'same_kind'
Cannot cast array data from dtype('int8') to dtype('bool') according to the rule 'same_kind'
Cannot cast array data from dtype('uint16') to dtype('int16') according to the rule 'safe'
ok [1. 1.]
Cannot cast array data from dtype('int32') to dtype('float32') according to the rule 'safe'
ok [-56 -56]
ok [100 100]
Cannot cast scalar from dtype('int64') to dtype('int8') according to the rule 'safe'
Cannot cast scalar from dtype('float64') to dtype('float32') according to the rule 'safe'
Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'equiv'
ok [1. 1.]
`,
	},
	{
		name: `putmask_place`,
		src: `a = np.arange(8.0).reshape(2, 4)
np.putmask(a, a % 3 == 0, [-1, -2, -3])
print(a)
np.putmask(a, np.zeros((2, 4), bool), [])
b = a.copy()
np.place(b, b < 0, [9])
print(b)
c = np.arange(5)
np.place(c, [False] * 5, [])
print(c)
for f in [lambda: np.putmask(c, [True, False], 1), lambda: np.place(c, [True], [1])]:
    try:
        f()
    except ValueError as e:
        print(e)`,
		want: `[[-1.  1.  2. -1.]
 [ 4.  5. -1.  7.]]
[[9. 1. 2. 9.]
 [4. 5. 9. 7.]]
[0 1 2 3 4]
putmask: mask and data must be the same size
place: mask and data must be the same size
`,
	},
	{
		name: `isin`,
		src: `a = np.array([[5, 3], [1, 5]])
print(np.isin(a, np.array([5, 1])), np.isin(a, [5], invert=True), np.isin(a, (1, 3), assume_unique=True))
print(np.isin(np.array(['a', 'b']), ['b']) if False else np.isin(np.arange(6).reshape(2, 3), np.arange(6)[::2]))
print(np.isin([], [1]), np.isin(np.array([True, False]), [False]))`,
		want: `[[ True False]
 [ True  True]] [[False  True]
 [ True False]] [[False  True]
 [ True False]]
[[ True False  True]
 [False  True False]]
[] [False  True]
`,
	},
	{
		name: `nan_to_num`,
		src: `a = np.array([[np.nan, 1.0], [np.inf, -np.inf]], dtype=np.float32)
print(np.nan_to_num(a, nan=np.inf), np.nan_to_num(a, copy=False) is a, a)
print(np.nan_to_num(np.array([True, False])), repr(np.nan_to_num(-np.inf)), np.nan_to_num([np.nan, 2]))
print(np.nan_to_num(np.array([np.nan, 1], dtype=np.float16)))`,
		want: `[[           inf  1.0000000e+00]
 [ 3.4028235e+38 -3.4028235e+38]] True [[ 0.0000000e+00  1.0000000e+00]
 [ 3.4028235e+38 -3.4028235e+38]]
[ True False] -1.7976931348623157e+308 [0. 2.]
[0. 1.]
`,
	},
	{
		name: `dstack`,
		src: `print(np.dstack((np.array([[1], [2]]), np.array([[3], [4]]))))
print(np.dstack((np.arange(2), np.arange(2.0))).dtype, np.dstack((np.zeros((1, 2, 3)), np.ones((1, 2, 1)))).shape)
try:
    np.dstack((np.zeros(2), np.zeros(3)))
except ValueError as e:
    print(e)`,
		want: `[[[1 3]]

 [[2 4]]]
float64 (1, 2, 4)
all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 2 and the array at index 1 has size 3
`,
	},
	{
		name: `heaviside`,
		src: `x = np.linspace(-1, 1, 5)
print(np.heaviside(x, 0.5), np.heaviside(x.astype(np.float32), 2).dtype, np.heaviside(np.arange(-2, 3), 0))
print(np.heaviside(np.array([[0.0], [1.0]]), np.array([3.0, 4.0])), repr(np.heaviside(np.float32(0), 7)))
print(np.heaviside(np.array([-np.inf, np.inf, 0.0]), np.nan))`,
		want: `[0.  0.  0.5 1.  1. ] float32 [0. 0. 0. 1. 1.]
[[3. 4.]
 [1. 1.]] 7.0
[ 0.  1. nan]
`,
	},
	{
		name: `logaddexp`,
		src: `x = np.array([-1000.0, -1.0, 0.0, 3.0, 700.0, 800.0])
print(np.logaddexp(x, x[::-1]), np.logaddexp(x, 0))
print(np.logaddexp(np.float32(1e30), np.float32(-1e30)), np.logaddexp(np.arange(3), np.arange(3)).dtype)
print(np.logaddexp(-np.inf, -np.inf), np.logaddexp(np.inf, np.inf), np.logaddexp(np.inf, -np.inf))
with np.errstate(invalid='raise'):
    try:
        np.logaddexp(np.array([1.0, np.nan]), 2.0)
    except FloatingPointError as e:
        print('FloatingPointError', e)
with np.errstate(invalid='ignore'):
    print(np.logaddexp(np.nan, 1.0))
# NumPy's loop calls the C library's exp and log1p, not its vector exp.
print(repr(np.logaddexp(np.logaddexp(1.0, 1.0), 1.0)), repr(np.logaddexp.reduce(np.ones(3))))
print(np.logaddexp(np.linspace(-3, 3, 7), 0.25).tolist())`,
		want: `[800.         700.           3.04858735   3.04858735 700.
 800.        ] [0.00000000e+00 3.13261688e-01 6.93147181e-01 3.04858735e+00
 7.00000000e+02 8.00000000e+02]
1e+30 float64
-inf inf inf
FloatingPointError invalid value encountered in logaddexp
nan
2.0986122886681096 2.0986122886681096
[0.2880413716877831, 0.35020655891674723, 0.501929081345373, 0.8259394198788436, 1.3868710061148999, 2.1602241504380872, 3.0619675890031988]
`,
	},
	{
		name: `nan_arg_cumsum`,
		src: `a = np.array([[np.nan, 3.0, 1.0], [2.0, np.nan, 5.0]])
print(np.nanargmax(a), np.nanargmin(a), np.nanargmax(a, axis=0), np.nanargmin(a, axis=1), np.nanargmax(np.arange(4)))
print(np.nanargmin(a, axis=0, keepdims=True), np.nancumsum(a, axis=0), np.nancumsum(np.array([1, 2], np.int8), dtype=float))
try:
    np.nanargmin(np.full(3, np.nan))
except ValueError as e:
    print(e)`,
		want: `5 2 [1 0 1] [2 0] 3
[[1 0 0]] [[0. 3. 1.]
 [2. 3. 6.]] [1. 3.]
All-NaN slice encountered
`,
	},
	{
		name: `choose_put`,
		src: `print(np.choose(np.array([[1, 0], [0, 1]]), (np.zeros((2, 2)), np.array([5, 6]))))
p = np.zeros(5, dtype=np.int32)
np.put(p, [1, 3, 1], [2.9, 4.1, 7.5])
print(p)
v = np.zeros((3, 2))[::2]
np.put(v, [0, 3], [1, 2])
print(v)
for f in [lambda: np.put([1, 2], [0], 1), lambda: np.choose([0], [[1]], mode='bad')]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)`,
		want: `[[5. 0.]
 [0. 6.]]
[0 7 0 4 0]
[[1. 0.]
 [0. 2.]]
TypeError argument 1 must be numpy.ndarray, not list
ValueError clipmode must be one of 'clip', 'raise', or 'wrap' (got 'bad')
`,
	},
	{
		name: `vander_tensordot`,
		src: `print(np.vander(np.array([1.5, -2.0, 0.0]), 3), np.vander([2], 5, True))
try:
    np.vander(np.ones((2, 2)))
except ValueError as e:
    print(e)
a = np.arange(6.0).reshape(3, 2)
print(np.tensordot(a, a, axes=([0], [0])), np.tensordot(a, a, axes=(0, 0)), np.tensordot(a, a.T, 1))`,
		want: `[[ 2.25  1.5   1.  ]
 [ 4.   -2.    1.  ]
 [ 0.    0.    1.  ]] [[ 1  2  4  8 16]]
x must be a one-dimensional array or sequence.
[[20. 26.]
 [26. 35.]] [[20. 26.]
 [26. 35.]] [[ 1.  3.  5.]
 [ 3. 13. 23.]
 [ 5. 23. 41.]]
`,
	},
	{
		name: `pad`,
		src: `a = np.arange(6).reshape(2, 3)
print(np.pad(a, ((1,), (2,))), np.pad(a, 1, 'edge').dtype, np.pad(np.arange(3.0), (2, 1), 'edge'))
print(np.pad(a.astype(np.float32), (1, 0), constant_values=np.nan), np.pad(np.zeros((0, 2)), 1))`,
		want: `[[0 0 0 0 0 0 0]
 [0 0 0 1 2 0 0]
 [0 0 3 4 5 0 0]
 [0 0 0 0 0 0 0]] int64 [0. 0. 0. 1. 2. 2.]
[[nan nan nan nan]
 [nan  0.  1.  2.]
 [nan  3.  4.  5.]] [[0. 0. 0. 0.]
 [0. 0. 0. 0.]]
`,
	},
	{
		name: `pad modes`,
		src: `a = np.arange(1, 5)
m = np.array([[1, 2, 3], [4, 5, 6]])
print(np.pad(a, (3, 6), 'wrap'), np.pad(a, (5, 2), 'reflect'), np.pad(a, 5, 'symmetric', reflect_type='odd'))
print(np.pad(m, 1, 'mean'), np.pad(m, (1, 2), 'linear_ramp', end_values=(10, -2)))
print(np.pad(m.astype(np.float32), ((0, 1), (2, 0)), 'median', stat_length=2), np.pad(m, 1, 'minimum').dtype)`,
		want: `[2 3 4 1 2 3 4 1 2 3 4 2 3] [2 3 4 3 2 1 2 3 4 3 2] [-2 -2 -1  0  1  1  2  3  4  4  5  6  7  7]
[[3 2 4 4 3]
 [2 1 2 3 2]
 [5 4 5 6 5]
 [3 2 4 4 3]] [[10 10 10 10  4 -2]
 [10  1  2  3  0 -2]
 [10  4  5  6  2 -2]
 [10  1  1  2  0 -2]
 [10 -2 -2 -2 -2 -2]]
[[1.5 1.5 1.  2.  3. ]
 [4.5 4.5 4.  5.  6. ]
 [3.  3.  2.5 3.5 4.5]] int64
`,
	},
	{
		name: `quantile`,
		src: `a = np.array([[3.0, 1.5, 7.25, 0.1], [2.0, 9.0, 4.0, 4.5]])
print(np.quantile(a, 0.07), np.quantile(a, [0.07, 0.5, 1.0], axis=1), np.quantile(a.astype(np.float32), 0.33, axis=0))
print(np.quantile(np.arange(10), 0.3), repr(np.quantile([1, 2], 0.5)), np.quantile(a, [[0.25], [0.75]]).shape)
for q in [1.5, -0.1]:
    try:
        np.quantile(a, q)
    except ValueError as e:
        print(e)`,
		want: `0.786 [[0.394 2.42 ]
 [2.25  4.25 ]
 [7.25  9.   ]] [2.33       3.975      5.0725     1.55200003]
2.6999999999999997 1.5 (2, 1)
Quantiles must be in the range [0, 1]
Quantiles must be in the range [0, 1]
`,
	},
}
