// This file draws the Draws intrinsics' numbers in native CPU kernels:
// NumPy 1.24's legacy RandomState (MT19937, its 53-bit doubles, the polar
// Gaussian with one cached value, masked bounded integers), on the random
// state array of the module (kernel/random.go), bit for bit as package
// runtime's Go executor (runtime/random.go) and package pynumpy's
// interpreter draw them. The helpers read and write the state through the
// pointer they are given, so LLVM keeps every call, in order.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// randomAttrs are the helpers' attributes: they touch only the memory
// their pointer argument reaches.
var randomAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrArgMemOnly, enum.FuncAttrWillReturn}

// randomHelper returns the internal function name over the state pointer
// and the given extra parameters, building it with body on first use.
func (g *moduleGen) randomHelper(name string, ret types.Type, extra []types.Type,
	body func(b *builder, st value.Value, args []value.Value)) *ir.Func {
	if f, ok := g.funcs[name]; ok {
		return f
	}
	ps := []*ir.Param{ir.NewParam("st", types.NewPointer(types.I64))}
	for _, t := range extra {
		ps = append(ps, ir.NewParam("", t))
	}
	f := g.m.NewFunc(name, ret, ps...)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = randomAttrs
	g.funcs[name] = f
	b := newBuilder(f)
	b.cur = b.block("entry")
	args := make([]value.Value, len(extra))
	for i := range extra {
		args[i] = ps[i+1]
	}
	body(b, ps[0], args)
	return f
}

// word is a pointer to the state's word k.
func word(b *builder, st, k value.Value) value.Value {
	p := b.cur.NewGetElementPtr(types.I64, st, k)
	p.InBounds = true
	return p
}

// mtTwist is mt19937_gen: the key's next 624 words, in place, word i from
// words i+1 and i+397 (mod 624), those below i already renewed, as the
// reference's three loops have it; the position goes back to 0.
func (g *moduleGen) mtTwist() *ir.Func {
	return g.randomHelper("alpyna.mt.twist", types.Void, nil, func(b *builder, st value.Value, _ []value.Value) {
		entry := b.cur
		loop, done := b.block("loop"), b.block("done")
		entry.NewBr(loop)
		b.cur = loop
		i := loop.NewPhi(ir.NewIncoming(i64c(0), entry))
		key := func(k value.Value) value.Value {
			return b.cur.NewTrunc(b.cur.NewLoad(types.I64, word(b, st, k)), types.I32)
		}
		next := b.cur.NewAdd(i, i64c(1))
		j := b.sel(b.icmp(enum.IPredEQ, next, i64c(kernel.RandomKeyWords)), i64c(0), next)
		m := b.cur.NewURem(b.cur.NewAdd(i, i64c(397)), i64c(kernel.RandomKeyWords))
		y := b.or(b.and(key(i), i32c(-0x80000000)), b.and(key(j), i32c(0x7fffffff)))
		mag := b.and(b.cur.NewSub(i32c(0), b.and(y, i32c(1))), i32c(int64(int32(-0x66f74f21))))
		v := b.cur.NewXor(b.cur.NewXor(key(m), b.cur.NewLShr(y, i32c(1))), mag)
		b.cur.NewStore(b.cur.NewZExt(v, types.I64), word(b, st, i))
		i.Incs = append(i.Incs, ir.NewIncoming(next, loop))
		loop.NewCondBr(b.icmp(enum.IPredULT, next, i64c(kernel.RandomKeyWords)), loop, done)
		b.cur = done
		b.cur.NewStore(i64c(0), word(b, st, i64c(kernel.RandomPos)))
		b.cur.NewRet(nil)
	})
}

// mtNext32 is mt19937_next32: the next tempered word, twisting first when
// the key is used up.
func (g *moduleGen) mtNext32() *ir.Func {
	twist := g.mtTwist()
	return g.randomHelper("alpyna.mt.next32", types.I32, nil, func(b *builder, st value.Value, _ []value.Value) {
		posPtr := word(b, st, i64c(kernel.RandomPos))
		entry := b.cur
		refill, draw := b.block("refill"), b.block("draw")
		pos := b.cur.NewLoad(types.I64, posPtr)
		entry.NewCondBr(b.icmp(enum.IPredSGE, pos, i64c(kernel.RandomKeyWords)), refill, draw)
		b.cur = refill
		b.cur.NewCall(twist, st)
		refill.NewBr(draw)
		b.cur = draw
		p := draw.NewPhi(ir.NewIncoming(pos, entry), ir.NewIncoming(i64c(0), refill))
		y := value.Value(b.cur.NewTrunc(b.cur.NewLoad(types.I64, word(b, st, p)), types.I32))
		b.cur.NewStore(b.cur.NewAdd(p, i64c(1)), posPtr)
		y = b.cur.NewXor(y, b.cur.NewLShr(y, i32c(11)))
		y = b.cur.NewXor(y, b.and(b.cur.NewShl(y, i32c(7)), i32c(int64(int32(-0x62d3a980)))))
		y = b.cur.NewXor(y, b.and(b.cur.NewShl(y, i32c(15)), i32c(int64(int32(-0x103a0000)))))
		y = b.cur.NewXor(y, b.cur.NewLShr(y, i32c(18)))
		b.cur.NewRet(y)
	})
}

// mtDouble is mt19937_next_double: (a >> 5) * 2**26 + (b >> 6) over 2**53,
// a drawn before b.
func (g *moduleGen) mtDouble() *ir.Func {
	next := g.mtNext32()
	return g.randomHelper("alpyna.mt.double", types.Double, nil, func(b *builder, st value.Value, _ []value.Value) {
		hi := b.cur.NewLShr(b.cur.NewCall(next, st), i32c(5))
		lo := b.cur.NewLShr(b.cur.NewCall(next, st), i32c(6))
		x := b.cur.NewFMul(b.cur.NewUIToFP(hi, types.Double), constant.NewFloat(types.Double, 67108864.0))
		x2 := b.cur.NewFAdd(x, b.cur.NewUIToFP(lo, types.Double))
		b.cur.NewRet(b.cur.NewFDiv(x2, constant.NewFloat(types.Double, 9007199254740992.0)))
	})
}

// mtGauss is legacy_gauss: the cached value if there is one; else pairs
// (x1, x2) = 2*double - 1 until 0 < x1² + x2² < 1, f = sqrt(-2 log(r2) /
// r2), f*x1 cached and f*x2 returned. log is the C library's, as NumPy's.
func (g *moduleGen) mtGauss() *ir.Func {
	double := g.mtDouble()
	d := types.Double
	return g.randomHelper("alpyna.mt.gauss", d, nil, func(b *builder, st value.Value, _ []value.Value) {
		hasPtr := word(b, st, i64c(kernel.RandomHasGauss))
		cachePtr := word(b, st, i64c(kernel.RandomGauss))
		cached, loop, done := b.block("cached"), b.block("loop"), b.block("done")
		b.cur.NewCondBr(b.icmp(enum.IPredNE, b.cur.NewLoad(types.I64, hasPtr), i64c(0)), cached, loop)
		b.cur = cached
		b.cur.NewStore(i64c(0), hasPtr)
		b.cur.NewRet(b.cur.NewBitCast(b.cur.NewLoad(types.I64, cachePtr), d))
		b.cur = loop
		one, two := constant.NewFloat(d, 1), constant.NewFloat(d, 2)
		x1 := b.cur.NewFSub(b.cur.NewFMul(two, b.cur.NewCall(double, st)), one)
		x2 := b.cur.NewFSub(b.cur.NewFMul(two, b.cur.NewCall(double, st)), one)
		r2 := b.cur.NewFAdd(b.cur.NewFMul(x1, x1), b.cur.NewFMul(x2, x2))
		ok := b.and(b.fcmp(enum.FPredOLT, r2, one), b.fcmp(enum.FPredUNE, r2, constant.NewFloat(d, 0)))
		b.cur.NewCondBr(ok, done, loop)
		b.cur = done
		log := b.cur.NewCall(g.intrinsic("llvm.log.f64", d, d), r2)
		q := b.cur.NewFDiv(b.cur.NewFMul(constant.NewFloat(d, -2), log), r2)
		f := b.cur.NewCall(g.intrinsic("llvm.sqrt.f64", d, d), q)
		b.cur.NewStore(b.cur.NewBitCast(b.cur.NewFMul(f, x1), types.I64), cachePtr)
		b.cur.NewStore(i64c(1), hasPtr)
		b.cur.NewRet(b.cur.NewFMul(f, x2))
	})
}

// mtBounded is random_bounded_uint64 with masked rejection for one value:
// a uniform integer in [0, rng], from 32-bit words where rng fits in 32
// bits and from pairs of them (high word first) otherwise.
func (g *moduleGen) mtBounded() *ir.Func {
	next := g.mtNext32()
	return g.randomHelper("alpyna.mt.bounded", types.I64, []types.Type{types.I64}, func(b *builder, st value.Value, args []value.Value) {
		rng := args[0]
		mask := rng
		for _, k := range []int64{1, 2, 4, 8, 16, 32} {
			mask = b.or(mask, b.cur.NewLShr(mask, i64c(k)))
		}
		zero, small, wide, all := b.block("zero"), b.block("small"), b.block("wide"), b.block("all")
		b.cur.NewSwitch(rng, small, ir.NewCase(i64c(0), zero), ir.NewCase(i64c(-1), all))
		b.cur = zero
		b.cur.NewRet(i64c(0))
		b.cur = all
		b.cur.NewRet(g.mtNext64(b, next, st))
		// Words of 32 bits where rng fits (rng == 2**32 - 1: every word
		// passes the mask).
		b.cur = small
		try32, try64 := b.block("try32"), b.block("try64")
		b.cur.NewCondBr(b.icmp(enum.IPredULE, rng, i64c(0xFFFFFFFF)), try32, wide)
		b.cur = try32
		v32 := b.and(b.cur.NewZExt(b.cur.NewCall(next, st), types.I64), mask)
		ret32 := b.block("ret32")
		b.cur.NewCondBr(b.icmp(enum.IPredULE, v32, rng), ret32, try32)
		b.cur = ret32
		b.cur.NewRet(v32)
		b.cur = wide
		b.cur.NewBr(try64)
		b.cur = try64
		v64 := b.and(g.mtNext64(b, next, st), mask)
		ret64 := b.block("ret64")
		b.cur.NewCondBr(b.icmp(enum.IPredULE, v64, rng), ret64, try64)
		b.cur = ret64
		b.cur.NewRet(v64)
	})
}

// mtNext64 is mt19937_next64: two words, the first the high one.
func (g *moduleGen) mtNext64(b *builder, next *ir.Func, st value.Value) value.Value {
	hi := b.cur.NewZExt(b.cur.NewCall(next, st), types.I64)
	lo := b.cur.NewZExt(b.cur.NewCall(next, st), types.I64)
	return b.or(b.cur.NewShl(hi, i64c(32)), lo)
}

// draw is a Draws intrinsic's value, its arguments evaluated: the draw
// from the module's random state, then NumPy's arithmetic on it.
func (fg *funcGen) draw(x *kernel.Call, args []value.Value) value.Value {
	if fg.g.cfg.gpu {
		failf("kernel %s: %s draws random numbers, which only the CPU's kernels do", fg.k.Name, x.Fn)
	}
	a := fg.g.km.RandomState(kernel.StateArray(x.Fn))
	if a == nil {
		failf("kernel %s: %s draws without the random state array", fg.k.Name, x.Fn)
	}
	st := fg.dataPtr(a)
	d := types.Double
	switch x.Fn {
	case kernel.RandUniform, kernel.PyRandUniform:
		u := fg.cur.NewCall(fg.g.mtDouble(), st)
		return fg.cur.NewFAdd(args[0], fg.cur.NewFMul(fg.cur.NewFSub(args[1], args[0]), u))
	case kernel.RandNormal:
		z := fg.cur.NewCall(fg.g.mtGauss(), st)
		return fg.cur.NewFAdd(args[0], fg.cur.NewFMul(args[1], z))
	case kernel.RandExponential:
		u := fg.cur.NewCall(fg.g.mtDouble(), st)
		log := fg.cur.NewCall(fg.g.intrinsic("llvm.log.f64", d, d), fg.cur.NewFSub(constant.NewFloat(d, 1), u))
		return fg.cur.NewFMul(args[0], fg.cur.NewFNeg(log))
	case kernel.RandInt:
		rng := fg.cur.NewSub(fg.cur.NewSub(args[1], args[0]), i64c(1))
		return fg.cur.NewAdd(args[0], fg.cur.NewCall(fg.g.mtBounded(), st, rng))
	}
	failf("kernel %s: %s is no draw", fg.k.Name, x.Fn)
	return nil
}
