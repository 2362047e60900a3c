// This file emits the halo-tiled path of a stencil kernel in the NVPTX IR
// (docs/gpu.md, "Shared-memory tiling"), as kernelgen/cudagen's halo.go
// does in CUDA C: per pass of the block over its two Dims, the block's
// threads stage the block's elements of each operand of tiling.Halo, and
// the halo its offsets reach, in an addrspace(3) array, wait at
// llvm.nvvm.barrier0, and the active threads run the kernel's body with
// every read of an operand taken from the tile. The same operations in the
// same order from the same values: the same bits as untiled.
//
// Only stencils whose offsets are all constants are tiled here (jacobi,
// minmod_stencil): the body's reads become values loaded once per pass
// (funcGen.subst), which a read whose subscript changes inside an inner
// loop (conv2d's img[i + k, j + l], conway's board[i + di, j + dj])
// cannot be. Such kernels run untiled on this path.

package llvmgen

import (
	"strconv"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// sharedSpace is NVPTX's shared address space: a block's tiles.
const sharedSpace types.AddrSpace = 3

// barrierAttrs keep LLVM from moving, merging or removing a barrier.
var barrierAttrs = []ir.FuncAttribute{enum.FuncAttrConvergent, enum.FuncAttrNoUnwind}

// constantHalo returns k's halo plan under axes when this path tiles it:
// tiling is on and every offset of every operand is a constant.
func constantHalo(k *kernel.Kernel, axes kernel.Axes) *tiling.HaloPlan {
	if !tiling.Enabled() {
		return nil
	}
	p := tiling.Halo(k, axes)
	if p == nil {
		return nil
	}
	for _, op := range p.Operands {
		if op.Span[0] < 0 || op.Span[1] < 0 {
			return nil
		}
		for _, l := range op.Loads {
			if len(l.Offsets[0].Loops) > 0 || len(l.Offsets[1].Loops) > 0 {
				return nil
			}
		}
	}
	return p
}

// nvptxHalo is the state of one halo operand in the emitted IR.
type nvptxHalo struct {
	op     *tiling.HaloOperand
	tile   *ir.Global // [(Width + span0) * (Width + span1 + 1) x T] addrspace(3)
	cols   int64      // the tile's row length, padded against bank conflicts
	lo     [2]int64   // the smallest offset of each subscript
	origin [2]value.Value
}

// gpuHalo emits, when k is halo-tiled, a test of the launch's block (at
// most tiling.Width threads along x and y, one along z) that branches to
// the tiled path, which ends the thread; the builder is left where the
// untiled kernel goes on.
func (fg *funcGen) gpuHalo(axes kernel.Axes) {
	p := constantHalo(fg.k, axes)
	if p == nil {
		return
	}
	k := fg.k
	w := int64(tiling.Width)
	ntid, untiled := fg.tiledBranch("halo")
	tiles := make([]*nvptxHalo, len(p.Operands))
	for o, op := range p.Operands {
		h := &nvptxHalo{op: op, cols: w + op.Span[1] + 1}
		for s := range 2 {
			h.lo[s] = constLow(op, s)
		}
		n := (w + op.Span[0]) * h.cols
		t := types.NewArray(uint64(n), memType(op.Array.Elem))
		h.tile = &ir.Global{ContentType: t, Init: constant.NewUndef(t), AddrSpace: sharedSpace,
			Linkage: enum.LinkageInternal, Align: ir.Align(op.Array.Elem.ItemSize())}
		h.tile.SetName("halo." + k.Name + "." + op.Array.Name)
		h.tile.Type()
		fg.g.m.Globals = append(fg.g.m.Globals, h.tile)
		tiles[o] = h
	}
	tid := nuw(fg.cur.NewAdd(nuw(fg.cur.NewMul(fg.sreg("tid", 1), ntid[0])), fg.sreg("tid", 0)))
	threads := nuw(fg.cur.NewMul(ntid[0], ntid[1]))
	passes := make([]passDim, 2)
	fg.blockPass(axes, 0, nil, passes, func(active value.Value) {
		fg.blockPass(axes, 1, active, passes, func(active value.Value) {
			fg.haloPass(axes, tiles, passes, active, tid, threads, ntid)
		})
	})
	fg.cur.NewRet(nil)
	fg.cur = untiled
}

// tiledBranch branches to a new block, name, where the launch's block
// fits the tiles (at most tiling.Width threads along x and y, one along
// z), and returns the block's extents and the block where other launches
// go on; the builder is left in the new block.
func (fg *funcGen) tiledBranch(name string) (ntid [3]value.Value, untiled *ir.Block) {
	w := int64(tiling.Width)
	ntid = [3]value.Value{fg.sreg("ntid", 0), fg.sreg("ntid", 1), fg.sreg("ntid", 2)}
	fits := fg.and(fg.and(fg.icmp(enum.IPredULE, ntid[0], i64c(w)), fg.icmp(enum.IPredULE, ntid[1], i64c(w))),
		fg.icmp(enum.IPredEQ, ntid[2], i64c(1)))
	tiled := fg.block(name)
	untiled = fg.block("untiled")
	fg.cur.NewCondBr(fits, tiled, untiled)
	fg.cur = tiled
	return ntid, untiled
}

// barrier emits llvm.nvvm.barrier0 (__syncthreads).
func (fg *funcGen) barrier() {
	fg.cur.NewCall(fg.g.declare("llvm.nvvm.barrier0", types.Void, barrierAttrs))
}

// zeroOf is the zero of a memory type.
func zeroOf(t types.Type) constant.Constant {
	switch t := t.(type) {
	case *types.FloatType:
		return constant.NewFloat(t, 0)
	case *types.IntType:
		return constant.NewInt(t, 0)
	}
	failf("no zero of %s", t)
	return nil
}

// constLow is the smallest offset of subscript s over op's loads.
func constLow(op *tiling.HaloOperand, s int) int64 {
	var lo int64
	for i, l := range op.Loads {
		a, _, _ := l.Offsets[s].ConstRange()
		if i == 0 || a < lo {
			lo = a
		}
	}
	return lo
}

// passDim is a Dim's pass of the tiled paths: its range's start and step
// and the iteration number of the block's first thread in the pass.
type passDim struct {
	lower, step value.Value
	sc          *kernel.Const
	base        value.Value
}

// value is the Dim's value at iteration number it.
func (fg *funcGen) passValue(p passDim, it value.Value) value.Value {
	return fg.iterValue(p.lower, it, p.step, p.sc)
}

// blockPass emits Dim d of a tiled path as a loop over the block's passes:
// every thread of the block takes every pass, active while its iteration
// is in range, and a pass runs while some thread of the block is active
// (llvm.nvvm.barrier0.or), so that all of them reach the barriers inside.
// outer is the enclosing Dim's active flag (nil for the outermost);
// passes[d] receives the Dim's pass.
func (fg *funcGen) blockPass(axes kernel.Axes, d int, outer value.Value, passes []passDim, body func(active value.Value)) {
	dim := fg.k.Dims[d]
	a := axes[d]
	name := dim.Var.Name + ".pass"
	lower, upper, step := fg.expr(dim.Lower), fg.expr(dim.Upper), fg.expr(dim.Step)
	sc := constStep(dim.Step)
	count := fg.rangeCount(lower, upper, step, sc)
	if outer != nil {
		// A triangular bound reads the outer variable, meaningful for an
		// active thread only.
		count = fg.sel(outer, count, i64c(0))
	}
	start := nuw(fg.cur.NewMul(fg.sreg("ctaid", a), fg.sreg("ntid", a)))
	stride := nuw(fg.cur.NewMul(fg.sreg("nctaid", a), fg.sreg("ntid", a)))
	pre := fg.cur
	head := fg.block(name + ".head")
	pre.NewBr(head)
	fg.cur = head
	base := head.NewPhi(ir.NewIncoming(start, pre))
	fg.named(base, name+".base")
	it := nuw(head.NewAdd(base, fg.sreg("tid", a)))
	active := fg.icmp(enum.IPredSLT, it, count)
	any := head.NewCall(fg.g.declare("llvm.nvvm.barrier0.or", types.I32, barrierAttrs, types.I32), head.NewZExt(active, types.I32))
	run, exit := fg.block(name+".body"), fg.block(name+".exit")
	head.NewCondBr(fg.icmp(enum.IPredNE, any, constant.NewInt(types.I32, 0)), run, exit)
	fg.cur = run
	fg.cur.NewStore(fg.iterValue(lower, it, step, sc), fg.local(dim.Var))
	passes[d] = passDim{lower: lower, step: step, sc: sc, base: base}
	body(active)
	latch := fg.cur
	latch.NewBr(head)
	base.Incs = append(base.Incs, ir.NewIncoming(nuw(latch.NewAdd(base, stride)), latch))
	fg.cur = exit
}

// haloPass emits the innermost pass: the tiles staged, a barrier, and the
// body on the active threads reading the tiles. No barrier follows: every
// thread reaches the next pass's barrier0.or before it restages.
func (fg *funcGen) haloPass(axes kernel.Axes, tiles []*nvptxHalo, passes []passDim, active, tid, threads value.Value, ntid [3]value.Value) {
	for _, h := range tiles {
		op := h.op
		for s := range 2 {
			p := passes[op.Dims[s]]
			h.origin[s] = fg.cur.NewAdd(fg.passValue(p, p.base), i64c(h.lo[s]))
			fg.named(h.origin[s].(value.Named), op.Array.Name+".origin"+strconv.Itoa(s))
		}
		rows := fg.cur.NewAdd(ntid[axes[op.Dims[0]]], i64c(op.Span[0]))
		cols := fg.cur.NewAdd(ntid[axes[op.Dims[1]]], i64c(op.Span[1]))
		l := fg.openLoop(op.Array.Name+".stage", tid, fg.cur.NewMul(rows, cols), threads, true)
		r, c := fg.cur.NewUDiv(l.it, cols), fg.cur.NewURem(l.it, cols)
		gi, gj := fg.cur.NewAdd(h.origin[0], r), fg.cur.NewAdd(h.origin[1], c)
		slot := fg.haloSlot(h, r, c)
		et := memType(op.Array.Elem)
		st := fg.cur.NewStore(zeroOf(et), slot)
		st.Align = ir.Align(op.Array.Elem.ItemSize())
		in := fg.and(fg.and(fg.icmp(enum.IPredSGE, gi, i64c(0)), fg.icmp(enum.IPredSLT, gi, fg.shape(op.Array, 0))),
			fg.and(fg.icmp(enum.IPredSGE, gj, i64c(0)), fg.icmp(enum.IPredSLT, gj, fg.shape(op.Array, 1))))
		fg.ifThen(in, op.Array.Name+".inside", func() {
			gep := fg.elemAt(op.Array, gi, gj)
			gep.InBounds = true
			ld := fg.cur.NewLoad(et, gep)
			ld.Align = ir.Align(op.Array.Elem.ItemSize())
			fg.memAttach(&ld.Metadata, op.Array, true)
			st := fg.cur.NewStore(ld, slot)
			st.Align = ir.Align(op.Array.Elem.ItemSize())
		})
		fg.closeLoop(l, nil)
	}
	// The tiles are complete before any thread reads them.
	fg.barrier()
	fg.ifThen(active, "halo.active", func() {
		if fg.subst == nil {
			fg.subst = map[kernel.Expr]value.Value{}
		}
		for _, h := range tiles {
			for _, l := range h.op.Loads {
				var rc [2]value.Value
				for s := range 2 {
					x := fg.index(fg.expr(l.Load.Index[s].X), l.Load.Index[s].X.Type())
					rc[s] = fg.cur.NewSub(x, h.origin[s])
				}
				ld := fg.cur.NewLoad(memType(h.op.Array.Elem), fg.haloSlot(h, rc[0], rc[1]))
				ld.Align = ir.Align(h.op.Array.Elem.ItemSize())
				fg.subst[l.Load] = ld
			}
		}
		fg.stmts(fg.k.Body)
		for _, h := range tiles {
			for _, l := range h.op.Loads {
				delete(fg.subst, l.Load)
			}
		}
	})
}

// haloSlot is the address of tile element [r][c].
func (fg *funcGen) haloSlot(h *nvptxHalo, r, c value.Value) value.Value {
	idx := fg.cur.NewAdd(fg.cur.NewMul(r, i64c(h.cols)), c)
	gep := fg.cur.NewGetElementPtr(h.tile.ContentType, h.tile, i64c(0), idx)
	gep.InBounds = true
	return gep
}
