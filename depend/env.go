// This file turns loops into the normalised variables the tests work on,
// given whatever symbol values are known.

package depend

import (
	"math"
	"slices"

	"github.com/alpyna/alpyna/affine"
)

// A norm describes how a loop's variable v is replaced in the tests by its
// iteration number x (0, 1, 2, ...), as loop normalisation does (A&K ch. 4):
// v is L + Step*x where L is the lower bound, itself expanded in the
// iteration numbers of the enclosing loops, so v = base + Σ coef*x over the
// loop and its enclosing loops. A triangular lower bound therefore turns
// subscripts in v into ones in several iteration numbers.
//
// When the lower bound holds a symbol whose value is not known (or is not
// affine), x is instead the value of v itself, negated for a negative step,
// and the stride is ignored; this can only add dependences, and Analyze uses
// such answers only where values and iteration numbers agree.
type norm struct {
	base  int64
	terms []loopTerm // coefficients of the iteration numbers
	r     xrange     // the range of x
	empty bool       // the loop runs no iteration for any enclosing iteration
	exact bool       // differences of x are iteration distances
	// The hull of the values v takes, for inner loops' bounds.
	vlo, vhi int64
	vknown   bool
}

// An xrange is the range of a normalised variable: [lo, hi] when bounded,
// the whole line otherwise.
type xrange struct {
	lo, hi  int64
	bounded bool
}

// env holds the values known at one stage: symbol values by slot and the
// normalised loops.
type env struct {
	vals  []int64
	known []bool
	loops []norm
}

func newEnv(c *compiled, vals []int64, known []bool) *env {
	e := &env{vals: vals, known: known, loops: make([]norm, len(c.p.Loops))}
	for _, li := range c.order {
		e.loops[li] = e.normalize(li, c.lower[li], c.upper[li], c.p.Loops[li].Step)
	}
	return e
}

// hull returns the least and greatest value of l over the known symbols and
// the value hulls of the enclosing loops, or false if l cannot be bounded.
func (e *env) hull(l linear) (lo, hi int64, ok bool) {
	if l.invalid {
		return 0, 0, false
	}
	c := l.c
	for _, t := range l.syms {
		if !e.known[t.slot] {
			return 0, 0, false
		}
		p, ok1 := affine.Mul64(t.coef, e.vals[t.slot])
		c, ok = affine.Add64(c, p)
		if !ok1 || !ok {
			return 0, 0, false
		}
	}
	lo, hi = c, c
	for _, t := range l.loops {
		n := e.loops[t.loop]
		if !n.vknown {
			return 0, 0, false
		}
		a, ok1 := affine.Mul64(t.coef, n.vlo)
		b, ok2 := affine.Mul64(t.coef, n.vhi)
		if !ok1 || !ok2 {
			return 0, 0, false
		}
		var ok3, ok4 bool
		lo, ok3 = affine.Add64(lo, min(a, b))
		hi, ok4 = affine.Add64(hi, max(a, b))
		if !ok3 || !ok4 {
			return 0, 0, false
		}
	}
	return lo, hi, true
}

func (e *env) normalize(li int, lower, upper linear, step int64) norm {
	sign := int64(1)
	if step < 0 {
		sign = -1
	}
	var n norm
	llo, lhi, okL := e.hull(lower)
	ulo, uhi, okU := e.hull(upper)
	// The value hull, by Python's range: [L, U-1] going up, [U+1, L] going down.
	if okL && okU {
		var ok bool
		if step > 0 {
			n.vlo = llo
			n.vhi, ok = affine.Sub64(uhi, 1)
		} else {
			n.vlo, ok = affine.Add64(ulo, 1)
			n.vhi = lhi
		}
		n.vknown = ok
		if ok && n.vlo > n.vhi {
			n.empty = true
			return n
		}
	}
	if base, terms, ok := e.expand(li, lower, step); ok {
		n.base, n.terms, n.exact = base, terms, true
		// The iteration count is the hull of ⌈(U − L)/Step⌉ over the enclosing loops.
		span, ok := e.spanHull(lower, upper, sign)
		if !ok {
			return n
		}
		if span < 1 {
			n.empty = true
			return n
		}
		tmax := (span - 1) / (step * sign)
		n.r = xrange{0, tmax, true}
		if len(lower.loops) == 0 && n.vknown {
			// A fixed start: the last value is exact.
			if last, ok := addProduct(base, tmax, step); ok {
				if step > 0 {
					n.vhi = min(n.vhi, last)
				} else {
					n.vlo = max(n.vlo, last)
				}
			}
		}
		return n
	}
	n.terms = []loopTerm{{li, sign}}
	n.exact = (step == sign) && len(lower.loops) == 0
	if !n.vknown {
		return n
	}
	if step > 0 {
		n.r = xrange{n.vlo, n.vhi, true}
	} else if n.vlo > math.MinInt64 {
		n.r = xrange{-n.vhi, -n.vlo, true}
	}
	return n
}

// expand writes v = L + step·x in the iteration numbers of the loop and its
// enclosing loops; false if L holds an unknown symbol or overflows.
func (e *env) expand(li int, lower linear, step int64) (int64, []loopTerm, bool) {
	base, ok := lower.value(e)
	if !ok {
		return 0, nil, false
	}
	terms := []loopTerm{{li, step}}
	for _, t := range lower.loops {
		outer := &e.loops[t.loop]
		if base, ok = addProduct(base, t.coef, outer.base); !ok {
			return 0, nil, false
		}
		for _, u := range outer.terms {
			k, ok := affine.Mul64(t.coef, u.coef)
			if !ok {
				return 0, nil, false
			}
			if terms, ok = addTerm(terms, u.loop, k); !ok {
				return 0, nil, false
			}
		}
	}
	return base, terms, true
}

// addTerm adds k·x_loop to terms.
func addTerm(terms []loopTerm, loop int, k int64) ([]loopTerm, bool) {
	for i := range terms {
		if terms[i].loop == loop {
			var ok bool
			terms[i].coef, ok = affine.Add64(terms[i].coef, k)
			return terms, ok
		}
	}
	return append(terms, loopTerm{loop, k}), true
}

// spanHull returns the greatest value of sign·(U − L) over the enclosing
// loops: how far the variable may travel.
func (e *env) spanHull(lower, upper linear, sign int64) (int64, bool) {
	d, ok := upper.sub(lower)
	if !ok {
		return 0, false
	}
	lo, hi, ok := e.hull(d)
	if sign > 0 {
		return hi, ok
	}
	return -lo, ok && lo > math.MinInt64
}

// sub returns l − m.
func (l linear) sub(m linear) (linear, bool) {
	if l.invalid || m.invalid {
		return linear{invalid: true}, false
	}
	out, ok := l.minus(m)
	if !ok {
		return linear{}, false
	}
	out.loops = slices.Clone(l.loops)
	for _, t := range m.loops {
		if t.coef == math.MinInt64 {
			return linear{}, false
		}
		if out.loops, ok = addTerm(out.loops, t.loop, -t.coef); !ok {
			return linear{}, false
		}
	}
	return out, true
}
