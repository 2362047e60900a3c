package irregular

// This file holds the Planner, which lives as long as the accelerator and
// keeps the plan cache, and the Run, which schedules the launches of one
// execution of a module.

import (
	"cmp"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/runtime"
)

// Options tune the executor; the zero value is what alpyna runs with.
type Options struct {
	// MinIterations replaces the CPU policy's least number of iterations
	// a loop needs to be inspected (inspector.DefaultPolicy: 4096) when
	// positive; negative means no minimum. Tests set it to plan small
	// loops.
	MinIterations int
	// Verify checks every plan a launch uses against its loop with
	// inspector.Verify, and fails the launch if it is wrong (tests).
	Verify bool
	// MinRun is the least average length of the runs of consecutive
	// iterations of a Coloured plan's colours for it to run colour by
	// colour; shorter runs cost a kernel call each, and the increments
	// are privatised instead (or the loop runs in order). 0 means
	// DefaultMinRun; negative runs every Coloured plan by colour.
	MinRun int
	// CacheSize is how many plans the cache keeps; 0 means 64.
	CacheSize int
	// FloatPlanThreads is the thread count the plans of loops incrementing
	// floating-point elements are made for, whatever the run's, so that
	// their sums have one answer for every thread count; 0 means
	// DefaultFloatPlanThreads.
	FloatPlanThreads int
	// GPUPlans chooses, on the GPU, how loops whose iterations share
	// incremented elements run: GPUDefault as inspector.DefaultPolicy(GPU)
	// decides (one launch per colour; atomics for heavy collisions or too
	// many colours), GPUAtomics with atomic updates whenever they can,
	// GPUColours by colours whenever it can.
	GPUPlans GPUPlans
}

// GPUPlans is Options.GPUPlans.
type GPUPlans uint8

const (
	GPUDefault GPUPlans = iota
	GPUAtomics
	GPUColours
)

// DefaultMinRun is Options.MinRun's default: below it, a colour's kernel
// calls cost more than the iterations they run (docs/irregular.md,
// "Execution on the CPU", measures it).
const DefaultMinRun = 64

// A Planner turns irregular loops into schedules, keeping plans across
// calls. It is safe for concurrent use.
type Planner struct {
	opts  Options
	cache *inspector.Cache

	mu        sync.Mutex
	kernels   map[*kernel.Kernel]*kernelInfo
	schedules map[scheduleKey]*scheduled
	orders    map[*inspector.Plan]*ndarray.Array // GPU: plans' orders, as device-ready arrays
}

// kernelInfo is what the planner learns once per kernel.
type kernelInfo struct {
	inOrder string                   // why every launch runs in order; "" if it need not
	reads   []depend.IrregularTarget // arrays the kernel only reads through index arrays
}

type scheduleKey struct {
	plan    *inspector.Plan
	kernel  *kernel.Kernel
	count   int64
	threads int
}

// scheduled is a plan made into what runs.
type scheduled struct {
	schedule *runtime.Schedule // nil: the even split
	strategy inspector.Strategy
	reason   string // why it differs from the plan's strategy; empty if it does not
	// privatised are the Access.Target ids of the private arrays.
	privatised []int
}

// maxSchedules bounds the schedules kept (each as large as its plan).
const maxSchedules = 64

// NewPlanner returns a planner with an empty plan cache.
func NewPlanner(opts Options) *Planner {
	size := opts.CacheSize
	if size <= 0 {
		size = 64
	}
	return &Planner{opts: opts, cache: inspector.NewCache(size), kernels: map[*kernel.Kernel]*kernelInfo{},
		schedules: map[scheduleKey]*scheduled{}, orders: map[*inspector.Plan]*ndarray.Array{}}
}

// CacheStats returns the plan cache's lookup counts.
func (pl *Planner) CacheStats() inspector.CacheStats { return pl.cache.Stats() }

// A Report says what the launches of one irregular kernel ran in one
// execution of its module.
type Report struct {
	Kernel *kernel.Kernel
	Loop   int // the irregular loop (index into nest.Nest.Loops)
	// Launches counts the kernel's launches; Parallel reports whether every
	// one of them ran its iterations concurrently (false when none ran).
	Launches int
	Parallel bool
	// Strategy is what the last launch ran, Plan the inspector's plan it
	// came from (nil when the launch ran in order without inspecting), and
	// Reason why the launch ran as it did when that is not the plan's
	// strategy, or the plan's reason.
	Strategy inspector.Strategy
	Plan     *inspector.Plan
	Reason   string
	// Reused counts the launches whose plan came from the cache;
	// Inspection is the time spent getting plans and schedules.
	Reused     int
	Inspection time.Duration
	// Launched is, on the GPU, the variant of Kernel the last launch ran
	// (kernelgen.GPUIrregular); nil when it ran Kernel itself.
	Launched *kernel.Kernel
}

// A Run schedules the launches of one execution of a module.
type Run struct {
	pl       *Planner
	m        *kernel.Module
	p        *depend.NestPlan
	loops    []*depend.IrregularLoop // per kernel
	arrays   map[string]*ndarray.Array
	bindings map[string]int64
	threads  int
	// Exact runs every loop incrementing floating-point elements in
	// program order (alpyna.jit(exact_reductions=True)).
	Exact    bool
	hostVars map[int]*kernel.Param // nest loop index -> its host loop's variable
	reports  []*Report
	inspect  time.Duration
	gpu      []*kernelgen.IrregularVariants // per kernel, on the GPU (StartGPU)
}

// Start begins an execution of module m of plan p, whose kernels run the
// irregular loops loops (per kernel, nil for the others; from
// kernelgen.IrregularKernels), with the call's arrays and integer
// bindings, on threads threads.
func (pl *Planner) Start(m *kernel.Module, p *depend.NestPlan, loops []*depend.IrregularLoop,
	arrays map[string]*ndarray.Array, bindings map[string]int64, threads int) *Run {
	r := &Run{pl: pl, m: m, p: p, loops: loops, arrays: arrays, bindings: bindings, threads: threads,
		hostVars: map[int]*kernel.Param{}, reports: make([]*Report, len(m.Kernels))}
	var walk func([]kernel.Step)
	walk = func(steps []kernel.Step) {
		for _, s := range steps {
			if h, ok := s.(*kernel.HostLoop); ok {
				r.hostVars[h.Loop] = h.Var
				walk(h.Body)
			}
		}
	}
	walk(m.Host)
	for i, il := range loops {
		if il != nil {
			r.reports[i] = &Report{Kernel: m.Kernels[i], Loop: il.Loop}
		}
	}
	return r
}

// Reports returns what each irregular kernel ran, in kernel order
// (kernels that never launched included).
func (r *Run) Reports() []*Report {
	var out []*Report
	for _, rep := range r.reports {
		if rep != nil {
			out = append(out, rep)
		}
	}
	return out
}

// Inspection returns the time the run spent inspecting and scheduling.
func (r *Run) Inspection() time.Duration { return r.inspect }

// Schedule is the runtime.ScheduleFunc of the run.
func (r *Run) Schedule(ki int, lower, step, count int64, args []int64) (*runtime.Schedule, error) {
	il := r.loops[ki]
	if il == nil {
		return nil, nil
	}
	start := time.Now()
	s, err := r.schedule(ki, il, lower, step, count, args)
	d := time.Since(start)
	r.reports[ki].Inspection += d
	r.inspect += d
	return s, err
}

// inOrder is the schedule of one task running every iteration in order.
func inOrder(count int64) *runtime.Schedule {
	return &runtime.Schedule{Phases: [][]runtime.Task{{{{Lo: 0, Hi: count}}}}}
}

func (r *Run) schedule(ki int, il *depend.IrregularLoop, lower, step, count int64, args []int64) (*runtime.Schedule, error) {
	rep := r.reports[ki]
	k := r.m.Kernels[ki]
	rep.Launches++
	first := rep.Launches == 1
	sequential := func(plan *inspector.Plan, why string) (*runtime.Schedule, error) {
		rep.Strategy, rep.Plan, rep.Reason, rep.Parallel = inspector.Sequential, plan, why, false
		return inOrder(count), nil
	}
	threads := r.planThreads(il)
	switch {
	case threads < 0:
		return sequential(nil, "exact reductions: floating-point increments run in program order")
	case threads < 2:
		return sequential(nil, "one thread")
	}
	info := r.pl.kernelInfo(r.m, k, il, r.p)
	if info.inOrder != "" {
		return sequential(nil, info.inOrder)
	}
	pol := r.policy(threads)
	if count < int64(pol.MinIterations) {
		return sequential(nil, fmt.Sprintf("%d iterations, fewer than %d", count, pol.MinIterations))
	}
	if il.Reduction {
		return r.reduction(ki, il, count, threads)
	}
	plan, lp, why, err := r.plan(ki, il, info, lower, step, count, args, pol)
	if err != nil {
		return nil, err
	}
	if plan == nil {
		return sequential(nil, why)
	}
	sc := r.pl.scheduleOf(plan, k, count, r, lp, threads)
	if r.pl.opts.Verify && sc.schedule != nil {
		// What runs is checked too, as a plan of its own: phases are
		// colours, and a two-level schedule's tasks are partitions.
		if err := verifySchedule(sc, count, lp.acc); err != nil {
			return nil, fmt.Errorf("irregular: %s: schedule: %w", k.Name, err)
		}
	}
	rep.Strategy, rep.Plan = sc.strategy, plan
	rep.Reason = plan.Reason
	if sc.reason != "" {
		rep.Reason = sc.reason
	}
	parallel := sc.strategy != inspector.Sequential
	rep.Parallel = parallel && (first || rep.Parallel)
	if sc.strategy == inspector.Sequential {
		return inOrder(count), nil
	}
	return sc.schedule, nil
}

// plan returns the plan of a launch of kernel ki, from the cache or the
// inspector, checked when the options say so; a nil plan and why when the
// loop cannot be inspected (an index out of range: the kernel, run in
// order, raises it where Python would).
func (r *Run) plan(ki int, il *depend.IrregularLoop, info *kernelInfo, lower, step, count int64, args []int64,
	pol inspector.Policy) (*inspector.Plan, *loopPlan, string, error) {
	lp, err := r.loop(ki, il, info, lower, step, count, args)
	if err != nil {
		return nil, nil, err.Error(), nil
	}
	key, err := inspector.NewKey(lp.id, lp.n, lp.acc, pol, lp.ids...)
	if err != nil {
		return nil, nil, "", err
	}
	plan, hit := r.pl.cache.Get(key, lp.versions)
	if !hit {
		if err := lp.fill(); err != nil {
			return nil, nil, err.Error(), nil
		}
		if plan, err = inspector.Inspect(lp.n, lp.acc, pol); err != nil {
			return nil, nil, err.Error(), nil
		}
		if err := r.pl.cache.Put(key, lp.versions, plan); err != nil {
			return nil, nil, "", err
		}
	} else {
		r.reports[ki].Reused++
	}
	if r.pl.opts.Verify {
		if err := lp.fill(); err != nil {
			return nil, nil, "", err
		}
		if err := inspector.Verify(plan, lp.acc); err != nil {
			return nil, nil, "", fmt.Errorf("irregular: %s: %w", r.m.Kernels[ki].Name, err)
		}
	}
	return plan, lp, "", nil
}

// planThreads is the thread count the plans of irregular loop il are
// made for: the run's, except for a loop that increments floating-point
// elements, whose sums' last digits depend on how the increments are
// grouped (which plan, which colours, how many private copies). Its plans
// are made for Options.FloatPlanThreads whatever the run's thread count,
// so that every --threads prints one answer; -1 when the run wants them
// in program order (Exact).
func (r *Run) planThreads(il *depend.IrregularLoop) int {
	switch {
	case !IncrementsFloats(r.m, il):
		return r.threads
	case r.Exact:
		return -1
	}
	return cmp.Or(r.pl.opts.FloatPlanThreads, DefaultFloatPlanThreads)
}

// IncrementsFloats reports whether irregular loop il, run by module m,
// increments floating-point elements: its sums depend on the order of
// the increments.
func IncrementsFloats(m *kernel.Module, il *depend.IrregularLoop) bool {
	for _, t := range il.Targets {
		if !hasIncrement(&t) {
			continue
		}
		for _, a := range m.Arrays {
			if a.Name == t.Array && a.Elem.IsFloat() {
				return true
			}
		}
	}
	return false
}

// DefaultFloatPlanThreads is the thread count the plans of floating-point
// increments are made for by default: a machine's worth of private copies
// or colour tasks, which fewer threads take in turn.
const DefaultFloatPlanThreads = 8

// policy is the CPU policy for plans made for threads threads.
func (r *Run) policy(threads int) inspector.Policy {
	pol := inspector.DefaultPolicy(inspector.CPU)
	pol.Threads = threads
	pol.MinColourSize = 256 * threads
	pol.MinPartitionsPerColour = 2 * threads
	// The inspector privatises without colouring when colours' runs would
	// be shorter than the executor runs by colour.
	switch m := r.pl.opts.MinRun; {
	case m > 0:
		pol.MinRun = float64(m)
	case m < 0:
		pol.MinRun = 0
	default:
		pol.MinRun = DefaultMinRun
	}
	switch m := r.pl.opts.MinIterations; {
	case m > 0:
		pol.MinIterations = m
	case m < 0:
		pol.MinIterations = 0
	}
	return pol
}

// kernelInfo returns, computing it once per kernel, why the kernel's
// launches must run in order whatever the index arrays hold, and the
// arrays it only reads through index arrays (the reads of parallel loops
// fused with the irregular one included).
func (pl *Planner) kernelInfo(m *kernel.Module, k *kernel.Kernel, il *depend.IrregularLoop, p *depend.NestPlan) *kernelInfo {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	if info, ok := pl.kernels[k]; ok {
		return info
	}
	info := &kernelInfo{inOrder: checkKernel(m, k, il, p), reads: p.IrregularReads(il.Loop, k.Stmts)}
	pl.kernels[k] = info
	return info
}

// checkKernel says why a kernel runs in order: a kernel with a last-value output,
// or whose increments are not exact in their array's type, runs in order.
func checkKernel(m *kernel.Module, k *kernel.Kernel, il *depend.IrregularLoop, p *depend.NestPlan) string {
	for _, o := range k.Outputs {
		if o.Combine != kernel.Reduce {
			return fmt.Sprintf("the kernel leaves the last value of %s, which needs program order", o.Local.Name)
		}
	}
	for _, t := range il.Targets {
		for _, x := range t.Accesses {
			if x.Kind != depend.AccessIncrement {
				continue
			}
			line := p.Nest.Stmts[x.Stmt].Pos.Line
			found := false
			var bad error
			kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
				st, ok := s.(*kernel.Store)
				if !ok || st.Array.Name != t.Array || st.Line != line {
					return
				}
				found = true
				if err := exactIncrement(st, x.Op); err != nil && bad == nil {
					bad = err
				}
			})
			switch {
			case bad != nil:
				return fmt.Sprintf("line %d: %v", line, bad)
			case !found:
				return fmt.Sprintf("line %d: the kernel has no store of the increment of %s", line, t.Array)
			}
		}
	}
	return ""
}

// loopID identifies an irregular loop as a plan-cache loop: the loop
// record, the loop, and a description of how its index maps read their
// arrays (views, subscripts, inner trip counts), which the plan depends
// on as much as on the arrays' contents.
type loopID struct {
	nest any
	loop int
	maps string
}

// A loopPlan is the inspector's view of one launch of an irregular loop.
type loopPlan struct {
	id       loopID
	n        int
	acc      []inspector.Access
	ids      []any    // per index map of acc, in order
	versions []uint64 // per index map
	// maps gives, per access, where its index map's values come from
	// (nil for a direct access); accesses through one map share one.
	maps    []*mapValues
	filled  bool
	fillErr error
	// targets describe acc's targets (by Target id).
	targets []targetInfo
	refs    int64 // element references per iteration, all accesses
}

type targetInfo struct {
	t      *depend.IrregularTarget
	array  *ndarray.Array
	module int // index into Module.Arrays, -1 if absent
}

// computed is the identity of an index map computed from an affine
// subscript (no array): its values depend on the layout and the loop
// description only.
type computed struct{}

// fill materialises the index maps' values into acc, once.
func (lp *loopPlan) fill() error {
	if lp.filled {
		return lp.fillErr
	}
	lp.filled = true
	for ai, mv := range lp.maps {
		if mv == nil {
			continue
		}
		if mv.vals == nil && mv.err == nil {
			mv.vals, mv.err = mv.materialise(int64(lp.n))
		}
		if mv.err != nil {
			lp.fillErr = mv.err
			return mv.err
		}
		lp.acc[ai].Maps[0].Values = mv.vals
	}
	return nil
}

// loop builds the inspector's input for one launch, without the index
// maps' values (fill reads them): a cached plan needs only their layout,
// identities and versions.
func (r *Run) loop(ki int, il *depend.IrregularLoop, info *kernelInfo, lower, step, count int64, args []int64) (*loopPlan, error) {
	if count > int64(1<<31-2) {
		return nil, fmt.Errorf("%d iterations, too many to inspect", count)
	}
	env := map[string]int64{}
	for name, v := range r.bindings {
		env[name] = v
	}
	for loop, hv := range r.hostVars {
		env[r.p.Nest.Loops[loop].Var] = args[hv.Slot]
	}
	ev := &evaluator{n: r.p.Nest, L: il.Loop, lower: lower, step: step, env: env}
	lp := &loopPlan{n: int(count)}
	targets := append([]depend.IrregularTarget(nil), il.Targets...)
	targets = append(targets, info.reads...)
	var desc strings.Builder
	shared := map[string]*mapValues{}
	for ti := range targets {
		t := &targets[ti]
		a := r.arrays[t.Array]
		if a == nil || t.Axis >= a.NDim() {
			return nil, fmt.Errorf("no array %s with axis %d", t.Array, t.Axis)
		}
		info := targetInfo{t: t, array: a, module: -1}
		for i, ma := range r.m.Arrays {
			if ma.Name == t.Array {
				info.module = i
			}
		}
		lp.targets = append(lp.targets, info)
		row := int64(a.DType().ItemSize())
		for d, s := range a.Shape() {
			if d != t.Axis {
				row = min(row*int64(max(s, 1)), 1<<30)
			}
		}
		for xi := range t.Accesses {
			x := &t.Accesses[xi]
			acc := inspector.Access{Target: ti, Name: t.Array, Kind: kinds[x.Kind], Len: int64(a.Shape()[t.Axis]),
				Wrap: true, ElemBytes: int(row)}
			if x.Kind == depend.AccessIncrement {
				acc.Op = ops[x.Op]
			}
			ix, err := ev.index(x)
			if err != nil {
				return nil, err
			}
			lp.refs += ix.arity
			if ix.direct {
				acc.Direct = &inspector.Direct{Offset: ix.off, Stride: ix.stride}
				lp.acc = append(lp.acc, acc)
				lp.maps = append(lp.maps, nil)
				continue
			}
			var src *ndarray.Array
			if x.Index.Map != "" {
				if src = r.arrays[x.Index.Map]; src == nil {
					return nil, fmt.Errorf("no index array %s", x.Index.Map)
				}
				if !src.DType().IsInt() || !src.IsContiguous() || len(x.Index.Subs) != src.NDim() {
					return nil, fmt.Errorf("index array %s is a %s array of %d axes", x.Index.Map, src.DType(), src.NDim())
				}
			}
			sig := ix.signature(x.Index.Map, src)
			mv, ok := shared[sig]
			if !ok {
				mv = &mapValues{ix: ix, src: src}
				shared[sig] = mv
			}
			acc.Maps = []inspector.IndexMap{{Arity: int(ix.arity)}}
			lp.acc = append(lp.acc, acc)
			lp.maps = append(lp.maps, mv)
			if src != nil {
				lp.ids = append(lp.ids, src.Owner())
				lp.versions = append(lp.versions, src.Version())
			} else {
				lp.ids = append(lp.ids, computed{})
				lp.versions = append(lp.versions, 0)
			}
			desc.WriteString(sig)
			desc.WriteByte(';')
		}
	}
	lp.id = loopID{nest: r.p.Nest, loop: il.Loop, maps: desc.String()}
	return lp, nil
}

var kinds = [...]inspector.Kind{depend.AccessRead: inspector.Read, depend.AccessWrite: inspector.Write,
	depend.AccessIncrement: inspector.Increment}
