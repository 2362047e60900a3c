// CUDA C of alpyna module midpoint_l21, from benchmarks/midpoint.py:21.
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
//   args[0]  ncells: int (int64)
//   args[1]  c2v: device address of the int64 array (2-d)
//   args[2]  c2v.shape[0]
//   args[3]  c2v.shape[1]
//   args[4]  coords: device address of the float64 array (2-d)
//   args[5]  coords.shape[0]
//   args[6]  coords.shape[1]
//   args[7]  mid: device address of the float64 array (2-d, written)
//   args[8]  mid.shape[0]
//   args[9]  mid.shape[1]
//
// Host program, in order:
//  launch midpoint_l22: c on x

// Status codes (alpyna kernel.Status): what *status holds after a launch.
#define ALP_OK 0LL
#define ALP_INDEX_ERROR 1LL
#define ALP_ZERO_DIVISION_ERROR 2LL
#define ALP_VALUE_ERROR 3LL
#define ALP_OVERFLOW_ERROR 4LL
#define ALP_DEOPT 5LL

// alp_fail records a failed check: the first failure wins (status holds
// ALP_OK until then); the caller then ends its thread.
static __device__ __forceinline__ void alp_fail(long long *status, long long code)
{
    atomicCAS((unsigned long long *)status, 0ULL, (unsigned long long)code);
}

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

// Kernel midpoint_l22, from line 22.
//   parallel c in range(ncells): thread axis x, grid-stride
//   may fail: a failed check stores its code in *status and ends the thread
extern "C" __global__ void midpoint_l22(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long ncells = args[0];
    const long long *__restrict__ c2v = (const long long *)args[1];
    const long long c2v_shape1 = args[3];  // c2v.shape[1]
    const double *__restrict__ coords = (const double *)args[4];
    const long long coords_shape0 = args[5];  // coords.shape[0]
    const long long coords_shape1 = args[6];  // coords.shape[1]
    double *__restrict__ mid = (double *)args[7];
    const long long mid_shape1 = args[9];  // mid.shape[1]
    // Locals.
    long long c = 0;
    // parallel c in range(ncells): thread axis x
    const long long c_count = alp_range_count(0, ncells, 1);
    for (long long c_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; c_it < c_count; c_it += (long long)gridDim.x * blockDim.x) {
        c = c_it;
        // line 22
        long long coords_i0 = c2v[c * c2v_shape1 + 0];
        if (coords_i0 < 0)
            coords_i0 += coords_shape0;
        if (coords_i0 < 0 || coords_i0 >= coords_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long coords_i0_1 = c2v[c * c2v_shape1 + 1];
        if (coords_i0_1 < 0)
            coords_i0_1 += coords_shape0;
        if (coords_i0_1 < 0 || coords_i0_1 >= coords_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long coords_i0_2 = c2v[c * c2v_shape1 + 2];
        if (coords_i0_2 < 0)
            coords_i0_2 += coords_shape0;
        if (coords_i0_2 < 0 || coords_i0_2 >= coords_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        mid[c * mid_shape1 + 0] = (coords[coords_i0 * coords_shape1 + 0] + coords[coords_i0_1 * coords_shape1 + 0] + coords[coords_i0_2 * coords_shape1 + 0]) / 3.0;
        // line 23
        long long coords_i0_3 = c2v[c * c2v_shape1 + 0];
        if (coords_i0_3 < 0)
            coords_i0_3 += coords_shape0;
        if (coords_i0_3 < 0 || coords_i0_3 >= coords_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long coords_i0_4 = c2v[c * c2v_shape1 + 1];
        if (coords_i0_4 < 0)
            coords_i0_4 += coords_shape0;
        if (coords_i0_4 < 0 || coords_i0_4 >= coords_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long coords_i0_5 = c2v[c * c2v_shape1 + 2];
        if (coords_i0_5 < 0)
            coords_i0_5 += coords_shape0;
        if (coords_i0_5 < 0 || coords_i0_5 >= coords_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        mid[c * mid_shape1 + 1] = (coords[coords_i0_3 * coords_shape1 + 1] + coords[coords_i0_4 * coords_shape1 + 1] + coords[coords_i0_5 * coords_shape1 + 1]) / 3.0;
    }
}
