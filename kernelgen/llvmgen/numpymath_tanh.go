// This file is NumPy's tanh on the CPU, for calls spelled numpy.tanh. On
// x86-64 machines with AVX2 and FMA3, NumPy 1.24 computes it with its own
// loops (float64 and float32: a polynomial per interval of |x|), which
// package ndarray ports bit for bit (ndarray/tanh.go); elsewhere it calls
// the C library's tanh, as kernels then do (numpyOwn). The helpers here
// evaluate the port's operations in its order, every lane alike: no
// branch, the huge arguments, infinities and NaNs selected last.

package llvmgen

import (
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// numpyHost is which of NumPy's machine-dependent loops this machine's
// NumPy runs, as package ndarray's ports choose for the interpreter
// (internal/numpytables' OwnTanh and SVML): NumPy's own tanh (AVX2 and
// FMA3), and SVML's log10, cosh, sinh, tan, arctan, arcsin and arccos
// (AVX-512F). The choice is in the emitted IR (a helper, or a call of the
// C library), so the kernel cache, keyed by the IR's text, keeps the two
// apart. Tests set it to emit for another machine.
var numpyHost = struct{ ownTanh, svml bool }{numpytables.OwnTanh, numpytables.SVML}

// numpyTanhTab64 and numpyTanhTab32 are NumPy's tanh tables, row-major.
var numpyTanhTab64, numpyTanhTab32 = func() (t64, t32 []uint64) {
	a, b := numpytables.TanhTab64, numpytables.TanhTab32
	for _, row := range a {
		t64 = append(t64, row[:]...)
	}
	for _, row := range b {
		t32 = append(t32, widen(row[:])...)
	}
	return t64, t32
}()

// numpyTanh64 is ndarray's tanhFloat64 on a machine with AVX2 and FMA3:
// interval i = clamp(hi - 0x3fc00000, 0, 0x780000) >> 19 of x's top word
// (exponent and first mantissa bit), y = |x| - B[i], the degree-16
// polynomial of y by fused multiply-adds, x's sign; ±1 for |x| >=
// 1.5*2**1023 and the infinities (the C library's tanh there), the
// positive default NaN for every NaN.
func (g *moduleGen) numpyTanh64() *ir.Func {
	d := types.Double
	return g.helper("alpyna.np.tanh.f64", d, []string{"x"}, []types.Type{d}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, d)
		x := args[0]
		bits := b.cur.NewBitCast(x, types.I64)
		sign := b.cur.NewAnd(bits, i64c(-1<<63))
		hi := b.cur.NewLShr(b.cur.NewAnd(bits, i64c(0x7ff8000000000000)), i64c(32))
		huge := b.icmp(enum.IPredSGT, hi, i64c(0x7fe00000))
		i := value.Value(b.cur.NewSub(hi, i64c(0x3fc00000)))
		i = b.sel(b.icmp(enum.IPredSLT, i, i64c(0)), i64c(0), i)
		i = b.sel(b.icmp(enum.IPredSGT, i, i64c(0x780000)), i64c(0x780000), i)
		i = b.cur.NewLShr(i, i64c(19))
		tab := g.intTable("alpyna.np.tanh.tab64", types.I64, numpyTanhTab64)
		coef := func(row int64) value.Value {
			return b.cur.NewBitCast(intLoad(b, tab, b.cur.NewAdd(i, i64c(row*16))), d)
		}
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f64", d, d), x)
		y := o.sub(ax, coef(0))
		r := o.fmaOf(coef(17), y, coef(16))
		for k := int64(15); k >= 1; k-- {
			r = o.fmaOf(r, y, coef(k))
		}
		res := b.cur.NewBitCast(b.cur.NewOr(b.cur.NewBitCast(r, types.I64), sign), d)
		one := b.cur.NewBitCast(b.cur.NewOr(i64c(0x3ff0000000000000), sign), d)
		out := b.sel(huge, one, res)
		return b.sel(o.cmp(enum.FPredUNO, x, x), o.bitsConst(0x7ff8000000000000), out)
	})
}

// numpyTanh32 is ndarray's tanhFloat32 on a machine with AVX2 and FMA3:
// likewise with 32 intervals chosen by clamp(e - 0x3d400000, 0,
// 0x3e00000) >> 21 of x's exponent bits and a degree-6 polynomial in
// float32 fused multiply-adds; ±1 for |x| >= 2**127 and the infinities,
// the positive default NaN for every NaN.
func (g *moduleGen) numpyTanh32() *ir.Func {
	f := types.Float
	return g.helper("alpyna.np.tanh.f32", f, []string{"x"}, []types.Type{f}, func(b *builder, args []value.Value) value.Value {
		o := g.npOps(b, f)
		x := args[0]
		bits := b.cur.NewBitCast(x, types.I32)
		sign := b.cur.NewAnd(bits, i32c(-1<<31))
		e := b.cur.NewAnd(bits, i32c(0x7fe00000))
		huge := b.icmp(enum.IPredSGT, e, i32c(0x7f000000))
		i := value.Value(b.cur.NewSub(e, i32c(0x3d400000)))
		i = b.sel(b.icmp(enum.IPredSLT, i, i32c(0)), i32c(0), i)
		i = b.sel(b.icmp(enum.IPredSGT, i, i32c(0x3e00000)), i32c(0x3e00000), i)
		i = b.cur.NewZExt(b.cur.NewLShr(i, i32c(21)), types.I64)
		tab := g.intTable("alpyna.np.tanh.tab32", types.I32, numpyTanhTab32)
		coef := func(row int64) value.Value {
			return b.cur.NewBitCast(intLoad(b, tab, b.cur.NewAdd(i, i64c(row*32))), f)
		}
		ax := b.cur.NewCall(g.intrinsic("llvm.fabs.f32", f, f), x)
		y := o.sub(ax, coef(0))
		r := o.fmaOf(coef(7), y, coef(6))
		for k := int64(5); k >= 1; k-- {
			r = o.fmaOf(r, y, coef(k))
		}
		res := b.cur.NewBitCast(b.cur.NewOr(b.cur.NewBitCast(r, types.I32), sign), f)
		one := b.cur.NewBitCast(b.cur.NewOr(i32c(0x3f800000), sign), f)
		out := b.sel(huge, one, res)
		return b.sel(o.cmp(enum.FPredUNO, x, x), o.bitsConst(0x7fc00000), out)
	})
}
