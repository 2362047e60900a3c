// This file compiles the kernel IR's expressions into Go closures over a
// Frame of typed registers, with exactly the semantics the native kernels
// have: the Go executor of the kernel IR (package kexec) builds its
// kernels' statements on it, and the CPU and GPU drivers evaluate their
// host programs' bounds with it (HostEval).
//
// Integer values of any width are held sign-extended in int64 and float32
// values as float64s holding the exact float32. A failed check panics with
// a Stop, recovered at the kernel's entry (or by HostEval).

package runtime

import (
	"errors"
	"fmt"
	"github.com/go-python/gpython/stdlib/math/libm"
	"math"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
)

// A Frame is one kernel call's state: its locals' registers (ints and
// floats, by kernel.Local index, then any hidden slots the compiler adds),
// the argument vector, the module arrays' bytes (Module.Arrays order) and,
// per output, whether the call assigned it.
type Frame struct {
	Ints     []int64
	Floats   []float64
	Args     []int64
	Data     [][]byte
	Assigned []bool
}

// IntFn and FloatFn are compiled expressions of an integer or bool type
// and of a float type.
type (
	IntFn   func(*Frame) int64
	FloatFn func(*Frame) float64
)

// A Stop ends a kernel with a status: Fail panics with one.
type Stop struct{ Status kernel.Status }

func (s Stop) Error() string { return s.Status.String() }

// Fail stops the kernel with status s.
func Fail(s kernel.Status) { panic(Stop{s}) }

// RangeCount is how many values range(lo, hi, step) has (step != 0).
func RangeCount(lo, hi, step int64) int64 {
	switch {
	case step > 0 && lo < hi:
		return int64((uint64(hi-lo) + uint64(step) - 1) / uint64(step))
	case step < 0 && lo > hi:
		return int64((uint64(lo-hi) + uint64(-step) - 1) / uint64(-step))
	}
	return 0
}

// ExitSet reports whether an exit flag among exits (a host loop's
// kernel.HostLoop.Exits) is set in args: the iteration just run left the
// loop.
func ExitSet(args []int64, exits []*kernel.Param) bool {
	for _, p := range exits {
		if args[p.Slot] != 0 {
			return true
		}
	}
	return false
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// EncodeFloat and DecodeFloat convert between float values and slots.
func EncodeFloat(v float64) int64 { return int64(math.Float64bits(v)) }
func DecodeFloat(s int64) float64 { return math.Float64frombits(uint64(s)) }

// An ExprCompiler compiles expressions of a module's kernels.
type ExprCompiler struct {
	// ArrayIndex gives each module array's index into Frame.Data.
	ArrayIndex map[*kernel.Array]int
	// Subst maps expression nodes (by identity) to the frame slot that
	// holds their value while an Atomic store's Value is compiled
	// (package kexec): the element's current value for its self Load, the
	// update's other operand, evaluated once before the compare-and-swap
	// loop.
	Subst map[kernel.Expr]int
}

// randomState is the index into Frame.Data of the module's random state
// array of that name (kernel/random.go), which every module that draws
// from it has.
func (c *ExprCompiler) randomState(name string) int {
	for a, i := range c.ArrayIndex {
		if a.Name == name {
			return i
		}
	}
	panic("kexec: a draw in a module without the random state array")
}

// Elem returns the address of the element at byte offset off of array ai,
// checking the buffer (a Go-level guard: the kernel's own checks come first).
func Elem(f *Frame, ai int, off int64, size int) unsafe.Pointer {
	buf := f.Data[ai]
	return unsafe.Pointer(&buf[off : off+int64(size)][0])
}

// Offset compiles an element's byte offset, with wrapping and checks. The
// bytes of a view (an array with Strides) start at its lowest element,
// which is element (0, ..., 0) unless a stride is negative: the offset
// of element (i0, ..., ik) is then sum(i_d*stride_d) less
// sum(min(0, (n_d-1)*stride_d)), times the item size (ViewBytes).

func (c *ExprCompiler) Offset(a *kernel.Array, idx []*kernel.Subscript) IntFn {
	size := int64(a.Elem.ItemSize())
	subs := make([]IntFn, len(idx))
	for i, s := range idx {
		subs[i] = c.Ints(s.X)
	}
	shapes := make([]int, len(idx))
	for i, p := range a.Shape {
		shapes[i] = p.Slot
	}
	wrap := make([]bool, len(idx))
	check := make([]bool, len(idx))
	for i, s := range idx {
		wrap[i], check[i] = s.Wrap, s.Check
	}
	if a.Strides != nil {
		strides := make([]int, len(idx))
		for i, p := range a.Strides {
			strides[i] = p.Slot
		}
		return func(f *Frame) int64 {
			var off, origin int64
			for d, sub := range subs {
				n, s := f.Args[shapes[d]], f.Args[strides[d]]
				i := sub(f)
				if wrap[d] && i < 0 {
					i += n
				}
				if check[d] && (i < 0 || i >= n) {
					Fail(kernel.IndexError)
				}
				off += i * s
				if s < 0 && n > 0 {
					origin -= (n - 1) * s
				}
			}
			return (origin + off) * size
		}
	}
	return func(f *Frame) int64 {
		var flat int64
		for d, sub := range subs {
			n := f.Args[shapes[d]]
			i := sub(f)
			if wrap[d] && i < 0 {
				i += n
			}
			if check[d] && (i < 0 || i >= n) {
				Fail(kernel.IndexError)
			}
			flat = flat*n + i
		}
		return flat * size
	}
}

// ElemOffset is the byte offset in its Frame.Data bytes of element idx
// (in range) of array a, whose shape and strides are in args.
func ElemOffset(a *kernel.Array, args []int64, idx []int64) int64 {
	size := int64(a.Elem.ItemSize())
	var flat, origin int64
	for d, i := range idx {
		n := args[a.Shape[d].Slot]
		if a.Strides == nil {
			flat = flat*n + i
			continue
		}
		s := args[a.Strides[d].Slot]
		flat += i * s
		if s < 0 && n > 0 {
			origin -= (n - 1) * s
		}
	}
	return (origin + flat) * size
}

// ViewBytes returns the bytes a view's elements lie in, from its lowest
// element to past its highest (what Frame.Data holds for an array with
// Strides, and what a native kernel may touch), and the offset in them of
// element (0, ..., 0), to which the Data slot points. A contiguous array
// gives its elements' bytes and 0. write says whether a kernel may write
// them: the buffer's version changes, and a device copy becomes stale,
// as for ndarray's Data; otherwise it is ReadData's read.
func ViewBytes(nd *ndarray.Array, write bool) ([]byte, int) {
	if nd.IsContiguous() {
		if write {
			return nd.Data(), 0
		}
		return nd.ReadData(), 0
	}
	m := nd.GetMirror()
	if write {
		nd.MarkWritten()
		if m != nil {
			m.HostWrite()
		}
	} else if m != nil {
		m.HostRead()
	}
	buf, off := nd.Buffer()
	lo, hi := off, off+nd.DType().ItemSize()
	for d, n := range nd.Shape() {
		if s := (n - 1) * nd.Strides()[d]; s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return buf[lo:hi:hi], off - lo
}

// Ints compiles an expression of a bool or integer type.
func (c *ExprCompiler) Ints(e kernel.Expr) IntFn {
	t := e.Type()
	if s, ok := c.Subst[e]; ok {
		return func(f *Frame) int64 { return f.Ints[s] }
	}
	switch x := e.(type) {
	case *kernel.Const:
		v := x.I
		return func(*Frame) int64 { return v }
	case *kernel.Var:
		v := x.Local.Index
		return func(f *Frame) int64 { return f.Ints[v] }
	case *kernel.ParamRef:
		s := x.Param.Slot
		return func(f *Frame) int64 { return f.Args[s] }
	case *kernel.Load:
		off := c.Offset(x.Array, x.Index)
		ai := c.ArrayIndex[x.Array]
		switch x.Array.Elem {
		case kernel.Int64:
			return func(f *Frame) int64 { return *(*int64)(Elem(f, ai, off(f), 8)) }
		case kernel.Int32:
			return func(f *Frame) int64 { return int64(*(*int32)(Elem(f, ai, off(f), 4))) }
		case kernel.Int8:
			return func(f *Frame) int64 { return int64(*(*int8)(Elem(f, ai, off(f), 1))) }
		case kernel.Int16:
			return func(f *Frame) int64 { return int64(*(*int16)(Elem(f, ai, off(f), 2))) }
		case kernel.UInt8:
			return func(f *Frame) int64 { return int64(*(*uint8)(Elem(f, ai, off(f), 1))) }
		case kernel.UInt16:
			return func(f *Frame) int64 { return int64(*(*uint16)(Elem(f, ai, off(f), 2))) }
		case kernel.UInt32:
			return func(f *Frame) int64 { return int64(*(*uint32)(Elem(f, ai, off(f), 4))) }
		case kernel.UInt64:
			return func(f *Frame) int64 { return *(*int64)(Elem(f, ai, off(f), 8)) }
		default:
			return func(f *Frame) int64 { return int64(*(*uint8)(Elem(f, ai, off(f), 1)) & 1) }
		}
	case *kernel.Unary:
		if x.Op == kernel.Not {
			a := c.Ints(x.X)
			return func(f *Frame) int64 { return 1 - a(f) }
		}
		if x.Op == kernel.Invert {
			a := c.Ints(x.X)
			return func(f *Frame) int64 { return ^a(f) }
		}
		a := c.Ints(x.X)
		checked, w := x.Checked, wrapInt(t)
		abs := x.Op == kernel.Abs
		return func(f *Frame) int64 {
			v := a(f)
			if checked && v == math.MinInt64 {
				Fail(kernel.Deopt)
			}
			if abs && v >= 0 {
				return v
			}
			return w(-v)
		}
	case *kernel.Binary:
		return c.intBinary(x)
	case *kernel.Compare:
		return c.compare(x)
	case *kernel.Convert:
		return c.convertInt(x)
	case *kernel.Call: // floor, ceil, randint
		if x.Fn.Info().Draws {
			lo, hi := c.Ints(x.Args[0]), c.Ints(x.Args[1])
			ai := c.randomState(kernel.StateArray(x.Fn))
			return func(f *Frame) int64 {
				a, b := lo(f), hi(f)
				_, v := RandomStateOf(f.Data[ai]).Draw(x.Fn, 0, 0, a, b)
				return v
			}
		}
		arg := c.Floats(x.Args[0])
		fn := x.Fn.Info().MathName()
		return func(f *Frame) int64 {
			v, err := mathCall(fn, []Value{Float(arg(f))})
			check(err)
			return v.I
		}
	case *kernel.Cond:
		test, th, el := c.Ints(x.Test), c.Ints(x.Then), c.Ints(x.Else)
		return func(f *Frame) int64 {
			if test(f) != 0 {
				return th(f)
			}
			return el(f)
		}
	case *kernel.Logic:
		a, b := c.Ints(x.X), c.Ints(x.Y)
		and := x.Op == kernel.And
		return func(f *Frame) int64 {
			v := a(f)
			if (v != 0) != and {
				return v
			}
			return b(f)
		}
	}
	panic(fmt.Sprintf("kexec: int expression %T of %s", e, t))
}

// check turns an error of the Python semantics into a stop.
func check(err error) {
	if err == nil {
		return
	}
	var pe *PyError
	if errors.As(err, &pe) {
		switch pe.Type {
		case "IndexError":
			Fail(kernel.IndexError)
		case "ZeroDivisionError":
			Fail(kernel.ZeroDivisionError)
		case "ValueError":
			Fail(kernel.ValueError)
		case "OverflowError":
			Fail(kernel.OverflowError)
		}
	}
	Fail(kernel.Deopt)
}

// wrapInt is NumPy's cast of an int64 to the integer type t, as a kernel
// register holds it (kernel.Type's extended ints: their value in 64 bits).
func wrapInt(t kernel.Type) func(int64) int64 {
	switch t {
	case kernel.Int32:
		return func(v int64) int64 { return int64(int32(v)) }
	case kernel.Int8:
		return func(v int64) int64 { return int64(int8(v)) }
	case kernel.Int16:
		return func(v int64) int64 { return int64(int16(v)) }
	case kernel.UInt8:
		return func(v int64) int64 { return int64(uint8(v)) }
	case kernel.UInt16:
		return func(v int64) int64 { return int64(uint16(v)) }
	case kernel.UInt32:
		return func(v int64) int64 { return int64(uint32(v)) }
	}
	return func(v int64) int64 { return v }
}

var nestOps = map[kernel.BinOp]nest.BinOp{kernel.Add: nest.Add, kernel.Sub: nest.Sub, kernel.Mul: nest.Mul,
	kernel.Div: nest.Div, kernel.FloorDiv: nest.FloorDiv, kernel.Mod: nest.Mod, kernel.Pow: nest.Pow}

func (c *ExprCompiler) intBinary(x *kernel.Binary) IntFn {
	a, b := c.Ints(x.X), c.Ints(x.Y)
	w := wrapInt(x.T)
	switch x.Op {
	case kernel.Min, kernel.Max:
		return pyMinMax(x.Op, a, b)
	case kernel.BitAnd:
		return func(f *Frame) int64 { return a(f) & b(f) }
	case kernel.BitOr:
		return func(f *Frame) int64 { return a(f) | b(f) }
	case kernel.BitXor:
		return func(f *Frame) int64 { return a(f) ^ b(f) }
	case kernel.LShift, kernel.RShift:
		return shift(x, a, b)
	}
	if x.Checked {
		// Python's semantics (what every checked int operation means):
		// overflow and zero divisors stop the kernel.
		op := nestOps[x.Op]
		numpyPow := x.Op == kernel.Pow && !x.T.IsPython()
		return func(f *Frame) int64 {
			p, q := a(f), b(f)
			if numpyPow && q < 0 {
				Fail(kernel.ValueError)
			}
			if x.Op == kernel.Pow && q < 0 {
				Fail(kernel.Deopt)
			}
			v, err := intBinary(op, p, q)
			check(err)
			if v.Kind != PyInt {
				Fail(kernel.Deopt)
			}
			if x.T == kernel.Int32 && int64(int32(v.I)) != v.I {
				return w(v.I) // NumPy int32 ** wraps
			}
			return v.I
		}
	}
	switch x.Op {
	case kernel.Add:
		return func(f *Frame) int64 { return w(a(f) + b(f)) }
	case kernel.Sub:
		return func(f *Frame) int64 { return w(a(f) - b(f)) }
	case kernel.Mul:
		return func(f *Frame) int64 { return w(a(f) * b(f)) }
	}
	// NumPy's floor division, remainder and power, wrapping.
	dt := ndarray.Int64
	if x.T == kernel.Int32 {
		dt = ndarray.Int32
	}
	op := map[kernel.BinOp]ndarray.BinaryOp{kernel.FloorDiv: ndarray.FloorDiv, kernel.Mod: ndarray.Mod, kernel.Pow: ndarray.Pow}[x.Op]
	return func(f *Frame) int64 {
		r, err := ndarray.Binary(op, ndarray.Operand{Scalar: ndarray.MakeInt(dt, a(f))}, ndarray.Operand{Scalar: ndarray.MakeInt(dt, b(f))})
		if err != nil {
			Fail(kernel.ValueError)
		}
		return r.Scalar.I
	}
}

// shift compiles << and >> with kernel.BinOp's meaning: Python's checks
// where Checked (a negative count: ValueError for a PyInt, Deopt for the
// {int, int64} union; a << that leaves 64 bits: Deopt), NumPy's counts
// outside [0, width) otherwise (<< gives 0, >> 0 or -1), wrapping in the
// type.
func shift(x *kernel.Binary, a, b IntFn) IntFn {
	width := int64(64)
	if x.T == kernel.Int32 {
		width = 32
	}
	w := wrapInt(x.T)
	checked, py := x.Checked, x.T == kernel.PyInt
	negative := kernel.Deopt
	if py {
		negative = kernel.ValueError
	}
	if x.Op == kernel.RShift {
		return func(f *Frame) int64 {
			p, q := a(f), b(f)
			if checked && q < 0 {
				Fail(negative)
			}
			if q < 0 || q >= width {
				q = width - 1
			}
			return p >> q
		}
	}
	return func(f *Frame) int64 {
		p, q := a(f), b(f)
		if checked && q < 0 {
			Fail(negative)
		}
		if q < 0 || q >= width {
			if checked && p != 0 {
				Fail(kernel.Deopt)
			}
			return 0
		}
		r := w(p << q)
		if checked && r>>q != p {
			Fail(kernel.Deopt)
		}
		return r
	}
}

func (c *ExprCompiler) compare(x *kernel.Compare) IntFn {
	if x.X.Type().IsFloat() {
		return compareFn(x.Op, c.Floats(x.X), c.Floats(x.Y))
	}
	return compareFn(x.Op, c.Ints(x.X), c.Ints(x.Y))
}

// compareFn compiles a comparison of two operands of one machine type
// (IEEE for floats: every comparison with NaN is false but !=).
func compareFn[T int64 | float64](op kernel.CmpOp, a, b func(*Frame) T) IntFn {
	switch op {
	case kernel.Lt:
		return func(f *Frame) int64 { return b2i(a(f) < b(f)) }
	case kernel.Le:
		return func(f *Frame) int64 { return b2i(a(f) <= b(f)) }
	case kernel.Eq:
		return func(f *Frame) int64 { return b2i(a(f) == b(f)) }
	case kernel.Ne:
		return func(f *Frame) int64 { return b2i(a(f) != b(f)) }
	case kernel.Gt:
		return func(f *Frame) int64 { return b2i(a(f) > b(f)) }
	}
	return func(f *Frame) int64 { return b2i(a(f) >= b(f)) }
}

// pyMinMax compiles Python's min(a, b) (b if b < a else a) or max(a, b)
// (b if b > a else a), which for floats keeps the first of a NaN pair.
func pyMinMax[T int64 | float64](op kernel.BinOp, a, b func(*Frame) T) func(*Frame) T {
	if op == kernel.Min {
		return func(f *Frame) T {
			p, q := a(f), b(f)
			if q < p {
				return q
			}
			return p
		}
	}
	return func(f *Frame) T {
		p, q := a(f), b(f)
		if q > p {
			return q
		}
		return p
	}
}

// convertInt compiles a conversion to a bool or integer type.
func (c *ExprCompiler) convertInt(x *kernel.Convert) IntFn {
	from, to := x.X.Type(), x.T
	if from.IsFloat() {
		a := c.Floats(x.X)
		switch {
		case to.IsBool():
			return func(f *Frame) int64 { return b2i(a(f) != 0) }
		case to == kernel.PyInt || from == kernel.PyFloat:
			// Python's int(), then wrapped to the target's width.
			w := wrapInt(to)
			return func(f *Frame) int64 {
				v, err := Call("int", []Value{Float(a(f))})
				check(err)
				return w(v.I)
			}
		case to == kernel.Int32:
			return func(f *Frame) int64 { return int64(ndarray.MakeFloat(ndarray.Float64, a(f)).Convert(ndarray.Int32).I) }
		default:
			return func(f *Frame) int64 { return ndarray.MakeFloat(ndarray.Float64, a(f)).Convert(ndarray.Int64).I }
		}
	}
	a := c.Ints(x.X)
	switch {
	case to.IsBool():
		return func(f *Frame) int64 { return b2i(a(f) != 0) }
	case to == kernel.Int32 || to.IsExtInt():
		w := wrapInt(to)
		return func(f *Frame) int64 { return w(a(f)) }
	}
	return a // an extended int's value is the int's
}

// Floats compiles an expression of a float type.
func (c *ExprCompiler) Floats(e kernel.Expr) FloatFn {
	t := e.Type()
	if s, ok := c.Subst[e]; ok {
		return func(f *Frame) float64 { return f.Floats[s] }
	}
	round := func(v float64) float64 { return v }
	if t == kernel.Float32 {
		round = func(v float64) float64 { return float64(float32(v)) }
	}
	switch x := e.(type) {
	case *kernel.Const:
		v := x.F
		return func(*Frame) float64 { return v }
	case *kernel.Var:
		v := x.Local.Index
		return func(f *Frame) float64 { return f.Floats[v] }
	case *kernel.ParamRef:
		s := x.Param.Slot
		return func(f *Frame) float64 { return round(DecodeFloat(f.Args[s])) }
	case *kernel.Load:
		off := c.Offset(x.Array, x.Index)
		ai := c.ArrayIndex[x.Array]
		if x.Array.Elem == kernel.Float32 {
			return func(f *Frame) float64 { return float64(*(*float32)(Elem(f, ai, off(f), 4))) }
		}
		return func(f *Frame) float64 { return *(*float64)(Elem(f, ai, off(f), 8)) }
	case *kernel.Unary:
		a := c.Floats(x.X)
		if x.Op == kernel.Abs {
			return func(f *Frame) float64 { return math.Abs(a(f)) }
		}
		return func(f *Frame) float64 { return -a(f) }
	case *kernel.Binary:
		return c.floatBinary(x, round)
	case *kernel.Convert:
		if x.X.Type().IsFloat() {
			a := c.Floats(x.X)
			return func(f *Frame) float64 { return round(a(f)) }
		}
		a := c.Ints(x.X)
		if x.X.Type() == kernel.UInt64 {
			return func(f *Frame) float64 { return round(float64(uint64(a(f)))) }
		}
		return func(f *Frame) float64 { return round(float64(a(f))) }
	case *kernel.Call:
		args := make([]FloatFn, len(x.Args))
		for i, a := range x.Args {
			args[i] = c.Floats(a)
		}
		if x.Fn.Info().Draws {
			// The arguments first, in order, then the draw.
			ai := c.randomState(kernel.StateArray(x.Fn))
			fn := x.Fn
			if len(args) == 1 {
				return func(f *Frame) float64 {
					a := args[0](f)
					v, _ := RandomStateOf(f.Data[ai]).Draw(fn, a, 0, 0, 0)
					return v
				}
			}
			return func(f *Frame) float64 {
				a := args[0](f)
				b := args[1](f)
				v, _ := RandomStateOf(f.Data[ai]).Draw(fn, a, b, 0, 0)
				return v
			}
		}
		fn := x.Fn.Info().MathName()
		if !x.Checked {
			// Unchecked: the C library's result, nan or ±inf where math
			// would raise (NumPy's semantics, and the calls that never
			// raise).
			g, ok := numpyUnary[x.Fn.Info().NumPy]
			if x.NumPy {
				g, ok = NumPyUnary(x.Fn.Info().NumPy, x.Float32)
			}
			if ok {
				return func(f *Frame) float64 { return g(args[0](f)) }
			}
			if g, ok := numpyBinary[x.Fn.Info().NumPy]; ok {
				return func(f *Frame) float64 { return g(args[0](f), args[1](f)) }
			}
			if g, ok := numpyTernary[x.Fn.Info().NumPy]; ok {
				return func(f *Frame) float64 { return g(args[0](f), args[1](f), args[2](f)) }
			}
		}
		return func(f *Frame) float64 {
			var buf [2]Value
			vals := buf[:len(args)]
			for i, a := range args {
				vals[i] = Float(a(f))
			}
			v, err := mathCall(fn, vals)
			check(err)
			return v.F
		}
	case *kernel.Cond:
		test, th, el := c.Ints(x.Test), c.Floats(x.Then), c.Floats(x.Else)
		return func(f *Frame) float64 {
			if test(f) != 0 {
				return th(f)
			}
			return el(f)
		}
	case *kernel.Logic:
		a, b := c.Floats(x.X), c.Floats(x.Y)
		and := x.Op == kernel.And
		return func(f *Frame) float64 {
			v := a(f)
			if (v != 0) != and { // Python's truth: NaN is true
				return v
			}
			return b(f)
		}
	}
	panic(fmt.Sprintf("kexec: float expression %T of %s", e, t))
}

func (c *ExprCompiler) floatBinary(x *kernel.Binary, round func(float64) float64) FloatFn {
	a, b := c.Floats(x.X), c.Floats(x.Y)
	switch x.Op {
	case kernel.Add:
		return func(f *Frame) float64 { return round(a(f) + b(f)) }
	case kernel.Sub:
		return func(f *Frame) float64 { return round(a(f) - b(f)) }
	case kernel.Mul:
		return func(f *Frame) float64 { return round(a(f) * b(f)) }
	case kernel.Min, kernel.Max:
		return pyMinMax(x.Op, a, b)
	}
	if x.Checked {
		// Python's float semantics, errors included.
		op := nestOps[x.Op]
		return func(f *Frame) float64 {
			v, err := floatBinary(op, a(f), b(f))
			check(err)
			return round(v.F)
		}
	}
	dt := ndarray.Float64
	if x.T == kernel.Float32 {
		dt = ndarray.Float32
	}
	switch x.Op {
	case kernel.Div:
		return func(f *Frame) float64 { return round(a(f) / b(f)) }
	case kernel.FloorDiv:
		return func(f *Frame) float64 { return round(ndarray.FloorDivideFloat(a(f), b(f), dt)) }
	case kernel.Mod:
		return func(f *Frame) float64 { return round(ndarray.RemainderFloat(a(f), b(f), dt)) }
	default:
		if dt == ndarray.Float64 {
			// A NumPy float64 scalar's power is the C library's pow, as
			// NumPy's scalar math computes it (no fast path: pow(x, 2) is
			// not always x*x); the array fast paths are written out by
			// the front end (frontend/array_powers.go).
			return func(f *Frame) float64 { return libm.Pow(a(f), b(f)) }
		}
		return func(f *Frame) float64 { return round(ndarray.PowerFloat(a(f), b(f))) }
	}
}
