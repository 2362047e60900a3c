package frontend

// This file removes `continue` from a nest's loops before the record is
// built, as people write it to skip the rest of an iteration:
//
//	for i in range(n):
//	    if a[i] < 0:
//	        continue
//	    b[i] = math.sqrt(a[i])
//
// becomes
//
//	for i in range(n):
//	    if a[i] < 0:
//	        pass
//	    else:
//	        b[i] = math.sqrt(a[i])
//
// A branch that ends with continue (or whose if/elif/else chain has one
// that does) leaves the statements after the if to the branches that do
// not continue, which is what CPython runs; a continue at the top level of
// a body drops what follows it, which never runs. A continue anywhere
// else (inside a with or try) keeps the loop as it is, and the subset
// refuses it with its reason. Only the front end's record sees the
// rewrite: the interpreter runs the loop as written.

import (
	"slices"

	"github.com/go-python/gpython/ast"
)

// loopsWithoutContinue returns root with the continue statements of its
// loops removed as above, or root itself where there is none to remove.
func loopsWithoutContinue(root *ast.For) *ast.For {
	f, _ := withoutContinue(root).(*ast.For)
	return f
}

// withoutContinue rewrites one loop statement, the loops inside it first.
func withoutContinue(loop ast.Stmt) ast.Stmt {
	switch x := loop.(type) {
	case *ast.For:
		if body, ok := bodyWithoutContinue(x.Body); ok {
			cp := *x
			cp.Body = body
			return &cp
		}
	case *ast.While:
		if body, ok := bodyWithoutContinue(x.Body); ok {
			cp := *x
			cp.Body = body
			return &cp
		}
	}
	return loop
}

// bodyWithoutContinue returns a loop body without the loop's own
// continues, and whether it changed (false also where one is left that
// the rewrite does not take).
func bodyWithoutContinue(stmts []ast.Stmt) ([]ast.Stmt, bool) {
	out, changed, ok := dropContinues(stmts)
	return out, changed && ok
}

// dropContinues rewrites stmts, the rest of a loop body from some point:
// it reports whether anything changed and whether no continue of the loop
// is left.
func dropContinues(stmts []ast.Stmt) (out []ast.Stmt, changed, ok bool) {
	for i, st := range stmts {
		rest := stmts[i+1:]
		switch x := st.(type) {
		case *ast.Continue:
			return out, true, true // what follows never runs
		case *ast.For, *ast.While:
			var orelse []ast.Stmt
			if f, isFor := x.(*ast.For); isFor {
				orelse = f.Orelse
			} else {
				orelse = x.(*ast.While).Orelse
			}
			if slices.ContainsFunc(orelse, hasOwnContinue) {
				return stmts, false, false // an else clause's continue is this loop's
			}
			inner := withoutContinue(x)
			changed = changed || inner != st
			out = append(out, inner)
			continue
		case *ast.If:
			if !continues(x.Body) && !continues(x.Orelse) {
				break
			}
			body, orelse := append(x.Body[:len(x.Body):len(x.Body)], rest...), append(x.Orelse[:len(x.Orelse):len(x.Orelse)], rest...)
			b, _, okB := dropContinues(body)
			e, _, okE := dropContinues(orelse)
			if len(b) == 0 {
				b = []ast.Stmt{&ast.Pass{StmtBase: x.StmtBase}}
			}
			cp := *x
			cp.Body, cp.Orelse = b, e
			return append(out, &cp), true, okB && okE
		}
		if hasOwnContinue(st) {
			return stmts, false, false
		}
		out = append(out, st)
	}
	return out, changed, true
}

// continues reports whether a branch ends with continue, directly or in
// a branch of an if/elif/else chain that ends it.
func continues(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch x := stmts[len(stmts)-1].(type) {
	case *ast.Continue:
		return true
	case *ast.If:
		return continues(x.Body) || continues(x.Orelse)
	}
	return false
}

// hasOwnContinue reports whether st holds a continue of the loop around
// it (not of a loop inside st).
func hasOwnContinue(st ast.Stmt) bool {
	found := false
	var walk func(stmts []ast.Stmt)
	walk = func(stmts []ast.Stmt) {
		for _, s := range stmts {
			switch x := s.(type) {
			case *ast.Continue:
				found = true
			case *ast.If:
				walk(x.Body)
				walk(x.Orelse)
			case *ast.With:
				walk(x.Body)
			case *ast.Try:
				walk(x.Body)
				walk(x.Orelse)
				walk(x.Finalbody)
				for _, h := range x.Handlers {
					walk(h.Body)
				}
			}
		}
	}
	walk([]ast.Stmt{st})
	return found
}
