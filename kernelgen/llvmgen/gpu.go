// This file emits the GPU flavour of a kernel: the NVPTX entry of
// kernel/abi.go "GPU", with the mapped Dims as grid-stride loops and the
// outputs combined across threads.

package llvmgen

import (
	"slices"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// globalSpace is NVPTX's global address space: args, out, status and the
// arrays all live in device global memory.
const globalSpace types.AddrSpace = 1

var axisNames = [3]string{"x", "y", "z"}

// gpuKernel emits
//
//	void @NAME(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status)
func (g *moduleGen) gpuKernel(k *kernel.Kernel) {
	axes := g.axesOf(k)
	pt := types.NewPointer(types.I64)
	pt.AddrSpace = globalSpace
	args, out, status := ir.NewParam("args", pt), ir.NewParam("out", pt), ir.NewParam("status", pt)
	args.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture, enum.ParamAttrReadOnly}
	out.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture}
	status.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture}
	f := g.m.NewFunc(k.Name, types.Void, args, out, status)
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind}
	g.kernels = append(g.kernels, f)
	fg := g.newFuncGen(k, f, args, globalSpace)
	for _, p := range []string{"args", "out", "status"} {
		fg.uniq(p)
	}
	fg.onFail = func(b *ir.Block, s kernel.Status) {
		// The first failure wins; the thread ends.
		b.NewCmpXchg(status, i64c(int64(kernel.OK)), i64c(int64(s)), enum.AtomicOrderingMonotonic, enum.AtomicOrderingMonotonic)
		b.NewRet(nil)
	}
	fg.loadInputs()
	hasLast := false
	for _, o := range k.Outputs {
		switch o.Combine {
		case kernel.Reduce:
			// Each thread accumulates from the identity; the runtime's
			// starting value waits in out[2i].
			fg.entry.NewStore(identity(o.Op, o.Local.Type), fg.local(o.Local))
		case kernel.Last:
			hasLast = true
		}
	}
	var ranLast *ir.InstAlloca
	if hasLast {
		for _, d := range k.Dims {
			if d.DependsOnOuterDims {
				// The last point of a triangular nest may lie before the
				// last iteration of its outer Dims (an empty inner range),
				// which no thread can tell in advance.
				failf("kernel %s: a private scalar read after a triangular parallel nest has no GPU form", k.Name)
			}
		}
		ranLast = fg.entry.NewAlloca(types.I1)
		fg.named(ranLast, "ran.last")
		fg.entry.NewStore(i1c(false), ranLast)
	}
	start := fg.block("start")
	fg.cur = start
	var sh *shares
	if len(kernel.Shares(k)) > 0 || kernel.Selects(k) {
		sh = fg.shareIndex(out)
	}
	fg.idleThreads(axes, sh)
	// The shared-memory tiled paths (gpu_tiling.go, gpu_halo.go), taken
	// where the launch's block fits the tiles.
	if !fg.gpuTiled(axes) {
		fg.gpuHalo(axes)
	}
	fg.gpuDims(axes, 0, i1c(true), ranLast)
	for i, o := range k.Outputs {
		switch o.Combine {
		case kernel.Direct:
			fg.storeOutputs(out, func(x *kernel.Output) bool { return x == o })
		case kernel.Select:
			// A location reduction: the thread's copy, which the runtime
			// folds with the others in thread order.
			assigned := fg.cur.NewZExt(fg.cur.NewLoad(types.I1, fg.assigned[o.Local]), types.I64)
			fg.storeSelectShare(sh, i, encode(fg.cur, fg.loadLocal(o.Local), o.Local.Type), assigned)
		case kernel.Reduce:
			if sh != nil && o.ByShares() {
				fg.storeShare(out, sh, i, fg.loadLocal(o.Local))
				break
			}
			fg.combine(out, i, o)
		case kernel.Last:
			fg.ifThen(fg.cur.NewLoad(types.I1, ranLast), "last", func() {
				fg.storeOutputs(out, func(x *kernel.Output) bool { return x == o })
			})
		}
	}
	fg.cur.NewRet(nil)
	fg.entry.NewBr(start)
}

// axesOf returns and validates a kernel's axes, or the default mapping
// (kernel.DefaultAxes).
func (g *moduleGen) axesOf(k *kernel.Kernel) kernel.Axes {
	axes, ok := g.cfg.axes[k]
	if !ok {
		return kernel.DefaultAxes(k)
	}
	if err := axes.Check(k); err != nil {
		failf("%v", err)
	}
	return axes
}

// sreg reads a PTX special register (tid, ntid, ctaid, nctaid) of an axis,
// as an i64, in the entry block.
func (fg *funcGen) sreg(reg string, axis int) value.Value {
	f := fg.g.intrinsic("llvm.nvvm.read.ptx.sreg."+reg+"."+axisNames[axis], types.I32)
	return fg.entry.NewZExt(fg.entry.NewCall(f), types.I64)
}

// idleThreads returns from every thread but the first along the axes no
// Dim runs on: such a thread would repeat the work of the thread with the
// same coordinates on the mapped axes. A kernel without Dims thus runs
// once, and every kernel is right whatever the launch geometry.
//
// An idle thread's shares (kernel/abi.go, "GPU") are the identities.
func (fg *funcGen) idleThreads(axes kernel.Axes, sh *shares) {
	var used [3]bool
	for _, a := range axes {
		if a != kernel.AxisNone {
			used[a] = true
		}
	}
	var idle value.Value
	for axis := range 3 {
		if used[axis] {
			continue
		}
		for _, reg := range []string{"tid", "ctaid"} {
			c := fg.icmp(enum.IPredNE, fg.sreg(reg, axis), i64c(0))
			if idle == nil {
				idle = c
			} else {
				idle = fg.or(idle, c)
			}
		}
	}
	if idle == nil {
		return
	}
	ret := fg.block("idle")
	if sh != nil {
		cur := fg.cur
		fg.cur = ret
		for _, i := range kernel.Shares(fg.k) {
			o := fg.k.Outputs[i]
			fg.storeShareSlot(sh, i, encode(ret, identity(o.Op, o.Local.Type), o.Local.Type))
		}
		// Its copies of a location reduction are unassigned.
		for _, i := range kernel.SelectShares(fg.k) {
			fg.storeSelectShare(sh, i, i64c(0), i64c(0))
		}
		fg.cur = cur
	}
	ret.NewRet(nil)
	run := fg.block("run")
	fg.cur.NewCondBr(idle, ret, run)
	fg.cur = run
}

// gpuDims emits Dim d and those inside it, then the body: a grid-stride
// loop for a Dim on a thread axis, a plain loop for the others. last is
// whether the enclosing iterations are all their Dims' last ones; the
// innermost level records in ranLast whether the thread's latest point is
// the nest's last point (the last point a thread runs, in its order).
func (fg *funcGen) gpuDims(axes kernel.Axes, d int, last value.Value, ranLast *ir.InstAlloca) {
	k := fg.k
	if d == len(k.Dims) {
		if ranLast != nil {
			fg.cur.NewStore(last, ranLast)
		}
		fg.stmts(k.Body)
		return
	}
	dim := k.Dims[d]
	lower, upper, step := fg.expr(dim.Lower), fg.expr(dim.Upper), fg.expr(dim.Step)
	sc := constStep(dim.Step)
	count := fg.rangeCount(lower, upper, step, sc)
	var l *loop
	if a := axes[d]; a != kernel.AxisNone && kernel.Selects(k) {
		// A location reduction: this thread's run of consecutive
		// iterations, [x*per, min((x+1)*per, count)) with per =
		// ceil(count/X), so that the runtime's fold in thread order is
		// the sequential answer (kernel/abi.go, "GPU").
		x := nsw(nuw(fg.entry.NewAdd(nsw(nuw(fg.entry.NewMul(fg.sreg("ctaid", a), fg.sreg("ntid", a)))), fg.sreg("tid", a))))
		threads := nsw(nuw(fg.entry.NewMul(fg.sreg("nctaid", a), fg.sreg("ntid", a))))
		b := fg.cur
		per := b.NewUDiv(b.NewAdd(count, b.NewSub(threads, i64c(1))), threads)
		first := b.NewMul(x, per)
		next := b.NewAdd(first, per)
		end := b.NewSelect(b.NewICmp(enum.IPredULT, next, count), next, count)
		l = fg.openLoop(dim.Var.Name, first, end, i64c(1), true)
	} else if a := axes[d]; a != kernel.AxisNone {
		first := nsw(nuw(fg.entry.NewAdd(nsw(nuw(fg.entry.NewMul(fg.sreg("ctaid", a), fg.sreg("ntid", a)))), fg.sreg("tid", a))))
		stride := nsw(nuw(fg.entry.NewMul(fg.sreg("nctaid", a), fg.sreg("ntid", a))))
		l = fg.openLoop(dim.Var.Name, first, count, stride, false)
	} else {
		l = fg.openLoop(dim.Var.Name, i64c(0), count, i64c(1), true)
	}
	fg.cur.NewStore(fg.iterValue(lower, l.it, step, sc), fg.local(dim.Var))
	if ranLast != nil {
		last = fg.and(last, fg.icmp(enum.IPredEQ, l.it, fg.cur.NewSub(count, i64c(1))))
	}
	fg.gpuDims(axes, d+1, last, ranLast)
	fg.closeLoop(l, nil)
}

// shares locates a thread's shares of its float reductions in out.
type shares struct {
	out      value.Value
	tid, all value.Value // the thread's linear index, the launch's thread count
}

// shareIndex computes, in the entry block, the thread's linear index and
// the launch's thread count (kernel/abi.go, "GPU").
func (fg *funcGen) shareIndex(out value.Value) *shares {
	e := fg.entry
	mul := func(a, b value.Value) value.Value { return e.NewMul(a, b) }
	add := func(a, b value.Value) value.Value { return e.NewAdd(a, b) }
	block := mul(mul(fg.sreg("ntid", 0), fg.sreg("ntid", 1)), fg.sreg("ntid", 2))
	blockIdx := add(mul(add(mul(fg.sreg("ctaid", 2), fg.sreg("nctaid", 1)), fg.sreg("ctaid", 1)), fg.sreg("nctaid", 0)), fg.sreg("ctaid", 0))
	inBlock := add(mul(add(mul(fg.sreg("tid", 2), fg.sreg("ntid", 1)), fg.sreg("tid", 1)), fg.sreg("ntid", 0)), fg.sreg("tid", 0))
	tid := add(mul(blockIdx, block), inBlock)
	all := mul(mul(mul(fg.sreg("nctaid", 0), fg.sreg("nctaid", 1)), fg.sreg("nctaid", 2)), block)
	return &shares{out: out, tid: tid, all: all}
}

// storeShareSlot stores the encoded share of output i into this thread's
// slot for it.
func (fg *funcGen) storeShareSlot(sh *shares, i int, enc value.Value) {
	j := int64(slices.Index(kernel.Shares(fg.k), i))
	b := fg.cur
	idx := b.NewAdd(i64c(int64(kernel.SharesBase(fg.k))), b.NewAdd(b.NewMul(i64c(j), sh.all), sh.tid))
	gep := b.NewGetElementPtr(types.I64, sh.out, idx)
	gep.InBounds = true
	st := b.NewStore(enc, gep)
	st.Align = 8
}

// storeSelectShare stores the thread's share of Select output i
// (kernel.SelectShares): its encoded value and its assigned flag (an i64,
// 0 or 1).
func (fg *funcGen) storeSelectShare(sh *shares, i int, enc, assigned value.Value) {
	j := int64(slices.Index(kernel.SelectShares(fg.k), i))
	b := fg.cur
	base := b.NewAdd(i64c(int64(kernel.SharesBase(fg.k))), b.NewMul(i64c(int64(len(kernel.Shares(fg.k)))), sh.all))
	idx := b.NewAdd(base, b.NewMul(i64c(2), b.NewAdd(b.NewMul(i64c(j), sh.all), sh.tid)))
	for k, v := range []value.Value{enc, assigned} {
		gep := b.NewGetElementPtr(types.I64, sh.out, b.NewAdd(idx, i64c(int64(k))))
		gep.InBounds = true
		st := b.NewStore(v, gep)
		st.Align = 8
	}
}

// storeShare writes the thread's share of float reduction i, and sets
// out[2i+1] if the thread assigned it.
func (fg *funcGen) storeShare(out value.Value, sh *shares, i int, mine value.Value) {
	o := fg.k.Outputs[i]
	fg.storeShareSlot(sh, i, encode(fg.cur, mine, o.Local.Type))
	assigned := fg.cur.NewLoad(types.I1, fg.assigned[o.Local])
	fg.ifThen(assigned, "share."+o.Local.Name, func() {
		st := fg.cur.NewStore(i64c(1), fg.slot(fg.cur, out, 2*i+1))
		st.Align = 8
	})
}

// ifThen runs then in a block entered when cond holds.
func (fg *funcGen) ifThen(cond value.Value, name string, then func()) {
	pre := fg.cur
	body := fg.block(name)
	fg.cur = body
	then()
	end := fg.block(name + ".end")
	fg.cur.NewBr(end)
	pre.NewCondBr(cond, body, end)
	fg.cur = end
}

// combine folds a thread's copy of an integer Reduce output into out[2i]
// atomically, if the thread assigned it, and sets out[2i+1]; the result
// is the same in any order. A PyInt sum or product is checked for
// overflow (Deopt), as the chunk's own arithmetic was. (Float reductions
// go by shares: storeShare.)
func (fg *funcGen) combine(out value.Value, i int, o *kernel.Output) {
	t := o.Local.Type
	assigned := fg.cur.NewLoad(types.I1, fg.assigned[o.Local])
	fg.ifThen(assigned, "combine."+o.Local.Name, func() {
		mine := fg.loadLocal(o.Local)
		p := fg.slot(fg.cur, out, 2*i)
		ord := enum.AtomicOrderingMonotonic
		switch {
		case o.Op == kernel.Add && t == kernel.Int64:
			fg.cur.NewAtomicRMW(enum.AtomicOpAdd, p, mine, ord)
		case (o.Op == kernel.Min || o.Op == kernel.Max) && !t.IsFloat():
			// Slots hold ints sign-extended (bools as 0 and 1), so the
			// 64-bit signed minimum is the type's.
			op := enum.AtomicOpMin
			if o.Op == kernel.Max {
				op = enum.AtomicOpMax
			}
			fg.cur.NewAtomicRMW(op, p, encode(fg.cur, mine, t), ord)
		case o.Op.Logical():
			// & | ^ of the sign-extended slots (bools as 0 and 1) are the
			// type's own, and never overflow.
			op := enum.AtomicOpAnd
			switch o.Op {
			case kernel.BitOr:
				op = enum.AtomicOpOr
			case kernel.BitXor:
				op = enum.AtomicOpXor
			}
			fg.cur.NewAtomicRMW(op, p, encode(fg.cur, mine, t), ord)
		default:
			fg.casLoop(p, func(old value.Value) value.Value {
				return fg.binary(o.Op, old, mine, t, t == kernel.PyInt)
			}, t)
		}
		st := fg.cur.NewStore(i64c(1), fg.slot(fg.cur, out, 2*i+1))
		st.Align = 8
	})
}

// casLoop replaces the value of type t in slot p by f(value) with a
// compare-and-swap loop.
func (fg *funcGen) casLoop(p value.Value, f func(old value.Value) value.Value, t kernel.Type) {
	init := fg.cur.NewLoad(types.I64, p)
	init.Align = 8
	pre := fg.cur
	head := fg.block("cas")
	pre.NewBr(head)
	fg.cur = head
	old := head.NewPhi(ir.NewIncoming(init, pre))
	nv := encode(fg.cur, f(decode(fg.cur, old, t)), t)
	ord := enum.AtomicOrderingMonotonic
	pair := fg.cur.NewCmpXchg(p, old, nv, ord, ord)
	seen := fg.cur.NewExtractValue(pair, 0)
	ok := fg.cur.NewExtractValue(pair, 1)
	old.Incs = append(old.Incs, ir.NewIncoming(seen, fg.cur))
	done := fg.block("cas.done")
	fg.cur.NewCondBr(ok, done, head)
	fg.cur = done
}
