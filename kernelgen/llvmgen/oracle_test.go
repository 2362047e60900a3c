package llvmgen_test

// This file is the tests' reference for the meaning of kernel expressions:
// a Go evaluator written from kernel/expr.go's documentation, which defers
// to package runtime (Python's operators, errors included) and package
// ndarray (NumPy's) wherever those are the reference semantics, and uses
// math/big where only exact arithmetic can say whether a Python int fits.

import (
	"errors"
	"math"
	"math/big"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// val is a value of some kernel type: ints and bools in i, floats in f
// (a float32 widened exactly).
type val struct {
	i int64
	f float64
}

// slot is v as its argument slot holds it.
func (v val) slot(t kernel.Type) int64 {
	if t.IsFloat() {
		return int64(math.Float64bits(v.f))
	}
	return v.i
}

func fromSlot(s int64, t kernel.Type) val {
	if t.IsFloat() {
		return val{f: math.Float64frombits(uint64(s))}
	}
	return val{i: s}
}

// env holds the values of locals.
type env map[*kernel.Local]val

// failure is a kernel stopping with a status.
type failure struct{ s kernel.Status }

func stop(s kernel.Status) { panic(failure{s}) }

// evalExpr evaluates e: its value, or the status of the check that fails.
func evalExpr(e kernel.Expr, en env) (v val, s kernel.Status) {
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(failure)
			if !ok {
				panic(r)
			}
			v, s = val{}, f.s
		}
	}()
	return eval(e, en), kernel.OK
}

func eval(e kernel.Expr, en env) val {
	switch x := e.(type) {
	case *kernel.Const:
		if x.T.IsFloat() {
			return val{f: roundTo(x.F, x.T)}
		}
		if x.T == kernel.Int32 {
			return val{i: int64(int32(x.I))}
		}
		return val{i: x.I}
	case *kernel.Var:
		return en[x.Local]
	case *kernel.Unary:
		return evalUnary(x, eval(x.X, en))
	case *kernel.Binary:
		a := eval(x.X, en)
		b := eval(x.Y, en)
		return evalBinary(x.Op, a, b, x.T, x.Checked)
	case *kernel.Compare:
		a := eval(x.X, en)
		b := eval(x.Y, en)
		return val{i: b2i(evalCompare(x.Op, a, b, x.X.Type()))}
	case *kernel.Convert:
		return evalConvert(eval(x.X, en), x.X.Type(), x.T)
	case *kernel.Call:
		args := make([]runtime.Value, len(x.Args))
		for i, a := range x.Args {
			args[i] = runtime.Float(eval(a, en).f)
		}
		return evalCall(x, args)
	case *kernel.Cond:
		if truthOf(eval(x.Test, en), x.Test.Type()) {
			return eval(x.Then, en)
		}
		return eval(x.Else, en)
	case *kernel.Logic:
		a := eval(x.X, en)
		if truthOf(a, x.X.Type()) == (x.Op == kernel.Or) {
			return a
		}
		return eval(x.Y, en)
	}
	panic("oracle: expression " + kernel.ExprString(e))
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func roundTo(f float64, t kernel.Type) float64 {
	if t == kernel.Float32 {
		return float64(float32(f))
	}
	return f
}

func truthOf(v val, t kernel.Type) bool {
	if t.IsFloat() {
		return v.f != 0 // NaN is true
	}
	return v.i != 0
}

func wrapInt(v int64, t kernel.Type) int64 {
	if t == kernel.Int32 {
		return int64(int32(v))
	}
	return v
}

func evalUnary(x *kernel.Unary, v val) val {
	t := x.X.Type()
	switch x.Op {
	case kernel.Not:
		return val{i: b2i(!truthOf(v, t))}
	case kernel.Neg:
		if t.IsFloat() {
			return val{f: -v.f}
		}
		if x.Checked && v.i == minOf(t) {
			stop(kernel.Deopt)
		}
		return val{i: wrapInt(-v.i, t)}
	case kernel.Invert:
		return val{i: ^v.i}
	}
	if t.IsFloat() {
		return val{f: math.Abs(v.f)}
	}
	if x.Checked && v.i == minOf(t) {
		stop(kernel.Deopt)
	}
	if v.i < 0 {
		return val{i: wrapInt(-v.i, t)}
	}
	return v
}

func minOf(t kernel.Type) int64 {
	if t == kernel.Int32 {
		return math.MinInt32
	}
	return math.MinInt64
}

var nestOps = map[kernel.BinOp]nest.BinOp{kernel.Add: nest.Add, kernel.Sub: nest.Sub, kernel.Mul: nest.Mul,
	kernel.Div: nest.Div, kernel.FloorDiv: nest.FloorDiv, kernel.Mod: nest.Mod, kernel.Pow: nest.Pow,
	kernel.BitAnd: nest.BitAnd, kernel.BitOr: nest.BitOr, kernel.BitXor: nest.BitXor,
	kernel.LShift: nest.LShift, kernel.RShift: nest.RShift}

var dtypes = map[kernel.Type]ndarray.DType{kernel.Int32: ndarray.Int32, kernel.Int64: ndarray.Int64,
	kernel.Float32: ndarray.Float32, kernel.Float64: ndarray.Float64, kernel.Bool: ndarray.Bool}

// numpyValue is v as a NumPy scalar of type t.
func numpyValue(v val, t kernel.Type) runtime.Value {
	if t.IsFloat() {
		return runtime.NumPyScalar(ndarray.MakeFloat(dtypes[t], v.f))
	}
	return runtime.NumPyScalar(ndarray.MakeInt(dtypes[t], v.i))
}

// statusOf maps an error of package runtime to a kernel status.
func statusOf(err error) kernel.Status {
	var pe *runtime.PyError
	if !errors.As(err, &pe) {
		panic("oracle: " + err.Error())
	}
	switch pe.Type {
	case "ZeroDivisionError":
		return kernel.ZeroDivisionError
	case "ValueError":
		return kernel.ValueError
	case "OverflowError":
		if strings.Contains(pe.Msg, "64 bits") {
			return kernel.Deopt // the Go executor's "does not fit": big ints
		}
		return kernel.OverflowError
	}
	panic("oracle: " + err.Error())
}

func fitsInt64(b *big.Int) bool { return b.IsInt64() }

func evalBinary(op kernel.BinOp, a, b val, t kernel.Type, checked bool) val {
	switch op {
	case kernel.Min:
		if evalCompare(kernel.Lt, b, a, t) {
			return b
		}
		return a
	case kernel.Max:
		if evalCompare(kernel.Gt, b, a, t) {
			return b
		}
		return a
	}
	switch {
	case t.IsBool(): // & | ^, the only arithmetic on bools
		return val{i: pyIntBinary(op, a.i, b.i, false).i}
	case t == kernel.PyInt:
		return pyIntBinary(op, a.i, b.i, checked)
	case t == kernel.PyFloat:
		r, err := runtime.Binary(nestOps[op], runtime.Float(a.f), runtime.Float(b.f))
		if err != nil {
			if !checked {
				panic("oracle: unchecked " + op.String() + " raised " + err.Error())
			}
			stop(statusOf(err))
		}
		return val{f: r.F}
	case t.IsInt() && checked:
		// The {int, int64} union: stop wherever Python's int and NumPy's
		// int64 differ (see arith.go).
		switch op {
		case kernel.LShift, kernel.RShift:
			if b.i < 0 {
				stop(kernel.Deopt)
			}
			pyIntBinary(op, a.i, b.i, true)
		case kernel.Add, kernel.Sub, kernel.Mul:
			pyIntBinary(op, a.i, b.i, true)
		case kernel.FloorDiv, kernel.Mod:
			if b.i == 0 {
				stop(kernel.ZeroDivisionError)
			}
			if op == kernel.FloorDiv && a.i == minOf(t) && b.i == -1 {
				stop(kernel.Deopt)
			}
		case kernel.Pow:
			if b.i < 0 {
				stop(kernel.ValueError)
			}
			if t == kernel.Int64 {
				pyIntBinary(op, a.i, b.i, true)
			}
		}
	case t.IsFloat() && checked:
		// The {float, float64} union: Python's errors.
		if _, err := runtime.Binary(nestOps[op], runtime.Float(a.f), runtime.Float(b.f)); err != nil {
			stop(statusOf(err))
		}
	}
	if t.IsFloat() && op == kernel.Pow && b.f == 0.5 && a.f == 0 {
		// C's pow(-0.0, 0.5) is +0.0 (NumPy's scalar power is npy_pow);
		// ndarray.power takes its array fast path, sqrt, which keeps -0.0.
		return val{f: 0}
	}
	if t.IsInt() && op == kernel.Pow && b.i < 0 {
		return val{i: 1} // unchecked: the helper's result for a rejected case
	}
	r, err := runtime.Binary(nestOps[op], numpyValue(a, t), numpyValue(b, t))
	if err != nil {
		panic("oracle: " + err.Error())
	}
	if t.IsFloat() {
		return val{f: r.S.F}
	}
	return val{i: r.S.I}
}

// pyIntBinary is Python's int arithmetic, stopping with Deopt where the
// result leaves 64 bits.
func pyIntBinary(op kernel.BinOp, a, b int64, checked bool) val {
	x, y := big.NewInt(a), big.NewInt(b)
	r := new(big.Int)
	switch op {
	case kernel.Add:
		r.Add(x, y)
	case kernel.Sub:
		r.Sub(x, y)
	case kernel.Mul:
		r.Mul(x, y)
	case kernel.FloorDiv, kernel.Mod:
		if b == 0 {
			stop(kernel.ZeroDivisionError)
		}
		q, m := new(big.Int).QuoRem(x, y, new(big.Int))
		if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
			q.Sub(q, big.NewInt(1))
			m.Add(m, y)
		}
		if op == kernel.Mod {
			r = m
		} else {
			r = q
		}
	case kernel.BitAnd:
		r.And(x, y)
	case kernel.BitOr:
		r.Or(x, y)
	case kernel.BitXor:
		r.Xor(x, y)
	case kernel.LShift, kernel.RShift:
		if b < 0 {
			stop(kernel.ValueError) // negative shift count
		}
		if op == kernel.RShift {
			r.Rsh(x, uint(min(b, 1000))) // big.Int's Rsh floors, as Python's
		} else {
			r.Lsh(x, uint(min(b, 1000)))
		}
	case kernel.Pow:
		if b < 0 {
			stop(kernel.Deopt)
		}
		v, err := runtime.Binary(nest.Pow, runtime.Int(a), runtime.Int(b))
		if err != nil {
			stop(statusOf(err))
		}
		return val{i: v.I}
	}
	if !fitsInt64(r) {
		if !checked {
			panic("oracle: unchecked Python int overflow")
		}
		stop(kernel.Deopt)
	}
	return val{i: r.Int64()}
}

func evalCompare(op kernel.CmpOp, a, b val, t kernel.Type) bool {
	if t.IsFloat() {
		x, y := a.f, b.f
		switch op {
		case kernel.Lt:
			return x < y
		case kernel.Le:
			return x <= y
		case kernel.Eq:
			return x == y
		case kernel.Ne:
			return x != y
		case kernel.Gt:
			return x > y
		}
		return x >= y
	}
	x, y := a.i, b.i
	switch op {
	case kernel.Lt:
		return x < y
	case kernel.Le:
		return x <= y
	case kernel.Eq:
		return x == y
	case kernel.Ne:
		return x != y
	case kernel.Gt:
		return x > y
	}
	return x >= y
}

func evalConvert(v val, from, to kernel.Type) val {
	switch {
	case to.IsBool():
		return val{i: b2i(truthOf(v, from))}
	case !from.IsFloat() && to.IsFloat():
		if to == kernel.Float32 {
			return val{f: float64(float32(v.i))} // one rounding, as C's
		}
		return val{f: float64(v.i)}
	case !from.IsFloat():
		return val{i: wrapInt(v.i, to)}
	case to.IsFloat():
		return val{f: roundTo(v.f, to)}
	case to == kernel.PyInt:
		return val{i: pyIntOf(v.f)}
	}
	// A float to a NumPy int: NumPy's cast, whichever float it was.
	return val{i: ndarray.MakeFloat(ndarray.Float64, v.f).Convert(dtypes[to]).I}
}

// pyIntOf is Python's int() of a float, within 64 bits.
func pyIntOf(f float64) int64 {
	switch {
	case math.IsNaN(f):
		stop(kernel.ValueError)
	case math.IsInf(f, 0):
		stop(kernel.OverflowError)
	case f < -9223372036854775808 || f >= 9223372036854775808:
		stop(kernel.Deopt)
	}
	return int64(f)
}

func evalCall(x *kernel.Call, args []runtime.Value) val {
	if x.Fn == kernel.Floor || x.Fn == kernel.Ceil {
		f := args[0].F
		if x.Fn == kernel.Floor {
			f = math.Floor(f)
		} else {
			f = math.Ceil(f)
		}
		return val{i: pyIntOf(f)}
	}
	r, err := runtime.Call("math."+x.Fn.String(), args)
	if err != nil {
		if !x.Checked {
			// An unchecked call has CPython's result but no error.
			return val{f: uncheckedMath(x.Fn, args)}
		}
		stop(statusOf(err))
	}
	return val{f: r.F}
}

// uncheckedMath is libm's result where CPython would raise.
func uncheckedMath(fn kernel.Intrinsic, args []runtime.Value) float64 {
	x := args[0].F
	switch fn {
	case kernel.Sqrt:
		return math.Sqrt(x)
	case kernel.Log:
		return math.Log(x)
	case kernel.Exp:
		return math.Exp(x)
	}
	panic("oracle: unchecked " + fn.String() + " raised")
}
