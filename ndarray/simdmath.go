package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"
)

// Ports of the code NumPy 1.24 runs for exp, log, sin and cos on x86-64
// machines with AVX-512 (its AVX512_SKX dispatch target). NumPy does not
// call libm there: float32 uses NumPy's own vector loops (the same on
// AVX2 with FMA3), float64 the Intel SVML routines NumPy vendors. Both
// differ from correctly rounded results, and from Go's math package, in
// the last bit for many inputs. Each function below evaluates, lane by
// lane, the same operations in the same order with the same roundings as
// the machine code in NumPy 1.24.2's _multiarray_umath (GCC contracts a
// few of the source's separate vector multiplies and adds into fused
// multiply-adds; the ports do likewise), so that results agree with NumPy
// bit for bit: checked against NumPy on all 2**32 float32 inputs and on
// some 10**8 float64 inputs per function. The vector loops treat every
// lane alike, so whole arrays, their tails, strided views and 0-d arrays
// all give these results.
//
// Single-precision fused multiply-adds are emulated by fma32. Plain
// floating-point operations are written with explicit conversions so that
// the Go compiler cannot fuse them.

// NumPy's float32 constants (npy_math.h and npy_simd_data.h).
const (
	npyLog2Ef  float32 = 1.442695040888963407359924681001892137 // NPY_LOG2Ef
	npyLogE2f  float32 = 0.693147180559945309417232121458176568 // NPY_LOGE2f
	npySqrt12f float32 = 0.707106781186547524400844362104849039 // NPY_SQRT1_2f

	rintCvtMagicf float32 = 0x1.800000p+23 // NPY_RINT_CVT_MAGICf

	codyWaiteLogE2Highf float32 = -6.93145752e-1 // NPY_CODY_WAITE_LOGE_2_HIGHf
	codyWaiteLogE2Lowf  float32 = -1.42860677e-6 // NPY_CODY_WAITE_LOGE_2_LOWf

	expP0f float32 = 9.999999999980870924916e-01 // NPY_COEFF_P0_EXPf ...
	expP1f float32 = 7.257664613233124478488e-01
	expP2f float32 = 2.473615434895520810817e-01
	expP3f float32 = 5.114512081637298353406e-02
	expP4f float32 = 6.757896990527504603057e-03
	expP5f float32 = 5.082762527590693718096e-04
	expQ0f float32 = 1.000000000000000000000e+00
	expQ1f float32 = -2.742335390411667452936e-01
	expQ2f float32 = 2.159509375685829852307e-02

	// Beyond these, float32 exp overflows to inf or underflows to 0.
	expXMaxf float32 = 88.72283935546875
	expXMinf float32 = -103.97208404541015625

	logP0f float32 = 0.000000000000000000000e+00 // NPY_COEFF_P0_LOGf ...
	logP1f float32 = 9.999999999999998702752e-01
	logP2f float32 = 2.112677543073053063722e+00
	logP3f float32 = 1.480000633576506585156e+00
	logP4f float32 = 3.808837741388407920751e-01
	logP5f float32 = 2.589979117907922693523e-02
	logQ0f float32 = 1.000000000000000000000e+00
	logQ1f float32 = 2.612677543073109236779e+00
	logQ2f float32 = 2.453006071784736363091e+00
	logQ3f float32 = 9.864942958519418960339e-01
	logQ4f float32 = 1.546476374983906719538e-01
	logQ5f float32 = 5.875095403124574342950e-03
)

// NPY_NANF and -NPY_NANF, the NaNs NumPy's float32 loops store, and x86's
// default NaN in float64, which SVML's invalid operations produce.
var (
	nan32    = math.Float32frombits(0x7fc00000)
	negNaN32 = math.Float32frombits(0xffc00000)
	negNaN64 = math.Float64frombits(0xfff8000000000000)
)

// fma32 returns a*b+c rounded once to float32, like the vfmadd*ps
// instructions. The product of two float32s is exact in float64; the sum
// is rounded to float64 with round-to-odd (TwoSum gives the rounding
// error, and an inexact even result is moved one ulp toward the exact
// value), which carries enough bits for the final conversion to float32
// to round correctly.
//
// Double rounding can only go wrong when the float64 sum lies exactly
// halfway between two float32s (otherwise no halfway point separates it
// from the exact value), so the common case rounds the sum directly; the
// test is for normal float32 results (and infinities and NaNs, which
// round alike either way), whose halfway points have the 29
// bits float64 has beyond float32's precision equal to 1<<28.
func fma32(a, b, c float32) float32 {
	s := float64(a)*float64(b) + float64(c)
	if bits := math.Float64bits(s); bits&(1<<29-1) != 1<<28 && (bits>>52)&0x7ff >= 1023-126 {
		return float32(s)
	}
	return fma32RoundToOdd(a, b, c)
}

// fma32RoundToOdd is fma32 by rounding the float64 sum to odd.
func fma32RoundToOdd(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	cc := float64(c)
	s := p + cc
	if s-s == 0 { // finite
		bv := float64(s - p)
		e := float64(p-float64(s-bv)) + float64(cc-bv)
		// Written as conditional moves: the branches would depend on
		// the data and be mispredicted half the time.
		bits := math.Float64bits(s)
		step := uint64(1)
		if (e > 0) != (s > 0) {
			step = ^uint64(0) // -1
		}
		if e == 0 || bits&1 != 0 {
			step = 0
		}
		s = math.Float64frombits(bits + step)
	}
	return float32(s)
}

// expFloat32 follows simd_exp_FLOAT (AVX512F) in NumPy 1.24's
// numpy/core/src/umath/loops_exponent_log.dispatch.c.src: Cody-Waite
// reduction by ln 2, a rational minimax approximation evaluated with fused
// multiply-adds, and scaling by vscalefps. NumPy uses it for float32 exp
// on AVX2/AVX-512 machines; this port gives its results bit for bit.
func expFloat32(x float32) float32 {
	switch {
	case x != x:
		return nan32
	case x >= expXMaxf:
		return float32(math.Inf(1))
	case x <= expXMinf:
		return 0
	}
	// x*log2e + magic is one fused multiply-add: GCC contracts the
	// _mm512_mul_ps and _mm512_add_ps of NumPy's source.
	quadrant := fma32(x, npyLog2Ef, rintCvtMagicf)
	quadrant = float32(quadrant - rintCvtMagicf)

	x = fma32(quadrant, codyWaiteLogE2Highf, x)
	x = fma32(quadrant, codyWaiteLogE2Lowf, x)
	x = fma32(quadrant, 0, x) // NumPy passes zero as the third constant

	num := fma32(expP5f, x, expP4f)
	num = fma32(num, x, expP3f)
	num = fma32(num, x, expP2f)
	num = fma32(num, x, expP1f)
	num = fma32(num, x, expP0f)
	den := fma32(expQ2f, x, expQ1f)
	den = fma32(den, x, expQ0f)
	poly := float32(num / den)

	// vscalefps: poly * 2**quadrant rounded once (also to a subnormal).
	return float32(float64(poly) * pow2(int(quadrant)))
}

// logFloat32 follows simd_log_FLOAT (AVX512F) in NumPy 1.24's
// numpy/core/src/umath/loops_exponent_log.dispatch.c.src: the mantissa
// and exponent from vgetmantps/vgetexpps, a rational minimax approximation
// of log(1+x) evaluated with fused multiply-adds, plus exponent*ln 2. NumPy
// uses it for float32 log on AVX2/AVX-512 machines; this port gives its
// results bit for bit, including -nan for negative inputs.
func logFloat32(x float32) float32 {
	switch {
	case x != x:
		return nan32
	case x < 0:
		return negNaN32
	case x == 0:
		return float32(math.Inf(-1))
	case math.IsInf(float64(x), 1):
		return x
	}
	// x = m * 2**e with m in [0.5, 1), subnormals included.
	mf, e := math.Frexp(float64(x))
	m, exponent := float32(mf), float32(e)
	if m <= npySqrt12f {
		m = float32(m + m)
		exponent = float32(exponent - 1)
	}
	m = float32(m - 1)

	num := fma32(logP5f, m, logP4f)
	num = fma32(num, m, logP3f)
	num = fma32(num, m, logP2f)
	num = fma32(num, m, logP1f)
	num = fma32(num, m, logP0f)
	den := fma32(logQ5f, m, logQ4f)
	den = fma32(den, m, logQ3f)
	den = fma32(den, m, logQ2f)
	den = fma32(den, m, logQ1f)
	den = fma32(den, m, logQ0f)
	poly := float32(num / den)
	return fma32(exponent, npyLogE2f, poly)
}

// sinFloat32 and cosFloat32 follow simd_sincos_f32 in NumPy 1.24's
// numpy/core/src/umath/loops_trigonometric.dispatch.c.src: Cody-Waite
// reduction by pi/2 and minimax polynomials evaluated with fused
// multiply-adds for |x| up to 117435.992 (sine) or 71476.0625 (cosine);
// larger arguments, infinities and NaNs go to glibc's sinf/cosf, ported
// in glibcSinCosf. NumPy uses this on AVX2/AVX-512 machines; the port
// gives its results bit for bit.
func sinFloat32(x float32) float32 { return sincosFloat32(x, false) }

// The constants of simd_sincos_f32: the largest |x| reduced by Cody-Waite
// (beyond, glibc's sinf and cosf), 2/pi and pi/2 in three parts, and the
// polynomials.
const (
	sinMaxCodyf float32 = 117435.992
	cosMaxCodyf float32 = 71476.0625
	twoOverPi   float32 = 0x1.45f306p-1
	pio2High    float32 = -0x1.921fb0p+00
	pio2Med     float32 = -0x1.5110b4p-22
	pio2Low     float32 = -0x1.846988p-48
	cosInvf8    float32 = 0x1.98e616p-16
	cosInvf6    float32 = -0x1.6c06dcp-10
	cosInvf4    float32 = 0x1.55553cp-05
	cosInvf2    float32 = -0x1.000000p-01
	cosInvf0    float32 = 0x1.000000p+00
	sinInvf9    float32 = 0x1.7d3bbcp-19
	sinInvf7    float32 = -0x1.a06bbap-13
	sinInvf5    float32 = 0x1.11119ap-07
	sinInvf3    float32 = -0x1.555556p-03
)

func cosFloat32(x float32) float32 { return sincosFloat32(x, true) }

func sincosFloat32(x float32, cos bool) float32 {
	maxCody := sinMaxCodyf
	if cos {
		maxCody = cosMaxCodyf
	}
	if !(float32(math.Abs(float64(x))) <= maxCody) {
		return glibcSinCosf(x, cos)
	}
	// Rounding to an integer; GCC contracts x*twoOverPi + magic.
	quadrant := fma32(x, twoOverPi, rintCvtMagicf)
	quadrant = float32(quadrant - rintCvtMagicf)

	r := fma32(quadrant, pio2High, x)
	r = fma32(quadrant, pio2Med, r)
	r = fma32(quadrant, pio2Low, r)
	r2 := float32(r * r)

	c := fma32(cosInvf8, r2, cosInvf6)
	c = fma32(c, r2, cosInvf4)
	c = fma32(c, r2, cosInvf2)
	c = fma32(c, r2, cosInvf0)

	s := fma32(sinInvf9, r2, sinInvf7)
	s = fma32(s, r2, sinInvf5)
	s = fma32(s, r2, sinInvf3)
	s = fma32(s, r2, 0)
	s = fma32(s, r, r)

	iq := int32(quadrant)
	if cos {
		iq++
	}
	res := c
	if iq&1 == 0 {
		res = s
	}
	if iq&2 != 0 {
		res = float32(0 - res)
	}
	return res
}

// glibcSinCosf follows sinf and cosf of glibc 2.28 and later
// (sysdeps/ieee754/flt-32/s_sinf.c, s_cosf.c, s_sincosf.h,
// sincosf_poly.h), as built for x86-64 with FMA, for the arguments NumPy
// hands to them: |x| >= 120 (reduced with the 4/pi table), infinities and
// NaNs. The double-precision polynomial uses fused multiply-adds where
// GCC contracts them.
func glibcSinCosf(y float32, cos bool) float32 {
	xi := math.Float32bits(y)
	if xi&0x7f800000 == 0x7f800000 {
		// __math_invalidf: (y - y) / (y - y), the quieted NaN for a NaN
		// and x86's default NaN (negative) for an infinity.
		if y != y {
			return math.Float32frombits(xi | 0x00400000)
		}
		return negNaN32
	}
	sign := int(xi >> 31)
	x, n := glibcReduceLarge(xi)
	p := &glibcSincosfTable[0]
	s := p.sign[(n+sign)&3]
	if (n+sign)&2 != 0 {
		p = &glibcSincosfTable[1]
	}
	if cos {
		n ^= 1
	}
	return glibcSinfPoly(x*s, x*x, p, n)
}

type glibcSincos struct {
	sign                           [4]float64
	c0, c1, c2, c3, c4, s1, s2, s3 float64
}

// __sincosf_table (s_sincosf_data.c); the second entry computes -cos.
var glibcSincosfTable = [2]glibcSincos{
	{[4]float64{1, -1, -1, 1}, 0x1p0, -0x1.ffffffd0c621cp-2, 0x1.55553e1068f19p-5,
		-0x1.6c087e89a359dp-10, 0x1.99343027bf8c3p-16,
		-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
	{[4]float64{1, -1, -1, 1}, -0x1p0, 0x1.ffffffd0c621cp-2, -0x1.55553e1068f19p-5,
		0x1.6c087e89a359dp-10, -0x1.99343027bf8c3p-16,
		-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
}

var glibcInvPio4 = numpytables.GlibcInvPio4

// glibcReduceLarge is reduce_large of s_sincosf.h: x mod pi/2 in
// [-pi/4, pi/4] and the quadrant, for |x| >= 2 given as its bits.
func glibcReduceLarge(xi uint32) (float64, int) {
	arr := glibcInvPio4[(xi>>26)&15:]
	shift := (xi >> 23) & 7
	xi = (xi & 0xffffff) | 0x800000
	xi <<= shift

	res0 := uint64(xi * arr[0])
	res1 := uint64(xi) * uint64(arr[4])
	res2 := uint64(xi) * uint64(arr[8])
	res0 = (res2 >> 32) | (res0 << 32)
	res0 += res1

	n := (res0 + (1 << 61)) >> 62
	res0 -= n << 62
	const pi63 = 0x1.921FB54442D18p-62 // 2pi * 2**-64
	return float64(int64(res0)) * pi63, int(n)
}

// glibcSinfPoly is sinf_poly of sincosf_poly.h with GCC's FMA
// contractions.
func glibcSinfPoly(x, x2 float64, p *glibcSincos, n int) float32 {
	if n&1 == 0 {
		x3 := x * x2
		s1 := math.FMA(x2, p.s3, p.s2)
		x7 := x3 * x2
		s := math.FMA(x3, p.s1, x)
		return float32(math.FMA(x7, s1, s))
	}
	x4 := x2 * x2
	c2 := math.FMA(x2, p.c4, p.c3)
	c1 := math.FMA(x2, p.c1, p.c0)
	x6 := x4 * x2
	c := math.FMA(x4, p.c2, c1)
	return float32(math.FMA(x6, c2, c))
}

// quietNaN64 returns the NaN x with its quiet bit set, as x86 arithmetic
// propagates a NaN operand.
func quietNaN64(x float64) float64 {
	return math.Float64frombits(math.Float64bits(x) | 1<<51)
}

// expFloat64 follows __svml_exp8 of Intel's SVML (svml_z0_exp_d_la.s,
// vendored by NumPy 1.24 in numpy/core/src/umath/svml), which NumPy 1.24
// calls for float64 exp on AVX512_SKX machines: x = (M + j/16) ln2 + r
// with N = M + j/16 truncated from x*log2(e), 2**(j/16) from a table, a
// degree-6 polynomial for exp(r) - 1 and vscalefpd. Arguments with
// |x| >= 707.7 (and infinities) take SVML's scalar
// __svml_dexp_cout_rare_internal, ported in svmlExpRare. The port gives
// NumPy's results bit for bit.
func expFloat64(x float64) float64 {
	if x != x {
		return quietNaN64(x)
	}
	if math.Abs(x) >= svmlExpRareMin {
		return svmlExpRare(x)
	}
	const (
		log2e16 = svmlExpLog2e16
		ln2Hi   = svmlExpLn2Hi
		ln2Lo   = svmlExpLn2Lo
		c2      = svmlExpC2
		c3      = svmlExpC3
		c4      = svmlExpC4
		c5      = svmlExpC5
		c6      = svmlExpC6
	)
	// vfmadd213pd {rz-sae} with a shifter rounds x*log2(e) toward minus
	// infinity to a multiple of 1/16: N16 = floor(16 x log2(e)), exactly.
	ph := float64(x * log2e16)
	pl := math.FMA(x, log2e16, -ph)
	n16 := math.Floor(ph)
	if n16 == ph && pl < 0 {
		n16--
	}
	j := int64(n16) & 15
	n := n16/16 + 0 // +0 turns -0 into +0, as (shifter + x) - shifter does

	r := math.FMA(-n, ln2Hi, x)
	r = math.FMA(-n, ln2Lo, r)
	r2 := float64(r * r)
	p56 := math.FMA(c6, r, c5)
	p34 := math.FMA(c4, r, c3)
	r3 := float64(r2 * r)
	p12 := math.FMA(r2, c2, r)
	p36 := math.FMA(r2, p56, p34)
	p16 := math.FMA(r3, p36, p12)
	th := math.Float64frombits(svmlExpTab16[j])
	res := math.FMA(th, p16, th)
	return res * pow2(int(math.Floor(n))) // vscalefpd: one rounding
}

// The constants of __svml_exp8: where the rare path starts, 16*log2(e)
// (the table's 2**-4 steps), ln 2 in two parts, and the polynomial.
const (
	svmlExpRareMin = 0x1.61da04cbafe44p+9
	svmlExpLog2e16 = 0x1.71547652b82fep+4
	svmlExpLn2Hi   = 0x1.62e42fefa39efp-1
	svmlExpLn2Lo   = 0x1.abc9e3b39803fp-56
	svmlExpC2      = 0x1.0000000002622p-1
	svmlExpC3      = 0x1.5555554b508a2p-3
	svmlExpC4      = 0x1.555564bb4f5f0p-5
	svmlExpC5      = 0x1.1106603d97c00p-7
	svmlExpC6      = 0x1.72eb5ef0d213dp-10
)

// pow2 returns 2**k, built from its bits when it is a normal float64
// (math.Ldexp is a call that normalises its argument first).
func pow2(k int) float64 {
	if k >= -1022 && k <= 1023 {
		return math.Float64frombits(uint64(k+1023) << 52)
	}
	return math.Ldexp(1, k)
}

var svmlExpTab16 = numpytables.SVMLExpTab16

// svmlExpRare is SVML's __svml_dexp_cout_rare_internal: scalar exp with a
// 64-entry table of 2**(j/64) as hi + lo, for the lanes __svml_exp8 sets
// aside (|x| >= 707.7, infinities). Every operation is a separate SSE2
// multiply or add.
func svmlExpRare(x float64) float64 {
	const (
		invLn2N  = 0x1.71547652b82fep+6 // 64/ln2
		shifter  = 0x1.8p52
		c2       = 0x1p-1
		c3       = 0x1.55555555548f8p-3
		c4       = 0x1.5555555558fccp-5
		c5       = 0x1.111123aaf20d3p-7
		c6       = 0x1.6c16a1c2a3ffdp-10
		overflow = 0x1.62e42fefa39efp+9
		subnorm  = -0x1.6232bdd7abcd2p+9
		under    = -0x1.74910d52d3051p+9
		ln2Hi    = 0x1.62e42fefa0000p-7 // ln2/64
		ln2Lo    = 0x1.cf79abc9e3b3ap-46
	)
	bits := math.Float64bits(x)
	switch e := (bits >> 52) & 0x7ff; {
	case e == 0x7ff:
		if x < 0 && bits&(1<<52-1) == 0 {
			return 0 // -inf
		}
		return float64(x * x)
	case e <= 970:
		return float64(1 + x)
	case x > overflow:
		return math.Inf(1)
	case x < under:
		return 0
	}
	t := float64(float64(x*invLn2N) + shifter)
	ni := uint32(math.Float64bits(t))
	kd := float64(t - shifter)
	r := float64(x - float64(kd*ln2Hi))
	r = float64(r - float64(kd*ln2Lo))
	j := ni & 63
	p := float64(c6 * r)
	p = float64(float64(p+c5) * r)
	p = float64(float64(p+c4) * r)
	p = float64(float64(p+c3) * r)
	p = float64(float64(p+c2) * r)
	p = float64(p * r)
	p = float64(p + r)
	hi := math.Float64frombits(svmlExpHATab[2*j])
	lo := math.Float64frombits(svmlExpHATab[2*j+1])
	p = float64(float64(p+lo) * hi)
	m := ni >> 6 // a logical shift of the 32-bit integer, then mod 2048
	if x < subnorm {
		// A subnormal result: scale by 2**(M+60) first, then by 2**-60.
		e := (m + 1083) & 2047
		scale := math.Float64frombits(uint64(e) << 52)
		a2 := float64(p * scale)
		b := float64(scale * hi)
		s := float64(b + a2)
		if e <= 50 {
			return float64(s * 0x1p-60)
		}
		lo := float64(float64(b-s) + a2)
		c := float64(s * 0x1.8p32)
		hiPart := float64(float64(s+c) - c)
		loPart := float64(lo + float64(s-hiPart))
		return float64(float64(hiPart*0x1p-60) + float64(loPart*0x1p-60))
	}
	res := float64(p + hi)
	e := (m + 1023) & 2047
	if e > 2046 {
		scale := math.Float64frombits(uint64(e-1) << 52)
		return float64(float64(res*scale) * 2)
	}
	return float64(res * math.Float64frombits(uint64(e)<<52))
}

var svmlExpHATab = numpytables.SVMLExpHATab

// logFloat64 follows __svml_log8 of Intel's SVML (svml_z0_log_d_la.s,
// vendored by NumPy 1.24), which NumPy 1.24 calls for float64 log on
// AVX512_SKX machines: x = 2**e m with vgetexppd/vgetmantpd, the
// reciprocal of m from vrcp14pd rounded to 1/32, a table of -log(rcp) and
// a degree-9 polynomial for log1p(rcp*m - 1). The port gives NumPy's
// results bit for bit.
func logFloat64(x float64) float64 {
	switch {
	case x != x:
		return quietNaN64(x)
	case x == 0:
		return math.Inf(-1)
	case x < 0:
		return negNaN64 // 0/0 in SVML's scalar path: x86's default NaN
	case math.IsInf(x, 1):
		return x
	}
	const (
		c2, c3, c4, c5 = svmlLogC2, svmlLogC3, svmlLogC4, svmlLogC5
		c6, c7, c8, c9 = svmlLogC6, svmlLogC7, svmlLogC8, svmlLogC9
		ln2            = svmlLogLn2
	)
	fr, e := math.Frexp(x)
	m, expo := fr*2, float64(e-1) // m in [1, 2)
	// vrcp14pd depends on the top 20 bits of m's fraction; rounded to a
	// multiple of 1/32 it steps down at these (measured) places.
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
	p67 := math.FMA(r, c7, c6)
	p89 := math.FMA(r, c9, c8)
	p23 := math.FMA(r, c3, c2)
	r2 := float64(r * r)
	p45 := math.FMA(r, c5, c4)
	r4 := float64(r2 * r2)
	p69 := math.FMA(r2, p89, p67)
	p25 := math.FMA(r2, p45, p23)
	p29 := math.FMA(r4, p69, p25)
	poly := math.FMA(r2, p29, r)
	s := float64(math.Float64frombits(svmlLogTab[j]) + poly)
	return math.FMA(ln2, expo, s)
}

// The polynomial of __svml_log8 and ln 2.
const (
	svmlLogC2  = -0x1.fffffffffffc6p-2
	svmlLogC3  = 0x1.5555555555466p-2
	svmlLogC4  = -0x1.00000000c05bdp-2
	svmlLogC5  = 0x1.9999999cc9f5cp-3
	svmlLogC6  = -0x1.55553fb28db06p-3
	svmlLogC7  = 0x1.249229cee81efp-3
	svmlLogC8  = -0x1.007357e93af62p-3
	svmlLogC9  = 0x1.c81cd309d7c70p-4
	svmlLogLn2 = 0x1.62e42fefa39efp-1
)

var svmlLogRcpSteps = numpytables.SVMLLogRcpSteps

var svmlLogTab = numpytables.SVMLLogTab

// sinFloat64 follows __svml_sin8 of Intel's SVML (svml_z0_sin_d_la.s,
// vendored by NumPy 1.24), which NumPy 1.24 calls for float64 sin on
// AVX512_SKX machines: x = N*pi + R with N = rint(x/pi) and a three-part
// pi, then an odd degree-15 polynomial, negated for odd N. Arguments with
// |x| > 2**24, infinities and NaNs take SVML's long reduction, ported in
// svmlSinCosLarge. The port gives NumPy's results bit for bit.
func sinFloat64(x float64) float64 {
	if !(math.Abs(x) <= 0x1p24) {
		return svmlSinCosLarge(x, false)
	}
	const (
		invPi, shifter, pi1, pi2, pi3 = svmlInvPi, svmlSinShifter, svmlPi1, svmlPi2, svmlPi3
		s3, s5, s7, s9                = svmlSinS3, svmlSinS5, svmlSinS7, svmlSinS9
		s11, s13, s15                 = svmlSinS11, svmlSinS13, svmlSinS15
	)
	t := math.FMA(x, invPi, shifter)
	sign := math.Float64bits(t) << 63 // odd N negates
	if x == 0 {
		sign ^= math.Float64bits(x)
	}
	n := float64(t - shifter)
	r := math.FMA(-n, pi1, x)
	r = math.FMA(-pi2, n, r)
	r2 := float64(r * r)
	rr := math.FMA(-pi3, n, r)
	p := math.FMA(s15, r2, s13)
	r2rr := float64(r2 * rr)
	p = math.FMA(r2, p, s11)
	p = math.FMA(r2, p, s9)
	p = math.FMA(r2, p, s7)
	p = math.FMA(r2, p, s5)
	p = math.FMA(r2, p, s3)
	res := math.FMA(r2rr, p, rr)
	return math.Float64frombits(math.Float64bits(res) ^ sign)
}

// cosFloat64 follows __svml_cos8 of Intel's SVML (svml_z0_cos_d_la.s,
// vendored by NumPy 1.24), which NumPy 1.24 calls for float64 cos on
// AVX512_SKX machines: |x| = (k + 1/2)*pi - R with k = floor(|x|/pi) and a
// three-part pi, then an odd degree-15 polynomial for sin(R), negated for
// odd k. Arguments with |x|/pi >= 8388607, infinities and NaNs take SVML's
// long reduction, ported in svmlSinCosLarge. The port gives NumPy's
// results bit for bit.
func cosFloat64(x float64) float64 {
	const (
		invPi, pi1, pi2, pi3 = svmlInvPi, svmlPi1, svmlPi2, svmlPi3
		c3, c5, c7, c9       = svmlCosC3, svmlCosC5, svmlCosC7, svmlCosC9
		c11, c13, c15        = svmlCosC11, svmlCosC13, svmlCosC15
	)
	ax := math.Abs(x)
	// vfmadd231pd {rz-sae} of |x|/pi and 2**52 gives 2**52 + floor(|x|/pi)
	// for the exact product.
	ph := float64(ax * invPi)
	pl := math.FMA(ax, invPi, -ph)
	k := math.Floor(ph)
	if k == ph && pl < 0 {
		k--
	}
	if !(k <= 8388606) {
		return svmlSinCosLarge(x, true)
	}
	if ax < 0x1p-27 {
		return 1
	}
	var sign uint64
	if int64(k)&1 != 0 {
		sign = 1 << 63
	}
	n := k + 0.5
	r := math.FMA(n, pi1, -ax)
	r = math.FMA(pi2, n, r)
	r2 := float64(r * r)
	rr := math.FMA(pi3, n, r)
	p := math.FMA(c15, r2, c13)
	p = math.FMA(r2, p, c11)
	p = math.FMA(r2, p, c9)
	p = math.FMA(r2, p, c7)
	rs := math.Float64frombits(math.Float64bits(rr) ^ sign)
	p = math.FMA(r2, p, c5)
	t := float64(rs * r2)
	p = math.FMA(r2, p, c3)
	return math.FMA(t, p, rs)
}

// The constants of __svml_sin8 and __svml_cos8: 1/pi, the shifter whose
// addition rounds to an integer, pi in three parts, and the polynomials.
const (
	svmlInvPi      = 0x1.45f306dc9c883p-2
	svmlSinShifter = 0x1.8p52
	svmlPi1        = 0x1.921fb54442d18p+1
	svmlPi2        = 0x1.1a62633145c06p-53
	svmlPi3        = 0x1.c1cd129024e09p-106
	svmlSinS3      = -0x1.55555555554a8p-3
	svmlSinS5      = 0x1.111111110a573p-7
	svmlSinS7      = -0x1.a01a019a659ddp-13
	svmlSinS9      = 0x1.71de3806add1ap-19
	svmlSinS11     = -0x1.ae6355aaa4a53p-26
	svmlSinS13     = 0x1.60e6bee01d83ep-33
	svmlSinS15     = -0x1.9f1517e9f65f0p-41
	svmlCosC3      = -0x1.55555555554a7p-3
	svmlCosC5      = 0x1.111111110a4a8p-7
	svmlCosC7      = -0x1.a01a019a5b87bp-13
	svmlCosC9      = 0x1.71de38030fea0p-19
	svmlCosC11     = -0x1.ae63546002231p-26
	svmlCosC13     = 0x1.60e6857a2f220p-33
	svmlCosC15     = -0x1.9f0d60811aac8p-41
)

// svmlSinCosLarge is the long-argument path of __svml_sin8 and
// __svml_cos8 (taken for |x| > 2**24, resp. |x|/pi >= 8388607, and for
// infinities and NaNs): a Payne-Hanek reduction multiplying the 53-bit
// significand by a 192-bit window of 2/pi in 32-bit pieces, the reduced
// argument as a double-double times 2*pi, and a 512-entry table of
// sin and cos of multiples of pi/256 with a short polynomial correction.
func svmlSinCosLarge(x float64, cos bool) float64 {
	bits := math.Float64bits(x)
	if bits&0x7ff0000000000000 == 0x7ff0000000000000 {
		// __svml_dsin_cout_rare_internal: x*0 for an infinity (x86's
		// default NaN), x*x (the quieted NaN) for a NaN.
		if x != x {
			return quietNaN64(x)
		}
		return negNaN64
	}
	// sin reduces |x| and restores the sign at the end; cos reduces x.
	var sign uint64
	if cos {
		sign = bits & (1 << 63)
	}
	const mask32 = 0xffffffff
	e := int(bits>>52) & 0x7ff
	q0, q1, q2 := svmlTwoOverPiWindow(e - 1077)
	m := bits&(1<<52-1) | 1<<52
	mh, ml := m>>32, m&mask32
	q0h, q0l := q0>>32, q0&mask32
	q1h, q1l := q1>>32, q1&mask32
	q2h, q2l := q2>>32, q2&mask32

	// The 53x192-bit product, top 128 bits, with SVML's carry handling.
	z1 := mh*q2h + (ml*q2h)>>32 + (ml*q1l)&mask32
	z15 := (mh*q2l)>>32 + z1
	z12 := (ml*q1h)&mask32 + mh*q1l + (ml*q1l)>>32 + z15>>32
	z3 := (ml*q0l)&mask32 + mh*q1h + (ml*q1h)>>32 + z12>>32
	z2 := (ml*q0h)&mask32 + mh*q0l + (ml*q0l)>>32 + z3>>32
	lo64 := z12<<32 + z15&mask32
	hi64 := z2<<32 + z3&mask32

	// Round at 2**-9 for the table index; the rest becomes
	// hi + med + low, each carrying the sign.
	const (
		shifter = 0x1.8p43
		twoPiHi = 0x1.921fb54442d18p+2
		twoPiLo = 0x1.1a62633145c07p-52
	)
	hi := math.Float64frombits(sign | 0x3ff0000000000000 | hi64>>12)
	t := float64(hi + shifter)
	j := int(math.Float64bits(t) & 0x1ff)
	hi = float64(hi - float64(t-shifter))
	low := float64(math.Float64frombits(sign|0x3970000000000000|(lo64&0xffffff)<<28) -
		math.Float64frombits(sign|0x3970000000000000))
	med := float64(math.Float64frombits(sign|0x3cb0000000000000|(hi64&0xfff)<<40|lo64>>24) -
		math.Float64frombits(sign|0x3cb0000000000000))
	rhi := float64(hi + med)
	rlo := float64(float64(med+float64(hi-rhi)) + low)
	r := float64(rhi * twoPiHi)
	rl := math.FMA(rhi, twoPiHi, -r)
	rl = math.FMA(twoPiLo, rhi, rl)
	rl = math.FMA(twoPiHi, rlo, rl)

	if cos {
		j += 128
	}
	t0, t1, t2, t3 := svmlSinTabEntry(j)
	const (
		s3 = -0x1.5555555554448p-3
		s5 = 0x1.1110fabb3551cp-7
		c2 = -0x1p-1
		c4 = 0x1.5555555554ccfp-5
		c6 = -0x1.6c16ab163b2d7p-10
	)
	r2 := float64(r * r)
	a := math.FMA(t1, r, t2)
	b := math.FMA(r, t0, a)
	d := math.FMA(t1, r, float64(t2-a))
	c := math.FMA(r, t0, float64(a-b))
	sum := float64(c + d)
	t01 := float64(t0 + t1)
	ps := float64(float64(math.FMA(s5, r2, s3)*r2) * r)
	k := math.FMA(-t2, r, t01)
	ps = math.FMA(t01, ps, sum)
	pc := math.FMA(r2, math.FMA(c6, r2, c4), c2)
	ps = math.FMA(t2, float64(pc*r2), ps)
	res := float64(b + float64(ps+math.FMA(k, rl, t3)))
	if !cos {
		res = math.Float64frombits(math.Float64bits(res) ^ bits&(1<<63))
	}
	return res
}

// svmlTwoOverPiWindow returns the fraction bits start .. start+191 of
// 2/pi (bit 0 the first after the point, negative positions zero): SVML's
// __svml_dsin_reduction_data_internal for the biased exponent start+1077.
func svmlTwoOverPiWindow(start int) (uint64, uint64, uint64) {
	word := func(pos int) uint64 {
		switch {
		case pos <= -64:
			return 0
		case pos < 0:
			return svmlTwoOverPiBits[0] >> uint(-pos)
		}
		w, off := pos/64, uint(pos%64)
		if off == 0 {
			return svmlTwoOverPiBits[w]
		}
		return svmlTwoOverPiBits[w]<<off | svmlTwoOverPiBits[w+1]>>(64-off)
	}
	return word(start), word(start + 64), word(start + 128)
}

var svmlTwoOverPiBits = numpytables.SVMLTwoOverPiBits

// svmlSinTabEntry returns entry j mod 512 of __svml_dsin_data_internal_ha
// (cos(j pi/256) as t0 + t1 and sin(j pi/256) as t2 + t3); SVML's cos
// table is the same shifted by 128. Entries past 128 follow by symmetry,
// negating nonzero values only, as SVML's table does.
func svmlSinTabEntry(j int) (t0, t1, t2, t3 float64) {
	neg := func(v uint64) uint64 {
		if v == 0 {
			return 0
		}
		return v ^ 1<<63
	}
	j &= 511
	half := j >= 256
	if half {
		j -= 256
	}
	var v [4]uint64
	if j <= 128 {
		v = svmlSinTab[j]
	} else {
		v = svmlSinTab[256-j]
		v[0], v[1] = neg(v[0]), neg(v[1])
	}
	if half {
		for i := range v {
			v[i] = neg(v[i])
		}
	}
	return math.Float64frombits(v[0]), math.Float64frombits(v[1]),
		math.Float64frombits(v[2]), math.Float64frombits(v[3])
}

var svmlSinTab = numpytables.SVMLSinTab
