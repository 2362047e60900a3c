package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// tanFloat64 follows __svml_tan8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 tan on AVX512_SKX machines (its
// constants read from NumPy's _multiarray_umath): for |x| <= 128000, n =
// x*16/π rounded by a shifter in one fused multiply-add, r = x - nπ/16 in
// three parts, tan(r) = r + r³P(r²) and T = tan(jπ/16) for j = n mod 16
// from a table (-0 for j = 0, -MaxFloat64 for j = 8), and the result
// (tan(r) + T)/(1 - tan(r)T) by a division that refines the machine's
// VRCP14 reciprocal of the denominator (rcp14). Infinities give x86's
// default NaN, NaNs come out quieted. For |x| > 128000 SVML reduces x by
// a long reduction of its own, which is not ported: the C library's tan
// there, which differs from NumPy's in the last bit for about 40% of such
// arguments. Without AVX-512 NumPy calls the C library's tan, and so does
// alpyna.
func tanFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Tan(x)
	}
	switch ax := math.Abs(x); {
	case x != x:
		return quietNaN64(x)
	case math.IsInf(x, 0):
		return negNaN64
	case ax > 128000:
		return libm.Tan(x)
	}
	c := &svmlTanC
	m := math.FMA(x, c[0], c[1])
	n := float64(m - c[1])
	r := math.FMA(-n, c[2], x)
	r = math.FMA(-n, c[3], r)
	r = math.FMA(-n, c[4], r)
	t := math.Float64frombits(svmlTanTab[math.Float64bits(m)&15])
	r2 := float64(r * r)
	p := math.FMA(c[5], r2, c[6])
	p = math.FMA(r2, p, c[7])
	p = math.FMA(r2, p, c[8])
	p = math.FMA(r2, p, c[9])
	tr := math.FMA(r2, float64(p*r), r) // tan(r)
	num := float64(tr + t)
	den := math.FMA(-tr, t, 1)
	rcp := rcp14(den)
	e := math.FMA(-den, rcp, 1)
	rcp = math.FMA(e, rcp, rcp)
	q0 := float64(rcp * num)
	res := math.FMA(q0, den, -num)
	return math.FMA(-rcp, res, q0)
}

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlTanC   = numpytables.SVMLTanC
	svmlTanTab = numpytables.SVMLTanTab
)
