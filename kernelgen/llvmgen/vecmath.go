// This file is the CPU's vector math: functions on <N x double> that LLVM's
// loop vectorizer calls in place of N scalar calls of exp, sin, cos, pow,
// tanh, sinh and cosh (log and atan have ones too, which kernels do not
// call: see vectorMath), and whose every lane is bit for bit the C
// library's result for that lane, as CPython's math functions give it.
// The algorithms are in vecmath_explog.go, vecmath_exp.go,
// vecmath_trig.go, vecmath_pow.go, vecmath_hyp.go and vecmath_atan.go;
// this file has what they share.
//
// The kernel calls @alpyna.NAME, a scalar wrapper of libm's function, with
// the call-site attribute "vector-function-abi-variant" naming
// @alpyna.NAME.v2 and .v4 (LLVM's vector function ABI, with the "_LLVM_"
// ISA token): a loop the vectorizer takes calls the variant of its width.
// The wrapper is not inlined before the vectorizer has seen it.
//
// A variant computes the function as a double-double hi + lo, to a
// relative error far below an ulp (2^-60 or better), and returns hi only
// where hi is certainly libm's result. glibc's functions are not all
// correctly rounded, but each has a small bound on its error: e ulp, a
// little above one half. Wherever the exact value lies within 1 - e ulp
// of a double, that double is the only one within e ulp, so it is glibc's
// result; it is hi when |lo| stays below that, less this code's own error
// (roundsAsLibm, with a margin per function). Every other lane, and every
// lane whose argument is outside the range the variant handles, calls libm
// (libmLanes), only when some lane needs it. tanh, sinh and cosh are the
// exception: glibc's are not accurate enough for the test, and their
// variants replay glibc's operations instead (vecmath_hyp.go); so does exp
// where the C library's is glibc's (vecmath_exp.go), which is faster than
// the test.

package llvmgen

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// vectorWidths are the widths the vector variants come in: 2 and 4 lanes
// (SSE2 and AVX; LLVM 14 prefers 256-bit vectors on AVX-512 machines too).
var vectorWidths = []int{2, 4}

// vectorMath names the builder of each intrinsic's N-lane variant, for the
// intrinsics that have one on the CPU, and whether kernels call it (a
// variant that is slower than the scalar calls can be kept, and tested,
// with kernels false; tanh's, sinh's and cosh's depend on the C library,
// see vecmath_hyp.go). The variant's lanes must equal the function
// mathFuncs names, which its slow lanes call.
var vectorMath = map[kernel.Intrinsic]struct {
	build   func(g *moduleGen, n int) *ir.Func
	kernels func() bool
}{
	kernel.Exp: {(*moduleGen).vecExp, always},
	// The 4-lane log costs 5.7-5.8 ns per element on the development VM
	// (AVX-512 Xeon, glibc 2.36), glibc's scalar log 4.5-4.8, and a 4M
	// math.log loop 36.1 ms against 30.2-30.5 with glibc's (docs/llvm.md,
	// "Speed"): kernels call glibc's. pow uses its core.
	kernel.Log:  {(*moduleGen).vecLog, never},
	kernel.Sin:  {(*moduleGen).vecSin, always},
	kernel.Cos:  {(*moduleGen).vecCos, always},
	kernel.PowF: {(*moduleGen).vecPow, always},
	kernel.Tanh: {(*moduleGen).vecTanh, func() bool { return replayed(kernel.Tanh) }},
	kernel.Sinh: {(*moduleGen).vecSinh, func() bool { return replayed(kernel.Sinh) }},
	kernel.Cosh: {(*moduleGen).vecCosh, func() bool { return replayed(kernel.Cosh) }},
	// The atan variant is 1.24 times faster than glibc's atan on [-3, 3]
	// with a margin of 0.47 ulp, but glibc states no bound on its error
	// (0.516 ulp measured) and with a margin of 0.44 it is slower
	// (docs/llvm.md, "atan"): kernels call glibc's.
	kernel.Atan: {(*moduleGen).vecAtan, never},
}

// always and never are vectorMath's kernels flags of variants that
// kernels always call and never call.
func always() bool { return true }
func never() bool  { return false }

// mathCall computes the math function fn of args (doubles): libm's function
// behind a wrapper with vector variants where fn has them, else the
// function mathFuncs names.
func (fg *funcGen) mathCall(fn kernel.Intrinsic, args ...value.Value) value.Value {
	if f, attr, ok := fg.g.vectorizable(fn); ok {
		call := fg.cur.NewCall(f, args...)
		call.FuncAttrs = append(call.FuncAttrs, attr)
		return call
	}
	return fg.cur.NewCall(fg.g.mathFunc(fn), args...)
}

// vectorizable returns, for an intrinsic with a vector form, the scalar
// function the kernels call, libm's behind a wrapper named
// @alpyna.NAME, and the call-site attribute that names its vector
// variants @alpyna.NAME.vN (N in vectorWidths), so that the loop
// vectorizer calls a variant for N lanes. ok is false for the others.
func (g *moduleGen) vectorizable(fn kernel.Intrinsic) (f *ir.Func, attr ir.FuncAttribute, ok bool) {
	vm, ok := vectorMath[fn]
	if !ok || g.cfg.gpu || !vm.kernels() {
		return nil, nil, false
	}
	name := "alpyna." + fn.Info().Name
	// One "v" per vector parameter in the mangled name.
	params := strings.Repeat("v", fn.Arity())
	var variants []string
	for _, n := range vectorWidths {
		variants = append(variants, fmt.Sprintf("_ZGV_LLVM_N%d%s_%s(%s)", n, params, name, vm.build(g, n).Name()))
	}
	attr = ir.AttrPair{Key: "vector-function-abi-variant", Value: strings.Join(variants, ",")}
	if f, ok := g.funcs[name]; ok {
		return f, attr, true
	}
	ps, args := mathParams(fn, types.Double)
	f = g.m.NewFunc(name, types.Double, ps...)
	f.Linkage = enum.LinkageInternal
	// noinline: inlined before the vectorizer, the call would be libm's
	// again, which LLVM vectorizes by calling it lane by lane.
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoInline, enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	// Kept as used (its address taken), so that opt's interprocedural
	// passes leave its parameters alone: with a constant y at every call
	// (x ** 1.7), they would drop the parameter, and the calls would no
	// longer match the variants' shape.
	g.keep(f)
	b := newBuilder(f)
	b.cur = b.block("entry")
	b.cur.NewRet(b.cur.NewCall(g.mathFunc(fn), args...))
	return f, attr, true
}

// mathParams are the parameters x (and y) of a function computing fn, of
// type t, and the same as values.
func mathParams(fn kernel.Intrinsic, t types.Type) ([]*ir.Param, []value.Value) {
	ps := []*ir.Param{ir.NewParam("x", t), ir.NewParam("y", t)}[:fn.Arity()]
	args := make([]value.Value, len(ps))
	for i, p := range ps {
		args[i] = p
	}
	return ps, args
}

// vecBuilder emits the body of an N-lane variant.
type vecBuilder struct {
	*builder
	g   *moduleGen
	n   int
	vt  *types.VectorType // <N x double>
	it  *types.VectorType // <N x i64>
	fma *ir.Func          // llvm.fma on <N x double>
}

// c is the double v in every lane.
func (v *vecBuilder) c(f float64) constant.Constant { return splat(v.n, f) }

// ci is the i64 i in every lane.
func (v *vecBuilder) ci(i int64) constant.Constant { return splatI(v.n, i) }

// mulAdd is a*b + c by lane, fused where the target has an FMA (LLVM's
// fmuladd): for polynomials, whose error bounds hold either way.
func (v *vecBuilder) mulAdd(a, b, c value.Value) value.Value {
	return v.cur.NewCall(v.g.intrinsic(fmt.Sprintf("llvm.fmuladd.v%df64", v.n), v.vt, v.vt, v.vt, v.vt), a, b, c)
}

// abs is |x| by lane.
func (v *vecBuilder) abs(x value.Value) value.Value {
	return v.cur.NewCall(v.g.intrinsic(fmt.Sprintf("llvm.fabs.v%df64", v.n), v.vt, v.vt), x)
}

// vecVariant returns fn's N-lane variant @alpyna.NAME.vN, building it on
// first use: body computes every lane's result and which lanes it is
// certainly libm's result for (fast); the other lanes are libm's.
func (g *moduleGen) vecVariant(fn kernel.Intrinsic, n int, body func(v *vecBuilder, args []value.Value) (res, fast value.Value)) *ir.Func {
	name := fmt.Sprintf("alpyna.%s.v%d", fn.Info().Name, n)
	if f, ok := g.funcs[name]; ok {
		return f
	}
	vt := types.NewVector(uint64(n), types.Double)
	ps, args := mathParams(fn, vt)
	f := g.m.NewFunc(name, vt, ps...)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}
	g.funcs[name] = f
	g.keep(f)
	v := &vecBuilder{builder: newBuilder(f), g: g, n: n, vt: vt, it: types.NewVector(uint64(n), types.I64)}
	v.fma = g.intrinsic(fmt.Sprintf("llvm.fma.v%df64", n), vt, vt, vt, vt)
	v.cur = v.block("entry")
	res, fast := body(v, args)
	v.cur.NewRet(g.libmLanes(v.builder, g.mathFunc(fn), args, res, fast, n))
	return f
}

// keep lists f in @llvm.compiler.used, so that opt does not delete an
// internal function before the vectorizer calls it.
func (g *moduleGen) keep(f *ir.Func) {
	ptr := types.NewPointer(types.I8)
	g.used = append(g.used, constant.NewBitCast(f, ptr))
	arr := constant.NewArray(types.NewArray(uint64(len(g.used)), ptr), g.used...)
	if g.usedGlobal == nil {
		g.usedGlobal = g.m.NewGlobalDef("llvm.compiler.used", arr)
		g.usedGlobal.Linkage = enum.LinkageAppending
		g.usedGlobal.Section = "llvm.metadata"
		return
	}
	g.usedGlobal.Init = arr
	g.usedGlobal.ContentType = arr.Typ
	g.usedGlobal.Typ = types.NewPointer(arr.Typ)
}

// splat is a vector of n copies of the double c.
func splat(n int, c float64) constant.Constant {
	t := types.NewVector(uint64(n), types.Double)
	elems := make([]constant.Constant, n)
	for i := range elems {
		elems[i] = constant.NewFloat(types.Double, c)
	}
	return constant.NewVector(t, elems...)
}

// splatI is a vector of n copies of the i64 c.
func splatI(n int, c int64) constant.Constant {
	t := types.NewVector(uint64(n), types.I64)
	elems := make([]constant.Constant, n)
	for i := range elems {
		elems[i] = constant.NewInt(types.I64, c)
	}
	return constant.NewVector(t, elems...)
}

// tableGlobal is the module's constant array name holding vals, made on
// first use.
func (g *moduleGen) tableGlobal(name string, vals []float64) *ir.Global {
	if gl, ok := g.tables[name]; ok {
		return gl
	}
	elems := make([]constant.Constant, len(vals))
	for i, v := range vals {
		elems[i] = constant.NewFloat(types.Double, v)
	}
	arr := constant.NewArray(types.NewArray(uint64(len(elems)), types.Double), elems...)
	gl := g.m.NewGlobalDef(name, arr)
	gl.Immutable = true
	gl.Linkage = enum.LinkageInternal
	gl.Align = 32 // rows of up to 4 doubles load aligned
	if g.tables == nil {
		g.tables = map[string]*ir.Global{}
	}
	g.tables[name] = gl
	return gl
}

// tableLanes loads, for each lane of the index vector idx, the row idx of
// a table of rows of width doubles (2 or 4: a power of two, for aligned
// rows), and returns the columns as vectors. Each lane's row is one vector
// load, and the columns are gathered from the rows by shuffles: x86 has
// gathers, but LLVM 14 makes no better code of them for 2 to 8 lanes, and
// loading element by element costs one load and one insert per element.
func (g *moduleGen) tableLanes(b *builder, tab *ir.Global, idx value.Value, width, n int) []value.Value {
	rt := types.NewVector(uint64(width), types.Double)
	rows := make([]value.Value, n)
	for lane := range rows {
		row := b.cur.NewMul(b.cur.NewExtractElement(idx, i64c(int64(lane))), i64c(int64(width)))
		p := b.cur.NewGetElementPtr(tab.ContentType, tab, i64c(0), row)
		p.InBounds = true
		ld := b.cur.NewLoad(rt, b.cur.NewBitCast(p, types.NewPointer(rt)))
		ld.Align = ir.Align(8 * width)
		rows[lane] = ld
	}
	cols := make([]value.Value, width)
	for c := range cols {
		cols[c] = gatherColumn(b, rows, c, width)
	}
	return cols
}

// gatherColumn is the vector of element c of each of rows (vectors of
// width doubles; a power of two of rows, at least 2), by shuffles: the
// elements of pairs of rows first, then those pairs joined, and so on.
func gatherColumn(b *builder, rows []value.Value, c, width int) value.Value {
	var parts []value.Value
	for i := 0; i < len(rows); i += 2 {
		parts = append(parts, b.cur.NewShuffleVector(rows[i], rows[i+1], shuffleMask(c, width+c)))
	}
	for partLen := 2; len(parts) > 1; partLen *= 2 {
		joined := make([]int, 2*partLen)
		for k := range joined {
			joined[k] = k
		}
		var next []value.Value
		for i := 0; i < len(parts); i += 2 {
			next = append(next, b.cur.NewShuffleVector(parts[i], parts[i+1], shuffleMask(joined...)))
		}
		parts = next
	}
	return parts[0]
}

// shuffleMask is the shufflevector mask picking elements idx.
func shuffleMask(idx ...int) constant.Constant {
	elems := make([]constant.Constant, len(idx))
	for k, i := range idx {
		elems[k] = constant.NewInt(types.I32, int64(i))
	}
	return constant.NewVector(types.NewVector(uint64(len(idx)), types.I32), elems...)
}

// libmLanes returns res with the lanes where fast is false replaced by the
// scalar function libm's result of that lane of args. The slow lanes are
// visited by a loop over the set bits of their mask, entered only when
// some lane needs it: one unpredictable branch per call, and the loop's
// exit, rather than one per lane.
func (g *moduleGen) libmLanes(b *builder, libm *ir.Func, args []value.Value, res, fast value.Value, n int) value.Value {
	if c, ok := fast.(*constant.Vector); ok && allTrue(c) {
		return res
	}
	mt := types.NewInt(uint64(n))
	fastBits := b.cur.NewBitCast(fast, mt)
	allFast := b.icmp(enum.IPredEQ, fastBits, constant.NewInt(mt, -1))
	done := b.block("done")
	slow := b.block("slow")
	loop := b.block("lane")
	pre := b.cur
	pre.NewCondBr(allFast, done, slow)
	slowMask := slow.NewZExt(slow.NewXor(fastBits, constant.NewInt(mt, -1)), types.I64)
	slow.NewBr(loop)
	b.cur = loop
	m := loop.NewPhi(ir.NewIncoming(slowMask, slow))
	acc := loop.NewPhi(ir.NewIncoming(res, slow))
	lane := loop.NewCall(g.intrinsic("llvm.cttz.i64", types.I64, types.I64, types.I1), m, i1c(true))
	scalars := make([]value.Value, len(args))
	for i, a := range args {
		scalars[i] = loop.NewExtractElement(a, lane)
	}
	acc2 := loop.NewInsertElement(acc, loop.NewCall(libm, scalars...), lane)
	m2 := loop.NewAnd(m, loop.NewSub(m, i64c(1)))
	m.Incs = append(m.Incs, ir.NewIncoming(m2, loop))
	acc.Incs = append(acc.Incs, ir.NewIncoming(acc2, loop))
	loop.NewCondBr(loop.NewICmp(enum.IPredNE, m2, i64c(0)), loop, done)
	b.cur = done
	return done.NewPhi(ir.NewIncoming(res, pre), ir.NewIncoming(acc2, loop))
}

// allTrue reports whether every element of the i1 vector c is true.
func allTrue(c *constant.Vector) bool {
	for _, e := range c.Elems {
		if i, ok := e.(*constant.Int); !ok || i.X.Sign() == 0 {
			return false
		}
	}
	return true
}

// twoSum is Knuth's TwoSum: s = a + b rounded and e the exact rest.
func twoSum(b *builder, x, y value.Value) (s, e value.Value) {
	c := b.cur
	s = c.NewFAdd(x, y)
	yy := c.NewFSub(s, x)
	e = c.NewFAdd(c.NewFSub(x, c.NewFSub(s, yy)), c.NewFSub(y, yy))
	return s, e
}

// fastTwoSum is Dekker's Fast2Sum: s = a + b rounded and e the exact
// rest, for |a| >= |b| (or a zero).
func fastTwoSum(b *builder, x, y value.Value) (s, e value.Value) {
	c := b.cur
	s = c.NewFAdd(x, y)
	e = c.NewFSub(y, c.NewFSub(s, x))
	return s, e
}

// roundsAsLibm reports, by lane, whether the double-double hi + lo rounds
// to hi with lo less than safe ulps of hi from zero (safe a vector of
// margins below one half, one per lane), so that a libm result within
// 0.5 + (0.5-safe) ulp is hi. It is Ziv's rounding test: hi + lo*(0.5/safe)
// rounds to hi exactly when |lo| (0.5/safe) is at most half an ulp of hi
// in lo's direction (the ulp below a power of two is half the one above),
// that is, when |lo| <= safe ulp. The caller passes e = 0.5/safe; hi must
// be normal, and NaN lanes fail.
func roundsAsLibm(b *builder, hi, lo, e value.Value) value.Value {
	c := b.cur
	return c.NewFCmp(enum.FPredOEQ, c.NewFAdd(hi, c.NewFMul(lo, e)), hi)
}

// zivFactor is the factor of roundsAsLibm for the margin safe.
func zivFactor(safe float64) float64 { return 0.5 / safe }

// bigLn2 is ln 2 to prec bits, by the series ln 2 = sum 1/(k 2^k).
func bigLn2(prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec + 32)
	for k := 1; k < int(prec)+40; k++ {
		term := pow2(prec+32, -k)
		term.Quo(term, new(big.Float).SetInt64(int64(k)))
		sum.Add(sum, term)
	}
	return sum.SetPrec(prec)
}

// pow2 is 2^e with prec bits of precision.
func pow2(prec uint, e int) *big.Float {
	f := new(big.Float).SetPrec(prec).SetInt64(1)
	return f.SetMantExp(f, e)
}
