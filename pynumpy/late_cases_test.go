package pynumpy_test

// Cases of issue 15's late NumPy functions (partition, swapaxes,
// moveaxis, fmin, fmax, SeedSequence, lognormal, chisquare, integers with
// array bounds, poly1d and the polynomial functions, roots, eigvals). The
// expected outputs are what /usr/bin/python3 (CPython 3.11 with NumPy
// 1.24) prints for the same source.

var lateCases = []struct {
	name, src, want string
}{
	{
		name: `partition_ties_nan`,
		src: `a = np.array([3, 1, 2, 3, 1, 2, 3, 1, 2, 0, 5, 5, 4, 1, 2, 3, 1, 9, 2, 2])
f = a.astype(float)
f[[2, 7, 11]] = np.nan
for k in [0, 3, 10, 19, (2, 9, 15), [-1, 5]]:
    print(np.partition(a, k).tolist(), np.argpartition(a, k).tolist())
    print(np.partition(f, k).tolist(), np.argpartition(f, k).tolist())
m = np.arange(24)[::-1].reshape(4, 6) % 7
print(np.partition(m, 2, axis=0).tolist(), np.argpartition(m, (1, 4)).tolist())
print(np.partition(m, 5, axis=None).tolist())
m.partition(3)
print(m.tolist(), m.argpartition(0, axis=0).tolist())`,
		want: `[0, 1, 2, 3, 1, 2, 3, 1, 2, 3, 5, 5, 4, 1, 2, 3, 1, 9, 2, 2] [9, 1, 2, 3, 4, 5, 6, 7, 8, 0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
[0.0, 1.0, nan, 3.0, 1.0, 2.0, 3.0, nan, 2.0, 3.0, 5.0, nan, 4.0, 1.0, 2.0, 3.0, 1.0, 9.0, 2.0, 2.0] [9, 1, 2, 3, 4, 5, 6, 7, 8, 0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
[0, 1, 1, 1, 1, 2, 2, 1, 2, 2, 5, 5, 4, 3, 2, 3, 3, 9, 2, 3] [9, 16, 13, 1, 4, 14, 18, 7, 19, 8, 10, 11, 12, 6, 5, 15, 3, 17, 2, 0]
[0.0, 1.0, 1.0, 1.0, 2.0, 2.0, 1.0, 2.0, 2.0, nan, 5.0, nan, 4.0, 3.0, 2.0, 3.0, 3.0, 9.0, nan, 3.0] [9, 16, 4, 1, 18, 14, 13, 19, 8, 7, 10, 11, 12, 6, 5, 15, 3, 17, 2, 0]
[1, 0, 2, 1, 1, 2, 1, 1, 2, 2, 2, 2, 4, 3, 5, 3, 3, 9, 5, 3] [1, 9, 18, 16, 4, 14, 13, 7, 19, 2, 5, 8, 12, 6, 10, 15, 3, 17, 11, 0]
[1.0, 0.0, 2.0, 1.0, 1.0, 2.0, 1.0, 2.0, 2.0, 2.0, 3.0, 3.0, 3.0, 3.0, 5.0, 4.0, nan, 9.0, nan, nan] [1, 9, 18, 16, 4, 14, 13, 19, 8, 5, 15, 3, 0, 6, 10, 12, 11, 17, 2, 7]
[1, 0, 2, 1, 1, 2, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 5, 5, 9] [1, 9, 18, 16, 4, 14, 13, 7, 19, 2, 5, 8, 3, 15, 0, 6, 12, 10, 11, 17]
[3.0, 1.0, nan, 3.0, 1.0, 2.0, 3.0, nan, 2.0, 0.0, 5.0, 2.0, 4.0, 1.0, 2.0, 3.0, 1.0, 9.0, 2.0, nan] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19, 12, 13, 14, 15, 16, 17, 18, 11]
[0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 9, 5, 5] [9, 1, 4, 16, 7, 13, 2, 5, 18, 19, 8, 14, 15, 3, 0, 6, 12, 17, 10, 11]
[0.0, 1.0, 1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 3.0, 3.0, 3.0, 3.0, 4.0, 5.0, 9.0, nan, nan, nan] [9, 1, 4, 16, 13, 8, 18, 5, 19, 14, 15, 3, 6, 0, 12, 10, 17, 2, 7, 11]
[0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 5, 5, 9] [9, 16, 13, 1, 4, 7, 14, 18, 19, 2, 5, 8, 3, 15, 0, 6, 12, 10, 11, 17]
[0.0, 1.0, 1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, nan, 5.0, nan, 4.0, 3.0, 2.0, 3.0, 3.0, 9.0, 3.0, nan] [9, 16, 4, 1, 13, 18, 14, 19, 8, 7, 10, 11, 12, 6, 5, 15, 3, 17, 0, 2]
[[2, 1, 0, 0, 0, 0], [3, 2, 1, 1, 1, 4], [4, 3, 2, 2, 5, 5], [5, 4, 3, 6, 6, 6]] [[2, 1, 0, 5, 4, 3], [3, 2, 1, 0, 5, 4], [4, 3, 2, 1, 0, 5], [5, 4, 3, 2, 1, 0]]
[0, 0, 0, 1, 0, 1, 1, 2, 1, 2, 2, 6, 4, 3, 2, 3, 4, 6, 5, 4, 3, 5, 6, 5]
[[1, 0, 2, 4, 5, 6], [0, 1, 2, 3, 6, 5], [0, 1, 2, 3, 4, 6], [2, 0, 1, 3, 4, 5]] [[1, 0, 3, 1, 2, 1], [0, 1, 1, 0, 1, 0], [2, 2, 2, 2, 0, 2], [3, 3, 0, 3, 3, 3]]
`,
	},
	{
		name: `partition_errors`,
		src: `a = np.arange(5)
for f in [lambda: np.partition(a, 5), lambda: np.argpartition(a, -6), lambda: np.partition(a, 1.0), lambda: a.partition(0, kind='quick'), lambda: np.partition(a, [[0]])]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)`,
		want: `ValueError kth(=5) out of bounds (5)
ValueError kth(=-1) out of bounds (5)
TypeError Partition index must be integer
ValueError select kind must be 'introselect' (got 'quick')
ValueError object too deep for desired array
`,
	},
	{
		name: `swapaxes_moveaxis_views`,
		src: `a = np.arange(24).reshape(2, 3, 4)
s = np.swapaxes(a, 0, 2)
m = np.moveaxis(a, [0, 1], [2, 0])
print(s.shape, m.shape, a.swapaxes(-1, 1).shape, np.moveaxis(a, -1, 0).shape)
s[1, 2, 0] = -1
m[0, 3, 1] = -2
print(a[0, 2, 1], a[1, 0, 3], s[1, 2, 0], m[0, 3, 1])
try:
    np.moveaxis(a, [0, 1], [0, 0])
except ValueError as e:
    print(e)`,
		want: "(4, 3, 2) (3, 4, 2) (2, 4, 3) (4, 2, 3)\n-1 -2 -1 -2\nrepeated axis in `destination` argument\n",
	},
	{
		name: `fmin_fmax`,
		src: `x = np.array([1.0, np.nan, -np.inf, np.nan])
y = np.array([np.nan, 2.0, 0.0, np.nan])
print(np.fmin(x, y), np.fmax(x, y), np.fmin(x, 0.5), np.fmax(np.nan, 3))
print(repr(np.fmin(np.array([3, 1], dtype=np.int8), np.array([2, 2], dtype=np.int16))), repr(np.fmax(np.float32(np.nan), np.float32(2))))`,
		want: `[  1.   2. -inf  nan] [ 1.  2.  0. nan] [ 0.5  0.5 -inf  0.5] 3.0
array([2, 1], dtype=int16) 2.0
`,
	},
	{
		name: `seedsequence`,
		src: `ss = np.random.SeedSequence(2**70 + 3, spawn_key=(1, 2))
print(ss.pool, ss.generate_state(4), ss.generate_state(3, np.uint64))
kid = ss.spawn(2)[1]
print(kid.spawn_key, ss.n_children_spawned, kid.generate_state(2))
print(repr(kid))
g = np.random.default_rng(kid)
print(g.random(3), np.random.default_rng([7, 8, 9]).integers(0, 10, 5))`,
		want: `[2843729734 1686895484 2190946327 4014763808] [3320177990 1280803022  334202841 3436951254] [ 5501007095428146502 14761593234210392025 10740121205388239981]
(1, 2, 1) 2 [ 783674792 2711279648]
SeedSequence(
    entropy=1180591620717411303427,
    spawn_key=(1, 2, 1),
)
[0.68987687 0.71002979 0.70325013] [1 2 8 8 5]
`,
	},
	{
		name: `lognormal_chisquare`,
		src: `g = np.random.default_rng(11)
print(g.lognormal(0.5, 0.25, 4), g.chisquare(2.5, 3), g.lognormal([0, 1], [[1], [0.5]]))
for f in [lambda: g.lognormal(0, -0.1), lambda: g.chisquare(0.0)]:
    try:
        f()
    except ValueError as e:
        print(e)`,
		want: `[1.66287527 2.31622078 2.23933796 1.45124706] [1.31990891 3.15497569 3.66763712] [[4.79008796 2.46839425]
 [1.40521347 2.53886424]]
sigma < 0
df <= 0
`,
	},
	{
		name: `integers_array_bounds`,
		src: `g = np.random.default_rng(4)
print(g.integers([0, 10, 100], [5, 20, 1000]), g.integers(0, [[2], [200]], size=(2, 3), dtype=np.uint8))
print(g.integers([[1, 2]], 9, endpoint=True, dtype=np.int16), g.integers([0, 1], [1, 2], dtype=bool), g.integers([3, 4]))
for f in [lambda: g.integers([1, 2], [1, 3]), lambda: g.integers([0, 0], [3, 300], dtype=np.uint8), lambda: g.integers([-1], [2], dtype=np.uint32)]:
    try:
        f()
    except ValueError as e:
        print(e)`,
		want: `[  3  19 893] [[  1   0   1]
 [101 152 110]]
[[1 9]] [False  True] [2 0]
low >= high
high is out of bounds for uint8
low is out of bounds for uint32
`,
	},
	{
		name: `poly1d`,
		src: `p = np.poly1d([2, 0, -3.5, 1])
q = np.poly1d([1, -1])
print(p)
print(repr(p), p(2), p.order, p[2], p.deriv(), p.integ(k=1).coeffs)
print(p + q, p - q, p * q, p ** 2, -q, 3 * q, q / 4, sep="\n")
print(p / q, np.polydiv(p.coeffs, q.coeffs), p == np.poly1d([2, 0, -3.5, 1]))
print(np.polyint([1, 1], 2), np.polyder([4, 3, 2, 1], 3), np.polyadd([1], [1, 1]), np.polysub([1, 1], [1]), np.polymul([1, 1], [1, -1]))
print(np.poly1d([3, 4], r=True), np.poly1d([1, 2], variable='z'))
print(np.poly1d([0.0]), np.trim_zeros([0, 4, 0, 0]), np.isscalar(1.5), np.isscalar([1.5]))`,
		want: `   3
2 x - 3.5 x + 1
poly1d([ 2. ,  0. , -3.5,  1. ]) 10.0 3 0.0    2
6 x - 3.5 [ 0.5   0.   -1.75  1.    1.  ]
   3
2 x - 2.5 x
   3
2 x - 4.5 x + 2
   4     3       2
2 x - 2 x - 3.5 x + 4.5 x - 1
   6      4     3         2
4 x - 14 x + 4 x + 12.25 x - 7 x + 1
 
-1 x + 1
 
3 x - 3
 
0.25 x - 0.25
(poly1d([ 2. ,  2. , -1.5]), poly1d([-0.5])) (array([ 2. ,  2. , -1.5]), array([-0.5])) True
[0.16666667 0.5        0.         0.        ] [24] [1 2] [1 0] [ 1  0 -1]
   2
1 x - 7 x + 12  
1 z + 2
 
0 [4] True False
`,
	},
	{
		name: `roots_eigvals`,
		src: `print(np.roots([1, -6, 11, -6]).round(9).tolist(), np.roots([1, 0, 4]).dtype, np.roots([2, 0, 0]).tolist())
print(np.linalg.eigvals(np.array([[2.0, 0], [0, 3]])), np.linalg.eigvals(np.array([[1, 1], [0, 1]])))
print(np.abs(np.linalg.eigvals(np.array([[0.0, 1], [-1, 0]]))).round(12))
try:
    np.linalg.eigvals(np.array([[1.0, np.inf], [0, 1]]))
except np.linalg.LinAlgError as e:
    print(type(e).__name__, e)`,
		want: `[3.0, 2.0, 1.0] complex128 [0.0, 0.0]
[2. 3.] [1. 1.]
[1. 1.]
LinAlgError Array must not contain infs or NaNs
`,
	},
}
