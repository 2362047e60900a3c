// This file is NumPy's float64 sinh on the CPU, for calls spelled
// numpy.sinh on machines with AVX-512 (numpyHost.svml), where NumPy 1.24
// calls Intel SVML's __svml_sinh8 and package ndarray ports it
// (ndarray/svmlsinh.go). The port hands |x| beyond 707.7, infinities and
// NaNs to the C library's sinh, and so does the helper, in a cold block.
// Elsewhere, and for float32, kernels call the C library's sinh.

package llvmgen

import (
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var svmlSinhC, svmlSinhTab = numpytables.SVMLSinhC, numpytables.SVMLSinhTab

// numpySinh is ndarray's sinhFloat64 on a machine with AVX-512: n =
// |x|*128/ln 2 rounded by a shifter, r = |x| - (n/128)ln 2 in two parts,
// the table's pairs for j = n mod 128 scaled by 2**±(n div 128) as
// integers added to their exponent fields, and G12 + G13*sinh(r) +
// G12*r²(a2 + a4r²) with x's sign.
func (g *moduleGen) numpySinh() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.sinh.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x := args[0]
		absBits := b.cur.NewAnd(b.cur.NewBitCast(x, types.I64), i64c(1<<63-1))
		rare := b.icmp(enum.IPredUGT, b.cur.NewLShr(absBits, i64c(32)), i64c(0x40861d99))
		return coldPath(b, rare, x, o.c(0), func(x value.Value) value.Value {
			return g.svmlSinhMain(o, x)
		}, func(x value.Value) value.Value {
			return b.cur.NewCall(g.mathFunc(kernel.Sinh), x)
		})
	})
}

// svmlSinhMain is sinhFloat64 for |x| up to 707.7.
func (g *moduleGen) svmlSinhMain(o npOps, x value.Value) value.Value {
	b := o.b
	i64 := types.I64
	c := func(i int) value.Value { return o.c(svmlSinhC[i]) }
	ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", o.t, o.t), x)
	m := o.fmaOf(ax, c(0), c(1))
	n := o.sub(m, c(1))
	r := o.fmaOf(b.cur.NewFNeg(n), c(2), ax)
	r = o.fmaOf(b.cur.NewFNeg(n), c(3), r)
	r2 := o.mul(r, r)
	p := o.fmaOf(c(4), r2, c(5))
	mb := b.cur.NewBitCast(m, i64)
	j := b.cur.NewAnd(mb, i64c(127))
	e := b.cur.NewShl(b.cur.NewXor(mb, j), i64c(45)) // N in the exponent field
	tab := g.intTable("alpyna.np.sinh.tab", i64, svmlSinhTab[:])
	j2 := b.cur.NewShl(j, i64c(1))
	tdif := intLoad(b, tab, j2)
	tn := intLoad(b, tab, b.cur.NewAdd(j2, i64c(1)))
	g1 := b.cur.NewBitCast(b.cur.NewAdd(tdif, e), types.Double)
	tp := b.cur.NewBitCast(b.cur.NewAdd(tn, e), types.Double)
	tm := b.cur.NewBitCast(b.cur.NewSub(tn, e), types.Double)
	p = o.mul(p, r2)
	g2 := o.sub(tp, tm)
	g3 := o.add(tp, tm)
	sh := o.fmaOf(p, r, r)
	g13 := o.add(g1, g3)
	q := o.fmaOf(c(6), r2, c(7))
	q = o.mul(q, r2)
	g12 := o.add(g1, g2)
	q = o.mul(g12, q)
	res := o.add(o.fmaOf(sh, g13, q), g12)
	sign := b.cur.NewAnd(b.cur.NewBitCast(x, i64), i64c(-1<<63))
	return b.cur.NewBitCast(b.cur.NewOr(b.cur.NewBitCast(res, i64), sign), types.Double)
}
