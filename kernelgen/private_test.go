package kernelgen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestPrivateCopies checks the kernels of loops the plan runs in
// parallel by privatising a temporary array (private.go): which loops
// become Dims, which arrays each chunk copies, and what the chunk holding
// the last point copies back. A Dim the written elements move with, or a
// triangular one, stays out of the kernel; a partial write keeps its loop
// in order and the array shared.
func TestPrivateCopies(t *testing.T) {
	tests := []struct {
		name     string
		body     string
		outline  string
		privates string // "copy of array" per private, joined with ", "
		back     string // the copy back, as kernel.Kernel.String prints it
	}{
		{"doitgen", `
    for r in range(n):
        for q in range(m):
            for p in range(k):
                t[p] = 0.0
                for s in range(k):
                    t[p] += a[r, q, s] * c[s, p]
            for p in range(k):
                a[r, q, p] = t[p]
`, "launch f_l8 [r q]", "t#private of t", `
    for p in range(0:int, $k, 1:int):
      t[p] = t#private[p]`},
		{"a row temporary, its elements over the Dim's inner loop", `
    for r in range(n):
        for p in range(k):
            t[p] = a[r, 0, p] * 2.0
            b[r, p] = t[p] + 1.0
`, "launch f_l7 [r]", "t#private of t", `
    for p in range(0:int, $k, 1:int):
      t[p] = t#private[p]`},
		{"two dimensions, two loops", `
    for r in range(n):
        for q in range(m):
            for p in range(k):
                w[q, p] = a[r, q, p]
        for q in range(m):
            for p in range(k):
                b[r, p] += w[q, p]
`, "launch f_l8 [r]", "w#private of w", `
    for q in range(0:int, $m, 1:int):
      for p in range(0:int, $k, 1:int):
        w[q, p] = w#private[q, p]`},
		{"a partial write", `
    for r in range(n):
        for p in range(r):
            t[p] = a[r, 0, p]
        for p in range(k):
            b[r, p] = t[p]
`, "for r: launch f_l7 [p]; launch f_l9 [p]", "", ""},
	}
	bindings := map[string]int64{"n": 5, "m": 4, "k": 6}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(n, m, k, a, b, c, t, w):" + tc.body
			p := planOf(t, src, bindings)
			types, err := kernelgen.StaticTypes(p.Nest, map[string]string{"n": "int", "m": "int", "k": "int",
				"a": "float64", "b": "float64", "c": "float64", "t": "float64", "w": "float64"})
			if err != nil {
				t.Fatal(err)
			}
			m, err := kernelgen.Build(p, types, bindings)
			if err != nil {
				t.Fatal(err)
			}
			if got := outline(m.Host); got != tc.outline {
				t.Errorf("schedule %q, want %q", got, tc.outline)
			}
			var privates []string
			for _, k := range m.Kernels {
				for _, pr := range k.Privates {
					privates = append(privates, pr.Copy.Name+" of "+pr.Array.Name)
				}
				for _, d := range k.Dims {
					if d.Ordered != (len(k.Privates) > 0) {
						t.Errorf("kernel %s: dim %s ordered %v with %d private copies", k.Name, d.Var.Name, d.Ordered, len(k.Privates))
					}
				}
				if len(k.Privates) == 0 {
					continue
				}
				text := k.String()
				_, back, _ := strings.Cut(text, "  after the last point:")
				if back != tc.back+"\n" {
					t.Errorf("kernel %s copies back%s\nwant%s\n(kernel:\n%s)", k.Name, back, tc.back, text)
				}
				kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
					if st, ok := s.(*kernel.Store); ok && kernel.PrivateCopy(k, st.Array) == nil && strings.HasPrefix(tc.privates, st.Array.Name+"#") {
						t.Errorf("kernel %s stores into %s itself", k.Name, st.Array.Name)
					}
				})
			}
			if got := strings.Join(privates, ", "); got != tc.privates {
				t.Errorf("private copies %q, want %q", got, tc.privates)
			}
		})
	}
}
