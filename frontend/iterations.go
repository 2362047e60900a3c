package frontend

// This file rewrites, before a nest is converted, the loops and
// assignments people write in Python that the record takes only in their
// plain form:
//
//	for i, x in enumerate(a):       for i in range(len(a)):
//	    ...                             x = a[i]
//	                                    ...
//
//	for x in a:                     for x·iter7 in range(len(a)):
//	    ...                             x = a[x·iter7]
//	                                    ...
//
//	for x, y in zip(a, b):          for x·iter7 in range(min(len(a), len(b))):
//	    ...                             x = a[x·iter7]
//	                                    y = b[x·iter7]
//
//	for d in (-1, 0, 1):            for d in range(-1, 2):
//	    ...                             ...
//
//	for d in (0.5, 2.0):            for d·lit7 in range(2):
//	    ...                             d = 0.5 if d·lit7 == 0 else 2.0
//	                                    ...
//
//	for dx, dy in ((1, 0), (0, 1)): for dx·lit7 in range(2):
//	    ...                             dx = 1 if dx·lit7 == 0 else 0
//	                                    dy = 0 if dx·lit7 == 0 else 1
//	                                    ...
//
//	a[i], a[j] = a[j], a[i]         t·9·0 = a[j]
//	                                t·9·1 = a[i]
//	                                a[i] = t·9·0
//	                                a[j] = t·9·1
//
//	x = y = e                       t·9 = e
//	                                x = t·9
//	                                y = t·9
//
// Each is what CPython does: iterating over a NumPy array yields a[k] for
// k up to the length the array had when the loop began (an array's length
// cannot change while it is iterated), zip stops at the shortest, and a
// tuple or chained assignment evaluates its right-hand side first, then
// assigns the targets from left to right. The new names hold a '·', which
// no Python name does. The arrays iterated over must not be rebound in the
// loop; where the rewrite does not apply the loop stays as written and the
// subset refuses it with its reason. Only the front end's record sees the
// rewrite: the interpreter runs the code as written, and the record reads
// the array with a subscript of one axis, so a two-dimensional array
// iterated by rows is refused when its dtype and rank are known.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// PythonForms returns root with the loops and assignments above rewritten,
// or root itself where there is none. Package closure, which runs the code
// as written, rewrites a nest's loops the same way to find the values its
// loop variables are left with.
func PythonForms(root *ast.For) *ast.For { return pythonForms(root, nil) }

// pythonForms is PythonForms where the names enumerate, zip and reversed
// are the builtins: shadowed, if not nil, says which the script binds to
// something else (its own zip), whose loops then stay as written.
func pythonForms(root *ast.For, shadowed func(string) bool) *ast.For {
	builtin := func(name string) bool { return shadowed == nil || !shadowed(name) }
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		switch x := st.(type) {
		case *ast.For:
			if !builtin("reversed") || !builtin("range") {
				break
			}
			if r := reversedRange(x); r != nil {
				return []ast.Stmt{r}
			}
			if r := literalIteration(x); r != nil && (len(r) == 1 || x.Pos != root.Pos) {
				// The nest's own loop (or its copy, where statements
				// inside it changed) cannot have the elements
				// assigned ahead of it.
				return r
			}
			if !builtin("enumerate") || !builtin("zip") || !builtin("len") || !builtin("min") {
				break
			}
			if r := rangeIteration(x); r != nil {
				return []ast.Stmt{r}
			}
		case *ast.Assign:
			return unpackedAssign(x)
		}
		return nil
	})
}

// rangeIteration returns the range loop equivalent to f, a loop over
// arrays through enumerate, zip or the array itself, or nil. Each array
// may be a slice of a named array with a positive constant step (`a[1:]`,
// `a[::2]`) or reversed(a): the loop reads the element the slice or the
// reversed view holds at the counter, and where a slice's bounds could
// need NumPy's clipping the body first checks them, failing the nest's
// run-time check (as a raise does) so that the interpreter runs it.
func rangeIteration(f *ast.For) *ast.For {
	if len(f.Orelse) > 0 {
		return nil
	}
	pos := f.Pos
	at := ast.ExprBase{Pos: pos}
	name := func(id string, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ctx}
	}
	call := func(fn string, args ...ast.Expr) *ast.Call {
		return &ast.Call{ExprBase: at, Func: name(fn, ast.Load), Args: args}
	}

	// The counter: enumerate's own target, or a new name.
	target, iter := f.Target, f.Iter
	var counter *ast.Name
	var start ast.Expr
	if c, ok := iter.(*ast.Call); ok && isEnumerate(c) {
		t, ok := target.(*ast.Tuple)
		if !ok || len(t.Elts) != 2 {
			return nil
		}
		n, ok := t.Elts[0].(*ast.Name)
		if !ok {
			return nil
		}
		counter, target, iter = n, t.Elts[1], c.Args[0]
		if len(c.Args) == 2 {
			start = c.Args[1]
		} else if len(c.Keywords) == 1 {
			start = c.Keywords[0].Value
		}
		if start != nil && !invariantOperand(start, f.Body) {
			return nil
		}
	}
	// The arrays and what each element is assigned to.
	var sources []*iterSource
	var elems []ast.Expr
	if c, ok := iter.(*ast.Call); ok && isBuiltinCall(c, "zip") && len(c.Args) >= 1 {
		t, ok := target.(*ast.Tuple)
		if !ok || len(t.Elts) != len(c.Args) {
			return nil
		}
		for i, a := range c.Args {
			src := iterationSource(a, at)
			if src == nil {
				return nil
			}
			sources = append(sources, src)
			elems = append(elems, t.Elts[i])
		}
	} else if src := iterationSource(iter, at); src != nil {
		sources, elems = []*iterSource{src}, []ast.Expr{target}
	} else {
		return nil
	}
	for _, e := range elems {
		if _, ok := e.(*ast.Name); !ok {
			return nil
		}
	}
	names := map[string]bool{}
	for _, s := range sources {
		names[string(s.array.Id)] = true
		for n := range namesIn(s.length) {
			names[n] = true
		}
	}
	if storesAny(f.Body, names) {
		return nil // the loop would go on over the array it began with
	}

	length := sources[0].length
	if len(sources) > 1 {
		lens := make([]ast.Expr, len(sources))
		for i, s := range sources {
			lens[i] = cloneExpr(s.length, nil)
		}
		length = call("min", lens...)
	}
	loopVar := name(fmt.Sprintf("%s·iter%d", firstName(elems[0]), pos.Lineno), ast.Store)
	if counter != nil {
		loopVar = name(string(counter.Id), ast.Store)
	}
	rangeArgs := []ast.Expr{cloneExpr(length, nil)}
	index := ast.Expr(name(string(loopVar.Id), ast.Load))
	if start != nil {
		// for i, x in enumerate(a, s): i runs from s, x is a[i - s].
		rangeArgs = []ast.Expr{cloneExpr(start, nil), &ast.BinOp{ExprBase: at, Left: cloneExpr(start, nil), Op: ast.Add, Right: cloneExpr(length, nil)}}
		index = &ast.BinOp{ExprBase: at, Left: index, Op: ast.Sub, Right: cloneExpr(start, nil)}
	}
	body := make([]ast.Stmt, 0, len(elems)+len(f.Body)+1)
	var checks []ast.Expr
	for _, s := range sources {
		checks = append(checks, s.checks...)
	}
	if guard := failUnless(checks, fmt.Sprintf("section·%d·%d", pos.Lineno, pos.ColOffset), at); guard != nil {
		body = append(body, guard)
	}
	for i, e := range elems {
		elem := &ast.Subscript{ExprBase: at, Value: name(string(sources[i].array.Id), ast.Load),
			Slice: &ast.Index{Value: sources[i].element(index, at)}, Ctx: ast.Load}
		body = append(body, &ast.Assign{StmtBase: ast.StmtBase{Pos: pos},
			Targets: []ast.Expr{name(firstName(e), ast.Store)}, Value: elem})
	}
	body = append(body, f.Body...)
	return &ast.For{StmtBase: f.StmtBase, Target: loopVar, Iter: call("range", rangeArgs...), Body: body}
}

// isEnumerate reports whether c is enumerate(a), enumerate(a, s) or
// enumerate(a, start=s).
func isEnumerate(c *ast.Call) bool {
	n, ok := c.Func.(*ast.Name)
	if !ok || n.Id != "enumerate" || c.Starargs != nil || c.Kwargs != nil {
		return false
	}
	switch {
	case len(c.Keywords) == 0:
		return len(c.Args) == 1 || len(c.Args) == 2
	case len(c.Keywords) == 1:
		return len(c.Args) == 1 && c.Keywords[0].Arg == "start"
	}
	return false
}

// An iterSource is an array a loop iterates over: element k is
// array[first + k*step], for k below length; checks must hold for that to
// be what NumPy's slice holds.
type iterSource struct {
	array  *ast.Name
	first  ast.Expr // nil: 0
	step   int
	length ast.Expr
	checks []ast.Expr
}

// element returns the subscript of element k.
func (s *iterSource) element(k ast.Expr, at ast.ExprBase) ast.Expr {
	e := cloneExpr(k, nil)
	if s.step != 1 {
		e = &ast.BinOp{ExprBase: at, Left: &ast.Num{ExprBase: at, N: py.Int(max(s.step, -s.step))}, Op: ast.Mult, Right: e}
	}
	if s.first == nil {
		return e
	}
	op := ast.Add
	if s.step < 0 {
		op = ast.Sub
	}
	return &ast.BinOp{ExprBase: at, Left: cloneExpr(s.first, nil), Op: op, Right: e}
}

// iterationSource reads what a loop iterates over: a named array a, a
// slice of one with a positive constant step or a whole one backwards
// (a[::-2]), or reversed(a); nil for anything else.
func iterationSource(e ast.Expr, at ast.ExprBase) *iterSource {
	lenOf := func(n *ast.Name) ast.Expr {
		return &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "len", Ctx: ast.Load}, Args: []ast.Expr{&ast.Name{ExprBase: at, Id: n.Id, Ctx: ast.Load}}}
	}
	switch x := e.(type) {
	case *ast.Name:
		if x.Id == "range" {
			return nil
		}
		return &iterSource{array: x, step: 1, length: lenOf(x)}
	case *ast.Call:
		if !isBuiltinCall(x, "reversed") || len(x.Args) != 1 {
			return nil
		}
		n, ok := x.Args[0].(*ast.Name)
		if !ok {
			return nil
		}
		last := &ast.BinOp{ExprBase: at, Left: lenOf(n), Op: ast.Sub, Right: &ast.Num{ExprBase: at, N: py.Int(1)}}
		return &iterSource{array: n, first: last, step: -1, length: lenOf(n)}
	case *ast.Subscript:
		n, ok := x.Value.(*ast.Name)
		sl, isSlice := x.Slice.(*ast.Slice)
		if !ok || !isSlice {
			return nil
		}
		step := 1
		if sl.Step != nil {
			v, ok := constantInt(sl.Step)
			switch {
			case !ok || v == 0:
				return nil
			case v < 0:
				// x[::-s], from the last element back: ceil(len / s) of
				// them. Explicit bounds of a negative step count
				// otherwise (a stop of -1 is not the end) and stay out.
				if sl.Lower != nil || sl.Upper != nil {
					return nil
				}
				last := &ast.BinOp{ExprBase: at, Left: lenOf(n), Op: ast.Sub, Right: &ast.Num{ExprBase: at, N: py.Int(1)}}
				count := &ast.BinOp{ExprBase: at, Left: &ast.BinOp{ExprBase: at, Left: lenOf(n), Op: ast.Add, Right: &ast.Num{ExprBase: at, N: py.Int(-v - 1)}},
					Op: ast.FloorDiv, Right: &ast.Num{ExprBase: at, N: py.Int(-v)}}
				return &iterSource{array: n, first: last, step: v, length: count}
			}
			step = v
		}
		length := lenOf(n)
		first, firstKnown := explicitBound(sl.Lower, length, at)
		stop, stopIsLen := ast.Expr(cloneExpr(length, nil)), true
		if sl.Upper != nil {
			stop, _ = explicitBound(sl.Upper, length, at)
			stopIsLen = false
		}
		src := &iterSource{array: n, first: first, step: step}
		if v, ok := constantInt(first); ok && v == 0 {
			src.first = nil
		}
		span := ast.Expr(&ast.BinOp{ExprBase: at, Left: cloneExpr(stop, nil), Op: ast.Sub, Right: cloneExpr(first, nil)})
		if src.first == nil {
			span = cloneExpr(stop, nil)
		}
		src.length = span
		if step != 1 {
			// The number of elements, ceil(span / step).
			src.length = &ast.BinOp{ExprBase: at, Left: &ast.BinOp{ExprBase: at, Left: span, Op: ast.Add, Right: &ast.Num{ExprBase: at, N: py.Int(step - 1)}},
				Op: ast.FloorDiv, Right: &ast.Num{ExprBase: at, N: py.Int(step)}}
		}
		src.checks = sliceBoundChecks(first, stop, length, firstKnown, stopIsLen, at)
		return src
	}
	return nil
}

// reversedRange returns the range loop equivalent to f, a loop over
// reversed(range(...)) of a constant step, or nil:
//
//	for i in reversed(range(lo, hi)):     for i in range(hi - 1, lo - 1, -1):
//	for i in reversed(range(hi, lo, -1)): for i in range(lo + 1, hi + 1):
//	for i in reversed(range(a, b, 3)):    for i in range(a + (b - a - 1)//3*3, a - 1, -3):
//
// Each gives the same values in the same order, none when the range is
// empty. Of steps other than ±1 the start is the range's last value, a
// bound the analysis waits for (not affine).
func reversedRange(f *ast.For) *ast.For {
	c, ok := f.Iter.(*ast.Call)
	if !ok || !isBuiltinCall(c, "reversed") || len(c.Args) != 1 {
		return nil
	}
	r, ok := c.Args[0].(*ast.Call)
	if !ok || !isBuiltinCall(r, "range") || len(r.Args) == 0 || len(r.Args) > 3 {
		return nil
	}
	at := ast.ExprBase{Pos: c.Pos}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	plus := func(e ast.Expr, v int) ast.Expr {
		op := ast.Add
		if v < 0 {
			op, v = ast.Sub, -v
		}
		return &ast.BinOp{ExprBase: at, Left: cloneExpr(e, nil), Op: op, Right: num(v)}
	}
	var args []ast.Expr
	switch len(r.Args) {
	case 1: // range(hi)
		args = []ast.Expr{plus(r.Args[0], -1), num(-1), num(-1)}
	case 2: // range(lo, hi)
		args = []ast.Expr{plus(r.Args[1], -1), plus(r.Args[0], -1), num(-1)}
	case 3:
		step, ok := constantInt(r.Args[2])
		switch {
		case !ok || step == 0:
			return nil
		case step == 1:
			args = []ast.Expr{plus(r.Args[1], -1), plus(r.Args[0], -1), num(-1)}
		case step == -1:
			args = []ast.Expr{plus(r.Args[1], 1), plus(r.Args[0], 1)}
		default:
			// The last value of range(a, b, s) is a + (a - b - 1)//(-s)*s
			// for s < 0 and a + (b - a - 1)//s*s for s > 0; it is at or
			// past the end the reversed range stops before when the range
			// is empty. The start is a value the analysis waits for.
			a, b := r.Args[0], r.Args[1]
			var span ast.Expr
			if step > 0 {
				span = plus(&ast.BinOp{ExprBase: at, Left: cloneExpr(b, nil), Op: ast.Sub, Right: cloneExpr(a, nil)}, -1)
			} else {
				span = plus(&ast.BinOp{ExprBase: at, Left: cloneExpr(a, nil), Op: ast.Sub, Right: cloneExpr(b, nil)}, -1)
			}
			last := &ast.BinOp{ExprBase: at, Left: cloneExpr(a, nil), Op: ast.Add, Right: &ast.BinOp{ExprBase: at,
				Left: &ast.BinOp{ExprBase: at, Left: span, Op: ast.FloorDiv, Right: num(max(step, -step))}, Op: ast.Mult, Right: num(step)}}
			stop := plus(a, -1)
			if step < 0 {
				stop = plus(a, 1)
			}
			args = []ast.Expr{last, stop, num(-step)}
		}
	}
	cp := *f
	cp.Iter = &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: args}
	return &cp
}

// literalIteration returns the range loop equivalent to f, a loop over a
// tuple or list display of number constants (neighbour offsets, stencil
// weights), or of displays of such constants unpacked into as many names,
// or nil. Each name is assigned its element for the counter: an affine
// expression where the values are integers in arithmetic progression, so
// that subscripts through them stay affine, else a chain of conditional
// expressions (valueIteration for other elements). All values of one name must be of one type (int or float),
// as the kernel's variable has one type; the loop leaves the names with the
// last element, as CPython's does.
func literalIteration(f *ast.For) []ast.Stmt {
	if len(f.Orelse) > 0 {
		return nil
	}
	elts, ok := displayElts(f.Iter)
	if !ok || len(elts) == 0 {
		return nil
	}
	var targets []*ast.Name
	switch t := f.Target.(type) {
	case *ast.Name:
		targets = []*ast.Name{t}
	case *ast.Tuple:
		for _, e := range t.Elts {
			n, ok := e.(*ast.Name)
			if !ok {
				return nil
			}
			targets = append(targets, n)
		}
	default:
		return nil
	}
	// columns[k][e] is the constant the k-th target takes in element e.
	columns := make([][]ast.Expr, len(targets))
	for _, e := range elts {
		row := []ast.Expr{e}
		if _, ok := f.Target.(*ast.Tuple); ok {
			if row, ok = displayElts(e); !ok || len(row) != len(targets) {
				return nil
			}
		}
		for k, v := range row {
			if _, ok := constantNumber(v); !ok {
				if t, single := f.Target.(*ast.Name); single {
					return valueIteration(f, t, elts)
				}
				return nil
			}
			columns[k] = append(columns[k], v)
		}
	}
	pos := f.Pos
	at := ast.ExprBase{Pos: pos}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	if start, step, ok := intProgression(columns[0]); ok && len(targets) == 1 && step != 0 {
		// for d in (-1, 0, 1) is for d in range(-1, 2): d itself is the
		// loop's variable, so subscripts through it are affine in a loop
		// variable as the dependence tests and the bounds proofs want,
		// and the loop leaves d with the last element, as CPython does.
		rng := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load},
			Args: []ast.Expr{num(start), num(start + len(elts)*step), num(step)}}
		if step == 1 {
			rng.Args = rng.Args[:2]
		}
		return []ast.Stmt{&ast.For{StmtBase: f.StmtBase, Target: &ast.Name{ExprBase: at, Id: targets[0].Id, Ctx: ast.Store}, Iter: rng, Body: f.Body}}
	}
	counterID := ast.Identifier(fmt.Sprintf("%s·lit%d", targets[0].Id, pos.Lineno))
	counter := func(ctx ast.ExprContext) *ast.Name { return &ast.Name{ExprBase: at, Id: counterID, Ctx: ctx} }
	body := make([]ast.Stmt, 0, len(targets)+len(f.Body))
	for k, col := range columns {
		value := elementFor(col, at, counter, num)
		if value == nil {
			return nil
		}
		body = append(body, &ast.Assign{StmtBase: ast.StmtBase{Pos: pos},
			Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: targets[k].Id, Ctx: ast.Store}}, Value: value})
	}
	body = append(body, f.Body...)
	rng := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: []ast.Expr{num(len(elts))}}
	return []ast.Stmt{&ast.For{StmtBase: f.StmtBase, Target: counter(ast.Store), Iter: rng, Body: body}}
}

// valueIteration returns the range loop equivalent to f, a loop of the
// one name t over a tuple or list display of expressions (`for v in (b,
// c):` in a helper's min and max): CPython evaluates the display once,
// before the first iteration, so the elements are assigned to names of
// their own before the loop, in order, and t takes the one the counter
// selects.
func valueIteration(f *ast.For, t *ast.Name, elts []ast.Expr) []ast.Stmt {
	pos := f.Pos
	at := ast.ExprBase{Pos: pos}
	sp := ast.StmtBase{Pos: pos}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	base := fmt.Sprintf("%s·lit%d·%d", t.Id, pos.Lineno, pos.ColOffset)
	element := func(k int, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("%s·%d", base, k)), Ctx: ctx}
	}
	counter := func(ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(base), Ctx: ctx}
	}
	var out []ast.Stmt
	for k, e := range elts {
		out = append(out, &ast.Assign{StmtBase: sp, Targets: []ast.Expr{element(k, ast.Store)}, Value: e})
	}
	// t = e0 if c == 0 else (e1 if c == 1 else ... e_last)
	var value ast.Expr = element(len(elts)-1, ast.Load)
	for k := len(elts) - 2; k >= 0; k-- {
		test := &ast.Compare{ExprBase: at, Left: counter(ast.Load), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{num(k)}}
		value = &ast.IfExp{ExprBase: at, Test: test, Body: element(k, ast.Load), Orelse: value}
	}
	body := append([]ast.Stmt{&ast.Assign{StmtBase: sp, Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: t.Id, Ctx: ast.Store}}, Value: value}}, f.Body...)
	rng := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: []ast.Expr{num(len(elts))}}
	loop := &ast.For{StmtBase: f.StmtBase, Target: counter(ast.Store), Iter: rng, Body: body}
	return append(out, loop)
}

// intProgression returns the start and step of col when its constants
// are ints in arithmetic progression.
func intProgression(col []ast.Expr) (start, step int, ok bool) {
	for e, c := range col {
		v, _ := constantNumber(c)
		k, isInt := v.(py.Int)
		if !isInt {
			return 0, 0, false
		}
		switch e {
		case 0:
			start = int(k)
		case 1:
			step = int(k) - start
		}
		if int(k) != start+e*step {
			return 0, 0, false
		}
	}
	return start, step, true
}

// elementFor returns the expression of the counter whose value for
// counter e is col[e], or nil when col mixes ints and floats.
func elementFor(col []ast.Expr, at ast.ExprBase, counter func(ast.ExprContext) *ast.Name, num func(int) ast.Expr) ast.Expr {
	first, _ := constantNumber(col[0])
	for _, c := range col[1:] {
		v, _ := constantNumber(c)
		if (v.Type() == py.IntType) != (first.Type() == py.IntType) {
			return nil
		}
	}
	if start, ok := first.(py.Int); ok {
		step, progression := 0, true
		for e, c := range col {
			v, _ := constantNumber(c)
			if e == 1 {
				step = int(v.(py.Int) - start)
			}
			if int(v.(py.Int)) != int(start)+e*step {
				progression = false
			}
		}
		if progression {
			// start + step*counter, written without the zero terms.
			var term ast.Expr = counter(ast.Load)
			if step != 1 {
				term = &ast.BinOp{ExprBase: at, Left: num(step), Op: ast.Mult, Right: term}
			}
			if step == 0 {
				return num(int(start))
			}
			if start == 0 {
				return term
			}
			return &ast.BinOp{ExprBase: at, Left: num(int(start)), Op: ast.Add, Right: term}
		}
	}
	value := cloneExpr(col[len(col)-1], nil)
	for e := len(col) - 2; e >= 0; e-- {
		test := &ast.Compare{ExprBase: at, Left: counter(ast.Load), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{num(e)}}
		value = &ast.IfExp{ExprBase: at, Test: test, Body: cloneExpr(col[e], nil), Orelse: value}
	}
	return value
}

// displayElts returns the elements of a tuple or list display.
func displayElts(e ast.Expr) ([]ast.Expr, bool) {
	switch x := e.(type) {
	case *ast.Tuple:
		return x.Elts, true
	case *ast.List:
		return x.Elts, true
	}
	return nil, false
}

// constantNumber returns the value of an int or float constant, negated
// ones included; bools and complex numbers are not numbers here.
func constantNumber(e ast.Expr) (py.Object, bool) {
	switch x := e.(type) {
	case *ast.UnaryOp:
		if x.Op != ast.USub {
			return nil, false
		}
		v, ok := constantNumber(x.Operand)
		if !ok {
			return nil, false
		}
		switch n := v.(type) {
		case py.Int:
			return -n, true
		case py.Float:
			return -n, true
		}
	case *ast.Num:
		switch n := x.N.(type) {
		case py.Int:
			return n, true
		case py.Float:
			return n, true
		}
	}
	return nil, false
}

// constantInt returns the value of an int constant, negated ones (-2)
// included.
func constantInt(e ast.Expr) (int, bool) {
	if u, ok := e.(*ast.UnaryOp); ok && u.Op == ast.USub {
		v, ok := constantInt(u.Operand)
		return -v, ok
	}
	return smallInt(e)
}

// isBuiltinCall reports whether c calls the builtin fn with positional
// arguments only.
func isBuiltinCall(c *ast.Call, fn string) bool {
	n, ok := c.Func.(*ast.Name)
	return ok && string(n.Id) == fn && len(c.Keywords) == 0 && c.Starargs == nil && c.Kwargs == nil
}

// invariantOperand reports whether e is a constant or a name body does not
// bind.
func invariantOperand(e ast.Expr, body []ast.Stmt) bool {
	switch x := e.(type) {
	case *ast.Num:
		return true
	case *ast.Name:
		return !stores(body, string(x.Id))
	}
	return false
}

func firstName(e ast.Expr) string {
	if n, ok := e.(*ast.Name); ok {
		return string(n.Id)
	}
	return "v"
}

// unpackedAssign returns the plain assignments a tuple assignment between
// tuples of one length, or a chained assignment, stands for; nil for any
// other assignment.
func unpackedAssign(a *ast.Assign) []ast.Stmt {
	pos := a.Pos
	at := ast.ExprBase{Pos: pos}
	assign := func(target, value ast.Expr) ast.Stmt {
		return &ast.Assign{StmtBase: ast.StmtBase{Pos: pos}, Targets: []ast.Expr{target}, Value: value}
	}
	temp := func(k int, ctx ast.ExprContext) *ast.Name {
		id := fmt.Sprintf("t·%d·%d", pos.Lineno, pos.ColOffset)
		if k >= 0 {
			id = fmt.Sprintf("%s·%d", id, k)
		}
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ctx}
	}
	plainTarget := func(e ast.Expr) bool {
		switch e.(type) {
		case *ast.Name, *ast.Subscript:
			return true
		}
		return false
	}
	if len(a.Targets) > 1 {
		for _, t := range a.Targets {
			if !plainTarget(t) {
				return nil
			}
		}
		out := []ast.Stmt{assign(temp(-1, ast.Store), a.Value)}
		for _, t := range a.Targets {
			out = append(out, assign(t, temp(-1, ast.Load)))
		}
		return out
	}
	lhs, ok1 := a.Targets[0].(*ast.Tuple)
	if ok1 {
		if out := unpackedShape(a, lhs); out != nil {
			return out
		}
	}
	rhs, ok2 := a.Value.(*ast.Tuple)
	if !ok1 || !ok2 || len(lhs.Elts) != len(rhs.Elts) {
		return nil
	}
	for _, t := range lhs.Elts {
		if !plainTarget(t) {
			return nil
		}
	}
	var out []ast.Stmt
	for k, v := range rhs.Elts {
		if _, starred := v.(*ast.Starred); starred {
			return nil
		}
		out = append(out, assign(temp(k, ast.Store), v))
	}
	for k, t := range lhs.Elts {
		out = append(out, assign(t, temp(k, ast.Load)))
	}
	return out
}

// unpackedShape returns, for `n, m = x.shape` (names unpacking the shape
// of a named array), a check that x has as many axes as there are names
// and one assignment of x.shape[k] each; nil for anything else. Numba
// users write it at the top of a helper, which inlining puts inside the
// caller's loops. An array of another rank (CPython raises ValueError)
// or something without a shape fails the check before the nest runs,
// and the interpreter runs it as written.
func unpackedShape(a *ast.Assign, lhs *ast.Tuple) []ast.Stmt {
	attr, ok := a.Value.(*ast.Attribute)
	if !ok || attr.Attr != "shape" {
		return nil
	}
	x, ok := attr.Value.(*ast.Name)
	if !ok {
		return nil
	}
	for _, t := range lhs.Elts {
		if n, ok := t.(*ast.Name); !ok || n.Id == x.Id {
			return nil
		}
	}
	pos := a.Pos
	at := ast.ExprBase{Pos: pos}
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	array := func() ast.Expr { return &ast.Name{ExprBase: at, Id: x.Id, Ctx: ast.Load} }
	shape := func() ast.Expr { return &ast.Attribute{ExprBase: at, Value: array(), Attr: "shape", Ctx: ast.Load} }
	ndim := &ast.Compare{ExprBase: at, Left: &ast.Attribute{ExprBase: at, Value: array(), Attr: "ndim", Ctx: ast.Load},
		Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{num(len(lhs.Elts))}}
	out := []ast.Stmt{failUnless([]ast.Expr{ndim}, fmt.Sprintf("shape·%d·%d", pos.Lineno, pos.ColOffset), at)}
	for k, t := range lhs.Elts {
		value := &ast.Subscript{ExprBase: at, Value: shape(), Slice: &ast.Index{Value: num(k)}, Ctx: ast.Load}
		out = append(out, &ast.Assign{StmtBase: ast.StmtBase{Pos: pos},
			Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: t.(*ast.Name).Id, Ctx: ast.Store}}, Value: value})
	}
	return out
}

// arangeLoops returns root with its loops over np.arange(...) of ints and
// over list(range(...)) written as range loops, or root itself where there
// is none:
//
//	for i in np.arange(a, b, s):        for i·arange7 in range(a, b, s):
//	    ...                                 i = np.int64(i·arange7)
//	                                        ...
//
// np.arange of ints yields np.int64 values from a to b by s, as range
// yields ints; arguments that are not ints make range() fail the kernel's
// typing at run time, and the interpreter runs the loop as written.
// list(range(...)) is the range's values, listed before the loop starts.
func (b *builder) arangeLoops(root *ast.For) *ast.For {
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		f, ok := st.(*ast.For)
		if !ok || len(f.Orelse) > 0 {
			return nil
		}
		c, ok := f.Iter.(*ast.Call)
		if !ok || len(c.Args) == 0 || len(c.Args) > 3 || len(c.Keywords) > 0 || c.Starargs != nil || c.Kwargs != nil {
			return nil
		}
		if isBuiltinCall(c, "list") && !b.fs.shadowed("list") && len(c.Args) == 1 {
			if r, ok := c.Args[0].(*ast.Call); ok && isBuiltinCall(r, "range") && !b.fs.shadowed("range") {
				cp := *f
				cp.Iter = r
				return []ast.Stmt{&cp}
			}
			return nil
		}
		attr, ok := c.Func.(*ast.Attribute)
		if !ok || attr.Attr != "arange" || b.fs.shadowed("range") {
			return nil
		}
		mod, ok := attr.Value.(*ast.Name)
		target, isName := f.Target.(*ast.Name)
		if !ok || !isName || !b.fs.mod.numpyMods[string(mod.Id)] || b.fs.shadowed(string(mod.Id)) {
			return nil
		}
		for _, a := range c.Args {
			if v, ok := constantNumber(a); ok && v.Type() != py.IntType {
				return nil // a float arange, whose values range() cannot give
			}
		}
		at := ast.ExprBase{Pos: f.Pos}
		counter := ast.Identifier(fmt.Sprintf("%s·arange%d", target.Id, f.Pos.Lineno))
		cast := &ast.Call{ExprBase: at, Func: &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: mod.Id, Ctx: ast.Load}, Attr: "int64", Ctx: ast.Load},
			Args: []ast.Expr{&ast.Name{ExprBase: at, Id: counter, Ctx: ast.Load}}}
		body := append([]ast.Stmt{&ast.Assign{StmtBase: ast.StmtBase{Pos: f.Pos}, Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: target.Id, Ctx: ast.Store}}, Value: cast}}, f.Body...)
		cp := *f
		cp.Target = &ast.Name{ExprBase: target.ExprBase, Id: counter, Ctx: ast.Store}
		cp.Iter = &ast.Call{ExprBase: c.ExprBase, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: c.Args}
		cp.Body = body
		return []ast.Stmt{&cp}
	})
}
