package frontend

// This file finds induction scalars stepped through a private scalar, as
// TSVC's s128 writes them:
//
//	j = -1
//	for i in range(h):
//	    k = j + 1
//	    a[i] = b[k] - d[i]
//	    j = k + 1
//	    b[k] = a[i] + c[k]
//
// j's only assignment in the body, j = k + 1, reads k, whose only
// assignment, k = j + 1, comes before it at the top level of the body:
// forward-substituted, the step is j = j + 2, so j is an induction scalar
// with step 2, and k, at every read after its assignment, is j's value
// before the step plus 1. Both get their closed forms:
//
//	for i in range(h):
//	    k = -1 + 2 * (i - 0) + 1
//	    a[i] = b[-1 + 2 * (i - 0) + 1] - d[i]
//	    j = -1 + 2 * (i - 0 + 1)
//	    b[-1 + 2 * (i - 0) + 1] = a[i] + c[-1 + 2 * (i - 0) + 1]
//
// b[k] is then b[2i] to the dependence tests, and i runs in parallel. k is
// still assigned in every iteration, so both scalars end as CPython leaves
// them (the last iteration's values; unchanged when the loop runs none).
// A read of k before its assignment in the body (the previous iteration's
// value) keeps reading k.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// A derivedScalar is the private scalar an induction steps through: the
// statement at At, the body's only assignment to Name, sets it to the
// induction scalar's value there plus Offset.
type derivedScalar struct {
	At     int
	Name   string
	Offset int64
}

// derivedStep reads body[at] as `s = t + c2` (or t - c2, c2 + t, t) where
// t's only assignment in body is `t = s + c1` (the same spellings) at its
// top level before at, and returns s, the step c1 + c2 and t.
func derivedStep(body []ast.Stmt, at int) (string, int64, *derivedScalar, bool) {
	s, t, c2, ok := offsetAssign(body[at])
	if !ok || s == t {
		return "", 0, nil, false
	}
	def := -1
	for k := at - 1; k >= 0; k-- {
		if stores(body[k:k+1], t) {
			def = k
			break
		}
	}
	if def < 0 {
		return "", 0, nil, false
	}
	others := append(append([]ast.Stmt(nil), body[:def]...), body[def+1:]...)
	if stores(others, t) {
		return "", 0, nil, false
	}
	target, base, c1, ok := offsetAssign(body[def])
	if !ok || target != t || base != s {
		return "", 0, nil, false
	}
	return s, c1 + c2, &derivedScalar{At: def, Name: t, Offset: c1}, true
}

// offsetAssign reads `x = y + c`, `x = y - c`, `x = c + y` or `x = y`
// with x and y names and c an integer constant, and returns x, y and the
// signed offset.
func offsetAssign(st ast.Stmt) (target, base string, offset int64, ok bool) {
	a, isAssign := st.(*ast.Assign)
	if !isAssign || len(a.Targets) != 1 {
		return "", "", 0, false
	}
	x, isName := a.Targets[0].(*ast.Name)
	if !isName {
		return "", "", 0, false
	}
	intConst := func(e ast.Expr) (int64, bool) {
		if n, ok := e.(*ast.Num); ok {
			v, ok := n.N.(py.Int)
			return int64(v), ok
		}
		return 0, false
	}
	switch v := a.Value.(type) {
	case *ast.Name:
		return string(x.Id), string(v.Id), 0, true
	case *ast.BinOp:
		if y, ok := v.Left.(*ast.Name); ok {
			if c, ok := intConst(v.Right); ok {
				switch v.Op {
				case ast.Add:
					return string(x.Id), string(y.Id), c, true
				case ast.Sub:
					return string(x.Id), string(y.Id), -c, true
				}
			}
		}
		if y, ok := v.Right.(*ast.Name); ok && v.Op == ast.Add {
			if c, ok := intConst(v.Left); ok {
				return string(x.Id), string(y.Id), c, true
			}
		}
	}
	return "", "", 0, false
}

// names are the scalars the substitution replaces: the induction scalar
// and the scalar it steps through.
func (ind induction) names() []string {
	if ind.Via == nil {
		return []string{ind.Name}
	}
	return []string{ind.Name, ind.Via.Name}
}

// substitute copies body with the induction scalar's reads replaced by
// before (its value before the step) up to the step and by after from
// there on, the step itself replaced by stepped (dropped when nil), and
// the reads of the scalar it steps through, after that scalar's
// assignment, by before plus the offset.
func (ind induction) substitute(body []ast.Stmt, before, after ast.Expr, stepped ast.Stmt) []ast.Stmt {
	var derived ast.Expr
	if ind.Via != nil {
		derived = withOffset(before, ind.Via.Offset)
	}
	out := make([]ast.Stmt, 0, len(body))
	for k, st := range body {
		if k == ind.At {
			if stepped != nil {
				out = append(out, stepped)
			}
			continue
		}
		rename := map[string]ast.Expr{ind.Name: before}
		if k > ind.At {
			rename[ind.Name] = after
		}
		if ind.Via != nil && k > ind.Via.At {
			rename[ind.Via.Name] = derived
		}
		out = append(out, renameStmts([]ast.Stmt{st}, rename)...)
	}
	return out
}

// withOffset is e + c (e - |c| for a negative c; e itself for 0).
func withOffset(e ast.Expr, c int64) ast.Expr {
	pos := ast.ExprBase{Pos: ast.Pos{Lineno: e.GetLineno(), ColOffset: e.GetColOffset()}}
	switch {
	case c > 0:
		return &ast.BinOp{ExprBase: pos, Left: cloneExpr(e, nil), Op: ast.Add, Right: &ast.Num{ExprBase: pos, N: py.Int(c)}}
	case c < 0:
		return &ast.BinOp{ExprBase: pos, Left: cloneExpr(e, nil), Op: ast.Sub, Right: &ast.Num{ExprBase: pos, N: py.Int(-c)}}
	}
	return e
}
