package llvmgen

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// TestNumPyMathHost emits numpy.tanh, log10, cosh, arctan, sinh, tan,
// arcsin and arccos of a float64 for machines with and without NumPy's
// own tanh (AVX2 and FMA3) and SVML (AVX-512): a kernel computes NumPy's
// helper exactly where the interpreter's NumPy would (numpyHost), the C
// library's function elsewhere, and the two IR texts differ, so that the
// kernel cache (keyed by a hash of the IR) never hands one machine's
// kernel to the other choice. The GPU keeps libdevice's functions either
// way.
func TestNumPyMathHost(t *testing.T) {
	saved := numpyHost
	defer func() { numpyHost = saved }()
	cases := []struct {
		fn     kernel.Intrinsic
		helper string
		libm   string
		on     func(bool)
	}{
		// The C library's function, called directly, through LLVM's
		// intrinsic or through the vectorizable wrapper @alpyna.NAME
		// (vecmath.go); the kernels themselves are named after it.
		{kernel.Tanh, "@alpyna.np.tanh.f64(", "tanh", func(b bool) { numpyHost.ownTanh = b }},
		{kernel.Log10, "@alpyna.np.log10.f64(", "log10", func(b bool) { numpyHost.svml = b }},
		{kernel.Cosh, "@alpyna.np.cosh.f64(", "cosh", func(b bool) { numpyHost.svml = b }},
		{kernel.Atan, "@alpyna.np.arctan.f64(", "atan", func(b bool) { numpyHost.svml = b }},
		{kernel.Sinh, "@alpyna.np.sinh.f64(", "sinh", func(b bool) { numpyHost.svml = b }},
		{kernel.Tan, "@alpyna.np.tan.f64(", "tan", func(b bool) { numpyHost.svml = b }},
		{kernel.Asin, "@alpyna.np.arcsin.f64(", "asin", func(b bool) { numpyHost.svml = b }},
		{kernel.Acos, "@alpyna.np.arccos.f64(", "acos", func(b bool) { numpyHost.svml = b }},
	}
	for _, c := range cases {
		m := callModule(t, c.fn, false)
		for _, k := range m.Kernels {
			kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
				kernel.Exprs(s, func(root kernel.Expr) {
					kernel.WalkExpr(root, func(e kernel.Expr) {
						if call, ok := e.(*kernel.Call); ok {
							call.NumPy = true
						}
					})
				})
			})
		}
		texts := map[bool]string{}
		for _, own := range []bool{true, false} {
			c.on(own)
			ir, err := EmitCPUText(m)
			if err != nil {
				t.Fatalf("%s, own %v: %v", c.fn, own, err)
			}
			texts[own] = ir
			if got := strings.Contains(ir, c.helper); got != own {
				t.Errorf("%s, own %v: helper %s emitted: %v", c.fn, own, c.helper, got)
			}
			// The cosh, sinh and tan helpers call the C library for their
			// rare arguments.
			libm := false
			for _, callee := range []string{"@", "@alpyna.", "@llvm."} {
				libm = libm || strings.Contains(ir, "call double "+callee+c.libm)
			}
			if wantLibm := !own || c.fn == kernel.Cosh || c.fn == kernel.Sinh || c.fn == kernel.Tan; libm != wantLibm {
				t.Errorf("%s, own %v: call of the C library's %s: %v, want %v", c.fn, own, c.libm, libm, wantLibm)
			}
			ptx, err := EmitPTX(m, nil, "")
			if err != nil {
				t.Fatalf("%s, own %v: NVPTX: %v", c.fn, own, err)
			}
			if strings.Contains(ptx.String(), "alpyna.np.") {
				t.Errorf("%s, own %v: the NVPTX module computes NumPy's helper", c.fn, own)
			}
		}
		c.on(saved.ownTanh && c.fn == kernel.Tanh || saved.svml && c.fn != kernel.Tanh)
		if texts[true] == texts[false] {
			t.Errorf("%s: the same IR with and without NumPy's own code", c.fn)
		}
	}
}
