package llvmgen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// withStrides gives every user array of m stride parameters, as
// kernelgen does for a view that is not contiguous.
func withStrides(t *testing.T, m *kernel.Module) {
	t.Helper()
	for _, a := range m.Arrays {
		if a.Temp || a.Internal {
			continue
		}
		for axis := range a.NDim {
			p := &kernel.Param{Slot: len(m.Params), Kind: kernel.Stride, Name: a.Name, Type: kernel.PyInt, Array: a, Axis: axis}
			m.Params = append(m.Params, p)
			a.Strides = append(a.Strides, p)
		}
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
}

// The NVPTX IR of kernels over strided arrays compiles through llc and
// keeps its shared-memory tiles (gemm's tiles, jacobi's halo), which
// stage the elements through the strides: the PTX loads the stride slots.
// Contiguous arrays' kernels load none.
func TestPTXStrided(t *testing.T) {
	tool(t, llvmgen.FindLLC)
	for _, script := range []string{"../../benchmarks/gemm.py", "../../benchmarks/jacobi.py"} {
		m := benchmarkModules(t, script)[0]
		ir := func() string {
			mod, err := llvmgen.EmitPTX(m, nil, "sm_70")
			if err != nil {
				t.Fatal(err)
			}
			return mod.String()
		}
		if strings.Contains(ir(), ".stride") {
			t.Errorf("%s: contiguous arrays read stride slots", script)
		}
		withStrides(t, m)
		text := ir()
		if !strings.Contains(text, ".stride1") {
			t.Errorf("%s: strided arrays read no stride slot", script)
		}
		ptx, err := llvmgen.PTX(text, "sm_70")
		if err != nil {
			t.Fatalf("%s: %v", script, err)
		}
		if !strings.Contains(ptx, "bar.sync") || !strings.Contains(ptx, ".shared") {
			t.Errorf("%s: strided kernels lost their shared-memory tiles", script)
		}
	}
}
