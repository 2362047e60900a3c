package kernel

import "fmt"

// A Stmt is a statement of a kernel body:
//
//	*Assign  a local gets a value
//	*Store   an array element gets a value
//	*If      a guarded block (a predicate of if-conversion)
//	*For     a loop run in order
type Stmt interface{ stmt() }

// Assign sets a local. Value has the local's type.
type Assign struct {
	Dst   *Local
	Value Expr
	Line  int // the source line, for comments (0 for generated code)
}

// Store sets an array element. Value has the array's element type: the
// conversion NumPy's setitem makes is explicit in Value (kernelgen's
// setitem: a Python float goes through a Convert to PyInt first).
//
// Atomic marks an update of the element by itself: Value reads the element
// (SelfLoad finds that Load: same array, same subscripts) and the store
// must make the read, the computation and the write one indivisible step,
// as concurrent threads may update the same element (a GPU kernel running
// an irregular loop's increments with atomics). An emitter uses an atomic
// read-modify-write where one computes exactly Value (an unchecked add in
// the element's type), and a compare-and-swap loop that recomputes Value
// from the element's current value otherwise; either way each update is
// the one the non-atomic store would make. Only int32, int64, float32 and
// float64 elements are updated atomically.
type Store struct {
	Array  *Array
	Index  []*Subscript
	Value  Expr
	Line   int // the source line, for comments
	Atomic bool
}

// SelfLoad returns the Load in st.Value of the element st stores into
// (same array, structurally equal subscripts), looking through Converts
// and the operands of one Binary; nil when there is none.
func (st *Store) SelfLoad() *Load {
	self := func(e Expr) *Load {
		if c, ok := e.(*Convert); ok {
			e = c.X
		}
		ld, ok := e.(*Load)
		if !ok || ld.Array != st.Array || len(ld.Index) != len(st.Index) {
			return nil
		}
		for i := range ld.Index {
			if ExprString(ld.Index[i].X) != ExprString(st.Index[i].X) {
				return nil
			}
		}
		return ld
	}
	v := st.Value
	// Up to two conversions of setitem: int() of a float stored into an
	// integer array, then the cast to the element type.
	for range 2 {
		if c, ok := v.(*Convert); ok {
			v = c.X
		}
	}
	if ld := self(v); ld != nil {
		return ld
	}
	b, ok := v.(*Binary)
	if !ok {
		return nil
	}
	if ld := self(b.X); ld != nil {
		return ld
	}
	return self(b.Y)
}

// AtomicElem reports whether elements of type t can be updated atomically.
func AtomicElem(t Type) bool { return t == Int32 || t == Int64 || t == Float32 || t == Float64 }

// CanBeAtomic reports whether st can be an Atomic store: Value updates the
// element st stores into (SelfLoad finds it) and the element's type can be
// updated atomically (AtomicElem). Verify requires it of Atomic stores.
func (st *Store) CanBeAtomic() bool { return st.SelfLoad() != nil && AtomicElem(st.Array.Elem) }

// UpdateOperand returns the other operand of the update st makes of its
// element, self (SelfLoad's result): where Value is (up to a Convert) a
// Binary one of whose operands is (up to a Convert) self, the other
// operand, and whether self is the left one. It is nil where there is no
// such operand, or where the operand reads self itself. An atomic update
// evaluates it once, where Python does: after the element's subscripts
// when self is the left operand, before them otherwise.
func (st *Store) UpdateOperand(self *Load) (other Expr, selfLeft bool) {
	strip := func(e Expr) Expr {
		if c, ok := e.(*Convert); ok {
			return c.X
		}
		return e
	}
	b, ok := strip(st.Value).(*Binary)
	if !ok {
		return nil, false
	}
	switch {
	case strip(b.X) == Expr(self):
		other, selfLeft = b.Y, true
	case strip(b.Y) == Expr(self):
		other = b.X
	default:
		return nil, false
	}
	reads := false
	WalkExpr(other, func(e Expr) { reads = reads || e == Expr(self) })
	if reads {
		return nil, false
	}
	return other, selfLeft
}

// RMWOp returns Add or Sub where st's Value is exactly an unchecked add
// (self either operand) or sub (self the left one) of its element self
// and the update's other operand (UpdateOperand) in the element's type:
// an update that one atomic read-modify-write instruction computes (a
// float subtraction as the addition of the negated operand, which IEEE
// defines x - y to be); BitAnd, BitOr or BitXor where it is that bitwise
// operator (self either operand) on an integer element, which atomic and,
// or and xor compute. It returns 0 for any other update, which takes a
// compare-and-swap loop.
func (st *Store) RMWOp(self *Load) BinOp {
	b, ok := st.Value.(*Binary)
	if !ok || b.Checked || b.T != st.Array.Elem {
		return 0
	}
	if other, _ := st.UpdateOperand(self); other == nil {
		return 0
	}
	switch {
	case b.Op == Add && (b.X == Expr(self) || b.Y == Expr(self)):
		return Add
	case b.Op == Sub && b.X == Expr(self):
		return Sub
	case b.Op.Logical() && b.T.IsInt() && (b.X == Expr(self) || b.Y == Expr(self)):
		return b.Op
	}
	return 0
}

// If runs Then when Cond (a bool) holds.
type If struct {
	Cond Expr
	Then []Stmt
}

// For runs Body for Var = Lower, Lower+Step, ... while before Upper, as
// Python's range does (Step != 0; Lower, Upper, Step are PyInt). After an
// iteration in which one of Exits (bool locals: the exit flags of breaks
// that leave this loop) is set, the loop stops: if-conversion has guarded
// every later statement off, so the remaining iterations would do nothing.
type For struct {
	Var                *Local
	Lower, Upper, Step Expr
	Loop               int // index into nest.Nest.Loops
	Body               []Stmt
	Exits              []*Local
}

func (*Assign) stmt() {}
func (*Store) stmt()  {}
func (*If) stmt()     {}
func (*For) stmt()    {}

// An Expr is a typed expression without side effects; evaluating it may
// fail a check.
//
//	*Const    a constant
//	*Var      a local
//	*ParamRef a parameter (symbol, shape, host variable)
//	*Load     an array element
//	*Unary    -x, not x, abs(x)
//	*Binary   x op y, operands of the result's type
//	*Compare  x op y, operands of one type, a bool
//	*Convert  a conversion with Python's or NumPy's meaning
//	*Call     a math function
//	*Cond     then if test else else, evaluating one branch
//	*Logic    x and y, x or y, short-circuit, operands of the result's type
type Expr interface {
	Type() Type
	expr()
}

// Const is a constant; I holds ints and bools (0 or 1), F floats.
type Const struct {
	T Type
	I int64
	F float64
}

// Var reads a local.
type Var struct{ Local *Local }

// ParamRef reads a parameter's value (not a Data parameter).
type ParamRef struct{ Param *Param }

// Load reads an array element.
type Load struct {
	Array *Array
	Index []*Subscript
}

// A Subscript is one index of an element access: an integer expression.
// Wrap: it may be negative, and Python counts a negative index from the
// end of the axis. Check: it may be out of range after wrapping, so it is
// checked (IndexError). kernelgen clears both where the loop bounds prove
// them unnecessary for the call's values.
type Subscript struct {
	X           Expr
	Wrap, Check bool
}

// UnOp is a unary operator.
type UnOp uint8

const (
	Neg    UnOp = iota + 1 // -x (PyInt: checked)
	Not                    // not x, on a bool
	Abs                    // abs(x) (PyInt: checked)
	Invert                 // ~x, on an int: -x-1, which never overflows
)

var unOpNames = [...]string{Neg: "neg", Not: "not", Abs: "abs", Invert: "invert"}

func (op UnOp) String() string {
	if int(op) < len(unOpNames) && unOpNames[op] != "" {
		return unOpNames[op]
	}
	return fmt.Sprintf("UnOp(%d)", op)
}

// Unary is Op X; its type is X's (PyBool for Not). Checked: on a PyInt,
// the overflow of -(-2**63) is checked.
type Unary struct {
	Op      UnOp
	X       Expr
	Checked bool
}

// BinOp is a binary arithmetic operator. Its meaning depends on the type:
//
//	PyInt: + - * checked for overflow (Deopt); // % floor toward -inf,
//	  ZeroDivisionError on 0; ** with a non-negative exponent (a negative
//	  one Deopts, as Python's result would be a float), checked
//	PyFloat: IEEE + - * /; / // % raise ZeroDivisionError on 0 as Python;
//	  ** as Python's float pow (errors included)
//	Int32, Int64: wrapping + - *; // % as NumPy (0 for a zero divisor);
//	  ** as NumPy (ValueError for a negative exponent)
//	Float32, Float64: IEEE + - * / in the type; // % as NumPy's floor_divide
//	  and remainder; ** as pow in the type
//	Min, Max: Python's min() and max() of two values of one type (the first
//	  of equal values, NaN as Python's comparisons make it)
//	BitAnd, BitOr, BitXor: two's complement & | ^ on any int type, and on
//	  the bool types (the only arithmetic on bools); never checked
//	LShift, RShift on a PyInt: a negative count raises ValueError; << that
//	  leaves 64 bits Deopts (Python's result is a big int); >> floors, a
//	  count of 64 or more giving 0 or -1. Both checked
//	LShift, RShift on Int32, Int64: NumPy's, a count outside [0, width)
//	  giving 0 (<<) or 0 or -1 (>>); << wraps. A Checked Int64 shift is the
//	  {int, int64} union: a negative count and a << that overflows Deopt
//
// True division of integers is a Binary on floats after Converts.
type BinOp uint8

const (
	Add BinOp = iota + 1
	Sub
	Mul
	Div
	FloorDiv
	Mod
	Pow
	Min
	Max
	BitAnd
	BitOr
	BitXor
	LShift
	RShift
)

var binOpNames = [...]string{Add: "add", Sub: "sub", Mul: "mul", Div: "div", FloorDiv: "floordiv",
	Mod: "mod", Pow: "pow", Min: "min", Max: "max", BitAnd: "and", BitOr: "or", BitXor: "xor",
	LShift: "shl", RShift: "shr"}

// Logical reports whether op is & | or ^, which bools also have.
func (op BinOp) Logical() bool { return op == BitAnd || op == BitOr || op == BitXor }

// Shift reports whether op is << or >>.
func (op BinOp) Shift() bool { return op == LShift || op == RShift }

func (op BinOp) String() string {
	if int(op) < len(binOpNames) && binOpNames[op] != "" {
		return binOpNames[op]
	}
	return fmt.Sprintf("BinOp(%d)", op)
}

// Binary is X Op Y in type T; X and Y have type T. Checked says the
// operation keeps the check its type implies (overflow, zero divisor);
// kernelgen clears it where it proved the check cannot fail.
type Binary struct {
	Op      BinOp
	X, Y    Expr
	T       Type
	Checked bool
}

// CmpOp is a comparison.
type CmpOp uint8

const (
	Lt CmpOp = iota + 1
	Le
	Eq
	Ne
	Gt
	Ge
)

var cmpOpNames = [...]string{Lt: "lt", Le: "le", Eq: "eq", Ne: "ne", Gt: "gt", Ge: "ge"}

func (op CmpOp) String() string {
	if int(op) < len(cmpOpNames) && cmpOpNames[op] != "" {
		return cmpOpNames[op]
	}
	return fmt.Sprintf("CmpOp(%d)", op)
}

// Compare is X Op Y with X and Y of one type; the result is T (PyBool, or
// Bool when NumPy compared).
type Compare struct {
	Op   CmpOp
	X, Y Expr
	T    Type
}

// Convert is X as type T:
//
//	to a bool: Python's truth value (x != 0, NaN is true)
//	bool or int to int or float: the value (int to float rounds to nearest)
//	float to float: rounded to nearest
//	float to PyInt: Python's int(): truncation, ValueError for NaN,
//	  OverflowError for ±inf, Deopt beyond 64 bits
//	float to Int32, Int64: as NumPy's cast (C truncation; x86's
//	  "integer indefinite" (the type's minimum) for NaN and out of range)
//	int to a narrower int: wrapping
type Convert struct {
	X Expr
	T Type
}

// Call is an intrinsic (intrinsics.go) of PyFloat arguments with the
// semantics of Python's math module, raising as its Domain says (ValueError
// for a domain error, OverflowError for a range error) where Checked. Its
// type is the intrinsic's Result: PyFloat, or PyInt for Floor and Ceil.
//
// NumPy marks a call spelled numpy.f (np.exp): never Checked, and for exp,
// log, sin and cos computed as NumPy computes them (package ndarray's ports
// of NumPy's own loops), which differs from the C library's functions in
// the last bit for many arguments. Float32 marks a NumPy call of float32
// arguments (each widened to PyFloat, so exactly a float32): the result is
// NumPy's float32 function, widened, which the call's float32 conversion
// then keeps exactly.
type Call struct {
	Fn      Intrinsic
	Args    []Expr
	Checked bool
	NumPy   bool
	Float32 bool
}

// Cond is Then if Test else Else: Test a bool, Then and Else of type T;
// only the chosen branch is evaluated.
type Cond struct {
	Test, Then, Else Expr
}

// LogicOp is and/or.
type LogicOp uint8

const (
	And LogicOp = iota + 1
	Or
)

func (op LogicOp) String() string {
	if op == And {
		return "and"
	}
	return "or"
}

// Logic is X and Y, or X or Y, with Python's value: X if it decides (false
// for and, true for or), else Y. X and Y have one type.
type Logic struct {
	Op   LogicOp
	X, Y Expr
}

func (e *Const) Type() Type    { return e.T }
func (e *Var) Type() Type      { return e.Local.Type }
func (e *ParamRef) Type() Type { return e.Param.Type }
func (e *Load) Type() Type     { return e.Array.Elem }
func (e *Unary) Type() Type {
	if e.Op == Not {
		return PyBool
	}
	return e.X.Type()
}
func (e *Binary) Type() Type  { return e.T }
func (e *Compare) Type() Type { return e.T }
func (e *Convert) Type() Type { return e.T }
func (e *Call) Type() Type {
	if in := e.Fn.Info(); in != nil {
		return in.Result
	}
	return PyFloat
}
func (e *Cond) Type() Type  { return e.Then.Type() }
func (e *Logic) Type() Type { return e.X.Type() }

func (*Const) expr()    {}
func (*Var) expr()      {}
func (*ParamRef) expr() {}
func (*Load) expr()     {}
func (*Unary) expr()    {}
func (*Binary) expr()   {}
func (*Compare) expr()  {}
func (*Convert) expr()  {}
func (*Call) expr()     {}
func (*Cond) expr()     {}
func (*Logic) expr()    {}

// WalkExpr calls f on e and its operands, parents first.
func WalkExpr(e Expr, f func(Expr)) {
	if e == nil {
		return
	}
	f(e)
	switch x := e.(type) {
	case *Load:
		for _, s := range x.Index {
			WalkExpr(s.X, f)
		}
	case *Unary:
		WalkExpr(x.X, f)
	case *Binary:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *Compare:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *Convert:
		WalkExpr(x.X, f)
	case *Call:
		for _, a := range x.Args {
			WalkExpr(a, f)
		}
	case *Cond:
		WalkExpr(x.Test, f)
		WalkExpr(x.Then, f)
		WalkExpr(x.Else, f)
	case *Logic:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	}
}

// WalkStmts calls f on every statement of body and of nested bodies,
// parents first.
func WalkStmts(body []Stmt, f func(Stmt)) {
	for _, s := range body {
		f(s)
		switch x := s.(type) {
		case *If:
			WalkStmts(x.Then, f)
		case *For:
			WalkStmts(x.Body, f)
		}
	}
}

// Exprs calls f on every expression statement s holds directly (not those
// of nested statements), roots only.
func Exprs(s Stmt, f func(Expr)) {
	switch x := s.(type) {
	case *Assign:
		f(x.Value)
	case *Store:
		for _, sub := range x.Index {
			f(sub.X)
		}
		f(x.Value)
	case *If:
		f(x.Cond)
	case *For:
		f(x.Lower)
		f(x.Upper)
		f(x.Step)
	}
}
