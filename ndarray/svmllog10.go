package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// log10Float64 follows __svml_log108 of Intel's SVML, which NumPy 1.24
// calls for float64 log10 on AVX512_SKX machines (read from the machine
// code in NumPy's _multiarray_umath): the reduction of __svml_log8
// (logFloat64: x = 2**e m, m's reciprocal from vrcp14pd rounded to 1/32,
// r = rcp*m - 1) with a table of -log10(rcp) and a degree-9 polynomial
// for log10(1 + r) in fused multiply-adds, plus e*log10(2). Zeros,
// infinities and negative numbers take SVML's scalar path. On machines
// without AVX-512 NumPy calls the C library's log10, and so does alpyna.
func log10Float64(x float64) float64 {
	if !haveAVX512 {
		return libm.Log10(x)
	}
	if special, ok := svmlLogSpecial(x); ok {
		return special
	}
	s, expo := svmlLogReduced(x, (*[9]float64)(svmlLog10C[:9]), &svmlLog10Tab)
	return math.FMA(svmlLog10C[9], expo, s)
}

// svmlLogSpecial is the result of __svml_log8's scalar path for the
// arguments it takes there: NaN, zeros, negative numbers and +Inf.
func svmlLogSpecial(x float64) (float64, bool) {
	switch {
	case x != x:
		return quietNaN64(x), true
	case x == 0:
		return math.Inf(-1), true
	case x < 0:
		return negNaN64, true
	case math.IsInf(x, 1):
		return x, true
	}
	return 0, false
}

// svmlLogReduced is the reduction and polynomial that __svml_log108 and
// __svml_log28 share: x = 2**expo m, m's reciprocal rounded to 1/32
// (rcp), r = rcp*m - 1, and s = -log(rcp) from tab plus the polynomial c
// of r, in the base of tab and c; the caller adds expo in its base.
func svmlLogReduced(x float64, c *[9]float64, tab *[16]uint64) (s, expo float64) {
	fr, e := math.Frexp(x)
	m := fr * 2 // in [1, 2)
	expo = float64(e - 1)
	key := uint32(math.Float64bits(m)>>32) & 0xfffff
	n := 0
	for n < len(svmlLogRcpSteps) && key >= svmlLogRcpSteps[n] {
		n++
	}
	rcp := float64(32-n) / 32
	j := (16 - n) & 15
	if rcp < 0.75 {
		expo++
	}
	r := math.FMA(rcp, m, -1)
	pa := math.FMA(r, c[0], c[1])
	pb := math.FMA(r, c[2], c[3])
	pc := math.FMA(r, c[4], c[5])
	pd := math.FMA(r, c[6], c[7])
	r2 := float64(r * r)
	r4 := float64(r2 * r2)
	q := math.FMA(r4, math.FMA(r2, pb, pc), math.FMA(r2, pa, pd))
	q = math.FMA(r, q, c[8])
	return math.FMA(q, r, math.Float64frombits(tab[j])), expo
}

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlLog10C     = numpytables.SVMLLog10C
	svmlLog10Tab   = numpytables.SVMLLog10Tab
	svmlLog10Tab32 = numpytables.SVMLLog10Tab32
)

// log10Float32 follows __svml_log10f16 of Intel's SVML (the "la"
// variant), which NumPy 1.24 calls for float32 log10 on AVX512_SKX
// machines (its tables read from NumPy's _multiarray_umath): x = 2**k m
// with m in [3/4, 3/2) (vgetmantps), r = m - 1, a cubic in r with
// coefficients from 16-entry tables chosen by m's first four mantissa
// bits, in float32 fused multiply-adds, plus k*log10(2) rounded to float32.
// Zeros, infinities and negative numbers take SVML's scalar path; NaNs
// come out quieted. Without AVX-512 the C library's float64 log10
// rounded, as before.
func log10Float32(x float32) float32 {
	if !haveAVX512 {
		return float32(libm.Log10(float64(x)))
	}
	return svmlLogf(x, &svmlLog10Tab32, float32(0x1.344136p-2))
}

// svmlLogf is __svml_log10f16 with tab, and with scale log10(2), or
// __svml_log2f16 with its table and scale 1 (which it skips: k is added
// as it is).
func svmlLogf(x float32, tab *[4][16]uint32, scale float32) float32 {
	switch {
	case x != x:
		return math.Float32frombits(math.Float32bits(x) | 1<<22)
	case x == 0:
		return float32(math.Inf(-1))
	case x < 0:
		return negNaN32
	case math.IsInf(float64(x), 1):
		return x
	}
	fr, e := math.Frexp(float64(x))
	m, k := fr*2, e-1
	if m >= 1.5 {
		m, k = m/2, k+1
	}
	mf := float32(m)
	j := (math.Float32bits(mf) >> 19) & 15
	r := mf - 1
	p := fma32(math.Float32frombits(tab[0][j]), r, math.Float32frombits(tab[1][j]))
	p = fma32(p, r, math.Float32frombits(tab[2][j]))
	p = fma32(p, r, math.Float32frombits(tab[3][j]))
	return fma32(p, r, float32(float32(k)*scale))
}
