package kernelgen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestGPUIrregular checks the GPU variants of irregular kernels against
// golden kernel IR: the parallel copy, the atomic updates, and the
// coloured kernel reading its iterations from the plan's order.
func TestGPUIrregular(t *testing.T) {
	tests := []struct {
		name, body string
		variants   string // parallel/atomic/coloured present, per irregular kernel
	}{
		{"edge_flux", `
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f
`, "pac"},
		{"cells", `
    for c in range(2, m, 3):
        for k in range(3):
            acc[c2v[c, k]] += w[c]
`, "pac"},
		{"min_and_inner_dim", `
    for t in range(3):
        for e in range(m):
            for d in range(3):
                res[left[e], d] = min(res[left[e], d], w[e])
`, "pac"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(m, w, x, res, left, right, acc, c2v, idx, flag):" + tc.body
			p := planOf(t, src, map[string]int64{"m": 100})
			types, err := kernelgen.StaticTypes(p.Nest, map[string]string{"left": "int64", "right": "int64",
				"c2v": "int64", "idx": "int32", "m": "int", "acc": "float32", "flag": "bool", "res": "float64"})
			if err != nil {
				t.Fatal(err)
			}
			m, err := kernelgen.BuildWith(p, types, nil, kernelgen.Options{Irregular: p.Irregular})
			if err != nil {
				t.Fatal(err)
			}
			before := m.String()
			g, vars := kernelgen.GPUIrregular(m, kernelgen.IrregularKernels(m, p.Irregular))
			if m.String() != before {
				t.Fatal("GPUIrregular changed its input module")
			}
			if err := g.Verify(); err != nil {
				t.Fatalf("%v\n%s", err, g)
			}
			var got strings.Builder
			for ki, v := range vars {
				if v == nil {
					continue
				}
				for _, i := range []int{v.Parallel, v.Atomic, v.Coloured} {
					if i < 0 {
						got.WriteByte('-')
						continue
					}
					got.WriteByte(g.Kernels[i].Name[len(m.Kernels[ki].Name)+1])
					if i < len(m.Kernels) {
						t.Errorf("variant %d is not appended", i)
					}
				}
				if v.Parallel >= 0 && g.Kernels[v.Parallel].Dims[0].Ordered {
					t.Error("the parallel variant's first Dim is ordered")
				}
				if v.Coloured >= 0 && (!v.Order.Internal || v.Order.Elem != kernel.Int32) {
					t.Errorf("order array %+v", v.Order)
				}
			}
			if got.String() != tc.variants {
				t.Errorf("variants %q, want %q", got.String(), tc.variants)
			}
			path := filepath.Join("testdata", "gpu_"+tc.name+".kir")
			if *update {
				if err := os.WriteFile(path, []byte(g.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if g.String() != string(want) {
				t.Errorf("module differs from %s:\n%s", path, g)
			}
		})
	}
}
