package llvmgen

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// callModule is kernel.IntrinsicModule, failing t.
func callModule(t *testing.T, f kernel.Intrinsic, checked bool) *kernel.Module {
	t.Helper()
	m, err := kernel.IntrinsicModule(f, checked)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestIntrinsics emits a call of every intrinsic of kernel's registry,
// checked and not, for the CPU and for NVPTX, and checks that each calls
// the function mathFuncs names (a libdevice function for the GPU where it
// names one); mathFuncs names no other.
func TestIntrinsics(t *testing.T) {
	all := append(kernel.AllIntrinsics(), kernel.InternalIntrinsics()...)
	for f := range mathFuncs {
		if !slices.Contains(all, f) {
			t.Errorf("mathFuncs names a function for %s, which is not in kernel's registry", f)
		}
	}
	for _, f := range all {
		if f.Info().Draws {
			continue // no math function: random.go's helpers, run against CPython by testdata/scripts/loops_random_draws.py
		}
		t.Run(f.String(), func(t *testing.T) {
			names, ok := mathFuncs[f]
			if !ok {
				t.Errorf("no LLVM function computes %s: add it to mathFuncs", f.Info().MathName())
			}
			for _, checked := range []bool{false, true} {
				m := callModule(t, f, checked)
				cpu, err := EmitCPUText(m)
				if err != nil {
					t.Errorf("CPU, checked %v: %v", checked, err)
				} else if !strings.Contains(cpu, "@"+names.cpu+"(") {
					t.Errorf("CPU, checked %v: no call of @%s:\n%s", checked, names.cpu, cpu)
				}
				mod, err := EmitPTX(m, nil, "")
				if err != nil {
					t.Errorf("NVPTX, checked %v: %v", checked, err)
					continue
				}
				if gpu := mod.String(); !strings.Contains(gpu, "@"+names.gpu+"(") {
					t.Errorf("NVPTX, checked %v: no call of @%s:\n%s", checked, names.gpu, gpu)
				}
				var want []string
				if strings.HasPrefix(names.gpu, "__nv_") {
					want = []string{names.gpu}
				}
				if got := Libdevice(mod); !slices.Equal(got, want) {
					t.Errorf("NVPTX, checked %v: libdevice functions %v, want %v", checked, got, want)
				}
			}
		})
	}
}

// TestIntrinsicsDoc checks that docs/llvm.md says how every intrinsic is
// emitted: its table names each.
func TestIntrinsicsDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/llvm.md")
	if err != nil {
		t.Skip(err)
	}
	for _, f := range kernel.AllIntrinsics() {
		in := f.Info()
		if !strings.Contains(string(doc), "`"+in.Name+"`") && !strings.Contains(string(doc), "`"+in.MathName()+"`") {
			t.Errorf("docs/llvm.md does not say how %s is emitted", in.MathName())
		}
	}
}
