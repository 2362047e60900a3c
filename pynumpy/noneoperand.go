package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// A NumPy scalar and None under an arithmetic operator: NumPy finds no
// loop for None but the object loop, which converts the scalar to its
// Python value and applies the operator to the two Python objects, so
// the TypeError names the Python type ('float' for np.float64(1) + None,
// and for x += None), not the NumPy one. Complex // and % have no object
// loop (Python's complex has none), so NumPy's own message stands there.

// noneOperatorSymbols are the operators as CPython's message spells them.
var noneOperatorSymbols = map[ndarray.BinaryOp]string{
	ndarray.Add: "+", ndarray.Sub: "-", ndarray.Mul: "*", ndarray.TrueDiv: "/",
	ndarray.FloorDiv: "//", ndarray.Mod: "%", ndarray.Pow: "** or pow()",
	ndarray.And: "&", ndarray.Or: "|", ndarray.Xor: "^", ndarray.LShift: "<<", ndarray.RShift: ">>",
}

// noneOperandError is the TypeError of x op y when one of them is None
// and the other a NumPy scalar, nil otherwise.
func noneOperandError(op ndarray.BinaryOp, x, y py.Object) error {
	sym, known := noneOperatorSymbols[op]
	if !known {
		return nil
	}
	name := func(o py.Object) (string, bool) {
		if o == py.None {
			return "NoneType", true
		}
		s, isScalar := o.(scalar)
		if !isScalar {
			return "", false
		}
		switch dt := s.v.DType; {
		case dt == ndarray.Bool:
			return "bool", true
		case dt.IsInt():
			return "int", true
		case dt.IsFloat():
			return "float", true
		case dt.IsComplex() && op != ndarray.FloorDiv && op != ndarray.Mod:
			return "complex", true
		}
		return "", false
	}
	if (x == py.None) == (y == py.None) {
		return nil
	}
	xn, okX := name(x)
	yn, okY := name(y)
	if !okX || !okY {
		return nil
	}
	return py.ExceptionNewf(py.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", sym, xn, yn)
}
