package nest

import (
	"fmt"

	"github.com/alpyna/alpyna/affine"
)

// Pos is a position in a source file; Line and Col are 1-based, Col counting
// characters as CPython's SyntaxError does.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// A Reason says why (part of) a nest cannot be accelerated, at a position.
type Reason struct {
	Pos Pos
	Msg string
}

func (r Reason) String() string { return r.Pos.String() + ": " + r.Msg }

// A Nest is one loop nest of a jit function: an outermost for statement of
// the function's body and everything inside it.
type Nest struct {
	Func   string   // the jit function's name
	Params []string // its parameters, in order
	Pos    Pos      // the outermost for statement
	Root   *Loop

	// The flat view, in source order; see Index.
	Loops []*Loop
	Stmts []*Assign

	// Symbols are the loop-invariant names the nest reads as values:
	// parameters, globals and locals assigned before the nest and not
	// written inside it. Arrays are the names the nest subscripts. Both
	// sorted. A name may be in both (a parameter holding an array whose
	// length is used as a bound is still only subscripted through Arrays).
	Symbols []string
	Arrays  []string

	// Scalars are the names the nest assigns without a subscript, in order
	// of their first assignment.
	Scalars []*Scalar

	// Reasons is empty when the whole nest is in the accelerated subset.
	// Otherwise the nest runs in the interpreter and Reasons say why, each
	// at the construct's position; the record still holds everything the
	// front end could represent, for diagnostics.
	Reasons []Reason

	// Converted reports that if-conversion has run: no If or Break node is
	// left and every conditional statement carries its predicate.
	Converted bool

	// ExactReductions: the jit function asks for its floating-point
	// reductions in program order (alpyna.jit(exact_reductions=True)).
	ExactReductions bool

	// Auto: the function is not marked @alpyna.jit; `alpyna run --auto`
	// found the nest (docs/contract.md §3, "auto").
	Auto bool

	// Inductions are the scalars stepped by a constant once per iteration
	// of a loop that the front end replaced by their closed forms (lw by
	// v0 + c * (i - lo)), so that subscripts through them are affine; the
	// statements reading them show the closed form.
	Inductions []string

	// Sections are the arrays the nest names through slices (`A[i, :]`,
	// `u[1:-1]`), whose statements the front end turned into loops over
	// elements (frontend/sections.go). NumPy computes float32 and int32
	// sections in their own type, the kernels element by element in 64
	// bits: the closure runs the nest in the interpreter unless each of
	// these arrays is float64 or int64.
	Sections []string

	// Scratch maps an array the nest makes afresh in a loop body
	// (`loc = np.empty(n, dtype=np.int32)`, `tmp = np.zeros((m, 3))`) to
	// the allocation's source text: the closure evaluates it before the
	// nest, in the function's frame, and binds the array; in the loop
	// body np.zeros and np.ones became loops filling it, and np.empty
	// nothing (frontend/scratch.go).
	Scratch map[string]string

	// Rebound are arrays of Scratch that the nest's outer loop rebinds to
	// copies (`u = un.copy()` ending a time step) and the function reads
	// after the nest: the closure binds each to the array the nest
	// filled if the nest set its flag (frontend.ReboundFlag), and leaves
	// it as it was otherwise (frontend/rebound_copies.go).
	Rebound []string

	// Preconditions are the front end's run-time checks that read only
	// what the nest does not change (a row's rank, two sections' common
	// extent, a slice's bounds in the array), taken out of the loops: the
	// closure evaluates each before the nest runs, and a call for which
	// one is false runs in the interpreter, which does what Python does.
	Preconditions []Precondition

	// Inner: the nest is a for statement inside a nest the subset refuses
	// (a loop under an interpreted time loop that prints, say); the
	// interpreter runs the refused code and dispatches this nest at each
	// entry, with the values of that moment.
	Inner bool

	// LoopVarsOut: code after the nest may read its loop variables (a
	// module-level nest always may). CPython leaves in each the last value
	// its range gave; an accelerated nest's dispatch assigns those values
	// after the kernels run, from the ranges, which the front end has
	// checked the nest cannot change and no break can cut short.
	LoopVarsOut bool

	// Inlined are the user functions whose calls the front end replaced by
	// their bodies, in order of the first call. A run checks that each
	// name still holds the function inlined.
	Inlined []Callee
	// CalleeParams are the parameters of the function that a refused
	// nest calls as functions: a call may run the nest built for the
	// functions they hold (frontend.Module.Specialise).
	CalleeParams []string
	// RanksGuessed: a refused nest's reasons come from what the front
	// end guessed of a name's kind or rank (an array used as a value,
	// an array name assigned, where the function's text does not show
	// which names are arrays): a call may run the nest built for the
	// ranks of its arrays.
	RanksGuessed bool

	// Predicates are the boolean arrays if-conversion introduced, in order
	// of their names; set by package ifconv, empty before it runs. They are
	// not in Arrays, which holds the user's arrays only.
	Predicates []*Predicate
}

// A Callee is a function inlined into a nest: its name, and the lines its
// definition spans.
type Callee struct {
	Name        string
	First, Last int
}

// A Predicate is a boolean array that if-conversion introduced: a branch
// predicate __pN holding an if's condition, or an exit flag __eN telling
// that a break has left its loop. Code generation allocates it with one
// element per iteration of Loops; references to it are Refs with Synthetic
// set, subscripted by the variables of Loops in order (no subscript at all
// for a 0-d flag).
type Predicate struct {
	Name  string
	Loops []int // indices into Nest.Loops, outermost first; empty for a 0-d flag
	Pos   Pos   // the if, or the first break, it implements
	Exit  bool  // an exit flag of a break rather than a branch predicate
}

// Accelerable reports whether the nest is in the accelerated subset.
func (n *Nest) Accelerable() bool { return len(n.Reasons) == 0 }

// Scalar returns the scalar named name, or nil.
func (n *Nest) Scalar(name string) *Scalar {
	for _, s := range n.Scalars {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// A Precondition is a check of the call's values that must hold for the
// nest's statements to mean what the script's do.
type Precondition struct {
	Pos Pos
	// Test is a Python expression, true where the nest may run.
	Test string
	// What says what it checks, for the report ("a row statement's ranks").
	What string
}

// A Node is an element of a loop body: *Assign, *Loop, *If or *Break.
type Node interface {
	Position() Pos
	node()
}

// A Loop is `for Var in range(Start, Stop, Step)`.
type Loop struct {
	Index  int // position in Nest.Loops
	Parent int // the enclosing loop's Index, -1 for the root
	Depth  int // 0 for the root
	Var    string
	Pos    Pos

	// Start, Stop and Step are range's arguments as written, Start
	// defaulting to 0 and Step to 1 (as Consts at the loop's position).
	Start, Stop, Step Expr

	// Lower and Upper are Start and Stop as affine forms over enclosing
	// loop variables and symbols, or affine.NonAffine() when they are not
	// affine (they are then evaluated at run time, before the nest runs).
	Lower, Upper affine.Form

	// StepValue is the step when it is an integer constant; 0 when Step is
	// a loop-invariant name whose value is known only at run time.
	StepValue int64

	// Dynamic marks bounds that are not affine and read what changes
	// between entries of the loop: an enclosing loop's variable inside an
	// element of an array the nest does not write (CSR's
	// range(indptr[i], indptr[i + 1])). Kernels evaluate them each time the
	// loop starts; to the analysis such a bound is unknown (any value),
	// never a symbol waiting for a value before the nest.
	Dynamic bool

	Body []Node
}

// An Assign is an assignment statement: Target = Value, or with Op set the
// augmented assignment Target Op= Value.
type Assign struct {
	Index int // position in Nest.Stmts
	Pos   Pos

	// Text is the statement as Python's ast.unparse prints it; for a
	// statement ifconv generates, the equivalent Python.
	Text string

	Target Expr   // *Ref or *Name
	Op     BinOp  // NoOp for plain assignment
	Value  Expr   // the right-hand side
	Loops  []int  // enclosing loops, outermost first (flat view)
	Pred   Expr   // nil: always runs; otherwise runs when Pred is true
	Origin string // for generated statements: what they implement ("if at 12:9", "break at 14:13"); empty for the user's own
}

// Generated reports whether if-conversion made this statement.
func (a *Assign) Generated() bool { return a.Origin != "" }

// An If is an if statement; elif chains nest an If as the only node of Else.
type If struct {
	Pos        Pos
	Test       Expr
	Then, Else []Node
}

// A Break leaves the loop with index Loop.
type Break struct {
	Pos  Pos
	Loop int
}

func (l *Loop) Position() Pos   { return l.Pos }
func (a *Assign) Position() Pos { return a.Pos }
func (i *If) Position() Pos     { return i.Pos }
func (b *Break) Position() Pos  { return b.Pos }
func (*Loop) node()             {}
func (*Assign) node()           {}
func (*If) node()               {}
func (*Break) node()            {}

// Role is what a scalar does in a nest, as the dependence analysis
// classifies it.
type Role uint8

const (
	// Unclassified: the analysis has not looked at the scalar yet.
	Unclassified Role = iota
	// Private: every iteration that reads it wrote it first in the same
	// iteration, so each iteration may have its own copy.
	Private
	// Reduction: only updated as s = s op e (or s op= e) with one
	// associative op (+, *, min, max) and not otherwise read in the nest,
	// or a scalar of a location reduction (Scalar.Locate).
	Reduction
	// Recurrence: read before it is written in an iteration, carrying a
	// value from one iteration to the next; the loops it crosses run in
	// order.
	Recurrence
)

var roleNames = [...]string{Unclassified: "unclassified", Private: "private", Reduction: "reduction", Recurrence: "recurrence"}

func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return fmt.Sprintf("Role(%d)", r)
}

// A Scalar is a variable the nest assigns without a subscript.
type Scalar struct {
	Name string
	Pos  Pos // its first assignment

	// LiveIn: the nest may read the value it had before the nest.
	// LiveOut: the function may read the value the nest leaves (it is read
	// after the nest, returned, or global).
	LiveIn, LiveOut bool

	Role      Role
	Reduction BinOp // for Role == Reduction: Add, Mul, Min, Max, BitAnd, BitOr or BitXor
	// PrivateTo, for Role == Private, are the loops (indices into
	// Nest.Loops, outermost first) each of whose iterations writes the
	// scalar before reading it: one value per iteration of them.
	PrivateTo []int
	// Locate, for Role == Reduction with Reduction == NoOp, is the location
	// reduction (argmin, argmax) the scalar belongs to, shared by every
	// scalar of the group.
	Locate *Locate
}

// A Locate is a location reduction: after if-conversion, one test
// statement `__pT = cand Cmp cur` and, under its predicate, the
// assignments of the group's scalars, so that each iteration replaces the
// current value and its locations iff its candidate compares Cmp against
// the current value. In the value form the current value is the scalar
// Value (`if a[i] < best: best = a[i]; idx = i`); in the index-only form
// it is Keyed[m], an array the nest does not write, at the location
// scalar m (`if x[k] < x[m]: m = k`), and Value is empty.
type Locate struct {
	Cmp       CmpOp    // Lt: first minimum, Le: last minimum, Gt: first maximum, Ge: last maximum
	Value     string   // the value scalar; empty in the index-only form
	Keyed     string   // the index-only form: the array whose element at the location is the value
	KeyedBy   string   // the index-only form: the location scalar that subscripts Keyed
	Cand      Expr     // the candidate the test compares: a[i], or Keyed[s]
	Locations []string // the location scalars, in order of assignment
	Test      int      // the statement assigning the test's predicate (index into Nest.Stmts)
	Stmts     []int    // the test and the assignments, in source order
}

// Name is how plans and reports name the reduction: "first min", "last
// max".
func (l *Locate) Name() string {
	switch l.Cmp {
	case Lt:
		return "first min"
	case Le:
		return "last min"
	case Gt:
		return "first max"
	case Ge:
		return "last max"
	}
	return "location " + l.Cmp.String()
}

// Scalars lists the group's scalars: the value first (when there is one),
// then the locations.
func (l *Locate) Scalars() []string {
	if l.Value == "" {
		return l.Locations
	}
	return append([]string{l.Value}, l.Locations...)
}

// Index rebuilds the flat view (Loops, Stmts, and each node's Index, Parent,
// Depth and Loops) from the tree under Root, in source order.
func (n *Nest) Index() {
	n.Loops = n.Loops[:0]
	n.Stmts = n.Stmts[:0]
	var walk func(body []Node, enclosing []int)
	walk = func(body []Node, enclosing []int) {
		for _, nd := range body {
			switch x := nd.(type) {
			case *Loop:
				x.Index = len(n.Loops)
				x.Parent = -1
				if len(enclosing) > 0 {
					x.Parent = enclosing[len(enclosing)-1]
				}
				x.Depth = len(enclosing)
				n.Loops = append(n.Loops, x)
				walk(x.Body, append(enclosing[:len(enclosing):len(enclosing)], x.Index))
			case *Assign:
				x.Index = len(n.Stmts)
				x.Loops = append([]int(nil), enclosing...)
				n.Stmts = append(n.Stmts, x)
			case *If:
				walk(x.Then, enclosing)
				walk(x.Else, enclosing)
			case *Break:
			}
		}
	}
	if n.Root != nil {
		walk([]Node{n.Root}, nil)
	}
}

// Walk calls f on every node of body and their descendants, in source order,
// parents before children.
func Walk(body []Node, f func(Node)) {
	for _, nd := range body {
		f(nd)
		switch x := nd.(type) {
		case *Loop:
			Walk(x.Body, f)
		case *If:
			Walk(x.Then, f)
			Walk(x.Else, f)
		}
	}
}
