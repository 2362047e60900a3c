// This file proves that a loop whose bounds are read at each entry walks
// disjoint blocks of values in the iterations of an enclosing loop, as
// work split by hand does:
//
//	for i in range(nblocks):
//	    for j in range(i * n // nblocks, (i + 1) * n // nblocks):
//	        out[j] = ...
//
// The bounds are not affine, so the tests take them as unknown: every
// iteration of i may give j any range, and out[j] written under two
// iterations of i may be one element, which runs i in order. Here the
// range of j under i is [f(i), f(i + 1)) with f nondecreasing in i, so
// the ranges of two iterations i1 < i2 do not overlap and the first lies
// below the second: f(i1 + 1) <= f(i2). A pair of references that meets
// in two iterations with i1 < i2 therefore has j1 < j2, and one that
// needs j1 = j2 (out[j] and out[j]) meets only within one iteration of i.
//
// The lowering recognises the shape (blockOf) and marks the inner loop
// with Loop.BlockedBy; the pair tests then drop, from every answer, the
// direction vectors that put i and j in contrary orders (pair.blocks).
// The tests compare values, not iteration numbers, at a loop whose start
// is unknown (env.go), which is what the rule speaks of; they ignore its
// step, which holds only within one entry of the loop, and strides gives
// it back where the enclosing loops are in the same iteration.

package depend

import (
	"fmt"
	"math"
	"slices"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// A trend is how an integer expression changes as one variable grows, the
// others fixed.
type trend uint8

const (
	steady  trend = iota // does not read the variable
	rising               // nondecreasing
	falling              // nonincreasing
	erratic              // anything else, or not known
)

// flip is the trend of -e.
func (t trend) flip() trend {
	switch t {
	case rising:
		return falling
	case falling:
		return rising
	}
	return t
}

// plus is the trend of a sum of expressions with trends t and u.
func (t trend) plus(u trend) trend {
	switch {
	case t == steady:
		return u
	case u == steady, t == u:
		return t
	}
	return erratic
}

// trendIn is the trend of the integer expression e in loop variable v,
// with symbols and opaque values (len(a)) replaced by their values in
// bindings (nil: none known). e must read no other loop variable of the
// nest (loopVars); + - * // min max and constants are followed, a product
// or floor division only by a side whose value is known, and everything
// else that reads v is erratic.
func trendIn(e nest.Expr, v string, loopVars map[string]bool, bindings map[string]int64) trend {
	if !readsLoopVar(e, loopVars, "") {
		return steady
	}
	switch x := e.(type) {
	case *nest.Name:
		if x.Role == nest.LoopVar && x.Id == v {
			return rising
		}
	case *nest.Unary:
		switch x.Op {
		case nest.Neg:
			return trendIn(x.X, v, loopVars, bindings).flip()
		case nest.Plus:
			return trendIn(x.X, v, loopVars, bindings)
		}
	case *nest.Binary:
		tx, ty := trendIn(x.X, v, loopVars, bindings), trendIn(x.Y, v, loopVars, bindings)
		switch x.Op {
		case nest.Add:
			return tx.plus(ty)
		case nest.Sub:
			return tx.plus(ty.flip())
		case nest.Mul:
			if ty == steady {
				return scaled(tx, x.Y, bindings)
			}
			if tx == steady {
				return scaled(ty, x.X, bindings)
			}
		case nest.FloorDiv:
			// ⌊x/c⌋ keeps x's trend for c > 0 and reverses it for c < 0.
			if ty == steady {
				if c, ok := valueOf(x.Y, bindings); ok && c != 0 {
					return scaled(tx, x.Y, bindings)
				}
			}
		}
	case *nest.Call:
		if (x.Func == "min" || x.Func == "max") && len(x.Args) >= 2 {
			t := steady
			for _, a := range x.Args {
				t = t.plus(trendIn(a, v, loopVars, bindings))
			}
			return t
		}
	}
	return erratic
}

// scaled is the trend t of an expression multiplied (or floor-divided) by
// factor, whose value must be known.
func scaled(t trend, factor nest.Expr, bindings map[string]int64) trend {
	c, ok := valueOf(factor, bindings)
	switch {
	case !ok:
		return erratic
	case c == 0:
		return steady
	case c < 0:
		return t.flip()
	}
	return t
}

// valueOf is the value of e, which reads no loop variable, when its
// symbols and opaque values are bound (by name and by source text).
func valueOf(e nest.Expr, bindings map[string]int64) (int64, bool) {
	f := nest.AffineForm(e, func(e nest.Expr) (affine.Form, bool) {
		var v int64
		ok := false
		switch x := e.(type) {
		case *nest.Name:
			if x.Role == nest.Symbol {
				v, ok = bindings[x.Id]
			}
		case *nest.Opaque:
			v, ok = bindings[x.Text]
		}
		return affine.Const(v), ok
	})
	if !f.Valid() || !f.IsConst() {
		return 0, false
	}
	return f.Const(), true
}

// readsLoopVar reports whether e reads a loop variable of the nest
// (loopVars) other than except, directly or inside an opaque value.
func readsLoopVar(e nest.Expr, loopVars map[string]bool, except string) bool {
	found := false
	other := func(n string) bool { return loopVars[n] && n != except }
	nest.WalkExpr(e, func(x nest.Expr) {
		switch y := x.(type) {
		case *nest.Name:
			found = found || y.Role == nest.LoopVar && y.Id != except
		case *nest.Opaque:
			found = found || slices.ContainsFunc(y.Names, other)
		}
	})
	return found
}

// shifted returns e with loop variable v replaced by v + c, or false where
// v is read by something other than arithmetic and calls.
func shifted(e nest.Expr, v string, c int64) (nest.Expr, bool) {
	switch x := e.(type) {
	case *nest.Const:
		return x, true
	case *nest.Name:
		if x.Role == nest.LoopVar && x.Id == v {
			return &nest.Binary{Pos: x.Pos, Op: nest.Add, X: x, Y: &nest.Const{Pos: x.Pos, Kind: nest.Int, Int: c}}, true
		}
		return x, true
	case *nest.Unary:
		y, ok := shifted(x.X, v, c)
		return &nest.Unary{Pos: x.Pos, Op: x.Op, X: y}, ok
	case *nest.Binary:
		a, okA := shifted(x.X, v, c)
		b, okB := shifted(x.Y, v, c)
		return &nest.Binary{Pos: x.Pos, Op: x.Op, X: a, Y: b}, okA && okB
	case *nest.Call:
		args := make([]nest.Expr, len(x.Args))
		for k, a := range x.Args {
			var ok bool
			if args[k], ok = shifted(a, v, c); !ok {
				return nil, false
			}
		}
		return &nest.Call{Pos: x.Pos, Func: x.Func, Args: args}, true
	}
	if !readsLoopVar(e, map[string]bool{v: true}, "") {
		return e, true // len(a), an element of an array the nest does not write
	}
	return nil, false
}

// blockOf finds the enclosing loop whose iterations give loop l disjoint,
// ascending blocks of values: l steps up from start to stop, where start
// is f(i) or max(f(i), ...), stop is f(i + c) or min(f(i + c), ...) with
// 0 < c <= |step of i|, and f reads no loop variable but i and does not
// decrease as i grows (or does not increase: then every block is empty).
// It returns the loop's variable, or "" with the symbols whose values
// could still decide it (needs) when f's trend depends on them.
func (lw *lowering) blockOf(l *nest.Loop, bindings map[string]int64) (outer string, needs []string) {
	if !l.Dynamic || l.StepValue <= 0 {
		return "", nil
	}
	alternatives := func(e nest.Expr, call string) []nest.Expr {
		if x, ok := e.(*nest.Call); ok && x.Func == call {
			return x.Args
		}
		return []nest.Expr{e}
	}
	starts, stops := alternatives(l.Start, "max"), alternatives(l.Stop, "min")
	loopVars := map[string]bool{}
	for _, m := range lw.n.Loops {
		loopVars[m.Var] = true
	}
	for p := l.Parent; p >= 0; p = lw.n.Loops[p].Parent {
		o := lw.n.Loops[p]
		step := o.StepValue
		if step < 0 {
			step = -step
		}
		for _, f := range starts {
			if readsLoopVar(f, loopVars, o.Var) {
				continue
			}
			// Two values of i differ by at least its step only when they
			// come from one progression: where i's start moves with the
			// loops around it (range(n - 1 - (t + 1) % 2, -1, -2),
			// range(t, n, 2)), values of two entries may differ by 1.
			shifts := []int64{1}
			if o.Lower.Valid() && !slices.ContainsFunc(o.Lower.Vars(), func(v string) bool { return loopVars[v] }) {
				shifts = append(shifts, step)
			}
			matched := false
			for _, c := range shifts {
				g, ok := shifted(f, o.Var, c)
				if !ok || c <= 0 {
					continue
				}
				text := nest.String(g)
				matched = matched || slices.ContainsFunc(stops, func(s nest.Expr) bool { return nest.String(s) == text })
			}
			if !matched {
				continue
			}
			if trendIn(f, o.Var, loopVars, bindings) != erratic {
				return o.Var, nil
			}
			nest.WalkExpr(f, func(x nest.Expr) {
				name := ""
				switch y := x.(type) {
				case *nest.Name:
					if y.Role == nest.Symbol {
						name = y.Id
					}
				case *nest.Opaque:
					name = y.Text
				}
				if _, bound := bindings[name]; name != "" && !bound {
					needs = append(needs, name)
				}
			})
		}
	}
	slices.Sort(needs)
	return "", slices.Compact(needs)
}

// blockSymbolsOf lists, sorted, the symbols whose values may show a loop
// of the nest to walk disjoint blocks (blockOf) where the static stage
// cannot tell: the sign of n in range(i * n // 2, (i + 1) * n // 2).
func (lw *lowering) blockSymbolsOf() []string {
	var out []string
	for _, l := range lw.n.Loops {
		if !l.Lower.Valid() || !l.Upper.Valid() {
			_, needs := lw.blockOf(l, nil)
			out = append(out, needs...)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// blocks removes from a pair's answer the direction vectors that a loop
// walking disjoint blocks (Loop.BlockedBy) rules out: with i before j in
// the common loops and j's values ascending within each block, i1 < i2
// (values) means j1 < j2, and i1 > i2 means j1 > j2. A box whose level
// at i holds several directions is split into one box per direction.
func (pr *pair) blocks(c *compiled, out outcome, sc *scratch) outcome {
	type rule struct {
		ki, kj int // levels in pr.common
		rising bool
	}
	var rules []rule
	for kj, lj := range pr.common {
		li := c.blockedBy[lj]
		if li < 0 {
			continue
		}
		ki := slices.Index(pr.common[:kj], li)
		if ki < 0 {
			continue
		}
		rules = append(rules, rule{ki, kj, c.p.Loops[li].Step > 0})
	}
	if len(rules) == 0 || len(out.boxes) == 0 {
		return out
	}
	boxes := out.boxes
	for _, r := range rules {
		var kept []box
		for _, b := range boxes {
			for _, d := range []Dir{Lt, Eq, Gt} {
				if b[r.ki].dir&d == 0 {
					continue
				}
				// The direction j must take: the values of i ascend
				// with the iterations for a positive step.
				need := Any
				switch {
				case d == Lt && r.rising, d == Gt && !r.rising:
					need = Lt
				case d != Eq:
					need = Gt
				}
				if b[r.kj].dir&need == 0 {
					continue
				}
				nb := sc.cloneBox(b)
				nb[r.ki].dir = d
				nb[r.kj].dir &= need
				if d == Eq {
					nb[r.ki].dist, nb[r.ki].known = 0, true
				}
				kept = append(kept, nb)
			}
		}
		boxes = kept
	}
	out.boxes = boxes
	return out
}

// blockedLoops compiles Loop.BlockedBy: per loop, the enclosing loop whose
// iterations give it disjoint blocks, or -1.
func (c *compiled) blockedLoops() error {
	c.blockedBy = make([]int, len(c.p.Loops))
	for li, l := range c.p.Loops {
		c.blockedBy[li] = -1
		if l.BlockedBy == "" {
			continue
		}
		if l.Lower.Valid() || l.Step < 0 {
			return fmt.Errorf("loop %d (%s): blocked by %s needs a lower bound that is not affine and a positive step", li, l.Var, l.BlockedBy)
		}
		o := chainVar(c.p, c.outer[li], l.BlockedBy)
		if o < 0 && c.used[li] {
			return fmt.Errorf("loop %d (%s): blocked by %s, which is not an enclosing loop", li, l.Var, l.BlockedBy)
		}
		c.blockedBy[li] = o
	}
	return nil
}

// strides restores, for one iteration of the loops around it, what the
// step of a loop with an unknown start says. The tests compare such a
// loop's values, ignoring its step, since its start may differ from one
// entry to the next (range(i % 2, n, 2) walks even columns in one row and
// odd ones in the next). Within one entry, though, every value it takes
// is start + step·t: two of them differ by a multiple of the step. So a
// position where both references read the loop with the same coefficient
// a and the enclosing loops with the same coefficients, and nothing else
// (a[i, j] against a[i, j + 1]), meets within one iteration of the
// enclosing loops only if a·(j1 − j2), the constant difference c, is a
// multiple of a·step. Where it is not, the vectors with Eq at every
// enclosing loop are removed: a box is split into the part with some
// enclosing level not Eq, which stays, and the all-Eq part, which goes.
func (pr *pair) strides(c *compiled, e *env, out outcome, sc *scratch) outcome {
	for kj, lj := range pr.common {
		step := c.p.Loops[lj].Step
		if !c.lower[lj].invalid || step == 1 || step == -1 || len(out.boxes) == 0 {
			continue
		}
		if !pr.strideApart(c, e, kj, step) {
			continue
		}
		var kept []box
		for _, b := range out.boxes {
			// The complement of "Eq at every level before kj", as
			// disjoint boxes: Eq before k, not Eq at k.
			for k := range kj {
				if b[k].dir&^Eq == 0 {
					continue
				}
				nb := sc.cloneBox(b)
				for m := range k {
					nb[m] = level{dir: Eq, known: true}
				}
				nb[k].dir &^= Eq
				kept = append(kept, nb)
				if b[k].dir&Eq == 0 {
					break
				}
			}
		}
		out.boxes = kept
	}
	return out
}

// strideApart reports whether some position of the pair proves that
// within one iteration of the loops around common level kj the two
// references never meet: it reads loop kj with one coefficient a on both
// sides, the loops around it with equal coefficients, no other loop, and
// its constant difference is known and not a multiple of a·step.
func (pr *pair) strideApart(c *compiled, e *env, kj int, step int64) bool {
	for _, d := range pr.dims {
		if d.unset || d.a[kj] == 0 || d.a[kj] != d.b[kj] {
			continue
		}
		same := true
		for k := range d.a {
			if k < kj && d.a[k] != d.b[k] || k > kj && d.a[k] != 0 {
				same = false
			}
		}
		for k := range d.b {
			if k > kj && d.b[k] != 0 {
				same = false
			}
		}
		cv, ok := d.c.value(e)
		if !same || !ok {
			continue
		}
		stride, ok := affine.Mul64(d.a[kj], step)
		if ok && stride != math.MinInt64 && cv%stride != 0 {
			return true
		}
	}
	return false
}
