package kernel

// This file fixes how compiled kernels and the runtimes that call them
// agree: one signature for every kernel, so one trampoline calls them all.
//
// # Slots
//
// The argument vector args holds one 8-byte slot per Param, at Param.Slot:
//
//	bool and int types    int64 (a bool is 0 or 1)
//	PyFloat, Float64      the float64's bits
//	Float32               the float64's bits of the (exactly widened) value
//	Data                  the address of element (0, ..., 0): for an
//	                      array without Strides (C-contiguous), element
//	                      (i0, ..., ik) is at
//	                      data + ((i0*shape1 + i1)*shape2 + ... + ik)*itemsize,
//	                      for one with Strides (a view: a column, a step,
//	                      a transpose, a sub-block) at
//	                      data + (i0*stride0 + ... + ik*stridek)*itemsize
//	                      (bool elements are one byte, 0 or 1)
//	Shape, HostVar        int64
//	Stride                int64: the view's step along the axis in
//	                      elements (NumPy's byte stride / itemsize), of
//	                      any sign; the elements lie in memory the
//	                      caller owns from data + sum(min(0, (shape_d-1)*stride_d))*itemsize
//	                      to data + sum(max(0, (shape_d-1)*stride_d))*itemsize
//
// Whether an array has Strides is fixed when the module is built (the
// layout is part of the types a variant is built for): a contiguous array
// keeps the contiguous addressing, which vectorises, and a view gets a
// variant of its own. A module built for a view also runs on a
// contiguous copy of it, with the copy's strides in the slots.
//
// # CPU
//
// Each Kernel is an exported function named Kernel.Name:
//
//	int64_t NAME(const int64_t *box, int64_t *args, int64_t *out);
//
// box holds, for each Dim d in order, box[2d] and box[2d+1]: the iteration
// numbers [lo, hi) of d that this call runs, which the kernel clamps to
// [0, count) (count is the number of iterations of d's range for the values
// of the outer Dims, so the runtime may pass [0, MaxInt64) for a Dim it does
// not split). Iteration number it of a Dim is the value Lower + it*Step.
// A kernel without Dims ignores box.
//
// On entry the kernel loads each of Inputs from args[Local.Param.Slot]; a
// Reduce output's local starts instead from out[2i] (i its index in
// Outputs), where the runtime has put the starting value: the value before
// the kernel for the first chunk, Op's identity for the others. On a normal
// exit it writes, for each Output i, out[2i] = the local's value and
// out[2i+1] = 1 if the call assigned the local at least once, else 0, and
// returns OK. When a check fails it returns the Status at once, or, for the
// float checks the CPU emitter defers in the innermost parallel loop (a math
// domain or range error, a float division by zero), after running the rest
// of that loop: the Status of the first failure in iteration order. out and
// the arrays the kernel writes are then undefined. The runtime combines the outputs of the calls (chunks) of one
// launch as Output.Combine says, in chunk order, and writes the result to
// the scalar's slot of args.
//
// Nothing else is written but array elements: a kernel may run on several
// threads at once over disjoint boxes. A kernel with private copies
// (Kernel.Privates) allocates them for each call, with malloc, and frees
// them before it returns; its body writes its copies only, and the call
// that runs the last point of the Dims writes the arrays' elements that
// point wrote (Kernel.CopyBack).
//
// # GPU
//
// Each Kernel is a kernel entry (CUDA __global__, PTX .entry) named
// Kernel.Name:
//
//	void NAME(int64_t *args, int64_t *out, int64_t *status);
//
// args and out have the CPU layout in device memory (Data slots hold device
// addresses). The emitter is given an Axes mapping: which Dims run on the
// x, y and z thread axes (at most three; the others run as loops inside
// each thread, in Dim order). Every mapped Dim runs as a grid-stride loop,
//
//	for (it = blockIdx.a*blockDim.a + threadIdx.a; it < count; it += gridDim.a*blockDim.a)
//
// so a kernel is correct for any launch geometry (the lockstep model): the
// geometry only decides how the iterations spread over threads. A kernel
// without Dims is launched on one thread. Outputs: a Reduce output is
// accumulated by each thread in its local, from Op's identity. An integer
// one is then combined into out[2i] atomically (the runtime puts the
// starting value there), which gives the same result in any order. A
// float one (Output.ByShares) is not, since float arithmetic is not
// associative: each thread writes its local, the identity if it ran no
// iteration, as its share to out[SharesBase + j*T + t], j counting the
// kernel's ByShares outputs, T the launch's threads (the product of
// gridDim and blockDim) and t the thread's linear index,
//
//	t = ((blockIdx.z*gridDim.y + blockIdx.y)*gridDim.x + blockIdx.x)*(blockDim.x*blockDim.y*blockDim.z)
//	    + (threadIdx.z*blockDim.y + threadIdx.y)*blockDim.x + threadIdx.x
//
// and the runtime folds the shares into the starting value in t order:
// the same result on every run with the same geometry. For any Reduce
// output, out[2i+1] is set to 1 by any thread that assigned the local. A
// Last output is written (value and flag) by the thread that runs the last
// point of the Dims, in their order. A Direct output is written by the one
// thread. A kernel with Select outputs (a location reduction) maps at most
// its first Dim, on x, and runs it blocked rather than grid-strided:
// thread x of the X = gridDim.x*blockDim.x threads along x runs the
// iteration numbers [x*c, min((x+1)*c, count)), c = ceil(count/X), so
// that threads in t order hold runs of consecutive iterations in the Dims'
// order, as the CPU's chunks do; each thread starts the group from its
// inputs and writes every Select output's copy and assigned flag as its
// share (SelectShares; an idle thread's flags are 0), which the runtime
// folds in t order as it folds chunks. A failed check stores its Status
// into *status with an atomic compare-and-swap from OK (the first failure
// wins) and ends the thread.

import "fmt"

// AxisNone marks a Dim that runs inside each thread rather than on a thread
// axis.
const AxisNone = -1

// Axes maps a kernel's Dims to GPU thread axes: Axes[d] is 0, 1 or 2 for
// x, y, z, or AxisNone. package gridcalc chooses it from the Dims' extents.
type Axes []int

// DefaultAxes maps k's Dims to thread axes without knowing their extents:
// the innermost Dim on x, the next on y, the next on z, as memory is
// walked fastest by the innermost loop; further outer Dims AxisNone. An
// Ordered Dim (an irregular loop, which the kernel's variants run in
// parallel) stays in the thread, as the gpu executor keeps it, and the
// next Dim out takes the axis. A kernel with a location reduction
// (Combine Select) puts its first Dim alone on x (blocked, see "GPU"), or
// none if that Dim is ordered. It is what the emitters and `alpyna
// compile` use for a kernel given no axes.
func DefaultAxes(k *Kernel) Axes {
	axes := make(Axes, len(k.Dims))
	next := 0
	if Selects(k) {
		// A location reduction blocks its first Dim over axis x; the
		// others run in order inside each thread.
		for d := range axes {
			axes[d] = AxisNone
		}
		if SelectBlocked(k) {
			axes[0] = 0
		}
		return axes
	}
	for d := len(k.Dims) - 1; d >= 0; d-- {
		axes[d] = AxisNone
		if !k.Dims[d].Ordered && next < 3 {
			axes[d] = next
			next++
		}
	}
	return axes
}

// Check reports why a is not a mapping of k's Dims to thread axes: one
// axis per Dim, each x, y, z or AxisNone, no axis twice, and none for an
// ordered Dim.
func (a Axes) Check(k *Kernel) error {
	if len(a) != len(k.Dims) {
		return fmt.Errorf("kernel %s: %d axes for %d dims", k.Name, len(a), len(k.Dims))
	}
	var seen [3]bool
	for d, x := range a {
		if x == AxisNone {
			continue
		}
		if x < 0 || x > 2 || seen[x] {
			return fmt.Errorf("kernel %s: bad axes %v", k.Name, a)
		}
		if k.Dims[d].Ordered {
			return fmt.Errorf("kernel %s: Dim %s is ordered and cannot run on a thread axis", k.Name, k.Dims[d].Var.Name)
		}
		if Selects(k) && (d != 0 || x != 0) {
			return fmt.Errorf("kernel %s: a location reduction runs only its first Dim on a thread axis, x", k.Name)
		}
		seen[x] = true
	}
	return nil
}
