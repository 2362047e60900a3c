package kernel

import (
	"strings"
	"testing"
)

// module returns a one-kernel module a[i] = value over a Dim i, valid
// unless a test breaks it.
func module() (*Module, *Kernel, *Store) {
	m := &Module{Name: "m"}
	n := &Param{Slot: 0, Kind: Symbol, Name: "n", Type: PyInt}
	a := &Array{Name: "a", Elem: Float64, NDim: 1}
	a.Data = &Param{Slot: 1, Kind: Data, Name: "a", Type: Float64, Array: a}
	a.Shape = []*Param{{Slot: 2, Kind: Shape, Name: "a", Type: PyInt, Array: a}}
	m.Params = []*Param{n, a.Data, a.Shape[0]}
	m.Arrays = []*Array{a}
	i := &Local{Index: 0, Name: "i", Type: PyInt}
	st := &Store{Array: a, Index: []*Subscript{{X: &Var{Local: i}}}, Value: &Const{T: Float64, F: 1}}
	k := &Kernel{Name: "k", Locals: []*Local{i}, Body: []Stmt{st},
		Dims: []*Dim{{Var: i, Lower: &Const{T: PyInt}, Upper: &ParamRef{Param: n}, Step: &Const{T: PyInt, I: 1}}}}
	m.Kernels = []*Kernel{k}
	m.Host = []Step{&Launch{Kernel: k}}
	return m, k, st
}

// stride adds a Stride param of a's axis to m.
func stride(m *Module, a *Array, axis int) *Param {
	p := &Param{Slot: len(m.Params), Kind: Stride, Name: a.Name, Type: PyInt, Array: a, Axis: axis}
	m.Params = append(m.Params, p)
	return p
}

func TestVerify(t *testing.T) {
	if m, _, _ := module(); m.Verify() != nil {
		t.Fatalf("the valid module does not verify: %v", m.Verify())
	}
	tests := []struct {
		name  string
		spoil func(m *Module, k *Kernel, st *Store)
		want  string
	}{
		{"check without MayFail", func(m *Module, k *Kernel, st *Store) { st.Index[0].Check = true }, "MayFail is false"},
		{"store of the wrong type", func(m *Module, k *Kernel, st *Store) { st.Value = &Const{T: PyInt, I: 1} }, "store of int into a"},
		{"mixed operands", func(m *Module, k *Kernel, st *Store) {
			st.Value = &Binary{Op: Add, X: &Const{T: Float64, F: 1}, Y: &Const{T: Float32, F: 1}, T: Float64}
		}, "add of float64 and float32"},
		{"undeclared local", func(m *Module, k *Kernel, st *Store) { k.Locals = nil }, "not declared"},
		{"float loop bound", func(m *Module, k *Kernel, st *Store) { k.Dims[0].Upper = &Const{T: PyFloat, F: 3} }, "want int"},
		{"module MayFail", func(m *Module, k *Kernel, st *Store) { m.MayFail = true }, "module MayFail"},
		{"strides of another rank", func(m *Module, k *Kernel, st *Store) {
			a := m.Arrays[0]
			a.Strides = []*Param{stride(m, a, 0), stride(m, a, 1)}
		}, "2 strides for 1 axes"},
		{"stride of another axis", func(m *Module, k *Kernel, st *Store) {
			a := m.Arrays[0]
			a.Strides = []*Param{stride(m, a, 1)}
		}, "stride parameter 0 missing"},
		{"stride not a param", func(m *Module, k *Kernel, st *Store) {
			a := m.Arrays[0]
			a.Strides = []*Param{{Slot: 9, Kind: Stride, Name: "a", Type: PyInt, Array: a}}
		}, "stride parameter 0 missing"},
	}
	if m, _, _ := module(); func() error { m.Arrays[0].Strides = []*Param{stride(m, m.Arrays[0], 0)}; return m.Verify() }() != nil {
		t.Errorf("a strided array does not verify")
	}
	for _, tc := range tests {
		m, k, st := module()
		tc.spoil(m, k, st)
		err := m.Verify()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// TestVerifyInside checks the rule of Dim.Inside: the last Dim may run
// inside a chain of For loops that the body is, and nowhere else.
func TestVerifyInside(t *testing.T) {
	wrap := func(k *Kernel) *For {
		j := &Local{Index: len(k.Locals), Name: "j", Type: PyInt}
		k.Locals = append(k.Locals, j)
		f := &For{Var: j, Lower: &Const{T: PyInt}, Upper: &Const{T: PyInt, I: 3}, Step: &Const{T: PyInt, I: 1}, Body: k.Body}
		k.Body = []Stmt{f}
		return f
	}
	m, k, _ := module()
	f := wrap(k)
	k.Dims[0].Inside = 1
	if err := m.Verify(); err != nil {
		t.Errorf("i inside the only loop of the body: %v", err)
	}
	if fors := InsideFors(k.Body, 1); len(fors) != 1 || fors[0] != f {
		t.Errorf("InsideFors = %v, want the j loop", fors)
	}
	bad := []struct {
		name  string
		spoil func(k *Kernel)
	}{
		{"deeper than the chain", func(k *Kernel) { k.Dims[0].Inside = 2 }},
		{"a body of two statements", func(k *Kernel) { k.Body = append(k.Body, k.Body[0].(*For).Body[0]) }},
		{"a loop with exit flags", func(k *Kernel) { k.Body[0].(*For).Exits = []*Local{k.Locals[0]} }},
		{"an ordered Dim", func(k *Kernel) { k.Dims[0].Ordered = true }},
	}
	for _, tc := range bad {
		m, k, _ := module()
		wrap(k)
		k.Dims[0].Inside = 1
		tc.spoil(k)
		if err := m.Verify(); err == nil || !strings.Contains(err.Error(), "runs inside") {
			t.Errorf("%s: got %v, want an error about where the dim runs", tc.name, err)
		}
	}
}

// selfUpdate returns a[i] op= x as the module's store's value: the load of
// the element the store writes, op'd with x.
func selfUpdate(st *Store, op BinOp, x Expr) *Binary {
	self := &Load{Array: st.Array, Index: []*Subscript{{X: st.Index[0].X}}}
	return &Binary{Op: op, X: self, Y: x, T: st.Array.Elem}
}

func TestVerifyAtomic(t *testing.T) {
	one := &Const{T: Float64, F: 1}
	good := []struct {
		name  string
		value func(st *Store) Expr
	}{
		{"add", func(st *Store) Expr { return selfUpdate(st, Add, one) }},
		{"max, the element second", func(st *Store) Expr {
			b := selfUpdate(st, Max, one)
			b.X, b.Y = b.Y, b.X
			return b
		}},
		{"through converts", func(st *Store) Expr {
			b := selfUpdate(st, Mul, one)
			self := b.X
			return &Convert{T: Float64, X: &Binary{Op: Mul, T: PyFloat, X: &Convert{T: PyFloat, X: self}, Y: &Const{T: PyFloat, F: 2}}}
		}},
	}
	for _, tc := range good {
		m, _, st := module()
		st.Value, st.Atomic = tc.value(st), true
		if err := m.Verify(); err != nil {
			t.Errorf("%s: a valid atomic store does not verify: %v", tc.name, err)
		}
		if st.SelfLoad() == nil {
			t.Errorf("%s: no self load", tc.name)
		}
	}

	m, k, st := module()
	st.Value, st.Atomic = selfUpdate(st, Add, one), true
	if got, want := k.String(), "  atomic a[i] = add:float64(a[i], 1.0:float64)\n"; !strings.Contains(got, want) {
		t.Errorf("kernel prints as\n%s\nwant a line %q", got, want)
	}
	if got := m.String(); !strings.Contains(got, "atomic a[i]") {
		t.Errorf("module prints without atomic:\n%s", got)
	}
	st.Atomic = false
	if strings.Contains(k.String(), "atomic") {
		t.Errorf("a plain store prints as atomic:\n%s", k.String())
	}

	const notSelf = "is not an update of its own element"
	bad := []struct {
		name  string
		spoil func(m *Module, k *Kernel, st *Store)
		want  string
	}{
		{"a constant", func(m *Module, k *Kernel, st *Store) {}, notSelf},
		{"another element", func(m *Module, k *Kernel, st *Store) {
			b := selfUpdate(st, Add, one)
			b.X.(*Load).Index[0].X = &Binary{Op: Add, X: st.Index[0].X, Y: &Const{T: PyInt, I: 1}, T: PyInt}
			st.Value = b
		}, notSelf},
		{"another array", func(m *Module, k *Kernel, st *Store) {
			b := &Array{Name: "b", Elem: Float64, NDim: 1}
			b.Data = &Param{Slot: 3, Kind: Data, Name: "b", Type: Float64, Array: b}
			b.Shape = []*Param{{Slot: 4, Kind: Shape, Name: "b", Type: PyInt, Array: b}}
			m.Params = append(m.Params, b.Data, b.Shape[0])
			m.Arrays = append(m.Arrays, b)
			st.Value = &Binary{Op: Add, X: &Load{Array: b, Index: st.Index}, Y: one, T: Float64}
		}, notSelf},
		{"the element two operations deep", func(m *Module, k *Kernel, st *Store) {
			st.Value = &Binary{Op: Add, X: selfUpdate(st, Mul, one), Y: one, T: Float64}
		}, notSelf},
		{"a bool array", func(m *Module, k *Kernel, st *Store) {
			st.Array.Elem, st.Array.Data.Type = Bool, Bool
			st.Value = &Convert{T: Bool, X: &Load{Array: st.Array, Index: []*Subscript{{X: st.Index[0].X}}}}
			if st.SelfLoad() == nil {
				t.Error("a bool array: no self load")
			}
		}, "atomic store into a of bool_"},
	}
	for _, tc := range bad {
		m, k, st := module()
		st.Atomic = true
		tc.spoil(m, k, st)
		err := m.Verify()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}
