// This file defines the builder, a thin layer over llir's blocks that keeps
// the current block and unique names, and the mapping of kernel types to
// LLVM types.

package llvmgen

import (
	"fmt"
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// builder appends instructions to the current block of one function.
type builder struct {
	f     *ir.Func
	cur   *ir.Block
	names map[string]int
}

func newBuilder(f *ir.Func) *builder { return &builder{f: f, names: map[string]int{}} }

// uniq returns name, or name.N when name is taken in the function.
func (b *builder) uniq(name string) string {
	n := b.names[name]
	b.names[name] = n + 1
	if n == 0 {
		return name
	}
	return fmt.Sprintf("%s.%d", name, n)
}

// block adds a new block (not made current).
func (b *builder) block(name string) *ir.Block { return b.f.NewBlock(b.uniq(name)) }

// named gives v a readable name and returns it.
func (b *builder) named(v value.Named, name string) value.Value {
	v.SetName(b.uniq(name))
	return v
}

// ---- integer and float helpers ----

func i64c(v int64) *constant.Int { return constant.NewInt(types.I64, v) }
func i32c(v int64) *constant.Int { return constant.NewInt(types.I32, v) }
func i1c(v bool) *constant.Int   { return constant.NewBool(v) }

func nsw(v value.Value) value.Value {
	switch x := v.(type) {
	case *ir.InstAdd:
		x.OverflowFlags = append(x.OverflowFlags, enum.OverflowFlagNSW)
	case *ir.InstSub:
		x.OverflowFlags = append(x.OverflowFlags, enum.OverflowFlagNSW)
	case *ir.InstMul:
		x.OverflowFlags = append(x.OverflowFlags, enum.OverflowFlagNSW)
	}
	return v
}

func nuw(v value.Value) value.Value {
	switch x := v.(type) {
	case *ir.InstAdd:
		x.OverflowFlags = append(x.OverflowFlags, enum.OverflowFlagNUW)
	case *ir.InstMul:
		x.OverflowFlags = append(x.OverflowFlags, enum.OverflowFlagNUW)
	}
	return v
}

func (b *builder) icmp(p enum.IPred, x, y value.Value) value.Value { return b.cur.NewICmp(p, x, y) }
func (b *builder) fcmp(p enum.FPred, x, y value.Value) value.Value { return b.cur.NewFCmp(p, x, y) }
func (b *builder) sel(c, x, y value.Value) value.Value             { return b.cur.NewSelect(c, x, y) }
func (b *builder) and(x, y value.Value) value.Value                { return b.cur.NewAnd(x, y) }
func (b *builder) or(x, y value.Value) value.Value                 { return b.cur.NewOr(x, y) }
func (b *builder) not(x value.Value) value.Value                   { return b.cur.NewXor(x, i1c(true)) }

// ---- types ----

// llType is the register type of a kernel type.
func llType(t kernel.Type) types.Type {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return types.I1
	case kernel.Int32:
		return types.I32
	case kernel.PyInt, kernel.Int64:
		return types.I64
	case kernel.Int8, kernel.Int16, kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64:
		return types.I64 // extended ints: the value, extended to 64 bits
	case kernel.Float32:
		return types.Float
	case kernel.PyFloat, kernel.Float64:
		return types.Double
	}
	failf("no LLVM type for %s", t)
	return nil
}

// memType is the type of an array element in memory: bools are one byte,
// extended ints their width.
func memType(t kernel.Type) types.Type {
	if t.IsBool() {
		return types.I8
	}
	if t.IsExtInt() {
		return types.NewInt(uint64(t.ElemBits()))
	}
	return llType(t)
}

// zero is the zero value of a kernel type.
func zero(t kernel.Type) constant.Constant {
	switch lt := llType(t).(type) {
	case *types.IntType:
		return constant.NewInt(lt, 0)
	case *types.FloatType:
		return constant.NewFloat(lt, 0)
	}
	return nil
}

// minInt and maxInt are the bounds of an integer type, in its LLVM type.
func minInt(t kernel.Type) constant.Constant {
	if t == kernel.Int32 {
		return i32c(math.MinInt32)
	}
	return i64c(math.MinInt64)
}

func maxInt(t kernel.Type) constant.Constant {
	if t == kernel.Int32 {
		return i32c(math.MaxInt32)
	}
	return i64c(math.MaxInt64)
}

func intConst(t kernel.Type, v int64) constant.Constant {
	return constant.NewInt(llType(t).(*types.IntType), v)
}

func floatConst(t kernel.Type, v float64) constant.Constant {
	ft := llType(t).(*types.FloatType)
	if ft == types.Float {
		v = float64(float32(v))
	}
	return constant.NewFloat(ft, v)
}

// isFloatLL reports whether v is a float or double.
func isFloatLL(v value.Value) bool {
	_, ok := v.Type().(*types.FloatType)
	return ok
}
