package frontend

// This file lowers a return inside a loop nest to a break, so that the
// search loops people write,
//
//	for i in range(n):
//	    if a[i] > thr:
//	        return i
//	return -1
//
// are nests like the break spelling:
//
//	_alpyna_returned_2 = False
//	for i in range(n):
//	    if a[i] > thr:
//	        _alpyna_result_2 = i
//	        _alpyna_returned_2 = True
//	        break
//	if _alpyna_returned_2:
//	    return _alpyna_result_2
//	return -1
//
// A return in an inner loop breaks that loop and, through "if
// _alpyna_returned_L: break" after each loop on the way out, every loop
// around it. A tuple value of one length at every return (return i, j) is
// one scalar per element, rebuilt at the return after the nest; a bare
// return needs no value. The names carry the nest's line. (Not a middle
// dot, as the inliner's: the analysis reads "name·k" as its own renaming
// of name. Not two leading underscores: in a method they are mangled.)
//
// The lowering keeps CPython's meaning: the value is computed where the
// return was, the loops' else clauses are skipped as a return skips them,
// finally clauses and with blocks inside the nest run as the break leaves
// them, and the function returns right after the nest. Both the front end
// and package closure (which rewrites the function so that its nests call
// their kernels) apply it to the same def, so the nests they see agree.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// LowerNestReturns returns def with every return inside its outermost
// loops lowered as above, or def itself when there is none. def is not
// modified.
func LowerNestReturns(def *ast.FunctionDef) *ast.FunctionDef {
	body, changed := lowerReturnsIn(def.Body)
	if !changed {
		return def
	}
	cp := *def
	cp.Body = body
	return &cp
}

// lowerReturnsIn lowers the outermost loops of stmts, looking through the
// blocks of if, with and try (not into nested defs and classes).
func lowerReturnsIn(stmts []ast.Stmt) ([]ast.Stmt, bool) {
	var out []ast.Stmt
	changed := false
	for _, st := range stmts {
		switch x := st.(type) {
		case *ast.For, *ast.While:
			if lowered := lowerLoopReturns(x); lowered != nil {
				out = append(out, lowered...)
				changed = true
				continue
			}
		case *ast.If:
			body, c1 := lowerReturnsIn(x.Body)
			els, c2 := lowerReturnsIn(x.Orelse)
			if c1 || c2 {
				cp := *x
				cp.Body, cp.Orelse = body, els
				out = append(out, &cp)
				changed = true
				continue
			}
		case *ast.With:
			if body, c := lowerReturnsIn(x.Body); c {
				cp := *x
				cp.Body = body
				out = append(out, &cp)
				changed = true
				continue
			}
		case *ast.Try:
			body, c1 := lowerReturnsIn(x.Body)
			els, c2 := lowerReturnsIn(x.Orelse)
			fin, c3 := lowerReturnsIn(x.Finalbody)
			handlers := make([]*ast.ExceptHandler, len(x.Handlers))
			c4 := false
			for i, h := range x.Handlers {
				hb, c := lowerReturnsIn(h.Body)
				hc := *h
				hc.Body = hb
				handlers[i] = &hc
				c4 = c4 || c
			}
			if c1 || c2 || c3 || c4 {
				cp := *x
				cp.Body, cp.Orelse, cp.Finalbody, cp.Handlers = body, els, fin, handlers
				out = append(out, &cp)
				changed = true
				continue
			}
		}
		out = append(out, st)
	}
	return out, changed
}

// returnLowering holds the names of one loop's lowering.
type returnLowering struct {
	returned *ast.Name
	results  []*ast.Name // one per element of a tuple value; one for a single value; none for bare returns
	tuple    bool
}

// lowerLoopReturns returns the statements that replace loop, or nil when
// its returns are not in a form the lowering takes (or there are none).
func lowerLoopReturns(loop ast.Stmt) []ast.Stmt {
	// A return in the else clause of the outermost loop is not inside an
	// iteration: it stays as it is.
	var body []ast.Stmt
	switch x := loop.(type) {
	case *ast.For:
		body = x.Body
	case *ast.While:
		body = x.Body
	}
	var returns []*ast.Return
	inFinally := false
	walkStmts(body, func(st ast.Stmt, finally bool) {
		if r, ok := st.(*ast.Return); ok {
			returns = append(returns, r)
			inFinally = inFinally || finally
		}
	})
	if len(returns) == 0 || inFinally {
		return nil
	}
	pos := loop.GetLineno()
	at := ast.ExprBase{Pos: ast.Pos{Lineno: pos, ColOffset: loopCol(loop)}}
	name := func(what string, k int) *ast.Name {
		id := fmt.Sprintf("_alpyna_%s_%d", what, pos)
		if k >= 0 {
			id = fmt.Sprintf("_alpyna_%s_%d_%d", what, pos, k)
		}
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ast.Store}
	}
	lw := &returnLowering{returned: name("returned", -1)}
	// The value's shape: all bare, all tuples of one length, or values.
	width, bare, values := -1, 0, 0
	for _, r := range returns {
		switch v := r.Value.(type) {
		case nil:
			bare++
		case *ast.Tuple:
			if width == -1 || width == len(v.Elts) {
				width = len(v.Elts)
			} else {
				width = -2
			}
			values++
		default:
			width = -2
			values++
		}
	}
	switch {
	case values == 0:
	case bare == 0 && width > 0:
		lw.tuple = true
		for k := 0; k < width; k++ {
			lw.results = append(lw.results, name("result", k))
		}
	default:
		lw.results = []*ast.Name{name("result", -1)}
	}
	var lowered ast.Stmt
	switch x := loop.(type) {
	case *ast.For:
		cp := *x
		cp.Body = lw.lower(x.Body)
		lowered = &cp
	case *ast.While:
		cp := *x
		cp.Body = lw.lower(x.Body)
		lowered = &cp
	}
	out := []ast.Stmt{assign(lw.returned, &ast.NameConstant{ExprBase: at, Value: py.False}), lowered}
	var value ast.Expr
	switch {
	case lw.tuple:
		elts := make([]ast.Expr, len(lw.results))
		for k, r := range lw.results {
			elts[k] = loadOf(r)
		}
		value = &ast.Tuple{ExprBase: at, Elts: elts, Ctx: ast.Load}
	case len(lw.results) == 1:
		value = loadOf(lw.results[0])
	}
	ret := &ast.Return{StmtBase: ast.StmtBase{Pos: at.Pos}, Value: value}
	return append(out, &ast.If{StmtBase: ast.StmtBase{Pos: at.Pos}, Test: loadOf(lw.returned), Body: []ast.Stmt{ret}})
}

func loopCol(loop ast.Stmt) int {
	switch x := loop.(type) {
	case *ast.For:
		return x.ColOffset
	case *ast.While:
		return x.ColOffset
	}
	return 0
}

// walkStmts calls f on every statement in stmts and the blocks inside
// them, saying whether it is inside a finally clause (nested defs,
// lambdas and classes are not entered).
func walkStmts(stmts []ast.Stmt, f func(st ast.Stmt, finally bool)) {
	var walk func(stmts []ast.Stmt, finally bool)
	walk = func(stmts []ast.Stmt, finally bool) {
		for _, st := range stmts {
			f(st, finally)
			switch x := st.(type) {
			case *ast.For:
				walk(x.Body, finally)
				walk(x.Orelse, finally)
			case *ast.While:
				walk(x.Body, finally)
				walk(x.Orelse, finally)
			case *ast.If:
				walk(x.Body, finally)
				walk(x.Orelse, finally)
			case *ast.With:
				walk(x.Body, finally)
			case *ast.Try:
				walk(x.Body, finally)
				walk(x.Orelse, finally)
				for _, h := range x.Handlers {
					walk(h.Body, finally)
				}
				walk(x.Finalbody, true)
			}
		}
	}
	walk(stmts, false)
}

func (lw *returnLowering) lower(stmts []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, st := range stmts {
		switch x := st.(type) {
		case *ast.Return:
			out = append(out, lw.assignments(x)...)
			out = append(out, &ast.Break{StmtBase: x.StmtBase})
		case *ast.For:
			cp := *x
			cp.Body, cp.Orelse = lw.lower(x.Body), lw.lower(x.Orelse)
			out = append(out, &cp)
			if mayReturn(x) {
				out = append(out, lw.breakIfReturned(x))
			}
		case *ast.While:
			cp := *x
			cp.Body, cp.Orelse = lw.lower(x.Body), lw.lower(x.Orelse)
			out = append(out, &cp)
			if mayReturn(x) {
				out = append(out, lw.breakIfReturned(x))
			}
		case *ast.If:
			cp := *x
			cp.Body, cp.Orelse = lw.lower(x.Body), lw.lower(x.Orelse)
			out = append(out, &cp)
		case *ast.With:
			cp := *x
			cp.Body = lw.lower(x.Body)
			out = append(out, &cp)
		case *ast.Try:
			cp := *x
			cp.Body, cp.Orelse = lw.lower(x.Body), lw.lower(x.Orelse)
			cp.Handlers = make([]*ast.ExceptHandler, len(x.Handlers))
			for i, h := range x.Handlers {
				hc := *h
				hc.Body = lw.lower(h.Body)
				cp.Handlers[i] = &hc
			}
			out = append(out, &cp)
		default:
			out = append(out, st)
		}
	}
	return out
}

// breakIfReturned follows an inner loop that may return: "if returned:
// break" takes the return on through the loop around it.
func (lw *returnLowering) breakIfReturned(loop ast.Stmt) ast.Stmt {
	pos := ast.Pos{Lineno: loop.GetLineno(), ColOffset: loopCol(loop)}
	return &ast.If{StmtBase: ast.StmtBase{Pos: pos}, Test: loadOf(lw.returned), Body: []ast.Stmt{&ast.Break{StmtBase: ast.StmtBase{Pos: pos}}}}
}

// mayReturn reports whether a return is inside loop (not in nested defs).
func mayReturn(loop ast.Stmt) bool {
	found := false
	walkStmts([]ast.Stmt{loop}, func(st ast.Stmt, _ bool) {
		if _, ok := st.(*ast.Return); ok {
			found = true
		}
	})
	return found
}

// assignments are what a return inside the nest does before its break.
func (lw *returnLowering) assignments(r *ast.Return) []ast.Stmt {
	var out []ast.Stmt
	at := ast.ExprBase{Pos: r.Pos}
	store := func(n *ast.Name) *ast.Name {
		return &ast.Name{ExprBase: at, Id: n.Id, Ctx: ast.Store}
	}
	switch {
	case lw.tuple:
		// One assignment per element: the names are the lowering's own,
		// so no element reads one assigned before it.
		for k, e := range r.Value.(*ast.Tuple).Elts {
			out = append(out, &ast.Assign{StmtBase: r.StmtBase, Targets: []ast.Expr{store(lw.results[k])}, Value: e})
		}
	case len(lw.results) == 1:
		var v ast.Expr = r.Value
		if v == nil {
			v = &ast.NameConstant{ExprBase: at, Value: py.None}
		}
		out = append(out, &ast.Assign{StmtBase: r.StmtBase, Targets: []ast.Expr{store(lw.results[0])}, Value: v})
	}
	return append(out, &ast.Assign{StmtBase: r.StmtBase, Targets: []ast.Expr{store(lw.returned)},
		Value: &ast.NameConstant{ExprBase: at, Value: py.True}})
}
