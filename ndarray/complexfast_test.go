package ndarray

import (
	"math"
	"testing"
)

// complexTestArray returns n complex values of type dt spread over the
// unit square, some of them large enough for z*z to overflow.
func complexTestArray(t testing.TB, dt DType, n int, phase float64) *Array {
	vals := make([]Scalar, n)
	for i := range vals {
		re, im := math.Sin(float64(i)*0.7+phase)*1.3, math.Cos(float64(i)*1.1+phase)*0.9
		if i%97 == 5 {
			re = 1e200
		}
		vals[i] = MakeComplex(dt, re, im)
	}
	a, err := FromScalars(dt, []int{n}, vals)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestComplexFastPathMatchesGeneralLoop: the typed complex loops give, bit
// for bit, what the per-element kernels give (the general loop's, which
// follow NumPy's), for array-array and array-scalar operands, including
// the fused multiply by a broadcast scalar.
func TestComplexFastPathMatchesGeneralLoop(t *testing.T) {
	for _, dt := range []DType{Complex64, Complex128} {
		x, y := complexTestArray(t, dt, 300, 0), complexTestArray(t, dt, 300, 0.5)
		c, _ := New(dt, nil)
		c.setAt(0, MakeComplex(dt, 0.3, -0.7))
		for _, op := range []BinaryOp{Add, Sub, Mul, TrueDiv} {
			for _, pair := range [][2]*Array{{x, y}, {x, c}, {c, y}, {x, x}} {
				got, err := Binary(op, Operand{Array: pair[0]}, Operand{Array: pair[1]})
				if err != nil {
					t.Fatal(err)
				}
				kernel := complexKernel(op, dt)
				if op == Mul && dt == Complex128 && (pair[0].size == 1 || pair[1].size == 1) {
					kernel = complexMulFusedKernel
				}
				for i := range got.Array.size {
					xi, yi := pair[0].AtFlat(i%pair[0].size), pair[1].AtFlat(i%pair[1].size)
					want, _ := kernel(xi, yi)
					g := got.Array.AtFlat(i)
					if math.Float64bits(g.F) != math.Float64bits(want.F) && !(g.F != g.F && want.F != want.F) ||
						math.Float64bits(g.Imag()) != math.Float64bits(want.Imag()) && !(g.Imag() != g.Imag() && want.Imag() != want.Imag()) {
						t.Fatalf("%s %s element %d: got %v, want %v", dt, op, i, g, want)
					}
				}
			}
		}
	}
}

// The benchmarks of issue 15's slow whole-array operations: juliaset's
// Z*Z + c (complex128, 300x300), linear_regression's X.T @ v (X
// 20000x10), arrayexprs' float32 a ** 3 and np.median of float32 (10^5).

func BenchmarkComplexSquarePlusC(b *testing.B) {
	z := complexTestArray(b, Complex128, 90000, 0)
	c, _ := New(Complex128, nil)
	c.setAt(0, MakeComplex(Complex128, -0.1, 0.65))
	for b.Loop() {
		zz, _ := Binary(Mul, Operand{Array: z}, Operand{Array: z})
		Binary(Add, zz, Operand{Array: c})
	}
}

// floatTestArray returns n float values of type dt in [0, 3).
func floatTestArray(dt DType, shape ...int) *Array {
	a, _ := New(dt, shape)
	for i := range a.size {
		a.SetFlat(i, MakeFloat(dt, 1.5+1.5*math.Sin(float64(i)*0.37)))
	}
	return a
}

func BenchmarkDotTransposed(b *testing.B) {
	x := floatTestArray(Float64, 20000, 10)
	v := floatTestArray(Float64, 20000)
	xt, _ := x.Transpose(nil)
	for b.Loop() {
		Dot(xt, v)
	}
}

func BenchmarkPowFloat32Cube(b *testing.B) {
	a := floatTestArray(Float32, 100000)
	for b.Loop() {
		Binary(Pow, Operand{Array: a}, Operand{Scalar: MakeInt(Int64, 3)})
	}
}

func BenchmarkMedianFloat32(b *testing.B) {
	a := floatTestArray(Float32, 100000)
	for b.Loop() {
		a.Median(nil)
	}
}
