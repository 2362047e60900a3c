package ndarray

import (
	"math"

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

// svmlCoshC are __svml_cosh8's constants: log2(e), the shifter, ln2 hi
// and lo, the odd polynomial (highest first) and the even one.
var svmlCoshC = [10]float64{
	0x1.71547652b82fep+0, 0x1.8000000000000p+48,
	0x1.62e42fefc0000p-1, -0x1.c610ca86c3899p-37,
	0x1.a018d76da03dap-13, 0x1.1111111286a0cp-7, 0x1.5555555555543p-3,
	0x1.6c183da08f116p-10, 0x1.5555555484f37p-5, 0x1.0000000000004p-1,
}

// svmlCoshTabPos is 2**(j/16)/2, svmlCoshTabNeg 2**(-j/16)/2.
var svmlCoshTabPos = [16]uint64{
	0x3fe0000000000000, 0x3fe0b5586cf9890f, 0x3fe172b83c7d517b, 0x3fe2387a6e756238,
	0x3fe306fe0a31b715, 0x3fe3dea64c123422, 0x3fe4bfdad5362a27, 0x3fe5ab07dd485429,
	0x3fe6a09e667f3bcd, 0x3fe7a11473eb0187, 0x3fe8ace5422aa0db, 0x3fe9c49182a3f090,
	0x3feae89f995ad3ad, 0x3fec199bdd85529c, 0x3fed5818dcfba487, 0x3feea4afa2a490da,
}

var svmlCoshTabNeg = [16]uint64{
	0x3fe0000000000000, 0x3fdea4afa2a490da, 0x3fdd5818dcfba487, 0x3fdc199bdd85529c,
	0x3fdae89f995ad3ad, 0x3fd9c49182a3f090, 0x3fd8ace5422aa0db, 0x3fd7a11473eb0187,
	0x3fd6a09e667f3bcd, 0x3fd5ab07dd485429, 0x3fd4bfdad5362a27, 0x3fd3dea64c123422,
	0x3fd306fe0a31b715, 0x3fd2387a6e756238, 0x3fd172b83c7d517b, 0x3fd0b5586cf9890f,
}
