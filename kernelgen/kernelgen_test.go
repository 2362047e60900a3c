package kernelgen_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
)

var update = flag.Bool("update", false, "rewrite the golden kernel IR under testdata")

// modules returns the distinct modules a benchmark script ran at size 16.
func modules(t *testing.T, script string) []*kernel.Module {
	t.Helper()
	ins, err := kerneltest.Run(script, "16")
	if err != nil {
		t.Fatal(err)
	}
	var out []*kernel.Module
	seen := map[string]bool{}
	for _, in := range ins {
		if in.Module == nil {
			t.Errorf("%s: no module: %v (%s)", in.Nest.Pos, in.BuildError, in.Reason)
			continue
		}
		if s := in.Module.String(); !seen[s] {
			seen[s] = true
			out = append(out, in.Module)
		}
	}
	return out
}

// TestGoldenBenchmarks compares the kernel IR of every benchmark with
// testdata/<name>.kir (go test -update rewrites them).
func TestGoldenBenchmarks(t *testing.T) {
	for _, script := range kerneltest.Benchmarks("..") {
		name := kerneltest.Name(script)
		t.Run(name, func(t *testing.T) {
			var b strings.Builder
			for _, m := range modules(t, script) {
				if err := m.Verify(); err != nil {
					t.Errorf("%s: %v", m.Name, err)
				}
				// The module names its script by the path the interpreter
				// ran; the goldens by the path in the repository.
				b.WriteString(strings.ReplaceAll(m.String(), m.File, "benchmarks/"+name+".py"))
				b.WriteString("\n")
			}
			path := filepath.Join("testdata", name+".kir")
			if *update {
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if b.String() != string(want) {
				t.Errorf("kernel IR differs from %s:\ngot:\n%s", path, b.String())
			}
		})
	}
}

// TestSchedules checks what fusion and the cut make of the benchmarks an
// expert knows: one kernel for gemm over (i, j) with k inside; jacobi's
// time loop on the host around its two sweeps; mandelbrot's escape loop in
// one kernel over (i, j).
func TestSchedules(t *testing.T) {
	tests := []struct {
		script string
		want   string // host program and each kernel's Dims
	}{
		{"gemm", "launch gemm_l17 [i j]"},
		{"jacobi", "for t: launch jacobi_l18 [i j]; launch jacobi_l21 [i j]"},
		{"mandelbrot", "launch mandelbrot_l24 [i j]"},
		{"conway", "launch life_l21 [i j]"},
		{"black_scholes", "launch black_scholes_l32 [i]"},
		{"fbcorr", "launch fbcorr_l18 [f i j]"},
	}
	for _, tc := range tests {
		ms := modules(t, filepath.Join("..", "benchmarks", tc.script+".py"))
		if len(ms) != 1 {
			t.Errorf("%s: %d modules, want 1", tc.script, len(ms))
			continue
		}
		if got := outline(ms[0].Host); got != tc.want {
			t.Errorf("%s: schedule %q, want %q", tc.script, got, tc.want)
		}
	}
}

func outline(steps []kernel.Step) string {
	var parts []string
	for _, s := range steps {
		switch x := s.(type) {
		case *kernel.HostLoop:
			parts = append(parts, "for "+x.Var.Name+": "+outline(x.Body))
		case *kernel.Launch:
			var dims []string
			for _, d := range x.Kernel.Dims {
				dims = append(dims, d.Var.Name)
			}
			parts = append(parts, "launch "+x.Kernel.Name+" ["+strings.Join(dims, " ")+"]")
		}
	}
	return strings.Join(parts, "; ")
}
