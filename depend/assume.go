// This file lets a plan rest on a property of the values that code
// generation checks at run time: Floyd–Warshall's step.
//
//	for k in range(n):
//	    for i in range(n):
//	        for j in range(n):
//	            d[i, j] = min(d[i, j], d[i, k] + d[k, j])
//
// Within one k, row k and column k are read by every (i, j) and written
// at j == k and i == k, where the statement stores min(x, x + d[k, k]).
// That is x, bit for bit, when d[k, k] is not negative (a float x + c >= x
// for c >= 0, NaN where x or c is, and min keeps its first argument unless
// the second is smaller), so every (i, j) of the step reads the values
// from before the step, whatever the order, and i and j are parallel. The
// dependences between iterations of one step (carried by i or j) are
// removed from a second plan, NestPlan.Assumed, whose Assumes says what
// it rests on. The plan itself keeps them, for every consumer that does
// not check (the loop-record executor, the report). Code generation that
// runs the assumed plan checks d[k, k] >= 0 (or NaN) at every step,
// before any of the step's writes (a negative cycle through an earlier k
// can make it negative during the run), and stops otherwise, so that the
// nest runs in the interpreter; for elements other than floats (an int
// sum may wrap) it keeps the plan with every dependence.
//
// The statement must be the nest's only one, unconditional, in three
// loops with the same bounds, k outermost, with min's operands in that
// order (min(d[i, k] + d[k, j], d[i, j]) returns the sum on a tie, which
// turns -0.0 into 0.0).

package depend

import (
	"github.com/alpyna/alpyna/nest"
)

// An Assumption is a property of the values a plan rests on (the file
// comment): at the start of every iteration of loop Step, the element
// Array[v, v] (v that loop's variable) is not negative or is NaN.
type Assumption struct {
	Stmt  int    // the statement, an index into Nest.Stmts
	Array string // the array
	Step  int    // the loop, an index into Nest.Loops
	// Row and Col are the statement's references Array[i, v] and
	// Array[v, j], whose subscripts at v give code generation the index
	// of Array[v, v].
	Row, Col *nest.Ref
}

// minPlusStep returns the Floyd–Warshall step of the nest, or nil.
func (lw *lowering) minPlusStep() *Assumption {
	n := lw.n
	if len(n.Stmts) != 1 || len(n.Loops) != 3 {
		return nil
	}
	st := n.Stmts[0]
	if st.Op != nest.NoOp || st.Pred != nil || len(st.Loops) != 3 {
		return nil
	}
	kl := n.Loops[st.Loops[0]]
	for _, li := range st.Loops {
		l := n.Loops[li]
		if l.Dynamic || l.StepValue != 1 || !l.Lower.Valid() || !l.Upper.Valid() ||
			!l.Lower.Equal(kl.Lower) || !l.Upper.Equal(kl.Upper) || len(l.Lower.Vars())+len(l.Upper.Vars()) > 0 && readsLoop(n, l) {
			return nil
		}
	}
	k, a, b := kl.Var, n.Loops[st.Loops[1]].Var, n.Loops[st.Loops[2]].Var
	target, ok := st.Target.(*nest.Ref)
	if !ok || target.Synthetic || target.Indirect {
		return nil
	}
	call, ok := st.Value.(*nest.Call)
	if !ok || call.Func != "min" || len(call.Args) != 2 {
		return nil
	}
	first, ok := call.Args[0].(*nest.Ref)
	sum, isBin := call.Args[1].(*nest.Binary)
	if !ok || !isBin || sum.Op != nest.Add {
		return nil
	}
	x, okX := sum.X.(*nest.Ref)
	y, okY := sum.Y.(*nest.Ref)
	if !okX || !okY {
		return nil
	}
	// The target and min's first operand are d[i, j] (or d[j, i]: the
	// two inner loops may come in either order).
	ti, tj, ok := pairOf(target, k)
	if !ok || ti == tj || !(ti == a && tj == b || ti == b && tj == a) {
		return nil
	}
	if fi, fj, ok := pairOf(first, k); !ok || first.Array != target.Array || fi != ti || fj != tj {
		return nil
	}
	row, col := x, y
	if ri, rj, _ := pairOf(row, k); !(ri == ti && rj == k) {
		row, col = y, x
	}
	ri, rj, okR := pairOf(row, k)
	ci, cj, okC := pairOf(col, k)
	if !okR || !okC || row.Array != target.Array || col.Array != target.Array ||
		ri != ti || rj != k || ci != k || cj != tj {
		return nil
	}
	return &Assumption{Stmt: st.Index, Array: target.Array, Step: kl.Index, Row: row, Col: col}
}

// pairOf returns the variables of r's two subscripts when each is exactly
// a loop variable.
func pairOf(r *nest.Ref, _ string) (string, string, bool) {
	if r.Synthetic || r.Indirect || len(r.Forms) != 2 {
		return "", "", false
	}
	var vs [2]string
	for d, f := range r.Forms {
		terms := f.Terms()
		if !f.Valid() || f.Const() != 0 || len(terms) != 1 || terms[0].Coef != 1 {
			return "", "", false
		}
		vs[d] = terms[0].Var
	}
	return vs[0], vs[1], true
}

// readsLoop reports whether l's bounds read a loop variable of n.
func readsLoop(n *nest.Nest, l *nest.Loop) bool {
	for _, m := range n.Loops {
		for _, f := range []interface{ Vars() []string }{l.Lower, l.Upper} {
			for _, v := range f.Vars() {
				if v == m.Var {
					return true
				}
			}
		}
	}
	return false
}

// withinStep reports whether e is a dependence of the assumption's
// statement on its array between two iterations of one step: Eq at the
// step loop, carried by a loop inside it.
func (a *Assumption) withinStep(p *Problem, refStmt []int, e Edge) bool {
	return e.Level >= 2 && len(e.Dirs) > 0 && e.Dirs[0] == Eq && refStmt[e.Src] == a.Stmt && refStmt[e.Dst] == a.Stmt &&
		p.Refs[e.Src].Array == a.Array && p.Refs[e.Dst].Array == a.Array
}
