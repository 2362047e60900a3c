package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// atanhFloat64 follows __svml_atanh8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 arctanh on AVX512_SKX machines (its
// constants read from NumPy's _multiarray_umath): atanh(x) = ±log(U/V)/2
// for U = 1 + |x| and V = 1 - |x| (each rounded, its rounding error kept),
// each log from the machine's VRCP14 reciprocal rounded to 4 mantissa
// bits (r), a table of log(1 + j/16) in hi and lo parts for r's mantissa,
// r's exponent times ln 2 in two parts, and log1p(Ur - 1) by a degree-9
// polynomial in fused multiply-adds. |x| >= 1 takes SVML's scalar path:
// ±inf at ±1, x86's default NaN beyond; NaNs come out quieted. Without
// AVX-512 NumPy calls the C library's atanh, and so does alpyna.
func atanhFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Atanh(x)
	}
	ax := math.Abs(x)
	switch {
	case x != x:
		return quietNaN64(x)
	case ax == 1:
		return math.Copysign(math.Inf(1), x)
	case ax > 1:
		return negNaN64
	}
	c := &svmlAtanhC
	u, v := float64(1+ax), float64(1-ax)
	uLo := float64(ax - float64(u-1))
	vLo := float64(ax + float64(v-1))
	round4 := func(r float64) float64 { // to 4 mantissa bits
		return math.Float64frombits((math.Float64bits(r) + 1<<47) & 0xffff000000000000)
	}
	ru, rv := round4(rcp14(u)), round4(rcp14(v))
	du := math.FMA(ru, uLo, math.FMA(u, ru, -1))
	dv := math.FMA(-rv, vLo, math.FMA(v, rv, -1))
	_, eu := math.Frexp(ru)
	_, ev := math.Frexp(rv)
	de := float64(ev - eu)
	iu, iv := (math.Float64bits(ru)>>48)&15, (math.Float64bits(rv)>>48)&15
	tab := func(t *[16]uint64, i uint64) float64 { return math.Float64frombits(t[i]) }
	hi := math.FMA(de, c[8], float64(tab(&svmlAtanhTabHi, iv)-tab(&svmlAtanhTabHi, iu)))
	lo := math.FMA(de, c[9], float64(tab(&svmlAtanhTabLo, iv)-tab(&svmlAtanhTabLo, iu)))
	poly := func(d float64) float64 {
		p := math.FMA(c[0], d, c[1])
		for _, k := range c[2:8] {
			p = math.FMA(d, p, k)
		}
		return math.FMA(d, p, 1)
	}
	a := math.FMA(du, poly(du), lo)
	b := math.FMA(-dv, poly(dv), a)
	return float64(float64(hi+b) * math.Copysign(0.5, x))
}

// The constants and tables (internal/numpytables).
var (
	svmlAtanhC     = numpytables.SVMLAtanhC
	svmlAtanhTabHi = numpytables.SVMLAtanhTabHi
	svmlAtanhTabLo = numpytables.SVMLAtanhTabLo
)
