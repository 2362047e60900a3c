package ndarray

import (
	"math"
	"testing"
)

// TestComplexFPErrors: the exceptions NumPy 1.24 reports for complex
// arithmetic (checked against it: np.errstate(all='raise') names them).
func TestComplexFPErrors(t *testing.T) {
	c := func(re, im float64) Scalar { return MakeComplex(Complex128, re, im) }
	arr := func(vals ...Scalar) Operand {
		a, err := FromScalars(Complex128, []int{len(vals)}, vals)
		if err != nil {
			t.Fatal(err)
		}
		return Operand{Array: a}
	}
	inf := math.Inf(1)
	for _, tc := range []struct {
		name string
		op   BinaryOp
		x, y Operand
		want FPFlags
	}{
		{"square overflows", Mul, arr(c(1e200, 0), c(1, 0)), arr(c(1e200, 0), c(1, 0)), FPOverflow},
		{"inf squared is invalid in the imaginary part", Mul, arr(c(inf, 0)), arr(c(inf, 0)), FPInvalid},
		{"broadcast scalar", Mul, arr(c(1e200, 1e200), c(1, 1)), Operand{Scalar: c(1e200, 0)}, FPOverflow},
		{"scalars", Mul, Operand{Scalar: c(1e200, 0)}, Operand{Scalar: c(1e200, 0)}, FPOverflow},
		{"add overflows", Add, arr(c(1e308, 1)), arr(c(1e308, 0)), FPOverflow},
		{"inf minus inf", Sub, arr(c(inf, 1)), arr(c(inf, 0)), FPInvalid},
		{"a NaN in is no exception", Mul, arr(c(math.NaN(), 0)), arr(c(2, 0)), 0},
		{"finite", Mul, arr(c(1, 2), c(3, -1)), arr(c(2, 0), c(0, 1)), 0},
	} {
		r, err := Binary(tc.op, tc.x, tc.y)
		if err != nil {
			t.Fatal(err)
		}
		if got := BinaryFPErrors(tc.op, tc.x, tc.y, r); got != tc.want {
			t.Errorf("%s: flags %b, want %b", tc.name, got, tc.want)
		}
	}
}
