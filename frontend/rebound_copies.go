package frontend

// This file accepts arrays that a time loop rebinds to copies, as people
// end a step:
//
//	for n in range(nt):                      (before the nest: u·buf = u.copy())
//	    for i in range(1, nx):               for n in range(nt):
//	        un[i] = u[i] - c * (u[i] - u[i-1])   for i in range(1, nx):
//	    u = un.copy()                                un[i] = ...
//	return u                                     for k in range(nx): u[k] = un[k]
//	                                             u·rebound = 1
//	                                         (after: u is the array filled last)
//
// CPython binds u to a new array at each `u = un.copy()` (or `np.copy(un)`,
// `np.array(un)`, `1.*un`, `np.zeros_like(un)`, ...). The nest instead
// gives each such name one array of its own, made before the nest (a copy
// of the name's array where the nest reads it before assigning it, else an
// array like the first copy's source: Nest.Scratch), and every copy fills
// it in place. That holds what CPython's names see as long as nothing
// else can reach the arrays involved:
//
//   - every assignment of the name in the nest is such a copy, a statement
//     of the outer loop's body itself (not under an if or an inner loop),
//     of a name that is an array of the same shape and dtype (checked
//     before the nest, with the rank);
//   - before its first copy in the body, the nest does not write the name's
//     array or take a view of it: in CPython those writes would land in the
//     array the function had before the nest, which the other names
//     holding it would see;
//   - the name is not a global, nor read by a nested function.
//
// Where the function reads the name after the nest, the closure binds it
// to the nest's array if some copy ran (the flag u·rebound, a scalar the
// nest leaves) and leaves it as it was otherwise (Nest.Rebound). Copies
// whose names are not read after the nest and not before their first copy
// are scratchCopies' (scratch.go); these are the others: a name read before
// its copy in the body (u above: its value from the last step, or from
// before the nest), read after the nest, or a copy of such a name.

import (
	"fmt"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// reboundArray is what reboundCopies knows of a name it takes.
type reboundArray struct {
	liveIn  bool // read before its first copy: its array is copied before the nest
	liveOut bool // read after the nest: the closure binds it
	// like is the array whose shape and dtype it has before its first
	// copy: the name itself when liveIn, else its first copy's source
	// (followed through names that are not liveIn).
	like string
}

// reboundFlag is the scalar a nest sets when it copies into name's array.
func reboundFlag(name string) string { return name + "·rebound" }

// ReboundFlag is the scalar a nest sets when it copies into the array of
// name, one of Nest.Rebound: the closure binds name to that array only
// then.
func ReboundFlag(name string) string { return reboundFlag(name) }

// reboundForm reads value as a copy of an array named by a name: the
// source and the form ("copy" for u.copy(), np.copy(u), np.array(u) and
// 1.*u; "empty_like", "zeros_like", "ones_like"), and whether the copy
// needs a float64 array (1.*u).
func (b *builder) reboundForm(value ast.Expr) (src, form string, float bool, ok bool) {
	switch v := value.(type) {
	case *ast.Call:
		if src, form, ok := b.copyLike(v); ok {
			return src, form, false, true
		}
		f, isAttr := v.Func.(*ast.Attribute)
		if !isAttr || f.Attr != "array" || len(v.Args) != 1 || len(v.Keywords) > 0 || v.Starargs != nil || v.Kwargs != nil {
			return "", "", false, false
		}
		m, isName := f.Value.(*ast.Name)
		u, isArg := v.Args[0].(*ast.Name)
		if !isName || !isArg || !b.fs.mod.numpyMods[string(m.Id)] || b.fs.shadowed(string(m.Id)) {
			return "", "", false, false
		}
		return string(u.Id), "copy", false, true
	case *ast.BinOp:
		if v.Op != ast.Mult {
			return "", "", false, false
		}
		one := func(e ast.Expr) bool {
			n, ok := e.(*ast.Num)
			if !ok {
				return false
			}
			f, isFloat := n.N.(py.Float)
			return isFloat && f == 1
		}
		if u, isName := v.Right.(*ast.Name); isName && one(v.Left) {
			return string(u.Id), "copy", true, true
		}
		if u, isName := v.Left.(*ast.Name); isName && one(v.Right) {
			return string(u.Id), "copy", true, true
		}
	}
	return "", "", false, false
}

// reboundCopies returns the names above, taking out of the running those
// scratchCopies took (copies).
func (b *builder) reboundCopies(site nestSite, root *ast.For, storeCount map[string]int, copies map[string]string) map[string]*reboundArray {
	if b.fs.module || b.fs.mod.readsNamespace {
		return nil
	}
	// The copies, by name, as statements of the outer body.
	top := map[ast.Stmt]bool{}
	for _, st := range root.Body {
		top[st] = true
	}
	count := map[string]int{}
	sources := map[string][]string{}
	bad := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		a, ok := n.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return true
		}
		t, ok := a.Targets[0].(*ast.Name)
		if !ok {
			return true
		}
		name := string(t.Id)
		src, _, _, ok := b.reboundForm(a.Value)
		if !ok {
			return true
		}
		if !top[a] {
			bad[name] = true
		}
		count[name]++
		sources[name] = append(sources[name], src)
		return true
	})
	cand := map[string]bool{}
	for name := range count {
		if bad[name] || copies[name] != "" || count[name] != storeCount[name] || strings.Contains(name, "·") ||
			b.fs.declared[name] || b.fs.nestedScopeReads(name) || b.fs.mod.declaredGlobal[name] != "" {
			continue
		}
		cand[name] = true
	}
	// A source must be an array the nest does not rebind otherwise: one
	// it never assigns, a scratch copy, or a name taken here.
	for changed := true; changed; {
		changed = false
		for name := range cand {
			for _, src := range sources[name] {
				if strings.Contains(src, "·") || storeCount[src] != 0 && !cand[src] && copies[src] == "" {
					delete(cand, name)
					changed = true
					break
				}
			}
		}
	}
	out := map[string]*reboundArray{}
	for name := range cand {
		first := -1
		for k, st := range root.Body {
			if a, ok := st.(*ast.Assign); ok && len(a.Targets) == 1 && isName(a.Targets[0], name) {
				first = k
				break
			}
		}
		if first < 0 {
			continue
		}
		copyAt := root.Body[first].(*ast.Assign)
		if !b.untouchedBefore(root, root.Body[:first], name) {
			b.reason(copyAt.Pos, "the nest writes the array '%s' holds before the copy that rebinds it (or passes it to a call): CPython writes the array the function held, which the accelerated nest does not", name)
			continue
		}
		if viewTaken(root, name, b.fs.subscriptDepths()[name]) {
			b.reason(copyAt.Pos, "the nest takes a view of '%s', which the copy rebinding it would refill: the view must keep the array it was taken of", name)
			continue
		}
		// Read before its first copy (the copy's own source counts: u =
		// u + ... is no copy, but un = u.copy() of a u it copies later is).
		liveIn := loads(root.Body[:first+1], name) > 0 || loads([]ast.Stmt{&ast.ExprStmt{Value: root.Iter}}, name) > 0
		out[name] = &reboundArray{liveIn: liveIn, liveOut: b.liveOut(site, name)}
	}
	// like: followed through the names that are not read before their
	// first copy, whose arrays are made like their first source's.
	for name, r := range out {
		at, seen := name, map[string]bool{}
		for {
			if seen[at] {
				at = ""
				break
			}
			seen[at] = true
			x := out[at]
			if x == nil || x.liveIn {
				break
			}
			if copies[at] != "" {
				at = copies[at]
				continue
			}
			at = sources[at][0]
		}
		if at == "" {
			delete(out, name)
			continue
		}
		r.like = at
	}
	return out
}

// untouchedBefore reports whether stmts, the outer body's statements
// before name's first copy, neither write name's array (a subscript
// store, an augmented assignment, del) nor pass it whole to anything but
// a subscript or an attribute (a call could write it).
func (b *builder) untouchedBefore(root *ast.For, stmts []ast.Stmt, name string) bool {
	ok := true
	check := func(n ast.Ast) bool {
		if e, isExpr := n.(ast.Expr); isExpr {
			if _, _, _, isCopy := b.reboundForm(e); isCopy {
				return false // reads its source only
			}
		}
		switch x := n.(type) {
		case *ast.Subscript:
			if nm, isName := x.Value.(*ast.Name); isName && string(nm.Id) == name && x.Ctx != ast.Load {
				ok = false
			}
		case *ast.AugAssign:
			if t, isSub := x.Target.(*ast.Subscript); isSub {
				if base := subscriptBase(t); base != nil && string(base.Id) == name {
					ok = false
				}
			}
		case *ast.Call:
			for _, arg := range x.Args {
				if isName(arg, name) {
					ok = false
				}
			}
		}
		return ok
	}
	for _, st := range stmts {
		ast.Walk(st, check)
	}
	for _, e := range []ast.Expr{root.Iter} {
		ast.Walk(e, check)
	}
	return ok
}

// viewTaken reports whether the nest assigns a name a subscript of name
// with fewer indices than its rank or with a slice: a view, which would
// see the array the copies refill rather than the one it was taken of.
func viewTaken(root *ast.For, name string, rank int) bool {
	found := false
	ast.Walk(root, func(n ast.Ast) bool {
		a, ok := n.(*ast.Assign)
		if !ok {
			return !found
		}
		s, isSub := a.Value.(*ast.Subscript)
		if !isSub || !isName(s.Value, name) {
			return !found
		}
		dims := sliceDims(s.Slice)
		if len(dims) < rank {
			found = true
		}
		for _, d := range dims {
			if _, isSlice := d.(*ast.Slice); isSlice {
				found = true
			}
		}
		return !found
	})
	return found
}

// reboundStmts are the statements that replace the copy `name = value`
// at a: the checks of the source's rank, shape and dtype against the
// name's, the loops filling the name's array, and the flag.
func (b *builder) reboundStmts(a *ast.Assign, name string, r *reboundArray) []ast.Stmt {
	src, form, float, _ := b.reboundForm(a.Value)
	at := ast.ExprBase{Pos: a.Pos}
	nameOf := func(id string) ast.Expr { return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ast.Load} }
	attr := func(id, field string) ast.Expr {
		return &ast.Attribute{ExprBase: at, Value: nameOf(id), Attr: ast.Identifier(field), Ctx: ast.Load}
	}
	axis := func(id string, d int) ast.Expr {
		return &ast.Subscript{ExprBase: at, Value: attr(id, "shape"), Slice: &ast.Index{Value: &ast.Num{ExprBase: at, N: py.Int(d)}}, Ctx: ast.Load}
	}
	eq := func(x, y ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: x, Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{y}}
	}
	depths := b.fs.subscriptDepths()
	rank := max(depths[name], depths[src], 1)
	// The name's array before the nest: its own where it is read before
	// its copy, else the array its first copy is like (copyShapes).
	checks := []ast.Expr{
		eq(attr(src, "ndim"), &ast.Num{ExprBase: at, N: py.Int(rank)}),
		eq(attr(name, "ndim"), &ast.Num{ExprBase: at, N: py.Int(rank)}),
		eq(attr(src, "dtype"), attr(name, "dtype")),
	}
	shape := make([]ast.Expr, rank)
	for d := range rank {
		checks = append(checks, eq(axis(src, d), axis(name, d)))
		shape[d] = axis(src, d)
	}
	if float {
		checks = append(checks, eq(&ast.Attribute{ExprBase: at, Value: attr(name, "dtype"), Attr: "name", Ctx: ast.Load}, &ast.Str{ExprBase: at, S: "float64"}))
	}
	out := []ast.Stmt{failUnless(checks, fmt.Sprintf("rebound·%d·%d", a.Lineno, a.ColOffset), at)}
	switch form {
	case "copy":
		out = append(out, fillLoops(name, shape, func(index ast.Expr) ast.Expr {
			return &ast.Subscript{ExprBase: at, Value: nameOf(src), Slice: &ast.Index{Value: index}, Ctx: ast.Load}
		}, a.Pos))
	case "zeros_like", "ones_like":
		v := 0
		if form == "ones_like" {
			v = 1
		}
		out = append(out, fillLoops(name, shape, func(ast.Expr) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }, a.Pos))
	}
	if r.liveOut {
		flag := &ast.Name{ExprBase: at, Id: ast.Identifier(reboundFlag(name)), Ctx: ast.Store}
		out = append(out, &ast.Assign{StmtBase: ast.StmtBase{Pos: a.Pos}, Targets: []ast.Expr{flag}, Value: &ast.Num{ExprBase: at, N: py.Int(1)}})
	}
	return out
}
