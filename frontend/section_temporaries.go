package frontend

// This file reads a name that a loop body binds to an array expression of
// slices through that expression where it is used, as NumPy code names
// its intermediate arrays:
//
//	for n in range(steps):                    for n in range(steps):
//	    Lu = U[:-2, 1:-1] + U[2:, 1:-1] \        W[1:-1, 1:-1] = Du * (U[:-2, 1:-1] + U[2:, 1:-1] - 2 * U[1:-1, 1:-1])
//	         - 2 * U[1:-1, 1:-1]
//	    W[1:-1, 1:-1] = Du * Lu
//
// so that sections.go makes the statement that uses it loops over the
// elements. NumPy computes Lu once, as a new array; the expression read
// where Lu is read gives the same values as long as nothing it reads
// changes in between: the name is assigned once in the nest, read only
// after the assignment in the same body and not after the nest, always as
// a whole (no subscript, attribute or len of it), and neither the names
// nor the arrays the expression reads are assigned before its last read;
// the statement of the last read may assign them, as NumPy evaluates a
// right-hand side before it stores (sections.go keeps that order).
//
// Where they are assigned before (uvv = u * v * v, then u += ... - uvv and
// v += ... + uvv), the name is a scratch array made before each call of
// the nest (Nest.Scratch: np.empty_like of the expression's first slice,
// as float64) and filled where the expression was; its reads are its
// slices. The expression's arrays must be float64 (a check that sends
// other calls to the interpreter), so that NumPy's array holds float64
// values too.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/go-python/gpython/ast"
)

// sectionTemporaries returns root with such names read through their
// expressions, or root itself where there is none.
func (b *builder) sectionTemporaries(site nestSite, root *ast.For) *ast.For {
	if b.fs.module || b.fs.mod.readsNamespace {
		return root
	}
	loopVars := forVariables(root)
	return rewriteBodies(root, true, func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		changed := false
		for k := 0; k < len(stmts); k++ {
			a, ok := stmts[k].(*ast.Assign)
			if !ok || len(a.Targets) != 1 {
				continue
			}
			temp, ok := a.Targets[0].(*ast.Name)
			if !ok || !isElementwise(a.Value) || !b.sliceValued(a.Value) {
				continue
			}
			name := string(temp.Id)
			rest := stmts[k+1:]
			last := lastLoad(rest, name)
			if last < 0 || !b.rowOnlyHere(site, root, name, stmts[:k]) || loads([]ast.Stmt{root}, name) != loads(rest, name) {
				continue
			}
			switch rest[last].(type) {
			case *ast.Assign, *ast.AugAssign:
			default:
				continue // the last read must be a statement NumPy evaluates before it stores
			}
			names := map[string]bool{}
			ast.Walk(a.Value, func(n ast.Ast) bool {
				if nm, ok := n.(*ast.Name); ok {
					names[string(nm.Id)] = true
				}
				return true
			})
			var out []ast.Stmt
			viewsOf(stmts[:k], names)
			viewsOf(rest[:last], names)
			if storesAny(rest[:last], names) || writesArrays(rest[:last], names) {
				// What it reads changes before it is read: the array is
				// made, once before the nest, and filled here.
				if out, ok = b.materialised(a, name, rest, loopVars); !ok {
					continue
				}
			} else if out, ok = substituteWhole(rest, name, a.Value); !ok {
				continue
			}
			b.keepSourceText(rest[:last+1])
			stmts = append(append([]ast.Stmt(nil), stmts[:k]...), out...)
			changed = true
			k-- // the statement now at k is the first of the rest
		}
		return stmts, changed
	})
}

// substituteWhole returns stmts with each read of name replaced by value,
// false where name is read otherwise than as a whole operand.
func substituteWhole(stmts []ast.Stmt, name string, value ast.Expr) ([]ast.Stmt, bool) {
	ok := true
	isName := func(e ast.Expr) bool {
		n, is := e.(*ast.Name)
		return is && string(n.Id) == name
	}
	var sub func(e ast.Expr) ast.Expr
	sub = func(e ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Subscript:
			if isName(x.Value) {
				ok = false
				return e
			}
		case *ast.Attribute:
			if isName(x.Value) {
				ok = false
				return e
			}
		case *ast.Call:
			for _, arg := range x.Args {
				if isName(arg) && !isBuiltinCall(x, "abs") {
					if _, elementwise := x.Func.(*ast.Attribute); !elementwise {
						ok = false // len(Lu), f(Lu): not an element at a time
						return e
					}
				}
			}
		case *ast.Name:
			if isName(x) {
				if x.Ctx != ast.Load {
					ok = false
					return e
				}
				return cloneExpr(value, nil)
			}
			return e
		}
		return mapChildren(e, sub)
	}
	out, all := mapStmts(stmts, sub)
	return out, ok && all
}

// materialised returns the statements after a (name = value) with a
// filling name's section instead, and name's reads in rest read through
// its section; false where the expression's first slice changes in the
// nest or no name of the numpy module is at hand.
func (b *builder) materialised(a *ast.Assign, name string, rest []ast.Stmt, loopVars map[string]bool) ([]ast.Stmt, bool) {
	np := b.numpyName()
	if np == "" || strings.Contains(name, "·") {
		return nil, false
	}
	var first *ast.Subscript
	var arrays []string
	walkLeaves(a.Value, func(l ast.Expr) {
		if s, ok := l.(*ast.Subscript); ok && hasSlice(s.Slice) {
			if first == nil {
				first = s
			}
			if nm, ok := s.Value.(*ast.Name); ok && !slices.Contains(arrays, string(nm.Id)) {
				arrays = append(arrays, string(nm.Id))
			}
		}
	})
	at := ast.ExprBase{Pos: a.Pos}
	if first == nil {
		return nil, false
	}
	// Its extents, read before the nest, must be those the nest has.
	bound := map[string]bool{}
	for _, st := range rest {
		ast.Walk(st, func(n ast.Ast) bool {
			if nm, ok := n.(*ast.Name); ok && nm.Ctx != ast.Load {
				bound[string(nm.Id)] = true
			}
			return true
		})
	}
	text, spans, ok := temporaryLike(first, func(n string) bool { return bound[n] || loopVars[n] }, at)
	if !ok {
		return nil, false
	}
	temp := &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Load}
	var checks []ast.Expr
	for _, arr := range arrays {
		checks = append(checks, float64Check(arr, at))
	}
	var out []ast.Stmt
	if guard := failUnless(checks, fmt.Sprintf("temporary·%d·%d", a.Lineno, a.ColOffset), at); guard != nil {
		out = append(out, guard)
	}
	fill := wholeSection(temp, len(spans), ast.Store)
	out = append(out, &ast.Assign{StmtBase: a.StmtBase, Targets: []ast.Expr{fill}, Value: a.Value})
	read, ok := mapStmts(rest, func(e ast.Expr) ast.Expr {
		var sub func(e ast.Expr) ast.Expr
		sub = func(e ast.Expr) ast.Expr {
			if nm, is := e.(*ast.Name); is && string(nm.Id) == name && nm.Ctx == ast.Load {
				return wholeSection(temp, len(spans), ast.Load)
			}
			if s, is := e.(*ast.Subscript); is {
				if nm, is := s.Value.(*ast.Name); is && string(nm.Id) == name {
					return e // a read of its elements: it is the array
				}
			}
			return mapChildren(e, sub)
		}
		return sub(e)
	})
	if !ok {
		return nil, false
	}
	b.noteTemporary(name, "", spans)
	if b.n.Scratch == nil {
		b.n.Scratch = map[string]string{}
	}
	b.n.Scratch[name] = fmt.Sprintf("%s.empty_like(%s, dtype=%s.float64)", np, text, np)
	return append(out, read...), true
}

// sliceValued reports whether e is an array because it computes with a
// slice element by element: a slice among the operands of its arithmetic
// and elementwise functions (not inside a reduction such as np.sum).
func (b *builder) sliceValued(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.BinOp:
		return b.sliceValued(x.Left) || b.sliceValued(x.Right)
	case *ast.UnaryOp:
		return b.sliceValued(x.Operand)
	case *ast.Call:
		if len(x.Keywords) > 0 || !b.elementwiseFunc(x.Func, len(x.Args)) {
			return false
		}
		for _, a := range x.Args {
			if b.sliceValued(a) {
				return true
			}
		}
	case *ast.Subscript:
		return hasSlice(x.Slice)
	}
	return false
}
