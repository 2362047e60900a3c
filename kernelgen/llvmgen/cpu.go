// This file emits the CPU flavour of a kernel: the function of kernel/abi.go
// "CPU", with the Dims as nested loops over the box the runtime passes.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// cpuKernel emits
//
//	i64 @NAME(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out)
//
// The three vectors are the runtime's own memory, which no array overlaps:
// noalias holds for them.
func (g *moduleGen) cpuKernel(k *kernel.Kernel) {
	pt := types.NewPointer(types.I64)
	box, args, out := ir.NewParam("box", pt), ir.NewParam("args", pt), ir.NewParam("out", pt)
	box.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture, enum.ParamAttrReadOnly}
	args.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture, enum.ParamAttrReadOnly}
	out.Attrs = []ir.ParamAttribute{enum.ParamAttrNoAlias, enum.ParamAttrNoCapture}
	name, private := k.Name, g.privateParams(k)
	if len(private) > 0 {
		name += ".chunk" // behind a wrapper that allocates the copies (private.go)
	}
	f := g.m.NewFunc(name, types.I64, append([]*ir.Param{box, args, out}, private...)...)
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind}
	if len(private) > 0 {
		f.Linkage = enum.LinkageInternal
	}
	if k.Tile != nil {
		// A register block's columns are two 64-byte vectors where the
		// machine has them (AVX-512); LLVM otherwise prefers 32-byte
		// vectors on such machines, which halves the block's throughput.
		f.FuncAttrs = append(f.FuncAttrs, ir.AttrPair{Key: "prefer-vector-width", Value: "512"})
	}
	fg := g.newFuncGen(k, f, args, 0)
	for _, p := range []string{"box", "args", "out"} {
		fg.uniq(p)
	}
	fg.onFail = func(b *ir.Block, s kernel.Status) { fg.failList = append(fg.failList, failBlock{b, s}) }
	fg.bindPrivates(private)
	fg.loadInputs()
	for i, o := range k.Outputs {
		if o.Combine == kernel.Reduce {
			// The runtime put the chunk's starting value in out[2i].
			ld := fg.entry.NewLoad(types.I64, fg.slot(fg.entry, out, 2*i))
			ld.Align = 8
			fg.entry.NewStore(decode(fg.entry, ld, o.Local.Type), fg.local(o.Local))
		}
	}
	start := fg.block("start")
	fg.cur = start
	fg.cpuDims(box, 0)
	fg.copyBackIfLast(box)
	fg.storeOutputs(out, nil)
	fg.cur.NewRet(i64c(int64(kernel.OK)))
	fg.cpuFailBlocks()
	fg.entry.NewBr(start)
	if len(private) > 0 {
		g.privateWrapper(k, f)
	}
}

// loadInputs loads the kernel's input scalars into their locals.
func (fg *funcGen) loadInputs() {
	for _, l := range fg.k.Inputs {
		fg.entry.NewStore(decode(fg.entry, fg.loadSlot(l.Param.Slot, l.Name), l.Type), fg.local(l))
	}
}

// storeOutputs writes out[2i] and out[2i+1] for each output that keep
// selects (all when nil).
func (fg *funcGen) storeOutputs(out value.Value, keep func(*kernel.Output) bool) {
	for i, o := range fg.k.Outputs {
		if keep != nil && !keep(o) {
			continue
		}
		v := encode(fg.cur, fg.loadLocal(o.Local), o.Local.Type)
		st := fg.cur.NewStore(v, fg.slot(fg.cur, out, 2*i))
		st.Align = 8
		flag := fg.cur.NewZExt(fg.cur.NewLoad(types.I1, fg.assigned[o.Local]), types.I64)
		st = fg.cur.NewStore(flag, fg.slot(fg.cur, out, 2*i+1))
		st.Align = 8
	}
}

// cpuDims emits Dim d and those inside it, then the body. Iteration
// numbers run over [0, count) ∩ [box[2d], box[2d+1]); the bounds of a Dim
// are evaluated inside the Dims outside it, which triangular nests need
// (LICM hoists the others). A last Dim with Inside > 0 runs its box inside
// the chain of sequential loops of the body (kernel.Dim.Inside): the
// innermost of them emits it around its own body (forLoop).
func (fg *funcGen) cpuDims(box value.Value, d int) {
	k := fg.k
	if d == len(k.Dims) {
		fg.stmts(k.Body)
		return
	}
	if k.Tile != nil && d == len(k.Dims)-2 {
		// The last two Dims run in register blocks and cache panels
		// (tile.go), the last one's Inside notwithstanding.
		fg.cpuTile(box, d)
		return
	}
	dim := k.Dims[d]
	if dim.Inside > 0 {
		fors := kernel.InsideFors(k.Body, dim.Inside)
		if fors == nil {
			failf("kernel %s: dim %s runs inside %d loops the body does not have", k.Name, dim.Var.Name, dim.Inside)
		}
		innermost := fors[len(fors)-1]
		fg.sunk = &sunkDim{at: innermost, emit: fg.cpuDimLoop(box, d, innermost.Body)}
		fg.stmts(k.Body)
		fg.sunk = nil
		return
	}
	fg.cpuDimLoop(box, d, nil)()
}

// A sunkDim is a Dim's loop over the box that the For loop at emits
// around its body, in place of the body.
type sunkDim struct {
	at   *kernel.For
	emit func()
}

// cpuDimLoop evaluates Dim d's range and box where the builder is, and
// returns what emits its loop: around the Dims inside it and the kernel's
// body, or, with inner set (a Dim that runs inside the body's loops,
// which must be the last), around inner.
func (fg *funcGen) cpuDimLoop(box value.Value, d int, inner []kernel.Stmt) func() {
	k := fg.k
	dim := k.Dims[d]
	lower, upper, step := fg.expr(dim.Lower), fg.expr(dim.Upper), fg.expr(dim.Step)
	sc := constStep(dim.Step)
	count := fg.rangeCount(lower, upper, step, sc)
	boxLo := fg.entry.NewLoad(types.I64, fg.slot(fg.entry, box, 2*d))
	boxLo.Align = 8
	fg.named(boxLo, dim.Var.Name+".from")
	boxHi := fg.entry.NewLoad(types.I64, fg.slot(fg.entry, box, 2*d+1))
	boxHi.Align = 8
	fg.named(boxHi, dim.Var.Name+".to")
	lo := fg.sel(fg.icmp(enum.IPredSLT, boxLo, i64c(0)), i64c(0), boxLo)
	hi := fg.sel(fg.icmp(enum.IPredSLT, boxHi, i64c(0)), i64c(0), boxHi)
	hi = fg.sel(fg.icmp(enum.IPredULT, count, hi), count, hi)
	if inner != nil {
		return func() {
			l := fg.openLoop(dim.Var.Name, lo, hi, i64c(1), true)
			fg.cur.NewStore(fg.iterValue(lower, l.it, step, sc), fg.local(dim.Var))
			fg.dimBody(l, !hasFor(inner) && !dim.Ordered, func() { fg.stmts(inner) })
		}
	}
	return func() {
		if s := matchLocate(k); s != nil && d == len(k.Dims)-1 {
			fg.locateLoop(s, lower, lo, hi) // a location search, vectorised (locate.go)
			return
		}
		if d == len(k.Dims)-1 {
			if u := jamWidth(k); u > 1 {
				lo = fg.jammedDim(dim, lower, step, sc, lo, hi, u)
			}
		}
		l := fg.openLoop(dim.Var.Name, lo, hi, i64c(1), true)
		fg.cur.NewStore(fg.iterValue(lower, l.it, step, sc), fg.local(dim.Var))
		parallel := d == len(k.Dims)-1 && !hasFor(k.Body) && !dim.Ordered
		fg.dimBody(l, parallel, func() { fg.cpuDims(box, d+1) })
	}
}

// dimBody emits the body of Dim loop l and closes it. When the loop is
// innermost (parallel), its iterations are independent and its float
// checks wait for the end of the loop (defer.go).
func (fg *funcGen) dimBody(l *loop, parallel bool, body func()) {
	if parallel {
		fg.parallelLoop(l)
		fg.beginDeferral(l)
	}
	body()
	fg.group = nil
	deferred := parallel && fg.endIteration()
	fg.closeLoop(l, nil)
	if deferred {
		fg.leaveOnDeferred()
	}
}
