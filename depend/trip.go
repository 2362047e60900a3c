package depend

import (
	"math"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// MaxTripCount bounds how many iterations loop runs in any one iteration
// of the loops around it, for these bindings: the exact count where its
// bounds read symbols only (TripCount), and otherwise the widest range its
// bounds span while the enclosing loops' variables range over their own
// bounds (interval arithmetic; `for i in range(k)` inside `for k in
// range(1, n)` runs at most n - 1 iterations). Code generation weighs it
// against the cost of a launch per iteration of the loops around. false
// when a bound lacks a value (a non-affine bound not bound by its text, a
// run-time step) or is unbounded; 0 when some enclosing loop runs no
// iteration.
func (p *NestPlan) MaxTripCount(loop int, bindings map[string]int64) (int64, bool) {
	if n, ok := p.TripCount(loop, bindings); ok {
		return n, true
	}
	var chain []*nest.Loop // loop and the loops around it, innermost first
	for l := loop; l >= 0; l = p.Nest.Loops[l].Parent {
		chain = append(chain, p.Nest.Loops[l])
	}
	iv := map[string]span{}
	for i := len(chain) - 1; i >= 0; i-- {
		l := chain[i]
		loLo, loHi, ok1 := boundInterval(l.Lower, l.Start, iv, bindings)
		upLo, upHi, ok2 := boundInterval(l.Upper, l.Stop, iv, bindings)
		step := l.StepValue
		if step == 0 {
			step = bindings[boundName(l.Step)]
		}
		if !ok1 || !ok2 || step == 0 {
			return 0, false
		}
		if i == 0 {
			width := upHi - loLo // the widest range, for a positive step
			if step < 0 {
				width, step = loHi-upLo, -step
			}
			switch {
			case math.IsInf(width, 0) || math.IsNaN(width) || width >= math.MaxInt64:
				return 0, false
			case width <= 0:
				return 0, true
			}
			return (int64(width) + step - 1) / step, true
		}
		v := span{loLo, upHi - 1}
		if step < 0 {
			v = span{upLo + 1, loHi}
		}
		if v.lo > v.hi {
			return 0, true // the enclosing loop runs no iteration
		}
		iv[l.Var] = v
	}
	return 0, false
}

// boundInterval bounds a loop bound, affine form f of the expression e as
// written, over the intervals iv of the enclosing loops' variables: a
// non-affine bound is its value in bindings (the closure binds it by its
// text), and has none otherwise.
func boundInterval(f affine.Form, e nest.Expr, iv map[string]span, bindings map[string]int64) (lo, hi float64, ok bool) {
	if !f.Valid() {
		v, ok := bindings[boundName(e)]
		return float64(v), float64(v), ok
	}
	lo, hi = formInterval(f, iv, bindings)
	return lo, hi, !math.IsInf(lo, 0) && !math.IsInf(hi, 0)
}
