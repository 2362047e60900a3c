// This file recognises location reductions (argmin, argmax and their
// first/last variants) among the scalars of an if-converted nest.

package depend

import (
	"slices"

	"github.com/alpyna/alpyna/nest"
)

// A location reduction is, after if-conversion, a test statement
//
//	__pT[i] = cand OP cur              (under a filter predicate F, or none)
//
// with OP one of <, <=, >, >= (operands either side), and, under exactly
// F and __pT[i], one assignment of each scalar of the group and nothing
// else:
//
//	cur = cand                         (the value form: cur is a scalar v)
//	loc = f(...)                       (any number of location scalars)
//
// or, in the index-only form, cur is x[m] for an array x the nest does not
// write and cand is x[s], and the group assigns m = s. v (or m) is read by
// the test only, the locations nowhere in the nest, the predicate __pT only
// by the group's assignments; cand, F and the locations' values depend on
// the iteration alone (no scalar the nest carries between iterations).
//
// Why chunks combined in order give the sequential answer. Write S(u) for
// the sequential loop over a run of iterations started from current value
// u, and take OP = < (the others are alike). A NaN is never selected (every
// comparison with it is false), and once u is NaN nothing is. For u not
// NaN, S(u) replaces the current value exactly at the iterations whose
// candidate is below everything before it and below u, so it ends at the
// first occurrence of m = the least candidate below u, if there is one, and
// changes nothing otherwise (with <=, at the last occurrence of the least
// candidate at most u). Now cut the loop into chunks run in order, each
// started from the value v0 before the loop, and fold the chunks' results
// in chunk order, a later chunk's result replacing the accumulated one iff
// that chunk assigned and its value OP the accumulated value (an
// unassigned accumulator takes any assigned result). The accumulated value
// u is v0 or a value that compared OP against v0, so the candidates below u
// are among those below v0: a chunk's S(v0) has found the least of them, m,
// and S(u) over the chunk replaces u iff m OP u, with m at the same
// location. That is the fold's rule, so the fold is S(v0) over the whole
// loop: the same value and locations, ties and NaNs included, in every
// cut. The index-only form is the same with u = x[m] (a chunk's result
// carries its value x[m] as the key the fold compares).

// findLocations recognises the nest's location reductions, once every
// scalar has its ordinary role: their scalars, which classify calls
// recurrences, become reductions, updated by every statement of the group.
func (lw *lowering) findLocations() {
	n := lw.n
	for _, t := range n.Stmts {
		loc := recogniseLocate(n, t)
		if loc == nil {
			continue
		}
		updates := map[int]bool{}
		for _, s := range loc.Stmts {
			updates[s] = true
			lw.groupOf[s] = loc.Test
		}
		for _, name := range loc.Scalars() {
			sc := n.Scalar(name)
			sc.Role, sc.Reduction, sc.Locate, sc.PrivateTo = nest.Reduction, nest.NoOp, loc, nil
			info := lw.scalars[name]
			info.privLoops, info.updates = nil, updates
		}
	}
}

// recogniseLocate returns the location reduction whose test statement is t,
// or nil.
func recogniseLocate(n *nest.Nest, t *nest.Assign) *nest.Locate {
	target, ok := t.Target.(*nest.Ref)
	if !ok || !target.Synthetic || len(t.Loops) == 0 || t.Op != nest.NoOp {
		return nil
	}
	if p := predicateNamed(n, target.Array); p == nil || p.Exit {
		return nil
	}
	cmp, ok := t.Value.(*nest.Compare)
	if !ok || cmp.Op != nest.Lt && cmp.Op != nest.Le && cmp.Op != nest.Gt && cmp.Op != nest.Ge {
		return nil
	}
	// The branch: every other statement that reads the predicate, each
	// under exactly the filter and the test.
	want := nest.String(t.Target)
	if t.Pred != nil {
		want = nest.String(&nest.Logic{Op: nest.And, X: t.Pred, Y: t.Target})
	}
	loc := &nest.Locate{Test: t.Index, Stmts: []int{t.Index}}
	assigned := map[string]*nest.Assign{}
	for _, st := range n.Stmts {
		if st == t || !refersTo(st.Pred, target.Array) && !refersTo(st.Value, target.Array) && !refersTo(st.Target, target.Array) {
			continue
		}
		name, ok := st.Target.(*nest.Name)
		if !ok || st.Op != nest.NoOp || st.Pred == nil || nest.String(st.Pred) != want ||
			!slices.Equal(st.Loops, t.Loops) || assigned[name.Id] != nil || refersTo(st.Value, target.Array) {
			return nil
		}
		assigned[name.Id] = st
		loc.Stmts = append(loc.Stmts, st.Index)
	}
	if len(assigned) == 0 {
		return nil
	}
	// Which side is the current value.
	var cand nest.Expr
	var cur string // the scalar the test compares against: v, or m of x[m]
	isGroupName := func(e nest.Expr) (string, bool) {
		x, ok := e.(*nest.Name)
		if !ok || assigned[x.Id] == nil {
			return "", false
		}
		return x.Id, true
	}
	keyed := func(e nest.Expr) (string, string, bool) {
		r, ok := e.(*nest.Ref)
		if !ok || r.Synthetic || r.Indirect || len(r.Subs) != 1 {
			return "", "", false
		}
		m, ok := isGroupName(r.Subs[0])
		return r.Array, m, ok
	}
	op := cmp.Op
	if v, ok := isGroupName(cmp.Y); ok {
		cand, cur, loc.Value = cmp.X, v, v
	} else if v, ok := isGroupName(cmp.X); ok {
		cand, cur, loc.Value, op = cmp.Y, v, v, flipCmp(op)
	} else if x, m, ok := keyed(cmp.Y); ok {
		cand, cur, loc.Keyed, loc.KeyedBy = cmp.X, m, x, m
	} else if x, m, ok := keyed(cmp.X); ok {
		cand, cur, loc.Keyed, loc.KeyedBy, op = cmp.Y, m, x, m, flipCmp(op)
	} else {
		return nil
	}
	loc.Cmp, loc.Cand = op, cand
	if loc.Keyed != "" {
		// The candidate is x[s] and the group assigns m = s.
		r, ok := cand.(*nest.Ref)
		if !ok || r.Array != loc.Keyed || len(r.Subs) != 1 || nest.String(assigned[cur].Value) != nest.String(r.Subs[0]) {
			return nil
		}
		for _, st := range n.Stmts {
			if w, ok := st.Target.(*nest.Ref); ok && w.Array == loc.Keyed {
				return nil // the keys could change under the reduction
			}
		}
	} else if nest.String(assigned[cur].Value) != nest.String(cand) {
		return nil // v = a[i] + 1 under `if a[i] < v` is no selection
	}
	// Every scalar of the group: assigned once in the nest, and read only
	// where the reduction reads it (the current value by the test).
	for name, w := range assigned {
		sc := n.Scalar(name)
		if sc == nil || sc.Role != nest.Recurrence {
			return nil
		}
		for _, st := range n.Stmts {
			if st != w && writesName(st, name) {
				return nil
			}
			if nest.ReadsName(st.Pred, name) || nest.ReadsName(st.Value, name) {
				if name != cur || st != t {
					return nil
				}
			}
		}
		if name != loc.Value {
			loc.Locations = append(loc.Locations, name)
		}
	}
	slices.SortFunc(loc.Locations, func(a, b string) int { return assigned[a].Index - assigned[b].Index })
	// What selects must not depend on other iterations: the candidate,
	// the filter and the locations' values read no scalar the nest
	// carries between iterations.
	seen := map[string]bool{}
	if !stateFree(n, cand, seen) || !stateFree(n, t.Pred, seen) {
		return nil
	}
	for _, name := range loc.Locations {
		if !stateFree(n, assigned[name].Value, seen) {
			return nil
		}
	}
	return loc
}

// stateFree reports whether e has the same value in an iteration however
// the earlier iterations went: it reads no scalar of the nest but private
// ones, and no predicate whose statements read one (seen guards against
// revisiting predicates).
func stateFree(n *nest.Nest, e nest.Expr, seen map[string]bool) bool {
	ok := true
	nest.WalkExpr(e, func(x nest.Expr) {
		switch x := x.(type) {
		case *nest.Name:
			if sc := n.Scalar(x.Id); sc != nil && sc.Role != nest.Private {
				ok = false
			}
		case *nest.Ref:
			if !x.Synthetic || seen[x.Array] {
				return
			}
			seen[x.Array] = true
			if p := predicateNamed(n, x.Array); p == nil || p.Exit {
				ok = false
				return
			}
			for _, st := range n.Stmts {
				if r, isRef := st.Target.(*nest.Ref); isRef && r.Array == x.Array {
					ok = ok && stateFree(n, st.Value, seen) && stateFree(n, st.Pred, seen)
				}
			}
		}
	})
	return ok
}

func predicateNamed(n *nest.Nest, name string) *nest.Predicate {
	for _, p := range n.Predicates {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// refersTo reports whether e subscripts the array name.
func refersTo(e nest.Expr, name string) bool {
	found := false
	nest.WalkExpr(e, func(x nest.Expr) {
		if r, ok := x.(*nest.Ref); ok && r.Array == name {
			found = true
		}
	})
	return found
}

// writesName reports whether st assigns the scalar name.
func writesName(st *nest.Assign, name string) bool {
	x, ok := st.Target.(*nest.Name)
	return ok && x.Id == name
}

// flipCmp turns `a OP b` into `b OP' a`.
func flipCmp(op nest.CmpOp) nest.CmpOp {
	switch op {
	case nest.Lt:
		return nest.Gt
	case nest.Le:
		return nest.Ge
	case nest.Gt:
		return nest.Lt
	case nest.Ge:
		return nest.Le
	}
	return op
}

// stmtOf is the statement the dependence problem sees st as: the test of
// its location reduction, or st itself.
func (lw *lowering) stmtOf(st int) int {
	if t, ok := lw.groupOf[st]; ok {
		return t
	}
	return st
}

// spliceGroups puts each location reduction's assignments back into the
// plan, right after its test statement, which stood for the whole group.
func (lw *lowering) spliceGroups(ns []*Node) []*Node {
	if len(lw.groupOf) == 0 {
		return ns
	}
	out := make([]*Node, 0, len(ns))
	for _, nd := range ns {
		if nd.Loop >= 0 {
			nd.Body = lw.spliceGroups(nd.Body)
			out = append(out, nd)
			continue
		}
		out = append(out, nd)
		if sc := lw.testOf(nd.Stmt); sc != nil {
			for _, s := range sc.Stmts[1:] {
				out = append(out, &Node{Loop: -1, Stmt: s})
			}
		}
	}
	return out
}

// testOf returns the location reduction whose test statement is st, or nil.
func (lw *lowering) testOf(st int) *nest.Locate {
	if t, ok := lw.groupOf[st]; !ok || t != st {
		return nil
	}
	for _, sc := range lw.n.Scalars {
		if sc.Locate != nil && sc.Locate.Test == st {
			return sc.Locate
		}
	}
	return nil
}
