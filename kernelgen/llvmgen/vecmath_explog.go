// This file is the certified vector exp and log (see vecmath.go for the
// scheme they share), and their double-double cores, which the vector pow
// reuses. Kernels call the certified exp only where the C library's exp is
// not glibc's: elsewhere vecExp replays glibc's (vecmath_exp.go).
//
// exp is the table method of Tang, the scheme of glibc's own exp:
//
//	x = k ln2/128 + r,  |r| <= ln2/256,  k = 128e + j
//	exp(x) = 2^e * 2^(j/128) * exp(r)
//
// with r a double-double (ln2/128 split so that k*hi is exact), the 128
// values 2^(j/128) as double-doubles computed here with math/big, and
// exp(r) - 1 - r by a degree-6 Taylor polynomial (truncation below 2^-72 on
// |r| <= 0.0028), the leading products and sums kept exact with FMA and
// Fast2Sum: about 2^-68 relative error.
//
// glibc's exp and log are not correctly rounded, but their error is small:
// 0.509 ulp for exp (0.511 without FMA) by the comments of its source, 0.519
// for log. A lane whose lo is not safely inside (|lo| >= 0.48 ulp of hi for
// exp, 0.47 for log), or whose argument is outside the fast range (exp:
// [-707, 709], where results stay normal; log: positive normal doubles
// other than 1), is computed by the scalar libm call instead: about 4 %
// (exp) and 6 % (log) of lanes.

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
	expTableBits = 7
	expTableSize = 1 << expTableBits
	// Lanes outside [expLow, expHigh] take libm's exp: the result is
	// normal, and 2^e is a normal double, for every x inside.
	expLow  = -707.0
	expHigh = 709.0
	// expSafeLo is how far lo may be from zero, in ulps of hi, for hi to
	// be libm's result: 0.5 less glibc's excess over half an ulp (0.02,
	// above its claimed 0.511) and this function's error.
	expSafeLo = 0.48
)

// expReduction holds ln2/2^expTableBits split into hi (36 significant bits,
// so that k*hi is exact for |k| < 2^17) and lo, and 2^expTableBits/ln2.
var expReduction = sync.OnceValue(func() (r struct{ hi, lo, invN float64 }) {
	const prec = 256
	ln2 := bigLn2(prec)
	n := pow2(prec, -expTableBits)
	step := new(big.Float).SetPrec(prec).Mul(ln2, n) // ln2/N
	f, _ := step.Float64()
	bits := math.Float64bits(f) &^ (1<<(52-35) - 1) // keep 36 significant bits
	r.hi = math.Float64frombits(bits)
	rest := new(big.Float).SetPrec(prec).Sub(step, big.NewFloat(r.hi))
	r.lo, _ = rest.Float64()
	inv := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), step)
	r.invN, _ = inv.Float64()
	return r
})

// expTable holds 2^(j/N) for j < N as double-doubles, hi at 2j and lo at
// 2j+1: each hi the correctly rounded value, lo the rounded rest.
var expTable = sync.OnceValue(func() []float64 {
	const prec = 192
	// 2^(1/N) by square roots, then its powers: 127 roundings at 2^-192
	// each leave every value far beyond double-double accuracy.
	step := pow2(prec, 1)
	for range expTableBits {
		step.Sqrt(step)
	}
	t := make([]float64, 2*expTableSize)
	v := pow2(prec, 0)
	for j := range expTableSize {
		hi, _ := v.Float64()
		lo, _ := new(big.Float).SetPrec(prec).Sub(v, big.NewFloat(hi)).Float64()
		t[2*j], t[2*j+1] = hi, lo
		v.Mul(v, step)
	}
	return t
})

// expCertified computes exp(x) by lane, and whether that is certainly
// libm's exp (false outside [expLow, expHigh], NaN included): the vector
// exp, and the exp that sinh and cosh compose.
func (v *vecBuilder) expCertified(x value.Value) (res, fast value.Value) {
	inRange := v.and(v.fcmp(enum.FPredOGE, x, v.c(expLow)), v.fcmp(enum.FPredOLE, x, v.c(expHigh)))
	hi, lo, scale := v.expCore(v.sel(inRange, x, v.c(0)), nil)
	return v.cur.NewFMul(hi, scale), v.and(inRange, roundsAsLibm(v.builder, hi, lo, v.c(zivFactor(expSafeLo))))
}

// expCore computes exp(xh + xl) (xl nil for none) for xh in [expLow,
// expHigh] and |xl| <= ulp(xh), as the double-double hi + lo in [0.7, 1.5)
// times scale, a power of two.
func (v *vecBuilder) expCore(xh, xl value.Value) (hi, lo, scale value.Value) {
	cur := v.cur
	// k = round(x N/ln2), by the shifter 1.5*2^52: k sits in the low bits.
	const shifter = 0x1.8p52
	kd0 := cur.NewFAdd(cur.NewFMul(xh, v.c(expReduction().invN)), v.c(shifter))
	ki := cur.NewSub(cur.NewBitCast(kd0, v.it), v.ci(int64(math.Float64bits(shifter))))
	kd := cur.NewFSub(kd0, v.c(shifter))
	// r = x - k ln2/N: rhi exactly, rlo the product with the rest (and xl).
	rhi := cur.NewFSub(xh, cur.NewFMul(kd, v.c(expReduction().hi)))
	var rlo value.Value = cur.NewFMul(kd, v.c(-expReduction().lo))
	if xl != nil {
		rlo = cur.NewFAdd(rlo, xl)
	}
	r := cur.NewFAdd(rhi, rlo)
	// q = exp(r) - 1 - r, Taylor to degree 6.
	var p value.Value = v.c(1.0 / 720)
	for _, k := range []float64{120, 24, 6, 2} {
		p = cur.NewFAdd(v.c(1/k), cur.NewFMul(r, p))
	}
	q := cur.NewFMul(cur.NewFMul(r, r), p)
	s := cur.NewFAdd(rlo, q)
	// 2^(j/N) from the table, lane by lane.
	j := cur.NewAnd(ki, v.ci(expTableSize-1))
	cols := v.g.tableLanes(v.builder, v.g.tableGlobal("alpyna.exp.table", expTable()), j, 2, v.n)
	thi, tlo := cols[0], cols[1]
	// T exp(r) = Thi + Thi rhi + (Thi s + Tlo (1 + rhi)), the first
	// product exact with its FMA error, the sum by Fast2Sum.
	p1 := cur.NewFMul(thi, rhi)
	e1 := cur.NewCall(v.fma, thi, rhi, cur.NewFNeg(p1))
	rest := cur.NewFAdd(cur.NewFAdd(cur.NewFAdd(cur.NewFMul(tlo, rhi), tlo), cur.NewFMul(thi, s)), e1)
	h, l := fastTwoSum(v.builder, thi, p1)
	hi, lo = fastTwoSum(v.builder, h, cur.NewFAdd(l, rest))
	// 2^e, e = k >> log2 N, a normal double for x in range.
	e := cur.NewAShr(ki, v.ci(expTableBits))
	scale = cur.NewBitCast(cur.NewShl(cur.NewAdd(e, v.ci(1023)), v.ci(52)), v.vt)
	return hi, lo, scale
}

// The vector log works as the exp does (see the top of the file), on
//
//	x = 2^k z,  z in [0.705, 1.41),  log x = k ln2 + log c + log1p(z/c - 1)
//
// with z's 128 subintervals (by the top 7 bits of its mantissa, counted
// from logOff) each with its centre c, invc = 1/c rounded, and log c =
// -log(invc) as a double-double from math/big. The subinterval holding 1
// has c = 1, so that near x = 1, where log x is small, no large terms
// cancel. r = z invc - 1 is exact as a double-double (an FMA gives the
// product's rounding error, and subtracting 1 is exact), |r| < 2^-8, and
// log1p(r) - r + r^2/2 is a degree-9 Taylor polynomial (truncation below
// 2^-80). log c's hi part is rounded to a multiple of 2^-43, so that
// k ln2hi + log c hi is exact, and the other sums are Fast2Sums (the
// conditions are in logCore): about 2^-68 relative error (2^-78
// absolute). Lanes outside the normal positive doubles, x = 1 (log 0),
// and lanes whose lo is not safely inside (|lo| >= 0.47 ulp: glibc claims
// 0.519 ulp at most) take libm's log. Kernels call glibc's log, which is
// faster here (vectorMath); pow uses logCore.
const (
	logTableBits = 7
	logTableSize = 1 << logTableBits
	logOneIndex  = 75                                                        // the subinterval holding 1
	logOff       = 0x3ff0000000000000 - (2*logOneIndex+1)<<(51-logTableBits) // 1 mid-subinterval
	logSafeLo    = 0.47
	logRowWidth  = 4 // invc, log c hi, log c lo, and 0: a power of two, for aligned rows
	// logcQuantumExp: the table's log c hi are multiples of 2^-43, as
	// k ln2hi are of 2^-42, and their sum is below 2^10, so that it is
	// exact.
	logcQuantumExp = -43
)

// logReduction is ln2 split into hi (42 significant bits, so that k*hi is
// exact for |k| < 2^11) and lo.
var logReduction = sync.OnceValue(func() (r struct{ hi, lo float64 }) {
	ln2 := bigLn2(256)
	f, _ := ln2.Float64()
	r.hi = math.Float64frombits(math.Float64bits(f) &^ (1<<(52-41) - 1))
	r.lo, _ = new(big.Float).SetPrec(256).Sub(ln2, big.NewFloat(r.hi)).Float64()
	return r
})

// logTable holds, for each subinterval, invc, and log c = -log(invc) as
// hi and lo.
var logTable = sync.OnceValue(func() []float64 {
	const prec = 160
	t := make([]float64, logRowWidth*logTableSize)
	for i := range logTableSize {
		invc := 1.0
		if i != logOneIndex {
			c := math.Float64frombits(uint64(logOff) + uint64(i)<<(52-logTableBits) + 1<<(51-logTableBits))
			invc = 1 / c
		}
		l := bigLog(new(big.Float).SetPrec(prec).SetFloat64(invc), prec)
		l.Neg(l)
		// hi: log c rounded to a multiple of 2^logcQuantumExp (|log c| < 0.35,
		// so it has 42 bits at most).
		q := new(big.Float).SetPrec(prec).SetMantExp(l, -logcQuantumExp)
		qi, _ := new(big.Float).SetPrec(prec).Add(q, new(big.Float).SetFloat64(math.Copysign(0.5, float64(q.Sign())))).Int(nil)
		hi := math.Ldexp(float64(qi.Int64()), logcQuantumExp)
		lo, _ := new(big.Float).SetPrec(prec).Sub(l, big.NewFloat(hi)).Float64()
		t[logRowWidth*i], t[logRowWidth*i+1], t[logRowWidth*i+2] = invc, hi, lo
	}
	return t
})

// bigLog is the natural log of y (in [0.5, 2]) to prec bits, by
// log y = 2 atanh(u) = 2 (u + u^3/3 + u^5/5 + ...), u = (y-1)/(y+1).
func bigLog(y *big.Float, prec uint) *big.Float {
	p := prec + 32
	one := new(big.Float).SetPrec(p).SetInt64(1)
	u := new(big.Float).SetPrec(p).Sub(y, one)
	u.Quo(u, new(big.Float).SetPrec(p).Add(y, one))
	u2 := new(big.Float).SetPrec(p).Mul(u, u)
	sum := new(big.Float).SetPrec(p)
	pow := new(big.Float).SetPrec(p).Set(u)
	for k := 1; pow.Sign() != 0 && pow.MantExp(nil) > -int(p); k += 2 {
		term := new(big.Float).SetPrec(p).Quo(pow, new(big.Float).SetPrec(p).SetInt64(int64(k)))
		sum.Add(sum, term)
		pow.Mul(pow, u2)
	}
	return sum.Mul(sum, new(big.Float).SetPrec(p).SetInt64(2)).SetPrec(prec)
}

// vecLog returns @alpyna.log.vN, building it on first use.
func (g *moduleGen) vecLog(n int) *ir.Func {
	return g.vecVariant(kernel.Log, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x := args[0]
		inRange := v.logInRange(x)
		hi, lo := v.logCore(v.sel(inRange, x, v.c(1.5)))
		fast = v.and(v.and(inRange, v.fcmp(enum.FPredONE, hi, v.c(0))), roundsAsLibm(v.builder, hi, lo, v.c(zivFactor(logSafeLo))))
		return hi, fast
	})
}

// logInRange is whether x is a positive normal double, the arguments
// logCore takes.
func (v *vecBuilder) logInRange(x value.Value) value.Value {
	return v.and(v.fcmp(enum.FPredOGE, x, v.c(0x1p-1022)), v.fcmp(enum.FPredOLT, x, v.c(math.Inf(1))))
}

// logCore computes log(xs) for a positive normal xs as the double-double
// hi + lo (both zero for xs = 1).
func (v *vecBuilder) logCore(xs value.Value) (hi, lo value.Value) {
	cur := v.cur
	ix := cur.NewBitCast(xs, v.it)
	tmp := cur.NewSub(ix, v.ci(logOff))
	i := cur.NewAnd(cur.NewLShr(tmp, v.ci(52-logTableBits)), v.ci(logTableSize-1))
	k := cur.NewAShr(tmp, v.ci(52))
	z := cur.NewBitCast(cur.NewSub(ix, cur.NewShl(k, v.ci(52))), v.vt)
	kd := cur.NewSIToFP(k, v.vt)
	cols := v.g.tableLanes(v.builder, v.g.tableGlobal("alpyna.log.table", logTable()), i, logRowWidth, v.n)
	invc, logcHi, logcLo := cols[0], cols[1], cols[2]
	// r = z invc - 1 = rhi + rlo exactly.
	ph := cur.NewFMul(z, invc)
	rlo := cur.NewCall(v.fma, z, invc, cur.NewFNeg(ph))
	rhi := cur.NewFSub(ph, v.c(1))
	// k ln2hi + log c + rhi - rhi^2/2, exactly as sums and rests. The
	// first sum is exact (multiples of 2^-43 below 2^10). The others are
	// Fast2Sums: k ln2hi + log c is zero (k = 0 and c = 1) or about
	// twice |r| or more (for k = 0, the c nearest 1 are 2^-8 and 2^-7
	// away, where |r| is at most 2^-9 and 2^-8; for k != 0 it is above
	// 1/3; TestLogTable checks it), and rhi^2/2 is far below the sum.
	s1 := cur.NewFAdd(cur.NewFMul(kd, v.c(logReduction().hi)), logcHi)
	s2, e2 := fastTwoSum(v.builder, s1, rhi)
	sq := cur.NewFMul(rhi, rhi)
	sqe := cur.NewCall(v.fma, rhi, rhi, cur.NewFNeg(sq))
	h := cur.NewFMul(sq, v.c(-0.5))
	hl := cur.NewFSub(cur.NewFMul(sqe, v.c(-0.5)), cur.NewFMul(rhi, rlo))
	s3, e3 := fastTwoSum(v.builder, s2, h)
	// log1p(r) - r + r^2/2 = r^3 P(r), to degree 9: the truncation,
	// below r^10/10, is below 2^-74 of the result (at least |r|/2).
	r := cur.NewFAdd(rhi, rlo)
	var p value.Value = v.c(1.0 / 9)
	for _, k := range []float64{-8, 7, -6, 5, -4, 3} {
		p = v.mulAdd(r, p, v.c(1/k))
	}
	r3p := cur.NewFMul(cur.NewFMul(r, r), cur.NewFMul(r, p))
	l := cur.NewFAdd(cur.NewFAdd(e2, e3), hl)
	l = cur.NewFAdd(l, cur.NewFAdd(cur.NewFMul(kd, v.c(logReduction().lo)), logcLo))
	l = cur.NewFAdd(cur.NewFAdd(l, rlo), r3p)
	return fastTwoSum(v.builder, s3, l)
}
