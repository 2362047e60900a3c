// This file emits a tiled kernel's last two Dims (kernel.Tile,
// kernelgen/tile.go): register blocks of Rows × Cols points run in
// lockstep with jam.go's lanes, inside panels of columns sized to the
// cache.
//
// For gemm (rows i, columns j, k the sequential loop) the CPU runs
//
//	for each panel [jp, jp+W) of the box's columns:
//	  pack the panel's b[k, j] block by block (packing, below)
//	  for i by Rows (then the last rows one by one):
//	    for j in the panel by Cols (then by 4, then one by one):
//	      the body of the Rows × Cols points (i..i+Rows-1, j..j+Cols-1),
//	      each statement once per point, their k loops shared
//
// Each point's statements run in their order and its k loop in k's order,
// so its sums are rounded exactly as alone; only points interleave, which
// their independence allows. LLVM's SLP vectorizer turns a block row's
// Cols lanes (b[k, j..j+Cols-1] are contiguous) into vector operations
// against a[i, k] broadcast, and the Rows × Cols sums stay in registers.
//
// The panel width W keeps the columns' data that every row of the box
// reads again (b[k, jp..jp+W-1] over all k: W × trip count × element size
// bytes) within half the L2 cache, read from the machine the kernels are
// built on (sysfs), so that it comes from L2 rather than memory for all
// rows of the box after the first. An element the loop updates in place
// (c[i, j] += ...) stays in a register across the loop (promotion, below).
// Triangular columns (syr2k's j in range(i + 1)) run otherwise:
// cpuTileTriangular.

package llvmgen

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// defaultL2Bytes is the L2 size assumed where sysfs does not say.
const defaultL2Bytes = 1 << 20

// l2Bytes is the L2 cache size of the machine, from
// /sys/devices/system/cpu/cpu0/cache (defaultL2Bytes where that is not
// readable). $ALPYNA_L2_BYTES overrides it: a machine-independent IR for
// golden files, or an experiment.
var l2Bytes = sync.OnceValue(func() int64 {
	if s := os.Getenv("ALPYNA_L2_BYTES"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && n > 0 {
			return n
		}
	}
	if n := sysfsCache(2); n > 0 {
		return n
	}
	return defaultL2Bytes
})

// sysfsCache returns the size in bytes of cpu0's data or unified cache of
// the given level, or 0.
func sysfsCache(level int) int64 {
	dirs, _ := filepath.Glob("/sys/devices/system/cpu/cpu0/cache/index*")
	for _, d := range dirs {
		read := func(name string) string {
			b, err := os.ReadFile(filepath.Join(d, name))
			if err != nil {
				return ""
			}
			return strings.TrimSpace(string(b))
		}
		if read("level") != strconv.Itoa(level) || read("type") == "Instruction" {
			continue
		}
		s := read("size")
		mult := int64(1)
		switch {
		case strings.HasSuffix(s, "K"):
			mult, s = 1<<10, strings.TrimSuffix(s, "K")
		case strings.HasSuffix(s, "M"):
			mult, s = 1<<20, strings.TrimSuffix(s, "M")
		}
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && n > 0 {
			return n * mult
		}
	}
	return 0
}

// dimRange is a Dim's range and the part of it the box holds, evaluated
// where the builder is (entry loads for the box).
type dimRange struct {
	lower, step value.Value
	sc          *kernel.Const
	lo, hi      value.Value // iteration numbers [lo, hi)
}

// boxRange evaluates Dim d's range and clips the box to it, as
// cpuDimLoop does.
func (fg *funcGen) boxRange(box value.Value, d int) dimRange {
	dim := fg.k.Dims[d]
	lower, upper, step := fg.expr(dim.Lower), fg.expr(dim.Upper), fg.expr(dim.Step)
	sc := constStep(dim.Step)
	count := fg.rangeCount(lower, upper, step, sc)
	boxLo, boxHi := fg.boxSlots(box, d, dim.Var.Name)
	lo := fg.sel(fg.icmp(enum.IPredSLT, boxLo, i64c(0)), i64c(0), boxLo)
	hi := fg.sel(fg.icmp(enum.IPredSLT, boxHi, i64c(0)), i64c(0), boxHi)
	hi = fg.sel(fg.icmp(enum.IPredULT, count, hi), count, hi)
	return dimRange{lower: lower, step: step, sc: sc, lo: lo, hi: hi}
}

// boxSlots loads, in the entry block, the box's bounds of Dim d (its
// variable named name), in iteration numbers.
func (fg *funcGen) boxSlots(box value.Value, d int, name string) (lo, hi value.Value) {
	boxLo := fg.entry.NewLoad(types.I64, fg.slot(fg.entry, box, 2*d))
	boxLo.Align = 8
	fg.named(boxLo, name+".from")
	boxHi := fg.entry.NewLoad(types.I64, fg.slot(fg.entry, box, 2*d+1))
	boxHi.Align = 8
	fg.named(boxHi, name+".to")
	return boxLo, boxHi
}

// wholeBlocks returns lo plus the largest multiple of n (a power of two)
// that fits in [lo, hi).
func (fg *funcGen) wholeBlocks(lo, hi value.Value, n int) value.Value {
	if n == 1 {
		return fg.sel(fg.icmp(enum.IPredUGT, hi, lo), hi, lo)
	}
	span := fg.sel(fg.icmp(enum.IPredUGT, hi, lo), fg.cur.NewSub(hi, lo), i64c(0))
	return nuw(fg.cur.NewAdd(lo, fg.cur.NewAnd(span, i64c(-int64(n)))))
}

func (fg *funcGen) umin(a, b value.Value) value.Value {
	return fg.sel(fg.icmp(enum.IPredULT, a, b), a, b)
}

func (fg *funcGen) umax(a, b value.Value) value.Value {
	return fg.sel(fg.icmp(enum.IPredUGT, a, b), a, b)
}

// cpuTile emits Dims d (the rows) and d+1 (the columns, the last) of a
// kernel with a Tile, and the body inside them.
func (fg *funcGen) cpuTile(box value.Value, d int) {
	k := fg.k
	t := k.Tile
	rowDim, colDim := k.Dims[d], k.Dims[d+1]
	rows := fg.boxRange(box, d)
	triangular := exprReads(colDim.Upper, rowDim.Var)
	var cols dimRange
	if !triangular {
		cols = fg.boxRange(box, d+1)
	}
	fg.ensureLanes(t.Rows * t.Cols)
	// The outer Dims' variables are the only locals set outside the body.
	for _, od := range k.Dims[:d] {
		v := fg.cur.NewLoad(llType(od.Var.Type), fg.locals[od.Var.Index])
		for lane := 1; lane < t.Rows*t.Cols; lane++ {
			fg.cur.NewStore(v, fg.lanes[lane][od.Var.Index])
		}
	}
	if triangular {
		fg.cpuTileTriangular(box, d, rows)
		return
	}
	width, fits := fg.panelWidth(t.Cols)
	pk := fg.planPacking(rowDim, colDim, t.Cols)
	fg.promote = fg.planPromotion()
	defer func() { fg.promote = nil }()
	if pk != nil {
		fg.allocPacking(pk, width, fits, fg.icmp(enum.IPredULT, rows.lo, rows.hi))
	}
	iMain := fg.wholeBlocks(rows.lo, rows.hi, t.Rows)
	panel := fg.openLoop(colDim.Var.Name+".panel", cols.lo, cols.hi, width, true)
	panelEnd := fg.umin(nuw(fg.cur.NewAdd(panel.it, width)), cols.hi)
	if pk != nil {
		fg.ifThen(pk.use, "pack", func() { fg.pack(pk, panel.it, fg.wholeBlocks(panel.it, panelEnd, t.Cols), colDim, cols) })
	}
	rowBlocks := []struct {
		n      int
		lo, hi value.Value
	}{{t.Rows, rows.lo, iMain}, {1, iMain, rows.hi}}
	if t.Rows == 1 {
		rowBlocks = rowBlocks[:1]
	}
	for _, rb := range rowBlocks {
		il := fg.openLoop(rowDim.Var.Name+".rows", rb.lo, rb.hi, i64c(int64(rb.n)), true)
		rowVals := make([]value.Value, rb.n)
		for r := range rb.n {
			rowVals[r] = fg.iterValue(rows.lower, nsw(nuw(fg.cur.NewAdd(il.it, i64c(int64(r))))), rows.step, rows.sc)
		}
		var from value.Value = panel.it
		for _, cb := range colBlocks(t.Cols) {
			to := fg.wholeBlocks(from, panelEnd, cb)
			block := func(packed bool) {
				jl := fg.openLoop(colDim.Var.Name+".cols", from, to, i64c(int64(cb)), true)
				for c := range cb {
					colVal := fg.iterValue(cols.lower, nsw(nuw(fg.cur.NewAdd(jl.it, i64c(int64(c))))), cols.step, cols.sc)
					for r := range rb.n {
						lane := fg.lanes[r*cb+c]
						fg.cur.NewStore(rowVals[r], lane[rowDim.Var.Index])
						fg.cur.NewStore(colVal, lane[colDim.Var.Index])
					}
				}
				if packed {
					pk.blockOff = fg.cur.NewMul(fg.cur.NewSub(jl.it, panel.it), pk.trips)
					fg.packing = pk
				}
				fg.jamStmts(k.Body, rb.n*cb)
				fg.packing = nil
				fg.closeLoop(jl, nil)
			}
			if pk != nil && rb.n == t.Rows && cb == t.Cols {
				fg.ifElse(pk.use, "packed", func() { block(true) }, func() { block(false) })
			} else {
				block(false)
			}
			from = to
		}
		fg.closeLoop(il, nil)
	}
	fg.closeLoop(panel, nil)
	if pk != nil {
		fg.cur.NewCall(fg.g.declare("free", types.Void, []ir.FuncAttribute{enum.FuncAttrNoUnwind}, types.I8Ptr), pk.raw)
	}
}

// cpuTileTriangular emits a tile whose columns' upper bound reads the
// rows' variable (syr2k's j in range(i + 1)): each row runs its own
// columns. tile.go admits it only where the columns' lower bound and step
// read neither, so a column's iteration number names the same j in every
// row. A block of rows runs the columns all its rows share in lockstep,
// then each row the rest of its own one row at a time; the points are
// independent, so any order of them gives the same results. Rows and
// columns run unpacked and in one panel: a column range may end at a
// different j in every row, and packing a[j, k] for the rows' widest
// range could read past the array where a row's bound is not monotone.
func (fg *funcGen) cpuTileTriangular(box value.Value, d int, rows dimRange) {
	k := fg.k
	t := k.Tile
	rowDim, colDim := k.Dims[d], k.Dims[d+1]
	lower, step := fg.expr(colDim.Lower), fg.expr(colDim.Step)
	sc := constStep(colDim.Step)
	boxLo, boxHi := fg.boxSlots(box, d+1, colDim.Var.Name)
	lo := fg.sel(fg.icmp(enum.IPredSLT, boxLo, i64c(0)), i64c(0), boxLo)
	boxHi = fg.sel(fg.icmp(enum.IPredSLT, boxHi, i64c(0)), i64c(0), boxHi)
	fg.promote = fg.planPromotion()
	defer func() { fg.promote = nil }()
	// rowEnd is the end of row i's columns, in iteration numbers clipped
	// to the box, at least lo.
	rowEnd := func(i value.Value) value.Value {
		saved := fg.lane
		fg.lane = 0
		fg.cur.NewStore(i, fg.local(rowDim.Var))
		count := fg.rangeCount(lower, fg.expr(colDim.Upper), step, sc)
		fg.lane = saved
		return fg.umax(fg.umin(count, boxHi), lo)
	}
	blocks := func(rowVals []value.Value, from, to value.Value) {
		for _, cb := range colBlocks(t.Cols) {
			end := fg.wholeBlocks(from, to, cb)
			jl := fg.openLoop(colDim.Var.Name+".cols", from, end, i64c(int64(cb)), true)
			for c := range cb {
				colVal := fg.iterValue(lower, nsw(nuw(fg.cur.NewAdd(jl.it, i64c(int64(c))))), step, sc)
				for r, rv := range rowVals {
					lane := fg.lanes[r*cb+c]
					fg.cur.NewStore(rv, lane[rowDim.Var.Index])
					fg.cur.NewStore(colVal, lane[colDim.Var.Index])
				}
			}
			fg.jamStmts(k.Body, len(rowVals)*cb)
			fg.closeLoop(jl, nil)
			from = end
		}
	}
	rowValue := func(it value.Value, r int) value.Value {
		return fg.iterValue(rows.lower, nsw(nuw(fg.cur.NewAdd(it, i64c(int64(r))))), rows.step, rows.sc)
	}
	iMain := fg.wholeBlocks(rows.lo, rows.hi, t.Rows)
	il := fg.openLoop(rowDim.Var.Name+".rows", rows.lo, iMain, i64c(int64(t.Rows)), true)
	rowVals := make([]value.Value, t.Rows)
	ends := make([]value.Value, t.Rows)
	for r := range t.Rows {
		rowVals[r] = rowValue(il.it, r)
		ends[r] = rowEnd(rowVals[r])
	}
	shared := ends[0]
	for _, e := range ends[1:] {
		shared = fg.umin(shared, e)
	}
	blocks(rowVals, lo, shared)
	for r := range t.Rows {
		blocks(rowVals[r:r+1], shared, ends[r])
	}
	fg.closeLoop(il, nil)
	rl := fg.openLoop(rowDim.Var.Name+".rest", iMain, rows.hi, i64c(1), true)
	rv := rowValue(rl.it, 0)
	blocks([]value.Value{rv}, lo, rowEnd(rv))
	fg.closeLoop(rl, nil)
}

// exprReads reports whether e reads local v.
func exprReads(e kernel.Expr, v *kernel.Local) bool {
	found := false
	kernel.WalkExpr(e, func(x kernel.Expr) {
		if x, ok := x.(*kernel.Var); ok && x.Local == v {
			found = true
		}
	})
	return found
}

// ifElse emits if cond { then } else { els } and leaves the builder after.
func (fg *funcGen) ifElse(cond value.Value, name string, then, els func()) {
	pre := fg.cur
	tb, eb, end := fg.block(name+".then"), fg.block(name+".else"), fg.block(name+".end")
	pre.NewCondBr(cond, tb, eb)
	fg.cur = tb
	then()
	fg.cur.NewBr(end)
	fg.cur = eb
	els()
	fg.cur.NewBr(end)
	fg.cur = end
}

// colBlocks is the widths the columns of a panel run in: whole blocks of
// the tile's, then of 4 (one AVX2 vector of doubles), then one at a time.
func colBlocks(cols int) []int {
	if cols > 4 {
		return []int{cols, 4, 1}
	}
	if cols > 1 {
		return []int{cols, 1}
	}
	return []int{1}
}

// panelWidth emits the number of columns of a panel: the most whose
// re-read data (per column, the trip count of the body's first
// sequential loop times the element size) fits in half the L2 cache, a
// multiple of cols and at least cols; fits says whether cols of them do.
func (fg *funcGen) panelWidth(cols int) (width, fits value.Value) {
	loop := firstFor(fg.k.Body)
	if loop == nil {
		return i64c(int64(cols)), i1c(true)
	}
	lower, upper, step := fg.expr(loop.Lower), fg.expr(loop.Upper), fg.expr(loop.Step)
	trips := fg.rangeCount(lower, upper, step, constStep(loop.Step))
	elem := int64(tileElemSize(fg.k.Body))
	perCol := fg.umax(fg.cur.NewMul(trips, i64c(elem)), i64c(1))
	fit := fg.cur.NewAnd(fg.cur.NewUDiv(i64c(l2Bytes()/2), perCol), i64c(-int64(cols)))
	return fg.umax(fit, i64c(int64(cols))), fg.icmp(enum.IPredNE, fit, i64c(0))
}

// firstFor returns the first sequential loop among body's statements.
func firstFor(body []kernel.Stmt) *kernel.For {
	for _, s := range body {
		if f, ok := s.(*kernel.For); ok {
			return f
		}
	}
	return nil
}

// tileElemSize is the size of the array elements body reads and writes
// (kernelgen gives a Tile only where they have one type).
func tileElemSize(body []kernel.Stmt) int {
	size := 8
	walkStmtLoads(body, func(ld *kernel.Load) { size = ld.Array.Elem.ItemSize() })
	return size
}

// A packing copies, for each panel, the operands that every row of the
// tile reads again (b[k, j] in gemm: loads that read the columns' variable
// and the loop's, not the rows') into a buffer in the order the register
// blocks read them: per block of Cols columns, the loop's iterations one
// after the other, each with its Cols values side by side. The block's
// loop then reads memory in sequence instead of one row of b per
// iteration, whose stride (a power of two for n = 1024, 2048) maps the
// whole panel onto a few sets of the caches and one page per row.
type packing struct {
	loop  *kernel.For    // the loop whose iterations the buffer holds
	loads []*kernel.Load // the packed loads, each in its own region
	elem  kernel.Type
	cols  int

	trips  value.Value // iterations of loop
	region value.Value // elements per region: panel width × trips
	raw    value.Value // the buffer (i8*, freed at the end), or null
	buf    value.Value // the buffer as elements
	use    value.Value // i1: packing is on for this call

	// blockOff is, while a packed block is emitted, the offset in each
	// region of the block's columns.
	blockOff value.Value
	// rowBase is, inside loop, the offset of the iteration's values.
	rowBase value.Value
}

// planPacking returns the packing of a tiled kernel's body, or nil where
// no load qualifies or the kernel may fail (a failure leaves through a
// block that would not free the buffer). A load qualifies when it is a
// statement's operand directly in the body's first sequential loop, its
// array is never stored by the kernel, and its subscripts read that
// loop's variable and the columns' and otherwise only the outer Dims'
// variables: its value is then the same for every row of a block and
// known before the rows run.
func (fg *funcGen) planPacking(rowDim, colDim *kernel.Dim, cols int) *packing {
	k := fg.k
	loop := firstFor(k.Body)
	if loop == nil || k.MayFail {
		return nil
	}
	stored := map[*kernel.Array]bool{}
	kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
		if st, ok := s.(*kernel.Store); ok {
			stored[st.Array] = true
		}
	})
	allowed := map[*kernel.Local]bool{loop.Var: true, colDim.Var: true}
	for _, d := range k.Dims {
		if d != rowDim {
			allowed[d.Var] = true
		}
	}
	pk := &packing{loop: loop, cols: cols}
	for _, s := range loop.Body {
		if _, ok := s.(*kernel.Assign); !ok {
			if _, ok := s.(*kernel.Store); !ok {
				continue
			}
		}
		kernel.Exprs(s, func(root kernel.Expr) {
			kernel.WalkExpr(root, func(e kernel.Expr) {
				ld, ok := e.(*kernel.Load)
				if !ok || stored[ld.Array] || !subscriptsReadOnly(ld, allowed) ||
					!loadReads(ld, loop.Var) || !loadReads(ld, colDim.Var) {
					return
				}
				pk.loads = append(pk.loads, ld)
				pk.elem = ld.Array.Elem
			})
		})
	}
	if len(pk.loads) == 0 {
		return nil
	}
	return pk
}

// subscriptsReadOnly reports whether ld's subscripts read no local but
// those in vars, and no array.
func subscriptsReadOnly(ld *kernel.Load, vars map[*kernel.Local]bool) bool {
	ok := true
	for _, s := range ld.Index {
		kernel.WalkExpr(s.X, func(x kernel.Expr) {
			switch x := x.(type) {
			case *kernel.Var:
				ok = ok && vars[x.Local]
			case *kernel.Load:
				ok = false
			}
		})
	}
	return ok
}

// loadReads reports whether a subscript of ld reads v.
func loadReads(ld *kernel.Load, v *kernel.Local) bool {
	found := false
	for _, s := range ld.Index {
		kernel.WalkExpr(s.X, func(x kernel.Expr) {
			if x, ok := x.(*kernel.Var); ok && x.Local == v {
				found = true
			}
		})
	}
	return found
}

// allocPacking allocates pk's buffer for panels of width columns, where
// the panel fits the budget (fits) and some row runs (rows); pk.use says
// whether it got one.
func (fg *funcGen) allocPacking(pk *packing, width, fits, rows value.Value) {
	l := pk.loop
	pk.trips = fg.rangeCount(fg.expr(l.Lower), fg.expr(l.Upper), fg.expr(l.Step), constStep(l.Step))
	pk.region = fg.cur.NewMul(width, pk.trips)
	want := fg.and(fits, rows)
	elems := fg.cur.NewMul(pk.region, i64c(int64(len(pk.loads))))
	// aligned_alloc wants a multiple of the alignment: width is a
	// multiple of cols, and cols elements are 128 bytes.
	size := fg.sel(want, fg.cur.NewMul(elems, i64c(int64(pk.elem.ItemSize()))), i64c(0))
	alloc := fg.g.declare("aligned_alloc", types.I8Ptr, []ir.FuncAttribute{enum.FuncAttrNoUnwind}, types.I64, types.I64)
	alloc.ReturnAttrs = []ir.ReturnAttribute{enum.ReturnAttrNoAlias}
	pre := fg.cur
	get, ready := fg.block("pack.alloc"), fg.block("pack.ready")
	pre.NewCondBr(want, get, ready)
	call := get.NewCall(alloc, i64c(64), size)
	get.NewBr(ready)
	fg.cur = ready
	null := constant.NewNull(types.I8Ptr)
	phi := ready.NewPhi(ir.NewIncoming(call, get), ir.NewIncoming(null, pre))
	pk.raw = phi
	// Without memory the kernel runs unpacked.
	pk.use = fg.icmp(enum.IPredNE, phi, null)
	pk.buf = fg.cur.NewBitCast(phi, types.NewPointer(memType(pk.elem)))
}

// pack fills the buffer with the panel's whole blocks of columns [from,
// to): for each block, each iteration of the loop, each column.
func (fg *funcGen) pack(pk *packing, panelStart, to value.Value, colDim *kernel.Dim, cols dimRange) {
	saved := fg.lane
	fg.lane = 0
	l := pk.loop
	lower, step := fg.expr(l.Lower), fg.expr(l.Step)
	sc := constStep(l.Step)
	jb := fg.openLoop(colDim.Var.Name+".pack", panelStart, to, i64c(int64(pk.cols)), true)
	off := fg.cur.NewMul(fg.cur.NewSub(jb.it, panelStart), pk.trips)
	kl := fg.openLoop(l.Var.Name+".pack", i64c(0), pk.trips, i64c(1), true)
	fg.cur.NewStore(fg.iterValue(lower, kl.it, step, sc), fg.local(l.Var))
	base := nuw(fg.cur.NewAdd(off, fg.cur.NewMul(kl.it, i64c(int64(pk.cols)))))
	for c := range pk.cols {
		fg.cur.NewStore(fg.iterValue(cols.lower, nsw(nuw(fg.cur.NewAdd(jb.it, i64c(int64(c))))), cols.step, cols.sc), fg.local(colDim.Var))
		for r, ld := range pk.loads {
			v := fg.expr(ld)
			st := fg.cur.NewStore(v, fg.packedAddr(pk, r, base, c))
			st.Align = ir.Align(pk.elem.ItemSize())
		}
	}
	fg.closeLoop(kl, nil)
	fg.closeLoop(jb, nil)
	fg.lane = saved
}

// packedAddr is the address of column c of region r at offset base.
func (fg *funcGen) packedAddr(pk *packing, r int, base value.Value, c int) value.Value {
	idx := nuw(fg.cur.NewAdd(fg.cur.NewAdd(fg.cur.NewMul(pk.region, i64c(int64(r))), base), i64c(int64(c))))
	gep := fg.cur.NewGetElementPtr(memType(pk.elem), pk.buf, idx)
	gep.InBounds = true
	return gep
}

// packedLane points the packed loads, for the lane about to be emitted,
// at its column of the buffer (jamStmts calls it inside pk.loop).
func (fg *funcGen) packedLane(lane int) {
	pk := fg.packing
	if fg.subst == nil {
		fg.subst = map[kernel.Expr]value.Value{}
	}
	for r, ld := range pk.loads {
		v := fg.cur.NewLoad(memType(pk.elem), fg.packedAddr(pk, r, pk.rowBase, lane%pk.cols))
		v.Align = ir.Align(pk.elem.ItemSize())
		fg.subst[ld] = v
	}
}

// A promotion keeps, for each point of a register block, the elements the
// tile's loop updates in place (c[i, j] += a[i, k]*b[k, j]: the element
// does not move with k) in a register for the whole loop: loaded before
// it, stored after it. Each point's updates still happen in k's order on
// the one value; LLVM cannot do this itself, as it cannot tell that the
// block's points (c[i+r, j+c] for rows r apart by c's unknown row length)
// are distinct elements, which the Dims' independence says they are.
type promotion struct {
	loop   *kernel.For
	stores []*kernel.Store
	// regs holds, per store and lane, the element's value while the loop
	// runs.
	regs map[*kernel.Store][]value.Value
}

// planPromotion returns the promotion of a tiled kernel's first loop, or
// nil. A store qualifies when it is a statement directly in the loop, not
// atomic, its subscripts read neither the loop's variable nor anything the
// loop assigns, and the only other access to its array in the loop is the
// store's own load of the element (Store.SelfLoad). The kernel must not
// fail midway (its stores would be late), as for packing.
func (fg *funcGen) planPromotion() *promotion {
	k := fg.k
	loop := firstFor(k.Body)
	if loop == nil || k.MayFail {
		return nil
	}
	assigned := map[*kernel.Local]bool{loop.Var: true}
	kernel.WalkStmts(loop.Body, func(s kernel.Stmt) {
		switch x := s.(type) {
		case *kernel.Assign:
			assigned[x.Dst] = true
		case *kernel.For:
			assigned[x.Var] = true
		}
	})
	pr := &promotion{loop: loop, regs: map[*kernel.Store][]value.Value{}}
	for _, s := range loop.Body {
		st, ok := s.(*kernel.Store)
		if !ok || st.Atomic || st.Array.Elem.IsExtInt() {
			continue // an extended int's register and memory types differ
		}
		self := st.SelfLoad()
		if self == nil || subscriptsRead(st.Index, assigned) {
			continue
		}
		alone := true
		kernel.WalkStmts(loop.Body, func(s kernel.Stmt) {
			if o, ok := s.(*kernel.Store); ok && o != st && o.Array == st.Array {
				alone = false
			}
		})
		walkStmtLoads(loop.Body, func(ld *kernel.Load) {
			if ld.Array == st.Array && ld != self {
				alone = false
			}
		})
		if alone {
			pr.stores = append(pr.stores, st)
		}
	}
	if len(pr.stores) == 0 {
		return nil
	}
	return pr
}

// subscriptsRead reports whether a subscript reads a local in vars.
func subscriptsRead(idx []*kernel.Subscript, vars map[*kernel.Local]bool) bool {
	found := false
	for _, s := range idx {
		kernel.WalkExpr(s.X, func(x kernel.Expr) {
			if x, ok := x.(*kernel.Var); ok && vars[x.Local] {
				found = true
			}
		})
	}
	return found
}

// walkStmtLoads calls f on every array load in body, nested statements
// included.
func walkStmtLoads(body []kernel.Stmt, f func(*kernel.Load)) {
	kernel.WalkStmts(body, func(s kernel.Stmt) {
		kernel.Exprs(s, func(root kernel.Expr) {
			kernel.WalkExpr(root, func(e kernel.Expr) {
				if ld, ok := e.(*kernel.Load); ok {
					f(ld)
				}
			})
		})
	})
}

// promoteIn loads, before the loop, each promoted element of each of u
// lanes into a register (an alloca, which mem2reg makes one).
func (fg *funcGen) promoteIn(u int) {
	pr := fg.promote
	for _, st := range pr.stores {
		regs := make([]value.Value, u)
		for lane := range u {
			fg.lane = lane
			reg := fg.entry.NewAlloca(memType(st.Array.Elem))
			ld := fg.cur.NewLoad(memType(st.Array.Elem), fg.address(st.Array, st.Index))
			ld.Align = ir.Align(st.Array.Elem.ItemSize())
			fg.memAttach(&ld.Metadata, st.Array, true)
			fg.cur.NewStore(ld, reg)
			regs[lane] = reg
		}
		pr.regs[st] = regs
	}
	fg.lane = 0
}

// promoteOut stores the registers back after the loop.
func (fg *funcGen) promoteOut(u int) {
	pr := fg.promote
	for _, st := range pr.stores {
		for lane := range u {
			fg.lane = lane
			v := fg.cur.NewLoad(memType(st.Array.Elem), pr.regs[st][lane])
			out := fg.cur.NewStore(v, fg.address(st.Array, st.Index))
			out.Align = ir.Align(st.Array.Elem.ItemSize())
			fg.memAttach(&out.Metadata, st.Array, false)
		}
		delete(pr.regs, st)
	}
	fg.lane = 0
}

// promotedStmt emits a promoted store of the current lane on its
// register, reporting false for any other statement.
func (fg *funcGen) promotedStmt(s kernel.Stmt) bool {
	st, ok := s.(*kernel.Store)
	if !ok || fg.promote == nil || fg.promote.regs[st] == nil {
		return false
	}
	reg := fg.promote.regs[st][fg.lane]
	if fg.subst == nil {
		fg.subst = map[kernel.Expr]value.Value{}
	}
	fg.subst[st.SelfLoad()] = fg.cur.NewLoad(memType(st.Array.Elem), reg)
	fg.cur.NewStore(fg.expr(st.Value), reg)
	return true
}
