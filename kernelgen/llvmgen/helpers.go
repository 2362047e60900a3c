// This file defines the module's helper functions (internal, alwaysinline,
// so that opt inlines them and vectorizes what it can) and the math
// functions each target calls.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var helperAttrs = []ir.FuncAttribute{enum.FuncAttrAlwaysInline, enum.FuncAttrNoUnwind,
	enum.FuncAttrReadNone, enum.FuncAttrWillReturn}

// helper returns the internal function name, building it with body on
// first use.
func (g *moduleGen) helper(name string, ret types.Type, params []string, ptypes []types.Type,
	body func(b *builder, args []value.Value) value.Value) *ir.Func {
	if f, ok := g.funcs[name]; ok {
		return f
	}
	ps := make([]*ir.Param, len(ptypes))
	args := make([]value.Value, len(ptypes))
	for i, t := range ptypes {
		ps[i] = ir.NewParam(params[i], t)
		args[i] = ps[i]
	}
	f := g.m.NewFunc(name, ret, ps...)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = helperAttrs
	g.funcs[name] = f
	b := newBuilder(f)
	for _, p := range params {
		b.uniq(p)
	}
	b.cur = b.block("entry")
	b.cur.NewRet(body(b, args))
	return f
}

// intDivHelper is floor division or modulo of ints as NumPy defines them:
// a zero divisor gives 0, MIN // -1 wraps to MIN, MIN % -1 is 0; for every
// other divisor it is Python's, rounding toward -inf, so it also serves a
// PyInt whose divisor was checked. The divisor is made safe before sdiv
// (whose zero or overflowing divisor would be undefined behaviour), so the
// helper is branch-free.
func (g *moduleGen) intDivHelper(op kernel.BinOp, t kernel.Type) *ir.Func {
	lt := llType(t)
	name := "alpyna.floordiv." + t.Suffix()
	if op == kernel.Mod {
		name = "alpyna.mod." + t.Suffix()
	}
	return g.helper(name, lt, []string{"a", "b"}, []types.Type{lt, lt}, func(b *builder, args []value.Value) value.Value {
		x, y := args[0], args[1]
		zeroDiv := b.icmp(enum.IPredEQ, y, zero(t))
		minusOne := b.icmp(enum.IPredEQ, y, intConst(t, -1))
		var unsafe value.Value
		if op == kernel.FloorDiv {
			unsafe = b.or(zeroDiv, b.and(minusOne, b.icmp(enum.IPredEQ, x, minInt(t))))
		} else {
			unsafe = b.or(zeroDiv, minusOne) // x % -1 is 0, as x % 1
		}
		d := b.sel(unsafe, intConst(t, 1), y)
		r := b.cur.NewSRem(x, d)
		// The remainder has the dividend's sign; Python's has the divisor's.
		adjust := b.and(b.icmp(enum.IPredNE, r, zero(t)), b.icmp(enum.IPredSLT, b.cur.NewXor(r, d), zero(t)))
		if op == kernel.Mod {
			return b.sel(adjust, b.cur.NewAdd(r, d), r)
		}
		q := b.cur.NewSub(b.cur.NewSDiv(x, d), b.cur.NewZExt(adjust, lt))
		return b.sel(zeroDiv, zero(t), q)
	})
}

// floatDivHelper is npy_divmod's floor division or remainder in the type
// (which is CPython's float_divmod for doubles): every operation is IEEE in
// the type, so a float32 rounds each intermediate as NumPy does. fmod is
// exact, which is why it may be computed in the type too. A zero divisor
// gives a/b and fmod(a, b) (NaN), as NumPy's do; Python's
// ZeroDivisionError is checked by the caller.
func (g *moduleGen) floatDivHelper(op kernel.BinOp, t kernel.Type) *ir.Func {
	lt := llType(t)
	ft := lt.(*types.FloatType)
	name := "alpyna.floordiv." + t.Suffix()
	if op == kernel.Mod {
		name = "alpyna.mod." + t.Suffix()
	}
	return g.helper(name, lt, []string{"a", "b"}, []types.Type{lt, lt}, func(b *builder, args []value.Value) value.Value {
		x, y := args[0], args[1]
		fz := constant.NewFloat(ft, 0)
		copysign := g.intrinsic("llvm.copysign."+floatSuffix(lt), lt, lt, lt)
		mod := g.fmod(b, x, y)
		byZero := b.fcmp(enum.FPredOEQ, y, fz)
		var div value.Value = b.cur.NewFDiv(b.cur.NewFSub(x, mod), y)
		modNZ := b.fcmp(enum.FPredUNE, mod, fz) // C's "if (mod)": NaN is true
		adjust := b.and(modNZ, b.icmp(enum.IPredNE, b.fcmp(enum.FPredOLT, y, fz), b.fcmp(enum.FPredOLT, mod, fz)))
		if op == kernel.Mod {
			m := b.sel(adjust, b.cur.NewFAdd(mod, y), mod)
			m = b.sel(modNZ, m, b.cur.NewCall(copysign, fz, y))
			return b.sel(byZero, mod, m)
		}
		div = b.sel(adjust, b.cur.NewFSub(div, constant.NewFloat(ft, 1)), div)
		fl := b.cur.NewCall(g.intrinsic("llvm.floor."+floatSuffix(lt), lt, lt), div)
		up := b.fcmp(enum.FPredOGT, b.cur.NewFSub(div, fl), constant.NewFloat(ft, 0.5))
		fl2 := b.sel(up, b.cur.NewFAdd(fl, constant.NewFloat(ft, 1)), fl)
		quot := b.cur.NewFDiv(x, y)
		q := b.sel(b.fcmp(enum.FPredUNE, div, fz), fl2, b.cur.NewCall(copysign, fz, quot))
		return b.sel(byZero, quot, q)
	})
}

// fmod is C's fmod. On the CPU it is frem, which LLVM defines as fmod; on
// NVPTX frem becomes x - trunc(x/y)*y, which is not exact, so it is
// libdevice's __nv_fmod.
func (g *moduleGen) fmod(b *builder, x, y value.Value) value.Value {
	if !g.cfg.gpu {
		return b.cur.NewFRem(x, y)
	}
	t := x.Type()
	name := "__nv_fmod"
	if t.Equal(types.Float) {
		name = "__nv_fmodf"
	}
	return b.cur.NewCall(g.intrinsic(name, t, t, t), x, y)
}

// powHelper is an integer power by square-and-multiply, wrapping in the
// type as NumPy's loop does (the caller has rejected negative exponents,
// for which it returns 1).
func (g *moduleGen) powHelper(t kernel.Type) *ir.Func {
	lt := llType(t)
	return g.helper("alpyna.pow."+t.Suffix(), lt, []string{"base", "exp"}, []types.Type{lt, lt}, func(b *builder, args []value.Value) value.Value {
		r, _ := powLoop(g, b, args[0], args[1], t, false)
		return r
	})
}

// checkedPowHelper is a 64-bit power that also says whether some product
// overflowed; like Python's, it does not square the base after the last
// bit, so that 2**62 does not overflow on the way.
func (g *moduleGen) checkedPowHelper() *ir.Func {
	ret := types.NewStruct(types.I64, types.I1)
	return g.helper("alpyna.pow.checked.i64", ret, []string{"base", "exp"}, []types.Type{types.I64, types.I64}, func(b *builder, args []value.Value) value.Value {
		r, ovf := powLoop(g, b, args[0], args[1], kernel.Int64, true)
		pair := b.cur.NewInsertValue(constant.NewUndef(ret), r, 0)
		return b.cur.NewInsertValue(pair, ovf, 1)
	})
}

// powLoop emits the square-and-multiply loop; with checked, it also
// returns whether a product overflowed.
func powLoop(g *moduleGen, b *builder, base, exp value.Value, t kernel.Type, checked bool) (value.Value, value.Value) {
	one := intConst(t, 1)
	pre := b.cur
	head := b.block("loop")
	body := b.block("step")
	done := b.block("done")
	pre.NewBr(head)
	b.cur = head
	r := head.NewPhi(ir.NewIncoming(one, pre))
	bs := head.NewPhi(ir.NewIncoming(base, pre))
	e := head.NewPhi(ir.NewIncoming(exp, pre))
	ovf := head.NewPhi(ir.NewIncoming(i1c(false), pre))
	head.NewCondBr(b.icmp(enum.IPredSGT, e, zero(t)), body, done)
	b.cur = body
	odd := b.icmp(enum.IPredNE, b.cur.NewAnd(e, one), zero(t))
	more := b.icmp(enum.IPredSGT, e, one)
	var r2, bs2, ovf2 value.Value
	if checked {
		m, mo := withOverflow(g, b, "smul", r, bs)
		s, so := withOverflow(g, b, "smul", bs, bs)
		r2 = b.sel(odd, m, r)
		bs2 = b.sel(more, s, bs)
		ovf2 = b.or(ovf, b.or(b.and(odd, mo), b.and(more, so)))
	} else {
		r2 = b.sel(odd, b.cur.NewMul(r, bs), r)
		bs2 = b.sel(more, b.cur.NewMul(bs, bs), bs)
		ovf2 = ovf
	}
	e2 := b.cur.NewLShr(e, one)
	body.NewBr(head)
	r.Incs = append(r.Incs, ir.NewIncoming(r2, body))
	bs.Incs = append(bs.Incs, ir.NewIncoming(bs2, body))
	e.Incs = append(e.Incs, ir.NewIncoming(e2, body))
	ovf.Incs = append(ovf.Incs, ir.NewIncoming(ovf2, body))
	b.cur = done
	return r, ovf
}

// mathFuncs names the function computing each intrinsic (kernel's
// registry) on doubles, on the CPU and on NVPTX: LLVM's intrinsics where
// LLVM has them (they lower to libm calls on the CPU, and sqrt, floor,
// ceil and fabs to instructions on NVPTX), libm functions declared as
// clang declares them under -fno-math-errno for the others on the CPU,
// and libdevice's __nv_ functions on the GPU. On the CPU, exp and log are
// reached through a wrapper with vector variants (vecmath.go). An
// intrinsic missing here cannot be emitted (TestIntrinsics fails).
var mathFuncs = map[kernel.Intrinsic]struct{ cpu, gpu string }{
	kernel.Sqrt:  {"llvm.sqrt.f64", "llvm.sqrt.f64"},
	kernel.Exp:   {"llvm.exp.f64", "__nv_exp"},
	kernel.Log:   {"llvm.log.f64", "__nv_log"},
	kernel.Log10: {"llvm.log10.f64", "__nv_log10"},
	kernel.Sin:   {"llvm.sin.f64", "__nv_sin"},
	kernel.Cos:   {"llvm.cos.f64", "__nv_cos"},
	kernel.Tan:   {"tan", "__nv_tan"},
	kernel.Asin:  {"asin", "__nv_asin"},
	kernel.Acos:  {"acos", "__nv_acos"},
	kernel.Atan:  {"atan", "__nv_atan"},
	kernel.Atan2: {"atan2", "__nv_atan2"},
	kernel.Sinh:  {"sinh", "__nv_sinh"},
	kernel.Cosh:  {"cosh", "__nv_cosh"},
	kernel.Tanh:  {"tanh", "__nv_tanh"},
	kernel.Erf:   {"erf", "__nv_erf"},
	kernel.Floor: {"llvm.floor.f64", "llvm.floor.f64"},
	kernel.Ceil:  {"llvm.ceil.f64", "llvm.ceil.f64"},
	kernel.Fabs:  {"llvm.fabs.f64", "llvm.fabs.f64"},
	kernel.PowF:  {"llvm.pow.f64", "__nv_pow"},
	kernel.Hypot: {"alpyna.hypot", "alpyna.hypot"}, // hypotHelper, not libm's
	kernel.FMA:   {"llvm.fma.f64", "llvm.fma.f64"},
}

// mathFunc is the function computing a math intrinsic on doubles
// (mathFuncs).
func (g *moduleGen) mathFunc(fn kernel.Intrinsic) *ir.Func {
	names, ok := mathFuncs[fn]
	if fn == kernel.Hypot {
		return g.hypotHelper() // CPython's algorithm, on both targets
	}
	if !ok {
		failf("no LLVM function computes intrinsic %s", fn)
	}
	d := types.Double
	params := make([]types.Type, fn.Arity())
	for i := range params {
		params[i] = d
	}
	if g.cfg.gpu {
		return g.intrinsic(names.gpu, d, params...)
	}
	return g.intrinsic(names.cpu, d, params...)
}
