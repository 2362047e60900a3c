// This file holds an integer feasibility test for systems of linear
// equalities and inequalities, after the Omega test (W. Pugh, "The Omega
// test: a fast and practical integer programming algorithm for dependence
// analysis", Supercomputing 1991): equalities are eliminated exactly (with
// Pugh's symmetric-modulo step when no coefficient is ±1), inequalities by
// Fourier–Motzkin elimination, which is exact over the integers when the
// eliminated variable has a unit coefficient on one side; otherwise the
// real and dark shadows bound the answer, and when they disagree the
// problem is split into the finitely many planes near a lower bound
// ("splintering") that must hold any integer solution the dark shadow
// misses.
//
// Work is bounded: a system that grows past maxOmegaRows constraints, or a
// search that exceeds its step budget, stops and is reported feasible,
// which is the conservative answer for a dependence test.

package depend

import (
	"math"
	"slices"

	"github.com/alpyna/alpyna/affine"
)

// A row is the constraint Σ coef[i]·x[i] + c ≥ 0 (an inequality) or = 0
// (an equality) over integer variables x.
type row struct {
	coef []int64
	c    int64
}

// intSystem is a conjunction of constraints over nv integer variables.
type intSystem struct {
	nv   int
	eqs  []row
	geqs []row
}

// Limits of one omega search.
const (
	// maxOmegaRows bounds the inequalities of a system during elimination
	// (four times as many may be made by one step before redundant ones
	// are removed).
	maxOmegaRows = 160
	// omegaSteps bounds the systems (shadows and splinters) and the
	// equality eliminations one search may go through.
	omegaSteps = 1000
	// maxSplinters bounds the planes one splintering step may try.
	maxSplinters = 64
)

// omega decides integer feasibility within a budget shared by every call
// made through it.
type omega struct {
	steps    int   // systems visited so far
	exceeded bool  // some answer was given up and taken as feasible
	mem      *slab // where its rows live
}

// A slab hands out zeroed coefficient slices from blocks it keeps, so
// that the many short-lived rows of the searches cost few allocations;
// reset makes the blocks available again once those rows are dead.
type slab struct {
	blocks [][]int64
	cur    int // the block being carved
	off    int // the next free element of blocks[cur]
}

func (sl *slab) reset() { sl.cur, sl.off = 0, 0 }

func (sl *slab) take(n int) []int64 {
	for sl.cur < len(sl.blocks) && sl.off+n > len(sl.blocks[sl.cur]) {
		sl.cur++
		sl.off = 0
	}
	if sl.cur == len(sl.blocks) {
		size := 512
		if len(sl.blocks) > 0 {
			size = 2 * len(sl.blocks[len(sl.blocks)-1])
		}
		sl.blocks = append(sl.blocks, make([]int64, max(size, n)))
	}
	out := sl.blocks[sl.cur][sl.off : sl.off+n : sl.off+n]
	sl.off += n
	clear(out)
	return out
}

// row returns a zero row over nv variables with constant c.
func (sl *slab) row(nv int, c int64) row { return row{coef: sl.take(nv), c: c} }

// clone returns a copy of rs.
func (sl *slab) clone(rs []row) []row {
	out := make([]row, len(rs), len(rs)+4)
	for i, r := range rs {
		out[i] = sl.row(len(r.coef), r.c)
		copy(out[i].coef, r.coef)
	}
	return out
}

// feasible reports whether s has an integer solution. When the budget runs
// out, or arithmetic would overflow, it answers true and sets o.exceeded.
// It may modify s.
func (o *omega) feasible(s intSystem) bool {
	o.steps++
	if o.exceeded || o.steps > omegaSteps {
		o.exceeded = true
		return true
	}
	if !o.eliminateEqualities(&s, nil) {
		return false
	}
	if o.exceeded {
		return true
	}
	for {
		ok, settled := s.normalize()
		if !ok {
			return false
		}
		if settled {
			// Opposite inequalities became an equality: start over.
			return o.feasible(s)
		}
		if len(s.geqs) == 0 {
			return true
		}
		if len(s.geqs) > maxOmegaRows {
			o.exceeded = true
			return true
		}
		z, exact := s.pick()
		if z < 0 {
			return true // no variable left and no contradiction
		}
		rest, lowers, uppers := s.split(z)
		if len(lowers) == 0 || len(uppers) == 0 {
			// Unbounded on one side: any values of the others extend.
			s.geqs = rest
			continue
		}
		if len(rest)+len(lowers)*len(uppers) > 4*maxOmegaRows {
			// Too many to make before normalize removes the redundant ones.
			o.exceeded = true
			return true
		}
		if exact {
			shadow, ok := o.combine(rest, lowers, uppers, z, false)
			if !ok {
				o.exceeded = true
				return true
			}
			s.geqs = shadow
			continue
		}
		// Inexact: the real shadow may hold points with no integer z
		// above them, the dark shadow only points that have one.
		realShadow, ok1 := o.combine(rest, lowers, uppers, z, false)
		darkShadow, ok2 := o.combine(rest, lowers, uppers, z, true)
		if !ok1 || !ok2 {
			o.exceeded = true
			return true
		}
		if !o.feasible(intSystem{nv: s.nv, geqs: realShadow}) {
			return false
		}
		if o.feasible(intSystem{nv: s.nv, geqs: darkShadow}) {
			return true
		}
		// Splinter (Pugh 1991): an integer solution outside the dark
		// shadow lies on a plane a·z = β + i close to some lower bound
		// a·z ≥ β, for 0 ≤ i ≤ (m·a − a − m)/m, m the largest upper
		// coefficient of z.
		var m int64
		for _, u := range uppers {
			m = max(m, -u.coef[z])
		}
		tries := 0
		for _, l := range lowers {
			a := l.coef[z]
			ma, ok1 := affine.Mul64(m, a)
			span, ok2 := affine.Sub64(ma, a)
			span, ok3 := affine.Sub64(span, m)
			if !ok1 || !ok2 || !ok3 {
				o.exceeded = true
				return true
			}
			for i := int64(0); i <= floorDiv(span, m); i++ {
				if tries++; tries > maxSplinters {
					o.exceeded = true
					return true
				}
				c, ok := affine.Sub64(l.c, i)
				if !ok {
					o.exceeded = true
					return true
				}
				plane := o.mem.row(len(l.coef), c)
				copy(plane.coef, l.coef)
				sp := intSystem{nv: s.nv, eqs: []row{plane}, geqs: o.mem.clone(s.geqs)}
				if o.feasible(sp) {
					return true
				}
			}
		}
		return false
	}
}

// A substitution replaces variable k by the affine form expr.
type substitution struct {
	k    int
	expr row
}

// eliminateEqualities removes every equality of s: each removes a variable
// (or, without a unit coefficient, shrinks its coefficients by Pugh's
// mod-hat step, which adds a variable). The substitutions made are
// appended to record when it is not nil, so that constraints added later
// can be rewritten into the remaining variables (rewrite). It returns false
// if s has no integer solution; on overflow it sets o.exceeded and returns
// true.
func (o *omega) eliminateEqualities(s *intSystem, record *[]substitution) bool {
	for len(s.eqs) > 0 {
		// Each step removes a variable or shrinks coefficients; count them
		// against the budget all the same.
		if o.steps++; o.steps > omegaSteps {
			o.exceeded = true
			return true
		}
		e := &s.eqs[len(s.eqs)-1]
		g := rowGCD(*e)
		if g == 0 {
			if e.c != 0 {
				return false
			}
			s.eqs = s.eqs[:len(s.eqs)-1]
			continue
		}
		if e.c%g != 0 {
			return false
		}
		if g > 1 {
			for i := range e.coef {
				e.coef[i] /= g
			}
			e.c /= g
		}
		k := -1
		for i, a := range e.coef {
			if a != 0 && (k < 0 || abs64(a) < abs64(e.coef[k])) {
				k = i
			}
		}
		ak := e.coef[k]
		if ak == math.MinInt64 || e.c == math.MinInt64 || slices.Contains(e.coef, math.MinInt64) {
			o.exceeded = true // a negation below would overflow
			return true
		}
		if ak == 1 || ak == -1 {
			// x_k = −ak·(Σ_{i≠k} a_i·x_i + c).
			sub := o.mem.row(s.nv, -ak*e.c)
			for i, a := range e.coef {
				if i != k {
					sub.coef[i] = -ak * a
				}
			}
			s.eqs = s.eqs[:len(s.eqs)-1]
			if record != nil {
				*record = append(*record, substitution{k, sub})
			}
			if !s.substitute(k, sub) {
				o.exceeded = true
				return true
			}
			continue
		}
		// Mod-hat (Pugh 1991): with m = |a_k| + 1, a new variable σ has
		// m·σ = Σ (a_i mod̂ m)·x_i + (c mod̂ m), where a_k mod̂ m = −sign(a_k);
		// solving that for x_k and substituting leaves e with coefficients
		// about m/2 times smaller.
		m := abs64(ak) + 1
		sign := int64(1)
		if ak < 0 {
			sign = -1
		}
		s.addVar()
		sub := o.mem.row(s.nv, sign*modHat(e.c, m))
		for i, a := range e.coef {
			if i != k {
				sub.coef[i] = sign * modHat(a, m)
			}
		}
		sub.coef[s.nv-1] = -sign * m
		if record != nil {
			*record = append(*record, substitution{k, sub})
		}
		if !s.substitute(k, sub) {
			o.exceeded = true
			return true
		}
	}
	return true
}

// rewrite applies the substitutions subs, in order, to r, a constraint
// over the variables the system had before them, and returns it over nv
// variables; false on overflow.
func rewrite(r row, subs []substitution, nv int, sl *slab) (row, bool) {
	out := sl.row(nv, r.c)
	copy(out.coef, r.coef)
	for _, sb := range subs {
		f := out.coef[sb.k]
		if f == 0 {
			continue
		}
		out.coef[sb.k] = 0
		if !out.addScaled(f, sb.expr) {
			return row{}, false
		}
	}
	return out, true
}

// modHat is Pugh's symmetric remainder a − m·⌊a/m + 1/2⌋, in [−m/2, m/2),
// for m ≥ 2.
func modHat(a, m int64) int64 {
	r := a % m
	if r < 0 {
		r += m
	}
	if r >= m-r {
		return r - m
	}
	return r
}

// rowGCD returns the gcd of r's coefficients, 0 if all are zero.
func rowGCD(r row) int64 {
	var g int64
	for _, a := range r.coef {
		if a != 0 {
			g = gcd(g, a)
		}
	}
	return g
}

// addVar appends a variable with coefficient 0 in every row.
func (s *intSystem) addVar() {
	s.nv++
	for _, rs := range [][]row{s.eqs, s.geqs} {
		for i := range rs {
			rs[i].coef = append(rs[i].coef, 0)
		}
	}
}

// substitute replaces x_k by the affine form sub (whose coefficient of x_k
// is zero) in every row; false on overflow.
func (s *intSystem) substitute(k int, sub row) bool {
	for _, rs := range [][]row{s.eqs, s.geqs} {
		for i := range rs {
			r := &rs[i]
			f := r.coef[k]
			if f == 0 {
				continue
			}
			r.coef[k] = 0
			for j, v := range sub.coef {
				if v == 0 {
					continue
				}
				var ok bool
				if r.coef[j], ok = addProduct(r.coef[j], f, v); !ok {
					return false
				}
			}
			var ok bool
			if r.c, ok = addProduct(r.c, f, sub.c); !ok {
				return false
			}
		}
	}
	return true
}

// normalize divides each inequality by the gcd of its coefficients
// (rounding its constant down, which keeps every integer solution), drops
// constant rows and duplicates, and detects contradictions. It returns
// false if s is infeasible, and settled = true when it turned a pair of
// opposite inequalities into an equality of s.eqs.
func (s *intSystem) normalize() (ok, settled bool) {
	out := s.geqs[:0]
	for _, r := range s.geqs {
		g := rowGCD(r)
		if g == 0 {
			if r.c < 0 {
				return false, false
			}
			continue
		}
		if g > 1 {
			for i := range r.coef {
				r.coef[i] /= g
			}
			r.c = floorDiv(r.c, g)
		}
		dup := false
		for i := range out {
			switch opposite(out[i], r) {
			case 1: // same coefficients: keep the tighter
				out[i].c = min(out[i].c, r.c)
				dup = true
			case -1: // f + c ≥ 0 and −f + d ≥ 0: −c ≤ f ≤ d
				c, d := out[i].c, r.c
				sum, ok := affine.Add64(c, d)
				if ok && sum < 0 {
					return false, false
				}
				if ok && sum == 0 {
					s.eqs = append(s.eqs, row{coef: out[i].coef, c: c})
					out = append(out[:i], out[i+1:]...)
					settled = true
					dup = true
				}
			}
			if dup {
				break
			}
		}
		if !dup {
			out = append(out, r)
		}
	}
	s.geqs = out
	return true, settled
}

// opposite reports 1 when r and q have the same coefficients, −1 when
// they are negatives of each other, and 0 otherwise.
func opposite(r, q row) int {
	same, neg := true, true
	for i, a := range r.coef {
		b := q.coef[i]
		same = same && a == b
		neg = neg && a == -b
		if !same && !neg {
			return 0
		}
	}
	switch {
	case same:
		return 1
	case neg:
		return -1
	}
	return 0
}

// pick chooses the variable to eliminate: one bounded on one side only if
// any (dropping its rows is exact), else one whose elimination is exact (a
// unit coefficient in all its lower or all its upper bounds), else any;
// among those, the one that makes the fewest new rows.
func (s *intSystem) pick() (z int, exact bool) {
	z = -1
	bestCost, bestExact := math.MaxInt, false
	for v := range s.nv {
		var lo, up int
		unitLo, unitUp := true, true
		for _, r := range s.geqs {
			switch a := r.coef[v]; {
			case a > 0:
				lo++
				unitLo = unitLo && a == 1
			case a < 0:
				up++
				unitUp = unitUp && a == -1
			}
		}
		if lo+up == 0 {
			continue
		}
		if lo == 0 || up == 0 {
			return v, true
		}
		ex := unitLo || unitUp
		cost := lo * up
		if ex && !bestExact || ex == bestExact && cost < bestCost {
			z, bestCost, bestExact = v, cost, ex
		}
	}
	return z, bestExact
}

// split separates the inequalities without z from its lower bounds
// (coefficient > 0) and upper bounds (< 0).
func (s *intSystem) split(z int) (rest, lowers, uppers []row) {
	var nl, nu int
	for _, r := range s.geqs {
		switch {
		case r.coef[z] > 0:
			nl++
		case r.coef[z] < 0:
			nu++
		}
	}
	// One allocation for the three lists.
	buf := make([]row, len(s.geqs))
	lowers, uppers, rest = buf[:0:nl], buf[nl:nl:nl+nu], buf[nl+nu:nl+nu]
	for _, r := range s.geqs {
		switch {
		case r.coef[z] > 0:
			lowers = append(lowers, r)
		case r.coef[z] < 0:
			uppers = append(uppers, r)
		default:
			rest = append(rest, r)
		}
	}
	return rest, lowers, uppers
}

// combine returns rest with, for each lower bound a·z + P ≥ 0 and upper
// bound −b·z + Q ≥ 0, the shadow b·P + a·Q ≥ 0 (real) or ≥ (a−1)·(b−1)
// (dark); false on overflow.
func (o *omega) combine(rest, lowers, uppers []row, z int, dark bool) ([]row, bool) {
	out := make([]row, len(rest), len(rest)+len(lowers)*len(uppers))
	for i, r := range rest {
		// A copy: the real and dark shadows are searched apart, and a
		// search rewrites its rows in place.
		out[i] = o.mem.row(len(r.coef), r.c)
		copy(out[i].coef, r.coef)
	}
	for _, l := range lowers {
		a := l.coef[z]
		for _, u := range uppers {
			b := -u.coef[z]
			r := o.mem.row(len(l.coef), 0)
			var ok bool
			for i := range r.coef {
				if i == z {
					continue
				}
				x, ok1 := affine.Mul64(b, l.coef[i])
				y, ok2 := affine.Mul64(a, u.coef[i])
				if r.coef[i], ok = affine.Add64(x, y); !ok || !ok1 || !ok2 {
					return nil, false
				}
			}
			x, ok1 := affine.Mul64(b, l.c)
			y, ok2 := affine.Mul64(a, u.c)
			if r.c, ok = affine.Add64(x, y); !ok || !ok1 || !ok2 {
				return nil, false
			}
			if dark {
				if r.c, ok = affine.Sub64(r.c, (a-1)*(b-1)); !ok || a > math.MaxInt32 || b > math.MaxInt32 {
					return nil, false
				}
			}
			out = append(out, r)
		}
	}
	return out, true
}
