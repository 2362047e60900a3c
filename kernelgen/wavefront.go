// This file runs a pair of sequential loops by wavefronts of tiles, where
// the dependence analysis found the pair skewable (depend/wavefront.go) and
// the trip counts make it pay.
//
// One launch per anti-diagonal w = f*i + j would cost a launch for every
// f*n + n points of a sweep (about 6000 launches of a few hundred points
// each for seidel-2d at n = 2000): the launches would eat what two cores
// gain. Tiles make the parallel work coarse. With g the pair's TileSkew,
// every distance is non-negative in the coordinates
//
//	i' = i - li,  k' = (j - lj) + g*i'
//
// so rectangular tiles of TileRows x TileCols points there (parallelograms
// in (i, j)), I = i' / TileRows and K = k' / TileCols, depend on one
// another only from (I, K) to tiles with I and K no smaller: the tiles of
// one anti-diagonal W = I + K are independent. The host runs W in order,
// launching a kernel whose one Dim is I (K = W - I); each point of it runs
// its tile's i and j in the program's order:
//
//	for W in range(TI + TK - 1):                      # host loop
//	    for I in range(max(0, W - TK + 1), min(TI, W + 1)):   # the Dim
//	        for i in range(li + I*TileRows, min(ui, li + (I + 1)*TileRows)):
//	            for j in range(max(lj, lj + (W - I)*TileCols - g*(i - li)),
//	                           min(uj, lj + (W - I + 1)*TileCols - g*(i - li))):
//	                body
//
// with TI = ceil(ni / TileRows) and TK = ceil((nj + g*(ni - 1)) / TileCols)
// for the trip counts ni, nj. Inside a tile the points run in increasing
// (i, k'), which every distance respects (di >= 0, and dj > 0 where
// di = 0); each point runs its statements unchanged, so the results are
// bit-exact. Seidel-2d at n = 2000 with 64 x 64 tiles makes 94 launches a
// sweep of up to 32 tiles each.
//
// Only loops with unit steps whose trip counts the bindings give are
// skewed, and only where both span at least MinWavefrontTiles tiles: below
// that the few tiles of the first and last wavefronts leave the threads
// idle for much of the sweep, and the in-order plan is kept.

package kernelgen

import (
	"fmt"
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
)

// The tile of a wavefront run, in iterations of the outer and inner loop:
// 64 x 64 points of float64 stencils keep a tile's rows in L1 and give
// seidel-2d at n = 2000 wavefronts of up to 32 tiles.
const (
	WavefrontTileRows = 64
	WavefrontTileCols = 64
	// MinWavefrontTiles is the least number of tiles each loop of a pair
	// must span (256 iterations with 64-point tiles) for it to run by
	// wavefronts.
	MinWavefrontTiles = 4
)

// A WavefrontRun is a wavefront of a plan that Build runs by tiles.
type WavefrontRun struct {
	depend.Wavefront
	TileRows, TileCols int64
}

// WavefrontDecision says whether Build runs wavefront w of p by tiles for
// these bindings and, when not, why.
func WavefrontDecision(p *depend.NestPlan, w depend.Wavefront, bindings map[string]int64) (bool, string) {
	for _, l := range []int{w.Outer, w.Inner} {
		if p.Nest.Loops[l].StepValue != 1 {
			return false, "the steps are not 1"
		}
	}
	ni, ok1 := p.TripCount(w.Outer, bindings)
	nj, ok2 := p.TripCount(w.Inner, bindings)
	if !ok1 || !ok2 {
		return false, "the trip counts are known only at run time"
	}
	if ni < MinWavefrontTiles*WavefrontTileRows || nj < MinWavefrontTiles*WavefrontTileCols {
		return false, "too few iterations for the tiles to pay"
	}
	return true, ""
}

// Wavefronts returns the wavefronts of p that Build runs by tiles for
// these bindings: those WavefrontDecision takes whose loops the schedule
// does not put inside a kernel already.
func Wavefronts(p *depend.NestPlan, bindings map[string]int64) []WavefrontRun {
	forest, _ := schedule(p, Options{}, bindings)
	var out []WavefrontRun
	var walk func(ns []*snode)
	walk = func(ns []*snode) {
		for _, n := range ns {
			if n.wave != nil {
				out = append(out, *n.wave)
				continue
			}
			walk(n.body)
		}
	}
	walk(forest)
	return out
}

// markWavefronts sets the wave of the nodes of ns that start a pair of p's
// wavefronts worth running, outside kernels: a sequential loop whose body
// is the sequential loop of the pair, over the pair's statements.
func markWavefronts(ns []*snode, p *depend.NestPlan, bindings map[string]int64) {
	var runs []WavefrontRun
	for _, w := range p.Wavefronts() {
		if ok, _ := WavefrontDecision(p, w, bindings); ok {
			runs = append(runs, WavefrontRun{Wavefront: w, TileRows: WavefrontTileRows, TileCols: WavefrontTileCols})
		}
	}
	if len(runs) == 0 {
		return
	}
	var walk func(ns []*snode)
	walk = func(ns []*snode) {
		for _, n := range ns {
			if n.loop < 0 || n.parallel {
				continue // a statement, or a loop that may start a kernel
			}
			if len(n.body) == 1 && n.body[0].loop >= 0 && !n.body[0].parallel {
				stmts := n.stmts(nil)
				slices.Sort(stmts)
				i := slices.IndexFunc(runs, func(r WavefrontRun) bool {
					return r.Outer == n.loop && r.Inner == n.body[0].loop && slices.Equal(r.Stmts, stmts)
				})
				if i >= 0 {
					n.wave = &runs[i]
					continue
				}
			}
			walk(n.body)
		}
	}
	walk(ns)
}

// intOp is the Python int operation op on x and y, checked for overflow
// where it may overflow (prove clears what the bindings rule out).
func intOp(op kernel.BinOp, x, y kernel.Expr) kernel.Expr {
	checked := op == kernel.Add || op == kernel.Sub || op == kernel.Mul
	return &kernel.Binary{Op: op, X: x, Y: y, T: kernel.PyInt, Checked: checked}
}

func intConst(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }

// waveBounds are the pair's bounds and tile counts, lowered where the
// builder stands (on the host, or in a kernel).
type waveBounds struct {
	li, ui, lj, uj kernel.Expr
	ti, tk         kernel.Expr // tiles along i', along k'
}

func (b *builder) waveBounds(run *WavefrontRun) waveBounds {
	li, lj := b.n.Loops[run.Outer], b.n.Loops[run.Inner]
	wb := waveBounds{li: b.bound(li.Start, li), ui: b.bound(li.Stop, li), lj: b.bound(lj.Start, lj), uj: b.bound(lj.Stop, lj)}
	zero, one := intConst(0), intConst(1)
	ni := intOp(kernel.Max, zero, intOp(kernel.Sub, wb.ui, wb.li))
	nj := intOp(kernel.Max, zero, intOp(kernel.Sub, wb.uj, wb.lj))
	wb.ti = intOp(kernel.FloorDiv, intOp(kernel.Add, ni, intConst(run.TileRows-1)), intConst(run.TileRows))
	span := intOp(kernel.Add, nj, intOp(kernel.Mul, intConst(run.TileSkew), intOp(kernel.Max, zero, intOp(kernel.Sub, ni, one))))
	wb.tk = intOp(kernel.FloorDiv, intOp(kernel.Add, span, intConst(run.TileCols-1)), intConst(run.TileCols))
	return wb
}

// waveSteps builds the host loop over the tile wavefronts of node n (the
// outer loop of a pair marked by markWavefronts) and its kernel.
func (b *builder) waveSteps(n *snode) kernel.Step {
	run := n.wave
	b.k, b.locals = nil, nil
	wb := b.waveBounds(run)
	hv := &kernel.Param{Slot: len(b.m.Params), Kind: kernel.HostVar, Name: "__wavefront", Type: kernel.PyInt}
	b.m.Params = append(b.m.Params, hv)
	hl := &kernel.HostLoop{Var: hv, Loop: run.Outer, Lower: intConst(0), Step: intConst(1),
		Upper: intOp(kernel.Sub, intOp(kernel.Add, wb.ti, wb.tk), intConst(1))}
	hl.Body = []kernel.Step{&kernel.Launch{Kernel: b.waveKernel(n, hv)}}
	return hl
}

// waveKernel builds the kernel of one tile wavefront: its Dim is the tile
// row I, and each point runs its tile's i and j loops in order.
func (b *builder) waveKernel(n *snode, w *kernel.Param) *kernel.Kernel {
	run := n.wave
	inner := n.body[0]
	stmts := n.stmts(nil)
	first := b.n.Stmts[stmts[0]]
	k := &kernel.Kernel{Name: fmt.Sprintf("%s_l%d", symbolName(b.n.Func), first.Pos.Line), Line: first.Pos.Line, Stmts: stmts}
	b.k, b.locals = k, map[string]*kernel.Local{}
	b.hostScope[k] = slices.Clone(b.scope)
	b.writes = map[string]bool{}
	depth := len(b.scope)
	defer func() { b.scope = b.scope[:depth] }()

	tile := b.newLocal("#wavefront tile", "__tile", kernel.PyInt)
	b.loopVars[tile] = true
	wb := b.waveBounds(run)
	one := intConst(1)
	wRef := &kernel.ParamRef{Param: w}
	d := &kernel.Dim{Var: tile, Loop: run.Outer, Step: one,
		Lower: intOp(kernel.Max, intConst(0), intOp(kernel.Add, intOp(kernel.Sub, wRef, wb.tk), one)),
		Upper: intOp(kernel.Min, wb.ti, intOp(kernel.Add, wRef, one)),
		Work:  run.TileRows * run.TileCols}
	k.Dims = []*kernel.Dim{d}

	li, lj := b.n.Loops[run.Outer], b.n.Loops[run.Inner]
	iv := b.loopLocal(li)
	rowStart := intOp(kernel.Add, wb.li, intOp(kernel.Mul, &kernel.Var{Local: tile}, intConst(run.TileRows)))
	fi := &kernel.For{Var: iv, Loop: li.Index, Step: one, Lower: rowStart,
		Upper: intOp(kernel.Min, wb.ui, intOp(kernel.Add, rowStart, intConst(run.TileRows)))}
	b.scope = append(b.scope, li.Index)

	// j covers k' in [K*TileCols, (K+1)*TileCols) with K = W - I.
	jv := b.loopLocal(lj)
	colTile := intOp(kernel.Sub, wRef, &kernel.Var{Local: tile})
	skewed := intOp(kernel.Mul, intConst(run.TileSkew), intOp(kernel.Sub, &kernel.Var{Local: iv}, wb.li))
	colStart := intOp(kernel.Sub, intOp(kernel.Add, wb.lj, intOp(kernel.Mul, colTile, intConst(run.TileCols))), skewed)
	fj := &kernel.For{Var: jv, Loop: lj.Index, Step: one,
		Lower: intOp(kernel.Max, wb.lj, colStart),
		Upper: intOp(kernel.Min, wb.uj, intOp(kernel.Add, colStart, intConst(run.TileCols)))}
	b.scope = append(b.scope, lj.Index)
	fj.Body = b.nodes(inner.body)
	fi.Body = []kernel.Stmt{fj}
	k.Body = []kernel.Stmt{fi}
	d.Contiguous = contiguous(k.Body, tile)

	for name := range b.locals {
		if name[0] != '#' {
			b.scalarKernels[name] = append(b.scalarKernels[name], k)
		}
	}
	b.m.Kernels = append(b.m.Kernels, k)
	b.k, b.locals = nil, nil
	return k
}
