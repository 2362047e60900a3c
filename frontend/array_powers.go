package frontend

// This file lowers an array raised to a scalar power element by element
// as NumPy computes it. NumPy's ** of an array and a scalar exponent takes
// fast paths (fast_scalar_power, numpy/core/src/multiarray/number.c):
// for a float array, exponent 2 is np.square (x*x), 0.5 np.sqrt, -1
// np.reciprocal (1/x), 1 a copy and 0 ones; for an integer array only 2
// is the square (of the array cast to float64 when the 2 is a float).
// Every other power is np.power: the C library's pow, or on machines with
// AVX-512 Intel SVML's vector pow (numpytables.SVML), which no kernel
// computes, so that such a power of an array keeps its nest in the
// interpreter there (svmlPower). An element's **
// in a kernel is the scalar's power, pow(x, 2) rounded as glibc rounds it
// (docs/llvm.md, "Constant powers"), which differs from x*x for about one
// double in 2,300: so a section or vector raised to such an exponent is
// written with the fast path's operation, not with **.
//
// Exponents other than 2 take their fast path on float arrays only; the
// caller checks that the arrays are float64 before the nest (the kernels
// take float64 and int64 sections: an int64 one then runs in the
// interpreter). An exponent that is a scalar name or element is tested
// against the fast exponents in the element's expression, as NumPy tests
// its value at each call.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/internal/numpytables"
)

// arrayPower returns element k of base ** exp for an array base whose
// element k elem returns (a fresh copy each call) and a scalar exp, and
// whether the lowering holds for float arrays only. lowered is false
// where exp takes no fast path, or is not a constant, name or element:
// base ** exp is then np.power, element k's ** as it is.
func (b *builder) arrayPower(elem func() ast.Expr, exp ast.Expr, at ast.ExprBase) (out ast.Expr, floatOnly, lowered bool) {
	num := func(v float64) ast.Expr { return &ast.Num{ExprBase: at, N: py.Float(v)} }
	bin := func(l ast.Expr, op ast.OperatorNumber, r ast.Expr) ast.Expr {
		return &ast.BinOp{ExprBase: at, Left: l, Op: op, Right: r}
	}
	sqrt := func() ast.Expr {
		np := b.numpyName()
		if np == "" {
			return nil
		}
		f := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(np), Ctx: ast.Load}, Attr: "sqrt", Ctx: ast.Load}
		return &ast.Call{ExprBase: at, Func: f, Args: []ast.Expr{elem()}}
	}
	// fast is the fast path's element for exponent v, nil for none.
	fast := func(v float64) ast.Expr {
		switch v {
		case 2:
			return bin(elem(), ast.Mult, elem())
		case 0.5:
			return sqrt()
		case -1:
			return bin(num(1), ast.Div, elem())
		case 1:
			return elem()
		case 0:
			return num(1)
		}
		return nil
	}
	if c, ok := constantNumber(exp); ok {
		_, isInt := c.(py.Int)
		v := 0.0
		switch n := c.(type) {
		case py.Int:
			v = float64(n)
		case py.Float:
			v = float64(n)
		}
		if v == 2 && isInt {
			return fast(2), false, true
		}
		if v == 2 {
			// An integer array is cast to float64 first.
			one := func() ast.Expr { return bin(elem(), ast.Mult, num(1)) }
			return bin(one(), ast.Mult, one()), false, true
		}
		if f := fast(v); f != nil {
			return f, true, true
		}
		return nil, false, false
	}
	switch x := exp.(type) {
	case *ast.Name:
	case *ast.Subscript:
		if hasSlice(x.Slice) {
			return nil, false, false
		}
	default:
		return nil, false, false
	}
	// A run-time exponent: NumPy's choice made per element, the same for
	// all of them.
	out = bin(elem(), ast.Pow, cloneExpr(exp, nil))
	for _, v := range []float64{0, 1, -1, 0.5, 2} {
		f := fast(v)
		if f == nil {
			return nil, false, false
		}
		test := &ast.Compare{ExprBase: at, Left: cloneExpr(exp, nil), Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{num(v)}}
		out = &ast.IfExp{ExprBase: at, Test: test, Body: f, Orelse: out}
	}
	return out, true, true
}

// numpyName returns a name the module binds to numpy and the function
// does not shadow, "" if there is none.
func (b *builder) numpyName() string {
	best := ""
	for name := range b.fs.mod.numpyMods {
		if !b.fs.shadowed(name) && (best == "" || name < best) {
			best = name
		}
	}
	return best
}

// float64Check is the test that array name holds float64 elements.
func float64Check(name string, at ast.ExprBase) ast.Expr {
	dtype := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Load}, Attr: "dtype", Ctx: ast.Load}
	dtypeName := &ast.Attribute{ExprBase: at, Value: dtype, Attr: "name", Ctx: ast.Load}
	return &ast.Compare{ExprBase: at, Left: dtypeName, Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{&ast.Str{ExprBase: at, S: "float64"}}}
}

// svmlPower reports, for a power of an array whose exponent takes no fast
// path, why the kernels do not compute it on this machine: NumPy's float64
// power loop is Intel SVML's pow where the CPU has AVX-512
// (numpytables.SVML; the interpreter's is the same, ndarray/svmlpow.go),
// and a kernel's pow is the C library's. "" elsewhere.
func svmlPower() string {
	if !numpytables.SVML {
		return ""
	}
	return "an array raised to a power without NumPy's fast path (2, 0.5, -1, 1, 0) is Intel SVML's pow on this machine, which the kernels do not compute"
}
