// Package ndarray is the typed n-dimensional array behind alpyna's numpy
// module and its later backends, reproducing NumPy 1.24's behaviour and
// output exactly.
//
// An [Array] holds elements of one [DType] (bool, int8, int16, int32,
// int64, uint8, uint16, uint32, uint64, float16, float32, float64,
// complex64 or complex128) in a byte
// buffer that is 8-byte aligned, so that every element is
// naturally aligned and a backend can hand the buffer to native code or copy
// it to a device. Shapes and byte strides follow NumPy; arrays are created
// C-contiguous, and the views [Array.Sub] (a[i]) and [Array.Reshape] share
// their source's buffer. Typed slices ([Array.Float64s] and friends) view the
// buffer for executors.
//
// A [Scalar] is a NumPy scalar or an element read from an array. [Binary]
// and [Unary] apply NumPy's operators and a few ufuncs elementwise with
// broadcasting. Their result types follow [ResultType], NumPy 1.24's
// promotion including its legacy value-based casting of scalars: int32
// arrays stay int32 when added to a small Python int, float32 arrays stay
// float32 when multiplied by any float that fits. Element semantics are
// those of NumPy's C loops: integers wrap, integer division and modulo
// floor and give 0 for a zero divisor, float32 arithmetic rounds every
// operation to float32.
//
// [Array.Sum] and [Array.Mean] sum floats in NumPy's order (pairwise within
// buffers of 8192 elements) so that printed results agree to the last
// digit. [Array.String], [Array.Repr] and [Scalar.String] print as NumPy's
// str and repr with default print options, through a port of
// numpy/core/arrayprint.py.
//
// Error messages that a Python program can observe (index, broadcast,
// reshape and type errors) are NumPy's exact texts, and so end as NumPy's
// do. The floating-point exceptions behind NumPy's RuntimeWarnings
// (division by zero, overflow, invalid values) are found after the fact by
// [BinaryFPErrors] and [UnaryFPErrors], and for the operators of NumPy
// scalars, whose integer overflow NumPy checks too, by [ScalarFPErrors]
// and [ScalarUnaryFPErrors], for the numpy module to report under
// np.seterr; invalid casts are not reported.
//
// numpy.linalg's [Solve], [Inv], [Det] and [Cholesky] (lapack.go) follow
// LAPACK's unblocked factorisations; [Histogram] is np.histogram.
//
// Sorting (sort.go) ports NumPy 1.24's introsort and heapsort, so that
// [Array.ArgSort] orders ties as NumPy does; [Array.Unique] sorts order
// keys with a stable radix sort (radix.go); [Array.Median] and
// [Array.Percentile] select order statistics instead of sorting.
// [Correlate] (np.correlate and np.convolve) sums in NumPy's order, its
// long float64 dot products, like [Dot] of two float64 vectors, in the
// order of the OpenBLAS 0.3.21 ddot kernel NumPy's OpenBLAS picks on the
// machine (blasdot.go: SkylakeX on AVX-512 CPUs it recognises, Haswell on
// AVX2 ones, its SSE2 Prescott kernel otherwise, with OpenBLAS's thread
// split past 10000 elements; OPENBLAS_CORETYPE and OPENBLAS_NUM_THREADS
// are honoured as OpenBLAS honours them), bit for bit. [Dot] and
// [MatmulDot] of float64 matrices follow the same kernel's dgemm, dsyrk
// and dgemv as NumPy calls them (gemm.go, gemm_skylakex.go): bit for bit
// under Prescott, and for dgemm under SkylakeX on one thread or at the
// sizes of its small-matrix kernels; docs/numpy.md lists the rest.
//
// The ufuncs Exp, Log, Sin and Cos give NumPy 1.24's results bit for bit
// as NumPy computes them on x86-64 machines with AVX-512 (AVX512_SKX),
// where it does not call libm: float32 follows NumPy's own vector loops
// (simd_exp_FLOAT and simd_log_FLOAT, and simd_sincos_f32 with glibc's
// sinf and cosf for large arguments), float64 follows the Intel SVML
// routines NumPy vendors (__svml_exp8, __svml_log8, __svml_sin8 and
// __svml_cos8), special values and NaN payloads included; see simdmath.go.
// Tanh follows NumPy's own table-driven loops (tanh.go; on machines with
// AVX2 and FMA3, float32 and float64), bit for bit, NaNs included;
// float64 Log10, Log2, Log1p, Expm1, Exp2, Cosh, Sinh, Tan, ArcSin,
// ArcCos, ArcTan, Cbrt, Arcsinh, Arccosh and Arctanh follow SVML's
// __svml_log108, __svml_log28, __svml_log1p8, __svml_expm18,
// __svml_exp28, __svml_cosh8, __svml_sinh8, __svml_tan8, __svml_asin8,
// __svml_acos8, __svml_atan8, __svml_cbrt8, __svml_asinh8, __svml_acosh8
// and __svml_atanh8 on AVX-512 machines (svml*.go), bit for bit but where
// SVML takes a path that is not ported (expm1 of x in [707.7, 709.79],
// exp2 of |x| in [1021.9995, 1080), cosh and sinh of |x| in (707.7,
// 710.48]: one ulp off for 0.6%, 7% and 15% of those; tan of |x| >
// 128000, SVML's long reduction: the C library's tan, one ulp off for
// about 40%). Where SVML starts from the approximate reciprocal or
// reciprocal square root instructions (VRCP14 in tan, arctan, cbrt and
// the inverse hyperbolic functions, VRSQRT14 in arcsin, arccos, arcsinh
// and arccosh), the ports execute them (rcp14_amd64.s), so the bits are
// NumPy's on the same CPU. The choice of NumPy's loops is
// internal/numpytables' OwnTanh and SVML, which the kernels of package
// llvmgen follow too. Float32 Log10 and Log2 follow __svml_log10f16 and
// __svml_log2f16; the other float32 versions of the SVML functions
// (NumPy's __svml_*f16) are the C library's float64 functions rounded.
// Sqrt is correctly rounded, as in NumPy. On machines where NumPy takes
// other code (without AVX-512, NumPy's float64 functions call libm) the
// results may differ in the last bit.
//
// Complex arrays (complex.go) follow NumPy's complex loops bit for bit:
// Smith's division, products fused into multiply-adds where NumPy's loop
// is not contiguous, the AVX-512 absolute value of arrays, pairwise sums
// over the interleaved parts, and the C library's cexp, clog, csqrt, csin
// and ccos; [Array.Part] gives the views a.real and a.imag.
//
// Operations on contiguous float32, float64, int32 and int64 arrays (the
// arithmetic operators and comparisons, Neg, Abs, Sqrt, Exp, Log, Sin and
// Cos, [Where], Sum, Mean, Max and Min, sums and means along an axis, the
// dot product of vectors, AsType to a float type, and Assign and Fill)
// take fast paths over typed slices (fast.go), split across goroutines,
// one per CPU, in contiguous chunks above 65536 elements (8192 for the
// functions, which cost more). The fast paths compute exactly what the
// general loops compute: elementwise results do not depend on the split,
// sums split only at NumPy's 8192-element buffers, whose pairwise sums
// are added in order as NumPy adds them, and extrema fall back to the
// ordered loop wherever lanes could pick another NaN or signed zero. The
// float32 dot product sums in order, as the general loop (NumPy's BLAS
// sdot sums in lanes: the last bit may differ); float64 vectors sum in
// the BLAS's order (above); matrix products sum in order, where NumPy's
// dgemv and dgemm differ in the last bits.
//
// The package knows nothing about Python objects; the interpreter's numpy
// module converts between them. float16 (float16.go) computes as
// NumPy's half loops: in float32, rounded to half. float64 and float32
// Pow and arctan2 are SVML's on AVX-512 machines, as NumPy 1.24's loops
// (svmlpow.go, svmlpowf.go, svmlatan2.go, svmlatan2f.go), but for the
// lanes of SVML's scalar routines that are not ported (float32 pow's,
// atan2's).
package ndarray
