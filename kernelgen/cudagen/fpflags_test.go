package cudagen_test

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// TestFPFlagsLockstep runs a module whose NumPy ufunc calls record their
// floating-point exceptions (kernel/fpflags.go) as CUDA C under every
// lockstep configuration: the flags word, combined across threads with
// atomicOr, must be the Go executor's (floats within an ulp: the C
// library's exp is not NumPy's), which must hold each site's
// exceptions: sqrt's invalid value, log's divide by zero and invalid
// value, exp's overflow, and nothing for arguments that give finite
// results or for a NaN passed through.
func TestFPFlagsLockstep(t *testing.T) {
	src := `import numpy as np
import alpyna


@alpyna.jit
def f(x, out, n):
    for i in range(n):
        out[i] = np.sqrt(x[i]) + np.log(x[i] + 1.0)
        out[i] += np.exp(x[i] * 2.0)


n = 16
x = np.linspace(0.0, 1.0, n)
out = np.zeros(n)
f(x, out, n)
`
	script := filepath.Join(t.TempDir(), "fp.py")
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	mods, _ := benchmarkModules(t, script)
	if len(mods) != 1 || len(mods[0].FPSites) != 3 {
		t.Fatalf("want one module with three sites, got %d modules", len(mods))
	}
	m := mods[0]
	var flags *kernel.Param
	for _, p := range m.Params {
		if p.Name == kernel.FPFlagsParam {
			flags = p
		}
	}
	site := map[string]int{}
	for i, s := range m.FPSites {
		site[s.Ufunc] = i
	}
	for _, tc := range []struct {
		name string
		x    []float64
		want map[string]int64 // ufunc -> its site's bits
	}{
		{"finite", []float64{0, 0.5, 3, 100}, nil},
		{"sqrt of a negative", []float64{0.25, -0.5, 4}, map[string]int64{"sqrt": kernel.FPInvalid}},
		{"log of zero and below", []float64{-1, 2, -3}, map[string]int64{"sqrt": kernel.FPInvalid,
			"log": kernel.FPDivideByZero | kernel.FPInvalid}},
		{"exp overflow", []float64{1, 400, 2}, map[string]int64{"exp": kernel.FPOverflow}},
		{"NaN and infinity passed through", []float64{math.NaN(), math.Inf(1), 1}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := &world{m: m, args: make([]int64, len(m.Params))}
			n := int64(len(tc.x))
			for _, p := range m.Params {
				switch p.Kind {
				case kernel.Symbol, kernel.Shape:
					w.args[p.Slot] = n
				}
			}
			for _, a := range m.Arrays {
				elems := make([]uint64, n)
				if a.Name == "x" {
					for i, v := range tc.x {
						elems[i] = math.Float64bits(v)
					}
				}
				w.arrays = append(w.arrays, elems)
			}
			status, got := runGo(t, w)
			if status != kernel.OK {
				t.Fatalf("status %s", status)
			}
			var want int64
			for fn, bits := range tc.want {
				want |= bits << (kernel.FPSiteBits * site[fn])
			}
			if word := got.args[flags.Slot]; word != want {
				t.Errorf("flags word %#o, want %#o", word, want)
			}
			checkModuleApprox(t, w) // libm's exp may differ from NumPy's by an ulp; the flags word compares exactly
		})
	}
}
