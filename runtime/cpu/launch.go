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
	// state is kept from an earlier Execute of Module (the backends keep
	// one per compiled module); nil, Execute makes one.
	state *launchState
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

// Execute runs the host program. An Execution run again reuses the state
// its last run left (host evaluator, task arena), so that its launches
// allocate nothing; x.Assigned is valid until the next run.
func Execute(x *Execution) error {
	st := x.state
	if st == nil || st.module != x.Module {
		st = newLaunchState(x.Module)
		x.state = st
	}
	st.parallel = false
	if cap(st.assigned) < len(x.Module.Params) {
		st.assigned = make([]bool, len(x.Module.Params))
	}
	x.Assigned = st.assigned[:len(x.Module.Params)]
	clear(x.Assigned)
	return x.runSteps(st, x.Module.Host)
}

// runSteps runs host steps in order.
func (x *Execution) runSteps(st *launchState, steps []kernel.Step) error {
	for _, s := range steps {
		switch s := s.(type) {
		case *kernel.HostLoop:
			lo, hi, step, err := st.host.Loop(x.Args, s.Lower, s.Upper, s.Step)
			if err != nil {
				return &runtime.StatusError{Kernel: "host", Status: err.(runtime.Stop).Status}
			}
			n := runtime.RangeCount(lo, hi, step)
			for it := int64(0); it < n; it++ {
				x.Args[s.Var.Slot] = lo + it*step
				if err := x.runSteps(st, s.Body); err != nil {
					return err
				}
				if runtime.ExitSet(x.Args, s.Exits) {
					break
				}
			}
		case *kernel.Launch:
			if err := x.launch(st, st.index[s.Kernel]); err != nil {
				return err
			}
		}
	}
	return nil
}

// A box task: its box and output area.
type task struct {
	box    []int64
	out    []int64
	status kernel.Status
}

// A launchState is what the launches of one module keep from one to the
// next, so that a launch in a time loop, or in the next call of the
// function, allocates nothing: the host evaluator with its compiled bound
// expressions, what the split needs to know of each kernel, and the task
// descriptors, boxes and output areas of the last launch, which the next
// one overwrites. One Execute uses it at a time (Native and GoKernels keep
// one per compiled module, and a second call running at the same time
// makes its own).
type launchState struct {
	module *kernel.Module
	host   *runtime.HostEval
	// bounds compiles and evaluates kernelInfo.counts.
	bounds  *runtime.ExprCompiler
	frame   runtime.Frame
	index   map[*kernel.Kernel]int
	kernels []kernelInfo // by kernel index
	// The arena of launches: tasks, their boxes and output areas.
	tasks    []task
	boxes    []int64
	outs     []int64
	assigned []bool
	chunks   [][]int64 // location reductions' output areas, for FoldSelects
	selected []int64
	// A parallel launch hands runBox to the pool; it runs box t of the
	// launch in progress (exec, kernel ki, tasks), which the launch sets
	// and clears. Made once: a closure made per launch is an allocation.
	exec    *Execution
	ki      int
	running []task
	runBox  func(t int)
	// parallel: a launch of the last Execute ran on more than one thread,
	// so the next call wakes the pool's workers as it begins.
	parallel bool
	// threads is how many threads the launch split last may use: fewer
	// than the Execution's where its work is too small for them
	// (minWorkPerThread).
	threads int
}

// kernelInfo is what a launch needs to know of a kernel, found once.
type kernelInfo struct {
	// uniform: its points cost alike (static chunks), else dynamic.
	uniform bool
	// floatReduction: its boxes are cut by the sizes alone (see split).
	floatReduction bool
	selects        bool // it has location reductions (kernel.Selects)
	// counts are the leading rectangular Dims that split may cut (at most
	// two), their bounds compiled on first use: evaluating them through
	// HostEval, whose cache is a map keyed by expression, cost a launch
	// too small to split as much as the rest of it.
	counts []dimCount
}

// dimCount is a Dim's bounds, compiled to read the argument vector.
type dimCount struct{ lower, upper, step runtime.IntFn }

func newLaunchState(m *kernel.Module) *launchState {
	st := &launchState{module: m, host: runtime.NewHostEval(), index: make(map[*kernel.Kernel]int, len(m.Kernels)),
		kernels: make([]kernelInfo, len(m.Kernels)), bounds: &runtime.ExprCompiler{ArrayIndex: map[*kernel.Array]int{}}}
	for i, k := range m.Kernels {
		st.index[k] = i
		st.kernels[i] = kernelInfo{uniform: uniform(k), floatReduction: runtime.FloatReduction(k), selects: kernel.Selects(k)}
	}
	st.runBox = func(t int) {
		tk := &st.running[t]
		tk.status = st.exec.Runner.RunKernel(st.ki, tk.box, st.exec.Args, tk.out)
	}
	return st
}

// counts returns the trip counts of the leading rectangular Dims of k that
// split may cut (at most two, n of them), for the argument vector args, or
// the status of a bound that fails (a zero step is a ValueError).
func (st *launchState) counts(k *kernel.Kernel, args []int64) (counts [2]int64, n int, status kernel.Status) {
	info := &st.kernels[st.index[k]]
	if info.counts == nil {
		info.counts = []dimCount{}
		for _, d := range k.Dims {
			if d.DependsOnOuterDims || len(info.counts) == 2 {
				break
			}
			info.counts = append(info.counts, dimCount{st.bounds.Ints(d.Lower), st.bounds.Ints(d.Upper), st.bounds.Ints(d.Step)})
		}
	}
	defer func() {
		if r := recover(); r != nil {
			s, ok := r.(runtime.Stop)
			if !ok {
				panic(r)
			}
			status = s.Status
		}
		st.frame.Args = nil
	}()
	st.frame.Args = args
	for i, d := range info.counts {
		lo, hi, step := d.lower(&st.frame), d.upper(&st.frame), d.step(&st.frame)
		if step == 0 {
			return counts, n, kernel.ValueError
		}
		counts[i] = runtime.RangeCount(lo, hi, step)
	}
	return counts, len(info.counts), kernel.OK
}

// newTasks returns n tasks from the arena, each box over the whole of
// every one of dims Dims, each output area of nout slots zero.
func (st *launchState) newTasks(n, dims, nout int) []task {
	if cap(st.tasks) < n {
		st.tasks = make([]task, n)
	}
	if cap(st.boxes) < n*2*dims {
		st.boxes = make([]int64, n*2*dims)
	}
	if cap(st.outs) < n*nout {
		st.outs = make([]int64, n*nout)
	}
	ts, boxes, outs := st.tasks[:n], st.boxes[:n*2*dims], st.outs[:n*nout]
	for d := range dims {
		boxes[2*d], boxes[2*d+1] = 0, math.MaxInt64
	}
	for i := range ts {
		b := boxes[i*2*dims : (i+1)*2*dims : (i+1)*2*dims]
		copy(b, boxes[:2*dims])
		ts[i] = task{box: b, out: outs[i*nout : (i+1)*nout : (i+1)*nout]}
	}
	clear(outs)
	return ts
}

func (x *Execution) launch(st *launchState, ki int) error {
	k := x.Module.Kernels[ki]
	if x.Schedule != nil && len(k.Dims) > 0 {
		d := k.Dims[0]
		lo, hi, step, err := st.host.Loop(x.Args, d.Lower, d.Upper, d.Step)
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
	info := st.kernels[ki]
	tasks, err := x.split(st, k, info)
	if err != nil {
		return err
	}
	for t := range tasks {
		out := tasks[t].out
		for i, o := range k.Outputs {
			if o.Combine != kernel.Reduce {
				continue
			}
			out[2*i] = x.Args[o.Local.Param.Slot]
			if t > 0 {
				out[2*i] = runtime.SlotIdentity(o.Op, o.Local.Type, out[2*i])
			}
		}
	}
	if threads := min(st.threads, len(tasks)); threads < 2 {
		// A launch too small to split, or one thread: the calling
		// goroutine runs its boxes, with no job and no closure.
		for t := range tasks {
			tk := &tasks[t]
			tk.status = x.Runner.RunKernel(ki, tk.box, x.Args, tk.out)
		}
	} else {
		st.parallel = true
		st.exec, st.ki, st.running = x, ki, tasks
		parallel(threads, len(tasks), !info.uniform, st.runBox)
		st.exec, st.running = nil, nil // the Execution holds the call's arrays
	}
	for t := range tasks {
		if tasks[t].status != kernel.OK {
			return &runtime.StatusError{Kernel: k.Name, Status: tasks[t].status}
		}
	}
	return x.combineOutputs(st, k, tasks)
}

// split cuts a launch into boxes, which it returns from st's arena: the
// leading rectangular Dims are split into a box per thread, or several
// where the points' costs differ (not uniform); the other Dims run whole
// in each box. Boxes are in iteration order, so the last holds the last
// iteration.
func (x *Execution) split(st *launchState, k *kernel.Kernel, info kernelInfo) ([]task, error) {
	// A floating-point reduction's digits depend on how its partial
	// results are grouped: its launches are cut into boxes by the sizes
	// only, whatever the thread count, and combined in iteration order,
	// so that every --threads prints one answer.
	fixed := info.floatReduction
	nout, dims := 2*len(k.Outputs), len(k.Dims)
	st.threads = 1
	if dims == 0 || x.Threads < 2 && !fixed || fixed && x.Exact {
		return st.newTasks(1, dims, nout), nil
	}
	counts, ncounts, status := st.counts(k, x.Args)
	if status != kernel.OK {
		return nil, &runtime.StatusError{Kernel: k.Name, Status: status}
	}
	total := counts[0]
	if ncounts > 1 {
		total *= counts[1]
	}
	// A box should hold enough work to pay for a thread handing it over
	// (a microsecond or so): estimate the work of a point by the trip
	// counts of the loops inside, where the host can evaluate them. A
	// launch under minWorkPerTask is one box, which the calling goroutine
	// runs with no job for the pool.
	var work int64
	if w := k.Dims[0].Work; w > 0 && dims == 1 {
		work = total * w
	} else {
		work = total * innerWork(st.host, x.Args, k.Body)
	}
	// Each thread gets minWorkPerThread at least.
	threads := min(int64(x.Threads), max(work/minWorkPerThread, 1))
	if threads < 2 && !fixed {
		return st.newTasks(1, dims, nout), nil
	}
	st.threads = int(threads)
	target := threads
	switch {
	case len(k.Privates) > 0:
		// Each box allocates its own copies of the private arrays
		// (kernelgen/private.go): one box per thread.
	case !info.uniform:
		target *= tasksPerThread
	case k.Tile == nil:
		target *= uniformTasksPerThread
	}
	if fixed {
		target = reductionTasks
	}
	target = min(target, max(work/minWorkPerTask, 1))
	if total < 2 || target < 2 {
		return st.newTasks(1, dims, nout), nil
	}
	parts0, parts1 := min(counts[0], target), int64(1)
	// A location reduction combines boxes as runs of consecutive
	// iterations: only the first Dim is cut.
	if parts0 < target && ncounts > 1 && counts[1] > 1 && !info.selects {
		parts1 = min(counts[1], (target+parts0-1)/parts0)
	}
	tasks := st.newTasks(int(parts0*parts1), dims, nout)
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

// reductionTasks is how many boxes a launch with a floating-point
// reduction is cut into at most, for any thread count: enough for the
// threads of a large machine, few enough that the grouping costs nothing.
const reductionTasks = 64

// minWorkPerTask is the estimated work (innermost statement runs) below
// which a launch is not split further.
const minWorkPerTask = 8192

// minWorkPerThread is the estimated work below which a launch does not
// take one more thread: a second thread costs a two-thread launch tens of
// microseconds more than the launch overhead measured alone (the worker
// that must be running, on a core that other processes share, and the
// wait for the slower half), and jacobi 256²'s sweeps of 65536 points
// (about 25 µs each) ran slower on two threads than on one on the
// 2-vCPU development VM, quiet (0.83x) or shared (0.65-0.75x), while
// launches of 10^6 points gained (docs/benchmarks.md, "Escape loops,
// Black-Scholes and short launches: 2026-11-27").
const minWorkPerThread = 1 << 17

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
