// This file is the vector sin and cos (see vecmath.go for the scheme the
// vector functions share). Both reduce by pi/128 and read one table:
//
//	x = k pi/128 + r,  |r| <= pi/256,  j = k mod 256
//	sin(x) = sin(j pi/128) cos(r) + cos(j pi/128) sin(r)
//	cos(x) = sin(x + pi/2), that is row j + 64 of the same table
//
// k is x 128/pi rounded; r is the double-double x - k (P1 + P2 + P3), with
// pi/128 split into three doubles. x - k P1 is exact in one FMA: for
// |x| <= 2^20 (|k| < 2^26) x and k P1 are multiples of 2^-59 and the
// difference is below pi/256, 53 bits at most; k P2 is exact as a product
// and its FMA error, the sum by TwoSum, and r's absolute error is below
// 2^-110. The table holds sin(j pi/128) and cos(j pi/128) as double-doubles
// computed with math/big (exact zeros and ones at multiples of pi/2), and
// sin(r) - r and cos(r) - 1 are Taylor polynomials to degree 9 and 8
// (truncation below 2^-90 relative on |r| <= 0.0123). The leading product
// is exact with an FMA and the leading sum by TwoSum; the rest is below
// 2^-12 of the result, which keeps the total error below about 2^-63
// relative. Only where the result comes near zero (rows at multiples of
// pi, and |r| < 2^-40) would r's absolute error be too large relatively:
// those lanes call libm, as do lanes outside |x| <= 2^20 and, for sin,
// |x| < 2^-1021 (where the result is not normal, or x is zero).
//
// glibc's sin and cos (the IBM Accurate Mathematical Library without its
// slow paths, since glibc 2.28) are not correctly rounded; their source
// states 0.548 ulp at most for sin on 2^-26 <= |x| < 0.855469, and 0.518 ulp
// for sin elsewhere and for cos (0.514 measured over 400 000 random
// arguments, where 0.14 % are not correctly rounded). A lane is taken from
// hi when |lo| < 0.44 or 0.47 ulp, which leaves room for those errors and
// this code's own: about 6 % of lanes call libm (12 % for sin of small
// arguments).

package llvmgen

import (
	"math"
	"math/big"
	"sync"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

const (
	trigTableSize = 256 // rows: angles j pi/128 for j < 256, one turn
	trigRowWidth  = 4   // sin hi, sin lo, cos hi, cos lo
	// trigMax bounds the arguments reduced here: |k| < 2^26.
	trigMax = 0x1p20
	// trigNearZero is the least |r| kept in rows where the result is r's
	// size (multiples of pi): r's absolute error of 2^-110 is then below
	// 2^-70 relative.
	trigNearZero = 0x1p-40
	// A lane is taken from hi when |lo| < trigSafeLo ulp: glibc's source
	// states 0.518 ulp at most for cos, and for sin outside
	// |x| < trigSmall, where it states 0.548 (trigSafeLoSmall).
	trigSafeLo      = 0.47
	trigSafeLoSmall = 0.44
	trigSmall       = 0.855469
)

// trigReduction holds pi/128 split into three doubles p1 + p2 + p3 (each
// the rounded rest of the ones before), and 128/pi.
var trigReduction = sync.OnceValue(func() (r struct{ p1, p2, p3, inv float64 }) {
	const prec = 256
	step := bigPi(prec)
	step.SetMantExp(step, -7) // pi/128
	rest := new(big.Float).SetPrec(prec).Set(step)
	split := func() float64 {
		f, _ := rest.Float64()
		rest.Sub(rest, big.NewFloat(f))
		return f
	}
	r.p1 = split()
	r.p2 = split()
	r.p3, _ = rest.Float64()
	r.inv, _ = new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), step).Float64()
	return r
})

// trigTable holds sin(j pi/128) and cos(j pi/128) for j < 256 as
// double-doubles, rows of trigRowWidth.
var trigTable = sync.OnceValue(func() []float64 {
	const prec = 192
	t := make([]float64, trigRowWidth*trigTableSize)
	set := func(j int, s, c *big.Float) {
		row := t[trigRowWidth*j:]
		row[0], row[1] = splitDD(s)
		row[2], row[3] = splitDD(c)
	}
	pi := bigPi(prec + 32)
	neg := func(f *big.Float) *big.Float { return new(big.Float).Neg(f) }
	for j := range trigTableSize / 4 {
		// The first quadrant, then the others by symmetry, so that the
		// multiples of pi/2 are exact zeros and ones.
		a := new(big.Float).SetPrec(prec+32).Mul(pi, big.NewFloat(float64(j)/128))
		s, c := bigSinCos(a, prec)
		if j == 0 {
			s, c = new(big.Float), big.NewFloat(1)
		}
		set(j, s, c)
		set(j+64, c, neg(s))
		set(j+128, neg(s), neg(c))
		set(j+192, neg(c), s)
	}
	return t
})

// splitDD is f as a double-double: hi the rounded value, lo the rounded
// rest.
func splitDD(f *big.Float) (hi, lo float64) {
	hi, _ = f.Float64()
	lo, _ = new(big.Float).SetPrec(f.Prec()).Sub(f, big.NewFloat(hi)).Float64()
	return hi, lo
}

// bigPi is pi to prec bits, by Machin's formula
// pi = 16 atan(1/5) - 4 atan(1/239).
func bigPi(prec uint) *big.Float {
	p := prec + 32
	atanInv := func(n int64) *big.Float {
		// atan(1/n) = sum (-1)^i / ((2i+1) n^(2i+1))
		sum := new(big.Float).SetPrec(p)
		pow := new(big.Float).SetPrec(p).Quo(big.NewFloat(1), new(big.Float).SetInt64(n))
		n2 := new(big.Float).SetPrec(p).SetInt64(n * n)
		for i := int64(0); pow.Sign() != 0 && pow.MantExp(nil) > -int(p); i++ {
			term := new(big.Float).SetPrec(p).Quo(pow, new(big.Float).SetInt64(2*i+1))
			if i%2 == 1 {
				term.Neg(term)
			}
			sum.Add(sum, term)
			pow.Quo(pow, n2)
		}
		return sum
	}
	a := atanInv(5)
	a.Mul(a, big.NewFloat(16))
	b := atanInv(239)
	b.Mul(b, big.NewFloat(4))
	return a.Sub(a, b).SetPrec(prec)
}

// bigSinCos is sin a and cos a (|a| <= 2) to prec bits, by their Taylor
// series.
func bigSinCos(a *big.Float, prec uint) (s, c *big.Float) {
	p := prec + 32
	s, c = new(big.Float).SetPrec(p), new(big.Float).SetPrec(p)
	term := new(big.Float).SetPrec(p).SetInt64(1) // a^i / i!
	for i := int64(0); term.Sign() != 0 && term.MantExp(nil) > -int(p); i++ {
		acc := c
		if i%2 == 1 {
			acc = s
		}
		if i%4 >= 2 {
			acc.Sub(acc, term)
		} else {
			acc.Add(acc, term)
		}
		term.Mul(term, a)
		term.Quo(term, new(big.Float).SetInt64(i+1))
	}
	return s.SetPrec(prec), c.SetPrec(prec)
}

// vecSin returns @alpyna.sin.vN, building it on first use.
func (g *moduleGen) vecSin(n int) *ir.Func {
	return g.vecVariant(kernel.Sin, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		return v.sinCos(args[0], 0)
	})
}

// vecCos returns @alpyna.cos.vN, building it on first use.
func (g *moduleGen) vecCos(n int) *ir.Func {
	return g.vecVariant(kernel.Cos, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		return v.sinCos(args[0], trigTableSize/4)
	})
}

// sinCos computes sin(x + quarter pi/128): sin with quarter 0, cos with
// 64.
func (v *vecBuilder) sinCos(x value.Value, quarter int64) (res, fast value.Value) {
	cur := v.cur
	red := trigReduction()
	ax := v.abs(x)
	inRange := v.fcmp(enum.FPredOLE, ax, v.c(trigMax))
	if quarter == 0 {
		// sin(x) is x's size: not normal, and -0 for -0, below 2^-1021.
		inRange = v.and(inRange, v.fcmp(enum.FPredOGE, ax, v.c(0x1p-1021)))
	}
	xs := v.sel(inRange, x, v.c(0))
	// k = round(x 128/pi), by the shifter 1.5*2^52.
	const shifter = 0x1.8p52
	kd0 := cur.NewFAdd(cur.NewFMul(xs, v.c(red.inv)), v.c(shifter))
	ki := cur.NewSub(cur.NewBitCast(kd0, v.it), v.ci(int64(math.Float64bits(shifter))))
	kd := cur.NewFSub(kd0, v.c(shifter))
	// r = x - k p1 - k p2 - k p3 as rh + rl: the first difference exact in
	// an FMA, k p2 as a product and its error.
	nkd := cur.NewFNeg(kd)
	r1 := cur.NewCall(v.fma, nkd, v.c(red.p1), xs)
	p2 := cur.NewFMul(nkd, v.c(red.p2))
	p2e := cur.NewCall(v.fma, nkd, v.c(red.p2), cur.NewFNeg(p2))
	rs, re := twoSum(v.builder, r1, p2)
	rh, rl := fastTwoSum(v.builder, rs, cur.NewFAdd(cur.NewFAdd(re, p2e), cur.NewFMul(nkd, v.c(red.p3))))
	// The row of angle (k + quarter) pi/128: a = sin, b = cos of it, and
	// the result a cos(r) + b sin(r).
	j := cur.NewAnd(cur.NewAdd(ki, v.ci(quarter)), v.ci(trigTableSize-1))
	cols := v.g.tableLanes(v.builder, v.g.tableGlobal("alpyna.trig.table", trigTable()), j, trigRowWidth, v.n)
	ah, al, bh, bl := cols[0], cols[1], cols[2], cols[3]
	r2 := cur.NewFMul(rh, rh)
	// sin(r) - r = rh^3 Ps(rh^2), cos(r) - 1 = -rh^2/2 - rh rl + rh^4 Pc(rh^2).
	horner := func(cs []float64) value.Value {
		var p value.Value = v.c(cs[0])
		for _, c := range cs[1:] {
			p = cur.NewFAdd(v.c(c), cur.NewFMul(r2, p))
		}
		return p
	}
	sinTail := cur.NewFMul(cur.NewFMul(r2, rh), horner([]float64{1.0 / 362880, -1.0 / 5040, 1.0 / 120, -1.0 / 6}))
	cosTail := cur.NewFSub(cur.NewFMul(cur.NewFMul(r2, r2), horner([]float64{1.0 / 40320, -1.0 / 720, 1.0 / 24})),
		cur.NewFAdd(cur.NewFMul(r2, v.c(0.5)), cur.NewFMul(rh, rl)))
	// ah + bh rh exactly, then the small terms.
	p := cur.NewFMul(bh, rh)
	pe := cur.NewCall(v.fma, bh, rh, cur.NewFNeg(p))
	s, e := twoSum(v.builder, ah, p)
	small := cur.NewFAdd(cur.NewFMul(ah, cosTail), cur.NewFMul(bh, cur.NewFAdd(rl, sinTail)))
	small = cur.NewFAdd(small, cur.NewFAdd(al, cur.NewFMul(bl, rh)))
	small = cur.NewFAdd(small, cur.NewFAdd(pe, e))
	hi, lo := fastTwoSum(v.builder, s, small)
	// Near a zero of the result (a row at a multiple of pi, k != 0, small
	// r), r is not accurate enough relatively.
	arh := v.abs(rh)
	awayFromZero := v.or(v.or(v.icmp(enum.IPredNE, cur.NewAnd(j, v.ci(trigTableSize/2-1)), v.ci(0)),
		v.icmp(enum.IPredEQ, ki, v.ci(0))), v.fcmp(enum.FPredOGE, arh, v.c(trigNearZero)))
	var ziv value.Value = v.c(zivFactor(trigSafeLo))
	if quarter == 0 {
		ziv = v.sel(v.fcmp(enum.FPredOLT, ax, v.c(trigSmall)), v.c(zivFactor(trigSafeLoSmall)), ziv)
	}
	fast = v.and(v.and(inRange, awayFromZero), roundsAsLibm(v.builder, hi, lo, ziv))
	return hi, fast
}
