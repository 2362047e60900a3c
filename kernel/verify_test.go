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
