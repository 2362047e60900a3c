// This file is NumPy's float64 arcsin and arccos on the CPU, for calls
// spelled numpy.arcsin and numpy.arccos on machines with AVX-512
// (numpyHost.svml), where NumPy 1.24 calls Intel SVML's __svml_asin8 and
// __svml_acos8 and package ndarray ports them bit for bit
// (ndarray/svmlasin.go). Their square root starts from the machine's
// VRSQRT14, which only the instruction gives: the helpers call LLVM's
// llvm.x86.avx512.rsqrt14.sd as rcp14Helper does VRCP14. Elsewhere, and
// for float32, kernels call the C library's asin and acos.

package llvmgen

import (
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var svmlAsinC = numpytables.SVMLAsinC

// numpyAsinAcos is ndarray's asinFloat64, or with acos its acosFloat64,
// on a machine with AVX-512: y = (1 - |x|)/2, z = min(x², y), w = |x| (asin)
// or -x (acos) with π/2 added where small, else w = ∓sqrt(2y) by
// svmlAsinSqrt; w + w zP(z); x's sign (asin) or π for negative x (acos);
// x86's default NaN for |x| > 1, NaNs quieted (acos flips their sign).
func (g *moduleGen) numpyAsinAcos(acos bool) *ir.Func {
	d := types.Double
	name := "alpyna.np.arcsin.f64"
	if acos {
		name = "alpyna.np.arccos.f64"
	}
	return g.helper(name, d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x0 := args[0]
		nan := o.cmp(enum.FPredUNO, x0, x0)
		ax0 := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x0)
		outside := o.cmp(enum.FPredOGT, ax0, o.c(1))
		x := b.sel(b.or(nan, outside), o.c(0), x0)
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x)
		y := o.fmaOf(o.c(-0.5), ax, o.c(0.5))
		x2 := o.mul(ax, ax)
		z := b.sel(o.cmp(enum.FPredOLT, x2, y), x2, y)
		sq := g.svmlAsinSqrt(o, y) // -sqrt(2y)
		zp := o.mul(g.svmlAsinPoly(o, z), z)
		halfPi := svmlAsinC[0]
		var res value.Value
		if acos {
			big := o.cmp(enum.FPredOGE, z, y)
			neg := o.cmp(enum.FPredOLT, x, o.c(0))
			wBig := b.sel(neg, sq, b.cur.NewFNeg(sq))
			addBig := b.sel(neg, o.c(2*halfPi), o.c(0))
			w := b.sel(big, wBig, b.cur.NewFNeg(x))
			add := b.sel(big, addBig, o.c(halfPi))
			res = o.add(add, o.fmaOf(zp, w, w))
			nanRes := b.cur.NewBitCast(b.cur.NewXor(b.cur.NewBitCast(quietNaN(b, x0), types.I64), i64c(-1<<63)), d)
			res = b.sel(outside, o.bitsConst(0xfff8000000000000), res)
			return b.sel(nan, nanRes, res)
		}
		big := o.cmp(enum.FPredOGE, ax, o.c(0.5))
		w := b.sel(big, sq, ax)
		r := o.fmaOf(w, zp, w)
		r = b.sel(big, o.add(r, o.c(halfPi)), r)
		sign := b.cur.NewAnd(b.cur.NewBitCast(x0, types.I64), i64c(-1<<63))
		res = b.cur.NewBitCast(b.cur.NewXor(b.cur.NewBitCast(r, types.I64), sign), d)
		res = b.sel(outside, o.bitsConst(0xfff8000000000000), res)
		return b.sel(nan, quietNaN(b, x0), res)
	})
}

// svmlAsinSqrt is ndarray's svmlAsinSqrt: -sqrt(2y) for 0 <= y <= 1 from
// VRSQRT14 (zero below 2**-255) corrected by a polynomial of its error.
func (g *moduleGen) svmlAsinSqrt(o npOps, y value.Value) value.Value {
	b := o.b
	c := func(i int) value.Value { return o.c(svmlAsinC[i]) }
	rs := b.sel(o.cmp(enum.FPredOGE, y, o.c(0x1p-255)), b.cur.NewCall(g.rsqrt14Helper(), y), o.c(0))
	y2 := o.add(y, y)
	s := o.mul(y2, rs)
	e := o.fmaOf(o.mul(rs, rs), y2, o.c(-2))
	q := o.fmaOf(c(1), e, c(2))
	q = o.fmaOf(e, q, c(3))
	q = o.fmaOf(e, q, c(4))
	return o.fmaOf(o.mul(s, e), q, b.cur.NewFNeg(s))
}

// svmlAsinPoly is ndarray's svmlAsinPoly, P(z) as SVML evaluates it.
func (g *moduleGen) svmlAsinPoly(o npOps, z value.Value) value.Value {
	c := func(i int) value.Value { return o.c(svmlAsinC[i]) }
	z2 := o.mul(z, z)
	z4 := o.mul(z2, z2)
	a := o.fmaOf(c(5), z, c(6))
	bb := o.fmaOf(c(7), z, c(8))
	d := o.fmaOf(c(9), z, c(10))
	f := o.fmaOf(c(11), z, c(12))
	gg := o.fmaOf(c(13), z, c(14))
	h := o.fmaOf(c(15), z, c(16))
	a = o.fmaOf(z2, a, bb)
	d = o.fmaOf(z2, d, gg)
	a = o.fmaOf(z4, a, d)
	a = o.fmaOf(z2, a, f)
	return o.fmaOf(z2, a, h)
}

// rsqrt14Helper is VRSQRT14SD of a double, a function of its own that
// needs AVX-512F, as rcp14Helper.
func (g *moduleGen) rsqrt14Helper() *ir.Func {
	d := types.Double
	f := g.helper("alpyna.np.rsqrt14", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		v2 := types.NewVector(2, d)
		rsqrt14 := g.intrinsic("llvm.x86.avx512.rsqrt14.sd", v2, v2, v2, v2, types.I8)
		v := b.cur.NewInsertElement(constant.NewUndef(v2), args[0], i64c(0))
		r := b.cur.NewCall(rsqrt14, v, v, v, constant.NewInt(types.I8, -1))
		return b.cur.NewExtractElement(r, i64c(0))
	})
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn,
		ir.AttrPair{Key: "target-features", Value: "+avx512f"}}
	return f
}
