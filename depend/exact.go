// This file holds the exact dependence test: a pair's subscript equations
// together with the exact bounds of every loop around either reference
// (triangular and trapezoidal ones included, as constraints between the
// iteration numbers rather than as their hulls), decided over the integers
// by the omega test (omega.go), once per direction vector of the
// hierarchical refinement. It runs after the SIV, GCD and Banerjee tests,
// only on pairs they may have answered inexactly, and only removes
// direction vectors they reported.

package depend

import (
	"math"
	"slices"

	"github.com/alpyna/alpyna/affine"
)

// ExactStats counts what the exact test did for the pairs of one stage.
type ExactStats struct {
	// Tried counts the pairs it ran on: those with coupled or
	// multiple-index subscripts, or with a loop whose bounds depend on an
	// enclosing loop.
	Tried int
	// Decided counts the pairs whose answer it narrowed: direction vectors
	// the other tests reported, or the whole dependence, proved impossible.
	Decided int
	// GaveUp counts the pairs for which it reached its work limit; the
	// vectors it had not refuted by then were kept.
	GaveUp int
}

func (s *ExactStats) add(t ExactStats) {
	s.Tried += t.Tried
	s.Decided += t.Decided
	s.GaveUp += t.GaveUp
}

// since returns what s counts beyond before.
func (s ExactStats) since(before ExactStats) ExactStats {
	return ExactStats{s.Tried - before.Tried, s.Decided - before.Decided, s.GaveUp - before.GaveUp}
}

// maxExactLoops bounds the loops of a pair the exact test takes on: its
// refinement visits up to 3^n direction vectors.
const maxExactLoops = 6

// wantsExact reports whether the pair's answer may be inexact: the SIV and
// ZIV tests are exact on separable positions over rectangular iteration
// spaces, so only coupled or multiple-index subscripts (GCD, Banerjee) and
// bounds that depend on enclosing loops leave room.
func (pr *pair) wantsExact(c *compiled, out outcome) bool {
	if len(pr.common)+len(pr.srcOnly)+len(pr.dstOnly) > maxExactLoops {
		return false
	}
	if out.tests&(byGCD|byBanerjee) != 0 {
		return true
	}
	for _, chain := range [][]int{pr.common, pr.srcOnly, pr.dstOnly} {
		for _, li := range chain {
			if len(c.lower[li].loops) > 0 || len(c.upper[li].loops) > 0 {
				return true
			}
		}
	}
	return false
}

// exact narrows out, the other tests' answer for the pair under e, with the
// exact test, and counts what it did in sc.exact.
func (pr *pair) exact(c *compiled, e *env, out outcome, sc *scratch) outcome {
	sc.mem.reset() // the rows of the last pair are dead
	base, ok := pr.exactSystem(c, e, &sc.mem)
	if !ok {
		return out
	}
	sc.exact.Tried++
	// The subscript equations hold for every direction vector: eliminate
	// them once, and rewrite each vector's constraints to match.
	nv0 := base.nv
	var subs []substitution
	pre := omega{mem: &sc.mem}
	if !pre.eliminateEqualities(&base, &subs) {
		sc.exact.Decided++
		return outcome{tests: out.tests | byExact}
	}
	if pre.exceeded {
		sc.exact.GaveUp++
		return out
	}
	x := exactRun{base: base, subs: subs, nv0: nv0, nSrc: len(c.p.Refs[pr.src].Loops), n: len(pr.common), sc: sc}
	x.o.mem = &sc.mem
	// Where a common loop's variable is not its iteration number (a lower
	// bound waiting for a symbol), the boxes do not speak of iteration
	// numbers; ask only whether the pair depends at all.
	for _, li := range pr.common {
		if !e.loops[li].exact {
			x.n = 0
		}
	}
	if x.n == 0 {
		if x.o.feasible(x.withDirections(nil)) {
			if x.o.exceeded {
				sc.exact.GaveUp++
			}
			return out
		}
		sc.exact.Decided++
		return outcome{tests: out.tests | byExact}
	}
	var leaves []box
	for _, b := range out.boxes {
		cur := sc.cloneBox(b)
		x.refine(b, 0, cur, true, &leaves)
	}
	if x.o.exceeded {
		sc.exact.GaveUp++
	}
	if !x.refuted {
		return out
	}
	sc.exact.Decided++
	out.tests |= byExact
	out.boxes = leaves
	return out
}

// exactRun is the refinement of one pair.
type exactRun struct {
	base    intSystem      // loop bounds, the subscript equations eliminated
	subs    []substitution // the eliminations, for the directions' constraints
	nv0     int            // variables before the eliminations
	nSrc    int            // variables of the source's loops come first
	n       int            // common loops whose directions are refined
	o       omega          // shared budget
	refuted bool           // some direction vector was proved impossible
	sc      *scratch
}

// refine tests the direction vectors of cur (levels before k elementary,
// the rest as in b) and, when they may hold, splits level k into its
// elementary directions, as the hierarchical search of A&K §3.3.3 does.
// Feasible elementary vectors are appended to leaves.
func (x *exactRun) refine(b box, k int, cur box, test bool, leaves *[]box) {
	if test && !x.o.feasible(x.withDirections(cur)) {
		x.refuted = true
		return
	}
	if k >= x.n {
		*leaves = append(*leaves, x.sc.cloneBox(cur))
		return
	}
	d := b[k].dir
	if d == Lt || d == Eq || d == Gt {
		x.refine(b, k+1, cur, false, leaves)
		return
	}
	for _, e := range [...]Dir{Lt, Eq, Gt} {
		if d&e == 0 {
			continue
		}
		cur[k] = level{dir: e}
		if e == Eq {
			cur[k].known = true
		}
		x.refine(b, k+1, cur, true, leaves)
	}
	cur[k] = b[k]
}

// withDirections returns a copy of the base system constrained to the
// directions (and known distances) of the first x.n levels of cur.
func (x *exactRun) withDirections(cur box) intSystem {
	s := intSystem{nv: x.base.nv, geqs: x.o.mem.clone(x.base.geqs)}
	for l := range x.n {
		lv := cur[l]
		// δ = t_dst − t_src, the distance in iterations, rewritten in the
		// variables left after the equations' eliminations.
		add := func(rows *[]row, c int64, sign int64) {
			r := x.o.mem.row(x.nv0, c)
			r.coef[x.nSrc+l], r.coef[l] = sign, -sign
			if r, ok := rewrite(r, x.subs, s.nv, x.o.mem); ok {
				*rows = append(*rows, r)
			}
		}
		switch {
		case lv.known:
			if lv.dist != math.MinInt64 {
				add(&s.eqs, -lv.dist, 1)
			}
		case lv.dir == Lt:
			add(&s.geqs, -1, 1) // δ ≥ 1
		case lv.dir == Gt:
			add(&s.geqs, -1, -1) // δ ≤ −1
		case lv.dir == Le:
			add(&s.geqs, 0, 1)
		case lv.dir == Ge:
			add(&s.geqs, 0, -1)
		}
	}
	return s
}

// exactSystem builds the pair's integer system over the iteration numbers
// of the source's loops, then the sink's, then the symbols that have no
// value yet: each loop's bounds as constraints (t ≥ 0 and, for step s > 0,
// L + s·t < U, for s < 0, L + s·t > U, with L and U in the enclosing
// loops' variables), and one equation per affine subscript position.
// False when a lower bound is not affine or arithmetic overflows.
func (pr *pair) exactSystem(c *compiled, e *env, mem *slab) (intSystem, bool) {
	rs, rd := &c.p.Refs[pr.src], &c.p.Refs[pr.dst]
	b := newExactBuilder(c, e, mem, len(rs.Loops)+len(rd.Loops))
	for _, loops := range [][]int{rs.Loops, rd.Loops} {
		for _, li := range loops {
			b.note(c.lower[li])
			b.note(c.upper[li])
		}
	}
	for _, d := range pr.dims {
		if !d.unset {
			b.note(d.c)
		}
	}
	b.sys.geqs = make([]row, 0, 2*b.nv)
	b.sys.eqs = make([]row, 0, len(pr.dims))
	src, ok1 := b.side(rs.Loops, 0)
	dst, ok2 := b.side(rd.Loops, len(rs.Loops))
	if !ok1 || !ok2 {
		return intSystem{}, false
	}
	for _, d := range pr.dims {
		if d.unset {
			continue
		}
		eq, ok := b.linear(d.c, nil)
		for j, a := range d.a {
			ok = ok && eq.addScaled(a, src[j])
		}
		for j, v := range d.b {
			ok = ok && v != math.MinInt64 && eq.addScaled(-v, dst[j])
		}
		if !ok {
			return intSystem{}, false
		}
		b.sys.eqs = append(b.sys.eqs, eq)
	}
	b.sys.nv = b.nv
	return b.sys, true
}

// exactBuilder collects the rows of one pair's system.
type exactBuilder struct {
	c      *compiled
	e      *env
	nv     int
	symVar []int // symbol slot -> variable for symbols without a value, else −1
	sys    intSystem
	mem    *slab
}

// newExactBuilder returns a builder whose first nv variables are
// iteration numbers.
func newExactBuilder(c *compiled, e *env, mem *slab, nv int) *exactBuilder {
	b := &exactBuilder{c: c, e: e, nv: nv, symVar: make([]int, len(c.symbols)), mem: mem}
	for i := range b.symVar {
		b.symVar[i] = -1
	}
	return b
}

// note gives the symbols of l that have no value a variable each. Every
// form is noted before the first row is made, so that rows have their
// final length.
func (b *exactBuilder) note(l linear) {
	for _, t := range l.syms {
		if b.symVar[t.slot] < 0 && !b.e.known[t.slot] {
			b.symVar[t.slot] = b.nv
			b.nv++
		}
	}
}

// side expresses the variable of each loop in chain in the iteration
// numbers, which are the variables first, first+1, ..., and adds the
// loops' bounds as constraints. It returns the expressions per loop of
// chain.
func (b *exactBuilder) side(chain []int, first int) ([]row, bool) {
	vals := make([]row, len(chain))
	byLoop := func(li int) (row, bool) {
		for j, lj := range chain {
			if lj == li {
				return vals[j], true
			}
		}
		return row{}, false
	}
	for j, li := range chain {
		l := b.c.p.Loops[li]
		lower, ok := b.linear(b.c.lower[li], byLoop)
		if !ok {
			return nil, false
		}
		t := first + j
		// v = L + step·t (L does not hold t).
		v := lower
		v.coef[t] = l.Step
		vals[j] = v
		nonneg := b.mem.row(b.nv, 0)
		nonneg.coef[t] = 1
		b.sys.geqs = append(b.sys.geqs, nonneg)
		if b.c.upper[li].invalid {
			continue // an unknown upper bound: the range is open above
		}
		upper, ok := b.linear(b.c.upper[li], byLoop)
		if !ok {
			return nil, false
		}
		// step > 0: U − v − 1 ≥ 0; step < 0: v − U − 1 ≥ 0.
		sign := int64(1)
		if l.Step < 0 {
			sign = -1
		}
		r := b.mem.row(b.nv, -1)
		if !r.addScaled(sign, upper) || !r.addScaled(-sign, v) {
			return nil, false
		}
		b.sys.geqs = append(b.sys.geqs, r)
	}
	return vals, true
}

// linear converts l, whose loop terms name loops that loop resolves, to a
// row: known symbols become constants, unknown ones their variables.
func (b *exactBuilder) linear(l linear, loop func(int) (row, bool)) (row, bool) {
	r := b.mem.row(b.nv, l.c)
	if l.invalid {
		return r, false
	}
	for _, t := range l.syms {
		if b.e.known[t.slot] {
			var ok bool
			if r.c, ok = addProduct(r.c, t.coef, b.e.vals[t.slot]); !ok {
				return r, false
			}
			continue
		}
		v := b.symVar[t.slot]
		var ok bool
		if r.coef[v], ok = affine.Add64(r.coef[v], t.coef); !ok {
			return r, false
		}
	}
	for _, t := range l.loops {
		if loop == nil {
			return r, false
		}
		val, ok := loop(t.loop)
		if !ok || !r.addScaled(t.coef, val) {
			return r, false
		}
	}
	return r, true
}

// addScaled adds f·q to r; false on overflow.
func (r *row) addScaled(f int64, q row) bool {
	if f == 0 {
		return true
	}
	for i, v := range q.coef {
		if v == 0 {
			continue
		}
		var ok bool
		if r.coef[i], ok = addProduct(r.coef[i], f, v); !ok {
			return false
		}
	}
	var ok bool
	r.c, ok = addProduct(r.c, f, q.c)
	return ok
}

// A signTest asks whether a subscript may be negative anywhere in the
// iteration space, by the exact test over the loops' bounds; symbols
// without a value may take any value. It is built on first use.
type signTest struct {
	p        *Problem
	bindings map[string]int64
	built    bool
	c        *compiled // nil when the Problem does not compile
	e        *env
	mem      slab
}

func newSignTest(p *Problem, bindings map[string]int64) *signTest {
	return &signTest{p: p, bindings: bindings}
}

// mayBeNegative reports whether position d of reference ri may be
// negative; true when the test cannot tell.
func (t *signTest) mayBeNegative(ri, d int) bool {
	if !t.built {
		t.built = true
		if c, err := compile(t.p); err == nil {
			t.c = c
			vals := make([]int64, len(c.symbols))
			known := make([]bool, len(c.symbols))
			for s, name := range c.symbols {
				vals[s], known[s] = t.bindings[name]
			}
			t.e = &env{vals: vals, known: known}
		}
	}
	if t.c == nil {
		return true
	}
	loops := t.c.p.Refs[ri].Loops
	f := t.c.subs[ri][d]
	t.mem.reset()
	b := newExactBuilder(t.c, t.e, &t.mem, len(loops))
	b.note(f)
	for _, li := range loops {
		b.note(t.c.lower[li])
		b.note(t.c.upper[li])
	}
	vals, ok := b.side(loops, 0)
	if !ok {
		return true
	}
	v, ok := b.linear(f, func(li int) (row, bool) {
		j := slices.Index(loops, li)
		if j < 0 {
			return row{}, false
		}
		return vals[j], true
	})
	// f ≤ −1: −f − 1 ≥ 0.
	neg := b.mem.row(b.nv, -1)
	if !ok || !neg.addScaled(-1, v) {
		return true
	}
	b.sys.geqs = append(b.sys.geqs, neg)
	b.sys.nv = b.nv
	o := omega{mem: &t.mem}
	return o.feasible(b.sys)
}
