package kernelgen

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// TestBitwiseTypes checks the types of & | ^ << >> and ~ that CPython
// 3.11 with NumPy 1.24 gives, and the refusals: floats (TypeError) and a
// shift of two bools one of which is a np.bool_ (an int8).
func TestBitwiseTypes(t *testing.T) {
	for _, tc := range []struct {
		op   nest.BinOp
		x, y kernel.Type
		want kernel.Type // Invalid: refused
	}{
		{nest.BitAnd, kernel.PyBool, kernel.PyBool, kernel.PyBool}, // True & False
		{nest.LShift, kernel.PyBool, kernel.PyBool, kernel.PyInt},  // True << True
		{nest.BitOr, kernel.PyBool, kernel.PyInt, kernel.PyInt},
		{nest.BitXor, kernel.Bool, kernel.PyBool, kernel.Bool},   // np.True_ ^ True
		{nest.BitAnd, kernel.Bool, kernel.PyInt, kernel.Int64},   // np.True_ & 1
		{nest.BitAnd, kernel.PyBool, kernel.Int32, kernel.Int32}, // True & np.int32(3)
		{nest.BitAnd, kernel.Int32, kernel.PyInt, kernel.Int64},  // np.int32(3) & 1
		{nest.RShift, kernel.Int32, kernel.Int32, kernel.Int32},
		{nest.LShift, kernel.Int32, kernel.Int64, kernel.Int64},
		{nest.RShift, kernel.Bool, kernel.PyBool, kernel.Invalid}, // int8
		{nest.BitAnd, kernel.PyFloat, kernel.PyInt, kernel.Invalid},
		{nest.LShift, kernel.Int64, kernel.Float64, kernel.Invalid},
	} {
		got, err := arith(tc.op, tc.x, tc.y)
		if tc.want == kernel.Invalid {
			if err == nil {
				t.Errorf("%s %s %s: typed %s, want a refusal", tc.x, tc.op, tc.y, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s %s %s: %s, %v; want %s", tc.x, tc.op, tc.y, got, err, tc.want)
		}
	}
	types := []kernel.Type{kernel.PyBool, kernel.PyInt, kernel.Bool, kernel.Int32, kernel.Int64}
	for _, x := range types {
		got, err := unaryType(nest.Invert, x)
		want, rerr := runtime.Unary(nest.Invert, sample(x, 3))
		if err != nil || rerr != nil || got != typeOfValue(want) {
			t.Errorf("~%s: typed %s (%v), the executor gives %s (%v)", x, got, err, typeOfValue(want), rerr)
		}
	}
	for _, x := range []kernel.Type{kernel.PyFloat, kernel.Float32, kernel.Float64} {
		if got, err := unaryType(nest.Invert, x); err == nil {
			t.Errorf("~%s: typed %s, want a refusal", x, got)
		}
	}
}
