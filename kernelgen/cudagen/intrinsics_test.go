package cudagen

import (
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
// checked and not, and checks that it calls the CUDA function mathFuncs
// names (math.pow checked through alp_math_pow), whose name no identifier
// of the kernel may take; mathFuncs names no other.
func TestIntrinsics(t *testing.T) {
	all := append(kernel.AllIntrinsics(), kernel.InternalIntrinsics()...)
	for f := range mathFuncs {
		if !slices.Contains(all, f) {
			t.Errorf("mathFuncs names a function for %s, which is not in kernel's registry", f)
		}
	}
	for _, f := range all {
		if f.Info().Draws {
			// Only the CPU's kernels draw (the closure runs such nests
			// there): the CUDA emitter refuses them.
			if _, err := Emit(callModule(t, f, false), nil); err == nil {
				t.Errorf("%s: the CUDA emitter took a random draw", f)
			}
			continue
		}
		t.Run(f.String(), func(t *testing.T) {
			name, ok := mathFuncs[f]
			if !ok {
				t.Errorf("no CUDA function computes %s: add it to mathFuncs", f.Info().MathName())
			}
			if !cReserved[name] {
				t.Errorf("%s is not reserved: a local could hide it", name)
			}
			for _, checked := range []bool{false, true} {
				src, err := Emit(callModule(t, f, checked), nil)
				if err != nil {
					t.Errorf("checked %v: %v", checked, err)
					continue
				}
				want := name + "("
				if checked && f.Info().Domain == kernel.MathPow {
					want = "alp_math_pow("
				}
				if !strings.Contains(src, want) {
					t.Errorf("checked %v: no call %s...):\n%s", checked, want, src)
				}
			}
		})
	}
}
