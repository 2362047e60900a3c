// Package gridcalc computes the launch geometry of a GPU kernel: which of
// the kernel's parallel loops run on the CUDA thread axes x, y and z, and the
// block and grid sizes to launch it with.
//
// # Input and output
//
// Compute takes the parallel loops of one kernel in nest order, outermost
// first (Loop: variable name, extent as an iteration count, and whether the
// variable indexes the arrays' contiguous last dimension), the device's
// launch limits (Limits; package cuda reads them from a device, and
// DefaultLimits describes a typical sm_90 part) and Options. It returns a
// Geometry: the loop on each axis with its extent and its block and grid
// size, the block and grid to launch, the loops each thread runs whole
// (Serial), and Empty when some extent is zero and the kernel must not be
// launched at all. The report's gpu_axes are Geometry.Axes in order.
//
// # Algorithm
//
// This is §4.4 ("GPU Thread Hierarchy") of the ALPyNA paper
// ([ALPyNA]): the parallel loops are sorted in descending order of
// extent and given the axes x, y, z in that order; loops beyond the third
// run sequentially inside each thread, which is correct because every loop
// the plan marks parallel may run in any order. The block starts at the
// extents themselves; while it holds more threads than the device allows,
// it is halved, rounding up ("halve and pad"), along its largest axis, and
// the grid becomes ceil(extent / block) on every axis. When the domain is a
// power of two in every dimension this converges in log2(∏Dᵢ / B) halvings,
// Dᵢ being the extents and B the maximum threads per block: the paper's
// 1024×1024 gemm domain with B = 1024 gives block (32,32) and grid (32,32)
// after 10 halvings. Rounding odd sizes up can cost a few more.
//
// Two refinements keep the result launchable on any device. An axis larger
// than the device's per-axis block limit is halved first, because halving
// some other, larger axis would never bring it down. And the grid is clamped
// to the device's grid limits; the iterations past what the clamped grid
// covers are not lost, because kernels follow the lockstep model
// ([lockstep]): the work of a kernel does not depend on how many threads
// run it. Each axis loop is a grid-stride loop,
//
//	for (v = blockIdx.a*blockDim.a + threadIdx.a; v < extent; v += gridDim.a*blockDim.a)
//
// so any launch covers every iteration exactly once, and the padding threads
// of the last block fail the v < extent test on their first pass. The index
// and the stride must be computed in 64 bits: blockIdx, blockDim and gridDim
// are 32-bit, and their products overflow for grids near the limits.
//
// Options.Coalesce departs from the paper on purpose. The paper sorts by
// extent only and reports (§6, "Sub-optimal GPU axes mapping") that gemm ran
// 13× faster with its two parallel loops swapped, because consecutive
// threads of a warp differ in threadIdx.x: when the loop on x walks the
// contiguous dimension, a warp's loads fall in consecutive addresses and
// coalesce into few memory transactions. With Coalesce set, the loop marked
// Contiguous goes on x and the others are sorted by extent as before.
//
// # What it does not do
//
// gridcalc does not decide which loops are parallel (package depend's plan
// does), generate the grid-stride loops (the kernel generator does), query
// a device (package cuda does), or look at occupancy, registers or shared
// memory: it is the paper's geometry and nothing more. The warp size is
// carried in Limits for callers that need it; the algorithm does not use it.
package gridcalc
