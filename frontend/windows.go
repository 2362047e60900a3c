package frontend

// This file takes the bounds of a moving window, clipped to the array, as
// smoothing, banded and triangular codes write them:
//
//	for i in range(n):                  for i in range(n):
//	    for j in range(max(0, i - w),        for j in range(i - w, i + w + 1):
//	                   min(n, i + w + 1)):       if 0 <= j and j < n:
//	        s += x[j]                                s += x[j]
//
// A bound that changes with the loops around it must be affine for the
// analysis; min and max of affine bounds are not. The loop runs instead
// over the range of the arguments that change with the outer loops, and
// its body only where the other arguments allow: the same iterations with
// the same values of j, in the same order (a break or continue included).
// Only the value j is left with differs, so the loop variable must not be
// read after the loop inside the nest; package closure, which runs the
// loops as written to find the values loop variables are left with after
// the nest, sees the clipped range. The step must be 1.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// windowLoops returns root with its windows rewritten as above, or root
// itself where there is none.
func (b *builder) windowLoops(root *ast.For) *ast.For {
	if b.fs.shadowed("min") || b.fs.shadowed("max") || b.fs.shadowed("range") {
		return root
	}
	varying := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		if nm, ok := n.(*ast.Name); ok && nm.Ctx != ast.Load {
			varying[string(nm.Id)] = true
		}
		if a, ok := n.(*ast.AugAssign); ok {
			if nm, ok := a.Target.(*ast.Name); ok {
				varying[string(nm.Id)] = true
			}
		}
		return true
	})
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		f, ok := st.(*ast.For)
		if !ok || f == root {
			return nil
		}
		if w := windowLoop(f, varying, root); w != nil {
			return []ast.Stmt{w}
		}
		return nil
	})
}

// windowLoop returns the loop equivalent to f, whose range is clipped by
// max() of its start or min() of its stop, or nil.
func windowLoop(f *ast.For, varying map[string]bool, root *ast.For) *ast.For {
	call, ok := f.Iter.(*ast.Call)
	target, isName := f.Target.(*ast.Name)
	if !ok || !isName || len(f.Orelse) > 0 || !isBuiltinCall(call, "range") || len(call.Args) < 1 || len(call.Args) > 3 {
		return nil
	}
	if len(call.Args) == 3 {
		if v, ok := constantInt(call.Args[2]); !ok || v != 1 {
			return nil
		}
	}
	changes := func(e ast.Expr) bool {
		for n := range namesIn(e) {
			if varying[n] {
				return true
			}
		}
		return false
	}
	// split returns the argument of a two-argument min or max call that
	// changes with the outer loops (the first, if both do), and the other.
	split := func(e ast.Expr, fn string) (kept, other ast.Expr) {
		c, ok := e.(*ast.Call)
		if !ok || !isBuiltinCall(c, fn) || len(c.Args) != 2 || !changes(e) {
			return nil, nil
		}
		if changes(c.Args[0]) || !changes(c.Args[1]) {
			return c.Args[0], c.Args[1]
		}
		return c.Args[1], c.Args[0]
	}
	var start, stop ast.Expr = &ast.Num{ExprBase: call.ExprBase, N: py.Int(0)}, call.Args[0]
	if len(call.Args) > 1 {
		start, stop = call.Args[0], call.Args[1]
	}
	newStart, low := split(start, "max")
	newStop, high := split(stop, "min")
	if low == nil && high == nil {
		return nil
	}
	j := string(target.Id)
	if readOutside(root, f, j) {
		return nil // the loop variable's value after the loop would differ
	}
	at := ast.ExprBase{Pos: f.Pos}
	cmp := func(l ast.Expr, op ast.CmpOp, r ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: cloneExpr(l, nil), Ops: []ast.CmpOp{op}, Comparators: []ast.Expr{cloneExpr(r, nil)}}
	}
	jv := &ast.Name{ExprBase: at, Id: target.Id, Ctx: ast.Load}
	var tests []ast.Expr
	if low != nil {
		start = newStart
		tests = append(tests, cmp(low, ast.LtE, jv))
	}
	if high != nil {
		stop = newStop
		tests = append(tests, cmp(jv, ast.Lt, high))
	}
	test := tests[0]
	if len(tests) == 2 {
		test = &ast.BoolOp{ExprBase: at, Op: ast.And, Values: tests}
	}
	guarded := &ast.If{StmtBase: ast.StmtBase{Pos: f.Pos}, Test: test, Body: f.Body}
	rng := &ast.Call{ExprBase: call.ExprBase, Func: call.Func, Args: []ast.Expr{cloneExpr(start, nil), cloneExpr(stop, nil)}}
	cp := *f
	cp.Iter = rng
	cp.Body = []ast.Stmt{guarded}
	return &cp
}

// readOutside reports whether the nest root reads name anywhere but in
// the body of loop f (where it is f's variable).
func readOutside(root *ast.For, f *ast.For, name string) bool {
	found := false
	var walk func(n ast.Ast) bool
	walk = func(n ast.Ast) bool {
		if g, ok := n.(*ast.For); ok && g.Pos == f.Pos {
			return false // f's own range and body (f may be a copy of g)
		}
		if nm, ok := n.(*ast.Name); ok && nm.Ctx == ast.Load && string(nm.Id) == name {
			found = true
		}
		return !found
	}
	ast.Walk(root, walk)
	return found
}
