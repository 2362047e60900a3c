package frontend

// This file turns assignments through array sections in a nest into loops
// over their elements, as people write row and slice updates inside loops:
//
//	for i in range(n):              for i in range(n):
//	    A[i, :] = 0.0                   for slice1·9·9 in range(0, A.shape[1] - 0):
//	                                        A[i, 0 + slice1·9·9] = 0.0
//
//	for t in range(steps):          for t in range(steps):
//	    u[1:-1] = v[2:] - v[:-2]        if not (...the sections' extents agree...):
//	                                        section·5·5 = int(float("nan"))
//	                                    for slice0·5·5 in range(0, u.shape[0] - 1 - 1):
//	                                        u[1 + slice0·5·5] = v[2 + slice0·5·5] - v[0 + slice0·5·5]
//
// NumPy evaluates the right-hand side over whole sections and then stores
// it; element by element in order means the same when the target array is
// read nowhere else in the statement except through the target's own
// section (element k then reads only element k). Each slice's bounds are
// made explicit: an omitted start is 0, an omitted stop the axis's length,
// a negative constant counts from the end. Where the statement cannot be
// sure of NumPy's other rules — bounds within the axis (NumPy clips them),
// sections of one extent (NumPy broadcasts an axis of one, or raises) — a
// guard fails the nest's run-time check (raises.go), and the closure runs
// the nest in the interpreter, which does what NumPy does. NumPy computes
// a float32 or int32 section's arithmetic in that type, where a kernel's
// scalar arithmetic on its elements promotes to 64 bits: the arrays named
// through sections are listed in Nest.Sections, and the closure runs the
// nest in the interpreter unless each is float64 or int64. A copy — a
// plain assignment whose value is one section or one element, of an
// array the nest does not bind (gg_next[i, :] = gg[i, :]) — computes
// nothing: its elements are NumPy's whatever their dtype where the two
// arrays have the same one, or the old rule holds of them. Its arrays are
// not listed for it; a check of their dtypes, which the closure evaluates
// before the nest (preconditions.go), stands for it:
//
//	gg_next.dtype == gg.dtype or gg_next.dtype.name in ('float64', 'int64') and gg.dtype.name in ('float64', 'int64')
//
// Only slices with a positive constant step (or none), in subscripts with
// indices and slices only, are sections here; the step must be the same in
// the target and the sources. Anything else keeps its reason ("slices are
// not in the accelerated subset").

import (
	"fmt"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// sectionDim is one slice of a section: the axis it slices, its start and
// stop made explicit, and its step.
type sectionDim struct {
	axis      int
	start     ast.Expr
	stop      ast.Expr
	step      int
	lenOfAxis ast.Expr // the array's length along axis
	// startKnown and stopIsLen record what the guard need not check.
	startKnown, stopIsLen bool
}

// boundChecks returns what must hold for the slice's elements to be
// NumPy's, where NumPy would otherwise clip its bounds: 0 <= start <=
// stop <= the axis's length, each check left out where it holds for any
// lengths (lengths are never negative).
func (d sectionDim) boundChecks(at ast.ExprBase) []ast.Expr {
	return sliceBoundChecks(d.start, d.stop, d.lenOfAxis, d.startKnown, d.stopIsLen, at)
}

// sliceBoundChecks is boundChecks of a slice from start to stop of an
// axis of length; startKnown: start is a non-negative constant;
// stopIsLen: stop is the length itself.
func sliceBoundChecks(start, stop, length ast.Expr, startKnown, stopIsLen bool, at ast.ExprBase) []ast.Expr {
	atMost := func(l, r ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: cloneExpr(l, nil), Ops: []ast.CmpOp{ast.LtE}, Comparators: []ast.Expr{cloneExpr(r, nil)}}
	}
	var checks []ast.Expr
	if !startKnown {
		checks = append(checks, atMost(&ast.Num{ExprBase: at, N: py.Int(0)}, start))
	}
	if !(startKnown && stopIsLen) && !surelyAtMost(start, stop) {
		checks = append(checks, atMost(start, stop))
	}
	if !stopIsLen && !surelyAtMost(stop, length) {
		checks = append(checks, atMost(stop, length))
	}
	return checks
}

// section is an array subscript with slices.
type section struct {
	array string
	sub   *ast.Subscript
	dims  []sectionDim
}

// sectionLoops returns root with its assignments through sections
// rewritten as above, or root itself where there is none.
func (b *builder) sectionLoops(root *ast.For) *ast.For {
	b.boundInNest = map[string]bool{}
	b.subscriptRanks = map[string]int{}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if x.Ctx != ast.Load {
				b.boundInNest[string(x.Id)] = true
			}
		case *ast.Subscript:
			if nm, ok := x.Value.(*ast.Name); ok {
				b.subscriptRanks[string(nm.Id)] = max(b.subscriptRanks[string(nm.Id)], len(sliceDims(x.Slice)))
			}
		}
		return true
	})
	// In-place statements on whole arrays are on their sections
	// (whole_arrays.go): the array is then not a name the nest binds.
	inPlace := b.inPlaceWholes(root)
	for name := range inPlace {
		delete(b.boundInNest, name)
	}
	loopVars := forVariables(root)
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		var target, value ast.Expr
		var op ast.OperatorNumber
		aug, whole := false, false
		switch x := st.(type) {
		case *ast.Assign:
			if len(x.Targets) != 1 {
				return nil
			}
			target, value = x.Targets[0], x.Value
		case *ast.AugAssign:
			target, value, op, aug = x.Target, x.Value, x.Op, true
			if nm, ok := target.(*ast.Name); ok && inPlace[string(nm.Id)] > 0 {
				target, whole = wholeSection(nm, inPlace[string(nm.Id)], ast.Store), true
			} else if ok && containsSection(value) {
				// u += Du * U[1:-1, 1:-1] with u never subscripted:
				// an array, whose rank a call shows.
				b.n.RanksGuessed = true
			}
		default:
			return nil
		}
		out := b.sectionStmt(st, target, value, op, aug, whole, loopVars)
		if out != nil {
			b.keepSourceText([]ast.Stmt{st})
		}
		return out
	})
}

// sectionStmt returns the statements for target (op)= value when target
// is a section, or nil; whole: target is a whole array's section, whose
// rank is checked; loopVars: the nest's loop variables.
func (b *builder) sectionStmt(st ast.Stmt, target, value ast.Expr, op ast.OperatorNumber, aug, whole bool, loopVars map[string]bool) []ast.Stmt {
	sub, ok := target.(*ast.Subscript)
	if !ok {
		return nil
	}
	sub = b.wholeTrailingAxes(sub)
	at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
	t, ok := sectionOf(sub, at)
	if !ok {
		return nil
	}
	// A whole array named in the value (old[:] = grid, x[:] = xn) is its
	// section of as many axes as the target's, behind a check of its rank:
	// NumPy broadcasts an array of fewer axes, which the interpreter does.
	var wholes []string
	if whole {
		wholes = append(wholes, t.array)
	}
	value = b.wholeArraysAsSections(value, len(t.dims), &wholes, at)
	// A section that leaves out trailing axes (p[:] of a two-axis p, as
	// pn[:] = p[:] copies it) takes them whole, as the target does.
	var widen func(e ast.Expr) ast.Expr
	widen = func(e ast.Expr) ast.Expr {
		if x, ok := e.(*ast.Subscript); ok && hasSlice(x.Slice) {
			return b.wholeTrailingAxes(x)
		}
		return mapChildren(e, widen)
	}
	value = widen(value)
	// The sources: every section in value, each of as many slices and the
	// same steps; the target's array read through its own section only.
	scan := &sectionScan{b: b, target: t, at: at}
	if _, ok := scan.walk(value); !ok {
		if scan.ownRead {
			if out := b.throughTemporary(st, sub, value, op, aug, whole, loopVars, at); out != nil {
				return out
			}
		}
		if b.sliceWhy == nil {
			b.sliceWhy = map[int]string{}
		}
		b.sliceWhy[st.GetLineno()] = scan.why
		return nil
	}
	sources := scan.sources
	// A temporary's section is all of it, of the extents of the section
	// it was made like (throughTemporary): nothing to check.
	for _, s := range append([]*section{t}, sources...) {
		spans, temp := b.tempSpans[s.array]
		if !temp || len(spans) != len(s.dims) {
			continue
		}
		for k := range s.dims {
			s.dims[k].start, s.dims[k].stop = &ast.Num{ExprBase: at, N: py.Int(0)}, cloneExpr(spans[k], nil)
			s.dims[k].startKnown, s.dims[k].stopIsLen = true, true
		}
	}

	pos, col := st.GetLineno(), st.GetColOffset()
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	bin := func(l ast.Expr, o ast.OperatorNumber, r ast.Expr) ast.Expr {
		return &ast.BinOp{ExprBase: at, Left: cloneExpr(l, nil), Op: o, Right: cloneExpr(r, nil)}
	}
	counters := make([]string, len(t.dims))
	for d := range t.dims {
		counters[d] = fmt.Sprintf("slice%d·%d·%d", t.dims[d].axis, pos, col)
	}
	counter := func(d int) ast.Expr { return &ast.Name{ExprBase: at, Id: ast.Identifier(counters[d]), Ctx: ast.Load} }
	element := func(s *section) *ast.Subscript {
		dims := sliceDims(s.sub.Slice)
		out := make([]ast.Slicer, len(dims))
		k := 0
		for i, d := range dims {
			if _, ok := d.(*ast.Slice); ok {
				if v, ok := constantInt(s.dims[k].start); ok && v == 0 {
					out[i] = &ast.Index{Value: counter(k)}
				} else {
					out[i] = &ast.Index{Value: bin(s.dims[k].start, ast.Add, counter(k))}
				}
				k++
			} else {
				out[i] = &ast.Index{Value: cloneExpr(d.(*ast.Index).Value, nil)}
			}
		}
		var slicer ast.Slicer = out[0]
		if len(out) > 1 {
			elts := make([]ast.Expr, len(out))
			for i, o := range out {
				elts[i] = o.(*ast.Index).Value
			}
			slicer = &ast.Index{Value: &ast.Tuple{ExprBase: at, Elts: elts, Ctx: ast.Load}}
		}
		return &ast.Subscript{ExprBase: s.sub.ExprBase, Value: cloneExpr(s.sub.Value, nil), Slice: slicer, Ctx: s.sub.Ctx}
	}
	// floatOnly are the arrays of sections raised to a power whose
	// element is NumPy's only for float arrays (array_powers.go).
	var floatOnly []string
	sectionArrays := func(e ast.Expr) {
		ast.Walk(e, func(n ast.Ast) bool {
			if x, ok := n.(*ast.Subscript); ok && hasSlice(x.Slice) {
				if nm, ok := x.Value.(*ast.Name); ok && !slices.Contains(floatOnly, string(nm.Id)) {
					floatOnly = append(floatOnly, string(nm.Id))
				}
			}
			return true
		})
	}
	var elementValue func(e ast.Expr) ast.Expr
	elementValue = func(e ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Subscript:
			if hasSlice(x.Slice) {
				for _, s := range sources {
					if s.sub == x {
						return element(s)
					}
				}
			}
		case *ast.BinOp:
			if x.Op == ast.Pow && containsSection(x.Left) && !containsSection(x.Right) {
				p, float, ok := b.arrayPower(func() ast.Expr { return elementValue(x.Left) }, x.Right, at)
				if ok {
					if float {
						sectionArrays(x.Left)
					}
					return p
				}
				if why := svmlPower(); why != "" {
					b.reason(x.Pos, "%s", why)
				}
			}
		}
		return mapChildren(e, elementValue)
	}
	// The element's value, and the target's for an in-place power
	// (a[i, :] **= 2 is NumPy's square in place too).
	elemTarget := element(t)
	elemTarget.Ctx = ast.Store
	elemValue := elementValue(value)
	if aug && op == ast.Pow && !containsSection(value) {
		own := func() ast.Expr {
			e := element(t)
			e.Ctx = ast.Load
			return e
		}
		if p, float, ok := b.arrayPower(own, value, at); ok {
			if float {
				floatOnly = append(floatOnly, t.array)
			}
			aug, elemValue = false, p
		} else if why := svmlPower(); why != "" {
			b.reason(at.Pos, "%s", why)
		}
	}

	// The guard: each section within its axes, and of the target's extent.
	var checks []ast.Expr
	cmp := func(l ast.Expr, o ast.CmpOp, r ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: cloneExpr(l, nil), Ops: []ast.CmpOp{o}, Comparators: []ast.Expr{cloneExpr(r, nil)}}
	}
	span := func(d sectionDim) ast.Expr {
		if v, ok := constantInt(d.start); ok && v == 0 {
			return cloneExpr(d.stop, nil)
		}
		return bin(d.stop, ast.Sub, d.start)
	}
	for _, s := range append([]*section{t}, sources...) {
		for k, d := range s.dims {
			checks = append(checks, d.boundChecks(at)...)
			if s != t && !sameLinear(span(d), span(t.dims[k])) {
				checks = append(checks, cmp(span(d), ast.Eq, span(t.dims[k])))
			}
		}
	}
	for _, a := range floatOnly {
		checks = append(checks, float64Check(a, at))
	}
	for _, w := range wholes {
		ndim := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(w), Ctx: ast.Load}, Attr: "ndim", Ctx: ast.Load}
		checks = append([]ast.Expr{cmp(ndim, ast.Eq, num(len(t.dims)))}, checks...)
	}
	seen := map[string]bool{}
	unique := checks[:0]
	for _, c := range checks {
		if text := unparse(c); !seen[text] {
			seen[text] = true
			unique = append(unique, c)
		}
	}
	checks = unique
	var out []ast.Stmt
	sp := ast.StmtBase{Pos: at.Pos}
	if guard := failUnless(checks, fmt.Sprintf("section·%d·%d", pos, col), at); guard != nil {
		out = append(out, guard)
	}
	var inner ast.Stmt
	if aug {
		inner = &ast.AugAssign{StmtBase: sp, Target: elemTarget, Op: op, Value: elemValue}
	} else {
		inner = &ast.Assign{StmtBase: sp, Targets: []ast.Expr{elemTarget}, Value: elemValue}
	}
	for d := len(t.dims) - 1; d >= 0; d-- {
		args := []ast.Expr{num(0), span(t.dims[d])}
		if st := t.dims[d].step; st != 1 {
			args = append(args, num(st))
		}
		rng := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: args}
		inner = &ast.For{StmtBase: sp, Target: &ast.Name{ExprBase: at, Id: ast.Identifier(counters[d]), Ctx: ast.Store}, Iter: rng, Body: []ast.Stmt{inner}}
	}
	if aug {
		if c := b.inPlaceCast(t.array, value, op, loopVars, at); c != nil {
			out = append([]ast.Stmt{failUnless([]ast.Expr{c}, fmt.Sprintf("dtype·%d·%d", pos, col), at)}, out...)
		}
	}
	if src, isCopy := b.copiedArray(value, aug); isCopy && !b.boundInNest[t.array] {
		// A temporary made like the array it is copied from or into
		// has its dtype (throughTemporary).
		if src != t.array && b.temporaries[src] != t.array && b.temporaries[t.array] != src {
			out = append([]ast.Stmt{failUnless([]ast.Expr{sameDType(t.array, src, at)}, fmt.Sprintf("dtype·%d·%d", pos, col), at)}, out...)
		}
	} else {
		for _, s := range append([]*section{t}, sources...) {
			b.addSectionArray(s.array)
		}
	}
	out = append(out, inner)
	return out
}

// intDTypes are the dtypes whose elements, combined with int64 ones by
// + - * // %, give int64 ones.
var intDTypes = []string{"int64", "int32", "int16", "int8", "uint32", "uint16", "uint8", "bool"}

// inPlaceCast returns the check that NumPy can store the result of an
// in-place section statement target op= value into its target, whose
// dtype is float64 or int64 (Nest.Sections): NumPy casts it with the
// same-kind rule and raises for float results into ints, where the
// elements' stores would truncate. Nil where the value cannot be float:
// no array, no name but loop variables, int constants only.
func (b *builder) inPlaceCast(target string, value ast.Expr, op ast.OperatorNumber, loopVars map[string]bool, at ast.ExprBase) ast.Expr {
	dtypeName := func(name string) ast.Expr {
		dtype := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Load}, Attr: "dtype", Ctx: ast.Load}
		return &ast.Attribute{ExprBase: at, Value: dtype, Attr: "name", Ctx: ast.Load}
	}
	isFloat := &ast.Compare{ExprBase: at, Left: dtypeName(target), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{&ast.Str{ExprBase: at, S: "float64"}}}
	intOnly := op != ast.Div && op != ast.Pow
	var arrays []string
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.Num:
			if _, isInt := x.N.(py.Int); !isInt {
				intOnly = false
			}
		case *ast.Subscript:
			nm, ok := x.Value.(*ast.Name)
			if !ok || b.boundInNest[string(nm.Id)] {
				intOnly = false
			} else if string(nm.Id) != target && !slices.Contains(arrays, string(nm.Id)) {
				arrays = append(arrays, string(nm.Id))
			}
		case *ast.Name:
			intOnly = intOnly && loopVars[string(x.Id)]
		case *ast.BinOp:
			intOnly = intOnly && x.Op != ast.Div && x.Op != ast.Pow && x.Op != ast.MatMult
			walk(x.Left)
			walk(x.Right)
		case *ast.UnaryOp:
			walk(x.Operand)
		default:
			intOnly = false
		}
	}
	walk(value)
	if !intOnly {
		return isFloat
	}
	if len(arrays) == 0 {
		return nil
	}
	names := &ast.Tuple{ExprBase: at, Ctx: ast.Load}
	for _, d := range intDTypes {
		names.Elts = append(names.Elts, &ast.Str{ExprBase: at, S: py.String(d)})
	}
	ints := &ast.BoolOp{ExprBase: at, Op: ast.And}
	for _, a := range arrays {
		ints.Values = append(ints.Values, &ast.Compare{ExprBase: at, Left: dtypeName(a), Ops: []ast.CmpOp{ast.In}, Comparators: []ast.Expr{cloneExpr(names, nil)}})
	}
	var allInts ast.Expr = ints
	if len(ints.Values) == 1 {
		allInts = ints.Values[0]
	}
	return &ast.BoolOp{ExprBase: at, Op: ast.Or, Values: []ast.Expr{isFloat, allInts}}
}

// copiedArray returns the array a statement's value copies, where it
// is a plain assignment of one section or one element of an array the
// nest does not bind: NumPy then computes nothing in the array's dtype.
func (b *builder) copiedArray(value ast.Expr, aug bool) (string, bool) {
	sub, ok := value.(*ast.Subscript)
	if aug || !ok {
		return "", false
	}
	nm, ok := sub.Value.(*ast.Name)
	if !ok || b.boundInNest[string(nm.Id)] {
		return "", false
	}
	return string(nm.Id), true
}

// sameDType is the check that a copy from src into dst gives NumPy's
// elements: the two have one dtype, or both the float64 or int64 that
// Nest.Sections asks for otherwise.
func sameDType(dst, src string, at ast.ExprBase) ast.Expr {
	dtype := func(name string) ast.Expr {
		return &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Load}, Attr: "dtype", Ctx: ast.Load}
	}
	wide := func(name string) ast.Expr {
		names := &ast.Tuple{ExprBase: at, Ctx: ast.Load, Elts: []ast.Expr{&ast.Str{ExprBase: at, S: "float64"}, &ast.Str{ExprBase: at, S: "int64"}}}
		dtypeName := &ast.Attribute{ExprBase: at, Value: dtype(name), Attr: "name", Ctx: ast.Load}
		return &ast.Compare{ExprBase: at, Left: dtypeName, Ops: []ast.CmpOp{ast.In}, Comparators: []ast.Expr{names}}
	}
	same := &ast.Compare{ExprBase: at, Left: dtype(dst), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{dtype(src)}}
	both := &ast.BoolOp{ExprBase: at, Op: ast.And, Values: []ast.Expr{wide(dst), wide(src)}}
	return &ast.BoolOp{ExprBase: at, Op: ast.Or, Values: []ast.Expr{same, both}}
}

// wholeTrailingAxes returns the section sub with the axes it leaves out
// written as whole slices, where the nest subscripts its array with more
// indices elsewhere or the call's array has more axes: `old[:] = grid` of
// a two-axis old is `old[:, :] = grid`, as NumPy has it (the analysis
// wants one rank per array).
func (b *builder) wholeTrailingAxes(sub *ast.Subscript) *ast.Subscript {
	nm, ok := sub.Value.(*ast.Name)
	if !ok || !hasSlice(sub.Slice) {
		return sub
	}
	if _, temp := b.temporaries[string(nm.Id)]; temp {
		return sub // made with as many axes as it is sliced with
	}
	dims := sliceDims(sub.Slice)
	rank := b.subscriptRanks[string(nm.Id)]
	if r, ok := b.fs.ranks[string(nm.Id)]; ok {
		rank = r // the call's array
	}
	if rank <= len(dims) {
		return sub
	}
	for _, d := range dims {
		if ix, ok := d.(*ast.Index); ok && isNewAxisOrEllipsis(ix.Value) {
			return sub
		}
	}
	padded := append([]ast.Slicer(nil), dims...)
	for len(padded) < rank {
		padded = append(padded, &ast.Slice{})
	}
	cp := *sub
	cp.Slice = &ast.ExtSlice{Dims: padded}
	return &cp
}

// wholeArraysAsSections returns value with each name of an array in it
// (a name the function subscripts somewhere, reads the shape of or
// assigns an array NumPy makes, which the nest does not bind) read as
// its section of dims whole axes, where NumPy takes it element by element
// (an operand of arithmetic or of a ufunc), adding the names to wholes.
// The sections are at the statement's position, at, as its loops are.
func (b *builder) wholeArraysAsSections(value ast.Expr, dims int, wholes *[]string, at ast.ExprBase) ast.Expr {
	isWhole := func(e ast.Expr) bool {
		nm, ok := e.(*ast.Name)
		return ok && !b.boundInNest[string(nm.Id)] && b.fs.isArrayName(string(nm.Id))
	}
	return rowsAsSections(value, isWhole, func(e ast.Expr) ast.Expr {
		nm := e.(*ast.Name)
		if !slices.Contains(*wholes, string(nm.Id)) {
			*wholes = append(*wholes, string(nm.Id))
		}
		var slicer ast.Slicer = &ast.Slice{}
		if dims > 1 {
			ext := &ast.ExtSlice{}
			for range dims {
				ext.Dims = append(ext.Dims, &ast.Slice{})
			}
			slicer = ext
		}
		return &ast.Subscript{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: nm.Id, Ctx: ast.Load}, Slice: slicer, Ctx: ast.Load}
	})
}

// sectionScan collects the sections of a right-hand side and checks that
// NumPy computes it element by element.
type sectionScan struct {
	b       *builder
	target  *section
	sources []*section
	at      ast.ExprBase // the statement's position, which generated nodes take
	why     string       // why the statement is not computed element by element
	ownRead bool         // the value reads the target's array through other elements
}

// fail records why and returns walk's failure.
func (sc *sectionScan) fail(format string, args ...any) (bool, bool) {
	if sc.why == "" {
		sc.why = fmt.Sprintf(format, args...)
	}
	return false, false
}

// walk returns whether e is an array (holds a section), and false ok when
// e is not computed element by element: a section where NumPy takes a
// whole array (a call other than a ufunc, a truth value, an attribute), a
// section of another shape or step, or the target's array read otherwise
// than through its own section (NumPy reads the whole right-hand side
// before it stores).
func (sc *sectionScan) walk(e ast.Expr) (array, ok bool) {
	t := sc.target
	all := func(xs ...ast.Expr) (array, ok bool) {
		ok = true
		for _, x := range xs {
			a, o := sc.walk(x)
			array, ok = array || a, ok && o
		}
		return array, ok
	}
	switch x := e.(type) {
	case nil:
		return false, true
	case *ast.Subscript:
		if !hasSlice(x.Slice) {
			if nm, isName := x.Value.(*ast.Name); isName && string(nm.Id) == t.array && !disjointParts(x, t.sub) {
				return sc.ownArray()
			}
			if a, o := sc.walk(x.Value); a || !o || containsSection(x.Slice) {
				return sc.fail("a slice inside a subscript is not in the accelerated subset")
			}
			return false, true
		}
		s, isSection := sectionOf(x, sc.at)
		switch {
		case !isSection:
			return sc.fail("the slice '%s' is not in the accelerated subset (slices with a positive constant step only)", unparse(x))
		case s.array == t.array && unparse(s.sub) != unparse(t.sub) && !disjointParts(x, t.sub):
			return sc.ownArray()
		case len(s.dims) != len(t.dims):
			return sc.fail("'%s' slices %d axes and '%s' %d; only slices of as many axes are computed element by element", unparse(x), len(s.dims), unparse(t.sub), len(t.dims))
		}
		for d := range s.dims {
			if s.dims[d].step != t.dims[d].step {
				return sc.fail("'%s' and '%s' step differently; only slices of one step are computed element by element", unparse(x), unparse(t.sub))
			}
		}
		sc.sources = append(sc.sources, s)
		return true, true
	case *ast.Name:
		if string(x.Id) == t.array {
			return sc.ownArray()
		}
		return false, true
	case *ast.Num, *ast.Str, *ast.NameConstant:
		return false, true
	case *ast.BinOp:
		a, o := all(x.Left, x.Right)
		if a && o && x.Op == ast.MatMult {
			return sc.fail("a matrix product of slices is not in the accelerated subset")
		}
		return a, o
	case *ast.UnaryOp:
		a, o := sc.walk(x.Operand)
		if a && o && x.Op == ast.Not {
			return sc.truthValue()
		}
		return a, o
	case *ast.Compare:
		a, o := all(append([]ast.Expr{x.Left}, x.Comparators...)...)
		if a && o && (len(x.Ops) > 1 || x.Ops[0] == ast.In || x.Ops[0] == ast.NotIn || x.Ops[0] == ast.Is || x.Ops[0] == ast.IsNot) {
			return sc.truthValue() // a chain takes the truth value of an array
		}
		return a, o
	case *ast.IfExp:
		if a, o := sc.walk(x.Test); !o {
			return false, false
		} else if a {
			return sc.truthValue()
		}
		return all(x.Body, x.Orelse)
	case *ast.Call:
		a, o := all(x.Args...)
		switch {
		case !o:
			return false, false
		case !a && containsSection(x):
			return sc.fail("a slice in '%s' is not in the accelerated subset", unparse(x))
		case a && (len(x.Keywords) > 0 || x.Starargs != nil || x.Kwargs != nil || !sc.elementwise(x.Func)):
			return sc.fail("%s takes a slice as a whole array, not element by element", sc.b.fs.describeCall(x.Func))
		}
		return a, true
	}
	if containsSection(e) {
		return sc.fail("a slice in '%s' is not in the accelerated subset", unparse(e))
	}
	return false, true
}

// disjointParts reports whether two subscripts of one array surely name
// no common element: at some axis both take a single index, and the two
// differ by a non-zero constant (X[i - 1] and X[i, :], A[k + 1, j:] and
// A[k, j:]). The row read is then whole before the row written changes,
// as NumPy has it.
func disjointParts(a, b *ast.Subscript) bool {
	da, db := sliceDims(a.Slice), sliceDims(b.Slice)
	for k := range min(len(da), len(db)) {
		ia, ok1 := da[k].(*ast.Index)
		ib, ok2 := db[k].(*ast.Index)
		if !ok1 || !ok2 {
			continue
		}
		baseA, offA := constOffset(ia.Value)
		baseB, offB := constOffset(ib.Value)
		if baseA == baseB && offA != offB {
			return true
		}
	}
	return false
}

// constOffset splits e into the text of its non-constant part and a
// constant added to it: i + 1 is ("i", 1), i - 2 ("i", -2), 3 ("", 3),
// anything else (its text, 0). A negative constant counts from the end of
// the axis: -1 is ("-", -1), so that -1 and -2 differ (the last two rows,
// distinct) but -1 and 1 do not (one row of an axis of two).
func constOffset(e ast.Expr) (string, int) {
	if n, ok := constantInt(e); ok {
		if n < 0 {
			return "-", n
		}
		return "", n
	}
	if b, ok := e.(*ast.BinOp); ok {
		if n, isInt := smallInt(b.Right); isInt {
			switch b.Op {
			case ast.Add:
				return unparse(b.Left), n
			case ast.Sub:
				return unparse(b.Left), -n
			}
		}
	}
	return unparse(e), 0
}

// ownArray fails the statement whose target's array is read otherwise
// than through the target's own section.
func (sc *sectionScan) ownArray() (bool, bool) {
	sc.ownRead = true
	return sc.fail("'%s' is assigned from values that read %s otherwise than through that slice: NumPy reads the whole right-hand side before it stores", unparse(sc.target.sub), sc.target.array)
}

// truthValue fails a statement that takes the truth value of a slice.
func (sc *sectionScan) truthValue() (bool, bool) {
	return sc.fail("the truth value of a slice is ambiguous (NumPy raises ValueError)")
}

// sliceReason is the reason a slice on line is not in the subset.
func (b *builder) sliceReason(line int) string {
	if why, ok := b.sliceWhy[line]; ok && why != "" {
		return why
	}
	return "slices are not in the accelerated subset"
}

// elementwise reports whether fn is a ufunc of the subset (np.sqrt,
// np.minimum, ...) or the builtin abs, which NumPy applies element by
// element to an array.
func (sc *sectionScan) elementwise(fn ast.Expr) bool {
	switch f := fn.(type) {
	case *ast.Name:
		return f.Id == "abs" && !sc.b.fs.shadowed("abs")
	case *ast.Attribute:
		mod, ok := f.Value.(*ast.Name)
		if !ok || !sc.b.fs.mod.numpyMods[string(mod.Id)] {
			return false
		}
		if _, cast := kernel.NumPyCasts[string(f.Attr)]; cast {
			return false
		}
		_, ok = numpyFunc(string(f.Attr))
		return ok
	}
	return false
}

// containsSection reports whether a sliced subscript is anywhere in n.
func containsSection(n ast.Ast) bool {
	found := false
	ast.Walk(n, func(x ast.Ast) bool {
		if s, ok := x.(*ast.Subscript); ok && hasSlice(s.Slice) {
			found = true
		}
		return !found
	})
	return found
}

// addSectionArray records that the nest names array through a section.
func (b *builder) addSectionArray(name string) {
	for _, s := range b.n.Sections {
		if s == name {
			return
		}
	}
	b.n.Sections = append(b.n.Sections, name)
}

// sectionOf returns the section sub is: a subscript of a named array by
// indices and slices, at least one a slice, each slice's step a positive
// int constant.
func sectionOf(sub *ast.Subscript, at ast.ExprBase) (*section, bool) {
	nm, ok := sub.Value.(*ast.Name)
	if !ok || !hasSlice(sub.Slice) {
		return nil, false
	}
	s := &section{array: string(nm.Id), sub: sub}
	for axis, d := range sliceDims(sub.Slice) {
		switch x := d.(type) {
		case *ast.Index:
			if _, ok := x.Value.(*ast.Ellipsis); ok {
				return nil, false
			}
			if nc, ok := x.Value.(*ast.NameConstant); ok && nc.Value == py.None {
				return nil, false // a new axis
			}
		case *ast.Slice:
			length := &ast.Subscript{ExprBase: at,
				Value: &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: nm.Id, Ctx: ast.Load}, Attr: "shape", Ctx: ast.Load},
				Slice: &ast.Index{Value: &ast.Num{ExprBase: at, N: py.Int(axis)}}, Ctx: ast.Load}
			dim := sectionDim{axis: axis, step: 1, lenOfAxis: length}
			if x.Step != nil {
				v, ok := constantInt(x.Step)
				if !ok || v <= 0 {
					return nil, false
				}
				dim.step = v
			}
			dim.start, dim.startKnown = explicitBound(x.Lower, length, at)
			if x.Lower == nil {
				dim.startKnown = true
			}
			if x.Upper == nil {
				dim.stop, dim.stopIsLen = cloneExpr(length, nil), true
			} else {
				dim.stop, _ = explicitBound(x.Upper, length, at)
			}
			s.dims = append(s.dims, dim)
		default:
			return nil, false
		}
	}
	return s, true
}

// explicitBound returns a slice bound counted from the start: e itself,
// or length + e for a negative constant, or 0 for none; known reports a
// non-negative constant start.
func explicitBound(e, length ast.Expr, at ast.ExprBase) (ast.Expr, bool) {
	if e == nil {
		return &ast.Num{ExprBase: at, N: py.Int(0)}, true
	}
	if v, ok := constantInt(e); ok {
		if v < 0 {
			return &ast.BinOp{ExprBase: at, Left: cloneExpr(length, nil), Op: ast.Sub, Right: &ast.Num{ExprBase: at, N: py.Int(-v)}}, false
		}
		return &ast.Num{ExprBase: at, N: py.Int(v)}, true
	}
	return cloneExpr(e, nil), false
}

// hasSlice reports whether a subscript slices an axis.
func hasSlice(s ast.Slicer) bool {
	for _, d := range sliceDims(s) {
		if _, ok := d.(*ast.Slice); ok {
			return true
		}
	}
	return false
}

// sliceDims returns a subscript's components, one per axis it names.
func sliceDims(s ast.Slicer) []ast.Slicer {
	switch x := s.(type) {
	case *ast.ExtSlice:
		return x.Dims
	case *ast.Index:
		if t, ok := x.Value.(*ast.Tuple); ok {
			out := make([]ast.Slicer, len(t.Elts))
			for i, e := range t.Elts {
				out[i] = &ast.Index{Value: e}
			}
			return out
		}
	}
	return []ast.Slicer{s}
}

// linear returns e as a sum of integer multiples of atoms (names, lengths
// a.shape[k], any other expression by its text) plus a constant, or false
// where e is not such a sum.
func linear(e ast.Expr) (map[string]int, int, bool) {
	switch x := e.(type) {
	case *ast.Num:
		v, ok := x.N.(py.Int)
		return map[string]int{}, int(v), ok
	case *ast.BinOp:
		l, lc, ok1 := linear(x.Left)
		r, rc, ok2 := linear(x.Right)
		if !ok1 || !ok2 {
			return nil, 0, false
		}
		switch x.Op {
		case ast.Add, ast.Sub:
			sign := 1
			if x.Op == ast.Sub {
				sign = -1
			}
			for k, v := range r {
				l[k] += sign * v
			}
			return l, lc + sign*rc, true
		case ast.Mult:
			if len(l) == 0 {
				l, lc, r, rc = r, rc, l, lc
			}
			if len(r) != 0 {
				break
			}
			for k := range l {
				l[k] *= rc
			}
			return l, lc * rc, true
		}
	case *ast.UnaryOp:
		if x.Op == ast.USub {
			l, c, ok := linear(x.Operand)
			for k := range l {
				l[k] = -l[k]
			}
			return l, -c, ok
		}
	}
	return map[string]int{unparse(e): 1}, 0, true
}

// difference returns b - a as a linear sum.
func difference(a, b ast.Expr) (map[string]int, int, bool) {
	la, ca, ok1 := linear(a)
	lb, cb, ok2 := linear(b)
	if !ok1 || !ok2 {
		return nil, 0, false
	}
	for k, v := range la {
		lb[k] -= v
	}
	for k, v := range lb {
		if v == 0 {
			delete(lb, k)
		}
	}
	return lb, cb - ca, true
}

// surelyAtMost reports whether a <= b for any values: b - a is a
// non-negative constant plus non-negative multiples of lengths.
func surelyAtMost(a, b ast.Expr) bool {
	d, c, ok := difference(a, b)
	if !ok || c < 0 {
		return false
	}
	for k, v := range d {
		if v < 0 || !strings.Contains(k, ".shape[") && !strings.HasPrefix(k, "len(") {
			return false
		}
	}
	return true
}

// sameLinear reports whether a and b are equal for any values.
func sameLinear(a, b ast.Expr) bool {
	d, c, ok := difference(a, b)
	return ok && c == 0 && len(d) == 0
}

// subscriptedNames are the names the function subscripts somewhere: its
// arrays (or other sequences, which the checks of a call tell apart).
func (fs *funcScan) subscriptedNames() map[string]bool {
	out := map[string]bool{}
	if fs.def == nil {
		return out
	}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Subscript); ok {
			if nm, ok := x.Value.(*ast.Name); ok {
				out[string(nm.Id)] = true
			}
		}
		return true
	})
	return out
}

// throughTemporary returns the statements for target (op)= value where
// value reads target's array through other elements than target's own, as
// a Jacobi sweep spelled with slices does:
//
//	x[1:-1, 1:-1] = (x0[1:-1, 1:-1] + a * (x[:-2, 1:-1] + x[2:, 1:-1])) / c
//
// NumPy computes the whole right-hand side into a new array before it
// stores; so does the nest, into a scratch array made before each call
// (Nest.Scratch: np.empty_like of the target's section, evaluated in the
// function's frame), then copied into the target: two statements of
// sections. nil where the target's section changes in the nest (its
// bounds read a name the nest binds or a loop variable) or no name of the
// numpy module is at hand.
func (b *builder) throughTemporary(st ast.Stmt, target *ast.Subscript, value ast.Expr, op ast.OperatorNumber, aug, whole bool, loopVars map[string]bool, at ast.ExprBase) []ast.Stmt {
	np := b.numpyName()
	if b.fs.module || b.fs.mod.readsNamespace || np == "" {
		return nil
	}
	text, spans, ok := temporaryLike(target, func(n string) bool { return b.boundInNest[n] || loopVars[n] }, at)
	if !ok {
		return nil
	}
	rank := len(spans)
	name := &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("rhs·%d·%d", st.GetLineno(), st.GetColOffset())), Ctx: ast.Load}
	// The temporary has the target's dtype; an in-place statement is
	// computed into it whole (x op value), behind NumPy's same-kind check
	// of the value's dtype against the target's.
	var guard []ast.Stmt
	if aug {
		if c := b.inPlaceCast(string(target.Value.(*ast.Name).Id), value, op, loopVars, at); c != nil {
			guard = append(guard, failUnless([]ast.Expr{c}, fmt.Sprintf("dtype·%d·%d", st.GetLineno(), st.GetColOffset()), at))
		}
		own := cloneExpr(target, nil).(*ast.Subscript)
		own.Ctx = ast.Load
		value = &ast.BinOp{ExprBase: at, Left: own, Op: op, Right: value}
	}
	fill := wholeSection(name, rank, ast.Store)
	fill.ExprBase = at
	first := &ast.Assign{StmtBase: ast.StmtBase{Pos: at.Pos}, Targets: []ast.Expr{fill}, Value: value}
	b.noteTemporary(string(name.Id), string(target.Value.(*ast.Name).Id), spans)
	out := b.sectionStmt(first, fill, value, 0, false, false, loopVars)
	if out == nil {
		return nil
	}
	read := wholeSection(name, rank, ast.Load)
	read.ExprBase = at
	store := cloneExpr(target, nil).(*ast.Subscript)
	store.Ctx = ast.Store
	second := &ast.Assign{StmtBase: ast.StmtBase{Pos: at.Pos}, Targets: []ast.Expr{store}, Value: read}
	copied := b.sectionStmt(second, store, read, 0, false, whole, loopVars)
	if copied == nil {
		return nil
	}
	if b.n.Scratch == nil {
		b.n.Scratch = map[string]string{}
	}
	b.n.Scratch[string(name.Id)] = fmt.Sprintf("%s.empty_like(%s)", np, text)
	return append(append(guard, out...), copied...)
}

// forVariables are the names the for loops of root (root's own
// included) bind as their variable.
func forVariables(root *ast.For) map[string]bool {
	vars := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		if f, ok := n.(*ast.For); ok {
			if nm, ok := f.Target.(*ast.Name); ok {
				vars[string(nm.Id)] = true
			}
		}
		return true
	})
	return vars
}

// temporaryLike returns the text of section, which a scratch array is
// made like before the nest, and its extents axis by axis; false where
// the section changes in the nest (it reads a name for which changing
// holds), names a value only the record has, or has a step other than 1.
func temporaryLike(section *ast.Subscript, changing func(string) bool, at ast.ExprBase) (string, []ast.Expr, bool) {
	fixed := true
	ast.Walk(section, func(n ast.Ast) bool {
		if nm, ok := n.(*ast.Name); ok && changing(string(nm.Id)) {
			fixed = false
		}
		return true
	})
	text := unparse(section)
	if !fixed || strings.Contains(text, "·") {
		return "", nil, false
	}
	made, ok := sectionOf(section, at)
	if !ok {
		return "", nil, false
	}
	var spans []ast.Expr
	for _, d := range made.dims {
		if d.step != 1 {
			return "", nil, false
		}
		spans = append(spans, &ast.BinOp{ExprBase: at, Left: cloneExpr(d.stop, nil), Op: ast.Sub, Right: cloneExpr(d.start, nil)})
	}
	return text, spans, true
}

// noteTemporary records the scratch array name, made like the array like
// ("" for none: a float64 array) with the given extents, for sectionStmt.
func (b *builder) noteTemporary(name, like string, spans []ast.Expr) {
	if b.temporaries == nil {
		b.temporaries, b.tempSpans = map[string]string{}, map[string][]ast.Expr{}
	}
	b.temporaries[name] = like
	b.tempSpans[name] = spans
}
