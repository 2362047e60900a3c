package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// atanFloat64 follows __svml_atan8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 arctan on AVX512_SKX machines (its
// constants read from NumPy's _multiarray_umath): B = |x| rounded to a
// quarter (by the shifter 1.5*2**52/4), s = (|x| - B)/(1 + B|x|) by a
// division that refines the machine's VRCP14 reciprocal of the
// denominator's mantissa (rcp14: its exact bits matter), and atan(B) from
// a 32-entry table plus s + s³P(s²) in fused multiply-adds, with x's sign.
// |x| >= 7.875 uses B = ∞: s = -1/min(|x|, 2**128) and π/2. The vector
// path has no scalar fallback: NaNs come out quieted with their sign.
// Without AVX-512 NumPy calls the C library's atan, and so does alpyna.
func atanFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Atan(x)
	}
	if x != x {
		return quietNaN64(x)
	}
	c := &svmlAtanC
	ax := math.Abs(x)
	t := ax + svmlAtanShifter
	var diff, y, tab float64
	if ax >= 0x1.f8p2 { // 7.875
		diff, y, tab = -1, math.Min(0x1p128, ax), c[0]
	} else {
		b := float64(t - svmlAtanShifter) // |x| rounded to a quarter
		diff = ax - b                     // exact (vreducepd)
		y = math.FMA(ax, b, 1)
		tab = math.Float64frombits(svmlAtanTab[math.Float64bits(t)&31])
	}
	s := svmlDivide(diff, y)
	s2 := float64(s * s)
	s4 := float64(s2 * s2)
	s3 := float64(s2 * s)
	p1 := math.FMA(c[1], s2, c[2])
	p2 := math.FMA(c[3], s2, c[4])
	p3 := math.FMA(c[5], s2, c[6])
	p := math.FMA(s4, p1, p2)
	p = math.FMA(s4, p, p3)
	p = math.FMA(s3, p, s)
	r := float64(p + tab)
	return math.Float64frombits(math.Float64bits(r) ^ math.Float64bits(x)&(1<<63))
}

// svmlDivide is n/d for a finite n and a finite d >= 1 as SVML's vector
// code divides: the mantissas' quotient (vgetmantpd) from the machine's
// VRCP14 reciprocal refined by one Newton step and one correction in
// fused multiply-adds, scaled by the exponents' difference (vgetexppd,
// vscalefpd: one rounding for a subnormal result). A zero n gives a zero
// of n's sign.
func svmlDivide(n, d float64) float64 {
	if n == 0 {
		return n
	}
	fn, en := math.Frexp(n)
	fd, ed := math.Frexp(d)
	mn, md := fn*2, fd*2 // in [1, 2), with their signs
	rcp := rcp14(md)
	q0 := float64(mn * rcp)
	e := math.FMA(-md, rcp, 1)
	res := math.FMA(-q0, md, mn)
	e = math.FMA(e, e, e)
	rcp = math.FMA(e, rcp, rcp)
	q := math.FMA(res, rcp, q0)
	return math.Ldexp(q, en-ed)
}

// svmlAtanShifter is 1.5*2**50: |x| + shifter rounds |x| to a quarter,
// the index of the table in the low bits.
const svmlAtanShifter = 0x1.8p50

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlAtanC   = numpytables.SVMLAtanC
	svmlAtanTab = numpytables.SVMLAtanTab
)
