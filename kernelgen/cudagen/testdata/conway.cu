// CUDA C of alpyna module life_l19, from benchmarks/conway.py:19.
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
//   args[1]  board: device address of the int32 array (2-d)
//   args[2]  board.shape[0]
//   args[3]  board.shape[1]
//   args[4]  out: device address of the int32 array (2-d, written)
//   args[5]  out.shape[0]
//   args[6]  out.shape[1]
//
// Host program, in order:
//  launch life_l21: i on y, j on x

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

// NumPy's int64 arithmetic wraps; C's signed overflow is undefined, so it
// goes through unsigned long long.
static __device__ __forceinline__ long long alp_wrap_add_i64(long long a, long long b)
{
    return (long long)((unsigned long long)a + (unsigned long long)b);
}

static __device__ __forceinline__ long long alp_wrap_sub_i64(long long a, long long b)
{
    return (long long)((unsigned long long)a - (unsigned long long)b);
}

// Kernel life_l21, from line 21.
//   parallel i in range(1, n - 1): thread axis y, grid-stride
//   parallel j in range(1, n - 1): thread axis x, grid-stride
extern "C" __global__ void life_l21(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on z: only the first thread along it works.
    if (blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long n = args[0];
    const int *__restrict__ board = (const int *)args[1];
    const long long board_shape0 = args[2];  // board.shape[0]
    const long long board_shape1 = args[3];  // board.shape[1]
    int *__restrict__ out_1 = (int *)args[4];
    const long long out_shape1 = args[6];  // out.shape[1]
    // Locals.
    long long i = 0;
    long long j = 0;
    long long alive = 0;
    long long di = 0;
    long long dj = 0;
    bool _p1 = false;
    bool _p2 = false;
    // Shared-memory halo tiles: per pass over the Dims, the block's threads
    // stage the block's elements of the arrays below and the halo their
    // offsets reach, then read them from shared memory. Taken when the block
    // fits the tiles; every thread of the block reaches every barrier (each
    // pass of the loops over the Dims is taken by all of them, idle or not).
    if (blockDim.x <= ALP_TILE && blockDim.y <= ALP_TILE && blockDim.z == 1) {
        // board around the block's (i, j): each element read by up to 9 threads
        __shared__ ALP_SHARED(int) board_halo[ALP_TILE + 2][ALP_TILE + 2 + 1];
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
                const long long board_origin0 = (long long)((unsigned long long)1 + (unsigned long long)(i_base)) - 1;
                const long long board_origin1 = (long long)((unsigned long long)1 + (unsigned long long)(j_base)) - 1;
                // Stage board_halo: board[board_origin0 + r, board_origin1 + c] for r < (blockDim.y + 2u), c < (blockDim.x + 2u).
                for (unsigned int e = tile_tid; e < (blockDim.y + 2u) * (blockDim.x + 2u); e += tile_threads) {
                    const unsigned int r = e / (blockDim.x + 2u), c = e % (blockDim.x + 2u);
                    const long long board_row = board_origin0 + r, board_col = board_origin1 + c;
                    board_halo[r][c] = board_row >= 0 && board_row < board_shape0 && board_col >= 0 && board_col < board_shape1 ? board[board_row * board_shape1 + board_col] : (int)0;
                }
                // The tiles are complete before any thread reads them.
                __syncthreads();
                if (j_active) {
                    // line 21
                    alive = 0;
                    // for di in range(-1, 2)
                    const long long di_count = alp_range_count(-1, 2, 1);
                    for (long long di_it = 0; di_it < di_count; di_it++) {
                        di = -1 + di_it;
                        // for dj in range(-1, 2)
                        const long long dj_count = alp_range_count(-1, 2, 1);
                        for (long long dj_it = 0; dj_it < dj_count; dj_it++) {
                            dj = -1 + dj_it;
                            // line 24
                            alive = alp_wrap_add_i64(alive, (long long)board_halo[(i + di) - board_origin0][(j + dj) - board_origin1]);
                        }
                    }
                    // line 25
                    alive = alp_wrap_sub_i64(alive, (long long)board_halo[(i) - board_origin0][(j) - board_origin1]);
                    // line 26
                    _p1 = (long long)board_halo[(i) - board_origin0][(j) - board_origin1] == 1 && (alive == 2 || alive == 3);
                    // line 27
                    if (_p1) {
                        out_1[i * out_shape1 + j] = 1;
                    }
                    // line 28
                    if (!_p1) {
                        _p2 = (long long)board_halo[(i) - board_origin0][(j) - board_origin1] == 0 && alive == 3;
                    }
                    // line 29
                    if (!_p1 && _p2) {
                        out_1[i * out_shape1 + j] = 1;
                    }
                    // line 31
                    if (!_p1 && !_p2) {
                        out_1[i * out_shape1 + j] = 0;
                    }
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
            // line 21
            alive = 0;
            // for di in range(-1, 2)
            const long long di_count_1 = alp_range_count(-1, 2, 1);
            for (long long di_it_1 = 0; di_it_1 < di_count_1; di_it_1++) {
                di = -1 + di_it_1;
                // for dj in range(-1, 2)
                const long long dj_count_1 = alp_range_count(-1, 2, 1);
                for (long long dj_it_1 = 0; dj_it_1 < dj_count_1; dj_it_1++) {
                    dj = -1 + dj_it_1;
                    // line 24
                    alive = alp_wrap_add_i64(alive, (long long)board[(i + di) * board_shape1 + (j + dj)]);
                }
            }
            // line 25
            alive = alp_wrap_sub_i64(alive, (long long)board[i * board_shape1 + j]);
            // line 26
            _p1 = (long long)board[i * board_shape1 + j] == 1 && (alive == 2 || alive == 3);
            // line 27
            if (_p1) {
                out_1[i * out_shape1 + j] = 1;
            }
            // line 28
            if (!_p1) {
                _p2 = (long long)board[i * board_shape1 + j] == 0 && alive == 3;
            }
            // line 29
            if (!_p1 && _p2) {
                out_1[i * out_shape1 + j] = 1;
            }
            // line 31
            if (!_p1 && !_p2) {
                out_1[i * out_shape1 + j] = 0;
            }
        }
    }
}
