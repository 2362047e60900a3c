package depend_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/nest"
)

// These tests build converted nests by hand, as ifconv leaves them, so that
// the lowering is checked independently of the front end.

func npos(l, c int) nest.Pos { return nest.Pos{File: "k.py", Line: l, Col: c} }

func vari(name string) *nest.Name { return &nest.Name{Id: name, Role: nest.LoopVar} }

func ref1(array string, synthetic bool) *nest.Ref {
	return &nest.Ref{Array: array, Subs: []nest.Expr{vari("i")}, Forms: []affine.Form{affine.Var("i")}, Synthetic: synthetic}
}

// loopN is `for i in range(n)` with body.
func loopN(body ...nest.Node) *nest.Loop {
	return &nest.Loop{Pos: npos(3, 5), Var: "i",
		Start: &nest.Const{Kind: nest.Int}, Stop: &nest.Name{Id: "n", Role: nest.Symbol}, Step: &nest.Const{Kind: nest.Int, Int: 1},
		Lower: affine.Const(0), Upper: affine.Var("n"), StepValue: 1, Body: body}
}

func handNest(root *nest.Loop, preds ...*nest.Predicate) *nest.Nest {
	n := &nest.Nest{Func: "k", Params: []string{"x", "y", "n"}, Pos: npos(3, 5), Root: root,
		Symbols: []string{"n"}, Arrays: []string{"x", "y"}, Converted: true, Predicates: preds}
	n.Index()
	return n
}

// predicated is
//
//	for i in range(n):
//	    __p1[i] = x[i] > 0
//	    y[i] = x[i]          # if __p1[i]
func predicated() *nest.Nest {
	test := &nest.Assign{Pos: npos(4, 9), Text: "__p1[i] = x[i] > 0", Target: ref1("__p1", true),
		Value: &nest.Compare{Op: nest.Gt, X: ref1("x", false), Y: &nest.Const{Kind: nest.Int}}, Origin: "if at 4:9"}
	copyIf := &nest.Assign{Pos: npos(5, 13), Text: "y[i] = x[i]", Target: ref1("y", false), Value: ref1("x", false),
		Pred: ref1("__p1", true)}
	return handNest(loopN(test, copyIf), &nest.Predicate{Name: "__p1", Loops: []int{0}, Pos: npos(4, 9)})
}

func TestAnalyzeNestByHand(t *testing.T) {
	st, err := depend.AnalyzeNest(predicated())
	if err != nil {
		t.Fatal(err)
	}
	// Reads before the write within a statement; the predicate is a read.
	var got []string
	for k, r := range st.Problem.Refs {
		rw := "R"
		if r.Write {
			rw = "W"
		}
		got = append(got, rw+" S"+string(rune('0'+st.RefStmt[k]))+" "+nest.String(st.RefExpr[k]))
	}
	want := "R S0 x[i]; W S0 __p1[i]; R S1 __p1[i]; R S1 x[i]; W S1 y[i]"
	if strings.Join(got, "; ") != want {
		t.Errorf("refs: %s\nwant   %s", strings.Join(got, "; "), want)
	}
	p, err := st.StaticPlan()
	if err != nil {
		t.Fatal(err)
	}
	if got := planLines(p); got != "5: i" {
		t.Errorf("plan %q, want i parallel", got)
	}
	// The control dependence is a loop-independent flow on the predicate.
	if len(p.Deps) != 1 || p.Deps[0].String() != "flow S0 -> S1 __p1 (=)" || !p.Deps[0].Settled {
		t.Errorf("deps %v, want the settled flow S0 -> S1 on __p1", p.Deps)
	}
}

// A 0-d exit flag (a break out of the outermost loop) is written and read
// in every iteration: the loop must run in order.
//
//	for i in range(n):
//	    y[i] = x[i]            # if not __e1
//	    __e1 = x[i] < 0        # if not __e1
func TestAnalyzeNestZeroDimFlag(t *testing.T) {
	flag := func() *nest.Ref { return &nest.Ref{Array: "__e1", Synthetic: true} }
	notFlag := func() nest.Expr { return &nest.Unary{Op: nest.Not, X: flag()} }
	s0 := &nest.Assign{Pos: npos(4, 9), Text: "y[i] = x[i]", Target: ref1("y", false), Value: ref1("x", false), Pred: notFlag()}
	s1 := &nest.Assign{Pos: npos(5, 9), Text: "__e1 = x[i] < 0", Target: flag(),
		Value: &nest.Compare{Op: nest.Lt, X: ref1("x", false), Y: &nest.Const{Kind: nest.Int}}, Pred: notFlag(), Origin: "break at 6:13"}
	n := handNest(loopN(s0, s1), &nest.Predicate{Name: "__e1", Pos: npos(6, 13), Exit: true})
	st, err := depend.AnalyzeNest(n)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.StaticPlan()
	if err != nil {
		t.Fatal(err)
	}
	for i, sp := range p.Stmts {
		if len(sp.Parallel) != 1 || sp.Parallel[0] {
			t.Errorf("S%d: parallel %v, want i sequential", i, sp.Parallel)
		}
	}
	carried := false
	for _, d := range p.Deps {
		if d.Array == "__e1" && d.Src == 1 && d.Dst == 0 && d.Kind == depend.Flow && d.CarriedBy == 0 {
			carried = true
		}
	}
	if !carried {
		t.Errorf("no flow S1 -> S0 on __e1 carried by L0 in %v", p.Deps)
	}
}

func TestAnalyzeNestRejects(t *testing.T) {
	n := predicated()
	n.Converted = false
	if _, err := depend.AnalyzeNest(n); err == nil || !strings.Contains(err.Error(), "if-converted") {
		t.Errorf("unconverted nest: err = %v", err)
	}
	n = predicated()
	n.Reasons = []nest.Reason{{Pos: npos(4, 9), Msg: "while loops are not supported"}}
	if _, err := depend.AnalyzeNest(n); err == nil || !strings.Contains(err.Error(), "while loops") {
		t.Errorf("nest with a reason: err = %v", err)
	}
}

// An indirect write makes its loop sequential: y[idx[e]] may be any element,
// so the statement depends on itself in both directions on e.
func TestNestIndirectWrite(t *testing.T) {
	st := analyzeSource(t, header+`def hist(idx, w, y, n):
    for e in range(n):
        y[idx[e]] += w[e]
`)
	for _, stage := range []string{"static", "resolved"} {
		var p *depend.NestPlan
		var err error
		if stage == "static" {
			p, err = st.StaticPlan()
		} else {
			p, err = st.Resolve(map[string]int64{"n": 100})
		}
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[depend.Kind]bool{}
		for _, d := range p.Deps {
			if d.Array == "y" && d.CarriedBy == 0 && len(d.Dirs) == 1 && d.Dirs[0]&depend.Lt != 0 {
				kinds[d.Kind] = true
			}
		}
		// A self-dependence carried with "<" covers both orders of two
		// iterations; flow, anti and output must all be there.
		for _, k := range []depend.Kind{depend.Flow, depend.Anti, depend.Output} {
			if !kinds[k] {
				t.Errorf("%s: no carried %s dependence on y in %v", stage, k, p.Deps)
			}
		}
		if got := planLines(p); got != "7: e*" {
			t.Errorf("%s plan %q, want e sequential", stage, got)
		}
	}
}

// WrapRefs names the references whose subscripts Python wraps for the given
// values, and only those.
func TestNestWrapRefs(t *testing.T) {
	st := analyzeSource(t, header+`def shift(a, b, n, k):
    for i in range(n):
        a[i + k] = a[i] + b
`)
	for _, tc := range []struct {
		k, shape int64
		want     string
		plan     string
	}{
		{k: 0, want: "", plan: "7: i"},
		{k: 2, want: "", plan: "7: i*"},
		// a[i - 1] at i = 0 writes the last element: the analysis takes the
		// write as any element.
		{k: -1, want: "W a", plan: "7: i*"},
		// With the axis length bound, the write is two references: at
		// i - 1 and at i - 1 + 10.
		{k: -1, shape: 10, want: "W a W a", plan: "7: i*"},
	} {
		bind := map[string]int64{"n": 10, "k": tc.k}
		if tc.shape > 0 {
			bind["a.shape[0]"] = tc.shape
		}
		p, err := st.Resolve(bind)
		if err != nil {
			t.Fatal(err)
		}
		got := wrapped(p)
		if strings.Join(got, " ") != tc.want {
			t.Errorf("k=%d: WrapRefs %v, want %q", tc.k, got, tc.want)
		}
		if got := planLines(p); got != tc.plan {
			t.Errorf("k=%d: plan %q, want %q", tc.k, got, tc.plan)
		}
	}
	// Ahead of time k may be negative: the write is taken as any element.
	p, err := st.StaticPlan()
	if err != nil {
		t.Fatal(err)
	}
	if got := wrapped(p); strings.Join(got, " ") != "W a" {
		t.Errorf("static WrapRefs %v, want the write of a", got)
	}
}

// wrapped describes the plan's WrapRefs ("W a" for a write of a); they index
// the plan's own Problem, which may hold copies of a wrapped reference.
func wrapped(p *depend.NestPlan) []string {
	var out []string
	for _, r := range p.WrapRefs {
		ref := p.Problem.Refs[r]
		rw := "R "
		if ref.Write {
			rw = "W "
		}
		out = append(out, rw+ref.Array)
	}
	return out
}

// A dependence the static stage decided is Settled; one finished with the
// values is not.
func TestNestDepsSettled(t *testing.T) {
	st := analyzeSource(t, header+`def f(a, b, k):
    for i in range(1, 10):
        b[i] = b[i - 1] + 1.0
        a[i + k] = a[i]
`)
	p, err := st.Resolve(map[string]int64{"k": 3})
	if err != nil {
		t.Fatal(err)
	}
	settled := map[string]bool{}
	for _, d := range p.Deps {
		if d.Kind == depend.Flow && d.CarriedBy == 0 {
			settled[d.Array] = d.Settled
		}
	}
	if s, ok := settled["a"]; !ok || s {
		t.Errorf("flow on a: present %v settled %v, want a run-time dependence (%v)", ok, s, p.Deps)
	}
	if s, ok := settled["b"]; !ok || !s {
		t.Errorf("flow on b: present %v settled %v, want a static dependence (%v)", ok, s, p.Deps)
	}
}
