// This file emits statements: assignments, stores, guarded blocks and
// sequential loops.

package llvmgen

import (
	"slices"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

func (fg *funcGen) stmts(body []kernel.Stmt) {
	for _, s := range body {
		fg.stmt(s)
	}
}

func (fg *funcGen) stmt(s kernel.Stmt) {
	switch x := s.(type) {
	case *kernel.Assign:
		fg.assign(x.Dst, fg.expr(x.Value))
	case *kernel.Store:
		if x.Atomic {
			fg.atomicStore(x)
			return
		}
		// Python evaluates the value before the subscripts.
		v := fg.expr(x.Value)
		fg.storeElem(x.Array, x.Index, v)
	case *kernel.If:
		cond := fg.truth(fg.expr(x.Cond), x.Cond.Type())
		pre := fg.cur
		then := fg.block("if.then")
		fg.cur = then
		fg.stmts(x.Then)
		end := fg.block("if.end")
		fg.cur.NewBr(end)
		pre.NewCondBr(cond, then, end)
		fg.cur = end
	case *kernel.For:
		fg.forLoop(x)
	default:
		failf("kernel %s: statement %T", fg.k.Name, s)
	}
}

// forLoop emits a sequential loop: range()'s bounds evaluated once, the
// iteration number counting up to the range's length, and an early exit
// after an iteration that set one of the exit flags.
func (fg *funcGen) forLoop(x *kernel.For) {
	lower, upper, step := fg.expr(x.Lower), fg.expr(x.Upper), fg.expr(x.Step)
	sc := constStep(x.Step)
	count := fg.rangeCount(lower, upper, step, sc)
	if s := matchForLocate(fg.k, x); s != nil && !fg.g.cfg.gpu && (fg.sunk == nil || fg.sunk.at != x) {
		fg.locateLoop(s, lower, i64c(0), count) // a location search, vectorised (locate.go)
		return
	}
	l := fg.openLoop(x.Var.Name, i64c(0), count, i64c(1), true)
	fg.cur.NewStore(fg.iterValue(lower, l.it, step, sc), fg.local(x.Var))
	stopped := func() value.Value {
		var stop value.Value
		for _, e := range x.Exits {
			v := fg.loadLocal(e)
			if stop == nil {
				stop = v
			} else {
				stop = fg.or(stop, v)
			}
		}
		return stop
	}
	// Leave the loop as soon as a statement that may set an exit flag has
	// set one: every later statement of the iteration is guarded by the
	// flags anyway (if-conversion), and branching out keeps LLVM from
	// turning those guards into selects on the loop's critical path.
	if fg.sunk != nil && fg.sunk.at == x {
		// The last Dim runs here, around the body (cpuDims); the
		// loop has no exit flags (kernel.InsideFors).
		fg.sunk.emit()
		fg.closeLoop(l, nil)
		return
	}
	var early *ir.Block
	for i, st := range x.Body {
		fg.stmt(st)
		if i == len(x.Body)-1 || !setsFlag(st, x.Exits) {
			continue
		}
		if early == nil {
			early = fg.block(x.Var.Name + ".break")
		}
		next := fg.block(x.Var.Name + ".go")
		fg.cur.NewCondBr(stopped(), early, next)
		fg.cur = next
	}
	fg.closeLoop(l, stopped())
	if early != nil {
		early.NewBr(fg.cur)
	}
}

// setsFlag reports whether s may assign one of flags.
func setsFlag(s kernel.Stmt, flags []*kernel.Local) bool {
	found := false
	kernel.WalkStmts([]kernel.Stmt{s}, func(s kernel.Stmt) {
		if a, ok := s.(*kernel.Assign); ok && slices.Contains(flags, a.Dst) {
			found = true
		}
	})
	return found
}

// hasFor reports whether body holds a sequential loop.
func hasFor(body []kernel.Stmt) bool {
	found := false
	kernel.WalkStmts(body, func(s kernel.Stmt) {
		if _, ok := s.(*kernel.For); ok {
			found = true
		}
	})
	return found
}
