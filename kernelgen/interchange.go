// This file interchanges loops of the fused schedule so that a loop that
// must run in order no longer sits outside loops that may run in parallel.
//
// Allen–Kennedy keeps the loops in the program's order: in
//
//	for k in range(m):          # carries C's updates: sequential
//	    for i in range(n):      # parallel
//	        for j in range(n):  # parallel
//	            C[i, j] += A[i, k] * B[j, k]
//
// k is sequential and i, j parallel, and the cut would make k a host loop
// launching an (i, j) kernel m times. Yet i and j are '=' in every
// dependence among the statements they enclose: each iteration of them
// touches its own elements. Such a loop may move to any depth of a perfect
// chain of loops without changing the sign of any dependence's direction
// vector (its entry is '=' wherever it goes), so the dependences hold in
// any order that keeps the other loops' relative order. Moving it changes
// which iterations run between two updates of one element only in
// iterations that touch other elements: each element still sees its
// updates in the program's order, and C[i, j] += ... over k stays
// bit-exact.
//
// interchange applies this to each perfect chain of the fused forest (a
// loop whose body is one loop, and so on down; the innermost loop's body
// is kept as one block) that is not inside a kernel already and in which a loop that stays (sequential, or only
// parallel within an iteration of a sequential loop of the chain) encloses
// a movable one. The movable loops go to the top of the chain, in their
// order, where the cut makes them the kernel's Dims: one launch instead of
// one per iteration of the sequential loop, which runs inside the kernel.
//
// The CPU runs a kernel's Dims as loops over its box, around the body. For
// locality the innermost loop should be the one with the most unit-stride
// references (Kennedy and McKinley's loop cost, row-major arrays): with it
// innermost consecutive iterations touch consecutive elements. It is
// chosen among the movable loops and the innermost loop that stays. If it
// is a movable loop, it becomes the last Dim with Inside set to the number
// of loops that stay: the CPU runs its box inside them (gemver's
// "for j: for i in box: x[i] += A[j, i] * y[j]"), a GPU keeps it a thread
// axis. If it is the loop that stays, the Dims all go outside it (kij runs
// as ijk does, with k innermost).
//
// A chain is left as it is when a statement is the reduction of a scalar
// at one of its loops (moving a loop would change the order of the sum),
// assigns a scalar other than a private one that is not read after the
// nest, a predicate or an expanded value (their kernels hand values on in
// the program's order), when a loop's bounds read another loop of the
// chain (the chain is not rectangular), or when the chain holds an
// irregular loop or a loop with private copies of arrays (private.go).

package kernelgen

import (
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/nest"
)

// Reference costs per iteration of a candidate innermost loop, after
// Kennedy and McKinley: nothing for a reference the loop does not move, a
// fraction of a cache line for one it moves along the last axis by one
// element, a line for any other.
const (
	costInvariant = 0
	costUnit      = 1
	costStrided   = 8
)

// interchange reorders the perfect chains of ns as the file comment says,
// in place. Only chains outside kernels count: one whose loops the cut
// would run inside a kernel's Dims anyway gains no launch, and running a
// moved loop outside a sequential one there would only trade the
// sequential loop's vectorizable inner loop for a chain of dependent
// updates.
func interchange(ns []*snode, p *depend.NestPlan) {
	for i, n := range ns {
		if n.loop < 0 {
			continue
		}
		chain := []*snode{n}
		for last := n; len(last.body) == 1 && last.body[0].loop >= 0; last = last.body[0] {
			chain = append(chain, last.body[0])
		}
		if top := reorder(chain, p); top != nil {
			ns[i] = top
			continue
		}
		if !slices.ContainsFunc(chain, func(c *snode) bool { return dimOK(c, p) || irregularOK(c, p) }) {
			interchange(chain[len(chain)-1].body, p) // host loops so far
		}
	}
}

// reorder returns the top of chain reordered, or nil when the chain stays
// as it is.
func reorder(chain []*snode, p *depend.NestPlan) *snode {
	if !interchangeable(chain, p) {
		return nil
	}
	stmts := chain[0].stmts(nil)
	var moved, stay []*snode
	for _, n := range chain {
		if dimOK(n, p) && equalInChain(n.loop, chain, stmts, p) {
			moved = append(moved, n)
		} else {
			stay = append(stay, n)
		}
	}
	if len(moved) == 0 || len(stay) == 0 {
		return nil
	}
	// The innermost loop: the cheapest of the movable loops and the
	// innermost loop that stays; a tie keeps the one that stays.
	inner := stay[len(stay)-1]
	best := loopCost(inner.loop, stmts, p.Nest)
	for _, n := range moved {
		if c := loopCost(n.loop, stmts, p.Nest); c < best {
			inner, best = n, c
		}
	}
	if slices.Index(chain, stay[0]) > slices.Index(chain, moved[len(moved)-1]) && inner == stay[len(stay)-1] {
		return nil // already in order: nothing that stays encloses a movable loop
	}
	order := make([]*snode, 0, len(chain))
	for _, n := range moved {
		if n != inner {
			order = append(order, n)
		}
	}
	if slices.Contains(moved, inner) {
		order = append(order, inner)
	}
	order = append(order, stay...)
	// Fresh nodes: the chain's innermost body stays the same block.
	body := chain[len(chain)-1].body
	var top *snode
	for k := len(order) - 1; k >= 0; k-- {
		cp := *order[k]
		cp.body = body
		cp.inside = 0
		if order[k] == inner && slices.Contains(moved, inner) {
			cp.inside = len(stay)
		}
		cp.interchanged = true
		top = &cp
		body = []*snode{top}
	}
	return top
}

// interchangeable reports whether the chain may be reordered at all (the
// file comment's last paragraph).
func interchangeable(chain []*snode, p *depend.NestPlan) bool {
	n := p.Nest
	vars := map[string]bool{}
	for _, c := range chain {
		if c.irregular || slices.ContainsFunc(p.Privatised, func(pa depend.PrivateArray) bool { return pa.Loop == c.loop }) {
			return false
		}
		v := n.Loops[c.loop].Var
		if vars[v] {
			return false
		}
		vars[v] = true
	}
	for _, c := range chain {
		l := n.Loops[c.loop]
		for _, e := range []nest.Expr{l.Start, l.Stop, l.Step} {
			reads := false
			nest.WalkExpr(e, func(x nest.Expr) {
				if nm, ok := x.(*nest.Name); ok && nm.Role == nest.LoopVar && vars[nm.Id] {
					reads = true
				}
			})
			if reads {
				return false
			}
		}
	}
	expanded := map[string]bool{}
	for _, e := range p.Expanded {
		expanded[e.Name] = true
	}
	for _, s := range chain[0].stmts(nil) {
		st := n.Stmts[s]
		switch t := st.Target.(type) {
		case *nest.Ref:
			if t.Synthetic || t.Indirect {
				return false
			}
		case *nest.Name:
			if sc := n.Scalar(t.Id); sc == nil || sc.Role != nest.Private || sc.LiveOut {
				return false
			}
		default:
			return false
		}
		reads := false
		for _, e := range append(st.Reads(), st.Target, st.Pred) {
			nest.WalkExpr(e, func(x nest.Expr) {
				if name := nest.ValueName(x); name != "" && expanded[name] {
					reads = true
				}
			})
		}
		if reads || expanded[nest.ValueName(st.Target)] {
			return false
		}
		sp := p.Stmts[s]
		for k, l := range sp.Loops {
			if sp.Reduction[k] && slices.ContainsFunc(chain, func(c *snode) bool { return c.loop == l }) {
				return false
			}
		}
	}
	return true
}

// equalInChain reports whether loop is '=' in every dependence among stmts
// that no loop around the chain carries: parallel for the whole chain.
func equalInChain(loop int, chain []*snode, stmts []int, p *depend.NestPlan) bool {
	outer := func(l int) bool {
		if l < 0 {
			return false
		}
		loops := p.Stmts[stmts[0]].Loops
		return slices.Index(loops, l) < slices.Index(loops, chain[0].loop) && slices.Contains(loops, l)
	}
	for _, d := range p.Deps {
		if !slices.Contains(stmts, d.Src) || !slices.Contains(stmts, d.Dst) || outer(d.CarriedBy) {
			continue
		}
		k := slices.Index(p.Stmts[d.Src].Loops, loop)
		if k < 0 || k >= len(d.Dirs) || k >= len(p.Stmts[d.Dst].Loops) || p.Stmts[d.Dst].Loops[k] != loop || d.Dirs[k] != depend.Eq {
			return false
		}
	}
	return true
}

// loopCost is the cost of running loop innermost: the sum over the
// distinct array references of stmts of what one iteration of it costs
// them (the constants above). The arrays are taken as row-major.
func loopCost(loop int, stmts []int, n *nest.Nest) int {
	l := n.Loops[loop]
	step := l.StepValue
	seen := map[string]bool{}
	cost := 0
	for _, s := range stmts {
		st := n.Stmts[s]
		for _, e := range append(st.Reads(), st.Target) {
			nest.WalkExpr(e, func(x nest.Expr) {
				r, ok := x.(*nest.Ref)
				if !ok || r.Synthetic {
					return
				}
				if key := nest.String(r); !seen[key] {
					seen[key] = true
					cost += refCost(r, l.Var, step)
				}
			})
		}
	}
	return cost
}

// refCost is what one iteration of the loop over v (with step, 0 when
// known only at run time) costs reference r.
func refCost(r *nest.Ref, v string, step int64) int {
	if len(r.Forms) != len(r.Subs) {
		return costStrided
	}
	last := len(r.Forms) - 1
	moves := false
	for d, f := range r.Forms {
		if !f.Valid() {
			return costStrided
		}
		if c := f.Coef(v); c != 0 {
			moves = true
			if d != last {
				return costStrided
			}
			if c*step != 1 && c*step != -1 {
				return costStrided
			}
		}
	}
	if !moves {
		return costInvariant
	}
	return costUnit
}

// A KernelOrder says in what order one kernel of a plan's schedule runs
// its loops: what `alpyna compile --emit=plan` shows when interchange
// changed the program's order.
type KernelOrder struct {
	Stmts []int // its statements (indices into Nest.Stmts), the first naming it
	Host  []int // the host loops around its launches, outermost first
	Dims  []int // its Dims (parallel; a GPU's thread axes), outermost first
	// Loops are the perfect chain of sequential loops that each point of
	// the Dims runs around the statements, outermost first.
	Loops []int
	// Inside is how many of Loops the last Dim runs inside on the CPU
	// (kernel.Dim.Inside).
	Inside int
	// Interchanged: loop interchange moved the Dims above Loops.
	Interchanged bool
}

// Order returns the kernels of p's schedule in launch order, as Build
// makes them with these options, whatever the call's types. Loop indices
// are into p.Nest.Loops.
func Order(p *depend.NestPlan, opts Options) []KernelOrder {
	_, parts := schedule(p, opts, nil)
	var out []KernelOrder
	var walk func(parts []part, host []int)
	walk = func(parts []part, host []int) {
		for _, pt := range parts {
			if pt.host != nil {
				walk(pt.inner, append(slices.Clip(host), pt.host.loop))
				continue
			}
			ko := KernelOrder{Host: host}
			for _, n := range pt.body {
				ko.Stmts = n.stmts(ko.Stmts)
			}
			for _, d := range pt.dims {
				ko.Dims = append(ko.Dims, d.loop)
				ko.Inside = d.inside
				ko.Interchanged = ko.Interchanged || d.interchanged
			}
			for body := pt.body; len(body) == 1 && body[0].loop >= 0; body = body[0].body {
				ko.Loops = append(ko.Loops, body[0].loop)
			}
			out = append(out, ko)
		}
	}
	walk(parts, nil)
	return out
}
