// CUDA C of alpyna module areas_l29, from benchmarks/cell_to_vertex.py:29.
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
//   args[4]  px: device address of the float64 array (1-d)
//   args[5]  px.shape[0]
//   args[6]  py: device address of the float64 array (1-d)
//   args[7]  py.shape[0]
//   args[8]  w: device address of the float64 array (1-d, written)
//   args[9]  w.shape[0]
//
// Host program, in order:
//  launch areas_l30: c on x

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

// Kernel areas_l30, from line 30.
//   parallel c in range(ncells): thread axis x, grid-stride
//   may fail: a failed check stores its code in *status and ends the thread
extern "C" __global__ void areas_l30(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on y or z: only the first thread along it works.
    if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long ncells = args[0];
    const long long *__restrict__ c2v = (const long long *)args[1];
    const long long c2v_shape1 = args[3];  // c2v.shape[1]
    const double *__restrict__ px = (const double *)args[4];
    const long long px_shape0 = args[5];  // px.shape[0]
    const double *__restrict__ py = (const double *)args[6];
    const long long py_shape0 = args[7];  // py.shape[0]
    double *__restrict__ w = (double *)args[8];
    // Locals.
    long long c = 0;
    // parallel c in range(ncells): thread axis x
    const long long c_count = alp_range_count(0, ncells, 1);
    for (long long c_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; c_it < c_count; c_it += (long long)gridDim.x * blockDim.x) {
        c = c_it;
        // line 30
        long long px_i0 = c2v[c * c2v_shape1 + 1];
        if (px_i0 < 0)
            px_i0 += px_shape0;
        if (px_i0 < 0 || px_i0 >= px_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long px_i0_1 = c2v[c * c2v_shape1 + 0];
        if (px_i0_1 < 0)
            px_i0_1 += px_shape0;
        if (px_i0_1 < 0 || px_i0_1 >= px_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long py_i0 = c2v[c * c2v_shape1 + 2];
        if (py_i0 < 0)
            py_i0 += py_shape0;
        if (py_i0 < 0 || py_i0 >= py_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long py_i0_1 = c2v[c * c2v_shape1 + 0];
        if (py_i0_1 < 0)
            py_i0_1 += py_shape0;
        if (py_i0_1 < 0 || py_i0_1 >= py_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long px_i0_2 = c2v[c * c2v_shape1 + 2];
        if (px_i0_2 < 0)
            px_i0_2 += px_shape0;
        if (px_i0_2 < 0 || px_i0_2 >= px_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long px_i0_3 = c2v[c * c2v_shape1 + 0];
        if (px_i0_3 < 0)
            px_i0_3 += px_shape0;
        if (px_i0_3 < 0 || px_i0_3 >= px_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long py_i0_2 = c2v[c * c2v_shape1 + 1];
        if (py_i0_2 < 0)
            py_i0_2 += py_shape0;
        if (py_i0_2 < 0 || py_i0_2 >= py_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        long long py_i0_3 = c2v[c * c2v_shape1 + 0];
        if (py_i0_3 < 0)
            py_i0_3 += py_shape0;
        if (py_i0_3 < 0 || py_i0_3 >= py_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
        w[c] = 0.5 * fabs((px[px_i0] - px[px_i0_1]) * (py[py_i0] - py[py_i0_1]) - (px[px_i0_2] - px[px_i0_3]) * (py[py_i0_2] - py[py_i0_3]));
    }
}

// CUDA C of alpyna module accumulate_l20, from benchmarks/cell_to_vertex.py:20.
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
//   args[1]  acc: device address of the float64 array (1-d, written)
//   args[2]  acc.shape[0]
//   args[3]  c2v: device address of the int64 array (2-d)
//   args[4]  c2v.shape[0]
//   args[5]  c2v.shape[1]
//   args[6]  w: device address of the float64 array (1-d)
//   args[7]  w.shape[0]
//
// Host program, in order:
//  launch accumulate_l22: c in each thread

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

// Kernel accumulate_l22, from line 22.
//   parallel c in range(ncells): a loop inside each thread
//   may fail: a failed check stores its code in *status and ends the thread
extern "C" __global__ void accumulate_l22(long long *args, long long *out, long long *status)
{
    // No parallel loop runs on x or y or z: only the first thread along it works.
    if (blockIdx.x != 0 || threadIdx.x != 0 || blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
        return;
    // Parameters: the argument slots the kernel reads.
    const long long ncells = args[0];
    double *__restrict__ acc = (double *)args[1];
    const long long acc_shape0 = args[2];  // acc.shape[0]
    const long long *__restrict__ c2v = (const long long *)args[3];
    const long long c2v_shape1 = args[5];  // c2v.shape[1]
    const double *__restrict__ w = (const double *)args[6];
    // Locals.
    long long c = 0;
    long long k = 0;
    // parallel c in range(ncells): a loop inside each thread
    const long long c_count = alp_range_count(0, ncells, 1);
    for (long long c_it = 0; c_it < c_count; c_it++) {
        c = c_it;
        // for k in range(3)
        const long long k_count = alp_range_count(0, 3, 1);
        for (long long k_it = 0; k_it < k_count; k_it++) {
            k = k_it;
            // line 22
            long long acc_i0 = c2v[c * c2v_shape1 + k];
            if (acc_i0 < 0)
                acc_i0 += acc_shape0;
            if (acc_i0 < 0 || acc_i0 >= acc_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
            long long acc_i0_1 = c2v[c * c2v_shape1 + k];
            if (acc_i0_1 < 0)
                acc_i0_1 += acc_shape0;
            if (acc_i0_1 < 0 || acc_i0_1 >= acc_shape0) { alp_fail(status, ALP_INDEX_ERROR); return; }
            acc[acc_i0_1] = acc[acc_i0] + w[c];
        }
    }
}
