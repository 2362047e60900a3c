package depend

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ifconv"
)

// analyzeLate runs frontend, ifconv and AnalyzeNest on a generated script;
// nil when the nest is outside the subset.
func analyzeLate(t *testing.T, src string) *NestStatic {
	t.Helper()
	mod, err := frontend.ParseSource("late.py", []byte(src))
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	n := mod.Funcs[0].Nests[0]
	if !n.Accelerable() {
		return nil
	}
	if err := ifconv.Convert(n); err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	st, err := AnalyzeNest(n)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return st
}

// planSummary formats what a plan decides: each statement's loops and how
// they run, the statement-level dependences with their vectors, and the
// expanded scalars.
func planSummary(p *NestPlan) string {
	var b strings.Builder
	for i, sp := range p.Stmts {
		fmt.Fprintf(&b, "S%d %v %v %v\n", i, sp.Loops, sp.Parallel, sp.Reduction)
	}
	for _, d := range p.Deps {
		fmt.Fprintf(&b, "%s %s\n", d, vectorKey(d.Dirs, d.Dist))
	}
	for _, e := range p.Expanded {
		fmt.Fprintf(&b, "expanded %v\n", e)
	}
	return b.String()
}

// TestLateSubscriptsMatchLiterals checks the run-time stage on subscripts
// with a symbolic coefficient (a[i * c + 1]) against the same nest with the
// coefficient written as a literal, which the static stage already sees as
// affine: the plans must be the same for every value of c, 0 and negative
// ones included. (Ahead of time the symbolic subscript is any element; the
// nest oracle checks that plan against execution.)
func TestLateSubscriptsMatchLiterals(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	compared := 0
	instances := 300
	if testing.Short() {
		instances = 100
	}
	for range instances {
		src := genOracleNest(r)
		if !strings.Contains(src, "* c +") {
			continue
		}
		late := analyzeLate(t, src)
		if late == nil {
			continue
		}
		if !slices.Contains(late.Unresolved(), "c") {
			t.Fatalf("Unresolved() = %v, want c among them\n%s", late.Unresolved(), src)
		}
		if late.fixed != nil {
			t.Fatalf("a nest with a late subscript got a fixed plan\n%s", src)
		}
		for c := int64(-2); c <= 2; c++ {
			lit := analyzeLate(t, strings.ReplaceAll(src, "* c +", fmt.Sprintf("* (%d) +", c)))
			bind := map[string]int64{"n": int64(1 + r.Intn(5)), "m": int64(1 + r.Intn(4)), "c": c}
			if r.Intn(2) == 0 {
				bind["a.shape[0]"] = oracleArraySize
				bind["b.shape[0]"] = oracleArraySize
				bind["b.shape[1]"] = oracleArraySize
			}
			got, err := late.Resolve(bind)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			want, err := lit.Resolve(bind)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			if len(want.Privatised) > len(got.Privatised) {
				// Array privatisation (privarray.go) reads the nest's
				// affine subscripts, which the late ones are not.
				continue
			}
			if g, w := planSummary(got), planSummary(want); g != w {
				t.Fatalf("c = %d, bindings %v: resolved plan\n%s\nwith the literal coefficient\n%s\n%s", c, bind, g, w, src)
			}
			compared++
		}
	}
	if compared < instances/3 {
		t.Errorf("only %d plans compared", compared)
	}
	t.Logf("%d plans compared", compared)
}
