package runtime

import (
	"math"
	"testing"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
)

// TestBitwiseOperators checks the loop-record executor's & | ^ << >> and
// ~ against what CPython 3.11 and NumPy 1.24 print for the same
// expressions: Python ints exact (a negative count raises, a << past 64
// bits is the interpreter's), bools staying bools under & | ^, NumPy
// scalars with NumPy's counts outside [0, width).
func TestBitwiseOperators(t *testing.T) {
	i64 := func(v int64) Value { return NumPyScalar(ndarray.MakeInt(ndarray.Int64, v)) }
	i32 := func(v int64) Value { return NumPyScalar(ndarray.MakeInt(ndarray.Int32, v)) }
	npBool := func(b bool) Value { return NumPyScalar(ndarray.MakeBool(b)) }
	for _, tc := range []struct {
		op   nest.BinOp
		x, y Value
		want string
	}{
		{nest.BitAnd, Int(-12), Int(10), "int 0"},
		{nest.BitOr, Int(-12), Int(10), "int -2"},
		{nest.BitXor, Int(-12), Int(10), "int -2"},
		{nest.RShift, Int(-5), Int(70), "int -1"},       // (-5) >> 70
		{nest.RShift, Int(5), Int(64), "int 0"},         // 5 >> 64
		{nest.RShift, Int(-12345), Int(3), "int -1544"}, // floors
		{nest.LShift, Int(3), Int(61), "int 6917529027641081856"},
		{nest.LShift, Int(0), Int(200), "int 0"},
		{nest.LShift, Int(1), Int(63), errOverflow.Error()}, // 2**63: a big int
		{nest.LShift, Int(-1), Int(63), "int -9223372036854775808"},
		{nest.LShift, Int(1), Int(-1), "ValueError: negative shift count"},
		{nest.RShift, Int(1), Int(-1), "ValueError: negative shift count"},
		{nest.BitAnd, Bool(true), Bool(false), "bool false"}, // True & False
		{nest.BitXor, Bool(true), Bool(true), "bool false"},
		{nest.BitOr, Bool(true), Int(1), "int 1"},  // True | 1
		{nest.LShift, Bool(true), Int(1), "int 2"}, // True << 1
		{nest.RShift, Bool(true), Bool(false), "int 1"},
		{nest.LShift, i64(1), Int(64), "int64 0"},                    // np.int64(1) << 64
		{nest.LShift, i64(1), Int(63), "int64 -9223372036854775808"}, // wraps
		{nest.RShift, i64(-5), Int(64), "int64 -1"},
		{nest.RShift, i64(-5), Int(-1), "int64 -1"}, // a negative count is a huge one
		{nest.LShift, i64(5), Int(-1), "int64 0"},
		{nest.RShift, i32(-5), Int(40), "int64 -1"}, // np.int32(-5) >> 40: int64
		{nest.LShift, i32(1), Int(31), "int64 2147483648"},
		{nest.BitAnd, i32(3), i32(1), "int32 1"},
		{nest.RShift, i32(-1), i32(-1), "int32 -1"},
		{nest.BitAnd, Bool(true), i32(3), "int32 1"}, // True & np.int32(3)
		{nest.BitAnd, npBool(true), Bool(true), "bool True"},
		{nest.BitAnd, npBool(true), Int(1), "int64 1"},
		{nest.BitAnd, Float(1), Int(1), "TypeError: unsupported operand type(s) for &"},
	} {
		if got := show(Binary(tc.op, tc.x, tc.y)); got != tc.want {
			t.Errorf("%s %s %s = %s, want %s", show(tc.x, nil), tc.op, show(tc.y, nil), got, tc.want)
		}
	}
	for _, tc := range []struct {
		x    Value
		want string
	}{
		{Int(5), "int -6"},
		{Int(math.MinInt64), "int 9223372036854775807"},
		{Bool(true), "int -2"}, // ~True
		{i32(5), "int32 -6"},
		{i64(5), "int64 -6"},
		{npBool(true), "bool False"}, // ~np.True_ is logical
	} {
		if got := show(Unary(nest.Invert, tc.x)); got != tc.want {
			t.Errorf("~%s = %s, want %s", show(tc.x, nil), got, tc.want)
		}
	}
	if _, err := Unary(nest.Invert, Float(1)); err == nil {
		t.Errorf("~1.0 gave no error")
	}
}
