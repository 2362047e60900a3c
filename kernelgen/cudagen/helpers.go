// This file holds the device helper functions a translation unit may need:
// the parts of Python's and NumPy's arithmetic that C does not have as
// operators (floor division, checked int arithmetic, int(), NumPy's casts
// and power, CPython's math errors), written once per translation unit as
// static __device__ __forceinline__ functions, only those the kernels use,
// in the order of the table below (each after the ones it calls).
//
// Every helper is plain C++ on long long, int, double and float, without
// compiler builtins: overflow is tested before it could happen (signed
// overflow is undefined in C), wrapping arithmetic goes through unsigned
// long long, and no float reaches a C cast to an integer outside the
// integer's range (also undefined). The reference semantics are package
// runtime's (value.go: Python's ints, floats, int(), math) and package
// ndarray's (arith.go, scalar.go: NumPy's loops and casts).

package cudagen

import (
	"strconv"

	"github.com/alpyna/alpyna/kernel/tiling"
)

// helper is one device function (or constant) of the helper library.
type helper struct {
	name string
	deps []string
	code string
}

// helpers is the library, in emission order: a helper comes after those it
// calls.
var helpers = []helper{
	{name: "ALP_OK"}, // the status codes, from package kernel's table (init)

	{name: "ALP_I64_MIN", code: `
#define ALP_I64_MAX 9223372036854775807LL
#define ALP_I64_MIN (-ALP_I64_MAX - 1LL)
#define ALP_I32_MAX 2147483647
#define ALP_I32_MIN (-ALP_I32_MAX - 1)`},

	{name: "ALP_INF", code: `
// IEEE infinities and NaN, by their bits: CUDA C has no literal for them.
#define ALP_INF __longlong_as_double(0x7ff0000000000000LL)
#define ALP_NAN __longlong_as_double(0x7ff8000000000000LL)
#define ALP_INF_F __int_as_float(0x7f800000)
#define ALP_NAN_F __int_as_float(0x7fc00000)`},

	{name: "alp_fail", deps: []string{"ALP_OK"}, code: `
// alp_fail records a failed check: the first failure wins (status holds
// ALP_OK until then); the caller then ends its thread.
static __device__ __forceinline__ void alp_fail(long long *status, long long code)
{
    atomicCAS((unsigned long long *)status, 0ULL, (unsigned long long)code);
}`},

	{name: "alp_range_count", code: `
// alp_range_count is len(range(start, stop, step)) for step != 0, computed
// in unsigned arithmetic, which cannot overflow.
static __device__ __forceinline__ long long alp_range_count(long long start, long long stop, long long step)
{
    if (step > 0 && start < stop)
        return (long long)(((unsigned long long)stop - (unsigned long long)start - 1ULL) / (unsigned long long)step + 1ULL);
    if (step < 0 && start > stop)
        return (long long)(((unsigned long long)start - (unsigned long long)stop - 1ULL) / (0ULL - (unsigned long long)step) + 1ULL);
    return 0;
}`},

	{name: "alp_range_value", code: `
// alp_range_value is start + it*step, the value of iteration it of a range:
// the result lies in the range, but it*step alone may not fit, so the
// arithmetic wraps.
static __device__ __forceinline__ long long alp_range_value(long long start, long long it, long long step)
{
    return (long long)((unsigned long long)start + (unsigned long long)it * (unsigned long long)step);
}`},

	{name: "ALP_TILE", code: `
// Shared-memory tiles (docs/gpu.md, "Shared-memory tiling"): a tiled kernel
// stages ALP_TILE iterations of its reduction loop at a time, for blocks of
// at most ALP_TILE threads along x and y. ALP_SHARED(T) is a tile's element
// type: T itself (alpyna's CPU test harness defines it as a checked cell).
#define ALP_TILE ` + strconv.Itoa(tiling.Width) + `
#ifndef ALP_SHARED
#define ALP_SHARED(T) T
#endif`},

	{name: "ALP_HALO", code: `
// A halo tile (a stencil's) holds the block's elements of an array and the
// halo its offsets reach: at most ALP_HALO more along each subscript.
#define ALP_HALO ` + strconv.Itoa(tiling.MaxHalo)},

	{name: "alp_wrap_add_i64", code: `
// NumPy's int64 arithmetic wraps; C's signed overflow is undefined, so it
// goes through unsigned long long.
static __device__ __forceinline__ long long alp_wrap_add_i64(long long a, long long b)
{
    return (long long)((unsigned long long)a + (unsigned long long)b);
}`},

	{name: "alp_wrap_sub_i64", code: `
static __device__ __forceinline__ long long alp_wrap_sub_i64(long long a, long long b)
{
    return (long long)((unsigned long long)a - (unsigned long long)b);
}`},

	{name: "alp_wrap_mul_i64", code: `
static __device__ __forceinline__ long long alp_wrap_mul_i64(long long a, long long b)
{
    return (long long)((unsigned long long)a * (unsigned long long)b);
}`},

	{name: "alp_wrap_neg_i64", code: `
static __device__ __forceinline__ long long alp_wrap_neg_i64(long long a)
{
    return (long long)(0ULL - (unsigned long long)a);
}`},

	{name: "alp_abs_i64", code: `
// NumPy's abs of an int64: the minimum wraps to itself.
static __device__ __forceinline__ long long alp_abs_i64(long long a)
{
    return a < 0 ? (long long)(0ULL - (unsigned long long)a) : a;
}`},

	{name: "alp_abs_i32", code: `
static __device__ __forceinline__ int alp_abs_i32(int a)
{
    return a < 0 ? (int)(-(long long)a) : a;
}`},

	{name: "alp_add_overflows", deps: []string{"ALP_I64_MIN"}, code: `
// Python ints: alp_add_overflows, alp_sub_overflows and alp_mul_overflows
// set *r to the wrapped result and report whether the true one leaves 64
// bits (the kernel then deoptimises: only the interpreter has big ints).
static __device__ __forceinline__ bool alp_add_overflows(long long a, long long b, long long *r)
{
    *r = (long long)((unsigned long long)a + (unsigned long long)b);
    return (b > 0 && a > ALP_I64_MAX - b) || (b < 0 && a < ALP_I64_MIN - b);
}`},

	{name: "alp_sub_overflows", deps: []string{"ALP_I64_MIN"}, code: `
static __device__ __forceinline__ bool alp_sub_overflows(long long a, long long b, long long *r)
{
    *r = (long long)((unsigned long long)a - (unsigned long long)b);
    return (b < 0 && a > ALP_I64_MAX + b) || (b > 0 && a < ALP_I64_MIN + b);
}`},

	{name: "alp_mul_overflows", deps: []string{"ALP_I64_MIN"}, code: `
static __device__ __forceinline__ bool alp_mul_overflows(long long a, long long b, long long *r)
{
    *r = (long long)((unsigned long long)a * (unsigned long long)b);
    if (a == 0 || b == 0)
        return false;
    if ((a == -1 && b == ALP_I64_MIN) || (b == -1 && a == ALP_I64_MIN))
        return true;
    return *r / b != a;
}`},

	{name: "alp_pow_overflows", deps: []string{"alp_mul_overflows"}, code: `
// alp_pow_overflows sets *r = base ** exp (exp >= 0) by square-and-multiply
// and reports whether a product left 64 bits; like Python, it does not
// square the base after the last bit, so 2**62 does not overflow on the way.
static __device__ __forceinline__ bool alp_pow_overflows(long long base, long long exp, long long *r)
{
    long long acc = 1;
    for (; exp > 0; exp >>= 1) {
        if ((exp & 1) && alp_mul_overflows(acc, base, &acc))
            return true;
        if (exp > 1 && alp_mul_overflows(base, base, &base))
            return true;
    }
    *r = acc;
    return false;
}`},

	{name: "alp_pow_i64", code: `
// NumPy's integer power: square-and-multiply, wrapping in the type (a
// negative exponent is a ValueError the caller checks; here it gives 1).
static __device__ __forceinline__ long long alp_pow_i64(long long base, long long exp)
{
    unsigned long long acc = 1, b = (unsigned long long)base;
    for (; exp > 0; exp >>= 1) {
        if (exp & 1)
            acc *= b;
        b *= b;
    }
    return (long long)acc;
}`},

	{name: "alp_pow_i32", code: `
static __device__ __forceinline__ int alp_pow_i32(int base, int exp)
{
    unsigned int acc = 1, b = (unsigned int)base;
    for (; exp > 0; exp >>= 1) {
        if (exp & 1)
            acc *= b;
        b *= b;
    }
    return (int)acc;
}`},

	{name: "alp_floordiv_i64", deps: []string{"ALP_I64_MIN"}, code: `
// Floor division and modulo of ints, rounding toward -inf as Python and
// NumPy do. NumPy's zero divisor gives 0, its MIN // -1 wraps to MIN and
// MIN % -1 is 0; for every other divisor the result is also Python's, so a
// Python int whose divisor the kernel checked (or kernelgen proved) uses
// these too.
static __device__ __forceinline__ long long alp_floordiv_i64(long long a, long long b)
{
    if (b == 0)
        return 0;
    if (b == -1)
        return a == ALP_I64_MIN ? a : -a;
    long long q = a / b;
    if (a % b != 0 && (a < 0) != (b < 0))
        q--;
    return q;
}`},

	{name: "alp_mod_i64", code: `
static __device__ __forceinline__ long long alp_mod_i64(long long a, long long b)
{
    if (b == 0 || b == -1)
        return 0;
    long long r = a % b;
    if (r != 0 && (r < 0) != (b < 0))
        r += b;
    return r;
}`},

	{name: "alp_floordiv_i32", deps: []string{"ALP_I64_MIN"}, code: `
static __device__ __forceinline__ int alp_floordiv_i32(int a, int b)
{
    if (b == 0)
        return 0;
    if (b == -1)
        return a == ALP_I32_MIN ? a : -a;
    int q = a / b;
    if (a % b != 0 && (a < 0) != (b < 0))
        q--;
    return q;
}`},

	{name: "alp_mod_i32", code: `
static __device__ __forceinline__ int alp_mod_i32(int a, int b)
{
    if (b == 0 || b == -1)
        return 0;
    int r = a % b;
    if (r != 0 && (r < 0) != (b < 0))
        r += b;
    return r;
}`},

	{name: "alp_floordiv_f64", code: `
// Floor division and modulo of floats: npy_divmod, which for doubles is
// also CPython's float_divmod. Every operation is IEEE in the type, so the
// float versions round each intermediate to float as NumPy does; fmod is
// exact. A zero divisor gives a / b and fmod(a, b) (NumPy's results);
// Python's ZeroDivisionError is checked by the caller.
static __device__ __forceinline__ double alp_floordiv_f64(double a, double b)
{
    if (b == 0.0)
        return a / b;
    double mod = fmod(a, b);
    double div = (a - mod) / b;
    if (mod != 0.0 && (b < 0.0) != (mod < 0.0))
        div -= 1.0;
    if (div == 0.0)
        return copysign(0.0, a / b);
    double floordiv = floor(div);
    if (div - floordiv > 0.5)
        floordiv += 1.0;
    return floordiv;
}`},

	{name: "alp_mod_f64", code: `
static __device__ __forceinline__ double alp_mod_f64(double a, double b)
{
    double mod = fmod(a, b);
    if (b == 0.0)
        return mod;
    if (mod == 0.0)
        return copysign(0.0, b);
    if ((b < 0.0) != (mod < 0.0))
        mod += b;
    return mod;
}`},

	{name: "alp_floordiv_f32", code: `
static __device__ __forceinline__ float alp_floordiv_f32(float a, float b)
{
    if (b == 0.0f)
        return a / b;
    float mod = fmodf(a, b);
    float div = (a - mod) / b;
    if (mod != 0.0f && (b < 0.0f) != (mod < 0.0f))
        div -= 1.0f;
    if (div == 0.0f)
        return copysignf(0.0f, a / b);
    float floordiv = floorf(div);
    if (div - floordiv > 0.5f)
        floordiv += 1.0f;
    return floordiv;
}`},

	{name: "alp_mod_f32", code: `
static __device__ __forceinline__ float alp_mod_f32(float a, float b)
{
    float mod = fmodf(a, b);
    if (b == 0.0f)
        return mod;
    if (mod == 0.0f)
        return copysignf(0.0f, b);
    if ((b < 0.0f) != (mod < 0.0f))
        mod += b;
    return mod;
}`},

	{name: "alp_powi_f64", code: `
// alp_powi_f64 sets *r = x**n rounded once to double (n an integer, x finite
// and non-zero) by square-and-multiply in double-double arithmetic, and
// reports false where an intermediate overflowed or underflowed. This is
// package ndarray's powInt, which agrees with glibc's correctly rounded pow
// where CUDA's pow may be an ulp or two off.
static __device__ __forceinline__ bool alp_powi_f64(double x, long long n, double *r)
{
    bool neg = n < 0;
    if (neg)
        n = -n;
    double rh = 1.0, rl = 0.0, bh = x, bl = 0.0;
    for (; n > 0; n >>= 1) {
        if (n & 1) {
            double p = rh * bh, e = fma(rh, bh, -p);
            e = e + (rh * bl + rl * bh);
            rh = p + e;
            rl = e - (rh - p);
        }
        if (n > 1) {
            double p = bh * bh, e = fma(bh, bh, -p);
            e = e + (bh * bl + bl * bh);
            bh = p + e;
            bl = e - (bh - p);
        }
    }
    if (neg) {
        // 1 / (rh + rl) to about 100 bits: one correction step.
        double q = 1.0 / rh;
        double c = (-fma(q, rh, -1.0) - q * rl) / rh;
        rh = q + c;
        rl = c - (rh - q);
    }
    double v = rh + rl;
    // Away from overflow and subnormals (2**-969 and 2**1000) the pair is
    // exact to about 2**-100 relative, so v is correctly rounded.
    if (!isfinite(v) || !isfinite(rl) || fabs(v) < 2.004168360008973e-292 || fabs(v) > 1.0715086071862673e+301)
        return false;
    *r = v;
    return true;
}`},

	{name: "alp_power_f64", deps: []string{"alp_powi_f64"}, code: `
// alp_power_f64 is the C library's pow of a scalar (NumPy's scalar power;
// the front end writes the fast paths of an array's power out itself),
// correctly rounded where that is cheap: products for 2, sqrt for 0.5
// (plus 0.0: pow(-0.0, 0.5) is +0.0 where sqrt keeps the sign), integer
// exponents in double-double arithmetic, pow for the rest. glibc's pow
// differs from the correctly rounded result for a few arguments, which
// the GPU does not follow. A float32 power is this, rounded once.
static __device__ __forceinline__ double alp_power_f64(double x, double y)
{
    if (y == 2.0)
        return x * x;
    if (y == 0.5 && (x >= 0.0 || isnan(x)))
        return sqrt(x) + 0.0;
    if (y == -1.0)
        return 1.0 / x;
    if (y == 1.0)
        return x;
    double n = trunc(y), r;
    if (n == y && fabs(n) <= 1048576.0 && x != 0.0 && isfinite(x) && alp_powi_f64(x, (long long)n, &r))
        return r;
    return pow(x, y);
}`},

	{name: "alp_py_pow", deps: []string{"ALP_OK"}, code: `
// alp_py_pow sets *r = a ** b for Python floats and returns CPython's error,
// or ALP_OK: 0.0 to a negative power is a ZeroDivisionError, a negative
// base to a fractional power a ValueError, an infinite result of finite
// operands an OverflowError.
static __device__ __forceinline__ long long alp_py_pow(double a, double b, double *r)
{
    if (a == 0.0 && b < 0.0 && !isinf(b))
        return ALP_ZERO_DIVISION_ERROR;
    if (a < 0.0 && !isinf(a) && isfinite(b) && b != trunc(b))
        return ALP_VALUE_ERROR;
    *r = pow(a, b);
    if (isinf(*r) && isfinite(a) && isfinite(b))
        return ALP_OVERFLOW_ERROR;
    return ALP_OK;
}`},

	{name: "alp_math_pow", deps: []string{"ALP_OK"}, code: `
// alp_math_pow sets *r = math.pow(x, y) and returns CPython's error, or
// ALP_OK: as ** but a zero base to a negative power is a ValueError.
static __device__ __forceinline__ long long alp_math_pow(double x, double y, double *r)
{
    if (x == 0.0 && y < 0.0 && !isinf(y))
        return ALP_VALUE_ERROR;
    if (x < 0.0 && !isinf(x) && isfinite(y) && y != trunc(y))
        return ALP_VALUE_ERROR;
    *r = pow(x, y);
    if (isinf(*r) && isfinite(x) && !isinf(y))
        return ALP_OVERFLOW_ERROR;
    return ALP_OK;
}`},

	{name: "alp_math_error", deps: []string{"ALP_OK"}, code: `
// alp_math_error is CPython's math_1 check of r = f(x): a NaN from a
// non-NaN argument is a domain error (ValueError); an infinity from a
// finite one is a range error (range_error: OverflowError for exp, sinh
// and cosh, ValueError for the others, log(0.0) among them).
static __device__ __forceinline__ long long alp_math_error(double r, double x, long long range_error)
{
    if (isnan(r) && !isnan(x))
        return ALP_VALUE_ERROR;
    if (isinf(r) && isfinite(x))
        return range_error;
    return ALP_OK;
}`},

	{name: "alp_hypot", deps: []string{"ALP_INF"}, code: `
// alp_hypot is math.hypot(x, y) as CPython 3.11 computes it (vector_norm;
// package libm's Norm), not CUDA's hypot, from which it differs in the
// last bit for some arguments: the coordinates scaled by 2**-e (e the
// exponent of the larger) into [0.5, 1), exact squares by fma, a running
// sum from 1.0 with the low parts and rounding errors summed apart, one
// correction of the square root. Below 2**-1000, where 2**-e is no double,
// the coordinates are scaled up by 2**600 first and the result down by
// 2**-600, which rounds the same exact values once, as CPython does.
static __device__ __forceinline__ double alp_hypot(double x, double y)
{
    double ax = fabs(x), ay = fabs(y);
    bool nan = isnan(ax) || isnan(ay);
    double mx = ax > 0.0 ? ax : 0.0;
    mx = ay > mx ? ay : mx;
    if (isinf(mx))
        return mx;
    if (nan)
        return ALP_NAN;
    if (mx == 0.0)
        return mx;
    double post = 1.0;
    if (mx < __longlong_as_double(0x0170000000000000LL)) { // 2**-1000
        const double up = __longlong_as_double(0x6570000000000000LL); // 2**600
        ax *= up;
        ay *= up;
        mx *= up;
        post = __longlong_as_double(0x1a70000000000000LL); // 2**-600
    }
    long long e = ((__double_as_longlong(mx) >> 52) & 0x7ff) - 1022;
    long long se = 1023 - e;
    double scale = se >= 1 ? __longlong_as_double(se << 52) : __longlong_as_double(1LL << (51 + se));
    double sum = 1.0, frac1 = 0.0, frac2 = 0.0;
    double v[2] = {__dmul_rn(ax, scale), __dmul_rn(ay, scale)};
    for (int i = 0; i < 2; i++) {
        double hi = __dmul_rn(v[i], v[i]);
        double lo = fma(v[i], v[i], -hi);
        double s = __dadd_rn(sum, hi);
        frac2 = __dadd_rn(frac2, __dsub_rn(hi, __dsub_rn(s, sum)));
        frac1 = __dadd_rn(frac1, lo);
        sum = s;
    }
    double h = sqrt(__dadd_rn(__dsub_rn(sum, 1.0), __dadd_rn(frac1, frac2)));
    double hi = __dmul_rn(-h, h);
    double lo = fma(-h, h, -hi);
    double s = __dadd_rn(sum, hi);
    frac2 = __dadd_rn(frac2, __dsub_rn(hi, __dsub_rn(s, sum)));
    frac1 = __dadd_rn(frac1, lo);
    sum = s;
    double corr = __dadd_rn(__dsub_rn(sum, 1.0), __dadd_rn(frac1, frac2));
    h = __dadd_rn(h, __ddiv_rn(corr, __dmul_rn(2.0, h)));
    return __dmul_rn(__ddiv_rn(h, scale), post);
}`},

	{name: "alp_py_int", deps: []string{"ALP_OK"}, code: `
// alp_py_int sets *r = int(x), Python's truncation, and returns its error,
// or ALP_OK: ValueError for NaN, OverflowError for an infinity, and a
// deoptimisation past 64 bits (the range check also keeps every value that
// reaches the C cast inside long long).
static __device__ __forceinline__ long long alp_py_int(double x, long long *r)
{
    if (isnan(x))
        return ALP_VALUE_ERROR;
    if (isinf(x))
        return ALP_OVERFLOW_ERROR;
    if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0))
        return ALP_DEOPT;
    *r = (long long)x;
    return ALP_OK;
}`},

	{name: "alp_cast_i64", deps: []string{"ALP_I64_MIN"}, code: `
// NumPy's cast of a float to an integer type (astype): C's truncation as
// x86-64's cvttsd2si computes it, whose "integer indefinite" answer for
// NaN and out-of-range values is the type's minimum. The range is tested
// first: a C cast of such a value would be undefined.
static __device__ __forceinline__ long long alp_cast_i64(double x)
{
    if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0))
        return ALP_I64_MIN;
    return (long long)x;
}`},

	{name: "alp_cast_i32", deps: []string{"ALP_I64_MIN"}, code: `
static __device__ __forceinline__ int alp_cast_i32(double x)
{
    if (!(x > -2147483649.0 && x < 2147483648.0))
        return ALP_I32_MIN;
    return (int)x;
}`},

	{name: "alp_min_i64", code: `
// Python's min() and max() of two values: b if b < a (b > a), else a, so
// the first of equal values wins and a NaN never compares less or greater.
static __device__ __forceinline__ long long alp_min_i64(long long a, long long b) { return b < a ? b : a; }`},
	{name: "alp_max_i64", code: `
static __device__ __forceinline__ long long alp_max_i64(long long a, long long b) { return b > a ? b : a; }`},
	{name: "alp_min_i32", code: `
static __device__ __forceinline__ int alp_min_i32(int a, int b) { return b < a ? b : a; }`},
	{name: "alp_max_i32", code: `
static __device__ __forceinline__ int alp_max_i32(int a, int b) { return b > a ? b : a; }`},
	{name: "alp_min_f64", code: `
static __device__ __forceinline__ double alp_min_f64(double a, double b) { return b < a ? b : a; }`},
	{name: "alp_max_f64", code: `
static __device__ __forceinline__ double alp_max_f64(double a, double b) { return b > a ? b : a; }`},
	{name: "alp_min_f32", code: `
static __device__ __forceinline__ float alp_min_f32(float a, float b) { return b < a ? b : a; }`},
	{name: "alp_max_f32", code: `
static __device__ __forceinline__ float alp_max_f32(float a, float b) { return b > a ? b : a; }`},

	{name: "alp_atomic_add_double", code: `
// alp_atomic_add_double adds v to a double array element, atomically (an
// atomic store's update); below sm_60, which has no atomicAdd on doubles,
// with the compare-and-swap loop it stands for.
static __device__ __forceinline__ void alp_atomic_add_double(double *p, double v)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
    unsigned long long *q = (unsigned long long *)p, seen = *q, prev;
    do {
        prev = seen;
        seen = atomicCAS(q, prev, (unsigned long long)__double_as_longlong(__longlong_as_double((long long)prev) + v));
    } while (seen != prev);
#else
    atomicAdd(p, v);
#endif
}`},
}

// helperIndex maps a helper's name to its index in helpers.
var helperIndex = map[string]int{}

func init() {
	for i, h := range helpers {
		helperIndex[h.name] = i
		for _, d := range h.deps {
			if j, ok := helperIndex[d]; !ok || j >= i {
				panic("cudagen: helper " + h.name + " comes before its dependency " + d)
			}
		}
	}
}
