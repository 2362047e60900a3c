package kernelgen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ifconv"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// planOf analyses the one nest of a jit function and resolves it.
func planOf(t *testing.T, src string, bindings map[string]int64) *depend.NestPlan {
	t.Helper()
	mod, err := frontend.ParseSource("k.py", []byte(src))
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
	p, err := st.Resolve(bindings)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestIrregularSchedules checks that an irregular loop becomes the first
// Dim of its kernel, fenced, fused with its parallel siblings, under its
// host loops, and that IrregularKernels finds it again.
func TestIrregularSchedules(t *testing.T) {
	tests := []struct {
		name, body string
		plain      string // the schedule without the option
		irregular  string // with every irregular loop
		found      string // IrregularKernels: kernel -> loop
	}{
		{"edge flux", `
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f
`, "launch f_l6 [e]; launch f_l7 []", "launch f_l6 [e]", "f_l6:e"},
		{"time loop", `
    for t in range(3):
        for e in range(m):
            res[left[e]] += w[e]
`, "launch f_l7 []", "for t: launch f_l7 [e]", "f_l7:e"},
		{"cells", `
    for c in range(m):
        for k in range(3):
            acc[c2v[c, k]] += w[c]
`, "launch f_l7 []", "launch f_l7 [c]", "f_l7:c"},
		{"inner parallel loop", `
    for e in range(m):
        for d in range(3):
            res[left[e], d] += w[e]
`, "for e: launch f_l7 [d]", "launch f_l7 [e d]", "f_l7:e"},
		{"fused with a reduction private to an enclosing loop", `
    for t in range(3):
        s = 0.0
        for e in range(m):
            s += w[e]
            res[left[e]] += w[e]
        x[t] = s
`, "launch f_l6 []", "launch f_l6 []", ""},
		{"under a parallel loop", `
    for i in range(m):
        for e in range(m):
            acc[i, idx[e]] += w[e]
`, "launch f_l7 [i]", "launch f_l7 [i]", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(m, w, x, res, left, right, acc, c2v, idx):" + tc.body
			p := planOf(t, src, map[string]int64{"m": 100})
			types, err := kernelgen.StaticTypes(p.Nest, map[string]string{"left": "int64", "right": "int64", "c2v": "int64", "idx": "int64", "m": "int"})
			if err != nil {
				t.Fatal(err)
			}
			// Without the option the plan's order stands (edge flux's f
			// goes from a parallel kernel to an in-order one through a
			// temporary array).
			plain, err := kernelgen.Build(p, types, nil)
			switch {
			case err != nil && tc.plain != "":
				t.Fatal(err)
			case err == nil && outline(plain.Host) != tc.plain:
				t.Errorf("plain schedule %q, want %q", outline(plain.Host), tc.plain)
			case err == nil:
				if ks := kernelgen.IrregularKernels(plain, p.Irregular); len(found(ks, plain.Kernels, p)) > 0 {
					t.Errorf("IrregularKernels found %v in a module built without the option", found(ks, plain.Kernels, p))
				}
			}
			m, err := kernelgen.BuildWith(p, types, nil, kernelgen.Options{Irregular: p.Irregular})
			if err != nil && tc.irregular == "" {
				return // no module this way: the closure builds the plain one
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Verify(); err != nil {
				t.Fatal(err)
			}
			if got := outline(m.Host); got != tc.irregular {
				t.Errorf("schedule %q, want %q\n%s", got, tc.irregular, m)
			}
			ks := kernelgen.IrregularKernels(m, p.Irregular)
			if got := strings.Join(found(ks, m.Kernels, p), " "); got != tc.found {
				t.Errorf("IrregularKernels %q, want %q", got, tc.found)
			}
			for i, il := range ks {
				if il != nil && !m.Kernels[i].Dims[0].Ordered {
					t.Errorf("kernel %s: the irregular loop's Dim is not ordered:\n%s", m.Kernels[i].Name, m.Kernels[i])
				}
			}
		})
	}
}

func found(ks []*depend.IrregularLoop, kernels []*kernel.Kernel, p *depend.NestPlan) []string {
	var out []string
	for i, il := range ks {
		if il != nil {
			out = append(out, kernels[i].Name+":"+p.Nest.Loops[il.Loop].Var)
		}
	}
	return out
}
