package frontend

// This file reads a row statement whose value sums a matrix section along
// its last axis, as NumPy-style code writes a row of a triangular update
// (PolyBench/Python's syrk and syr2k):
//
//	for i in range(N):                      for i in range(N):
//	    C[i, 0:i+1] += alpha * (                for t in range(i + 1 - 0):
//	        A[i, 0:M] * A[0:i+1, 0:M]               C[i, 0 + t] += alpha * (
//	    ).sum(axis=1)                                   A[i, 0:M] * A[0 + t, 0:M]).sum()
//
// NumPy makes the product, a matrix of i+1 rows, and sums each row into
// one element of the result: the row sum is NumPy's sum of a contiguous
// vector (its pairwise order, what reductions.go computes for a `.sum()`
// of a vector expression), and element t of the result is added to
// element t of the target's section. So the statement is a loop over the
// target's section whose value sums one row of the product: each matrix
// section of the operand gives its row t (its first slice indexed), each
// vector section broadcasts along the summed axis as it is, and each
// vector section outside the sum lines up with the target's as sections
// do. The value is computed in full before NumPy stores it, which the loop
// keeps only where the value does not read the target's array: such a
// statement is left as it is.
//
// The guard checks the sections' bounds and that each indexed section is
// as long as the target's; a call that fails it runs in the interpreter.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
)

// axisSums returns root with the row statements above made loops, or
// root itself where there is none.
func (b *builder) axisSums(root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		target, value, ok := singleStore(st)
		if !ok {
			return nil
		}
		sub, ok := target.(*ast.Subscript)
		if !ok || !hasSlice(sub.Slice) {
			return nil
		}
		at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
		t, ok := sectionOf(sub, at)
		if !ok || len(t.dims) != 1 || t.dims[0].step != 1 {
			return nil
		}
		sums := 0
		ast.Walk(value, func(n ast.Ast) bool {
			if c, ok := n.(*ast.Call); ok && b.lastAxisSum(c) != nil {
				sums++
				return false
			}
			return true
		})
		if sums == 0 || readsName(value, t.array) {
			return nil
		}
		counter := fmt.Sprintf("axis·%d·%d", at.Lineno, at.ColOffset)
		tv := func() ast.Expr { return &ast.Name{ExprBase: at, Id: ast.Identifier(counter), Ctx: ast.Load} }
		plus := func(l, r ast.Expr) ast.Expr {
			if v, ok := constantInt(l); ok && v == 0 {
				return r
			}
			return &ast.BinOp{ExprBase: at, Left: cloneExpr(l, nil), Op: ast.Add, Right: r}
		}
		span := func(d sectionDim) ast.Expr {
			if v, ok := constantInt(d.start); ok && v == 0 {
				return cloneExpr(d.stop, nil)
			}
			return &ast.BinOp{ExprBase: at, Left: cloneExpr(d.stop, nil), Op: ast.Sub, Right: cloneExpr(d.start, nil)}
		}
		checks := t.dims[0].boundChecks(at)
		// element returns s with its k-th slice the index start + t, its
		// other components as they are; source: s is not the target, so
		// its bounds and span are checked.
		element := func(s *section, k int, source bool) ast.Expr {
			d := s.dims[k]
			if source {
				checks = append(checks, d.boundChecks(at)...)
				if !sameLinear(span(d), span(t.dims[0])) {
					checks = append(checks, &ast.Compare{ExprBase: at, Left: span(d), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{span(t.dims[0])}})
				}
			}
			dims := sliceDims(s.sub.Slice)
			out := make([]ast.Slicer, len(dims))
			slice := 0
			for i, c := range dims {
				switch x := c.(type) {
				case *ast.Index:
					out[i] = &ast.Index{Value: cloneExpr(x.Value, nil)}
				case *ast.Slice:
					if slice == k {
						out[i] = &ast.Index{Value: plus(d.start, tv())}
					} else {
						out[i] = &ast.Slice{Lower: cloneExpr(x.Lower, nil), Upper: cloneExpr(x.Upper, nil), Step: cloneExpr(x.Step, nil)}
					}
					slice++
				}
			}
			var slicer ast.Slicer = out[0]
			if len(out) > 1 {
				slicer = &ast.ExtSlice{Dims: out}
			}
			return &ast.Subscript{ExprBase: s.sub.ExprBase, Value: cloneExpr(s.sub.Value, nil), Slice: slicer, Ctx: s.sub.Ctx}
		}
		failed := false
		// rows rewrites the sum's operand: matrix sections give row t,
		// vector sections stay (they broadcast along the summed axis).
		var rows func(e ast.Expr) ast.Expr
		rows = func(e ast.Expr) ast.Expr {
			if _, ok := e.(*ast.Attribute); ok && containsSection(e) {
				failed = true // a section's .T: its axes swapped
				return e
			}
			if x, ok := e.(*ast.Subscript); ok && hasSlice(x.Slice) {
				s, ok := sectionOf(x, at)
				switch {
				case !ok || len(s.dims) > 2:
					failed = true
				case len(s.dims) == 2:
					if s.dims[0].step != 1 {
						failed = true
						return e
					}
					return element(s, 0, true)
				}
				return e
			}
			return mapChildren(e, rows)
		}
		// outside lines the sections outside the sum up with the
		// target's.
		var outside func(e ast.Expr) ast.Expr
		outside = func(e ast.Expr) ast.Expr {
			if c, ok := e.(*ast.Call); ok {
				if operand := b.lastAxisSum(c); operand != nil {
					return &ast.Call{ExprBase: c.ExprBase, Func: &ast.Attribute{ExprBase: at, Value: rows(operand), Attr: "sum", Ctx: ast.Load}}
				}
			}
			if _, ok := e.(*ast.Attribute); ok && containsSection(e) {
				failed = true
				return e
			}
			if x, ok := e.(*ast.Subscript); ok && hasSlice(x.Slice) {
				s, ok := sectionOf(x, at)
				if !ok || len(s.dims) != 1 || s.dims[0].step != 1 {
					failed = true
					return e
				}
				return element(s, 0, true)
			}
			return mapChildren(e, outside)
		}
		newValue := outside(value)
		if failed {
			return nil
		}
		body := withTarget(withValue(st, newValue), element(t, 0, false))
		loop := &ast.For{StmtBase: ast.StmtBase{Pos: at.Pos},
			Target: &ast.Name{ExprBase: at, Id: ast.Identifier(counter), Ctx: ast.Store},
			Iter:   &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: []ast.Expr{span(t.dims[0])}},
			Body:   []ast.Stmt{body}}
		b.keepSourceText([]ast.Stmt{st})
		var out []ast.Stmt
		if guard := failUnless(checks, counter+"·fail", at); guard != nil {
			out = append(out, guard)
		}
		return append(out, loop)
	})
}

// lastAxisSum returns the operand of c where c sums it along its last
// axis of two: `E.sum(axis=1)`, `E.sum(axis=-1)` or `np.sum(E, axis=1)`;
// else nil.
func (b *builder) lastAxisSum(c *ast.Call) ast.Expr {
	if len(c.Keywords) != 1 || c.Keywords[0].Arg != "axis" || c.Starargs != nil || c.Kwargs != nil {
		return nil
	}
	axis, ok := constantInt(c.Keywords[0].Value)
	if !ok || (axis != 1 && axis != -1) {
		return nil
	}
	f, ok := c.Func.(*ast.Attribute)
	if !ok || f.Attr != "sum" {
		return nil
	}
	if m, ok := f.Value.(*ast.Name); ok && b.fs.mod.numpyMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
		if len(c.Args) == 1 {
			return c.Args[0]
		}
		return nil
	}
	if len(c.Args) == 0 && containsSection(f.Value) {
		return f.Value
	}
	return nil
}

// withTarget returns a copy of st, a statement singleStore splits, with
// the target t.
func withTarget(st ast.Stmt, t ast.Expr) ast.Stmt {
	switch x := st.(type) {
	case *ast.Assign:
		c := *x
		c.Targets = []ast.Expr{t}
		return &c
	case *ast.AugAssign:
		c := *x
		c.Target = t
		return &c
	}
	return st
}
