// This file lowers a float power by a constant exponent, x ** c, on the
// CPU. CPython computes float ** float with the C library's pow (after its
// own special cases), and glibc's pow is not correctly rounded: x ** 2 is
// not x * x (they differ for about 1 double in 2 300, and for a third of
// the squares that lie exactly halfway between two doubles), nor x ** 0.5
// sqrt(x), nor x ** -1 1/x (docs/llvm.md, "Constant powers"). So a
// constant power computes x^c exactly enough to know glibc's result, as
// the vector math does (vecmath.go): a double-double hi + lo whose hi is
// certainly glibc's result when |lo| is below 1 - e ulp, e glibc's error
// bound; the other lanes call pow.
//
//	c = 0          1.0, whatever x (CPython's first special case)
//	c = 1          x (glibc's pow(x, 1) is x: its bound leaves no other
//	               double but below a power of two, checked for every one)
//	c = 2 ... 64   x^c by square-and-multiply on double-doubles: each
//	               product exact by an FMA, the rest carried (2^-100 or so)
//	c = -1         q = 1/x, lo = (1 - q x)/x, 1 - q x exact by an FMA
//	c = 0.5        s = sqrt(x), lo = (x - s^2)/(2s), x - s^2 exact by an FMA
//
// Each has a scalar function @alpyna.powc.NAME(x) with vector variants
// .v2 and .v4, as the math functions have (vecmath.go), so that loops
// vectorize around it; the scalar one branches to pow for its rare slow
// arguments. Other constants call the general pow (its vector variant);
// all of them leave out Python's checks that the constant makes
// impossible (constPowChecks).

package llvmgen

import (
	"fmt"
	"math"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// maxConstPow is the largest integer exponent computed by products; the
// square-and-multiply chain of 64 is 7 steps, and the double-double's
// error stays below 2^-95 relative.
const maxConstPow = 64

// Ziv factors (roundsAsLibm) of constant powers. glibc 2.36's pow (Arm's
// optimized routines) bounds its error by ulperr_exp + |y log x| 2^53
// relerr_log: 0.511 ulp (its exp's, without FMA; 0.509 with) plus 1.5
// 2^-68 relative error in log x (1.3 2^-68 with FMA), which is 4.58e-5
// |y log x| ulp. |y log x| is |ln| of the result: at most 64 ln 2 = 44.4
// for a result in [2^-64, 2^64], a bound of 0.5131 ulp, and at most 1000
// ln 2 = 693 in the whole fast range (results in [2^-1000, 2^1000]),
// 0.5428 ulp. A lane is hi where |lo| < 1 - bound less 0.002 ulp of room
// (the double-double's own error is below 1e-12 ulp, and lo's rounding
// in the test 2^-52 of it): 0.485 and 0.455 ulp.
var (
	powcZivNear = zivFactor(0.485)
	powcZivFar  = zivFactor(0.455)
)

// constPowExp returns the value of a power's exponent when it is a finite
// constant: a float constant, or an int constant that the float holds
// exactly (x ** 2 is x ** 2.0 in Python). An infinite or NaN exponent
// keeps floatPow, whose checks know that CPython raises nothing for it.
func constPowExp(e kernel.Expr) (float64, bool) {
	switch x := e.(type) {
	case *kernel.Const:
		switch {
		case x.T.IsFloat():
			return x.F, !math.IsInf(x.F, 0) && !math.IsNaN(x.F)
		case x.T.IsInt() && x.I > -1<<53 && x.I < 1<<53:
			return float64(x.I), true
		}
	case *kernel.Convert:
		if x.T.IsFloat() {
			return constPowExp(x.X)
		}
	}
	return 0, false
}

// powcName is the name of the constant power's function, and whether c
// has one (constPow's list).
func powcName(c float64) (string, bool) {
	switch {
	case c == 0.5:
		return "alpyna.powc.half", true
	case c == -1:
		return "alpyna.powc.m1", true
	case c >= 2 && c <= maxConstPow && c == math.Trunc(c):
		return fmt.Sprintf("alpyna.powc.%d", int(c)), true
	}
	return "", false
}

// constPow is x ** c (x a double) for a constant c, with CPython's errors
// where checked: glibc's pow(x, c), computed without it where the result
// is certainly its (see the file's comment). ok is false on the GPU and
// for float32 powers, which keep floatPow.
func (fg *funcGen) constPow(a value.Value, c float64, t kernel.Type, checked bool) (value.Value, bool) {
	if fg.g.cfg.gpu || t == kernel.Float32 {
		return nil, false
	}
	var r value.Value
	switch name, ok := powcName(c); {
	case c == 0:
		// CPython's float_pow returns 1.0 before anything else, NaN
		// bases included (glibc's pow(sNaN, 0) is NaN).
		return constant.NewFloat(types.Double, 1), true
	case c == 1:
		return a, true
	case ok:
		f, attr := fg.g.powcFunc(name, c)
		call := fg.cur.NewCall(f, a)
		call.FuncAttrs = append(call.FuncAttrs, attr)
		r = call
	default:
		r = fg.mathCall(kernel.PowF, a, constant.NewFloat(types.Double, c))
	}
	if checked {
		fg.constPowChecks(a, c, r)
	}
	return r, true
}

// constPowChecks are powChecks (float **) less those the constant exponent
// c rules out: an integer c never gives a NaN from a finite base, a
// positive one never an infinity from a zero base, and one in (0, 1] no
// infinity at all (|x|^c is at most max(|x|, 1)).
func (fg *funcGen) constPowChecks(a value.Value, c float64, r value.Value) {
	finite := fg.isFinite(a)
	if c != math.Trunc(c) {
		fg.floatCheck(fg.and(finite, fg.isNaN(r)), kernel.ValueError)
	}
	if c > 0 && c <= 1 {
		return
	}
	inf := fg.and(finite, fg.isInf(r))
	if c < 0 {
		isZero := fg.fcmp(enum.FPredOEQ, a, constant.NewFloat(types.Double, 0))
		fg.floatCheck(fg.and(inf, isZero), kernel.ZeroDivisionError)
	}
	fg.floatCheck(inf, kernel.OverflowError)
}

// powcFunc returns the scalar function @NAME(x) = pow(x, c) and the
// call-site attribute naming its vector variants, building them on first
// use.
func (g *moduleGen) powcFunc(name string, c float64) (*ir.Func, ir.FuncAttribute) {
	var variants []string
	for _, n := range vectorWidths {
		variants = append(variants, fmt.Sprintf("_ZGV_LLVM_N%dv_%s(%s)", n, name, g.powcVariant(name, c, n).Name()))
	}
	attr := ir.AttrPair{Key: "vector-function-abi-variant", Value: strings.Join(variants, ",")}
	if f, ok := g.funcs[name]; ok {
		return f, attr
	}
	x := ir.NewParam("x", types.Double)
	f := g.m.NewFunc(name, types.Double, x)
	f.Linkage = enum.LinkageInternal
	// noinline, as the math wrappers: inlined, the vectorizer would no
	// longer see a call with variants.
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoInline, enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	g.keep(f)
	b := newBuilder(f)
	b.cur = b.block("entry")
	l := &powcLanes{builder: b, g: g, t: types.Double, fma: g.intrinsic("llvm.fma.f64", types.Double, types.Double, types.Double, types.Double)}
	res, fast := l.body(x, c)
	done, slow := b.block("done"), b.block("slow")
	pre := b.cur
	pre.NewCondBr(fast, done, slow)
	libm := slow.NewCall(g.opaquePow(), x, constant.NewFloat(types.Double, c))
	slow.NewBr(done)
	done.NewRet(done.NewPhi(ir.NewIncoming(res, pre), ir.NewIncoming(libm, slow)))
	return f, attr
}

// powcVariant returns @NAME.vN, building it on first use.
func (g *moduleGen) powcVariant(name string, c float64, n int) *ir.Func {
	vname := fmt.Sprintf("%s.v%d", name, n)
	if f, ok := g.funcs[vname]; ok {
		return f
	}
	vt := types.NewVector(uint64(n), types.Double)
	x := ir.NewParam("x", vt)
	f := g.m.NewFunc(vname, vt, x)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[vname] = f
	g.keep(f)
	b := newBuilder(f)
	b.cur = b.block("entry")
	l := &powcLanes{builder: b, g: g, t: vt, n: n, fma: g.intrinsic(fmt.Sprintf("llvm.fma.v%df64", n), vt, vt, vt, vt)}
	res, fast := l.body(x, c)
	b.cur.NewRet(g.libmLanes(b, g.opaquePow(), []value.Value{x, splat(n, c)}, res, fast, n))
	return f
}

// opaquePow is @alpyna.pow.libm(x, y), glibc's pow behind a function that
// opt does not see through: called with a constant y, llvm.pow would be
// simplified (pow(x, 2.0) into x * x, pow(x, -1.0) into 1/x), which gives
// other bits than glibc's.
func (g *moduleGen) opaquePow() *ir.Func {
	const name = "alpyna.pow.libm"
	if f, ok := g.funcs[name]; ok {
		return f
	}
	x, y := ir.NewParam("x", types.Double), ir.NewParam("y", types.Double)
	f := g.m.NewFunc(name, types.Double, x, y)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoInline, enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	// Its address kept, so that interprocedural constant propagation
	// leaves y a parameter.
	g.keep(f)
	b := newBuilder(f)
	b.cur = b.block("entry")
	b.cur.NewRet(b.cur.NewCall(g.mathFunc(kernel.PowF), x, y))
	return f
}

// powcLanes emits a constant power's fast path on doubles (n = 0) or on
// vectors of n doubles.
type powcLanes struct {
	*builder
	g   *moduleGen
	t   types.Type
	n   int
	fma *ir.Func
}

// c is the double f, in every lane.
func (l *powcLanes) c(f float64) constant.Constant {
	if l.n == 0 {
		return constant.NewFloat(types.Double, f)
	}
	return splat(l.n, f)
}

func (l *powcLanes) abs(x value.Value) value.Value {
	name := "llvm.fabs.f64"
	if l.n > 0 {
		name = fmt.Sprintf("llvm.fabs.v%df64", l.n)
	}
	return l.cur.NewCall(l.g.intrinsic(name, l.t, l.t), x)
}

func (l *powcLanes) sqrt(x value.Value) value.Value {
	name := "llvm.sqrt.f64"
	if l.n > 0 {
		name = fmt.Sprintf("llvm.sqrt.v%df64", l.n)
	}
	return l.cur.NewCall(l.g.intrinsic(name, l.t, l.t), x)
}

// within is lo <= |x| <= hi by lane (false for NaN).
func (l *powcLanes) within(x value.Value, lo, hi float64) value.Value {
	ax := l.abs(x)
	return l.and(l.fcmp(enum.FPredOGE, ax, l.c(lo)), l.fcmp(enum.FPredOLE, ax, l.c(hi)))
}

// body computes x^c as hi + lo and returns hi with the lanes where it is
// certainly glibc's pow(x, c): hi in [2^-1000, 2^1000] (every product's
// rest exact, no overflow) and |lo| within the bound's margin, or x a
// zero (c positive).
func (l *powcLanes) body(x value.Value, c float64) (res, fast value.Value) {
	cur := l.cur
	var hi, lo, special value.Value
	switch {
	case c == 0.5:
		// x - s^2 is exact for s = sqrt(x) of a normal x; the exact root
		// is s + (x - s^2)/(s + sqrt(x)), and (x - s^2)/(2s) is that rest
		// to a relative 2^-52.
		hi = l.sqrt(x)
		r := cur.NewCall(l.fma, cur.NewFNeg(hi), hi, x)
		lo = cur.NewFDiv(r, cur.NewFMul(hi, l.c(2)))
		// pow(±0, 0.5) is +0 (sqrt(-0) is -0).
		special = l.fcmp(enum.FPredOEQ, x, l.c(0))
		hi = l.sel(special, l.c(0), hi)
	case c == -1:
		// 1 - q x is exact for q = 1/x (both normal); the exact 1/x is
		// q + (1 - q x)/x, and (1 - q x) q is that rest to a relative
		// 2^-52.
		hi = cur.NewFDiv(l.c(1), x)
		r := cur.NewCall(l.fma, cur.NewFNeg(hi), x, l.c(1))
		lo = cur.NewFMul(r, hi)
	default:
		hi, lo = l.ddPow(x, int(c))
		// A zero base, outside the range: C99's pow(±0, n) is ±0 for
		// an odd n and +0 for an even one.
		special = l.fcmp(enum.FPredOEQ, x, l.c(0))
		zero := value.Value(l.c(0))
		if int(c)%2 == 1 {
			zero = x
		}
		hi = l.sel(special, zero, hi)
	}
	ok := l.within(hi, 0x1p-1000, 0x1p1000)
	if c == 0.5 {
		// x - s^2 is exact only where it does not underflow.
		ok = l.and(ok, l.within(x, 0x1p-960, 0x1p1020))
	}
	e := l.sel(l.within(hi, 0x1p-64, 0x1p64), l.c(powcZivNear), l.c(powcZivFar))
	fast = l.and(ok, roundsAsLibm(l.builder, hi, lo, e))
	if special != nil {
		fast = l.or(fast, special)
	}
	return hi, fast
}

// ddPow is x^n (n >= 2) as a double-double hi + lo, by square-and-multiply
// from the top bit: each product's rounding error exact by an FMA, the
// products of the rests added to it (the relative error is a few 2^-104 a
// step), and the pair renormalized at the end.
func (l *powcLanes) ddPow(x value.Value, n int) (hi, lo value.Value) {
	cur := l.cur
	hi = x // and lo = 0, left out of the first step's sums
	bits := 0
	for m := n; m > 1; m >>= 1 {
		bits++
	}
	for i := bits - 1; i >= 0; i-- {
		// (hi + lo)^2 = hi^2 + 2 hi lo (+ lo^2, below 2^-104 relative).
		p := cur.NewFMul(hi, hi)
		pe := cur.NewCall(l.fma, hi, hi, cur.NewFNeg(p))
		if lo == nil {
			lo = pe
		} else {
			lo = cur.NewFAdd(pe, cur.NewFMul(cur.NewFMul(hi, lo), l.c(2)))
		}
		hi = p
		if n>>i&1 == 1 {
			// (hi + lo) x = hi x + lo x.
			p := cur.NewFMul(hi, x)
			pe := cur.NewCall(l.fma, hi, x, cur.NewFNeg(p))
			lo = cur.NewFAdd(pe, cur.NewFMul(lo, x))
			hi = p
		}
	}
	if n == 2 {
		return hi, lo // x*x rounded, and its exact rest
	}
	// The products of the rests leave lo up to a few ulps of hi: hi + lo
	// rounded is the power's nearest double.
	return fastTwoSum(l.builder, hi, lo)
}
