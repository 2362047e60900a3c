// Package kernelgen generates the kernel IR (package kernel) of a planned
// loop nest: a depend.NestPlan, the call's types (Types) and bindings in,
// one kernel.Module out.
//
// It fuses the plan's Allen–Kennedy forest back where fusion keeps the
// parallelism (schedule.go), cuts it into a host program of sequential
// loops and kernels whose Dims are the parallel loops, types every
// expression with Python's and NumPy's rules (types.go), lowers the loop
// record's statements (lower.go), expands private scalars that a cut
// separates into arrays (expand.go), and removes the checks the bound
// values prove unnecessary (prove.go). For loops that write through index
// arrays it makes the loop a kernel's first Dim, run by execution plans,
// and on the GPU adds the kernel's parallel, atomic and coloured variants
// (gpuirregular.go). StaticTypes gives the types `alpyna compile` assumes
// without a call.
//
// It does not analyse dependences (depend), emit machine code
// (kernelgen/llvmgen, kernelgen/cudagen, kernelgen/ptxgen) or run
// anything (runtime).
package kernelgen
