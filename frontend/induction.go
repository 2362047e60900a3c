package frontend

// This file substitutes induction scalars by their closed forms before a
// nest is converted: a scalar stepped by a constant once per iteration of
// a loop is, at each point of the body, an affine function of the loop
// variable, and a subscript through it (x[lw] with lw += 1 in the loop) is
// then an affine subscript the dependence tests can decide instead of
// "any element".
//
//	lw = v0
//	for i in range(lo, hi):
//	    x[lw] = a[i]
//	    lw += c
//
// becomes
//
//	lw = v0
//	for i in range(lo, hi):
//	    x[v0 + c * (i - lo)] = a[i]
//	    lw = v0 + c * (i - lo + 1)
//
// which leaves lw as CPython does (unchanged when the loop runs no
// iteration). The step must be an integer constant added or subtracted by
// the loop body's only assignment to the scalar, at the top level of the
// body (not under an if), or a step through a private scalar (k = j + 1;
// ...; j = k + 1; induction_derived.go); the loop's step must be 1; v0 is
// the scalar's last assignment before the loop in the same block, integer
// arithmetic as written, of names known to be integers
// (induction_integers.go), and what it reads must not change from there to
// the end of the loop.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// inductionScalars returns root with the induction scalars of its
// outermost loop substituted as above; before are the statements
// preceding the nest in its block.
//
// Only the nest's outermost loop is taken, with v0 assigned before the
// nest: an inner loop's v0 is assigned inside the nest, so the scalar
// would still be assigned by two statements the plan may distribute into
// different kernels, which only the loop-record executor runs.
func inductionScalars(root *ast.For, before []ast.Stmt, found *[]string) *ast.For {
	if g := closedForms(root, before, nestIntegers(root), found); g != nil {
		return g
	}
	return root
}

// precedingStmts returns the statements before target in the block that
// holds it, searching stmts and the blocks inside them.
func precedingStmts(stmts []ast.Stmt, target ast.Stmt) ([]ast.Stmt, bool) {
	for i, st := range stmts {
		if st == target {
			return stmts[:i], true
		}
		var blocks [][]ast.Stmt
		switch x := st.(type) {
		case *ast.For:
			blocks = [][]ast.Stmt{x.Body, x.Orelse}
		case *ast.While:
			blocks = [][]ast.Stmt{x.Body, x.Orelse}
		case *ast.If:
			blocks = [][]ast.Stmt{x.Body, x.Orelse}
		case *ast.With:
			blocks = [][]ast.Stmt{x.Body}
		case *ast.Try:
			blocks = [][]ast.Stmt{x.Body, x.Orelse, x.Finalbody}
			for _, h := range x.Handlers {
				blocks = append(blocks, h.Body)
			}
		}
		for _, b := range blocks {
			if out, ok := precedingStmts(b, target); ok {
				return out, true
			}
		}
	}
	return nil, false
}

// closedForms returns f with one induction scalar substituted, or nil;
// before are the statements preceding f in its list. (A loop with several
// induction scalars is rewritten by repeated calls: the rewritten loop is
// offered again.)
func closedForms(f *ast.For, before []ast.Stmt, ints integerNames, found *[]string) *ast.For {
	loopVar, ok := f.Target.(*ast.Name)
	if !ok || len(f.Orelse) > 0 {
		return nil
	}
	lo, ok := unitRangeStart(f.Iter)
	if !ok {
		return nil
	}
	changed := false
	for {
		g := substituteOne(f, loopVar, lo, before, ints, found)
		if g == nil {
			break
		}
		f, changed = g, true
	}
	if !changed {
		return nil
	}
	return f
}

// unitRangeStart reads range(hi) or range(lo, hi) (or with step 1) and
// returns lo.
func unitRangeStart(iter ast.Expr) (ast.Expr, bool) {
	call, ok := iter.(*ast.Call)
	if !ok || len(call.Keywords) > 0 || call.Starargs != nil || call.Kwargs != nil {
		return nil, false
	}
	if n, ok := call.Func.(*ast.Name); !ok || n.Id != "range" {
		return nil, false
	}
	switch len(call.Args) {
	case 1:
		// At the name range: gpython records no position for the call.
		return &ast.Num{ExprBase: ast.ExprBase{Pos: call.Func.(*ast.Name).Pos}, N: py.Int(0)}, true
	case 2:
		return call.Args[0], true
	case 3:
		if n, ok := call.Args[2].(*ast.Num); ok && n.N == py.Int(1) {
			return call.Args[0], true
		}
	}
	return nil, false
}

// An induction is a scalar stepped by a constant in a loop's body: the
// statement at At steps Name by Step, and V0 is its value before the loop.
//
// Via is set when the step goes through a private scalar
// (induction_derived.go): its reads after its assignment are replaced by
// their closed form too.
type induction struct {
	At   int
	Name string
	Step int64
	V0   ast.Expr
	Via  *derivedScalar
}

// inductions lists the induction scalars of f's body that the conditions
// of the file comment allow, in body order, with v0 an integer by ints
// (induction_integers.go); skip rejects a scalar for a caller's own
// reason.
func inductions(f *ast.For, loopVar *ast.Name, before []ast.Stmt, ints integerNames, skip func(name string) bool) []induction {
	var out []induction
	for at, st := range f.Body {
		name, step, ok := constantStep(st)
		var via *derivedScalar
		if !ok {
			name, step, via, ok = derivedStep(f.Body, at)
		}
		if !ok || name == string(loopVar.Id) || skip(name) || via != nil && (via.Name == string(loopVar.Id) || skip(via.Name)) {
			continue
		}
		others := append(append([]ast.Stmt(nil), f.Body[:at]...), f.Body[at+1:]...)
		if stores(others, name) {
			continue
		}
		v0 := lastAssigned(before, name)
		if v0 == nil {
			continue
		}
		reads := namesIn(v0)
		if !polynomialSyntax(v0) || reads[string(loopVar.Id)] || reads[name] || storesAny(f.Body, reads) {
			continue
		}
		ind := induction{At: at, Name: name, Step: step, V0: v0, Via: via}
		if !ints.holds(v0, f.Body, ind.names()) {
			continue
		}
		out = append(out, ind)
	}
	return out
}

// substituteOne substitutes the first induction scalar of f's body.
func substituteOne(f *ast.For, loopVar *ast.Name, lo ast.Expr, before []ast.Stmt, ints integerNames, found *[]string) *ast.For {
	for _, ind := range inductions(f, loopVar, before, ints, func(string) bool { return false }) {
		st, name, step, v0 := f.Body[ind.At], ind.Name, ind.Step, ind.V0
		pos := ast.ExprBase{Pos: stmtPos(st)}
		// v0 + step * (i - lo + extra)
		closed := func(extra int64) ast.Expr {
			k := ast.Expr(&ast.BinOp{ExprBase: pos, Left: &ast.Name{ExprBase: pos, Id: loopVar.Id, Ctx: ast.Load}, Op: ast.Sub, Right: cloneExpr(lo, nil)})
			if extra != 0 {
				k = &ast.BinOp{ExprBase: pos, Left: k, Op: ast.Add, Right: &ast.Num{ExprBase: pos, N: py.Int(extra)}}
			}
			return &ast.BinOp{ExprBase: pos, Left: cloneExpr(v0, nil), Op: ast.Add,
				Right: &ast.BinOp{ExprBase: pos, Left: &ast.Num{ExprBase: pos, N: py.Int(step)}, Op: ast.Mult, Right: k}}
		}
		stepped := &ast.Assign{StmtBase: ast.StmtBase{Pos: pos.Pos},
			Targets: []ast.Expr{&ast.Name{ExprBase: pos, Id: ast.Identifier(name), Ctx: ast.Store}}, Value: closed(1)}
		*found = append(*found, ind.names()...)
		cp := *f
		cp.Body = ind.substitute(f.Body, closed(0), closed(1), stepped)
		return &cp
	}
	return nil
}

// constantStep reads `s += c`, `s -= c` or `s = s + c` with c an integer
// constant, and returns s and the signed step.
func constantStep(st ast.Stmt) (string, int64, bool) {
	intConst := func(e ast.Expr) (int64, bool) {
		n, ok := e.(*ast.Num)
		if !ok {
			return 0, false
		}
		v, ok := n.N.(py.Int)
		return int64(v), ok
	}
	switch x := st.(type) {
	case *ast.AugAssign:
		n, ok := x.Target.(*ast.Name)
		c, isInt := intConst(x.Value)
		if !ok || !isInt {
			return "", 0, false
		}
		switch x.Op {
		case ast.Add:
			return string(n.Id), c, true
		case ast.Sub:
			return string(n.Id), -c, true
		}
	case *ast.Assign:
		if len(x.Targets) != 1 {
			return "", 0, false
		}
		n, ok := x.Targets[0].(*ast.Name)
		b, isBin := x.Value.(*ast.BinOp)
		if !ok || !isBin {
			return "", 0, false
		}
		l, lok := b.Left.(*ast.Name)
		c, isInt := intConst(b.Right)
		if !lok || l.Id != n.Id || !isInt {
			return "", 0, false
		}
		switch b.Op {
		case ast.Add:
			return string(n.Id), c, true
		case ast.Sub:
			return string(n.Id), -c, true
		}
	}
	return "", 0, false
}

// polynomialSyntax reports whether e is integer arithmetic as written:
// integer constants and names combined by +, - and *, so that the closed
// form's subscripts are affine, or affine once the names multiplied have
// their values (idx = i * m before an inner loop: flat[i * m + j], which
// the dependence tests decide when m is bound; depend/late.go).
func polynomialSyntax(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num:
		_, ok := x.N.(py.Int)
		return ok
	case *ast.Name:
		return true
	case *ast.UnaryOp:
		return (x.Op == ast.USub || x.Op == ast.UAdd) && polynomialSyntax(x.Operand)
	case *ast.BinOp:
		switch x.Op {
		case ast.Add, ast.Sub, ast.Mult:
			return polynomialSyntax(x.Left) && polynomialSyntax(x.Right)
		}
	}
	return false
}
