// This file stages the operands of a kernel's reduction loop in shared
// memory (docs/gpu.md, "Shared-memory tiling"): where a two-Dim kernel's
// sequential loop k reads an array through the loop's variable and one
// Dim's variable only (gemm's a[i, k] and b[k, j]), every thread of a
// block row (column) reads the same elements. The threads of a block then
// load tiling.Width iterations' worth of each such operand once, together,
// into a __shared__ tile, and each thread runs its iterations over the
// tile, in the loop's order, so that every output element gets the same
// operations in the same order as the untiled kernel: the same bits.

package cudagen

import (
	"fmt"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
)

// tiledDim is the emitted state of one Dim of the tiled path.
type tiledDim struct {
	base, count, active string
	start, step         cexpr
	stepConst           int64
}

// tiled emits the tiled path of a kernel: taken when the block fits the
// tiles (at most tiling.Width threads along x and y, one along z), it ends
// the thread; other launches fall through to the untiled loops, so the
// kernel stays correct for any geometry.
func (kg *kernelGen) tiled(p *tiling.Plan) {
	w := kg.w
	kg.g.use("ALP_TILE")
	w.line("// Shared-memory tiling: the block's threads stage ALP_TILE iterations of")
	w.line("// loop %s of the operands below at a time and read them from shared", p.Loop.Var.Name)
	w.line("// memory, each in the loop's order. Taken when the block fits the tiles;")
	w.line("// every thread of the block reaches every barrier (each pass of the")
	w.line("// loops over the Dims is taken by all of them, idle or not).")
	w.line("if (blockDim.x <= ALP_TILE && blockDim.y <= ALP_TILE && blockDim.z == 1) {")
	w.indent++
	tiles := make([]string, len(p.Operands))
	for o, op := range p.Operands {
		dim := kg.k.Dims[op.Dim]
		tiles[o] = kg.names.name(sanitize(op.Array.Name) + "_" + sanitize(dim.Var.Name) + "_tile")
		sub := [2]string{}
		sub[op.DimSub], sub[op.LoopSub] = dim.Var.Name, p.Loop.Var.Name
		w.line("// %s[%s, %s] for the block's %s and ALP_TILE iterations of %s, read by each of the block's threads along %s",
			op.Array.Name, sub[0], sub[1], dim.Var.Name, p.Loop.Var.Name, axisNames[1-kg.axes[op.Dim]])
		w.line("__shared__ ALP_SHARED(%s) %s[ALP_TILE][ALP_TILE + 1];", memType(op.Array.Elem), tiles[o])
	}
	tid, threads := kg.names.name("tile_tid"), kg.names.name("tile_threads")
	w.line("const unsigned int %s = threadIdx.y * blockDim.x + threadIdx.x;", tid)
	w.line("const unsigned int %s = blockDim.x * blockDim.y;", threads)
	dims := make([]tiledDim, 2)
	kg.tiledDims(dims, 0, "", func() { kg.tiledLoop(p, dims, tiles, tid, threads) })
	w.line("return;")
	w.indent--
	w.line("}")
}

// tiledDims emits Dim d of the tiled path as a loop over the block's
// passes: every thread of the block takes every pass, each with its own
// iteration number, active while it is in range; a pass runs while some
// thread of the block is active (__syncthreads_or), so that all of them
// reach the barriers inside. outer is the enclosing Dim's active flag.
func (kg *kernelGen) tiledDims(dims []tiledDim, d int, outer string, body func()) {
	k, w := kg.k, kg.w
	dim := k.Dims[d]
	ax := axisNames[kg.axes[d]]
	v := kg.local[dim.Var]
	td := &dims[d]
	td.start, td.step = kg.expr(dim.Lower), kg.expr(dim.Step)
	td.stepConst = dim.Step.(*kernel.Const).I
	td.base, td.count, td.active = kg.names.name(v+"_base"), kg.names.name(v+"_count"), kg.names.name(v+"_active")
	it := kg.names.name(v + "_it")
	kg.g.use("alp_range_count")
	w.line("// parallel %s in %s: thread axis %s, the block's passes", dim.Var.Name, pyRange(dim.Lower, dim.Upper, dim.Step), ax)
	count := fmt.Sprintf("alp_range_count(%s, %s, %s)", td.start.s, kg.expr(dim.Upper).s, td.step.s)
	if outer != "" {
		// A triangular bound reads the outer variable, which is only
		// meaningful for an active thread.
		count = fmt.Sprintf("%s ? %s : 0", outer, count)
	}
	w.line("const long long %s = %s;", td.count, count)
	w.line("for (long long %s = (long long)blockIdx.%s * blockDim.%s; ; %s += (long long)gridDim.%s * blockDim.%s) {",
		td.base, ax, ax, td.base, ax, ax)
	w.indent++
	w.line("const long long %s = %s + threadIdx.%s;", it, td.base, ax)
	w.line("const bool %s = %s < %s;", td.active, it, td.count)
	w.line("if (!__syncthreads_or(%s))", td.active)
	w.line("    break;")
	if kg.read[dim.Var] {
		w.line("%s = %s;", v, rangeValue(td.start, td.stepConst, it))
	}
	if d == 0 {
		kg.tiledDims(dims, 1, td.active, body)
	} else {
		body()
	}
	w.indent--
	w.line("}")
}

// rangeValue is the C expression of start + it*step, the value of a
// range's iteration number it (an expression of long long); wrapping, as
// alp_range_value, where it is not in range.
func rangeValue(start cexpr, step int64, it string) string {
	switch {
	case start.s == "0" && step == 1:
		return it
	case step == 1:
		return fmt.Sprintf("(long long)((unsigned long long)%s + (unsigned long long)(%s))", start.s, it)
	}
	return fmt.Sprintf("(long long)((unsigned long long)%s + (unsigned long long)(%s) * (unsigned long long)%dLL)", start.s, it, step)
}

// tiledLoop emits the body of the innermost Dim of the tiled path: the
// statements before the Loop, the Loop tile by tile, the statements
// after, each statement run by the active threads only.
func (kg *kernelGen) tiledLoop(p *tiling.Plan, dims []tiledDim, tiles []string, tid, threads string) {
	k, w := kg.k, kg.w
	active := dims[1].active
	pos := 0
	for i, s := range k.Body {
		if s == kernel.Stmt(p.Loop) {
			pos = i
		}
	}
	guarded := func(body []kernel.Stmt) {
		if len(body) == 0 {
			return
		}
		w.line("if (%s) {", active)
		w.indent++
		kg.lastLine = 0
		kg.stmts(body)
		w.indent--
		w.line("}")
	}
	guarded(k.Body[:pos])
	f := p.Loop
	v := kg.local[f.Var]
	lo, hi, st := kg.expr(f.Lower), kg.expr(f.Upper), kg.expr(f.Step)
	step := f.Step.(*kernel.Const).I
	count, tile, in := kg.names.name(v+"_count"), kg.names.name(v+"_tile"), kg.names.name(v+"_in")
	w.line("// for %s in %s, ALP_TILE iterations at a time", f.Var.Name, pyRange(f.Lower, f.Upper, f.Step))
	w.line("const long long %s = alp_range_count(%s, %s, %s);", count, lo.s, hi.s, st.s)
	w.line("for (long long %s = 0; %s < %s; %s += ALP_TILE) {", tile, tile, count, tile)
	w.indent++
	for o, op := range p.Operands {
		kg.stage(op, dims, tiles[o], tid, threads, f.Var.Name, lo, step, tile)
	}
	w.line("// The tiles are complete before any thread reads them.")
	w.line("__syncthreads();")
	w.line("if (%s) {", active)
	w.indent++
	w.line("for (long long %s = 0; %s < ALP_TILE && %s + %s < %s; %s++) {", in, in, tile, in, count, in)
	w.indent++
	if kg.read[f.Var] {
		w.line("%s = %s;", v, rangeValue(lo, step, tile+" + "+in))
	}
	if kg.subst == nil {
		kg.subst = map[kernel.Expr]cexpr{}
	}
	for o, op := range p.Operands {
		for _, ld := range op.Loads {
			kg.subst[ld] = cexpr{fmt.Sprintf("%s[%s][threadIdx.%s]", tiles[o], in, axisNames[kg.axes[op.Dim]]), cAtom}
		}
	}
	kg.lastLine = 0
	kg.stmts(f.Body)
	for _, op := range p.Operands {
		for _, ld := range op.Loads {
			delete(kg.subst, ld)
		}
	}
	w.indent--
	w.line("}")
	w.indent--
	w.line("}")
	w.line("// No thread restages the tiles while another still reads them.")
	w.line("__syncthreads();")
	w.indent--
	w.line("}")
	guarded(k.Body[pos+1:])
	kg.lastLine = 0
}

// stage emits the cooperative load of one tile: the block's threads, in
// their linear order, each load every threads-th element. The subscript on
// the array's last axis walks fastest over the threads, so that a warp's
// loads are consecutive in memory. An element outside the array (past the
// last row or iteration, at the edges) is zero: no active thread reads it.
func (kg *kernelGen) stage(op *tiling.Operand, dims []tiledDim, tile, tid, threads, loopVar string, lo cexpr, step int64, ktile string) {
	w := kg.w
	td := dims[op.Dim]
	ax := axisNames[kg.axes[op.Dim]]
	a := op.Array
	e, r, kk := kg.names.name("e"), kg.names.name("r"), kg.names.name("kk")
	w.line("// Stage %s: element [%s][%s] is iteration %s of the tile, thread %s of the block along %s.", tile, kk, r, kk, r, ax)
	w.line("for (unsigned int %s = %s; %s < ALP_TILE * blockDim.%s; %s += %s) {", e, tid, e, ax, e, threads)
	w.indent++
	if op.LoopSub == 1 {
		w.line("const unsigned int %s = %s %% ALP_TILE, %s = %s / ALP_TILE;", kk, e, r, e)
	} else {
		w.line("const unsigned int %s = %s %% blockDim.%s, %s = %s / blockDim.%s;", r, e, ax, kk, e, ax)
	}
	idx := [2]string{}
	idx[op.DimSub] = kg.names.name(sanitize(a.Name) + "_" + sanitize(kg.k.Dims[op.Dim].Var.Name))
	idx[op.LoopSub] = kg.names.name(sanitize(a.Name) + "_" + sanitize(loopVar))
	w.line("const long long %s = %s;", idx[op.DimSub], rangeValue(td.start, td.stepConst, td.base+" + "+r))
	w.line("const long long %s = %s;", idx[op.LoopSub], rangeValue(lo, step, ktile+" + "+kk))
	n0, n1 := kg.shape(a, 0), kg.shape(a, 1)
	w.line("%s[%s][%s] = %s >= 0 && %s < %s && %s >= 0 && %s < %s ? %s : (%s)0;", tile, kk, r,
		idx[0], idx[0], n0, idx[1], idx[1], n1, kg.at(a, idx[0], idx[1]), memType(a.Elem))
	w.indent--
	w.line("}")
}
