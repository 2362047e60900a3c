package kernel

import "fmt"

// IntrinsicModule is a module of one kernel without Dims computing
// r = f(x0[, x1]) from scalar parameters (slots 0 and 1, r after them),
// checked or not: the smallest module every backend must run for each
// entry of the registry, which their tests build.
func IntrinsicModule(f Intrinsic, checked bool) (*Module, error) {
	in := f.Info()
	if in == nil {
		return nil, fmt.Errorf("kernel: %d is not an intrinsic", f)
	}
	m := &Module{Name: "call_" + in.Name, File: "test.py", Line: 1}
	k := &Kernel{Name: in.Name, Line: 1}
	call := &Call{Fn: f, Checked: checked}
	for i := range in.Arity {
		l := &Local{Index: i, Name: fmt.Sprintf("x%d", i), Type: in.Param}
		l.Param = &Param{Slot: i, Kind: Scalar, Name: l.Name, Type: l.Type}
		m.Params = append(m.Params, l.Param)
		k.Locals, k.Inputs = append(k.Locals, l), append(k.Inputs, l)
		call.Args = append(call.Args, &Var{Local: l})
	}
	r := &Local{Index: in.Arity, Name: "r", Type: in.Result}
	r.Param = &Param{Slot: in.Arity, Kind: Scalar, Name: "r", Type: r.Type}
	m.Params = append(m.Params, r.Param)
	k.Locals = append(k.Locals, r)
	k.Outputs = []*Output{{Local: r, Combine: Direct}}
	k.Body = []Stmt{&Assign{Dst: r, Value: call}}
	k.MayFail = HasChecks(k.Body)
	m.MayFail = k.MayFail
	m.Kernels = []*Kernel{k}
	m.Host = []Step{&Launch{Kernel: k}}
	return m, m.Verify()
}
