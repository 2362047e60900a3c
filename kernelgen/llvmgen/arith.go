// This file emits arithmetic: unary and binary operators with the meaning
// their type gives them (kernel.BinOp's table), and the checks kernelgen
// left on them.

package llvmgen

import (
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

func (fg *funcGen) unary(x *kernel.Unary) value.Value {
	v := fg.expr(x.X)
	t := x.X.Type()
	switch x.Op {
	case kernel.Not:
		return fg.not(fg.truth(v, t))
	case kernel.Neg:
		if t.IsFloat() {
			return fg.cur.NewFNeg(v)
		}
		if x.Checked {
			return fg.overflowing("ssub", zero(t), v)
		}
		r := fg.cur.NewSub(zero(t), v)
		if t == kernel.PyInt { // proven not to overflow
			nsw(r)
		}
		return r
	case kernel.Abs:
		if t.IsFloat() {
			return fg.fabs(v)
		}
		if x.Checked {
			fg.check(fg.icmp(enum.IPredEQ, v, minInt(t)), kernel.Deopt)
		}
		neg := fg.cur.NewSub(zero(t), v)
		if t == kernel.PyInt || x.Checked {
			nsw(neg)
		}
		// NumPy's abs of the minimum wraps to the minimum, as this does.
		return fg.sel(fg.icmp(enum.IPredSLT, v, zero(t)), neg, v)
	case kernel.Invert:
		return fg.cur.NewXor(v, intConst(t, -1))
	}
	failf("kernel %s: unary %s", fg.k.Name, x.Op)
	return nil
}

// overflowing emits llvm.<op>.with.overflow and stops with Deopt when it
// overflows: a Python int that leaves 64 bits needs the interpreter.
func (fg *funcGen) overflowing(op string, a, b value.Value) value.Value {
	r, ovf := fg.withOverflow(op, a, b)
	fg.check(ovf, kernel.Deopt)
	return r
}

// withOverflow returns the wrapped result and the overflow bit.
func (fg *funcGen) withOverflow(op string, a, b value.Value) (value.Value, value.Value) {
	return withOverflow(fg.g, fg.builder, op, a, b)
}

func withOverflow(g *moduleGen, b *builder, op string, x, y value.Value) (value.Value, value.Value) {
	t := x.Type()
	name := "llvm." + op + ".with.overflow." + t.String()
	f := g.intrinsic(name, types.NewStruct(t, types.I1), t, t)
	pair := b.cur.NewCall(f, x, y)
	return b.cur.NewExtractValue(pair, 0), b.cur.NewExtractValue(pair, 1)
}

// binary is x op y in type t; checked as kernelgen left it.
func (fg *funcGen) binary(op kernel.BinOp, a, b value.Value, t kernel.Type, checked bool) value.Value {
	switch {
	case t.IsFloat():
		return fg.floatBinary(op, a, b, t, checked)
	case t.IsInt():
		return fg.intBinary(op, a, b, t, checked)
	case t.IsBool() && op.Logical():
		return fg.logical(op, a, b)
	}
	failf("kernel %s: %s on %s", fg.k.Name, op, t)
	return nil
}

// intBinary: PyInt checks overflow (Deopt) where Checked and has nsw where
// kernelgen proved it cannot overflow; NumPy ints wrap (no nsw). A Checked
// NumPy int is the {int, int64} union (kernelgen/types.go), checked where
// Python's and NumPy's results differ.
func (fg *funcGen) intBinary(op kernel.BinOp, a, b value.Value, t kernel.Type, checked bool) value.Value {
	py := t == kernel.PyInt
	switch op {
	case kernel.Add, kernel.Sub, kernel.Mul:
		if checked {
			return fg.overflowing(map[kernel.BinOp]string{kernel.Add: "sadd", kernel.Sub: "ssub", kernel.Mul: "smul"}[op], a, b)
		}
		var r value.Value
		switch op {
		case kernel.Add:
			r = fg.cur.NewAdd(a, b)
		case kernel.Sub:
			r = fg.cur.NewSub(a, b)
		default:
			r = fg.cur.NewMul(a, b)
		}
		if py {
			nsw(r)
		}
		return r
	case kernel.FloorDiv, kernel.Mod:
		if checked {
			fg.check(fg.icmp(enum.IPredEQ, b, zero(t)), kernel.ZeroDivisionError)
			if op == kernel.FloorDiv {
				// -2**63 // -1 is 2**63 in Python, MinInt64 in NumPy.
				fg.check(fg.and(fg.icmp(enum.IPredEQ, a, minInt(t)), fg.icmp(enum.IPredEQ, b, intConst(t, -1))), kernel.Deopt)
			}
		}
		return fg.cur.NewCall(fg.g.intDivHelper(op, t), a, b)
	case kernel.Pow:
		return fg.intPow(a, b, t, checked)
	case kernel.BitAnd, kernel.BitOr, kernel.BitXor:
		return fg.logical(op, a, b)
	case kernel.LShift:
		return fg.shiftLeft(a, b, t, checked)
	case kernel.RShift:
		return fg.shiftRight(a, b, t, checked)
	case kernel.Min:
		return fg.sel(fg.icmp(enum.IPredSLT, b, a), b, a)
	case kernel.Max:
		return fg.sel(fg.icmp(enum.IPredSGT, b, a), b, a)
	}
	failf("kernel %s: %s on %s (true division of ints is a float operation after conversions)", fg.k.Name, op, t)
	return nil
}

// logical is & | ^ on two's complement ints or on bools (i1).
func (fg *funcGen) logical(op kernel.BinOp, a, b value.Value) value.Value {
	switch op {
	case kernel.BitAnd:
		return fg.cur.NewAnd(a, b)
	case kernel.BitOr:
		return fg.cur.NewOr(a, b)
	}
	return fg.cur.NewXor(a, b)
}

// shiftChecks raises what a checked shift raises before shifting: a
// negative count is Python's ValueError for a PyInt, and for the {int,
// int64} union (a Checked Int64), whose NumPy member gives 0 or -1
// instead, a Deopt that lets the interpreter decide.
func (fg *funcGen) shiftChecks(b value.Value, t kernel.Type, checked bool) {
	switch {
	case !checked:
	case t == kernel.PyInt:
		fg.check(fg.icmp(enum.IPredSLT, b, zero(t)), kernel.ValueError)
	default:
		fg.check(fg.icmp(enum.IPredSLT, b, zero(t)), kernel.Deopt)
	}
}

// shiftLeft is a << b. LLVM's shl by the width or more is poison, so the
// count is masked and a count outside [0, width) gives 0, as NumPy's
// npy_lshift does (a negative count reads as a huge unsigned one). Checked
// (a PyInt, or the union), a result that leaves 64 bits Deopts: Python's
// would be a big int; a zero shifted by any count stays 0.
func (fg *funcGen) shiftLeft(a, b value.Value, t kernel.Type, checked bool) value.Value {
	fg.shiftChecks(b, t, checked)
	width := int64(llType(t).(*types.IntType).BitSize)
	inRange := fg.icmp(enum.IPredULT, b, intConst(t, width))
	count := fg.cur.NewAnd(b, intConst(t, width-1))
	r := fg.cur.NewShl(a, count)
	if checked {
		lost := fg.icmp(enum.IPredNE, fg.cur.NewAShr(r, count), a)
		tooFar := fg.and(fg.not(inRange), fg.icmp(enum.IPredNE, a, zero(t)))
		fg.check(fg.or(lost, tooFar), kernel.Deopt)
		return r // in range, or a zero
	}
	if t == kernel.PyInt { // kernelgen proved the count in range, the result in 64 bits
		return r
	}
	return fg.sel(inRange, r, zero(t))
}

// shiftRight is a >> b, arithmetic (Python's floors, as NumPy's): a count
// of the width or more (or, for NumPy, a negative one) shifts by the
// width less one, which gives 0 or -1 as both define it.
func (fg *funcGen) shiftRight(a, b value.Value, t kernel.Type, checked bool) value.Value {
	fg.shiftChecks(b, t, checked)
	bitsLess1 := intConst(t, int64(llType(t).(*types.IntType).BitSize-1))
	count := fg.sel(fg.icmp(enum.IPredULE, b, bitsLess1), b, bitsLess1)
	return fg.cur.NewAShr(a, count)
}

// intPow: a PyInt power with a negative exponent would be a float (Deopt);
// one that leaves 64 bits needs the interpreter (Deopt). A NumPy power
// raises ValueError for a negative exponent and otherwise wraps; but a
// Checked Int64 power may also be the {int, int64} union, whose Python
// member must not wrap, and the IR does not say which, so it stops (Deopt)
// on overflow too: the interpreter then computes either result exactly.
func (fg *funcGen) intPow(a, b value.Value, t kernel.Type, checked bool) value.Value {
	switch {
	case t == kernel.PyInt && checked:
		fg.check(fg.icmp(enum.IPredSLT, b, zero(t)), kernel.Deopt)
	case checked:
		fg.check(fg.icmp(enum.IPredSLT, b, zero(t)), kernel.ValueError)
	}
	if checked && t != kernel.Int32 {
		pair := fg.cur.NewCall(fg.g.checkedPowHelper(), a, b)
		fg.check(fg.cur.NewExtractValue(pair, 1), kernel.Deopt)
		return fg.cur.NewExtractValue(pair, 0)
	}
	return fg.cur.NewCall(fg.g.powHelper(t), a, b)
}

// floatBinary: IEEE arithmetic in the type, no fast-math flags; Python's
// ZeroDivisionError where Checked.
func (fg *funcGen) floatBinary(op kernel.BinOp, a, b value.Value, t kernel.Type, checked bool) value.Value {
	switch op {
	case kernel.Add:
		return fg.cur.NewFAdd(a, b)
	case kernel.Sub:
		return fg.cur.NewFSub(a, b)
	case kernel.Mul:
		return fg.cur.NewFMul(a, b)
	case kernel.Div, kernel.FloorDiv, kernel.Mod:
		if checked {
			fg.floatCheck(fg.fcmp(enum.FPredOEQ, b, zero(t)), kernel.ZeroDivisionError)
		}
		if op == kernel.Div {
			return fg.cur.NewFDiv(a, b)
		}
		return fg.cur.NewCall(fg.g.floatDivHelper(op, t), a, b)
	case kernel.Pow:
		return fg.floatPow(a, b, t, checked)
	case kernel.Min:
		// min(a, b) is b if b < a else a: NaN never compares less.
		return fg.sel(fg.fcmp(enum.FPredOLT, b, a), b, a)
	case kernel.Max:
		return fg.sel(fg.fcmp(enum.FPredOGT, b, a), b, a)
	}
	failf("kernel %s: %s on %s", fg.k.Name, op, t)
	return nil
}

// floatPow is C's pow in the type (a float32 power computed in double and
// rounded once, as package ndarray does). Checked, it raises as CPython's
// float ** does: for finite operands, a NaN result (a negative base and a
// fractional exponent) is a ValueError, an infinite one a
// ZeroDivisionError from a zero base and an OverflowError otherwise.
func (fg *funcGen) floatPow(a, b value.Value, t kernel.Type, checked bool) value.Value {
	da, db := fg.toDouble(a), fg.toDouble(b)
	r := fg.mathCall(kernel.PowF, da, db)
	if checked {
		fg.powChecks(da, db, r, kernel.ZeroDivisionError)
	}
	if t == kernel.Float32 {
		return fg.cur.NewFPTrunc(r, types.Float)
	}
	return r
}

// powChecks raises CPython's errors of a power of finite operands; zeroBase
// is the status of an infinite result from a zero base (ZeroDivisionError
// for **, ValueError for math.pow).
func (fg *funcGen) powChecks(a, b, r value.Value, zeroBase kernel.Status) {
	finite := fg.and(fg.isFinite(a), fg.isFinite(b))
	fg.floatCheck(fg.and(finite, fg.isNaN(r)), kernel.ValueError)
	inf := fg.and(finite, fg.isInf(r))
	isZero := fg.fcmp(enum.FPredOEQ, a, constant.NewFloat(types.Double, 0))
	fg.floatCheck(fg.and(inf, isZero), zeroBase)
	fg.floatCheck(inf, kernel.OverflowError)
}

// call is a math function with CPython's errors, as its Domain says,
// where Checked.
func (fg *funcGen) call(x *kernel.Call) value.Value {
	in := x.Fn.Info()
	if in == nil {
		failf("kernel %s: call of %s, which is not an intrinsic", fg.k.Name, x.Fn)
	}
	args := make([]value.Value, len(x.Args))
	for i, a := range x.Args {
		args[i] = fg.expr(a)
	}
	if in.Draws {
		return fg.draw(x, args) // random.go
	}
	if x.NumPy && numpyOwn(x.Fn, x.Float32) && !fg.g.cfg.gpu {
		// NumPy's own exp, log, sin, cos, ..., not libm's (numpymath.go);
		// never checked.
		return fg.numpyMath(x.Fn, x.Float32, args[0])
	}
	r := fg.mathCall(x.Fn, args...)
	switch in.Domain {
	case kernel.RoundToInt:
		// math.floor and math.ceil give ints: int() of the rounded value,
		// whose checks are theirs (NaN and infinities pass rounding).
		return fg.pyInt(r, x.Checked)
	case kernel.MathPow:
		if x.Checked {
			fg.powChecks(args[0], args[1], r, kernel.ValueError)
		}
	case kernel.Math1, kernel.Math1Overflow:
		if x.Checked {
			// CPython's math_1: a NaN from a non-NaN argument is a domain
			// error (ValueError); an infinity from a finite argument is a
			// range error (OverflowError) for the functions that can
			// overflow, and a domain error for the others (log(0), for
			// one).
			arg := args[0]
			nan, inf := math1Failures(x.Fn)
			if x.Fn == kernel.Exp && notPositive(x.Args[0]) {
				// exp(-0.5 * d * d) is at most 1.
				inf = false
			}
			if nan {
				fg.floatCheck(fg.and(fg.isNaN(r), fg.not(fg.isNaN(arg))), kernel.ValueError)
			}
			if inf {
				fg.floatCheck(fg.and(fg.isInf(r), fg.isFinite(arg)), in.Domain.RangeError())
			}
		}
	}
	return r
}

// math1Failures says which of math_1's two failures the function fn can
// have: a NaN from an argument that is not one, and an infinity from a
// finite one. The checks of the others cost a vectorized loop four to six
// instructions each for nothing (Black-Scholes has four of them). exp,
// sinh and cosh are NaN only for a NaN (C99 Annex F: ±inf give +inf, +0,
// ±inf); sqrt of a finite double is at most 2^512, sin and cos at most 1,
// asin and acos at most pi. tan stays checked both ways: C99 bounds
// nothing, though no double lies close enough to a pole to overflow.
func math1Failures(fn kernel.Intrinsic) (nan, inf bool) {
	switch fn {
	case kernel.Exp, kernel.Sinh, kernel.Cosh:
		return false, true
	case kernel.Sqrt, kernel.Sin, kernel.Cos, kernel.Asin, kernel.Acos:
		return true, false
	}
	return true, true
}

// notPositive reports whether the float expression e is never above zero
// (it may be NaN): a product of factors whose signs are known, each a
// nonzero constant, a negation or a conversion to float of one, or one of
// an even number of reads of the same local (a square). Rounding never
// changes a product's sign, so -0.5 * d * d is at most zero whatever d is.
func notPositive(e kernel.Expr) bool {
	reads := map[*kernel.Local]int{}
	neg, ok := factorSigns(e, reads)
	for _, n := range reads {
		ok = ok && n%2 == 0 // an unpaired read's sign is unknown
	}
	return ok && neg
}

// factorSigns reports whether the product e is negative, taking each read
// of a local as positive and counting it in reads (notPositive pairs
// them), and false for ok where a factor's sign is unknown.
func factorSigns(e kernel.Expr, vars map[*kernel.Local]int) (neg, ok bool) {
	switch x := e.(type) {
	case *kernel.Const:
		if !x.T.IsFloat() {
			return x.I <= 0, x.I != 0
		}
		return math.Signbit(x.F), x.F != 0 && !math.IsNaN(x.F)
	case *kernel.Var:
		if !x.Local.Type.IsFloat() && !x.Local.Type.IsInt() {
			return false, false
		}
		vars[x.Local]++
		return false, true
	case *kernel.Convert:
		// A conversion to a float keeps the sign (of an int too).
		if !x.T.IsFloat() {
			return false, false
		}
		return factorSigns(x.X, vars)
	case *kernel.Unary:
		if x.Op != kernel.Neg || !x.X.Type().IsFloat() {
			return false, false
		}
		n, ok := factorSigns(x.X, vars)
		return !n, ok
	case *kernel.Binary:
		if x.Op != kernel.Mul || !x.T.IsFloat() {
			return false, false
		}
		a, okA := factorSigns(x.X, vars)
		b, okB := factorSigns(x.Y, vars)
		return a != b, okA && okB
	}
	return false, false
}

// Identity of a reduction operator in type t, as the GPU accumulates from
// it. Float addition starts from -0.0, the value that leaves every x
// (-0.0 included) unchanged.
func identity(op kernel.BinOp, t kernel.Type) constant.Constant {
	switch op {
	case kernel.Add:
		if t.IsFloat() {
			return floatConst(t, math.Copysign(0, -1))
		}
		return zero(t)
	case kernel.Mul:
		if t.IsFloat() {
			return floatConst(t, 1)
		}
		return intConst(t, 1)
	case kernel.Min:
		switch {
		case t.IsFloat():
			return floatConst(t, math.Inf(1))
		case t.IsBool():
			return i1c(true)
		}
		return maxInt(t)
	case kernel.Max:
		switch {
		case t.IsFloat():
			return floatConst(t, math.Inf(-1))
		case t.IsBool():
			return i1c(false)
		}
		return minInt(t)
	case kernel.BitOr, kernel.BitXor:
		if t.IsBool() {
			return i1c(false)
		}
		return zero(t)
	case kernel.BitAnd:
		if t.IsBool() {
			return i1c(true)
		}
		return intConst(t, -1) // all ones
	}
	failf("no identity for reduction %s", op)
	return nil
}
