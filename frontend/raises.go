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
//
// `assert test, msg` is `if not test: raise AssertionError(msg)`: the
// failure sits under the negated test, and the interpreter evaluates the
// message and raises.
func raisesAsFailures(root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		switch x := st.(type) {
		case *ast.Raise:
			pos := x.Pos
			return []ast.Stmt{failure(fmt.Sprintf("raise·%d·%d", pos.Lineno, pos.ColOffset), ast.ExprBase{Pos: pos})}
		case *ast.Assert:
			at := ast.ExprBase{Pos: x.Pos}
			return []ast.Stmt{failWhen(&ast.UnaryOp{ExprBase: at, Op: ast.Not, Operand: x.Test}, fmt.Sprintf("assert·%d·%d", x.Pos.Lineno, x.Pos.ColOffset), at)}
		}
		return nil
	})
}

// failure returns the assignment to name that always fails the nest's
// run-time check: a kernel reaching it stops, and the closure runs the
// nest again in the interpreter.
func failure(name string, at ast.ExprBase) ast.Stmt {
	nan := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "float", Ctx: ast.Load}, Args: []ast.Expr{&ast.Str{ExprBase: at, S: py.String("nan")}}}
	value := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "int", Ctx: ast.Load}, Args: []ast.Expr{nan}}
	return &ast.Assign{StmtBase: ast.StmtBase{Pos: at.Pos}, Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Store}}, Value: value}
}

// failWhen returns `if test: <failure of name>`.
func failWhen(test ast.Expr, name string, at ast.ExprBase) ast.Stmt {
	return &ast.If{StmtBase: ast.StmtBase{Pos: at.Pos}, Test: test, Body: []ast.Stmt{failure(name, at)}}
}

// failUnless returns `if not (c1 and c2 ...): <failure of name>`, or nil
// for no checks.
func failUnless(checks []ast.Expr, name string, at ast.ExprBase) ast.Stmt {
	if len(checks) == 0 {
		return nil
	}
	all := checks[0]
	if len(checks) > 1 {
		all = &ast.BoolOp{ExprBase: at, Op: ast.And, Values: checks}
	}
	return failWhen(&ast.UnaryOp{ExprBase: at, Op: ast.Not, Operand: all}, name, at)
}

// printsAsFailures returns root with each call of print that is a
// statement under an if (an error or progress message: `if d[u] + w <
// d[v]: print("negative cycle"); return 1`) rewritten as a failure: a
// kernel that reaches it stops, and the closure runs the nest again in
// the interpreter, which prints as CPython does, in order with the rest
// of the script's output. Calls that print nothing run as kernels. A
// print outside any if would fail every call, and keeps its reason.
func (b *builder) printsAsFailures(root *ast.For) *ast.For {
	if b.fs.shadowed("print") {
		return root
	}
	asFailure := func(st ast.Stmt) []ast.Stmt {
		x, ok := st.(*ast.ExprStmt)
		if !ok {
			return nil
		}
		if c, isCall := x.Value.(*ast.Call); isCall && isBuiltinCall(c, "print") {
			return []ast.Stmt{failure(fmt.Sprintf("print·%d·%d", x.Lineno, x.ColOffset), ast.ExprBase{Pos: x.Pos})}
		}
		return nil
	}
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		x, ok := st.(*ast.If)
		if !ok {
			return nil
		}
		body, c1 := rewriteStmts(x.Body, asFailure)
		orelse, c2 := rewriteStmts(x.Orelse, asFailure)
		if !c1 && !c2 {
			return nil
		}
		cp := *x
		cp.Body, cp.Orelse = body, orelse
		return []ast.Stmt{&cp}
	})
}
