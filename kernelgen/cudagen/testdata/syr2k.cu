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

// Shared-memory tiles (docs/gpu.md, "Shared-memory tiling"): a tiled kernel
// stages ALP_TILE iterations of its reduction loop at a time, for blocks of
// at most ALP_TILE threads along x and y. ALP_SHARED(T) is a tile's element
// type: T itself (alpyna's CPU test harness defines it as a checked cell).
#define ALP_TILE 16
#ifndef ALP_SHARED
#define ALP_SHARED(T) T
#endif

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
    const long long a_shape0 = args[5];  // a.shape[0]
    const long long a_shape1 = args[6];  // a.shape[1]
    const double *__restrict__ b = (const double *)args[7];
    const long long b_shape0 = args[8];  // b.shape[0]
    const long long b_shape1 = args[9];  // b.shape[1]
    double *__restrict__ c = (double *)args[10];
    const long long c_shape1 = args[12];  // c.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    long long k = 0;
    // Shared-memory tiling: the block's threads stage ALP_TILE iterations of
    // loop k of the operands below at a time and read them from shared
    // memory, each in the loop's order. Taken when the block fits the tiles;
    // every thread of the block reaches every barrier (each pass of the
    // loops over the Dims is taken by all of them, idle or not).
    if (blockDim.x <= ALP_TILE && blockDim.y <= ALP_TILE && blockDim.z == 1) {
        // a[j, k] for the block's j and ALP_TILE iterations of k, read by each of the block's threads along y
        __shared__ ALP_SHARED(double) a_j_tile[ALP_TILE][ALP_TILE + 1];
        // b[i, k] for the block's i and ALP_TILE iterations of k, read by each of the block's threads along x
        __shared__ ALP_SHARED(double) b_i_tile[ALP_TILE][ALP_TILE + 1];
        // b[j, k] for the block's j and ALP_TILE iterations of k, read by each of the block's threads along y
        __shared__ ALP_SHARED(double) b_j_tile[ALP_TILE][ALP_TILE + 1];
        // a[i, k] for the block's i and ALP_TILE iterations of k, read by each of the block's threads along x
        __shared__ ALP_SHARED(double) a_i_tile[ALP_TILE][ALP_TILE + 1];
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
            // parallel j in range(i + 1): thread axis x, the block's passes
            const long long j_count = i_active ? alp_range_count(0, i + 1, 1) : 0;
            for (long long j_base = (long long)blockIdx.x * blockDim.x; ; j_base += (long long)gridDim.x * blockDim.x) {
                const long long j_it = j_base + threadIdx.x;
                const bool j_active = j_it < j_count;
                if (!__syncthreads_or(j_active))
                    break;
                j = j_it;
                if (j_active) {
                    // line 16
                    c[i * c_shape1 + j] = c[i * c_shape1 + j] * beta;
                }
                // for k in range(m), ALP_TILE iterations at a time
                const long long k_count = alp_range_count(0, m, 1);
                for (long long k_tile = 0; k_tile < k_count; k_tile += ALP_TILE) {
                    // Stage a_j_tile: element [kk][r] is iteration kk of the tile, thread r of the block along x.
                    for (unsigned int e = tile_tid; e < ALP_TILE * blockDim.x; e += tile_threads) {
                        const unsigned int kk = e % ALP_TILE, r = e / ALP_TILE;
                        const long long a_j = j_base + r;
                        const long long a_k = k_tile + kk;
                        a_j_tile[kk][r] = a_j >= 0 && a_j < a_shape0 && a_k >= 0 && a_k < a_shape1 ? a[a_j * a_shape1 + a_k] : (double)0;
                    }
                    // Stage b_i_tile: element [kk_1][r_1] is iteration kk_1 of the tile, thread r_1 of the block along y.
                    for (unsigned int e_1 = tile_tid; e_1 < ALP_TILE * blockDim.y; e_1 += tile_threads) {
                        const unsigned int kk_1 = e_1 % ALP_TILE, r_1 = e_1 / ALP_TILE;
                        const long long b_i = i_base + r_1;
                        const long long b_k = k_tile + kk_1;
                        b_i_tile[kk_1][r_1] = b_i >= 0 && b_i < b_shape0 && b_k >= 0 && b_k < b_shape1 ? b[b_i * b_shape1 + b_k] : (double)0;
                    }
                    // Stage b_j_tile: element [kk_2][r_2] is iteration kk_2 of the tile, thread r_2 of the block along x.
                    for (unsigned int e_2 = tile_tid; e_2 < ALP_TILE * blockDim.x; e_2 += tile_threads) {
                        const unsigned int kk_2 = e_2 % ALP_TILE, r_2 = e_2 / ALP_TILE;
                        const long long b_j = j_base + r_2;
                        const long long b_k_1 = k_tile + kk_2;
                        b_j_tile[kk_2][r_2] = b_j >= 0 && b_j < b_shape0 && b_k_1 >= 0 && b_k_1 < b_shape1 ? b[b_j * b_shape1 + b_k_1] : (double)0;
                    }
                    // Stage a_i_tile: element [kk_3][r_3] is iteration kk_3 of the tile, thread r_3 of the block along y.
                    for (unsigned int e_3 = tile_tid; e_3 < ALP_TILE * blockDim.y; e_3 += tile_threads) {
                        const unsigned int kk_3 = e_3 % ALP_TILE, r_3 = e_3 / ALP_TILE;
                        const long long a_i = i_base + r_3;
                        const long long a_k_1 = k_tile + kk_3;
                        a_i_tile[kk_3][r_3] = a_i >= 0 && a_i < a_shape0 && a_k_1 >= 0 && a_k_1 < a_shape1 ? a[a_i * a_shape1 + a_k_1] : (double)0;
                    }
                    // The tiles are complete before any thread reads them.
                    __syncthreads();
                    if (j_active) {
                        for (long long k_in = 0; k_in < ALP_TILE && k_tile + k_in < k_count; k_in++) {
                            k = k_tile + k_in;
                            // line 19
                            c[i * c_shape1 + j] = c[i * c_shape1 + j] + a_j_tile[k_in][threadIdx.x] * alpha * b_i_tile[k_in][threadIdx.y] + b_j_tile[k_in][threadIdx.x] * alpha * a_i_tile[k_in][threadIdx.y];
                        }
                    }
                    // No thread restages the tiles while another still reads them.
                    __syncthreads();
                }
            }
        }
        return;
    }
    // parallel i in range(n): thread axis y
    const long long i_count_1 = alp_range_count(0, n, 1);
    for (long long i_it_1 = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it_1 < i_count_1; i_it_1 += (long long)gridDim.y * blockDim.y) {
        i = i_it_1;
        // parallel j in range(i + 1): thread axis x
        const long long j_count_1 = alp_range_count(0, i + 1, 1);
        for (long long j_it_1 = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it_1 < j_count_1; j_it_1 += (long long)gridDim.x * blockDim.x) {
            j = j_it_1;
            // line 16
            c[i * c_shape1 + j] = c[i * c_shape1 + j] * beta;
            // for k in range(m)
            const long long k_count_1 = alp_range_count(0, m, 1);
            for (long long k_it = 0; k_it < k_count_1; k_it++) {
                k = k_it;
                // line 19
                c[i * c_shape1 + j] = c[i * c_shape1 + j] + a[j * a_shape1 + k] * alpha * b[i * b_shape1 + k] + b[j * b_shape1 + k] * alpha * a[i * a_shape1 + k];
            }
        }
    }
}
