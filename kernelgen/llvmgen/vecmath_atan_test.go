package llvmgen

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// atanInputs are random and edge arguments of atan: zeros, subnormals, the
// ends of the computed range, 1 (where the reciprocal takes over), the
// table's points j/64 and halfway between and their reciprocals, huge
// arguments, infinities and NaN, and random ones over every scale, of both
// signs.
func atanInputs() []float64 {
	r := rand.New(rand.NewPCG(18, 8))
	xs := []float64{0, 5e-324, 0x1p-1022, atanMin, math.Nextafter(atanMin, 0), atanMax, math.Nextafter(atanMax, math.Inf(1)),
		1e-300, 1e-8, 0x1p-27, 1, math.Nextafter(1, 0), math.Nextafter(1, 2), 2, 1e8, 1e17, 1e300, math.MaxFloat64,
		math.Inf(1), math.NaN()}
	for j := 0; j <= 2*(1<<atanTableBits); j++ {
		c := float64(j) / (2 << atanTableBits)
		for _, x := range []float64{c, math.Nextafter(c, 0), math.Nextafter(c, 2)} {
			xs = append(xs, x, 1/x)
		}
	}
	for range 100000 {
		xs = append(xs, r.Float64(), r.Float64()*20)
	}
	for range 50000 {
		xs = append(xs, math.Ldexp(1+r.Float64(), r.IntN(200)-100))
	}
	for i, n := 0, len(xs); i < n; i++ {
		xs = append(xs, -xs[i])
	}
	return xs
}

// TestVecAtanMatchesLibm is TestVecExpMatchesLibm for atan.
func TestVecAtanMatchesLibm(t *testing.T) {
	testVecMatchesLibm(t, kernel.Atan, atanInputs(), func(x float64) (float64, bool) { return math.Atan(x), true })
}

// TestAtanErrorBound checks what the vector atan's margin (|lo| < 0.47
// ulp) relies on: glibc's atan is within 0.53 ulp of atan (here on 20 000
// random arguments over every scale, against math/big; 0.516 is the most
// measured over 200 000).
func TestAtanErrorBound(t *testing.T) {
	if libm.Pow(2, 0.5) != 1.4142135623730951 || libm.Sin(1e22) == math.Sin(1e22) {
		t.Skip("libm is not the C library's (built without cgo)")
	}
	r := rand.New(rand.NewPCG(18, 9))
	for range 20000 {
		x := math.Ldexp(1+r.Float64(), r.IntN(80)-40)
		got := libm.Atan(x)
		diff, _ := new(big.Float).SetPrec(128).Sub(big.NewFloat(got), bigAtan(x, 128)).Float64()
		if e := math.Abs(diff) / (math.Nextafter(got, math.Inf(1)) - got); e > 0.53 {
			t.Errorf("glibc's atan(%v) = %v is %.3f ulp from atan", x, got, e)
		}
	}
}

// TestAtanTable checks the vector atan's table against math/big: tan of
// each atan(j/64) as hi + lo is j/64 to 2^-100, and pi/2's split.
func TestAtanTable(t *testing.T) {
	for j := range atanTableRows {
		a := new(big.Float).SetPrec(200).Add(big.NewFloat(atanTable()[2*j]), big.NewFloat(atanTable()[2*j+1]))
		s, c := bigSinCos(a, 200)
		c.Mul(c, big.NewFloat(float64(j)/(1<<atanTableBits)))
		d, _ := s.Sub(s, c).Float64()
		if math.Abs(d) > 0x1p-100 {
			t.Errorf("row %d: atan(%d/64) = %v + %v, off by %g", j, j, atanTable()[2*j], atanTable()[2*j+1], d)
		}
	}
	if hp := atanHalfPi(); hp.hi != math.Pi/2 || math.Abs(hp.lo-6.123233995736766e-17) > 1e-32 {
		t.Errorf("pi/2 split as %v + %v", hp.hi, hp.lo)
	}
}
