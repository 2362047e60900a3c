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
#include <cstring>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline

struct dim3 {
    unsigned int x, y, z;
};

static thread_local dim3 blockIdx, threadIdx, blockDim, gridDim;

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

using std::isfinite;
using std::isinf;
using std::isnan;

#endif
