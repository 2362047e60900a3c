// This file keeps what a loop start read at each entry says about the
// loop's values modulo a constant. The red-black sweep
//
//	for i in range(1, n - 1):
//	    for j in range(1 + (i + t) % 2, n - 1, 2):
//	        u[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
//
// has a start the tests know nothing of (nest.Loop.Dynamic), yet every j
// is 1 + i + t plus a multiple of 2: j − i ≡ 1 + t (mod 2) in every
// iteration. Row i − 1 then holds the other colour, so u[i − 1, j] is
// never an element row i − 1 writes, and i is parallel as well as j.
//
// Loop.Residue and Loop.ResidueMod carry the congruence; residues checks
// each direction vector of a pair of references against it: the
// subscript equations and both references' congruences, taken modulo m,
// must have a solution for the references to meet (an integer solution
// reduces to one modulo m). Where the vector is Eq at the outermost
// common loops, both references' variables there are equal too; a sweep
// loop around the red-black loops (for it: for i: for j) thus keeps the
// dependences between sweeps, carried by it, and loses those between the
// rows of one sweep. A vector without a solution is removed. The check
// enumerates the residues of the pair's variables (both references' loops
// and the symbols without a value), which is cheap for the small moduli
// of such colourings and skipped past residueWork combinations.

package depend

import (
	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// residueWork bounds the residue combinations residues enumerates per pair.
const residueWork = 1 << 12

// startResidue returns the form r and the modulus m > 1 such that every
// value of a loop with this start and step is congruent to r modulo m:
// the start is a sum of affine terms and of terms x % k with x affine and
// k > 1 a constant (Python's x % k is x minus a multiple of k), m divides
// every such k and the step. m is 0 where there is no such congruence.
func startResidue(start nest.Expr, step int64, bindings map[string]int64) (affine.Form, int64) {
	r, m, ok := residueOf(start, bindings)
	if !ok || m == 0 {
		return affine.Form{}, 0
	}
	if step != 0 {
		m = gcd(m, step)
	}
	if m < 2 || step == 0 {
		return affine.Form{}, 0
	}
	return r, m
}

// residueOf returns e as a form r modulo m (m = 0: e equals r exactly).
func residueOf(e nest.Expr, bindings map[string]int64) (r affine.Form, m int64, ok bool) {
	if x, isBin := e.(*nest.Binary); isBin {
		switch x.Op {
		case nest.Mod:
			k, isConst := x.Y.(*nest.Const)
			if !isConst || k.Kind != nest.Int || k.Int < 2 || k.Int > 1<<20 {
				break
			}
			f := boundForm(x.X, bindings)
			if !f.Valid() {
				return affine.Form{}, 0, false
			}
			return f, k.Int, true
		case nest.Add, nest.Sub:
			a, ma, okA := residueOf(x.X, bindings)
			b, mb, okB := residueOf(x.Y, bindings)
			if !okA || !okB {
				return affine.Form{}, 0, false
			}
			var f affine.Form
			var err error
			if x.Op == nest.Add {
				f, err = a.Add(b)
			} else {
				f, err = a.Sub(b)
			}
			if err != nil || !f.Valid() {
				return affine.Form{}, 0, false
			}
			switch {
			case ma == 0:
				return f, mb, true
			case mb == 0:
				return f, ma, true
			}
			return f, gcd(ma, mb), true
		}
	}
	f := boundForm(e, bindings)
	return f, 0, f.Valid()
}

// residues removes the direction vectors of the pair under which its
// references cannot meet modulo the congruences of their loops.
func (pr *pair) residues(c *compiled, e *env, out outcome, sc *scratch) outcome {
	if c.residue == nil || len(out.boxes) == 0 {
		return out
	}
	src, dst := &c.p.Refs[pr.src], &c.p.Refs[pr.dst]
	var m int64
	for _, r := range []*Ref{src, dst} {
		for _, li := range r.Loops {
			if mod := c.p.Loops[li].ResidueMod; mod != 0 {
				if m == 0 {
					m = mod
				} else {
					m = gcd(m, mod)
				}
			}
		}
	}
	if m < 2 {
		return out
	}
	// The unknowns: src's loops, dst's loops, then the symbols without a
	// value; each a residue modulo m.
	nl := len(src.Loops) + len(dst.Loops)
	symVar := map[int]int{}
	// A congruence Σ coef·unknown + k ≡ 0 (mod m).
	type congruence struct {
		coefs map[int]int64
		k     int64
	}
	mod := func(v int64) int64 {
		v %= m
		if v < 0 {
			v += m
		}
		return v
	}
	// add accumulates the linear form l of reference side (0 src, 1 dst),
	// times sign, into q; false where it holds a symbol it cannot take.
	add := func(q *congruence, l linear, side int, sign int64) bool {
		if l.invalid {
			return false
		}
		q.k = mod(q.k + sign*mod(l.c))
		for _, t := range l.syms {
			if e.known[t.slot] {
				q.k = mod(q.k + sign*mod(mod(t.coef)*mod(e.vals[t.slot])))
				continue
			}
			v, ok := symVar[t.slot]
			if !ok {
				v = nl + len(symVar)
				symVar[t.slot] = v
			}
			q.coefs[v] = mod(q.coefs[v] + sign*mod(t.coef))
		}
		loops := src.Loops
		base := 0
		if side == 1 {
			loops, base = dst.Loops, len(src.Loops)
		}
		for _, t := range l.loops {
			for k, li := range loops {
				if li == t.loop {
					q.coefs[base+k] = mod(q.coefs[base+k] + sign*mod(t.coef))
				}
			}
		}
		return true
	}
	var qs []congruence
	for d := range src.Subs {
		if d >= len(dst.Subs) {
			break
		}
		q := congruence{coefs: map[int]int64{}}
		if add(&q, c.subs[pr.src][d], 0, 1) && add(&q, c.subs[pr.dst][d], 1, -1) {
			qs = append(qs, q)
		}
	}
	for side, r := range []*Ref{src, dst} {
		base := 0
		if side == 1 {
			base = len(src.Loops)
		}
		for k, li := range r.Loops {
			if c.p.Loops[li].ResidueMod == 0 {
				continue
			}
			// v − Residue ≡ 0 (mod m), m dividing the loop's modulus.
			q := congruence{coefs: map[int]int64{base + k: 1}}
			if add(&q, c.residue[li], side, -1) {
				qs = append(qs, q)
			}
		}
	}
	n := nl + len(symVar)
	work := int64(1)
	for range n {
		work *= m
		if work > residueWork {
			return out
		}
	}
	vals := make([]int64, n)
	feasible := func(qs []congruence) bool {
		clear(vals)
		for range work {
			ok := true
			for _, q := range qs {
				s := q.k
				for v, co := range q.coefs {
					s += co * vals[v]
				}
				if s%m != 0 {
					ok = false
					break
				}
			}
			if ok {
				return true // a solution modulo m: the references may meet
			}
			for v := range vals {
				vals[v]++
				if vals[v] < m {
					break
				}
				vals[v] = 0
			}
		}
		return false
	}
	// Per direction vector: where it is Eq at the outermost common levels,
	// both references run in one iteration of those loops, so their
	// variables there are equal too (and congruent, whatever the
	// progressions of other entries).
	// A level that admits Eq and another direction is split in two: the
	// part without Eq is decided with the constraints of the levels
	// outside it, the Eq part goes on with one more.
	var kept []box
	for _, b := range out.boxes {
		bq := qs
		for k := range b {
			if k >= len(pr.common) || b[k].dir&Eq == 0 {
				break
			}
			if b[k].dir != Eq {
				if rest := sc.cloneBox(b); feasible(bq) {
					rest[k].dir &^= Eq
					kept = append(kept, rest)
				}
				b = sc.cloneBox(b)
				b[k] = level{dir: Eq, dist: 0, known: true}
			}
			bq = append(bq[:len(bq):len(bq)], congruence{coefs: map[int]int64{k: 1, len(src.Loops) + k: m - 1}})
		}
		if feasible(bq) {
			kept = append(kept, b)
		}
	}
	return outcome{boxes: kept, tests: out.tests}
}
