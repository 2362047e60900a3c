// CUDA C of alpyna module mandelbrot_while_l25, from benchmarks/mandelbrot_while.py:25.
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
//   args[0]  max_iter: int (int64)
//   args[1]  n: int (int64)
//   args[2]  counts: device address of the int32 array (2-d, written)
//   args[3]  counts.shape[0]
//   args[4]  counts.shape[1]
//
// Host program, in order:
//  launch mandelbrot_while_l27: i on y, j on x

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

// Kernel mandelbrot_while_l27, from line 27.
//   parallel i in range(n): thread axis y, grid-stride
//   parallel j in range(n): thread axis x, grid-stride
extern "C" __global__ void mandelbrot_while_l27(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long max_iter = args[0];
    const long long n = args[1];
    int *__restrict__ counts = (int *)args[2];
    const long long counts_shape1 = args[4];  // counts.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    double cr = 0.0;
    double ci = 0.0;
    double zr = 0.0;
    double zi = 0.0;
    long long count = 0;
    bool _e1 = false;
    long long count_while32 = 0;
    bool _p1 = false;
    double zr2 = 0.0;
    double zi2 = 0.0;
    // parallel i in range(n): thread axis y
    const long long i_count = alp_range_count(0, n, 1);
    for (long long i_it = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it < i_count; i_it += (long long)gridDim.y * blockDim.y) {
        i = i_it;
        // parallel j in range(n): thread axis x
        const long long j_count = alp_range_count(0, n, 1);
        for (long long j_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it < j_count; j_it += (long long)gridDim.x * blockDim.x) {
            j = j_it;
            // line 27
            cr = -2.0 + 3.0 * (double)j / (double)n;
            // line 28
            ci = -1.5 + 3.0 * (double)i / (double)n;
            // line 29
            zr = 0.0;
            // line 30
            zi = 0.0;
            // line 31
            count = 0;
            // line 32
            _e1 = false;
            // for count·while32 in range(max_iter) (until __e1)
            const long long count_while32_count = alp_range_count(0, max_iter, 1);
            for (long long count_while32_it = 0; count_while32_it < count_while32_count; count_while32_it++) {
                count_while32 = count_while32_it;
                // line 32
                if (!_e1) {
                    _p1 = !(zr * zr + zi * zi <= 4.0);
                }
                if (!_e1 && _p1) {
                    _e1 = true;
                }
                // line 33
                if (!_e1) {
                    zr2 = zr * zr;
                }
                // line 34
                if (!_e1) {
                    zi2 = zi * zi;
                }
                // line 35
                if (!_e1) {
                    zi = 2.0 * zr * zi + ci;
                }
                // line 36
                if (!_e1) {
                    zr = zr2 - zi2 + cr;
                }
                // line 32
                if (!_e1) {
                    count = count_while32 + 1;
                }
                if (_e1)
                    break;
            }
            // line 38
            counts[i * counts_shape1 + j] = (int)count;
        }
    }
}
