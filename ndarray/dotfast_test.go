package ndarray

import (
	"math"
	"testing"
)

// TestDotTransposedOperand: Dot of a transposed (F-ordered) matrix and a
// vector, in float64 and float32, is each sum in order from 0 with every
// product rounded: the general loop's order, and under OpenBLAS's
// Prescott kernels (pinned here) dgemv_n.S's (gemm.go).
func TestDotTransposedOperand(t *testing.T) {
	saved := blasDotConfig
	blasDotConfig = func() (blasCore, int) { return blasPrescott, 1 }
	defer func() { blasDotConfig = saved }()
	for _, dt := range []DType{Float64, Float32} {
		const rows, cols = 37, 5
		xs := make([]Scalar, rows*cols)
		for i := range xs {
			xs[i] = MakeFloat(dt, math.Sin(float64(i))*1e3+0.1)
		}
		x, _ := FromScalars(dt, []int{rows, cols}, xs)
		vs := make([]Scalar, rows)
		for i := range vs {
			vs[i] = MakeFloat(dt, math.Cos(float64(i)))
		}
		v, _ := FromScalars(dt, []int{rows}, vs)
		xt, _ := x.Transpose(nil)
		got, err := Dot(xt, v)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Shape()) != 1 || got.Shape()[0] != cols {
			t.Fatalf("%s: shape %v", dt, got.Shape())
		}
		for j := range cols {
			s := 0.0
			for i := range rows {
				s = round(s+round(x.At(i, j).Float()*v.At(i).Float(), dt), dt)
			}
			if g := got.At(j).Float(); g != s {
				t.Errorf("%s: element %d is %v, want %v", dt, j, g, s)
			}
		}
	}
}
