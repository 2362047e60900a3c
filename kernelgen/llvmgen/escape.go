// This file runs escape loops in vector lanes: a sequential loop with a
// data-dependent exit (a `for ... break`, or a `while` whose test can turn
// false early) inside the innermost parallel Dim, as in Mandelbrot:
//
//	for i, j (parallel):
//	    cr = ...; zr = 0.0; count = 0; __e1 = False
//	    for k in range(max_iter) until __e1:
//	        if not __e1: __p1 = zr*zr + zi*zi > 4.0
//	        if not __e1 and __p1: __e1 = True
//	        if not __e1: ...; count = count + 1
//	    counts[i, j] = count
//
// Neither LLVM nor Numba vectorizes it: the loop vectorizer only takes
// innermost loops with a computable trip count, and the SLP vectorizer
// cannot follow lanes that leave the loop at different iterations. Here
// the Dim is jammed (jam.go) escapeLanes iterations at a time, and the
// escape loop runs once for all of them on vectors: every local the loop
// reads or writes is a vector of the lanes' values, every assignment is a
// select on a per-lane mask of the lanes still running, and the vector
// loop ends when no lane is running or the range is exhausted.
//
// Each lane does exactly what the scalar loop does for its iteration, in
// the same order: the same IEEE operations on the same operands (lanes
// that have stopped compute values that are thrown away), the loop
// variable assigned in every iteration the lane runs, and the lane stopping
// after the iteration in which one of its exit flags became true. The
// scalar loop also leaves in the middle of that iteration, but every later
// statement is guarded by the flags (if-conversion), so running them under
// the guards changes nothing. Results are therefore bit for bit the scalar
// loop's, with the same iteration counts.
//
// The loop's body qualifies (escapable) when it holds only assignments and
// ifs over expressions that cannot fail but for a Python int's overflow
// (Deopt, checked in the lanes still running), read no arrays and call no
// functions, on floats, 64-bit ints and bools; its bounds must be the same
// in every lane. Anything else keeps the scalar loop.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// escapeLanes is how many iterations of the Dim run in one escape loop:
// two vectors of four doubles. The loop's body is one long dependence
// chain per lane (zr, zi in Mandelbrot), so more lanes than one vector
// holds give the core independent chains to overlap.
const escapeLanes = 8

// escapable reports whether the sequential loop f with exit flags can run
// in vector lanes (see the file's comment); invariant holds the locals
// that have one value in every lane.
func escapable(f *kernel.For, invariant map[*kernel.Local]bool) bool {
	if len(f.Exits) == 0 || !vectorType(f.Var.Type) ||
		!laneInvariant(f.Lower, invariant) || !laneInvariant(f.Upper, invariant) || !laneInvariant(f.Step, invariant) {
		return false
	}
	for _, e := range f.Exits {
		if !vectorType(e.Type) {
			return false
		}
	}
	return escapableStmts(f.Body)
}

func escapableStmts(body []kernel.Stmt) bool {
	for _, s := range body {
		switch x := s.(type) {
		case *kernel.Assign:
			if !vectorType(x.Dst.Type) || x.Dst.Type != x.Value.Type() && !sameRep(x.Dst.Type, x.Value.Type()) ||
				!vectorExpr(x.Value, true) {
				return false
			}
		case *kernel.If:
			if !vectorExpr(x.Cond, true) || !x.Cond.Type().IsBool() || !escapableStmts(x.Then) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// vectorType reports whether lanes of t are emitted here: doubles, 64-bit
// ints and bools.
func vectorType(t kernel.Type) bool {
	switch t {
	case kernel.PyFloat, kernel.Float64, kernel.PyInt, kernel.Int64, kernel.PyBool, kernel.Bool:
		return true
	}
	return false
}

// vectorExpr reports whether e can be evaluated in every lane at once.
// mayCheck says whether it may hold a checked Python int + or -, whose
// overflow is tested in the running lanes; the operands of the lazy forms
// (and, or, conditional expressions) may not, as all their operands are
// evaluated.
func vectorExpr(e kernel.Expr, mayCheck bool) bool {
	if !vectorType(e.Type()) {
		return false
	}
	switch x := e.(type) {
	case *kernel.Const, *kernel.Var, *kernel.ParamRef:
		return true
	case *kernel.Unary:
		switch {
		case x.Op == kernel.Not:
			return vectorExpr(x.X, mayCheck)
		case x.Op == kernel.Neg && (x.X.Type().IsFloat() || !x.Checked):
			return vectorExpr(x.X, mayCheck)
		}
		return false
	case *kernel.Binary:
		if !vectorExpr(x.X, mayCheck) || !vectorExpr(x.Y, mayCheck) {
			return false
		}
		switch {
		case x.T.IsFloat():
			return x.Op == kernel.Add || x.Op == kernel.Sub || x.Op == kernel.Mul ||
				x.Op == kernel.Div && !x.Checked || x.Op == kernel.Min || x.Op == kernel.Max
		case x.T.IsBool():
			return x.Op.Logical()
		}
		switch x.Op {
		case kernel.Add, kernel.Sub:
			return !x.Checked || mayCheck && x.T == kernel.PyInt
		case kernel.Mul, kernel.BitAnd, kernel.BitOr, kernel.BitXor:
			return !x.Checked
		}
		return false
	case *kernel.Compare:
		return vectorExpr(x.X, mayCheck) && vectorExpr(x.Y, mayCheck)
	case *kernel.Convert:
		from := x.X.Type()
		ok := sameRep(from, x.T) || from.IsInt() && x.T.IsFloat() || from.IsBool() && x.T.IsInt() ||
			x.T.IsBool()
		return ok && vectorExpr(x.X, mayCheck)
	case *kernel.Cond:
		return vectorExpr(x.Test, false) && vectorExpr(x.Then, false) && vectorExpr(x.Else, false)
	case *kernel.Logic:
		return x.X.Type().IsBool() && vectorExpr(x.X, false) && vectorExpr(x.Y, false)
	}
	return false
}

// escapeLoop is the state of one escape loop being emitted in lanes.
type escapeLoop struct {
	n    int                              // lanes
	vecs map[*kernel.Local]*ir.InstAlloca // each local the loop touches, as a vector of the lanes' values
}

// escapeFor emits the escape loop f for the u jammed lanes (jamStmts):
// the lanes' locals packed into vectors, the vector loop, and the
// vectors unpacked into the lanes' locals.
func (fg *funcGen) escapeFor(f *kernel.For, u int) {
	e := &escapeLoop{n: u, vecs: map[*kernel.Local]*ir.InstAlloca{}}
	var touched []*kernel.Local
	touch := func(l *kernel.Local) {
		if e.vecs[l] == nil {
			a := fg.entry.NewAlloca(e.vec(llType(l.Type)))
			fg.named(a, l.Name+".lanes")
			e.vecs[l] = a
			touched = append(touched, l)
		}
	}
	touch(f.Var)
	for _, x := range f.Exits {
		touch(x)
	}
	kernel.WalkStmts(f.Body, func(s kernel.Stmt) {
		switch x := s.(type) {
		case *kernel.Assign:
			touch(x.Dst)
			walkVars(x.Value, touch)
		case *kernel.If:
			walkVars(x.Cond, touch)
		}
	})
	for _, l := range touched {
		var v value.Value = constant.NewUndef(e.vec(llType(l.Type)))
		for lane := range u {
			v = fg.cur.NewInsertElement(v, fg.cur.NewLoad(llType(l.Type), fg.lanes[lane][l.Index]), i32c(int64(lane)))
		}
		fg.cur.NewStore(v, e.vecs[l])
	}

	// The bounds are the same in every lane: lane 0's are evaluated.
	lower, upper, step := fg.expr(f.Lower), fg.expr(f.Upper), fg.expr(f.Step)
	sc := constStep(f.Step)
	count := fg.rangeCount(lower, upper, step, sc)
	running := fg.entry.NewAlloca(e.vec(types.I1))
	fg.named(running, f.Var.Name+".running")
	fg.cur.NewStore(e.splat(i1c(true)), running)
	l := fg.openLoop(f.Var.Name+".lanes", i64c(0), count, i64c(1), true)
	// A lane runs this iteration if it ran the last one and did not stop
	// in it: as the scalar loop, it assigns the loop variable first.
	pred := fg.cur.NewLoad(e.vec(types.I1), running)
	e.assign(fg, f.Var, pred, fg.splatValue(e, fg.iterValue(lower, l.it, step, sc)))
	e.stmts(fg, f.Body, pred)
	var stopped value.Value
	for _, x := range f.Exits {
		v := fg.cur.NewLoad(e.vec(types.I1), e.vecs[x])
		if stopped == nil {
			stopped = v
		} else {
			stopped = fg.or(stopped, v)
		}
	}
	still := fg.and(pred, fg.cur.NewXor(stopped, e.splat(i1c(true))))
	fg.cur.NewStore(still, running)
	fg.closeLoop(l, fg.icmp(enum.IPredEQ, e.bits(fg, still), constant.NewInt(types.NewInt(uint64(u)), 0)))

	for _, x := range touched {
		v := fg.cur.NewLoad(e.vec(llType(x.Type)), e.vecs[x])
		for lane := range u {
			fg.cur.NewStore(fg.cur.NewExtractElement(v, i32c(int64(lane))), fg.lanes[lane][x.Index])
		}
	}
}

// walkVars calls f for each local e reads.
func walkVars(e kernel.Expr, f func(*kernel.Local)) {
	kernel.WalkExpr(e, func(x kernel.Expr) {
		if v, ok := x.(*kernel.Var); ok {
			f(v.Local)
		}
	})
}

func (e *escapeLoop) vec(t types.Type) *types.VectorType { return types.NewVector(uint64(e.n), t) }

// splat is the constant vector of n copies of c.
func (e *escapeLoop) splat(c constant.Constant) constant.Constant {
	elems := make([]constant.Constant, e.n)
	for i := range elems {
		elems[i] = c
	}
	return constant.NewVector(e.vec(c.Type()), elems...)
}

// splatValue is the vector of n copies of v.
func (fg *funcGen) splatValue(e *escapeLoop, v value.Value) value.Value {
	if c, ok := v.(constant.Constant); ok {
		return e.splat(c)
	}
	one := fg.cur.NewInsertElement(constant.NewUndef(e.vec(v.Type())), v, i32c(0))
	return fg.cur.NewShuffleVector(one, constant.NewUndef(e.vec(v.Type())),
		constant.NewZeroInitializer(e.vec(types.I32)))
}

// bits is a mask of i1 lanes as an integer of n bits (zero: no lane set).
func (e *escapeLoop) bits(fg *funcGen, mask value.Value) value.Value {
	return fg.cur.NewBitCast(mask, types.NewInt(uint64(e.n)))
}

// assign stores v into the lanes of l where pred holds.
func (e *escapeLoop) assign(fg *funcGen, l *kernel.Local, pred, v value.Value) {
	old := fg.cur.NewLoad(e.vec(llType(l.Type)), e.vecs[l])
	fg.cur.NewStore(fg.sel(pred, v, old), e.vecs[l])
}

// stmts emits body in the lanes where pred holds.
func (e *escapeLoop) stmts(fg *funcGen, body []kernel.Stmt, pred value.Value) {
	for _, s := range body {
		switch x := s.(type) {
		case *kernel.Assign:
			e.assign(fg, x.Dst, pred, e.expr(fg, x.Value, pred))
		case *kernel.If:
			e.stmts(fg, x.Then, fg.and(pred, e.expr(fg, x.Cond, pred)))
		default:
			failf("kernel %s: statement %T in an escape loop", fg.k.Name, s)
		}
	}
}

// expr emits x for every lane; a checked operation fails only in the
// lanes where pred holds.
func (e *escapeLoop) expr(fg *funcGen, x kernel.Expr, pred value.Value) value.Value {
	switch x := x.(type) {
	case *kernel.Const:
		return e.splat(constOf(x).(constant.Constant))
	case *kernel.Var:
		return fg.cur.NewLoad(e.vec(llType(x.Local.Type)), e.vecs[x.Local])
	case *kernel.ParamRef:
		return fg.splatValue(e, fg.param(x.Param))
	case *kernel.Unary:
		v := e.expr(fg, x.X, pred)
		switch {
		case x.Op == kernel.Not:
			return fg.cur.NewXor(v, e.splat(i1c(true)))
		case x.X.Type().IsFloat():
			return fg.cur.NewFNeg(v)
		}
		return fg.cur.NewSub(e.splat(i64c(0)), v)
	case *kernel.Binary:
		// Python evaluates the left operand first.
		a := e.expr(fg, x.X, pred)
		b := e.expr(fg, x.Y, pred)
		switch {
		case x.T.IsFloat():
			return fg.floatBinary(x.Op, a, b, x.T, false) // never checked here (vectorExpr)
		case x.T.IsBool() || x.Op.Logical():
			return fg.logical(x.Op, a, b)
		}
		var r value.Value
		switch x.Op {
		case kernel.Add:
			r = fg.cur.NewAdd(a, b)
		case kernel.Sub:
			r = fg.cur.NewSub(a, b)
		default:
			r = fg.cur.NewMul(a, b)
		}
		if x.Checked {
			// Two's complement overflow: the result's sign differs from
			// both operands' (a + b), or from a's where b's does too (a - b).
			var both value.Value
			if x.Op == kernel.Add {
				both = fg.and(fg.cur.NewXor(a, r), fg.cur.NewXor(b, r))
			} else {
				both = fg.and(fg.cur.NewXor(a, b), fg.cur.NewXor(a, r))
			}
			over := fg.and(pred, fg.icmp(enum.IPredSLT, both, e.splat(i64c(0))))
			fg.check(fg.icmp(enum.IPredNE, e.bits(fg, over), constant.NewInt(types.NewInt(uint64(e.n)), 0)), kernel.Deopt)
		}
		return r
	case *kernel.Compare:
		a := e.expr(fg, x.X, pred)
		b := e.expr(fg, x.Y, pred)
		return fg.compare(x.Op, a, b, x.X.Type())
	case *kernel.Convert:
		v := e.expr(fg, x.X, pred)
		from := x.X.Type()
		switch {
		case sameRep(from, x.T):
			return v
		case x.T.IsBool():
			if from.IsFloat() {
				return fg.fcmp(enum.FPredUNE, v, e.splat(zero(from)))
			}
			return fg.icmp(enum.IPredNE, v, e.splat(zero(from)))
		case from.IsBool():
			return fg.cur.NewZExt(v, e.vec(types.I64))
		}
		return fg.cur.NewSIToFP(v, e.vec(types.Double))
	case *kernel.Cond:
		test := e.expr(fg, x.Test, pred)
		return fg.sel(test, e.expr(fg, x.Then, pred), e.expr(fg, x.Else, pred))
	case *kernel.Logic:
		a := e.expr(fg, x.X, pred)
		b := e.expr(fg, x.Y, pred)
		if x.Op == kernel.And {
			return fg.and(a, b)
		}
		return fg.or(a, b)
	}
	failf("kernel %s: expression %T in an escape loop", fg.k.Name, x)
	return nil
}
