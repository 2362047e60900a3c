package ndarray

import (
	"math"
	"testing"
)

// TestEigVals checks np.linalg.eigvals against NumPy 1.24's results (in
// LAPACK's order; values within 1e-13 relative, since OpenBLAS's kernels
// round differently): triangular and diagonal matrices, whose balancing
// isolates every eigenvalue, a rotation's complex pair, a companion
// matrix and general matrices with real and complex eigenvalues.
func TestEigVals(t *testing.T) {
	for _, c := range []struct {
		rows [][]float64
		want []complex128 // NumPy's, as printed by repr(float(...))
	}{
		{[][]float64{{1, 2, 0}, {0, 3, 0}, {0, 4, 5}}, []complex128{1, 5, 3}},
		{[][]float64{{2}}, []complex128{2}},
		{[][]float64{{0, -1}, {1, 0}}, []complex128{1i, -1i}},
		{[][]float64{{4, 1, 2}, {0.5, 3, 1}, {2, 1, 5}}, []complex128{6.950133869253959, complex(2.524933065373024, 0.16573287208484094), complex(2.524933065373024, -0.16573287208484094)}},
		{[][]float64{{0, 0, 6}, {1, 0, -11}, {0, 1, 6}}, []complex128{0.9999999999999978, 2.000000000000007, 2.9999999999999925}},
		{[][]float64{{1, 2, 3, 4}, {0, 0, 1, 0}, {5, 0, 2, 1}, {0, 1, 0, 3}}, []complex128{5.801164477074763, -1.9474570047987336, -0.3846973692318343, 2.5309898969558104}},
	} {
		n := len(c.rows)
		a, _ := New(Float64, []int{n, n})
		for i, row := range c.rows {
			copy(a.Float64s()[i*n:], row)
		}
		got, err := EigVals(a)
		if err != nil {
			t.Fatal(err)
		}
		allReal := true
		for _, w := range c.want {
			allReal = allReal && imag(w) == 0
		}
		if wantDT := map[bool]DType{true: Float64, false: Complex128}[allReal]; got.DType() != wantDT {
			t.Errorf("%v: dtype %v, want %v", c.rows, got.DType(), wantDT)
		}
		for i, w := range c.want {
			g := got.AtFlat(i)
			gc := complex(g.Float(), 0)
			if got.DType() == Complex128 {
				gc = g.Complex()
			}
			if d := gc - w; math.Hypot(real(d), imag(d)) > 1e-13*math.Max(1, math.Hypot(real(w), imag(w))) {
				t.Errorf("%v: eigenvalue %d is %v, want %v", c.rows, i, gc, w)
			}
		}
	}
}

func TestEigValsErrors(t *testing.T) {
	rect, _ := New(Float64, []int{2, 3})
	vec, _ := New(Float64, []int{3})
	inf, _ := New(Float64, []int{2, 2})
	inf.Float64s()[1] = math.Inf(1)
	for _, c := range []struct {
		a    *Array
		want string
	}{
		{rect, "Last 2 dimensions of the array must be square"},
		{vec, "1-dimensional array given. Array must be at least two-dimensional"},
		{inf, "Array must not contain infs or NaNs"},
	} {
		if _, err := EigVals(c.a); err == nil || err.Error() != c.want {
			t.Errorf("EigVals(%v): %v, want %q", c.a.Shape(), err, c.want)
		}
	}
}
