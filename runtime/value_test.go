package runtime

import (
	"fmt"
	"math"
	"testing"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
)

func show(v Value, err error) string {
	if err != nil {
		return err.Error()
	}
	switch v.Kind {
	case PyInt:
		return fmt.Sprintf("int %d", v.I)
	case PyFloat:
		return fmt.Sprintf("float %v", v.F)
	case PyBool:
		return fmt.Sprintf("bool %v", v.I != 0)
	}
	return fmt.Sprintf("%s %s", v.S.DType, v.S.Repr())
}

// TestPythonArithmetic checks values against what CPython 3.11 and NumPy
// 1.24 print for the same expressions.
func TestPythonArithmetic(t *testing.T) {
	f32 := NumPyScalar(ndarray.MakeFloat(ndarray.Float32, 1.5))
	i32 := NumPyScalar(ndarray.MakeInt(ndarray.Int32, -7))
	for _, tc := range []struct {
		op   nest.BinOp
		x, y Value
		want string
	}{
		{nest.FloorDiv, Int(-7), Int(2), "int -4"},
		{nest.Mod, Int(-7), Int(2), "int 1"},
		{nest.Mod, Int(7), Int(-2), "int -1"},
		{nest.Div, Int(7), Int(2), "float 3.5"},
		{nest.Pow, Int(2), Int(-1), "float 0.5"},
		{nest.Pow, Int(3), Int(4), "int 81"},
		{nest.FloorDiv, Float(-7.5), Int(2), "float -4"},
		{nest.Mod, Float(7.5), Float(-2), "float -0.5"},
		{nest.FloorDiv, Int(1), Int(0), "ZeroDivisionError: integer division or modulo by zero"},
		{nest.Mod, Int(1), Int(0), "ZeroDivisionError: integer modulo by zero"},
		{nest.Div, Float(1), Int(0), "ZeroDivisionError: float division by zero"},
		{nest.Mod, Float(2), Int(0), "ZeroDivisionError: float modulo"},
		{nest.Pow, Float(0), Int(-1), "ZeroDivisionError: 0.0 cannot be raised to a negative power"},
		{nest.Add, Int(math.MaxInt64), Int(1), errOverflow.Error()},
		{nest.Mul, f32, Float(2.5), "float64 3.75"}, // NumPy 1.24: scalar with scalar promotes
		{nest.Mul, f32, Int(3), "float64 4.5"},      // as if both were typed
		{nest.FloorDiv, i32, Int(2), "int64 -4"},    // and NumPy floors too
		{nest.Mod, i32, Int(2), "int64 1"},
		{nest.Div, i32, Int(2), "float64 -3.5"},       // true division of ints is float64
		{nest.Add, i32, Float(0.5), "float64 -6.5"},   // int32 + Python float
		{nest.Add, Bool(true), Bool(true), "int 2"},   // bools are ints
		{nest.Sub, Int(3), Float(0.25), "float 2.75"}, //
	} {
		if got := show(Binary(tc.op, tc.x, tc.y)); got != tc.want {
			t.Errorf("%s %s %s = %s, want %s", show(tc.x, nil), tc.op, show(tc.y, nil), got, tc.want)
		}
	}
}

func TestCallsAndComparisons(t *testing.T) {
	f32 := NumPyScalar(ndarray.MakeFloat(ndarray.Float32, 2))
	for _, tc := range []struct {
		fn   string
		args []Value
		want string
	}{
		{"math.sqrt", []Value{f32}, "float 1.4142135623730951"}, // math takes the float value
		{"math.sqrt", []Value{Int(-1)}, "ValueError: math domain error"},
		{"math.log", []Value{Int(0)}, "ValueError: math domain error"},
		{"math.floor", []Value{Float(-2.5)}, "int -3"},
		{"abs", []Value{Int(-3)}, "int 3"},
		{"abs", []Value{NumPyScalar(ndarray.MakeFloat(ndarray.Float32, -2))}, "float32 2.0"},
		{"min", []Value{Int(3), Float(2.5), Int(7)}, "float 2.5"},
		{"max", []Value{Int(3), Float(3)}, "int 3"}, // the first of equals
		{"int", []Value{Float(-2.7)}, "int -2"},
		{"int", []Value{Float(math.NaN())}, "ValueError: cannot convert float NaN to integer"},
		{"float", []Value{Int(3)}, "float 3"},
	} {
		if got := show(Call(tc.fn, tc.args)); got != tc.want {
			t.Errorf("%s%v = %s, want %s", tc.fn, tc.args, got, tc.want)
		}
	}
	if got := show(Compare(nest.Lt, Float(math.NaN()), Int(1))); got != "bool false" {
		t.Errorf("nan < 1 = %s", got)
	}
	if got := show(Compare(nest.Gt, f32, Int(1))); got != "bool True" {
		t.Errorf("float32(2) > 1 = %s, want a NumPy bool", got)
	}
}

// TestFloat32StaysFloat32 checks that float32 arithmetic rounds every
// result to float32, as NumPy computes it, so chained operations do not
// carry float64 precision.
func TestFloat32StaysFloat32(t *testing.T) {
	a, b := float32(1.0/3), float32(1.0/7)
	x := NumPyScalar(ndarray.MakeFloat(ndarray.Float32, float64(a)))
	y := NumPyScalar(ndarray.MakeFloat(ndarray.Float32, float64(b)))
	for _, tc := range []struct {
		op   nest.BinOp
		want float32
	}{{nest.Add, a + b}, {nest.Sub, a - b}, {nest.Mul, a * b}, {nest.Div, a / b}} {
		v, err := Binary(tc.op, x, y)
		if err != nil || v.Kind != NumPy || v.S.DType != ndarray.Float32 || v.S.F != float64(tc.want) {
			t.Errorf("float32 %v %s %v = %s, want float32 %v", a, tc.op, b, show(v, err), tc.want)
		}
	}
}
