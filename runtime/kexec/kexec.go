// Package kexec is the Go executor of the kernel IR: it runs a
// kernel.Module's kernels with exactly the semantics the native kernels
// have, behind the same calling convention (box, args, out; see
// kernel/abi.go), and in lockstep mode (RunLockstep) thread by thread over
// a grid and block, as a GPU would. The cpu backend runs its kernels on it
// where no LLVM tool chain is found (or when asked to), the emulated GPU
// device runs its lockstep mode, and it is what the native backends are
// checked against.
//
// Each kernel is compiled once into Go closures over a runtime.Frame of
// typed registers (ints, floats) indexed by local, its expressions by
// runtime.ExprCompiler; integer values of any width are held sign-extended
// in int64 and float32 values as float64s holding the exact float32. A
// failed check panics with a runtime.Stop, recovered at the kernel's entry.
//
// A kernel with private copies of arrays (kernel.Kernel.Privates) gets
// buffers of its own for each run, after the module's arrays in the
// frame's Data, and a run that ran the last point of the Dims copies back
// (kernel.Kernel.CopyBack); in lockstep mode each thread's run does so.
//
// It runs one kernel over one box (or one launch geometry) and nothing
// more: it does not run host programs or split launches into boxes and
// schedules (package cpu), hold device memory (package gpu), or compile to
// native code (package native).
package kexec

import (
	"fmt"
	"math"
	"sync/atomic"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
)

// GoKernels is a module compiled for the Go executor.
type GoKernels struct {
	m       *kernel.Module
	kernels []*goKernel
	arrayIx map[*kernel.Array]int
}

type goKernel struct {
	k    *kernel.Kernel
	dims []goDim
	body []func(*runtime.Frame)
	// copyBack is the kernel's CopyBack, which a run that ran the last
	// point of the Dims runs (kernel.Kernel.Privates).
	copyBack []func(*runtime.Frame)
	nlocal   int // frame slots: the locals, then the hidden slots of Atomic stores
	// assigned[i] is the frame flag an Assign to output i sets.
	outIndex map[*kernel.Local]int
}

type goDim struct {
	v                  int
	lower, upper, step func(*runtime.Frame) int64
}

// NewGoKernels compiles every kernel of m.
func NewGoKernels(m *kernel.Module) *GoKernels {
	g := &GoKernels{m: m, arrayIx: map[*kernel.Array]int{}}
	for i, a := range m.Arrays {
		g.arrayIx[a] = i
	}
	for _, k := range m.Kernels {
		// A run hands the kernel's copies their buffers after the
		// module's arrays (privateData).
		for j, p := range k.Privates {
			g.arrayIx[p.Copy] = len(m.Arrays) + j
		}
	}
	for _, k := range m.Kernels {
		gk := &goKernel{k: k, nlocal: len(k.Locals), outIndex: map[*kernel.Local]int{}}
		for i, o := range k.Outputs {
			gk.outIndex[o.Local] = i
		}
		c := &kcompiler{ExprCompiler: runtime.ExprCompiler{ArrayIndex: g.arrayIx}, k: gk}
		for _, d := range k.Dims {
			gk.dims = append(gk.dims, goDim{v: d.Var.Index, lower: c.Ints(d.Lower), upper: c.Ints(d.Upper), step: c.Ints(d.Step)})
		}
		gk.body = c.stmts(k.Body)
		gk.copyBack = c.stmts(k.CopyBack)
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
	if len(k.Privates) > 0 {
		data = privateData(k, args, data)
	}
	f := &runtime.Frame{Ints: make([]int64, gk.nlocal), Floats: make([]float64, gk.nlocal), Args: args, Data: data,
		Assigned: make([]bool, len(k.Outputs))}
	defer func() {
		if r := recover(); r != nil {
			s, ok := r.(runtime.Stop)
			if !ok {
				panic(r)
			}
			status = s.Status
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
	pt := &points{its: its, counts: make([]int64, len(gk.dims)), last: last}
	gk.dimLoop(f, 0, box, pt)
	if pt.ranLast {
		runAll(f, gk.copyBack)
	}
	for i, o := range k.Outputs {
		out[2*i] = getLocal(f, o.Local)
		out[2*i+1] = 0
		if f.Assigned[i] {
			out[2*i+1] = 1
		}
	}
	return kernel.OK
}

// points is the state of a run's walk over the points of the Dims.
type points struct {
	its, counts []int64 // the current point's iteration numbers, and each Dim's count
	last        []int64 // when not nil, receives the iteration numbers of the latest point
	ranLast     bool    // the run ran the last point of the Dims
}

// privateData returns data with a buffer of its array's size appended for
// each of k's private copies, in order (kernel.Kernel.Privates). The
// buffers start zeroed; no point reads an element it did not write.
func privateData(k *kernel.Kernel, args []int64, data [][]byte) [][]byte {
	out := append(data[:len(data):len(data)], make([][]byte, len(k.Privates))...)
	for j, p := range k.Privates {
		size := int64(p.Array.Elem.ItemSize())
		for _, s := range p.Array.Shape {
			size *= max(args[s.Slot], 0)
		}
		out[len(data)+j] = make([]byte, size)
	}
	return out
}

func (gk *goKernel) dimLoop(f *runtime.Frame, d int, box []int64, pt *points) {
	if d == len(gk.dims) {
		for _, s := range gk.body {
			s(f)
		}
		if pt.last != nil {
			copy(pt.last, pt.its)
		}
		if len(gk.copyBack) > 0 {
			pt.ranLast = true
			for i, it := range pt.its {
				pt.ranLast = pt.ranLast && it == pt.counts[i]-1
			}
		}
		return
	}
	dm := gk.dims[d]
	lo, hi, step := dm.lower(f), dm.upper(f), dm.step(f)
	if step == 0 {
		runtime.Fail(kernel.ValueError) // range() arg 3 must not be zero
	}
	n := runtime.RangeCount(lo, hi, step)
	pt.counts[d] = n
	first, end, stride := max(box[3*d], 0), min(box[3*d+1], n), box[3*d+2]
	for it := first; it < end; it += stride {
		f.Ints[dm.v] = lo + it*step
		pt.its[d] = it
		gk.dimLoop(f, d+1, box, pt)
	}
}

// setLocal stores a slot's encoding of a value into the local.
func setLocal(f *runtime.Frame, l *kernel.Local, slot int64) {
	if l.Type.IsFloat() {
		v := math.Float64frombits(uint64(slot))
		if l.Type == kernel.Float32 {
			v = float64(float32(v))
		}
		f.Floats[l.Index] = v
		return
	}
	f.Ints[l.Index] = slot
}

// getLocal encodes a local's value for a slot.
func getLocal(f *runtime.Frame, l *kernel.Local) int64 {
	if l.Type.IsFloat() {
		return int64(math.Float64bits(f.Floats[l.Index]))
	}
	return f.Ints[l.Index]
}

// kcompiler compiles a kernel's statements, its expressions by
// runtime.ExprCompiler.
type kcompiler struct {
	runtime.ExprCompiler
	k *goKernel
}

func (c *kcompiler) stmts(body []kernel.Stmt) []func(*runtime.Frame) {
	out := make([]func(*runtime.Frame), len(body))
	for i, s := range body {
		out[i] = c.stmt(s)
	}
	return out
}

func runAll(f *runtime.Frame, body []func(*runtime.Frame)) {
	for _, s := range body {
		s(f)
	}
}

func (c *kcompiler) stmt(s kernel.Stmt) func(*runtime.Frame) {
	switch x := s.(type) {
	case *kernel.Assign:
		v := x.Dst.Index
		flag, isOut := c.k.outIndex[x.Dst]
		if x.Dst.Type.IsFloat() {
			val := c.Floats(x.Value)
			if isOut {
				return func(f *runtime.Frame) { f.Floats[v] = val(f); f.Assigned[flag] = true }
			}
			return func(f *runtime.Frame) { f.Floats[v] = val(f) }
		}
		val := c.Ints(x.Value)
		if isOut {
			return func(f *runtime.Frame) { f.Ints[v] = val(f); f.Assigned[flag] = true }
		}
		return func(f *runtime.Frame) { f.Ints[v] = val(f) }
	case *kernel.Store:
		if x.Atomic {
			return c.atomicStore(x)
		}
		off := c.Offset(x.Array, x.Index)
		ai := c.ArrayIndex[x.Array]
		switch x.Array.Elem {
		case kernel.Float64:
			val := c.Floats(x.Value)
			return func(f *runtime.Frame) {
				v := val(f)
				*(*float64)(runtime.Elem(f, ai, off(f), 8)) = v
			}
		case kernel.Float32:
			val := c.Floats(x.Value)
			return func(f *runtime.Frame) {
				v := val(f)
				*(*float32)(runtime.Elem(f, ai, off(f), 4)) = float32(v)
			}
		case kernel.Int64:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) {
				v := val(f)
				*(*int64)(runtime.Elem(f, ai, off(f), 8)) = v
			}
		case kernel.Int32:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) {
				v := val(f)
				*(*int32)(runtime.Elem(f, ai, off(f), 4)) = int32(v)
			}
		case kernel.Int8, kernel.UInt8:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) { *(*uint8)(runtime.Elem(f, ai, off(f), 1)) = uint8(val(f)) }
		case kernel.Int16, kernel.UInt16:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) { *(*uint16)(runtime.Elem(f, ai, off(f), 2)) = uint16(val(f)) }
		case kernel.UInt32:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) { *(*uint32)(runtime.Elem(f, ai, off(f), 4)) = uint32(val(f)) }
		case kernel.UInt64:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) { *(*int64)(runtime.Elem(f, ai, off(f), 8)) = val(f) }
		default:
			val := c.Ints(x.Value)
			return func(f *runtime.Frame) {
				v := val(f)
				*(*uint8)(runtime.Elem(f, ai, off(f), 1)) = uint8(v & 1)
			}
		}
	case *kernel.If:
		cond, then := c.Ints(x.Cond), c.stmts(x.Then)
		return func(f *runtime.Frame) {
			if cond(f) != 0 {
				runAll(f, then)
			}
		}
	case *kernel.For:
		lower, upper, step := c.Ints(x.Lower), c.Ints(x.Upper), c.Ints(x.Step)
		body := c.stmts(x.Body)
		v := x.Var.Index
		exits := make([]int, len(x.Exits))
		for i, e := range x.Exits {
			exits[i] = e.Index
		}
		return func(f *runtime.Frame) {
			lo, hi, st := lower(f), upper(f), step(f)
			if st == 0 {
				runtime.Fail(kernel.ValueError) // range() arg 3 must not be zero
			}
			n := runtime.RangeCount(lo, hi, st)
			for it := int64(0); it < n; it++ {
				f.Ints[v] = lo + it*st
				runAll(f, body)
				for _, e := range exits {
					if f.Ints[e] != 0 {
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
func (c *kcompiler) atomicStore(x *kernel.Store) func(*runtime.Frame) {
	if !x.CanBeAtomic() {
		panic(fmt.Sprintf("kexec: atomic store into %s of %s is not an update of its own element", x.Array.Name, x.Array.Elem))
	}
	self := x.SelfLoad()
	off := c.Offset(x.Array, x.Index)
	ai := c.ArrayIndex[x.Array]
	if c.Subst == nil {
		c.Subst = map[kernel.Expr]int{}
	}
	// The address, then (or before it) the hoisted operand into its slot.
	addr := off
	if other, selfLeft := x.UpdateOperand(self); other != nil {
		hs := c.k.nlocal
		c.k.nlocal++
		var hoist func(*runtime.Frame)
		if other.Type().IsFloat() {
			fn := c.Floats(other)
			hoist = func(f *runtime.Frame) { f.Floats[hs] = fn(f) }
		} else {
			fn := c.Ints(other)
			hoist = func(f *runtime.Frame) { f.Ints[hs] = fn(f) }
		}
		c.Subst[other] = hs
		defer delete(c.Subst, other)
		if selfLeft {
			addr = func(f *runtime.Frame) int64 { o := off(f); hoist(f); return o }
		} else {
			addr = func(f *runtime.Frame) int64 { hoist(f); return off(f) }
		}
	}
	s := c.k.nlocal // the element's current value
	c.k.nlocal++
	c.Subst[self] = s
	defer delete(c.Subst, self)
	switch x.Array.Elem {
	case kernel.Float64:
		val := c.Floats(x.Value)
		return func(f *runtime.Frame) {
			p := (*uint64)(runtime.Elem(f, ai, addr(f), 8))
			for {
				old := atomic.LoadUint64(p)
				f.Floats[s] = math.Float64frombits(old)
				if atomic.CompareAndSwapUint64(p, old, math.Float64bits(val(f))) {
					return
				}
			}
		}
	case kernel.Float32:
		val := c.Floats(x.Value)
		return func(f *runtime.Frame) {
			p := (*uint32)(runtime.Elem(f, ai, addr(f), 4))
			for {
				old := atomic.LoadUint32(p)
				f.Floats[s] = float64(math.Float32frombits(old))
				if atomic.CompareAndSwapUint32(p, old, math.Float32bits(float32(val(f)))) {
					return
				}
			}
		}
	case kernel.Int64:
		val := c.Ints(x.Value)
		return func(f *runtime.Frame) {
			p := (*int64)(runtime.Elem(f, ai, addr(f), 8))
			for {
				old := atomic.LoadInt64(p)
				f.Ints[s] = old
				if atomic.CompareAndSwapInt64(p, old, val(f)) {
					return
				}
			}
		}
	default: // Int32
		val := c.Ints(x.Value)
		return func(f *runtime.Frame) {
			p := (*int32)(runtime.Elem(f, ai, addr(f), 4))
			for {
				old := atomic.LoadInt32(p)
				f.Ints[s] = int64(old)
				if atomic.CompareAndSwapInt32(p, old, int32(val(f))) {
					return
				}
			}
		}
	}
}
