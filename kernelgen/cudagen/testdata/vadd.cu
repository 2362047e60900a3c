// CUDA C of alpyna module vadd_l13, from benchmarks/vadd.py:13.
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
//   args[1]  a: device address of the float64 array (1-d)
//   args[2]  a.shape[0]
//   args[3]  b: device address of the float64 array (1-d)
//   args[4]  b.shape[0]
//   args[5]  c: device address of the float64 array (1-d, written)
//   args[6]  c.shape[0]
//
// Host program, in order:
//  launch vadd_l14: i on x

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

// Kernel vadd_l14, from line 14.
//   parallel i in range(n): thread axis x, grid-stride
extern "C" __global__ void vadd_l14(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    const double *__restrict__ a = (const double *)args[1];
    const double *__restrict__ b = (const double *)args[3];
    double *__restrict__ c = (double *)args[5];
    // Locals.
    long long i = 0;
    // parallel i in range(n): thread axis x
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; i_it < i_count; i_it += (long long)gridDim.x * blockDim.x) {
        i = i_it;
        // line 14
        c[i] = a[i] + b[i];
    }
}
