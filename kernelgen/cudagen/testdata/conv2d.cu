// CUDA C of alpyna module conv2d_l15, from benchmarks/conv2d.py:15.
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
//   args[0]  h: int (int64)
//   args[1]  kh: int (int64)
//   args[2]  kw: int (int64)
//   args[3]  w: int (int64)
//   args[4]  img: device address of the float64 array (2-d)
//   args[5]  img.shape[0]
//   args[6]  img.shape[1]
//   args[7]  kern: device address of the float64 array (2-d)
//   args[8]  kern.shape[0]
//   args[9]  kern.shape[1]
//   args[10]  out: device address of the float64 array (2-d, written)
//   args[11]  out.shape[0]
//   args[12]  out.shape[1]
//
// Host program, in order:
//  launch conv2d_l17: i on y, j on x

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

// Kernel conv2d_l17, from line 17.
//   parallel i in range(h - kh + 1): thread axis y, grid-stride
//   parallel j in range(w - kw + 1): thread axis x, grid-stride
extern "C" __global__ void conv2d_l17(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long h = args[0];
    const long long kh = args[1];
    const long long kw = args[2];
    const long long w = args[3];
    const double *__restrict__ img = (const double *)args[4];
    const long long img_shape0 = args[5];  // img.shape[0]
    const long long img_shape1 = args[6];  // img.shape[1]
    const double *__restrict__ kern = (const double *)args[7];
    const long long kern_shape1 = args[9];  // kern.shape[1]
    double *__restrict__ out_1 = (double *)args[10];
    const long long out_shape1 = args[12];  // out.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    double acc = 0.0;
    long long k = 0;
    long long l = 0;
    // Shared-memory halo tiles: per pass over the Dims, the block's threads
    // stage the block's elements of the arrays below and the halo their
    // offsets reach, then read them from shared memory. Taken when the block
    // fits the tiles; every thread of the block reaches every barrier (each
    // pass of the loops over the Dims is taken by all of them, idle or not).
    // The offsets of img's subscript 0 lie in [img_lo0, img_hi0].
    long long img_lo0 = (long long)(0), img_hi0 = ((long long)(kh) - 1);
    const long long img_span0 = img_hi0 - img_lo0;
    // The offsets of img's subscript 1 lie in [img_lo1, img_hi1].
    long long img_lo1 = (long long)(0), img_hi1 = ((long long)(kw) - 1);
    const long long img_span1 = img_hi1 - img_lo1;
    if (blockDim.x <= ALP_TILE && blockDim.y <= ALP_TILE && blockDim.z == 1 && img_span0 >= 0 && img_span0 <= ALP_HALO && img_span1 >= 0 && img_span1 <= ALP_HALO) {
        // img around the block's (i, j): each element read by as many threads as the offsets' ranges have values
        __shared__ ALP_SHARED(double) img_halo[ALP_TILE + ALP_HALO][ALP_TILE + ALP_HALO + 1];
        const unsigned int tile_tid = threadIdx.y * blockDim.x + threadIdx.x;
        const unsigned int tile_threads = blockDim.x * blockDim.y;
        // parallel i in range(h - kh + 1): thread axis y, the block's passes
        const long long i_count = alp_range_count(0, h - kh + 1, 1);
        for (long long i_base = (long long)blockIdx.y * blockDim.y; ; i_base += (long long)gridDim.y * blockDim.y) {
            const long long i_it = i_base + threadIdx.y;
            const bool i_active = i_it < i_count;
            if (!__syncthreads_or(i_active))
                break;
            i = i_it;
            // parallel j in range(w - kw + 1): thread axis x, the block's passes
            const long long j_count = i_active ? alp_range_count(0, w - kw + 1, 1) : 0;
            for (long long j_base = (long long)blockIdx.x * blockDim.x; ; j_base += (long long)gridDim.x * blockDim.x) {
                const long long j_it = j_base + threadIdx.x;
                const bool j_active = j_it < j_count;
                if (!__syncthreads_or(j_active))
                    break;
                j = j_it;
                const long long img_origin0 = i_base + img_lo0;
                const long long img_origin1 = j_base + img_lo1;
                // Stage img_halo: img[img_origin0 + r, img_origin1 + c] for r < (blockDim.y + img_span0), c < (blockDim.x + img_span1).
                for (unsigned int e = tile_tid; e < (blockDim.y + img_span0) * (blockDim.x + img_span1); e += tile_threads) {
                    const unsigned int r = e / (blockDim.x + img_span1), c = e % (blockDim.x + img_span1);
                    const long long img_row = img_origin0 + r, img_col = img_origin1 + c;
                    img_halo[r][c] = img_row >= 0 && img_row < img_shape0 && img_col >= 0 && img_col < img_shape1 ? img[img_row * img_shape1 + img_col] : (double)0;
                }
                // The tiles are complete before any thread reads them.
                __syncthreads();
                if (j_active) {
                    // line 17
                    acc = 0.0;
                    // for k in range(kh)
                    const long long k_count = alp_range_count(0, kh, 1);
                    for (long long k_it = 0; k_it < k_count; k_it++) {
                        k = k_it;
                        // for l in range(kw)
                        const long long l_count = alp_range_count(0, kw, 1);
                        for (long long l_it = 0; l_it < l_count; l_it++) {
                            l = l_it;
                            // line 20
                            acc = acc + img_halo[(i + k) - img_origin0][(j + l) - img_origin1] * kern[(kh - 1 - k) * kern_shape1 + (kw - 1 - l)];
                        }
                    }
                    // line 21
                    out_1[i * out_shape1 + j] = acc;
                }
            }
        }
        return;
    }
    // parallel i in range(h - kh + 1): thread axis y
    const long long i_count_1 = alp_range_count(0, h - kh + 1, 1);
    for (long long i_it_1 = (long long)blockIdx.y * blockDim.y + threadIdx.y; i_it_1 < i_count_1; i_it_1 += (long long)gridDim.y * blockDim.y) {
        i = i_it_1;
        // parallel j in range(w - kw + 1): thread axis x
        const long long j_count_1 = alp_range_count(0, w - kw + 1, 1);
        for (long long j_it_1 = (long long)blockIdx.x * blockDim.x + threadIdx.x; j_it_1 < j_count_1; j_it_1 += (long long)gridDim.x * blockDim.x) {
            j = j_it_1;
            // line 17
            acc = 0.0;
            // for k in range(kh)
            const long long k_count_1 = alp_range_count(0, kh, 1);
            for (long long k_it_1 = 0; k_it_1 < k_count_1; k_it_1++) {
                k = k_it_1;
                // for l in range(kw)
                const long long l_count_1 = alp_range_count(0, kw, 1);
                for (long long l_it_1 = 0; l_it_1 < l_count_1; l_it_1++) {
                    l = l_it_1;
                    // line 20
                    acc = acc + img[(i + k) * img_shape1 + (j + l)] * kern[(kh - 1 - k) * kern_shape1 + (kw - 1 - l)];
                }
            }
            // line 21
            out_1[i * out_shape1 + j] = acc;
        }
    }
}
