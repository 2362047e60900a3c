// This file holds the driver of the subscript-pair tests of Allen &
// Kennedy, "Optimizing Compilers for Modern Architectures", chapter 3: it
// classifies subscripts, partitions them, runs the tests (siv.go, gcd.go,
// banerjee.go) and combines their answers.
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
	byExact   // the exact test (exact.go) narrowed the answer
)

var testNames = []string{"ZIV", "strong SIV", "weak-zero SIV", "weak-crossing SIV", "exact SIV", "GCD", "Banerjee", "unconstrained", "exact"}

// main returns the name of the most elaborate test in s.
func (s testSet) main() string {
	if s == 0 {
		return testNames[bits.Len16(uint16(byNothing))-1]
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
	// exact counts the exact test's work over the pairs solved; mem
	// holds the rows of its systems.
	exact ExactStats
	mem   slab
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
