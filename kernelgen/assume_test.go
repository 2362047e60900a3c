package kernelgen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestMinPlusStepModule checks the modules Build makes of Floyd–Warshall:
// for float elements a host loop over k launching (i, j), each point
// first checking d[k, k] (a conversion of NaN to an int where it is
// negative, which stops the kernel); for int elements, whose sums may
// wrap, the plan with every dependence, one kernel in order.
func TestMinPlusStepModule(t *testing.T) {
	src := `import alpyna

@alpyna.jit
def fw(d, n):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i, j] = min(d[i, j], d[i, k] + d[k, j])
`
	p := planOf(t, src, map[string]int64{"n": 50})
	for _, tc := range []struct {
		elem    kernel.Type
		outline string
		check   bool
	}{
		{kernel.Float64, "for k: launch fw_l8 [i j]", true},
		{kernel.Float32, "for k: launch fw_l8 [i j]", true},
		{kernel.Int64, "launch fw_l8 []", false},
	} {
		t.Run(tc.elem.String(), func(t *testing.T) {
			types := kernelgen.Types{
				Arrays: map[string]kernelgen.ArrayType{"d": {Elem: tc.elem, NDim: 2}},
				Values: map[string]kernel.Type{"n": kernel.PyInt},
			}
			m, err := kernelgen.Build(p, types, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := outline(m.Host); got != tc.outline {
				t.Fatalf("schedule %q, want %q", got, tc.outline)
			}
			k := m.Kernels[0]
			text := k.String()
			if got := strings.Contains(text, "diagonal·d"); got != tc.check {
				t.Errorf("check of the diagonal in the kernel: %v, want %v:\n%s", got, tc.check, text)
			}
			if tc.check && !k.MayFail {
				t.Errorf("the kernel with the check may not fail:\n%s", text)
			}
		})
	}
}
