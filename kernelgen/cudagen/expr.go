// This file emits expressions. An expression becomes a C expression where
// it cannot fail; what can fail (a checked subscript, operation, call or
// int()) is evaluated before, into a temporary, by statements that test
// the check and leave the kernel. Python's evaluation order is kept:
// operands left to right, each check where Python would raise, and the
// lazy forms (conditional expressions, and/or) evaluate a branch only when
// Python would.

package cudagen

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/kernel"
)

// cexpr is a C expression and the precedence of its outermost operator.
type cexpr struct {
	s    string
	prec int
}

// C's precedence levels, as far as the emitted code uses them.
const (
	cCond  = 3  // ?:
	cOr    = 4  // ||
	cAnd   = 5  // &&
	cEq    = 9  // == !=
	cRel   = 10 // < <= > >=
	cAdd   = 12 // + -
	cMul   = 13 // * / %
	cUnary = 15 // - ! casts
	cAtom  = 16 // names, literals, calls, subscripts
)

// parenthesize returns e's text, in parentheses unless it binds at least
// as tightly as min.
func parenthesize(e cexpr, min int) string {
	if e.prec < min {
		return "(" + e.s + ")"
	}
	return e.s
}

// negate is -e, keeping "- -x" from reading as a decrement.
func negate(e cexpr) cexpr {
	s := parenthesize(e, cUnary)
	if strings.HasPrefix(s, "-") {
		s = "(" + s + ")"
	}
	return cexpr{"-" + s, cUnary}
}

func (kg *kernelGen) expr(e kernel.Expr) cexpr {
	if c, ok := kg.subst[e]; ok {
		return c
	}
	switch x := e.(type) {
	case *kernel.Const:
		return kg.constant(x)
	case *kernel.Var:
		return cexpr{kg.local[x.Local], cAtom}
	case *kernel.ParamRef:
		kg.useParam[x.Param] = true
		return cexpr{kg.param[x.Param], cAtom}
	case *kernel.Load:
		el := cexpr{kg.element(x.Array, x.Index), cAtom}
		if x.Array.Elem.IsBool() {
			return cexpr{el.s + " != 0", cEq}
		}
		if x.Array.Elem.IsExtInt() {
			return cast("long long", el) // the register value: sign- or zero-extended
		}
		return el
	case *kernel.Unary:
		return kg.unary(x)
	case *kernel.Binary:
		a := kg.expr(x.X)
		b := kg.expr(x.Y)
		return kg.binary(x.Op, x.T, x.Checked, a, b)
	case *kernel.Compare:
		a := kg.expr(x.X)
		b := kg.expr(x.Y)
		prec := cRel
		if x.Op == kernel.Eq || x.Op == kernel.Ne {
			prec = cEq
		}
		return cexpr{parenthesize(a, prec+1) + " " + cCmpOps[x.Op] + " " + parenthesize(b, prec+1), prec}
	case *kernel.Convert:
		return kg.convert(kg.expr(x.X), x.X.Type(), x.T)
	case *kernel.Call:
		return kg.call(x)
	case *kernel.Cond:
		return kg.cond(x)
	case *kernel.Logic:
		return kg.logic(x)
	}
	kg.failf("expression %T", e)
	return cexpr{}
}

var cCmpOps = map[kernel.CmpOp]string{kernel.Lt: "<", kernel.Le: "<=", kernel.Eq: "==", kernel.Ne: "!=",
	kernel.Gt: ">", kernel.Ge: ">="}

// constant is a literal of the constant's type: ints in decimal (LL past
// int's range), floats in the shortest form that reads back exactly (f
// for float32), infinities and NaN by their bits.
func (kg *kernelGen) constant(c *kernel.Const) cexpr {
	lit := func(s string) cexpr {
		if strings.HasPrefix(s, "-") {
			return cexpr{s, cUnary}
		}
		return cexpr{s, cAtom}
	}
	switch c.T {
	case kernel.PyBool, kernel.Bool:
		if c.I != 0 {
			return cexpr{"true", cAtom}
		}
		return cexpr{"false", cAtom}
	case kernel.Int32:
		v := int64(int32(c.I))
		if v == math.MinInt32 {
			kg.g.use("ALP_I64_MIN")
			return cexpr{"ALP_I32_MIN", cAtom}
		}
		return lit(strconv.FormatInt(v, 10))
	case kernel.PyInt, kernel.Int64, kernel.Int8, kernel.Int16, kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64:
		// An extended int's constant is its register value, a long long.
		switch {
		case c.I == math.MinInt64:
			kg.g.use("ALP_I64_MIN")
			return cexpr{"ALP_I64_MIN", cAtom}
		case c.I < math.MinInt32 || c.I > math.MaxInt32:
			return lit(strconv.FormatInt(c.I, 10) + "LL")
		}
		return lit(strconv.FormatInt(c.I, 10))
	case kernel.Float32, kernel.PyFloat, kernel.Float64:
		f, bits, suf, macro := c.F, 64, "", ""
		if c.T == kernel.Float32 {
			f, bits, suf, macro = float64(float32(c.F)), 32, "f", "_F"
		}
		switch {
		case math.IsNaN(f):
			kg.g.use("ALP_INF")
			return cexpr{"ALP_NAN" + macro, cAtom}
		case math.IsInf(f, 1):
			kg.g.use("ALP_INF")
			return cexpr{"ALP_INF" + macro, cAtom}
		case math.IsInf(f, -1):
			kg.g.use("ALP_INF")
			return cexpr{"-ALP_INF" + macro, cUnary}
		}
		s := strconv.FormatFloat(f, 'g', -1, bits)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return lit(s + suf)
	}
	kg.failf("constant of type %s", c.T)
	return cexpr{}
}

// temp returns a fresh temporary's name.
func (kg *kernelGen) temp() string {
	kg.temps++
	return kg.names.name(fmt.Sprintf("t%d", kg.temps))
}

// declare writes "const T name = e;" with a fresh name made from base and
// returns the name.
func (kg *kernelGen) declare(base string, t kernel.Type, e cexpr) string {
	name := kg.names.name(base)
	kg.w.line("const %s %s = %s;", cType(t), name, e.s)
	return name
}

// atom returns e where it is a name or literal, which may be repeated;
// anything else is evaluated once, into a temporary.
func (kg *kernelGen) atom(e cexpr, t kernel.Type) cexpr {
	if isLiteral(e.s) {
		return e
	}
	name := kg.temp()
	kg.w.line("const %s %s = %s;", cType(t), name, e.s)
	return cexpr{name, cAtom}
}

// failIf leaves the kernel with status s where cond holds.
func (kg *kernelGen) failIf(cond string, s kernel.Status) {
	kg.g.use("alp_fail")
	kg.w.line("if (%s) { alp_fail(status, %s); return; }", cond, statusConst(s))
}

// fail leaves the kernel with status s.
func (kg *kernelGen) fail(s kernel.Status) {
	kg.g.use("alp_fail")
	kg.w.line("{ alp_fail(status, %s); return; }", statusConst(s))
}

// failStatus leaves the kernel with the status call returns, if any: call
// is a helper that returns ALP_OK or the error of the operation it made.
func (kg *kernelGen) failStatus(call string) {
	kg.g.use("alp_fail")
	kg.w.line("if (const long long alp_err = %s) { alp_fail(status, alp_err); return; }", call)
}

// capture runs f with a fresh writer one level deeper than the current
// one and returns f's result and what it wrote: nothing when the
// expression f emits cannot fail and may stay inline.
func (kg *kernelGen) capture(f func() cexpr) (cexpr, string) {
	saved := kg.w
	kg.w = &writer{indent: saved.indent + 1}
	e := f()
	text := kg.w.b.String()
	kg.w = saved
	return e, text
}

// truth is Python's truth value of e, of type t: x != 0, NaN true.
func truth(e cexpr, t kernel.Type) cexpr {
	switch {
	case t.IsBool():
		return e
	case t == kernel.Float32:
		return cexpr{parenthesize(e, cEq+1) + " != 0.0f", cEq}
	case t.IsFloat():
		return cexpr{parenthesize(e, cEq+1) + " != 0.0", cEq}
	}
	return cexpr{parenthesize(e, cEq+1) + " != 0", cEq}
}

// cond is Then if Test else Else: C's ?: where neither branch has a check
// to make, else an if statement into a temporary, so that only the chosen
// branch runs.
func (kg *kernelGen) cond(x *kernel.Cond) cexpr {
	test := kg.expr(x.Test)
	th, thText := kg.capture(func() cexpr { return kg.expr(x.Then) })
	el, elText := kg.capture(func() cexpr { return kg.expr(x.Else) })
	if thText == "" && elText == "" {
		return cexpr{parenthesize(test, cOr) + " ? " + parenthesize(th, cOr) + " : " + parenthesize(el, cCond), cCond}
	}
	w := kg.w
	t := kg.temp()
	w.line("%s %s;", cType(x.Type()), t)
	w.line("if (%s) {", test.s)
	w.b.WriteString(thText)
	w.line("    %s = %s;", t, th.s)
	w.line("} else {")
	w.b.WriteString(elText)
	w.line("    %s = %s;", t, el.s)
	w.line("}")
	return cexpr{t, cAtom}
}

// logic is X and Y or X or Y with Python's value: X where it decides
// (false for and, true for or), else Y, evaluated only then. On bools
// that is C's && and ||.
func (kg *kernelGen) logic(x *kernel.Logic) cexpr {
	t := x.X.Type()
	a := kg.expr(x.X)
	b, bText := kg.capture(func() cexpr { return kg.expr(x.Y) })
	if bText == "" {
		switch {
		case t.IsBool() && x.Op == kernel.And:
			return cexpr{parenthesize(a, cAnd) + " && " + parenthesize(b, cAnd+1), cAnd}
		case t.IsBool():
			return cexpr{parenthesize(a, cOr) + " || " + parenthesize(b, cOr+1), cOr}
		}
		a = kg.atom(a, t)
		if x.Op == kernel.And {
			return cexpr{parenthesize(truth(a, t), cOr) + " ? " + parenthesize(b, cOr) + " : " + a.s, cCond}
		}
		return cexpr{parenthesize(truth(a, t), cOr) + " ? " + a.s + " : " + parenthesize(b, cCond), cCond}
	}
	w := kg.w
	v := kg.temp()
	w.line("%s %s = %s;", cType(t), v, a.s)
	test := truth(cexpr{v, cAtom}, t)
	if x.Op == kernel.Or {
		test = cexpr{"!" + parenthesize(test, cUnary), cUnary}
	}
	w.line("if (%s) {", test.s)
	w.b.WriteString(bText)
	w.line("    %s = %s;", v, b.s)
	w.line("}")
	return cexpr{v, cAtom}
}
