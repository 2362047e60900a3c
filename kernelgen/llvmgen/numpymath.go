// This file is NumPy's exp, log, sin and cos on the CPU, for calls spelled
// numpy.f (kernel.Call.NumPy). NumPy 1.24 does not call the C library for
// them: float32 runs NumPy's own vector loops, float64 Intel's SVML, and
// package ndarray has bit-exact Go ports of both (ndarray/simdmath.go),
// which the interpreter and the Go executors use on every machine. The
// helpers here evaluate the same operations in the same order as those
// ports: llvm.fma where a port calls math.FMA or fma32 (LLVM computes
// llvm.fma correctly rounded on every x86-64, by the instruction or by
// libm's fma), every other operation separate and rounded (no fast-math
// flag, so LLVM contracts nothing). Their results are therefore the ports'
// bit for bit, whatever the machine: the choice needs no CPU test and no
// part of the kernel cache key beyond the call's text (numpy.exp, and
// numpy.exp.f32 for float32 arguments, kernel/print.go). NumPy's tanh
// and SVML's log10, cosh, sinh, tan, arctan, arcsin and arccos
// (numpymath_*.go) are NumPy's on some machines only: there the choice is
// numpyHost's, and it is in the IR, which keys the cache.
//
// The helpers branch to a cold block for the arguments the ports hand to
// another path (SVML's rare exp for |x| >= 707.7, SVML's long reduction
// for float64 sin and cos of large arguments, glibc's sinf and cosf beyond
// NumPy's float32 Cody-Waite range), and select the special values (NaN,
// infinities, zero, negative logs) as the ports return them. The argument
// of a main path is first replaced by a harmless value where it belongs to
// the cold path or is special, so that no conversion of a NaN or huge
// value to an integer (poison) can index a table.
//
// On the GPU, kernels keep libdevice's functions (docs/llvm.md, "NumPy's
// exp, log, sin and cos").

package llvmgen

import (
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// numpyOwn reports whether a NumPy-spelled call of fn, on float32
// arguments with f32, is NumPy's own code rather than the C library's
// (the helpers of this file and of numpymath_*.go, or the Go executor's
// ports). Beyond exp, log, sin and cos that depends on the machine, as
// package ndarray's ports choose for the interpreter (numpyHost).
func numpyOwn(fn kernel.Intrinsic, f32 bool) bool {
	switch fn {
	case kernel.Exp, kernel.Log, kernel.Sin, kernel.Cos:
		return true
	case kernel.Tanh:
		return numpyHost.ownTanh
	case kernel.Log10:
		return numpyHost.svml
	case kernel.Cosh, kernel.Atan, kernel.Sinh, kernel.Tan, kernel.Asin, kernel.Acos:
		// alpyna's float32 cosh, arctan, sinh, tan, arcsin and arccos
		// are the C library's float64 functions rounded, as without
		// SVML (SVML's float32 functions but log10's are not ported:
		// ndarray/doc.go).
		return !f32 && numpyHost.svml
	}
	return false
}

// numpyMath is numpy.fn(x) for a double x, NumPy's float64 function, or
// with f32 NumPy's float32 function of x (a float32 widened to double),
// widened.
func (fg *funcGen) numpyMath(fn kernel.Intrinsic, f32 bool, x value.Value) value.Value {
	g := fg.g
	var h *ir.Func
	switch {
	case fn == kernel.Exp && f32:
		h = g.numpyExp32()
	case fn == kernel.Log && f32:
		h = g.numpyLog32()
	case fn == kernel.Exp:
		h = g.numpyExp64()
	case fn == kernel.Log:
		h = g.numpyLog64()
	case (fn == kernel.Sin || fn == kernel.Cos) && f32:
		h = g.numpySinCos32(fn == kernel.Cos)
	case fn == kernel.Sin || fn == kernel.Cos:
		h = g.numpySinCos64(fn == kernel.Cos)
	case fn == kernel.Tanh && f32:
		h = g.numpyTanh32()
	case fn == kernel.Tanh:
		h = g.numpyTanh64()
	case fn == kernel.Log10 && f32:
		h = g.numpyLog10f32()
	case fn == kernel.Log10:
		h = g.numpyLog10()
	case fn == kernel.Cosh && !f32:
		h = g.numpyCosh()
	case fn == kernel.Atan && !f32:
		h = g.numpyAtan()
	case fn == kernel.Sinh && !f32:
		h = g.numpySinh()
	case fn == kernel.Tan && !f32:
		h = g.numpyTan()
	case (fn == kernel.Asin || fn == kernel.Acos) && !f32:
		h = g.numpyAsinAcos(fn == kernel.Acos)
	default:
		failf("kernel %s: numpy.%s is not NumPy's own code", fg.k.Name, fn.Info().NumPy)
	}
	if !f32 {
		return fg.cur.NewCall(h, x)
	}
	r := fg.cur.NewCall(h, fg.cur.NewFPTrunc(x, types.Float))
	return fg.cur.NewFPExt(r, types.Double)
}

// npOps are the floating-point operations of one helper in type t.
type npOps struct {
	b   *builder
	t   types.Type
	fma *ir.Func
}

func (g *moduleGen) npOps(b *builder, t types.Type) npOps {
	name := "llvm.fma.f64"
	if t == types.Float {
		name = "llvm.fma.f32"
	}
	return npOps{b: b, t: t, fma: g.intrinsic(name, t, t, t, t)}
}

func (o npOps) c(v float64) value.Value { return constant.NewFloat(o.t.(*types.FloatType), v) }

// bitsConst is the float of type t with the given bits (NaNs with a sign
// and payload, which a float literal cannot say).
func (o npOps) bitsConst(bits uint64) value.Value {
	it := types.I64
	if o.t == types.Float {
		it = types.I32
	}
	return constant.NewBitCast(constant.NewInt(it, int64(bits)), o.t)
}

func (o npOps) add(x, y value.Value) value.Value      { return o.b.cur.NewFAdd(x, y) }
func (o npOps) sub(x, y value.Value) value.Value      { return o.b.cur.NewFSub(x, y) }
func (o npOps) mul(x, y value.Value) value.Value      { return o.b.cur.NewFMul(x, y) }
func (o npOps) div(x, y value.Value) value.Value      { return o.b.cur.NewFDiv(x, y) }
func (o npOps) fmaOf(x, y, z value.Value) value.Value { return o.b.cur.NewCall(o.fma, x, y, z) }
func (o npOps) cmp(p enum.FPred, x, y value.Value) value.Value {
	return o.b.cur.NewFCmp(p, x, y)
}

// horner is ((c[0]*x + c[1])*x + c[2])... by fused multiply-adds, as the
// ports evaluate their numerators and denominators.
func (o npOps) horner(x value.Value, c ...float64) value.Value {
	p := o.fmaOf(o.c(c[0]), x, o.c(c[1]))
	for _, k := range c[2:] {
		p = o.fmaOf(p, x, o.c(k))
	}
	return p
}

// pow2Of is 2**k for an i64 k with -1022 <= k <= 1023, built from its bits.
func pow2Of(b *builder, k value.Value) value.Value {
	bits := b.cur.NewShl(b.cur.NewAdd(k, i64c(1023)), i64c(52))
	return b.cur.NewBitCast(bits, types.Double)
}

// numpyExp32 is ndarray's expFloat32 (NumPy's simd_exp_FLOAT).
func (g *moduleGen) numpyExp32() *ir.Func {
	f := types.Float
	return g.helper("alpyna.np.exp.f32", f, []string{"x"}, []types.Type{f}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, f)
		x := args[0]
		const xMax, xMin = 88.72283935546875, -103.97208404541015625
		nan := o.cmp(enum.FPredUNO, x, x)
		over := o.cmp(enum.FPredOGE, x, o.c(xMax))
		under := o.cmp(enum.FPredOLE, x, o.c(xMin))
		special := b.or(nan, b.or(over, under))
		x = b.sel(special, o.c(0), x)

		const log2e, magic = float64(float32(1.442695040888963407359924681001892137)), 0x1.800000p+23
		q := o.fmaOf(x, o.c(log2e), o.c(magic))
		q = o.sub(q, o.c(magic))
		x = o.fmaOf(q, o.c(float64(float32(-6.93145752e-1))), x)
		x = o.fmaOf(q, o.c(float64(float32(-1.42860677e-6))), x)
		x = o.fmaOf(q, o.c(0), x)
		num := o.horner(x, f32s(5.082762527590693718096e-04, 6.757896990527504603057e-03,
			5.114512081637298353406e-02, 2.473615434895520810817e-01,
			7.257664613233124478488e-01, 9.999999999980870924916e-01)...)
		den := o.horner(x, f32s(2.159509375685829852307e-02, -2.742335390411667452936e-01, 1)...)
		poly := o.div(num, den)
		// poly * 2**q rounded once, to a subnormal too: q is within
		// [-150, 128] here, so 2**q is a normal double.
		k := b.cur.NewFPToSI(q, types.I64)
		r := value.Value(b.cur.NewFPTrunc(b.cur.NewFMul(b.cur.NewFPExt(poly, types.Double), pow2Of(b, k)), f))

		r = b.sel(under, o.c(0), r)
		r = b.sel(over, o.c(math.Inf(1)), r)
		return b.sel(nan, o.bitsConst(0x7fc00000), r)
	})
}

// f32s rounds each constant to float32, as NumPy's float32 literals are.
func f32s(vs ...float64) []float64 {
	for i, v := range vs {
		vs[i] = float64(float32(v))
	}
	return vs
}

// numpyLog32 is ndarray's logFloat32 (NumPy's simd_log_FLOAT).
func (g *moduleGen) numpyLog32() *ir.Func {
	f := types.Float
	return g.helper("alpyna.np.log.f32", f, []string{"x"}, []types.Type{f}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, f)
		x := args[0]
		nan := o.cmp(enum.FPredUNO, x, x)
		neg := o.cmp(enum.FPredOLT, x, o.c(0))
		isZero := o.cmp(enum.FPredOEQ, x, o.c(0))
		inf := o.cmp(enum.FPredOEQ, x, o.c(math.Inf(1)))
		special := b.or(b.or(nan, neg), b.or(isZero, inf))
		x = b.sel(special, o.c(1), x)

		// frexp: x = m * 2**e with m in [0.5, 1); subnormals scaled by
		// 2**25 first.
		sub := o.cmp(enum.FPredOLT, x, o.c(0x1p-126))
		xs := b.sel(sub, o.mul(x, o.c(0x1p25)), x)
		adj := b.sel(sub, i32c(25), i32c(0))
		bits := b.cur.NewBitCast(xs, types.I32)
		e := b.cur.NewSub(b.cur.NewAnd(b.cur.NewLShr(bits, i32c(23)), i32c(0xff)), b.cur.NewAdd(adj, i32c(126)))
		m := value.Value(b.cur.NewBitCast(b.cur.NewOr(b.cur.NewAnd(bits, i32c(0x7fffff)), i32c(126<<23)), f))
		exponent := value.Value(b.cur.NewSIToFP(e, f))
		low := o.cmp(enum.FPredOLE, m, o.c(float64(float32(0.707106781186547524400844362104849039))))
		m = b.sel(low, o.add(m, m), m)
		exponent = b.sel(low, o.sub(exponent, o.c(1)), exponent)
		m = o.sub(m, o.c(1))

		num := o.horner(m, f32s(2.589979117907922693523e-02, 3.808837741388407920751e-01,
			1.480000633576506585156e+00, 2.112677543073053063722e+00,
			9.999999999999998702752e-01, 0)...)
		den := o.horner(m, f32s(5.875095403124574342950e-03, 1.546476374983906719538e-01,
			9.864942958519418960339e-01, 2.453006071784736363091e+00,
			2.612677543073109236779e+00, 1)...)
		poly := o.div(num, den)
		r := o.fmaOf(exponent, o.c(float64(float32(0.693147180559945309417232121458176568))), poly)

		r = b.sel(inf, o.c(math.Inf(1)), r)
		r = b.sel(isZero, o.c(math.Inf(-1)), r)
		r = b.sel(neg, o.bitsConst(0xffc00000), r)
		return b.sel(nan, o.bitsConst(0x7fc00000), r)
	})
}

// numpyExp64 is ndarray's expFloat64 (SVML's __svml_exp8), with the rare
// arguments (|x| >= 707.7, infinities) in a cold block.
func (g *moduleGen) numpyExp64() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.exp.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x := args[0]
		nan := o.cmp(enum.FPredUNO, x, x)
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x)
		rare := o.cmp(enum.FPredOGE, ax, o.c(0x1.61da04cbafe44p+9)) // false for NaNs
		r := coldPath(b, rare, b.sel(nan, o.c(0), x), o.c(0), func(x value.Value) value.Value {
			return g.svmlExpMain(o, x)
		}, func(x value.Value) value.Value {
			return g.svmlExpRare(o, x)
		})
		return b.sel(nan, quietNaN(b, x), r)
	})
}

// quietNaN is the NaN x with its quiet bit set.
func quietNaN(b *builder, x value.Value) value.Value {
	bits := b.cur.NewOr(b.cur.NewBitCast(x, types.I64), i64c(1<<51))
	return b.cur.NewBitCast(bits, types.Double)
}

// svmlExpMain is expFloat64 for |x| < 707.7.
func (g *moduleGen) svmlExpMain(o npOps, x value.Value) value.Value {
	b := o.b
	const (
		log2e16 = 0x1.71547652b82fep+4
		ln2Hi   = 0x1.62e42fefa39efp-1
		ln2Lo   = 0x1.abc9e3b39803fp-56
	)
	// N16 = floor(16 x log2(e)) of the exact product.
	ph := o.mul(x, o.c(log2e16))
	pl := o.fmaOf(x, o.c(log2e16), b.cur.NewFNeg(ph))
	n16 := value.Value(b.cur.NewCall(g.intrinsic("llvm.floor.f64", o.t, o.t), ph))
	down := b.and(o.cmp(enum.FPredOEQ, n16, ph), o.cmp(enum.FPredOLT, pl, o.c(0)))
	n16 = b.sel(down, o.sub(n16, o.c(1)), n16)
	j := b.cur.NewAnd(b.cur.NewFPToSI(n16, types.I64), i64c(15))
	n := o.add(o.div(n16, o.c(16)), o.c(0))

	negN := b.cur.NewFNeg(n)
	r := o.fmaOf(negN, o.c(ln2Hi), x)
	r = o.fmaOf(negN, o.c(ln2Lo), r)
	r2 := o.mul(r, r)
	p56 := o.fmaOf(o.c(0x1.72eb5ef0d213dp-10), r, o.c(0x1.1106603d97c00p-7))
	p34 := o.fmaOf(o.c(0x1.555564bb4f5f0p-5), r, o.c(0x1.5555554b508a2p-3))
	r3 := o.mul(r2, r)
	p12 := o.fmaOf(r2, o.c(0x1.0000000002622p-1), r)
	p36 := o.fmaOf(r2, p56, p34)
	p16 := o.fmaOf(r3, p36, p12)
	th := g.tableLoad(b, "alpyna.np.exp.tab16", svmlExpTab16[:], j)
	res := o.fmaOf(th, p16, th)
	k := b.cur.NewFPToSI(b.cur.NewCall(g.intrinsic("llvm.floor.f64", o.t, o.t), n), types.I64)
	return o.mul(res, pow2Of(b, k)) // one rounding, as vscalefpd
}

// tableLoad loads element idx (an i64) of the constant table of doubles
// with the given bits.
func (g *moduleGen) tableLoad(b *builder, name string, bits []uint64, idx value.Value) value.Value {
	vals := make([]float64, len(bits))
	for i, v := range bits {
		vals[i] = math.Float64frombits(v)
	}
	tab := g.tableGlobal(name, vals)
	p := b.cur.NewGetElementPtr(tab.ContentType, tab, i64c(0), idx)
	p.InBounds = true
	return b.cur.NewLoad(types.Double, p)
}

// svmlExpRare is ndarray's svmlExpRare (SVML's scalar
// __svml_dexp_cout_rare_internal) for |x| >= 707.7 and infinities: every
// case computed and the right one selected (it runs for few elements).
func (g *moduleGen) svmlExpRare(o npOps, x value.Value) value.Value {
	b := o.b
	const (
		invLn2N  = 0x1.71547652b82fep+6
		shifter  = 0x1.8p52
		overflow = 0x1.62e42fefa39efp+9
		subnorm  = -0x1.6232bdd7abcd2p+9
		under    = -0x1.74910d52d3051p+9
		ln2Hi    = 0x1.62e42fefa0000p-7
		ln2Lo    = 0x1.cf79abc9e3b3ap-46
	)
	i32 := types.I32
	bits := b.cur.NewBitCast(x, types.I64)
	isInfNaN := b.icmp(enum.IPredEQ, b.cur.NewAnd(bits, i64c(0x7ff0000000000000)), i64c(0x7ff0000000000000))
	negInf := o.cmp(enum.FPredOEQ, x, o.c(math.Inf(-1)))

	t := o.add(o.mul(x, o.c(invLn2N)), o.c(shifter))
	ni := b.cur.NewTrunc(b.cur.NewBitCast(t, types.I64), i32)
	kd := o.sub(t, o.c(shifter))
	r := o.sub(x, o.mul(kd, o.c(ln2Hi)))
	r = o.sub(r, o.mul(kd, o.c(ln2Lo)))
	j := b.cur.NewZExt(b.cur.NewAnd(ni, i32c(63)), types.I64)
	p := o.mul(o.c(0x1.6c16a1c2a3ffdp-10), r)
	for _, c := range []float64{0x1.111123aaf20d3p-7, 0x1.5555555558fccp-5, 0x1.55555555548f8p-3, 0x1p-1} {
		p = o.mul(o.add(p, o.c(c)), r)
	}
	p = o.mul(p, r)
	p = o.add(p, r)
	j2 := b.cur.NewShl(j, i64c(1))
	hi := g.tableLoad(b, "alpyna.np.exp.hatab", svmlExpHATab[:], j2)
	lo := g.tableLoad(b, "alpyna.np.exp.hatab", svmlExpHATab[:], b.cur.NewAdd(j2, i64c(1)))
	p = o.mul(o.add(p, lo), hi)
	m := b.cur.NewLShr(ni, i32c(6))
	scaleOf := func(e value.Value) value.Value {
		return b.cur.NewBitCast(b.cur.NewShl(b.cur.NewZExt(e, types.I64), i64c(52)), types.Double)
	}

	// A subnormal result: scaled by 2**(M+60) first, then by 2**-60.
	es := b.cur.NewAnd(b.cur.NewAdd(m, i32c(1083)), i32c(2047))
	scale := scaleOf(es)
	a2 := o.mul(p, scale)
	bb := o.mul(scale, hi)
	s := o.add(bb, a2)
	tinyRes := o.mul(s, o.c(0x1p-60))
	slo := o.add(o.sub(bb, s), a2)
	cc := o.mul(s, o.c(0x1.8p32))
	hiPart := o.sub(o.add(s, cc), cc)
	loPart := o.add(slo, o.sub(s, hiPart))
	subRes := o.add(o.mul(hiPart, o.c(0x1p-60)), o.mul(loPart, o.c(0x1p-60)))
	subRes = b.sel(b.icmp(enum.IPredULE, es, i32c(50)), tinyRes, subRes)

	res := o.add(p, hi)
	en := b.cur.NewAnd(b.cur.NewAdd(m, i32c(1023)), i32c(2047))
	topRes := o.mul(o.mul(res, scaleOf(b.cur.NewSub(en, i32c(1)))), o.c(2))
	normRes := o.mul(res, scaleOf(en))
	normRes = b.sel(b.icmp(enum.IPredUGT, en, i32c(2046)), topRes, normRes)

	out := b.sel(o.cmp(enum.FPredOLT, x, o.c(subnorm)), subRes, normRes)
	out = b.sel(o.cmp(enum.FPredOLT, x, o.c(under)), o.c(0), out)
	out = b.sel(o.cmp(enum.FPredOGT, x, o.c(overflow)), o.c(math.Inf(1)), out)
	// |x| >= 707.7 here, so the port's 1+x case (tiny x) cannot arise.
	special := b.sel(negInf, o.c(0), o.mul(x, x))
	return b.sel(isInfNaN, special, out)
}

// numpyLog64 is ndarray's logFloat64 (SVML's __svml_log8).
func (g *moduleGen) numpyLog64() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.log.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x, special := g.svmlLogSpecial(o, args[0])
		m, expo, rcp, j := g.svmlLogReduce(o, x)
		r := o.fmaOf(rcp, m, o.c(-1))
		p67 := o.fmaOf(r, o.c(0x1.249229cee81efp-3), o.c(-0x1.55553fb28db06p-3))
		p89 := o.fmaOf(r, o.c(0x1.c81cd309d7c70p-4), o.c(-0x1.007357e93af62p-3))
		p23 := o.fmaOf(r, o.c(0x1.5555555555466p-2), o.c(-0x1.fffffffffffc6p-2))
		r2 := o.mul(r, r)
		p45 := o.fmaOf(r, o.c(0x1.9999999cc9f5cp-3), o.c(-0x1.00000000c05bdp-2))
		r4 := o.mul(r2, r2)
		p69 := o.fmaOf(r2, p89, p67)
		p25 := o.fmaOf(r2, p45, p23)
		p29 := o.fmaOf(r4, p69, p25)
		poly := o.fmaOf(r2, p29, r)
		s := o.add(g.tableLoad(b, "alpyna.np.log.tab", svmlLogTab[:], j), poly)
		res := o.fmaOf(o.c(0x1.62e42fefa39efp-1), expo, s)
		return special(res)
	})
}

// intTable is the module's constant array name of integers of type it,
// made on first use.
func (g *moduleGen) intTable(name string, it *types.IntType, vals []uint64) *ir.Global {
	if gl, ok := g.tables[name]; ok {
		return gl
	}
	elems := make([]constant.Constant, len(vals))
	for i, v := range vals {
		elems[i] = constant.NewInt(it, int64(v))
	}
	gl := g.m.NewGlobalDef(name, constant.NewArray(types.NewArray(uint64(len(elems)), it), elems...))
	gl.Immutable = true
	gl.Linkage = enum.LinkageInternal
	if g.tables == nil {
		g.tables = map[string]*ir.Global{}
	}
	g.tables[name] = gl
	return gl
}

// intLoad loads element idx (an i64) of an intTable.
func intLoad(b *builder, tab *ir.Global, idx value.Value) value.Value {
	p := b.cur.NewGetElementPtr(tab.ContentType, tab, i64c(0), idx)
	p.InBounds = true
	return b.cur.NewLoad(tab.ContentType.(*types.ArrayType).ElemType, p)
}

// coldPath returns main(x) where rare is false and cold(x) where it is
// true, cold computed in a block of its own that only rare arguments
// reach; main gets x replaced by safe where rare.
func coldPath(b *builder, rare value.Value, x, safe value.Value, main, cold func(x value.Value) value.Value) value.Value {
	entry := b.cur
	mainBlock, rareBlock, join := b.block("main"), b.block("rare"), b.block("join")
	entry.NewCondBr(rare, rareBlock, mainBlock)
	b.cur = mainBlock
	mainRes := main(b.sel(rare, safe, x))
	mainEnd := b.cur
	mainEnd.NewBr(join)
	b.cur = rareBlock
	rareRes := cold(x)
	rareEnd := b.cur
	rareEnd.NewBr(join)
	b.cur = join
	return join.NewPhi(ir.NewIncoming(mainRes, mainEnd), ir.NewIncoming(rareRes, rareEnd))
}

// numpySinCos32 is ndarray's sinFloat32 or cosFloat32 (NumPy's
// simd_sincos_f32), with the arguments NumPy hands to glibc's sinf and
// cosf (|x| beyond the Cody-Waite range, infinities, NaNs) in a cold block.
func (g *moduleGen) numpySinCos32(cos bool) *ir.Func {
	f := types.Float
	name, maxCody := "alpyna.np.sin.f32", 117435.992
	if cos {
		name, maxCody = "alpyna.np.cos.f32", 71476.0625
	}
	return g.helper(name, f, []string{"x"}, []types.Type{f}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, f)
		x := args[0]
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f32", f, f), x)
		large := b.not(o.cmp(enum.FPredOLE, ax, o.c(float64(float32(maxCody)))))
		return coldPath(b, large, x, o.c(0), func(x value.Value) value.Value {
			return g.sincos32Main(o, x, cos)
		}, func(x value.Value) value.Value {
			return g.glibcSinCosf(o, x, cos)
		})
	})
}

// sincos32Main is sincosFloat32 within the Cody-Waite range.
func (g *moduleGen) sincos32Main(o npOps, x value.Value, cos bool) value.Value {
	b := o.b
	const magic = 0x1.800000p+23
	q := o.fmaOf(x, o.c(0x1.45f306p-1), o.c(magic))
	q = o.sub(q, o.c(magic))
	r := o.fmaOf(q, o.c(-0x1.921fb0p+00), x)
	r = o.fmaOf(q, o.c(-0x1.5110b4p-22), r)
	r = o.fmaOf(q, o.c(-0x1.846988p-48), r)
	r2 := o.mul(r, r)
	c := o.horner(r2, 0x1.98e616p-16, -0x1.6c06dcp-10, 0x1.55553cp-05, -0x1.000000p-01, 0x1.000000p+00)
	s := o.horner(r2, 0x1.7d3bbcp-19, -0x1.a06bbap-13, 0x1.11119ap-07, -0x1.555556p-03, 0)
	s = o.fmaOf(s, r, r)
	iq := value.Value(b.cur.NewFPToSI(q, types.I32))
	if cos {
		iq = b.cur.NewAdd(iq, i32c(1))
	}
	even := b.icmp(enum.IPredEQ, b.cur.NewAnd(iq, i32c(1)), i32c(0))
	res := b.sel(even, s, c)
	negate := b.icmp(enum.IPredNE, b.cur.NewAnd(iq, i32c(2)), i32c(0))
	return b.sel(negate, o.sub(o.c(0), res), res)
}

// glibcSinCosf is ndarray's glibcSinCosf: glibc's sinf and cosf for
// |x| >= 120 (reduced with the 4/pi table), infinities and NaNs.
func (g *moduleGen) glibcSinCosf(o npOps, y value.Value, cos bool) value.Value {
	b := o.b
	i32, i64 := types.I32, types.I64
	d := g.npOps(b, types.Double)
	xi := b.cur.NewBitCast(y, i32)
	sign := b.cur.NewZExt(b.cur.NewLShr(xi, i32c(31)), i64)

	// reduce_large: x mod pi/2 and the quadrant n.
	inv := g.intTable("alpyna.np.invpio4", i32, widen(glibcInvPio4[:]))
	off := b.cur.NewZExt(b.cur.NewAnd(b.cur.NewLShr(xi, i32c(26)), i32c(15)), i64)
	arr := func(k int64) value.Value { return intLoad(b, inv, b.cur.NewAdd(off, i64c(k))) }
	shift := b.cur.NewAnd(b.cur.NewLShr(xi, i32c(23)), i32c(7))
	m := b.cur.NewShl(b.cur.NewOr(b.cur.NewAnd(xi, i32c(0xffffff)), i32c(0x800000)), shift)
	m64 := b.cur.NewZExt(m, i64)
	res0 := value.Value(b.cur.NewZExt(b.cur.NewMul(m, arr(0)), i64))
	res1 := b.cur.NewMul(m64, b.cur.NewZExt(arr(4), i64))
	res2 := b.cur.NewMul(m64, b.cur.NewZExt(arr(8), i64))
	res0 = b.cur.NewOr(b.cur.NewLShr(res2, i64c(32)), b.cur.NewShl(res0, i64c(32)))
	res0 = b.cur.NewAdd(res0, res1)
	n := value.Value(b.cur.NewLShr(b.cur.NewAdd(res0, i64c(1<<61)), i64c(62)))
	res0 = b.cur.NewSub(res0, b.cur.NewShl(n, i64c(62)))
	x := d.mul(b.cur.NewSIToFP(res0, types.Double), d.c(0x1.921FB54442D18p-62))

	// __sincosf_table: the sign, and the second entry (-cos) for
	// quadrants 2 and 3 of n+sign.
	ns := b.cur.NewAnd(b.cur.NewAdd(n, sign), i64c(3))
	minus := b.or(b.icmp(enum.IPredEQ, ns, i64c(1)), b.icmp(enum.IPredEQ, ns, i64c(2)))
	second := b.icmp(enum.IPredUGE, ns, i64c(2))
	s := b.sel(minus, d.c(-1), d.c(1))
	if cos {
		n = b.cur.NewXor(n, i64c(1))
	}
	cc := func(v float64) value.Value { return b.sel(second, d.c(-v), d.c(v)) }

	// sinf_poly.
	xs, x2 := d.mul(x, s), d.mul(x, x)
	x3 := d.mul(xs, x2)
	s1 := d.fmaOf(x2, d.c(-0x1.994eb3774cf24p-13), d.c(0x1.1107605230bc4p-7))
	x7 := d.mul(x3, x2)
	sv := d.fmaOf(x3, d.c(-0x1.555545995a603p-3), xs)
	sinRes := d.fmaOf(x7, s1, sv)
	x4 := d.mul(x2, x2)
	c2 := d.fmaOf(x2, cc(0x1.99343027bf8c3p-16), cc(-0x1.6c087e89a359dp-10))
	c1 := d.fmaOf(x2, cc(-0x1.ffffffd0c621cp-2), cc(0x1p0))
	x6 := d.mul(x4, x2)
	cv := d.fmaOf(x4, cc(0x1.55553e1068f19p-5), c1)
	cosRes := d.fmaOf(x6, c2, cv)
	even := b.icmp(enum.IPredEQ, b.cur.NewAnd(n, i64c(1)), i64c(0))
	r := value.Value(b.cur.NewFPTrunc(b.sel(even, sinRes, cosRes), types.Float))

	// __math_invalidf: the quieted NaN, or x86's default NaN for an
	// infinity.
	nanRes := b.cur.NewBitCast(b.cur.NewOr(xi, i32c(0x00400000)), types.Float)
	r = b.sel(o.cmp(enum.FPredOEQ, b.cur.NewCall(g.intrinsic("llvm.fabs.f32", o.t, o.t), y), o.c(math.Inf(1))),
		o.bitsConst(0xffc00000), r)
	return b.sel(o.cmp(enum.FPredUNO, y, y), nanRes, r)
}

// widen returns the uint32s as uint64s.
func widen(vs []uint32) []uint64 {
	out := make([]uint64, len(vs))
	for i, v := range vs {
		out[i] = uint64(v)
	}
	return out
}

// numpySinCos64 is ndarray's sinFloat64 or cosFloat64 (SVML's __svml_sin8
// and __svml_cos8), with the arguments of SVML's long reduction (|x| >
// 2**24, resp. |x|/pi >= 8388607, infinities and NaNs) in a cold block.
func (g *moduleGen) numpySinCos64(cos bool) *ir.Func {
	d := types.Double
	name := "alpyna.np.sin.f64"
	if cos {
		name = "alpyna.np.cos.f64"
	}
	return g.helper(name, d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x := args[0]
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x)
		const invPi = 0x1.45f306dc9c883p-2
		var large, k value.Value
		if cos {
			// vfmadd231pd {rz-sae} of |x|/pi and 2**52: floor of the
			// exact product.
			ph := o.mul(ax, o.c(invPi))
			pl := o.fmaOf(ax, o.c(invPi), b.cur.NewFNeg(ph))
			k = b.cur.NewCall(g.intrinsic("llvm.floor.f64", d, d), ph)
			down := b.and(o.cmp(enum.FPredOEQ, k, ph), o.cmp(enum.FPredOLT, pl, o.c(0)))
			k = b.sel(down, o.sub(k, o.c(1)), k)
			large = b.not(o.cmp(enum.FPredOLE, k, o.c(8388606)))
		} else {
			large = b.not(o.cmp(enum.FPredOLE, ax, o.c(0x1p24)))
		}
		return coldPath(b, large, x, o.c(0), func(x value.Value) value.Value {
			if cos {
				return g.svmlCosMain(o, x, k) // finite and at most 8388606 here
			}
			return g.svmlSinMain(o, x)
		}, func(x value.Value) value.Value {
			return g.svmlSinCosLarge(o, x, cos)
		})
	})
}

// xorSign is x with its bits xored with sign (an i64).
func xorSign(b *builder, x, sign value.Value) value.Value {
	return b.cur.NewBitCast(b.cur.NewXor(b.cur.NewBitCast(x, types.I64), sign), types.Double)
}

// svmlSinMain is sinFloat64 for |x| <= 2**24.
func (g *moduleGen) svmlSinMain(o npOps, x value.Value) value.Value {
	b := o.b
	const (
		shifter = 0x1.8p52
		pi1     = 0x1.921fb54442d18p+1
		pi2     = 0x1.1a62633145c06p-53
		pi3     = 0x1.c1cd129024e09p-106
	)
	t := o.fmaOf(x, o.c(0x1.45f306dc9c883p-2), o.c(shifter))
	sign := value.Value(b.cur.NewShl(b.cur.NewBitCast(t, types.I64), i64c(63))) // odd N negates
	zeroX := o.cmp(enum.FPredOEQ, x, o.c(0))
	sign = b.sel(zeroX, b.cur.NewXor(sign, b.cur.NewBitCast(x, types.I64)), sign)
	n := o.sub(t, o.c(shifter))
	r := o.fmaOf(b.cur.NewFNeg(n), o.c(pi1), x)
	r = o.fmaOf(o.c(-pi2), n, r)
	r2 := o.mul(r, r)
	rr := o.fmaOf(o.c(-pi3), n, r)
	p := o.fmaOf(o.c(-0x1.9f1517e9f65f0p-41), r2, o.c(0x1.60e6bee01d83ep-33))
	r2rr := o.mul(r2, rr)
	for _, c := range []float64{-0x1.ae6355aaa4a53p-26, 0x1.71de3806add1ap-19, -0x1.a01a019a659ddp-13,
		0x1.111111110a573p-7, -0x1.55555555554a8p-3} {
		p = o.fmaOf(r2, p, o.c(c))
	}
	return xorSign(b, o.fmaOf(r2rr, p, rr), sign)
}

// svmlCosMain is cosFloat64 for k = floor(|x|/pi) <= 8388606.
func (g *moduleGen) svmlCosMain(o npOps, x, k value.Value) value.Value {
	b := o.b
	const (
		pi1 = 0x1.921fb54442d18p+1
		pi2 = 0x1.1a62633145c06p-53
		pi3 = 0x1.c1cd129024e09p-106
	)
	ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", o.t, o.t), x)
	sign := b.cur.NewShl(b.cur.NewFPToSI(k, types.I64), i64c(63))
	n := o.add(k, o.c(0.5))
	r := o.fmaOf(n, o.c(pi1), b.cur.NewFNeg(ax))
	r = o.fmaOf(o.c(pi2), n, r)
	r2 := o.mul(r, r)
	rr := o.fmaOf(o.c(pi3), n, r)
	p := o.fmaOf(o.c(-0x1.9f0d60811aac8p-41), r2, o.c(0x1.60e6857a2f220p-33))
	p = o.fmaOf(r2, p, o.c(-0x1.ae63546002231p-26))
	p = o.fmaOf(r2, p, o.c(0x1.71de38030fea0p-19))
	p = o.fmaOf(r2, p, o.c(-0x1.a01a019a5b87bp-13))
	rs := xorSign(b, rr, sign)
	p = o.fmaOf(r2, p, o.c(0x1.111111110a4a8p-7))
	t := o.mul(rs, r2)
	p = o.fmaOf(r2, p, o.c(-0x1.55555555554a7p-3))
	res := o.fmaOf(t, p, rs)
	return b.sel(o.cmp(enum.FPredOLT, ax, o.c(0x1p-27)), o.c(1), res)
}

// svmlSinCosLarge is ndarray's svmlSinCosLarge: SVML's Payne-Hanek
// reduction and table for |x| > 2**24 (sin) or |x|/pi >= 8388607 (cos),
// infinities and NaNs.
func (g *moduleGen) svmlSinCosLarge(o npOps, x value.Value, cos bool) value.Value {
	b := o.b
	i64 := types.I64
	c := func(v uint64) value.Value { return i64c(int64(v)) }
	and := func(x value.Value, m uint64) value.Value { return b.cur.NewAnd(x, c(m)) }
	shr := func(x value.Value, s int64) value.Value { return b.cur.NewLShr(x, i64c(s)) }
	shl := func(x value.Value, s int64) value.Value { return b.cur.NewShl(x, i64c(s)) }
	mul := func(x, y value.Value) value.Value { return b.cur.NewMul(x, y) }
	add := func(vs ...value.Value) value.Value {
		s := vs[0]
		for _, v := range vs[1:] {
			s = b.cur.NewAdd(s, v)
		}
		return s
	}
	bitsOf := func(v value.Value) value.Value { return b.cur.NewBitCast(v, i64) }
	fromBits := func(v value.Value) value.Value { return b.cur.NewBitCast(v, types.Double) }

	bits := bitsOf(x)
	sign := value.Value(c(0)) // sin reduces |x| and restores the sign at the end
	if cos {
		sign = and(bits, 1<<63)
	}
	const mask32 = 0xffffffff
	// The window of 2/pi from bit e-1077: words of a zero word and the
	// table, padded with zeros, at bit pos+64 >= 0 (e >= 1047 here, or
	// 2047 for the infinities and NaNs whose results are replaced).
	tab := g.intTable("alpyna.np.twooverpi", types.I64, append(append([]uint64{0}, svmlTwoOverPiBits[:]...), 0, 0))
	e := and(shr(bits, 52), 0x7ff)
	word := func(at int64) value.Value {
		pos := b.cur.NewSub(e, i64c(1077-64-at))
		w, off := shr(pos, 6), and(pos, 63)
		hi := b.cur.NewShl(intLoad(b, tab, w), off)
		lo := b.cur.NewLShr(shr(intLoad(b, tab, add(w, i64c(1))), 1), b.cur.NewSub(i64c(63), off))
		return b.cur.NewOr(hi, lo)
	}
	q0, q1, q2 := word(0), word(64), word(128)
	m := b.cur.NewOr(and(bits, 1<<52-1), c(1<<52))
	mh, ml := shr(m, 32), and(m, mask32)
	q0h, q0l := shr(q0, 32), and(q0, mask32)
	q1h, q1l := shr(q1, 32), and(q1, mask32)
	q2h, q2l := shr(q2, 32), and(q2, mask32)

	z1 := add(mul(mh, q2h), shr(mul(ml, q2h), 32), and(mul(ml, q1l), mask32))
	z15 := add(shr(mul(mh, q2l), 32), z1)
	z12 := add(and(mul(ml, q1h), mask32), mul(mh, q1l), shr(mul(ml, q1l), 32), shr(z15, 32))
	z3 := add(and(mul(ml, q0l), mask32), mul(mh, q1h), shr(mul(ml, q1h), 32), shr(z12, 32))
	z2 := add(and(mul(ml, q0h), mask32), mul(mh, q0l), shr(mul(ml, q0l), 32), shr(z3, 32))
	lo64 := add(shl(z12, 32), and(z15, mask32))
	hi64 := add(shl(z2, 32), and(z3, mask32))

	const (
		shifter = 0x1.8p43
		twoPiHi = 0x1.921fb54442d18p+2
		twoPiLo = 0x1.1a62633145c07p-52
	)
	hi := fromBits(b.cur.NewOr(sign, b.cur.NewOr(c(0x3ff0000000000000), shr(hi64, 12))))
	t := o.add(hi, o.c(shifter))
	j := and(bitsOf(t), 0x1ff)
	hi = o.sub(hi, o.sub(t, o.c(shifter)))
	signed := func(expBits uint64, frac value.Value) value.Value {
		base := b.cur.NewOr(sign, c(expBits))
		return o.sub(fromBits(b.cur.NewOr(base, frac)), fromBits(base))
	}
	low := signed(0x3970000000000000, shl(and(lo64, 0xffffff), 28))
	med := signed(0x3cb0000000000000, b.cur.NewOr(shl(and(hi64, 0xfff), 40), shr(lo64, 24)))
	rhi := o.add(hi, med)
	rlo := o.add(o.add(med, o.sub(hi, rhi)), low)
	r := o.mul(rhi, o.c(twoPiHi))
	rl := o.fmaOf(rhi, o.c(twoPiHi), b.cur.NewFNeg(r))
	rl = o.fmaOf(o.c(twoPiLo), rhi, rl)
	rl = o.fmaOf(o.c(twoPiHi), rlo, rl)

	if cos {
		j = and(add(j, i64c(128)), 511)
	}
	t0, t1, t2, t3 := g.svmlSinTabEntry(b, j)
	r2 := o.mul(r, r)
	a := o.fmaOf(t1, r, t2)
	bb := o.fmaOf(r, t0, a)
	dd := o.fmaOf(t1, r, o.sub(t2, a))
	cc := o.fmaOf(r, t0, o.sub(a, bb))
	sum := o.add(cc, dd)
	t01 := o.add(t0, t1)
	ps := o.mul(o.mul(o.fmaOf(o.c(0x1.1110fabb3551cp-7), r2, o.c(-0x1.5555555554448p-3)), r2), r)
	k := o.fmaOf(b.cur.NewFNeg(t2), r, t01)
	ps = o.fmaOf(t01, ps, sum)
	pc := o.fmaOf(r2, o.fmaOf(o.c(-0x1.6c16ab163b2d7p-10), r2, o.c(0x1.5555555554ccfp-5)), o.c(-0x1p-1))
	ps = o.fmaOf(t2, o.mul(pc, r2), ps)
	res := o.add(bb, o.add(ps, o.fmaOf(k, rl, t3)))
	if !cos {
		res = xorSign(b, res, and(bits, 1<<63))
	}

	// __svml_dsin_cout_rare_internal: the quieted NaN, or x86's default
	// NaN for an infinity.
	infNaN := b.icmp(enum.IPredEQ, and(bits, 0x7ff0000000000000), c(0x7ff0000000000000))
	special := b.sel(o.cmp(enum.FPredUNO, x, x), quietNaN(b, x), o.bitsConst(0xfff8000000000000))
	return b.sel(infNaN, special, res)
}

// svmlSinTabEntry loads entry j (0 <= j < 512) of SVML's sin table from
// its first 129 rows, by the symmetries ndarray's svmlSinTabEntry uses:
// rows past 128 mirror, negating the cos parts, and the second half
// negates all; only nonzero values are negated.
func (g *moduleGen) svmlSinTabEntry(b *builder, j value.Value) (t0, t1, t2, t3 value.Value) {
	rows := make([]uint64, 0, 4*len(svmlSinTab))
	for _, row := range svmlSinTab {
		rows = append(rows, row[:]...)
	}
	tab := g.intTable("alpyna.np.sintab", types.I64, rows)
	half := b.icmp(enum.IPredUGE, j, i64c(256))
	jj := b.cur.NewAnd(j, i64c(255))
	mirror := b.icmp(enum.IPredUGT, jj, i64c(128))
	row := b.sel(mirror, b.cur.NewSub(i64c(256), jj), jj)
	neg := func(v, when value.Value) value.Value {
		flipped := b.cur.NewXor(v, i64c(math.MinInt64))
		return b.sel(b.and(when, b.icmp(enum.IPredNE, v, i64c(0))), flipped, v)
	}
	t := make([]value.Value, 4)
	for col := range t {
		v := intLoad(b, tab, b.cur.NewAdd(b.cur.NewMul(row, i64c(4)), i64c(int64(col))))
		if col < 2 {
			v = neg(v, mirror)
		}
		t[col] = b.cur.NewBitCast(neg(v, half), types.Double)
	}
	return t[0], t[1], t[2], t[3]
}

// logRcpBucketBits splits the 20-bit keys of numpyLog64 into 32 buckets
// narrower than the smallest gap between two of svmlLogRcpSteps, so that
// each bucket holds at most one step.
const logRcpBucketBits = 15

// logRcpBuckets returns, per bucket, how many steps lie at or below its
// first key, and the step inside it (beyond every key where none is): the
// count of steps at or below key is below[key>>15] + (key >= inside[key>>15]),
// one comparison instead of sixteen.
func logRcpBuckets() (below, inside [1 << (20 - logRcpBucketBits)]uint64) {
	for k := range below {
		lo, hi := uint32(k)<<logRcpBucketBits, uint32(k+1)<<logRcpBucketBits
		inside[k] = 1 << 20
		for _, s := range svmlLogRcpSteps {
			switch {
			case s <= lo:
				below[k]++
			case s < hi:
				if inside[k] != 1<<20 {
					panic("llvmgen: two steps of the log reciprocal in one bucket")
				}
				inside[k] = uint64(s)
			}
		}
	}
	return below, inside
}

// svmlLogReduce is the reduction that __svml_log8 and its relatives
// (log10, log2) share, for a positive normal or subnormal finite x:
// x = 2**expo m with m in [1, 2), m's reciprocal rounded to 1/32 (rcp),
// the index j of -log(rcp) in the tables, and expo incremented where
// rcp < 0.75 (the tables' entries 8 to 15 include the increment's log).
func (g *moduleGen) svmlLogReduce(o npOps, x value.Value) (m, expo, rcp, j value.Value) {
	b, d := o.b, types.Double
	// x = m * 2**expo with m in [1, 2); subnormals scaled by 2**54.
	sub := o.cmp(enum.FPredOLT, x, o.c(0x1p-1022))
	xs := b.sel(sub, o.mul(x, o.c(0x1p54)), x)
	adj := b.sel(sub, i64c(54), i64c(0))
	bits := b.cur.NewBitCast(xs, types.I64)
	e := b.cur.NewSub(b.cur.NewLShr(bits, i64c(52)), b.cur.NewAdd(adj, i64c(1023)))
	mbits := b.cur.NewOr(b.cur.NewAnd(bits, i64c(1<<52-1)), i64c(1023<<52))
	m = b.cur.NewBitCast(mbits, d)
	expo = b.cur.NewSIToFP(e, d)

	// The rounded reciprocal steps down by 1/32 at each of
	// svmlLogRcpSteps: n steps at or below key.
	key := b.cur.NewAnd(b.cur.NewLShr(mbits, i64c(32)), i64c(0xfffff))
	below, inside := logRcpBuckets()
	bucket := b.cur.NewLShr(key, i64c(logRcpBucketBits))
	n := value.Value(intLoad(b, g.intTable("alpyna.np.log.below", types.I64, below[:]), bucket))
	step := intLoad(b, g.intTable("alpyna.np.log.inside", types.I64, inside[:]), bucket)
	n = b.cur.NewAdd(n, b.cur.NewZExt(b.icmp(enum.IPredUGE, key, step), types.I64))
	rcp = o.mul(b.cur.NewSIToFP(b.cur.NewSub(i64c(32), n), d), o.c(1.0/32))
	j = b.cur.NewAnd(b.cur.NewSub(i64c(16), n), i64c(15))
	expo = b.sel(o.cmp(enum.FPredOLT, rcp, o.c(0.75)), o.add(expo, o.c(1)), expo)
	return m, expo, rcp, j
}
