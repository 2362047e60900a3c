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
		pos := x.Pos
		at := ast.ExprBase{Pos: pos}
		lv := &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("%s·for%d", v, pos.Lineno)), Ctx: ast.Store}
		first := &ast.Assign{StmtBase: ast.StmtBase{Pos: pos},
			Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: t.Id, Ctx: ast.Store}},
			Value:   &ast.Name{ExprBase: at, Id: lv.Id, Ctx: ast.Load}}
		renamed := renameStmts(x.Body, map[string]ast.Expr{v: lv})
		return []ast.Stmt{&ast.For{StmtBase: x.StmtBase, Target: lv, Iter: x.Iter, Body: append([]ast.Stmt{first}, renamed...)}}
	})
}
