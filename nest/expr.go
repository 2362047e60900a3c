package nest

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/affine"
)

// An Expr is an expression of the accelerated subset. Evaluation has no side
// effects, so a stage may evaluate a subexpression twice or not at all
// (Python's short-circuit and/or are kept as Logic nodes all the same, for
// their value semantics).
type Expr interface {
	Position() Pos
	expr()
}

// ConstKind is the Python type of a constant.
type ConstKind uint8

const (
	Int ConstKind = iota + 1
	Float
	Bool
)

// A Const is an int, float or bool literal, or a named constant (math.pi).
type Const struct {
	Pos   Pos
	Kind  ConstKind
	Int   int64 // Int, and Bool as 0 or 1
	Float float64
	Name  string // "math.pi", "math.e", or empty for a literal
}

// NameRole says what a name in an expression stands for.
type NameRole uint8

const (
	// LoopVar: the variable of an enclosing loop.
	LoopVar NameRole = iota + 1
	// Symbol: a loop-invariant value bound when the nest runs.
	Symbol
	// ScalarVar: a scalar the nest assigns (one of Nest.Scalars).
	ScalarVar
)

var nameRoleNames = [...]string{LoopVar: "loop", Symbol: "symbol", ScalarVar: "scalar"}

func (r NameRole) String() string {
	if int(r) < len(nameRoleNames) && nameRoleNames[r] != "" {
		return nameRoleNames[r]
	}
	return fmt.Sprintf("NameRole(%d)", r)
}

// A Name is a variable read (or, as an Assign's Target, a scalar written).
type Name struct {
	Pos  Pos
	Id   string
	Role NameRole
}

// A Ref is an array element reference a[s0, s1, ...]; the chained form
// a[i][j] is recorded as a[i, j].
type Ref struct {
	Pos   Pos
	Array string
	Subs  []Expr
	// Forms holds each subscript as an affine form over loop variables and
	// symbols, or affine.NonAffine() where it is not affine.
	Forms []affine.Form
	// Indirect: some subscript reads an array (y[idx[e]]); such references
	// are left to the irregular-loop executor.
	Indirect bool
	// Synthetic: a predicate array that if-conversion introduced, not a
	// user array.
	Synthetic bool
}

// BinOp is a binary arithmetic operator, or the associative operator of a
// reduction.
type BinOp uint8

const (
	NoOp     BinOp = iota
	Add            // +
	Sub            // -
	Mul            // *
	Div            // / (true division)
	FloorDiv       // //
	Mod            // %
	Pow            // **
	Min            // min(), for reductions only
	Max            // max(), for reductions only
	BitAnd         // & on ints and bools
	BitOr          // | on ints and bools
	BitXor         // ^ on ints and bools
	LShift         // << on ints
	RShift         // >> on ints
)

var binOpText = [...]string{NoOp: "", Add: "+", Sub: "-", Mul: "*", Div: "/", FloorDiv: "//", Mod: "%", Pow: "**", Min: "min", Max: "max",
	BitAnd: "&", BitOr: "|", BitXor: "^", LShift: "<<", RShift: ">>"}

// Bitwise reports whether op is one of the bitwise operators & | ^ << >>.
func (op BinOp) Bitwise() bool { return op >= BitAnd && op <= RShift }

func (op BinOp) String() string {
	if int(op) < len(binOpText) {
		return binOpText[op]
	}
	return fmt.Sprintf("BinOp(%d)", op)
}

// A Binary is X Op Y.
type Binary struct {
	Pos  Pos
	Op   BinOp
	X, Y Expr
}

// UnaryOp is a unary operator.
type UnaryOp uint8

const (
	Neg    UnaryOp = iota + 1 // -x
	Plus                      // +x
	Not                       // not x
	Invert                    // ~x, on ints and bools
)

var unaryOpText = [...]string{Neg: "-", Plus: "+", Not: "not ", Invert: "~"}

func (op UnaryOp) String() string {
	if int(op) < len(unaryOpText) && unaryOpText[op] != "" {
		return strings.TrimSpace(unaryOpText[op])
	}
	return fmt.Sprintf("UnaryOp(%d)", op)
}

// A Unary is Op X.
type Unary struct {
	Pos Pos
	Op  UnaryOp
	X   Expr
}

// CmpOp is a comparison operator.
type CmpOp uint8

const (
	Lt CmpOp = iota + 1
	Le
	Eq
	Ne
	Gt
	Ge
)

var cmpOpText = [...]string{Lt: "<", Le: "<=", Eq: "==", Ne: "!=", Gt: ">", Ge: ">="}

func (op CmpOp) String() string {
	if int(op) < len(cmpOpText) && cmpOpText[op] != "" {
		return cmpOpText[op]
	}
	return fmt.Sprintf("CmpOp(%d)", op)
}

// A Compare is X Op Y. A chain a < b < c is recorded as
// (a < b) and (b < c), which is the same since evaluation has no effects.
type Compare struct {
	Pos  Pos
	Op   CmpOp
	X, Y Expr
}

// LogicOp is and/or.
type LogicOp uint8

const (
	And LogicOp = iota + 1
	Or
)

func (op LogicOp) String() string {
	switch op {
	case And:
		return "and"
	case Or:
		return "or"
	}
	return fmt.Sprintf("LogicOp(%d)", op)
}

// A Logic is X and Y, X or Y with Python's meaning: the value of the operand
// that decided, not necessarily a bool.
type Logic struct {
	Pos  Pos
	Op   LogicOp
	X, Y Expr
}

// A Cond is the conditional expression Then if Test else Else.
type Cond struct {
	Pos              Pos
	Test, Then, Else Expr
}

// A Call is a call of an intrinsic: "abs", "min", "max", "int", "float", or
// "math.sqrt" and the other math functions of docs/contract.md §1, always
// spelled with the "math." prefix whatever the import form.
type Call struct {
	Pos  Pos
	Func string
	Args []Expr
}

// An Opaque is a loop-invariant expression outside the accelerated subset
// that the interpreter evaluates before the nest runs: only a loop bound or
// step such as len(a) or a.shape[0] (inside a statement such an expression
// is a reason instead). Text is its Python source as ast.unparse prints it,
// which also names its value among the run-time bindings; Names are the
// variables it reads, sorted. In a nest that has Reasons, an Opaque also
// stands for what could not be represented in a loop header (the iterable
// of for x in a, a bound that changes inside the nest).
type Opaque struct {
	Pos   Pos
	Text  string
	Names []string
}

func (e *Opaque) Position() Pos  { return e.Pos }
func (*Opaque) expr()            {}
func (e *Const) Position() Pos   { return e.Pos }
func (e *Name) Position() Pos    { return e.Pos }
func (e *Ref) Position() Pos     { return e.Pos }
func (e *Binary) Position() Pos  { return e.Pos }
func (e *Unary) Position() Pos   { return e.Pos }
func (e *Compare) Position() Pos { return e.Pos }
func (e *Logic) Position() Pos   { return e.Pos }
func (e *Cond) Position() Pos    { return e.Pos }
func (e *Call) Position() Pos    { return e.Pos }
func (*Const) expr()             {}
func (*Name) expr()              {}
func (*Ref) expr()               {}
func (*Binary) expr()            {}
func (*Unary) expr()             {}
func (*Compare) expr()           {}
func (*Logic) expr()             {}
func (*Cond) expr()              {}
func (*Call) expr()              {}

// WalkExpr calls f on e and every subexpression, parents first, operands in
// Python's evaluation order.
func WalkExpr(e Expr, f func(Expr)) {
	if e == nil {
		return
	}
	f(e)
	switch x := e.(type) {
	case *Ref:
		for _, s := range x.Subs {
			WalkExpr(s, f)
		}
	case *Binary:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *Unary:
		WalkExpr(x.X, f)
	case *Compare:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *Logic:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *Cond:
		WalkExpr(x.Test, f)
		WalkExpr(x.Then, f)
		WalkExpr(x.Else, f)
	case *Call:
		for _, a := range x.Args {
			WalkExpr(a, f)
		}
	}
}

// Reads returns the array references and the scalars of the nest (names with
// Role ScalarVar) that a statement reads, in
// evaluation order: the predicate, the right-hand side, the target's
// subscripts, and for an augmented assignment the target itself last (as
// CPython evaluates a[i] += v: subscript, load a[i], then v; the order among
// reads of one statement does not matter to the analysis, which puts every
// read of a statement before its write).
func (a *Assign) Reads() []Expr {
	var out []Expr
	collect := func(e Expr) {
		WalkExpr(e, func(x Expr) {
			switch x := x.(type) {
			case *Ref:
				out = append(out, x)
			case *Name:
				if x.Role == ScalarVar {
					out = append(out, x)
				}
			}
		})
	}
	collect(a.Pred)
	collect(a.Value)
	if r, ok := a.Target.(*Ref); ok {
		for _, s := range r.Subs {
			collect(s)
		}
	}
	if a.Op != NoOp {
		out = append(out, a.Target)
	}
	return out
}

// ValueName is the name of the scalar (a Name of role ScalarVar) or the
// if-conversion predicate (a Synthetic Ref, whichever element) that e is,
// or "" for anything else: the per-iteration values of a nest.
func ValueName(e Expr) string {
	switch x := e.(type) {
	case *Name:
		if x.Role == ScalarVar {
			return x.Id
		}
	case *Ref:
		if x.Synthetic {
			return x.Array
		}
	}
	return ""
}

// ReadsName reports whether e reads the name (a scalar, symbol or loop
// variable) anywhere.
func ReadsName(e Expr, name string) bool {
	found := false
	WalkExpr(e, func(x Expr) {
		if n, ok := x.(*Name); ok && n.Id == name {
			found = true
		}
	})
	return found
}

// ReadsValue reports whether a reads the scalar or predicate name.
func (a *Assign) ReadsValue(name string) bool {
	for _, e := range a.Reads() {
		if ValueName(e) == name {
			return true
		}
	}
	return false
}

// Expression printing follows Python's precedence, parenthesising only where
// ast.unparse would.
const (
	precCond = iota + 1
	precOr
	precAnd
	precNot
	precCmp
	precBitOr
	precBitXor
	precBitAnd
	precShift
	precAdd
	precMul
	precUnary
	precPow
	precAtom
)

func binPrec(op BinOp) int {
	switch op {
	case Add, Sub:
		return precAdd
	case Mul, Div, FloorDiv, Mod:
		return precMul
	case Pow:
		return precPow
	case BitOr:
		return precBitOr
	case BitXor:
		return precBitXor
	case BitAnd:
		return precBitAnd
	case LShift, RShift:
		return precShift
	}
	return precAtom
}

// String formats e as Python source.
func String(e Expr) string {
	var b strings.Builder
	write(&b, e, 0)
	return b.String()
}

func write(b *strings.Builder, e Expr, outer int) {
	paren := func(p int, f func()) {
		if p < outer {
			b.WriteByte('(')
			f()
			b.WriteByte(')')
			return
		}
		f()
	}
	switch x := e.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Const:
		b.WriteString(x.String())
	case *Name:
		b.WriteString(x.Id)
	case *Opaque:
		b.WriteString(x.Text) // a call, attribute or subscript: an atom
	case *Ref:
		b.WriteString(x.Array)
		b.WriteByte('[')
		if len(x.Subs) == 0 { // a 0-d array's element, as NumPy spells it
			b.WriteString("()")
		}
		for i, s := range x.Subs {
			if i > 0 {
				b.WriteString(", ")
			}
			write(b, s, 0)
		}
		b.WriteByte(']')
	case *Binary:
		if x.Op == Min || x.Op == Max {
			b.WriteString(x.Op.String())
			b.WriteByte('(')
			write(b, x.X, 0)
			b.WriteString(", ")
			write(b, x.Y, 0)
			b.WriteByte(')')
			return
		}
		p := binPrec(x.Op)
		paren(p, func() {
			if x.Op == Pow { // right-associative
				write(b, x.X, p+1)
				b.WriteString(" ** ")
				write(b, x.Y, p)
				return
			}
			write(b, x.X, p)
			b.WriteString(" " + x.Op.String() + " ")
			write(b, x.Y, p+1)
		})
	case *Unary:
		p := precUnary
		if x.Op == Not {
			p = precNot
		}
		paren(p, func() {
			b.WriteString(unaryOpText[x.Op])
			write(b, x.X, p)
		})
	case *Compare:
		paren(precCmp, func() {
			write(b, x.X, precCmp+1)
			b.WriteString(" " + x.Op.String() + " ")
			write(b, x.Y, precCmp+1)
		})
	case *Logic:
		p := precAnd
		if x.Op == Or {
			p = precOr
		}
		paren(p, func() {
			write(b, x.X, p)
			b.WriteString(" " + x.Op.String() + " ")
			write(b, x.Y, p+1)
		})
	case *Cond:
		paren(precCond, func() {
			write(b, x.Then, precCond+1)
			b.WriteString(" if ")
			write(b, x.Test, precCond+1)
			b.WriteString(" else ")
			write(b, x.Else, precCond)
		})
	case *Call:
		b.WriteString(x.Func)
		b.WriteByte('(')
		for i, a := range x.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			write(b, a, 0)
		}
		b.WriteByte(')')
	default:
		fmt.Fprintf(b, "<%T>", e)
	}
}

// String formats the constant as Python's repr does (math.pi by name).
func (c *Const) String() string {
	if c.Name != "" {
		return c.Name
	}
	switch c.Kind {
	case Int:
		return strconv.FormatInt(c.Int, 10)
	case Bool:
		if c.Int != 0 {
			return "True"
		}
		return "False"
	}
	return formatFloat(c.Float)
}

// formatFloat is Python's float repr: the shortest string that reads back
// exactly, in exponent form below 1e-4 and from 1e16 on.
func formatFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	if abs := math.Abs(f); abs != 0 && (abs < 1e-4 || abs >= 1e16) {
		return strconv.FormatFloat(f, 'e', -1, 64) // two-digit exponent, like Python
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// DrawFuncs are the calls that draw from NumPy's legacy global
// RandomState (the front end writes np.random.rand(), randn(), uniform(),
// normal(), exponential() and randint() as these, with NumPy's defaults
// filled in) or from Python's random module (random.random() and
// random.uniform() as random.uniform): each has an effect on its
// generator, so every execution must happen once, in program order.
var DrawFuncs = map[string]bool{"numpy.random.uniform": true, "numpy.random.normal": true,
	"numpy.random.exponential": true, "numpy.random.randint": true, "random.uniform": true}

// Draws reports whether e calls one of DrawFuncs.
func Draws(e Expr) bool {
	found := false
	WalkExpr(e, func(x Expr) {
		if c, ok := x.(*Call); ok && DrawFuncs[c.Func] {
			found = true
		}
	})
	return found
}
