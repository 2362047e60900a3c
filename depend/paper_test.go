package depend

import (
	"slices"
	"strings"
	"testing"
)

// listing1 is the paper's Listing 1:
//
//	for i in range(0, arr_len, 1):
//	    arg_a[i + k] = arg_a[i] + arg_b
func listing1(t testing.TB) *Problem {
	return &Problem{
		Loops: []Loop{loop(t, "i", "0", "n", 1)},
		Refs: []Ref{
			ref(t, 0, false, "a[i]", 0),
			ref(t, 0, true, "a[i + k]", 0),
		},
	}
}

func TestListing1(t *testing.T) {
	st, err := Analyze(listing1(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Residues(); len(got) != 1 || !slices.Equal(got[0].Waits, []string{"k", "n"}) {
		t.Errorf("residues = %+v, want one waiting for k, n", got)
	}
	if got := st.Settled(); len(got) != 0 {
		t.Errorf("settled = %v, want none", got)
	}
	for _, tc := range []struct {
		k, n int64
		want []string
	}{
		{0, 10, []string{"anti S0 a[i] -> S0 a[i + k] (=) distance (0) loop-independent"}},
		{3, 10, []string{"flow S0 a[i + k] -> S0 a[i] (<) distance (3) carried by i"}},
		{9, 10, []string{"flow S0 a[i + k] -> S0 a[i] (<) distance (9) carried by i"}},
		{-4, 10, []string{"anti S0 a[i] -> S0 a[i + k] (<) distance (4) carried by i"}},
		{10, 10, nil},
		{-10, 10, nil},
		{25, 10, nil},
	} {
		got := resolveLines(t, listing1(t), map[string]int64{"k": tc.k, "n": tc.n})
		if !slices.Equal(got, tc.want) {
			t.Errorf("k=%d n=%d:\ngot  %q\nwant %q", tc.k, tc.n, got, tc.want)
		}
	}
}

func TestResolveMissingSymbol(t *testing.T) {
	st, err := Analyze(listing1(t))
	if err != nil {
		t.Fatal(err)
	}
	_, err = st.Resolve(map[string]int64{"q": 1})
	if err == nil || !strings.Contains(err.Error(), "k, n") {
		t.Errorf("Resolve without k, n: err = %v, want one naming k, n", err)
	}
}

// listing2 is the paper's Listing 2:
//
//	for i in range(0, im, 1):
//	  for j in range(2, jm, 1):
//	    for k in range(0, km, 1):
//	      for m in range(0, mm, 1):
//	        arg_a[i+p1, j, k, m] = arg_a[i, j, k, m] + 4 + arg_b[i]   # S1
//	        arg_a[i, j+p2, k, m] = arg_a[i, j+p3, k, m] + 43          # S2
func listing2(t testing.TB) *Problem {
	all := []int{0, 1, 2, 3}
	return &Problem{
		Loops: []Loop{
			loop(t, "i", "0", "im", 1),
			loop(t, "j", "2", "jm", 1),
			loop(t, "k", "0", "km", 1),
			loop(t, "m", "0", "mm", 1),
		},
		Refs: []Ref{
			ref(t, 1, false, "a[i, j, k, m]", all...),
			ref(t, 1, false, "b[i]", all...),
			ref(t, 1, true, "a[i + p1, j, k, m]", all...),
			ref(t, 2, false, "a[i, j + p3, k, m]", all...),
			ref(t, 2, true, "a[i, j + p2, k, m]", all...),
		},
	}
}

func listing2Bindings(p1, p2, p3 int64) map[string]int64 {
	return map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": p1, "p2": p2, "p3": p3}
}

func TestListing2Graph(t *testing.T) {
	for _, tc := range []struct {
		p1, p2, p3 int64
		want       []string
	}{
		{0, 1, -2, []string{
			"anti S1 a[i, j, k, m] -> S1 a[i + p1, j, k, m] (=, =, =, =) distance (0, 0, 0, 0) loop-independent",
			"flow S1 a[i + p1, j, k, m] -> S2 a[i, j + p3, k, m] (=, <, =, =) distance (0, 2, 0, 0) carried by j",
			"flow S2 a[i, j + p2, k, m] -> S1 a[i, j, k, m] (=, <, =, =) distance (0, 1, 0, 0) carried by j",
			"output S2 a[i, j + p2, k, m] -> S1 a[i + p1, j, k, m] (=, <, =, =) distance (0, 1, 0, 0) carried by j",
			"flow S2 a[i, j + p2, k, m] -> S2 a[i, j + p3, k, m] (=, <, =, =) distance (0, 3, 0, 0) carried by j",
		}},
		{1, 1, -1, []string{
			"flow S1 a[i + p1, j, k, m] -> S1 a[i, j, k, m] (<, =, =, =) distance (1, 0, 0, 0) carried by i",
			"flow S1 a[i + p1, j, k, m] -> S2 a[i, j + p3, k, m] (<, <, =, =) distance (1, 1, 0, 0) carried by i",
			"output S1 a[i + p1, j, k, m] -> S2 a[i, j + p2, k, m] (<, >, =, =) distance (1, -1, 0, 0) carried by i",
			"flow S2 a[i, j + p2, k, m] -> S1 a[i, j, k, m] (=, <, =, =) distance (0, 1, 0, 0) carried by j",
			"flow S2 a[i, j + p2, k, m] -> S2 a[i, j + p3, k, m] (=, <, =, =) distance (0, 2, 0, 0) carried by j",
		}},
		{10, 99, -1, nil},
	} {
		got := resolveLines(t, listing2(t), listing2Bindings(tc.p1, tc.p2, tc.p3))
		if !slices.Equal(got, tc.want) {
			t.Errorf("(p1,p2,p3)=(%d,%d,%d):\ngot\n\t%s\nwant\n\t%s", tc.p1, tc.p2, tc.p3,
				strings.Join(got, "\n\t"), strings.Join(tc.want, "\n\t"))
		}
	}
}

// TestListing2Plan checks the paper's parallel loops (§3.1): (0,1,-2) runs j
// sequentially and i, k, m in parallel for both statements; (1,1,-1) runs S1
// with i sequential and j, k, m parallel, S2 with i, j sequential and k, m
// parallel; (10,99,-1) runs all four loops in parallel. Code generation
// distributes the loops wherever no cycle holds statements together.
func TestListing2Plan(t *testing.T) {
	for _, tc := range []struct {
		p1, p2, p3 int64
		want       string
		par        map[int][]bool // statement -> parallel flags of i, j, k, m
	}{
		{0, 1, -2, `for i (parallel):
  for j (sequential):
    for k (parallel):
      for m (parallel):
        S1
    for k (parallel):
      for m (parallel):
        S2
`, map[int][]bool{1: {true, false, true, true}, 2: {true, false, true, true}}},
		{1, 1, -1, `for i (sequential):
  for j (sequential):
    for k (parallel):
      for m (parallel):
        S2
  for j (parallel):
    for k (parallel):
      for m (parallel):
        S1
`, map[int][]bool{1: {false, true, true, true}, 2: {false, false, true, true}}},
		{10, 99, -1, `for i (parallel):
  for j (parallel):
    for k (parallel):
      for m (parallel):
        S1
for i (parallel):
  for j (parallel):
    for k (parallel):
      for m (parallel):
        S2
`, map[int][]bool{1: {true, true, true, true}, 2: {true, true, true, true}}},
	} {
		st, err := Analyze(listing2(t))
		if err != nil {
			t.Fatal(err)
		}
		g, err := st.Resolve(listing2Bindings(tc.p1, tc.p2, tc.p3))
		if err != nil {
			t.Fatal(err)
		}
		pl, err := g.Plan()
		if err != nil {
			t.Fatal(err)
		}
		if got := pl.String(); got != tc.want {
			t.Errorf("(p1,p2,p3)=(%d,%d,%d): plan\n%s\nwant\n%s", tc.p1, tc.p2, tc.p3, got, tc.want)
		}
		for stmt, want := range tc.par {
			loops, par := pl.StmtLoops(stmt)
			if !slices.Equal(loops, []int{0, 1, 2, 3}) || !slices.Equal(par, want) {
				t.Errorf("(p1,p2,p3)=(%d,%d,%d): StmtLoops(%d) = %v, %v; want [0 1 2 3], %v",
					tc.p1, tc.p2, tc.p3, stmt, loops, par, want)
			}
		}
	}
}
