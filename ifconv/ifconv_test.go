package ifconv

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

func mustParse(t *testing.T, src string) *nest.Nest {
	t.Helper()
	all, err := parseNests("k.py", []byte("import alpyna\n"+src))
	// The loops inside a refused nest are nests of their own (Inner);
	// these tests are about the outermost one.
	var nests []*nest.Nest
	for _, n := range all {
		if !n.Inner {
			nests = append(nests, n)
		}
	}
	if err != nil || len(nests) != 1 {
		t.Fatalf("parse: %v (%d nests)", err, len(nests))
	}
	return nests[0]
}

// TestExitFlagShape checks the representation later stages rely on: the
// exit flag of the outermost loop is a 0-d synthetic reference, the flag
// of an inner loop is expanded over the loops enclosing it, and branch
// predicates over all loops enclosing the if.
func TestExitFlagShape(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, n):
    for i in range(n):
        for j in range(n):
            if a[i, j] > 0:
                break
        if a[i, 0] < 0:
            break
`)
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	want := map[string][]int{"__p1": {0, 1}, "__p2": {0}, "__e1": {0}, "__e2": {}}
	if len(n.Predicates) != len(want) {
		t.Fatalf("predicates %v", n.Predicates)
	}
	for _, p := range n.Predicates {
		loops, ok := want[p.Name]
		if !ok || len(p.Loops) != len(loops) || p.Exit != strings.HasPrefix(p.Name, "__e") {
			t.Errorf("predicate %+v", p)
			continue
		}
		for k := range loops {
			if p.Loops[k] != loops[k] {
				t.Errorf("%s over loops %v, want %v", p.Name, p.Loops, loops)
			}
		}
	}
	last := n.Stmts[len(n.Stmts)-1] // __e2[()] = True
	r, ok := last.Target.(*nest.Ref)
	if !ok || r.Array != "__e2" || !r.Synthetic || len(r.Subs) != 0 || len(r.Forms) != 0 {
		t.Errorf("last statement %q: target %#v, want the 0-d synthetic __e2", last.Text, last.Target)
	}
	if last.Origin != "break at 10:13" || last.Pos.Line != 10 {
		t.Errorf("origin %q at %v", last.Origin, last.Pos)
	}
}

// readJAfterLoop puts back the last statement p[i] = j of the nests
// below: the front end refuses to read a loop variable after its loop and
// leaves the statement out, but Convert must not rely on that.
func readJAfterLoop(n *nest.Nest) {
	i := &nest.Name{Id: "i", Role: nest.LoopVar}
	target := &nest.Ref{Array: "p", Subs: []nest.Expr{i}, Forms: []affine.Form{affine.Var("i")}}
	n.Root.Body = append(n.Root.Body, &nest.Assign{Pos: nest.Pos{Line: 9, Col: 9}, Text: "p[i] = j",
		Target: target, Value: &nest.Name{Pos: nest.Pos{Line: 9, Col: 16}, Id: "j", Role: nest.LoopVar}})
	n.Reasons = nil
	n.Index()
}

func TestLoopVarAfterBreakingLoop(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, p, n):
    for i in range(n):
        for j in range(n):
            if a[i, j] > 0:
                break
        p[i] = j
`)
	readJAfterLoop(n)
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	if len(n.Reasons) != 1 || !strings.Contains(n.Reasons[0].Msg, "loop variable j is read after the loop at 6:9") {
		t.Errorf("reasons %v", n.Reasons)
	}
}

func TestLoopVarAfterLoopWithoutBreak(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, p, n):
    for i in range(n):
        for j in range(n):
            if a[i, j] > 0:
                a[i, j] = 0
        p[i] = j
`)
	readJAfterLoop(n)
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	if len(n.Reasons) != 0 {
		t.Errorf("reasons %v: the j loop runs as it did", n.Reasons)
	}
}

func TestReusedLoopVar(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, n):
    for i in range(n):
        for i in range(n):
            if a[i] > 0:
                a[i] = 0
`)
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	// The front end gives its own reason; Convert does not rely on it.
	found := false
	for _, r := range n.Reasons {
		found = found || strings.Contains(r.Msg, "loop variable i is reused by an inner loop")
	}
	if !found {
		t.Errorf("reasons %v", n.Reasons)
	}
}

// A nest the front end would not accelerate is converted all the same,
// keeping its reasons.
func TestConvertsNestWithReasons(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, n):
    for i in range(n):
        if a[i] > 0:
            a[i] = 0
`)
	n.Reasons = []nest.Reason{{Pos: n.Pos, Msg: "something else"}}
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	checkRecord(t, n)
	if len(n.Reasons) != 1 || len(n.Stmts) != 2 {
		t.Errorf("reasons %v, %d statements", n.Reasons, len(n.Stmts))
	}
}

func TestConvertTwice(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, n):
    for i in range(n):
        if a[i] > 0:
            break
`)
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	once := n.String()
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	if twice := n.String(); twice != once {
		t.Errorf("second Convert changed the record:\n%s\nwas:\n%s", twice, once)
	}
}

// Break.Loop is not trusted: Python's break leaves the innermost loop.
func TestBreakLoopFieldIgnored(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, n):
    for i in range(n):
        for j in range(n):
            break
`)
	n.Root.Body[0].(*nest.Loop).Body[0].(*nest.Break).Loop = 0
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	if len(n.Predicates) != 1 || len(n.Predicates[0].Loops) != 1 {
		t.Errorf("predicates %+v, want __e1 over the i loop", n.Predicates[0])
	}
}

func TestMalformed(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    *nest.Nest
		want string
	}{
		{"nil nest", nil, "nil nest"},
		{"no root", &nest.Nest{Func: "f"}, "no root loop"},
		{"nil node", &nest.Nest{Func: "f", Root: &nest.Loop{Var: "i", Body: []nest.Node{nil}}}, "unexpected node <nil>"},
		{"nil assign", &nest.Nest{Func: "f", Root: &nest.Loop{Var: "i", Body: []nest.Node{(*nest.Assign)(nil)}}}, "nil assignment"},
		{"nil if", &nest.Nest{Func: "f", Root: &nest.Loop{Var: "i", Body: []nest.Node{(*nest.If)(nil)}}}, "nil if"},
		{"nil loop", &nest.Nest{Func: "f", Root: &nest.Loop{Var: "i", Body: []nest.Node{(*nest.Loop)(nil)}}}, "nil loop"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before []nest.Node
			if tc.n != nil && tc.n.Root != nil {
				before = append(before, tc.n.Root.Body...)
			}
			err := Convert(tc.n)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Convert: %v, want an error containing %q", err, tc.want)
			}
			if tc.n != nil && tc.n.Root != nil {
				if tc.n.Converted || len(tc.n.Root.Body) != len(before) || tc.n.Root.Body[0] != before[0] {
					t.Errorf("failed Convert changed the record")
				}
			}
		})
	}
}

// The front end leaves an expression out where it cannot represent it (and
// gives a reason); such a record still converts, for its diagnostics.
func TestMissingExpressions(t *testing.T) {
	i := &nest.Loop{Var: "i", Start: &nest.Const{Kind: nest.Int}, Stop: &nest.Const{Kind: nest.Int, Int: 3},
		Step: &nest.Const{Kind: nest.Int, Int: 1}, StepValue: 1}
	i.Body = []nest.Node{
		&nest.If{Pos: nest.Pos{Line: 2, Col: 5}, Then: []nest.Node{
			&nest.Assign{Pos: nest.Pos{Line: 3, Col: 9}, Text: "s = f(x)", Target: &nest.Name{Id: "s", Role: nest.ScalarVar}},
			&nest.Break{Pos: nest.Pos{Line: 4, Col: 9}},
		}},
		&nest.Assign{Pos: nest.Pos{Line: 5, Col: 5}, Text: "?"},
	}
	n := &nest.Nest{Func: "f", Root: i, Reasons: []nest.Reason{{Msg: "a call of f"}}}
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	checkRecord(t, n)
	want := []string{"__e1[()] = False", "__p1[i] = <nil>", "s = f(x)", "__e1[()] = True", "?"}
	if len(n.Stmts) != len(want) {
		t.Fatalf("%d statements, want %d:\n%s", len(n.Stmts), len(want), n)
	}
	for k, st := range n.Stmts {
		if st.Text != want[k] {
			t.Errorf("S%d %q, want %q", k, st.Text, want[k])
		}
	}
}

// The exit flag of an outermost loop is reset in its first iteration,
// found by comparing the loop variable with the loop's start, which may be
// an expression the interpreter evaluates (range(len(a) - 1, -1, -1)).
func TestRootBreakOpaqueStart(t *testing.T) {
	n := mustParse(t, `
@alpyna.jit
def f(a, b):
    for i in range(len(a), 0, -1):
        if a[i - 1] < 0:
            break
        b[i - 1] = 1
`)
	if err := Convert(n); err != nil {
		t.Fatal(err)
	}
	first := n.Stmts[0]
	if got := nest.String(first.Pred); got != "i == len(a)" || first.Text != "__e1[()] = False" {
		t.Errorf("first statement [if %s] %s, want [if i == len(a)] __e1[()] = False\n%s", got, first.Text, n)
	}
	if c, ok := first.Pred.(*nest.Compare); ok && c.Y == n.Root.Start {
		t.Errorf("the generated predicate shares the loop's start expression")
	}
}
