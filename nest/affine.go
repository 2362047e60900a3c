package nest

import "github.com/alpyna/alpyna/affine"

// AffineForm is e as an affine form, or affine.NonAffine() where it is not
// one. Integer constants, unary + and -, and +, - and * (one side constant)
// of affine operands are affine; // and % fold constants as Python does.
// leaf gives the form of every other node (names, opaque bounds), with
// false where it has none: the front end's forms and the dependence
// analysis's forms with run-time values differ only there.
func AffineForm(e Expr, leaf func(Expr) (affine.Form, bool)) affine.Form {
	bad := affine.NonAffine()
	switch x := e.(type) {
	case *Const:
		if x.Kind == Int {
			return affine.Const(x.Int)
		}
		return bad
	case *Unary:
		f := AffineForm(x.X, leaf)
		switch x.Op {
		case Plus:
			return f
		case Neg:
			if g, err := f.Scale(-1); err == nil {
				return g
			}
		}
		return bad
	case *Binary:
		f, g := AffineForm(x.X, leaf), AffineForm(x.Y, leaf)
		if !f.Valid() || !g.Valid() {
			return bad
		}
		var h affine.Form
		var err error
		switch x.Op {
		case Add:
			h, err = f.Add(g)
		case Sub:
			h, err = f.Sub(g)
		case Mul:
			switch {
			case f.IsConst():
				h, err = g.Scale(f.Const())
			case g.IsConst():
				h, err = f.Scale(g.Const())
			default:
				return bad
			}
		case FloorDiv, Mod:
			if !f.IsConst() || !g.IsConst() || g.Const() == 0 {
				return bad
			}
			q, r := FloorDivMod(f.Const(), g.Const())
			if x.Op == FloorDiv {
				return affine.Const(q)
			}
			return affine.Const(r)
		default:
			return bad
		}
		if err != nil {
			return bad
		}
		return h
	}
	if f, ok := leaf(e); ok {
		return f
	}
	return bad
}

// FloorDivMod is Python's // and % on ints: the quotient rounds toward
// negative infinity and the remainder takes the divisor's sign.
func FloorDivMod(a, b int64) (int64, int64) {
	if b == -1 { // avoids the overflow of MinInt64 / -1
		return -a, 0
	}
	q, r := a/b, a%b
	if r != 0 && (r < 0) != (b < 0) {
		q--
		r += b
	}
	return q, r
}
