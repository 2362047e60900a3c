// This file is the vector exp that replays glibc's exp (glibc 2.28 and
// later, sysdeps/ieee754/dbl-64/e_exp.c, by Szabolcs Nagy) operation by
// operation, as vecmath_hyp.go replays fdlibm's expm1: every lane of
// |x| < 512 is glibc's result by construction, with no rounding test and no
// lane sent to libm. glibc computes
//
//	x = k ln2/128 + r,  k = round(x 128/ln2),  |r| <= ln2/256 (about)
//	exp(x) = 2^(k/128) exp(r) ~ s + s (T + r + r^2 (C2 + r C3) + r^4 (C4 + r C5))
//
// with s = 2^(k/128) rounded (H), scaled by adding k's high bits to its
// exponent, T the relative rest of H (2^(k/128) = H (1 + T)), and C2..C5
// its minimax coefficients. k comes from the shifter 1.5*2^52 (x 128/ln2
// + shifter, whose low bits are k), ln2/128 is split into a 36-bit hi and
// a lo. Arguments below 2^-54 in magnitude give 1 + x; those of 512 and
// above, infinities and NaN take glibc's special cases, replayed too
// (expReplaySpecial): no lane calls libm.
//
// As for expm1, x86-64's glibc picks by IFUNC a build of the same C where
// GCC contracted products and sums into FMAs (__exp_fma, on CPUs with FMA
// and AVX2): which ones, read off glibc 2.36's disassembly, are the fused
// calls of expReplayGo. libmExpFlavor probes this process's C library
// against the Go mirror of both flavours; where neither matches (another
// libm, a future glibc, a build without cgo) vecExp keeps the certified
// double-double exp of vecmath_explog.go.
//
// The table of H and T is computed here with math/big (H[k] = 2^(k/128)
// rounded, T[k] = 2^(k/128)/H[k] - 1 rounded: glibc's values, bit for
// bit).

package llvmgen

import (
	"math"
	"math/big"
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

// glibc's constants of exp: 128/ln2 (log2(e) rounded, times 128), the
// shifter, -ln2/128 split as hi (36 significant bits) and lo, and the
// polynomial's coefficients C2..C5.
const (
	expInvLn2N   = 0x1.71547652b82fep0 * expTableSize
	expShift     = 0x1.8p52
	expNegLn2HiN = -0x1.62e42fefa0000p-8
	expNegLn2LoN = -0x1.cf79abc9e3b3ap-47
	expC2        = 0x1.ffffffffffdbdp-2
	expC3        = 0x1.555555555543cp-3
	expC4        = 0x1.55555cf172b91p-5
	expC5        = 0x1.1111167a4d017p-7
	// The biased exponents bounding glibc's main path: below
	// expTinyTop (|x| < 2^-54) exp is 1 + x, from expBigTop (|x| >= 512)
	// on it takes its special cases.
	expTinyTop = 0x3c9
	expBigTop  = 0x408
)

// expReplayTable holds, for k < 128, T[k] at 2k and H[k] at 2k+1, with
// H[k] = 2^(k/128) rounded and T[k] = 2^(k/128)/H[k] - 1 rounded.
var expReplayTable = sync.OnceValue(func() []float64 {
	const prec = 256
	step := pow2(prec, 1)
	for range expTableBits {
		step.Sqrt(step)
	}
	t := make([]float64, 2*expTableSize)
	v := pow2(prec, 0)
	for k := range expTableSize {
		h, _ := v.Float64()
		q := new(big.Float).SetPrec(prec).Quo(v, big.NewFloat(h))
		tail, _ := q.Sub(q, big.NewFloat(1)).Float64()
		t[2*k], t[2*k+1] = tail, h
		v.Mul(v, step)
	}
	return t
})

// expReplayGo is glibc's exp(x) for |x| < 512 (and NaN-free), in its FMA
// build where fused is set: the Go mirror of vecExpReplay, which decides
// the flavour. The float64 conversions keep Go from fusing what glibc's
// plain build rounds twice.
func expReplayGo(x float64, fused bool) float64 {
	abstop := math.Float64bits(x) >> 52 & 0x7ff
	if abstop < expTinyTop {
		return 1 + x
	}
	mad := func(a, b, c float64) float64 {
		if fused {
			return math.FMA(a, b, c)
		}
		return float64(a*b) + c
	}
	kd := mad(x, expInvLn2N, expShift)
	ki := math.Float64bits(kd)
	kd -= expShift
	var r float64
	if fused {
		r = math.FMA(kd, expNegLn2LoN, math.FMA(kd, expNegLn2HiN, x))
	} else {
		r = float64(x+float64(kd*expNegLn2HiN)) + float64(kd*expNegLn2LoN)
	}
	idx := ki % expTableSize
	tail, h := expReplayTable()[2*idx], expReplayTable()[2*idx+1]
	sbits := math.Float64bits(h) + (ki-idx)<<(52-expTableBits)
	r2 := r * r
	var tmp float64
	if fused {
		tmp = math.FMA(r2*r2, math.FMA(r, expC5, expC4), math.FMA(math.FMA(r, expC3, expC2), r2, tail+r))
	} else {
		tmp = float64(tail+r+float64(r2*float64(expC2+float64(r*expC3)))) + float64(float64(r2*r2)*float64(expC4+float64(r*expC5)))
	}
	scale := math.Float64frombits(sbits)
	return mad(scale, tmp, scale)
}

// expSeparating are arguments where glibc's two builds of exp differ (the
// FMA build's result is another double): the probes include them, so that
// a C library of either flavour matches only the mirror of its own
// (TestExpProbesSeparate). Found by comparing the mirror's flavours on
// random arguments.
var expSeparating = []float64{-49.54030171689578, -2.9426570771825, 0.017689192763879823, -121.28859492087975,
	-0.01731209973056913, 0.013337554087758354, 245.93899483130804, -3.751042144980638, -0.01871399179911751,
	501.6060144344975, 2.352732936526209, 0.004951866925882147, 311.59905882709484, 1.2970640777401172,
	-0.0032880343013908008, 278.75936366016515, -2.404529994112896, -0.008224053718136077, 56.92747823582283,
	-3.461550083267378, -0.019028633844023278, 2.35724382923388, 1.6772738203489022, -0.01884977956761465}

// expProbes are the arguments libmExpFlavor compares: expSeparating, tiny
// arguments and the bounds of the main path, multiples of ln2/128 and the
// points beside and halfway between them (where k changes), and random
// arguments over every scale below 512, of both signs: 5 900 in all, 0.3
// ms of libm and mirror calls once per process (BenchmarkExpFlavor).
func expProbes() []float64 {
	r := rand.New(rand.NewPCG(18, 9))
	xs := []float64{0, 0x1p-60, 0x1p-54, math.Nextafter(0x1p-54, 0), 1, 0.5, 511, math.Nextafter(512, 0), 100, 700 - 512}
	for k := -1000; k <= 1000; k += 23 {
		for _, x := range []float64{float64(k) * math.Ln2 / expTableSize, (float64(k) + 0.5) * math.Ln2 / expTableSize} {
			xs = append(xs, x, math.Nextafter(x, -1e9), math.Nextafter(x, 1e9))
		}
	}
	for range 800 {
		xs = append(xs, r.Float64()*512, r.Float64()*4, math.Ldexp(1+r.Float64(), -r.IntN(56)))
	}
	for i, n := 0, len(xs); i < n; i++ {
		xs = append(xs, -xs[i])
	}
	return append(xs, expSeparating...)
}

// libmExpFlavor reports whether the C library's exp is glibc's (ok), and
// then whether it is the FMA build (fused): the flavour of expReplayGo
// that gives libm's exp on every probe.
var libmExpFlavor = sync.OnceValues(func() (fused, ok bool) {
	probes := expProbes()
	for _, fused := range []bool{true, false} {
		ok = true
		for _, x := range probes {
			if math.Float64bits(expReplayGo(x, fused)) != math.Float64bits(libm.Exp(x)) {
				ok = false
				break
			}
		}
		if ok {
			return fused, true
		}
	}
	return false, false
})

// expFlavor is the flavour vecExp replays: what the C library is, but for
// tests that pin it (PinLibmReplays).
var expFlavor = libmExpFlavor

// vecExp returns @alpyna.exp.vN, building it on first use: glibc's exp
// replayed in the flavour of this process's C library, or the certified
// double-double exp where the C library's exp is not glibc's.
func (g *moduleGen) vecExp(n int) *ir.Func {
	if fused, ok := expFlavor(); ok {
		return g.vecExpReplay(n, fused)
	}
	return g.vecExpCertified(n)
}

// vecExpCertified is the certified exp (vecmath_explog.go) as
// @alpyna.exp.vN.
func (g *moduleGen) vecExpCertified(n int) *ir.Func {
	return g.vecVariant(kernel.Exp, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		return v.expCertified(args[0])
	})
}

// vecExpReplay is glibc's exp on vectors, in the flavour fused, as
// @alpyna.exp.vN: expReplayGo for |x| < 512, and glibc's special cases
// for the rest (expReplaySpecial), so that no lane calls libm.
func (g *moduleGen) vecExpReplay(n int, fused bool) *ir.Func {
	return g.vecVariant(kernel.Exp, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x := args[0]
		cur := v.cur
		abstop := cur.NewAnd(cur.NewLShr(cur.NewBitCast(x, v.it), v.ci(52)), v.ci(0x7ff))
		// Lanes of |x| >= 1024, infinities and NaN compute exp(0), so
		// that k stays small.
		xs := v.sel(v.icmp(enum.IPredULT, abstop, v.ci(expBigTop+1)), x, v.c(0))
		mad := func(a, b, c value.Value) value.Value {
			if fused {
				return cur.NewCall(v.fma, a, b, c)
			}
			return cur.NewFAdd(cur.NewFMul(a, b), c)
		}
		kd0 := mad(xs, v.c(expInvLn2N), v.c(expShift))
		ki := cur.NewBitCast(kd0, v.it)
		kd := cur.NewFSub(kd0, v.c(expShift))
		var r value.Value
		if fused {
			r = mad(kd, v.c(expNegLn2LoN), mad(kd, v.c(expNegLn2HiN), xs))
		} else {
			r = cur.NewFAdd(cur.NewFAdd(xs, cur.NewFMul(kd, v.c(expNegLn2HiN))), cur.NewFMul(kd, v.c(expNegLn2LoN)))
		}
		idx := cur.NewAnd(ki, v.ci(expTableSize-1))
		cols := v.g.tableLanes(v.builder, v.g.tableGlobal("alpyna.exp.replay", expReplayTable()), idx, 2, v.n)
		tail, h := cols[0], cols[1]
		// s = H 2^(k >> 7), by adding to H's exponent field (wrapping, as
		// glibc's unsigned sum does; for |x| >= 512 it is off by 2^1009
		// or 2^-1022, which expReplaySpecial takes back).
		top := cur.NewShl(cur.NewSub(ki, idx), v.ci(52-expTableBits))
		sbits := cur.NewAdd(cur.NewBitCast(h, v.it), top)
		r2 := cur.NewFMul(r, r)
		r4 := cur.NewFMul(r2, r2)
		tr := cur.NewFAdd(tail, r)
		var tmp value.Value
		if fused {
			tmp = mad(r4, mad(r, v.c(expC5), v.c(expC4)), mad(mad(r, v.c(expC3), v.c(expC2)), r2, tr))
		} else {
			tmp = cur.NewFAdd(cur.NewFAdd(tr, cur.NewFMul(r2, mad(r, v.c(expC3), v.c(expC2)))),
				cur.NewFMul(r4, mad(r, v.c(expC5), v.c(expC4))))
		}
		scale := cur.NewBitCast(sbits, v.vt)
		res = mad(scale, tmp, scale)
		res = v.sel(v.icmp(enum.IPredULT, abstop, v.ci(expTinyTop)), cur.NewFAdd(v.c(1), x), res)
		// glibc's special cases only where some lane needs them.
		special := v.icmp(enum.IPredUGE, abstop, v.ci(expBigTop))
		out := v.ifAny(special, func() []value.Value {
			return []value.Value{v.sel(special, v.expReplaySpecial(x, abstop, sbits, tmp, fused), res)}
		}, res)
		return out[0], constant.NewVector(types.NewVector(uint64(n), types.I1), splatConsts(n, constant.True)...)
	})
}

// expReplaySpecial is glibc's exp for |x| >= 512, infinities and NaN, from
// the main path's scale bits and tmp (valid for |x| < 1024): for 512 <=
// x < 1024 the scale is 2^1009 too large (glibc's specialcase, k > 0,
// which overflows to infinity from 709.78 on), for -1024 < x <= -512 2^1022
// too small, its sum rounded once more near the subnormals as glibc does
// (k < 0: neither flavour fuses there); beyond 1024, 0 for negative x,
// infinity for positive, and 1 + x for infinities and NaN.
func (v *vecBuilder) expReplaySpecial(x, abstop, sbits, tmp value.Value, fused bool) value.Value {
	cur := v.cur
	s1 := cur.NewBitCast(cur.NewSub(sbits, v.ci(1009<<52)), v.vt)
	var y1 value.Value
	if fused {
		y1 = cur.NewCall(v.fma, s1, tmp, s1)
	} else {
		y1 = cur.NewFAdd(s1, cur.NewFMul(s1, tmp))
	}
	pos := cur.NewFMul(y1, v.c(0x1p1009))
	s2 := cur.NewBitCast(cur.NewAdd(sbits, v.ci(1022<<52)), v.vt)
	st := cur.NewFMul(s2, tmp)
	y := cur.NewFAdd(s2, st)
	hi := cur.NewFAdd(y, v.c(1))
	lo := cur.NewFAdd(cur.NewFSub(s2, y), st)
	lo = cur.NewFAdd(cur.NewFAdd(cur.NewFSub(v.c(1), hi), y), lo)
	var yl value.Value = cur.NewFSub(cur.NewFAdd(lo, hi), v.c(1))
	yl = v.sel(v.fcmp(enum.FPredOEQ, yl, v.c(0)), v.c(0), yl) // no -0
	neg := cur.NewFMul(v.sel(v.fcmp(enum.FPredOLT, y, v.c(1)), yl, y), v.c(0x1p-1022))
	inRange := v.sel(v.fcmp(enum.FPredOGT, x, v.c(0)), pos, neg)
	beyond := v.sel(v.icmp(enum.IPredEQ, abstop, v.ci(0x7ff)), cur.NewFAdd(v.c(1), x), v.c(math.Inf(1)))
	beyond = v.sel(v.fcmp(enum.FPredOLT, x, v.c(0)), v.c(0), beyond)
	return v.sel(v.icmp(enum.IPredEQ, abstop, v.ci(expBigTop)), inRange, beyond)
}

// splatConsts is n copies of c.
func splatConsts(n int, c constant.Constant) []constant.Constant {
	elems := make([]constant.Constant, n)
	for i := range elems {
		elems[i] = c
	}
	return elems
}
