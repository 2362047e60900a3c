// This file emits the tiled path of a gemm-like kernel in the NVPTX IR
// (docs/gpu.md, "Shared-memory tiling"), as kernelgen/cudagen's tiling.go
// does in CUDA C: where the kernel's loop k reads a[v, k] or a[k, v]
// (tiling.Kernel's operands), the block's threads stage tiling.Width
// iterations of each operand in an addrspace(3) tile together, wait at
// llvm.nvvm.barrier0, and the active threads run those iterations in the
// loop's order reading the tiles, then wait again before the next tiles
// are staged. The same operations in the same order: the same bits.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// gpuTiled emits, when tiling.Kernel tiles k, the test of the launch's
// block and the tiled path, which ends the thread; the builder is left
// where the untiled kernel goes on. It reports whether k is tiled.
func (fg *funcGen) gpuTiled(axes kernel.Axes) bool {
	if !tiling.Enabled() {
		return false
	}
	p := tiling.Kernel(fg.k, axes)
	if p == nil {
		return false
	}
	w := int64(tiling.Width)
	ntid, untiled := fg.tiledBranch("tiled")
	tiles := make([]*ir.Global, len(p.Operands))
	for o, op := range p.Operands {
		// tile[kk][r]: iteration kk of the tile, thread r of the block
		// along the operand's Dim; rows padded against bank conflicts.
		t := types.NewArray(uint64(w*(w+1)), memType(op.Array.Elem))
		g := &ir.Global{ContentType: t, Init: constant.NewUndef(t), AddrSpace: sharedSpace,
			Linkage: enum.LinkageInternal, Align: ir.Align(op.Array.Elem.ItemSize())}
		g.SetName("tile." + fg.k.Name + "." + op.Array.Name + "." + fg.k.Dims[op.Dim].Var.Name)
		g.Type()
		fg.g.m.Globals = append(fg.g.m.Globals, g)
		tiles[o] = g
	}
	tid := nuw(fg.cur.NewAdd(nuw(fg.cur.NewMul(fg.sreg("tid", 1), ntid[0])), fg.sreg("tid", 0)))
	threads := nuw(fg.cur.NewMul(ntid[0], ntid[1]))
	passes := make([]passDim, 2)
	fg.blockPass(axes, 0, nil, passes, func(active value.Value) {
		fg.blockPass(axes, 1, active, passes, func(active value.Value) {
			fg.tiledLoop(axes, p, tiles, passes, active, tid, threads, ntid)
		})
	})
	fg.cur.NewRet(nil)
	fg.cur = untiled
	return true
}

// tileSlot is the address of element [kk][r] of a Width × (Width + 1) tile.
func (fg *funcGen) tileSlot(tile *ir.Global, kk, r value.Value) value.Value {
	idx := fg.cur.NewAdd(fg.cur.NewMul(kk, i64c(int64(tiling.Width)+1)), r)
	gep := fg.cur.NewGetElementPtr(tile.ContentType, tile, i64c(0), idx)
	gep.InBounds = true
	return gep
}

// tiledLoop emits the innermost pass of the tiled path: the statements
// before the Loop, the Loop tile by tile, the statements after, each
// statement run by the active threads only.
func (fg *funcGen) tiledLoop(axes kernel.Axes, p *tiling.Plan, tiles []*ir.Global, passes []passDim, active, tid, threads value.Value, ntid [3]value.Value) {
	k := fg.k
	w := int64(tiling.Width)
	pos := 0
	for i, s := range k.Body {
		if s == kernel.Stmt(p.Loop) {
			pos = i
		}
	}
	if pos > 0 {
		fg.ifThen(active, "tile.before", func() { fg.stmts(k.Body[:pos]) })
	}
	f := p.Loop
	lo, hi, st := fg.expr(f.Lower), fg.expr(f.Upper), fg.expr(f.Step)
	sc := constStep(f.Step)
	count := fg.rangeCount(lo, hi, st, sc)
	tl := fg.openLoop(f.Var.Name+".tiles", i64c(0), count, i64c(w), true)
	for o, op := range p.Operands {
		a, tile := op.Array, tiles[o]
		ext := ntid[axes[op.Dim]]
		l := fg.openLoop(a.Name+".stage", tid, fg.cur.NewMul(i64c(w), ext), threads, true)
		var kk, r value.Value
		if op.LoopSub == 1 {
			// a[v, k]: k is the last axis, fastest across threads.
			kk, r = fg.cur.NewURem(l.it, i64c(w)), fg.cur.NewUDiv(l.it, i64c(w))
		} else {
			r, kk = fg.cur.NewURem(l.it, ext), fg.cur.NewUDiv(l.it, ext)
		}
		pd := passes[op.Dim]
		var idx [2]value.Value
		idx[op.DimSub] = fg.passValue(pd, fg.cur.NewAdd(pd.base, r))
		idx[op.LoopSub] = fg.iterValue(lo, fg.cur.NewAdd(tl.it, kk), st, sc)
		slot := fg.tileSlot(tile, kk, r)
		et := memType(a.Elem)
		s := fg.cur.NewStore(zeroOf(et), slot)
		s.Align = ir.Align(a.Elem.ItemSize())
		in := fg.and(fg.and(fg.icmp(enum.IPredSGE, idx[0], i64c(0)), fg.icmp(enum.IPredSLT, idx[0], fg.shape(a, 0))),
			fg.and(fg.icmp(enum.IPredSGE, idx[1], i64c(0)), fg.icmp(enum.IPredSLT, idx[1], fg.shape(a, 1))))
		fg.ifThen(in, a.Name+".inside", func() {
			gep := fg.elemAt(a, idx[0], idx[1])
			gep.InBounds = true
			ld := fg.cur.NewLoad(et, gep)
			ld.Align = ir.Align(a.Elem.ItemSize())
			fg.memAttach(&ld.Metadata, a, true)
			s := fg.cur.NewStore(ld, slot)
			s.Align = ir.Align(a.Elem.ItemSize())
		})
		fg.closeLoop(l, nil)
	}
	// The tiles are complete before any thread reads them.
	fg.barrier()
	fg.ifThen(active, "tile.run", func() {
		rem := fg.cur.NewSub(count, tl.it)
		n := fg.sel(fg.icmp(enum.IPredSLT, rem, i64c(w)), rem, i64c(w))
		in := fg.openLoop(f.Var.Name+".in", i64c(0), n, i64c(1), true)
		fg.cur.NewStore(fg.iterValue(lo, fg.cur.NewAdd(tl.it, in.it), st, sc), fg.local(f.Var))
		if fg.subst == nil {
			fg.subst = map[kernel.Expr]value.Value{}
		}
		for o, op := range p.Operands {
			for _, ld := range op.Loads {
				v := fg.cur.NewLoad(memType(op.Array.Elem), fg.tileSlot(tiles[o], in.it, fg.sreg("tid", axes[op.Dim])))
				v.Align = ir.Align(op.Array.Elem.ItemSize())
				fg.subst[ld] = v
			}
		}
		fg.stmts(f.Body)
		for _, op := range p.Operands {
			for _, ld := range op.Loads {
				delete(fg.subst, ld)
			}
		}
		fg.closeLoop(in, nil)
	})
	// No thread restages the tiles while another still reads them.
	fg.barrier()
	fg.closeLoop(tl, nil)
	if pos+1 < len(k.Body) {
		fg.ifThen(active, "tile.after", func() { fg.stmts(k.Body[pos+1:]) })
	}
}
