package depend_test

import "testing"

// TestMaxTripCount checks the bound on a loop's iterations per iteration
// of the loops around it against the counts the loops really run, by
// brute force over small bindings.
func TestMaxTripCount(t *testing.T) {
	src := `import alpyna

@alpyna.jit
def f(n, m, a):
    for k in range(1, n):
        for i in range(k):
            a[i] += 1.0
        for j in range(k + 1, m, 2):
            a[j] += 1.0
        for q in range(n - k, -1, -1):
            a[q] += 1.0
        for r in range(m):
            a[r] += 1.0
        for s in range(k, k + 3):
            for u in range(s * 2):
                a[u] += 1.0
`
	st := analyzeSource(t, src)
	for n := int64(-1); n <= 6; n++ {
		for m := int64(0); m <= 7; m++ {
			b := map[string]int64{"n": n, "m": m}
			p, err := st.Resolve(b)
			if err != nil {
				t.Fatal(err)
			}
			// The most iterations each loop runs in one iteration of the
			// loops around it, as Python runs them.
			most := map[string]int64{}
			see := func(v string, c int64) { most[v] = max(most[v], c) }
			count := func(lo, hi, step int64) int64 {
				c := int64(0)
				for x := lo; step > 0 && x < hi || step < 0 && x > hi; x += step {
					c++
				}
				return c
			}
			for k := int64(1); k < n; k++ {
				see("i", count(0, k, 1))
				see("j", count(k+1, m, 2))
				see("q", count(n-k, -1, -1))
				see("r", count(0, m, 1))
				for s := k; s < k+3; s++ {
					see("u", count(0, s*2, 1))
				}
			}
			for li, l := range p.Nest.Loops {
				got, ok := p.MaxTripCount(li, b)
				if !ok {
					t.Errorf("n=%d m=%d: no bound for loop %s", n, m, l.Var)
					continue
				}
				if l.Var == "k" || l.Var == "s" {
					continue // counted exactly by TripCount's own tests
				}
				if got < most[l.Var] {
					t.Errorf("n=%d m=%d: loop %s runs %d iterations, bound %d", n, m, l.Var, most[l.Var], got)
				}
				if n > 1 && got != most[l.Var] {
					// Bounds one enclosing variable moves: the hull is tight.
					t.Errorf("n=%d m=%d: loop %s runs at most %d iterations, bound %d", n, m, l.Var, most[l.Var], got)
				}
			}
		}
	}
	p, err := st.Resolve(map[string]int64{"n": 5, "m": 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := p.MaxTripCount(1, map[string]int64{"m": 3}); ok {
		t.Error("a bound without n's value")
	}
}
