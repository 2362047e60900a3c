// This file emits the CPU's vector search of a location reduction
// (argmin, argmax: kernel.Select outputs): a Dim loop whose body is only
//
//	p = a[..., i] CMP best
//	if p: best = a[..., i]
//	if p: loc = f(i, ...)              (any number of locations)
//
// runs with vector lanes instead of a compare-and-select chain, which no
// compiler vectorises.
//
// Write S(u) for the loop over the box started from best = u. S(u) ends
// at the first iteration whose candidate is the least (by CMP) of the
// candidates that compare CMP against u, for < and > (the last one for <=
// and >=), and selects nothing if none does; NaN candidates never
// compare (depend/locate.go has the argument). Each lane runs S(u) over
// the iterations of its lane, keeping the value and the iteration it
// selected; the lanes then fold in any order: a lane that selected wins
// over the result so far when its value is strictly better, or equal (by
// ==, so -0.0 and 0.0 tie) and its iteration earlier (later for <= and
// >=) or the result selected nothing yet. That is S(u) over the
// iterations the vectors ran, its value bit for bit (a lane's value is
// its candidate at its iteration); the iterations left over continue it
// one by one, and the group's assignments run once, at the iteration
// selected. The result is S(u)'s, ties, signed zeros and NaNs included.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// A locateSearch is a Dim loop that is a plain location search.
type locateSearch struct {
	cand  *kernel.Load  // a[..., i]: contiguous in i, unchecked
	best  *kernel.Local // the group's key
	cmp   kernel.CmpOp  // cand cmp best selects
	group []*kernel.If  // the branches of the group, in order
	dim   *kernel.Local // i
}

// One vector of the search is locateVectorBytes wide (AVX2's 32 bytes:
// 4 float64 or 8 float32 lanes); locateUnroll vectors run side by side,
// so that the compare-and-select chains of several overlap.
const (
	locateVectorBytes = 32
	locateUnroll      = 4
)

// matchLocate returns the search that the body of k's last Dim is, or
// nil: a location reduction's (Combine Select) whose Dim runs nothing
// else.
func matchLocate(k *kernel.Kernel) *locateSearch {
	if !kernel.Selects(k) || len(k.Dims) == 0 || k.Tile != nil {
		return nil
	}
	dim := k.Dims[len(k.Dims)-1]
	if dim.Ordered || dim.Inside > 0 {
		return nil
	}
	if c := constStep(dim.Step); c == nil || c.I != 1 {
		return nil
	}
	return matchSearch(k.Body, dim.Var)
}

// matchForLocate returns the search that the sequential loop x of k's
// body is (a location reduction reset in an enclosing loop, such as a
// per-row argmin), or nil. The loop has no exits, and nothing outside it
// reads its test.
func matchForLocate(k *kernel.Kernel, x *kernel.For) *locateSearch {
	if len(x.Exits) > 0 {
		return nil
	}
	if c := constStep(x.Step); c == nil || c.I != 1 {
		return nil
	}
	s := matchSearch(x.Body, x.Var)
	if s == nil {
		return nil
	}
	test := x.Body[0].(*kernel.Assign).Dst
	outside := false
	var visit func(body []kernel.Stmt)
	visit = func(body []kernel.Stmt) {
		for _, st := range body {
			if st == kernel.Stmt(x) {
				continue
			}
			kernel.Exprs(st, func(e kernel.Expr) { outside = outside || readsAny(e, map[*kernel.Local]bool{test: true}) })
			switch st := st.(type) {
			case *kernel.If:
				visit(st.Then)
			case *kernel.For:
				visit(st.Body)
			}
		}
	}
	visit(k.Body)
	if outside {
		return nil
	}
	return s
}

// matchSearch returns the search that body is, over loop variable i, or
// nil: the test, then branches on it assigning the group, best the
// candidate and the locations values that read no variable of the group
// and cannot fail.
func matchSearch(body []kernel.Stmt, i *kernel.Local) *locateSearch {
	if len(body) < 2 {
		return nil
	}
	test, ok := body[0].(*kernel.Assign)
	if !ok {
		return nil
	}
	value := test.Value
	if c, ok := value.(*kernel.Convert); ok && c.T.IsBool() && c.X.Type().IsBool() {
		value = c.X // the truth value of a comparison is itself
	}
	cmp, ok := value.(*kernel.Compare)
	if !ok || cmp.Op != kernel.Lt && cmp.Op != kernel.Le && cmp.Op != kernel.Gt && cmp.Op != kernel.Ge {
		return nil
	}
	s := &locateSearch{dim: i, cmp: cmp.Op}
	if v, ok := cmp.Y.(*kernel.Var); ok {
		s.best = v.Local
		s.cand, _ = cmp.X.(*kernel.Load)
	} else if v, ok := cmp.X.(*kernel.Var); ok {
		s.best = v.Local
		s.cand, _ = cmp.Y.(*kernel.Load)
		s.cmp = flipCmp(cmp.Op)
	}
	if s.best == nil || s.cand == nil || !contiguousIn(s.cand, i) || s.cand.Type() != s.best.Type {
		return nil
	}
	switch s.best.Type {
	case kernel.Float64, kernel.Float32, kernel.Int64, kernel.Int32:
	default:
		return nil
	}
	// The group: every local the branches assign, each once.
	group := map[*kernel.Local]bool{test.Dst: true, i: true}
	var branches []*kernel.If
	for _, st := range body[1:] {
		br, ok := st.(*kernel.If)
		if !ok || len(br.Then) == 0 {
			return nil
		}
		if v, ok := br.Cond.(*kernel.Var); !ok || v.Local != test.Dst {
			return nil
		}
		for _, t := range br.Then {
			a, ok := t.(*kernel.Assign)
			if !ok || group[a.Dst] || kernel.HasChecks([]kernel.Stmt{a}) {
				return nil
			}
			group[a.Dst] = true
		}
		branches = append(branches, br)
	}
	if !group[s.best] || readsAny(s.cand, map[*kernel.Local]bool{test.Dst: true, s.best: true}) {
		return nil
	}
	delete(group, i)
	for _, br := range branches {
		for _, t := range br.Then {
			a := t.(*kernel.Assign)
			if a.Dst == s.best {
				if kernel.ExprString(a.Value) != kernel.ExprString(s.cand) {
					return nil
				}
			} else if readsAny(a.Value, group) {
				return nil
			}
		}
	}
	for _, sub := range s.cand.Index {
		if readsAny(sub.X, group) {
			return nil
		}
	}
	s.group = branches
	return s
}

// contiguousIn reports whether the load's elements for consecutive values
// of i are consecutive in memory, with no subscript wrapped or checked:
// the array is contiguous, its last subscript is i, the others do not
// read i.
func contiguousIn(ld *kernel.Load, i *kernel.Local) bool {
	n := len(ld.Index)
	if n == 0 || ld.Array.Strides != nil { // a view's last axis may have any stride
		return false
	}
	for j, s := range ld.Index {
		if s.Wrap || s.Check {
			return false
		}
		if j == n-1 {
			if v, ok := s.X.(*kernel.Var); !ok || v.Local != i {
				return false
			}
		} else if readsAny(s.X, map[*kernel.Local]bool{i: true}) {
			return false
		}
	}
	return true
}

// readsAny reports whether e reads one of the locals.
func readsAny(e kernel.Expr, locals map[*kernel.Local]bool) bool {
	found := false
	kernel.WalkExpr(e, func(x kernel.Expr) {
		if v, ok := x.(*kernel.Var); ok && locals[v.Local] {
			found = true
		}
	})
	return found
}

func flipCmp(op kernel.CmpOp) kernel.CmpOp {
	switch op {
	case kernel.Lt:
		return kernel.Gt
	case kernel.Le:
		return kernel.Ge
	case kernel.Gt:
		return kernel.Lt
	case kernel.Ge:
		return kernel.Le
	}
	return op
}

// locateLoop emits the search s over iteration numbers [lo, hi) of its
// loop (the last Dim, or a sequential loop of the body), whose variable
// is lower + it at iteration it (step 1), in place of the loop.
func (fg *funcGen) locateLoop(s *locateSearch, lower, lo, hi value.Value) {
	t := llType(s.best.Type)
	lanes := uint64(locateVectorBytes / s.best.Type.ItemSize())
	vt := types.NewVector(lanes, t)
	u := fg.loadLocal(s.best)
	before := fg.loadLocal(s.dim)
	n := fg.sel(fg.icmp(enum.IPredULT, lo, hi), fg.cur.NewSub(hi, lo), i64c(0))
	// The candidate of iteration lo, and those after it at p0 + j.
	fg.cur.NewStore(nsw(fg.cur.NewAdd(lower, lo)), fg.local(s.dim))
	p0 := fg.address(s.cand.Array, s.cand.Index)
	elem := func(j value.Value) value.Value {
		gep := fg.cur.NewGetElementPtr(t, p0, j)
		gep.InBounds = true
		ld := fg.cur.NewLoad(t, gep)
		ld.Align = ir.Align(s.best.Type.ItemSize())
		return ld
	}
	better := func(x, y value.Value) value.Value { return fg.compare(s.cmp, x, y, s.best.Type) }

	// The lanes: values from u, iterations from -1 (none selected).
	step := int64(lanes) * locateUnroll
	nv := fg.cur.NewAnd(n, i64c(^(step - 1)))
	it := types.NewVector(lanes, types.I64)
	splat := func(x value.Value, vt *types.VectorType) value.Value {
		var v value.Value = constant.NewUndef(vt)
		for l := range lanes {
			v = fg.cur.NewInsertElement(v, x, i64c(int64(l)))
		}
		return v
	}
	uv := splat(u, vt)
	vals, its := make([]*ir.InstAlloca, locateUnroll), make([]*ir.InstAlloca, locateUnroll)
	for k := range vals {
		vals[k], its[k] = fg.entry.NewAlloca(vt), fg.entry.NewAlloca(it)
		fg.cur.NewStore(uv, vals[k])
		fg.cur.NewStore(splat(i64c(-1), it), its[k])
	}
	vl := fg.openLoop("locate.vec", i64c(0), nv, i64c(step), true)
	base := splat(vl.it, it)
	for k := range vals {
		offsets := make([]constant.Constant, lanes)
		for l := range lanes {
			offsets[l] = constant.NewInt(types.I64, int64(k)*int64(lanes)+int64(l))
		}
		gep := fg.cur.NewGetElementPtr(t, p0, fg.cur.NewAdd(vl.it, i64c(int64(k)*int64(lanes))))
		gep.InBounds = true
		x := fg.cur.NewLoad(vt, fg.cur.NewBitCast(gep, fg.ptr(vt)))
		x.Align = ir.Align(s.best.Type.ItemSize())
		v, at := fg.cur.NewLoad(vt, vals[k]), fg.cur.NewLoad(it, its[k])
		c := better(x, v)
		fg.cur.NewStore(fg.cur.NewSelect(c, x, v), vals[k])
		fg.cur.NewStore(fg.cur.NewSelect(c, fg.cur.NewAdd(base, constant.NewVector(it, offsets...)), at), its[k])
	}
	fg.closeLoop(vl, nil)

	// The lanes fold, then the iterations left over continue.
	first := s.cmp == kernel.Lt || s.cmp == kernel.Gt
	strict := map[kernel.CmpOp]kernel.CmpOp{kernel.Lt: kernel.Lt, kernel.Le: kernel.Lt, kernel.Gt: kernel.Gt, kernel.Ge: kernel.Gt}[s.cmp]
	m, at := fg.entry.NewAlloca(t), fg.entry.NewAlloca(types.I64)
	fg.cur.NewStore(u, m)
	fg.cur.NewStore(i64c(-1), at)
	for k := range vals {
		v, ix := fg.cur.NewLoad(vt, vals[k]), fg.cur.NewLoad(it, its[k])
		for l := range lanes {
			e, ei := fg.cur.NewExtractElement(v, i64c(int64(l))), fg.cur.NewExtractElement(ix, i64c(int64(l)))
			cur, curAt := fg.cur.NewLoad(t, m), fg.cur.NewLoad(types.I64, at)
			order := enum.IPredSLT
			if !first {
				order = enum.IPredSGT
			}
			tie := fg.and(fg.compare(kernel.Eq, e, cur, s.best.Type),
				fg.or(fg.icmp(enum.IPredSLT, curAt, i64c(0)), fg.icmp(order, ei, curAt)))
			wins := fg.and(fg.icmp(enum.IPredSGE, ei, i64c(0)), fg.or(fg.compare(strict, e, cur, s.best.Type), tie))
			fg.cur.NewStore(fg.sel(wins, e, cur), m)
			fg.cur.NewStore(fg.sel(wins, ei, curAt), at)
		}
	}
	rl := fg.openLoop("locate.rest", nv, n, i64c(1), true)
	x, cur := elem(rl.it), fg.cur.NewLoad(t, m)
	c := better(x, cur)
	fg.cur.NewStore(fg.sel(c, x, cur), m)
	fg.cur.NewStore(fg.sel(c, rl.it, fg.cur.NewLoad(types.I64, at)), at)
	fg.closeLoop(rl, nil)

	// The group's assignments, at the iteration selected.
	sel := fg.cur.NewLoad(types.I64, at)
	fg.ifThen(fg.icmp(enum.IPredSGE, sel, i64c(0)), "locate.at", func() {
		fg.cur.NewStore(nsw(fg.cur.NewAdd(lower, fg.cur.NewAdd(lo, sel))), fg.local(s.dim))
		for _, br := range s.group {
			fg.stmts(br.Then)
		}
	})
	// The variable ends as the loop leaves it: at its last value, or
	// untouched by an empty range.
	last := nsw(fg.cur.NewAdd(lower, fg.cur.NewSub(fg.cur.NewAdd(lo, n), i64c(1))))
	fg.cur.NewStore(fg.sel(fg.icmp(enum.IPredEQ, n, i64c(0)), before, last), fg.local(s.dim))
}
