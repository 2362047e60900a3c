package frontend

// This file turns reductions over a row or a vector inside a nest into
// loops, as people write them:
//
//	for i in range(n):                  for i in range(n):
//	    out[i] = sum(A[i])                  sum·9·8 = 0
//	                                        for sum·9·8·k in range(A.shape[1]):
//	                                            sum·9·8 = sum·9·8 + A[i, sum·9·8·k]
//	                                        out[i] = sum·9·8
//
// sum() adds the elements to 0 from the first to the last, which is the
// loop; max() and min() of one iterable start from the first element and
// take a later one only where it compares greater (less), which is the
// loop too; np.dot of two float64 vectors adds the products in the order
// of the BLAS NumPy calls (blas_dot.go), as alpyna's NumPy does.
// An empty sequence (max, min) or vectors of two lengths (np.dot) fail the
// nest's run-time check (raises.go), and the interpreter raises CPython's
// error. The operand is a name (a vector, or a row the front end reads
// through its array, rows.go), a row `A[i]` or `A[i, :]`, or a section
// of one slice (`A[i, 1:]`, `x[lo:hi]`), whose bounds NumPy would clip
// fail the check too; an operand of another rank fails the kernel's typing
// at run time and runs in the interpreter.

import (
	"fmt"
	"slices"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// vectorOperand is what a reduction iterates over: element k and the
// number of elements.
type vectorOperand struct {
	element func(k ast.Expr) ast.Expr
	length  ast.Expr
	// checks must hold for element and length to be NumPy's: a slice's
	// bounds within its axis (NumPy would clip them).
	checks []ast.Expr
	// rows are the leaves of an elementwise operand (vectorExpr) that
	// are rows subscripted by indices only (X[i] of a two-axis X).
	rows map[ast.Expr]bool
	// floatOnly are the arrays whose elements the operand raises to a
	// power NumPy computes so only for float arrays (array_powers.go);
	// checks holds the tests that they are float64.
	floatOnly []string
}

// reductionLoops returns root with the reductions above written as loops,
// or root itself where there is none.
func (b *builder) reductionLoops(root *ast.For) *ast.For {
	b.reductionRoot = root
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		var value *ast.Expr
		var target ast.Expr
		switch x := st.(type) {
		case *ast.Assign:
			value, target = &x.Value, x.Targets[0]
		case *ast.AugAssign:
			value, target = &x.Value, x.Target
		default:
			return nil
		}
		if nm, ok := target.(*ast.Name); ok && readsName(*value, string(nm.Id)) && isAnyCall(*value, "np.dot", "numpy.dot", "sum", "max", "min") {
			// w -= lr * np.dot(X.T, np.dot(X, w)): a vector the value
			// reduces over, assigned whole, which the nest refuses for
			// its own reason; reduction loops over it would only add
			// reasons about code the user did not write.
			return nil
		}
		var pre []ast.Stmt
		count := 0
		var replace func(e ast.Expr) ast.Expr
		replace = func(e ast.Expr) ast.Expr {
			if c, ok := e.(*ast.Call); ok {
				if stmts, result := b.reduction(c, st, count); stmts != nil {
					pre = append(pre, stmts...)
					count++
					return result
				}
			}
			return mapChildren(e, replace)
		}
		nv := replace(*value)
		if len(pre) == 0 {
			return nil
		}
		b.keepSourceText([]ast.Stmt{st})
		var cp ast.Stmt
		switch x := st.(type) {
		case *ast.Assign:
			c := *x
			c.Value = nv
			cp = &c
		case *ast.AugAssign:
			c := *x
			c.Value = nv
			cp = &c
		}
		return append(pre, cp)
	})
}

// reduction returns the statements computing call c of statement st into
// a new scalar, and that scalar, or nil.
func (b *builder) reduction(c *ast.Call, st ast.Stmt, n int) ([]ast.Stmt, ast.Expr) {
	kind, args := b.reductionOf(c)
	if _, isMethod := c.Func.(*ast.Attribute); isMethod {
		switch kind {
		case "np.sum", "np.mean":
			return b.numpySum(args[0], st, n, kind == "np.mean")
		case "np.max", "np.amax", "np.min", "np.amin":
			return b.numpyExtreme(args[0], st, n, kind == "np.max" || kind == "np.amax")
		}
	}
	if kind == "" {
		return nil, nil
	}
	at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
	sp := ast.StmtBase{Pos: at.Pos}
	ops := make([]*vectorOperand, len(args))
	var operandArrays []string
	for i, a := range args {
		if kind == "sum" || kind == "dot" {
			// sum() iterates the array NumPy computes for an
			// expression; np.dot multiplies two such arrays.
			var arrays []string
			ops[i], arrays = b.vectorExpr(a, at)
			for _, a := range arrays {
				b.addSectionArray(a)
			}
			if kind == "dot" {
				for _, id := range b.dotArrays(a, 0) {
					if !slices.Contains(operandArrays, id) {
						operandArrays = append(operandArrays, id)
					}
				}
			}
		} else {
			ops[i] = vectorOf(a, at)
		}
		if ops[i] == nil {
			return nil, nil
		}
	}
	name := func(id string, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ctx}
	}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	acc := fmt.Sprintf("%s·%d·%d·%d", kind, at.Lineno, at.ColOffset, n)
	k := acc + "·k"
	assign := func(v ast.Expr) ast.Stmt {
		return &ast.Assign{StmtBase: sp, Targets: []ast.Expr{name(acc, ast.Store)}, Value: v}
	}
	loop := func(start ast.Expr, body ...ast.Stmt) ast.Stmt {
		return &ast.For{StmtBase: sp, Target: name(k, ast.Store),
			Iter: &ast.Call{ExprBase: at, Func: name("range", ast.Load), Args: []ast.Expr{start, cloneExpr(ops[0].length, nil)}}, Body: body}
	}
	fail := func(test ast.Expr) ast.Stmt { return failWhen(test, acc+"·fail", at) }
	elem := func(i int) ast.Expr { return ops[i].element(name(k, ast.Load)) }
	var out []ast.Stmt
	var checks []ast.Expr
	for _, op := range ops {
		checks = append(checks, op.checks...)
	}
	if guard := failUnless(checks, acc+"·fail", at); guard != nil {
		out = append(out, guard)
	}
	// The accumulator starts from the first element (added to 0, as sum
	// adds it: 0 + -0.0 is 0.0), so that it holds values of one type; an
	// empty operand, whose sum is the int 0, runs in the interpreter.
	empty := fail(&ast.Compare{ExprBase: at, Left: cloneExpr(ops[0].length, nil), Ops: []ast.CmpOp{ast.LtE}, Comparators: []ast.Expr{num(0)}})
	plus := func(l, r ast.Expr) ast.Expr { return &ast.BinOp{ExprBase: at, Left: l, Op: ast.Add, Right: r} }
	switch kind {
	case "sum":
		out = append(out, empty, assign(plus(num(0), ops[0].element(num(0)))),
			loop(num(1), assign(plus(name(acc, ast.Load), elem(0)))))
	case "dot":
		differ := &ast.Compare{ExprBase: at, Left: cloneExpr(ops[0].length, nil), Ops: []ast.CmpOp{ast.NotEq}, Comparators: []ast.Expr{cloneExpr(ops[1].length, nil)}}
		// np.dot of float64 vectors sums as NumPy's BLAS does
		// (blas_dot.go); other dtypes run in the interpreter.
		out = append(out, failWhen(differ, acc+"·lengths", at))
		out = append(out, b.blasDot(acc, args, ops, operandArrays, at)...)
	case "max", "min":
		op := ast.Gt
		if kind == "min" {
			op = ast.Lt
		}
		better := &ast.If{StmtBase: sp, Test: &ast.Compare{ExprBase: at, Left: elem(0), Ops: []ast.CmpOp{op}, Comparators: []ast.Expr{name(acc, ast.Load)}},
			Body: []ast.Stmt{assign(elem(0))}}
		out = append(out, empty, assign(ops[0].element(num(0))), loop(num(1), better))
	}
	return out, name(acc, ast.Load)
}

// numpySum returns the statements computing np.sum(operand) (np.mean
// where mean is set) of statement st into a new scalar, and that scalar,
// or nil: NumPy's pairwise sum (pairwiseSum) of a float64 or int64 vector
// of 1 to 128 elements; other lengths fail the nest's check and run in
// the interpreter. np.mean sums the elements as float64 (NumPy casts ints
// to its float64 accumulator before adding) and divides by the length.
func (b *builder) numpySum(operand ast.Expr, st ast.Stmt, n int, mean bool) ([]ast.Stmt, ast.Expr) {
	at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
	op, arrays := b.vectorExpr(operand, at)
	if op == nil {
		return nil, nil
	}
	if len(arrays) == 0 {
		arrays = []string{leafArray(operand)}
	}
	for _, a := range arrays {
		b.addSectionArray(a)
	}
	kind := "np.sum"
	element := op.element
	if mean {
		kind = "np.mean"
		element = func(k ast.Expr) ast.Expr {
			return &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "float", Ctx: ast.Load}, Args: []ast.Expr{op.element(k)}}
		}
	}
	acc := fmt.Sprintf("%s·%d·%d·%d", kind, at.Lineno, at.ColOffset, n)
	length := op.length
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	oneBlock := &ast.Compare{ExprBase: at, Left: num(0), Ops: []ast.CmpOp{ast.Lt, ast.LtE}, Comparators: []ast.Expr{cloneExpr(length, nil), num(pairwiseBlock)}}
	var out []ast.Stmt
	if guard := failUnless(op.checks, acc+"·fail", at); guard != nil {
		out = append(out, guard)
	}
	out = append(out, failUnless([]ast.Expr{oneBlock}, acc+"·block", at))
	out = append(out, pairwiseSum(acc, length, element, at)...)
	var result ast.Expr = &ast.Name{ExprBase: at, Id: ast.Identifier(acc), Ctx: ast.Load}
	if mean {
		result = &ast.BinOp{ExprBase: at, Left: result, Op: ast.Div, Right: cloneExpr(length, nil)}
	}
	return out, result
}

// isSubscript reports whether e is a subscript.
func isSubscript(e ast.Expr) bool {
	_, ok := e.(*ast.Subscript)
	return ok
}

// reductionOf reads c as a reduction of vectors: its kind ("sum", "max",
// "min" of the builtins, "dot", or "np.sum", "np.mean", "np.max", ... of
// NumPy's functions and of the array methods) and its operands; "" for
// any other call.
func (b *builder) reductionOf(c *ast.Call) (kind string, operands []ast.Expr) {
	if len(c.Keywords) > 0 || c.Starargs != nil || c.Kwargs != nil {
		return "", nil
	}
	switch f := c.Func.(type) {
	case *ast.Name:
		if id := string(f.Id); (id == "sum" || id == "max" || id == "min") && len(c.Args) == 1 && !b.fs.shadowed(id) {
			return id, c.Args
		}
	case *ast.Attribute:
		if m, ok := f.Value.(*ast.Name); ok && b.fs.mod.numpyMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
			switch {
			case f.Attr == "dot" && len(c.Args) == 2:
				return "dot", c.Args
			case numpyVectorReductions[string(f.Attr)] && len(c.Args) == 1:
				return "np." + string(f.Attr), c.Args
			}
		} else if f.Attr == "dot" && len(c.Args) == 1 && (isSubscript(f.Value) || b.isVectorExpr(f.Value)) {
			// x[:i].dot(y[:i]): np.dot(x[:i], y[:i]).
			return "dot", []ast.Expr{f.Value, c.Args[0]}
		} else if numpyVectorReductions[string(f.Attr)] && len(c.Args) == 0 && (b.isVectorExpr(f.Value) || isElementwise(f.Value) || isSubscript(f.Value)) {
			// (X[i] - Y[j]).sum(), X[i, :].mean(), d.max(): the
			// function of the value. A NumPy scalar has these methods
			// too (a[i].sum() of a one-axis a): read as a row, it fails
			// the kernel's typing and the call runs in the interpreter.
			return "np." + string(f.Attr), []ast.Expr{f.Value}
		}
	}
	return "", nil
}

// numpyVectorReductions are the NumPy reductions of a vector the nests
// compute, as functions (np.sum(v)) and methods (v.sum()).
var numpyVectorReductions = map[string]bool{"sum": true, "mean": true, "max": true, "min": true, "amax": true, "amin": true}

// numpyExtreme returns the statements computing np.max(operand) (np.min
// unless isMax) of statement st into a new scalar, and that scalar, or
// nil. The elements are taken in order, a later one replacing the value
// where it compares greater or equal (less or equal), or is NaN, which
// NumPy propagates. Which of +0.0 and -0.0 NumPy returns where both are
// the extreme depends on how its SIMD loop splits the vector: a zero
// result fails the nest's check, and the interpreter computes it.
func (b *builder) numpyExtreme(operand ast.Expr, st ast.Stmt, n int, isMax bool) ([]ast.Stmt, ast.Expr) {
	at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
	sp := ast.StmtBase{Pos: at.Pos}
	op, arrays := b.vectorExpr(operand, at)
	if op == nil {
		return nil, nil
	}
	if len(arrays) == 0 {
		arrays = []string{leafArray(operand)}
	}
	for _, a := range arrays {
		b.addSectionArray(a)
	}
	kind, cmp := "np.min", ast.LtE
	if isMax {
		kind, cmp = "np.max", ast.GtE
	}
	acc := fmt.Sprintf("%s·%d·%d·%d", kind, at.Lineno, at.ColOffset, n)
	k, v := acc+"·k", acc+"·v"
	name := func(id string, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ctx}
	}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	assign := func(id string, e ast.Expr) ast.Stmt {
		return &ast.Assign{StmtBase: sp, Targets: []ast.Expr{name(id, ast.Store)}, Value: e}
	}
	compare := func(l ast.Expr, op ast.CmpOp, r ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: l, Ops: []ast.CmpOp{op}, Comparators: []ast.Expr{r}}
	}
	var out []ast.Stmt
	if guard := failUnless(op.checks, acc+"·fail", at); guard != nil {
		out = append(out, guard)
	}
	out = append(out, failWhen(compare(cloneExpr(op.length, nil), ast.LtE, num(0)), acc+"·fail", at))
	replace := &ast.If{StmtBase: sp, Test: &ast.BoolOp{ExprBase: at, Op: ast.Or, Values: []ast.Expr{
		compare(name(v, ast.Load), cmp, name(acc, ast.Load)),
		compare(name(v, ast.Load), ast.NotEq, name(v, ast.Load)),
	}}, Body: []ast.Stmt{assign(acc, name(v, ast.Load))}}
	out = append(out,
		assign(acc, op.element(num(0))),
		&ast.For{StmtBase: sp, Target: name(k, ast.Store),
			Iter: &ast.Call{ExprBase: at, Func: name("range", ast.Load), Args: []ast.Expr{num(1), cloneExpr(op.length, nil)}},
			Body: []ast.Stmt{assign(v, op.element(name(k, ast.Load))), replace}},
		failWhen(compare(name(acc, ast.Load), ast.Eq, num(0)), acc+"·zero", at),
	)
	return out, name(acc, ast.Load)
}

// isVectorExpr reports whether e is certainly an array, not a NumPy
// scalar, so that e.sum() is np.sum(e): a name the function uses as an
// array (arrayNames),
// a section (X[i, :]), a row (X[i] where X is subscripted with more
// indices elsewhere), or an arithmetic expression holding one.
func (b *builder) isVectorExpr(e ast.Expr) bool {
	depth := b.fs.subscriptDepths()
	arrays := b.fs.arrayNames()
	found := false
	walkLeaves(e, func(x ast.Expr) {
		switch x := x.(type) {
		case *ast.Name:
			found = found || arrays[string(x.Id)]
		case *ast.Subscript:
			_, named := x.Value.(*ast.Name)
			found = found || named && (hasSlice(x.Slice) || len(sliceDims(x.Slice)) < depth[unparse(x.Value)])
		}
	})
	return found
}

// vectorOf reads the operand of a reduction: a name, a row A[i, j] (the
// elements along the next axis) or A[i, :]; nil for anything else.
func vectorOf(e ast.Expr, at ast.ExprBase) *vectorOperand {
	shape := func(arr *ast.Name, axis int) ast.Expr {
		return &ast.Subscript{ExprBase: at,
			Value: &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: arr.Id, Ctx: ast.Load}, Attr: "shape", Ctx: ast.Load},
			Slice: &ast.Index{Value: &ast.Num{ExprBase: at, N: py.Int(axis)}}, Ctx: ast.Load}
	}
	switch x := e.(type) {
	case *ast.Name:
		return &vectorOperand{
			element: func(k ast.Expr) ast.Expr {
				return &ast.Subscript{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: x.Id, Ctx: ast.Load}, Slice: &ast.Index{Value: k}, Ctx: ast.Load}
			},
			length: &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "len", Ctx: ast.Load}, Args: []ast.Expr{&ast.Name{ExprBase: at, Id: x.Id, Ctx: ast.Load}}},
		}
	case *ast.Subscript:
		arr, ok := x.Value.(*ast.Name)
		if !ok {
			return nil
		}
		var index []ast.Expr
		for _, d := range sliceDims(x.Slice) {
			switch s := d.(type) {
			case *ast.Index:
				index = append(index, s.Value)
			case *ast.Slice:
				// A whole last axis, A[i, :]; any other slice is a section.
				if s.Lower != nil || s.Upper != nil || s.Step != nil || len(index) != len(sliceDims(x.Slice))-1 {
					return sectionVector(x, at)
				}
			default:
				return nil
			}
		}
		axis := len(index)
		return &vectorOperand{
			element: func(k ast.Expr) ast.Expr {
				elts := make([]ast.Expr, 0, axis+1)
				for _, i := range index {
					elts = append(elts, cloneExpr(i, nil))
				}
				elts = append(elts, k)
				return &ast.Subscript{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: arr.Id, Ctx: ast.Load},
					Slice: &ast.Index{Value: &ast.Tuple{ExprBase: at, Elts: elts, Ctx: ast.Load}}, Ctx: ast.Load}
			},
			length: shape(arr, axis),
		}
	}
	return nil
}

// sectionVector reads a section of one slice (`A[i, 1:]`, `x[lo:hi:2]`)
// as a reduction's operand: element k is the slice's start plus k steps,
// and the bounds are checked to lie in the axis.
func sectionVector(x *ast.Subscript, at ast.ExprBase) *vectorOperand {
	sec, ok := sectionOf(x, at)
	if !ok || len(sec.dims) != 1 {
		return nil
	}
	d := sec.dims[0]
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	bin := func(l ast.Expr, op ast.OperatorNumber, r ast.Expr) ast.Expr {
		return &ast.BinOp{ExprBase: at, Left: cloneExpr(l, nil), Op: op, Right: cloneExpr(r, nil)}
	}
	v := &vectorOperand{length: bin(d.stop, ast.Sub, d.start), checks: d.boundChecks(at)}
	if d.step != 1 {
		v.length = bin(bin(v.length, ast.Add, num(d.step-1)), ast.FloorDiv, num(d.step))
	}
	dims := sliceDims(x.Slice)
	v.element = func(k ast.Expr) ast.Expr {
		elts := make([]ast.Expr, len(dims))
		for i, dim := range dims {
			if _, isSlice := dim.(*ast.Slice); isSlice {
				step := k
				if d.step != 1 {
					step = bin(num(d.step), ast.Mult, k)
				}
				elts[i] = bin(d.start, ast.Add, step)
			} else {
				elts[i] = cloneExpr(dim.(*ast.Index).Value, nil)
			}
		}
		var index ast.Expr = elts[0]
		if len(elts) > 1 {
			index = &ast.Tuple{ExprBase: at, Elts: elts, Ctx: ast.Load}
		}
		return &ast.Subscript{ExprBase: at, Value: cloneExpr(x.Value, nil), Slice: &ast.Index{Value: index}, Ctx: ast.Load}
	}
	return v
}

// readsName reports whether e reads the name id.
func readsName(e ast.Expr, id string) bool {
	found := false
	ast.Walk(e, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && string(x.Id) == id && x.Ctx == ast.Load {
			found = true
		}
		return !found
	})
	return found
}

// isAnyCall reports whether e holds a call of one of the functions, named
// as written (np.dot as "np.dot").
func isAnyCall(e ast.Expr, names ...string) bool {
	found := false
	ast.Walk(e, func(n ast.Ast) bool {
		if c, ok := n.(*ast.Call); ok {
			for _, name := range names {
				if unparse(c.Func) == name {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
