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
