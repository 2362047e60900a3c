package ndarray

import (
	"math"
	"testing"
)

// TestPowFastPathMatchesKernel: the typed ** loop, with its float32 cube
// and fourth-power shortcuts, gives the general kernel's results bit for
// bit, specials (zeros, infinities, NaN, overflow, subnormals) included.
// On AVX-512 machines ** goes to SVML's pow and powf (svmlPowKernel) but
// for the exponents of NumPy's fast paths (2 and 0.5 here).
func TestPowFastPathMatchesKernel(t *testing.T) {
	specials := []float64{0, math.Copysign(0, -1), 1, -1, math.Inf(1), math.Inf(-1), math.NaN(), 3e38, -3e38, 1e-45, 1e-20, 2.5, -7.125}
	for _, dt := range []DType{Float32, Float64} {
		vals := make([]Scalar, 0, 2000)
		for i := range 2000 - len(specials) {
			vals = append(vals, MakeFloat(dt, math.Sin(float64(i)*1.7)*math.Exp(float64(i%40-20))))
		}
		for _, v := range specials {
			vals = append(vals, MakeFloat(dt, v))
		}
		x, _ := FromScalars(dt, []int{len(vals)}, vals)
		for _, e := range []float64{3, 4, -2, 0.5, 2, 7, 1.5} {
			kernel := floatKernel(Pow, dt)
			if havePow8 && e != 2 && e != 0.5 {
				kernel = svmlPowKernel
			}
			r, err := Binary(Pow, Operand{Array: x}, Operand{Scalar: MakeFloat(dt, e)})
			if err != nil {
				t.Fatal(err)
			}
			for i := range vals {
				want, _ := kernel(vals[i], MakeFloat(dt, e))
				got := r.Array.AtFlat(i)
				if math.Float64bits(got.F) != math.Float64bits(want.F) && !(got.F != got.F && want.F != want.F) {
					t.Fatalf("%s %v ** %v = %v, want %v", dt, vals[i].F, e, got.F, want.F)
				}
			}
		}
	}
}
