// CUDA C of alpyna module syr2k_l14, from benchmarks/syr2k.py:14.
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
//   args[1]  beta: float (the double's bits)
//   args[2]  m: int (int64)
//   args[3]  n: int (int64)
//   args[4]  a: device address of the float64 array (2-d)
//   args[5]  a.shape[0]
//   args[6]  a.shape[1]
//   args[7]  b: device address of the float64 array (2-d)
//   args[8]  b.shape[0]
//   args[9]  b.shape[1]
//   args[10]  c: device address of the float64 array (2-d, written)
//   args[11]  c.shape[0]
//   args[12]  c.shape[1]
//
// Host program, in order:
//  launch syr2k_l16: i on y, j on x

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

// Kernel syr2k_l16, from line 16.
//   parallel i in range(n): thread axis y, grid-stride
//   parallel j in range(i + 1): thread axis x, grid-stride
extern "C" __global__ void syr2k_l16(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const double alpha = __longlong_as_double(args[0]);
    const double beta = __longlong_as_double(args[1]);
    const long long m = args[2];
    const long long n = args[3];
    const double *__restrict__ a = (const double *)args[4];
    const long long a_shape1 = args[6];  // a.shape[1]
    const double *__restrict__ b = (const double *)args[7];
    const long long b_shape1 = args[9];  // b.shape[1]
    double *__restrict__ c = (double *)args[10];
    const long long c_shape1 = args[12];  // c.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    long long k = 0;
    // parallel i in range(n): thread axis y
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it < i_count; i_it += (long long)gridDim.y * blockDim.y) {
        i = i_it;
        // parallel j in range(i + 1): thread axis x
        const long long j_count = alp_range_count(0, i + 1, 1);
        for (long long j_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it < j_count; j_it += (long long)gridDim.x * blockDim.x) {
            j = j_it;
            // line 16
            c[i * c_shape1 + j] = c[i * c_shape1 + j] * beta;
            // for k in range(m)
            const long long k_count = alp_range_count(0, m, 1);
            for (long long k_it = 0; k_it < k_count; k_it++) {
                k = k_it;
                // line 19
                c[i * c_shape1 + j] = c[i * c_shape1 + j] + a[j * a_shape1 + k] * alpha * b[i * b_shape1 + k] + b[j * b_shape1 + k] * alpha * a[i * a_shape1 + k];
            }
        }
    }
}
