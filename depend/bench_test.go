package depend

import (
	"fmt"
	"testing"
)

// blackScholes is a nest shaped like the paper's Black-Scholes benchmark:
// one loop over the options, statements that read the inputs and the
// intermediates the earlier statements wrote, all subscripted [i].
func blackScholes(t testing.TB) *Problem {
	p := &Problem{Loops: []Loop{loop(t, "i", "0", "n", 1)}}
	stmts := []struct {
		write string
		reads []string
	}{
		{"sqrtT", []string{"T"}},
		{"d1", []string{"S", "X", "T", "sqrtT"}},
		{"d2", []string{"d1", "sqrtT"}},
		{"cndd1", []string{"d1", "d1", "d1"}},
		{"cndd2", []string{"d2", "d2", "d2"}},
		{"expRT", []string{"T"}},
		{"call", []string{"S", "cndd1", "X", "expRT", "cndd2"}},
		{"put", []string{"X", "expRT", "cndd2", "S", "cndd1", "call"}},
		{"d1", []string{"d1", "d2"}},
		{"call", []string{"call", "put"}},
		{"put", []string{"put", "call", "d1"}},
		{"d2", []string{"d1", "d2", "put"}},
		{"cndd1", []string{"cndd1", "cndd2", "call"}},
	}
	for s, st := range stmts {
		for _, r := range st.reads {
			p.Refs = append(p.Refs, ref(t, s, false, r+"[i]", 0))
		}
		p.Refs = append(p.Refs, ref(t, s, true, st.write+"[i]", 0))
	}
	return p
}

// stencil is a two-deep nest whose eight statements each write one array
// shifted by symbols, so that every one of its 60 pairs waits for Resolve.
func stencil(t testing.TB) (*Problem, map[string]int64) {
	p := &Problem{Loops: []Loop{loop(t, "i", "1", "n - 1", 1), loop(t, "j", "1", "m - 1", 1)}}
	bind := map[string]int64{"n": 1000, "m": 1000}
	for s := range 8 {
		w := fmt.Sprintf("a[i + p%d, j + q%d]", s, s)
		bind[fmt.Sprintf("p%d", s)] = int64(s%3 - 1)
		bind[fmt.Sprintf("q%d", s)] = int64(s%2 - 1)
		p.Refs = append(p.Refs,
			ref(t, s, false, "a[i - 1, j]", 0, 1),
			ref(t, s, false, "a[i, j + 1]", 0, 1),
			ref(t, s, true, w, 0, 1))
	}
	// Keep three reads, so that there are 8·9/2 write pairs and 3·8 read
	// pairs.
	keep := p.Refs[:0]
	for k, r := range p.Refs {
		if r.Write || k%9 == 0 {
			keep = append(keep, r)
		}
	}
	p.Refs = keep
	return p, bind
}

func TestBenchNests(t *testing.T) {
	st, err := Analyze(blackScholes(t))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := compile(blackScholes(t))
	t.Logf("black-scholes: %d pairs, %d residues, symbols %v", len(c.pairs()), len(st.residues), st.Symbols())
	if len(st.residues) != 0 {
		t.Errorf("black-scholes left %d residues, want 0", len(st.residues))
	}
	p, bind := stencil(t)
	st, err = Analyze(p)
	if err != nil {
		t.Fatal(err)
	}
	c, _ = compile(p)
	t.Logf("stencil: %d pairs, %d residues", len(c.pairs()), len(st.residues))
	if _, err := st.Resolve(bind); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkAnalyzeBlackScholes(b *testing.B) {
	p := blackScholes(b)
	for b.Loop() {
		if _, err := Analyze(p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveBlackScholes(b *testing.B) {
	st, err := Analyze(blackScholes(b))
	if err != nil {
		b.Fatal(err)
	}
	bind := map[string]int64{"n": 1 << 20}
	for b.Loop() {
		if _, err := st.Resolve(bind); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAnalyzeStencil(b *testing.B) {
	p, _ := stencil(b)
	for b.Loop() {
		if _, err := Analyze(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResolveStencil resolves about 60 residue pairs.
func BenchmarkResolveStencil(b *testing.B) {
	p, bind := stencil(b)
	st, err := Analyze(p)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := st.Resolve(bind); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveListing2(b *testing.B) {
	st, err := Analyze(listing2(b))
	if err != nil {
		b.Fatal(err)
	}
	bind := listing2Bindings(1, 1, -1)
	for b.Loop() {
		if _, err := st.Resolve(bind); err != nil {
			b.Fatal(err)
		}
	}
}

// lu is the triangular nest of an LU factorisation without pivoting, whose
// pairs the exact test refines (trapezoidal bounds from k + 1):
//
//	for k in range(n):
//	    for i in range(k + 1, n):
//	        a[i, k] = a[i, k] / a[k, k]
//	        for j in range(k + 1, n):
//	            a[i, j] = a[i, j] - a[i, k] * a[k, j]
func lu(t testing.TB) *Problem {
	return &Problem{
		Loops: []Loop{loop(t, "k", "0", "n", 1), loop(t, "i", "k + 1", "n", 1), loop(t, "j", "k + 1", "n", 1)},
		Refs: []Ref{
			ref(t, 0, false, "a[i, k]", 0, 1),
			ref(t, 0, false, "a[k, k]", 0, 1),
			ref(t, 0, true, "a[i, k]", 0, 1),
			ref(t, 1, false, "a[i, j]", 0, 1, 2),
			ref(t, 1, false, "a[i, k]", 0, 1, 2),
			ref(t, 1, false, "a[k, j]", 0, 1, 2),
			ref(t, 1, true, "a[i, j]", 0, 1, 2),
		},
	}
}

func BenchmarkAnalyzeLU(b *testing.B) {
	p := lu(b)
	for b.Loop() {
		if _, err := Analyze(p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveLU(b *testing.B) {
	st, err := Analyze(lu(b))
	if err != nil {
		b.Fatal(err)
	}
	bind := map[string]int64{"n": 1000}
	for b.Loop() {
		if _, err := st.Resolve(bind); err != nil {
			b.Fatal(err)
		}
	}
}
