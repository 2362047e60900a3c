package llvmgen

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// hypotHelper is math.hypot(x, y) as CPython 3.11 computes it
// (vector_norm, which libm.Norm ports), not the C library's hypot, from
// which it differs in the last bit for some arguments. The same IR serves
// the CPU and NVPTX: it needs only fma and sqrt, both correctly rounded.
//
// The coordinates are scaled by 2**-e, e the exponent of the larger, so
// that it lies in [0.5, 1); the squares are summed exactly as a running
// sum from 1.0 with the low parts and rounding errors summed apart; the
// square root gets one correction step, and the scale comes off with one
// rounding. Where 2**-e is no double (the larger coordinate below
// 2**-1000), the coordinates are first multiplied by 2**600 and the
// result by 2**-600: every scaled coordinate and the result are then
// rounded once from the same exact values as CPython's own rescaling by
// DBL_MIN rounds them, so the bits are the same.
func (g *moduleGen) hypotHelper() *ir.Func {
	d := types.Double
	return g.helper("alpyna.hypot", d, []string{"x", "y"}, []types.Type{d, d}, func(b *builder, args []value.Value) value.Value {
		fabs := g.intrinsic("llvm.fabs.f64", d, d)
		fma := g.intrinsic("llvm.fma.f64", d, d, d, d)
		sqrt := g.intrinsic("llvm.sqrt.f64", d, d)
		c := func(v float64) value.Value { return constant.NewFloat(d, v) }
		mul := func(x, y value.Value) value.Value { return b.cur.NewFMul(x, y) }
		add := func(x, y value.Value) value.Value { return b.cur.NewFAdd(x, y) }
		sub := func(x, y value.Value) value.Value { return b.cur.NewFSub(x, y) }

		ax := b.cur.NewCall(fabs, args[0])
		ay := b.cur.NewCall(fabs, args[1])
		nan := b.fcmp(enum.FPredUNO, ax, ay)
		// The larger coordinate that is not a NaN (0.0 if none is).
		mx := b.sel(b.fcmp(enum.FPredOGT, ax, c(0)), ax, c(0))
		mx = b.sel(b.fcmp(enum.FPredOGT, ay, mx), ay, mx)

		tiny := b.fcmp(enum.FPredOLT, mx, c(0x1p-1000))
		pre := b.sel(tiny, c(0x1p600), c(1))
		post := b.sel(tiny, c(0x1p-600), c(1))
		sx, sy, smx := mul(ax, pre), mul(ay, pre), mul(mx, pre)

		// frexp's exponent e of smx (a normal double, or 0.0 whose
		// result is not used), and scale = 2**-e, a subnormal for e of
		// 1023 and 1024.
		bits := b.cur.NewBitCast(smx, types.I64)
		biasedExp := b.cur.NewAnd(b.cur.NewLShr(bits, constant.NewInt(types.I64, 52)), constant.NewInt(types.I64, 0x7ff))
		scaleExp := b.cur.NewSub(constant.NewInt(types.I64, 2045), biasedExp) // 1023 - e, e = biasedExp - 1022
		normal := b.cur.NewShl(scaleExp, constant.NewInt(types.I64, 52))
		subShift := value.Value(b.cur.NewAdd(scaleExp, constant.NewInt(types.I64, 51)))
		subShift = b.sel(b.icmp(enum.IPredSLT, subShift, constant.NewInt(types.I64, 0)), constant.NewInt(types.I64, 0), subShift)
		subnormal := b.cur.NewShl(constant.NewInt(types.I64, 1), subShift)
		scaleBits := b.sel(b.icmp(enum.IPredSGE, scaleExp, constant.NewInt(types.I64, 1)), normal, subnormal)
		scale := b.cur.NewBitCast(scaleBits, d)

		sum, frac1, frac2 := value.Value(c(1)), value.Value(c(0)), value.Value(c(0))
		accumulate := func(x, y value.Value) {
			hi := mul(x, y)
			lo := b.cur.NewCall(fma, x, y, b.cur.NewFNeg(hi))
			s := add(sum, hi)
			err := sub(hi, sub(s, sum))
			sum = s
			frac1 = add(frac1, lo)
			frac2 = add(frac2, err)
		}
		for _, v := range []value.Value{sx, sy} {
			x := mul(v, scale)
			accumulate(x, x)
		}
		h := value.Value(b.cur.NewCall(sqrt, add(sub(sum, c(1)), add(frac1, frac2))))
		accumulate(b.cur.NewFNeg(h), h)
		corr := add(sub(sum, c(1)), add(frac1, frac2))
		h = add(h, b.cur.NewFDiv(corr, mul(c(2), h)))
		r := mul(b.cur.NewFDiv(h, scale), post)

		r = b.sel(b.fcmp(enum.FPredOEQ, mx, c(0)), mx, r)
		r = b.sel(nan, c(math.NaN()), r)
		return b.sel(b.fcmp(enum.FPredOEQ, mx, c(math.Inf(1))), mx, r)
	})
}
