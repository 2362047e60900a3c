// This file jams the innermost parallel loop into its sequential loops
// (unroll-and-jam), which is how a kernel such as gemm's
//
//	for i, j (parallel): acc = 0; for k: acc += a[i, k]*b[k, j]; c[i, j] = ...
//
// vectorizes without reordering any floating-point sum. LLVM's loop
// vectorizer only vectorizes innermost loops, and the k loop is a strict
// IEEE reduction it may not reorder; but the iterations of j are
// independent, so u of them may run in lockstep: one k loop computes u
// accumulators, each still summed in k's order, and LLVM's SLP vectorizer
// turns the u lanes (b[k, j..j+u-1] are contiguous) into vector operations.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// jamLanes is how many iterations run jammed: four doubles fill an AVX2
// register, and four lanes of a narrower type still give SLP a vector.
const jamLanes = 4

// jamWidth returns how many iterations of k's innermost Dim to jam, or 1
// where jamming does not apply or is not legal:
//
//   - the body has a sequential loop (otherwise the loop vectorizer does
//     better on its own);
//   - the kernel has no outputs: a reduction over the Dims would be summed
//     in another order, and a last value would need the last lane's;
//   - every sequential loop runs the same iterations in every lane: it is
//     not under an If, and its bounds read only constants, parameters,
//     outer Dims and enclosing sequential loops;
//   - a loop with exit flags runs in vector lanes (escape.go), its lanes
//     stopping apart: it is escapable, and the width is escapeLanes.
func jamWidth(k *kernel.Kernel) int {
	if len(k.Dims) == 0 || len(k.Outputs) > 0 || !hasFor(k.Body) || k.Dims[len(k.Dims)-1].Ordered {
		return 1
	}
	invariant := map[*kernel.Local]bool{}
	for _, d := range k.Dims[:len(k.Dims)-1] {
		invariant[d.Var] = true
	}
	if !jammable(k.Body, invariant) {
		return 1
	}
	escapes := false
	kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
		if f, ok := s.(*kernel.For); ok && len(f.Exits) > 0 {
			escapes = true
		}
	})
	if escapes {
		return escapeLanes
	}
	return jamLanes
}

func jammable(body []kernel.Stmt, invariant map[*kernel.Local]bool) bool {
	for _, s := range body {
		switch x := s.(type) {
		case *kernel.For:
			if len(x.Exits) > 0 {
				if !escapable(x, invariant) {
					return false
				}
				continue
			}
			if !laneInvariant(x.Lower, invariant) || !laneInvariant(x.Upper, invariant) || !laneInvariant(x.Step, invariant) {
				return false
			}
			invariant[x.Var] = true
			ok := jammable(x.Body, invariant)
			delete(invariant, x.Var)
			if !ok {
				return false
			}
		case *kernel.If:
			if hasFor(x.Then) {
				return false
			}
		}
	}
	return true
}

// laneInvariant reports whether e has one value in every lane.
func laneInvariant(e kernel.Expr, invariant map[*kernel.Local]bool) bool {
	ok := true
	kernel.WalkExpr(e, func(x kernel.Expr) {
		switch x := x.(type) {
		case *kernel.Var:
			ok = ok && invariant[x.Local]
		case *kernel.Load:
			ok = false // the body may store into the array
		}
	})
	return ok
}

// jammedDim emits the jammed loop over the first iterations of [lo, hi)
// that make whole groups of u, and returns where the remainder starts (the
// caller's ordinary loop runs it).
func (fg *funcGen) jammedDim(dim *kernel.Dim, lower, step value.Value, sc *kernel.Const, lo, hi value.Value, u int) value.Value {
	fg.ensureLanes(u)
	// The outer Dims' variables are the only locals set outside the body.
	for _, d := range fg.k.Dims {
		if d != dim {
			v := fg.cur.NewLoad(llType(d.Var.Type), fg.locals[d.Var.Index])
			for lane := 1; lane < u; lane++ {
				fg.cur.NewStore(v, fg.lanes[lane][d.Var.Index])
			}
		}
	}
	span := fg.sel(fg.icmp(enum.IPredUGT, hi, lo), fg.cur.NewSub(hi, lo), i64c(0))
	mainEnd := nuw(fg.cur.NewAdd(lo, fg.cur.NewAnd(span, i64c(-int64(u))))) // u is a power of two
	l := fg.openLoop(dim.Var.Name+".jam", lo, mainEnd, i64c(int64(u)), true)
	for lane := range u {
		it := nsw(nuw(fg.cur.NewAdd(l.it, i64c(int64(lane)))))
		fg.cur.NewStore(fg.iterValue(lower, it, step, sc), fg.lanes[lane][dim.Var.Index])
	}
	fg.jamStmts(fg.k.Body, u)
	fg.closeLoop(l, nil)
	return mainEnd
}

// ensureLanes gives every local u copies (lane 0 is the local itself),
// the inputs loaded into each.
func (fg *funcGen) ensureLanes(u int) {
	if fg.lanes != nil {
		return
	}
	fg.lanes = [][]*ir.InstAlloca{fg.locals}
	for lane := 1; lane < u; lane++ {
		copies := make([]*ir.InstAlloca, len(fg.k.Locals))
		for i, l := range fg.k.Locals {
			a := fg.entry.NewAlloca(llType(l.Type))
			fg.named(a, l.Name+".addr")
			fg.entry.NewStore(fg.entry.NewLoad(llType(l.Type), fg.locals[i]), a)
			copies[i] = a
		}
		fg.lanes = append(fg.lanes, copies)
	}
}

// jamStmts emits body once per lane, statement by statement, sharing the
// sequential loops (jamWidth checked that they are lane-invariant).
func (fg *funcGen) jamStmts(body []kernel.Stmt, u int) {
	for _, s := range body {
		f, ok := s.(*kernel.For)
		if ok && len(f.Exits) > 0 {
			fg.escapeFor(f, u) // in vector lanes (escape.go)
			continue
		}
		if !ok {
			for lane := range u {
				fg.lane = lane
				if pk := fg.packing; pk != nil && pk.rowBase != nil {
					fg.packedLane(lane) // a packed block's loop (tile.go)
				}
				if !fg.promotedStmt(s) {
					fg.stmt(s)
				}
			}
			fg.lane = 0
			fg.subst = nil
			continue
		}
		lower, upper, step := fg.expr(f.Lower), fg.expr(f.Upper), fg.expr(f.Step)
		sc := constStep(f.Step)
		count := fg.rangeCount(lower, upper, step, sc)
		promoted := fg.promote != nil && fg.promote.loop == f
		if promoted {
			fg.promoteIn(u) // tile.go
		}
		l := fg.openLoop(f.Var.Name, i64c(0), count, i64c(1), true)
		v := fg.iterValue(lower, l.it, step, sc)
		for lane := range u {
			fg.cur.NewStore(v, fg.lanes[lane][f.Var.Index])
		}
		if pk := fg.packing; pk != nil && pk.loop == f {
			pk.rowBase = nuw(fg.cur.NewAdd(pk.blockOff, fg.cur.NewMul(l.it, i64c(int64(pk.cols)))))
		}
		fg.jamStmts(f.Body, u)
		if pk := fg.packing; pk != nil && pk.loop == f {
			pk.rowBase = nil
		}
		fg.closeLoop(l, nil)
		if promoted {
			fg.promoteOut(u)
		}
	}
}
