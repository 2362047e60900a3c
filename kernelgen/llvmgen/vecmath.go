// This file is the CPU's vector exp and log: functions on <N x double>
// that LLVM's loop vectorizer calls in place of N scalar calls, and whose
// every lane is bit for bit the C library's result for that lane, as
// CPython's math.exp and math.log give it.
//
// The kernel calls @alpyna.exp (@alpyna.log), a scalar wrapper of libm's
// function, with the call-site attribute "vector-function-abi-variant"
// naming @alpyna.exp.v2 and .v4 (LLVM's vector function ABI, with the
// "_LLVM_" ISA token): a loop the vectorizer takes calls the variant of its
// width. The wrapper is not inlined before the vectorizer has seen it.
//
// A variant computes the function to about 2^-68 relative error, as a
// double-double hi + lo (exp by the table method of Tang, the scheme of
// glibc's own exp, below; log by a table of 1/c and log c, further down):
//
//	x = k ln2/128 + r,  |r| <= ln2/256,  k = 128e + j
//	exp(x) = 2^e * 2^(j/128) * exp(r)
//
// with r a double-double (ln2/128 split so that k*hi is exact), the 128
// values 2^(j/128) as double-doubles computed here with math/big, and
// exp(r) - 1 - r by a degree-6 Taylor polynomial (truncation below 2^-72 on
// |r| <= 0.0028), the leading products and sums kept exact with FMA and
// Fast2Sum. hi is then the correctly rounded result unless the exact value
// is within about 2^-15 ulp of a rounding midpoint.
//
// glibc's exp and log are not correctly rounded, but their error is small:
// 0.509 ulp for exp (0.511 without FMA) by the comments of its source, 0.519
// for log. Wherever the exact value lies farther than that excess over half
// an ulp from a midpoint, glibc returns the correctly rounded result, which
// is hi. A lane whose lo is not safely inside (|lo| >= 0.48 ulp of hi for
// exp, 0.47 for log), or whose argument is outside the fast range (exp:
// [-707, 709], where results stay normal; log: positive normal doubles
// other than 1), is computed by the scalar libm call instead. So every lane
// equals libm's result, and the fallback runs for about 4 % (exp) and 6 %
// (log) of lanes.

package llvmgen

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"sync"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// vectorWidths are the widths the vector variants come in: 2 and 4 lanes
// (SSE2 and AVX; LLVM 14 prefers 256-bit vectors on AVX-512 machines too).
var vectorWidths = []int{2, 4}

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

// bigLn2 is ln 2 to prec bits, by the series ln 2 = sum 1/(k 2^k).
func bigLn2(prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec + 32)
	for k := 1; k < int(prec)+40; k++ {
		term := pow2(prec+32, -k)
		term.Quo(term, new(big.Float).SetInt64(int64(k)))
		sum.Add(sum, term)
	}
	return sum.SetPrec(prec)
}

// pow2 is 2^e with prec bits of precision.
func pow2(prec uint, e int) *big.Float {
	f := new(big.Float).SetPrec(prec).SetInt64(1)
	return f.SetMantExp(f, e)
}

// vectorMath names, for each intrinsic with a vector form on the CPU, the
// libm function its lanes must equal (an LLVM intrinsic, which llc lowers
// to the libm call) and the builder of its N-lane variant.
var vectorMath = map[kernel.Intrinsic]struct {
	libm  string
	build func(g *moduleGen, n int) *ir.Func
}{
	kernel.Exp: {"llvm.exp.f64", (*moduleGen).vecExp},
	kernel.Log: {"llvm.log.f64", (*moduleGen).vecLog},
}

// vectorizable returns, for an intrinsic with a vector form, the scalar
// function the kernels call, libm's behind a wrapper named
// @alpyna.NAME, and the call-site attribute that names its vector
// variants @alpyna.NAME.vN (N in vectorWidths), so that the loop
// vectorizer calls a variant for N lanes. ok is false for the others.
func (g *moduleGen) vectorizable(fn kernel.Intrinsic) (f *ir.Func, attr ir.FuncAttribute, ok bool) {
	vm, ok := vectorMath[fn]
	if !ok || g.cfg.gpu {
		return nil, nil, false
	}
	name := "alpyna." + fn.Info().Name
	var variants []string
	for _, n := range vectorWidths {
		variants = append(variants, fmt.Sprintf("_ZGV_LLVM_N%dv_%s(%s)", n, name, vm.build(g, n).Name()))
	}
	attr = ir.AttrPair{Key: "vector-function-abi-variant", Value: strings.Join(variants, ",")}
	if f, ok := g.funcs[name]; ok {
		return f, attr, true
	}
	x := ir.NewParam("x", types.Double)
	f = g.m.NewFunc(name, types.Double, x)
	f.Linkage = enum.LinkageInternal
	// noinline: inlined before the vectorizer, the call would be libm's
	// again, which LLVM vectorizes by calling it lane by lane.
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoInline, enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	b := newBuilder(f)
	b.uniq("x")
	b.cur = b.block("entry")
	b.cur.NewRet(b.cur.NewCall(g.intrinsic(vm.libm, types.Double, types.Double), x))
	return f, attr, true
}

// keep lists f in @llvm.compiler.used, so that opt does not delete an
// internal function before the vectorizer calls it.
func (g *moduleGen) keep(f *ir.Func) {
	ptr := types.NewPointer(types.I8)
	g.used = append(g.used, constant.NewBitCast(f, ptr))
	arr := constant.NewArray(types.NewArray(uint64(len(g.used)), ptr), g.used...)
	if g.usedGlobal == nil {
		g.usedGlobal = g.m.NewGlobalDef("llvm.compiler.used", arr)
		g.usedGlobal.Linkage = enum.LinkageAppending
		g.usedGlobal.Section = "llvm.metadata"
		return
	}
	g.usedGlobal.Init = arr
	g.usedGlobal.ContentType = arr.Typ
	g.usedGlobal.Typ = types.NewPointer(arr.Typ)
}

// splat is a vector of n copies of the double c.
func splat(n int, c float64) constant.Constant {
	t := types.NewVector(uint64(n), types.Double)
	elems := make([]constant.Constant, n)
	for i := range elems {
		elems[i] = constant.NewFloat(types.Double, c)
	}
	return constant.NewVector(t, elems...)
}

// splatI is a vector of n copies of the i64 c.
func splatI(n int, c int64) constant.Constant {
	t := types.NewVector(uint64(n), types.I64)
	elems := make([]constant.Constant, n)
	for i := range elems {
		elems[i] = constant.NewInt(types.I64, c)
	}
	return constant.NewVector(t, elems...)
}

// tableGlobal is the module's constant array name holding vals, made on
// first use.
func (g *moduleGen) tableGlobal(name string, vals []float64) *ir.Global {
	if gl, ok := g.tables[name]; ok {
		return gl
	}
	elems := make([]constant.Constant, len(vals))
	for i, v := range vals {
		elems[i] = constant.NewFloat(types.Double, v)
	}
	arr := constant.NewArray(types.NewArray(uint64(len(elems)), types.Double), elems...)
	gl := g.m.NewGlobalDef(name, arr)
	gl.Immutable = true
	gl.Linkage = enum.LinkageInternal
	gl.Align = 16
	if g.tables == nil {
		g.tables = map[string]*ir.Global{}
	}
	g.tables[name] = gl
	return gl
}

// tableLanes loads, for each lane of the index vector idx, the row idx of
// a table of rows of width doubles, and returns the columns as vectors.
// The rows are loaded lane by lane: x86 has gathers, but LLVM 14 makes
// no better code of them for 2 to 8 lanes.
func (g *moduleGen) tableLanes(b *builder, tab *ir.Global, idx value.Value, width, n int) []value.Value {
	vt := types.NewVector(uint64(n), types.Double)
	cols := make([]value.Value, width)
	for c := range cols {
		cols[c] = constant.NewUndef(vt)
	}
	for lane := range n {
		row := b.cur.NewMul(b.cur.NewExtractElement(idx, i64c(int64(lane))), i64c(int64(width)))
		for c := range cols {
			p := b.cur.NewGetElementPtr(tab.ContentType, tab, i64c(0), b.cur.NewAdd(row, i64c(int64(c))))
			p.InBounds = true
			ld := b.cur.NewLoad(types.Double, p)
			ld.Align = 8
			cols[c] = b.cur.NewInsertElement(cols[c], ld, i64c(int64(lane)))
		}
	}
	return cols
}

// libmLanes returns res with the lanes where fast is false replaced by the
// scalar libm function's result of that lane of x, each called only when
// some lane needs it.
func (g *moduleGen) libmLanes(b *builder, x, res, fast value.Value, libmName string, n int) value.Value {
	allFast := b.icmp(enum.IPredEQ, b.cur.NewBitCast(fast, types.NewInt(uint64(n))),
		constant.NewInt(types.NewInt(uint64(n)), -1))
	done := b.block("done")
	slow := b.block("slow")
	pre := b.cur
	pre.NewCondBr(allFast, done, slow)
	b.cur = slow
	libm := g.intrinsic(libmName, types.Double, types.Double)
	acc := res
	for lane := range n {
		li := i64c(int64(lane))
		call := b.block(fmt.Sprintf("lane%d", lane))
		next := b.block(fmt.Sprintf("next%d", lane))
		from := b.cur
		from.NewCondBr(from.NewExtractElement(fast, li), next, call)
		v := call.NewCall(libm, call.NewExtractElement(x, li))
		ins := call.NewInsertElement(acc, v, li)
		call.NewBr(next)
		acc = next.NewPhi(ir.NewIncoming(acc, from), ir.NewIncoming(ins, call))
		b.cur = next
	}
	slowEnd := b.cur
	slowEnd.NewBr(done)
	b.cur = done
	return done.NewPhi(ir.NewIncoming(res, pre), ir.NewIncoming(acc, slowEnd))
}

// vecExp returns @alpyna.exp.vN, building it on first use.
func (g *moduleGen) vecExp(n int) *ir.Func {
	name := fmt.Sprintf("alpyna.exp.v%d", n)
	if f, ok := g.funcs[name]; ok {
		return f
	}
	vt := types.NewVector(uint64(n), types.Double)
	it := types.NewVector(uint64(n), types.I64)
	x := ir.NewParam("x", vt)
	f := g.m.NewFunc(name, vt, x)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	g.keep(f)
	b := newBuilder(f)
	b.uniq("x")
	b.cur = b.block("entry")
	c := func(v float64) constant.Constant { return splat(n, v) }
	ci := func(v int64) constant.Constant { return splatI(n, v) }
	fma := g.intrinsic(fmt.Sprintf("llvm.fma.v%df64", n), vt, vt, vt, vt)
	cur := func() *ir.Block { return b.cur }

	inRange := b.and(b.fcmp(enum.FPredOGE, x, c(expLow)), b.fcmp(enum.FPredOLE, x, c(expHigh)))
	xs := b.sel(inRange, x, c(0))
	// k = round(x N/ln2), by the shifter 1.5*2^52: k sits in the low bits.
	const shifter = 0x1.8p52
	kd0 := cur().NewFAdd(cur().NewFMul(xs, c(expReduction().invN)), c(shifter))
	ki := cur().NewSub(cur().NewBitCast(kd0, it), ci(int64(math.Float64bits(shifter))))
	kd := cur().NewFSub(kd0, c(shifter))
	// r = x - k ln2/N: rhi exactly, rlo the product with the rest.
	rhi := cur().NewFSub(xs, cur().NewFMul(kd, c(expReduction().hi)))
	rlo := cur().NewFMul(kd, c(-expReduction().lo))
	r := cur().NewFAdd(rhi, rlo)
	// q = exp(r) - 1 - r, Taylor to degree 6.
	var p value.Value = c(1.0 / 720)
	for _, k := range []float64{120, 24, 6, 2} {
		p = cur().NewFAdd(c(1/k), cur().NewFMul(r, p))
	}
	q := cur().NewFMul(cur().NewFMul(r, r), p)
	s := cur().NewFAdd(rlo, q)
	// 2^(j/N) from the table, lane by lane.
	j := cur().NewAnd(ki, ci(expTableSize-1))
	cols := g.tableLanes(b, g.tableGlobal("alpyna.exp.table", expTable()), j, 2, n)
	thi, tlo := cols[0], cols[1]
	// T exp(r) = Thi + Thi rhi + (Thi s + Tlo (1 + rhi)), the first
	// product exact with its FMA error, the sum by Fast2Sum.
	p1 := cur().NewFMul(thi, rhi)
	e1 := cur().NewCall(fma, thi, rhi, cur().NewFNeg(p1))
	rest := cur().NewFAdd(cur().NewFAdd(cur().NewFAdd(cur().NewFMul(tlo, rhi), tlo), cur().NewFMul(thi, s)), e1)
	hi := cur().NewFAdd(thi, p1)
	lo1 := cur().NewFSub(p1, cur().NewFSub(hi, thi))
	lo := cur().NewFAdd(lo1, rest)
	hi2 := cur().NewFAdd(hi, lo)
	lo2 := cur().NewFSub(lo, cur().NewFSub(hi2, hi))
	// 2^e, e = k >> log2 N, a normal double for x in range.
	e := cur().NewAShr(ki, ci(expTableBits))
	scale := cur().NewBitCast(cur().NewShl(cur().NewAdd(e, ci(1023)), ci(52)), vt)
	res := cur().NewFMul(hi2, scale)
	safe := roundsAsLibm(b, hi2, lo2, expSafeLo, n)
	fast := b.and(inRange, safe)
	b.cur.NewRet(g.libmLanes(b, x, res, fast, "llvm.exp.f64", n))
	return f
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
// 2^-80). The sum is kept exact with TwoSum to about 2^-68 relative error.
// Lanes outside the normal positive doubles, x = 1 (log 0), and lanes
// whose lo is not safely inside (|lo| >= 0.47 ulp: glibc claims 0.519 ulp
// at most) take libm's log.
const (
	logTableBits = 7
	logTableSize = 1 << logTableBits
	logOneIndex  = 75                                                        // the subinterval holding 1
	logOff       = 0x3ff0000000000000 - (2*logOneIndex+1)<<(51-logTableBits) // 1 mid-subinterval
	logSafeLo    = 0.47
	logRowWidth  = 3 // invc, log c hi, log c lo
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
		hi, _ := l.Float64()
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

// twoSum is Knuth's TwoSum: s = a + b rounded and e the exact rest.
func twoSum(b *builder, x, y value.Value) (s, e value.Value) {
	c := b.cur
	s = c.NewFAdd(x, y)
	yy := c.NewFSub(s, x)
	e = c.NewFAdd(c.NewFSub(x, c.NewFSub(s, yy)), c.NewFSub(y, yy))
	return s, e
}

// roundsAsLibm reports, by lane, whether hi is a double-double hi + lo's
// correctly rounded value with lo less than safe ulps of hi from zero, so
// that a libm result within 0.5 + (0.5-safe) ulp is hi. The ulp below a
// power of two (toward zero) is half of it. hi must be normal.
func roundsAsLibm(b *builder, hi, lo value.Value, safe float64, n int) value.Value {
	c := b.cur
	it := types.NewVector(uint64(n), types.I64)
	vt := types.NewVector(uint64(n), types.Double)
	hb := c.NewBitCast(hi, it)
	ulp := c.NewBitCast(c.NewSub(c.NewAnd(hb, splatI(n, 0x7ff<<52)), splatI(n, 52<<52)), vt)
	pow2 := c.NewICmp(enum.IPredEQ, c.NewAnd(hb, splatI(n, 1<<52-1)), splatI(n, 0))
	towardZero := c.NewICmp(enum.IPredSLT, c.NewXor(hb, c.NewBitCast(lo, it)), splatI(n, 0))
	ulp2 := c.NewSelect(c.NewAnd(pow2, towardZero), c.NewFMul(ulp, splat(n, 0.5)), ulp)
	neg := c.NewFNeg(lo)
	abs := c.NewSelect(c.NewFCmp(enum.FPredOLT, lo, splat(n, 0)), neg, lo)
	return c.NewFCmp(enum.FPredOLT, abs, c.NewFMul(ulp2, splat(n, safe)))
}

// vecLog returns @alpyna.log.vN, building it on first use.
func (g *moduleGen) vecLog(n int) *ir.Func {
	name := fmt.Sprintf("alpyna.log.v%d", n)
	if f, ok := g.funcs[name]; ok {
		return f
	}
	vt := types.NewVector(uint64(n), types.Double)
	it := types.NewVector(uint64(n), types.I64)
	x := ir.NewParam("x", vt)
	f := g.m.NewFunc(name, vt, x)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	g.keep(f)
	b := newBuilder(f)
	b.uniq("x")
	b.cur = b.block("entry")
	c := func(v float64) constant.Constant { return splat(n, v) }
	ci := func(v int64) constant.Constant { return splatI(n, v) }
	fma := g.intrinsic(fmt.Sprintf("llvm.fma.v%df64", n), vt, vt, vt, vt)
	cur := func() *ir.Block { return b.cur }

	inRange := b.and(b.fcmp(enum.FPredOGE, x, c(0x1p-1022)), b.fcmp(enum.FPredOLT, x, c(math.Inf(1))))
	xs := b.sel(inRange, x, c(1.5))
	ix := cur().NewBitCast(xs, it)
	tmp := cur().NewSub(ix, ci(logOff))
	i := cur().NewAnd(cur().NewLShr(tmp, ci(52-logTableBits)), ci(logTableSize-1))
	k := cur().NewAShr(tmp, ci(52))
	z := cur().NewBitCast(cur().NewSub(ix, cur().NewShl(k, ci(52))), vt)
	kd := cur().NewSIToFP(k, vt)
	cols := g.tableLanes(b, g.tableGlobal("alpyna.log.table", logTable()), i, logRowWidth, n)
	invc, logcHi, logcLo := cols[0], cols[1], cols[2]
	// r = z invc - 1 = rhi + rlo exactly.
	ph := cur().NewFMul(z, invc)
	rlo := cur().NewCall(fma, z, invc, cur().NewFNeg(ph))
	rhi := cur().NewFSub(ph, c(1))
	// k ln2hi + log c + rhi - rhi^2/2, exactly as sums and rests.
	t1 := cur().NewFMul(kd, c(logReduction().hi))
	s1, e1 := twoSum(b, t1, logcHi)
	s2, e2 := twoSum(b, s1, rhi)
	sq := cur().NewFMul(rhi, rhi)
	sqe := cur().NewCall(fma, rhi, rhi, cur().NewFNeg(sq))
	h := cur().NewFMul(sq, c(-0.5))
	hl := cur().NewFSub(cur().NewFMul(sqe, c(-0.5)), cur().NewFMul(rhi, rlo))
	s3, e3 := twoSum(b, s2, h)
	// log1p(r) - r + r^2/2 = r^3 P(r).
	r := cur().NewFAdd(rhi, rlo)
	var p value.Value = c(1.0 / 9)
	for _, k := range []float64{-8, 7, -6, 5, -4, 3} {
		p = cur().NewFAdd(c(1/k), cur().NewFMul(r, p))
	}
	r3p := cur().NewFMul(cur().NewFMul(r, r), cur().NewFMul(r, p))
	lo := cur().NewFAdd(cur().NewFAdd(e1, e2), e3)
	lo = cur().NewFAdd(lo, hl)
	lo = cur().NewFAdd(lo, cur().NewFAdd(cur().NewFMul(kd, c(logReduction().lo)), logcLo))
	lo = cur().NewFAdd(cur().NewFAdd(lo, rlo), r3p)
	hi2 := cur().NewFAdd(s3, lo)
	lo2 := cur().NewFSub(lo, cur().NewFSub(hi2, s3))
	fast := b.and(b.and(inRange, b.fcmp(enum.FPredONE, hi2, c(0))), roundsAsLibm(b, hi2, lo2, logSafeLo, n))
	b.cur.NewRet(g.libmLanes(b, x, hi2, fast, "llvm.log.f64", n))
	return f
}
