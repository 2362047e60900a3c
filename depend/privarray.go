package depend

import (
	"slices"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// A PrivateArray is an array that every iteration of a loop writes before
// it reads it: each element an iteration reads, an earlier statement of
// the same iteration wrote (PolyBench's doitgen: `for p: sum_[p] = 0.0;
// for s: sum_[p] += ...` then `for p: A[r, q, p] = sum_[p]` inside `for
// r: for q`). The dependences on the array carried by the loop then pass
// no value between iterations, and a private copy of the array per
// thread would let the loop run in parallel (array privatisation, as
// section 3 of docs/analysis.md does for scalars).
type PrivateArray struct {
	Array string
	Loop  int // index into Nest.Loops
}

// PrivateArrays lists, for these bindings, each array and each loop
// around all its references such that every read of the array is covered
// by a write of the same iteration of the loop (PrivateArray). The test is
// exact for the shapes it takes and refuses the others: a read is covered
// by an unpredicated write of an earlier statement in the same iteration
// of the loops the two share, whose every subscript is either the read's
// own (the same affine form of shared loops and symbols: `sum_[p] =` and
// `sum_[p] +=` in one `p` loop) or `u + c` for a loop u of the write's
// own, of step 1 and bounds of symbols only, whose range covers every
// value the read's subscript takes over the read's own loops (`for p in
// range(np_): sum_[p] = ...` covers `for p in range(np_): ... sum_[p]`).
// A write that covers only part of what is read (`for p in range(r)`)
// makes the array shared. Arrays reached through index arrays, or named
// whole in an expression the front end keeps opaque, are never private.
//
// Plans use it through privatise: such a loop runs in parallel with a
// copy of the array per chunk and, since the caller sees the array after
// the nest, the last iteration's values copied back.
func (p *NestPlan) PrivateArrays(bindings map[string]int64) []PrivateArray {
	n := p.Nest
	type access struct {
		st    *nest.Assign
		ref   *nest.Ref
		write bool
	}
	byArray := map[string][]access{}
	var order []string
	refused := map[string]bool{}
	add := func(st *nest.Assign, r *nest.Ref, write bool) {
		if _, ok := byArray[r.Array]; !ok {
			order = append(order, r.Array)
		}
		byArray[r.Array] = append(byArray[r.Array], access{st, r, write})
		if r.Indirect || r.Synthetic {
			refused[r.Array] = true
		}
	}
	reads := func(st *nest.Assign, e nest.Expr) {
		if e == nil {
			return
		}
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Ref:
				add(st, x, false)
			case *nest.Opaque:
				for _, name := range x.Names {
					refused[name] = true
				}
			}
		})
	}
	for _, st := range n.Stmts {
		reads(st, st.Value)
		reads(st, st.Pred)
		if t, ok := st.Target.(*nest.Ref); ok {
			for _, s := range t.Subs {
				reads(st, s)
			}
			if st.Op != nest.NoOp {
				add(st, t, false)
			}
			add(st, t, true)
		}
	}
	var out []PrivateArray
	for _, array := range order {
		acc := byArray[array]
		if refused[array] || !slices.ContainsFunc(acc, func(a access) bool { return a.write }) {
			continue
		}
		common := acc[0].st.Loops
		for _, a := range acc[1:] {
			common = common[:commonPrefix(common, a.st.Loops)]
		}
		for d, l := range common {
			covered := true
			for _, r := range acc {
				if r.write {
					continue
				}
				if !slices.ContainsFunc(acc, func(w access) bool {
					return w.write && writeCovers(n, w.st, w.ref, r.st, r.ref, d+1, bindings)
				}) {
					covered = false
					break
				}
			}
			if covered {
				out = append(out, PrivateArray{Array: array, Loop: l})
			}
		}
	}
	return out
}

// writeCovers reports whether write w of statement ws writes, in each
// iteration of the first depth loops around both, every element that read
// r of statement rs reads in that iteration, before rs reads it (see
// PrivateArrays for the shapes it takes).
func writeCovers(n *nest.Nest, ws *nest.Assign, w *nest.Ref, rs *nest.Assign, r *nest.Ref, depth int, bindings map[string]int64) bool {
	if ws.Pred != nil || ws.Index >= rs.Index || len(w.Forms) != len(r.Forms) {
		return false
	}
	shared := commonPrefix(ws.Loops, rs.Loops)
	if shared < depth {
		return false
	}
	// loopOf resolves a variable of a subscript of st to its loop: the
	// innermost enclosing loop of that name (-1: a symbol).
	loopOf := func(st *nest.Assign, v string) int {
		for i := len(st.Loops) - 1; i >= 0; i-- {
			if n.Loops[st.Loops[i]].Var == v {
				return st.Loops[i]
			}
		}
		return -1
	}
	own := func(st *nest.Assign, l int) bool { return l >= 0 && slices.Index(st.Loops, l) >= shared }
	// The read's own loops, outermost first, as intervals of their
	// variables; nil when one of them runs no iteration (nothing is read).
	iv := map[string]span{}
	for _, li := range rs.Loops[shared:] {
		l := n.Loops[li]
		lo, _, ok1 := boundInterval(l.Lower, l.Start, iv, bindings)
		_, hi, ok2 := boundInterval(l.Upper, l.Stop, iv, bindings)
		if !ok1 || !ok2 || l.StepValue != 1 {
			return false
		}
		if lo > hi-1 {
			return true // the read never runs
		}
		iv[l.Var] = span{lo, hi - 1}
	}
	used := map[int]bool{} // the write's own loops a subscript ranges over
	for d := range w.Forms {
		wf, rf := w.Forms[d], r.Forms[d]
		if !wf.Valid() || !rf.Valid() {
			return false
		}
		terms := wf.Terms()
		ownTerm := slices.IndexFunc(terms, func(t affine.Term) bool { return own(ws, loopOf(ws, t.Var)) })
		if ownTerm < 0 {
			// The same element in both, given the shared loops' values.
			if !wf.Equal(rf) {
				return false
			}
			for _, t := range terms {
				if lw, lr := loopOf(ws, t.Var), loopOf(rs, t.Var); lw != lr || own(rs, lr) {
					return false
				}
			}
			continue
		}
		// u + c over the write's own loop u, all of whose iterations run.
		if len(terms) != 1 || terms[0].Coef != 1 {
			return false
		}
		u := loopOf(ws, terms[0].Var)
		ul := n.Loops[u]
		if used[u] || ul.StepValue != 1 || !ul.Lower.Valid() || !ul.Upper.Valid() {
			return false
		}
		used[u] = true
		lo, ok1 := ul.Lower.Eval(bindings)
		hi, ok2 := ul.Upper.Eval(bindings)
		if !ok1 || !ok2 {
			return false // a bound reads a loop variable, or lacks a value
		}
		for _, t := range rf.Terms() {
			if l := loopOf(rs, t.Var); l >= 0 && !own(rs, l) {
				return false // the read moves with a shared loop
			}
		}
		rlo, rhi := formInterval(rf, iv, bindings)
		c := float64(wf.Const())
		if rlo < float64(lo)+c || rhi > float64(hi-1)+c {
			return false
		}
	}
	// Every own loop of the write runs in full, and at least once, for
	// each iteration of the shared ones: its bounds read symbols only.
	for _, l := range ws.Loops[shared:] {
		ol := n.Loops[l]
		if ol.StepValue != 1 || !ol.Lower.Valid() || !ol.Upper.Valid() {
			return false
		}
		lo, ok1 := ol.Lower.Eval(bindings)
		hi, ok2 := ol.Upper.Eval(bindings)
		if !ok1 || !ok2 || hi <= lo {
			return false
		}
	}
	return true
}

// privatise makes parallel, in the plan, each sequential loop node whose
// only dependences carried by it among its statements are on arrays that
// each chunk of its iterations may hold a copy of, and returns those
// arrays with their loops (NestPlan.Privatised). An array qualifies for a
// loop when:
//
//   - it is private to the loop (PrivateArrays): every iteration writes
//     what it reads before reading it, so no value passes between
//     iterations through it; and the loop reads it (an array it only
//     writes, `a[3] = b[i]`, where the last write wins, stays shared: a
//     copy would buy no more than the last iteration's store);
//   - every statement inside the loop that names it is under this node,
//     so that one copy serves all its accesses (Allen–Kennedy may have
//     distributed the loop);
//   - the elements each iteration writes are the same in every
//     iteration: every write is unpredicated, its subscripts are affine
//     over symbols and loops inside the loop, whose bounds are affine over
//     symbols and such loops, with constant steps, and no break leaves
//     any loop inside. The last iteration then writes every element any
//     iteration writes, so the copy of the chunk that ran it holds what
//     the array holds after the loop in order, and code generation copies
//     exactly those elements back (kernel.Kernel.CopyBack).
//
// The loops inside a privatised node keep their verdicts: Allen–Kennedy
// planned them with the node's carried dependences satisfied, and those
// are all on the copies, which the node's iterations do not share.
func (p *NestPlan) privatise(bindings map[string]int64) []PrivateArray {
	if !privatisable(p) {
		return nil
	}
	private := p.PrivateArrays(bindings)
	var out []PrivateArray
	var walk func(ns []*Node)
	walk = func(ns []*Node) {
		for _, nd := range ns {
			if nd.Loop < 0 {
				continue
			}
			if !nd.Parallel {
				if arrays := p.copyable(nd); len(arrays) > 0 && !slices.ContainsFunc(arrays, func(a string) bool {
					return !slices.Contains(private, PrivateArray{Array: a, Loop: nd.Loop})
				}) {
					nd.Parallel = true
					for _, a := range arrays {
						out = append(out, PrivateArray{Array: a, Loop: nd.Loop})
					}
				}
			}
			walk(nd.Body)
		}
	}
	walk(p.Plan.Body)
	return out
}

// privatisable reports whether some sequential loop node of p carries
// dependences only on arrays a copy per chunk could stand for (copyable):
// whether privatise may change p for some bindings, which decide only
// whether the arrays are private.
func privatisable(p *NestPlan) bool {
	found := false
	var walk func(ns []*Node)
	walk = func(ns []*Node) {
		for _, nd := range ns {
			if nd.Loop >= 0 && !found {
				found = !nd.Parallel && len(p.copyable(nd)) > 0
				walk(nd.Body)
			}
		}
	}
	walk(p.Plan.Body)
	return found
}

// copyable returns the arrays of the dependences loop node nd carries
// among its statements when a copy per chunk of its iterations could
// stand for each (oneCopy), nil otherwise.
func (p *NestPlan) copyable(nd *Node) []string {
	arrays := p.carriedArrays(nd)
	if slices.ContainsFunc(arrays, func(a string) bool { return !p.oneCopy(nd, a) }) {
		return nil
	}
	return arrays
}

// carriedArrays lists the arrays of the dependences that loop node nd
// carries among its statements, in order of first appearance; nil when
// one of them is on a scalar or a predicate, or through an index array.
func (p *NestPlan) carriedArrays(nd *Node) []string {
	stmts := nd.stmts(nil)
	var arrays []string
	for _, d := range p.Deps {
		if d.CarriedBy != nd.Loop || !slices.Contains(stmts, d.Src) || !slices.Contains(stmts, d.Dst) {
			continue
		}
		if !slices.Contains(p.Nest.Arrays, d.Array) {
			return nil
		}
		if !slices.Contains(arrays, d.Array) {
			arrays = append(arrays, d.Array)
		}
	}
	return arrays
}

// oneCopy reports whether a copy of array per chunk of loop node nd can
// stand for it (see privatise): the loop reads it, all its accesses inside
// the loop are under nd, and each iteration writes the same elements.
func (p *NestPlan) oneCopy(nd *Node, array string) bool {
	n := p.Nest
	under := nd.stmts(nil)
	read := false
	for _, st := range n.Stmts {
		at := slices.Index(st.Loops, nd.Loop)
		if at < 0 {
			continue
		}
		if r, ok := st.Target.(*nest.Ref); ok && r.Synthetic && exitFlag(n, r.Array) {
			return false // a break inside: some iteration may write less
		}
		if !names(st, array) {
			continue
		}
		if !slices.Contains(under, st.Index) {
			return false
		}
		read = read || reads(st, array)
		r, ok := st.Target.(*nest.Ref)
		if !ok || r.Array != array {
			continue
		}
		if st.Pred != nil {
			return false
		}
		for _, f := range r.Forms {
			if !f.Valid() || !overLoops(n, f, st.Loops, at+1) {
				return false
			}
		}
		for i := at + 1; i < len(st.Loops); i++ {
			l := n.Loops[st.Loops[i]]
			if l.StepValue == 0 || !l.Lower.Valid() || !l.Upper.Valid() ||
				!overLoops(n, l.Lower, st.Loops[:i], at+1) || !overLoops(n, l.Upper, st.Loops[:i], at+1) {
				return false
			}
		}
	}
	return read
}

// overLoops reports whether every loop variable form f reads, resolved
// to the innermost of the enclosing loops encl of its name, is one of
// encl[from:] (symbols are free).
func overLoops(n *nest.Nest, f affine.Form, encl []int, from int) bool {
	for _, t := range f.Terms() {
		for i := len(encl) - 1; i >= 0; i-- {
			if n.Loops[encl[i]].Var == t.Var {
				if i < from {
					return false
				}
				break
			}
		}
	}
	return true
}

// exitFlag reports whether predicate array name is a break's exit flag.
func exitFlag(n *nest.Nest, name string) bool {
	return slices.ContainsFunc(n.Predicates, func(pr *nest.Predicate) bool { return pr.Name == name && pr.Exit })
}

// reads reports whether statement st reads array.
func reads(st *nest.Assign, array string) bool {
	found := false
	visit := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			if r, ok := x.(*nest.Ref); ok && r.Array == array {
				found = true
			}
		})
	}
	visit(st.Value)
	visit(st.Pred)
	if r, ok := st.Target.(*nest.Ref); ok {
		found = found || r.Array == array && st.Op != nest.NoOp
		for _, sub := range r.Subs {
			visit(sub)
		}
	}
	return found
}

// names reports whether statement st reads or writes array.
func names(st *nest.Assign, array string) bool {
	found := false
	for _, e := range []nest.Expr{st.Target, st.Value, st.Pred} {
		nest.WalkExpr(e, func(x nest.Expr) {
			if r, ok := x.(*nest.Ref); ok && r.Array == array {
				found = true
			}
		})
	}
	return found
}
