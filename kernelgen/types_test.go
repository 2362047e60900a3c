package kernelgen

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// sample is a value of each kernel type, as the interpreter's executor
// represents it.
func sample(t kernel.Type, v int64) runtime.Value {
	switch t {
	case kernel.PyBool:
		return runtime.Bool(v != 0)
	case kernel.PyInt:
		return runtime.Int(v)
	case kernel.PyFloat:
		return runtime.Float(float64(v))
	case kernel.Bool:
		return runtime.NumPyScalar(ndarray.MakeBool(v != 0))
	case kernel.Int32:
		return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int32, v))
	case kernel.Int64:
		return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, v))
	case kernel.Float32:
		return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float32, float64(v)))
	}
	return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, float64(v)))
}

func typeOfValue(v runtime.Value) kernel.Type {
	switch v.Kind {
	case runtime.PyBool:
		return kernel.PyBool
	case runtime.PyInt:
		return kernel.PyInt
	case runtime.PyFloat:
		return kernel.PyFloat
	}
	return map[ndarray.DType]kernel.Type{ndarray.Bool: kernel.Bool, ndarray.Int32: kernel.Int32,
		ndarray.Int64: kernel.Int64, ndarray.Float32: kernel.Float32, ndarray.Float64: kernel.Float64}[v.S.DType]
}

// TestArithMatchesExecutor checks the static typing of every binary
// operation on every pair of types against what the interpreter's
// executor computes (NumPy 1.24's promotion and Python's), so kernels give
// values of the types the interpreter would.
func TestArithMatchesExecutor(t *testing.T) {
	types := []kernel.Type{kernel.PyBool, kernel.PyInt, kernel.PyFloat, kernel.Bool, kernel.Int32, kernel.Int64, kernel.Float32, kernel.Float64}
	ops := []nest.BinOp{nest.Add, nest.Sub, nest.Mul, nest.Div, nest.FloorDiv, nest.Mod, nest.Pow,
		nest.BitAnd, nest.BitOr, nest.BitXor, nest.LShift, nest.RShift}
	for _, op := range ops {
		for _, x := range types {
			for _, y := range types {
				got, err := arith(op, x, y)
				want, rerr := runtime.Binary(op, sample(x, 3), sample(y, 2))
				if err != nil {
					continue // not compiled: the nest runs elsewhere, which is always allowed
				}
				if rerr != nil {
					t.Errorf("%s %s %s: typed %s, but the executor raises %v", x, op, y, got, rerr)
					continue
				}
				if w := typeOfValue(want); got != w {
					t.Errorf("%s %s %s: typed %s, the executor gives %s", x, op, y, got, w)
				}
			}
		}
	}
	for _, x := range types {
		for _, y := range types {
			_, res := compareType(x, y)
			v, err := runtime.Compare(nest.Lt, sample(x, 3), sample(y, 2))
			if err != nil {
				t.Errorf("%s < %s: %v", x, y, err)
				continue
			}
			if w := typeOfValue(v); res != w {
				t.Errorf("%s < %s: typed %s, the executor gives %s", x, y, res, w)
			}
		}
	}
}
