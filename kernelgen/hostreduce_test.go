package kernelgen_test

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestHostLoopReductions checks where a scalar reset in each iteration of
// a sequential loop and reduced in a loop inside it runs: in a kernel of
// its own, its reduction over the kernel's Dim folded into the value the
// host loop hands it (kernel.Reduce), when that loop is long enough for a
// launch per iteration to pay; in order inside the host loop's kernel
// otherwise; and never as a Dim inside a parallel loop that the scalar is
// private to.
func TestHostLoopReductions(t *testing.T) {
	long := kernelgen.MinHostReductionTrips
	tests := []struct {
		name     string
		body     string
		bindings map[string]int64
		want     string
		reduced  string // the kernel whose output s combines as a reduction ("": none)
	}{
		{"triangular, long", `
    for k in range(1, n):
        s = 0.0
        for i in range(k):
            s += a[i]
        a[k] = s / k
`, map[string]int64{"n": int64(long) + 1}, "for k: launch f_l6 []; launch f_l8 [i]; launch f_l9 []", "f_l8"},
		{"triangular, short", `
    for k in range(1, n):
        s = 0.0
        for i in range(k):
            s += a[i]
        a[k] = s / k
`, map[string]int64{"n": int64(long)}, "launch f_l6 []", ""},
		{"two loops reduced, the outer one a Dim", `
    for k in range(n):
        s = 1.0
        for i in range(n):
            for j in range(3):
                s *= b[i, j]
        a[k] = a[k - 1] + s
`, map[string]int64{"n": int64(long)}, "for k: launch f_l6 []; launch f_l9 [i]; launch f_l10 []", "f_l9"},
		{"private to a parallel loop", `
    for k in range(n):
        s = 0.0
        for i in range(n):
            s += b[k, i]
        a[k] = s
`, map[string]int64{"n": int64(long)}, "launch f_l6 [k]", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(n, a, b):" + tc.body
			p := planOf(t, src, tc.bindings)
			types, err := kernelgen.StaticTypes(p.Nest, map[string]string{"n": "int", "b": "float64"})
			if err != nil {
				t.Fatal(err)
			}
			m, err := kernelgen.Build(p, types, tc.bindings)
			if err != nil {
				t.Fatal(err)
			}
			if got := outline(m.Host); got != tc.want {
				t.Errorf("schedule %q, want %q", got, tc.want)
			}
			for _, k := range m.Kernels {
				for _, o := range k.Outputs {
					if o.Local.Name != "s" {
						continue
					}
					if reduced := o.Combine == kernel.Reduce; reduced != (k.Name == tc.reduced) {
						t.Errorf("kernel %s combines s as %v", k.Name, o.Combine)
					}
				}
			}
		})
	}
}
