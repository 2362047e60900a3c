// This file turns a plan into a schedule: the Allen–Kennedy forest with
// sibling loops fused back where fusion keeps their parallelism, then cut
// into host loops and kernels.
//
// Allen–Kennedy code generation distributes every statement into its own
// loop unless a dependence cycle binds it to others (gemm's three statements
// come out as three (i, j) loops). One kernel per statement is what the
// paper generates, and on a GPU it costs a launch and a trip through memory
// per statement; on the CPU it also expands every private scalar into an
// array. Fusion undoes the distribution where it is free:
//
//   - two adjacent sibling loops over the same variable, both parallel,
//     fuse when no dependence between their statements is carried by that
//     loop: every dependence between them then runs within one iteration,
//     and the plan's order puts its source first (Allen–Kennedy orders the
//     components topologically, so all of them go from the first to the
//     second);
//   - two adjacent sibling loops over the same variable, both sequential,
//     always fuse: running the second's statements after the first's in
//     each iteration respects every dependence, all of which go forward.
//
// Fusion repeats inside the fused bodies. Then the forest is cut: a parallel
// loop starts a kernel whose Dims are it and the parallel loops perfectly
// nested in it; a sequential loop with such a loop inside is a host loop;
// statements and sequential loops with no parallel loop inside are kernels
// without Dims. A loop parallel only as the reduction of a scalar private
// to enclosing loops starts a kernel only where those loops are host loops
// and it is long (firstDimOK); inside a kernel it runs in order. Between
// fusion and the cut, loop interchange moves the loops
// that are parallel for a whole perfect chain above a sequential loop of it
// (interchange.go), so that they become Dims too.
//
// Irregular loops (Options.Irregular, depend.IrregularLoop) are sequential
// in the plan because of dependences through index arrays, which an
// execution plan made from the index arrays at run time schedules (package
// irregular). Before fusion, each one whose node sits under sequential
// loops only, and so can start a kernel, is marked parallel and irregular:
// it fuses with adjacent parallel siblings as a parallel loop does (their
// statements share no dependence carried by the loop with it), never with
// another irregular loop (one plan per kernel), and becomes the first Dim
// of its kernel. Nothing else changes: its Dim is an ordinary Dim of the
// kernel ABI, whose iteration ranges the runtime hands out as the plan
// says. What the emitters assume of a Dim (independent iterations:
// llvm.loop.parallel_accesses on the innermost one, unroll-and-jam of its
// iterations) does not hold inside one range of an irregular Dim (a
// two-level partition or a privatised task runs conflicting iterations in
// program order), so that Dim is marked Ordered, which the emitters honour
// (no parallel-access metadata, no jamming, never a GPU thread axis).
// IrregularKernels finds the kernels again.

package kernelgen

import (
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/nest"
)

// snode is a node of the schedule: a loop (loop >= 0) or a statement.
type snode struct {
	loop     int
	parallel bool
	stmt     int
	body     []*snode
	// irregular: an irregular loop marked parallel (see the file comment).
	irregular bool
	// interchanged: the node is a loop of a chain that interchange
	// reordered; inside, for the loop it made the last Dim, how many loops
	// of the kernel's body it runs inside on the CPU (kernel.Dim.Inside).
	interchanged bool
	inside       int
	// wave: the node is the outer loop of a pair that runs by wavefronts
	// of tiles (wavefront.go).
	wave *WavefrontRun
	// long: the loop runs at least MinHostReductionTrips iterations in
	// some iteration of the loops around it (markLong), enough to reduce
	// a scalar private to those loops in a launch of its own.
	long bool
}

func fromPlan(ns []*depend.Node) []*snode {
	out := make([]*snode, len(ns))
	for i, n := range ns {
		out[i] = &snode{loop: n.Loop, parallel: n.Parallel, stmt: n.Stmt, body: fromPlan(n.Body)}
	}
	return out
}

// stmts appends the statements under n, in schedule order.
func (n *snode) stmts(out []int) []int {
	if n.loop < 0 {
		return append(out, n.stmt)
	}
	for _, c := range n.body {
		out = c.stmts(out)
	}
	return out
}

// markIrregular marks the nodes of the irregular loops that can start a
// kernel (reached through sequential loops only) as parallel and irregular.
func markIrregular(ns []*snode, loops []depend.IrregularLoop) {
	for _, n := range ns {
		if n.loop < 0 || n.parallel {
			continue
		}
		stmts := n.stmts(nil)
		slices.Sort(stmts)
		if slices.ContainsFunc(loops, func(il depend.IrregularLoop) bool {
			return il.Loop == n.loop && slices.Equal(il.Stmts, stmts)
		}) {
			n.parallel, n.irregular = true, true
			continue
		}
		markIrregular(n.body, loops)
	}
}

// fuse fuses adjacent siblings as the file comment says, recursively.
func fuse(ns []*snode, deps []depend.NestDep) []*snode {
	var out []*snode
	for _, n := range ns {
		if k := len(out) - 1; k >= 0 && fusible(out[k], n, deps) {
			out[k].body = append(out[k].body, n.body...)
			out[k].irregular = out[k].irregular || n.irregular
			continue
		}
		cp := *n
		cp.body = slices.Clone(n.body)
		out = append(out, &cp)
	}
	for _, n := range out {
		if n.loop >= 0 {
			n.body = fuse(n.body, deps)
		}
	}
	return out
}

func fusible(a, b *snode, deps []depend.NestDep) bool {
	if a.loop < 0 || a.loop != b.loop || a.parallel != b.parallel || a.irregular && b.irregular {
		return false
	}
	if !a.parallel {
		return true
	}
	as, bs := a.stmts(nil), b.stmts(nil)
	for _, d := range deps {
		if d.CarriedBy != a.loop {
			continue
		}
		if slices.Contains(as, d.Src) && slices.Contains(bs, d.Dst) || slices.Contains(bs, d.Src) && slices.Contains(as, d.Dst) {
			return false
		}
	}
	return true
}

// schedule is the fused, interchanged forest of a plan and its cut, with
// the pairs of loops worth running by wavefronts for these bindings marked
// (nil bindings: none).
func schedule(p *depend.NestPlan, opts Options, bindings map[string]int64) ([]*snode, []part) {
	forest := fromPlan(p.Plan.Body)
	markIrregular(forest, opts.Irregular)
	forest = fuse(forest, p.Deps)
	interchange(forest, p)
	markWavefronts(forest, p, bindings)
	markLong(forest, p, bindings)
	return forest, cut(forest, p)
}

// MinHostReductionTrips is the least number of iterations (at the most,
// over the iterations of the loops around it) for which a loop that
// reduces a scalar private to enclosing host loops runs as a kernel of
// its own, one launch per iteration of those loops (firstDimOK). Below
// it the reduction stays in order inside the host loop's kernel, where a
// float64 sum costs under a nanosecond an element: a launch split across
// threads costs tens of microseconds on a loaded machine, and a GPU would
// reassociate the sum for nothing. Measured on the 2-core VM (load 11,
// `s += a[i]` per host iteration, 2 threads): 40,000 iterations ran 1.3
// times slower as a launch each, 100,000 iterations 1.3 to 1.5 times
// faster (medians of 5 alternating runs, two series).
const MinHostReductionTrips = 1 << 16

// markLong marks the loop nodes of ns, at any depth, that run at least
// MinHostReductionTrips iterations for these bindings (nil bindings:
// none, the loops' bounds being unknown).
func markLong(ns []*snode, p *depend.NestPlan, bindings map[string]int64) {
	for _, n := range ns {
		if n.loop < 0 {
			continue
		}
		if bindings != nil {
			trips, ok := p.MaxTripCount(n.loop, bindings)
			n.long = ok && trips >= MinHostReductionTrips
		}
		markLong(n.body, p, bindings)
	}
}

// dimOK reports whether loop node n may be a Dim of a kernel: parallel, and
// not only as the reduction of a scalar private to an enclosing loop (gemm's
// acc summed over k), which must stay inside one iteration of that loop.
func dimOK(n *snode, p *depend.NestPlan) bool {
	if n.loop < 0 || !n.parallel || dynamicLoop(n, p) {
		return false
	}
	return reductionsOK(n, p, false, false)
}

// firstDimOK reports whether loop node n may be the first Dim of a kernel
// whose enclosing loops are all host loops: as dimOK, and also where n is
// parallel only as the reduction of a scalar private to enclosing loops
// (durbin's `sum_ = 0.0; for i in range(k): sum_ += ...` inside the
// sequential k). Every loop the scalar is private to is then a host loop,
// so each launch runs inside one iteration of them: the kernel reduces
// into the value the scalar has at the launch, as it does for a scalar
// reduced over the whole nest (builder.reducedOverDims). That takes a
// launch per iteration of the host loops, so n must be long (markLong).
func firstDimOK(n *snode, p *depend.NestPlan) bool {
	if n.loop < 0 || !n.parallel || dynamicLoop(n, p) {
		return false
	}
	return reductionsOK(n, p, false, n.long)
}

// irregularOK reports whether irregular loop node n may be the first Dim
// of its kernel: the statements of parallel siblings fused with it obey
// dimOK's rule (the irregular loop's own statements are sequential in the
// plan, and depend checked their scalars).
func irregularOK(n *snode, p *depend.NestPlan) bool {
	return n.irregular && !dynamicLoop(n, p) && reductionsOK(n, p, true, false)
}

// dynamicLoop reports whether loop node n has bounds the kernel reads at
// each entry from array elements (range(indptr[i], indptr[i + 1])). Such a
// loop is neither a Dim nor a host loop, whose ranges the launch computes
// before the kernel runs from parameters alone: it stays a loop inside its
// kernel. A loop whose bounds are read at each entry but from loop
// variables and symbols alone (the red-black sweep's range(1 + (i + t) %
// 2, n - 1, 2); len(u[0]) and other values evaluated before the nest are
// symbols too) may be either: as a host loop or a Dim under host loops,
// the launch evaluates its range from the host loops' values, which are
// parameters; as a Dim inside another Dim whose variable its bounds read,
// the kernel evaluates them at each point of the outer Dim, as it does a
// triangular Dim's (kernel.Dim.DependsOnOuterDims), and splits only the
// Dims outside it.
func dynamicLoop(n *snode, p *depend.NestPlan) bool {
	if n.loop < 0 || !p.Nest.Loops[n.loop].Dynamic {
		return false
	}
	l := p.Nest.Loops[n.loop]
	reads := false
	for _, e := range []nest.Expr{l.Start, l.Stop, l.Step} {
		nest.WalkExpr(e, func(x nest.Expr) {
			if _, ok := x.(*nest.Ref); ok {
				reads = true
			}
		})
	}
	return reads
}

// reductionsOK checks the statements under n at n's loop: parallel in the
// plan (unless sequentialOK), and not reductions of a scalar private to an
// enclosing loop (unless privateOK: those loops are host loops).
func reductionsOK(n *snode, p *depend.NestPlan, sequentialOK, privateOK bool) bool {
	for _, s := range n.stmts(nil) {
		sp := p.Stmts[s]
		k := slices.Index(sp.Loops, n.loop)
		if k < 0 {
			return false
		}
		if t, ok := p.Nest.Stmts[s].Target.(*nest.Name); ok && !scalarDimOK(p.Nest, p.Nest.Scalar(t.Id), n.loop) {
			return false
		}
		if !sp.Parallel[k] {
			if sequentialOK {
				continue
			}
			return false
		}
		if !sp.Reduction[k] && privateOutside(p.Nest.Stmts[s], p.Nest, n.loop) {
			// Parallel only because the loop runs at most once: one
			// value of the scalar per launch, which one thread writes.
			return false
		}
		if sp.Reduction[k] {
			t, ok := p.Nest.Stmts[s].Target.(*nest.Name)
			if !ok {
				return false
			}
			sc := p.Nest.Scalar(t.Id)
			switch {
			case sc == nil:
				return false
			case sc.Role == nest.Reduction:
			case privateOK && sc.Role == nest.Private && sc.Reduction != nest.NoOp:
			default:
				return false
			}
		}
	}
	return true
}

// scalarDimOK reports whether a statement assigning sc may run under loop
// as a kernel Dim. Not a recurrence: the plan calls such a loop parallel
// only when it has at most one iteration, which costs nothing run in
// order, and one thread must write it. Not a scalar read after the nest
// that is private to a loop inside, unless that inner loop surely runs:
// the kernel leaves the last iteration's value (Last), and the last
// iteration wrote it only when every loop between this one and the
// scalar's innermost private loop runs at least once.
func scalarDimOK(n *nest.Nest, sc *nest.Scalar, loop int) bool {
	switch {
	case sc == nil:
		return true
	case sc.Role == nest.Recurrence:
		return false
	case sc.Role == nest.Private && sc.LiveOut && len(sc.PrivateTo) > 0:
		k := slices.Index(sc.PrivateTo, loop)
		if k < 0 {
			return false
		}
		for _, inner := range sc.PrivateTo[k+1:] {
			if !surelyRuns(n.Loops[inner]) {
				return false
			}
		}
	}
	return true
}

// surelyRuns reports whether l runs at least one iteration whatever the
// loops around it and the symbols are: its bounds differ by a constant
// that leaves room for one step (range(3), range(i, i + 2)).
func surelyRuns(l *nest.Loop) bool {
	span, err := l.Upper.Sub(l.Lower)
	if err != nil || !l.Lower.Valid() || !l.Upper.Valid() || !span.IsConst() {
		return false
	}
	switch {
	case l.StepValue > 0:
		return span.Const() >= 1
	case l.StepValue < 0:
		return span.Const() <= -1
	}
	return false
}

// privateOutside reports whether st assigns a scalar private to loops
// around loop only: every iteration of loop writes the one value of an
// iteration of those loops, which the plan calls parallel only as a
// reduction or where loop runs at most once.
func privateOutside(st *nest.Assign, n *nest.Nest, loop int) bool {
	t, ok := st.Target.(*nest.Name)
	if !ok {
		return false
	}
	sc := n.Scalar(t.Id)
	return sc != nil && sc.Role == nest.Private && !slices.Contains(sc.PrivateTo, loop)
}

// hasDim reports whether some loop under n (n included) can be a Dim.
func hasDim(n *snode, p *depend.NestPlan) bool {
	if n.loop < 0 || dynamicLoop(n, p) {
		return false
	}
	if firstDimOK(n, p) || irregularOK(n, p) || n.wave != nil {
		return true
	}
	for _, c := range n.body {
		if hasDim(c, p) {
			return true
		}
	}
	return false
}

// A part is what the cut makes of a node list: a host loop over a node's
// loop with its own parts, or a kernel running nodes (with dims, the chain
// of loops that become Dims and the body inside the innermost).
type part struct {
	host  *snode // a host loop
	inner []part // its body

	dims []*snode // a kernel's Dims, outermost first
	body []*snode // a kernel's body: inside the innermost Dim, or the nodes themselves

	wave *snode // a pair run by wavefronts: a host loop over them and its kernel
}

// cut splits a node list into parts, merging consecutive nodes without
// parallel loops into one kernel without Dims.
func cut(ns []*snode, p *depend.NestPlan) []part {
	var out []part
	for _, n := range ns {
		switch {
		case firstDimOK(n, p) || irregularOK(n, p):
			dims := []*snode{n}
			for {
				last := dims[len(dims)-1]
				if len(last.body) != 1 || !dimOK(last.body[0], p) || !privateDimOK(dims, last.body[0], p) {
					break
				}
				dims = append(dims, last.body[0])
			}
			out = append(out, part{dims: dims, body: dims[len(dims)-1].body})
		case n.wave != nil:
			out = append(out, part{wave: n, body: []*snode{n}})
		case hasDim(n, p):
			out = append(out, part{host: n, inner: cut(n.body, p)})
		default:
			if k := len(out) - 1; k >= 0 && out[k].host == nil && out[k].dims == nil && out[k].wave == nil {
				out[k].body = append(out[k].body, n)
				continue
			}
			out = append(out, part{body: []*snode{n}})
		}
	}
	return out
}
