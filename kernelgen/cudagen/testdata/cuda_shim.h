// cuda_shim.h: just enough of CUDA C for g++ to compile the translation
// units cudagen emits, and for lockstep.h to run their kernels on the CPU.
//
// The CUDA qualifiers vanish; blockIdx, threadIdx, blockDim and gridDim are
// thread-local dim3 values the harness sets before it calls a kernel as one
// GPU thread; the atomics are plain read-modify-writes, which is exact
// because the harness runs one thread at a time; the bit casts go through
// memcpy. The math functions the kernels call (sqrt, exp, ..., fmod,
// copysign, fma) are <cmath>'s double and float versions, as CUDA's math
// API has them.
#ifndef ALPYNA_CUDA_SHIM_H
#define ALPYNA_CUDA_SHIM_H

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline

struct dim3 {
    unsigned int x, y, z;
};

static thread_local dim3 blockIdx, threadIdx, blockDim, gridDim;

// Shared memory and barriers. __shared__ arrays are function statics,
// which every thread of the block (each a fiber of lockstep.h, on one OS
// thread) sees, and which each block reuses, as a GPU's blocks of one
// multiprocessor reuse its shared memory. __syncthreads and
// __syncthreads_or hand control to the block's scheduler (lockstep.h),
// which resumes the threads once all of them have arrived; one that ended
// instead is a fault: a barrier every thread must reach.
//
// A tile's elements are alp_shared cells (ALP_SHARED, see cudagen's
// ALP_TILE helper), which check the lockstep model's rule for shared
// memory: between two barriers, an element one thread writes is accessed
// by no other thread, and no thread reads an element that no thread of its
// block wrote. A violation (a missing barrier) prints "fault ..." and ends
// the harness.
#define __shared__ static
#define ALP_SHARED(T) alp_shared<T>

// The scheduler's state: the current thread's linear index in its block,
// and the barrier epochs (the count of barriers passed, over all blocks):
// the current one and the block's first.
static long long alp_epoch = 1, alp_block_epoch = 1;
static int alp_tid;
static int alp_barrier_or; // the OR of the predicates of the latest barrier

// alp_barrier_wait, set by lockstep.h, suspends the current thread at the
// barrier on source line site with its predicate.
static void (*alp_barrier_wait)(int predicate, int site);

[[noreturn]] inline void alp_fault(const char *what, int other)
{
    std::printf("fault thread %d of block (%u,%u,%u) %s thread %d since the last barrier\n", alp_tid, blockIdx.x,
                blockIdx.y, blockIdx.z, what, other);
    std::fflush(stdout);
    std::exit(3);
}

// The barriers are macros, so that each knows its source line: the threads
// of a block must all wait at the same one.
#define __syncthreads() alp_barrier_wait(1, __LINE__)
#define __syncthreads_or(predicate) alp_syncthreads_or((predicate), __LINE__)

inline int alp_syncthreads_or(int predicate, int site)
{
    alp_barrier_wait(predicate != 0, site);
    return alp_barrier_or;
}

template <class T> struct alp_shared {
    T value;
    long long write_epoch, read_epoch;
    int writer, reader;
    bool readers; // more than one thread read it in read_epoch

    operator T()
    {
        if (write_epoch < alp_block_epoch) {
            std::printf("fault thread %d of block (%u,%u,%u) reads shared memory no thread of its block wrote\n", alp_tid,
                        blockIdx.x, blockIdx.y, blockIdx.z);
            std::fflush(stdout);
            std::exit(3);
        }
        if (write_epoch == alp_epoch && writer != alp_tid)
            alp_fault("reads shared memory written by", writer);
        if (read_epoch != alp_epoch) {
            read_epoch = alp_epoch;
            reader = alp_tid;
            readers = false;
        } else if (reader != alp_tid) {
            readers = true;
        }
        return value;
    }

    alp_shared &operator=(T v)
    {
        if (write_epoch == alp_epoch && writer != alp_tid)
            alp_fault("writes shared memory written by", writer);
        if (read_epoch == alp_epoch && (readers || reader != alp_tid))
            alp_fault("writes shared memory read by", reader);
        write_epoch = alp_epoch;
        writer = alp_tid;
        value = v;
        return *this;
    }
};

inline double __longlong_as_double(long long v)
{
    double d;
    std::memcpy(&d, &v, sizeof d);
    return d;
}

inline long long __double_as_longlong(double d)
{
    long long v;
    std::memcpy(&v, &d, sizeof v);
    return v;
}

// CUDA's round-to-nearest arithmetic intrinsics, which nvcc never fuses
// into an fma (the shim's callers compile with -ffp-contract=off).
inline double __dadd_rn(double x, double y) { return x + y; }
inline double __dsub_rn(double x, double y) { return x - y; }
inline double __dmul_rn(double x, double y) { return x * y; }
inline double __ddiv_rn(double x, double y) { return x / y; }

inline float __int_as_float(int v)
{
    float f;
    std::memcpy(&f, &v, sizeof f);
    return f;
}

inline float __uint_as_float(unsigned int v)
{
    float f;
    std::memcpy(&f, &v, sizeof f);
    return f;
}

inline unsigned int __float_as_uint(float f)
{
    unsigned int v;
    std::memcpy(&v, &f, sizeof v);
    return v;
}

inline unsigned int atomicCAS(unsigned int *p, unsigned int compare, unsigned int val)
{
    unsigned int old = *p;
    if (old == compare)
        *p = val;
    return old;
}

inline unsigned long long atomicCAS(unsigned long long *p, unsigned long long compare, unsigned long long val)
{
    unsigned long long old = *p;
    if (old == compare)
        *p = val;
    return old;
}

inline unsigned long long atomicAdd(unsigned long long *p, unsigned long long v)
{
    unsigned long long old = *p;
    *p = old + v;
    return old;
}

inline double atomicAdd(double *p, double v)
{
    double old = *p;
    *p = old + v;
    return old;
}

inline float atomicAdd(float *p, float v)
{
    float old = *p;
    *p = old + v;
    return old;
}

// The int atomics wrap, as the hardware's do (through unsigned: a signed
// overflow in C++ is undefined).
inline int atomicAdd(int *p, int v)
{
    int old = *p;
    *p = (int)((unsigned int)old + (unsigned int)v);
    return old;
}

inline int atomicSub(int *p, int v)
{
    int old = *p;
    *p = (int)((unsigned int)old - (unsigned int)v);
    return old;
}

// CUDA's bitwise atomics, for unsigned long long and int (the overloads
// the kernels call).
#define ALP_BITWISE_ATOMIC(name, T, op) \
    inline T name(T *p, T v)              \
    {                                     \
        T old = *p;                       \
        *p = old op v;                    \
        return old;                       \
    }
ALP_BITWISE_ATOMIC(atomicAnd, unsigned long long, &)
ALP_BITWISE_ATOMIC(atomicOr, unsigned long long, |)
ALP_BITWISE_ATOMIC(atomicXor, unsigned long long, ^)
ALP_BITWISE_ATOMIC(atomicAnd, int, &)
ALP_BITWISE_ATOMIC(atomicOr, int, |)
ALP_BITWISE_ATOMIC(atomicXor, int, ^)
#undef ALP_BITWISE_ATOMIC

using std::isfinite;
using std::isinf;
using std::isnan;

#endif
