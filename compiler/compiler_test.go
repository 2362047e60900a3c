package compiler_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/nest"
)

const script = `import alpyna

@alpyna.jit
def flux(res, left, right, w, x, n):
    for e in range(n):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f

@alpyna.jit
def scan(a, n):
    for i in range(1, n):
        a[i] = a[i - 1] + a[i]

@alpyna.jit
def opaque(a, n):
    for i in range(n):
        a[i] = len(str(i))
`

func nests(t *testing.T) map[string]*nest.Nest {
	t.Helper()
	mod, err := frontend.ParseSource("t.py", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*nest.Nest{}
	for _, fn := range mod.Funcs {
		out[fn.Name] = fn.Nests[0]
	}
	return out
}

// TestAnalyse: an accelerated nest gets its static stage and the symbols
// it waits for; a refused one a reason, the same in n.Reasons.
func TestAnalyse(t *testing.T) {
	ns := nests(t)
	a := compiler.Analyse(ns["scan"])
	if a.Static == nil || a.Reason != "" {
		t.Fatalf("scan: not analysed: %s", a.Reason)
	}
	if got := strings.Join(a.Unresolved(), ","); got != "n" {
		t.Errorf("scan waits for %q, want n", got)
	}
	plan, err := a.Plan(nil)
	if err != nil || plan == nil {
		t.Fatalf("static plan: %v", err)
	}
	resolved, err := a.Plan(map[string]int64{"n": 10})
	if err != nil || resolved == nil {
		t.Fatalf("resolved plan: %v", err)
	}
	r := compiler.Analyse(ns["opaque"])
	if r.Static != nil || r.Reason == "" {
		t.Fatalf("opaque: analysed, want a reason")
	}
	if len(ns["opaque"].Reasons) == 0 || !strings.Contains(r.Reason, ns["opaque"].Reasons[0].Msg) {
		t.Errorf("reason %q is not the nest's %v", r.Reason, ns["opaque"].Reasons)
	}
}

// TestInstantiate: the module of a loop that writes through index arrays
// has the irregular loop as its kernel's first Dim when Config.Irregular
// asks, and on the GPU also the parallel, atomic and coloured variants
// that alpyna run launches; without Irregular, the plan's own schedule
// has no such kernel.
func TestInstantiate(t *testing.T) {
	n := nests(t)["flux"]
	a := compiler.Analyse(n)
	if a.Static == nil {
		t.Fatal(a.Reason)
	}
	bindings := map[string]int64{"n": 5000}
	plan, err := a.Plan(bindings)
	if err != nil {
		t.Fatal(err)
	}
	types, err := kernelgen.StaticTypes(n, map[string]string{"left": "int64", "right": "int64"})
	if err != nil {
		t.Fatal(err)
	}
	kernels := func(c *compiler.Compiled) string {
		if c.Module == nil {
			t.Fatalf("no module: %v", c.BuildErr)
		}
		var names []string
		for _, k := range c.Module.Kernels {
			names = append(names, k.Name)
		}
		return strings.Join(names, " ")
	}
	cpu := compiler.Instantiate(n, plan, types, bindings, compiler.Config{Target: compiler.CPU, Irregular: true})
	if got := kernels(cpu); got != "flux_l6" || cpu.Irregular[0] == nil || cpu.GPUVariants != nil {
		t.Errorf("cpu: kernels %q, irregular %v, gpu variants %v", got, cpu.Irregular, cpu.GPUVariants)
	}
	gpu := compiler.Instantiate(n, plan, types, bindings, compiler.Config{Target: compiler.GPU, Irregular: true})
	if got := kernels(gpu); got != "flux_l6 flux_l6_parallel flux_l6_atomic flux_l6_coloured" || gpu.GPUVariants == nil {
		t.Errorf("gpu: kernels %q, gpu variants %v", got, gpu.GPUVariants)
	}
	plain := compiler.Instantiate(n, plan, types, bindings, compiler.Config{Target: compiler.GPU})
	if got := kernels(plain); strings.Contains(got, "_parallel") || len(plain.Irregular) > 0 || plain.GPUVariants != nil {
		t.Errorf("without irregular loops: kernels %q, irregular %v, gpu variants %v", got, plain.Irregular, plain.GPUVariants)
	}
}
