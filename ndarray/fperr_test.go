package ndarray

import (
	"math"
	"testing"
)

func floats(t *testing.T, v ...float64) Operand {
	t.Helper()
	a, err := New(Float64, []int{len(v)})
	if err != nil {
		t.Fatal(err)
	}
	copy(a.Float64s(), v)
	return Operand{Array: a}
}

// The flags are those NumPy 1.24 warns about for the same operations.
func TestFPErrors(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	a := floats(t, 1, 0, -1, inf, nan)
	zero := Operand{Scalar: MakeFloat(Float64, 0), Python: true}
	ints := Operand{Array: func() *Array { x, _ := New(Int64, []int{2}); x.SetFlat(0, MakeInt(Int64, 3)); return x }()}
	intZero := Operand{Scalar: MakeInt(Int64, 0), Python: true}
	cases := []struct {
		name string
		op   BinaryOp
		x, y Operand
		want FPFlags
	}{
		{"a / 0", TrueDiv, a, zero, FPDivideByZero | FPInvalid},
		{"a - a", Sub, a, a, FPInvalid},
		{"a * 0", Mul, a, zero, FPInvalid},
		{"a // 0", FloorDiv, a, zero, FPDivideByZero | FPInvalid},
		{"a % 0", Mod, a, zero, FPInvalid},
		{"1e300 * 1e300", Mul, floats(t, 1e300), floats(t, 1e300), FPOverflow},
		{"0 ** -1", Pow, floats(t, 0), floats(t, -1), FPDivideByZero},
		{"ints // 0", FloorDiv, ints, intZero, FPDivideByZero},
		{"ints % 0", Mod, ints, intZero, FPDivideByZero},
		{"ints + 0", Add, ints, intZero, 0},
		{"finite / 2", TrueDiv, floats(t, 1, 2), floats(t, 2), 0},
		{"nan + 1", Add, floats(t, nan, inf), floats(t, 1), 0},
		{"a < 0", Lt, a, zero, 0},
	}
	for _, c := range cases {
		r, err := Binary(c.op, c.x, c.y)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := BinaryFPErrors(c.op, c.x, c.y, r); got != c.want {
			t.Errorf("%s: flags %b, want %b", c.name, got, c.want)
		}
	}
	unary := []struct {
		name      string
		op        UnaryOp
		x         Operand
		logarithm bool
		want      FPFlags
	}{
		{"sqrt(a)", Sqrt, a, false, FPInvalid},
		{"log(a)", Log, a, true, FPDivideByZero | FPInvalid},
		{"exp(1000)", Exp, floats(t, 1, 1000, -1000), false, FPOverflow},
		{"exp(inf)", Exp, floats(t, inf, nan), false, 0},
		{"sin(inf)", Sin, floats(t, inf), false, FPInvalid},
	}
	for _, c := range unary {
		r, err := Unary(c.op, c.x)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := UnaryFPErrors(c.logarithm, c.x, r); got != c.want {
			t.Errorf("%s: flags %b, want %b", c.name, got, c.want)
		}
	}
}

func TestAllFinite(t *testing.T) {
	for n := range 9 {
		for bad := -1; bad < n; bad++ {
			v := make([]float64, n)
			for i := range v {
				v[i] = float64(i) - 3.5
			}
			if bad >= 0 {
				v[bad] = math.Inf(-1)
			}
			a := floats(t, v...).Array
			if got := allFinite(a); got != (bad < 0) {
				t.Errorf("allFinite(%v) = %v", v, got)
			}
		}
	}
}

// BenchmarkFPErrorsCheck measures the check that follows an elementwise
// operation (a pass over the finite result) against the operation itself.
func BenchmarkFPErrorsCheck(b *testing.B) {
	x, _ := New(Float64, []int{1 << 20})
	y, _ := New(Float64, []int{1 << 20})
	for i, v := range x.Float64s() {
		x.Float64s()[i] = v + float64(i)
	}
	xo, yo := Operand{Array: x}, Operand{Array: y}
	r, _ := Binary(Add, xo, yo)
	b.Run("add", func(b *testing.B) {
		for range b.N {
			Binary(Add, xo, yo)
		}
	})
	b.Run("check", func(b *testing.B) {
		for range b.N {
			BinaryFPErrors(Add, xo, yo, r)
		}
	})
}

// The flags are those NumPy 1.24's scalar math warns about for the same
// operators of NumPy scalars ("overflow encountered in scalar multiply").
func TestScalarFPErrors(t *testing.T) {
	i64 := func(v int64) Scalar { return MakeInt(Int64, v) }
	f64 := func(v float64) Scalar { return MakeFloat(Float64, v) }
	cases := []struct {
		name string
		op   BinaryOp
		x, y Scalar
		want FPFlags
	}{
		{"1.0 / 0.0", TrueDiv, f64(1), f64(0), FPDivideByZero},
		{"0.0 / 0.0", TrueDiv, f64(0), f64(0), FPInvalid},
		{"1.0 // 0.0", FloorDiv, f64(1), f64(0), FPDivideByZero},
		{"1.0 % 0.0", Mod, f64(1), f64(0), FPInvalid},
		{"1e308 * 10", Mul, f64(1e308), f64(10), FPOverflow},
		{"10.0 ** 400", Pow, f64(10), f64(400), FPOverflow},
		{"0.0 ** -1", Pow, f64(0), f64(-1), FPDivideByZero},
		{"nan + 1", Add, f64(math.NaN()), f64(1), 0},
		{"int64 5 // 0", FloorDiv, i64(5), i64(0), FPDivideByZero},
		{"int64 5 % 0", Mod, i64(5), i64(0), FPDivideByZero},
		{"int64 2**62 * 4", Mul, i64(1 << 62), i64(4), FPOverflow},
		{"int64 -1 * min", Mul, i64(-1), i64(math.MinInt64), FPOverflow},
		{"int64 2**62 + 2**62", Add, i64(1 << 62), i64(1 << 62), FPOverflow},
		{"int64 min - 1", Sub, i64(math.MinInt64), i64(1), FPOverflow},
		{"int64 -1 - max", Sub, i64(-1), i64(math.MaxInt64), 0},
		{"int64 min // -1", FloorDiv, i64(math.MinInt64), i64(-1), FPOverflow},
		{"int64 2 ** 100", Pow, i64(2), i64(100), 0},
		{"int64 3 * -4", Mul, i64(3), i64(-4), 0},
		{"int8 100 * 3", Mul, MakeInt(Int8, 100), MakeInt(Int8, 3), FPOverflow},
		{"int8 -128 // -1", FloorDiv, MakeInt(Int8, -128), MakeInt(Int8, -1), FPOverflow},
		{"int8 -100 - 28", Sub, MakeInt(Int8, -100), MakeInt(Int8, 28), 0},
		{"uint8 200 + 100", Add, MakeInt(UInt8, 200), MakeInt(UInt8, 100), FPOverflow},
		{"uint32 2**16 * 2**16", Mul, MakeInt(UInt32, 1<<16), MakeInt(UInt32, 1<<16), FPOverflow},
		{"uint64 0 - 1", Sub, MakeInt(UInt64, 0), MakeInt(UInt64, 1), FPOverflow},
		{"uint64 2**32 * 2**32", Mul, MakeInt(UInt64, 1<<32), MakeInt(UInt64, 1<<32), FPOverflow},
		{"uint64 2**63 + 2**62", Add, MakeInt(UInt64, math.MinInt64), MakeInt(UInt64, 1<<62), 0},
		{"int32 1 // int64 0", FloorDiv, MakeInt(Int32, 1), i64(0), FPDivideByZero},
		{"1 < 0", Lt, i64(1), i64(0), 0},
	}
	for _, c := range cases {
		r, err := Binary(c.op, Operand{Scalar: c.x}, Operand{Scalar: c.y})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := ScalarFPErrors(c.op, c.x, c.y, r.Scalar); got != c.want {
			t.Errorf("%s: flags %b, want %b", c.name, got, c.want)
		}
	}
	unary := []struct {
		name string
		op   UnaryOp
		x    Scalar
		want FPFlags
	}{
		{"-int64 min", Neg, i64(math.MinInt64), FPOverflow},
		{"abs(int32 min)", Abs, MakeInt(Int32, math.MinInt32), FPOverflow},
		{"-int8 -127", Neg, MakeInt(Int8, -127), 0},
		{"-uint8 1", Neg, MakeInt(UInt8, 1), FPOverflow},
		{"-uint8 0", Neg, MakeInt(UInt8, 0), 0},
		{"abs(uint8 200)", Abs, MakeInt(UInt8, 200), 0},
		{"-inf", Neg, f64(math.Inf(1)), 0},
	}
	for _, c := range unary {
		if got := ScalarUnaryFPErrors(c.op, c.x); got != c.want {
			t.Errorf("%s: flags %b, want %b", c.name, got, c.want)
		}
	}
}

// The ufuncs' loops, on scalars, raise what they raise on arrays, without
// the overflow checks of the scalar math.
func TestBinaryFPErrorsOnScalars(t *testing.T) {
	for _, c := range []struct {
		name string
		op   BinaryOp
		x, y Scalar
		want FPFlags
	}{
		{"add(1e308, 1e308)", Add, MakeFloat(Float64, 1e308), MakeFloat(Float64, 1e308), FPOverflow},
		{"divide(1.0, 0)", TrueDiv, MakeFloat(Float64, 1), MakeInt(Int64, 0), FPDivideByZero},
		{"floor_divide(int32 5, 0)", FloorDiv, MakeInt(Int32, 5), MakeInt(Int64, 0), FPDivideByZero},
		{"multiply(int64 2**62, 4)", Mul, MakeInt(Int64, 1<<62), MakeInt(Int64, 4), 0},
	} {
		x, y := Operand{Scalar: c.x}, Operand{Scalar: c.y}
		r, err := Binary(c.op, x, y)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := BinaryFPErrors(c.op, x, y, r); got != c.want {
			t.Errorf("%s: flags %b, want %b", c.name, got, c.want)
		}
	}
	if got := UnaryFPErrors(true, Operand{Scalar: MakeFloat(Float64, 0)}, Operand{Scalar: MakeFloat(Float64, math.Inf(-1))}); got != FPDivideByZero {
		t.Errorf("log(0.0): flags %b, want divide by zero", got)
	}
	if got := UnaryFPErrors(false, Operand{Scalar: MakeFloat(Float64, -1)}, Operand{Scalar: MakeFloat(Float64, math.NaN())}); got != FPInvalid {
		t.Errorf("sqrt(-1.0): flags %b, want invalid", got)
	}
}
