package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// asinhFloat64 follows __svml_asinh8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 arcsinh on AVX512_SKX machines (its
// constants read from NumPy's _multiarray_umath): |x| < 2**-8 gives |x| +
// |x|x²P(x²); otherwise asinh(|x|) = log(B) for B = |x| + sqrt(x² + 1),
// the square root from the machine's VRSQRT14 corrected in fused
// multiply-adds with the rounding errors of x² and x² + 1 carried along,
// and the log as __svml_atanh8's (VRCP14 of B rounded to 4 mantissa bits,
// a table of -log(1 + j/16) in two parts, a degree-9 log1p polynomial);
// |x| >= 2**511 takes B = |x|/8 and adds 4 ln 2. x's sign on the result;
// infinities are returned and NaNs quieted (SVML's scalar path). Without
// AVX-512 NumPy calls the C library's asinh, and so does alpyna.
func asinhFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Asinh(x)
	}
	switch {
	case x != x:
		return quietNaN64(x)
	case math.IsInf(x, 0):
		return x
	}
	c := &svmlAsinhC
	sign := math.Float64bits(x) & (1 << 63)
	ax := math.Abs(x)
	x2 := float64(x * x)
	if ax < 0x1p-8 {
		p := float64(math.FMA(c[0], x2, c[1]) * x2)
		return math.Float64frombits(math.Float64bits(math.FMA(p, ax, ax)) ^ sign)
	}
	s := float64(x2 + 1)
	slo := float64(min(1, x2) - float64(s-max(1, x2)))
	slo = float64(slo + math.FMA(x, x, -x2))
	rs := rsqrt14(s)
	y0 := float64(s * rs)
	ylo := math.FMA(rs, slo, math.FMA(s, rs, -y0))
	e := math.FMA(-y0, rs, 1)
	e = math.FMA(-ylo, rs, e)
	q := math.FMA(c[2], e, c[3])
	q = math.FMA(e, q, 0.375)
	q = math.FMA(e, q, 0.5)
	corr := math.FMA(float64(y0*e), q, ylo)
	a := float64(y0 + ax)
	alo := float64(ax - float64(a-y0))
	b := float64(a + corr)
	blo := float64(float64(corr-float64(b-a)) + alo)
	res := svmlAsinhLog(b, blo, ax >= 0x1p511, ax)
	return math.Float64frombits(math.Float64bits(res) ^ sign)
}

// svmlAsinhLog is log(b + blo) as __svml_asinh8 and __svml_acosh8 take
// it: VRCP14 of b rounded to 4 mantissa bits (r), -log(r) from its
// exponent and the table, and log1p(b*r - 1 + r*blo) by a degree-9
// polynomial; where huge, of ax/8 plus 4 ln 2 instead.
func svmlAsinhLog(b, blo float64, huge bool, ax float64) float64 {
	c := &svmlAsinhC
	if huge {
		b, blo = ax*0.125, 0
	}
	r := math.Float64frombits((math.Float64bits(rcp14(b)) + 1<<47) & 0xffff000000000000)
	_, ei := math.Frexp(r)
	er := float64(ei - 1)
	if huge {
		er -= 4
	}
	j := (math.Float64bits(r) >> 48) & 15
	rr := math.FMA(r, blo, math.FMA(b, r, -1))
	hi := math.FMA(-er, c[12], math.Float64frombits(svmlAsinhTabHi[j]))
	lo := math.FMA(-er, c[13], math.Float64frombits(svmlAsinhTabLo[j]))
	p := math.FMA(c[4], rr, c[5])
	for _, k := range c[6:12] {
		p = math.FMA(rr, p, k)
	}
	p = math.FMA(rr, p, -0.5)
	p = math.FMA(float64(rr*rr), p, lo)
	return float64(hi + float64(p+rr))
}

// acoshFloat64 follows __svml_acosh8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 arccosh on AVX512_SKX machines: D =
// x² - 1 fused, sqrt(D) from the machine's VRSQRT14 corrected as in
// __svml_asinh8, and D < 2**-16 gives S + S·D·(c0 D + c1) for that square
// root S, otherwise log(x + sqrt(D)) by svmlAsinhLog (x >= 2**511: of
// x/8, plus 4 ln 2). x = 1 gives 0, x < 1 x86's default NaN, +inf itself
// and NaNs come out quieted (SVML's scalar path). Without AVX-512 NumPy
// calls the C library's acosh, and so does alpyna.
func acoshFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Acosh(x)
	}
	switch {
	case x != x:
		return quietNaN64(x)
	case x < 1:
		return negNaN64
	case x == 1:
		return 0
	case math.IsInf(x, 1):
		return x
	}
	c := &svmlAsinhC
	d := math.FMA(x, x, -1)
	rs := rsqrt14(d)
	y0 := float64(d * rs)
	a := float64(y0 + x)
	alo := float64(y0 - float64(a-x))
	y0lo := math.FMA(rs, d, -y0)
	e := math.FMA(-rs, y0, 1)
	e = math.FMA(-rs, y0lo, e)
	q := math.FMA(c[2], e, c[3])
	q = math.FMA(e, q, 0.375)
	q = math.FMA(e, q, 0.5)
	corr := math.FMA(q, float64(y0*e), y0lo)
	if d < 0x1p-16 {
		s := float64(y0 + corr)
		p := float64(math.FMA(c[0], d, c[1]) * d)
		return math.FMA(p, s, s)
	}
	b := float64(a + corr)
	blo := float64(float64(corr-float64(b-a)) + alo)
	return svmlAsinhLog(b, blo, x >= 0x1p511, x)
}

// The constants and tables (internal/numpytables).
var (
	svmlAsinhC     = numpytables.SVMLAsinhC
	svmlAsinhTabHi = numpytables.SVMLAsinhTabHi
	svmlAsinhTabLo = numpytables.SVMLAsinhTabLo
)
