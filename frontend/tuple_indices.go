package frontend

// This file reads a tuple of indices held in a name as the indices it
// holds:
//
//	for i in range(n):                      for i in range(n):
//	    for j in range(m):                      for j in range(m):
//	        idx = max(0, i - 1), max(0, j - 1)
//	        out[i, j] = x[idx]                      out[i, j] = x[max(0, i - 1), max(0, j - 1)]
//
// as pythran's convolution writes it. The name must be assigned once in
// the nest, a tuple display whose elements read only what does not change
// during the nest besides the loops around the assignment
// (fixedDuringNest), be read only as the whole index of subscripts after
// it in the same body, and be read nowhere else in the function (not
// after the nest either): then the assignment, which would make a tuple
// the nest cannot hold, goes.

import (
	"github.com/go-python/gpython/ast"
)

// tupleIndices returns root with such names' subscripts written out, or
// root itself where there is none.
func (fs *funcScan) tupleIndices(root *ast.For) *ast.For {
	if fs.def == nil {
		return root
	}
	stores := map[string]int{}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx != ast.Load {
			stores[string(x.Id)]++
		}
		return true
	})
	// Reads of each name in the function, and those as a whole index.
	reads, asIndex := map[string]int{}, map[string]int{}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if x.Ctx == ast.Load {
				reads[string(x.Id)]++
			}
		case *ast.Subscript:
			if ix, ok := x.Slice.(*ast.Index); ok {
				if nm, ok := ix.Value.(*ast.Name); ok {
					asIndex[string(nm.Id)]++
				}
			}
		}
		return true
	})
	// ... and in the nest: a name read after the nest keeps its tuple.
	inNest := map[string]int{}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx == ast.Load {
			inNest[string(x.Id)]++
		}
		return true
	})
	written := writtenArrays(root)
	var loops []string
	changed := false
	var body func(stmts []ast.Stmt) []ast.Stmt
	body = func(stmts []ast.Stmt) []ast.Stmt {
		tuples := map[string][]ast.Expr{}
		var out []ast.Stmt
		var sub func(e ast.Expr) ast.Expr
		sub = func(e ast.Expr) ast.Expr {
			if e == nil {
				return nil
			}
			if x, ok := e.(*ast.Subscript); ok {
				if ix, ok := x.Slice.(*ast.Index); ok {
					if nm, ok := ix.Value.(*ast.Name); ok && tuples[string(nm.Id)] != nil {
						elts := make([]ast.Expr, len(tuples[string(nm.Id)]))
						for k, el := range tuples[string(nm.Id)] {
							elts[k] = cloneExpr(el, nil)
						}
						changed = true
						return &ast.Subscript{ExprBase: x.ExprBase, Value: sub(x.Value),
							Slice: &ast.Index{Value: &ast.Tuple{ExprBase: nm.ExprBase, Elts: elts, Ctx: ast.Load}}, Ctx: x.Ctx}
					}
				}
			}
			return mapChildren(e, sub)
		}
		for _, st := range stmts {
			if a, ok := st.(*ast.Assign); ok && len(a.Targets) == 1 {
				if nm, ok := a.Targets[0].(*ast.Name); ok {
					id := string(nm.Id)
					if t, ok := a.Value.(*ast.Tuple); ok && len(t.Elts) > 0 && stores[id] == 1 && reads[id] > 0 && reads[id] == asIndex[id] && reads[id] == inNest[id] {
						fixed := true
						for _, el := range t.Elts {
							if _, starred := el.(*ast.Starred); starred || !fixedDuringNest(el, stores, written, loops, nil) {
								fixed = false
							}
						}
						if fixed {
							tuples[id] = t.Elts
							changed = true
							continue // the assignment goes
						}
					}
				}
			}
			switch x := st.(type) {
			case *ast.For:
				cp := *x
				cp.Iter = sub(x.Iter)
				var vars []string
				storedNames(x.Target, func(n *ast.Name) { vars = append(vars, string(n.Id)) })
				loops = append(loops, vars...)
				cp.Body = body(mapped(x.Body, sub))
				loops = loops[:len(loops)-len(vars)]
				out = append(out, &cp)
			case *ast.If:
				cp := *x
				cp.Test = sub(x.Test)
				cp.Body, cp.Orelse = body(mapped(x.Body, sub)), body(mapped(x.Orelse, sub))
				out = append(out, &cp)
			default:
				m := mapped([]ast.Stmt{st}, sub)
				out = append(out, m...)
			}
		}
		return out
	}
	storedNames(root.Target, func(n *ast.Name) { loops = append(loops, string(n.Id)) })
	nb := body(root.Body)
	if !changed {
		return root
	}
	cp := *root
	cp.Body = nb
	return &cp
}

// mapped is stmts with f applied to their expressions (mapStmts), as they
// are where mapStmts does not reach.
func mapped(stmts []ast.Stmt, f func(ast.Expr) ast.Expr) []ast.Stmt {
	out, _ := mapStmts(stmts, f)
	return out
}

// tupleNames returns root with each tuple of names bound to one name and
// read only through constant subscripts (`fci = (f·3·0, f·3·1, ...)`, which
// tupleCall makes of `fci = compute_flux_contribution(...)`, then
// `fci[4]`) read element by element, and the assignment gone; root itself
// where there is none. The name must be assigned once in the nest, read
// only after that in the same body and not after the nest, and the
// elements' names not assigned after it.
func (b *builder) tupleNames(site nestSite, root *ast.For) *ast.For {
	return rewriteBodies(root, true, func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		changed := false
		for k := 0; k < len(stmts); k++ {
			a, ok := stmts[k].(*ast.Assign)
			if !ok || len(a.Targets) != 1 {
				continue
			}
			t, ok := a.Targets[0].(*ast.Name)
			tuple, isTuple := a.Value.(*ast.Tuple)
			if !ok || !isTuple || len(tuple.Elts) == 0 {
				continue
			}
			names := map[string]bool{}
			for _, e := range tuple.Elts {
				n, ok := e.(*ast.Name)
				if !ok {
					names = nil
					break
				}
				names[string(n.Id)] = true
			}
			name := string(t.Id)
			rest := stmts[k+1:]
			if names == nil || !b.rowOnlyHere(site, root, name, stmts[:k]) || loads([]ast.Stmt{root}, name) != loads(rest, name) || storesAny(rest, names) {
				continue
			}
			all := true
			var sub func(e ast.Expr) ast.Expr
			sub = func(e ast.Expr) ast.Expr {
				switch x := e.(type) {
				case *ast.Subscript:
					if n, ok := x.Value.(*ast.Name); ok && string(n.Id) == name {
						idx, ok := x.Slice.(*ast.Index)
						var j int
						if ok {
							j, ok = signedInt(idx.Value)
						}
						if j < 0 {
							j += len(tuple.Elts)
						}
						if !ok || x.Ctx != ast.Load || j < 0 || j >= len(tuple.Elts) {
							all = false
							return e
						}
						return cloneExpr(tuple.Elts[j], nil)
					}
				case *ast.Name:
					if string(x.Id) == name {
						all = false
					}
					return e
				}
				return mapChildren(e, sub)
			}
			out, ok := mapStmts(rest, sub)
			if !ok || !all {
				continue
			}
			b.keepSourceText(rest)
			stmts = append(append([]ast.Stmt(nil), stmts[:k]...), out...)
			changed = true
			k--
		}
		return stmts, changed
	})
}

// signedInt is smallInt of an int constant or of its negation (-1).
func signedInt(e ast.Expr) (int, bool) {
	if u, ok := e.(*ast.UnaryOp); ok && u.Op == ast.USub {
		v, ok := smallInt(u.Operand)
		return -v, ok
	}
	return smallInt(e)
}
