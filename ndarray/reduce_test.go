package ndarray

import (
	"fmt"
	"testing"
)

func mustBinary(t testing.TB, op BinaryOp, x, y Operand) *Array {
	t.Helper()
	r, err := Binary(op, x, y)
	if err != nil {
		t.Fatal(err)
	}
	return r.Array
}

func TestReductions(t *testing.T) {
	f32Tenths := mustBinary(t, Mul, Operand{Array: arange(t, Float32, 100000)}, pyFloat(0.1))
	f64Tenths := mustBinary(t, Mul, Operand{Array: arange(t, Float64, 100000)}, pyFloat(0.1))
	ones32, _ := Full(Float32, []int{1000000}, MakeInt(Int64, 1))
	random := lcgArray(t, Float32, 5000, 1)
	// (arange(30000)*7919) % 1000003 - 500000
	ints := mustBinary(t, Sub, Operand{Array: mustBinary(t, Mod,
		Operand{Array: mustBinary(t, Mul, Operand{Array: arange(t, Int64, 30000)}, pyInt(7919))}, pyInt(1000003))}, pyInt(500000))
	// arange(30000)**3 * 12345
	cubes := mustBinary(t, Mul, Operand{Array: mustBinary(t, Pow, Operand{Array: arange(t, Int64, 30000)}, pyInt(3))}, pyInt(12345))
	bools := parseElems(t, Bool, []int{3}, "1 0 1")
	empty32, _ := New(Float32, []int{0})

	tests := []struct {
		name      string
		a         *Array
		sum, mean string // NumPy's repr of a.sum(), a.mean()
		sumType   DType
		meanType  DType
	}{
		{"float32 arange*0.1", f32Tenths, "499995000.0", "4999.95", Float32, Float32},
		{"float64 arange*0.1", f64Tenths, "499995000.0", "4999.95", Float64, Float64},
		{"float32 ones", ones32, "1000000.0", "1.0", Float32, Float32},
		{"float32 random", random, "2510.0938", "0.50201875", Float32, Float32},
		{"float64 random", random.AsType(Float64), "2510.0939540341496", "0.50201879080683", Float64, Float64},
		{"int64", ints, "-15430308", "-514.3436", Int64, Float64},
		{"int32", ints.AsType(Int32), "-15430308", "-514.3436", Int64, Float64},
		{"int64 large mean", cubes, "", "8.33231948425875e+16", Int64, Float64},
		{"bool", bools, "2", "0.6666666666666666", Int64, Float64},
		{"float32 small", parseElems(t, Float32, []int{2}, "1.5 2.5"), "4.0", "2.0", Float32, Float32},
		{"float64 negative zero", parseElems(t, Float64, []int{1}, "-0.0"), "0.0", "0.0", Float64, Float64},
		{"float32 empty", empty32, "0.0", "nan", Float32, Float32},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sum := tt.a.Sum()
			if tt.sum != "" && (sum.DType != tt.sumType || sum.Repr() != tt.sum) {
				t.Errorf("sum = %s %s, want %s %s", sum.DType, sum.Repr(), tt.sumType, tt.sum)
			}
			mean := tt.a.Mean()
			if mean.DType != tt.meanType || mean.Repr() != tt.mean {
				t.Errorf("mean = %s %s, want %s %s", mean.DType, mean.Repr(), tt.meanType, tt.mean)
			}
		})
	}
}

func TestMinMax(t *testing.T) {
	random := lcgArray(t, Float32, 5000, 1)
	empty, _ := New(Int32, []int{0})
	tests := []struct {
		name     string
		a        *Array
		min, max string
		err      string
	}{
		{"float32 random", random, "0.00015819771", "0.9999917", ""},
		{"nan", parseElems(t, Float64, []int{3}, "1 nan 3"), "nan", "nan", ""},
		{"int32", parseElems(t, Int32, []int{2, 2}, "4 -9 7 0"), "-9", "7", ""},
		{"bool", parseElems(t, Bool, []int{2}, "1 0"), "False", "True", ""},
		{"empty", empty, "", "", "zero-size array to reduction operation %s which has no identity"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range []struct {
				ufunc string
				f     func() (Scalar, error)
				want  string
			}{{"minimum", tt.a.Min, tt.min}, {"maximum", tt.a.Max, tt.max}} {
				got, err := r.f()
				if tt.err != "" {
					want := fmt.Sprintf(tt.err, r.ufunc)
					if err == nil || err.Error() != want {
						t.Errorf("%s: got error %v, want %q", r.ufunc, err, want)
					}
					continue
				}
				if err != nil || got.Repr() != r.want {
					t.Errorf("%s = %s, %v; want %s", r.ufunc, got.Repr(), err, r.want)
				}
			}
		})
	}
}

func TestPairwiseSumShape(t *testing.T) {
	// Sums of 1..n for sizes around the block boundaries are exact in
	// float64, so every split must give the same answer as a formula.
	for _, n := range []int{0, 1, 7, 8, 9, 127, 128, 129, 255, 256, 257, 1000, 4097} {
		vals := make([]float64, n)
		for i := range vals {
			vals[i] = float64(i + 1)
		}
		if got, want := pairwiseSum(vals), float64(n*(n+1)/2); got != want {
			t.Errorf("pairwiseSum(1..%d) = %v, want %v", n, got, want)
		}
	}
}

func TestAllClose(t *testing.T) {
	f64 := func(elems string, n int) Operand { return Operand{Array: parseElems(t, Float64, []int{n}, elems)} }
	tests := []struct {
		name     string
		a, b     Operand
		equalNaN bool
		want     bool
		err      string
	}{
		{"equal", f64("1 2 3", 3), f64("1 2 3", 3), false, true, ""},
		{"within rtol", f64("1 2 3", 3), f64("1.000001 2 3", 3), false, true, ""},
		{"outside", f64("1 2 3", 3), f64("1.001 2 3", 3), false, false, ""},
		{"broadcast scalar", f64("1 1", 2), pyFloat(1), false, true, ""},
		{"inf equal", f64("inf 1", 2), f64("inf 1", 2), false, true, ""},
		{"inf sign", f64("inf 1", 2), f64("-inf 1", 2), false, false, ""},
		{"nan", f64("nan", 1), f64("nan", 1), false, false, ""},
		{"nan equal_nan", f64("nan", 1), f64("nan", 1), true, true, ""},
		{"ints", Operand{Array: parseElems(t, Int64, []int{2}, "1 2")}, Operand{Array: parseElems(t, Int32, []int{2}, "1 2")}, false, true, ""},
		{"shapes", f64("1 2 3", 3), f64("1 2", 2), false, false, "operands could not be broadcast together with shapes (3,) (2,) "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := AllClose(tt.a, tt.b, 1e-5, 1e-8, tt.equalNaN)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Errorf("got error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("AllClose = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

func BenchmarkSumFloat32(b *testing.B) {
	a := lcgArray(b, Float32, 1<<20, 1)
	b.SetBytes(int64(a.Size() * 4))
	for b.Loop() {
		a.Sum()
	}
}

func BenchmarkSumFloat64(b *testing.B) {
	a := lcgArray(b, Float32, 1<<20, 1).AsType(Float64)
	b.SetBytes(int64(a.Size() * 8))
	for b.Loop() {
		a.Sum()
	}
}
