package frontend

// This file substitutes the induction scalars of inner loops, the packing
// and compaction spellings of a row:
//
//	for i in range(n):
//	    k = 0
//	    for j in range(lo, hi):
//	        out[i, k] = a[i, j]
//	        k += 1
//
// becomes
//
//	for i in range(n):
//	    k = 0
//	    for j in range(lo, hi):
//	        out[i, 0 + 1 * (j - lo)] = a[i, j]
//	    k = 0 + 1 * (hi - lo if lo < hi else 0)
//
// The scalar is no longer assigned inside the inner loop, so that loop is
// parallel where its subscripts allow, and the assignment after it leaves
// k as CPython's loop does (v0 when the range is empty). Unlike the
// outermost loop's case (induction.go), the step is moved out of the loop
// rather than replaced in place: in place, the scalar would be assigned by
// statements the plan may distribute into different kernels. A scalar
// stepped through a private one (induction_derived.go) is moved out the
// same way; the private scalar keeps its assignment, now of its closed
// form, in the loop. The same conditions hold (the step an integer
// constant, the loop body's only assignment to the scalar, at its top
// level; the loop's step 1; v0 the scalar's last assignment before the
// loop in the same block, integer arithmetic as written, unchanged by the
// loop), and besides: no break or continue in the loop (either would stop
// the count short of the trip count), and range arguments that can be
// evaluated again after the loop with the same values and the subset takes
// in a statement (names the loop does not assign, constants, arithmetic).

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// innerInductions returns root with the induction scalars of the loops
// inside it substituted as above.
func innerInductions(root *ast.For, found *[]string) *ast.For {
	body, changed := innerInductionsIn(root.Body, nestIntegers(root), found)
	if !changed {
		return root
	}
	cp := *root
	cp.Body = body
	return &cp
}

func innerInductionsIn(stmts []ast.Stmt, ints integerNames, found *[]string) ([]ast.Stmt, bool) {
	var out []ast.Stmt
	changed := false
	for i, st := range stmts {
		switch x := st.(type) {
		case *ast.For:
			f := x
			var after []ast.Stmt
			for {
				g, post := substituteInner(f, stmts[:i], ints, found)
				if g == nil {
					break
				}
				f, after, changed = g, append(post, after...), true
			}
			if body, ok := innerInductionsIn(f.Body, ints, found); ok {
				cp := *f
				cp.Body = body
				f, changed = &cp, true
			}
			out = append(out, f)
			out = append(out, after...)
			continue
		case *ast.If:
			body, ok1 := innerInductionsIn(x.Body, ints, found)
			els, ok2 := innerInductionsIn(x.Orelse, ints, found)
			if ok1 || ok2 {
				cp := *x
				cp.Body, cp.Orelse = body, els
				out = append(out, &cp)
				changed = true
				continue
			}
		}
		out = append(out, st)
	}
	return out, changed
}

// substituteInner substitutes the first induction scalar of f's body and
// returns the rewritten loop and the assignment that follows it, or nil.
func substituteInner(f *ast.For, before []ast.Stmt, ints integerNames, found *[]string) (*ast.For, []ast.Stmt) {
	loopVar, ok := f.Target.(*ast.Name)
	if !ok || len(f.Orelse) > 0 || breaksOrContinues(f.Body) {
		return nil, nil
	}
	lo, ok := unitRangeStart(f.Iter)
	if !ok {
		return nil, nil
	}
	call := f.Iter.(*ast.Call)
	hi := call.Args[len(call.Args)-1]
	if len(call.Args) == 3 {
		hi = call.Args[1]
	}
	bounds := namesIn(lo)
	for n := range namesIn(hi) {
		bounds[n] = true
	}
	if !reEvaluable(lo) || !reEvaluable(hi) || storesAny(f.Body, bounds) || bounds[string(loopVar.Id)] {
		return nil, nil
	}
	for _, ind := range inductions(f, loopVar, before, ints, func(name string) bool { return bounds[name] }) {
		st, name, step, v0 := f.Body[ind.At], ind.Name, ind.Step, ind.V0
		pos := ast.ExprBase{Pos: stmtPos(st)}
		num := func(v int64) ast.Expr { return &ast.Num{ExprBase: pos, N: py.Int(v)} }
		// v0 + step * count
		closed := func(count ast.Expr) ast.Expr {
			return &ast.BinOp{ExprBase: pos, Left: cloneExpr(v0, nil), Op: ast.Add,
				Right: &ast.BinOp{ExprBase: pos, Left: num(step), Op: ast.Mult, Right: count}}
		}
		// j - lo (+ extra): the iterations before this point.
		done := func(extra int64) ast.Expr {
			k := ast.Expr(&ast.BinOp{ExprBase: pos, Left: &ast.Name{ExprBase: pos, Id: loopVar.Id, Ctx: ast.Load}, Op: ast.Sub, Right: cloneExpr(lo, nil)})
			if extra != 0 {
				k = &ast.BinOp{ExprBase: pos, Left: k, Op: ast.Add, Right: num(extra)}
			}
			return k
		}
		body := ind.substitute(f.Body, closed(done(0)), closed(done(1)), nil)
		// hi - lo if lo < hi else 0 (not max(): a script may rebind it)
		trips := &ast.IfExp{ExprBase: pos,
			Test:   &ast.Compare{ExprBase: pos, Left: cloneExpr(lo, nil), Ops: []ast.CmpOp{ast.Lt}, Comparators: []ast.Expr{cloneExpr(hi, nil)}},
			Body:   &ast.BinOp{ExprBase: pos, Left: cloneExpr(hi, nil), Op: ast.Sub, Right: cloneExpr(lo, nil)},
			Orelse: num(0)}
		post := &ast.Assign{StmtBase: ast.StmtBase{Pos: pos.Pos},
			Targets: []ast.Expr{&ast.Name{ExprBase: pos, Id: ast.Identifier(name), Ctx: ast.Store}}, Value: closed(trips)}
		*found = append(*found, ind.names()...)
		cp := *f
		cp.Body = body
		return &cp, []ast.Stmt{post}
	}
	return nil, nil
}

// breaksOrContinues reports whether a break or continue of the loop whose
// body is stmts is among them (inside ifs; those of inner loops are
// theirs).
func breaksOrContinues(stmts []ast.Stmt) bool {
	for _, st := range stmts {
		switch x := st.(type) {
		case *ast.Break, *ast.Continue:
			return true
		case *ast.If:
			if breaksOrContinues(x.Body) || breaksOrContinues(x.Orelse) {
				return true
			}
		case *ast.With:
			if breaksOrContinues(x.Body) {
				return true
			}
		case *ast.Try:
			if breaksOrContinues(x.Body) || breaksOrContinues(x.Orelse) || breaksOrContinues(x.Finalbody) {
				return true
			}
			for _, h := range x.Handlers {
				if breaksOrContinues(h.Body) {
					return true
				}
			}
		case *ast.While:
			if breaksOrContinues(x.Orelse) {
				return true
			}
		case *ast.For:
			if breaksOrContinues(x.Orelse) {
				return true
			}
		}
	}
	return false
}

// reEvaluable reports whether e gives the same value when evaluated again
// while the names it reads keep theirs, and is a value the subset takes in
// a statement: names, constants, arithmetic. (len(a) and a.shape[k] are
// taken in range() only: in the assignment after the loop they would
// refuse the whole nest.)
func reEvaluable(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num, *ast.Name:
		return true
	case *ast.UnaryOp:
		return reEvaluable(x.Operand)
	case *ast.BinOp:
		return reEvaluable(x.Left) && reEvaluable(x.Right)
	}
	return false
}
