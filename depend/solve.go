// This file holds the subscript-pair tests of Allen & Kennedy, "Optimizing
// Compilers for Modern Architectures", chapter 3, and the driver that
// classifies subscripts, partitions them and combines the answers.
//
// A pair of references is turned into a system: one equation per subscript
// position, src(x) = dst(y), written Σ a·x − Σ b·y + c = 0, where x are the
// source's normalised loop variables and y the sink's. The first n variables
// of each side belong to the loops the two references share; the rest belong
// to loops only one of them is in, and are never given a direction.

package depend

import (
	"math"
	"math/bits"
	"slices"

	"github.com/alpyna/alpyna/affine"
)

// A testSet records which tests took part in deciding a pair.
type testSet uint16

const (
	byZIV testSet = 1 << iota
	byStrongSIV
	byWeakZeroSIV
	byWeakCrossingSIV
	byExactSIV
	byGCD
	byBanerjee
	byNothing // no subscript constrains the pair (all non-affine or none)
)

var testNames = []string{"ZIV", "strong SIV", "weak-zero SIV", "weak-crossing SIV", "exact SIV", "GCD", "Banerjee", "unconstrained"}

// main returns the name of the most elaborate test in s.
func (s testSet) main() string {
	if s == 0 {
		return testNames[len(testNames)-1]
	}
	return testNames[bits.Len16(uint16(s))-1]
}

type system struct {
	n      int      // common loops
	nSrc   int      // loops only the source is in
	ranges []xrange // common, then source-only, then sink-only
	exact  []bool   // per common loop: x differences are iteration distances
	eqs    []equation
}

type equation struct {
	a []int64 // per common then source-only variable
	b []int64 // per common then sink-only variable
	c int64
}

// srcRange and dstRange return the ranges of the variables a[j] and b[j].
func (s *system) srcRange(j int) xrange { return s.ranges[j] }
func (s *system) dstRange(j int) xrange {
	if j < s.n {
		return s.ranges[j]
	}
	return s.ranges[j+s.nSrc]
}

// A level is what is known about one common loop: its possible directions
// and, when constant, its distance.
type level struct {
	dir   Dir
	dist  int64
	known bool
}

// meet intersects two constraints on the same loop.
func (l level) meet(m level) (level, bool) {
	l.dir &= m.dir
	if m.known {
		if l.known && l.dist != m.dist {
			return level{}, false
		}
		l.dist, l.known = m.dist, true
	}
	if l.known {
		l.dir &= dirOfDist(l.dist)
	} else if l.dir == Eq {
		l.dist, l.known = 0, true
	}
	return l, l.dir != 0
}

// resize returns buf with length n, reallocated if too small.
func resize[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	return buf[:n]
}

func dirOfDist(d int64) Dir {
	switch {
	case d > 0:
		return Lt
	case d < 0:
		return Gt
	}
	return Eq
}

var anyLevel = level{dir: Any}

// A box is a set of direction vectors given per level (a product of sets).
type box []level

// outcome is the answer for a pair: a union of boxes, empty when the
// references are independent.
type outcome struct {
	boxes []box
	tests testSet
}

// scratch holds the buffers one stage reuses from pair to pair; the boxes
// of an outcome live in it until the next pair is solved.
type scratch struct {
	sys    system
	coefs  []int64
	parent []int
	first  []int
	done   []bool
	levels []int
	group  []int
	arena  []level
	// The equations of the group being solved, with their combinations.
	groupEqs []equation
	result   [1]box // the starting union of boxes
	single   [1]box // a group's answer when it is one box
}

// newBox returns a box of n levels from the arena, all Any.
func (sc *scratch) newBox(n int) box {
	if len(sc.arena)+n > cap(sc.arena) {
		sc.arena = make([]level, 0, max(256, 2*n))
	}
	b := sc.arena[len(sc.arena) : len(sc.arena)+n : len(sc.arena)+n]
	sc.arena = sc.arena[:len(sc.arena)+n]
	for l := range b {
		b[l] = anyLevel
	}
	return b
}

func (sc *scratch) cloneBox(b box) box {
	nb := sc.newBox(len(b))
	copy(nb, b)
	return nb
}

// solve decides the system. It never drops a direction that some pair of
// iterations in the ranges can realise.
func solve(s *system, sc *scratch) outcome {
	var out outcome
	nvars := len(s.ranges)
	// Classify each position by the variables it uses (A&K §3.2) and
	// partition the positions into separable and coupled groups (§3.2):
	// positions that share a variable land in one group.
	parent := resize(sc.parent, nvars)
	sc.parent = parent
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	first := resize(sc.first, len(s.eqs)) // a variable of each equation, -1 for ZIV
	sc.first = first
	for k, eq := range s.eqs {
		first[k] = -1
		for j := range nvars {
			if s.coefUsed(eq, j) {
				if first[k] < 0 {
					first[k] = j
				} else {
					parent[find(j)] = find(first[k])
				}
			}
		}
		if first[k] < 0 {
			// ZIV (A&K §3.3.1): the subscripts are loop-invariant; they
			// meet exactly when the constant difference is zero.
			out.tests |= byZIV
			if eq.c != 0 {
				return outcome{tests: out.tests}
			}
		}
	}
	sc.result[0] = sc.newBox(s.n)
	result := sc.result[:]
	done := resize(sc.done, len(s.eqs))
	sc.done = done
	clear(done)
	for k := range s.eqs {
		if done[k] || first[k] < 0 {
			continue
		}
		root := find(first[k])
		group := sc.group[:0]
		for k2 := k; k2 < len(s.eqs); k2++ {
			if first[k2] >= 0 && find(first[k2]) == root {
				group = append(group, k2)
				done[k2] = true
			}
		}
		sc.group = group
		part, tests := s.solveGroup(group, sc)
		out.tests |= tests
		if len(part) == 0 {
			return out
		}
		result = product(result, part, sc)
	}
	if out.tests&^byZIV == 0 {
		out.tests |= byNothing
	}
	// A loop that runs one iteration has only Eq.
	for l := range s.n {
		r := s.ranges[l]
		if r.bounded && r.lo == r.hi {
			only := level{dir: Eq, known: true}
			result = slices.DeleteFunc(result, func(b box) bool {
				var ok bool
				b[l], ok = b[l].meet(only)
				return !ok
			})
		}
	}
	out.boxes = result
	return out
}

// coefUsed reports whether variable j (in the combined numbering) occurs.
func (s *system) coefUsed(eq equation, j int) bool {
	switch {
	case j < s.n:
		return eq.a[j] != 0 || eq.b[j] != 0
	case j < s.n+s.nSrc:
		return eq.a[j] != 0
	default:
		return eq.b[j-s.nSrc] != 0
	}
}

// product intersects every box of bs with every box of part.
func product(bs, part []box, sc *scratch) []box {
	if len(bs) == 1 && len(part) == 1 {
		// The common case, in place.
		for l := range bs[0] {
			var ok bool
			if bs[0][l], ok = bs[0][l].meet(part[0][l]); !ok {
				return nil
			}
		}
		return bs
	}
	var out []box
	for _, b := range bs {
	next:
		for _, p := range part {
			nb := sc.cloneBox(b)
			for l := range nb {
				var ok bool
				if nb[l], ok = nb[l].meet(p[l]); !ok {
					continue next
				}
			}
			out = append(out, nb)
		}
	}
	return out
}

// solveGroup decides one group of positions. A single SIV position is
// answered by its exact test alone; a single MIV position by GCD then
// Banerjee; a coupled group by intersecting the per-position answers and
// refining the result with Banerjee's inequalities over every position of
// the group, which is the sound part of the Delta test's idea (A&K §3.4).
func (s *system) solveGroup(group []int, sc *scratch) ([]box, testSet) {
	var tests testSet
	cons := sc.newBox(s.n)
	levels := sc.levels[:0] // the common loops the group uses
	defer func() { sc.levels = levels }()
	miv := false
	for _, k := range group {
		eq := s.eqs[k]
		nvars, v0 := 0, -1 // how many variables the position uses, and the first
		for j := range len(s.ranges) {
			if !s.coefUsed(eq, j) {
				continue
			}
			if nvars == 0 {
				v0 = j
			}
			nvars++
			if j < s.n && !slices.Contains(levels, j) {
				levels = append(levels, j)
			}
		}
		switch {
		case nvars == 1 && v0 < s.n:
			l := v0
			lv, t := sivTest(eq.a[l], eq.b[l], eq.c, s.ranges[l], s.exact[l])
			tests |= t
			var ok bool
			if cons[l], ok = cons[l].meet(lv); !ok {
				return nil, tests
			}
		case nvars == 1:
			// One variable of a loop only one reference is in: the
			// position only asks whether that variable reaches a value.
			j := v0
			var coef int64
			var r xrange
			if j < s.n+s.nSrc {
				coef, r = eq.a[j], s.srcRange(j)
			} else {
				coef, r = -eq.b[j-s.nSrc], s.dstRange(j-s.nSrc)
			}
			tests |= byExactSIV
			if coef != math.MinInt64 && !reaches(coef, eq.c, r) {
				return nil, tests
			}
		default:
			miv = true
			tests |= byGCD
			if !gcdTest(s, eq) {
				return nil, tests
			}
		}
	}
	if !miv && len(group) == 1 {
		sc.single[0] = cons
		return sc.single[:], tests
	}
	eqs := sc.groupEqs[:0]
	for _, k := range group {
		eqs = append(eqs, s.eqs[k])
	}
	eqs = s.combine(eqs, sc)
	sc.groupEqs = eqs
	var ok bool
	if tests, ok = s.propagate(eqs, cons, tests); !ok {
		return nil, tests
	}
	slices.Sort(levels)
	tests |= byBanerjee
	var leaves []box
	cur := sc.cloneBox(cons)
	s.refine(eqs, levels, 0, cons, cur, &leaves, sc)
	return leaves, tests
}

// maxCombined bounds the coupled groups whose equations are combined.
const maxCombined = 4

// combine adds to the equations of a small coupled group the combinations
// that eliminate a variable two of them share, and their sums and
// differences. Every solution of the group solves them too, so testing
// them is sound; since Banerjee's inequalities look at one equation at a
// time, they let it see what only the positions together rule out, as in
// b[i - 2*j, i + 2*j] against itself, or a[i, j] against a[j, i].
func (s *system) combine(eqs []equation, sc *scratch) []equation {
	n := len(eqs)
	if n < 2 || n > maxCombined {
		return eqs
	}
	for x := range n {
		for y := x + 1; y < n; y++ {
			e, f := eqs[x], eqs[y]
			eqs = s.appendCombo(eqs, e, 1, f, 1, sc)
			eqs = s.appendCombo(eqs, e, 1, f, -1, sc)
			for j := range len(e.a) + len(e.b) {
				ce, cf := coefAt(e, j), coefAt(f, j)
				if ce == 0 || cf == 0 || ce == cf || ce == -cf {
					continue // absent, or the sum or difference already does it
				}
				g := gcd(ce, cf)
				eqs = s.appendCombo(eqs, e, cf/g, f, -ce/g, sc)
			}
		}
	}
	return eqs
}

// coefAt returns the coefficient of variable j of e, a's then b's.
func coefAt(e equation, j int) int64 {
	if j < len(e.a) {
		return e.a[j]
	}
	return e.b[j-len(e.a)]
}

// appendCombo appends p·e + q·f unless it overflows.
func (s *system) appendCombo(eqs []equation, e equation, p int64, f equation, q int64, sc *scratch) []equation {
	comb := func(u, v int64) (int64, bool) {
		x, ok1 := affine.Mul64(p, u)
		y, ok2 := affine.Mul64(q, v)
		z, ok3 := affine.Add64(x, y)
		return z, ok1 && ok2 && ok3
	}
	buf := make([]int64, len(e.a)+len(e.b))
	out := equation{a: buf[:len(e.a):len(e.a)], b: buf[len(e.a):]}
	var ok bool
	for j := range e.a {
		if out.a[j], ok = comb(e.a[j], f.a[j]); !ok {
			return eqs
		}
	}
	for j := range e.b {
		if out.b[j], ok = comb(e.b[j], f.b[j]); !ok {
			return eqs
		}
	}
	if out.c, ok = comb(e.c, f.c); !ok {
		return eqs
	}
	return append(eqs, out)
}

// propagate is the constraint propagation of the Delta test (A&K §3.4),
// restricted to distances: a loop whose distance d is known ties y to x + d,
// which may turn an MIV position into a ZIV one (checked) or an SIV one in a
// single remaining loop (tested, and its distance propagated in turn).
func (s *system) propagate(eqs []equation, cons box, tests testSet) (testSet, bool) {
	for changed := true; changed; {
		changed = false
		for _, eq := range eqs {
			c, only, count := eq.c, -1, 0
			for j := range eq.a {
				if j >= s.n {
					if eq.a[j] != 0 {
						count = 2 // a loop only the source is in: stays MIV
					}
					continue
				}
				if cons[j].known && eq.a[j] == eq.b[j] {
					var ok bool
					if c, ok = addProduct(c, -eq.b[j], cons[j].dist); !ok || eq.b[j] == math.MinInt64 {
						count = 2
					}
					continue
				}
				if eq.a[j] != 0 || eq.b[j] != 0 {
					only = j
					count++
				}
			}
			for _, b := range eq.b[s.n:] {
				if b != 0 {
					count = 2
				}
			}
			switch {
			case count == 0 && c != 0:
				return tests | byZIV, false
			case count == 1 && !cons[only].known:
				lv, t := sivTest(eq.a[only], eq.b[only], c, s.ranges[only], s.exact[only])
				tests |= t
				var ok bool
				if cons[only], ok = cons[only].meet(lv); !ok {
					return tests, false
				}
				changed = cons[only].known
			}
		}
	}
	return tests, true
}

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

// gcdTest (A&K §3.3.3): Σ a·x − Σ b·y = −c has an integer solution only if
// the gcd of the coefficients divides c.
func gcdTest(s *system, eq equation) bool {
	var g int64
	for _, v := range eq.a {
		g = gcd(g, v)
	}
	for _, v := range eq.b {
		g = gcd(g, v)
	}
	return g == 0 || eq.c%g == 0
}

// directedGCD is the GCD test under the directions of cur: a loop with a
// known distance d (Eq is d = 0) ties y to x + d, so its two terms merge
// into (a − b)·x and the constant gains −b·d.
func directedGCD(s *system, eq equation, cur box) bool {
	var g int64
	c := eq.c
	for j, a := range eq.a {
		if j < s.n && cur[j].known {
			ab, ok1 := affine.Sub64(a, eq.b[j])
			var ok2 bool
			c, ok2 = addProduct(c, -eq.b[j], cur[j].dist)
			if !ok1 || !ok2 || eq.b[j] == math.MinInt64 {
				return true
			}
			g = gcd(g, ab)
			continue
		}
		g = gcd(g, a)
		if j < s.n {
			g = gcd(g, eq.b[j])
		}
	}
	for _, b := range eq.b[s.n:] {
		g = gcd(g, b)
	}
	if g == 0 {
		return c == 0
	}
	return c%g == 0
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 { // gcd involving MinInt64
		return 1
	}
	return a
}

// refine is the hierarchical direction-vector search of A&K §3.3.3 (the
// direction-vector hierarchy of Burke and Cytron): test the group
// with the directions fixed so far and the rest as allowed, and if Banerjee's
// inequalities cannot rule it out, split the next level into <, =, >. cons
// holds the directions (and distances) the SIV positions allow.
func (s *system) refine(eqs []equation, levels []int, k int, cons, cur box, leaves *[]box, sc *scratch) {
	for _, eq := range eqs {
		if !s.banerjee(eq, cur) {
			return
		}
	}
	if k == len(levels) {
		*leaves = append(*leaves, sc.cloneBox(cur))
		return
	}
	l := levels[k]
	for _, d := range [...]Dir{Lt, Eq, Gt} {
		if cons[l].dir&d == 0 {
			continue
		}
		cur[l] = level{dir: d, dist: cons[l].dist, known: cons[l].known}
		if d == Eq {
			cur[l] = level{dir: Eq, known: true}
		}
		s.refine(eqs, levels, k+1, cons, cur, leaves, sc)
	}
	cur[l] = cons[l]
}

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
