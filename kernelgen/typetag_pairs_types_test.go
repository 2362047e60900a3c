package kernelgen

import (
	"math"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// numberOf is v's value as a float64 (the ints here are small).
func numberOf(v runtime.Value) float64 {
	switch v.Kind {
	case runtime.PyFloat:
		return v.F
	case runtime.PyInt, runtime.PyBool:
		return float64(v.I)
	}
	if v.S.DType.IsFloat() {
		return v.S.Float()
	}
	return float64(v.S.I)
}

// TestHeldPairsComputeInOneType checks that every operation kernelgen
// compiles on a scalar of a held pair (a float or a float32 in a float64,
// an int or an int32 in an int64) gives, computed on the value that holds
// it, the value the interpreter's executor computes for each of the two
// (NumPy 1.24: float32 with a float, an int or a float64 is a float64,
// int32 with an int an int64), with a type of the operation's set.
func TestHeldPairsComputeInOneType(t *testing.T) {
	for pair, holder := range heldPairs {
		if rt, union, err := pair.rep(); rt != holder || !union || err != nil {
			t.Errorf("rep of %s: %s, %v, %v; want %s, a union", pair, rt, union, err, holder)
		}
	}
	f32 := func(v float64) runtime.Value { return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float32, v)) }
	i32 := func(v int64) runtime.Value { return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int32, v)) }
	cases := []struct {
		pair    typeSet
		members [][2]runtime.Value // a value of each member
		holder  func(runtime.Value) runtime.Value
	}{
		{float32Pair, [][2]runtime.Value{
			{runtime.Float(float64(float32(1.1))), f32(1.1)},
			{runtime.Float(float64(float32(-3.7))), f32(-3.7)},
			{runtime.Float(float64(float32(1e-30))), f32(1e-30)},
			{runtime.Float(0), f32(0)},
		}, func(v runtime.Value) runtime.Value {
			return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, numberOf(v)))
		}},
		{int32Pair, [][2]runtime.Value{
			{runtime.Int(7), i32(7)}, {runtime.Int(-6), i32(-6)}, {runtime.Int(0), i32(0)},
			{runtime.Int(-1 << 31), i32(-1 << 31)}, {runtime.Int(1<<31 - 1), i32(1<<31 - 1)},
		}, func(v runtime.Value) runtime.Value {
			return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, int64(numberOf(v))))
		}},
		{intFloat64Pair, [][2]runtime.Value{
			{runtime.Int(0), runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, 2.75))},
			{runtime.Int(-7), runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, -1e300))},
			{runtime.Int(1<<53 - 1), runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, 0.1))},
		}, func(v runtime.Value) runtime.Value {
			return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, numberOf(v)))
		}},
		{float32Float64Pair, [][2]runtime.Value{
			{f32(1.1), runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, 1.1))},
			{f32(-3e38), runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, 1e-310))},
		}, func(v runtime.Value) runtime.Value {
			return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, numberOf(v)))
		}},
	}
	others := []runtime.Value{runtime.Float(0.7), runtime.Float(-2.5), runtime.Int(3), runtime.Int(-2),
		runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, 0.3)), f32(0.3), i32(5),
		runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, 4)), runtime.Bool(true)}
	// Not Pow: CPython computes float ** float and NumPy's float64 power
	// with one libm pow, but the executor's two spellings differ in the
	// last digit, which says nothing of the type that holds the scalar.
	ops := []nest.BinOp{nest.Add, nest.Sub, nest.Mul, nest.Div, nest.FloorDiv, nest.Mod, nest.Min, nest.Max}
	for _, c := range cases {
		for _, op := range ops {
			for _, y := range others {
				rs, err := arithSet(op, c.pair, single(typeOfValue(y)))
				if err != nil {
					continue // refused: the nest runs elsewhere
				}
				if _, _, err := rs.rep(); err != nil {
					continue // {float32, float64}: lowering refuses it
				}
				for _, m := range c.members {
					for _, x := range m {
						want, werr := runtime.Binary(op, x, y)
						got, gerr := runtime.Binary(op, c.holder(x), y)
						if op == nest.Min || op == nest.Max {
							// The value is one of the operands, compared exactly.
							got, gerr = runtime.Binary(op, runtime.Float(numberOf(x)), runtime.Float(numberOf(y)))
						}
						if werr != nil || gerr != nil {
							continue // a zero divisor: the kernel's check stops there
						}
						w, g := numberOf(want), numberOf(got)
						if w != g && !(math.IsNaN(w) && math.IsNaN(g)) {
							t.Errorf("%s(%v) %s %s: %v held, the executor gives %v", typeOfValue(x), numberOf(x), op, typeOfValue(y), g, w)
						}
						if !rs.has(typeOfValue(want)) {
							t.Errorf("%s %s %s: typed %s, the executor gives %s", typeOfValue(x), op, typeOfValue(y), rs, typeOfValue(want))
						}
					}
				}
			}
		}
	}
}

// TestHeldPairTyping pins the sets of the operations on a held pair.
func TestHeldPairTyping(t *testing.T) {
	py, f32 := single(kernel.PyFloat), single(kernel.Float32)
	if s, err := arithSet(nest.Max, py, f32); err != nil || s != float32Pair {
		t.Errorf("max(float, float32): %s, %v; want %s", s, err, float32Pair)
	}
	if s, err := arithSet(nest.Add, float32Pair, py); err != nil || s != py|single(kernel.Float64) {
		t.Errorf("{float, float32} + float: %s, %v; want {float, float64}", s, err)
	}
	if _, err := arithSet(nest.Add, float32Pair, single(kernel.PyBool)); err == nil {
		t.Errorf("{float, float32} + bool: accepted, but float32 + True rounds to float32 and float + True does not")
	}
	if s, err := arithSet(nest.Add, float32Pair, f32); err == nil {
		if _, _, err := s.rep(); err == nil {
			t.Errorf("{float, float32} + float32: %s has a representation, but its precision depends on the member", s)
		}
	}
	if operand, result := compareSet(float32Pair, f32); operand != single(kernel.Float64) || result != single(kernel.Bool) {
		t.Errorf("{float, float32} < float32: operands %s, result %s; want {float64}, {bool_}", operand, result)
	}
	// A float32 and a float64 are held in a float64 (an accumulator
	// started at a numpy.float32), but an operation whose result rounds
	// by the member is refused: float32 + float32 stays a float32.
	if _, err := arithSet(nest.Add, float32Float64Pair, f32); err == nil {
		t.Errorf("{float32, float64} + float32: accepted, but float32 + float32 rounds to float32 and float64 + float32 does not")
	}
	if s, err := arithSet(nest.Add, float32Float64Pair, py); err != nil || s != single(kernel.Float64) {
		t.Errorf("{float32, float64} + float: %s, %v; want {float64} (NumPy 1.24's scalars)", s, err)
	}
	if s, err := arithSet(nest.Mul, float32Float64Pair, single(kernel.Float64)); err != nil || s != single(kernel.Float64) {
		t.Errorf("{float32, float64} * float64: %s, %v; want {float64}", s, err)
	}
	// An int held in a float: int arithmetic on it is refused (its
	// result would be an int or a float by the member), float
	// arithmetic gives the float.
	if _, err := arithSet(nest.Add, intFloat64Pair, single(kernel.PyInt)); err == nil {
		t.Errorf("{int, float64} + int: accepted, but int + int is an int")
	}
	if s, err := arithSet(nest.Add, intFloat64Pair, single(kernel.Float64)); err != nil || s != single(kernel.Float64) {
		t.Errorf("{int, float64} + float64: %s, %v; want {float64}", s, err)
	}
	pyInt, i32 := single(kernel.PyInt), single(kernel.Int32)
	if s, err := arithSet(nest.Min, pyInt, i32); err != nil || s != int32Pair {
		t.Errorf("min(int, int32): %s, %v; want %s", s, err, int32Pair)
	}
	if s, err := arithSet(nest.Add, int32Pair, pyInt); err != nil || s != pyInt|single(kernel.Int64) {
		t.Errorf("{int, int32} + int: %s, %v; want {int, int64}", s, err)
	}
	if _, err := arithSet(nest.Mul, int32Pair, single(kernel.PyBool)); err == nil {
		t.Errorf("{int, int32} * bool: accepted, but int32 * True wraps as an int32")
	}
	if operand, _ := compareSet(int32Pair, i32); operand != single(kernel.Int64) {
		t.Errorf("{int, int32} < int32: operands %s; want {int64}", operand)
	}
}
