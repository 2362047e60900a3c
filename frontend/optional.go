package frontend

// This file lets a nest call a helper that returns a number or None, as
// people write a lookup that may find nothing:
//
//	def bin_of(x, n):                   for i in range(a.shape[0]):
//	    b = int(x)                          b = bin_of(a[i], n)
//	    if b < 0 or b >= n:                 if b is not None:
//	        return None                         hist[b] += 1
//	    return b
//
// The inliner (inline.go) gives such a call a flag besides its result:
// before the body the result is 0 and the flag true; a return of a value
// sets the result and clears the flag; a return of None, and the end of
// the body, leave both. optionalResults then reads, in the nest, `r is
// None` as the flag and `r is not None` as its negation, for the result
// r and for a name b assigned from it, and puts before every other
// statement that reads the value a check that fails the nest where the
// flag is set: there CPython would compute with None (and raise a
// TypeError, or store None), which the interpreter then does. b must be
// assigned once in the nest, read only after the assignment in the same
// body, and not after the nest, so that the flag describes every value
// b is read with.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// isNone reports whether a return's value is None (or absent).
func isNone(e ast.Expr) bool {
	if e == nil {
		return true
	}
	c, ok := e.(*ast.NameConstant)
	return ok && c.Value == py.None
}

// mayReturnNone reports whether body returns None: a bare return, a
// return of None, or an end reached without a return.
func mayReturnNone(body []ast.Stmt) bool {
	found := false
	walkStmts(body, func(st ast.Stmt, _ bool) {
		if r, ok := st.(*ast.Return); ok && isNone(r.Value) {
			found = true
		}
	})
	return found || !alwaysReturns(body)
}

// alwaysReturns reports whether every path through list ends in a return,
// as the inliner's lowering reads it: a return, or an if both of whose
// branches, each followed by the rest of the list, always return.
func alwaysReturns(list []ast.Stmt) bool {
	for i, st := range list {
		switch x := st.(type) {
		case *ast.Return:
			return true
		case *ast.If:
			if hasReturn(x) {
				rest := list[i+1:]
				return alwaysReturns(concat(x.Body, rest)) && alwaysReturns(concat(x.Orelse, rest))
			}
		}
	}
	return false
}

// optionalResults returns root with the tests of optional results read
// as their flags and the checks above in place, or root itself where
// the nest calls no helper that may return None. A result used in a way
// it does not take keeps its None, which the nest refuses.
func (b *builder) optionalResults(site nestSite, root *ast.For, optional map[string]string) *ast.For {
	if len(optional) == 0 {
		return root
	}
	// flags maps each name whose None-ness a flag tells: the results,
	// and the names assigned once from one.
	flags := map[string]string{}
	for r, f := range optional {
		flags[r] = f
	}
	walkStmts([]ast.Stmt{root}, func(st ast.Stmt, _ bool) {
		a, ok := st.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return
		}
		t, isName := a.Targets[0].(*ast.Name)
		r, isResult := a.Value.(*ast.Name)
		if !isName || !isResult || optional[string(r.Id)] == "" {
			return
		}
		if b.liveOut(site, string(t.Id)) || b.fs.nestedScopeReads(string(t.Id)) || assignments([]ast.Stmt{root}, string(t.Id)) != 1 {
			return
		}
		flags[string(t.Id)] = optional[string(r.Id)]
	})
	// Statements that read none of the names stay the same nodes: the
	// inliner keys the reasons of calls it left by their nodes.
	var body func(stmts []ast.Stmt) ([]ast.Stmt, bool)
	body = func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		var out []ast.Stmt
		changed := false
		for _, st := range stmts {
			if _, reads := readsOptional(st, flags, false); reads {
				st = rewriteOwnExprs(st, func(e ast.Expr) ast.Expr { return noneTests(e, flags) })
				changed = true
			}
			if f, ok := readsOptional(st, flags, true); ok {
				at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
				out = append(out, failWhen(&ast.Name{ExprBase: at, Id: ast.Identifier(f), Ctx: ast.Load}, f+"·used", at))
			}
			switch x := st.(type) {
			case *ast.For:
				nb, c1 := body(x.Body)
				ne, c2 := body(x.Orelse)
				if c1 || c2 {
					cp := *x
					cp.Body, cp.Orelse = nb, ne
					st, changed = &cp, true
				}
			case *ast.If:
				nb, c1 := body(x.Body)
				ne, c2 := body(x.Orelse)
				if c1 || c2 {
					cp := *x
					cp.Body, cp.Orelse = nb, ne
					st, changed = &cp, true
				}
			}
			out = append(out, st)
		}
		return out, changed
	}
	nb, changed := body(root.Body)
	if !changed {
		return root
	}
	cp := *root
	cp.Body = nb
	return &cp
}

// noneTests returns e with `x is None` and `x is not None` of the names
// flags knows read as their flags.
func noneTests(e ast.Expr, flags map[string]string) ast.Expr {
	if c, ok := e.(*ast.Compare); ok && len(c.Ops) == 1 && (c.Ops[0] == ast.Is || c.Ops[0] == ast.IsNot) {
		name, isName := c.Left.(*ast.Name)
		if isName && flags[string(name.Id)] != "" && isNone(c.Comparators[0]) {
			flag := &ast.Name{ExprBase: c.ExprBase, Id: ast.Identifier(flags[string(name.Id)]), Ctx: ast.Load}
			if c.Ops[0] == ast.Is {
				return flag
			}
			return &ast.UnaryOp{ExprBase: c.ExprBase, Op: ast.Not, Operand: flag}
		}
	}
	return mapChildren(e, func(x ast.Expr) ast.Expr { return noneTests(x, flags) })
}

// readsOptional reports whether st's own expressions (not those of the
// statements inside it) read a name flags knows (as a value: other than
// by copying a result into the name it is tracked through), and the flag
// of the first such name.
func readsOptional(st ast.Stmt, flags map[string]string, asValue bool) (string, bool) {
	if a, ok := st.(*ast.Assign); ok && len(a.Targets) == 1 && asValue {
		if t, isName := a.Targets[0].(*ast.Name); isName {
			if r, isResult := a.Value.(*ast.Name); isResult && flags[string(t.Id)] != "" && flags[string(t.Id)] == flags[string(r.Id)] {
				return "", false
			}
		}
	}
	flag := ""
	ownExprs(st, func(e ast.Expr) {
		ast.Walk(e, func(n ast.Ast) bool {
			if x, ok := n.(*ast.Name); ok && x.Ctx == ast.Load && flags[string(x.Id)] != "" && flag == "" {
				flag = flags[string(x.Id)]
			}
			return true
		})
	})
	return flag, flag != ""
}

// assignments counts the assignments of name in stmts (a loop variable
// counts twice).
func assignments(stmts []ast.Stmt, name string) int {
	n := 0
	for _, st := range stmts {
		ast.Walk(st, func(x ast.Ast) bool {
			switch x := x.(type) {
			case *ast.Name:
				if string(x.Id) == name && x.Ctx != ast.Load {
					n++
				}
			case *ast.For:
				if t, ok := x.Target.(*ast.Name); ok && string(t.Id) == name {
					n += 2
				}
			}
			return true
		})
	}
	return n
}

// ownExprs calls f on the expressions of st itself: an assignment's
// targets and value, a loop's target and iterable, an if's or while's
// test, an expression statement's value; not those of the statements in
// its body.
func ownExprs(st ast.Stmt, f func(ast.Expr)) {
	switch x := st.(type) {
	case *ast.Assign:
		for _, t := range x.Targets {
			f(t)
		}
		f(x.Value)
	case *ast.AugAssign:
		f(x.Target)
		f(x.Value)
	case *ast.For:
		f(x.Target)
		f(x.Iter)
	case *ast.If:
		f(x.Test)
	case *ast.While:
		f(x.Test)
	case *ast.ExprStmt:
		f(x.Value)
	case *ast.Return:
		if x.Value != nil {
			f(x.Value)
		}
	}
}

// rewriteOwnExprs returns st with its own expressions (ownExprs) mapped
// by f, copying st only where one changes.
func rewriteOwnExprs(st ast.Stmt, f func(ast.Expr) ast.Expr) ast.Stmt {
	switch x := st.(type) {
	case *ast.Assign:
		cp := *x
		cp.Value = f(x.Value)
		cp.Targets = make([]ast.Expr, len(x.Targets))
		for i, t := range x.Targets {
			cp.Targets[i] = f(t)
		}
		return &cp
	case *ast.AugAssign:
		cp := *x
		cp.Target, cp.Value = f(x.Target), f(x.Value)
		return &cp
	case *ast.For:
		cp := *x
		cp.Iter = f(x.Iter)
		return &cp
	case *ast.If:
		cp := *x
		cp.Test = f(x.Test)
		return &cp
	case *ast.While:
		cp := *x
		cp.Test = f(x.Test)
		return &cp
	case *ast.ExprStmt:
		cp := *x
		cp.Value = f(x.Value)
		return &cp
	}
	return st
}
