// This file is the vector atan (see vecmath.go for the scheme the vector
// functions share, with lanes certified by Ziv's test):
//
//	u = |x| (or 1/|x| as a double-double uh + ul, for |x| > 1)
//	c = j/64, j = round(64 uh),  t = (u - c)/(1 + u c),  |t| <= 1/128
//	atan(u) = atan(c) + atan(t)
//	atan(|x|) = pi/2 - atan(1/|x|)  for |x| > 1
//
// with atan(c) from a table of 65 double-doubles computed with math/big,
// t as a double-double (u - c is exact, 1 + u c exact as a sum and its FMA
// rest, the quotient's rest by an FMA), and atan(t) - t a Taylor
// polynomial to t^13 (truncation below 2^-98 of t): about 2^-66 relative
// error. A lane is taken from hi when |lo| < 0.47 ulp, as for log; lanes
// outside 2^-1000 <= |x| <= 2^1000 (zeros, subnormals, infinities, NaN)
// call libm.
//
// Kernels do not call it (vectorMath): glibc's atan (the IBM Accurate
// Mathematical Library, its multi-precision stage removed in glibc 2.35)
// states no bound on its error, which reaches 0.516 ulp over 200 000
// arguments here (0.13 % not correctly rounded; TestAtanErrorBound checks
// 0.53 on a sample), so the margin of 0.47 ulp rests on a measurement, and
// with a margin of 0.44, which leaves glibc 0.56, the variant is slower
// than glibc's atan (docs/llvm.md, "atan").

package llvmgen

import (
	"fmt"
	"math"
	"math/big"
	"sync"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

const (
	atanTableBits = 6
	atanTableRows = 1<<atanTableBits + 1 // c = j/64 for j = 0..64
	// atanMin and atanMax bound the arguments computed here: results and
	// reciprocals stay normal.
	atanMin    = 0x1p-1000
	atanMax    = 0x1p1000
	atanSafeLo = 0.47
)

// atanTable holds atan(j/64) for j = 0..64 as double-doubles, hi at 2j
// and lo at 2j+1.
var atanTable = sync.OnceValue(func() []float64 {
	const prec = 192
	t := make([]float64, 2*atanTableRows)
	for j := range atanTableRows {
		t[2*j], t[2*j+1] = splitDD(bigAtan(float64(j)/(1<<atanTableBits), prec))
	}
	return t
})

// atanHalfPi is pi/2 as a double-double.
var atanHalfPi = sync.OnceValue(func() (r struct{ hi, lo float64 }) {
	p := bigPi(192)
	r.hi, r.lo = splitDD(p.SetMantExp(p, -1))
	return r
})

// bigAtan is atan(c) for 0 <= c to prec bits, by Newton's method on
// sin(a) - c cos(a) = 0 from Go's math.Atan.
func bigAtan(c float64, prec uint) *big.Float {
	p := prec + 32
	a := new(big.Float).SetPrec(p).SetFloat64(math.Atan(c))
	bc := new(big.Float).SetPrec(p).SetFloat64(c)
	for range 4 {
		s, co := bigSinCos(a, p)
		f := new(big.Float).SetPrec(p).Sub(s, new(big.Float).SetPrec(p).Mul(bc, co))
		df := new(big.Float).SetPrec(p).Add(co, new(big.Float).SetPrec(p).Mul(bc, s))
		a.Sub(a, f.Quo(f, df))
	}
	return a.SetPrec(prec)
}

// vecAtan returns @alpyna.atan.vN, building it on first use.
func (g *moduleGen) vecAtan(n int) *ir.Func {
	return g.vecVariant(kernel.Atan, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x := args[0]
		cur := v.cur
		ax := v.abs(x)
		inRange := v.and(v.fcmp(enum.FPredOGE, ax, v.c(atanMin)), v.fcmp(enum.FPredOLE, ax, v.c(atanMax)))
		axs := v.sel(inRange, ax, v.c(0.5))
		big := v.fcmp(enum.FPredOGT, axs, v.c(1))
		// u = uh + ul: |x|, or 1/|x| with its rest (1 - w|x|)/|x|.
		w := cur.NewFDiv(v.c(1), axs)
		wl := cur.NewFMul(cur.NewCall(v.fma, cur.NewFNeg(w), axs, v.c(1)), w)
		uh := v.sel(big, w, axs)
		ul := v.sel(big, wl, v.c(0))
		// c = j/64, j = round(64 uh), by the shifter 1.5*2^52.
		const shifter = 0x1.8p52
		kd0 := cur.NewFAdd(cur.NewFMul(uh, v.c(1<<atanTableBits)), v.c(shifter))
		j := cur.NewSub(cur.NewBitCast(kd0, v.it), v.ci(int64(math.Float64bits(shifter))))
		c := cur.NewFMul(cur.NewFSub(kd0, v.c(shifter)), v.c(1.0/(1<<atanTableBits)))
		cols := v.g.tableLanes(v.builder, v.g.tableGlobal("alpyna.atan.table", atanTable()), j, 2, v.n)
		ah, al := cols[0], cols[1]
		// t = (uh - c + ul)/(1 + uh c) = th + tl: uh - c is exact (uh is
		// within 1/128 of c), 1 + uh c is dh + dl exactly but for dl's
		// rounding, th is the quotient by the reciprocal and tl its rest.
		nh := cur.NewFSub(uh, c)
		p := cur.NewFMul(uh, c)
		pe := cur.NewCall(v.fma, uh, c, cur.NewFNeg(p))
		dh, dl0 := fastTwoSum(v.builder, v.c(1), p)
		dl := cur.NewFAdd(dl0, pe)
		inv := cur.NewFDiv(v.c(1), dh)
		th := cur.NewFMul(nh, inv)
		rest := cur.NewFSub(cur.NewFAdd(cur.NewCall(v.fma, cur.NewFNeg(th), dh, nh), ul), cur.NewFMul(th, dl))
		tl := cur.NewFMul(rest, inv)
		// atan(t) - t = t^3 P(t^2), to t^13.
		t := cur.NewFAdd(th, tl)
		t2 := cur.NewFMul(t, t)
		var poly value.Value = v.c(1.0 / 13)
		for _, k := range []float64{-11, 9, -7, 5, -3} {
			poly = v.mulAdd(t2, poly, v.c(1/k))
		}
		tail := cur.NewFMul(cur.NewFMul(t, t2), poly)
		// atan(u) = ah + th + (al + tl + tail).
		s, se := twoSum(v.builder, ah, th)
		hi, lo := fastTwoSum(v.builder, s, cur.NewFAdd(cur.NewFAdd(se, al), cur.NewFAdd(tl, tail)))
		// pi/2 - atan(1/|x|) for |x| > 1: at least pi/4, no cancellation.
		hp := atanHalfPi()
		s2, s2e := twoSum(v.builder, v.c(hp.hi), cur.NewFNeg(hi))
		hi2, lo2 := fastTwoSum(v.builder, s2, cur.NewFSub(cur.NewFAdd(s2e, v.c(hp.lo)), lo))
		hi = v.sel(big, hi2, hi)
		lo = v.sel(big, lo2, lo)
		sign := v.g.intrinsic(fmt.Sprintf("llvm.copysign.v%df64", v.n), v.vt, v.vt, v.vt)
		return cur.NewCall(sign, hi, x), v.and(inRange, roundsAsLibm(v.builder, hi, lo, v.c(zivFactor(atanSafeLo))))
	})
}
