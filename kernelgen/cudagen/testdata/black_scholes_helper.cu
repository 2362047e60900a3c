// CUDA C of alpyna module black_scholes_helper_l33, from benchmarks/black_scholes_helper.py:33.
//
// Each kernel is an entry with the GPU ABI of alpyna's kernel/abi.go:
//   extern "C" __global__ void NAME(long long *args, long long *out, long long *status)
// args holds one 8-byte slot per parameter (below); out holds, for each
// output scalar i of a kernel, its value in out[2i] and in out[2i+1] whether
// it was assigned; status receives the first failed check's code (ALP_*
// below), and stays 0 (ALP_OK) otherwise. The parallel loops of a kernel
// (its Dims) run as grid-stride loops on their thread axes, so any launch
// geometry computes the same result.
//
// Compile with IEEE arithmetic as written, which Python and NumPy have:
//   nvcc -arch=sm_70 -fmad=false -ptx FILE.cu
// (-fmad=false: no a*b+c contracted into one fma; no --use_fast_math).
//
// Arguments:
//   args[0]  n: int (int64)
//   args[1]  r: float (the double's bits)
//   args[2]  v: float (the double's bits)
//   args[3]  call: device address of the float64 array (1-d, written)
//   args[4]  call.shape[0]
//   args[5]  price: device address of the float64 array (1-d)
//   args[6]  price.shape[0]
//   args[7]  put: device address of the float64 array (1-d, written)
//   args[8]  put.shape[0]
//   args[9]  strike: device address of the float64 array (1-d)
//   args[10]  strike.shape[0]
//   args[11]  years: device address of the float64 array (1-d)
//   args[12]  years.shape[0]
//
// Host program, in order:
//  launch black_scholes_helper_l34: i on x

// Status codes (alpyna kernel.Status): what *status holds after a launch.
#define ALP_OK 0LL
#define ALP_INDEX_ERROR 1LL
#define ALP_ZERO_DIVISION_ERROR 2LL
#define ALP_VALUE_ERROR 3LL
#define ALP_OVERFLOW_ERROR 4LL
#define ALP_DEOPT 5LL

// alp_fail records a failed check: the first failure wins (status holds
// ALP_OK until then); the caller then ends its thread.
static __device__ __forceinline__ void alp_fail(long long *status, long long code)
{
    atomicCAS((unsigned long long *)status, 0ULL, (unsigned long long)code);
}

// alp_range_count is len(range(start, stop, step)) for step != 0, computed
// in unsigned arithmetic, which cannot overflow.
static __device__ __forceinline__ long long alp_range_count(long long start, long long stop, long long step)
{
    if (step > 0 && start < stop)
        return (long long)(((unsigned long long)stop - (unsigned long long)start - 1ULL) / (unsigned long long)step + 1ULL);
    if (step < 0 && start > stop)
        return (long long)(((unsigned long long)start - (unsigned long long)stop - 1ULL) / (0ULL - (unsigned long long)step) + 1ULL);
    return 0;
}

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
}

// Kernel black_scholes_helper_l34, from line 34.
//   parallel i in range(n): thread axis x, grid-stride
//   may fail: a failed check stores its code in *status and ends the thread
extern "C" __global__ void black_scholes_helper_l34(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    const double r = __longlong_as_double(args[1]);
    const double v = __longlong_as_double(args[2]);
    double *__restrict__ call = (double *)args[3];
    const double *__restrict__ price = (const double *)args[5];
    double *__restrict__ put = (double *)args[7];
    const double *__restrict__ strike = (const double *)args[9];
    const double *__restrict__ years = (const double *)args[11];
    // Locals.
    long long i = 0;
    double s = 0.0;
    double x = 0.0;
    double t = 0.0;
    double sqrt_t = 0.0;
    double d1 = 0.0;
    double e = 0.0;
    double k_cnd1 = 0.0;
    double tail_cnd1 = 0.0;
    bool _p1 = false;
    double cnd_1 = 0.0;
    double d_cnd2 = 0.0;
    double k_cnd2 = 0.0;
    double tail_cnd2 = 0.0;
    bool _p2 = false;
    double cnd_2 = 0.0;
    double d_cnd3 = 0.0;
    double k_cnd3 = 0.0;
    double tail_cnd3 = 0.0;
    bool _p3 = false;
    double cnd_3 = 0.0;
    double k_cnd4 = 0.0;
    double tail_cnd4 = 0.0;
    bool _p4 = false;
    double cnd_4 = 0.0;
    // parallel i in range(n): thread axis x
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; i_it < i_count; i_it += (long long)gridDim.x * blockDim.x) {
        i = i_it;
        // line 34
        s = price[i];
        // line 35
        x = strike[i];
        // line 36
        t = years[i];
        // line 37
        const double t1 = sqrt(t);
        if (const long long alp_err = alp_math_error(t1, t, ALP_VALUE_ERROR)) { alp_fail(status, alp_err); return; }
        sqrt_t = t1;
        // line 38
        const double t2 = s / x;
        const double t3 = log(t2);
        if (const long long alp_err = alp_math_error(t3, t2, ALP_VALUE_ERROR)) { alp_fail(status, alp_err); return; }
        d1 = (t3 + (r + 0.5 * v * v) * t) / (v * sqrt_t);
        // line 39
        const double t4 = -r * t;
        const double t5 = exp(t4);
        if (const long long alp_err = alp_math_error(t5, t4, ALP_OVERFLOW_ERROR)) { alp_fail(status, alp_err); return; }
        e = t5;
        // line 15
        k_cnd1 = 1.0 / (1.0 + 0.2316419 * fabs(d1));
        // line 16
        const double t6 = -0.5 * d1 * d1;
        const double t7 = exp(t6);
        if (const long long alp_err = alp_math_error(t7, t6, ALP_OVERFLOW_ERROR)) { alp_fail(status, alp_err); return; }
        tail_cnd1 = 0.3989422804014327 * t7 * k_cnd1 * (0.31938153 + k_cnd1 * (-0.356563782 + k_cnd1 * (1.781477937 + k_cnd1 * (-1.821255978 + k_cnd1 * 1.330274429))));
        // line 17
        _p1 = d1 > 0.0;
        // line 18
        if (_p1) {
            cnd_1 = 1.0 - tail_cnd1;
        }
        // line 19
        if (!_p1) {
            cnd_1 = tail_cnd1;
        }
        // line 40
        d_cnd2 = d1 - v * sqrt_t;
        // line 15
        k_cnd2 = 1.0 / (1.0 + 0.2316419 * fabs(d_cnd2));
        // line 16
        const double t8 = -0.5 * d_cnd2 * d_cnd2;
        const double t9 = exp(t8);
        if (const long long alp_err = alp_math_error(t9, t8, ALP_OVERFLOW_ERROR)) { alp_fail(status, alp_err); return; }
        tail_cnd2 = 0.3989422804014327 * t9 * k_cnd2 * (0.31938153 + k_cnd2 * (-0.356563782 + k_cnd2 * (1.781477937 + k_cnd2 * (-1.821255978 + k_cnd2 * 1.330274429))));
        // line 17
        _p2 = d_cnd2 > 0.0;
        // line 18
        if (_p2) {
            cnd_2 = 1.0 - tail_cnd2;
        }
        // line 19
        if (!_p2) {
            cnd_2 = tail_cnd2;
        }
        // line 40
        call[i] = s * cnd_1 - x * e * cnd_2;
        // line 41
        d_cnd3 = d1 - v * sqrt_t;
        // line 15
        k_cnd3 = 1.0 / (1.0 + 0.2316419 * fabs(d_cnd3));
        // line 16
        const double t10 = -0.5 * d_cnd3 * d_cnd3;
        const double t11 = exp(t10);
        if (const long long alp_err = alp_math_error(t11, t10, ALP_OVERFLOW_ERROR)) { alp_fail(status, alp_err); return; }
        tail_cnd3 = 0.3989422804014327 * t11 * k_cnd3 * (0.31938153 + k_cnd3 * (-0.356563782 + k_cnd3 * (1.781477937 + k_cnd3 * (-1.821255978 + k_cnd3 * 1.330274429))));
        // line 17
        _p3 = d_cnd3 > 0.0;
        // line 18
        if (_p3) {
            cnd_3 = 1.0 - tail_cnd3;
        }
        // line 19
        if (!_p3) {
            cnd_3 = tail_cnd3;
        }
        // line 15
        k_cnd4 = 1.0 / (1.0 + 0.2316419 * fabs(d1));
        // line 16
        const double t12 = -0.5 * d1 * d1;
        const double t13 = exp(t12);
        if (const long long alp_err = alp_math_error(t13, t12, ALP_OVERFLOW_ERROR)) { alp_fail(status, alp_err); return; }
        tail_cnd4 = 0.3989422804014327 * t13 * k_cnd4 * (0.31938153 + k_cnd4 * (-0.356563782 + k_cnd4 * (1.781477937 + k_cnd4 * (-1.821255978 + k_cnd4 * 1.330274429))));
        // line 17
        _p4 = d1 > 0.0;
        // line 18
        if (_p4) {
            cnd_4 = 1.0 - tail_cnd4;
        }
        // line 19
        if (!_p4) {
            cnd_4 = tail_cnd4;
        }
        // line 41
        put[i] = x * e * (1.0 - cnd_3) - s * (1.0 - cnd_4);
    }
}
