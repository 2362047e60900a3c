package kernelgen_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// orderText is Order's answer as "host k / dims i j / loops k / inside 1"
// per kernel, "*" marking an interchanged one, kernels joined by "; ".
func orderText(p *depend.NestPlan) string {
	vars := func(loops []int) string {
		vs := make([]string, len(loops))
		for i, l := range loops {
			vs[i] = p.Nest.Loops[l].Var
		}
		return strings.Join(vs, " ")
	}
	var parts []string
	for _, ko := range kernelgen.Order(p, kernelgen.Options{}) {
		s := fmt.Sprintf("host %s / dims %s / loops %s / inside %d", vars(ko.Host), vars(ko.Dims), vars(ko.Loops), ko.Inside)
		if ko.Interchanged {
			s = "*" + s
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// TestInterchangeOrder checks which loops interchange moves and where the
// CPU runs the innermost one.
func TestInterchangeOrder(t *testing.T) {
	bindings := map[string]int64{"n": 64, "m": 48}
	tests := []struct {
		name, body string
		want       string
	}{
		{"kij: k stays innermost (four unit-stride reads)", `
    for k in range(m):
        for i in range(n):
            for j in range(n):
                c[i, j] += a[i, k] * b[j, k] + b[i, k] * a[j, k]
`, "*host  / dims i j / loops k / inside 0"},
		{"gemver by rows: i's box runs inside j on the CPU", `
    for j in range(n):
        for i in range(n):
            x[i] += a[j, i] * y[j]
`, "*host  / dims i / loops j / inside 1"},
		{"a recurrence along k", `
    for k in range(m):
        for i in range(n):
            a[k + 1, i] = a[k, i] + b[i]
`, "*host  / dims i / loops k / inside 1"},
		{"four deep, k third", `
    for i in range(n):
        for j in range(n):
            for k in range(m):
                for l in range(n):
                    a[i, j, k + 1, l] = a[i, j, k, l] * 0.5 + b[j, l]
`, "*host  / dims i j l / loops k / inside 1"},
		{"column sums: k innermost (unit stride), i the dim", `
    for k in range(m):
        for i in range(n):
            s[i] += a[i, k]
`, "*host  / dims i / loops k / inside 0"},
		{"a private scalar moves with its iteration", `
    for k in range(m):
        for i in range(n):
            t = a[k, i] * 2.0
            a[k + 1, i] = t + b[i]
`, "*host  / dims i / loops k / inside 1"},
		{"(<, >): i must stay inside k", `
    for k in range(m):
        for i in range(n):
            a[k + 1, i] = a[k, i + 1]
`, "host k / dims i / loops  / inside 0"},
		{"triangular: i's bound reads k", `
    for k in range(1, m):
        for i in range(k):
            a[k, i] = a[k - 1, i] + a[k - 1, i + 1]
`, "host k / dims i / loops  / inside 0"},
		{"a private scalar read after the nest", `
    t = 0.0
    for k in range(m):
        for i in range(n):
            t = a[k, i] * 2.0
            a[k + 1, i] = t + b[i]
    return t
`, "host k / dims i / loops  / inside 0"},
		{"a scalar reduction: nothing is sequential, nothing moves", `
    s = 0.0
    for k in range(m):
        for i in range(n):
            s += a[k, i]
    return s
`, "host  / dims k i / loops  / inside 0"},
		{"siblings inside k: no perfect chain", `
    for k in range(m):
        for i in range(n):
            b[i] = a[k, i] * 2.0
        for i in range(n):
            a[k + 1, i] = b[i] + a[k, i]
`, "host k / dims i / loops  / inside 0; host k / dims i / loops  / inside 0"},
		{"inside a kernel already: the (i) kernel keeps k outside j", `
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * 0.5
        for k in range(m):
            for j in range(i + 1):
                c[i, j] = c[i, j] + a[j, k] * b[i, k]
`, "host  / dims i / loops  / inside 0"},
		{"in order, but i's box belongs inside j on the CPU (gemver's x += A' y)", `
    for i in range(n):
        for j in range(n):
            x[i] = x[i] + a[j, i] * y[j]
`, "*host  / dims i / loops j / inside 1"},
		{"in order, gemm without an accumulator: j's box inside k (the ikj order)", `
    for i in range(n):
        for j in range(n):
            for k in range(m):
                c[i, j] += a[i, k] * b[k, j]
`, "*host  / dims i j / loops k / inside 1"},
		{"already in order", `
    for i in range(n):
        for j in range(n):
            for k in range(m):
                c[i, j] += a[i, k] * b[j, k]
`, "host  / dims i j / loops k / inside 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(a, b, c, s, x, y, n, m):" + tc.body
			p := planOf(t, src, bindings)
			if got := orderText(p); got != tc.want {
				t.Errorf("order %q, want %q\nplan:\n%s", got, tc.want, p.Plan)
			}
		})
	}
}

// TestInterchangeModule checks the kernel Build makes of an interchanged
// chain: the sequential loop inside the kernel, the innermost Dim placed
// inside it for the CPU, and a module that verifies.
func TestInterchangeModule(t *testing.T) {
	src := `import alpyna

@alpyna.jit
def gemver(x, a, y, beta, n):
    for j in range(n):
        for i in range(n):
            x[i] += beta * a[j, i] * y[j]
`
	p := planOf(t, src, map[string]int64{"n": 100})
	types := kernelgen.Types{
		Arrays: map[string]kernelgen.ArrayType{"x": {Elem: kernel.Float64, NDim: 1}, "a": {Elem: kernel.Float64, NDim: 2}, "y": {Elem: kernel.Float64, NDim: 1}},
		Values: map[string]kernel.Type{"beta": kernel.PyFloat, "n": kernel.PyInt},
	}
	m, err := kernelgen.Build(p, types, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := outline(m.Host); got != "launch gemver_l7 [i]" {
		t.Fatalf("schedule %q, want one launch over i", got)
	}
	k := m.Kernels[0]
	fors := kernel.InsideFors(k.Body, k.Dims[0].Inside)
	if k.Dims[0].Inside != 1 || len(fors) != 1 || fors[0].Var.Name != "j" {
		t.Errorf("dim i runs inside %d loops (%v), want inside the j loop:\n%s", k.Dims[0].Inside, fors, k)
	}
}
