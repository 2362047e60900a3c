// This file is the vector pow (see vecmath.go for the scheme the vector
// functions share): pow(x, y) = exp(y log x), from the cores of the vector
// log and exp (vecmath_explog.go):
//
//	log x = lh + ll                      (relative error below 2^-69)
//	y log x = th + tl                    (the product exact by an FMA)
//	exp(th + tl) = (hi + lo) 2^e         (relative error about 2^-68)
//
// For |y log x| <= 709, log's error becomes an absolute error of at most
// 709 * 2^-69 in y log x, a relative error below 2^-59.5 in the result:
// 0.006 ulp. glibc's pow (from Arm's optimized routines, glibc 2.28 and
// later) states 0.54 ulp at most, less for small |y log x| (powZiv),
// so about 4 % of lanes call libm in the common case. So do lanes
// whose x is not a positive normal double (zeros, negative bases with
// integer exponents, infinities, NaN) or whose y log x is outside exp's
// fast range [-707, 709] (overflow, underflow, subnormal results, and an
// infinite or NaN y): libm gives C99's special cases, and Python's errors
// are the kernel's checks on the result, as for the scalar call.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// A lane is taken from hi when |lo| < 0.5/(powZiv + powZivSlope |y log x|)
// ulps of hi (roundsAsLibm's factor grows with |y log x|). glibc's pow
// bounds its error by 0.511 ulp (its exp's) plus |y log x| times its log's
// relative error of 1.5*2^-68, in ulps: 4.6e-5 |y log x| ulp (0.54 ulp at
// |y log x| = 709, the figure its source states); this code's error is
// below 1e-4 + 1.6e-5 |y log x| ulp. The margin leaves more than that room:
// 0.48 ulp at |y log x| = 0 (4 % of lanes call libm), 0.46 at 100, 0.36 at
// 709, where 0.44 would do.
var (
	powZiv      = zivFactor(0.48)
	powZivSlope = 0x1p-11
)

// vecPow returns @alpyna.pow.vN, building it on first use.
func (g *moduleGen) vecPow(n int) *ir.Func {
	return g.vecVariant(kernel.PowF, n, func(v *vecBuilder, args []value.Value) (res, fast value.Value) {
		x, y := args[0], args[1]
		cur := v.cur
		xOK := v.logInRange(x)
		lh, ll := v.logCore(v.sel(xOK, x, v.c(1.5)))
		// y log x = th + tl: y lh exactly as a product and its FMA error,
		// plus y ll.
		p := cur.NewFMul(y, lh)
		pe := cur.NewCall(v.fma, y, lh, cur.NewFNeg(p))
		th, tl := fastTwoSum(v.builder, p, cur.NewFAdd(pe, cur.NewFMul(y, ll)))
		// An infinite or NaN y, or an overflowing product, is NaN or
		// infinite here, outside the range.
		inRange := v.and(xOK, v.and(v.fcmp(enum.FPredOGE, th, v.c(expLow)), v.fcmp(enum.FPredOLE, th, v.c(expHigh))))
		hi, lo, scale := v.expCore(v.sel(inRange, th, v.c(0)), v.sel(inRange, tl, v.c(0)))
		e := cur.NewFAdd(v.c(powZiv), cur.NewFMul(v.abs(th), v.c(powZivSlope)))
		return cur.NewFMul(hi, scale), v.and(inRange, roundsAsLibm(v.builder, hi, lo, e))
	})
}
