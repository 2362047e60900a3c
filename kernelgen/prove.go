// This file removes the checks that the call's values prove unnecessary,
// by interval arithmetic over the loop bounds: a subscript whose values lie
// in [0, len) is neither wrapped nor checked, an int addition whose bounds
// cannot overflow is not checked, a division by a value whose interval
// excludes zero cannot raise. What is not proven stays checked, so a module
// is correct for any values; the bindings only make it faster.

package kernelgen

import (
	"fmt"
	"math"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/kernel"
)

// interval is a closed range of int64 values; full when nothing is known.
type interval struct{ lo, hi int64 }

var full = interval{math.MinInt64, math.MaxInt64}

func point(v int64) interval { return interval{v, v} }

func (a interval) hull(b interval) interval { return interval{min(a.lo, b.lo), max(a.hi, b.hi)} }

func (a interval) has(v int64) bool { return a.lo <= v && v <= a.hi }

func typeRange(t kernel.Type) interval {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return interval{0, 1}
	case kernel.Int32:
		return interval{math.MinInt32, math.MaxInt32}
	case kernel.Int8:
		return interval{math.MinInt8, math.MaxInt8}
	case kernel.Int16:
		return interval{math.MinInt16, math.MaxInt16}
	case kernel.UInt8:
		return interval{0, math.MaxUint8}
	case kernel.UInt16:
		return interval{0, math.MaxUint16}
	case kernel.UInt32:
		return interval{0, math.MaxUint32}
	}
	return full // a numpy.uint64's register holds its bits
}

type prover struct {
	zeroStep bool // the kernel being proved has a loop whose step may be 0
	params   map[*kernel.Param]interval
	locals   map[*kernel.Local]interval
	bindings map[string]int64
}

func prove(m *kernel.Module, bindings map[string]int64) {
	pr := &prover{params: map[*kernel.Param]interval{}, locals: map[*kernel.Local]interval{}, bindings: bindings}
	for _, p := range m.Params {
		iv := typeRange(p.Type)
		switch p.Kind {
		case kernel.Symbol:
			if v, ok := bindings[p.Name]; ok && !p.Type.IsFloat() {
				iv = point(v)
			}
		case kernel.Shape:
			if v, ok := bindings[fmt.Sprintf("%s.shape[%d]", p.Array.Name, p.Axis)]; ok {
				iv = point(v)
			} else {
				iv = interval{0, math.MaxInt64}
			}
		}
		pr.params[p] = iv
	}
	var host func([]kernel.Step)
	host = func(steps []kernel.Step) {
		for _, s := range steps {
			switch x := s.(type) {
			case *kernel.HostLoop:
				pr.params[x.Var] = pr.loopRange(x.Lower, x.Upper, x.Step)
				if pr.expr(x.Step).has(0) {
					m.MayFail = true // range() with a zero step raises
				}
				host(x.Body)
			case *kernel.Launch:
				k := x.Kernel
				for _, d := range k.Dims {
					pr.locals[d.Var] = pr.loopRange(d.Lower, d.Upper, d.Step)
				}
				pr.zeroStep = false
				pr.stmts(k.Body)
				k.MayFail = k.HasChecks() || pr.zeroStep
				for _, d := range k.Dims {
					k.MayFail = k.MayFail || pr.expr(d.Step).has(0)
				}
				m.MayFail = m.MayFail || k.MayFail
			}
		}
	}
	host(m.Host)
}

// loopRange is the interval of a range() loop's variable.
func (pr *prover) loopRange(lower, upper, step kernel.Expr) interval {
	lo, up, st := pr.expr(lower), pr.expr(upper), pr.expr(step)
	var iv interval
	switch {
	case st.lo > 0:
		if up.hi == math.MinInt64 {
			return point(lo.lo)
		}
		iv = interval{lo.lo, up.hi - 1}
	case st.hi < 0:
		if up.lo == math.MaxInt64 {
			return point(lo.hi)
		}
		iv = interval{up.lo + 1, lo.hi}
	default:
		iv = lo.hull(up)
	}
	if iv.lo > iv.hi { // the loop never runs; any value will do
		return point(lo.lo)
	}
	return iv
}

func (pr *prover) stmts(body []kernel.Stmt) {
	for _, s := range body {
		switch x := s.(type) {
		case *kernel.Assign:
			pr.expr(x.Value)
		case *kernel.Store:
			pr.index(x.Array, x.Index)
			pr.expr(x.Value)
		case *kernel.If:
			pr.expr(x.Cond)
			pr.stmts(x.Then)
		case *kernel.For:
			pr.locals[x.Var] = pr.loopRange(x.Lower, x.Upper, x.Step)
			if pr.expr(x.Step).has(0) {
				pr.zeroStep = true // range() with a zero step raises ValueError
			}
			pr.stmts(x.Body)
		}
	}
}

func (pr *prover) index(a *kernel.Array, idx []*kernel.Subscript) {
	for axis, s := range idx {
		iv := pr.expr(s.X)
		n, ok := pr.params[a.Shape[axis]]
		if !ok || n.lo != n.hi {
			if iv.lo >= 0 {
				s.Wrap = false
			}
			continue
		}
		length := n.lo
		switch {
		case iv.lo >= 0 && iv.hi < length:
			s.Wrap, s.Check = false, false
		case iv.lo >= 0:
			s.Wrap = false
		case iv.lo >= -length && iv.hi < length:
			s.Check = false
		}
	}
}

// expr computes the interval of an integer or bool expression (full for
// floats) and clears the checks it proves unnecessary on the way.
func (pr *prover) expr(e kernel.Expr) interval {
	switch x := e.(type) {
	case *kernel.Const:
		if x.T.IsFloat() {
			return full
		}
		return point(x.I)
	case *kernel.Var:
		if iv, ok := pr.locals[x.Local]; ok {
			return iv
		}
		return typeRange(x.Local.Type)
	case *kernel.ParamRef:
		if iv, ok := pr.params[x.Param]; ok {
			return iv
		}
		return typeRange(x.Param.Type)
	case *kernel.Load:
		pr.index(x.Array, x.Index)
		return typeRange(x.Array.Elem)
	case *kernel.Unary:
		iv := pr.expr(x.X)
		switch x.Op {
		case kernel.Not:
			return interval{0, 1}
		case kernel.Neg:
			if iv.lo == math.MinInt64 {
				return typeRange(x.Type())
			}
			x.Checked = false
			return interval{-iv.hi, -iv.lo}
		case kernel.Invert: // -x - 1
			return interval{-iv.hi - 1, -iv.lo - 1}
		default: // Abs
			if iv.lo == math.MinInt64 {
				return typeRange(x.Type())
			}
			x.Checked = false
			if iv.lo >= 0 {
				return iv
			}
			if iv.hi <= 0 {
				return interval{-iv.hi, -iv.lo}
			}
			return interval{0, max(-iv.lo, iv.hi)}
		}
	case *kernel.Binary:
		return pr.binary(x)
	case *kernel.Compare:
		pr.expr(x.X)
		pr.expr(x.Y)
		return interval{0, 1}
	case *kernel.Convert:
		iv := pr.expr(x.X)
		if x.X.Type().IsFloat() || x.T.IsFloat() {
			return typeRange(x.T)
		}
		if x.T.IsBool() {
			return interval{0, 1}
		}
		if r := typeRange(x.T); iv.lo >= r.lo && iv.hi <= r.hi {
			return iv
		}
		return typeRange(x.T)
	case *kernel.Call:
		for _, a := range x.Args {
			pr.expr(a)
		}
		return typeRange(x.Type())
	case *kernel.Cond:
		pr.expr(x.Test)
		return pr.expr(x.Then).hull(pr.expr(x.Else))
	case *kernel.Logic:
		return pr.expr(x.X).hull(pr.expr(x.Y))
	}
	return full
}

// nonzero reports whether a float or int divisor is proven non-zero.
func (pr *prover) nonzero(e kernel.Expr, iv interval) bool {
	if c, ok := e.(*kernel.Const); ok && c.T.IsFloat() {
		return c.F != 0 && !math.IsNaN(c.F)
	}
	if cv, ok := e.(*kernel.Convert); ok && cv.T.IsFloat() && !cv.X.Type().IsFloat() {
		inner := pr.expr(cv.X)
		return !inner.has(0)
	}
	return !e.Type().IsFloat() && !iv.has(0)
}

func (pr *prover) binary(x *kernel.Binary) interval {
	a, b := pr.expr(x.X), pr.expr(x.Y)
	if x.T.IsFloat() {
		switch x.Op {
		case kernel.Div, kernel.FloorDiv, kernel.Mod:
			if pr.nonzero(x.Y, b) {
				x.Checked = false
			}
		}
		return full
	}
	r := typeRange(x.T)
	var iv interval
	ok := false
	switch x.Op {
	case kernel.Add:
		lo, ok1 := affine.Add64(a.lo, b.lo)
		hi, ok2 := affine.Add64(a.hi, b.hi)
		iv, ok = interval{lo, hi}, ok1 && ok2
	case kernel.Sub:
		lo, ok1 := affine.Sub64(a.lo, b.hi)
		hi, ok2 := affine.Sub64(a.hi, b.lo)
		iv, ok = interval{lo, hi}, ok1 && ok2
	case kernel.Mul:
		iv, ok = corners(a, b, affine.Mul64)
	case kernel.FloorDiv:
		if !b.has(0) && !(a.has(math.MinInt64) && b.has(-1)) {
			iv, ok = corners(a, b, func(p, q int64) (int64, bool) { return floorDiv(p, q), true })
		}
	case kernel.Mod:
		if !b.has(0) && !(a.has(math.MinInt64) && b.has(-1)) {
			ok = true
			switch {
			case b.lo > 0:
				iv = interval{0, b.hi - 1}
				if a.lo >= 0 && a.hi < b.lo {
					iv = a
				}
			default:
				iv = interval{b.lo + 1, max(b.hi-1, 0)}
			}
		}
	case kernel.BitAnd:
		// A non-negative operand bounds the result: x & 1023 is in
		// [0, 1023] whatever x is.
		switch {
		case a.lo >= 0 && b.lo >= 0:
			iv, ok = interval{0, min(a.hi, b.hi)}, true
		case a.lo >= 0:
			iv, ok = interval{0, a.hi}, true
		case b.lo >= 0:
			iv, ok = interval{0, b.hi}, true
		}
	case kernel.RShift:
		// Monotone in the value, and toward 0 or -1 in the count: the
		// corners bound it (a count past the width shifts by all but the
		// sign bit).
		if b.lo >= 0 {
			iv, ok = corners(a, b, func(p, q int64) (int64, bool) { return p >> min(q, 63), true })
		}
	case kernel.LShift:
		if b.lo >= 0 && b.hi < 63 {
			iv, ok = corners(a, b, func(p, q int64) (int64, bool) { r := p << q; return r, r>>q == p })
		}
	case kernel.Min:
		return interval{min(a.lo, b.lo), min(a.hi, b.hi)}
	case kernel.Max:
		return interval{max(a.lo, b.lo), max(a.hi, b.hi)}
	}
	if !ok || iv.lo < r.lo || iv.hi > r.hi {
		return r
	}
	// A Python int, or a union with one, that cannot overflow or divide by
	// zero needs no check; a NumPy int never had one but for **.
	if x.Op != kernel.Pow {
		x.Checked = false
	}
	return iv
}

// corners applies f to the four corners of a × b; false if any overflows.
func corners(a, b interval, f func(int64, int64) (int64, bool)) (interval, bool) {
	out := interval{math.MaxInt64, math.MinInt64}
	for _, p := range []int64{a.lo, a.hi} {
		for _, q := range []int64{b.lo, b.hi} {
			v, ok := f(p, q)
			if !ok {
				return full, false
			}
			out.lo, out.hi = min(out.lo, v), max(out.hi, v)
		}
	}
	return out, true
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
