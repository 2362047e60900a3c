package ndarray

import (
	"math/cmplx"
	"testing"
)

func intArray(t *testing.T, v ...int64) *Array {
	t.Helper()
	a, err := New(Int64, []int{len(v)})
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range v {
		a.SetFlat(i, MakeInt(Int64, x))
	}
	return a
}

// TestMultiIndex checks a[i, j] with two index arrays, reading and writing,
// on a contiguous array and through a transposed view (written back into
// the original's memory).
func TestMultiIndex(t *testing.T) {
	a, _ := New(Float64, []int{3, 4})
	for i := range a.Size() {
		a.SetFlat(i, MakeFloat(Float64, float64(i)))
	}
	got, err := a.MultiSelect([]*Array{intArray(t, 0, 2, -1), intArray(t, 1, 3, 0)})
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range []float64{1, 11, 8} {
		if g := got.At(p).F; g != want {
			t.Errorf("a[[0, 2, -1], [1, 3, 0]][%d] = %v, want %v", p, g, want)
		}
	}
	tr, _ := a.Transpose(nil) // 4×3, not contiguous
	one, _ := Full(Float64, nil, MakeFloat(Float64, -1))
	if err := tr.MultiPut([]*Array{intArray(t, 3, 0), intArray(t, 2, 1)}, one); err != nil {
		t.Fatal(err)
	}
	if a.At(2, 3).F != -1 || a.At(1, 0).F != -1 || a.At(0, 0).F != 0 {
		t.Errorf("writes through the transpose: a = %v %v %v, want -1 -1 0", a.At(2, 3).F, a.At(1, 0).F, a.At(0, 0).F)
	}
	if _, err := a.MultiSelect([]*Array{intArray(t, 0, 3), intArray(t, 0, 0)}); err == nil || err.Error() != "index 3 is out of bounds for axis 0 with size 3" {
		t.Errorf("out of bounds: %v", err)
	}
}

// TestSolveComplex checks that the complex LU solves: A·x reproduces b
// and A·inv(A) is the identity, to rounding.
func TestSolveComplex(t *testing.T) {
	vals := []complex128{2 + 1i, 1 - 1i, 0.25, 0.5i, 3, -1 + 2i, 1, 2i, -0.5 + 0.5i}
	a, _ := New(Complex128, []int{3, 3})
	for i, v := range vals {
		a.SetFlat(i, MakeComplex(Complex128, real(v), imag(v)))
	}
	b, _ := New(Complex128, []int{3})
	for i, v := range []complex128{1 + 2i, -1i, 3} {
		b.SetFlat(i, MakeComplex(Complex128, real(v), imag(v)))
	}
	x, err := Solve(a, b)
	if err != nil {
		t.Fatal(err)
	}
	inv, err := Inv(a)
	if err != nil {
		t.Fatal(err)
	}
	at := func(m *Array, idx ...int) complex128 { s := m.At(idx...); return complex(s.F, s.Imag()) }
	for i := range 3 {
		var ax complex128
		for k := range 3 {
			ax += at(a, i, k) * at(x, k)
			var e complex128
			for j := range 3 {
				e += at(a, i, j) * at(inv, j, k)
			}
			if want := map[bool]complex128{true: 1, false: 0}[i == k]; cmplx.Abs(e-want) > 1e-12 {
				t.Errorf("(A·inv(A))[%d,%d] = %v", i, k, e)
			}
		}
		if cmplx.Abs(ax-at(b, i)) > 1e-12 {
			t.Errorf("(A·x)[%d] = %v, want %v", i, ax, at(b, i))
		}
	}
	if x.DType() != Complex128 || inv.DType() != Complex128 {
		t.Errorf("dtypes %s %s, want complex128", x.DType(), inv.DType())
	}
}
