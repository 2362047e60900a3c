// CUDA C of alpyna module gemver_l16, from benchmarks/gemver.py:16.
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
//   args[1]  a: device address of the float64 array (2-d, written)
//   args[2]  a.shape[0]
//   args[3]  a.shape[1]
//   args[4]  u1: device address of the float64 array (1-d)
//   args[5]  u1.shape[0]
//   args[6]  u2: device address of the float64 array (1-d)
//   args[7]  u2.shape[0]
//   args[8]  v1: device address of the float64 array (1-d)
//   args[9]  v1.shape[0]
//   args[10]  v2: device address of the float64 array (1-d)
//   args[11]  v2.shape[0]
//
// Host program, in order:
//  launch gemver_l18: i on y, j on x

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

// Kernel gemver_l18, from line 18.
//   parallel i in range(n): thread axis y, grid-stride
//   parallel j in range(n): thread axis x, grid-stride
extern "C" __global__ void gemver_l18(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    double *__restrict__ a = (double *)args[1];
    const long long a_shape1 = args[3];  // a.shape[1]
    const double *__restrict__ u1 = (const double *)args[4];
    const double *__restrict__ u2 = (const double *)args[6];
    const double *__restrict__ v1 = (const double *)args[8];
    const double *__restrict__ v2 = (const double *)args[10];
    // Locals.
    long long i = 0;
    long long j = 0;
    // parallel i in range(n): thread axis y
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it < i_count; i_it += (long long)gridDim.y * blockDim.y) {
        i = i_it;
        // parallel j in range(n): thread axis x
        const long long j_count = alp_range_count(0, n, 1);
        for (long long j_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it < j_count; j_it += (long long)gridDim.x * blockDim.x) {
            j = j_it;
            // line 18
            a[i * a_shape1 + j] = a[i * a_shape1 + j] + u1[i] * v1[j] + u2[i] * v2[j];
        }
    }
}

// CUDA C of alpyna module gemver_l19, from benchmarks/gemver.py:19.
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
//   args[0]  beta: float (the double's bits)
//   args[1]  n: int (int64)
//   args[2]  a: device address of the float64 array (2-d)
//   args[3]  a.shape[0]
//   args[4]  a.shape[1]
//   args[5]  x: device address of the float64 array (1-d, written)
//   args[6]  x.shape[0]
//   args[7]  y: device address of the float64 array (1-d)
//   args[8]  y.shape[0]
//
// Host program, in order:
//  launch gemver_l21: i on x

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

// Kernel gemver_l21, from line 21.
//   parallel i in range(n): thread axis x, grid-stride
extern "C" __global__ void gemver_l21(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const double beta = __longlong_as_double(args[0]);
    const long long n = args[1];
    const double *__restrict__ a = (const double *)args[2];
    const long long a_shape1 = args[4];  // a.shape[1]
    double *__restrict__ x = (double *)args[5];
    const double *__restrict__ y = (const double *)args[7];
    // Locals.
    long long i = 0;
    long long j = 0;
    // parallel i in range(n): thread axis x
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; i_it < i_count; i_it += (long long)gridDim.x * blockDim.x) {
        i = i_it;
        // for j in range(n)
        const long long j_count = alp_range_count(0, n, 1);
        for (long long j_it = 0; j_it < j_count; j_it++) {
            j = j_it;
            // line 21
            x[i] = x[i] + beta * a[j * a_shape1 + i] * y[j];
        }
    }
}

// CUDA C of alpyna module gemver_l22, from benchmarks/gemver.py:22.
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
//   args[1]  x: device address of the float64 array (1-d, written)
//   args[2]  x.shape[0]
//   args[3]  z: device address of the float64 array (1-d)
//   args[4]  z.shape[0]
//
// Host program, in order:
//  launch gemver_l23: i on x

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

// Kernel gemver_l23, from line 23.
//   parallel i in range(n): thread axis x, grid-stride
extern "C" __global__ void gemver_l23(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    double *__restrict__ x = (double *)args[1];
    const double *__restrict__ z = (const double *)args[3];
    // Locals.
    long long i = 0;
    // parallel i in range(n): thread axis x
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; i_it < i_count; i_it += (long long)gridDim.x * blockDim.x) {
        i = i_it;
        // line 23
        x[i] = x[i] + z[i];
    }
}

// CUDA C of alpyna module gemver_l24, from benchmarks/gemver.py:24.
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
//   args[0]  alpha: float (the double's bits)
//   args[1]  n: int (int64)
//   args[2]  a: device address of the float64 array (2-d)
//   args[3]  a.shape[0]
//   args[4]  a.shape[1]
//   args[5]  w: device address of the float64 array (1-d, written)
//   args[6]  w.shape[0]
//   args[7]  x: device address of the float64 array (1-d)
//   args[8]  x.shape[0]
//
// Host program, in order:
//  launch gemver_l26: i on x

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

// Kernel gemver_l26, from line 26.
//   parallel i in range(n): thread axis x, grid-stride
extern "C" __global__ void gemver_l26(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const double alpha = __longlong_as_double(args[0]);
    const long long n = args[1];
    const double *__restrict__ a = (const double *)args[2];
    const long long a_shape1 = args[4];  // a.shape[1]
    double *__restrict__ w = (double *)args[5];
    const double *__restrict__ x = (const double *)args[7];
    // Locals.
    long long i = 0;
    long long j = 0;
    // parallel i in range(n): thread axis x
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; i_it < i_count; i_it += (long long)gridDim.x * blockDim.x) {
        i = i_it;
        // for j in range(n)
        const long long j_count = alp_range_count(0, n, 1);
        for (long long j_it = 0; j_it < j_count; j_it++) {
            j = j_it;
            // line 26
            w[i] = w[i] + alpha * a[i * a_shape1 + j] * x[j];
        }
    }
}
