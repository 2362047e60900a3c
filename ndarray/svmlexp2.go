package ndarray

import "math"

// exp2Float64 follows __svml_exp28 of Intel's SVML, which NumPy 1.24
// calls for float64 exp2 on AVX512_SKX machines (read from the machine
// code in NumPy's _multiarray_umath): r = x - floor(16x)/16 rounded down
// (vreducepd),
// T = 2**(j/16) for j = floor(16x) mod 16, the result T + (T*r)*P(r) with
// P of degree 5 in fused multiply-adds, scaled by 2**floor(x)
// (vscalefpd, one rounding for subnormal results). |x| >= 1021.9995
// (0x1.fefffp+9) takes SVML's scalar path, whose own code is not ported:
// the same formula gives its result but for about 7% of those arguments
// (one ulp); beyond them the result is inf or 0. Without AVX-512 the
// previous math.Exp2, as before.
func exp2Float64(x float64) float64 {
	if !haveAVX512 {
		return math.Exp2(x)
	}
	switch {
	case x != x:
		return quietNaN64(x)
	case x >= 1024:
		return math.Inf(1)
	case x < -1080:
		return 0
	}
	f16 := math.Floor(x * 16)
	j := int64(f16) & 15
	// vreducepd subtracts under its rounding mode too: round down.
	b := -f16 / 16
	r := float64(x + b)
	bb := float64(r - x)
	if e := float64(float64(x-float64(r-bb)) + float64(b-bb)); e < 0 {
		r = math.Nextafter(r, math.Inf(-1))
	}
	c := &svmlExp2C
	p := math.FMA(c[0], r, c[1])
	p = math.FMA(r, p, c[2])
	p = math.FMA(r, p, c[3])
	p = math.FMA(r, p, c[4])
	p = math.FMA(r, p, c[5])
	t := math.Float64frombits(svmlExpTab16[j])
	v := math.FMA(float64(t*r), p, t)
	return math.Ldexp(v, int(math.Floor(x)))
}

// svmlExp2C is __svml_exp28's polynomial, highest degree first.
var svmlExp2C = [6]float64{
	0x1.4a1d7f526371bp-13, 0x1.5d7472713cd19p-10, 0x1.3b2ad1b172252p-7,
	0x1.c6b08d4ad86b9p-5, 0x1.ebfbdff84555ap-3, 0x1.62e42fefa398bp-1,
}
