package depend

import (
	"math/rand/v2"
	"testing"
)

// TestOmegaMatchesEnumeration compares the omega test with enumeration on
// random small systems: variables boxed in [−4, 4], random equalities and
// inequalities with coefficients up to ±5 (so that eliminations are often
// inexact and need the dark shadow, splintering or the mod-hat step). Where
// the test stays within its budget its answer must be the exact one.
func TestOmegaMatchesEnumeration(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const box = 4
	var decided, feasible int
	for n := range 3000 {
		nv := 1 + r.IntN(4)
		randRow := func() row {
			rw := row{coef: make([]int64, nv), c: int64(r.IntN(21) - 10)}
			for i := range rw.coef {
				if r.IntN(3) > 0 {
					rw.coef[i] = int64(r.IntN(11) - 5)
				}
			}
			return rw
		}
		var s intSystem
		s.nv = nv
		for v := range nv {
			lo := row{coef: make([]int64, nv), c: box}
			lo.coef[v] = 1 // x + 4 ≥ 0
			hi := row{coef: make([]int64, nv), c: box}
			hi.coef[v] = -1 // 4 − x ≥ 0
			s.geqs = append(s.geqs, lo, hi)
		}
		for range r.IntN(3) {
			s.eqs = append(s.eqs, randRow())
		}
		for range 1 + r.IntN(4) {
			s.geqs = append(s.geqs, randRow())
		}
		want := enumerate(s, box)
		var sl slab
		orig := intSystem{nv: s.nv, eqs: sl.clone(s.eqs), geqs: sl.clone(s.geqs)}
		o := omega{mem: &sl}
		got := o.feasible(s)
		if o.exceeded {
			continue
		}
		decided++
		if want {
			feasible++
		}
		if got != want {
			t.Fatalf("system %d: omega says %v, enumeration %v\n%+v", n, got, want, orig)
		}
	}
	t.Logf("%d decided, %d feasible", decided, feasible)
	if decided < 2900 {
		t.Errorf("omega gave up on %d of 3000 small systems", 3000-decided)
	}
	if feasible < 300 || feasible > decided-300 {
		t.Errorf("only %d of %d systems feasible: the generator tests little", feasible, decided)
	}
}

// enumerate decides s by trying every point of [−box, box]^nv.
func enumerate(s intSystem, box int64) bool {
	x := make([]int64, s.nv)
	var try func(v int) bool
	try = func(v int) bool {
		if v == s.nv {
			val := func(r row) int64 {
				sum := r.c
				for i, a := range r.coef {
					sum += a * x[i]
				}
				return sum
			}
			for _, e := range s.eqs {
				if val(e) != 0 {
					return false
				}
			}
			for _, g := range s.geqs {
				if val(g) < 0 {
					return false
				}
			}
			return true
		}
		for x[v] = -box; x[v] <= box; x[v]++ {
			if try(v + 1) {
				return true
			}
		}
		return false
	}
	return try(0)
}

// TestOmegaBudget checks that a system too big for the budget is answered
// feasible (the conservative answer) and flagged.
func TestOmegaBudget(t *testing.T) {
	const nv = 12
	s := intSystem{nv: nv}
	// Pairwise x_i − x_j ≥ 1 around a cycle is infeasible, but eliminating
	// with many coefficient-3 rows makes more rows than the limit allows.
	for i := range nv {
		for j := range nv {
			if i == j {
				continue
			}
			rw := row{coef: make([]int64, nv), c: int64(i*nv + j)}
			rw.coef[i], rw.coef[j] = 3, -2
			s.geqs = append(s.geqs, rw)
			rw2 := row{coef: make([]int64, nv), c: -int64(i + j + 100)}
			rw2.coef[i], rw2.coef[j] = -2, 3
			s.geqs = append(s.geqs, rw2)
		}
	}
	o := omega{mem: new(slab)}
	if !o.feasible(s) || !o.exceeded {
		t.Errorf("feasible = false or not flagged; want a conservative true past the budget")
	}
}
