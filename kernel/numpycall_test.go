package kernel

import (
	"strings"
	"testing"
)

// TestNumPyCall checks that a NumPy-spelled call says so in the kernel's
// text (the native cache key), float32 included, and that Verify refuses
// the flags where they cannot hold.
func TestNumPyCall(t *testing.T) {
	x := func() Expr { return &Const{T: PyFloat, F: 2} }
	tests := []struct {
		name      string
		call      *Call
		text, err string // the printed call; "" for a valid one
	}{
		{"math", &Call{Fn: Exp, Args: []Expr{x()}, Checked: true}, "math.exp!(2.0:float)", ""},
		{"numpy", &Call{Fn: Exp, Args: []Expr{x()}, NumPy: true}, "numpy.exp(2.0:float)", ""},
		{"numpy float32", &Call{Fn: Sin, Args: []Expr{x()}, NumPy: true, Float32: true}, "numpy.sin.f32(2.0:float)", ""},
		{"numpy spelling", &Call{Fn: Acos, Args: []Expr{x()}, NumPy: true}, "numpy.arccos(2.0:float)", ""},
		{"checked numpy", &Call{Fn: Exp, Args: []Expr{x()}, NumPy: true, Checked: true}, "", "exp spelled numpy.exp"},
		{"no numpy spelling", &Call{Fn: Erf, Args: []Expr{x()}, NumPy: true}, "", "erf spelled numpy."},
		{"float32 math", &Call{Fn: Exp, Args: []Expr{x()}, Float32: true}, "", "float32 math.exp"},
	}
	for _, tc := range tests {
		if tc.text != "" {
			if got := ExprString(tc.call); got != tc.text {
				t.Errorf("%s: printed %q, want %q", tc.name, got, tc.text)
			}
		}
		m, k, st := module()
		st.Value = &Convert{T: Float64, X: tc.call}
		k.MayFail, m.MayFail = tc.call.Checked, tc.call.Checked
		err := m.Verify()
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.err)
		}
	}
}
