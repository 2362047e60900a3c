// CUDA C of alpyna module gemm_l15, from benchmarks/gemm.py:15.
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
//   args[2]  n: int (int64)
//   args[3]  a: device address of the float64 array (2-d)
//   args[4]  a.shape[0]
//   args[5]  a.shape[1]
//   args[6]  b: device address of the float64 array (2-d)
//   args[7]  b.shape[0]
//   args[8]  b.shape[1]
//   args[9]  c: device address of the float64 array (2-d, written)
//   args[10]  c.shape[0]
//   args[11]  c.shape[1]
//
// Host program, in order:
//  launch gemm_l17: i on y, j on x

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

// Kernel gemm_l17, from line 17.
//   parallel i in range(n): thread axis y, grid-stride
//   parallel j in range(n): thread axis x, grid-stride
extern "C" __global__ void gemm_l17(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const double alpha = __longlong_as_double(args[0]);
    const double beta = __longlong_as_double(args[1]);
    const long long n = args[2];
    const double *__restrict__ a = (const double *)args[3];
    const long long a_shape0 = args[4];  // a.shape[0]
    const long long a_shape1 = args[5];  // a.shape[1]
    const double *__restrict__ b = (const double *)args[6];
    const long long b_shape0 = args[7];  // b.shape[0]
    const long long b_shape1 = args[8];  // b.shape[1]
    double *__restrict__ c = (double *)args[9];
    const long long c_shape1 = args[11];  // c.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    double acc = 0.0;
    long long k = 0;
    // Shared-memory tiling: the block's threads stage ALP_TILE iterations of
    // loop k of the operands below at a time and read them from shared
    // memory, each in the loop's order. Taken when the block fits the tiles;
    // every thread of the block reaches every barrier (each pass of the
    // loops over the Dims is taken by all of them, idle or not).
    if (blockDim.x <= ALP_TILE && blockDim.y <= ALP_TILE && blockDim.z == 1) {
        // a[i, k] for the block's i and ALP_TILE iterations of k, read by each of the block's threads along x
        __shared__ ALP_SHARED(double) a_i_tile[ALP_TILE][ALP_TILE + 1];
        // b[k, j] for the block's j and ALP_TILE iterations of k, read by each of the block's threads along y
        __shared__ ALP_SHARED(double) b_j_tile[ALP_TILE][ALP_TILE + 1];
        const unsigned int tile_tid = threadIdx.y * blockDim.x + threadIdx.x;
        const unsigned int tile_threads = blockDim.x * blockDim.y;
        // parallel i in range(n): thread axis y, the block's passes
        const long long i_count = alp_range_count(0, n, 1);
        for (long long i_base = (long long)blockIdx.y * blockDim.y; ; i_base += (long long)gridDim.y * blockDim.y) {
            const long long i_it = i_base + threadIdx.y;
            const bool i_active = i_it < i_count;
            if (!__syncthreads_or(i_active))
                break;
            i = i_it;
            // parallel j in range(n): thread axis x, the block's passes
            const long long j_count = i_active ? alp_range_count(0, n, 1) : 0;
            for (long long j_base = (long long)blockIdx.x * blockDim.x; ; j_base += (long long)gridDim.x * blockDim.x) {
                const long long j_it = j_base + threadIdx.x;
                const bool j_active = j_it < j_count;
                if (!__syncthreads_or(j_active))
                    break;
                j = j_it;
                if (j_active) {
                    // line 17
                    acc = 0.0;
                }
                // for k in range(n), ALP_TILE iterations at a time
                const long long k_count = alp_range_count(0, n, 1);
                for (long long k_tile = 0; k_tile < k_count; k_tile += ALP_TILE) {
                    // Stage a_i_tile: element [kk][r] is iteration kk of the tile, thread r of the block along y.
                    for (unsigned int e = tile_tid; e < ALP_TILE * blockDim.y; e += tile_threads) {
                        const unsigned int kk = e % ALP_TILE, r = e / ALP_TILE;
                        const long long a_i = i_base + r;
                        const long long a_k = k_tile + kk;
                        a_i_tile[kk][r] = a_i >= 0 && a_i < a_shape0 && a_k >= 0 && a_k < a_shape1 ? a[a_i * a_shape1 + a_k] : (double)0;
                    }
                    // Stage b_j_tile: element [kk_1][r_1] is iteration kk_1 of the tile, thread r_1 of the block along x.
                    for (unsigned int e_1 = tile_tid; e_1 < ALP_TILE * blockDim.x; e_1 += tile_threads) {
                        const unsigned int r_1 = e_1 % blockDim.x, kk_1 = e_1 / blockDim.x;
                        const long long b_j = j_base + r_1;
                        const long long b_k = k_tile + kk_1;
                        b_j_tile[kk_1][r_1] = b_k >= 0 && b_k < b_shape0 && b_j >= 0 && b_j < b_shape1 ? b[b_k * b_shape1 + b_j] : (double)0;
                    }
                    // The tiles are complete before any thread reads them.
                    __syncthreads();
                    if (j_active) {
                        for (long long k_in = 0; k_in < ALP_TILE && k_tile + k_in < k_count; k_in++) {
                            k = k_tile + k_in;
                            // line 19
                            acc = acc + a_i_tile[k_in][threadIdx.y] * b_j_tile[k_in][threadIdx.x];
                        }
                    }
                    // No thread restages the tiles while another still reads them.
                    __syncthreads();
                }
                if (j_active) {
                    // line 20
                    c[i * c_shape1 + j] = alpha * acc + beta * c[i * c_shape1 + j];
                }
            }
        }
        return;
    }
    // parallel i in range(n): thread axis y
    const long long i_count_1 = alp_range_count(0, n, 1);
    for (long long i_it_1 = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it_1 < i_count_1; i_it_1 += (long long)gridDim.y * blockDim.y) {
        i = i_it_1;
        // parallel j in range(n): thread axis x
        const long long j_count_1 = alp_range_count(0, n, 1);
        for (long long j_it_1 = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it_1 < j_count_1; j_it_1 += (long long)gridDim.x * blockDim.x) {
            j = j_it_1;
            // line 17
            acc = 0.0;
            // for k in range(n)
            const long long k_count_1 = alp_range_count(0, n, 1);
            for (long long k_it = 0; k_it < k_count_1; k_it++) {
                k = k_it;
                // line 19
                acc = acc + a[i * a_shape1 + k] * b[k * b_shape1 + j];
            }
            // line 20
            c[i * c_shape1 + j] = alpha * acc + beta * c[i * c_shape1 + j];
        }
    }
}
