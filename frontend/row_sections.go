package frontend

// This file reads whole rows of matrices as the sections they are. People
// write row updates without the slice:
//
//	n, d = X.shape                  n, d = X.shape
//	for i in range(n):              for i in range(n):
//	    B[i] = X[i] * 0.5               if not (B.ndim == 2 and X.ndim == 2):
//	                                        rows·7·9 = int(float("nan"))
//	    X[i] += X[i - 1]                B[i, :] = X[i, :] * 0.5
//	                                    X[i, :] += X[i - 1, :]
//
// after which sectionLoops (sections.go) makes them loops over the
// elements. Whether X[i] is a row or a number depends on X's rank, which
// is a property of the call: a one-axis X makes `B[i] = X[i] * 0.5` a
// scalar statement, which the nest compiles as such. So the rewrite is
// made only for arrays the function itself shows to have two axes —
// unpacking its shape into two names, reading shape[1], subscripting it
// with two indices — and the guard sends a call whose arrays have another
// rank to the interpreter, which does what NumPy does.
//
// Only statements whose target is such a row are rewritten, with every
// row of such an array in their value; a row read into a scalar statement
// is the business of rows.go and reductions.go, which run before.

import (
	"fmt"
	"slices"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// rowSections returns root with the row assignments above made sections,
// or root itself where there is none.
func (b *builder) rowSections(root *ast.For) *ast.For {
	twoAxes, vectorsOK := b.fs.arrayRanks()
	if len(twoAxes) == 0 {
		return root
	}
	// oneIndex reports whether e is a[x] with a single index of a name a.
	oneIndex := func(e ast.Expr) (string, bool) {
		sub, ok := e.(*ast.Subscript)
		if !ok {
			return "", false
		}
		nm, ok := sub.Value.(*ast.Name)
		if !ok {
			return "", false
		}
		ix, ok := sub.Slice.(*ast.Index)
		if !ok {
			return "", false
		}
		switch v := ix.Value.(type) {
		case *ast.Tuple, *ast.Ellipsis:
			return "", false
		case *ast.NameConstant:
			if v.Value == py.None {
				return "", false
			}
		}
		return string(nm.Id), true
	}
	isRow := func(e ast.Expr) bool {
		a, ok := oneIndex(e)
		return ok && twoAxes[a]
	}
	// hasRow looks where rowsAsSections rewrites: operands of arithmetic
	// and calls, not subscripts (emap[e][0] is an element).
	hasRow := func(e ast.Expr) bool {
		found := false
		rowsAsSections(e, isRow, func(x ast.Expr) ast.Expr { found = true; return x })
		return found
	}
	// A target a[i] is a row where a is known to have two axes, or where
	// the value assigned is one (a one-axis a would raise).
	rowTarget := func(t, v ast.Expr) bool {
		_, ok := oneIndex(t)
		return ok && (isRow(t) || hasRow(v))
	}
	return rewriteLoop(root, func(orig ast.Stmt) []ast.Stmt {
		st := orig
		var target *ast.Expr
		var value *ast.Expr
		switch x := st.(type) {
		case *ast.Assign:
			if len(x.Targets) != 1 || !rowTarget(x.Targets[0], x.Value) {
				return nil
			}
			cp := *x
			cp.Targets = []ast.Expr{x.Targets[0]}
			st, target, value = &cp, &cp.Targets[0], &cp.Value
		case *ast.AugAssign:
			if !rowTarget(x.Target, x.Value) {
				return nil
			}
			cp := *x
			st, target, value = &cp, &cp.Target, &cp.Value
		default:
			return nil
		}
		var arrays, vectors []string
		asSection := func(e ast.Expr) ast.Expr {
			if nm, ok := e.(*ast.Name); ok {
				// A whole vector added to the row: v[:].
				if !slices.Contains(vectors, string(nm.Id)) {
					vectors = append(vectors, string(nm.Id))
				}
				return &ast.Subscript{ExprBase: nm.ExprBase, Value: nm, Slice: &ast.Slice{}, Ctx: ast.Load}
			}
			sub := e.(*ast.Subscript)
			nm := sub.Value.(*ast.Name)
			if !slices.Contains(arrays, string(nm.Id)) {
				arrays = append(arrays, string(nm.Id))
			}
			cp := *sub
			cp.Slice = &ast.ExtSlice{Dims: []ast.Slicer{sub.Slice, &ast.Slice{}}}
			return &cp
		}
		// The target's array has two axes too (the guard checks it), so
		// its rows in the value are rows; a parameter the function
		// subscripts, named whole, is a vector as long as the row (the
		// guard checks it has one axis, the sections' guard its length).
		targetArray, _ := oneIndex(*target)
		inValue := func(e ast.Expr) bool {
			if nm, ok := e.(*ast.Name); ok {
				return vectorsOK[string(nm.Id)] && !twoAxes[string(nm.Id)] && string(nm.Id) != targetArray
			}
			a, ok := oneIndex(e)
			return ok && (twoAxes[a] || a == targetArray)
		}
		*target = asSection(*target)
		*value = rowsAsSections(*value, inValue, asSection)
		at := ast.ExprBase{Pos: ast.Pos{Lineno: orig.GetLineno(), ColOffset: orig.GetColOffset()}}
		var checks []ast.Expr
		slices.Sort(arrays)
		ndimIs := func(a string, n int) ast.Expr {
			ndim := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(a), Ctx: ast.Load}, Attr: "ndim", Ctx: ast.Load}
			return &ast.Compare{ExprBase: at, Left: ndim, Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{&ast.Num{ExprBase: at, N: py.Int(n)}}}
		}
		for _, a := range arrays {
			checks = append(checks, ndimIs(a, 2))
		}
		slices.Sort(vectors)
		for _, v := range vectors {
			checks = append(checks, ndimIs(v, 1))
		}
		b.keepSourceText([]ast.Stmt{orig})
		guard := failUnless(checks, fmt.Sprintf("rows·%d·%d", at.Pos.Lineno, at.Pos.ColOffset), at)
		return []ast.Stmt{guard, st}
	})
}

// rowsAsSections returns e with the subexpressions isRow accepts replaced
// by asSection's, copying only what changes.
func rowsAsSections(e ast.Expr, isRow func(ast.Expr) bool, asSection func(ast.Expr) ast.Expr) ast.Expr {
	if isRow(e) {
		return asSection(e)
	}
	re := func(x ast.Expr) ast.Expr { return rowsAsSections(x, isRow, asSection) }
	switch x := e.(type) {
	case *ast.BinOp:
		cp := *x
		cp.Left, cp.Right = re(x.Left), re(x.Right)
		return &cp
	case *ast.UnaryOp:
		cp := *x
		cp.Operand = re(x.Operand)
		return &cp
	case *ast.Call:
		cp := *x
		cp.Args = make([]ast.Expr, len(x.Args))
		for i, a := range x.Args {
			cp.Args[i] = re(a)
		}
		return &cp
	case *ast.IfExp:
		cp := *x
		cp.Test, cp.Body, cp.Orelse = re(x.Test), re(x.Body), re(x.Orelse)
		return &cp
	}
	return e
}

// arrayRanks reads what the function shows of its parameters that it
// never rebinds: twoAxes, those with two axes (`n, m = X.shape`,
// `X.shape[1]`, `X[i, j]`), and subscripted, those it subscripts at all
// (arrays, or at least sequences, of some rank).
func (fs *funcScan) arrayRanks() (twoAxes, subscripted map[string]bool) {
	if fs.def == nil {
		return nil, nil
	}
	stored := map[string]bool{}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx == ast.Store {
			stored[string(x.Id)] = true
		}
		return true
	})
	isParam := func(name string) bool { return slices.Contains(fs.params, name) && !stored[name] }
	out, subscripted := map[string]bool{}, map[string]bool{}
	shapeOf := func(e ast.Expr) string {
		if a, ok := e.(*ast.Attribute); ok && a.Attr == "shape" {
			if nm, ok := a.Value.(*ast.Name); ok && isParam(string(nm.Id)) {
				return string(nm.Id)
			}
		}
		return ""
	}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Assign:
			if t, ok := x.Targets[0].(*ast.Tuple); ok && len(x.Targets) == 1 && len(t.Elts) == 2 {
				if a := shapeOf(x.Value); a != "" {
					out[a] = true
				}
			}
		case *ast.Subscript:
			if a := shapeOf(x.Value); a != "" {
				if ix, ok := x.Slice.(*ast.Index); ok {
					if k, isInt := smallInt(ix.Value); isInt && k == 1 {
						out[a] = true
					}
				}
			}
			if nm, ok := x.Value.(*ast.Name); ok && isParam(string(nm.Id)) {
				subscripted[string(nm.Id)] = true
				if ix, ok := x.Slice.(*ast.Index); ok {
					if t, ok := ix.Value.(*ast.Tuple); ok && len(t.Elts) == 2 && !slices.ContainsFunc(t.Elts, isNewAxisOrEllipsis) {
						out[string(nm.Id)] = true
					}
				}
			}
		}
		return true
	})
	// A local the function makes with two axes (`c = np.zeros((k, d))`)
	// and only ever binds to such arrays: `c[j] /= cnt[j]` divides a row.
	for name := range fs.arrayNames() {
		if !slices.Contains(fs.params, name) && fs.madeOnly(name) && fs.arrayRank(name, 0) == 2 {
			out[name] = true
		}
	}
	return out, subscripted
}

// madeOnly reports whether every binding of name in the function is an
// assignment of an array a NumPy constructor makes (madeArrayRank).
func (fs *funcScan) madeOnly(name string) bool {
	made, other := false, false
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Assign:
			for _, t := range x.Targets {
				if nm, ok := t.(*ast.Name); ok && string(nm.Id) == name {
					if fs.madeArrayRank(x.Value, 0) > 0 {
						made = true
					} else {
						other = true
					}
				} else if !ok {
					ast.Walk(t, func(m ast.Ast) bool {
						if nm, ok := m.(*ast.Name); ok && nm.Ctx != ast.Load && string(nm.Id) == name {
							other = true
						}
						return true
					})
				}
			}
			return false // a value binds no name (no walrus in the subset)
		case *ast.AugAssign:
			// In place on an array: no new binding. Nor does its
			// value bind any.
			return false
		case *ast.Name:
			if x.Ctx != ast.Load && string(x.Id) == name {
				other = true
			}
		}
		return true
	})
	return made && !other
}

// isNewAxisOrEllipsis reports whether a subscript component is None or ...
func isNewAxisOrEllipsis(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ellipsis:
		return true
	case *ast.NameConstant:
		return x.Value == py.None
	}
	return false
}
