// This file is the vector tanh, sinh and cosh. Unlike exp, log, sin, cos
// and pow (see vecmath.go), they do not certify lanes by an error bound:
// glibc's are fdlibm's, built on fdlibm's expm1, with errors up to 2 ulp,
// so no bound leaves room for Ziv's test (docs/llvm.md, "Vector math").
// They replay glibc's computation instead, operation by operation, so that
// every lane is glibc's result by construction:
//
//	tanh(x) = x                     |x| < 2^-55
//	        = 1 - 2/(t + 2)         1 <= |x| < 22, t = expm1(2|x|)
//	        = -t/(t + 2)            |x| < 1,       t = expm1(-2|x|)
//	        = ±1                    |x| >= 22
//	sinh(x) = x                     |x| < 2^-28
//	        = h (2t - t^2/(t + 1))  |x| < 1,   t = expm1(|x|), h = ±0.5
//	        = h (t + t/(t + 1))     |x| < 22
//	        = h exp(|x|)            |x| < 709.78
//	cosh(x) = 1                     |x| < 2^-55
//	        = 1 + t^2/(2 (1 + t))   |x| < ln2/2, t = expm1(|x|)
//	        = e/2 + 0.5/e           |x| < 22,    e = exp(|x|)
//	        = e/2                   |x| < 709.78
//
// with the sign of x for tanh and sinh. expm1 is fdlibm's (Sun's
// algorithm, unchanged in glibc for decades): a reduction a = k ln2 + r +
// c, a rational approximation of expm1(r) whose polynomial is evaluated in
// a fixed order, and a reconstruction that depends on k. Each IEEE
// operation rounds the same way here as in glibc's C, so the results agree
// bit for bit, with one machine-dependent exception: since glibc 2.35
// x86-64's expm1 is an IFUNC that picks, on CPUs with FMA and AVX2, a
// build of the same C where GCC contracted nine products and sums into FMAs
// (which ones: read off the disassembly of glibc 2.36's __expm1_fma; the
// mad calls of expm1Replay). The replay comes in both flavours: libmReplays
// decides which one the C library in this process uses, by probing it
// against a Go mirror of the replay, and which of tanh, sinh and cosh it
// then gives; where a function's mirror does not match (another libm, a
// future glibc, a build without cgo) kernels keep calling libm's. The exp
// of sinh and cosh is the vector exp's, where it is certainly glibc's
// (expCertified); their other lanes, NaNs and overflows call libm.

package llvmgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/alpyna/alpyna/kernel"
	"github.com/go-python/gpython/stdlib/math/libm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// fdlibm's constants of expm1 (s_expm1.c): ln2 split so that k*ln2Hi is
// exact, 1/ln2, and the scaled coefficients Q1..Q5 of its rational
// approximation. They are bit patterns, so that no decimal conversion can
// move them.
var (
	expm1Ln2Hi  = math.Float64frombits(0x3fe62e42fee00000)
	expm1Ln2Lo  = math.Float64frombits(0x3dea39ef35793c76)
	expm1InvLn2 = math.Float64frombits(0x3ff71547652b82fe)
	expm1Q      = [6]float64{
		1,
		math.Float64frombits(0xbfa11111111110f4),
		math.Float64frombits(0x3f5a01a019fe5585),
		math.Float64frombits(0xbf14ce199eaadbb7),
		math.Float64frombits(0x3ed0cfca86e65239),
		math.Float64frombits(0xbe8afdb76e09c32d),
	}
	// expm1HalfLn2 and expm1ThreeHalvesLn2 are the bounds of expm1's
	// reduction cases, as it tests them on the high word of |x|:
	// |x| > 0.5 ln2 (k != 0) and |x| < 1.5 ln2 (k = ±1).
	expm1HalfLn2        = math.Float64frombits(0x3fd62e4300000000)
	expm1ThreeHalvesLn2 = math.Float64frombits(0x3ff0a2b200000000)
)

const (
	// tanhTiny and hypHuge bound the arguments whose tanh is computed:
	// below, tanh(x) = x; from hypHuge on, ±1. sinh(x) = x below
	// sinhTiny, cosh(x) = 1 below tanhTiny, and from hypHuge on both are
	// exp(|x|)/2, up to hypMax.
	tanhTiny = 0x1p-55
	sinhTiny = 0x1p-28
	hypHuge  = 22.0
	// expm1Tiny: expm1(x) = x below it.
	expm1Tiny = 0x1p-54
	// expm1MaxK is the k above which expm1 returns 2^k (1 - (e - r)) - 1.
	expm1MaxK = 56
)

// hypMax is where sinh and cosh switch from exp(|x|)/2 to exp(|x|/2)^2/2
// (|x| >= 709.78, the high word 0x40862e42): lanes from there on call libm.
var hypMax = math.Float64frombits(0x40862e4200000000)

// expm1Replay is glibc's expm1(x) for |x| <= 44 (the arguments tanh, sinh
// and cosh pass it), computed as glibc's C computes it, with the FMAs of
// its FMA build where fused is set.
func expm1Replay(x float64, fused bool) float64 {
	ax := math.Abs(x)
	if ax < expm1Tiny {
		return x
	}
	// The reduction x = k ln2 + hi - lo, c the rounding error of hi - lo.
	var k float64
	switch {
	case ax < expm1HalfLn2:
		k = 0
	case ax < expm1ThreeHalvesLn2:
		k = math.Copysign(1, x)
	default:
		k = math.Trunc(float64(expm1InvLn2*x) + math.Copysign(0.5, x))
	}
	hi := x - k*expm1Ln2Hi // exact product
	lo := k * expm1Ln2Lo
	r := hi - lo
	c := (hi - r) - lo
	// e: expm1(r) = r - (r e - r^2/2). The conversions keep Go from
	// fusing what glibc's plain build rounds twice.
	fma := func(a, b, c float64) float64 {
		if fused {
			return math.FMA(a, b, c)
		}
		return float64(a*b) + c
	}
	q := expm1Q
	hfx := 0.5 * r
	hxs := r * hfx
	h2 := hxs * hxs
	h4 := h2 * h2
	r1 := fma(hxs, q[1], 1)
	r2 := fma(hxs, q[3], q[2])
	r3 := fma(hxs, q[5], q[4])
	var p float64
	if fused {
		p = math.FMA(h4, r3, math.FMA(h2, r2, r1))
	} else {
		p = r1 + float64(h2*r2) + float64(h4*r3)
	}
	t := fma(-p, hfx, 3)
	e := hxs * ((p - t) / fma(-r, t, 6))
	if k == 0 {
		return r - fma(r, e, -hxs)
	}
	e = fma(r, e-c, -c) - hxs
	switch {
	case k == -1:
		return 0.5*(r-e) - 0.5
	case k == 1 && r < -0.25:
		return -2 * (e - (r + 0.5))
	case k == 1:
		return 1 + 2*(r-e)
	case k <= -2 || k > expm1MaxK:
		return scaleByK(1-(e-r), k) - 1
	case k < 20:
		return scaleByK((1-math.Ldexp(1, -int(k)))-(e-r), k)
	default:
		return scaleByK((r-(e+math.Ldexp(1, -int(k))))+1, k)
	}
}

// scaleByK is y 2^k by adding k to y's exponent field, as expm1 does (y is
// a positive normal double near 1, and y 2^k stays normal).
func scaleByK(y, k float64) float64 {
	return math.Float64frombits(math.Float64bits(y) + uint64(int64(k))<<52)
}

// tanhReplay is glibc's tanh(x) for a non-NaN x, from expm1Replay.
func tanhReplay(x float64, fused bool) float64 {
	ax := math.Abs(x)
	switch {
	case ax < tanhTiny:
		return x
	case ax >= hypHuge:
		return math.Copysign(1, x)
	case ax >= 1:
		t := expm1Replay(2*ax, fused)
		return math.Copysign(1-2/(t+2), x)
	default:
		t := expm1Replay(-2*ax, fused)
		return math.Copysign(-t/(t+2), x)
	}
}

// sinhReplay is glibc's sinh(x) for a non-NaN |x| < hypMax, from
// expm1Replay and exp (libm's).
func sinhReplay(x float64, fused bool, exp func(float64) float64) float64 {
	ax := math.Abs(x)
	h := math.Copysign(0.5, x)
	switch {
	case ax < sinhTiny:
		return x
	case ax < 1:
		t := expm1Replay(ax, fused)
		return h * (float64(2*t) - float64(t*t)/(t+1))
	case ax < hypHuge:
		t := expm1Replay(ax, fused)
		return h * (t + t/(t+1))
	}
	return h * exp(ax)
}

// coshReplay is glibc's cosh(x) for a non-NaN |x| < hypMax, from
// expm1Replay and exp (libm's).
func coshReplay(x float64, fused bool, exp func(float64) float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax < tanhTiny:
		return 1
	case ax < expm1HalfLn2:
		t := expm1Replay(ax, fused)
		w := 1 + t
		return 1 + float64(t*t)/(w+w)
	case ax < hypHuge:
		e := exp(ax)
		return float64(0.5*e) + 0.5/e
	}
	return 0.5 * exp(ax)
}

// hypProbes are the arguments libmReplays compares: every case of tanh,
// sinh and cosh and of expm1's reduction and reconstruction, their bounds,
// and random arguments over every scale of their computed ranges, of both
// signs.
func hypProbes() []float64 {
	r := rand.New(rand.NewPCG(18, 6))
	xs := []float64{0, tanhTiny, math.Nextafter(tanhTiny, 1), expm1Tiny, sinhTiny, math.Nextafter(sinhTiny, 0),
		1, math.Nextafter(1, 0), hypHuge, math.Nextafter(hypHuge, 0), 30, 700, math.Nextafter(hypMax, 0),
		expm1HalfLn2, math.Nextafter(expm1HalfLn2, 0), expm1HalfLn2 / 2, math.Nextafter(expm1HalfLn2/2, 0),
		expm1ThreeHalvesLn2, expm1ThreeHalvesLn2 / 2, math.Nextafter(expm1ThreeHalvesLn2/2, 0), 0.125, 0.5, 0.6, 0.9}
	for k := 1; k <= 63; k++ {
		// Where |x| or 2|x| is k ln2 (k's boundaries), and beside them.
		for _, x := range []float64{float64(k) * math.Ln2, float64(k) * math.Ln2 / 2, (float64(k) + 0.5) * math.Ln2 / 2} {
			xs = append(xs, x, math.Nextafter(x, 0), math.Nextafter(x, 1e9))
		}
	}
	for range 6000 {
		xs = append(xs, r.Float64()*hypHuge, r.Float64(), r.Float64()*hypMax)
		xs = append(xs, math.Ldexp(1+r.Float64(), -r.IntN(56)))
	}
	for i, n := 0, len(xs); i < n; i++ {
		xs = append(xs, -xs[i])
	}
	return xs
}

// libmReplays reports the flavour of the C library's expm1 (fused: its FMA
// build), and which of tanh, sinh and cosh the replay of that flavour
// gives on every probe: none where the expm1 of neither flavour does.
var libmReplays = sync.OnceValues(func() (fused bool, replays map[kernel.Intrinsic]bool) {
	probes := hypProbes()
	matches := func(f func(float64) float64, libf func(float64) float64) bool {
		for _, x := range probes {
			if math.Float64bits(f(x)) != math.Float64bits(libf(x)) {
				return false
			}
		}
		return true
	}
	replays = map[kernel.Intrinsic]bool{}
	for _, fused := range []bool{true, false} {
		expm1 := func(x float64) float64 {
			if math.Abs(x) > 2*hypHuge {
				return libm.Expm1(x)
			}
			return expm1Replay(x, fused)
		}
		if !matches(expm1, libm.Expm1) {
			continue
		}
		replays[kernel.Tanh] = matches(func(x float64) float64 { return tanhReplay(x, fused) }, libm.Tanh)
		replays[kernel.Sinh] = matches(func(x float64) float64 { return sinhReplay(x, fused, libm.Exp) }, libm.Sinh)
		replays[kernel.Cosh] = matches(func(x float64) float64 { return coshReplay(x, fused, libm.Exp) }, libm.Cosh)
		return fused, replays
	}
	return false, replays
})

// replayed reports whether kernels call fn's vector variant: whether the C
// library's fn is the one the variant replays.
func replayed(fn kernel.Intrinsic) bool {
	_, r := libmReplays()
	return r[fn]
}

// vecTanh returns @alpyna.tanh.vN, building it on first use, in the
// flavour of the C library's expm1 (kernels call it only where
// libmReplays found it glibc's).
func (g *moduleGen) vecTanh(n int) *ir.Func {
	fused, _ := libmReplays()
	return g.vecTanhFlavor(n, fused)
}

// vecTanhFlavor is vecTanh for the flavour fused: tanhReplay on vectors,
// every case computed and the lane's picked by selects. Only NaN lanes
// call libm (which returns them quieted, as x + x would).
func (g *moduleGen) vecTanhFlavor(n int, fused bool) *ir.Func {
	return g.vecVariant(kernel.Tanh, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x := args[0]
		cur := v.cur
		ax := v.abs(x)
		computed := v.and(v.fcmp(enum.FPredOGE, ax, v.c(tanhTiny)), v.fcmp(enum.FPredOLT, ax, v.c(hypHuge)))
		// Other lanes compute tanh(0.5), so that no conversion overflows.
		axs := v.sel(computed, ax, v.c(0.5))
		big := v.fcmp(enum.FPredOGE, axs, v.c(1))
		a := cur.NewFMul(axs, v.sel(big, v.c(2), v.c(-2)))
		t := v.expm1Replay(a, big, fused)
		// 1 - 2/(t + 2) or -t/(t + 2), with one division.
		q := cur.NewFDiv(v.sel(big, v.c(2), cur.NewFNeg(t)), cur.NewFAdd(t, v.c(2)))
		z := v.sel(big, cur.NewFSub(v.c(1), q), q)
		sign := v.g.intrinsic(fmt.Sprintf("llvm.copysign.v%df64", v.n), v.vt, v.vt, v.vt)
		res = cur.NewCall(sign, z, x)
		res = v.sel(v.fcmp(enum.FPredOLT, ax, v.c(tanhTiny)), x, res)
		res = v.sel(v.fcmp(enum.FPredOGE, ax, v.c(hypHuge)), cur.NewCall(sign, v.c(1), x), res)
		return res, v.fcmp(enum.FPredORD, x, x)
	})
}

// expm1Replay is expm1Replay on vectors: expm1(a) for |a| <= 44, positive
// exactly where pos is true, as glibc computes it.
func (v *vecBuilder) expm1Replay(a, pos value.Value, fused bool) value.Value {
	cur := v.cur
	i32 := types.NewVector(uint64(v.n), types.I32)
	ci32 := func(i int64) value.Value {
		elems := make([]constant.Constant, v.n)
		for j := range elems {
			elems[j] = constant.NewInt(types.I32, i)
		}
		return constant.NewVector(i32, elems...)
	}
	// k: 0, ±1, or (int)(a/ln2 ± 0.5), truncated (C's conversion).
	aa := v.abs(a)
	kGen := cur.NewFPToSI(cur.NewFAdd(cur.NewFMul(a, v.c(expm1InvLn2)), v.sel(pos, v.c(0.5), v.c(-0.5))), i32)
	k := v.sel(v.fcmp(enum.FPredOLT, aa, v.c(expm1ThreeHalvesLn2)), v.sel(pos, ci32(1), ci32(-1)), kGen)
	k = v.sel(v.fcmp(enum.FPredOLT, aa, v.c(expm1HalfLn2)), ci32(0), k)
	kd := cur.NewSIToFP(k, v.vt)
	// a = k ln2 + hi - lo, r = hi - lo rounded, c its error (k ln2hi is
	// exact, so its FMA in glibc's FMA build rounds as the product does).
	hi := cur.NewFSub(a, cur.NewFMul(kd, v.c(expm1Ln2Hi)))
	lo := cur.NewFMul(kd, v.c(expm1Ln2Lo))
	r := cur.NewFSub(hi, lo)
	c := cur.NewFSub(cur.NewFSub(hi, r), lo)
	// The rational approximation, its products and sums fused where
	// glibc's FMA build fuses them. Plain fmul and fadd stay apart: opt
	// and llc contract only fmuladd and instructions flagged contract.
	mad := func(x, y, z value.Value) value.Value {
		if fused {
			return cur.NewCall(v.fma, x, y, z)
		}
		return cur.NewFAdd(cur.NewFMul(x, y), z)
	}
	q := expm1Q
	hfx := cur.NewFMul(r, v.c(0.5))
	hxs := cur.NewFMul(r, hfx)
	h2 := cur.NewFMul(hxs, hxs)
	h4 := cur.NewFMul(h2, h2)
	r1 := mad(hxs, v.c(q[1]), v.c(1))
	r2 := mad(hxs, v.c(q[3]), v.c(q[2]))
	r3 := mad(hxs, v.c(q[5]), v.c(q[4]))
	p := mad(h4, r3, mad(h2, r2, r1))
	if !fused {
		p = cur.NewFAdd(cur.NewFAdd(r1, cur.NewFMul(h2, r2)), cur.NewFMul(h4, r3))
	}
	t := mad(cur.NewFNeg(p), hfx, v.c(3))
	var e value.Value = cur.NewFMul(hxs, cur.NewFDiv(cur.NewFSub(p, t), mad(cur.NewFNeg(r), t, v.c(6))))
	// The reconstruction of each k; the lane's is picked below.
	res0 := cur.NewFSub(r, mad(r, e, cur.NewFNeg(hxs)))
	e = cur.NewFSub(mad(r, cur.NewFSub(e, c), cur.NewFNeg(c)), hxs)
	resM1 := cur.NewFSub(cur.NewFMul(v.c(0.5), cur.NewFSub(r, e)), v.c(0.5))
	resP1 := v.sel(v.fcmp(enum.FPredOLT, r, v.c(-0.25)),
		cur.NewFMul(v.c(-2), cur.NewFSub(e, cur.NewFAdd(r, v.c(0.5)))),
		cur.NewFAdd(v.c(1), cur.NewFMul(v.c(2), cur.NewFSub(r, e))))
	k64 := cur.NewSExt(k, v.it)
	scale := func(y value.Value) value.Value {
		return cur.NewBitCast(cur.NewAdd(cur.NewBitCast(y, v.it), cur.NewShl(k64, v.ci(52))), v.vt)
	}
	p2mk := cur.NewBitCast(cur.NewShl(cur.NewSub(v.ci(1023), k64), v.ci(52)), v.vt) // 2^-k
	em := cur.NewFSub(e, r)
	resFar := cur.NewFSub(scale(cur.NewFSub(v.c(1), em)), v.c(1))
	resLow := scale(cur.NewFSub(cur.NewFSub(v.c(1), p2mk), em))
	resHigh := scale(cur.NewFAdd(cur.NewFSub(r, cur.NewFAdd(e, p2mk)), v.c(1)))
	// Picked in the reverse of glibc's order of tests.
	res := v.sel(v.icmp(enum.IPredSLT, k, ci32(20)), resLow, resHigh)
	res = v.sel(v.or(v.icmp(enum.IPredSLE, k, ci32(-2)), v.icmp(enum.IPredSGT, k, ci32(expm1MaxK))), resFar, res)
	res = v.sel(v.icmp(enum.IPredEQ, k, ci32(1)), resP1, res)
	res = v.sel(v.icmp(enum.IPredEQ, k, ci32(-1)), resM1, res)
	res = v.sel(v.icmp(enum.IPredEQ, k, ci32(0)), res0, res)
	return v.sel(v.fcmp(enum.FPredOLT, aa, v.c(expm1Tiny)), a, res)
}

// vecSinh returns @alpyna.sinh.vN, building it on first use, in the
// flavour of the C library's expm1: sinhReplay on vectors. Lanes from
// hypHuge on take the vector exp where it is certainly glibc's; the
// others, from hypMax on, and NaNs call libm.
func (g *moduleGen) vecSinh(n int) *ir.Func {
	fused, _ := libmReplays()
	return g.vecSinhFlavor(n, fused)
}

// vecSinhFlavor is vecSinh for the flavour fused.
func (g *moduleGen) vecSinhFlavor(n int, fused bool) *ir.Func {
	return g.vecVariant(kernel.Sinh, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x := args[0]
		cur := v.cur
		ax := v.abs(x)
		viaExpm1 := v.fcmp(enum.FPredOLT, ax, v.c(hypHuge))
		axs := v.sel(viaExpm1, ax, v.c(0.5))
		t := v.expm1Replay(axs, constant.True, fused)
		// h (2t - t^2/(t + 1)) or h (t + t/(t + 1)), with one division.
		small := v.fcmp(enum.FPredOLT, axs, v.c(1))
		d := cur.NewFDiv(v.sel(small, cur.NewFMul(t, t), t), cur.NewFAdd(t, v.c(1)))
		s := v.sel(small, cur.NewFSub(cur.NewFMul(v.c(2), t), d), cur.NewFAdd(t, d))
		// exp only where a lane needs it: rarely, in the usual ranges.
		big := v.fcmp(enum.FPredOGE, ax, v.c(hypHuge))
		ex := v.ifAny(big, func() []value.Value {
			e, fast := v.expCertified(v.sel(viaExpm1, v.c(hypHuge), ax))
			return []value.Value{e, fast}
		}, v.c(1), constant.NewZeroInitializer(types.NewVector(uint64(v.n), types.I1)))
		e, expFast := ex[0], ex[1]
		cur = v.cur
		h := cur.NewCall(v.g.intrinsic(fmt.Sprintf("llvm.copysign.v%df64", v.n), v.vt, v.vt, v.vt), v.c(0.5), x)
		res = cur.NewFMul(h, v.sel(viaExpm1, s, e))
		res = v.sel(v.fcmp(enum.FPredOLT, ax, v.c(sinhTiny)), x, res)
		return res, v.or(viaExpm1, v.and(expFast, v.fcmp(enum.FPredOLT, ax, v.c(hypMax))))
	})
}

// vecCosh returns @alpyna.cosh.vN, building it on first use, in the
// flavour of the C library's expm1: coshReplay on vectors, exp as in
// vecSinh.
func (g *moduleGen) vecCosh(n int) *ir.Func {
	fused, _ := libmReplays()
	return g.vecCoshFlavor(n, fused)
}

// vecCoshFlavor is vecCosh for the flavour fused.
func (g *moduleGen) vecCoshFlavor(n int, fused bool) *ir.Func {
	return g.vecVariant(kernel.Cosh, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x := args[0]
		cur := v.cur
		ax := v.abs(x)
		viaExpm1 := v.fcmp(enum.FPredOLT, ax, v.c(expm1HalfLn2))
		// exp only where some lane needs it. expm1 in every vector: where
		// the arguments straddle ln2/2 (|x| in [-3, 3], say), a branch
		// on it mispredicts often enough to cost more (37.9 against 34.0
		// ms for 4M elements, docs/benchmarks.md).
		t := v.expm1Replay(v.sel(viaExpm1, ax, v.c(0.25)), constant.True, fused)
		ex := v.ifAny(v.fcmp(enum.FPredUGE, ax, v.c(expm1HalfLn2)), func() []value.Value {
			e, fast := v.expCertified(v.sel(viaExpm1, v.c(1), ax))
			return []value.Value{e, fast}
		}, v.c(1), constant.NewZeroInitializer(types.NewVector(uint64(v.n), types.I1)))
		e, expFast := ex[0], ex[1]
		cur = v.cur
		// 1 + t^2/(w + w), w = 1 + t, or e/2 + 0.5/e, with one division.
		w := cur.NewFAdd(v.c(1), t)
		q := cur.NewFDiv(v.sel(viaExpm1, cur.NewFMul(t, t), v.c(0.5)), v.sel(viaExpm1, cur.NewFAdd(w, w), e))
		half := cur.NewFMul(v.c(0.5), e)
		res = v.sel(v.fcmp(enum.FPredOLT, ax, v.c(hypHuge)), cur.NewFAdd(half, q), half)
		res = v.sel(viaExpm1, cur.NewFAdd(v.c(1), q), res)
		res = v.sel(v.fcmp(enum.FPredOLT, ax, v.c(tanhTiny)), v.c(1), res)
		return res, v.or(viaExpm1, v.and(expFast, v.fcmp(enum.FPredOLT, ax, v.c(hypMax))))
	})
}

// ifAny returns the values compute returns where some lane of cond is
// true, and otherwise (their values for no lane) where none is: a branch
// on the whole vector, so that the vector does not pay for a case none of
// its lanes takes. compute emits into a block of its own.
func (v *vecBuilder) ifAny(cond value.Value, compute func() []value.Value, otherwise ...value.Value) []value.Value {
	mt := types.NewInt(uint64(v.n))
	some := v.cur.NewICmp(enum.IPredNE, v.cur.NewBitCast(cond, mt), constant.NewInt(mt, 0))
	then, join := v.block("some"), v.block("joined")
	pre := v.cur
	pre.NewCondBr(some, then, join)
	v.cur = then
	vals := compute()
	v.cur.NewBr(join)
	res := make([]value.Value, len(vals))
	for i, val := range vals {
		res[i] = join.NewPhi(ir.NewIncoming(val, v.cur), ir.NewIncoming(otherwise[i], pre))
	}
	v.cur = join
	return res
}
