package frontend

// This file converts expressions to nest.Expr and computes affine forms.

import (
	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
	"strings"
)

var binOps = map[ast.OperatorNumber]nest.BinOp{
	ast.Add: nest.Add, ast.Sub: nest.Sub, ast.Mult: nest.Mul, ast.Div: nest.Div,
	ast.FloorDiv: nest.FloorDiv, ast.Modulo: nest.Mod, ast.Pow: nest.Pow,
	ast.BitAnd: nest.BitAnd, ast.BitOr: nest.BitOr, ast.BitXor: nest.BitXor, ast.LShift: nest.LShift, ast.RShift: nest.RShift,
}

var cmpOps = map[ast.CmpOp]nest.CmpOp{
	ast.Lt: nest.Lt, ast.LtE: nest.Le, ast.Eq: nest.Eq, ast.NotEq: nest.Ne, ast.Gt: nest.Gt, ast.GtE: nest.Ge,
}

// expr converts e. It reports false, after giving the reasons, when e is
// outside the subset. With inBound set, e is a range argument, where
// loop-invariant calls of len and attribute values (a.shape[0]) become
// Opaque.
func (b *builder) expr(e ast.Expr, inBound bool) (nest.Expr, bool) {
	at := b.src.start(e)
	pos := b.src.pos(at)
	switch x := e.(type) {
	case *ast.Num:
		switch v := x.N.(type) {
		case py.Int:
			return &nest.Const{Pos: pos, Kind: nest.Int, Int: int64(v)}, true
		case py.Float:
			return &nest.Const{Pos: pos, Kind: nest.Float, Float: float64(v)}, true
		case *py.BigInt:
			b.reason(at, "the integer constant %s does not fit in 64 bits", unparse(x))
		default:
			b.reason(at, "the constant %s is not in the accelerated subset", unparse(x))
		}
	case *ast.NameConstant:
		switch x.Value {
		case py.True:
			return &nest.Const{Pos: pos, Kind: nest.Bool, Int: 1}, true
		case py.False:
			return &nest.Const{Pos: pos, Kind: nest.Bool}, true
		}
		b.reason(at, "None is not in the accelerated subset")
	case *ast.Name:
		return b.name(x)
	case *ast.BinOp:
		if x.Op == ast.MatMult && !inBound && invariantExpr(x, b.invariantValue) {
			return b.invariantSymbol(x), true // matmul.go
		}
		op, ok := binOps[x.Op]
		l, okL := b.expr(x.Left, inBound)
		r, okR := b.expr(x.Right, inBound)
		if !ok {
			b.reason(at, "the operator '%s' is not in the accelerated subset", binOpText[x.Op])
			return nil, false
		}
		if okL && okR {
			return &nest.Binary{Pos: pos, Op: op, X: l, Y: r}, true
		}
	case *ast.UnaryOp:
		v, okV := b.expr(x.Operand, inBound)
		var op nest.UnaryOp
		switch x.Op {
		case ast.USub:
			op = nest.Neg
		case ast.UAdd:
			op = nest.Plus
		case ast.Not:
			op = nest.Not
		case ast.Invert:
			op = nest.Invert
		default:
			b.reason(at, "the expression '%s' is not in the accelerated subset", unparse(x))
			return nil, false
		}
		if okV {
			return &nest.Unary{Pos: pos, Op: op, X: v}, true
		}
	case *ast.Compare:
		return b.compare(x, inBound)
	case *ast.BoolOp:
		op := nest.And
		if x.Op == ast.Or {
			op = nest.Or
		}
		var out nest.Expr
		good := true
		for _, v := range x.Values {
			c, ok := b.expr(v, inBound)
			good = good && ok
			if out == nil {
				out = c
			} else {
				out = &nest.Logic{Pos: pos, Op: op, X: out, Y: c}
			}
		}
		if good {
			return out, true
		}
	case *ast.IfExp:
		t, ok1 := b.expr(x.Test, inBound)
		th, ok2 := b.expr(x.Body, inBound)
		el, ok3 := b.expr(x.Orelse, inBound)
		if ok1 && ok2 && ok3 {
			return &nest.Cond{Pos: pos, Test: t, Then: th, Else: el}, true
		}
	case *ast.Call:
		return b.call(x, inBound)
	case *ast.Attribute:
		if m, ok := x.Value.(*ast.Name); ok && b.fs.mod.mathMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
			if v, ok := mathConsts[string(x.Attr)]; ok {
				return &nest.Const{Pos: pos, Kind: nest.Float, Float: v, Name: "math." + string(x.Attr)}, true
			}
		}
		if m, ok := x.Value.(*ast.Name); ok && b.fs.mod.numpyMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
			// np.pi, np.e and np.inf are Python floats, as math's.
			v, ok := mathConsts[string(x.Attr)]
			if !ok {
				v, ok = numpyConsts[string(x.Attr)]
			}
			if ok {
				return &nest.Const{Pos: pos, Kind: nest.Float, Float: v, Name: string(m.Id) + "." + string(x.Attr)}, true
			}
		}
		if inBound {
			return b.opaque(x)
		}
		if n, ok := x.Value.(*ast.Name); ok && (x.Attr == "size" || x.Attr == "ndim") && b.invariantArray(n) {
			return b.invariantSymbol(x), true
		}
		b.reason(at, "attribute access '%s' is not in the accelerated subset", unparse(x))
	case *ast.Subscript:
		if inBound && subscriptBase(x) == nil {
			return b.opaque(x)
		}
		if attr, ok := x.Value.(*ast.Attribute); ok && attr.Attr == "shape" {
			idx, isIndex := x.Slice.(*ast.Index)
			if n, isName := attr.Value.(*ast.Name); isName && isIndex && b.invariantArray(n) {
				if _, isNum := idx.Value.(*ast.Num); isNum {
					return b.invariantSymbol(x), true
				}
			}
		}
		return b.ref(x)
	case *ast.Str, *ast.JoinedStr, *ast.Bytes:
		b.reason(at, "strings are not in the accelerated subset")
	case *ast.List, *ast.ListComp:
		b.reason(at, "lists are not in the accelerated subset")
	case *ast.Tuple:
		b.reason(at, "tuples are not in the accelerated subset")
	case *ast.Dict, *ast.DictComp:
		b.reason(at, "dicts are not in the accelerated subset")
	case *ast.Set, *ast.SetComp:
		b.reason(at, "sets are not in the accelerated subset")
	case *ast.GeneratorExp:
		b.reason(at, "generator expressions are not in the accelerated subset")
	case *ast.Lambda:
		b.reason(at, "lambda is not in the accelerated subset")
	case *ast.Yield, *ast.YieldFrom:
		b.reason(at, "yield is not in the accelerated subset")
	case *ast.Starred:
		b.reason(at, "starred expressions are not in the accelerated subset")
	default:
		b.reason(at, "the expression '%s' is not in the accelerated subset", unparse(e))
	}
	return nil, false
}

// name converts a variable read.
func (b *builder) name(x *ast.Name) (nest.Expr, bool) {
	id := string(x.Id)
	pos := b.src.pos(x.Pos)
	switch {
	case b.enclosing(id):
		return &nest.Name{Pos: pos, Id: id, Role: nest.LoopVar}, true
	case b.loopVars[id]:
		b.reason(x.Pos, "the loop variable '%s' is read outside its loop", id)
		return nil, false
	case b.arrays[id]:
		b.reason(x.Pos, "the array '%s' is used as a value; only its elements are in the accelerated subset", id)
		b.n.RanksGuessed = true
		return nil, false
	case b.scalars[id]:
		return &nest.Name{Pos: pos, Id: id, Role: nest.ScalarVar}, true
	}
	if attr, ok := b.fs.mod.mathNames[id]; ok && !b.fs.locals[id] {
		if v, ok := mathConsts[attr]; ok {
			return &nest.Const{Pos: pos, Kind: nest.Float, Float: v, Name: "math." + attr}, true
		}
	}
	if attr, ok := b.fs.mod.numpyNames[id]; ok && !b.fs.locals[id] {
		v, ok := mathConsts[attr]
		if !ok {
			v, ok = numpyConsts[attr]
		}
		if ok {
			return &nest.Const{Pos: pos, Kind: nest.Float, Float: v, Name: id}, true
		}
	}
	b.symbols[id] = true
	return &nest.Name{Pos: pos, Id: id, Role: nest.Symbol}, true
}

// invariantArray reports whether n names a value the nest does not
// change: not a loop variable or scalar of the nest (an array cannot be
// rebound in it).
func (b *builder) invariantArray(n *ast.Name) bool {
	id := string(n.Id)
	return !b.loopVars[id] && !b.scalars[id] && !b.enclosing(id)
}

// invariantValue reports whether name, read in a statement, is a value
// the nest does not change: no loop variable, scalar it assigns or array
// it writes, nor a name only the front end's record has.
func (b *builder) invariantValue(name string) bool {
	return !b.loopVars[name] && !b.scalars[name] && !b.enclosing(name) && !b.written[name] && !inlinedName(name)
}

// invariantSymbol is len(a), a.shape[0], a.size or a.ndim read inside a
// statement: a symbol whose text the closure evaluates once before the
// nest, as a bound's is (the array's shape cannot change in the nest).
func (b *builder) invariantSymbol(e ast.Expr) nest.Expr {
	id := unparse(e)
	b.symbols[id] = true
	return &nest.Name{Pos: b.src.pos(b.src.start(e)), Id: id, Role: nest.Symbol}
}

// compare converts a comparison; a chain a < b < c becomes
// (a < b) and (b < c).
func (b *builder) compare(x *ast.Compare, inBound bool) (nest.Expr, bool) {
	good := true
	left, ok := b.expr(x.Left, inBound)
	good = good && ok
	var out nest.Expr
	for i, op := range x.Ops {
		right, ok := b.expr(x.Comparators[i], inBound)
		good = good && ok
		cop, known := cmpOps[op]
		if !known {
			b.reason(b.src.start(x.Comparators[i]), "the comparison '%s' is not in the accelerated subset", cmpOpText[op])
			good = false
		}
		if !good {
			continue
		}
		pos := b.src.pos(x.Pos)
		if i > 0 {
			pos = left.Position()
		}
		c := &nest.Compare{Pos: pos, Op: cop, X: left, Y: right}
		if out == nil {
			out = c
		} else {
			out = &nest.Logic{Pos: b.src.pos(x.Pos), Op: nest.And, X: out, Y: c}
		}
		left = right
	}
	return out, good
}

// call converts a call of an intrinsic; any other call is a reason (or,
// in a bound, len() an Opaque).
func (b *builder) call(x *ast.Call, inBound bool) (nest.Expr, bool) {
	at := b.src.start(x)
	if fn, ok := hoistedDraw(x); ok && !inBound {
		return b.drawCall(x, fn)
	}
	if _, ok := b.drawName(x.Func); ok {
		why := b.drawRefused[x.Pos]
		if why == "" {
			why = "a random draw here (a loop's range, a while test, a comprehension) is not in the accelerated subset"
		}
		b.reason(at, "%s", why)
		return nil, false
	}
	fn, arity := "", 0
	switch f := x.Func.(type) {
	case *ast.Name:
		id := string(f.Id)
		if attr, ok := b.fs.mod.mathNames[id]; ok && !b.fs.locals[id] {
			if n, ok := mathFunc(attr); ok {
				fn, arity = "math."+attr, n
			}
		} else if attr, ok := b.fs.mod.numpyNames[id]; ok && !b.fs.locals[id] {
			if n, ok := numpyFunc(attr); ok {
				fn, arity = "numpy."+attr, n
			}
		} else if id == fmaName {
			fn, arity = "numpy."+fmaName, 3 // the front end's own (blas_dot.go)
		} else if n, ok := builtinFuncs[id]; ok && !b.fs.shadowed(id) {
			fn, arity = id, n
		} else if id == "len" && inBound && !b.fs.shadowed(id) {
			return b.opaque(x)
		} else if id == "len" && !b.fs.shadowed(id) && len(x.Args) == 1 && len(x.Keywords) == 0 {
			if n, ok := x.Args[0].(*ast.Name); ok && b.invariantArray(n) {
				return b.invariantSymbol(x), true
			}
		}
	case *ast.Attribute:
		if m, ok := f.Value.(*ast.Name); ok && b.fs.mod.mathMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
			if n, ok := mathFunc(string(f.Attr)); ok {
				fn, arity = "math."+string(f.Attr), n
			}
		}
		if m, ok := f.Value.(*ast.Name); ok && b.fs.mod.numpyMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
			if n, ok := numpyFunc(string(f.Attr)); ok {
				fn, arity = "numpy."+string(f.Attr), n
			}
		}
	}
	if (fn == "min" || fn == "max") && len(x.Args) >= 2 && len(x.Keywords) == 0 && x.Starargs == nil {
		// min and max of number constants are the constant they pick, of
		// its own type (min(0, 0.75) is the int 0).
		if c := constantExtreme(x.Args, fn == "max"); c != nil {
			return b.expr(c, inBound)
		}
	}
	if fn == "" && b.isMathDist(x.Func) {
		if e, ok := b.mathDist(x); ok {
			return e, true
		}
	}
	if fn == "float" && len(x.Args) == 1 && len(x.Keywords) == 0 {
		// float("inf"), float("-inf"), float("nan"): constants.
		if str, ok := x.Args[0].(*ast.Str); ok {
			if v, ok := floatStrings[strings.ToLower(strings.TrimSpace(string(str.S)))]; ok {
				return &nest.Const{Pos: b.src.pos(at), Kind: nest.Float, Float: v, Name: unparse(x)}, true
			}
		}
	}
	if (fn == "numpy.arctan2" || fn == "numpy.power") && numpytables.SVML {
		// NumPy's float64 loops of these are Intel SVML's on machines
		// with AVX-512 (the interpreter's are too: ndarray/svmlpow.go,
		// svmlatan2.go), scalars included; a kernel's are the C
		// library's.
		b.reason(at, "%s on this machine is Intel SVML's, as NumPy computes it there, which the kernels do not compute", unparse(x.Func))
		return nil, false
	}
	if fn == "" {
		if why, ok := b.notInlined[x]; ok {
			b.reason(at, "the call of '%s' is not inlined: %s", unparse(x.Func), why)
		} else {
			b.reason(at, "%s is not in the accelerated subset", b.fs.describeCall(x.Func))
		}
		return nil, false
	}
	if len(x.Keywords) > 0 || x.Starargs != nil || x.Kwargs != nil {
		b.reason(at, "keyword or starred arguments in a call of '%s' are not in the accelerated subset", unparse(x.Func))
		return nil, false
	}
	good := true
	switch {
	case (fn == "min" || fn == "max") && len(x.Args) < 2:
		b.reason(at, "%s() of a single iterable is not in the accelerated subset; give it two or more values", fn)
		good = false
	case fn != "min" && fn != "max" && len(x.Args) != arity:
		plural := "s"
		if arity == 1 {
			plural = ""
		}
		b.reason(at, "%s() takes %d argument%s in the accelerated subset, got %d", unparse(x.Func), arity, plural, len(x.Args))
		good = false
	}
	args := make([]nest.Expr, len(x.Args))
	for i, a := range x.Args {
		e, ok := b.expr(a, inBound)
		good = good && ok
		args[i] = e
	}
	if !good {
		return nil, false
	}
	return &nest.Call{Pos: b.src.pos(at), Func: fn, Args: args}, true
}

// constantExtreme returns the argument min (max) returns when every
// argument is an int or float constant: the first of the least (greatest)
// values, as the builtins pick it; nil otherwise.
func constantExtreme(args []ast.Expr, greatest bool) ast.Expr {
	var best ast.Expr
	var bestValue float64
	for _, a := range args {
		v, ok := constantNumber(a)
		if !ok {
			return nil
		}
		var f float64
		switch n := v.(type) {
		case py.Int:
			if n > 1<<53 || n < -(1<<53) {
				return nil // compared as floats, big ints would round
			}
			f = float64(n)
		case py.Float:
			f = float64(n)
		}
		if best == nil || greatest && f > bestValue || !greatest && f < bestValue {
			best, bestValue = a, f
		}
	}
	return best
}

// isMathDist reports whether fn names math.dist.
func (b *builder) isMathDist(fn ast.Expr) bool {
	switch f := fn.(type) {
	case *ast.Name:
		return b.fs.mod.mathNames[string(f.Id)] == "dist" && !b.fs.locals[string(f.Id)]
	case *ast.Attribute:
		m, ok := f.Value.(*ast.Name)
		return ok && f.Attr == "dist" && b.fs.mod.mathMods[string(m.Id)] && !b.fs.shadowed(string(m.Id))
	}
	return false
}

// mathDist converts math.dist((x1, y1), (x2, y2)) of two points in the
// plane to math.hypot(x1 - x2, y1 - y2): CPython computes both with
// vector_norm of the same differences (of the coordinates as floats,
// which the subtraction of ints gives exactly below 2**53).
func (b *builder) mathDist(x *ast.Call) (nest.Expr, bool) {
	if len(x.Args) != 2 || len(x.Keywords) > 0 || x.Starargs != nil || x.Kwargs != nil {
		return nil, false
	}
	p, ok1 := x.Args[0].(*ast.Tuple)
	q, ok2 := x.Args[1].(*ast.Tuple)
	if !ok1 || !ok2 || len(p.Elts) != 2 || len(q.Elts) != 2 {
		return nil, false
	}
	args := make([]nest.Expr, 2)
	for i := range args {
		e, ok := b.expr(&ast.BinOp{ExprBase: x.ExprBase, Left: p.Elts[i], Op: ast.Sub, Right: q.Elts[i]}, false)
		if !ok {
			return nil, false
		}
		args[i] = e
	}
	return &nest.Call{Pos: b.src.pos(b.src.start(x)), Func: "math.hypot", Args: args}, true
}

// opaque makes a loop bound the interpreter evaluates: a call of len, an
// attribute, or a subscript of one. The names it reads are symbols; it
// must not read a name the nest binds.
func (b *builder) opaque(e ast.Expr) (nest.Expr, bool) {
	at := b.src.start(e)
	good := true
	callees := map[ast.Expr]bool{}
	ast.Walk(e, func(n ast.Ast) bool {
		if c, ok := n.(*ast.Call); ok {
			callees[c.Func] = true
		}
		return true
	})
	names := map[string]bool{}
	ast.Walk(e, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			id := string(x.Id)
			if callees[ast.Expr(x)] {
				break
			}
			if b.loopVars[id] || b.scalars[id] {
				b.reason(at, "the bound '%s' depends on '%s', which changes inside the nest", unparse(e), id)
				good = false
			}
			names[id] = true
		case *ast.Call:
			if f, ok := x.Func.(*ast.Name); !ok || f.Id != "len" || b.fs.shadowed("len") {
				b.reason(b.src.start(x), "%s is not in the accelerated subset", b.fs.describeCall(x.Func))
				good = false
			}
		case *ast.Slice, *ast.ExtSlice:
			b.reason(at, "slices are not in the accelerated subset")
			good = false
		case ast.Expr:
			switch x.(type) {
			case *ast.Attribute, *ast.Subscript, *ast.Num, *ast.BinOp, *ast.UnaryOp:
			default:
				b.reason(b.src.start(x), "the expression '%s' is not in the accelerated subset", unparse(x))
				good = false
			}
		}
		return true
	})
	if !good {
		return nil, false
	}
	o := &nest.Opaque{Pos: b.src.pos(at), Text: unparse(e), Names: sortedKeys(names)}
	for _, n := range o.Names {
		b.symbols[n] = true
	}
	return o, true
}

// ref converts a subscript a[i, j] or a[i][j] of a named array.
func (b *builder) ref(x *ast.Subscript) (nest.Expr, bool) {
	at := b.src.start(x)
	var slices []ast.Slicer
	var base ast.Expr = x
	for {
		s, ok := base.(*ast.Subscript)
		if !ok {
			break
		}
		slices = append(slices, s.Slice)
		base = s.Value
	}
	good := true
	name, ok := base.(*ast.Name)
	switch {
	case !ok:
		if _, isAttr := base.(*ast.Attribute); isAttr {
			b.reason(at, "attribute access '%s' is not in the accelerated subset", unparse(base))
		} else if c, isCall := base.(*ast.Call); isCall {
			b.reason(b.src.start(c), "%s is not in the accelerated subset", b.fs.describeCall(c.Func))
		} else {
			b.reason(at, "a subscript of '%s' is not in the accelerated subset; only named arrays are", unparse(base))
		}
		good = false
	case b.loopVars[string(name.Id)]:
		b.reason(at, "the loop variable '%s' is subscripted as an array", name.Id)
		good = false
	case b.scalars[string(name.Id)]:
		good = false // the assignment of the name as a whole gives the reason
	}
	var idx []ast.Expr
	for i := len(slices) - 1; i >= 0; i-- {
		idx, good = b.indices(slices[i], at, idx, good)
	}
	if len(idx) == 0 && good {
		b.reason(at, "an empty subscript is not in the accelerated subset")
		good = false
	}
	r := &nest.Ref{Pos: b.src.pos(at)}
	for _, s := range idx {
		e, ok := b.expr(s, false)
		if !ok {
			good = false
			continue
		}
		f := form(e)
		nest.WalkExpr(e, func(y nest.Expr) {
			if _, isRef := y.(*nest.Ref); isRef {
				r.Indirect = true
				f = affine.NonAffine()
			}
		})
		r.Subs = append(r.Subs, e)
		r.Forms = append(r.Forms, f)
	}
	if !good {
		return nil, false
	}
	r.Array = string(name.Id)
	b.used[r.Array] = true
	return r, true
}

// indices appends the subscript expressions of one [...] to idx.
func (b *builder) indices(s ast.Slicer, at ast.Pos, idx []ast.Expr, good bool) ([]ast.Expr, bool) {
	switch x := s.(type) {
	case *ast.Index:
		if t, ok := x.Value.(*ast.Tuple); ok {
			if len(t.Elts) == 0 {
				b.reason(at, "an empty subscript is not in the accelerated subset")
				return idx, false
			}
			return append(idx, t.Elts...), good
		}
		return append(idx, x.Value), good
	case *ast.Slice:
		b.reason(at, "%s", b.sliceReason(at.Lineno))
		return idx, false
	case *ast.ExtSlice:
		for _, d := range x.Dims {
			idx, good = b.indices(d, at, idx, good)
		}
		return idx, good
	}
	return idx, false
}

// form returns e as an affine form over loop variables and symbols, or
// the invalid form where it is not affine (a scalar the nest assigns, an
// array element, a product of variables, a division, a call other than the
// loop-invariant len(a) of a bound).
func form(e nest.Expr) affine.Form {
	return nest.AffineForm(e, func(e nest.Expr) (affine.Form, bool) {
		switch x := e.(type) {
		case *nest.Name:
			if x.Role == nest.LoopVar || x.Role == nest.Symbol {
				return affine.Var(x.Id), true
			}
		case *nest.Opaque:
			// len(a), a.shape[1]: a loop-invariant value the run binds by
			// this name, so a bound such as a.shape[1] - 1 stays affine.
			return affine.Var(x.Text), true
		}
		return affine.Form{}, false
	})
}

// drawCall converts a draw random_draws.go took out of its statement: the
// canonical draw fn of its arguments, and the nest's random state array.
func (b *builder) drawCall(x *ast.Call, fn string) (nest.Expr, bool) {
	args := make([]nest.Expr, len(x.Args))
	good := true
	for i, a := range x.Args {
		e, ok := b.expr(a, false)
		args[i], good = e, good && ok
	}
	if !good {
		return nil, false
	}
	if fn == "random.uniform" {
		b.used[kernel.PyRandomStateArray] = true
	} else {
		b.used[kernel.RandomStateArray] = true
	}
	return &nest.Call{Pos: b.src.pos(x.Pos), Func: fn, Args: args}, true
}
