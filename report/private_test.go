package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ifconv"
	"github.com/alpyna/alpyna/report"
)

// TestPlanListsPrivateArrays checks that the plan listing names the
// arrays the plan privatises and the loops they are private to, and the
// loops as parallel (depend/privarray.go).
func TestPlanListsPrivateArrays(t *testing.T) {
	src := `import alpyna

@alpyna.jit
def doitgen(nr, nq, np_, A, C4, sum_):
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                sum_[p] = 0.0
                for s in range(np_):
                    sum_[p] += A[r, q, s] * C4[s, p]
            for p in range(np_):
                A[r, q, p] = sum_[p]
`
	mod, err := frontend.ParseSource("doitgen.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	n := mod.Funcs[0].Nests[0]
	if err := ifconv.Convert(n); err != nil {
		t.Fatal(err)
	}
	st, err := depend.AnalyzeNest(n)
	if err != nil {
		t.Fatal(err)
	}
	bindings := map[string]int64{"nr": 3, "nq": 4, "np_": 5}
	p, err := st.Resolve(bindings)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := report.WritePlan(&out, []compiler.Compiled{{Nest: n, Plan: p, Bindings: bindings}}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"  private: sum_ to r, q (each chunk of their iterations writes its own copy; the last iteration's values are copied back)\n",
		"    for r (parallel):\n      for q (parallel):\n",
		"S2 line 12: A[r, q, p] = sum_[p]\n      parallel: r q p; sequential: none",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the listing lacks %q:\n%s", want, out.String())
		}
	}
}
