// This file is NumPy's float64 arctan on the CPU, for calls spelled
// numpy.arctan on machines with AVX-512 (numpyHost.svml), where NumPy 1.24
// calls Intel SVML's __svml_atan8 and package ndarray ports it bit for
// bit (ndarray/svmlatan.go). Its division starts from the machine's
// VRCP14 reciprocal, whose exact bits only the instruction gives: the
// helper calls LLVM's llvm.x86.avx512.rcp14.sd, which the kernels' host
// CPU (-mcpu=native, with AVX-512F here) runs. Elsewhere, and for
// float32, kernels call the C library's atan as NumPy does.

package llvmgen

import (
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var svmlAtanC, svmlAtanTab = numpytables.SVMLAtanC, numpytables.SVMLAtanTab

// numpyAtan is ndarray's atanFloat64 on a machine with AVX-512: B = |x|
// rounded to a quarter, s = (|x| - B)/(1 + B|x|) by svmlDivide, atan(B)
// from the table plus s + s³P(s²); B = ∞ for |x| >= 7.875 (s =
// -1/min(|x|, 2**128), π/2); x's sign; NaNs quieted.
func (g *moduleGen) numpyAtan() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.arctan.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		c := func(i int) value.Value { return o.c(svmlAtanC[i]) }
		x := args[0]
		const shifter = 0x1.8p50
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x)
		large := o.cmp(enum.FPredOGE, ax, o.c(0x1.f8p2))
		t := o.add(ax, o.c(shifter))
		q := o.sub(t, o.c(shifter))
		j := b.cur.NewAnd(b.cur.NewBitCast(t, types.I64), i64c(31))
		tab := g.tableLoad(b, "alpyna.np.arctan.tab", svmlAtanTab[:], j)
		diff := b.sel(large, o.c(-1), o.sub(ax, q))
		big := b.cur.NewCall(g.intrinsic("llvm.minnum.f64", d, d, d), ax, o.c(0x1p128))
		y := b.sel(large, big, o.fmaOf(ax, q, o.c(1)))
		tab = b.sel(large, c(0), tab)
		// NaNs: a harmless division, the quieted NaN selected last.
		nan := o.cmp(enum.FPredUNO, x, x)
		s := g.svmlDivide(o, b.sel(nan, o.c(0), diff), b.sel(nan, o.c(1), y))
		s2 := o.mul(s, s)
		s4 := o.mul(s2, s2)
		s3 := o.mul(s2, s)
		p1 := o.fmaOf(c(1), s2, c(2))
		p2 := o.fmaOf(c(3), s2, c(4))
		p3 := o.fmaOf(c(5), s2, c(6))
		p := o.fmaOf(s4, p1, p2)
		p = o.fmaOf(s4, p, p3)
		p = o.fmaOf(s3, p, s)
		r := o.add(p, tab)
		sign := b.cur.NewAnd(b.cur.NewBitCast(x, types.I64), i64c(-1<<63))
		res := b.cur.NewBitCast(b.cur.NewXor(b.cur.NewBitCast(r, types.I64), sign), d)
		return b.sel(nan, quietNaN(b, x), res)
	})
}

// svmlDivide is ndarray's svmlDivide: n/d for a finite n and a finite d
// >= 1 from the mantissas' quotient, VRCP14's reciprocal refined in fused
// multiply-adds, scaled by 2**(en-ed) with one rounding; a zero n gives
// n.
func (g *moduleGen) svmlDivide(o npOps, n, d value.Value) value.Value {
	b := o.b
	i64, dbl := types.I64, types.Double
	// n = mn * 2**en with |mn| in [1, 2); subnormals scaled by 2**54 first.
	isZero := o.cmp(enum.FPredOEQ, n, o.c(0))
	absN := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", dbl, dbl), n)
	sub := o.cmp(enum.FPredOLT, absN, o.c(0x1p-1022))
	ns := b.sel(sub, o.mul(n, o.c(0x1p54)), n)
	nb := b.cur.NewBitCast(ns, i64)
	en := b.cur.NewSub(b.cur.NewAnd(b.cur.NewLShr(nb, i64c(52)), i64c(0x7ff)), b.cur.NewAdd(b.sel(sub, i64c(54), i64c(0)), i64c(1023)))
	mn := b.cur.NewBitCast(b.cur.NewOr(b.cur.NewAnd(nb, i64c(-1<<63|(1<<52-1))), i64c(1023<<52)), dbl)
	db := b.cur.NewBitCast(d, i64)
	ed := b.cur.NewSub(b.cur.NewLShr(db, i64c(52)), i64c(1023)) // d >= 1 is normal
	md := b.cur.NewBitCast(b.cur.NewOr(b.cur.NewAnd(db, i64c(1<<52-1)), i64c(1023<<52)), dbl)

	rcp := value.Value(b.cur.NewCall(g.rcp14Helper(), md))

	q0 := o.mul(mn, rcp)
	e := o.fmaOf(b.cur.NewFNeg(md), rcp, o.c(1))
	res := o.fmaOf(b.cur.NewFNeg(q0), md, mn)
	e = o.fmaOf(e, e, e)
	rcp = o.fmaOf(e, rcp, rcp)
	q := o.fmaOf(res, rcp, q0)

	// q * 2**k, k = en - ed >= -1074-1-128: exactly by 2**(k+600) where
	// k < -1000, then by 2**-600, the one rounding.
	k := b.cur.NewSub(en, ed)
	tiny := b.icmp(enum.IPredSLT, k, i64c(-1000))
	k1 := b.sel(tiny, b.cur.NewAdd(k, i64c(600)), k)
	r := o.mul(q, pow2Of(b, k1))
	r = b.sel(tiny, o.mul(r, o.c(0x1p-600)), r)
	return b.sel(isZero, n, r)
}

// rcp14Helper is VRCP14SD of a double: a function of its own that says it
// needs AVX-512F, so that a module built for a generic x86-64 CPU (the
// tests' llc) still selects the instruction there; with -mcpu=native on
// an AVX-512 host (the runtime) LLVM inlines it.
func (g *moduleGen) rcp14Helper() *ir.Func {
	d := types.Double
	f := g.helper("alpyna.np.rcp14", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		v2 := types.NewVector(2, d)
		rcp14 := g.intrinsic("llvm.x86.avx512.rcp14.sd", v2, v2, v2, v2, types.I8)
		v := b.cur.NewInsertElement(constant.NewUndef(v2), args[0], i64c(0))
		r := b.cur.NewCall(rcp14, v, v, v, constant.NewInt(types.I8, -1))
		return b.cur.NewExtractElement(r, i64c(0))
	})
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn,
		ir.AttrPair{Key: "target-features", Value: "+avx512f"}}
	return f
}
