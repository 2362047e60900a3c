package ndarray

import (
	"math"
	"testing"
)

// The bits and strings are NumPy 1.24's: np.float16(v).view(np.uint16)
// and str(np.float16(v)) under /usr/bin/python3.
func TestFloat16Conversion(t *testing.T) {
	for _, c := range []struct {
		v    float64
		bits uint16
		str  string
	}{
		{0.1, 0x2e66, "0.1"},
		{1.0 / 3, 0x3555, "0.3333"},
		{65504, 0x7bff, "65500.0"},
		{65519.99, 0x7bff, "65500.0"},
		{65520, 0x7c00, "inf"},
		{1e-7, 0x2, "1e-07"},
		{0x1p-25, 0x0, "0.0"}, // a tie between 0 and the smallest subnormal
		{2.980232536792755e-08, 0x1, "6e-08"},
		{0x1p-24, 0x1, "6e-08"},
		{3 * 0x1p-25, 0x2, "1e-07"}, // a tie, to the even subnormal
		{6.1e-5, 0x3ff, "6.1e-05"},
		{math.Copysign(0, -1), 0x8000, "-0.0"},
		{math.Inf(1), 0x7c00, "inf"},
		{2049, 0x6800, "2048.0"}, // ties to even
		{2051, 0x6802, "2052.0"},
		{1000.7, 0x63d1, "1000.5"},
		{-2.5, 0xc100, "-2.5"},
	} {
		if got := halfBits(c.v); got != c.bits {
			t.Errorf("halfBits(%v) = %#x, want %#x", c.v, got, c.bits)
		}
		if got := MakeFloat(Float16, c.v).String(); got != c.str {
			t.Errorf("str(float16(%v)) = %q, want %q", c.v, got, c.str)
		}
	}
	if !math.IsNaN(halfFloat(halfBits(math.NaN()))) {
		t.Errorf("NaN does not survive a float16 round trip")
	}
}

// Float ufuncs of bools and 8-bit integers compute in float16, and so do
// int8 arrays with a float16 scalar; with a Python float they give
// float64 (NumPy 1.24's value-based casting stops at the kind).
func TestFloat16Promotion(t *testing.T) {
	a, _ := FromScalars(Int8, []int{2}, []Scalar{MakeInt(Int8, 3), MakeInt(Int8, -1)})
	r, err := Unary(Sqrt, Operand{Array: a.AsType(UInt8)})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.Array.Repr(), "array([ 1.732, 15.97 ], dtype=float16)"; got != want {
		t.Errorf("sqrt of a uint8 array: %s, want %s", got, want)
	}
	if r, err = Binary(Mul, Operand{Array: a}, Operand{Scalar: MakeFloat(Float16, 0.5)}); err != nil {
		t.Fatal(err)
	}
	if got, want := r.Array.Repr(), "array([ 1.5, -0.5], dtype=float16)"; got != want {
		t.Errorf("int8 array * float16(0.5): %s, want %s", got, want)
	}
	if got := ResultType(Operand{Array: a}, Operand{Scalar: MakeFloat(Float64, 0.5), Python: true}); got != Float64 {
		t.Errorf("int8 array * 0.5: %s, want float64", got)
	}
}
