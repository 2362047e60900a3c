package depend_test

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/nest"
)

// TestPrivateArrays checks which arrays each iteration of a loop writes
// before reading them: the answers an expert gives for doitgen and its
// variants, and, for every binding tried, that each array reported is
// covered when the nest runs (runCovered, which executes the accesses).
func TestPrivateArrays(t *testing.T) {
	tests := []struct {
		name string
		body string
		want string // "array/loop-var" pairs, sorted
	}{
		{"doitgen", `
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                tmp[p] = 0.0
                for s in range(np_):
                    tmp[p] += A[r, q, s] * C4[s, p]
            for p in range(np_):
                A[r, q, p] = tmp[p]
`, "tmp/q tmp/r"},
		{"the read's range is covered with an offset", `
    for r in range(nr):
        for p in range(np_ + 2):
            tmp[p] = A[r, 0, p]
        for p in range(1, np_ + 1):
            A[r, 1, p] = tmp[p - 1] + tmp[p + 1]
`, "tmp/r"},
		{"a partial overwrite", `
    for r in range(nr):
        for p in range(r):
            tmp[p] = A[r, 0, p]
        for p in range(np_):
            A[r, 1, p] = tmp[p]
`, ""},
		{"a write that depends on the outer loop", `
    for r in range(nr):
        for p in range(np_):
            tmp[p + r] = A[r, 0, p]
        for p in range(np_):
            A[r, 1, p] = tmp[p]
`, ""},
		{"read before written", `
    for r in range(nr):
        for p in range(np_):
            A[r, 1, p] = tmp[p]
        for p in range(np_):
            tmp[p] = A[r, 0, p]
`, ""},
		{"a predicated write", `
    for r in range(nr):
        for p in range(np_):
            if A[r, 0, p] > 0:
                tmp[p] = A[r, 0, p]
        for p in range(np_):
            A[r, 1, p] = tmp[p]
`, ""},
		{"read one past the end", `
    for r in range(nr):
        for p in range(np_):
            tmp[p] = A[r, 0, p]
        for p in range(np_):
            A[r, 1, p] = tmp[p + 1]
`, ""},
		{"two dimensions, one of them shared", `
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                W[q, p] = A[r, q, p]
        for q in range(nq):
            for p in range(np_):
                A[r, q, p] = W[q, p] * 2.0
`, "W/r"},
		{"same element in one loop", `
    for r in range(nr):
        for p in range(np_):
            tmp[p] = 1.0
            tmp[p] += A[r, 0, p]
            A[r, 1, p] = tmp[p]
`, "tmp/p tmp/r"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(nr, nq, np_, A, C4, tmp, W):" + tc.body
			st := analyzeSource(t, src)
			for _, b := range []map[string]int64{
				{"nr": 3, "nq": 2, "np_": 4}, {"nr": 2, "nq": 1, "np_": 1}, {"nr": 4, "nq": 3, "np_": 5},
			} {
				p, err := st.Resolve(b)
				if err != nil {
					t.Fatal(err)
				}
				got := p.PrivateArrays(b)
				var names []string
				for _, pa := range got {
					names = append(names, pa.Array+"/"+p.Nest.Loops[pa.Loop].Var)
					if bad := runCovered(p.Nest, pa, b); bad != "" {
						t.Errorf("%v: %s private to %s, but %s", b, pa.Array, p.Nest.Loops[pa.Loop].Var, bad)
					}
				}
				slices.Sort(names)
				if s := strings.Join(names, " "); s != tc.want {
					t.Errorf("%v: private arrays %q, want %q", b, s, tc.want)
				}
			}
			if tc.want == "" {
				// The oracle agrees that some read finds a value of an
				// earlier iteration (or of the caller).
				b := map[string]int64{"nr": 4, "nq": 3, "np_": 5}
				p, err := st.Resolve(b)
				if err != nil {
					t.Fatal(err)
				}
				if runCovered(p.Nest, depend.PrivateArray{Array: "tmp", Loop: 0}, b) == "" {
					t.Errorf("%v: every read of tmp is covered, but PrivateArrays says shared", b)
				}
			}
		})
	}
	// np_ = 0: nothing is read, so every array read inside is covered.
	st := analyzeSource(t, "import alpyna\n\n@alpyna.jit\ndef f(nr, np_, A, tmp):"+tests[2].body)
	b := map[string]int64{"nr": 3, "np_": 0}
	p, err := st.Resolve(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.PrivateArrays(b); len(got) != 1 {
		t.Errorf("np_ = 0: %v, want tmp private to r", got)
	}
}

// runCovered runs the accesses of n in order for bindings b, ignoring
// predicates (every statement runs: more reads, so a stricter check), and
// says how a read of pa.Array in some iteration of pa.Loop found an
// element that iteration had not written ("" when none did).
func runCovered(n *nest.Nest, pa depend.PrivateArray, b map[string]int64) string {
	env := maps.Clone(b)
	var written map[string]bool // elements of the array written in the current iteration of pa.Loop
	key := func(r *nest.Ref) (string, bool) {
		var parts []string
		for _, f := range r.Forms {
			v, ok := f.Eval(env)
			if !ok {
				return "", false
			}
			parts = append(parts, fmt.Sprint(v))
		}
		return strings.Join(parts, ","), true
	}
	bad := ""
	var run func(nodes []nest.Node)
	run = func(nodes []nest.Node) {
		for _, nd := range nodes {
			if bad != "" {
				return
			}
			switch x := nd.(type) {
			case *nest.Loop:
				lo, _ := x.Lower.Eval(env)
				hi, _ := x.Upper.Eval(env)
				for v := lo; v < hi; v += x.StepValue {
					if x.Index == pa.Loop {
						written = map[string]bool{}
					}
					env[x.Var] = v
					run(x.Body)
				}
				delete(env, x.Var)
			case *nest.Assign:
				if written == nil || !slices.Contains(x.Loops, pa.Loop) {
					continue
				}
				var reads []*nest.Ref
				collect := func(e nest.Expr) {
					nest.WalkExpr(e, func(y nest.Expr) {
						if r, ok := y.(*nest.Ref); ok && r.Array == pa.Array {
							reads = append(reads, r)
						}
					})
				}
				collect(x.Value)
				if x.Pred != nil {
					collect(x.Pred)
				}
				t, isRef := x.Target.(*nest.Ref)
				if isRef && t.Array == pa.Array && x.Op != nest.NoOp {
					reads = append(reads, t)
				}
				for _, r := range reads {
					if k, ok := key(r); !ok || !written[k] {
						bad = fmt.Sprintf("line %d reads %s[%s] first", x.Pos.Line, pa.Array, k)
						return
					}
				}
				if isRef && t.Array == pa.Array && x.Pred == nil {
					if k, ok := key(t); ok {
						written[k] = true
					}
				}
			}
		}
	}
	run([]nest.Node{n.Root})
	return bad
}

// TestPrivateArraysDoitgen runs the analysis on the PolyBench port: sum_
// is private to r and to q (docs/polybench.md).
func TestPrivateArraysDoitgen(t *testing.T) {
	src, err := os.ReadFile("../testdata/polybench/doitgen.py")
	if err != nil {
		t.Fatal(err)
	}
	st := analyzeSource(t, string(src))
	b := map[string]int64{"nr": 10, "nq": 8, "np_": 12}
	p, err := st.Resolve(b)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pa := range p.PrivateArrays(b) {
		got = append(got, pa.Array+"/"+p.Nest.Loops[pa.Loop].Var)
	}
	if s := strings.Join(got, " "); s != "sum_/r sum_/q" {
		t.Errorf("private arrays %q, want sum_ over r and q", s)
	}
}

// TestPrivatise checks which loops the plan makes parallel by giving
// each chunk of their iterations a copy of a temporary array
// (NestPlan.Privatised), with the bindings a call gives and, for the
// loops whose bounds are constants, ahead of time too: doitgen's r and q,
// and what keeps a loop in order: a partial write, a write the elements
// of which move with the loop, a predicated write, a break, an array the
// loop only writes, and another dependence carried by the loop.
func TestPrivatise(t *testing.T) {
	tests := []struct {
		name     string
		body     string
		parallel string // the first statement's parallel loops
		private  string // "array/loop-var" pairs of NestPlan.Privatised, in order
		ahead    bool   // the plan ahead of time privatises too (constant bounds)
	}{
		{"doitgen", `
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                tmp[p] = 0.0
                for s in range(np_):
                    tmp[p] += A[r, q, s] * C4[s, p]
            for p in range(np_):
                A[r, q, p] = tmp[p]
`, "r q p", "tmp/r tmp/q", false},
		{"constant bounds", `
    for r in range(nr):
        for p in range(4):
            tmp[p] = A[r, 0, p]
        for p in range(4):
            A[r, 1, p] = tmp[3 - p]
`, "r p", "tmp/r", true},
		{"a partial write", `
    for r in range(nr):
        for p in range(r):
            tmp[p] = A[r, 0, p]
        for p in range(np_):
            A[r, 1, p] = tmp[p]
`, "p", "", false},
		{"the written elements move with the loop", `
    for r in range(nr):
        for p in range(np_):
            tmp[p + r] = A[r, 0, p]
            A[r, 1, p] = tmp[p + r]
`, "p", "", false},
		{"a predicated write besides the covering one", `
    for r in range(nr):
        for p in range(np_):
            tmp[p] = A[r, 0, p]
            if A[r, 1, p] > 0:
                tmp[p] = 2.0
        for p in range(np_):
            A[r, 2, p] = tmp[p]
`, "p", "", false},
		{"a break", `
    for r in range(nr):
        for p in range(np_):
            tmp[p] = A[r, 0, p]
            if tmp[p] > 5:
                break
        for p in range(np_):
            A[r, 2, p] = tmp[0]
`, "", "", false},
		{"only written", `
    for r in range(nr):
        for p in range(np_):
            tmp[p] = A[r, 0, p]
`, "p", "", false},
		{"another carried dependence", `
    for r in range(1, nr):
        for p in range(np_):
            tmp[p] = A[r - 1, 0, p]
        for p in range(np_):
            A[r, 0, p] = tmp[p] + 1.0
`, "p", "", false},
	}
	b := map[string]int64{"nr": 4, "nq": 3, "np_": 5}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := analyzeSource(t, "import alpyna\n\n@alpyna.jit\ndef f(nr, nq, np_, A, C4, tmp):"+tc.body)
			p, err := st.Resolve(b)
			if err != nil {
				t.Fatal(err)
			}
			var par, priv []string
			sp := p.Stmts[0]
			for k, l := range sp.Loops {
				if sp.Parallel[k] {
					par = append(par, p.Nest.Loops[l].Var)
				}
			}
			for _, pa := range p.Privatised {
				priv = append(priv, pa.Array+"/"+p.Nest.Loops[pa.Loop].Var)
				if bad := runCovered(p.Nest, pa, b); bad != "" {
					t.Errorf("%s privatised for %s, but %s", pa.Array, p.Nest.Loops[pa.Loop].Var, bad)
				}
			}
			if got := strings.Join(par, " "); got != tc.parallel {
				t.Errorf("first statement parallel in %q, want %q", got, tc.parallel)
			}
			if got := strings.Join(priv, " "); got != tc.private {
				t.Errorf("privatised %q, want %q", got, tc.private)
			}
			ahead, err := st.StaticPlan()
			if err != nil {
				t.Fatal(err)
			}
			if got := len(ahead.Privatised) > 0; got != tc.ahead {
				t.Errorf("ahead of time: privatised %v, want %v", ahead.Privatised, tc.ahead)
			}
		})
	}
}
