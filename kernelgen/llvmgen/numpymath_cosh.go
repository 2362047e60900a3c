// This file is NumPy's float64 cosh on the CPU, for calls spelled
// numpy.cosh on machines with AVX-512 (numpyHost.svml), where NumPy 1.24
// calls Intel SVML's __svml_cosh8 and package ndarray ports it
// (ndarray/svmlcosh.go). The port hands |x| beyond 707.7, infinities and
// NaNs to the C library's cosh, and so does the helper, in a cold block.
// Elsewhere, and for float32, kernels call the C library's cosh as NumPy
// does.

package llvmgen

import (
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var svmlCoshC, svmlCoshTabPos, svmlCoshTabNeg = numpytables.SVMLCoshC, numpytables.SVMLCoshTabPos, numpytables.SVMLCoshTabNeg

// numpyCosh is ndarray's coshFloat64 on a machine with AVX-512: k =
// |x|*log2(e) rounded to sixteenths by a shifter, r = |x| - k*ln2hi -
// k*ln2lo, P = 2**(k-1) and M = 2**(-k-1) from the tables with floor(k)
// added to their exponent fields as integers, and (P - M)*(r +
// r*odd(r²)) + (P + M)*(1 + even(r²)) in fused multiply-adds.
func (g *moduleGen) numpyCosh() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.cosh.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x := args[0]
		absBits := b.cur.NewAnd(b.cur.NewBitCast(x, types.I64), i64c(1<<63-1))
		rare := b.icmp(enum.IPredSGT, b.cur.NewLShr(absBits, i64c(32)), i64c(0x40861d99))
		return coldPath(b, rare, x, o.c(0), func(x value.Value) value.Value {
			return g.svmlCoshMain(o, x)
		}, func(x value.Value) value.Value {
			return b.cur.NewCall(g.mathFunc(kernel.Cosh), x)
		})
	})
}

// svmlCoshMain is coshFloat64 for |x| up to 707.7.
func (g *moduleGen) svmlCoshMain(o npOps, x value.Value) value.Value {
	b := o.b
	c := func(i int) value.Value { return o.c(svmlCoshC[i]) }
	ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", o.t, o.t), x)
	t := o.fmaOf(ax, c(0), c(1))
	k := o.sub(t, c(1))
	tb := b.cur.NewBitCast(t, types.I64)
	j := b.cur.NewAnd(tb, i64c(15))
	e := b.cur.NewAnd(b.cur.NewShl(tb, i64c(48)), i64c(0x7ff0000000000000)) // floor(k) in the exponent field
	r := o.fmaOf(o.c(-svmlCoshC[2]), k, ax)
	r = o.fmaOf(o.c(-svmlCoshC[3]), k, r)
	r2 := o.mul(r, r)
	odd := o.fmaOf(r2, c(4), c(5))
	odd = o.fmaOf(r2, odd, c(6))
	even := o.fmaOf(r2, c(7), c(8))
	even = o.fmaOf(r2, even, c(9))
	even = o.mul(even, r2)
	pos := intLoad(b, g.intTable("alpyna.np.cosh.pos", types.I64, svmlCoshTabPos[:]), j)
	neg := intLoad(b, g.intTable("alpyna.np.cosh.neg", types.I64, svmlCoshTabNeg[:]), j)
	p := b.cur.NewBitCast(b.cur.NewAdd(pos, e), types.Double)
	m := b.cur.NewBitCast(b.cur.NewSub(neg, e), types.Double)
	dd := o.sub(p, m)
	s := o.add(p, m)
	odd = o.mul(odd, r2)
	ev := o.fmaOf(even, s, s)
	od := o.fmaOf(odd, r, r)
	return o.fmaOf(od, dd, ev)
}
