package frontend

import "github.com/go-python/gpython/ast"

// rewriteStmt rewrites st bottom up, as the record's rewrites before a nest
// is converted do (iterations.go, raises.go, lastvars.go): first the bodies
// of the for, while and if statements inside it, then st itself by f,
// which returns the statements that stand for it, or nil to keep it.
// Statements nothing changed are shared with the script's tree; changed
// reports whether anything was rewritten.
func rewriteStmt(st ast.Stmt, f func(ast.Stmt) []ast.Stmt) (out []ast.Stmt, changed bool) {
	switch x := st.(type) {
	case *ast.For:
		if body, ok := rewriteStmts(x.Body, f); ok {
			cp := *x
			cp.Body = body
			st, changed = &cp, true
		}
	case *ast.While:
		if body, ok := rewriteStmts(x.Body, f); ok {
			cp := *x
			cp.Body = body
			st, changed = &cp, true
		}
	case *ast.If:
		body, ok1 := rewriteStmts(x.Body, f)
		orelse, ok2 := rewriteStmts(x.Orelse, f)
		if ok1 || ok2 {
			cp := *x
			cp.Body, cp.Orelse = body, orelse
			st, changed = &cp, true
		}
	}
	if r := f(st); r != nil {
		return r, true
	}
	return []ast.Stmt{st}, changed
}

// rewriteStmts is rewriteStmt over a statement list.
func rewriteStmts(stmts []ast.Stmt, f func(ast.Stmt) []ast.Stmt) ([]ast.Stmt, bool) {
	var out []ast.Stmt
	changed := false
	for i, st := range stmts {
		sts, ok := rewriteStmt(st, f)
		if ok && !changed {
			out = append([]ast.Stmt(nil), stmts[:i]...)
			changed = true
		}
		if changed {
			out = append(out, sts...)
		}
	}
	if !changed {
		return stmts, false
	}
	return out, true
}

// rewriteLoop is rewriteStmt on a nest's root, whose rewrite is a loop.
func rewriteLoop(root *ast.For, f func(ast.Stmt) []ast.Stmt) *ast.For {
	out, changed := rewriteStmt(root, f)
	if !changed {
		return root
	}
	return out[0].(*ast.For)
}

// rewriteBodies returns root with body applied to the statements of every
// loop's body, root's own included (and, with ifs, of both branches of
// every if), inner statements first, copying only what changes. body
// reports whether it changed its list.
func rewriteBodies(root *ast.For, ifs bool, body func([]ast.Stmt) ([]ast.Stmt, bool)) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		switch x := st.(type) {
		case *ast.For:
			nb, changed := body(x.Body)
			if !changed {
				return nil
			}
			cp := *x
			cp.Body = nb
			return []ast.Stmt{&cp}
		case *ast.If:
			if !ifs {
				return nil
			}
			nb, changedBody := body(x.Body)
			ne, changedElse := body(x.Orelse)
			if !changedBody && !changedElse {
				return nil
			}
			cp := *x
			cp.Body, cp.Orelse = nb, ne
			return []ast.Stmt{&cp}
		}
		return nil
	})
}

// singleStore splits an assignment to one target, or an augmented
// assignment, into its target and value; ok is false for other
// statements.
func singleStore(st ast.Stmt) (target, value ast.Expr, ok bool) {
	switch x := st.(type) {
	case *ast.Assign:
		if len(x.Targets) == 1 {
			return x.Targets[0], x.Value, true
		}
	case *ast.AugAssign:
		return x.Target, x.Value, true
	}
	return nil, nil, false
}

// withValue returns a copy of st, a statement singleStore splits, with
// the value v.
func withValue(st ast.Stmt, v ast.Expr) ast.Stmt {
	switch x := st.(type) {
	case *ast.Assign:
		c := *x
		c.Value = v
		return &c
	case *ast.AugAssign:
		c := *x
		c.Value = v
		return &c
	}
	return st
}
