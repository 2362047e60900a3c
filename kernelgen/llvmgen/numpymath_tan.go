// This file is NumPy's float64 tan on the CPU, for calls spelled
// numpy.tan on machines with AVX-512 (numpyHost.svml), where NumPy 1.24
// calls Intel SVML's __svml_tan8 and package ndarray ports it
// (ndarray/svmltan.go) for |x| <= 128000, dividing from the machine's
// VRCP14 reciprocal (rcp14Helper). The port hands larger arguments to the
// C library's tan, and so does the helper, in a cold block that also
// gives the infinities' and NaNs' results. Elsewhere, and for float32,
// kernels call the C library's tan.

package llvmgen

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var svmlTanC, svmlTanTab = numpytables.SVMLTanC, numpytables.SVMLTanTab

// numpyTan is ndarray's tanFloat64 on a machine with AVX-512.
func (g *moduleGen) numpyTan() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.tan.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x := args[0]
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x)
		rare := b.not(o.cmp(enum.FPredOLE, ax, o.c(128000)))
		return coldPath(b, rare, x, o.c(0), func(x value.Value) value.Value {
			return g.svmlTanMain(o, x)
		}, func(x value.Value) value.Value {
			r := b.cur.NewCall(g.mathFunc(kernel.Tan), x)
			isInf := o.cmp(enum.FPredOEQ, b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x), o.c(math.Inf(1)))
			res := b.sel(isInf, o.bitsConst(0xfff8000000000000), r)
			return b.sel(o.cmp(enum.FPredUNO, x, x), quietNaN(b, x), res)
		})
	})
}

// svmlTanMain is tanFloat64 for |x| <= 128000.
func (g *moduleGen) svmlTanMain(o npOps, x value.Value) value.Value {
	b := o.b
	c := func(i int) value.Value { return o.c(svmlTanC[i]) }
	m := o.fmaOf(x, c(0), c(1))
	n := o.sub(m, c(1))
	negN := b.cur.NewFNeg(n)
	r := o.fmaOf(negN, c(2), x)
	r = o.fmaOf(negN, c(3), r)
	r = o.fmaOf(negN, c(4), r)
	j := b.cur.NewAnd(b.cur.NewBitCast(m, types.I64), i64c(15))
	t := g.tableLoad(b, "alpyna.np.tan.tab", svmlTanTab[:], j)
	r2 := o.mul(r, r)
	p := o.fmaOf(c(5), r2, c(6))
	p = o.fmaOf(r2, p, c(7))
	p = o.fmaOf(r2, p, c(8))
	p = o.fmaOf(r2, p, c(9))
	tr := o.fmaOf(r2, o.mul(p, r), r)
	num := o.add(tr, t)
	den := o.fmaOf(b.cur.NewFNeg(tr), t, o.c(1))
	rcp := value.Value(b.cur.NewCall(g.rcp14Helper(), den))
	e := o.fmaOf(b.cur.NewFNeg(den), rcp, o.c(1))
	rcp = o.fmaOf(e, rcp, rcp)
	q0 := o.mul(rcp, num)
	res := o.fmaOf(q0, den, b.cur.NewFNeg(num))
	return o.fmaOf(b.cur.NewFNeg(rcp), res, q0)
}
