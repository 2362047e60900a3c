package ndarray

import (
	"math"

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

// svmlLog10C are __svml_log108's coefficients in the order the port
// uses them, the last log10(2).
var svmlLog10C = [10]float64{
	0x1.63c62777f27d9p-4, -0x1.bcb7b153c06a3p-4, // pa = r*c0 + c1
	0x1.8c2d828480370p-5, -0x1.bd80d96029814p-5, // pb
	0x1.fc3f6f38b58a2p-5, -0x1.287a63464dc80p-4, // pc
	0x1.287a7636f428cp-3, -0x1.bcb7b1526e4dbp-3, // pd
	0x1.bcb7b1526e50ep-2, // about 1/ln 10
	0x1.34413509f79ffp-2, // log10(2)
}

// svmlLog10Tab is -log10(rcp) for rcp = 1, 31/32, ..., 17/32 (index
// (16-n)&15 as in logFloat64; entries 8 to 15 for rcp < 0.75 include
// log10(2) for the exponent's increment).
var svmlLog10Tab = [16]uint64{
	0x0000000000000000, 0xbf9af5f92b00e610, 0xbfaa30a9d609efea, 0xbfb31b3055c47118,
	0xbfb8cf183886480d, 0xbfbe3bc1ab0e19fe, 0xbfc1b3e71ec94f7b, 0xbfc42c7e7fe3fc02,
	0x3fbffbfc2bbc7803, 0x3fbb721cd17157e3, 0x3fb715d0ce367afc, 0x3fb2e3a740b7800f,
	0x3fadb11ed766abf4, 0x3fa5e3966b7e9295, 0x3f9cb38fccd8bfdb, 0x3f8c3d0837784c41,
}
