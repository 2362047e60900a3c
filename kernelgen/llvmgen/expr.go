// This file emits expressions: constants, reads, comparisons, conversions,
// and the lazy forms (conditional expressions, and/or).

package llvmgen

import (
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// expr emits e in the current block and returns its value, of e's LLVM
// type. A failing check leaves the kernel through a failure block.
func (fg *funcGen) expr(e kernel.Expr) value.Value {
	if v, ok := fg.subst[e]; ok {
		return v
	}
	switch x := e.(type) {
	case *kernel.Const:
		return constOf(x)
	case *kernel.Var:
		return fg.loadLocal(x.Local)
	case *kernel.ParamRef:
		return fg.param(x.Param)
	case *kernel.Load:
		return fg.loadElem(x.Array, x.Index)
	case *kernel.Unary:
		return fg.unary(x)
	case *kernel.Binary:
		// Python evaluates the left operand first.
		a := fg.expr(x.X)
		if c, ok := constPowExp(x.Y); ok && x.Op == kernel.Pow && x.T.IsFloat() {
			if r, ok := fg.constPow(a, c, x.T, x.Checked); ok {
				return r
			}
		}
		b := fg.expr(x.Y)
		return fg.binary(x.Op, a, b, x.T, x.Checked)
	case *kernel.Compare:
		a := fg.expr(x.X)
		b := fg.expr(x.Y)
		return fg.compare(x.Op, a, b, x.X.Type())
	case *kernel.Convert:
		return fg.convert(fg.expr(x.X), x.X.Type(), x.T)
	case *kernel.Call:
		return fg.call(x)
	case *kernel.Cond:
		return fg.cond(x)
	case *kernel.Logic:
		return fg.logic(x)
	}
	failf("kernel %s: expression %T", fg.k.Name, e)
	return nil
}

func constOf(c *kernel.Const) value.Value {
	switch {
	case c.T.IsBool():
		return i1c(c.I != 0)
	case c.T.IsFloat():
		return floatConst(c.T, c.F)
	case c.T == kernel.Int32:
		return i32c(int64(int32(c.I)))
	}
	return intConst(c.T, c.I)
}

// truth is Python's truth value of v (of type t): x != 0, NaN true.
func (fg *funcGen) truth(v value.Value, t kernel.Type) value.Value {
	switch {
	case t.IsBool():
		return v
	case t.IsFloat():
		return fg.fcmp(enum.FPredUNE, v, zero(t))
	}
	return fg.icmp(enum.IPredNE, v, zero(t))
}

var floatPreds = map[kernel.CmpOp]enum.FPred{kernel.Lt: enum.FPredOLT, kernel.Le: enum.FPredOLE,
	kernel.Eq: enum.FPredOEQ, kernel.Ne: enum.FPredUNE, kernel.Gt: enum.FPredOGT, kernel.Ge: enum.FPredOGE}

var signedPreds = map[kernel.CmpOp]enum.IPred{kernel.Lt: enum.IPredSLT, kernel.Le: enum.IPredSLE,
	kernel.Eq: enum.IPredEQ, kernel.Ne: enum.IPredNE, kernel.Gt: enum.IPredSGT, kernel.Ge: enum.IPredSGE}

// Bools compare as 0 and 1, which i1's signed order would reverse.
var unsignedPreds = map[kernel.CmpOp]enum.IPred{kernel.Lt: enum.IPredULT, kernel.Le: enum.IPredULE,
	kernel.Eq: enum.IPredEQ, kernel.Ne: enum.IPredNE, kernel.Gt: enum.IPredUGT, kernel.Ge: enum.IPredUGE}

// compare is a comparison of two values of type t: IEEE on floats (every
// comparison with NaN false but !=).
func (fg *funcGen) compare(op kernel.CmpOp, a, b value.Value, t kernel.Type) value.Value {
	switch {
	case t.IsFloat():
		return fg.fcmp(floatPreds[op], a, b)
	case t.IsBool():
		return fg.icmp(unsignedPreds[op], a, b)
	}
	return fg.icmp(signedPreds[op], a, b)
}

// sameRep reports whether two types share a machine representation (a
// Python type and its NumPy counterpart).
func sameRep(a, b kernel.Type) bool {
	return a == b || a.IsBool() && b.IsBool() || a.IsFloat() && b.IsFloat() && a.Bits() == b.Bits() ||
		a.IsInt() && b.IsInt() && a.Bits() == b.Bits()
}

// convert is kernel.Convert: v of type from as type to.
func (fg *funcGen) convert(v value.Value, from, to kernel.Type) value.Value {
	if from.IsExtInt() || to.IsExtInt() {
		return fg.convertExt(v, from, to)
	}
	switch {
	case sameRep(from, to):
		return v
	case to.IsBool():
		return fg.truth(v, from)
	case from.IsBool() && to.IsInt():
		return fg.cur.NewZExt(v, llType(to))
	case from.IsBool():
		return fg.cur.NewUIToFP(v, llType(to))
	case from.IsInt() && to.IsInt():
		if from.Bits() < to.Bits() {
			return fg.cur.NewSExt(v, llType(to))
		}
		return fg.cur.NewTrunc(v, llType(to)) // NumPy's narrowing wraps
	case from.IsInt() && to.IsFloat():
		return fg.cur.NewSIToFP(v, llType(to)) // one rounding, to nearest
	case from.IsFloat() && to.IsFloat():
		if from.Bits() < to.Bits() {
			return fg.cur.NewFPExt(v, llType(to))
		}
		return fg.cur.NewFPTrunc(v, llType(to))
	case from.IsFloat() && to == kernel.PyInt:
		return fg.pyInt(fg.toDouble(v), true)
	case from.IsFloat() && to.IsInt():
		return fg.castInt(fg.toDouble(v), to)
	}
	failf("kernel %s: conversion of %s to %s", fg.k.Name, from, to)
	return nil
}

// convertExt is a Convert from or to an extended int (kernel.Type), held
// in an i64 as its value. kernelgen converts no float to one.
func (fg *funcGen) convertExt(v value.Value, from, to kernel.Type) value.Value {
	switch {
	case from == to:
		return v
	case from.IsExtInt() && to.IsBool():
		return fg.truth(v, from)
	case from.IsExtInt() && (to == kernel.PyInt || to == kernel.Int64):
		return v
	case from.IsExtInt() && to == kernel.Int32:
		return fg.cur.NewTrunc(v, types.I32)
	case from == kernel.UInt64 && to.IsFloat():
		return fg.cur.NewUIToFP(v, llType(to))
	case from.IsExtInt() && to.IsFloat():
		return fg.cur.NewSIToFP(v, llType(to)) // exact into float64; float32 holds the 8- and 16-bit ones
	case from.IsExtInt():
		return fg.wrapExt(v, to)
	case from.IsBool():
		return fg.cur.NewZExt(v, types.I64)
	case from == kernel.Int32:
		return fg.wrapExt(fg.cur.NewSExt(v, types.I64), to)
	case from == kernel.PyInt || from == kernel.Int64:
		return fg.wrapExt(v, to)
	}
	failf("kernel %s: conversion of %s to %s", fg.k.Name, from, to)
	return nil
}

// toDouble widens a float (exactly) to double.
func (fg *funcGen) toDouble(v value.Value) value.Value {
	if v.Type().Equal(types.Float) {
		return fg.cur.NewFPExt(v, types.Double)
	}
	return v
}

const (
	two63 = 9223372036854775808.0 // 2**63, the first double past int64
	two31 = 2147483648.0
)

// pyInt is Python's int() of a double: truncation, ValueError for NaN,
// OverflowError for an infinity, Deopt past 64 bits. Unchecked (a result
// kernelgen proved in range), it still never gives poison: see castInt.
func (fg *funcGen) pyInt(d value.Value, checked bool) value.Value {
	if !checked {
		return fg.castInt(d, kernel.PyInt)
	}
	fg.check(fg.fcmp(enum.FPredUNO, d, d), kernel.ValueError)
	fg.check(fg.isInf(d), kernel.OverflowError)
	low := fg.fcmp(enum.FPredOLT, d, constant.NewFloat(types.Double, -two63))
	high := fg.fcmp(enum.FPredOGE, d, constant.NewFloat(types.Double, two63))
	fg.check(fg.or(low, high), kernel.Deopt)
	return fg.cur.NewFPToSI(d, types.I64)
}

// castInt is NumPy's cast of a double to Int32 or Int64 (or a proven
// PyInt): C's truncation as x86-64's cvttsd2si does it, whose "integer
// indefinite" result for NaN and out-of-range values is the type's
// minimum. fptosi would give poison there, so the value is made safe first;
// selects keep it branch-free and vectorizable.
func (fg *funcGen) castInt(d value.Value, to kernel.Type) value.Value {
	var inRange value.Value
	if to == kernel.Int32 {
		inRange = fg.and(fg.fcmp(enum.FPredOGT, d, constant.NewFloat(types.Double, -two31-1)),
			fg.fcmp(enum.FPredOLT, d, constant.NewFloat(types.Double, two31)))
	} else {
		inRange = fg.and(fg.fcmp(enum.FPredOGE, d, constant.NewFloat(types.Double, -two63)),
			fg.fcmp(enum.FPredOLT, d, constant.NewFloat(types.Double, two63)))
	}
	safe := fg.sel(inRange, d, constant.NewFloat(types.Double, 0))
	return fg.sel(inRange, fg.cur.NewFPToSI(safe, llType(to)), minInt(to))
}

// isInf is |d| == inf.
func (fg *funcGen) isInf(d value.Value) value.Value {
	ft := d.Type().(*types.FloatType)
	return fg.fcmp(enum.FPredOEQ, fg.fabs(d), constant.NewFloat(ft, math.Inf(1)))
}

// isFinite is |d| < inf (false for NaN).
func (fg *funcGen) isFinite(d value.Value) value.Value {
	ft := d.Type().(*types.FloatType)
	return fg.fcmp(enum.FPredOLT, fg.fabs(d), constant.NewFloat(ft, math.Inf(1)))
}

func (fg *funcGen) isNaN(d value.Value) value.Value { return fg.fcmp(enum.FPredUNO, d, d) }

func (fg *funcGen) fabs(d value.Value) value.Value {
	t := d.Type()
	return fg.cur.NewCall(fg.g.intrinsic("llvm.fabs."+floatSuffix(t), t, t), d)
}

func floatSuffix(t types.Type) string {
	if t.Equal(types.Float) {
		return "f32"
	}
	return "f64"
}

// cond is a conditional expression: only the chosen branch runs, unless
// both are cheap and cannot fail, where a select lets LLVM vectorize.
func (fg *funcGen) cond(x *kernel.Cond) value.Value {
	test := fg.truth(fg.expr(x.Test), x.Test.Type())
	if speculatable(x.Then) && speculatable(x.Else) {
		a := fg.expr(x.Then)
		b := fg.expr(x.Else)
		return fg.sel(test, a, b)
	}
	pre := fg.cur
	thenB := fg.block("cond.then")
	fg.cur = thenB
	tv := fg.expr(x.Then)
	thenEnd := fg.cur
	elseB := fg.block("cond.else")
	fg.cur = elseB
	ev := fg.expr(x.Else)
	elseEnd := fg.cur
	end := fg.block("cond.end")
	pre.NewCondBr(test, thenB, elseB)
	thenEnd.NewBr(end)
	elseEnd.NewBr(end)
	fg.cur = end
	return end.NewPhi(ir.NewIncoming(tv, thenEnd), ir.NewIncoming(ev, elseEnd))
}

// logic is and/or with Python's value: X when it decides (false for and,
// true for or, by Python's truth), else Y, evaluated only then.
func (fg *funcGen) logic(x *kernel.Logic) value.Value {
	xv := fg.expr(x.X)
	t := fg.truth(xv, x.X.Type())
	if speculatable(x.Y) {
		yv := fg.expr(x.Y)
		if x.Op == kernel.And {
			return fg.sel(t, yv, xv)
		}
		return fg.sel(t, xv, yv)
	}
	pre := fg.cur
	rhs := fg.block("logic.rhs")
	fg.cur = rhs
	yv := fg.expr(x.Y)
	rhsEnd := fg.cur
	end := fg.block("logic.end")
	rhsEnd.NewBr(end)
	if x.Op == kernel.And {
		pre.NewCondBr(t, rhs, end)
	} else {
		pre.NewCondBr(t, end, rhs)
	}
	fg.cur = end
	return end.NewPhi(ir.NewIncoming(xv, pre), ir.NewIncoming(yv, rhsEnd))
}

// speculatable reports whether e may be evaluated where Python would not
// evaluate it: it cannot fail or trap and is cheap. Loads qualify when no
// subscript is checked: kernelgen clears a check only when the loop bounds
// prove the index in range for every iteration, whatever the guards.
func speculatable(e kernel.Expr) bool {
	budget := 16
	ok := true
	kernel.WalkExpr(e, func(x kernel.Expr) {
		if !ok {
			return
		}
		budget--
		switch x := x.(type) {
		case *kernel.Load:
			budget -= 2
			for _, s := range x.Index {
				ok = ok && !s.Check
			}
		case *kernel.Unary:
			ok = ok && !x.Checked
		case *kernel.Binary:
			ok = ok && !x.Checked && x.Op != kernel.Pow
			if x.Op == kernel.Div || x.Op == kernel.FloorDiv || x.Op == kernel.Mod {
				budget -= 4
			}
		case *kernel.Convert:
			ok = ok && !(x.T == kernel.PyInt && x.X.Type().IsFloat())
		case *kernel.Call:
			ok = ok && !x.Checked && (x.Fn == kernel.Fabs || x.Fn == kernel.Sqrt)
		}
		ok = ok && budget >= 0
	})
	return ok
}
