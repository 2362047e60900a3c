package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// cbrtFloat64 follows __svml_cbrt8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 cbrt on AVX512_SKX machines (its
// constants read from NumPy's _multiarray_umath; the code has no scalar
// path): |x| = 2**e m with m in [1, 2) (vgetmantpd, vgetexppd), the
// machine's VRCP14 reciprocal of m rounded to sixteenths (rcp), r = m*rcp
// - 1 fused, k = floor(e/3) by a fused multiply-add with a shifter, and
// cbrt(x) = (T4 + (T4 r)P(r) + T3) * rcp**(-1/3) * 2**k with T4 + T3 =
// 2**((e-3k)/3) in two parts, P of degree 9 in fused multiply-adds, x's
// sign. Zeros and infinities are returned, NaNs quieted. Without AVX-512
// NumPy calls the C library's cbrt, and so does alpyna.
func cbrtFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Cbrt(x)
	}
	switch {
	case x != x:
		return quietNaN64(x)
	case x == 0 || math.IsInf(x, 0):
		return x
	}
	c := &svmlCbrtC
	fr, ei := math.Frexp(math.Abs(x))
	m := fr * 2
	es := float64(float64(ei-1) + svmlCbrtShifter) // e in the last bits
	rcp := math.RoundToEven(rcp14(m)*16) / 16
	k := math.Floor(math.FMA(c[0], es, -0x1p51)) // floor(e/3)
	i3 := math.Float64bits(math.FMA(-k, 3, es)) & 7
	t4 := svmlCbrtT[i3]
	t3 := svmlCbrtT[4+i3]
	s := math.Ldexp(math.Float64frombits(svmlCbrtRcpTab[(math.Float64bits(rcp)>>49)&15]), int(k))
	r := math.FMA(m, rcp, -1)
	p1 := math.FMA(c[1], r, c[2])
	p2 := math.FMA(c[3], r, c[4])
	p3 := math.FMA(c[5], r, c[6])
	p4 := math.FMA(c[7], r, c[8])
	p5 := math.FMA(c[9], r, c[10])
	r2 := float64(r * r)
	p := math.FMA(r2, p1, p2)
	p = math.FMA(r2, p, p3)
	p = math.FMA(r2, p, p4)
	p = math.FMA(r2, p, p5)
	res := math.FMA(float64(t4*r), p, t3)
	res = float64(float64(res+t4) * s)
	return math.Float64frombits(math.Float64bits(res) | math.Float64bits(x)&(1<<63))
}

// svmlCbrtShifter is 1.5*2**52: e + shifter holds e in its last bits.
const svmlCbrtShifter = 0x1.8p52

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlCbrtC      = numpytables.SVMLCbrtC
	svmlCbrtT      = numpytables.SVMLCbrtT
	svmlCbrtRcpTab = numpytables.SVMLCbrtRcpTab
)
