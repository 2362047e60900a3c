package kernelgen

import (
	"math"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// extTypes are the extended ints (kernel.Type): NumPy's other integer
// dtypes, which kernels take as arrays.
var extTypes = []kernel.Type{kernel.Int8, kernel.Int16, kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64}

var extDTypes = map[kernel.Type]ndarray.DType{kernel.Int8: ndarray.Int8, kernel.Int16: ndarray.Int16,
	kernel.UInt8: ndarray.UInt8, kernel.UInt16: ndarray.UInt16, kernel.UInt32: ndarray.UInt32, kernel.UInt64: ndarray.UInt64}

// TestPromotionOfExtInts checks np.promote_types and NumPy 1.24's scalar
// rules on the extended ints, each rule as CPython 3.11 with NumPy 1.24
// gives it (type(np.uint8(5) + 1) is numpy.int64: a Python number is an
// int64 or a float64 for scalars).
func TestPromotionOfExtInts(t *testing.T) {
	cases := []struct {
		op   nest.BinOp
		x, y kernel.Type
		want kernel.Type
	}{
		{nest.Add, kernel.UInt8, kernel.UInt8, kernel.UInt8},
		{nest.Add, kernel.UInt8, kernel.Int8, kernel.Int16},
		{nest.Add, kernel.UInt16, kernel.Int8, kernel.Int32},
		{nest.Add, kernel.UInt16, kernel.Int16, kernel.Int32},
		{nest.Add, kernel.UInt32, kernel.Int8, kernel.Int64},
		{nest.Add, kernel.UInt32, kernel.Int32, kernel.Int64},
		{nest.Add, kernel.UInt64, kernel.Int64, kernel.Float64},
		{nest.Add, kernel.UInt64, kernel.PyInt, kernel.Float64},
		{nest.Add, kernel.UInt64, kernel.UInt8, kernel.UInt64},
		{nest.Add, kernel.UInt8, kernel.PyInt, kernel.Int64},
		{nest.FloorDiv, kernel.UInt8, kernel.PyInt, kernel.Int64},
		{nest.Add, kernel.Int8, kernel.PyBool, kernel.Int8},
		{nest.Add, kernel.Int8, kernel.Int16, kernel.Int16},
		{nest.Add, kernel.Int16, kernel.Int32, kernel.Int32},
		{nest.Add, kernel.UInt8, kernel.UInt32, kernel.UInt32},
		{nest.Mul, kernel.UInt8, kernel.PyFloat, kernel.Float64},
		{nest.Mul, kernel.UInt8, kernel.Float32, kernel.Float32},
		{nest.Mul, kernel.Int16, kernel.Float32, kernel.Float32},
		{nest.Mul, kernel.UInt32, kernel.Float32, kernel.Float64},
		{nest.Div, kernel.UInt8, kernel.UInt8, kernel.Float64},
		{nest.LShift, kernel.UInt8, kernel.PyInt, kernel.Int64},
		{nest.RShift, kernel.UInt16, kernel.UInt16, kernel.UInt16},
		{nest.BitXor, kernel.UInt64, kernel.UInt64, kernel.UInt64},
		{nest.Max, kernel.Int8, kernel.Int8, kernel.Int8},
	}
	for _, c := range cases {
		got, err := arith(c.op, c.x, c.y)
		if err != nil || got != c.want {
			t.Errorf("%s %s %s: %s (%v), want %s", c.x, c.op, c.y, got, err, c.want)
		}
	}
	for _, c := range []struct{ x, y, want kernel.Type }{
		{kernel.UInt8, kernel.Int8, kernel.Int64}, // compared as int16, in an int64
		{kernel.UInt32, kernel.PyInt, kernel.Int64},
		{kernel.UInt64, kernel.PyInt, kernel.Float64}, // NumPy compares them as float64
		{kernel.UInt16, kernel.PyFloat, kernel.Float64},
	} {
		if op, _ := compareSet(single(c.x), single(c.y)); op != single(c.want) {
			t.Errorf("%s < %s: compared as %s, want %s", c.x, c.y, op, c.want)
		}
	}
}

// TestExtIntRefusals: what kernels do not compute for extended ints is
// refused with a reason, never guessed, so that the nest runs on the
// loop-record executor.
func TestExtIntRefusals(t *testing.T) {
	for _, c := range []struct {
		op   nest.BinOp
		x, y kernel.Type
	}{
		{nest.FloorDiv, kernel.UInt64, kernel.UInt64},
		{nest.Mod, kernel.UInt64, kernel.UInt8},
		{nest.RShift, kernel.UInt64, kernel.UInt32},
		{nest.Max, kernel.UInt64, kernel.UInt64},
		{nest.Pow, kernel.UInt8, kernel.UInt8},
		{nest.BitXor, kernel.UInt64, kernel.Int64}, // float64: TypeError in NumPy
		{nest.LShift, kernel.UInt64, kernel.PyInt},
		{nest.Min, kernel.UInt8, kernel.Int8}, // either type
	} {
		if got, err := arith(c.op, c.x, c.y); err == nil {
			t.Errorf("%s %s %s: typed %s, want a refusal", c.x, c.op, c.y, got)
		}
	}
	if op, _ := compareSet(single(kernel.UInt64), single(kernel.UInt8)); !op.has(kernel.Invalid) {
		t.Errorf("uint64 < uint8: compared as %s, want a refusal", op)
	}
	if _, err := unaryType(nest.Neg, kernel.UInt64); err == nil {
		t.Errorf("-uint64 (and abs): typed, want a refusal")
	}
	for _, c := range []struct {
		fn string
		t  kernel.Type
	}{{"numpy.sqrt", kernel.UInt8}, {"int", kernel.UInt64}, {"numpy.int64", kernel.Int8}} {
		if extIntArg(c.fn, single(c.t)) == nil {
			t.Errorf("%s of a %s: compiled, want a refusal", c.fn, c.t)
		}
	}
	for _, c := range []struct {
		fn string
		t  kernel.Type
	}{{"int", kernel.UInt32}, {"float", kernel.UInt64}, {"math.sqrt", kernel.UInt8}, {"abs", kernel.Int8}} {
		if err := extIntArg(c.fn, single(c.t)); err != nil {
			t.Errorf("%s of a %s: %v", c.fn, c.t, err)
		}
	}
}

// extEdges are values of type t, its extremes first, as t's register
// holds them.
func extEdges(t kernel.Type) []int64 {
	var lo, hi int64
	switch t {
	case kernel.Int8:
		lo, hi = math.MinInt8, math.MaxInt8
	case kernel.Int16:
		lo, hi = math.MinInt16, math.MaxInt16
	case kernel.UInt8:
		hi = math.MaxUint8
	case kernel.UInt16:
		hi = math.MaxUint16
	case kernel.UInt32:
		hi = math.MaxUint32
	case kernel.UInt64:
		return []int64{0, 1, 2, 7, -1, math.MinInt64, math.MaxInt64, -12345, 1 << 40}
	}
	vs := []int64{lo, hi, 0, 1, 2, 3, 7, -3, lo + 1, hi - 1, hi / 2, hi/2 + 1, lo / 3, -hi / 3}
	for i, v := range vs {
		vs[i] = wrapInt(t, v) // -3 of an unsigned type: its maximum less 2
	}
	return vs
}

func extSample(t kernel.Type, v int64) runtime.Value {
	if dt, ok := extDTypes[t]; ok {
		return runtime.NumPyScalar(ndarray.MakeInt(dt, v))
	}
	return sample(t, v)
}

// TestExtIntArithmeticMatchesExecutor lowers x op y on extended ints as
// kernelgen does (in int64, then wrapped into the result's type) and runs
// it on the Go executor of the kernel IR, against what the interpreter's
// executor computes with NumPy 1.24's scalar semantics, for every
// operation kernelgen compiles, on each type's extreme values (wrapping,
// zero divisors, shift counts outside the width).
func TestExtIntArithmeticMatchesExecutor(t *testing.T) {
	types := append(append([]kernel.Type{}, extTypes...), kernel.PyInt, kernel.PyBool, kernel.PyFloat, kernel.Int32, kernel.Int64, kernel.Float32, kernel.Float64)
	ops := []nest.BinOp{nest.Add, nest.Sub, nest.Mul, nest.Div, nest.FloorDiv, nest.Mod, nest.Min, nest.Max,
		nest.BitAnd, nest.BitOr, nest.BitXor, nest.LShift, nest.RShift}
	b := &builder{}
	var c runtime.ExprCompiler
	checked := 0
	for _, op := range ops {
		for _, x := range types {
			for _, y := range types {
				if !x.IsExtInt() && !y.IsExtInt() {
					continue
				}
				rt, err := arith(op, x, y)
				if err != nil {
					continue // refused: the loop-record executor runs it
				}
				xs, ys := extValues(x), extValues(y)
				for _, xv := range xs {
					for _, yv := range ys {
						want, rerr := runtime.Binary(op, extSample(x, xv), extSample(y, yv))
						if op == nest.Min || op == nest.Max {
							want, rerr = runtime.Call(map[nest.BinOp]string{nest.Min: "min", nest.Max: "max"}[op], []runtime.Value{extSample(x, xv), extSample(y, yv)})
						}
						if rerr != nil {
							continue // Python raises (a Python int's zero divisor): kernels check it
						}
						e, _ := b.binary(op, &kernel.Const{T: x, I: xv, F: float64(xv)}, single(x), &kernel.Const{T: y, I: yv, F: float64(yv)}, single(y), nest.Pos{})
						if e.Type() != rt {
							t.Fatalf("%s %s %s: lowered to %s, typed %s", x, op, y, e.Type(), rt)
						}
						checked++
						if wt := extTypeOfValue(want); wt != rt {
							t.Fatalf("%s %s %s: typed %s, the executor gives %s", x, op, y, rt, wt)
						}
						if rt.IsFloat() {
							got := c.Floats(e)(&runtime.Frame{})
							if w := want.S.Float(); got != w && !(math.IsNaN(got) && math.IsNaN(w)) {
								t.Errorf("%s(%d) %s %s(%d) = %v, the executor gives %v", x, xv, op, y, yv, got, w)
							}
							continue
						}
						got := c.Ints(e)(&runtime.Frame{})
						w := want.I
						if want.Kind == runtime.NumPy {
							w = want.S.I
						}
						if got != w {
							t.Errorf("%s(%d) %s %s(%d) = %d, the executor gives %d (%v)", x, xv, op, y, yv, got, w, want)
						}
					}
				}
			}
		}
	}
	if checked < 10000 {
		t.Errorf("only %d operations checked", checked)
	}
}

func extValues(t kernel.Type) []int64 {
	switch {
	case t.IsExtInt():
		return extEdges(t)
	case t.IsBool():
		return []int64{0, 1}
	case t == kernel.Int32:
		return []int64{math.MinInt32, -5, -1, 0, 1, 3, 9, 64, math.MaxInt32}
	}
	return []int64{math.MinInt64, -300, -5, -1, 0, 1, 3, 9, 64, 1 << 40, math.MaxInt64}
}

// extTypeOfValue is typeOfValue, extended ints included.
func extTypeOfValue(v runtime.Value) kernel.Type {
	if v.Kind == runtime.NumPy {
		for t, dt := range extDTypes {
			if v.S.DType == dt {
				return t
			}
		}
	}
	return typeOfValue(v)
}
