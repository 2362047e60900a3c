package ndarray

import (
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// log1pFloat64 follows __svml_log1p8 of Intel's SVML, which NumPy 1.24
// calls for float64 log1p on AVX512_SKX machines (read from the machine
// code in NumPy's _multiarray_umath): s = 1 + x rounded, with its rounding
// error lo = min(1, x) - (s - max(1, x)); s = 2**e m as in __svml_log8
// (logFloat64), r = rcp*m - 1 + rcp*(lo * 2**-e) in fused multiply-adds,
// then __svml_log8's table and polynomial, and x's sign on the result
// (log1p(-0) is -0). Arguments whose r is NaN (x = -1, x < -1, infinities,
// NaNs) take SVML's scalar path. Without AVX-512 NumPy calls the C
// library's log1p, and so does alpyna.
func log1pFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Log1p(x)
	}
	switch {
	case x != x:
		return quietNaN64(x)
	case x == -1:
		return math.Inf(-1)
	case x < -1:
		return negNaN64
	case math.IsInf(x, 1):
		return x
	}
	const (
		c2, c3, c4, c5 = svmlLogC2, svmlLogC3, svmlLogC4, svmlLogC5
		c6, c7, c8, c9 = svmlLogC6, svmlLogC7, svmlLogC8, svmlLogC9
		ln2            = svmlLogLn2
	)
	s := float64(1 + x)
	lo := float64(min(1, x) - float64(s-max(1, x)))
	fr, e := math.Frexp(s)
	m, expo := fr*2, e-1 // m in [1, 2)
	key := uint32(math.Float64bits(m)>>32) & 0xfffff
	n := 0
	for n < len(svmlLogRcpSteps) && key >= svmlLogRcpSteps[n] {
		n++
	}
	rcp := float64(32-n) / 32
	j := (16 - n) & 15
	ef := float64(expo)
	if rcp < 0.75 {
		ef++
	}
	r := math.FMA(rcp, m, -1)
	r = math.FMA(rcp, math.Ldexp(lo, -expo), r)
	p89 := math.FMA(r, c9, c8)
	p67 := math.FMA(r, c7, c6)
	p45 := math.FMA(r, c5, c4)
	p23 := math.FMA(r, c3, c2)
	r2 := float64(r * r)
	r4 := float64(r2 * r2)
	p69 := math.FMA(r2, p89, p67)
	p25 := math.FMA(r2, p45, p23)
	p29 := math.FMA(r4, p69, p25)
	poly := math.FMA(r2, p29, r)
	res := math.FMA(ln2, ef, float64(math.Float64frombits(svmlLogTab[j])+poly))
	return math.Float64frombits(math.Float64bits(res) | math.Float64bits(x)&(1<<63))
}
