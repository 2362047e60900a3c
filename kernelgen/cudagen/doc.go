// Package cudagen prints kernel modules (package kernel) as CUDA C: the
// readable form of alpyna's GPU backend, which `alpyna compile --emit=cuda`
// prints and which nvcc (or NVRTC) can also compile at run time.
//
// Input: a *kernel.Module (kernelgen.Build's result; Emit verifies it) and
// the thread axes of each kernel's Dims (package gridcalc chooses them).
// Output: one translation unit, as text: a header comment (the module, its
// source file and line, the argument slots, the host program with the axes
// of every launch), the status codes, the device helpers the kernels use,
// and one entry per kernel with the GPU ABI of kernel/abi.go,
//
//	extern "C" __global__ void NAME(long long *args, long long *out, long long *status)
//
// Each mapped Dim is a grid-stride loop over its iteration numbers, the
// others loops inside each thread, nested in Dim order, so a kernel computes
// the same result under any launch geometry (the lockstep model); threads
// along an axis no Dim uses, and all but one thread of a kernel without
// Dims, return at once. Reduce outputs are accumulated per thread from the
// operator's identity and combined into out with atomics; Last outputs are
// written by the thread that ran the last point of the Dims; Direct outputs
// by the one thread. A failed check stores its status with an atomic
// compare-and-swap from 0 (the first failure wins) and ends the thread.
//
// A kernel whose reduction loop re-reads operands across a block's threads
// (gemm's a[i, k] and b[k, j]; kernel/tiling says which) gets a tiled path
// first, taken when the block fits its tiles: the block's threads stage
// tiling.Width iterations of each operand in __shared__ memory together, with
// barriers every thread of the block reaches, and each thread runs its
// iterations over the tiles in the loop's order (tiling.go; docs/gpu.md,
// "Shared-memory tiling"). A stencil that reads arrays around each
// thread's element (jacobi's a[i ± 1, j], conv2d's img[i + k, j + l];
// tiling.Halo) stages, per pass of the block, the block's elements of each
// and the halo its offsets reach, and reads them from there (halo.go).
//
// Every expression keeps the meaning its kernel.Type gives it: Python ints
// checked for overflow where kernelgen left a check, NumPy ints wrapping
// (through unsigned arithmetic: signed overflow is undefined in C), floats
// IEEE in their own type (float for float32), floor division and modulo
// rounding toward -inf, int() and NumPy's casts with explicit range checks
// (a C cast of NaN or an out-of-range float is undefined), math calls
// through the CUDA math API's double functions with CPython's errors where
// a Call is Checked. The code is meant to be read: locals keep their Python
// names (made unique, and free of C's keywords), each statement follows a
// comment with its source line, and what cannot fail stays one C
// expression. docs/cuda.md describes the mapping.
//
// What it does not do: it does not run nvcc (the caller compiles the text,
// with -fmad=false so that no a*b+c becomes an fma, which Python never
// computes), does not choose the launch geometry (gridcalc), does not
// decide which checks are needed (kernelgen's prover), and gives a Last
// output no GPU form over triangular Dims (Emit returns an error, as
// llvmgen.EmitPTX does).
package cudagen
