// This file stages the arrays a stencil reads around each thread's element
// in shared memory (docs/gpu.md, "Shared-memory tiling"): where a two-Dim
// kernel reads a[i + c0, j + c1] at constant offsets or at the offsets of
// short inner loops (jacobi, conv2d, conway), neighbouring threads read
// the same elements. Per pass of the block over the Dims, the block's
// threads load the block's elements of each such array plus the halo the
// offsets reach once, together, into a __shared__ tile; every read of the
// array then comes from the tile. Each thread computes what the untiled
// kernel computes, in the same order, from the same values: the same bits.

package cudagen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
)

// haloTile is the emitted state of one halo operand.
type haloTile struct {
	op *tiling.HaloOperand
	// tile is the __shared__ array's name; lo the smallest offset per
	// subscript and span the largest less the smallest (C expressions);
	// origin the C names of the array index of tile element [0][0].
	tile       string
	lo, span   [2]string
	origin     [2]string
	spanIsDyn  bool
	rows, cols string // the tile's extents for this launch (C expressions)
}

// haloTiled emits the halo-tiled path of a stencil kernel: taken when the
// block fits the tiles (at most tiling.Width threads along x and y, one
// along z) and, where the offsets' bounds are parameters, the halo fits
// tiling.MaxHalo; it ends the thread. Other launches fall through to the
// untiled loops, so the kernel stays correct for any geometry.
func (kg *kernelGen) haloTiled(p *tiling.HaloPlan) {
	w := kg.w
	kg.g.use("ALP_TILE")
	kg.g.use("ALP_HALO")
	tiles := make([]*haloTile, len(p.Operands))
	cond := []string{"blockDim.x <= ALP_TILE", "blockDim.y <= ALP_TILE", "blockDim.z == 1"}
	w.line("// Shared-memory halo tiles: per pass over the Dims, the block's threads")
	w.line("// stage the block's elements of the arrays below and the halo their")
	w.line("// offsets reach, then read them from shared memory. Taken when the block")
	w.line("// fits the tiles; every thread of the block reaches every barrier (each")
	w.line("// pass of the loops over the Dims is taken by all of them, idle or not).")
	for o, op := range p.Operands {
		ht := &haloTile{op: op}
		tiles[o] = ht
		name := sanitize(op.Array.Name)
		ht.tile = kg.names.name(name + "_halo")
		for s := range 2 {
			ht.origin[s] = kg.names.name(name + "_origin" + strconv.Itoa(s))
			if op.Span[s] >= 0 {
				lo, _ := constLow(op, s)
				ht.lo[s], ht.span[s] = strconv.FormatInt(lo, 10), strconv.FormatInt(op.Span[s], 10)
				continue
			}
			ht.spanIsDyn = true
			lo, span := kg.names.name(name+"_lo"+strconv.Itoa(s)), kg.names.name(name+"_span"+strconv.Itoa(s))
			ht.lo[s], ht.span[s] = lo, span
			kg.offsetBounds(op, s, name, lo, span)
			cond = append(cond, fmt.Sprintf("%s >= 0 && %s <= ALP_HALO", span, span))
		}
	}
	w.line("if (%s) {", strings.Join(cond, " && "))
	w.indent++
	for _, ht := range tiles {
		op := ht.op
		rowAx, colAx := axisNames[kg.axes[op.Dims[0]]], axisNames[kg.axes[op.Dims[1]]]
		ext := func(s int) string {
			if ht.spanIsDyn {
				return "ALP_TILE + ALP_HALO"
			}
			return "ALP_TILE + " + ht.span[s]
		}
		ht.rows = fmt.Sprintf("(blockDim.%s + %s)", rowAx, ht.span[0])
		ht.cols = fmt.Sprintf("(blockDim.%s + %s)", colAx, ht.span[1])
		if !ht.spanIsDyn {
			ht.rows = fmt.Sprintf("(blockDim.%s + %du)", rowAx, op.Span[0])
			ht.cols = fmt.Sprintf("(blockDim.%s + %du)", colAx, op.Span[1])
		}
		w.line("// %s around the block's (%s, %s): each element read by %s",
			op.Array.Name, kg.k.Dims[op.Dims[0]].Var.Name, kg.k.Dims[op.Dims[1]].Var.Name, reuseText(op.Reuse))
		w.line("__shared__ ALP_SHARED(%s) %s[%s][%s + 1];", memType(op.Array.Elem), ht.tile, ext(0), ext(1))
	}
	tid, threads := kg.names.name("tile_tid"), kg.names.name("tile_threads")
	w.line("const unsigned int %s = threadIdx.y * blockDim.x + threadIdx.x;", tid)
	w.line("const unsigned int %s = blockDim.x * blockDim.y;", threads)
	dims := make([]tiledDim, 2)
	kg.tiledDims(dims, 0, "", func() { kg.haloBody(tiles, dims, tid, threads) })
	w.line("return;")
	w.indent--
	w.line("}")
}

// reuseText says how many threads read an element of a halo operand.
func reuseText(reuse int) string {
	if reuse == 0 {
		return "as many threads as the offsets' ranges have values"
	}
	return "up to " + strconv.Itoa(reuse) + " threads"
}

// constLow is the smallest offset of subscript s over op's loads, all of
// them constant ranges.
func constLow(op *tiling.HaloOperand, s int) (int64, bool) {
	var lo int64
	for i, l := range op.Loads {
		a, _, ok := l.Offsets[s].ConstRange()
		if !ok {
			return 0, false
		}
		if i == 0 || a < lo {
			lo = a
		}
	}
	return lo, true
}

// offsetBounds declares lo and span, the smallest offset of subscript s
// over op's loads and the largest less it, computed from the loops'
// bounds (parameters) before any loop runs; name is the array's.
func (kg *kernelGen) offsetBounds(op *tiling.HaloOperand, s int, name, lo, span string) {
	w := kg.w
	var los, his []string
	seen := map[string]bool{}
	for _, l := range op.Loads {
		a, b := kg.offsetRange(l.Offsets[s])
		if key := a + "\x00" + b; !seen[key] {
			seen[key] = true
			los, his = append(los, a), append(his, b)
		}
	}
	hi := kg.names.name(name + "_hi" + strconv.Itoa(s))
	w.line("// The offsets of %s's subscript %d lie in [%s, %s].", op.Array.Name, s, lo, hi)
	w.line("long long %s = %s, %s = %s;", lo, los[0], hi, his[0])
	for i := 1; i < len(los); i++ {
		w.line("if (%s < %s) %s = %s;", los[i], lo, lo, los[i])
		w.line("if (%s > %s) %s = %s;", his[i], hi, hi, his[i])
	}
	w.line("const long long %s = %s - %s;", span, hi, lo)
}

// offsetRange returns C expressions of the smallest and largest values of
// an offset: its constant plus each loop's first value (its last where
// the loop's variable is subtracted), and the other way round.
func (kg *kernelGen) offsetRange(o tiling.Offset) (lo, hi string) {
	var los, his []string
	if o.Const != 0 || len(o.Loops) == 0 {
		los = append(los, strconv.FormatInt(o.Const, 10)+"LL")
		his = append(his, los[0])
	}
	for _, l := range o.Loops {
		first, last := "(long long)("+kg.expr(l.For.Lower).s+")", "((long long)("+kg.expr(l.For.Upper).s+") - 1)"
		if l.Neg {
			los, his = append(los, "-"+last), append(his, "-"+first)
		} else {
			los, his = append(los, first), append(his, last)
		}
	}
	return strings.Join(los, " + "), strings.Join(his, " + ")
}

// haloBody emits the innermost pass of the halo-tiled path: the tiles
// staged, a barrier, and the kernel's body on the active threads reading
// the tiles.
func (kg *kernelGen) haloBody(tiles []*haloTile, dims []tiledDim, tid, threads string) {
	w := kg.w
	for _, ht := range tiles {
		kg.stageHalo(ht, dims, tid, threads)
	}
	w.line("// The tiles are complete before any thread reads them.")
	w.line("__syncthreads();")
	if kg.subst == nil {
		kg.subst = map[kernel.Expr]cexpr{}
	}
	for _, ht := range tiles {
		for _, l := range ht.op.Loads {
			var sub [2]string
			for s := range 2 {
				sub[s] = fmt.Sprintf("(%s) - %s", kg.expr(l.Load.Index[s].X).s, ht.origin[s])
			}
			kg.subst[l.Load] = cexpr{fmt.Sprintf("%s[%s][%s]", ht.tile, sub[0], sub[1]), cAtom}
		}
	}
	w.line("if (%s) {", dims[1].active)
	w.indent++
	kg.lastLine = 0
	kg.stmts(kg.k.Body)
	w.indent--
	w.line("}")
	for _, ht := range tiles {
		for _, l := range ht.op.Loads {
			delete(kg.subst, l.Load)
		}
	}
	// No barrier after the body: every thread reaches the next pass's
	// __syncthreads_or (or the outer Dim's, or leaves the loops) before it
	// restages, which orders the reads before the writes.
	kg.lastLine = 0
}

// stageHalo emits the cooperative load of one halo tile for the block's
// pass: element [r][c] is the array's [origin0 + r, origin1 + c], the
// block's threads, in their linear order, each loading every threads-th
// element, c fastest so that a warp's loads are consecutive in memory. An
// element outside the array is zero: no active thread reads it.
func (kg *kernelGen) stageHalo(ht *haloTile, dims []tiledDim, tid, threads string) {
	w := kg.w
	op := ht.op
	a := op.Array
	for s := range 2 {
		td := dims[op.Dims[s]]
		origin := rangeValue(td.start, 1, td.base)
		switch lo := ht.lo[s]; {
		case lo == "0":
		case strings.HasPrefix(lo, "-"):
			origin += " - " + lo[1:]
		default:
			origin += " + " + lo
		}
		w.line("const long long %s = %s;", ht.origin[s], origin)
	}
	e, r, c := kg.names.name("e"), kg.names.name("r"), kg.names.name("c")
	gi, gj := kg.names.name(sanitize(a.Name)+"_row"), kg.names.name(sanitize(a.Name)+"_col")
	w.line("// Stage %s: %s[%s + r, %s + c] for r < %s, c < %s.", ht.tile, a.Name, ht.origin[0], ht.origin[1], ht.rows, ht.cols)
	w.line("for (unsigned int %s = %s; %s < %s * %s; %s += %s) {", e, tid, e, ht.rows, ht.cols, e, threads)
	w.indent++
	w.line("const unsigned int %s = %s / %s, %s = %s %% %s;", r, e, ht.cols, c, e, ht.cols)
	w.line("const long long %s = %s + %s, %s = %s + %s;", gi, ht.origin[0], r, gj, ht.origin[1], c)
	n0, n1 := kg.shape(a, 0), kg.shape(a, 1)
	w.line("%s[%s][%s] = %s >= 0 && %s < %s && %s >= 0 && %s < %s ? %s : (%s)0;", ht.tile, r, c,
		gi, gi, n0, gj, gj, n1, kg.at(a, gi, gj), memType(a.Elem))
	w.indent--
	w.line("}")
}
