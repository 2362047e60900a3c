package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// sinhFloat64 follows __svml_sinh8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 sinh on AVX512_SKX machines (its
// constants and table read from NumPy's _multiarray_umath): n =
// |x|*128/ln 2 rounded by a shifter in one fused multiply-add, r = |x| -
// (n/128)ln2hi - (n/128)ln2lo, and with j = n mod 128, N = n div 128 the
// table's 2**(-j/128)/2 (Tn) and 2**(j/128)/2 - 2**(-j/128)/2 (Tdif)
// scaled by 2**±N as integers added to their exponent fields; the result
// G2 + G13*sinh(r) + G2*r²(a2 + a4r²) with G13 = Tdif*2**N + cosh-like
// and G2 = Tdif*2**N + sinh-like sums of the table (see below), x's sign
// on it. |x| above 707.7 (and infinities and NaNs) takes SVML's scalar
// path, whose own code is not ported: here the C library's sinh, which
// gives NumPy's infinities and NaNs and may differ in the last bit below
// the overflow at 710.48, as the cosh port does. Without AVX-512 NumPy
// calls the C library's sinh, and so does alpyna.
func sinhFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Sinh(x)
	}
	ax := math.Abs(x)
	if math.Float64bits(ax)>>32 > 0x40861d99 {
		return libm.Sinh(x)
	}
	c := &svmlSinhC
	m := math.FMA(ax, c[0], c[1])
	n := float64(m - c[1])
	r := math.FMA(-n, c[2], ax)
	r = math.FMA(-n, c[3], r)
	r2 := float64(r * r)
	p := math.FMA(c[4], r2, c[5])
	mb := math.Float64bits(m)
	j := mb & 127
	e := (mb ^ j) << 45 // N in the exponent field
	g1 := math.Float64frombits(svmlSinhTab[2*j] + e)
	tp := math.Float64frombits(svmlSinhTab[2*j+1] + e)
	tm := math.Float64frombits(svmlSinhTab[2*j+1] - e)
	p = float64(p * r2)
	g2 := float64(tp - tm)
	g3 := float64(tp + tm)
	sh := math.FMA(p, r, r) // sinh(r)
	g13 := float64(g1 + g3)
	q := math.FMA(c[6], r2, c[7])
	q = float64(q * r2)
	g12 := float64(g1 + g2)
	q = float64(g12 * q)
	res := math.FMA(sh, g13, q)
	res = float64(res + g12)
	return math.Float64frombits(math.Float64bits(res) | math.Float64bits(x)&(1<<63))
}

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlSinhC   = numpytables.SVMLSinhC
	svmlSinhTab = numpytables.SVMLSinhTab
)
