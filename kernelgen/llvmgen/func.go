// This file defines funcGen, the per-kernel state shared by the CPU and GPU
// flavours: locals, parameters, array addressing, checks and loops.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// funcGen emits one kernel.
type funcGen struct {
	*builder
	g *moduleGen
	k *kernel.Kernel

	entry    *ir.Block                          // allocas and parameter loads; its branch is added last
	args     value.Value                        // the argument vector (i64*)
	locals   []*ir.InstAlloca                   // by Local.Index
	lanes    [][]*ir.InstAlloca                 // jammed copies of locals, lanes[0] == locals (jam.go)
	lane     int                                // the lane being emitted
	assigned map[*kernel.Local]*ir.InstAlloca   // the "assigned" flag of each output
	params   map[*kernel.Param]value.Value      // parameter values, decoded, loaded in entry
	data     map[*kernel.Array]value.Value      // array data pointers, loaded in entry
	fails    map[kernel.Status]*ir.Block        // one block per status
	onFail   func(b *ir.Block, s kernel.Status) // fills a failure block
	ptrSpace types.AddrSpace                    // address space of array and slot pointers

	// group is the access group of the innermost parallel loop being
	// emitted, nil outside it (or on the GPU).
	group *metadata.Tuple

	// deferring is the innermost parallel loop whose float checks are
	// deferred (defer.go), nil elsewhere; deferred holds the kernel's
	// record of their failures, and failList the CPU's failure blocks.
	deferring *deferral
	deferred  deferredState
	failList  []failBlock

	// packing is, while the CPU emits a tile's packed register block,
	// where its packed loads read (tile.go).
	packing *packing
	// promote is, while the CPU emits a tile, the elements its loop
	// updates in place that stay in registers (tile.go).
	promote *promotion

	// sunk is, while the CPU emits a body around which the last Dim
	// runs inside its loops (kernel.Dim.Inside), where that Dim's loop goes.
	sunk *sunkDim

	// subst gives the values of expression nodes (by identity) that expr
	// returns instead of emitting them: an Atomic store's self Load and
	// its other operand (atomic.go).
	subst map[kernel.Expr]value.Value
}

func (g *moduleGen) newFuncGen(k *kernel.Kernel, f *ir.Func, args value.Value, space types.AddrSpace) *funcGen {
	fg := &funcGen{builder: newBuilder(f), g: g, k: k, args: args,
		assigned: map[*kernel.Local]*ir.InstAlloca{}, params: map[*kernel.Param]value.Value{},
		data:  map[*kernel.Array]value.Value{},
		fails: map[kernel.Status]*ir.Block{}, ptrSpace: space}
	fg.entry = fg.block("entry")
	fg.cur = fg.entry
	// Every local is an alloca in the entry block, zeroed so that no path
	// reads undef; SROA and mem2reg make them registers.
	fg.locals = make([]*ir.InstAlloca, len(k.Locals))
	for i, l := range k.Locals {
		a := fg.entry.NewAlloca(llType(l.Type))
		fg.named(a, l.Name+".addr")
		fg.entry.NewStore(zero(l.Type), a)
		fg.locals[i] = a
	}
	for _, o := range k.Outputs {
		a := fg.entry.NewAlloca(types.I1)
		fg.named(a, o.Local.Name+".assigned")
		fg.entry.NewStore(i1c(false), a)
		fg.assigned[o.Local] = a
	}
	return fg
}

// ptr returns the pointer type to t in the function's address space.
func (fg *funcGen) ptr(t types.Type) *types.PointerType {
	p := types.NewPointer(t)
	p.AddrSpace = fg.ptrSpace
	return p
}

// slot returns a pointer to element i of an i64 vector.
func (fg *funcGen) slot(b *ir.Block, vec value.Value, i int) value.Value {
	gep := b.NewGetElementPtr(types.I64, vec, i64c(int64(i)))
	gep.InBounds = true
	return gep
}

// loadSlot loads slot i of args in the entry block.
func (fg *funcGen) loadSlot(i int, name string) value.Value {
	ld := fg.entry.NewLoad(types.I64, fg.slot(fg.entry, fg.args, i))
	ld.Align = 8
	if fg.g.cfg.gpu {
		// The kernel never writes args: the loads may use the read-only path.
		ld.Metadata = append(ld.Metadata, &metadata.Attachment{Name: "invariant.load", Node: fg.g.invariantLoad()})
	}
	return fg.named(ld, name)
}

// decode turns a slot's i64 into a value of type t (kernel/abi.go
// "Slots"), in block b.
func decode(b *ir.Block, v value.Value, t kernel.Type) value.Value {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return b.NewICmp(enum.IPredNE, v, i64c(0))
	case kernel.Int32:
		return b.NewTrunc(v, types.I32)
	case kernel.PyFloat, kernel.Float64:
		return b.NewBitCast(v, types.Double)
	case kernel.Float32:
		return b.NewFPTrunc(b.NewBitCast(v, types.Double), types.Float) // exact: the slot holds a widened float32
	}
	return v
}

// encode is decode's inverse.
func encode(b *ir.Block, v value.Value, t kernel.Type) value.Value {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return b.NewZExt(v, types.I64)
	case kernel.Int32:
		return b.NewSExt(v, types.I64)
	case kernel.PyFloat, kernel.Float64:
		return b.NewBitCast(v, types.I64)
	case kernel.Float32:
		return b.NewBitCast(b.NewFPExt(v, types.Double), types.I64)
	}
	return v
}

// param is the value of a parameter (not Data), loaded once in the entry
// block so that it is invariant in every loop.
func (fg *funcGen) param(p *kernel.Param) value.Value {
	if v, ok := fg.params[p]; ok {
		return v
	}
	if p.Kind == kernel.Data {
		failf("kernel %s: data parameter %s read as a value", fg.k.Name, p.Name)
	}
	name := p.Name
	switch p.Kind {
	case kernel.Shape:
		name = p.Array.Name + ".shape" + string(rune('0'+p.Axis%10))
	case kernel.Stride:
		name = p.Array.Name + ".stride" + string(rune('0'+p.Axis%10))
	}
	v := decode(fg.entry, fg.loadSlot(p.Slot, name), p.Type)
	fg.params[p] = v
	return v
}

// dataPtr is an array's data pointer, typed by its element.
func (fg *funcGen) dataPtr(a *kernel.Array) value.Value {
	if v, ok := fg.data[a]; ok {
		return v
	}
	raw := fg.loadSlot(a.Data.Slot, a.Name+".data")
	v := fg.named(fg.entry.NewIntToPtr(raw, fg.ptr(memType(a.Elem))), a.Name)
	fg.data[a] = v
	return v
}

// local returns the alloca of a local.
func (fg *funcGen) local(l *kernel.Local) *ir.InstAlloca {
	if fg.lanes != nil {
		return fg.lanes[fg.lane][l.Index]
	}
	return fg.locals[l.Index]
}

func (fg *funcGen) loadLocal(l *kernel.Local) value.Value {
	return fg.cur.NewLoad(llType(l.Type), fg.local(l))
}

// assign stores v into a local and marks an output assigned.
func (fg *funcGen) assign(l *kernel.Local, v value.Value) {
	fg.cur.NewStore(v, fg.local(l))
	if a := fg.assigned[l]; a != nil {
		fg.cur.NewStore(i1c(true), a)
	}
}

// check branches to the failure block of status s when fail holds and
// continues in a new block.
func (fg *funcGen) check(fail value.Value, s kernel.Status) {
	if c, ok := fail.(*constant.Int); ok && c.X.Sign() == 0 {
		return
	}
	fb := fg.fails[s]
	if fb == nil {
		fb = fg.block("fail." + s.String())
		fg.onFail(fb, s)
		fg.fails[s] = fb
	}
	cont := fg.block("ok")
	br := fg.cur.NewCondBr(fail, fb, cont)
	br.Metadata = append(br.Metadata, &metadata.Attachment{Name: "prof", Node: fg.g.unlikelyWeights()})
	fg.cur = cont
}

// address computes the address of an element: subscripts wrapped and
// checked as their flags say, then the C-contiguous offset
// ((i0*s1 + i1)*s2 + ...) with nsw: every subscript is in range once
// checked (or proven), so no partial sum exceeds the array's size; for a
// view (Array.Strides), i0*stride0 + i1*stride1 + ..., which stays within
// the view's span of its buffer (kernel/abi.go).
func (fg *funcGen) address(a *kernel.Array, idx []*kernel.Subscript) value.Value {
	var flat value.Value
	for axis, s := range idx {
		x := fg.index(fg.expr(s.X), s.X.Type())
		var n value.Value
		if s.Wrap || s.Check || axis > 0 && a.Strides == nil {
			n = fg.shape(a, axis)
		}
		if s.Wrap {
			neg := fg.icmp(enum.IPredSLT, x, i64c(0))
			x = fg.sel(neg, nsw(fg.cur.NewAdd(x, n)), x)
		}
		if s.Check {
			// Unsigned: a negative index is out of range too.
			fg.check(fg.icmp(enum.IPredUGE, x, n), kernel.IndexError)
		}
		switch {
		case a.Strides != nil:
			// A view: the sum of the subscripts times the strides.
			x = nsw(fg.cur.NewMul(x, fg.param(a.Strides[axis])))
			if flat != nil {
				x = nsw(fg.cur.NewAdd(flat, x))
			}
			flat = x
		case flat == nil:
			flat = x
		default:
			flat = nsw(fg.cur.NewAdd(nsw(fg.cur.NewMul(flat, n)), x))
		}
	}
	base := fg.dataPtr(a)
	if flat == nil { // a 0-d array
		return base
	}
	gep := fg.cur.NewGetElementPtr(memType(a.Elem), base, flat)
	gep.InBounds = true
	return gep
}

// elemAt is the address of element (i, j) of a 2-D array, subscripts in
// range: the tiled GPU paths' staging loads.
func (fg *funcGen) elemAt(a *kernel.Array, i, j value.Value) *ir.InstGetElementPtr {
	var flat value.Value
	if a.Strides != nil {
		flat = fg.cur.NewAdd(fg.cur.NewMul(i, fg.param(a.Strides[0])), fg.cur.NewMul(j, fg.param(a.Strides[1])))
	} else {
		flat = fg.cur.NewAdd(fg.cur.NewMul(i, fg.shape(a, 1)), j)
	}
	return fg.cur.NewGetElementPtr(memType(a.Elem), fg.dataPtr(a), flat)
}

// index widens a subscript value to i64.
func (fg *funcGen) index(v value.Value, t kernel.Type) value.Value {
	switch {
	case t.IsBool():
		return fg.cur.NewZExt(v, types.I64)
	case t == kernel.Int32:
		return fg.cur.NewSExt(v, types.I64)
	case t.IsFloat():
		failf("kernel %s: float subscript", fg.k.Name)
	}
	return v
}

// shape is an array's extent along an axis.
func (fg *funcGen) shape(a *kernel.Array, axis int) value.Value {
	return fg.param(a.Shape[axis])
}

// memAttach adds the alias metadata of an array access.
func (fg *funcGen) memAttach(md *ir.Metadata, a *kernel.Array, load bool) {
	if s := fg.g.scopes[a]; s != nil {
		if s.scope != nil {
			*md = append(*md, &metadata.Attachment{Name: "alias.scope", Node: s.scope})
		}
		if s.noalias != nil {
			*md = append(*md, &metadata.Attachment{Name: "noalias", Node: s.noalias})
		}
	}
	if fg.group != nil {
		*md = append(*md, &metadata.Attachment{Name: "llvm.access.group", Node: fg.group})
	}
	if load && fg.g.cfg.gpu && !a.Written {
		// No kernel of the module writes the array: on the GPU its loads
		// may go through the read-only data cache (ld.global.nc).
		*md = append(*md, &metadata.Attachment{Name: "invariant.load", Node: fg.g.invariantLoad()})
	}
}

func (fg *funcGen) loadElem(a *kernel.Array, idx []*kernel.Subscript) value.Value {
	p := fg.address(a, idx)
	ld := fg.cur.NewLoad(memType(a.Elem), p)
	ld.Align = ir.Align(a.Elem.ItemSize())
	fg.memAttach(&ld.Metadata, a, true)
	if a.Elem.IsBool() {
		return fg.icmp(enum.IPredNE, ld, constant.NewInt(types.I8, 0))
	}
	if a.Elem.IsExtInt() {
		return fg.extend(ld, a.Elem)
	}
	return ld
}

// extend widens an extended int's memory value (of its width) to its
// register value: zero-extended for the unsigned types, sign-extended
// otherwise.
func (fg *funcGen) extend(v value.Value, t kernel.Type) value.Value {
	switch {
	case t.ElemBits() == 64:
		return v
	case t.IsUnsigned():
		return fg.cur.NewZExt(v, types.I64)
	}
	return fg.cur.NewSExt(v, types.I64)
}

// wrapExt is NumPy's cast of an i64 to the extended int t, as t's register
// holds it: truncated to t's width and extended again.
func (fg *funcGen) wrapExt(v value.Value, t kernel.Type) value.Value {
	if t.ElemBits() == 64 {
		return v
	}
	return fg.extend(fg.cur.NewTrunc(v, memType(t)), t)
}

func (fg *funcGen) storeElem(a *kernel.Array, idx []*kernel.Subscript, v value.Value) {
	p := fg.address(a, idx)
	if a.Elem.IsBool() {
		v = fg.cur.NewZExt(v, types.I8)
	}
	if a.Elem.IsExtInt() && a.Elem.ElemBits() < 64 {
		v = fg.cur.NewTrunc(v, memType(a.Elem))
	}
	st := fg.cur.NewStore(v, p)
	st.Align = ir.Align(a.Elem.ItemSize())
	fg.memAttach(&st.Metadata, a, false)
}

// rangeCount emits the number of iterations of range(lower, upper, step),
// as an unsigned i64 (0 when the range is empty), and checks that a
// non-constant step is not zero (Python's ValueError).
func (fg *funcGen) rangeCount(lower, upper, step value.Value, stepConst *kernel.Const) value.Value {
	b := fg.builder
	if stepConst != nil {
		c := stepConst.I
		if c == 0 {
			failf("kernel %s: range() with a zero step", fg.k.Name)
		}
		var nonempty, diff value.Value
		if c > 0 {
			nonempty = b.icmp(enum.IPredSLT, lower, upper)
			diff = b.cur.NewSub(upper, lower)
		} else {
			nonempty = b.icmp(enum.IPredSGT, lower, upper)
			diff = b.cur.NewSub(lower, upper)
		}
		n := diff
		if c != 1 && c != -1 {
			mag := uint64(c)
			if c < 0 {
				mag = -uint64(c)
			}
			// Where the range is empty diff-1 wraps, and the select drops
			// the quotient; the +1 cannot wrap, as the divisor is at least 2.
			n = nuw(b.cur.NewAdd(b.cur.NewUDiv(b.cur.NewSub(diff, i64c(1)), constant.NewInt(types.I64, int64(mag))), i64c(1)))
		}
		return b.sel(nonempty, n, i64c(0))
	}
	fg.check(b.icmp(enum.IPredEQ, step, i64c(0)), kernel.ValueError)
	pos := b.icmp(enum.IPredSGT, step, i64c(0))
	nonempty := b.sel(pos, b.icmp(enum.IPredSLT, lower, upper), b.icmp(enum.IPredSGT, lower, upper))
	diff := b.sel(pos, b.cur.NewSub(upper, lower), b.cur.NewSub(lower, upper))
	mag := b.sel(pos, step, b.cur.NewSub(i64c(0), step)) // |step| as unsigned, also for MinInt64
	safeDiff := b.sel(nonempty, diff, i64c(1))
	n := nuw(b.cur.NewAdd(b.cur.NewUDiv(b.cur.NewSub(safeDiff, i64c(1)), mag), i64c(1)))
	return b.sel(nonempty, n, i64c(0))
}

// iterValue is lower + it*step. The sum is a value of the range, so it
// cannot overflow; the product can (a long range with a large step), so it
// wraps, and only a unit step lets both carry nsw.
func (fg *funcGen) iterValue(lower, it, step value.Value, stepConst *kernel.Const) value.Value {
	if stepConst != nil {
		switch stepConst.I {
		case 1:
			return nsw(fg.cur.NewAdd(lower, it))
		case -1:
			return nsw(fg.cur.NewSub(lower, it))
		}
	}
	return fg.cur.NewAdd(lower, fg.cur.NewMul(it, step))
}

// constStep returns the step as a constant, if it is one.
func constStep(e kernel.Expr) *kernel.Const {
	if c, ok := e.(*kernel.Const); ok && c.T.IsInt() {
		return c
	}
	return nil
}

// loop is a counted loop being emitted: it runs it from start while
// it <u end, stepping by stride.
type loop struct {
	name      string
	head      *ir.Block
	body      *ir.Block
	it        *ir.InstPhi
	end       value.Value
	stride    value.Value
	strideNUW bool            // it + stride cannot wrap
	md        *metadata.Tuple // the latch's !llvm.loop, or nil
}

// openLoop emits the header of a loop and leaves the builder in its body.
func (fg *funcGen) openLoop(name string, start, end, stride value.Value, strideNUW bool) *loop {
	l := &loop{name: name, head: fg.block(name + ".head"), end: end, stride: stride, strideNUW: strideNUW}
	pre := fg.cur
	pre.NewBr(l.head)
	l.it = l.head.NewPhi(ir.NewIncoming(start, pre))
	fg.named(l.it, name+".it")
	l.body = fg.block(name + ".body")
	fg.cur = l.body
	return l
}

// closeLoop ends the body (leaving the loop early where stop, if not nil,
// holds), emits the latch and leaves the builder after the loop.
func (fg *funcGen) closeLoop(l *loop, stop value.Value) {
	body := fg.cur
	latch := fg.block(l.name + ".latch")
	exit := fg.block(l.name + ".exit")
	if stop != nil {
		body.NewCondBr(stop, exit, latch)
	} else {
		body.NewBr(latch)
	}
	fg.cur = latch
	next := latch.NewAdd(l.it, l.stride)
	if l.strideNUW {
		nuw(next)
	}
	l.it.Incs = append(l.it.Incs, ir.NewIncoming(next, latch))
	br := latch.NewBr(l.head)
	if l.md != nil {
		br.Metadata = append(br.Metadata, &metadata.Attachment{Name: "llvm.loop", Node: l.md})
	}
	// The header's test, added now so that the blocks print in order.
	l.head.NewCondBr(l.head.NewICmp(enum.IPredULT, l.it, l.end), l.body, exit)
	fg.cur = exit
}

// parallelLoop makes l an annotated-parallel loop: an access group for the
// array accesses emitted in its body, and !llvm.loop listing it.
func (fg *funcGen) parallelLoop(l *loop) {
	fg.group = fg.g.md(true)
	l.md = fg.g.selfRef(fg.g.md(false, &metadata.String{Value: "llvm.loop.parallel_accesses"}, fg.group))
}
