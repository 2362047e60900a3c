// This file holds the single-index-variable tests of Allen & Kennedy,
// §3.3.2: strong SIV, weak-zero SIV, weak-crossing SIV and the exact SIV
// test, with the integer intervals they solve over.

package depend

import (
	"math"

	"github.com/alpyna/alpyna/affine"
)

// sivTest applies the SIV test that fits a·x − b·y + c = 0 in one loop with
// range r (A&K §3.3.2).
func sivTest(a, b, c int64, r xrange, exact bool) (level, testSet) {
	switch {
	case a == b:
		return strongSIV(a, c, r, exact), byStrongSIV
	case a == 0 || b == 0:
		return weakZeroSIV(a, b, c, r), byWeakZeroSIV
	case a == -b:
		return weakCrossingSIV(a, c, r), byWeakCrossingSIV
	}
	return exactSIV(a, b, c, r), byExactSIV
}

var none = level{}

// strongSIV: a·x − a·y + c = 0 (A&K §3.3.2). The distance y − x is c/a,
// which must be an integer no longer than the loop.
func strongSIV(a, c int64, r xrange, exact bool) level {
	if c%a != 0 {
		return none
	}
	d := c / a
	if a == -1 && c == math.MinInt64 {
		return anyLevel // c/a overflowed
	}
	if r.bounded {
		span, ok := affine.Sub64(r.hi, r.lo)
		if ok && (d > span || d < -span) {
			return none
		}
	}
	return level{dir: dirOfDist(d), dist: d, known: exact}
}

// weakZeroSIV: one side is loop-invariant, a·x + c = 0 or −b·y + c = 0
// (A&K §3.3.2). The varying side is pinned to one iteration; the other
// side ranges over the loop, so the directions depend on where the pinned
// iteration lies.
func weakZeroSIV(a, b, c int64, r xrange) level {
	coef := a
	if a == 0 {
		if b == math.MinInt64 {
			return anyLevel // −b does not fit
		}
		coef = -b
	}
	p, ok := solveLinear(coef, c)
	if !ok {
		return none
	}
	if !p.valid {
		return anyLevel
	}
	if r.bounded && (p.v < r.lo || p.v > r.hi) {
		return none
	}
	lt, gt := true, true // the other side may be after / before the pinned one
	if r.bounded {
		lt, gt = p.v < r.hi, p.v > r.lo
	}
	d := Eq
	if a == 0 {
		// y is pinned: x < y needs x below it.
		lt, gt = gt, lt
	}
	if lt {
		d |= Lt
	}
	if gt {
		d |= Gt
	}
	return level{dir: d, known: d == Eq}
}

// pinned is the solution of coef·v + c = 0, or invalid when it overflowed.
type pinned struct {
	v     int64
	valid bool
}

// solveLinear solves coef·v + c = 0; false means no integer solution.
func solveLinear(coef, c int64) (pinned, bool) {
	if c%coef != 0 {
		return pinned{}, false
	}
	q := c / coef
	if q == math.MinInt64 || coef == -1 && c == math.MinInt64 {
		return pinned{}, true
	}
	return pinned{-q, true}, true
}

// reaches reports whether coef·v + c = 0 has a solution with v in r.
func reaches(coef, c int64, r xrange) bool {
	p, ok := solveLinear(coef, c)
	return ok && (!p.valid || !r.bounded || p.v >= r.lo && p.v <= r.hi)
}

// weakCrossingSIV: a·x + a·y + c = 0 (A&K §3.3.2). The solutions lie on
// x + y = s, symmetric about the crossing point s/2.
func weakCrossingSIV(a, c int64, r xrange) level {
	p, ok := solveLinear(a, c)
	if !ok {
		return none
	}
	if !p.valid {
		return anyLevel
	}
	s := p.v
	if s < math.MinInt64+2 {
		return anyLevel
	}
	if !r.bounded {
		d := Ne
		if s%2 == 0 {
			d |= Eq
		}
		return level{dir: d, known: d == Eq}
	}
	// x < y: x ≤ ⌊(s−1)/2⌋ and y = s−x ≤ hi, i.e. x ≥ s−hi.
	var d Dir
	sHi, ok1 := affine.Sub64(s, r.hi)
	sLo, ok2 := affine.Sub64(s, r.lo)
	if !ok1 || !ok2 {
		return anyLevel
	}
	if max(r.lo, sHi) <= floorDiv(s-1, 2) {
		d |= Lt
	}
	if floorDiv(s, 2)+1 <= min(r.hi, sLo) {
		d |= Gt
	}
	if s%2 == 0 && s/2 >= r.lo && s/2 <= r.hi {
		d |= Eq
	}
	if d == 0 {
		return none
	}
	return level{dir: d, known: d == Eq}
}

// exactSIV: a·x − b·y + c = 0 in general (A&K §3.3.2). Extended Euclid
// gives every integer solution as x = x0 + p·t, y = y0 + q·t; the loop bounds
// bound t, and each direction is one more linear constraint on t.
func exactSIV(a, b, c int64, r xrange) level {
	g, u, v, ok := extGCD(a, -b)
	if !ok {
		return anyLevel
	}
	if c%g != 0 {
		return none
	}
	k := -(c / g) // a·x + (−b)·y = −c; scale a·u + (−b)·v = g by −c/g
	x0, ok1 := affine.Mul64(u, k)
	y0, ok2 := affine.Mul64(v, k)
	if !ok1 || !ok2 || c/g == math.MinInt64 {
		return anyLevel
	}
	p, q := -b/g, -a/g // x = x0 + p·t, y = y0 + q·t keeps a·x − b·y fixed
	t := fullLine
	if r.bounded {
		t = t.where(p, x0, r.lo, r.hi).where(q, y0, r.lo, r.hi)
	}
	if t.empty() {
		return none
	}
	// x − y = (x0 − y0) + (p − q)·t.
	m, ok1 := affine.Sub64(x0, y0)
	pq, ok2 := affine.Sub64(p, q)
	if !ok1 || !ok2 {
		return anyLevel
	}
	var d Dir
	if !t.whereAtMost(pq, m, -1).empty() {
		d |= Lt
	}
	if !t.where(pq, m, 0, 0).empty() {
		d |= Eq
	}
	if !t.whereAtLeast(pq, m, 1).empty() {
		d |= Gt
	}
	return level{dir: d, known: d == Eq}
}

// extGCD returns g = gcd(a, b) > 0 and u, v with a·u + b·v = g.
func extGCD(a, b int64) (g, u, v int64, ok bool) {
	if a == math.MinInt64 || b == math.MinInt64 {
		return 0, 0, 0, false
	}
	oldR, r := a, b
	oldS, s := int64(1), int64(0)
	oldT, t := int64(0), int64(1)
	for r != 0 {
		q := oldR / r
		oldR, r = r, oldR-q*r
		oldS, s = s, oldS-q*s
		oldT, t = t, oldT-q*t
	}
	if oldR < 0 {
		oldR, oldS, oldT = -oldR, -oldS, -oldT
	}
	return oldR, oldS, oldT, oldR != 0
}

// An interval is a set of integers t, possibly unbounded on either side.
type interval struct {
	lo, hi       int64
	loInf, hiInf bool
}

var fullLine = interval{loInf: true, hiInf: true}

func (iv interval) empty() bool { return !iv.loInf && !iv.hiInf && iv.lo > iv.hi }

// where restricts iv to lo ≤ k·t + m ≤ hi. A bound that cannot be computed
// without overflow is left out, which only widens the set.
func (iv interval) where(k, m, lo, hi int64) interval {
	return iv.whereAtLeast(k, m, lo).whereAtMost(k, m, hi)
}

// whereAtLeast restricts iv to k·t + m ≥ lo.
func (iv interval) whereAtLeast(k, m, lo int64) interval {
	d, ok := affine.Sub64(lo, m)
	switch {
	case !ok:
	case k == 0:
		if d > 0 {
			return interval{lo: 1, hi: 0}
		}
	case k > 0:
		iv = iv.atLeast(ceilDiv(d, k))
	case k != -1 || d != math.MinInt64:
		iv = iv.atMost(floorDiv(d, k))
	}
	return iv
}

// whereAtMost restricts iv to k·t + m ≤ hi.
func (iv interval) whereAtMost(k, m, hi int64) interval {
	d, ok := affine.Sub64(hi, m)
	switch {
	case !ok:
	case k == 0:
		if d < 0 {
			return interval{lo: 1, hi: 0}
		}
	case k > 0:
		iv = iv.atMost(floorDiv(d, k))
	case k != -1 || d != math.MinInt64:
		iv = iv.atLeast(ceilDiv(d, k))
	}
	return iv
}

func (iv interval) atLeast(v int64) interval {
	if iv.loInf || v > iv.lo {
		iv.lo, iv.loInf = v, false
	}
	return iv
}

func (iv interval) atMost(v int64) interval {
	if iv.hiInf || v < iv.hi {
		iv.hi, iv.hiInf = v, false
	}
	return iv
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}
