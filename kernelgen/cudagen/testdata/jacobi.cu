// CUDA C of alpyna module jacobi_l15, from benchmarks/jacobi.py:15.
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
//   args[1]  steps: int (int64)
//   args[2]  a: device address of the float64 array (2-d, written)
//   args[3]  a.shape[0]
//   args[4]  a.shape[1]
//   args[5]  b: device address of the float64 array (2-d, written)
//   args[6]  b.shape[0]
//   args[7]  b.shape[1]
//   args[8]  t: int, the host loop's variable
//
// Host program, in order:
//  for t in range(steps):
//    launch jacobi_l18: i on y, j on x
//    launch jacobi_l21: i on y, j on x

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

// Shared-memory tiles (docs/gpu.md, "Shared-memory tiling"): a tiled kernel
// stages ALP_TILE iterations of its reduction loop at a time, for blocks of
// at most ALP_TILE threads along x and y. ALP_SHARED(T) is a tile's element
// type: T itself (alpyna's CPU test harness defines it as a checked cell).
#define ALP_TILE 16
#ifndef ALP_SHARED
#define ALP_SHARED(T) T
#endif

// A halo tile (a stencil's) holds the block's elements of an array and the
// halo its offsets reach: at most ALP_HALO more along each subscript.
#define ALP_HALO 8

// Kernel jacobi_l18, from line 18.
//   parallel i in range(1, n - 1): thread axis y, grid-stride
//   parallel j in range(1, n - 1): thread axis x, grid-stride
extern "C" __global__ void jacobi_l18(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    const double *__restrict__ a = (const double *)args[2];
    const long long a_shape0 = args[3];  // a.shape[0]
    const long long a_shape1 = args[4];  // a.shape[1]
    double *__restrict__ b = (double *)args[5];
    const long long b_shape1 = args[7];  // b.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    // Shared-memory halo tiles: per pass over the Dims, the block's threads
    // stage the block's elements of the arrays below and the halo their
    // offsets reach, then read them from shared memory. Taken when the block
    // fits the tiles; every thread of the block reaches every barrier (each
    // pass of the loops over the Dims is taken by all of them, idle or not).
    if (blockDim.x <= ALP_TILE && blockDim.y <= ALP_TILE && blockDim.z == 1) {
        // a around the block's (i, j): each element read by up to 5 threads
        __shared__ ALP_SHARED(double) a_halo[ALP_TILE + 2][ALP_TILE + 2 + 1];
        const unsigned int tile_tid = threadIdx.y * blockDim.x + threadIdx.x;
        const unsigned int tile_threads = blockDim.x * blockDim.y;
        // parallel i in range(1, n - 1): thread axis y, the block's passes
        const long long i_count = alp_range_count(1, n - 1, 1);
        for (long long i_base = (long long)blockIdx.y * blockDim.y; ; i_base += (long long)gridDim.y * blockDim.y) {
            const long long i_it = i_base + threadIdx.y;
            const bool i_active = i_it < i_count;
            if (!__syncthreads_or(i_active))
                break;
            i = (long long)((unsigned long long)1 + (unsigned long long)(i_it));
            // parallel j in range(1, n - 1): thread axis x, the block's passes
            const long long j_count = i_active ? alp_range_count(1, n - 1, 1) : 0;
            for (long long j_base = (long long)blockIdx.x * blockDim.x; ; j_base += (long long)gridDim.x * blockDim.x) {
                const long long j_it = j_base + threadIdx.x;
                const bool j_active = j_it < j_count;
                if (!__syncthreads_or(j_active))
                    break;
                j = (long long)((unsigned long long)1 + (unsigned long long)(j_it));
                const long long a_origin0 = (long long)((unsigned long long)1 + (unsigned long long)(i_base)) - 1;
                const long long a_origin1 = (long long)((unsigned long long)1 + (unsigned long long)(j_base)) - 1;
                // Stage a_halo: a[a_origin0 + r, a_origin1 + c] for r < (blockDim.y + 2u), c < (blockDim.x + 2u).
                for (unsigned int e = tile_tid; e < (blockDim.y + 2u) * (blockDim.x + 2u); e += tile_threads) {
                    const unsigned int r = e / (blockDim.x + 2u), c = e % (blockDim.x + 2u);
                    const long long a_row = a_origin0 + r, a_col = a_origin1 + c;
                    a_halo[r][c] = a_row >= 0 && a_row < a_shape0 && a_col >= 0 && a_col < a_shape1 ? a[a_row * a_shape1 + a_col] : (double)0;
                }
                // The tiles are complete before any thread reads them.
                __syncthreads();
                if (j_active) {
                    // line 18
                    b[i * b_shape1 + j] = 0.2 * (a_halo[(i) - a_origin0][(j) - a_origin1] + a_halo[(i - 1) - a_origin0][(j) - a_origin1] + a_halo[(i + 1) - a_origin0][(j) - a_origin1] + a_halo[(i) - a_origin0][(j - 1) - a_origin1] + a_halo[(i) - a_origin0][(j + 1) - a_origin1]);
                }
            }
        }
        return;
    }
    // parallel i in range(1, n - 1): thread axis y
    const long long i_count_1 = alp_range_count(1, n - 1, 1);
    for (long long i_it_1 = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it_1 < i_count_1; i_it_1 += (long long)gridDim.y * blockDim.y) {
        i = 1 + i_it_1;
        // parallel j in range(1, n - 1): thread axis x
        const long long j_count_1 = alp_range_count(1, n - 1, 1);
        for (long long j_it_1 = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it_1 < j_count_1; j_it_1 += (long long)gridDim.x * blockDim.x) {
            j = 1 + j_it_1;
            // line 18
            b[i * b_shape1 + j] = 0.2 * (a[i * a_shape1 + j] + a[(i - 1) * a_shape1 + j] + a[(i + 1) * a_shape1 + j] + a[i * a_shape1 + (j - 1)] + a[i * a_shape1 + (j + 1)]);
        }
    }
}

// Kernel jacobi_l21, from line 21.
//   parallel i in range(1, n - 1): thread axis y, grid-stride
//   parallel j in range(1, n - 1): thread axis x, grid-stride
extern "C" __global__ void jacobi_l21(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    double *__restrict__ a = (double *)args[2];
    const long long a_shape1 = args[4];  // a.shape[1]
    const double *__restrict__ b = (const double *)args[5];
    const long long b_shape1 = args[7];  // b.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    // parallel i in range(1, n - 1): thread axis y
    const long long i_count = alp_range_count(1, n - 1, 1);
    for (long long i_it = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it < i_count; i_it += (long long)gridDim.y * blockDim.y) {
        i = 1 + i_it;
        // parallel j in range(1, n - 1): thread axis x
        const long long j_count = alp_range_count(1, n - 1, 1);
        for (long long j_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it < j_count; j_it += (long long)gridDim.x * blockDim.x) {
            j = 1 + j_it;
            // line 21
            a[i * a_shape1 + j] = b[i * b_shape1 + j];
        }
    }
}
