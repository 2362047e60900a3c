// This file holds Banerjee's inequalities (Allen & Kennedy, §3.3.4): the
// bounds of each side of an equation over the directions fixed so far,
// which rule a direction out when they exclude zero.

package depend

import (
	"math"

	"github.com/alpyna/alpyna/affine"
)

// A bound is one end of a sum's range, possibly infinite.
type bound struct {
	v   int64
	inf bool
}

func (b *bound) add(v int64) {
	if b.inf {
		return
	}
	var ok bool
	if b.v, ok = affine.Add64(b.v, v); !ok {
		b.inf = true
	}
}

// banerjee reports whether eq may have a real solution with the directions
// of cur (Banerjee's inequalities, A&K §3.3.3): the least and greatest
// values of the left-hand side over the region must bracket zero. A level
// with a known distance is used as the equality y = x + d it is.
func (s *system) banerjee(eq equation, cur box) bool {
	if !directedGCD(s, eq, cur) {
		return false
	}
	lo, hi := bound{v: eq.c}, bound{v: eq.c}
	for j := range eq.a {
		if j < s.n {
			if eq.a[j] == 0 && eq.b[j] == 0 {
				continue
			}
			tlo, thi, ok := termRange(eq.a[j], eq.b[j], s.ranges[j], cur[j])
			if !ok {
				return false
			}
			lo.addBound(tlo)
			hi.addBound(thi)
			continue
		}
		addScaled(&lo, &hi, eq.a[j], s.srcRange(j))
	}
	for j := s.n; j < len(eq.b); j++ {
		if eq.b[j] == math.MinInt64 {
			return true // −b does not fit; assume the worst
		}
		addScaled(&lo, &hi, -eq.b[j], s.dstRange(j))
	}
	return (lo.inf || lo.v <= 0) && (hi.inf || hi.v >= 0)
}

func (b *bound) addBound(o bound) {
	if o.inf {
		b.inf = true
		return
	}
	b.add(o.v)
}

// addScaled adds the range of coef·v, v in r, to [lo, hi].
func addScaled(lo, hi *bound, coef int64, r xrange) {
	if coef == 0 {
		return
	}
	if !r.bounded {
		lo.inf, hi.inf = true, true
		return
	}
	p, ok1 := affine.Mul64(coef, r.lo)
	q, ok2 := affine.Mul64(coef, r.hi)
	if !ok1 || !ok2 {
		lo.inf, hi.inf = true, true
		return
	}
	lo.add(min(p, q))
	hi.add(max(p, q))
}

// termRange returns the least and greatest a·x − b·y over x, y in r under
// the directions of lv, and false if no x, y satisfy them. Over a bounded
// range the extremes of a linear function lie at the vertices of the region
// each elementary direction cuts out of the square [lo, hi]².
func termRange(a, b int64, r xrange, lv level) (lo, hi bound, ok bool) {
	if lv.known {
		// y = x + d: a·x − b·(x + d) = (a − b)·x − b·d.
		return distRange(a, b, lv.dist, r)
	}
	first := true
	for _, d := range [...]Dir{Lt, Eq, Gt} {
		if lv.dir&d == 0 {
			continue
		}
		l, h, feasible := elemRange(a, b, r, d)
		if !feasible {
			continue
		}
		if first {
			lo, hi, first = l, h, false
			continue
		}
		lo = bound{min(lo.v, l.v), lo.inf || l.inf}
		hi = bound{max(hi.v, h.v), hi.inf || h.inf}
	}
	return lo, hi, !first
}

func distRange(a, b, d int64, r xrange) (lo, hi bound, ok bool) {
	bd, ok1 := affine.Mul64(b, d)
	ab, ok2 := affine.Sub64(a, b)
	if !ok1 || !ok2 {
		return bound{inf: true}, bound{inf: true}, true
	}
	lo, hi = bound{v: -bd}, bound{v: -bd}
	if bd == math.MinInt64 {
		lo.inf, hi.inf = true, true
	}
	if r.bounded {
		// x and x + d must both lie in r.
		xlo, xhi := r.lo, r.hi
		var ok bool
		if d > 0 {
			xhi, ok = affine.Sub64(xhi, d)
		} else {
			xlo, ok = affine.Sub64(xlo, d)
		}
		if ok && xlo > xhi {
			return lo, hi, false
		}
		if ok {
			r = xrange{xlo, xhi, true}
		}
	}
	addScaled(&lo, &hi, ab, r)
	return lo, hi, true
}

// elemRange is termRange for one elementary direction.
func elemRange(a, b int64, r xrange, d Dir) (lo, hi bound, ok bool) {
	if !r.bounded {
		return unboundedRange(a, b, d)
	}
	var pts [3][2]int64
	n := 0
	switch d {
	case Eq:
		pts[0], pts[1], n = [2]int64{r.lo, r.lo}, [2]int64{r.hi, r.hi}, 2
	case Lt:
		if r.lo >= r.hi {
			return lo, hi, false
		}
		pts[0], pts[1], pts[2], n = [2]int64{r.lo, r.lo + 1}, [2]int64{r.lo, r.hi}, [2]int64{r.hi - 1, r.hi}, 3
	case Gt:
		if r.lo >= r.hi {
			return lo, hi, false
		}
		pts[0], pts[1], pts[2], n = [2]int64{r.lo + 1, r.lo}, [2]int64{r.hi, r.lo}, [2]int64{r.hi, r.hi - 1}, 3
	}
	for i, p := range pts[:n] {
		ax, ok1 := affine.Mul64(a, p[0])
		by, ok2 := affine.Mul64(b, p[1])
		v, ok3 := affine.Sub64(ax, by)
		if !ok1 || !ok2 || !ok3 {
			return bound{inf: true}, bound{inf: true}, true
		}
		if i == 0 || v < lo.v {
			lo.v = v
		}
		if i == 0 || v > hi.v {
			hi.v = v
		}
	}
	return lo, hi, true
}

// unboundedRange is elemRange over the whole line. With y = x ± δ, δ ≥ 1,
// the term is (a − b)·x ∓ b·δ, which is bounded on one side only when a = b.
func unboundedRange(a, b int64, d Dir) (lo, hi bound, ok bool) {
	inf := bound{inf: true}
	if a != b {
		return inf, inf, true
	}
	switch {
	case d == Eq || a == 0:
		return bound{}, bound{}, true
	case d == Lt && a > 0, d == Gt && a < 0:
		// x = y − δ: a·x − a·y = −a·δ, at most −a when a > 0.
		// x = y + δ: a·δ, at most a when a < 0.
		return inf, bound{v: -abs64(a)}, true
	default:
		return bound{v: abs64(a)}, inf, true
	}
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}
