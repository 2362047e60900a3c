// This file emits the private copies of a kernel's arrays on the CPU
// (kernel.Kernel.Privates): each call of the kernel over a box allocates
// its copies, runs its points on them, and copies back what the last point
// of the Dims wrote where it ran that point.
//
// The kernel keeps its ABI name for a wrapper,
//
//	i64 @NAME(i64* %box, i64* %args, i64* %out)
//
// which mallocs one buffer per copy (the array's size, from its shape
// slots), calls the kernel proper, @NAME.chunk, with the buffers as extra
// noalias arguments, frees them and returns its status: every exit of the
// kernel, failed checks included, goes through the wrapper's free. A
// buffer malloc cannot give stops the process (llvm.trap), as Go does when
// memory runs out. On the GPU a kernel with private copies runs on one
// thread (its Dims are Ordered): the copies are the arrays themselves, the
// Copy sharing the Array's data parameter, and nothing is copied back.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// privateParams are the extra parameters of a CPU kernel with private
// copies: one pointer per copy, to memory nothing else points to.
func (g *moduleGen) privateParams(k *kernel.Kernel) []*ir.Param {
	var ps []*ir.Param
	for _, p := range k.Privates {
		pp := ir.NewParam(p.Copy.Name, types.NewPointer(memType(p.Copy.Elem)))
		pp.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture}
		ps = append(ps, pp)
	}
	return ps
}

// bindPrivates makes the copies' accesses go to the buffers ps
// (privateParams).
func (fg *funcGen) bindPrivates(ps []*ir.Param) {
	for i, p := range fg.k.Privates {
		fg.data[p.Copy] = ps[i]
	}
}

// copyBackIfLast emits, where the box held the last point of the Dims
// (every Dim's clamped box ends at its count and is not empty), the
// kernel's CopyBack. The Dims are rectangular (kernel.Verify), so their
// bounds read parameters only and are evaluated again here.
func (fg *funcGen) copyBackIfLast(box value.Value) {
	k := fg.k
	if len(k.CopyBack) == 0 {
		return
	}
	var last value.Value = i1c(true)
	for d, dim := range k.Dims {
		lower, upper, step := fg.expr(dim.Lower), fg.expr(dim.Upper), fg.expr(dim.Step)
		count := fg.rangeCount(lower, upper, step, constStep(dim.Step))
		boxLo := fg.cur.NewLoad(types.I64, fg.slot(fg.cur, box, 2*d))
		boxLo.Align = 8
		boxHi := fg.cur.NewLoad(types.I64, fg.slot(fg.cur, box, 2*d+1))
		boxHi.Align = 8
		lo := fg.sel(fg.icmp(enum.IPredSLT, boxLo, i64c(0)), i64c(0), boxLo)
		hi := fg.sel(fg.icmp(enum.IPredSLT, boxHi, i64c(0)), i64c(0), boxHi)
		hi = fg.sel(fg.icmp(enum.IPredULT, count, hi), count, hi)
		ran := fg.and(fg.icmp(enum.IPredULT, lo, hi), fg.icmp(enum.IPredEQ, hi, count))
		last = fg.and(last, ran)
	}
	fg.ifThen(last, "copyback", func() { fg.stmts(k.CopyBack) })
}

// privateWrapper defines the ABI function @NAME of a kernel with private
// copies around its body inner (see the file comment).
func (g *moduleGen) privateWrapper(k *kernel.Kernel, inner *ir.Func) {
	pt := types.NewPointer(types.I64)
	box, args, out := ir.NewParam("box", pt), ir.NewParam("args", pt), ir.NewParam("out", pt)
	box.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture, enum.ParamAttrReadOnly}
	args.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture, enum.ParamAttrReadOnly}
	out.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture}
	f := g.m.NewFunc(k.Name, types.I64, box, args, out)
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind}
	bytePtr := types.NewPointer(types.I8)
	malloc := g.declare("malloc", bytePtr, []ir.FuncAttribute{enum.FuncAttrNoUnwind}, types.I64)
	malloc.ReturnAttrs = []ir.ReturnAttribute{enum.ReturnAttrNoAlias}
	free := g.declare("free", types.Void, []ir.FuncAttribute{enum.FuncAttrNoUnwind}, bytePtr)
	trap := g.declare("llvm.trap", types.Void, []ir.FuncAttribute{enum.FuncAttrNoReturn, enum.FuncAttrNoUnwind})

	b := f.NewBlock("entry")
	slot := func(i int) value.Value {
		gep := b.NewGetElementPtr(types.I64, args, i64c(int64(i)))
		gep.InBounds = true
		ld := b.NewLoad(types.I64, gep)
		ld.Align = 8
		return ld
	}
	var bufs []value.Value
	callArgs := []value.Value{box, args, out}
	for _, p := range k.Privates {
		var size value.Value = i64c(int64(p.Array.Elem.ItemSize()))
		for _, s := range p.Array.Shape {
			size = b.NewMul(size, slot(s.Slot))
		}
		// At least a byte, so that a null result always means no memory.
		size = b.NewSelect(b.NewICmp(enum.IPredEQ, size, i64c(0)), i64c(1), size)
		buf := b.NewCall(malloc, size)
		failed := f.NewBlock(p.Copy.Name + ".nomem")
		failed.NewCall(trap)
		failed.NewUnreachable()
		next := f.NewBlock(p.Copy.Name + ".ok")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, buf, constant.NewNull(bytePtr)), failed, next)
		b = next
		bufs = append(bufs, buf)
		callArgs = append(callArgs, b.NewBitCast(buf, types.NewPointer(memType(p.Copy.Elem))))
	}
	status := b.NewCall(inner, callArgs...)
	for _, buf := range bufs {
		b.NewCall(free, buf)
	}
	b.NewRet(status)
}
