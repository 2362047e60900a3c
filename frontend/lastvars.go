package frontend

// This file keeps the loop variables of a nest exact where their last
// values cannot be computed from the ranges after the nest ran: a break
// may end a loop early, an if decides whether an inner loop runs, or the
// nest changes what a range reads. Code after the nest may read them (in
// the module's own code anything run later may), as a search does:
//
//	for i in range(n):
//	    if a[i] > thr:
//	        break
//	print(i)
//
// Each loop of the script's becomes a loop over a variable of its own,
// whose first statement assigns the script's variable:
//
//	for i·for12 in range(n):
//	    i = i·for12
//	    if a[i·for12] > thr:
//	        break
//
// so that i is a scalar the nest leaves as CPython's loop does: the value
// of the last iteration that ran, and unchanged (or unbound) when the
// loop never ran. The body reads the new variable where it read i, which
// keeps its subscripts affine. A loop whose body assigns its own variable
// keeps it; the nest then stays in the interpreter with the reason.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
)

// loopVarsAsScalars returns root rewritten as above when code after the
// nest may read its loop variables and lastValuesUnknown says their last
// values cannot be computed afterwards; otherwise root. names must have
// run on root.
func (b *builder) loopVarsAsScalars(site nestSite, root *ast.For) *ast.For {
	if len(b.loopVarReadsAfter(site)) == 0 && !b.namespaceMayReadLoopVars() {
		return root
	}
	if b.lastValuesUnknown(root) == "" {
		return root
	}
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		x, ok := st.(*ast.For)
		if !ok {
			return nil
		}
		t, ok := x.Target.(*ast.Name)
		if !ok || inlinedName(string(t.Id)) || stores(x.Body, string(t.Id)) || len(x.Orelse) > 0 {
			return nil
		}
		v := string(t.Id)
		lv, first := ownLoopVar(x, t)
		renamed := renameStmts(x.Body, map[string]ast.Expr{v: lv})
		return []ast.Stmt{&ast.For{StmtBase: x.StmtBase, Target: lv, Iter: x.Iter, Body: append([]ast.Stmt{first}, renamed...)}}
	})
}

// reboundLoopVars returns root with each loop whose body assigns its own
// variable (`for _ in range(n): _, mv = nearest(...)`, `for i in
// range(n): ... i += 1` as C programmers write it) over a variable of its
// own, assigning the script's at the start of each iteration:
//
//	for i·for12 in range(n):
//	    i = i·for12
//	    ...                     # i·for12 where the body reads i before assigning it
//
// Python's for assigns its variable at each iteration whatever the body
// did to it, so this is the same loop, and i after it is the last value
// the body left, as CPython has it. The statements before the first that
// assigns i read the new variable, which keeps their subscripts affine.
//
// Where the body assigns the variable before reading it and nothing reads
// it after the nest (`_`), the first assignment is left out: a value no
// one reads would be a scalar the kernels must hand over.
func (b *builder) reboundLoopVars(site nestSite, root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		x, ok := st.(*ast.For)
		if !ok || len(x.Orelse) > 0 {
			return nil
		}
		t, ok := x.Target.(*ast.Name)
		if !ok || inlinedName(string(t.Id)) || !stores(x.Body, string(t.Id)) {
			return nil
		}
		v := string(t.Id)
		innerLoop := false // an inner loop over the same name: refused as before
		ast.Walk(&ast.Module{Body: x.Body}, func(n ast.Ast) bool {
			if f, ok := n.(*ast.For); ok {
				if nm, ok := f.Target.(*ast.Name); ok && string(nm.Id) == v {
					innerLoop = true
				}
			}
			return !innerLoop
		})
		if innerLoop {
			return nil
		}
		lv, first := ownLoopVar(x, t)
		var body []ast.Stmt
		readFirst := b.liveOut(site, v) || b.fs.nestedScopeReads(v)
		for k, s := range x.Body {
			if stores([]ast.Stmt{s}, v) {
				// A store under an if or in a loop may not run: the
				// statements after it read the iteration's value then.
				_, plain := s.(*ast.Assign)
				readFirst = readFirst || loads([]ast.Stmt{s}, v) > 0 || !plain && loads(x.Body[k+1:], v) > 0
				body = append(body, x.Body[k:]...)
				break
			}
			readFirst = readFirst || loads([]ast.Stmt{s}, v) > 0
			body = append(body, renameStmts([]ast.Stmt{s}, map[string]ast.Expr{v: lv})...)
		}
		if readFirst {
			body = append([]ast.Stmt{first}, body...)
		}
		return []ast.Stmt{&ast.For{StmtBase: x.StmtBase, Target: lv, Iter: x.Iter, Body: body}}
	})
}

// ownLoopVar returns the variable of its own that loop x runs over in
// place of its target t, and the assignment of t from it that starts an
// iteration.
func ownLoopVar(x *ast.For, t *ast.Name) (*ast.Name, ast.Stmt) {
	at := ast.ExprBase{Pos: x.Pos}
	lv := &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("%s·for%d", t.Id, x.Lineno)), Ctx: ast.Store}
	first := &ast.Assign{StmtBase: ast.StmtBase{Pos: x.Pos},
		Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: t.Id, Ctx: ast.Store}},
		Value:   &ast.Name{ExprBase: at, Id: lv.Id, Ctx: ast.Load}}
	return lv, first
}
