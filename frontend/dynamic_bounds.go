package frontend

// This file accepts loops whose bounds are read from arrays at each entry,
// the way compressed sparse rows and adjacency lists are walked:
//
//	for i in range(n):                      for i in range(n):
//	    for k in range(indptr[i], indptr[i + 1]):   start = indptr[i]
//	        acc += data[k] * x[indices[k]]          end = indptr[i + 1]
//	                                                for k in range(start, end):
//
// Such a bound cannot be evaluated before the nest, as len(a) can: it
// reads the enclosing loop's variable. It can be evaluated by the kernel
// each time the loop starts, provided what it reads does not change while
// the nest runs: enclosing loops' variables, loop-invariant values and
// elements of arrays the nest does not write. The loop is then marked
// Dynamic, and the analysis takes its bounds as unknown: every iteration
// of i may give k any range, which is exact for what i carries (y[i] is
// written by one i whatever k's range) and conservative for what k's
// subscripts reach (out[k] in two iterations of i may collide).
//
// The second spelling names the bounds first. boundNamesInlined (run with
// the other rewrites, before conversion) puts the value of such a name
// into the range() that reads it when the name is assigned once in the
// nest, by a statement of the same body before the loop, from values that
// do not change in between; the assignment stays, for code that reads the
// name afterwards.

import (
	"maps"
	"slices"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// dynamicBound reports whether e, a bound that is neither affine nor
// loop-invariant, reads only what stays fixed while the nest runs besides
// the variables of enclosing loops.
func (b *builder) dynamicBound(e nest.Expr) bool {
	ok := true
	nest.WalkExpr(e, func(x nest.Expr) {
		switch x := x.(type) {
		case *nest.Name:
			ok = ok && (x.Role == nest.Symbol || x.Role == nest.LoopVar && b.enclosing(x.Id))
		case *nest.Ref:
			ok = ok && !x.Synthetic && !b.written[x.Array]
		case *nest.Opaque:
			for _, n := range x.Names {
				ok = ok && !b.loopVars[n] && !b.scalars[n]
			}
		}
	})
	return ok
}

// boundNamesInlined returns root with the range() arguments that are names
// assigned just before their loop replaced by the assigned values (see the
// file comment), or root itself where there is none.
func boundNamesInlined(root *ast.For) *ast.For {
	stores := map[string]int{}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx == ast.Store {
			stores[string(x.Id)]++
		}
		return true
	})
	written := writtenArrays(root)
	var loops []string // the variables of the loops around the body being rewritten
	var body func(stmts []ast.Stmt, outer map[string]ast.Expr) ([]ast.Stmt, bool)
	body = func(stmts []ast.Stmt, outer map[string]ast.Expr) ([]ast.Stmt, bool) {
		changed := false
		var out []ast.Stmt
		// The names assigned once, earlier in this body or around it,
		// with their values in terms of what stays fixed.
		values := maps.Clone(outer)
		// first holds the names assigned twice whose first assignment,
		// fixed, was just seen: `lo = i - k` before `if lo < 0: lo = 0`.
		first := map[string]ast.Expr{}
		for _, st := range stmts {
			switch x := st.(type) {
			case *ast.Assign:
				if len(x.Targets) == 1 {
					if n, ok := x.Targets[0].(*ast.Name); ok && fixedDuringNest(x.Value, stores, written, loops, values) {
						switch stores[string(n.Id)] {
						case 1:
							values[string(n.Id)] = cloneExpr(x.Value, values)
						case 2:
							first[string(n.Id)] = cloneExpr(x.Value, values)
						}
					}
				}
			case *ast.If:
				// lo = a if flag else b, spelled as an if/else whose
				// branches each assign only it, or as an assignment
				// and an if that may replace it.
				if name, v, ok := branchValue(x, stores, written, loops, values); ok {
					values[name] = v
				} else if name, v, ok := replacedValue(x, first, stores, written, loops, values); ok {
					values[name] = v
				} else {
					// Loops inside the branches (Rodinia hotspot's
					// border tiles, `if r0 == 0: for r in range(r0,
					// r0 + 16): ...`) read the names assigned before.
					nb, chBody := body(x.Body, values)
					ne, chElse := body(x.Orelse, values)
					if chBody || chElse {
						f := *x
						f.Body, f.Orelse = nb, ne
						st = &f
						changed = true
					}
				}
				first = map[string]ast.Expr{}
			case *ast.For:
				f := *x
				if call, ok := f.Iter.(*ast.Call); ok && isRangeCall(call) {
					args := append([]ast.Expr(nil), call.Args...)
					replaced := false
					for k, a := range args {
						if readsAny(a, values) {
							args[k] = cloneExpr(a, values)
							replaced = true
						}
					}
					if replaced {
						c := *call
						c.Args = args
						f.Iter = &c
						changed = true
					}
				}
				var vars []string
				storedNames(f.Target, func(n *ast.Name) { vars = append(vars, string(n.Id)) })
				loops = append(loops, vars...)
				if nb, ch := body(f.Body, values); ch {
					f.Body = nb
					changed = true
				}
				loops = loops[:len(loops)-len(vars)]
				st = &f
			}
			out = append(out, st)
		}
		return out, changed
	}
	storedNames(root.Target, func(n *ast.Name) { loops = append(loops, string(n.Id)) })
	nb, changed := body(root.Body, map[string]ast.Expr{})
	if !changed {
		return root
	}
	cp := *root
	cp.Body = nb
	return &cp
}

// indexScalars returns root with each name that holds an index (`k = i *
// cols + j`, Rodinia's C keeps indices in variables) read through its
// value in the subscripts of the statements after its assignment in the
// same body, and in the bodies inside them, up to the first statement that
// assigns the name or a name the value reads; root itself where there is
// none. The dependence tests then see `dN[i * cols + j]`, affine in the
// loops, where `dN[k]` through the expanded scalar was an unknown
// subscript in every loop. The assignment stays, for other reads.
//
// Only values that compute an index from a loop's variable are read so
// (`k = i * cols + j`, `idx = base + t`): a copy of another scalar (`index
// = nearest·1`, an inlined helper's result) gains nothing, and would keep
// the scalar from being expanded where its reads run in another loop.
func (b *builder) indexScalars(root *ast.For) *ast.For {
	loopVars := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		if f, ok := n.(*ast.For); ok {
			storedNames(f.Target, func(nm *ast.Name) { loopVars[string(nm.Id)] = true })
		}
		return true
	})
	fromLoops := func(e ast.Expr) bool {
		if _, bare := e.(*ast.Name); bare {
			return false
		}
		for n := range namesIn(e) {
			if loopVars[n] {
				return true
			}
		}
		return false
	}
	return rewriteBodies(root, true, func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		changed := false
		out := append([]ast.Stmt(nil), stmts...)
		// From the last assignment back, so that a value read through
		// another (idx = base + t after base = blk * bs) is substituted
		// in turn.
		for k := len(out) - 1; k >= 0; k-- {
			a, ok := out[k].(*ast.Assign)
			if !ok || len(a.Targets) != 1 {
				continue
			}
			t, ok := a.Targets[0].(*ast.Name)
			if !ok || !indexArithmetic(a.Value) || !fromLoops(a.Value) {
				continue
			}
			names := namesIn(a.Value)
			if names[string(t.Id)] {
				continue // k = k + 1
			}
			names[string(t.Id)] = true
			for j := k + 1; j < len(out); j++ {
				if storesAny(out[j:j+1], names) {
					break
				}
				if r, ok := indexNameInlined(out[j], string(t.Id), a.Value); ok {
					b.keepSourceText(out[j : j+1])
					out[j] = r
					changed = true
				}
			}
		}
		return out, changed
	})
}

// indexNameInlined returns st with the name read through value in the
// indices of its subscripts, its inner statements' included, and whether
// it changed.
func indexNameInlined(st ast.Stmt, name string, value ast.Expr) (ast.Stmt, bool) {
	changed := false
	var walk, inIndex func(x ast.Expr) ast.Expr
	walk = func(x ast.Expr) ast.Expr {
		if s, ok := x.(*ast.Subscript); ok {
			return &ast.Subscript{ExprBase: s.ExprBase, Value: walk(s.Value), Slice: mapSlice(s.Slice, inIndex), Ctx: s.Ctx}
		}
		return mapChildren(x, walk)
	}
	inIndex = func(x ast.Expr) ast.Expr {
		switch y := x.(type) {
		case *ast.Name:
			if string(y.Id) == name && y.Ctx == ast.Load {
				changed = true
				return cloneExpr(value, nil)
			}
			return x
		case *ast.Subscript:
			return walk(x)
		}
		return mapChildren(x, inIndex)
	}
	out, ok := mapStmts([]ast.Stmt{st}, walk)
	if !ok || !changed {
		return st, false
	}
	return out[0], true
}

// indexArithmetic reports whether e is int arithmetic (+, -, *, //, %)
// of constants and names.
func indexArithmetic(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num:
		_, isInt := x.N.(py.Int)
		return isInt
	case *ast.Name:
		return true
	case *ast.UnaryOp:
		return (x.Op == ast.USub || x.Op == ast.UAdd) && indexArithmetic(x.Operand)
	case *ast.BinOp:
		switch x.Op {
		case ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Modulo:
			return indexArithmetic(x.Left) && indexArithmetic(x.Right)
		}
	}
	return false
}

// branchValue reads `if t: name = a else: name = b`, name assigned
// nowhere else in the nest and t, a and b fixed during it, as the value
// `a if t else b`.
func branchValue(x *ast.If, stores map[string]int, written map[string]bool, loops []string, values map[string]ast.Expr) (string, ast.Expr, bool) {
	one := func(body []ast.Stmt) (string, ast.Expr, bool) {
		if len(body) != 1 {
			return "", nil, false
		}
		a, ok := body[0].(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return "", nil, false
		}
		n, ok := a.Targets[0].(*ast.Name)
		if !ok || !fixedDuringNest(a.Value, stores, written, loops, values) {
			return "", nil, false
		}
		return string(n.Id), a.Value, true
	}
	name, then, ok1 := one(x.Body)
	other, orelse, ok2 := one(x.Orelse)
	if !ok1 || !ok2 || name != other || stores[name] != 2 || !fixedDuringNest(x.Test, stores, written, loops, values) {
		return "", nil, false
	}
	v := &ast.IfExp{ExprBase: ast.ExprBase{Pos: x.Pos}, Test: x.Test, Body: then, Orelse: orelse}
	return name, cloneExpr(v, values), true
}

// replacedValue reads `if t: name = b` (no else) right after `name = a`
// (first holds a), name assigned nowhere else in the nest and t, a and b
// fixed during it, as the value `b if t else a`, t reading a for name.
func replacedValue(x *ast.If, first map[string]ast.Expr, stores map[string]int, written map[string]bool, loops []string, values map[string]ast.Expr) (string, ast.Expr, bool) {
	if len(x.Orelse) != 0 || len(x.Body) != 1 {
		return "", nil, false
	}
	a, ok := x.Body[0].(*ast.Assign)
	if !ok || len(a.Targets) != 1 {
		return "", nil, false
	}
	n, ok := a.Targets[0].(*ast.Name)
	if !ok {
		return "", nil, false
	}
	name := string(n.Id)
	before, ok := first[name]
	if !ok || stores[name] != 2 {
		return "", nil, false
	}
	withFirst := maps.Clone(values)
	withFirst[name] = before
	if !fixedDuringNest(x.Test, stores, written, loops, withFirst) || !fixedDuringNest(a.Value, stores, written, loops, withFirst) {
		return "", nil, false
	}
	v := &ast.IfExp{ExprBase: ast.ExprBase{Pos: x.Pos}, Test: cloneExpr(x.Test, withFirst), Body: cloneExpr(a.Value, withFirst), Orelse: before}
	return name, v, true
}

// isRangeCall reports whether call is range(...) with positional
// arguments only.
func isRangeCall(call *ast.Call) bool {
	n, ok := call.Func.(*ast.Name)
	return ok && n.Id == "range" && len(call.Keywords) == 0 && call.Starargs == nil && call.Kwargs == nil
}

// fixedDuringNest reports whether e reads only names the nest never
// assigns, the variables of the loops around it and names of values (whose
// own values are fixed), and no array the nest writes, so that it has the
// same value wherever in one iteration of those loops it is evaluated.
func fixedDuringNest(e ast.Expr, stores map[string]int, written map[string]bool, loops []string, values map[string]ast.Expr) bool {
	ok := true
	ast.Walk(e, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			id := string(x.Id)
			if _, known := values[id]; stores[id] > 0 && !known && !slices.Contains(loops, id) {
				ok = false
			}
		case *ast.Subscript:
			if a, isName := x.Value.(*ast.Name); isName && written[string(a.Id)] {
				ok = false
			}
		case *ast.Call:
			// max(0, i - k), min(n, i + k + 1): a window's edges. (A
			// name rebound to something else is refused where the nest
			// is converted.)
			ok = ok && (isName(x.Func, "min") || isName(x.Func, "max") || isName(x.Func, "abs")) &&
				len(x.Keywords) == 0 && x.Starargs == nil && x.Kwargs == nil
		case *ast.Lambda, *ast.ListComp, *ast.GeneratorExp, *ast.DictComp, *ast.SetComp:
			ok = false
		}
		return ok
	})
	return ok
}
