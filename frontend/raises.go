package frontend

// This file lets a nest hold a raise, as validation in a loop does:
//
//	for i in range(n):
//	    if a[i] < 0:
//	        raise ValueError("negative at %d" % i)
//	    b[i] = math.sqrt(a[i])
//
// The raise becomes an assignment whose value always fails a run-time
// check (int() of a NaN, a ValueError), under the raise's conditions:
//
//	raise·3·12 = int(float("nan"))
//
// A kernel that reaches it stops; the closure puts back the arrays the
// nest wrote (a nest that may fail runs on copies' terms, closure's
// snapshot) and runs the nest again in the interpreter, which raises the
// script's own exception where CPython does, with its message and
// traceback. Calls that raise nothing run as kernels. Only the front end's
// record sees the rewrite.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// raisesAsFailures returns root with its raises rewritten as above, or
// root itself where it has none.
func raisesAsFailures(root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		x, ok := st.(*ast.Raise)
		if !ok {
			return nil
		}
		pos := x.Pos
		at := ast.ExprBase{Pos: pos}
		call := func(fn string, arg ast.Expr) *ast.Call {
			return &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: ast.Identifier(fn), Ctx: ast.Load}, Args: []ast.Expr{arg}}
		}
		target := &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("raise·%d·%d", pos.Lineno, pos.ColOffset)), Ctx: ast.Store}
		fail := call("int", call("float", &ast.Str{ExprBase: at, S: py.String("nan")}))
		return []ast.Stmt{&ast.Assign{StmtBase: x.StmtBase, Targets: []ast.Expr{target}, Value: fail}}
	})
}
