// This file names things in the CUDA C text: C identifiers made from the
// IR's Python names, unique within a kernel, and the Python-like rendering
// of IR expressions that comments use.

package cudagen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/kernel"
)

// cReserved are the names a kernel's identifiers must not take: C++ and
// CUDA keywords, the kernel entry's parameters, the CUDA built-in variables,
// and every library function the emitted code calls, the math functions
// of mathFuncs among them (a local named exp would hide exp()). The
// helpers' own names (alp_*, ALP_*) are reserved by prefix in namer.ok.
var cReserved = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
		alignas alignof and and_eq asm auto bitand bitor bool break case catch char
		char8_t char16_t char32_t class compl concept const consteval constexpr constinit
		const_cast continue co_await co_return co_yield decltype default delete do double
		dynamic_cast else enum explicit export extern false float for friend goto if inline
		int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private
		protected public register reinterpret_cast requires return short signed sizeof static
		static_assert static_cast struct switch template this thread_local throw true try
		typedef typeid typename union unsigned using virtual void volatile wchar_t while xor
		xor_eq restrict main std NULL
		args out status
		blockIdx blockDim threadIdx gridDim warpSize dim3 uint3
		atomicAdd atomicCAS __longlong_as_double __double_as_longlong __int_as_float __float_as_int
		fabsf floorf fmod fmodf copysign copysignf trunc fma isnan isinf isfinite`) {
		cReserved[w] = true
	}
	for _, f := range mathFuncs {
		cReserved[f] = true
	}
}

// mathFuncs names the CUDA math library function computing each intrinsic
// (kernel's registry) on doubles. An intrinsic missing here cannot be
// emitted (TestIntrinsics fails).
var mathFuncs = map[kernel.Intrinsic]string{
	kernel.Sqrt: "sqrt", kernel.Exp: "exp", kernel.Log: "log", kernel.Log10: "log10",
	kernel.Sin: "sin", kernel.Cos: "cos", kernel.Tan: "tan",
	kernel.Asin: "asin", kernel.Acos: "acos", kernel.Atan: "atan", kernel.Atan2: "atan2",
	kernel.Sinh: "sinh", kernel.Cosh: "cosh", kernel.Tanh: "tanh", kernel.Erf: "erf",
	kernel.Floor: "floor", kernel.Ceil: "ceil", kernel.Fabs: "fabs", kernel.PowF: "pow",
	kernel.Hypot: "alp_hypot", // CPython's algorithm (helpers.go), not CUDA's hypot
	kernel.FMA:   "fma",
}

// namer hands out C identifiers, each at most once.
type namer struct {
	used map[string]bool
}

func newNamer(reserved ...string) *namer {
	n := &namer{used: map[string]bool{}}
	for _, r := range reserved {
		n.used[r] = true
	}
	return n
}

// ok reports whether name may be given out.
func (n *namer) ok(name string) bool {
	return !n.used[name] && !cReserved[name]
}

// name returns a fresh identifier made from a Python name or source text:
// the text itself where it is a free C identifier, else a sanitized form
// with _1, _2, ... appended until it is free.
func (n *namer) name(text string) string {
	base := sanitize(text)
	name := base
	for i := 1; !n.ok(name); i++ {
		name = fmt.Sprintf("%s_%d", base, i)
	}
	n.used[name] = true
	return name
}

// sanitize turns source text into a C identifier: "len(a)" is len_a,
// "n // 2" is n_2, and if-conversion's __p1 is _p1 (names with a double
// underscore or an underscore and a capital first are the
// implementation's). A name with the prefix of the translation unit's
// helpers and constants (alp_, ALP_) gets a py_ in front.
func sanitize(text string) string {
	var b strings.Builder
	under := false
	for _, r := range text {
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			if r == '_' && under && b.Len() > 1 {
				continue
			}
			b.WriteRune(r)
			under = r == '_'
		default:
			if b.Len() > 0 && !under {
				b.WriteByte('_')
				under = true
			}
		}
	}
	s := strings.TrimRight(b.String(), "_")
	for strings.HasPrefix(s, "__") {
		s = s[1:]
	}
	switch {
	case s == "" || s == "_":
		return "v"
	case s[0] >= '0' && s[0] <= '9':
		return "v" + s
	case s[0] == '_' && s[1] >= 'A' && s[1] <= 'Z':
		return "v" + s
	case strings.HasPrefix(s, "alp_") || strings.HasPrefix(s, "ALP_"):
		return "py_" + s
	}
	return s
}

// pyExpr renders an IR expression in Python's syntax for comments: the
// host program, loop headers. Conversions show as the type's constructor.
func pyExpr(e kernel.Expr) string {
	return pyExprPrec(e, 0)
}

// Python's precedence levels, loosest first, as far as pyExpr needs them.
const (
	pyCond = iota + 1
	pyOr
	pyAnd
	pyNot
	pyCmp
	pyAdd
	pyMul
	pyUnary
	pyPow
	pyAtom
)

func pyExprPrec(e kernel.Expr, min int) string {
	s, prec := pyExprOf(e)
	if prec < min {
		return "(" + s + ")"
	}
	return s
}

var pyBinOps = map[kernel.BinOp]string{kernel.Add: "+", kernel.Sub: "-", kernel.Mul: "*", kernel.Div: "/",
	kernel.FloorDiv: "//", kernel.Mod: "%", kernel.Pow: "**", kernel.BitAnd: "&", kernel.BitOr: "|",
	kernel.BitXor: "^", kernel.LShift: "<<", kernel.RShift: ">>"}

var pyCmpOps = map[kernel.CmpOp]string{kernel.Lt: "<", kernel.Le: "<=", kernel.Eq: "==", kernel.Ne: "!=",
	kernel.Gt: ">", kernel.Ge: ">="}

func pyExprOf(e kernel.Expr) (string, int) {
	switch x := e.(type) {
	case *kernel.Const:
		switch {
		case x.T.IsBool():
			if x.I != 0 {
				return "True", pyAtom
			}
			return "False", pyAtom
		case x.T.IsFloat():
			s := strconv.FormatFloat(x.F, 'g', -1, 64)
			if !strings.ContainsAny(s, ".eIN") {
				s += ".0"
			}
			if x.F < 0 || s[0] == '-' {
				return s, pyUnary
			}
			return s, pyAtom
		}
		if x.I < 0 {
			return strconv.FormatInt(x.I, 10), pyUnary
		}
		return strconv.FormatInt(x.I, 10), pyAtom
	case *kernel.Var:
		return x.Local.Name, pyAtom
	case *kernel.ParamRef:
		if x.Param.Kind == kernel.Shape {
			return fmt.Sprintf("%s.shape[%d]", x.Param.Array.Name, x.Param.Axis), pyAtom
		}
		return x.Param.Name, pyAtom
	case *kernel.Load:
		idx := make([]string, len(x.Index))
		for i, s := range x.Index {
			idx[i] = pyExpr(s.X)
		}
		return x.Array.Name + "[" + strings.Join(idx, ", ") + "]", pyAtom
	case *kernel.Unary:
		switch x.Op {
		case kernel.Not:
			return "not " + pyExprPrec(x.X, pyNot), pyNot
		case kernel.Neg:
			return "-" + pyExprPrec(x.X, pyUnary), pyUnary
		case kernel.Invert:
			return "~" + pyExprPrec(x.X, pyUnary), pyUnary
		}
		return "abs(" + pyExpr(x.X) + ")", pyAtom
	case *kernel.Binary:
		switch x.Op {
		case kernel.Min, kernel.Max:
			return x.Op.String() + "(" + pyExpr(x.X) + ", " + pyExpr(x.Y) + ")", pyAtom
		case kernel.Pow:
			return pyExprPrec(x.X, pyPow+1) + " ** " + pyExprPrec(x.Y, pyUnary), pyPow
		}
		prec := pyAdd
		switch {
		case x.Op.Logical() || x.Op.Shift():
			// Between the comparisons and +: bracketed as an operand of
			// either, and its operands bracketed but for products.
			return pyExprPrec(x.X, pyMul) + " " + pyBinOps[x.Op] + " " + pyExprPrec(x.Y, pyMul), pyCmp
		case x.Op != kernel.Add && x.Op != kernel.Sub:
			prec = pyMul
		}
		return pyExprPrec(x.X, prec) + " " + pyBinOps[x.Op] + " " + pyExprPrec(x.Y, prec+1), prec
	case *kernel.Compare:
		return pyExprPrec(x.X, pyCmp+1) + " " + pyCmpOps[x.Op] + " " + pyExprPrec(x.Y, pyCmp+1), pyCmp
	case *kernel.Convert:
		return x.T.String() + "(" + pyExpr(x.X) + ")", pyAtom
	case *kernel.Call:
		args := make([]string, len(x.Args))
		for i, a := range x.Args {
			args[i] = pyExpr(a)
		}
		return "math." + x.Fn.String() + "(" + strings.Join(args, ", ") + ")", pyAtom
	case *kernel.Cond:
		return pyExprPrec(x.Then, pyOr) + " if " + pyExprPrec(x.Test, pyOr) + " else " + pyExprPrec(x.Else, pyCond), pyCond
	case *kernel.Logic:
		prec := pyAnd
		if x.Op == kernel.Or {
			prec = pyOr
		}
		return pyExprPrec(x.X, prec) + " " + x.Op.String() + " " + pyExprPrec(x.Y, prec+1), prec
	}
	return fmt.Sprintf("<%T>", e), pyAtom
}

// pyRange renders range(lower, upper, step), leaving out a lower bound of 0
// with a step of 1 and a step of 1, as Python's own defaults.
func pyRange(lower, upper, step kernel.Expr) string {
	isConst := func(e kernel.Expr, v int64) bool {
		c, ok := e.(*kernel.Const)
		return ok && !c.T.IsFloat() && c.I == v
	}
	switch {
	case isConst(step, 1) && isConst(lower, 0):
		return "range(" + pyExpr(upper) + ")"
	case isConst(step, 1):
		return "range(" + pyExpr(lower) + ", " + pyExpr(upper) + ")"
	}
	return "range(" + pyExpr(lower) + ", " + pyExpr(upper) + ", " + pyExpr(step) + ")"
}
