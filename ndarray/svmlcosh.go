package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// coshFloat64 follows __svml_cosh8 of Intel's SVML, which NumPy 1.24
// calls for float64 cosh on AVX512_SKX machines (read from the machine
// code in NumPy's _multiarray_umath): k = |x|*log2(e) rounded to
// sixteenths by a shifter, r = |x| - k*ln2hi - k*ln2lo, P = 2**(k-1) and
// M = 2**(-k-1) from two 16-entry tables with the exponent added as an
// integer, and the result (P - M)*(r + r*odd(r²)) + (P + M)*(1 + even(r²))
// in fused multiply-adds. |x| beyond 707.7 (and infinities and NaNs)
// takes SVML's scalar path, whose own code is not ported: here the C
// library's cosh, which gives NumPy's infinities and NaNs but differs in
// the last bit for about 15% of the finite results up to 710.48 (the
// vector formula rescaled did worse). Without AVX-512 NumPy calls the C library's cosh, and
// so does alpyna.
func coshFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Cosh(x)
	}
	ax := math.Abs(x)
	if int32(math.Float64bits(ax)>>32) > 0x40861d99 {
		return libm.Cosh(x)
	}
	c := &svmlCoshC
	t := math.FMA(ax, c[0], c[1])
	k := float64(t - c[1])
	tb := math.Float64bits(t)
	j := tb & 15
	e := (tb << 48) & 0x7ff0000000000000 // floor(k) in the exponent field
	r := math.FMA(-c[2], k, ax)
	r = math.FMA(-c[3], k, r)
	r2 := float64(r * r)
	odd := math.FMA(r2, c[4], c[5])
	odd = math.FMA(r2, odd, c[6])
	even := math.FMA(r2, c[7], c[8])
	even = math.FMA(r2, even, c[9])
	even = float64(even * r2)
	p := math.Float64frombits(svmlCoshTabPos[j] + e)
	m := math.Float64frombits(svmlCoshTabNeg[j] - e)
	d := float64(p - m)
	s := float64(p + m)
	odd = float64(odd * r2)
	ev := math.FMA(even, s, s)
	od := math.FMA(odd, r, r)
	return math.FMA(od, d, ev)
}

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlCoshC      = numpytables.SVMLCoshC
	svmlCoshTabPos = numpytables.SVMLCoshTabPos
	svmlCoshTabNeg = numpytables.SVMLCoshTabNeg
)
