// Package llvmgen prints kernel modules (package kernel) as LLVM IR: one
// x86-64 function per kernel for the CPU executor, and one NVPTX kernel
// entry per kernel for the GPU. It is the last stage of kernelgen before
// LLVM's own tools: the runtime runs `opt -O3` and `llc` on what EmitCPU
// returns and loads the shared object; the GPU runtime runs `llc` (PTX) on
// what EmitPTX returns and loads the PTX with the driver API.
//
// Input: a verified *kernel.Module (kernelgen.Build's result). Output: an
// *ir.Module of github.com/llir/llvm in the typed-pointer form LLVM 14
// reads, whose text (ir.Module.String) opt and llc accept as it is.
//
// The functions follow kernel/abi.go exactly: on the CPU
//
//	i64 @NAME(i64* %box, i64* %args, i64* %out)
//
// and on the GPU
//
//	void @NAME(i64 addrspace(1)* %args, i64 addrspace(1)* %out, i64 addrspace(1)* %status)
//
// Every expression keeps the meaning its kernel.Type gives it (Python's or
// NumPy's): docs/llvm.md tables the mapping. In short: NumPy integers wrap,
// Python ints use llvm.s*.with.overflow where a check is left, floors and
// modulos round toward -inf as Python and NumPy do, floats are IEEE with no
// fast-math flag anywhere, conversions of NaN and out-of-range floats never
// reach fptosi (whose result would be poison), and math functions are
// libm's (libdevice's on the GPU), except NumPy-spelled exp, log, sin and
// cos on the CPU, which are NumPy's own (numpymath.go), with CPython's
// ValueError and OverflowError where a Call is Checked. Helpers (floor division, modulo,
// integer powers) are internal alwaysinline functions of the module, so
// that opt inlines and vectorizes them.
//
// Locals are allocas in the entry block, which opt's SROA and mem2reg turn
// into registers. Array parameters are inttoptr'd from their argument
// slots, so they cannot carry noalias; instead every array access carries
// scoped-noalias metadata that separates each written array from every
// other array. This is sound because the runtime guarantees that a written
// array never overlaps another array of the nest (its contract with this
// package); arrays that are only read may overlap each other, so no scope
// separates two read-only arrays. The innermost parallel loop
// (a kernel.Dim with no sequential loop inside) is also marked
// llvm.loop.parallel_accesses: the plan proved its iterations independent.
// Nothing forces vectorization: vectorize.enable would let LLVM reorder
// floating-point reductions, which IEEE semantics forbid. Where the
// innermost parallel loop holds sequential loops (gemm's sum over k), its
// iterations are jammed four at a time into them (jam.go), so that LLVM's
// SLP vectorizer computes four in-order sums in one vector; a sequential
// loop with a break there (Mandelbrot's escape loop) runs eight jammed
// iterations at once on vectors, each lane stopping at its own break
// (escape.go).
//
// What it does not do: it does not run LLVM (see PTX for the one place that
// calls llc, and the runtime for opt and the C compiler), does not choose
// the GPU launch geometry (package gridcalc; EmitPTX takes its Axes), does
// not link CUDA's libdevice (the GPU runtime links it with llvm-link when
// Libdevice reports that a module needs it), and does not decide which
// checks a kernel needs (kernelgen's prover cleared the unnecessary ones).
package llvmgen
