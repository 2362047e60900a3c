// CUDA C of alpyna module flux_l27, from benchmarks/edge_flux.py:27.
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
//   args[0]  nedges: int (int64)
//   args[1]  left: device address of the int64 array (1-d)
//   args[2]  left.shape[0]
//   args[3]  res: device address of the float64 array (1-d, written)
//   args[4]  res.shape[0]
//   args[5]  right: device address of the int64 array (1-d)
//   args[6]  right.shape[0]
//   args[7]  w: device address of the float64 array (1-d)
//   args[8]  w.shape[0]
//   args[9]  x: device address of the float64 array (1-d)
//   args[10]  x.shape[0]
//
// Host program, in order:
//  launch flux_l28: e in each thread

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

// Kernel flux_l28, from line 28.
//   parallel e in range(nedges): a loop inside each thread
//   may fail: a failed check stores its code in *status and ends the thread
extern "C" __global__ void flux_l28(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on x or y or z: only the first thread along it works.
    if (blockIdx.x != 0 || threadIdx.x != 0 || blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long nedges = args[0];
    const long long *__restrict__ left = (const long long *)args[1];
    double *__restrict__ res = (double *)args[3];
    const long long res_shape0 = args[4];  // res.shape[0]
    const long long *__restrict__ right = (const long long *)args[5];
    const double *__restrict__ w = (const double *)args[7];
    const double *__restrict__ x = (const double *)args[9];
    const long long x_shape0 = args[10];  // x.shape[0]
    // Locals.
    long long e = 0;
    double f = 0.0;
    // parallel e in range(nedges): a loop inside each thread
    const long long e_count = alp_range_count(0, nedges, 1);
    for (long long e_it = 0; e_it < e_count; e_it++) {
        e = e_it;
        // line 28
        long long x_i0 = right[e];
        if (x_i0 < 0)
            x_i0 += x_shape0;
        if (x_i0 < 0 || x_i0 >= x_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long x_i0_1 = left[e];
        if (x_i0_1 < 0)
            x_i0_1 += x_shape0;
        if (x_i0_1 < 0 || x_i0_1 >= x_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        f = w[e] * (x[x_i0] - x[x_i0_1]);
        // line 29
        long long res_i0 = left[e];
        if (res_i0 < 0)
            res_i0 += res_shape0;
        if (res_i0 < 0 || res_i0 >= res_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long res_i0_1 = left[e];
        if (res_i0_1 < 0)
            res_i0_1 += res_shape0;
        if (res_i0_1 < 0 || res_i0_1 >= res_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        res[res_i0_1] = res[res_i0] + f;
        // line 30
        long long res_i0_2 = right[e];
        if (res_i0_2 < 0)
            res_i0_2 += res_shape0;
        if (res_i0_2 < 0 || res_i0_2 >= res_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long res_i0_3 = right[e];
        if (res_i0_3 < 0)
            res_i0_3 += res_shape0;
        if (res_i0_3 < 0 || res_i0_3 >= res_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        res[res_i0_3] = res[res_i0_2] - f;
    }
}

// CUDA C of alpyna module update_l38, from benchmarks/edge_flux.py:38.
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
//   args[0]  dt: float (the double's bits)
//   args[1]  nverts: int (int64)
//   args[2]  res: device address of the float64 array (1-d, written)
//   args[3]  res.shape[0]
//   args[4]  x: device address of the float64 array (1-d, written)
//   args[5]  x.shape[0]
//
// Host program, in order:
//  launch update_l39: v on x

// Status codes (alpyna kernel.Status): what *status holds after a launch.
#define ALP_OK 0LL
#define ALP_INDEX_ERROR 1LL
#define ALP_ZERO_DIVISION_ERROR 2LL
#define ALP_VALUE_ERROR 3LL
#define ALP_OVERFLOW_ERROR 4LL
#define ALP_DEOPT 5LL

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

// Kernel update_l39, from line 39.
//   parallel v in range(nverts): thread axis x, grid-stride
extern "C" __global__ void update_l39(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const double dt = __longlong_as_double(args[0]);
    const long long nverts = args[1];
    double *__restrict__ res = (double *)args[2];
    double *__restrict__ x = (double *)args[4];
    // Locals.
    long long v = 0;
    // parallel v in range(nverts): thread axis x
    const long long v_count = alp_range_count(0, nverts, 1);
    for (long long v_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; v_it < v_count; v_it += (long long)gridDim.x * blockDim.x) {
        v = v_it;
        // line 39
        x[v] = x[v] + dt * res[v];
        // line 40
        res[v] = 0.0;
    }
}
