// This file emits arithmetic with the meaning each kernel.Type gives it
// (the table of kernel.BinOp, kernel.Convert and kernel.Call): Python ints
// checked for overflow where kernelgen left the check, NumPy ints wrapping,
// floats IEEE in their own type, conversions and math calls with Python's
// and NumPy's answers and CPython's errors.

package cudagen

import (
	"strings"

	"github.com/alpyna/alpyna/kernel"
)

// call returns the C call fn(args...).
func call(fn string, args ...cexpr) cexpr {
	s := fn + "("
	for i, a := range args {
		if i > 0 {
			s += ", "
		}
		s += a.s
	}
	return cexpr{s + ")", cAtom}
}

// helperCall is a call of a helper of the library, which it marks used.
func (kg *kernelGen) helperCall(fn string, args ...cexpr) cexpr {
	kg.g.use(fn)
	return call(fn, args...)
}

// infix is a op b at precedence prec (left-associative).
func infix(a cexpr, op string, b cexpr, prec int) cexpr {
	return cexpr{parenthesize(a, prec) + " " + op + " " + parenthesize(b, prec+1), prec}
}

// cast is (T)e.
func cast(t string, e cexpr) cexpr {
	return cexpr{"(" + t + ")" + parenthesize(e, cUnary), cUnary}
}

func (kg *kernelGen) unary(x *kernel.Unary) cexpr {
	a := kg.expr(x.X)
	t := x.X.Type()
	switch x.Op {
	case kernel.Not:
		return cexpr{"!" + parenthesize(truth(a, t), cUnary), cUnary}
	case kernel.Neg:
		switch {
		case t.IsFloat():
			return negate(a)
		case t == kernel.Int32:
			// NumPy wraps -(-2**31); no union holds an int32, so a check
			// would have nothing to guard.
			return cast("int", negate(cast("long long", a)))
		case x.Checked:
			// -(-2**63) is 2**63: a Python int past 64 bits.
			a = kg.atom(a, t)
			kg.failIf(a.s+" == ALP_I64_MIN", kernel.Deopt)
			kg.g.use("ALP_I64_MIN")
			return negate(a)
		case t == kernel.PyInt:
			return negate(a) // kernelgen proved it cannot overflow
		}
		return kg.helperCall("alp_wrap_neg_i64", a)
	case kernel.Abs:
		switch {
		case t == kernel.Float32:
			return call("fabsf", a)
		case t.IsFloat():
			return call("fabs", a)
		case x.Checked && t != kernel.Int32:
			a = kg.atom(a, t)
			kg.failIf(a.s+" == ALP_I64_MIN", kernel.Deopt)
			kg.g.use("ALP_I64_MIN")
		}
		return kg.helperCall("alp_abs_"+t.Suffix(), a)
	case kernel.Invert:
		return invert(a)
	}
	kg.failf("unary %s", x.Op)
	return cexpr{}
}

// binary is a op b in type t (a and b already evaluated, left first),
// with the checks of a Checked operation.
func (kg *kernelGen) binary(op kernel.BinOp, t kernel.Type, checked bool, a, b cexpr) cexpr {
	switch {
	case op.Logical() || op.Shift():
		return kg.bitwise(op, t, checked, a, b)
	case t.IsFloat():
		return kg.floatBinary(op, t, checked, a, b)
	case t.IsInt():
		return kg.intBinary(op, t, checked, a, b)
	}
	kg.failf("%s on %s", op, t)
	return cexpr{}
}

var cArith = map[kernel.BinOp]string{kernel.Add: "+", kernel.Sub: "-", kernel.Mul: "*", kernel.Div: "/"}

func arithPrec(op kernel.BinOp) int {
	if op == kernel.Add || op == kernel.Sub {
		return cAdd
	}
	return cMul
}

// floatBinary: IEEE arithmetic in the type (C's float arithmetic is in
// float); Python's ZeroDivisionError where Checked; floor division, modulo
// and power as npy_divmod and NumPy's power, or Python's ** where Checked.
func (kg *kernelGen) floatBinary(op kernel.BinOp, t kernel.Type, checked bool, a, b cexpr) cexpr {
	zero := "0.0"
	if t == kernel.Float32 {
		zero = "0.0f"
	}
	switch op {
	case kernel.Add, kernel.Sub, kernel.Mul, kernel.Div:
		if op == kernel.Div && checked {
			b = kg.atom(b, t)
			kg.failIf(b.s+" == "+zero, kernel.ZeroDivisionError)
		}
		return infix(a, cArith[op], b, arithPrec(op))
	case kernel.FloorDiv, kernel.Mod:
		if checked {
			b = kg.atom(b, t)
			kg.failIf(b.s+" == "+zero, kernel.ZeroDivisionError)
		}
		name := "alp_floordiv_"
		if op == kernel.Mod {
			name = "alp_mod_"
		}
		return kg.helperCall(name+t.Suffix(), a, b)
	case kernel.Pow:
		var r cexpr
		if checked {
			// Python's float **, errors included.
			kg.g.use("alp_py_pow")
			v := kg.temp()
			kg.w.line("double %s;", v)
			kg.failStatus(call("alp_py_pow", a, b, cexpr{"&" + v, cUnary}).s)
			r = cexpr{v, cAtom}
		} else {
			r = kg.helperCall("alp_power_f64", a, b)
		}
		if t == kernel.Float32 {
			return cast("float", r) // computed in double, rounded once, as NumPy's float32 power
		}
		return r
	case kernel.Min, kernel.Max:
		return kg.helperCall("alp_"+op.String()+"_"+t.Suffix(), a, b)
	}
	kg.failf("%s on %s", op, t)
	return cexpr{}
}

var overflowHelpers = map[kernel.BinOp]string{kernel.Add: "alp_add_overflows", kernel.Sub: "alp_sub_overflows",
	kernel.Mul: "alp_mul_overflows"}

var wrapHelpers = map[kernel.BinOp]string{kernel.Add: "alp_wrap_add_i64", kernel.Sub: "alp_wrap_sub_i64",
	kernel.Mul: "alp_wrap_mul_i64"}

// intBinary: a Checked operation (a Python int, or the {int, int64} union
// kernelgen emits as int64) stops with Deopt where the result leaves 64
// bits and with ZeroDivisionError for a zero divisor; an unchecked Python
// int was proven in range and uses C's operators; NumPy ints wrap.
func (kg *kernelGen) intBinary(op kernel.BinOp, t kernel.Type, checked bool, a, b cexpr) cexpr {
	w := kg.w
	switch op {
	case kernel.Add, kernel.Sub, kernel.Mul:
		switch {
		case t == kernel.Int32:
			// Exact in 64 bits, then wrapped to 32 by the conversion.
			return cast("int", infix(cast("long long", a), cArith[op], b, arithPrec(op)))
		case checked:
			v := kg.temp()
			kg.g.use(overflowHelpers[op])
			w.line("long long %s;", v)
			kg.failIf(call(overflowHelpers[op], a, b, cexpr{"&" + v, cUnary}).s, kernel.Deopt)
			return cexpr{v, cAtom}
		case t == kernel.PyInt:
			return infix(a, cArith[op], b, arithPrec(op))
		}
		return kg.helperCall(wrapHelpers[op], a, b)
	case kernel.FloorDiv, kernel.Mod:
		if checked {
			if op == kernel.FloorDiv && t != kernel.Int32 {
				a = kg.atom(a, t)
			}
			b = kg.atom(b, t)
			kg.failIf(b.s+" == 0", kernel.ZeroDivisionError)
			if op == kernel.FloorDiv && t != kernel.Int32 {
				// -2**63 // -1 is 2**63 in Python, -2**63 in NumPy. (No
				// union holds an int32: its MIN // -1 wraps, as NumPy's.)
				kg.g.use("ALP_I64_MIN")
				kg.failIf(a.s+" == ALP_I64_MIN && "+b.s+" == -1", kernel.Deopt)
			}
		}
		name := "alp_floordiv_"
		if op == kernel.Mod {
			name = "alp_mod_"
		}
		return kg.helperCall(name+t.Suffix(), a, b)
	case kernel.Pow:
		if checked {
			b = kg.atom(b, t)
			if t == kernel.PyInt {
				// Python's int ** negative int is a float: the interpreter's.
				kg.failIf(b.s+" < 0", kernel.Deopt)
			} else {
				kg.failIf(b.s+" < 0", kernel.ValueError) // NumPy: integers to negative integer powers
			}
			if t != kernel.Int32 {
				// A Python int must not wrap; the {int, int64} union may be
				// either, so it stops too and the interpreter decides.
				v := kg.temp()
				kg.g.use("alp_pow_overflows")
				w.line("long long %s;", v)
				kg.failIf(call("alp_pow_overflows", a, b, cexpr{"&" + v, cUnary}).s, kernel.Deopt)
				return cexpr{v, cAtom}
			}
		}
		return kg.helperCall("alp_pow_"+t.Suffix(), a, b)
	case kernel.Min, kernel.Max:
		return kg.helperCall("alp_"+op.String()+"_"+t.Suffix(), a, b)
	}
	kg.failf("%s on %s (true division of ints is a float operation after conversions)", op, t)
	return cexpr{}
}

// sameRep reports whether two types share a C type (a Python type and its
// NumPy counterpart).
func sameRep(a, b kernel.Type) bool {
	return cType(a) == cType(b)
}

// convert is kernel.Convert: e of type from as type to.
func (kg *kernelGen) convert(e cexpr, from, to kernel.Type) cexpr {
	if from.IsExtInt() || to.IsExtInt() {
		// Extended ints are held in a long long, as their value.
		switch {
		case from == to:
			return e
		case to.IsBool():
			return truth(e, from)
		case from == kernel.UInt64 && to.IsFloat():
			return cast(cType(to), cast("unsigned long long", e))
		case to.IsExtInt():
			return cast("long long", cast(memType(to), e)) // wrapped, then extended
		}
		return cast(cType(to), e) // kernelgen converts no float to one
	}
	switch {
	case sameRep(from, to):
		return e
	case to.IsBool():
		return truth(e, from)
	case !from.IsFloat():
		// A bool or an int to an int (widening, or wrapping as NumPy
		// narrows) or to a float (rounded to nearest, once).
		return cast(cType(to), e)
	case to.IsFloat():
		return cast(cType(to), e)
	case to == kernel.PyInt:
		// Python's int(): truncation, errors for NaN and infinities.
		v := kg.temp()
		kg.g.use("alp_py_int")
		kg.w.line("long long %s;", v)
		kg.failStatus(call("alp_py_int", e, cexpr{"&" + v, cUnary}).s)
		return cexpr{v, cAtom}
	}
	// NumPy's cast to Int32 or Int64.
	return kg.helperCall("alp_cast_"+to.Suffix(), e)
}

// call is a math function on doubles (mathFuncs), with CPython's errors,
// as its Domain says, where Checked.
func (kg *kernelGen) call(x *kernel.Call) cexpr {
	args := make([]cexpr, len(x.Args))
	for i, a := range x.Args {
		args[i] = kg.expr(a)
	}
	name, ok := mathFuncs[x.Fn]
	if !ok {
		kg.failf("no CUDA function computes intrinsic %s", x.Fn)
	}
	if strings.HasPrefix(name, "alp_") {
		kg.g.use(name) // a helper of ours
	}
	domain := x.Fn.Info().Domain
	switch domain {
	case kernel.RoundToInt:
		// math.floor and math.ceil give ints: int() of the rounded value,
		// whose errors are theirs (NaN and infinities survive rounding).
		r := call(name, args[0])
		if !x.Checked {
			return kg.helperCall("alp_cast_i64", r)
		}
		v := kg.temp()
		kg.g.use("alp_py_int")
		kg.w.line("long long %s;", v)
		kg.failStatus(call("alp_py_int", r, cexpr{"&" + v, cUnary}).s)
		return cexpr{v, cAtom}
	case kernel.MathPow:
		if !x.Checked {
			return call(name, args...)
		}
		v := kg.temp()
		kg.g.use("alp_math_pow")
		kg.w.line("double %s;", v)
		kg.failStatus(call("alp_math_pow", args[0], args[1], cexpr{"&" + v, cUnary}).s)
		return cexpr{v, cAtom}
	case kernel.NoErrors:
		// CPython's versions raise nothing.
		return call(name, args...)
	}
	if !x.Checked {
		return call(name, args...)
	}
	arg := kg.atom(args[0], kernel.PyFloat)
	v := kg.temp()
	kg.w.line("const double %s = %s;", v, call(name, arg).s)
	kg.g.use("alp_math_error")
	kg.failStatus(call("alp_math_error", cexpr{v, cAtom}, arg, cexpr{statusConst(domain.RangeError()), cAtom}).s)
	return cexpr{v, cAtom}
}
