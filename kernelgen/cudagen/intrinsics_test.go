package cudagen

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// callModule is a module of one kernel without Dims computing
// r = math.f(x[, y]) from scalars.
func callModule(t *testing.T, f kernel.Intrinsic, checked bool) *kernel.Module {
	in := f.Info()
	m := &kernel.Module{Name: "call_" + in.Name, File: "test.py", Line: 1}
	k := &kernel.Kernel{Name: in.Name, Line: 1}
	call := &kernel.Call{Fn: f, Checked: checked}
	for i := range in.Arity {
		l := &kernel.Local{Index: i, Name: fmt.Sprintf("x%d", i), Type: in.Param}
		l.Param = &kernel.Param{Slot: i, Kind: kernel.Scalar, Name: l.Name, Type: l.Type}
		m.Params = append(m.Params, l.Param)
		k.Locals, k.Inputs = append(k.Locals, l), append(k.Inputs, l)
		call.Args = append(call.Args, &kernel.Var{Local: l})
	}
	r := &kernel.Local{Index: in.Arity, Name: "r", Type: in.Result}
	r.Param = &kernel.Param{Slot: in.Arity, Kind: kernel.Scalar, Name: "r", Type: r.Type}
	m.Params = append(m.Params, r.Param)
	k.Locals = append(k.Locals, r)
	k.Outputs = []*kernel.Output{{Local: r, Combine: kernel.Direct}}
	k.Body = []kernel.Stmt{&kernel.Assign{Dst: r, Value: call}}
	k.MayFail = kernel.HasChecks(k.Body)
	m.MayFail = k.MayFail
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestIntrinsics emits a call of every intrinsic of kernel's registry,
// checked and not, and checks that it calls the CUDA function mathFuncs
// names (math.pow checked through alp_math_pow), whose name no identifier
// of the kernel may take; mathFuncs names no other.
func TestIntrinsics(t *testing.T) {
	all := kernel.AllIntrinsics()
	for f := range mathFuncs {
		if !slices.Contains(all, f) {
			t.Errorf("mathFuncs names a function for %s, which is not in kernel's registry", f)
		}
	}
	for _, f := range all {
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
