package frontend

// This file lets a loop bound read a scalar that the nest assigns once
// from values that do not change in it, as a time loop or an inlined
// helper names an extent:
//
//	for t in range(steps):              for t in range(steps):
//	    n = u.shape[0]                      n = u.shape[0]
//	    for i in range(1, n - 1):           for i in range(1, u.shape[0] - 1):
//	        ...                                 ...
//
// The scalar is assigned in the nest, so the bound would change inside it;
// but its value is the same at every assignment, so a bound read after the
// assignment may read the value itself. The assignment stays (the scalar
// may be read elsewhere, or after the nest). The value must read only
// names the nest does not bind, scalars substituted so, and the variables
// of the loops around the assignment (which do not change in their
// bodies), through constants, len() and shapes, with the arithmetic of
// ints: `m = n - 2`, `k = t + 1` are affine bounds then.

import (
	"slices"

	"github.com/go-python/gpython/ast"
)

// invariantBounds returns root with the bounds above substituted, or root
// itself where there is none.
func (b *builder) invariantBounds(root *ast.For) *ast.For {
	if b.fs.shadowed("len") {
		return root
	}
	// The names the nest binds, how often each is bound (assignments, loop
	// targets), and which are plain assignments.
	bound := map[string]bool{}
	binds := map[string]int{}
	plain := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if x.Ctx != ast.Load {
				bound[string(x.Id)] = true
				binds[string(x.Id)]++
			}
		case *ast.AugAssign:
			if nm, ok := x.Target.(*ast.Name); ok {
				bound[string(nm.Id)] = true
				binds[string(nm.Id)] += 2 // never once
			}
		case *ast.Assign:
			if nm, ok := x.Targets[0].(*ast.Name); ok && len(x.Targets) == 1 {
				plain[string(nm.Id)] = true
			}
		}
		return true
	})
	// The loop variables of the loops around a statement, each bound by its
	// loop only: their values do not change in the loop's body.
	var loopVars []string
	values := map[string]ast.Expr{}
	var body func(stmts []ast.Stmt) ([]ast.Stmt, bool)
	body = func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		var out []ast.Stmt
		changed := false
		set := func(k int, st ast.Stmt) {
			if out == nil {
				out = append([]ast.Stmt(nil), stmts...)
			}
			out[k], changed = st, true
		}
		var known []string // the names this list made known, forgotten at its end
		for k, st := range stmts {
			switch x := st.(type) {
			case *ast.Assign:
				nm, ok := x.Targets[0].(*ast.Name)
				if !ok || len(x.Targets) != 1 || binds[string(nm.Id)] != 1 || !plain[string(nm.Id)] {
					break
				}
				fixed := func(name string) bool {
					_, known := values[name]
					return !bound[name] || known || slices.Contains(loopVars, name) && binds[name] == 1
				}
				if invariantValue(x.Value, fixed) {
					values[string(nm.Id)] = cloneExpr(x.Value, values)
					known = append(known, string(nm.Id))
				}
			case *ast.For:
				cp := *x
				if call, ok := x.Iter.(*ast.Call); ok && isBuiltinCall(call, "range") {
					args := make([]ast.Expr, len(call.Args))
					substituted := false
					for i, a := range call.Args {
						args[i] = a
						if len(namesIn(a)) > 0 && readsAny(a, values) {
							args[i] = cloneExpr(a, values)
							substituted = true
						}
					}
					if substituted {
						c := *call
						c.Args = args
						cp.Iter = &c
					}
				}
				var vars []string
				storedNames(x.Target, func(n *ast.Name) { vars = append(vars, string(n.Id)) })
				loopVars = append(loopVars, vars...)
				nb, ok := body(x.Body)
				loopVars = loopVars[:len(loopVars)-len(vars)]
				if ok || cp.Iter != x.Iter {
					cp.Body = nb
					set(k, &cp)
				}
			case *ast.If:
				nb, ok1 := body(x.Body)
				ne, ok2 := body(x.Orelse)
				if ok1 || ok2 {
					cp := *x
					cp.Body, cp.Orelse = nb, ne
					set(k, &cp)
				}
			}
		}
		for _, n := range known {
			delete(values, n)
		}
		if !changed {
			return stmts, false
		}
		return out, true
	}
	storedNames(root.Target, func(n *ast.Name) { loopVars = append(loopVars, string(n.Id)) })
	nb, changed := body(root.Body)
	if !changed {
		return root
	}
	cp := *root
	cp.Body = nb
	return &cp
}

// readsAny reports whether e reads one of the names of values.
func readsAny(e ast.Expr, values map[string]ast.Expr) bool {
	for n := range namesIn(e) {
		if _, ok := values[n]; ok {
			return true
		}
	}
	return false
}

// invariantValue reports whether e reads only fixed names, through
// constants, int arithmetic, len() and shapes.
func invariantValue(e ast.Expr, fixed func(string) bool) bool {
	ok := true
	ast.Walk(e, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Num:
			_, isInt := smallInt(x)
			ok = ok && isInt
		case *ast.BinOp:
			ok = ok && (x.Op == ast.Add || x.Op == ast.Sub || x.Op == ast.Mult || x.Op == ast.FloorDiv)
		case *ast.UnaryOp, *ast.Index:
		case *ast.Name:
			ok = ok && fixed(string(x.Id))
		case *ast.Call:
			f, isName := x.Func.(*ast.Name)
			ok = ok && isName && f.Id == "len" && len(x.Args) == 1
		case *ast.Attribute:
			ok = ok && x.Attr == "shape"
		case *ast.Subscript:
			_, isShape := x.Value.(*ast.Attribute)
			ok = ok && isShape
		default:
			ok = false
		}
		return ok
	})
	return ok
}
