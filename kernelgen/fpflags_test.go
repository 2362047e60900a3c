package kernelgen_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
)

// TestRecordFPExceptions checks which NumPy ufunc calls a module records
// the floating-point exceptions of (kernelgen/fpflags.go): one site per
// line and ufunc whose math spelling may raise, in the order the kernels
// meet them; not np.fabs or np.arctan2 (which raise nothing), not the math
// module's spellings (which raise); a call in a branch of a conditional
// expression too, under an If of its test; and every kernel with a site has the flags word
// as a bitwise-or reduction of its Dims.
func TestRecordFPExceptions(t *testing.T) {
	src := `import math
import numpy as np
import alpyna


@alpyna.jit
def f(x, out, n):
    for i in range(n):
        out[i] = np.sqrt(x[i]) + np.log(np.sqrt(x[i] + 1.0)) + np.fabs(x[i])
        out[i] += np.tanh(x[i]) + math.exp(x[i] * 0.0)
        out[i] -= np.exp(x[i] * 0.5) + (np.arccos(x[i]) if x[i] < 0.5 else 0.0)


@alpyna.jit
def g(x, out, n):
    for i in range(n):
        out[i] = 1.0 + x[i]


n = 64
x = np.linspace(0.0, 1.0, n)
out = np.zeros(n)
f(x, out, n)
g(x, out, n)
`
	dir := t.TempDir()
	script := filepath.Join(dir, "fp.py")
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ins, err := kerneltest.Run(script)
	if err != nil {
		t.Fatal(err)
	}
	if len(ins) != 2 || ins[0].Module == nil || ins[1].Module == nil {
		t.Fatalf("want two nests with modules, got %d", len(ins))
	}
	m := ins[0].Module
	var sites []string
	for _, s := range m.FPSites {
		sites = append(sites, fmt.Sprintf("%d:%s", s.Line, s.Ufunc))
	}
	if got, want := strings.Join(sites, " "), "9:sqrt 9:log 11:exp 11:arccos"; got != want {
		t.Errorf("sites %q, want %q", got, want)
	}
	branch := false // the arccos of the conditional expression runs under an If of its test
	for _, k := range m.Kernels {
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			if x, ok := s.(*kernel.If); ok {
				kernel.WalkStmts(x.Then, func(s kernel.Stmt) {
					if a, ok := s.(*kernel.Assign); ok {
						if c, ok := a.Value.(*kernel.Call); ok && c.Fn == kernel.Acos {
							branch = true
						}
					}
				})
			}
		})
	}
	if !branch {
		t.Error("the arccos call of the conditional expression is not under an If")
	}
	var flags *kernel.Param
	for _, p := range m.Params {
		if p.Name == kernel.FPFlagsParam {
			flags = p
		}
	}
	if flags == nil || flags.Kind != kernel.Scalar || flags.Type != kernel.Int64 {
		t.Fatalf("flags parameter %+v", flags)
	}
	for _, k := range m.Kernels {
		found := false
		for _, o := range k.Outputs {
			if o.Local.Param == flags {
				found = true
				if o.Combine != kernel.Reduce || o.Op != kernel.BitOr {
					t.Errorf("%s: flags combine by %s %s", k.Name, o.Combine, o.Op)
				}
			}
		}
		if !found {
			t.Errorf("%s: no flags output", k.Name)
		}
	}
	if g := ins[1].Module; len(g.FPSites) != 0 {
		t.Errorf("g: sites %v", g.FPSites)
	}
	for _, p := range ins[1].Module.Params {
		if p.Name == kernel.FPFlagsParam {
			t.Error("g: a flags parameter without sites")
		}
	}
}

// TestFPSiteFlags checks the layout of the flags word: each site's bits
// apart from its neighbours'.
func TestFPSiteFlags(t *testing.T) {
	word := kernel.FPInvalid | (kernel.FPDivideByZero|kernel.FPOverflow)<<kernel.FPSiteBits |
		kernel.FPInvalid<<(kernel.FPSiteBits*(kernel.MaxFPSites-1))
	for site, want := range map[int]int64{0: kernel.FPInvalid, 1: kernel.FPDivideByZero | kernel.FPOverflow, 2: 0,
		kernel.MaxFPSites - 1: kernel.FPInvalid} {
		if got := kernel.FPSiteFlags(word, site); got != want {
			t.Errorf("site %d: %b, want %b", site, got, want)
		}
	}
}
