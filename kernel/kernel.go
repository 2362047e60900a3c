// Package kernel defines alpyna's kernel IR: the typed, executable form of
// one loop nest under one resolved plan. Package kernelgen builds it from a
// depend.NestPlan and the types of the values a call binds; the backends
// read it: package runtime runs it in Go and drives native kernels on the
// CPU and the GPU, and kernelgen's emitters print it as LLVM IR (x86-64 and
// NVPTX) and CUDA C.
//
// A Module is one variant of a nest. Its Host program is what the host runs:
// sequential loops that the host drives (HostLoop) around kernel launches
// (Launch), in the plan's order. A Kernel runs its Body once for every point
// of its Dims, the parallel loops the plan lets run concurrently (perfectly
// nested, outermost first); a kernel without Dims runs its Body once, on
// one thread. Inside a Body, loops (For) run in order.
//
// Every expression has a Type, which is both the machine type and the
// Python meaning: PyInt is a Python int held in 64 bits (arithmetic that
// would overflow stops the kernel with Deopt, and the nest runs again in the
// interpreter, which has big integers), PyFloat a Python float, Int32..Float64
// NumPy scalars, with NumPy's arithmetic (wrapping integers, IEEE floats).
// The operands of a Binary have the Binary's type: kernelgen inserts the
// Converts that Python's and NumPy's promotion rules imply, so a backend
// never promotes.
//
// What can fail (an index out of range, a division by zero, a math domain
// error, an int overflow) is checked where kernelgen could not prove it
// cannot happen; a failed check stops the kernel with a Status, and the
// caller undoes the nest's writes and runs it in the interpreter, which
// raises the error exactly where Python would. Module.MayFail says whether
// any check is left.
//
// The package has no algorithms beyond printing, verifying and the small
// queries every backend would otherwise repeat (which stores update their
// element atomically, the default thread axes, type suffixes): it is the
// data shared by kernelgen and the backends, as package nest is for the
// analysis, and the registry of intrinsics (intrinsics.go) that the front
// end and every backend follow.
package kernel

import "fmt"

// Type is the type of a value in a kernel: a Python scalar type or a NumPy
// dtype, which fixes both its representation and its arithmetic.
type Type uint8

const (
	Invalid Type = iota
	PyBool       // Python bool: i1
	PyInt        // Python int: i64, overflow deoptimises
	PyFloat      // Python float: f64
	Bool         // numpy.bool_: i1 (one byte in arrays)
	Int32        // numpy.int32
	Int64        // numpy.int64
	Float32      // numpy.float32
	Float64      // numpy.float64

	// The other NumPy integer types are extended ints (IsExtInt): an
	// array's elements and NumPy scalars read from one. A register holds
	// one as its value in 64 bits (sign-extended for the signed types,
	// zero-extended for the unsigned ones; a numpy.uint64 as its bit
	// pattern), and memory at its width. They appear only as an array's
	// Elem (Load, Store) and as a Convert's operand or result, never in
	// arithmetic or comparisons: kernelgen computes those in Int64 (or a
	// float type) and converts (wraps) a result of an extended type, which
	// is NumPy's result for every operation it compiles.
	Int8   // numpy.int8
	Int16  // numpy.int16
	UInt8  // numpy.uint8
	UInt16 // numpy.uint16
	UInt32 // numpy.uint32
	UInt64 // numpy.uint64

	// LastType is the last valid Type.
	LastType = UInt64
)

var typeNames = [...]string{Invalid: "invalid", PyBool: "bool", PyInt: "int", PyFloat: "float",
	Bool: "bool_", Int32: "int32", Int64: "int64", Float32: "float32", Float64: "float64",
	Int8: "int8", Int16: "int16", UInt8: "uint8", UInt16: "uint16", UInt32: "uint32", UInt64: "uint64"}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("Type(%d)", t)
}

// IsFloat reports whether t is a floating-point type.
func (t Type) IsFloat() bool { return t == PyFloat || t == Float32 || t == Float64 }

// IsInt reports whether t is an integer type (bools excluded).
func (t Type) IsInt() bool { return t == PyInt || t == Int32 || t == Int64 }

// IsExtInt reports whether t is an extended int (Int8, Int16, UInt8,
// UInt16, UInt32, UInt64): held in 64 bits, computed on as Int64.
func (t Type) IsExtInt() bool { return t >= Int8 && t <= UInt64 }

// IsUnsigned reports whether t is an unsigned NumPy integer type, whose
// register value is zero-extended.
func (t Type) IsUnsigned() bool { return t >= UInt8 && t <= UInt64 }

// ElemBits is the width of t's array elements in bits (8 for bools).
func (t Type) ElemBits() int { return 8 * t.ItemSize() }

// IsBool reports whether t is a boolean type.
func (t Type) IsBool() bool { return t == PyBool || t == Bool }

// IsPython reports whether t is a Python scalar type rather than a NumPy one.
func (t Type) IsPython() bool { return t == PyBool || t == PyInt || t == PyFloat }

// Bits is the width of the machine representation: 1 for bools, 64 for
// the extended ints (held in 64 bits).
func (t Type) Bits() int {
	switch t {
	case PyBool, Bool:
		return 1
	case Int32, Float32:
		return 32
	}
	return 64
}

// ItemSize is the size in bytes of an array element of type t.
func (t Type) ItemSize() int {
	switch t {
	case Bool, PyBool, Int8, UInt8:
		return 1
	case Int16, UInt16:
		return 2
	case Int32, Float32, UInt32:
		return 4
	}
	return 8
}

// Suffix names t's machine type in the names of typed helpers and
// intrinsics (alpyna.mod.f64, alp_cast_i32): "i32", "i64" (PyInt and
// Int64), "f32", "f64" (PyFloat and Float64), "bool", and the dtype's
// name for an extended int ("uint8").
func (t Type) Suffix() string {
	switch t {
	case Int32:
		return "i32"
	case PyInt, Int64:
		return "i64"
	case Int8, Int16, UInt8, UInt16, UInt32, UInt64:
		return t.String()
	case Float32:
		return "f32"
	case PyFloat, Float64:
		return "f64"
	case PyBool, Bool:
		return "bool"
	}
	return "invalid"
}

// Status is what a kernel returns: OK, or why it stopped.
type Status int64

const (
	OK                Status = iota
	IndexError               // a subscript out of range
	ZeroDivisionError        // Python division or modulo by zero
	ValueError               // a math domain error, int() of nan, a negative integer power
	OverflowError            // a math range error, int() of inf
	Deopt                    // a Python int left 64 bits: only the interpreter can go on
)

var statusNames = [...]string{OK: "ok", IndexError: "IndexError", ZeroDivisionError: "ZeroDivisionError",
	ValueError: "ValueError", OverflowError: "OverflowError", Deopt: "deopt"}

func (s Status) String() string {
	if s >= 0 && int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", int64(s))
}

// A Module is one variant of a nest: what the host runs, the kernels, and
// the values they share.
type Module struct {
	Name string // FUNC_lLINE of the nest's first line
	File string // the script, for comments
	Line int

	// Params are the values the call binds, each in one 8-byte slot of the
	// argument vector: loop-invariant symbols, array shapes, the variables
	// of host loops, the nest's scalars (the composite scalar array of the
	// paper's §4.5), and array data pointers. Slot == index.
	Params  []*Param
	Arrays  []*Array
	Kernels []*Kernel
	Host    []Step

	// MayFail is set when some kernel keeps a check: the caller must be able
	// to undo the arrays the nest writes.
	MayFail bool

	// FPSites are the NumPy ufunc calls whose floating-point exceptions
	// the kernels record in the FPFlagsParam slot (fpflags.go).
	FPSites []FPSite

	// HeldSymbols are the int symbols the kernels convert to float64
	// where a scalar held in a float takes their value (w = w0): the
	// caller must check that a float64 holds each value exactly.
	HeldSymbols []string
}

// ParamKind says where a parameter's value comes from.
type ParamKind uint8

const (
	Symbol  ParamKind = iota + 1 // a loop-invariant name or bound expression, by name
	Shape                        // an array's extent along an axis
	HostVar                      // the variable of a host loop, set before each launch
	Scalar                       // a scalar the nest assigns: read, then written back
	Data                         // an array's data pointer
	Stride                       // a strided array's step along an axis, in elements
)

var paramKindNames = [...]string{Symbol: "symbol", Shape: "shape", HostVar: "hostvar", Scalar: "scalar", Data: "data", Stride: "stride"}

func (k ParamKind) String() string {
	if int(k) < len(paramKindNames) && paramKindNames[k] != "" {
		return paramKindNames[k]
	}
	return fmt.Sprintf("ParamKind(%d)", k)
}

// A Param is one slot of the argument vector.
type Param struct {
	Slot  int
	Kind  ParamKind
	Name  string // the symbol, scalar or host variable; for Shape and Data the array
	Type  Type   // Data: the element type
	Array *Array // Shape, Stride and Data
	Axis  int    // Shape and Stride
	// Assigned is, for a Scalar, the Python type of every value the nest
	// assigns it, when they all have one: the type its slot's value has
	// once a kernel assigned it (Type, its representation, may be a NumPy
	// type that also holds the Python values it had before).
	Assigned Type
}

// TypeTagSuffix ends the name of a scalar's type tag: a Scalar slot
// "total#numpy" that holds the Type of the NumPy member of its type set
// (Float64 for numpy.float64, Float32 for a numpy.float32 held in a
// float64) when the value last assigned to total is that one, 0 when it
// is the Python one (float). Kernelgen gives a tag to scalars read after
// the nest whose assignments give values of both (total = 0.0 before a
// loop of total += x, x sometimes a[i] and sometimes a float): the
// representation is shared, only the type handed back to Python needs the
// tag. Its slot enters holding the tag of the scalar's value before the
// nest.
const TypeTagSuffix = "#numpy"

// An Array is a NumPy array the nest subscripts.
type Array struct {
	Name  string
	Elem  Type
	NDim  int
	Data  *Param   // its data pointer
	Shape []*Param // one per axis
	// Strides, when not nil, are the array's steps along each axis, in
	// elements (any sign, one per axis): the kernels address element
	// (i0, ..., ik) at data + (i0*stride0 + ... + ik*stridek)*itemsize, a
	// view's own layout (a column, a step, a transpose). Nil for the
	// C-contiguous layout, addressed through Shape (abi.go), which is
	// what the call's array has when the variant was built for a
	// contiguous one: the layout is part of the types a variant is built
	// for (kernelgen.ArrayType.Strided).
	Strides []*Param
	Written bool // some kernel stores into it
	// Internal: the runtime provides the array, not the call (an
	// execution plan's iteration order, kernelgen.GPUIrregular); its
	// Data and Shape slots are set by the executor before each launch.
	Internal bool
	// Temp: a private scalar or predicate of the nest expanded over
	// TempLoops (indices into the nest's loops), because the plan keeps
	// its writes and reads in different loops (depend.Expansion). The
	// caller allocates it for each run, one element per iteration of
	// those loops (their trip counts, in order), and drops it afterwards;
	// Name is the scalar's, prefixed with "__x_".
	Temp      bool
	TempLoops []int
}

// A Kernel is a unit of parallel work: Body runs once per point of Dims.
type Kernel struct {
	Name  string // FUNC_lLINE of its first statement, as the report names it
	Line  int
	Stmts []int // the nest statements it runs (indices into nest.Nest.Stmts)

	Dims   []*Dim
	Locals []*Local // every variable of the kernel: Dims' variables first
	Body   []Stmt

	// Inputs are the scalars the kernel reads before writing: loaded from
	// their Params on entry. Outputs are the scalars whose values leave the
	// kernel, with how concurrent copies combine.
	Inputs  []*Local
	Outputs []*Output

	// MayFail: some check in the kernel may stop it.
	MayFail bool

	// Tile, when not nil, is how the CPU blocks the last two Dims for
	// registers and caches (kernelgen/tile.go). Every point still runs
	// its body once with its sequential loops in order, so a GPU and the
	// Go executor may ignore it.
	Tile *Tile

	// Privates are the arrays of which each chunk of the Dims holds a
	// copy of its own (array privatisation: every point writes the
	// elements it reads before reading them, depend.PrivateArray): the
	// Body's Loads and Stores name the Copy. The points of one chunk
	// share its copies, so every Dim is Ordered. On the CPU each call
	// allocates its copies (uninitialised: no point reads an element it
	// did not write), runs its box, and, if it ran the last point of the
	// Dims (every Dim at its last iteration; a kernel with Privates has no
	// triangular Dim), runs CopyBack, which stores into each Array the
	// elements the last point wrote, from its Copy: every point writes
	// the same elements, so those are the values the Dims run in order
	// would leave. A GPU runs such a kernel on one thread (its Ordered
	// Dims take no thread axis), which may use the Array itself as the
	// Copy and skip CopyBack.
	Privates []*Private
	CopyBack []Stmt
}

// A Private is an array that each chunk of a kernel's Dims holds a copy
// of (Kernel.Privates).
type Private struct {
	Array *Array // the call's array, in Module.Arrays
	// Copy is what the kernel's Body reads and writes: an Array of
	// Array's element type sharing its Data and Shape parameters (a copy
	// has Array's shape; the CPU points it at the chunk's own memory).
	Copy *Array
}

// PrivateCopy returns the Private of k whose Copy is a, or nil.
func PrivateCopy(k *Kernel, a *Array) *Private {
	for _, p := range k.Privates {
		if p.Copy == a {
			return p
		}
	}
	return nil
}

// A Tile is the CPU's blocking of a kernel's last two Dims, the rows (the
// Dim before last) and the columns (the last Dim, the unit-stride one):
// Rows × Cols points run their bodies in lockstep, sharing the
// iterations of the sequential loops (unroll-and-jam), so that each
// point's values stay in registers and a value read by a whole row or
// column of the block is loaded once. The columns are walked in panels
// whose data read again by every row (the column's operand over the
// sequential loop) fits the cache the emitter budgets for. The points
// are independent (parallel Dims, no outputs), so any interleaving of
// their statements gives each of them the result it has alone.
type Tile struct {
	Rows, Cols int
}

// A Dim is a parallel loop of a kernel: its iterations (iteration numbers
// 0..count-1, the variable lower + it*step) may run concurrently. Bounds
// are over Params and the variables of outer Dims.
type Dim struct {
	Var                *Local
	Lower, Upper, Step Expr
	Loop               int // index into nest.Nest.Loops
	// Merged lists other loops of the nest (indices into nest.Nest.Loops)
	// that this Dim runs as well: sibling j loops with equal bounds that
	// kernelgen merged into one Dim (sinkColumns, kernelgen/tile.go), so
	// that a report names each statement's own loop parallel.
	Merged             []int
	Contiguous         bool // the variable indexes the last axis of some array: x on a GPU helps coalescing
	DependsOnOuterDims bool // a bound reads an outer Dim's variable (triangular)
	// Ordered: iterations of this Dim may conflict (an irregular loop that
	// an execution plan schedules, or a loop whose chunks each hold copies
	// of some arrays, Kernel.Privates): only the runtime's choice of boxes
	// makes them independent, and within one box they run in order. An
	// emitter must not take them as independent (no parallel-access hints,
	// no interleaving) nor put the Dim on a GPU thread axis.
	Ordered bool
	// Inside is, for the last Dim only, how many sequential loops of the
	// Body its loop over the box runs inside on the CPU: Body is then a
	// chain of that many For loops, each the only statement of the one
	// around it, and the CPU runs the Dim's box in the innermost one, for
	// locality (the Dim is the loop with unit-stride references; the
	// schedule's loop interchange chose it, kernelgen/interchange.go).
	// Every (Dim point, For iteration) pair runs either way, and each
	// array element sees its updates in the same order, so a GPU keeps
	// the Dim a thread axis and an executor may ignore Inside.
	Inside int
	// Work, when not 0, is about how many times a point of this Dim runs
	// the innermost statements, for a Dim whose points run loops the
	// host cannot count (a tile of a wavefront, kernelgen/wavefront.go):
	// what the CPU weighs to decide whether splitting a launch pays.
	Work int64
}

// InsideFors returns, for a Dim with Inside > 0, the For loops of body it
// runs inside, outermost first; nil where body is not such a chain.
func InsideFors(body []Stmt, inside int) []*For {
	var out []*For
	for range inside {
		if len(body) != 1 {
			return nil
		}
		f, ok := body[0].(*For)
		if !ok || len(f.Exits) > 0 {
			return nil
		}
		out = append(out, f)
		body = f.Body
	}
	return out
}

// A Local is a variable of a kernel: a loop variable, a scalar of the nest
// or a predicate.
type Local struct {
	Index int
	Name  string
	Type  Type
	Param *Param // the scalar's slot, for Inputs and Outputs
}

// Combine says how the copies of an output scalar that concurrent chunks of
// a kernel's Dims computed make its value after the kernel.
type Combine uint8

const (
	// Direct: the kernel has no Dims; its one copy is the value.
	Direct Combine = iota + 1
	// Last: a private scalar; the chunk holding the last iteration has it.
	Last
	// Reduce: a reduction over the Dims: chunk 0 starts from the value
	// before the kernel and the others from Op's identity; the copies
	// combine with Op in chunk order.
	Reduce
	// Select: a scalar of a location reduction (argmin, argmax; package
	// depend, locate.go): every chunk starts from the value before the
	// kernel (its input), and chunks combine in iteration order, a later
	// chunk's copies of the group replacing the result iff it assigned
	// the group's key output (Output.Key) and its key compares Cmp
	// against the result's (taking it when the result was never
	// assigned). Chunks must be runs of consecutive iterations in the
	// Dims' order, so a GPU blocks its first Dim over the threads
	// (kernel/abi.go, "GPU") and hands each thread's copies over as
	// shares (SelectShares).
	Select
)

var combineNames = [...]string{Direct: "direct", Last: "last", Reduce: "reduce", Select: "select"}

func (c Combine) String() string {
	if int(c) < len(combineNames) && combineNames[c] != "" {
		return combineNames[c]
	}
	return fmt.Sprintf("Combine(%d)", c)
}

// An Output is a scalar a kernel writes for later kernels or the script.
type Output struct {
	Local   *Local
	Combine Combine
	Op      BinOp // Reduce: Add, Mul, Min, Max, BitAnd, BitOr or BitXor
	// Select: Key is the index in Kernel.Outputs of the group's key (the
	// value compared; the output itself for the key), and a candidate
	// replaces the current value iff candidate Cmp current.
	Key int
	Cmp CmpOp
}

// Selects reports whether k has outputs of a location reduction, whose
// chunks must follow the Dims' order (Combine Select).
func Selects(k *Kernel) bool {
	for _, o := range k.Outputs {
		if o.Combine == Select {
			return true
		}
	}
	return false
}

// ByShares reports whether a GPU kernel hands the output to the runtime
// as one share per thread rather than combining it atomically: a float
// reduction, whose value would otherwise depend on the order the atomics
// happen in (kernel/abi.go, "GPU").
func (o *Output) ByShares() bool { return o.Combine == Reduce && o.Local.Type.IsFloat() }

// Shares returns the index among k's outputs of each output ByShares, in
// order: share j of thread t is out slot SharesBase(k) + j*T + t.
func Shares(k *Kernel) []int {
	var idx []int
	for i, o := range k.Outputs {
		if o.ByShares() {
			idx = append(idx, i)
		}
	}
	return idx
}

// SharesBase is the first out slot of the shares: after the pairs of
// slots of every output.
func SharesBase(k *Kernel) int { return 2 * len(k.Outputs) }

// SelectShares returns the index among k's outputs of each Select output,
// in order: on a GPU, thread t of T hands output j's copy over as the pair
// of slots out[SelectSharesBase(k, T) + 2*(j*T + t)] (the value) and the
// slot after it (1 if the thread assigned it, else 0), which the runtime
// folds in thread order (kernel/abi.go, "GPU").
func SelectShares(k *Kernel) []int {
	var idx []int
	for i, o := range k.Outputs {
		if o.Combine == Select {
			idx = append(idx, i)
		}
	}
	return idx
}

// SelectSharesBase is the first out slot of the Select outputs' shares
// of a launch of threads threads: after the float reductions' shares.
func SelectSharesBase(k *Kernel, threads int64) int64 {
	return int64(SharesBase(k)) + int64(len(Shares(k)))*threads
}

// OutSlots is the length of out for a GPU launch of k on threads threads:
// the pairs, the float reductions' shares and the Select outputs' shares.
func OutSlots(k *Kernel, threads int64) int64 {
	return SelectSharesBase(k, threads) + 2*int64(len(SelectShares(k)))*threads
}

// SelectBlocked reports whether a GPU runs k's first Dim blocked over the
// threads of axis x: k has a location reduction (Combine Select), whose
// threads must each run a run of consecutive iterations, and the Dim is
// not ordered.
func SelectBlocked(k *Kernel) bool {
	return Selects(k) && len(k.Dims) > 0 && !k.Dims[0].Ordered
}

// A Step is one part of the host program: *HostLoop or *Launch.
type Step interface{ step() }

// A HostLoop runs Body for each value of its variable, in order; bounds are
// over Params.
type HostLoop struct {
	Var                *Param
	Lower, Upper, Step Expr
	Loop               int // index into nest.Nest.Loops
	Body               []Step
	// Exits are the scalar slots of the exit flags that breaks out of
	// this loop set in its Body (a while's test, `if converged: break`):
	// after an iteration that leaves one non-zero, the host runs no more
	// iterations, as the kernels' predicates would skip every statement
	// of them (a while without a counter has 2**62 of them).
	Exits []*Param
}

// A Launch runs a kernel.
type Launch struct{ Kernel *Kernel }

func (*HostLoop) step() {}
func (*Launch) step()   {}
