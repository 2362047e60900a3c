// Package cpu is the cpu backend: Native and GoKernels implement
// runtime.Backend (backend.go), each compiling a module once and running
// every call through the CPU launch driver, Execute. The driver runs a
// kernel module's host program, host loops in order and each launch split
// into boxes of its Dims that goroutines run concurrently, with the
// outputs of the boxes combined in iteration order; a launch that an
// execution plan schedules (an irregular loop) runs as its
// runtime.Schedule says (schedule.go). Which code runs a box is a
// KernelRunner: native kernels (package native) or the Go executor of the
// kernel IR (package kexec).
//
// It does not generate code (Native is given a module's LLVM IR by its
// maker, and package native builds it), make execution plans (package
// irregular) or know anything of Python objects or the interpreter.
package cpu

import (
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// A KernelRunner runs kernel i of a module over a box with the CPU calling
// convention of kernel/abi.go. It must be safe to call from several
// goroutines at once on disjoint boxes.
type KernelRunner interface {
	RunKernel(i int, box, args, out []int64) kernel.Status
}

// GoRunner runs a module's kernels on the Go executor over the call's array
// buffers (in m.Arrays order).
type GoRunner struct {
	Kernels *kexec.GoKernels
	Data    [][]byte
}

func (r GoRunner) RunKernel(i int, box, args, out []int64) kernel.Status {
	return r.Kernels.Run(i, box, args, out, r.Data)
}

// Execution configures one run of a module.
type Execution struct {
	Module  *kernel.Module
	Runner  KernelRunner
	Args    []int64 // the argument vector; scalar slots hold their values before and after
	Threads int
	// Schedule, when set, is asked before each launch of a kernel with
	// Dims how to run its first Dim (schedule.go); nil answers, and a nil
	// Schedule, give the even split.
	Schedule runtime.ScheduleFunc
	// Data holds the arrays' buffers in Module.Arrays order, which the
	// Data slots of Args point into: a Schedule with private copies
	// combines them into these.
	Data [][]byte
	// Assigned is filled per scalar slot: some kernel assigned it.
	Assigned []bool
	// Exact runs a launch with a floating-point reduction as one box, in
	// program order (alpyna.jit(exact_reductions=True)).
	Exact bool
}

// tasksPerThread oversubscribes the threads of a launch whose points
// differ in cost (uniform says which), so that its boxes, handed out one
// at a time, balance: a mandelbrot row inside the set costs a hundred
// times one outside.
const tasksPerThread = 8

// uniformTasksPerThread is how many boxes each thread of a uniform launch
// owns, run in order: a thread that finishes its own takes the others'
// not yet started, so that a worker that starts late (woken from sleep,
// or on a core another process holds) does not hold back the launch with
// a whole thread's share. A tiled kernel, which packs its panels once per
// box, and one with private arrays, which copies them once per box, get
// one box per thread.
const uniformTasksPerThread = 2

// Execute runs the host program.
func Execute(x *Execution) error {
	x.Assigned = make([]bool, len(x.Module.Params))
	h := runtime.NewHostEval()
	index := map[*kernel.Kernel]int{}
	for i, k := range x.Module.Kernels {
		index[k] = i
	}
	var run func(steps []kernel.Step) error
	run = func(steps []kernel.Step) error {
		for _, s := range steps {
			switch st := s.(type) {
			case *kernel.HostLoop:
				lo, hi, step, err := h.Loop(x.Args, st.Lower, st.Upper, st.Step)
				if err != nil {
					return &runtime.StatusError{Kernel: "host", Status: err.(runtime.Stop).Status}
				}
				n := runtime.RangeCount(lo, hi, step)
				for it := int64(0); it < n; it++ {
					x.Args[st.Var.Slot] = lo + it*step
					if err := run(st.Body); err != nil {
						return err
					}
				}
			case *kernel.Launch:
				if err := x.launch(h, index[st.Kernel], st.Kernel); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return run(x.Module.Host)
}

// A box task: its box and output area.
type task struct {
	box    []int64
	out    []int64
	status kernel.Status
}

func (x *Execution) launch(h *runtime.HostEval, ki int, k *kernel.Kernel) error {
	if x.Schedule != nil && len(k.Dims) > 0 {
		d := k.Dims[0]
		lo, hi, step, err := h.Loop(x.Args, d.Lower, d.Upper, d.Step)
		if err != nil {
			return &runtime.StatusError{Kernel: k.Name, Status: err.(runtime.Stop).Status}
		}
		s, err := x.Schedule(ki, lo, step, runtime.RangeCount(lo, hi, step), x.Args)
		if err != nil {
			return err
		}
		if s != nil {
			return x.scheduled(ki, k, s)
		}
	}
	even := uniform(k)
	tasks, err := x.split(h, k, even)
	if err != nil {
		return err
	}
	nout := 2 * len(k.Outputs)
	outs := make([]int64, len(tasks)*nout) // one allocation for every box's outputs
	for t, tk := range tasks {
		tk.out = outs[t*nout : (t+1)*nout : (t+1)*nout]
		for i, o := range k.Outputs {
			if o.Combine != kernel.Reduce {
				continue
			}
			tk.out[2*i] = x.Args[o.Local.Param.Slot]
			if t > 0 {
				tk.out[2*i] = runtime.SlotIdentity(o.Op, o.Local.Type, tk.out[2*i])
			}
		}
	}
	parallel(x.Threads, len(tasks), !even, func(t int) {
		tasks[t].status = x.Runner.RunKernel(ki, tasks[t].box, x.Args, tasks[t].out)
	})
	for _, tk := range tasks {
		if tk.status != kernel.OK {
			return &runtime.StatusError{Kernel: k.Name, Status: tk.status}
		}
	}
	return x.combineOutputs(k, tasks)
}

// split cuts a launch into boxes: the leading rectangular Dims are split
// into a box per thread, or several where the points' costs differ (not
// even: see uniform); the other Dims run whole in each box.
// Boxes are in iteration order, so the last holds the last iteration.
func (x *Execution) split(h *runtime.HostEval, k *kernel.Kernel, even bool) ([]*task, error) {
	// A floating-point reduction's digits depend on how its partial
	// results are grouped: its launches are cut into boxes by the sizes
	// only, whatever the thread count, and combined in iteration order,
	// so that every --threads prints one answer.
	fixed := runtime.FloatReduction(k)
	if len(k.Dims) == 0 || x.Threads < 2 && !fixed || fixed && x.Exact {
		return newTasks(1, len(k.Dims)), nil
	}
	var counts []int64
	for _, d := range k.Dims {
		if d.DependsOnOuterDims || len(counts) == 2 {
			break
		}
		lo, hi, step, err := h.Loop(x.Args, d.Lower, d.Upper, d.Step)
		if err != nil {
			return nil, &runtime.StatusError{Kernel: k.Name, Status: err.(runtime.Stop).Status}
		}
		counts = append(counts, runtime.RangeCount(lo, hi, step))
	}
	target := int64(x.Threads)
	switch {
	case len(k.Privates) > 0:
		// Each box allocates its own copies of the private arrays
		// (kernelgen/private.go): one box per thread.
	case !even:
		target *= tasksPerThread
	case k.Tile == nil:
		target *= uniformTasksPerThread
	}
	if fixed {
		target = reductionTasks
	}
	total := counts[0]
	if len(counts) > 1 {
		total *= counts[1]
	}
	// A box should hold enough work to pay for a goroutine handing it over
	// (a few microseconds): estimate the work of a point by the trip
	// counts of the loops inside, where the host can evaluate them.
	work := total * innerWork(h, x.Args, k.Body)
	if w := k.Dims[0].Work; w > 0 && len(k.Dims) == 1 {
		work = total * w
	}
	target = min(target, max(work/minWorkPerTask, 1))
	if total < 2 || target < 2 {
		return newTasks(1, len(k.Dims)), nil
	}
	parts0, parts1 := min(counts[0], target), int64(1)
	// A location reduction combines boxes as runs of consecutive
	// iterations: only the first Dim is cut.
	if parts0 < target && len(counts) > 1 && counts[1] > 1 && !kernel.Selects(k) {
		parts1 = min(counts[1], (target+parts0-1)/parts0)
	}
	tasks := newTasks(int(parts0*parts1), len(k.Dims))
	for p := range parts0 {
		for q := range parts1 {
			b := tasks[p*parts1+q].box
			b[0], b[1] = counts[0]*p/parts0, counts[0]*(p+1)/parts0
			if parts1 > 1 {
				b[2], b[3] = counts[1]*q/parts1, counts[1]*(q+1)/parts1
			}
		}
	}
	return tasks, nil
}

// newTasks returns n tasks whose boxes, each over the whole of every one
// of dims Dims, come from one allocation (a launch in a time loop
// allocates them again at every step).
func newTasks(n, dims int) []*task {
	ts := make([]task, n)
	ptrs := make([]*task, n)
	boxes := make([]int64, n*2*dims)
	for i := range ts {
		b := boxes[i*2*dims : (i+1)*2*dims : (i+1)*2*dims]
		for d := range dims {
			b[2*d+1] = math.MaxInt64
		}
		ts[i].box = b
		ptrs[i] = &ts[i]
	}
	return ptrs
}

// reductionTasks is how many boxes a launch with a floating-point
// reduction is cut into at most, for any thread count: enough for the
// threads of a large machine, few enough that the grouping costs nothing.
const reductionTasks = 64

// minWorkPerTask is the estimated work (innermost statement runs) below
// which a launch is not split further.
const minWorkPerTask = 8192

// innerWork estimates how many times the innermost statements of body run
// per point: the product of the trip counts of the loops inside, those the
// host cannot evaluate (their bounds read the point) counted as 16.
func innerWork(h *runtime.HostEval, args []int64, body []kernel.Stmt) int64 {
	work := int64(1)
	for _, s := range body {
		switch x := s.(type) {
		case *kernel.For:
			trips := int64(16)
			if !readsLocals(x.Lower, x.Upper, x.Step) {
				if lo, hi, st, err := h.Loop(args, x.Lower, x.Upper, x.Step); err == nil {
					trips = max(runtime.RangeCount(lo, hi, st), 1)
				}
			}
			work = max(work, min(trips*innerWork(h, args, x.Body), 1<<40))
		case *kernel.If:
			work = max(work, innerWork(h, args, x.Then))
		}
	}
	return work
}

// readsLocals reports whether an expression reads a kernel's variables,
// which the host does not have.
func readsLocals(es ...kernel.Expr) bool {
	found := false
	for _, e := range es {
		kernel.WalkExpr(e, func(x kernel.Expr) {
			switch x.(type) {
			case *kernel.Var, *kernel.Load:
				found = true
			}
		})
	}
	return found
}

// uniform reports whether every point of k does about the same work, so
// that equal boxes take equal times: no Dim whose bounds read an outer
// Dim's variable and no inner loop whose bounds read the kernel's
// variables (triangular loops), no loop that a break leaves early and no
// loop that runs only where a condition holds (if-conversion leaves such
// an If around it).
func uniform(k *kernel.Kernel) bool {
	for _, d := range k.Dims {
		if d.DependsOnOuterDims {
			return false
		}
	}
	var walk func(body []kernel.Stmt, guarded bool) bool
	walk = func(body []kernel.Stmt, guarded bool) bool {
		for _, s := range body {
			switch st := s.(type) {
			case *kernel.For:
				if guarded || len(st.Exits) > 0 || readsLocals(st.Lower, st.Upper, st.Step) || !walk(st.Body, false) {
					return false
				}
			case *kernel.If:
				if !walk(st.Then, true) {
					return false
				}
			}
		}
		return true
	}
	return walk(k.Body, false)
}
