package frontend

// This file reads the operand of a reduction that is an elementwise NumPy
// expression of vectors, as people write distances and norms:
//
//	result[i, j] = np.sum((X[i, :] - Y[j, :]) ** 2)
//	d = np.sqrt(np.sum((a[i] - b[j]) * (a[i] - b[j])))
//	s = sum(w * x[i])
//
// Element k of the operand is the expression with each vector replaced by
// its element k and each scalar kept: what NumPy computes for the
// temporary array, element by element. Where NumPy's array arithmetic
// differs from the scalars' the lowering follows the array: `v ** 2` is
// np.square, v * v (NumPy's fast path for a scalar exponent of 2).
//
// NumPy computes float32 and int32 arrays in their own type and a Python
// scalar with them stays weak, where the kernels' scalars promote (a
// float32 times 0.5 is a float64): every array the operand reads is
// listed in Nest.Sections, so that the closure runs the nest in the
// interpreter unless each is float64 or int64. The vectors must have one
// length (NumPy would broadcast a length of one, or raise): a run-time
// check sends other calls to the interpreter.
//
// A leaf `X[i]` subscripted with fewer indices than the function
// subscripts X with elsewhere is a row; with as many, an element (a
// scalar). Where the function shows no more indices, it is a row if no
// other leaf is certainly a vector (np.sum((X[i] - Y[j]) ** 2)) or if it
// is spelled as a leaf that is certainly a row (Y[j] beside X[i]), else
// an element (np.sum(X[i, :] * y[j])). A wrong guess fails the kernel's
// typing at run time, and the call runs in the interpreter.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/kernel"
)

// vectorExpr returns the operand e of a reduction as a vector: a vector
// vectorOf reads, or an elementwise expression of vectors and scalars;
// nil for anything else. arrays are the arrays whose elements it reads.
func (b *builder) vectorExpr(e ast.Expr, at ast.ExprBase) (op *vectorOperand, arrays []string) {
	// A whole array of more than one axis (np.sum(pn) of a two-axis pn)
	// is no vector: its sum is over all its elements, which these loops
	// over one axis do not give.
	multiAxis := false
	walkLeaves(e, func(l ast.Expr) {
		switch x := l.(type) {
		case *ast.Name:
			multiAxis = multiAxis || b.fs.subscriptDepths()[string(x.Id)] > 1
		case *ast.Subscript:
			// p[:] of a two-axis p: all of it, as the name is.
			nm, ok := x.Value.(*ast.Name)
			dims := sliceDims(x.Slice)
			if !ok || len(dims) >= b.fs.subscriptDepths()[string(nm.Id)] {
				return
			}
			for _, d := range dims {
				if _, isSlice := d.(*ast.Slice); !isSlice {
					return
				}
			}
			multiAxis = true
		}
	})
	if multiAxis {
		return nil, nil
	}
	if _, isOp := e.(*ast.BinOp); !isOp {
		if _, isCall := e.(*ast.Call); !isCall {
			if _, isUnary := e.(*ast.UnaryOp); !isUnary {
				return vectorOf(e, at), nil
			}
		}
	}
	depth := b.fs.subscriptDepths()
	// certain reports whether leaf x is a vector whatever the ranks are.
	certain := b.isVectorExpr
	// rowIndices are the numbers of indices of the leaves certainly rows
	// spelled with indices only (X[i] of a two-axis X): a leaf spelled
	// alike (Y[j] in X[i] - Y[j]) is taken for a row too.
	anyCertain, rowIndices := false, map[int]bool{}
	walkLeaves(e, func(x ast.Expr) {
		if certain(x) {
			anyCertain = true
			if s, ok := x.(*ast.Subscript); ok && !hasSlice(s.Slice) {
				rowIndices[len(sliceDims(s.Slice))] = true
			}
		}
	})
	isVector := func(x ast.Expr) bool {
		if certain(x) {
			return true
		}
		s, ok := x.(*ast.Subscript)
		if !ok || hasSlice(s.Slice) {
			return false
		}
		return !anyCertain && len(sliceDims(s.Slice)) >= depth[unparse(s.Value)] || rowIndices[len(sliceDims(s.Slice))]
	}

	var vectors []*vectorOperand
	var floatOnly []string // arrays whose powers hold for float64 only
	rows := map[ast.Expr]bool{}
	var read func(e ast.Expr) func(k ast.Expr) ast.Expr
	read = func(e ast.Expr) func(k ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Num:
			return func(ast.Expr) ast.Expr { return cloneExpr(x, nil) }
		case *ast.Name, *ast.Subscript:
			if !isVector(x) {
				return func(ast.Expr) ast.Expr { return cloneExpr(x, nil) }
			}
			v := vectorOf(x, at)
			if v == nil {
				return nil
			}
			vectors = append(vectors, v)
			arrays = append(arrays, leafArray(x))
			if s, ok := x.(*ast.Subscript); ok && !hasSlice(s.Slice) {
				rows[x] = true
			}
			return func(k ast.Expr) ast.Expr { return v.element(cloneExpr(k, nil)) }
		case *ast.UnaryOp:
			if x.Op != ast.USub && x.Op != ast.UAdd {
				return nil
			}
			operand := read(x.Operand)
			if operand == nil {
				return nil
			}
			return func(k ast.Expr) ast.Expr { return &ast.UnaryOp{ExprBase: x.ExprBase, Op: x.Op, Operand: operand(k)} }
		case *ast.BinOp:
			switch x.Op {
			case ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow:
			default:
				return nil
			}
			nv, na := len(vectors), len(arrays)
			left := read(x.Left)
			if left == nil {
				return nil
			}
			scalarExp := true
			walkLeaves(x.Right, func(l ast.Expr) { scalarExp = scalarExp && !isVector(l) })
			if x.Op == ast.Pow && len(vectors) > nv && scalarExp {
				// An array raised to a scalar: NumPy's fast paths
				// (array_powers.go).
				elem := func(k ast.Expr) func() ast.Expr {
					return func() ast.Expr { return left(cloneExpr(k, nil)) }
				}
				if _, float, ok := b.arrayPower(elem(&ast.Name{ExprBase: x.ExprBase, Id: "k", Ctx: ast.Load}), x.Right, x.ExprBase); ok {
					if float {
						floatOnly = append(floatOnly, arrays[na:]...)
					}
					return func(k ast.Expr) ast.Expr {
						p, _, _ := b.arrayPower(elem(k), x.Right, x.ExprBase)
						return p
					}
				}
				if svmlPower() != "" {
					return nil // the whole expression stays NumPy's
				}
			}
			right := read(x.Right)
			if right == nil {
				return nil
			}
			return func(k ast.Expr) ast.Expr {
				return &ast.BinOp{ExprBase: x.ExprBase, Left: left(k), Op: x.Op, Right: right(cloneExpr(k, nil))}
			}
		case *ast.Call:
			if elts, ok := b.arrayOfScalars(x); ok {
				// np.array([fx, fy]): element k is the k-th value.
				v := &vectorOperand{length: &ast.Num{ExprBase: x.ExprBase, N: py.Int(len(elts))}, element: func(k ast.Expr) ast.Expr {
					var out ast.Expr = cloneExpr(elts[len(elts)-1], nil)
					for j := len(elts) - 2; j >= 0; j-- {
						test := &ast.Compare{ExprBase: x.ExprBase, Left: cloneExpr(k, nil), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{&ast.Num{ExprBase: x.ExprBase, N: py.Int(j)}}}
						out = &ast.IfExp{ExprBase: x.ExprBase, Test: test, Body: cloneExpr(elts[j], nil), Orelse: out}
					}
					return out
				}}
				vectors = append(vectors, v)
				for _, el := range elts {
					walkLeaves(el, func(l ast.Expr) {
						if _, ok := l.(*ast.Subscript); ok {
							arrays = append(arrays, leafArray(l))
						}
					})
				}
				return v.element
			}
			if len(x.Keywords) > 0 || x.Starargs != nil || x.Kwargs != nil || !b.elementwiseFunc(x.Func, len(x.Args)) {
				return nil
			}
			args := make([]func(ast.Expr) ast.Expr, len(x.Args))
			for i, a := range x.Args {
				if args[i] = read(a); args[i] == nil {
					return nil
				}
			}
			return func(k ast.Expr) ast.Expr {
				c := &ast.Call{ExprBase: x.ExprBase, Func: cloneExpr(x.Func, nil), Args: make([]ast.Expr, len(args))}
				for i, a := range args {
					c.Args[i] = a(cloneExpr(k, nil))
				}
				return c
			}
		}
		return nil
	}
	element := read(e)
	if element == nil || len(vectors) == 0 {
		return nil, nil
	}
	op = &vectorOperand{element: element, length: vectors[0].length, rows: rows}
	op.floatOnly = floatOnly
	for _, a := range floatOnly {
		op.checks = append(op.checks, float64Check(a, at))
	}
	for i, v := range vectors {
		op.checks = append(op.checks, v.checks...)
		if i > 0 && !sameLinear(v.length, vectors[0].length) {
			op.checks = append(op.checks, &ast.Compare{ExprBase: at, Left: cloneExpr(v.length, nil), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{cloneExpr(vectors[0].length, nil)}})
		}
	}
	return op, arrays
}

// arrayOfScalars returns the elements of c when c is np.array of a list
// or tuple display of numbers (`np.array([dx / dist, dy / dist])`, a
// small vector made per iteration) with no dtype: the elements are the
// expressions, read where the array is.
func (b *builder) arrayOfScalars(c *ast.Call) ([]ast.Expr, bool) {
	f, ok := c.Func.(*ast.Attribute)
	if !ok || f.Attr != "array" || len(c.Args) != 1 || len(c.Keywords) > 0 || c.Starargs != nil || c.Kwargs != nil {
		return nil, false
	}
	if m, ok := f.Value.(*ast.Name); !ok || !b.fs.mod.numpyMods[string(m.Id)] || b.fs.shadowed(string(m.Id)) {
		return nil, false
	}
	elts, ok := displayElts(c.Args[0])
	if !ok || len(elts) == 0 {
		return nil, false
	}
	for _, e := range elts {
		switch e.(type) {
		case *ast.List, *ast.Tuple, *ast.Starred, *ast.Str:
			return nil, false // nested, unpacked or not a number
		}
	}
	return elts, true
}

// readsArrayOfScalars reports whether the elementwise expression e holds
// an arrayOfScalars (np.array([fx, fy]) * 0.5), a vector whatever else it
// reads.
func (b *builder) readsArrayOfScalars(e ast.Expr) bool {
	found := false
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.BinOp:
			walk(x.Left)
			walk(x.Right)
		case *ast.UnaryOp:
			walk(x.Operand)
		case *ast.Call:
			if _, ok := b.arrayOfScalars(x); ok {
				found = true
				return
			}
			for _, a := range x.Args {
				walk(a)
			}
		}
	}
	walk(e)
	return found
}

// elementwiseFunc reports whether f called with n arguments is a NumPy
// ufunc the nests compute on scalars (np.sqrt, np.exp, np.maximum, ...),
// or the builtin abs, which NumPy arrays answer with np.absolute.
func (b *builder) elementwiseFunc(f ast.Expr, n int) bool {
	switch f := f.(type) {
	case *ast.Name:
		if attr, ok := b.fs.mod.numpyNames[string(f.Id)]; ok && !b.fs.locals[string(f.Id)] {
			arity, ok := numpyFunc(attr)
			_, cast := kernel.NumPyCasts[attr]
			return ok && arity == n && !cast
		}
		return string(f.Id) == "abs" && n == 1 && !b.fs.shadowed("abs")
	case *ast.Attribute:
		m, ok := f.Value.(*ast.Name)
		if !ok || !b.fs.mod.numpyMods[string(m.Id)] || b.fs.shadowed(string(m.Id)) {
			return false
		}
		arity, ok := numpyFunc(string(f.Attr))
		_, cast := kernel.NumPyCasts[string(f.Attr)]
		return ok && arity == n && !cast
	}
	return false
}

// walkLeaves calls visit on the leaves of an elementwise expression: the
// names, subscripts and numbers outside calls' callees.
func walkLeaves(e ast.Expr, visit func(ast.Expr)) {
	switch x := e.(type) {
	case *ast.BinOp:
		walkLeaves(x.Left, visit)
		walkLeaves(x.Right, visit)
	case *ast.UnaryOp:
		walkLeaves(x.Operand, visit)
	case *ast.Call:
		for _, a := range x.Args {
			walkLeaves(a, visit)
		}
	default:
		visit(e)
	}
}

// leafArray is the array a vector leaf reads: X of X or X[i, :].
func leafArray(e ast.Expr) string {
	if s, ok := e.(*ast.Subscript); ok {
		e = s.Value
	}
	return unparse(e)
}

// subscriptDepths are the most indices the function subscripts each
// name with (a slice counts as one), or more where it shows the array has
// more axes (reads x.shape[k], unpacks `n, m = x.shape`). The map is
// shared: callers read it.
func (fs *funcScan) subscriptDepths() map[string]int {
	if fs.depths != nil {
		return fs.depths
	}
	out := map[string]int{}
	fs.depths = out
	if fs.def == nil {
		return out
	}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Subscript:
			if nm, ok := x.Value.(*ast.Name); ok {
				out[string(nm.Id)] = max(out[string(nm.Id)], len(sliceDims(x.Slice)))
			}
			// x.shape[1]: x has two axes at least.
			if a, ok := x.Value.(*ast.Attribute); ok && a.Attr == "shape" {
				if nm, ok := a.Value.(*ast.Name); ok {
					if idx, ok := x.Slice.(*ast.Index); ok {
						if k, ok := smallInt(idx.Value); ok && k >= 0 {
							out[string(nm.Id)] = max(out[string(nm.Id)], k+1)
						}
					}
				}
			}
		case *ast.Assign:
			// n, m = x.shape: x has exactly two axes.
			if a, ok := x.Value.(*ast.Attribute); ok && a.Attr == "shape" && len(x.Targets) == 1 {
				if nm, ok := a.Value.(*ast.Name); ok {
					if t, ok := x.Targets[0].(*ast.Tuple); ok {
						out[string(nm.Id)] = max(out[string(nm.Id)], len(t.Elts))
					}
				}
			}
		}
		return true
	})
	for name, r := range fs.ranks {
		out[name] = r // the call's array has that many axes
	}
	return out
}

// sectionRows returns root with the rows in the values of section
// statements spelled as sections (`y[:] += x[i] * 2.0` with x of two axes
// reads x[i, :]), or root itself where there is none: a leaf subscripted
// by indices only, fewer than the function shows its array has (it
// subscripts it with more, reads x.shape[1], or unpacks `n, m =
// x.shape`), is a row, which NumPy broadcasts against the target's
// section. A wrong guess fails the kernel's typing at run time.
func (b *builder) sectionRows(root *ast.For) *ast.For {
	depth := b.fs.subscriptDepths()
	// `mean += X[i]` on a whole array is a section statement too
	// (whole_arrays.go makes it `mean[:] += X[i, :]` in sectionLoops).
	wholes := b.inPlaceWholes(root)
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		target, value, ok := singleStore(st)
		if !ok {
			return nil
		}
		switch t := target.(type) {
		case *ast.Subscript:
			if !hasSlice(t.Slice) {
				return nil
			}
		case *ast.Name:
			if _, aug := st.(*ast.AugAssign); !aug || wholes[string(t.Id)] == 0 {
				return nil
			}
		default:
			return nil
		}
		rows := map[ast.Expr]bool{}
		walkLeaves(value, func(l ast.Expr) {
			s, ok := l.(*ast.Subscript)
			if !ok || hasSlice(s.Slice) {
				return
			}
			if nm, ok := s.Value.(*ast.Name); ok && len(sliceDims(s.Slice)) < depth[string(nm.Id)] {
				rows[l] = true
			}
		})
		if len(rows) == 0 {
			return nil
		}
		b.keepSourceText([]ast.Stmt{st})
		return []ast.Stmt{withValue(st, withRowSlices(value, rows))}
	})
}

// arrayNames are the names the function shows to be arrays (or other
// sequences): it subscripts them, reads an array attribute of them
// (x.shape, x.size, ...) or their len(), reduces them (np.sum(x),
// x.sum(), np.dot(x, y)), or binds them to a call of a NumPy constructor
// (np.zeros, np.array, ...). The map is shared: callers read it.
func (fs *funcScan) arrayNames() map[string]bool {
	if fs.arrays != nil {
		return fs.arrays
	}
	out := fs.subscriptedNames()
	for name := range fs.ranks {
		out[name] = true
	}
	fs.arrays = out
	if fs.def == nil {
		return out
	}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Attribute:
			if nm, ok := x.Value.(*ast.Name); ok && ndarrayAttrs[string(x.Attr)] && !fs.mod.numpyMods[string(nm.Id)] && !fs.mod.mathMods[string(nm.Id)] {
				out[string(nm.Id)] = true
			}
		case *ast.Call:
			if f, ok := x.Func.(*ast.Name); ok && f.Id == "len" && len(x.Args) == 1 {
				if nm, ok := x.Args[0].(*ast.Name); ok {
					out[string(nm.Id)] = true
				}
			}
			// np.dot(d, d), np.sum(d), d.sum(): what people reduce so
			// is an array (of a scalar these calls are possible but
			// pointless).
			if f, ok := x.Func.(*ast.Attribute); ok && vectorReductions[string(f.Attr)] {
				if m, ok := f.Value.(*ast.Name); ok && fs.mod.numpyMods[string(m.Id)] {
					for _, a := range x.Args {
						if nm, ok := a.(*ast.Name); ok {
							out[string(nm.Id)] = true
						}
					}
				} else if nm, ok := f.Value.(*ast.Name); ok && len(x.Args) == 0 {
					out[string(nm.Id)] = true
				}
			}
		case *ast.Assign:
			c, isCall := x.Value.(*ast.Call)
			if !isCall {
				break
			}
			f, ok := c.Func.(*ast.Attribute)
			if !ok || !numpyConstructors[string(f.Attr)] {
				break
			}
			if m, ok := f.Value.(*ast.Name); !ok || !fs.mod.numpyMods[string(m.Id)] {
				break
			}
			for _, t := range x.Targets {
				if nm, ok := t.(*ast.Name); ok {
					out[string(nm.Id)] = true
				}
			}
		}
		return true
	})
	return out
}

// vectorReductions are the NumPy functions and array methods that reduce
// a vector (np.sum(v), v.sum(), np.dot(u, v)).
var vectorReductions = map[string]bool{"sum": true, "mean": true, "dot": true, "max": true, "min": true, "amax": true, "amin": true}

// numpyConstructors are NumPy functions that return a new array.
var numpyConstructors = map[string]bool{
	"zeros": true, "ones": true, "empty": true, "full": true, "array": true, "asarray": true, "arange": true,
	"linspace": true, "zeros_like": true, "ones_like": true, "empty_like": true, "full_like": true, "copy": true,
}

// unpackedRows returns root with each assignment of a row, or of an
// elementwise expression of rows, to a tuple of k targets written as k
// assignments of its elements, or root itself where there is none:
//
//	dx, dy = cpos[i] - cpos[i - 1]      u·0 = cpos[i, 0] - cpos[i - 1, 0]
//	                                    u·1 = cpos[i, 1] - cpos[i - 1, 1]
//	                                    dx = u·0
//	                                    dy = u·1
//
// (pythran's wave simulation; `x, y, z = pos[i]`). NumPy computes the
// row, then unpacking reads its elements in order: the elements are
// computed into names of their own before any target is assigned, as a
// target may be read by the value. A row of another length than k (a
// ValueError) fails the nest's check, and the interpreter raises it.
func (b *builder) unpackedRows(root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		a, ok := st.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return nil
		}
		var targets []ast.Expr
		switch t := a.Targets[0].(type) {
		case *ast.Tuple:
			targets = t.Elts
		case *ast.List:
			targets = t.Elts
		default:
			return nil
		}
		if len(targets) < 2 {
			return nil
		}
		for _, t := range targets {
			switch t.(type) {
			case *ast.Name, *ast.Subscript:
			default:
				return nil
			}
		}
		if _, isRow := a.Value.(*ast.Subscript); !isRow && !isElementwise(a.Value) {
			return nil
		}
		at := ast.ExprBase{Pos: a.Pos}
		op, arrays := b.vectorExpr(a.Value, at)
		if op == nil {
			return nil
		}
		for _, arr := range arrays {
			b.addSectionArray(arr)
		}
		name := fmt.Sprintf("unpack·%d·%d", a.Pos.Lineno, a.Pos.ColOffset)
		sp := ast.StmtBase{Pos: a.Pos}
		k := len(targets)
		length := &ast.Compare{ExprBase: at, Left: cloneExpr(op.length, nil), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{&ast.Num{ExprBase: at, N: py.Int(k)}}}
		var out []ast.Stmt
		if guard := failUnless(append(append([]ast.Expr(nil), op.checks...), length), name, at); guard != nil {
			out = append(out, guard)
		}
		elem := func(j int, ctx ast.ExprContext) *ast.Name {
			return &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("%s·%d", name, j)), Ctx: ctx}
		}
		for j := range k {
			out = append(out, &ast.Assign{StmtBase: sp, Targets: []ast.Expr{elem(j, ast.Store)}, Value: op.element(&ast.Num{ExprBase: at, N: py.Int(j)})})
		}
		for j, t := range targets {
			out = append(out, &ast.Assign{StmtBase: sp, Targets: []ast.Expr{t}, Value: elem(j, ast.Load)})
		}
		b.keepSourceText([]ast.Stmt{st})
		return out
	})
}

// pairwiseSum returns the statements that set acc to NumPy's sum of the
// n elements of a float64 or int64 vector, element(k) the k-th, n from
// 1 to pairwiseBlock (larger vectors fail the nest's check before these
// run): NumPy's add.reduce adds the identity 0 to the pairwise sum of
// numpy/core/src/umath/loops_utils.h.src, which for fewer than 8
// elements adds them in order from 0 and for up to 128 adds them into
// eight interleaved accumulators, combined as a tree, then adds the rest
// in order (ndarray/reduce.go computes the same for the interpreter).
func pairwiseSum(acc string, n ast.Expr, element func(k ast.Expr) ast.Expr, at ast.ExprBase) []ast.Stmt {
	sp := ast.StmtBase{Pos: at.Pos}
	name := func(id string, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ctx}
	}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	bin := func(l ast.Expr, op ast.OperatorNumber, r ast.Expr) ast.Expr {
		return &ast.BinOp{ExprBase: at, Left: l, Op: op, Right: r}
	}
	assign := func(id string, v ast.Expr) ast.Stmt {
		return &ast.Assign{StmtBase: sp, Targets: []ast.Expr{name(id, ast.Store)}, Value: v}
	}
	length := func() ast.Expr { return cloneExpr(n, nil) }
	loop := func(k string, start, stop, step ast.Expr, body ...ast.Stmt) ast.Stmt {
		args := []ast.Expr{start, stop}
		if step != nil {
			args = append(args, step)
		}
		return &ast.For{StmtBase: sp, Target: name(k, ast.Store),
			Iter: &ast.Call{ExprBase: at, Func: name("range", ast.Load), Args: args}, Body: body}
	}
	k := acc + "·k"
	r := func(j int) string { return acc + "·r" + string(rune('0'+j)) }
	// The multiple of eight the accumulators take, n - n % 8.
	blocks := func() ast.Expr { return bin(length(), ast.Sub, bin(length(), ast.Modulo, num(8))) }

	inOrder := []ast.Stmt{
		assign(acc, bin(num(0), ast.Add, element(num(0)))),
		loop(k, num(1), length(), nil, assign(acc, bin(name(acc, ast.Load), ast.Add, element(name(k, ast.Load))))),
	}
	var eight []ast.Stmt
	for j := 0; j < 8; j++ {
		eight = append(eight, assign(r(j), element(num(j))))
	}
	var step []ast.Stmt
	for j := 0; j < 8; j++ {
		step = append(step, assign(r(j), bin(name(r(j), ast.Load), ast.Add, element(bin(name(k, ast.Load), ast.Add, num(j))))))
	}
	pair := func(a, b ast.Expr) ast.Expr { return bin(a, ast.Add, b) }
	tree := pair(
		pair(pair(name(r(0), ast.Load), name(r(1), ast.Load)), pair(name(r(2), ast.Load), name(r(3), ast.Load))),
		pair(pair(name(r(4), ast.Load), name(r(5), ast.Load)), pair(name(r(6), ast.Load), name(r(7), ast.Load))))
	eight = append(eight,
		loop(k, num(8), blocks(), num(8), step...),
		assign(acc, tree),
		loop(k, blocks(), length(), nil, assign(acc, bin(name(acc, ast.Load), ast.Add, element(name(k, ast.Load))))),
		assign(acc, bin(num(0), ast.Add, name(acc, ast.Load))),
	)
	few := &ast.Compare{ExprBase: at, Left: length(), Ops: []ast.CmpOp{ast.Lt}, Comparators: []ast.Expr{num(8)}}
	return []ast.Stmt{&ast.If{StmtBase: sp, Test: few, Body: inOrder, Orelse: eight}}
}

// pairwiseBlock is NumPy's PW_BLOCKSIZE: a sum of at most this many
// elements is one block of pairwiseSum.
const pairwiseBlock = 128

// rowTemporaries returns root with the row temporaries of its loop bodies
// read through the expressions that make them, or root itself where there
// is none:
//
//	for i in range(n):                  for i in range(n):
//	    d = X[i] - X[p[i]]                  out[i] = np.sqrt(np.sum((X[i] - X[p[i]]) * (X[i] - X[p[i]])))
//	    out[i] = np.sqrt(np.sum(d * d))     e[i] = X[i, 0] - X[p[i], 0]
//	    e[i] = d[0]
//
// NumPy computes d once, as a new array; reading the expression at each
// use computes the same values as long as nothing it reads changes in
// between: the assignment is one of a loop's body whose target is
// assigned nowhere else in the nest, read only after it in the same body
// and not after the nest, used as a vector (in an elementwise expression,
// np.sum and the other reductions), subscripted by one index or measured
// (len(d), d.shape[0]), and neither the arrays nor the names the
// expression reads are assigned after it. The arrays go to
// Nest.Sections, as the expression's float32 and int32 arrays are computed
// in their own type by NumPy.
func (b *builder) rowTemporaries(site nestSite, root *ast.For) *ast.For {
	if b.fs.module || b.fs.mod.readsNamespace {
		return root // a global, or locals(), may read the temporary afterwards
	}
	arrays := b.fs.arrayNames()
	var body func(stmts []ast.Stmt) ([]ast.Stmt, bool)
	body = func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		changed := false
		reduced := b.reducedAlone(stmts)
		for k := 0; k < len(stmts); k++ {
			a, ok := stmts[k].(*ast.Assign)
			if !ok || len(a.Targets) != 1 {
				continue
			}
			temp, ok := a.Targets[0].(*ast.Name)
			if !ok || !isElementwise(a.Value) {
				continue
			}
			value := viewsRead(a.Value, stmts[:k])
			if !b.isVectorExpr(value) && !arrays[string(temp.Id)] && !reduced[string(temp.Id)] && !b.readsArrayOfScalars(value) || !b.rowOnlyHere(site, root, string(temp.Id), stmts[:k]) ||
				loads([]ast.Stmt{root}, string(temp.Id)) != loads(stmts[k+1:], string(temp.Id)) {
				continue
			}
			// The elements are placed where the value's first operand
			// is written: a view's row where a view is read.
			var first ast.Expr
			walkLeaves(value, func(x ast.Expr) {
				if s, ok := x.(*ast.Subscript); ok {
					x = s.Value // a subscript is placed at its '['
				}
				if first == nil {
					first = x
				}
			})
			if first == nil {
				continue // a call without arguments (np.random.rand())
			}
			at := ast.ExprBase{Pos: ast.Pos{Lineno: first.GetLineno(), ColOffset: first.GetColOffset()}}
			op, read := b.vectorExpr(value, at)
			if op == nil || len(read) == 0 && !b.readsArrayOfScalars(value) {
				continue
			}
			rest := stmts[k+1:]
			names := map[string]bool{}
			ast.Walk(value, func(n ast.Ast) bool {
				if nm, ok := n.(*ast.Name); ok {
					names[string(nm.Id)] = true
				}
				return true
			})
			// What the expression reads must not change while the
			// temporary is read: up to its last read in this body (the
			// next iteration assigns it again before reading it).
			live := rest[:lastLoad(rest, string(temp.Id))+1]
			viewsOf(stmts[:k], names)
			viewsOf(live, names)
			if storesAny(live, names) || writesArrays(live, names) {
				continue
			}
			if b.readsArrayOfScalars(value) {
				// np.array([fx, fy]) stored into rows: loops over its
				// elements, as no section holds it.
				rest = b.rowUpdates(rest, string(temp.Id), op)
			}
			out, ok := substituteTemporary(rest, string(temp.Id), value, op)
			if !ok {
				continue
			}
			// The float64 checks of its powers, and one length for its
			// vectors: NumPy raises where they differ (or broadcasts a
			// length of one), which the interpreter then does.
			if guard := failUnless(op.checks, fmt.Sprintf("temporary·%d·%d", at.Lineno, at.ColOffset), at); guard != nil {
				out = append([]ast.Stmt{guard}, out...)
			}
			for _, arr := range read {
				b.addSectionArray(arr)
			}
			b.keepSourceText(rest)
			stmts = append(append([]ast.Stmt(nil), stmts[:k]...), out...)
			changed = true
			k-- // the statement now at k is the first of the rest
		}
		return stmts, changed
	}
	return rewriteBodies(root, true, body)
}

// reducedAlone are the names that stmts read in the operand of a vector
// reduction (np.sum(diff ** 2), (d * d).sum(), sum(d * w), np.dot(d, d))
// where no other leaf is certainly a vector: NumPy reduces an array
// there, and the operand would be a scalar unless the name is one
// (`diff = X[i] - X[0]` with X subscripted nowhere else). Where another
// leaf is a vector (np.sum(A[i, :] * alpha)) the name may be a scalar and
// stays one. A wrong guess fails the kernel's typing at run time.
func (b *builder) reducedAlone(stmts []ast.Stmt) map[string]bool {
	var out map[string]bool
	operand := func(e ast.Expr) {
		if b.isVectorExpr(e) {
			return
		}
		walkLeaves(e, func(x ast.Expr) {
			if nm, ok := x.(*ast.Name); ok {
				if out == nil {
					out = map[string]bool{}
				}
				out[string(nm.Id)] = true
			}
		})
	}
	for _, st := range stmts {
		ast.Walk(st, func(n ast.Ast) bool {
			if c, ok := n.(*ast.Call); ok {
				if kind, operands := b.reductionOf(c); kind != "" {
					for _, e := range operands {
						operand(e)
					}
				}
			}
			return true
		})
	}
	return out
}

// displayTemporaries returns root with each statement that stores an
// expression holding np.array([...]) of numbers into a row (`out[i, :] =
// np.array([x * y, y * z]) * 0.5`) split into the assignment of the
// value to a temporary of its own and the store of that temporary, which
// rowTemporaries then reads element by element (rowUpdates).
func (b *builder) displayTemporaries(root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		target, value, ok := singleStore(st)
		if !ok {
			return nil
		}
		if _, ok := target.(*ast.Subscript); !ok || !isElementwise(value) || !b.readsArrayOfScalars(value) {
			return nil
		}
		at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
		id := ast.Identifier(fmt.Sprintf("array·%d·%d", at.Lineno, at.ColOffset))
		temp := &ast.Assign{StmtBase: ast.StmtBase{Pos: at.Pos}, Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: id, Ctx: ast.Store}}, Value: value}
		b.keepSourceText([]ast.Stmt{st})
		return []ast.Stmt{temp, withValue(st, &ast.Name{ExprBase: at, Id: id, Ctx: ast.Load})}
	})
}

// rowUpdates returns stmts with each statement that stores an
// expression of the vector temp (op its elements) and of scalars into a
// row, `force[i] -= fvec` or `force[i, :] = fvec * 0.5`, written as a loop
// over the row's elements, after a check that the row has op's length
// (NumPy would broadcast a length of one, or raise: the interpreter does
// what NumPy does) and that the target is float64 (NumPy's casts into
// other dtypes are the interpreter's):
//
//	if force.shape[1] != 2: <failure>
//	for fvec·k in range(2):
//	    force[i, fvec·k] -= (fx if fvec·k == 0 else fy)
//
// Other statements are returned as they are.
func (b *builder) rowUpdates(stmts []ast.Stmt, temp string, op *vectorOperand) []ast.Stmt {
	var out []ast.Stmt
	for _, st := range stmts {
		target, value, _ := singleStore(st)
		sub, ok := target.(*ast.Subscript)
		if !ok || !readsName(value, temp) || !scalarsBesides(value, temp) {
			out = append(out, st)
			continue
		}
		arr, ok := sub.Value.(*ast.Name)
		if !ok {
			out = append(out, st)
			continue
		}
		dims := sliceDims(sub.Slice)
		var index []ast.Expr
		whole := true
		for i, d := range dims {
			switch d := d.(type) {
			case *ast.Index:
				if _, tuple := d.Value.(*ast.Tuple); tuple {
					whole = false
				}
				index = append(index, d.Value)
			case *ast.Slice:
				// Only a last `:` (the whole row).
				if i != len(dims)-1 || d.Lower != nil || d.Upper != nil || d.Step != nil {
					whole = false
				}
			default:
				whole = false
			}
		}
		if !whole || len(index) == 0 {
			out = append(out, st)
			continue
		}
		at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
		sp := ast.StmtBase{Pos: at.Pos}
		k := fmt.Sprintf("%s·k%d·%d", temp, at.Lineno, at.ColOffset)
		kName := func(ctx ast.ExprContext) *ast.Name { return &ast.Name{ExprBase: at, Id: ast.Identifier(k), Ctx: ctx} }
		extent := &ast.Subscript{ExprBase: at,
			Value: &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: arr.Id, Ctx: ast.Load}, Attr: "shape", Ctx: ast.Load},
			Slice: &ast.Index{Value: &ast.Num{ExprBase: at, N: py.Int(len(index))}}, Ctx: ast.Load}
		dtype := &ast.Attribute{ExprBase: at, Value: &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: arr.Id, Ctx: ast.Load}, Attr: "dtype", Ctx: ast.Load}, Attr: "name", Ctx: ast.Load}
		differ := &ast.BoolOp{ExprBase: at, Op: ast.Or, Values: []ast.Expr{
			&ast.Compare{ExprBase: at, Left: extent, Ops: []ast.CmpOp{ast.NotEq}, Comparators: []ast.Expr{cloneExpr(op.length, nil)}},
			&ast.Compare{ExprBase: at, Left: dtype, Ops: []ast.CmpOp{ast.NotEq}, Comparators: []ast.Expr{&ast.Str{ExprBase: at, S: "float64"}}},
		}}
		elts := make([]ast.Expr, 0, len(index)+1)
		for _, e := range index {
			elts = append(elts, cloneExpr(e, nil))
		}
		elts = append(elts, kName(ast.Load))
		elemTarget := &ast.Subscript{ExprBase: sub.ExprBase, Value: &ast.Name{ExprBase: arr.ExprBase, Id: arr.Id, Ctx: ast.Load},
			Slice: &ast.Index{Value: &ast.Tuple{ExprBase: at, Elts: elts, Ctx: ast.Load}}, Ctx: sub.Ctx}
		var sub2 func(e ast.Expr) ast.Expr
		sub2 = func(e ast.Expr) ast.Expr {
			if n, ok := e.(*ast.Name); ok && string(n.Id) == temp {
				return op.element(kName(ast.Load))
			}
			return mapChildren(e, sub2)
		}
		var elemStmt ast.Stmt
		switch x := st.(type) {
		case *ast.Assign:
			elemStmt = &ast.Assign{StmtBase: x.StmtBase, Targets: []ast.Expr{elemTarget}, Value: sub2(value)}
		case *ast.AugAssign:
			elemStmt = &ast.AugAssign{StmtBase: x.StmtBase, Target: elemTarget, Op: x.Op, Value: sub2(value)}
		}
		loop := &ast.For{StmtBase: sp, Target: kName(ast.Store),
			Iter: &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: []ast.Expr{cloneExpr(op.length, nil)}},
			Body: []ast.Stmt{elemStmt}}
		out = append(out, failWhen(differ, fmt.Sprintf("rowstore·%d·%d", at.Lineno, at.ColOffset), at), loop)
	}
	return out
}

// scalarsBesides reports whether e, besides the name temp, reads only
// names, numbers and elements (no rows or sections, no calls but of the
// elementwise kind): each element of the result is then e with temp's
// element.
func scalarsBesides(e ast.Expr, temp string) bool {
	ok := true
	ast.Walk(e, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Subscript:
			if hasSlice(x.Slice) {
				ok = false
			}
		case *ast.Call, *ast.List, *ast.Tuple, *ast.ListComp:
			ok = false
		}
		return ok
	})
	return ok
}

// loads counts the reads of name in stmts.
func loads(stmts []ast.Stmt, name string) int {
	n := 0
	for _, st := range stmts {
		ast.Walk(st, func(x ast.Ast) bool {
			if nm, ok := x.(*ast.Name); ok && string(nm.Id) == name && nm.Ctx == ast.Load {
				n++
			}
			return true
		})
	}
	return n
}

// viewsRead returns e with each name that before (the statements ahead of
// e in its body) last assigns a row of an array (`p1 = x[i0]`) replaced
// by that row, where nothing between the assignment and e assigns the
// name or a name the row reads: `v = p1 - p2` is `v = x[i0] - x[i1]`, a
// view being read when it is used. Other names stay.
func viewsRead(e ast.Expr, before []ast.Stmt) ast.Expr {
	rows := map[string]ast.Expr{}
	for k := len(before) - 1; k >= 0; k-- {
		a, ok := before[k].(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			continue
		}
		t, ok := a.Targets[0].(*ast.Name)
		if !ok || rows[string(t.Id)] != nil {
			continue
		}
		if _, _, isRow := rowOf(a.Value); !isRow {
			continue
		}
		read := map[string]bool{string(t.Id): true}
		ast.Walk(a.Value, func(n ast.Ast) bool {
			if nm, ok := n.(*ast.Name); ok {
				read[string(nm.Id)] = true
			}
			return true
		})
		if !storesAny(before[k+1:], read) {
			rows[string(t.Id)] = a.Value
		}
	}
	if len(rows) == 0 {
		return e
	}
	var sub func(x ast.Expr) ast.Expr
	sub = func(x ast.Expr) ast.Expr {
		if nm, ok := x.(*ast.Name); ok && nm.Ctx == ast.Load {
			if row := rows[string(nm.Id)]; row != nil {
				return cloneExpr(row, nil)
			}
			return x
		}
		return mapChildren(x, sub)
	}
	return sub(e)
}

// isElementwise reports whether e is an arithmetic expression or a call
// (the forms an elementwise expression of vectors takes, as opposed to a
// row or a name, which are views or aliases).
func isElementwise(e ast.Expr) bool {
	switch e.(type) {
	case *ast.BinOp, *ast.UnaryOp, *ast.Call:
		return true
	}
	return false
}

// writesArrays reports whether stmts store into an element of one of the
// arrays (a subscript of the name as a target, or of a row of it).
func writesArrays(stmts []ast.Stmt, arrays map[string]bool) bool {
	found := false
	for _, st := range stmts {
		ast.Walk(st, func(n ast.Ast) bool {
			if s, ok := n.(*ast.Subscript); ok && s.Ctx != ast.Load {
				// out[i][0] = ... stores into out too.
				if nm := subscriptBase(s); nm != nil && arrays[string(nm.Id)] {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// substituteTemporary returns stmts with every use of temp read through
// the expression value (op its elements), or false if some use is not one
// rowTemporaries takes.
func substituteTemporary(stmts []ast.Stmt, temp string, value ast.Expr, op *vectorOperand) ([]ast.Stmt, bool) {
	ok := true
	isTemp := func(e ast.Expr) bool {
		n, is := e.(*ast.Name)
		return is && string(n.Id) == temp
	}
	var sub func(e ast.Expr) ast.Expr
	sub = func(e ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Subscript:
			if isTemp(x.Value) {
				idx, is := x.Slice.(*ast.Index)
				if !is || x.Ctx != ast.Load {
					ok = false // a slice of the temporary, or a store into it
					return e
				}
				if _, tuple := idx.Value.(*ast.Tuple); tuple {
					ok = false
					return e
				}
				return op.element(sub(idx.Value))
			}
			if a, is := x.Value.(*ast.Attribute); is && isTemp(a.Value) && a.Attr == "shape" {
				if idx, is := x.Slice.(*ast.Index); is {
					if k, is := smallInt(idx.Value); is && k == 0 {
						return cloneExpr(op.length, nil)
					}
				}
				ok = false
				return e
			}
		case *ast.Call:
			if isBuiltinCall(x, "len") && len(x.Args) == 1 && isTemp(x.Args[0]) {
				return cloneExpr(op.length, nil)
			}
		case *ast.Name:
			if isTemp(x) {
				if x.Ctx != ast.Load {
					ok = false
					return e
				}
				return withRowSlices(value, op.rows)
			}
			return e
		}
		return mapChildren(e, sub)
	}
	out, all := mapStmts(stmts, sub)
	return out, ok && all
}

// withRowSlices returns a copy of e in which the rows among its leaves
// (X[i]) take a whole slice for their next axis (X[i, :]): the same
// vector, spelled so that the expression is certainly one where it is
// read again (a temporary made from another, u = t - 1.0).
func withRowSlices(e ast.Expr, rows map[ast.Expr]bool) ast.Expr {
	if rows[e] {
		s := e.(*ast.Subscript)
		dims := sliceDims(s.Slice)
		elts := make([]ast.Slicer, 0, len(dims)+1)
		for _, d := range dims {
			elts = append(elts, cloneSlice(d, nil))
		}
		elts = append(elts, &ast.Slice{})
		return &ast.Subscript{ExprBase: s.ExprBase, Value: cloneExpr(s.Value, nil), Slice: &ast.ExtSlice{Dims: elts}, Ctx: ast.Load}
	}
	switch x := e.(type) {
	case *ast.BinOp:
		return &ast.BinOp{ExprBase: x.ExprBase, Left: withRowSlices(x.Left, rows), Op: x.Op, Right: withRowSlices(x.Right, rows)}
	case *ast.UnaryOp:
		return &ast.UnaryOp{ExprBase: x.ExprBase, Op: x.Op, Operand: withRowSlices(x.Operand, rows)}
	case *ast.Call:
		c := &ast.Call{ExprBase: x.ExprBase, Func: cloneExpr(x.Func, nil), Args: make([]ast.Expr, len(x.Args))}
		for i, a := range x.Args {
			c.Args[i] = withRowSlices(a, rows)
		}
		return c
	}
	return cloneExpr(e, nil)
}

// lastLoad returns the index of the last statement of stmts that reads
// name, -1 if none does.
func lastLoad(stmts []ast.Stmt, name string) int {
	for k := len(stmts) - 1; k >= 0; k-- {
		if loads(stmts[k:k+1], name) > 0 {
			return k
		}
	}
	return -1
}

// viewsOf adds to names the names stmts bind to a subscript of one of
// them (out·f1 = out[i], an inlined helper's parameter given a row): a
// store through the view is a store into the array.
func viewsOf(stmts []ast.Stmt, names map[string]bool) {
	for changed := true; changed; {
		changed = false
		for _, st := range stmts {
			ast.Walk(st, func(n ast.Ast) bool {
				a, ok := n.(*ast.Assign)
				if !ok || len(a.Targets) != 1 {
					return true
				}
				t, ok := a.Targets[0].(*ast.Name)
				s, isSub := a.Value.(*ast.Subscript)
				if !ok || !isSub || names[string(t.Id)] {
					return true
				}
				if base := subscriptBase(s); base != nil && names[string(base.Id)] {
					names[string(t.Id)] = true
					changed = true
				}
				return true
			})
		}
	}
}
