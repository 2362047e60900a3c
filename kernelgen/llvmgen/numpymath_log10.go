// This file is NumPy's float64 log10 on the CPU, for calls spelled
// numpy.log10 on machines with AVX-512 (numpyHost.svml), where NumPy 1.24
// calls Intel SVML's __svml_log108 and package ndarray ports it bit for
// bit (ndarray/svmllog10.go): __svml_log8's reduction (svmlLogReduce) with
// a table of -log10(rcp), a degree-9 polynomial in fused multiply-adds
// and e*log10(2) added last. Elsewhere, and for float32, kernels call the
// C library's log10 as NumPy does.

package llvmgen

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var svmlLog10C, svmlLog10Tab = numpytables.SVMLLog10C, numpytables.SVMLLog10Tab

// numpyLog10 is ndarray's log10Float64 on a machine with AVX-512.
func (g *moduleGen) numpyLog10() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.log10.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		c := func(i int) value.Value { return o.c(svmlLog10C[i]) }
		x, special := g.svmlLogSpecial(o, args[0])
		m, expo, rcp, j := g.svmlLogReduce(o, x)
		r := o.fmaOf(rcp, m, o.c(-1))
		pa := o.fmaOf(r, c(0), c(1))
		pb := o.fmaOf(r, c(2), c(3))
		pc := o.fmaOf(r, c(4), c(5))
		pd := o.fmaOf(r, c(6), c(7))
		r2 := o.mul(r, r)
		r4 := o.mul(r2, r2)
		q := o.fmaOf(r4, o.fmaOf(r2, pb, pc), o.fmaOf(r2, pa, pd))
		q = o.fmaOf(r, q, c(8))
		s := o.fmaOf(q, r, g.tableLoad(b, "alpyna.np.log10.tab", svmlLog10Tab[:], j))
		return special(o.fmaOf(c(9), expo, s))
	})
}

// svmlLogSpecial returns x0 with its special values (NaN, zeros, negative
// numbers, +inf) replaced by 1 for the main path, and the function that
// selects their results, those of SVML's scalar path for __svml_log8 and
// its relatives (ndarray's svmlLogSpecial), over the main path's.
func (g *moduleGen) svmlLogSpecial(o npOps, x0 value.Value) (x value.Value, special func(res value.Value) value.Value) {
	b := o.b
	nan := o.cmp(enum.FPredUNO, x0, x0)
	isZero := o.cmp(enum.FPredOEQ, x0, o.c(0))
	neg := o.cmp(enum.FPredOLT, x0, o.c(0))
	inf := o.cmp(enum.FPredOEQ, x0, o.c(math.Inf(1)))
	x = b.sel(b.or(b.or(nan, neg), b.or(isZero, inf)), o.c(1), x0)
	return x, func(res value.Value) value.Value {
		res = b.sel(inf, o.c(math.Inf(1)), res)
		res = b.sel(neg, o.bitsConst(0xfff8000000000000), res)
		res = b.sel(isZero, o.c(math.Inf(-1)), res)
		return b.sel(nan, quietNaN(b, x0), res)
	}
}

// numpyLog10f32 is ndarray's log10Float32 on a machine with AVX-512
// (SVML's __svml_log10f16): x = 2**k m with m in [3/4, 3/2), r = m - 1, a
// cubic in r from the tables by m's first four mantissa bits in float32
// llvm.fma, plus k*log10(2) rounded to float32; zeros, infinities,
// negative numbers and NaNs selected as the port returns them.
func (g *moduleGen) numpyLog10f32() *ir.Func {
	f := types.Float
	return g.helper("alpyna.np.log10.f32", f, []string{"x"}, []types.Type{f}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, f)
		x0 := args[0]
		nan := o.cmp(enum.FPredUNO, x0, x0)
		isZero := o.cmp(enum.FPredOEQ, x0, o.c(0))
		neg := o.cmp(enum.FPredOLT, x0, o.c(0))
		inf := o.cmp(enum.FPredOEQ, x0, o.c(math.Inf(1)))
		x := b.sel(b.or(b.or(nan, neg), b.or(isZero, inf)), o.c(1), x0)

		// m and k: subnormals scaled by 2**25 first; m = 1.f with the
		// exponent 127, halved (exponent 126) where f >= 1/2.
		sub := o.cmp(enum.FPredOLT, x, o.c(0x1p-126))
		xs := b.sel(sub, o.mul(x, o.c(0x1p25)), x)
		bits := b.cur.NewBitCast(xs, types.I32)
		e := b.cur.NewSub(b.cur.NewLShr(bits, i32c(23)), b.sel(sub, i32c(127+25), i32c(127)))
		frac := b.cur.NewAnd(bits, i32c(1<<23-1))
		high := b.icmp(enum.IPredUGE, frac, i32c(1<<22))
		mbits := b.cur.NewOr(frac, b.sel(high, i32c(126<<23), i32c(127<<23)))
		k := b.sel(high, b.cur.NewAdd(e, i32c(1)), e)
		m := b.cur.NewBitCast(mbits, f)
		j := b.cur.NewZExt(b.cur.NewAnd(b.cur.NewLShr(mbits, i32c(19)), i32c(15)), types.I64)
		r := o.sub(m, o.c(1))
		tab := g.intTable("alpyna.np.log10.tab32", types.I32, numpyLog10Tab32)
		coef := func(row int64) value.Value {
			return b.cur.NewBitCast(intLoad(b, tab, b.cur.NewAdd(j, i64c(row*16))), f)
		}
		p := o.fmaOf(coef(0), r, coef(1))
		p = o.fmaOf(p, r, coef(2))
		p = o.fmaOf(p, r, coef(3))
		kl := o.mul(b.cur.NewSIToFP(k, f), o.c(float64(float32(0x1.344136p-2))))
		res := o.fmaOf(p, r, kl)

		res = b.sel(inf, o.c(math.Inf(1)), res)
		res = b.sel(neg, o.bitsConst(0xffc00000), res)
		res = b.sel(isZero, o.c(math.Inf(-1)), res)
		quiet := b.cur.NewBitCast(b.cur.NewOr(b.cur.NewBitCast(x0, types.I32), i32c(1<<22)), f)
		return b.sel(nan, quiet, res)
	})
}

// numpyLog10Tab32 is NumPy's float32 log10 table, row-major.
var numpyLog10Tab32 = func() (t []uint64) {
	for _, row := range numpytables.SVMLLog10Tab32 {
		t = append(t, widen(row[:])...)
	}
	return t
}()
