package frontend

// This file reads the rows of arrays through their arrays. People iterate
// over a two-dimensional array by rows, or name a row, and subscript it:
//
//	for row in m:                   for row·iter7 in range(m.shape[0]):
//	    for x in row:                   for x·iter8 in range(m.shape[1]):
//	        s += x                          x = m[row·iter7, x·iter8]
//	                                        s += x
//
//	for i in range(n):              for i in range(n):
//	    r = a[i]                        for j in range(m):
//	    for j in range(m):                  b[i, j] = a[i, j] * 2.0
//	        b[i, j] = r[j] * 2.0
//
// In NumPy a row `a[i]` of an array of two or more axes is a view: reading
// r[j] reads a[i, j] whenever it happens, and storing into r[j] stores
// into a, so naming a[i, ...] at each use means what the view means. The
// rewrite applies to an assignment `r = a[e, ...]` of a loop's body (the
// ones PythonForms makes for `for row in m` included) when r is assigned
// nowhere else in the nest, is read only after that assignment in the same
// body and only as an array (subscripted by indices, len(r), r.shape[k]),
// the array and the names in the subscript are not assigned after it, and
// code after the nest cannot read r (which would see the last row). A row
// of a one-axis array is a number, which CPython cannot subscript: such a
// nest fails its checks at run time and runs in the interpreter, which
// raises CPython's error.

import (
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// rowViews returns root with the rows above read through their arrays, or
// root itself where there is none.
func (b *builder) rowViews(site nestSite, root *ast.For) *ast.For {
	if b.fs.module || b.fs.mod.readsNamespace {
		return root // a global, or locals(), may read the row afterwards
	}
	// readsAfter marks the assignments of a name (by position) whose
	// reads in the nest all follow them in their own body, found before
	// any rewrite (a row's substitution copies the names of its index).
	readsAfter := map[assignSite]bool{}
	total := map[string]int{} // reads of each name in the nest
	ast.Walk(root, func(n ast.Ast) bool {
		if nm, ok := n.(*ast.Name); ok && nm.Ctx == ast.Load {
			total[string(nm.Id)]++
		}
		return true
	})
	walkStmts([]ast.Stmt{root}, func(st ast.Stmt, _ bool) {
		var bodies [][]ast.Stmt
		switch x := st.(type) {
		case *ast.For:
			bodies = [][]ast.Stmt{x.Body, x.Orelse}
		case *ast.While:
			bodies = [][]ast.Stmt{x.Body, x.Orelse}
		case *ast.If:
			bodies = [][]ast.Stmt{x.Body, x.Orelse}
		}
		for _, stmts := range bodies {
			for k, st := range stmts {
				a, ok := st.(*ast.Assign)
				if !ok || len(a.Targets) != 1 {
					continue
				}
				if _, _, isRow := rowOf(a.Value); !isRow {
					continue
				}
				if nm, ok := a.Targets[0].(*ast.Name); ok && total[string(nm.Id)] == countLoads(stmts[k+1:], string(nm.Id)) {
					readsAfter[assignSite{ast.Pos{Lineno: a.Lineno, ColOffset: a.ColOffset}, string(nm.Id)}] = true
				}
			}
		}
	})
	var body func(stmts []ast.Stmt) ([]ast.Stmt, bool)
	body = func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		changed := false
		for k := 0; k < len(stmts); k++ {
			a, ok := stmts[k].(*ast.Assign)
			if !ok || len(a.Targets) != 1 {
				continue
			}
			row, ok := a.Targets[0].(*ast.Name)
			if !ok {
				continue
			}
			base, index, ok := rowOf(a.Value)
			if !ok || !b.rowOnlyHere(site, root, string(row.Id), stmts[:k]) {
				continue
			}
			rest := stmts[k+1:]
			if !readsAfter[assignSite{ast.Pos{Lineno: a.Lineno, ColOffset: a.ColOffset}, string(row.Id)}] {
				// Read after the body too (`t = a[i, j]` in a j loop,
				// `out[i] = t` after it): the value the last iteration
				// left, which no subscript names there.
				continue
			}
			fixed := map[string]bool{string(base.Id): true}
			for _, e := range index {
				ast.Walk(e, func(n ast.Ast) bool {
					if nm, ok := n.(*ast.Name); ok {
						fixed[string(nm.Id)] = true
					}
					return true
				})
			}
			if storesAny(rest, fixed) {
				continue
			}
			out, ok := substituteRow(rest, string(row.Id), base, index)
			if !ok {
				continue
			}
			b.keepSourceText(rest)
			stmts = append(append([]ast.Stmt(nil), stmts[:k]...), out...)
			changed = true
			k-- // the statement now at k is the first of the rest
		}
		return stmts, changed
	}
	return rewriteBodies(root, false, body)
}

// keepSourceText records the script's text of each statement in stmts,
// and of those inside them, before a row's uses in them are rewritten.
// Statements the front end made (their text names a '·') have none.
func (b *builder) keepSourceText(stmts []ast.Stmt) {
	if b.sourceText == nil {
		b.sourceText = map[ast.Pos]string{}
	}
	walkStmts(stmts, func(st ast.Stmt, _ bool) {
		switch st.(type) {
		case *ast.Assign, *ast.AugAssign:
			pos := ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}
			if _, ok := b.sourceText[pos]; !ok {
				if t := unparseStmt(st); !strings.Contains(t, "·") {
					b.sourceText[pos] = t
				}
			}
		}
	})
}

// rowOf splits a[e1, ..., ek] (indices, not slices, of a name) into a and
// its indices.
func rowOf(e ast.Expr) (*ast.Name, []ast.Expr, bool) {
	s, ok := e.(*ast.Subscript)
	if !ok {
		return nil, nil, false
	}
	base, ok := s.Value.(*ast.Name)
	if !ok {
		return nil, nil, false
	}
	idx, ok := s.Slice.(*ast.Index)
	if !ok {
		return nil, nil, false
	}
	if t, ok := idx.Value.(*ast.Tuple); ok {
		return base, t.Elts, true
	}
	return base, []ast.Expr{idx.Value}, true
}

// rowOnlyHere reports whether name is assigned once in root, not read in
// before (the statements of its body ahead of the assignment), and dead
// after the nest (liveOut).
func (b *builder) rowOnlyHere(site nestSite, root *ast.For, name string, before []ast.Stmt) bool {
	if b.fs.nestedScopeReads(name) || b.liveOut(site, name) {
		return false
	}
	assigned, readBefore := 0, false
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if string(x.Id) == name && x.Ctx != ast.Load {
				assigned++
			}
		case *ast.For:
			if target, ok := x.Target.(*ast.Name); ok && string(target.Id) == name {
				assigned += 2
			}
		}
		return true
	})
	for _, st := range before {
		ast.Walk(st, func(n ast.Ast) bool {
			if x, ok := n.(*ast.Name); ok && string(x.Id) == name {
				readBefore = true
			}
			return true
		})
	}
	return assigned == 1 && !readBefore
}

// substituteRow returns stmts with every use of row read through base and
// index, or false if some use is not one of an array's (see the file
// comment).
func substituteRow(stmts []ast.Stmt, row string, base *ast.Name, index []ast.Expr) ([]ast.Stmt, bool) {
	ok := true
	var sub func(e ast.Expr) ast.Expr
	isRow := func(e ast.Expr) bool {
		n, is := e.(*ast.Name)
		return is && string(n.Id) == row
	}
	shape := func(at ast.ExprBase, axis int) ast.Expr {
		attr := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: base.Id, Ctx: ast.Load}, Attr: "shape", Ctx: ast.Load}
		return &ast.Subscript{ExprBase: at, Value: attr, Slice: &ast.Index{Value: &ast.Num{ExprBase: at, N: pyInt(axis)}}, Ctx: ast.Load}
	}
	sub = func(e ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Subscript:
			if isRow(x.Value) {
				idx, is := x.Slice.(*ast.Index)
				if !is {
					ok = false
					return e
				}
				inner := []ast.Expr{idx.Value}
				if t, is := idx.Value.(*ast.Tuple); is {
					inner = t.Elts
				}
				elts := make([]ast.Expr, 0, len(index)+len(inner))
				for _, i := range index {
					elts = append(elts, cloneExpr(i, nil))
				}
				for _, i := range inner {
					elts = append(elts, sub(i))
				}
				return &ast.Subscript{ExprBase: x.ExprBase, Value: &ast.Name{ExprBase: x.Value.(*ast.Name).ExprBase, Id: base.Id, Ctx: ast.Load},
					Slice: &ast.Index{Value: &ast.Tuple{ExprBase: x.ExprBase, Elts: elts, Ctx: ast.Load}}, Ctx: x.Ctx}
			}
			// row.shape[k]
			if a, is := x.Value.(*ast.Attribute); is && isRow(a.Value) && a.Attr == "shape" {
				if idx, is := x.Slice.(*ast.Index); is {
					if k, is := smallInt(idx.Value); is && k >= 0 {
						return shape(a.Value.(*ast.Name).ExprBase, len(index)+k)
					}
				}
				ok = false
				return e
			}
		case *ast.Call:
			if isBuiltinCall(x, "len") && len(x.Args) == 1 && isRow(x.Args[0]) {
				return shape(x.Args[0].(*ast.Name).ExprBase, len(index)) // where the row is named
			}
		case *ast.Name:
			if string(x.Id) == row {
				ok = false // the row as a value
			}
			return e
		}
		return mapChildren(e, sub)
	}
	out, all := mapStmts(stmts, sub)
	return out, ok && all
}

func pyInt(k int) py.Object { return py.Int(k) }

// smallInt returns the value of an int constant.
func smallInt(e ast.Expr) (int, bool) {
	n, ok := e.(*ast.Num)
	if !ok {
		return 0, false
	}
	v, ok := n.N.(py.Int)
	return int(v), ok
}

// mapChildren returns a copy of e with f applied to each child expression
// (the kinds cloneExpr copies; others are returned as they are).
func mapChildren(e ast.Expr, f func(ast.Expr) ast.Expr) ast.Expr {
	each := func(xs []ast.Expr) []ast.Expr {
		out := make([]ast.Expr, len(xs))
		for i, x := range xs {
			out[i] = f(x)
		}
		return out
	}
	opt := func(x ast.Expr) ast.Expr {
		if x == nil {
			return nil
		}
		return f(x)
	}
	switch x := e.(type) {
	case *ast.BinOp:
		return &ast.BinOp{ExprBase: x.ExprBase, Left: f(x.Left), Op: x.Op, Right: f(x.Right)}
	case *ast.UnaryOp:
		return &ast.UnaryOp{ExprBase: x.ExprBase, Op: x.Op, Operand: f(x.Operand)}
	case *ast.BoolOp:
		return &ast.BoolOp{ExprBase: x.ExprBase, Op: x.Op, Values: each(x.Values)}
	case *ast.Compare:
		return &ast.Compare{ExprBase: x.ExprBase, Left: f(x.Left), Ops: x.Ops, Comparators: each(x.Comparators)}
	case *ast.IfExp:
		return &ast.IfExp{ExprBase: x.ExprBase, Test: f(x.Test), Body: f(x.Body), Orelse: f(x.Orelse)}
	case *ast.Call:
		kws := make([]*ast.Keyword, len(x.Keywords))
		for i, k := range x.Keywords {
			kws[i] = &ast.Keyword{Pos: k.Pos, Arg: k.Arg, Value: f(k.Value)}
		}
		return &ast.Call{ExprBase: x.ExprBase, Func: f(x.Func), Args: each(x.Args), Keywords: kws, Starargs: opt(x.Starargs), Kwargs: opt(x.Kwargs)}
	case *ast.Attribute:
		return &ast.Attribute{ExprBase: x.ExprBase, Value: f(x.Value), Attr: x.Attr, Ctx: x.Ctx}
	case *ast.Subscript:
		return &ast.Subscript{ExprBase: x.ExprBase, Value: f(x.Value), Slice: mapSlice(x.Slice, f), Ctx: x.Ctx}
	case *ast.Tuple:
		return &ast.Tuple{ExprBase: x.ExprBase, Elts: each(x.Elts), Ctx: x.Ctx}
	case *ast.List:
		return &ast.List{ExprBase: x.ExprBase, Elts: each(x.Elts), Ctx: x.Ctx}
	case *ast.Starred:
		return &ast.Starred{ExprBase: x.ExprBase, Value: f(x.Value), Ctx: x.Ctx}
	}
	return e
}

func mapSlice(s ast.Slicer, f func(ast.Expr) ast.Expr) ast.Slicer {
	opt := func(x ast.Expr) ast.Expr {
		if x == nil {
			return nil
		}
		return f(x)
	}
	switch x := s.(type) {
	case *ast.Index:
		return &ast.Index{SliceBase: x.SliceBase, Value: f(x.Value)}
	case *ast.Slice:
		return &ast.Slice{SliceBase: x.SliceBase, Lower: opt(x.Lower), Upper: opt(x.Upper), Step: opt(x.Step)}
	case *ast.ExtSlice:
		dims := make([]ast.Slicer, len(x.Dims))
		for i, d := range x.Dims {
			dims[i] = mapSlice(d, f)
		}
		return &ast.ExtSlice{SliceBase: x.SliceBase, Dims: dims}
	}
	return s
}

// mapStmts returns stmts with f applied to every expression of the
// statements a nest holds; ok is false if some other statement is there.
func mapStmts(stmts []ast.Stmt, f func(ast.Expr) ast.Expr) ([]ast.Stmt, bool) {
	out := make([]ast.Stmt, len(stmts))
	all := true
	body := func(b []ast.Stmt) []ast.Stmt {
		r, ok := mapStmts(b, f)
		all = all && ok
		return r
	}
	for i, st := range stmts {
		switch x := st.(type) {
		case *ast.Assign:
			targets := make([]ast.Expr, len(x.Targets))
			for k, t := range x.Targets {
				targets[k] = f(t)
			}
			out[i] = &ast.Assign{StmtBase: x.StmtBase, Targets: targets, Value: f(x.Value)}
		case *ast.AugAssign:
			out[i] = &ast.AugAssign{StmtBase: x.StmtBase, Target: f(x.Target), Op: x.Op, Value: f(x.Value)}
		case *ast.For:
			out[i] = &ast.For{StmtBase: x.StmtBase, Target: f(x.Target), Iter: f(x.Iter), Body: body(x.Body), Orelse: body(x.Orelse)}
		case *ast.If:
			out[i] = &ast.If{StmtBase: x.StmtBase, Test: f(x.Test), Body: body(x.Body), Orelse: body(x.Orelse)}
		case *ast.While:
			out[i] = &ast.While{StmtBase: x.StmtBase, Test: f(x.Test), Body: body(x.Body), Orelse: body(x.Orelse)}
		case *ast.ExprStmt:
			out[i] = &ast.ExprStmt{StmtBase: x.StmtBase, Value: f(x.Value)}
		case *ast.Assert:
			// The message is never evaluated in the nest (raises.go).
			out[i] = &ast.Assert{StmtBase: x.StmtBase, Test: f(x.Test), Msg: x.Msg}
		case *ast.Break, *ast.Continue, *ast.Pass, *ast.Raise:
			// A raise becomes a failure whatever it raises (raises.go).
			out[i] = st
		default:
			out[i] = st
			all = false
		}
	}
	return out, all
}

// assignSite is an assignment of a name, by its position.
type assignSite struct {
	pos  ast.Pos
	name string
}

// countLoads counts the reads of name in stmts.
func countLoads(stmts []ast.Stmt, name string) int {
	count := 0
	for _, st := range stmts {
		ast.Walk(st, func(m ast.Ast) bool {
			if nm, ok := m.(*ast.Name); ok && nm.Ctx == ast.Load && string(nm.Id) == name {
				count++
			}
			return true
		})
	}
	return count
}
