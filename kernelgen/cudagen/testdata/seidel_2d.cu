// CUDA C of alpyna module seidel_2d_l14, from benchmarks/seidel_2d.py:14.
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
//   args[1]  tsteps: int (int64)
//   args[2]  A: device address of the float64 array (2-d, written)
//   args[3]  A.shape[0]
//   args[4]  A.shape[1]
//
// Host program, in order:
//  launch seidel_2d_l17: one thread

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

// Kernel seidel_2d_l17, from line 17.
// No parallel loop: it runs once, on one thread.
extern "C" __global__ void seidel_2d_l17(long long *args, long long *out, long long *status)
{
    // One thread runs the kernel, whatever the launch.
    if (blockIdx.x != 0 || blockIdx.y != 0 || blockIdx.z != 0 || threadIdx.x != 0 || threadIdx.y != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    const long long tsteps = args[1];
    double *__restrict__ A = (double *)args[2];
    const long long A_shape1 = args[4];  // A.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    // for t in range(tsteps)
    const long long t_count = alp_range_count(0, tsteps, 1);
    for (long long t_it = 0; t_it < t_count; t_it++) {
        // for i in range(1, n - 1)
        const long long i_count = alp_range_count(1, n - 1, 1);
        for (long long i_it = 0; i_it < i_count; i_it++) {
            i = 1 + i_it;
            // for j in range(1, n - 1)
            const long long j_count = alp_range_count(1, n - 1, 1);
            for (long long j_it = 0; j_it < j_count; j_it++) {
                j = 1 + j_it;
                // line 17
                A[i * A_shape1 + j] = (A[(i - 1) * A_shape1 + (j - 1)] + A[(i - 1) * A_shape1 + j] + A[(i - 1) * A_shape1 + (j + 1)] + A[i * A_shape1 + (j - 1)] + A[i * A_shape1 + j] + A[i * A_shape1 + (j + 1)] + A[(i + 1) * A_shape1 + (j - 1)] + A[(i + 1) * A_shape1 + j] + A[(i + 1) * A_shape1 + (j + 1)]) / 9.0;
            }
        }
    }
}
