package depend_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/depend"
)

// TestDynamicLoopIsNotExpanded: a predicate written and read in a loop
// whose bounds are read at each entry cannot become a temporary array (its
// extent is not known before the nest runs); the plan keeps the writer and
// its reader in one loop instead. The nest used to fail at its first run
// ("the trip count of loop j, which __p1 is expanded over, is not known")
// and run again in the interpreter.
func TestDynamicLoopIsNotExpanded(t *testing.T) {
	st := analyzeSource(t, header+`def sign_mask(x, is_positive, N):
    for i in range(2):
        for j in range(i * N // 2, (i + 1) * N // 2):
            is_positive[j] = 0
            if x[j] > 0:
                is_positive[j] = 1
`)
	for _, bind := range []map[string]int64{nil, {"N": 6}, {"N": -6}} {
		var p *depend.NestPlan
		var err error
		if bind == nil {
			p, err = st.StaticPlan()
		} else {
			p, err = st.Resolve(bind)
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Expanded) > 0 {
			t.Errorf("bindings %v: expanded %v over a loop whose extent is read at each entry\n%s", bind, p.Expanded, p.Plan)
		}
		want := "8: i* j\n10: i* j"
		if bind != nil {
			want = "8: i j\n10: i j" // disjoint blocks whatever N's sign
		}
		if got := planLines(p); got != want {
			t.Errorf("bindings %v: plan\n%s\nwant\n%s\n%s", bind, got, want, p.Plan)
		}
	}
	if got := strings.Join(st.Unresolved(), " "); got != "N" {
		t.Errorf("Unresolved() = %q, want N (its sign decides whether the blocks ascend)", got)
	}
}

// TestBlockedByNeedsUnknownStart: BlockedBy speaks of values, which the
// tests compare only at a loop whose start is not affine, and of an
// enclosing loop.
func TestBlockedByNeedsUnknownStart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		inner depend.Loop
		want  string
	}{
		{"affine start", depend.Loop{Var: "j", Lower: affine.Var("i"), Upper: affine.NonAffine(), Step: 1, BlockedBy: "i"}, "needs a lower bound that is not affine"},
		{"negative step", depend.Loop{Var: "j", Lower: affine.NonAffine(), Upper: affine.NonAffine(), Step: -1, BlockedBy: "i"}, "positive step"},
		{"not enclosing", depend.Loop{Var: "j", Lower: affine.NonAffine(), Upper: affine.NonAffine(), Step: 1, BlockedBy: "k"}, "not an enclosing loop"},
	} {
		p := &depend.Problem{
			Loops: []depend.Loop{{Var: "i", Lower: affine.Const(0), Upper: affine.Const(4), Step: 1}, tc.inner},
			Refs: []depend.Ref{
				{Array: "out", Subs: []affine.Form{affine.Var("j")}, Write: true, Loops: []int{0, 1}},
			},
		}
		if _, err := depend.Analyze(p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Analyze error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
}

// TestBlockedByOrdersDirections: out[j] written in blocks of i meets
// itself only in one iteration of i (no output dependence carried by i),
// and out[j - 1] read one element higher: in the same block, or in a
// later one, never an earlier one ((>, ...) is gone).
func TestBlockedByOrdersDirections(t *testing.T) {
	jm1, err := affine.Var("j").Sub(affine.Const(1))
	if err != nil {
		t.Fatal(err)
	}
	p := &depend.Problem{
		Loops: []depend.Loop{
			{Var: "i", Lower: affine.Const(0), Upper: affine.Const(4), Step: 1},
			{Var: "j", Lower: affine.NonAffine(), Upper: affine.NonAffine(), Step: 1, LowerNonNegative: true, BlockedBy: "i"},
		},
		Refs: []depend.Ref{
			{Array: "out", Subs: []affine.Form{jm1}, Loops: []int{0, 1}},
			{Array: "out", Subs: []affine.Form{affine.Var("j")}, Write: true, Loops: []int{0, 1}},
		},
	}
	st, err := depend.Analyze(p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := st.Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.TrimSpace(g.String())
	want := strings.Join([]string{
		"flow S0 out[j] -> S0 out[j - 1] (<, <) distance (?, 1) carried by i",
		"flow S0 out[j] -> S0 out[j - 1] (=, <) distance (0, 1) carried by j",
	}, "\n")
	if got != want {
		t.Errorf("edges:\n%s\nwant:\n%s", got, want)
	}
}
