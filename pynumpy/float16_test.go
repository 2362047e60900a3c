package pynumpy_test

import "testing"

// float16 arrays against NumPy: float16Want is what /usr/bin/python3
// (CPython 3.11 with NumPy 1.24) printed for float16Src.
func TestFloat16AgainstNumPy(t *testing.T) {
	if got := run(t, float16Src); got != float16Want {
		t.Errorf("got:\n%s\nwant:\n%s", got, float16Want)
	}
}

const float16Src = `print(np.float16, np.half, np.dtype('f2'), np.dtype('float16').itemsize, np.dtype(np.float16))
i8 = np.arange(-3, 5, dtype=np.int8)
u8 = np.arange(0, 250, 31, dtype=np.uint8)
b = np.array([True, False, True])
for a in [i8, u8, b]:
    for f in ['sqrt', 'exp', 'log', 'sin', 'cos', 'tan', 'arctan', 'log10', 'floor']:
        r = getattr(np, f)(a)
        print(f, r.dtype, r)
print(repr(i8 + 1.5), repr(u8 * 0.1), repr(b + 0.5), (i8 / 2.5).dtype, (i8 / 3).dtype)
h = np.array([0.1, 1/3, 65504, 1e-7, -2.5, 6e-5, 1000.7], dtype=np.float16)
print(h, repr(h))
print(h + h, h * 3, h / 7, h - 0.1, -h, abs(h), h ** 2, h // 0.3, h % 0.3, sep='\n')
print(repr(h.sum()), repr(h[:3].sum()), repr(h.mean()), repr(h.prod()), h.min(), h.max(), np.cumsum(h[:4]), np.cumprod(h[:4]))
print(h[0], repr(h[1]), type(h[0]), h[2] * 2, float(h[1]), np.float16(0.1), np.float16(3.14159), np.float16(1e5), np.float16(2049), np.float16('0.2'))
x = np.linspace(0, 10, 50).astype(np.float16)
print(x, x.sum(), x.mean(), np.sqrt(x), np.exp(x / 4), sep='\n')
print(x.reshape(5, 10).sum(axis=0), x.reshape(5, 10).sum(axis=1), x.reshape(5, 10).mean(axis=1), sep='\n')
print(np.dot(x[:10], x[:10]), x.reshape(5, 10) @ x[:10])
print(np.zeros(3, np.float16), np.ones((2, 2), 'e'), np.full(2, 7.3, dtype=np.half), np.arange(5).astype(np.float16) / 3)
print((np.ones(2, np.float16) + np.ones(2, np.int8)).dtype, (np.ones(2, np.float16) + np.ones(2, np.int16)).dtype, (np.ones(2, np.float16) + np.ones(2, np.float32)).dtype, (np.ones(2, np.float16) + 1j).dtype, (np.ones(2, np.float16) + 70000.0).dtype)
print(np.array([1e4, 2e-5], np.float16), np.array([np.inf, np.nan, 1], np.float16), np.float16(60000) * 2)
big = np.arange(20000, dtype=np.float16) % 7
print(big.sum(), big.mean(), repr(big[:5].sum()))
print(h.astype(np.float32), h.astype(int), h.tolist())
`

const float16Want = `<class 'numpy.float16'> <class 'numpy.float16'> float16 2 float16
sqrt float16 [  nan   nan   nan 0.    1.    1.414 1.732 2.   ]
exp float16 [4.977e-02 1.354e-01 3.679e-01 1.000e+00 2.719e+00 7.391e+00 2.008e+01
 5.459e+01]
log float16 [   nan    nan    nan   -inf 0.     0.6934 1.099  1.387 ]
sin float16 [-0.1411 -0.909  -0.8413  0.      0.8413  0.909   0.1411 -0.757 ]
cos float16 [-0.99   -0.4163  0.5405  1.      0.5405 -0.4163 -0.99   -0.654 ]
tan float16 [ 0.1426  2.186  -1.558   0.      1.558  -2.186  -0.1426  1.158 ]
arctan float16 [-1.249 -1.107 -0.785  0.     0.785  1.107  1.249  1.326]
log10 float16 [  nan   nan   nan  -inf 0.    0.301 0.477 0.602]
floor float16 [-3. -2. -1.  0.  1.  2.  3.  4.]
sqrt float16 [ 0.     5.566  7.875  9.64  11.13  12.45  13.64  14.734 15.75 ]
exp float16 [ 1. inf inf inf inf inf inf inf inf]
log float16 [ -inf 3.434 4.13  4.53  4.82  5.043 5.227 5.38  5.51 ]
sin float16 [ 0.     -0.404  -0.7393 -0.948  -0.9956 -0.8735 -0.602  -0.228   0.1847]
cos float16 [ 1.      0.9146  0.6733  0.3174 -0.0928 -0.487  -0.7983 -0.9736 -0.983 ]
tan float16 [ 0.     -0.4417 -1.098  -2.988  10.734   1.793   0.754   0.2343 -0.188 ]
arctan float16 [0.     1.538  1.555  1.56   1.5625 1.564  1.565  1.566  1.566 ]
log10 float16 [ -inf 1.491 1.792 1.969 2.094 2.19  2.27  2.336 2.395]
floor float16 [  0.  31.  62.  93. 124. 155. 186. 217. 248.]
sqrt float16 [1. 0. 1.]
exp float16 [2.719 1.    2.719]
log float16 [  0. -inf   0.]
sin float16 [0.8413 0.     0.8413]
cos float16 [0.5405 1.     0.5405]
tan float16 [1.558 0.    1.558]
arctan float16 [0.785 0.    0.785]
log10 float16 [  0. -inf   0.]
floor float16 [1. 0. 1.]
array([-1.5, -0.5,  0.5,  1.5,  2.5,  3.5,  4.5,  5.5]) array([ 0. ,  3.1,  6.2,  9.3, 12.4, 15.5, 18.6, 21.7, 24.8]) array([1.5, 0.5, 1.5]) float64 float64
[ 9.9976e-02  3.3325e-01  6.5504e+04  1.1921e-07 -2.5000e+00  6.0022e-05
  1.0005e+03] array([ 9.9976e-02,  3.3325e-01,  6.5504e+04,  1.1921e-07, -2.5000e+00,
        6.0022e-05,  1.0005e+03], dtype=float16)
[ 1.9995e-01  6.6650e-01         inf  2.3842e-07 -5.0000e+00  1.2004e-04
  2.0010e+03]
[ 2.998e-01  1.000e+00        inf  3.576e-07 -7.500e+00  1.800e-04
  3.002e+03]
[ 1.428e-02  4.761e-02  9.360e+03  0.000e+00 -3.572e-01  8.583e-06
  1.429e+02]
[ 0.0000e+00  2.3328e-01  6.5504e+04 -9.9976e-02 -2.5996e+00 -9.9915e-02
  1.0005e+03]
[-9.9976e-02 -3.3325e-01 -6.5504e+04 -1.1921e-07  2.5000e+00 -6.0022e-05
 -1.0005e+03]
[9.9976e-02 3.3325e-01 6.5504e+04 1.1921e-07 2.5000e+00 6.0022e-05
 1.0005e+03]
[0.009995 0.1111        inf 0.       6.25     0.            inf]
[ 0.000e+00  1.000e+00        inf  0.000e+00 -9.000e+00  0.000e+00
  3.334e+03]
[9.998e-02 3.320e-02 4.028e-02 1.192e-07 2.004e-01 6.002e-05 1.372e-01]
inf 65500.0 9500.0 -3.904e-05 -2.5 65500.0 [1.00e-01 4.33e-01 6.55e+04 6.55e+04] [9.998e-02 3.333e-02 2.182e+03 2.601e-04]
0.1 0.3333 <class 'numpy.float16'> 131008.0 0.333251953125 0.1 3.14 inf 2048.0 0.2
[ 0.      0.2041  0.4082  0.6123  0.8164  1.0205  1.225   1.429   1.633
  1.837   2.041   2.244   2.45    2.652   2.857   3.06    3.266   3.469
  3.674   3.877   4.082   4.285   4.49    4.695   4.9     5.1     5.305
  5.51    5.715   5.918   6.12    6.33    6.53    6.734   6.938   7.145
  7.348   7.55    7.754   7.96    8.164   8.37    8.57    8.77    8.98
  9.19    9.39    9.59    9.8    10.    ]
250.0
5.0
[0.     0.4517 0.6387 0.7827 0.9033 1.01   1.106  1.195  1.277  1.355
 1.429  1.498  1.565  1.629  1.69   1.749  1.807  1.862  1.917  1.969
 2.02   2.07   2.12   2.166  2.213  2.258  2.303  2.348  2.39   2.434
 2.475  2.516  2.555  2.596  2.635  2.674  2.71   2.748  2.785  2.822
 2.857  2.893  2.928  2.963  2.996  3.031  3.064  3.098  3.13   3.162 ]
[ 1.     1.053  1.107  1.165  1.227  1.291  1.358  1.43   1.504  1.583
  1.666  1.753  1.845  1.94   2.043  2.148  2.262  2.38   2.506  2.637
  2.775  2.92   3.07   3.234  3.402  3.58   3.766  3.967  4.17   4.39
  4.62   4.863  5.117  5.387  5.664  5.965  6.277  6.605  6.95   7.316
  7.7    8.1    8.52   8.97   9.43   9.945 10.46  11.01  11.58  12.18 ]
[20.4  21.44 22.44 23.47 24.48 25.52 26.53 27.55 28.56 29.6 ]
[ 9.19 29.6  50.   70.44 90.8 ]
[0.9185 2.959  5.     7.04   9.08  ]
11.875 [11.875 30.61  49.38  68.1   86.9  ]
[0. 0. 0.] [[1. 1.]
 [1. 1.]] [7.3 7.3] [0.     0.3333 0.6665 1.     1.333 ]
float16 float32 float32 complex64 float32
[1.e+04 2.e-05] [inf nan  1.] 120000.0
60030.0 3.002 10.0
[ 9.9975586e-02  3.3325195e-01  6.5504000e+04  1.1920929e-07
 -2.5000000e+00  6.0021877e-05  1.0005000e+03] [    0     0 65504     0    -2     0  1000] [0.0999755859375, 0.333251953125, 65504.0, 1.1920928955078125e-07, -2.5, 6.002187728881836e-05, 1000.5]
`
