// This file is the Go executor of the kernel IR: it runs a kernel.Module's
// kernels with exactly the semantics the native kernels have, behind the
// same calling convention (box, args, out; see kernel/abi.go). It runs the
// plans where no LLVM tool chain is found, and it is what the native
// backends are checked against.
//
// Each kernel is compiled once into Go closures over a frame of typed
// registers (ints, floats) indexed by local; integer values of any width are
// held sign-extended in int64 and float32 values as float64s holding the
// exact float32. A failed check panics with a kernel.Status, recovered at
// the kernel's entry.

package runtime

import (
	"errors"
	"fmt"
	"math"
	"sync/atomic"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
)

// GoKernels is a module compiled for the Go executor.
type GoKernels struct {
	m       *kernel.Module
	kernels []*goKernel
	arrayIx map[*kernel.Array]int
}

type goKernel struct {
	k      *kernel.Kernel
	dims   []goDim
	body   []func(*frame)
	nlocal int // frame slots: the locals, then the hidden slots of Atomic stores
	// assigned[i] is the frame flag an Assign to output i sets.
	outIndex map[*kernel.Local]int
}

type goDim struct {
	v                  int
	lower, upper, step func(*frame) int64
}

// frame is one call's state.
type frame struct {
	ints     []int64
	floats   []float64
	args     []int64
	data     [][]byte
	assigned []bool
}

type (
	intFn   func(*frame) int64
	floatFn func(*frame) float64
)

// stop ends a kernel with a status.
type stop struct{ status kernel.Status }

func fail(s kernel.Status) { panic(stop{s}) }

// NewGoKernels compiles every kernel of m.
func NewGoKernels(m *kernel.Module) *GoKernels {
	g := &GoKernels{m: m, arrayIx: map[*kernel.Array]int{}}
	for i, a := range m.Arrays {
		g.arrayIx[a] = i
	}
	for _, k := range m.Kernels {
		gk := &goKernel{k: k, nlocal: len(k.Locals), outIndex: map[*kernel.Local]int{}}
		for i, o := range k.Outputs {
			gk.outIndex[o.Local] = i
		}
		c := &kcompiler{g: g, k: gk}
		for _, d := range k.Dims {
			gk.dims = append(gk.dims, goDim{v: d.Var.Index, lower: c.ints(d.Lower), upper: c.ints(d.Upper), step: c.ints(d.Step)})
		}
		gk.body = c.stmts(k.Body)
		g.kernels = append(g.kernels, gk)
	}
	return g
}

// Run runs kernel i of the module over box with the CPU convention; data
// holds each module array's bytes (m.Arrays order).
func (g *GoKernels) Run(i int, box, args, out []int64, data [][]byte) kernel.Status {
	strided := make([]int64, 0, 3*len(box)/2)
	for d := 0; d+1 < len(box); d += 2 {
		strided = append(strided, box[d], box[d+1], 1)
	}
	return g.run(i, strided, args, out, data, nil)
}

// run runs kernel i over a strided box: for each Dim, the iteration
// numbers first, first+stride, ... before end (clamped to the Dim's
// count). last, when not nil, receives the iteration numbers of the last
// point run, in Dim order (untouched when none ran).
func (g *GoKernels) run(i int, box, args, out []int64, data [][]byte, last []int64) (status kernel.Status) {
	gk := g.kernels[i]
	k := gk.k
	f := &frame{ints: make([]int64, gk.nlocal), floats: make([]float64, gk.nlocal), args: args, data: data,
		assigned: make([]bool, len(k.Outputs))}
	defer func() {
		if r := recover(); r != nil {
			s, ok := r.(stop)
			if !ok {
				panic(r)
			}
			status = s.status
		}
	}()
	for _, l := range k.Inputs {
		setLocal(f, l, args[l.Param.Slot])
	}
	for i, o := range k.Outputs {
		if o.Combine == kernel.Reduce {
			setLocal(f, o.Local, out[2*i])
		}
	}
	its := make([]int64, len(gk.dims))
	gk.dimLoop(f, 0, box, its, last)
	for i, o := range k.Outputs {
		out[2*i] = getLocal(f, o.Local)
		out[2*i+1] = b2i(f.assigned[i])
	}
	return kernel.OK
}

func (gk *goKernel) dimLoop(f *frame, d int, box, its, last []int64) {
	if d == len(gk.dims) {
		for _, s := range gk.body {
			s(f)
		}
		if last != nil {
			copy(last, its)
		}
		return
	}
	dm := gk.dims[d]
	lo, hi, step := dm.lower(f), dm.upper(f), dm.step(f)
	if step == 0 {
		fail(kernel.ValueError) // range() arg 3 must not be zero
	}
	n := RangeCount(lo, hi, step)
	first, end, stride := max(box[3*d], 0), min(box[3*d+1], n), box[3*d+2]
	for it := first; it < end; it += stride {
		f.ints[dm.v] = lo + it*step
		its[d] = it
		gk.dimLoop(f, d+1, box, its, last)
	}
}

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

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// setLocal stores a slot's encoding of a value into the local.
func setLocal(f *frame, l *kernel.Local, slot int64) {
	if l.Type.IsFloat() {
		v := math.Float64frombits(uint64(slot))
		if l.Type == kernel.Float32 {
			v = float64(float32(v))
		}
		f.floats[l.Index] = v
		return
	}
	f.ints[l.Index] = slot
}

// getLocal encodes a local's value for a slot.
func getLocal(f *frame, l *kernel.Local) int64 {
	if l.Type.IsFloat() {
		return int64(math.Float64bits(f.floats[l.Index]))
	}
	return f.ints[l.Index]
}

// EncodeFloat and DecodeFloat convert between float values and slots.
func EncodeFloat(v float64) int64 { return int64(math.Float64bits(v)) }
func DecodeFloat(s int64) float64 { return math.Float64frombits(uint64(s)) }

type kcompiler struct {
	g *GoKernels
	k *goKernel
	// subst maps expression nodes (by identity) to the frame slot that
	// holds their value while an Atomic store's Value is compiled: the
	// element's current value for its self Load, the update's other
	// operand, evaluated once before the compare-and-swap loop.
	subst map[kernel.Expr]int
}

func (c *kcompiler) stmts(body []kernel.Stmt) []func(*frame) {
	out := make([]func(*frame), len(body))
	for i, s := range body {
		out[i] = c.stmt(s)
	}
	return out
}

func runAll(f *frame, body []func(*frame)) {
	for _, s := range body {
		s(f)
	}
}

func (c *kcompiler) stmt(s kernel.Stmt) func(*frame) {
	switch x := s.(type) {
	case *kernel.Assign:
		v := x.Dst.Index
		flag, isOut := c.k.outIndex[x.Dst]
		if x.Dst.Type.IsFloat() {
			val := c.floats(x.Value)
			if isOut {
				return func(f *frame) { f.floats[v] = val(f); f.assigned[flag] = true }
			}
			return func(f *frame) { f.floats[v] = val(f) }
		}
		val := c.ints(x.Value)
		if isOut {
			return func(f *frame) { f.ints[v] = val(f); f.assigned[flag] = true }
		}
		return func(f *frame) { f.ints[v] = val(f) }
	case *kernel.Store:
		if x.Atomic {
			return c.atomicStore(x)
		}
		off := c.offset(x.Array, x.Index)
		ai := c.g.arrayIx[x.Array]
		switch x.Array.Elem {
		case kernel.Float64:
			val := c.floats(x.Value)
			return func(f *frame) {
				v := val(f)
				*(*float64)(elem(f, ai, off(f), 8)) = v
			}
		case kernel.Float32:
			val := c.floats(x.Value)
			return func(f *frame) {
				v := val(f)
				*(*float32)(elem(f, ai, off(f), 4)) = float32(v)
			}
		case kernel.Int64:
			val := c.ints(x.Value)
			return func(f *frame) {
				v := val(f)
				*(*int64)(elem(f, ai, off(f), 8)) = v
			}
		case kernel.Int32:
			val := c.ints(x.Value)
			return func(f *frame) {
				v := val(f)
				*(*int32)(elem(f, ai, off(f), 4)) = int32(v)
			}
		default:
			val := c.ints(x.Value)
			return func(f *frame) {
				v := val(f)
				*(*uint8)(elem(f, ai, off(f), 1)) = uint8(v & 1)
			}
		}
	case *kernel.If:
		cond, then := c.ints(x.Cond), c.stmts(x.Then)
		return func(f *frame) {
			if cond(f) != 0 {
				runAll(f, then)
			}
		}
	case *kernel.For:
		lower, upper, step := c.ints(x.Lower), c.ints(x.Upper), c.ints(x.Step)
		body := c.stmts(x.Body)
		v := x.Var.Index
		exits := make([]int, len(x.Exits))
		for i, e := range x.Exits {
			exits[i] = e.Index
		}
		return func(f *frame) {
			lo, hi, st := lower(f), upper(f), step(f)
			if st == 0 {
				fail(kernel.ValueError) // range() arg 3 must not be zero
			}
			n := RangeCount(lo, hi, st)
			for it := int64(0); it < n; it++ {
				f.ints[v] = lo + it*st
				runAll(f, body)
				for _, e := range exits {
					if f.ints[e] != 0 {
						return
					}
				}
			}
		}
	}
	panic(fmt.Sprintf("kexec: statement %T", s))
}

// atomicStore compiles an Atomic store (kernel.Store): the element's
// address is computed once (its checks made), then a compare-and-swap
// loop reads the element's bits atomically, evaluates Value with the self
// Load standing for that value, and writes the result if the element still
// holds what was read, retrying otherwise. The other operand of the update
// (kernel.Store.UpdateOperand) is evaluated once, before the loop, where
// Python evaluates it: after the element's subscripts when the element is
// the left operand, before them when it is the right one.
func (c *kcompiler) atomicStore(x *kernel.Store) func(*frame) {
	if !x.CanBeAtomic() {
		panic(fmt.Sprintf("kexec: atomic store into %s of %s is not an update of its own element", x.Array.Name, x.Array.Elem))
	}
	self := x.SelfLoad()
	off := c.offset(x.Array, x.Index)
	ai := c.g.arrayIx[x.Array]
	if c.subst == nil {
		c.subst = map[kernel.Expr]int{}
	}
	// The address, then (or before it) the hoisted operand into its slot.
	addr := off
	if other, selfLeft := x.UpdateOperand(self); other != nil {
		hs := c.k.nlocal
		c.k.nlocal++
		var hoist func(*frame)
		if other.Type().IsFloat() {
			fn := c.floats(other)
			hoist = func(f *frame) { f.floats[hs] = fn(f) }
		} else {
			fn := c.ints(other)
			hoist = func(f *frame) { f.ints[hs] = fn(f) }
		}
		c.subst[other] = hs
		defer delete(c.subst, other)
		if selfLeft {
			addr = func(f *frame) int64 { o := off(f); hoist(f); return o }
		} else {
			addr = func(f *frame) int64 { hoist(f); return off(f) }
		}
	}
	s := c.k.nlocal // the element's current value
	c.k.nlocal++
	c.subst[self] = s
	defer delete(c.subst, self)
	switch x.Array.Elem {
	case kernel.Float64:
		val := c.floats(x.Value)
		return func(f *frame) {
			p := (*uint64)(elem(f, ai, addr(f), 8))
			for {
				old := atomic.LoadUint64(p)
				f.floats[s] = math.Float64frombits(old)
				if atomic.CompareAndSwapUint64(p, old, math.Float64bits(val(f))) {
					return
				}
			}
		}
	case kernel.Float32:
		val := c.floats(x.Value)
		return func(f *frame) {
			p := (*uint32)(elem(f, ai, addr(f), 4))
			for {
				old := atomic.LoadUint32(p)
				f.floats[s] = float64(math.Float32frombits(old))
				if atomic.CompareAndSwapUint32(p, old, math.Float32bits(float32(val(f)))) {
					return
				}
			}
		}
	case kernel.Int64:
		val := c.ints(x.Value)
		return func(f *frame) {
			p := (*int64)(elem(f, ai, addr(f), 8))
			for {
				old := atomic.LoadInt64(p)
				f.ints[s] = old
				if atomic.CompareAndSwapInt64(p, old, val(f)) {
					return
				}
			}
		}
	default: // Int32
		val := c.ints(x.Value)
		return func(f *frame) {
			p := (*int32)(elem(f, ai, addr(f), 4))
			for {
				old := atomic.LoadInt32(p)
				f.ints[s] = int64(old)
				if atomic.CompareAndSwapInt32(p, old, int32(val(f))) {
					return
				}
			}
		}
	}
}

// elem returns the address of the element at byte offset off of array ai,
// checking the buffer (a Go-level guard: the kernel's own checks come first).
func elem(f *frame, ai int, off int64, size int) unsafe.Pointer {
	buf := f.data[ai]
	return unsafe.Pointer(&buf[off : off+int64(size)][0])
}

// offset compiles an element's byte offset, with wrapping and checks.
func (c *kcompiler) offset(a *kernel.Array, idx []*kernel.Subscript) intFn {
	size := int64(a.Elem.ItemSize())
	subs := make([]intFn, len(idx))
	for i, s := range idx {
		subs[i] = c.ints(s.X)
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
	return func(f *frame) int64 {
		var flat int64
		for d, sub := range subs {
			n := f.args[shapes[d]]
			i := sub(f)
			if wrap[d] && i < 0 {
				i += n
			}
			if check[d] && (i < 0 || i >= n) {
				fail(kernel.IndexError)
			}
			flat = flat*n + i
		}
		return flat * size
	}
}

// ints compiles an expression of a bool or integer type.
func (c *kcompiler) ints(e kernel.Expr) intFn {
	t := e.Type()
	if s, ok := c.subst[e]; ok {
		return func(f *frame) int64 { return f.ints[s] }
	}
	switch x := e.(type) {
	case *kernel.Const:
		v := x.I
		return func(*frame) int64 { return v }
	case *kernel.Var:
		v := x.Local.Index
		return func(f *frame) int64 { return f.ints[v] }
	case *kernel.ParamRef:
		s := x.Param.Slot
		return func(f *frame) int64 { return f.args[s] }
	case *kernel.Load:
		off := c.offset(x.Array, x.Index)
		ai := c.g.arrayIx[x.Array]
		switch x.Array.Elem {
		case kernel.Int64:
			return func(f *frame) int64 { return *(*int64)(elem(f, ai, off(f), 8)) }
		case kernel.Int32:
			return func(f *frame) int64 { return int64(*(*int32)(elem(f, ai, off(f), 4))) }
		default:
			return func(f *frame) int64 { return int64(*(*uint8)(elem(f, ai, off(f), 1)) & 1) }
		}
	case *kernel.Unary:
		if x.Op == kernel.Not {
			a := c.ints(x.X)
			return func(f *frame) int64 { return 1 - a(f) }
		}
		a := c.ints(x.X)
		checked, w := x.Checked, wrapInt(t)
		abs := x.Op == kernel.Abs
		return func(f *frame) int64 {
			v := a(f)
			if checked && v == math.MinInt64 {
				fail(kernel.Deopt)
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
	case *kernel.Call: // floor, ceil
		arg := c.floats(x.Args[0])
		fn := x.Fn.Info().MathName()
		return func(f *frame) int64 {
			v, err := mathCall(fn, []Value{Float(arg(f))})
			check(err)
			return v.I
		}
	case *kernel.Cond:
		test, th, el := c.ints(x.Test), c.ints(x.Then), c.ints(x.Else)
		return func(f *frame) int64 {
			if test(f) != 0 {
				return th(f)
			}
			return el(f)
		}
	case *kernel.Logic:
		a, b := c.ints(x.X), c.ints(x.Y)
		and := x.Op == kernel.And
		return func(f *frame) int64 {
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
			fail(kernel.IndexError)
		case "ZeroDivisionError":
			fail(kernel.ZeroDivisionError)
		case "ValueError":
			fail(kernel.ValueError)
		case "OverflowError":
			fail(kernel.OverflowError)
		}
	}
	fail(kernel.Deopt)
}

func wrapInt(t kernel.Type) func(int64) int64 {
	if t == kernel.Int32 {
		return func(v int64) int64 { return int64(int32(v)) }
	}
	return func(v int64) int64 { return v }
}

var nestOps = map[kernel.BinOp]nest.BinOp{kernel.Add: nest.Add, kernel.Sub: nest.Sub, kernel.Mul: nest.Mul,
	kernel.Div: nest.Div, kernel.FloorDiv: nest.FloorDiv, kernel.Mod: nest.Mod, kernel.Pow: nest.Pow}

func (c *kcompiler) intBinary(x *kernel.Binary) intFn {
	a, b := c.ints(x.X), c.ints(x.Y)
	w := wrapInt(x.T)
	if x.Op == kernel.Min || x.Op == kernel.Max {
		return pyMinMax(x.Op, a, b)
	}
	if x.Checked {
		// Python's semantics (what every checked int operation means):
		// overflow and zero divisors stop the kernel.
		op := nestOps[x.Op]
		numpyPow := x.Op == kernel.Pow && !x.T.IsPython()
		return func(f *frame) int64 {
			p, q := a(f), b(f)
			if numpyPow && q < 0 {
				fail(kernel.ValueError)
			}
			if x.Op == kernel.Pow && q < 0 {
				fail(kernel.Deopt)
			}
			v, err := intBinary(op, p, q)
			check(err)
			if v.Kind != PyInt {
				fail(kernel.Deopt)
			}
			if x.T == kernel.Int32 && int64(int32(v.I)) != v.I {
				return w(v.I) // NumPy int32 ** wraps
			}
			return v.I
		}
	}
	switch x.Op {
	case kernel.Add:
		return func(f *frame) int64 { return w(a(f) + b(f)) }
	case kernel.Sub:
		return func(f *frame) int64 { return w(a(f) - b(f)) }
	case kernel.Mul:
		return func(f *frame) int64 { return w(a(f) * b(f)) }
	}
	// NumPy's floor division, remainder and power, wrapping.
	dt := ndarray.Int64
	if x.T == kernel.Int32 {
		dt = ndarray.Int32
	}
	op := map[kernel.BinOp]ndarray.BinaryOp{kernel.FloorDiv: ndarray.FloorDiv, kernel.Mod: ndarray.Mod, kernel.Pow: ndarray.Pow}[x.Op]
	return func(f *frame) int64 {
		r, err := ndarray.Binary(op, ndarray.Operand{Scalar: ndarray.MakeInt(dt, a(f))}, ndarray.Operand{Scalar: ndarray.MakeInt(dt, b(f))})
		if err != nil {
			fail(kernel.ValueError)
		}
		return r.Scalar.I
	}
}

func (c *kcompiler) compare(x *kernel.Compare) intFn {
	if x.X.Type().IsFloat() {
		return compareFn(x.Op, c.floats(x.X), c.floats(x.Y))
	}
	return compareFn(x.Op, c.ints(x.X), c.ints(x.Y))
}

// compareFn compiles a comparison of two operands of one machine type
// (IEEE for floats: every comparison with NaN is false but !=).
func compareFn[T int64 | float64](op kernel.CmpOp, a, b func(*frame) T) intFn {
	switch op {
	case kernel.Lt:
		return func(f *frame) int64 { return b2i(a(f) < b(f)) }
	case kernel.Le:
		return func(f *frame) int64 { return b2i(a(f) <= b(f)) }
	case kernel.Eq:
		return func(f *frame) int64 { return b2i(a(f) == b(f)) }
	case kernel.Ne:
		return func(f *frame) int64 { return b2i(a(f) != b(f)) }
	case kernel.Gt:
		return func(f *frame) int64 { return b2i(a(f) > b(f)) }
	}
	return func(f *frame) int64 { return b2i(a(f) >= b(f)) }
}

// pyMinMax compiles Python's min(a, b) (b if b < a else a) or max(a, b)
// (b if b > a else a), which for floats keeps the first of a NaN pair.
func pyMinMax[T int64 | float64](op kernel.BinOp, a, b func(*frame) T) func(*frame) T {
	if op == kernel.Min {
		return func(f *frame) T {
			p, q := a(f), b(f)
			if q < p {
				return q
			}
			return p
		}
	}
	return func(f *frame) T {
		p, q := a(f), b(f)
		if q > p {
			return q
		}
		return p
	}
}

// convertInt compiles a conversion to a bool or integer type.
func (c *kcompiler) convertInt(x *kernel.Convert) intFn {
	from, to := x.X.Type(), x.T
	if from.IsFloat() {
		a := c.floats(x.X)
		switch {
		case to.IsBool():
			return func(f *frame) int64 { return b2i(a(f) != 0) }
		case to == kernel.PyInt || from == kernel.PyFloat:
			// Python's int(), then wrapped to the target's width.
			w := wrapInt(to)
			return func(f *frame) int64 {
				v, err := Call("int", []Value{Float(a(f))})
				check(err)
				return w(v.I)
			}
		case to == kernel.Int32:
			return func(f *frame) int64 { return int64(ndarray.MakeFloat(ndarray.Float64, a(f)).Convert(ndarray.Int32).I) }
		default:
			return func(f *frame) int64 { return ndarray.MakeFloat(ndarray.Float64, a(f)).Convert(ndarray.Int64).I }
		}
	}
	a := c.ints(x.X)
	switch {
	case to.IsBool():
		return func(f *frame) int64 { return b2i(a(f) != 0) }
	case to == kernel.Int32:
		return func(f *frame) int64 { return int64(int32(a(f))) }
	}
	return a
}

// floats compiles an expression of a float type.
func (c *kcompiler) floats(e kernel.Expr) floatFn {
	t := e.Type()
	if s, ok := c.subst[e]; ok {
		return func(f *frame) float64 { return f.floats[s] }
	}
	round := func(v float64) float64 { return v }
	if t == kernel.Float32 {
		round = func(v float64) float64 { return float64(float32(v)) }
	}
	switch x := e.(type) {
	case *kernel.Const:
		v := x.F
		return func(*frame) float64 { return v }
	case *kernel.Var:
		v := x.Local.Index
		return func(f *frame) float64 { return f.floats[v] }
	case *kernel.ParamRef:
		s := x.Param.Slot
		return func(f *frame) float64 { return round(DecodeFloat(f.args[s])) }
	case *kernel.Load:
		off := c.offset(x.Array, x.Index)
		ai := c.g.arrayIx[x.Array]
		if x.Array.Elem == kernel.Float32 {
			return func(f *frame) float64 { return float64(*(*float32)(elem(f, ai, off(f), 4))) }
		}
		return func(f *frame) float64 { return *(*float64)(elem(f, ai, off(f), 8)) }
	case *kernel.Unary:
		a := c.floats(x.X)
		if x.Op == kernel.Abs {
			return func(f *frame) float64 { return math.Abs(a(f)) }
		}
		return func(f *frame) float64 { return -a(f) }
	case *kernel.Binary:
		return c.floatBinary(x, round)
	case *kernel.Convert:
		if x.X.Type().IsFloat() {
			a := c.floats(x.X)
			return func(f *frame) float64 { return round(a(f)) }
		}
		a := c.ints(x.X)
		return func(f *frame) float64 { return round(float64(a(f))) }
	case *kernel.Call:
		args := make([]floatFn, len(x.Args))
		for i, a := range x.Args {
			args[i] = c.floats(a)
		}
		fn := x.Fn.Info().MathName()
		if x.Fn == kernel.Sqrt && !x.Checked {
			return func(f *frame) float64 { return math.Sqrt(args[0](f)) }
		}
		return func(f *frame) float64 {
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
		test, th, el := c.ints(x.Test), c.floats(x.Then), c.floats(x.Else)
		return func(f *frame) float64 {
			if test(f) != 0 {
				return th(f)
			}
			return el(f)
		}
	case *kernel.Logic:
		a, b := c.floats(x.X), c.floats(x.Y)
		and := x.Op == kernel.And
		return func(f *frame) float64 {
			v := a(f)
			if (v != 0) != and { // Python's truth: NaN is true
				return v
			}
			return b(f)
		}
	}
	panic(fmt.Sprintf("kexec: float expression %T of %s", e, t))
}

func (c *kcompiler) floatBinary(x *kernel.Binary, round func(float64) float64) floatFn {
	a, b := c.floats(x.X), c.floats(x.Y)
	switch x.Op {
	case kernel.Add:
		return func(f *frame) float64 { return round(a(f) + b(f)) }
	case kernel.Sub:
		return func(f *frame) float64 { return round(a(f) - b(f)) }
	case kernel.Mul:
		return func(f *frame) float64 { return round(a(f) * b(f)) }
	case kernel.Min, kernel.Max:
		return pyMinMax(x.Op, a, b)
	}
	if x.Checked {
		// Python's float semantics, errors included.
		op := nestOps[x.Op]
		return func(f *frame) float64 {
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
		return func(f *frame) float64 { return round(a(f) / b(f)) }
	case kernel.FloorDiv:
		return func(f *frame) float64 { return round(ndarray.FloorDivideFloat(a(f), b(f), dt)) }
	case kernel.Mod:
		return func(f *frame) float64 { return round(ndarray.RemainderFloat(a(f), b(f), dt)) }
	default:
		return func(f *frame) float64 { return round(ndarray.PowerFloat(a(f), b(f))) }
	}
}
