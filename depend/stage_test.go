package depend

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/affine"
)

// TestStaging checks which pairs Analyze settles and which it leaves.
func TestStaging(t *testing.T) {
	for _, tc := range []struct {
		name     string
		loops    []Loop
		refs     []Ref
		residues []Residue
		symbols  []string
	}{
		{
			name:  "constant bounds: everything settled",
			loops: []Loop{loop(t, "i", "0", "10", 1)},
			refs:  []Ref{ref(t, 0, false, "a[i]", 0), ref(t, 0, true, "a[i + 1]", 0)},
		},
		{
			name:  "symbolic bound, same subscript: settled",
			loops: []Loop{loop(t, "i", "0", "n", 1)},
			refs:  []Ref{ref(t, 0, false, "a[i]", 0), ref(t, 0, true, "a[i]", 0), ref(t, 1, false, "a[i]", 0)},
		},
		{
			name:  "symbolic bound, independent for every value: settled",
			loops: []Loop{loop(t, "i", "0", "n", 1)},
			refs:  []Ref{ref(t, 0, false, "a[2*i + 1]", 0), ref(t, 0, true, "a[2*i]", 0)},
		},
		{
			name:  "symbols cancel in a ZIV position: settled",
			loops: []Loop{loop(t, "i", "0", "n", 1)},
			refs:  []Ref{ref(t, 0, false, "a[k, i]", 0), ref(t, 0, true, "a[k + 1, i]", 0)},
		},
		{
			name:     "symbolic bound with a distance: residue",
			loops:    []Loop{loop(t, "i", "0", "n", 1)},
			refs:     []Ref{ref(t, 0, false, "a[i]", 0), ref(t, 0, true, "a[i + 1]", 0)},
			residues: []Residue{{0, 1, []string{"n"}}},
			symbols:  []string{"n"},
		},
		{
			name:     "symbolic offset: residue waiting for it",
			loops:    []Loop{loop(t, "i", "0", "10", 1)},
			refs:     []Ref{ref(t, 0, false, "a[i]", 0), ref(t, 0, true, "a[i + k]", 0)},
			residues: []Residue{{0, 1, []string{"k"}}},
			symbols:  []string{"k"},
		},
		{
			name:     "symbolic triangular bound: residue waiting for outer and inner symbols",
			loops:    []Loop{loop(t, "i", "0", "n", 1), loop(t, "j", "i + m", "n", 1)},
			refs:     []Ref{ref(t, 0, false, "a[j]", 0, 1), ref(t, 0, true, "a[j + 1]", 0, 1)},
			residues: []Residue{{0, 1, []string{"m", "n"}}, {1, 1, []string{"m", "n"}}},
			symbols:  []string{"m", "n"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &Problem{Loops: tc.loops, Refs: tc.refs}
			st, err := Analyze(p)
			if err != nil {
				t.Fatal(err)
			}
			got := st.Residues()
			if !slices.EqualFunc(got, tc.residues, func(a, b Residue) bool {
				return a.Src == b.Src && a.Dst == b.Dst && slices.Equal(a.Waits, b.Waits)
			}) {
				t.Errorf("%s\nresidues %+v, want %+v", describe(p), got, tc.residues)
			}
			if s := st.Symbols(); !slices.Equal(s, tc.symbols) {
				t.Errorf("Symbols() = %v, want %v", s, tc.symbols)
			}
			if len(tc.symbols) == 0 {
				// Nothing waits: Resolve needs no values.
				if _, err := st.Resolve(nil); err != nil {
					t.Errorf("Resolve(nil): %v", err)
				}
			}
		})
	}
}

// TestStagingMatchesDirect checks that staging changes nothing: resolving
// the cache gives the graph that analysing the nest with the symbols
// already substituted gives, unless a loop runs no iteration at all.
func TestStagingMatchesDirect(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	compared := 0
	for range 2000 {
		in := genInstance(r)
		if in.someLoopEmpty() {
			continue
		}
		st, err := Analyze(in.p)
		if err != nil {
			t.Fatal(err)
		}
		g, err := st.Resolve(in.bindings)
		if err != nil {
			t.Fatal(err)
		}
		direct := in.bound(t)
		dst, err := Analyze(direct)
		if err != nil {
			t.Fatal(err)
		}
		if len(dst.residues) != 0 {
			t.Fatalf("bound nest left residues\n%s", describe(direct))
		}
		dg, _ := dst.Resolve(nil)
		if edgeKeys(g) != edgeKeys(dg) {
			t.Fatalf("%s\nstaged:\n%s\ndirect:\n%s", in, g, dg)
		}
		compared++
	}
	t.Logf("%d instances compared", compared)
}

// edgeKeys formats the edges of g without the references' text.
func edgeKeys(g *Graph) string {
	var b strings.Builder
	for _, e := range g.Edges {
		fmt.Fprintf(&b, "%d->%d %s %s %s level %d\n", e.Src, e.Dst, e.Kind, e.dirString(), e.distString(), e.Level)
	}
	return b.String()
}

// bound returns the instance's problem with the symbols substituted.
func (in *instance) bound(t *testing.T) *Problem {
	p := &Problem{}
	for _, l := range in.p.Loops {
		lo, err1 := l.Lower.Bind(in.bindings)
		hi, err2 := l.Upper.Bind(in.bindings)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		p.Loops = append(p.Loops, Loop{Var: l.Var, Lower: lo, Upper: hi, Step: l.Step, LowerNonNegative: l.LowerNonNegative})
	}
	for _, r := range in.p.Refs {
		nr := r
		nr.Subs = nil
		for _, s := range r.Subs {
			b, err := s.Bind(in.bindings)
			if err != nil {
				t.Fatal(err)
			}
			nr.Subs = append(nr.Subs, b)
		}
		p.Refs = append(p.Refs, nr)
	}
	return p
}

// someLoopEmpty reports whether some loop runs no iteration in some
// iteration of the loops around it.
func (in *instance) someLoopEmpty() bool {
	vals := map[string]int64{}
	for k, v := range in.bindings {
		vals[k] = v
	}
	var walk func(d int) bool
	walk = func(d int) bool {
		if d == len(in.p.Loops) {
			return false
		}
		l := in.p.Loops[d]
		lo, _ := l.Lower.Eval(vals)
		hi, _ := l.Upper.Eval(vals)
		if l.Step > 0 && lo >= hi || l.Step < 0 && lo <= hi {
			return true
		}
		for v := lo; l.Step > 0 && v < hi || l.Step < 0 && v > hi; v += l.Step {
			vals[l.Var] = v
			if walk(d + 1) {
				return true
			}
		}
		delete(vals, l.Var)
		return false
	}
	return walk(0)
}

func TestAnalyzeErrors(t *testing.T) {
	i := []Loop{loop(t, "i", "0", "n", 1)}
	for _, tc := range []struct {
		name string
		p    *Problem
		want string
	}{
		{"zero step", &Problem{Loops: []Loop{loop(t, "i", "0", "n", 0)}, Refs: []Ref{ref(t, 0, true, "a[i]", 0)}},
			"loop 0 (i): step is 0"},
		{"loop index out of range", &Problem{Loops: i, Refs: []Ref{ref(t, 0, true, "a[i]", 3)}},
			"ref 0 (a[i]): loop index 3 out of range"},
		{"loop variable outside its loop", &Problem{
			Loops: []Loop{loop(t, "i", "0", "n", 1), loop(t, "j", "0", "n", 1)},
			Refs:  []Ref{ref(t, 0, true, "a[j]", 0)}},
			"ref 0 (a[j]): loop variable j used outside its loop"},
		{"loops disagree", &Problem{
			Loops: []Loop{loop(t, "i", "0", "n", 1), loop(t, "j", "0", "n", 1)},
			Refs:  []Ref{ref(t, 0, true, "a[j]", 0, 1), ref(t, 1, true, "b[j]", 1)}},
			"ref 1 (b[j]): loop 1 (j) enclosed by loops [] here and [0] elsewhere"},
		{"subscript counts differ", &Problem{Loops: i, Refs: []Ref{ref(t, 0, true, "a[i]", 0), ref(t, 1, false, "a[i, 1]", 0)}},
			"array a indexed with 1 subscripts by ref 0 and 2 by ref 1"},
	} {
		_, err := Analyze(tc.p)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestSiblingLoops checks two loops with the same variable one after the
// other: their references share no loop, so only their ranges matter.
func TestSiblingLoops(t *testing.T) {
	p := &Problem{
		Loops: []Loop{loop(t, "j", "0", "n", 1), loop(t, "j", "0", "n", 1)},
		Refs: []Ref{
			ref(t, 0, true, "a[j]", 0),
			ref(t, 1, false, "a[j + 5]", 1),
		},
	}
	for _, tc := range []struct {
		n    int64
		want string
	}{
		{5, ""},
		{6, "flow S0 a[j] -> S1 a[j + 5] () distance () loop-independent\n"},
	} {
		got := mustGraph(t, p, map[string]int64{"n": tc.n}).String()
		if got != tc.want {
			t.Errorf("n=%d: got %q, want %q", tc.n, got, tc.want)
		}
	}
}

func mustGraph(t *testing.T, p *Problem, bindings map[string]int64) *Graph {
	t.Helper()
	st, err := Analyze(p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := st.Resolve(bindings)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestOverflow feeds extreme constants: the answers must stay conservative
// and nothing may panic.
func TestOverflow(t *testing.T) {
	const big = 1<<63 - 1
	p := &Problem{
		Loops: []Loop{{Var: "i", Lower: affine.Const(-big), Upper: affine.Const(big), Step: 1}},
		Refs: []Ref{
			ref(t, 0, false, "a[i]", 0),
			{Array: "a", Write: true, Stmt: 0, Loops: []int{0}, Subs: []affine.Form{must(affine.New(big, affine.Term{Var: "i", Coef: 1}))}},
		},
	}
	g := mustGraph(t, p, nil)
	if !strings.Contains(g.String(), "flow") && !strings.Contains(g.String(), "anti") {
		t.Errorf("no dependence reported:\n%s", g)
	}
}

func must(f affine.Form, err error) affine.Form {
	if err != nil {
		panic(err)
	}
	return f
}
