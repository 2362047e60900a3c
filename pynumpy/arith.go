package pynumpy

import (
	"fmt"
	"github.com/go-python/gpython/stdlib/math/libm"
	"math/big"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// scalarValue converts a Python or NumPy number to an ndarray.Scalar.
// python reports whether it was a Python bool, int or float, which NumPy
// 1.24 treats as "weak" in value-based casting. ok is false for any other
// object.
func scalarValue(o py.Object) (v ndarray.Scalar, ok bool, err error) {
	v, _, ok, err = scalarOperand(o)
	return v, ok, err
}

func scalarOperand(o py.Object) (v ndarray.Scalar, python, ok bool, err error) {
	switch o := o.(type) {
	case scalar:
		return o.v, false, true, nil
	case py.Bool:
		return ndarray.MakeBool(bool(o)), true, true, nil
	case py.Int:
		return ndarray.MakeInt(ndarray.Int64, int64(o)), true, true, nil
	case *py.BigInt:
		if _, err := o.GoInt64(); err != nil {
			// NumPy takes the ints from 2**63 to 2**64-1 as uint64.
			if i := (*big.Int)(o); i.Sign() > 0 && i.IsUint64() {
				return ndarray.MakeInt(ndarray.UInt64, int64(i.Uint64())), true, true, nil
			}
			return v, true, true, errIntTooLarge()
		}
		i, _ := o.Int()
		return ndarray.MakeInt(ndarray.Int64, int64(i)), true, true, nil
	case py.Float:
		return ndarray.MakeFloat(ndarray.Float64, float64(o)), true, true, nil
	case py.Complex:
		return ndarray.MakeComplex(ndarray.Complex128, real(o), imag(o)), true, true, nil
	}
	return v, false, false, nil
}

// operandOf converts an operator's operand: an array, a NumPy or Python
// scalar, or a list or tuple (converted as np.array does). ok is false for
// other objects, for which operators return NotImplemented.
func operandOf(o py.Object) (op ndarray.Operand, ok bool, err error) {
	if a, isArray := o.(*array); isArray {
		return ndarray.Operand{Array: a.a}, true, nil
	}
	if isSequence(o) {
		a, err := arrayFromObject(o)
		if err != nil {
			return op, true, err
		}
		return ndarray.Operand{Array: a}, true, nil
	}
	v, python, ok, err := scalarOperand(o)
	return ndarray.Operand{Scalar: v, Python: python}, ok, err
}

// objectOf wraps an operation's result.
func objectOf(r ndarray.Operand) py.Object {
	if r.Array != nil {
		return NewArray(r.Array)
	}
	return NewScalar(r.Scalar)
}

// ufuncObjectOf wraps a ufunc's result as NumPy 1.24 returns it without
// out=: a 0-d array becomes the NumPy scalar it holds (np.sqrt(np.array(2.0))
// and np.asarray(3.0) + 1 are np.float64, not array(...)).
func ufuncObjectOf(r ndarray.Operand) py.Object {
	if r.Array != nil && r.Array.NDim() == 0 {
		return NewScalar(r.Array.AtFlat(0))
	}
	return objectOf(r)
}

// scalarize is ufuncObjectOf for a result already wrapped: a 0-d array,
// or each 0-d array of a tuple of results, becomes its scalar.
func scalarize(o py.Object) py.Object {
	switch o := o.(type) {
	case *array:
		if o.a.NDim() == 0 {
			return NewScalar(o.a.AtFlat(0))
		}
	case py.Tuple:
		t := make(py.Tuple, len(o))
		for i, x := range o {
			if a, ok := x.(*array); ok && a.a.NDim() == 0 {
				x = NewScalar(a.a.AtFlat(0))
			}
			t[i] = x
		}
		return t
	}
	return o
}

// valueError converts an error from the ndarray package, which carries
// NumPy's message, to the exception NumPy raises with it: ValueError,
// TypeError for a ufunc without a loop for the types, and
// NotImplementedError for what NumPy has and alpyna lacks.
func valueError(err error) error {
	switch err.(type) {
	case *ndarray.UnsupportedError:
		return py.ExceptionNewf(py.NotImplementedError, "%s", err.Error())
	case *ndarray.NoLoopError:
		return noLoopError(err.Error())
	}
	return py.ExceptionNewf(py.ValueError, "%s", err.Error())
}

// binary applies op to x and y, one of which is an array or NumPy scalar.
func binary(op ndarray.BinaryOp, x, y py.Object) (py.Object, error) {
	return binaryWith(op, x, y, true)
}

// powerUfunc is np.power(x, y): NumPy's power loop for every exponent,
// without the fast paths of ** (x ** 2 is x*x, np.power(x, 2) is SVML's
// pow on AVX-512 machines).
func powerUfunc(x, y py.Object) (py.Object, error) {
	return binaryWith(ndarray.Pow, x, y, false)
}

// binaryWith is binary; operator false computes ** as np.power does.
func binaryWith(op ndarray.BinaryOp, x, y py.Object, operator bool) (py.Object, error) {
	if err := noneOperandError(op, x, y); err != nil {
		return nil, err
	}
	xo, ok, err := operandOf(x)
	if !ok || err != nil {
		return py.NotImplemented, err
	}
	yo, ok, err := operandOf(y)
	if !ok || err != nil {
		return py.NotImplemented, err
	}
	var r ndarray.Operand
	if operator {
		r, err = ndarray.Binary(op, xo, yo)
	} else {
		r, err = ndarray.PowerUfunc(xo, yo)
	}
	if err != nil {
		return nil, valueError(err)
	}
	name := binaryUfuncName(op, xo, yo)
	if !operator {
		name = op.String()
	}
	if err := fpCheck(ndarray.BinaryFPErrors(op, xo, yo, r), name); err != nil {
		return nil, err
	}
	return ufuncObjectOf(r), nil
}

// binaryUfuncName is the name NumPy's floating-point messages give the
// loop of x op y on arrays: the ufunc ("divide" for /), and for an array
// to the power -1, 0.5 or 2 the ufunc NumPy calls instead (reciprocal,
// sqrt, square).
func binaryUfuncName(op ndarray.BinaryOp, x, y ndarray.Operand) string {
	name := op.String()
	if op == ndarray.TrueDiv {
		name = "divide"
	}
	if op == ndarray.Pow && x.Array != nil && y.Array == nil {
		switch y.Scalar.Float() {
		case -1:
			return "reciprocal"
		case 0.5:
			return "sqrt"
		case 2:
			return "square"
		}
	}
	return name
}

// scalarBinary is x op y for the operators of NumPy scalars. NumPy
// computes these, when neither operand is an array or sequence, in its
// scalar math, whose messages name "scalar add", or, where the operands'
// types need promoting, with the ufunc, whose messages name "add".
func scalarBinary(op ndarray.BinaryOp, x, y py.Object) (py.Object, error) {
	if err := noneOperandError(op, x, y); err != nil {
		return nil, err
	}
	xo, ok, err := operandOf(x)
	if !ok || err != nil {
		return py.NotImplemented, err
	}
	yo, ok, err := operandOf(y)
	if !ok || err != nil {
		return py.NotImplemented, err
	}
	r, err := ndarray.Binary(op, xo, yo)
	if err != nil {
		return nil, valueError(err)
	}
	if op == ndarray.Pow && r.Array == nil && r.Scalar.DType == ndarray.Float64 && scalarMath(xo, yo) {
		// NumPy's scalar math calls the C library's pow (npy_pow) with no
		// fast path for any exponent: np.float64(x) ** 2 is pow(x, 2),
		// which glibc rounds differently from x*x for some x, where the
		// array loop's square is x*x.
		r.Scalar.F = libm.Pow(xo.Scalar.Float(), yo.Scalar.Float())
	}
	if op == ndarray.Pow && r.Array == nil && r.Scalar.DType == ndarray.Float32 && scalarMath(xo, yo) {
		// likewise C's powf, not the float32 loop's SVML powf: here the
		// float64 power rounded once, as before
		r.Scalar.F = float64(float32(ndarray.PowerFloat(xo.Scalar.Float(), yo.Scalar.Float())))
	}
	flags, name := ndarray.FPFlags(0), binaryUfuncName(op, xo, yo)
	if r.Array == nil && scalarMath(xo, yo) {
		flags, name = ndarray.ScalarFPErrors(op, xo.Scalar, yo.Scalar, r.Scalar), "scalar "+name
	} else {
		flags = ndarray.BinaryFPErrors(op, xo, yo, r)
	}
	if err := fpCheck(flags, name); err != nil {
		return nil, err
	}
	return ufuncObjectOf(r), nil
}

// scalarMath reports whether NumPy 1.24 computes an operator of the
// scalars x and y in its scalar math: it does when the type of a NumPy
// scalar among them holds the other operand safely, a Python int counting
// as int64 (a C long), a float as float64 and a complex as complex128.
// Otherwise (np.int8(1) + 1, np.float32(1) / 0.0) the ufunc computes it.
func scalarMath(x, y ndarray.Operand) bool {
	holds := func(s, o ndarray.Operand) bool {
		return !s.Python && ndarray.PromoteTypes(o.Scalar.DType, s.Scalar.DType) == s.Scalar.DType
	}
	return holds(x, y) || holds(y, x)
}

// scalarUnary is -x or abs(x) (op Neg or Abs) for a NumPy scalar x,
// which NumPy's scalar math computes: an integer's overflow is reported
// as "overflow encountered in scalar negative".
func scalarUnary(op ndarray.UnaryOp, x scalar) (py.Object, error) {
	r, err := ndarray.Unary(op, ndarray.Operand{Scalar: x.v})
	if err != nil {
		return nil, valueError(err)
	}
	if err := fpCheck(ndarray.ScalarUnaryFPErrors(op, x.v), "scalar "+op.String()); err != nil {
		return nil, err
	}
	return ufuncObjectOf(r), nil
}

// scalarPower is x ** y for a NumPy scalar x; three-argument pow() is
// not supported.
func scalarPower(x, y, mod py.Object) (py.Object, error) {
	if mod != py.None {
		return py.NotImplemented, nil
	}
	return scalarBinary(ndarray.Pow, x, y)
}

// power implements x ** y; three-argument pow() is not supported.
func power(x, y, mod py.Object) (py.Object, error) {
	if mod != py.None {
		return py.NotImplemented, nil
	}
	return binary(ndarray.Pow, x, y)
}

func unary(op ndarray.UnaryOp, x py.Object) (py.Object, error) {
	xo, ok, err := operandOf(x)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "ufunc not supported for the input type '%s'", x.Type().Name)
	}
	r, err := ndarray.Unary(op, xo)
	if err != nil {
		return nil, valueError(err)
	}
	if err := fpCheck(ndarray.UnaryFPErrors(op == ndarray.Log, xo, r), op.String()); err != nil {
		return nil, err
	}
	return ufuncObjectOf(r), nil
}

// inplace implements a op= y for an array a: the result is written back
// into a, which must be able to hold it under NumPy's 'same_kind' casting
// and keep its shape.
func (x *array) inplace(op ndarray.BinaryOp, ufunc string, y py.Object) (py.Object, error) {
	if x.readonly {
		return nil, py.ExceptionNewf(py.ValueError, "output array is read-only")
	}
	yo, ok, err := operandOf(y)
	if !ok || err != nil {
		return py.NotImplemented, err
	}
	xo := ndarray.Operand{Array: x.a}
	// Written straight into x where no other buffer is needed, as NumPy's
	// ufunc with out=x does (the floating-point check follows the writes,
	// as NumPy's follows its loop).
	if fp, ok, err := ndarray.BinaryInPlace(op, x.a, yo); err != nil {
		return nil, valueError(err)
	} else if ok {
		if err := fpCheck(fp, binaryUfuncName(op, xo, yo)); err != nil {
			return nil, err
		}
		return x, nil
	}
	r, err := ndarray.Binary(op, xo, yo)
	if err != nil {
		return nil, valueError(err)
	}
	if err := fpCheck(ndarray.BinaryFPErrors(op, xo, yo, r), binaryUfuncName(op, xo, yo)); err != nil {
		return nil, err
	}
	if from, to := r.Array.DType(), x.a.DType(); !canCastSameKind(from, to) {
		return nil, py.ExceptionNewf(py.TypeError,
			"Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'", ufunc, from, to)
	}
	if !equalShapes(r.Array.Shape(), x.a.Shape()) {
		return nil, py.ExceptionNewf(py.ValueError,
			"non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
			shapeString(x.a.Shape()), shapeString(r.Array.Shape()))
	}
	if err := x.a.Assign(r.Array); err != nil {
		return nil, valueError(err)
	}
	return x, nil
}

func equalShapes(s, t []int) bool {
	if len(s) != len(t) {
		return false
	}
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}

// shapeString formats a shape as Python prints the tuple: (3,), (2,3)
// without spaces, as NumPy's messages do.
func shapeString(shape []int) string {
	parts := make([]string, len(shape))
	for i, n := range shape {
		parts[i] = fmt.Sprint(n)
	}
	if len(shape) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// The operator methods below are the same for arrays and scalars: the
// ndarray package decides dtypes and shapes.

func (x *array) M__add__(y py.Object) (py.Object, error)       { return binary(ndarray.Add, x, y) }
func (x *array) M__radd__(y py.Object) (py.Object, error)      { return binary(ndarray.Add, y, x) }
func (x *array) M__sub__(y py.Object) (py.Object, error)       { return binary(ndarray.Sub, x, y) }
func (x *array) M__rsub__(y py.Object) (py.Object, error)      { return binary(ndarray.Sub, y, x) }
func (x *array) M__mul__(y py.Object) (py.Object, error)       { return binary(ndarray.Mul, x, y) }
func (x *array) M__rmul__(y py.Object) (py.Object, error)      { return binary(ndarray.Mul, y, x) }
func (x *array) M__truediv__(y py.Object) (py.Object, error)   { return binary(ndarray.TrueDiv, x, y) }
func (x *array) M__rtruediv__(y py.Object) (py.Object, error)  { return binary(ndarray.TrueDiv, y, x) }
func (x *array) M__floordiv__(y py.Object) (py.Object, error)  { return binary(ndarray.FloorDiv, x, y) }
func (x *array) M__rfloordiv__(y py.Object) (py.Object, error) { return binary(ndarray.FloorDiv, y, x) }
func (x *array) M__mod__(y py.Object) (py.Object, error)       { return binary(ndarray.Mod, x, y) }
func (x *array) M__rmod__(y py.Object) (py.Object, error)      { return binary(ndarray.Mod, y, x) }
func (x *array) M__and__(y py.Object) (py.Object, error)       { return binary(ndarray.And, x, y) }
func (x *array) M__rand__(y py.Object) (py.Object, error)      { return binary(ndarray.And, y, x) }
func (x *array) M__or__(y py.Object) (py.Object, error)        { return binary(ndarray.Or, x, y) }
func (x *array) M__ror__(y py.Object) (py.Object, error)       { return binary(ndarray.Or, y, x) }
func (x *array) M__xor__(y py.Object) (py.Object, error)       { return binary(ndarray.Xor, x, y) }
func (x *array) M__rxor__(y py.Object) (py.Object, error)      { return binary(ndarray.Xor, y, x) }
func (x *array) M__lshift__(y py.Object) (py.Object, error)    { return binary(ndarray.LShift, x, y) }
func (x *array) M__rlshift__(y py.Object) (py.Object, error)   { return binary(ndarray.LShift, y, x) }
func (x *array) M__rshift__(y py.Object) (py.Object, error)    { return binary(ndarray.RShift, x, y) }
func (x *array) M__rrshift__(y py.Object) (py.Object, error)   { return binary(ndarray.RShift, y, x) }
func (x *array) M__pow__(y, mod py.Object) (py.Object, error)  { return power(x, y, mod) }
func (x *array) M__rpow__(y py.Object) (py.Object, error)      { return binary(ndarray.Pow, y, x) }
func (x *array) M__lt__(y py.Object) (py.Object, error)        { return binary(ndarray.Lt, x, y) }
func (x *array) M__le__(y py.Object) (py.Object, error)        { return binary(ndarray.Le, x, y) }
func (x *array) M__eq__(y py.Object) (py.Object, error)        { return binary(ndarray.Eq, x, y) }
func (x *array) M__ne__(y py.Object) (py.Object, error)        { return binary(ndarray.Ne, x, y) }
func (x *array) M__gt__(y py.Object) (py.Object, error)        { return binary(ndarray.Gt, x, y) }
func (x *array) M__ge__(y py.Object) (py.Object, error)        { return binary(ndarray.Ge, x, y) }
func (x *array) M__neg__() (py.Object, error)                  { return unary(ndarray.Neg, x) }
func (x *array) M__pos__() (py.Object, error)                  { return unary(ndarray.Pos, x) }
func (x *array) M__abs__() (py.Object, error)                  { return unary(ndarray.Abs, x) }
func (x *array) M__invert__() (py.Object, error)               { return unary(ndarray.Invert, x) }

func (x scalar) M__add__(y py.Object) (py.Object, error)  { return scalarBinary(ndarray.Add, x, y) }
func (x scalar) M__radd__(y py.Object) (py.Object, error) { return scalarBinary(ndarray.Add, y, x) }
func (x scalar) M__sub__(y py.Object) (py.Object, error)  { return scalarBinary(ndarray.Sub, x, y) }
func (x scalar) M__rsub__(y py.Object) (py.Object, error) { return scalarBinary(ndarray.Sub, y, x) }
func (x scalar) M__mul__(y py.Object) (py.Object, error)  { return scalarBinary(ndarray.Mul, x, y) }
func (x scalar) M__rmul__(y py.Object) (py.Object, error) { return scalarBinary(ndarray.Mul, y, x) }
func (x scalar) M__truediv__(y py.Object) (py.Object, error) {
	return scalarBinary(ndarray.TrueDiv, x, y)
}
func (x scalar) M__rtruediv__(y py.Object) (py.Object, error) {
	return scalarBinary(ndarray.TrueDiv, y, x)
}
func (x scalar) M__floordiv__(y py.Object) (py.Object, error) {
	return scalarBinary(ndarray.FloorDiv, x, y)
}
func (x scalar) M__rfloordiv__(y py.Object) (py.Object, error) {
	return scalarBinary(ndarray.FloorDiv, y, x)
}
func (x scalar) M__mod__(y py.Object) (py.Object, error)      { return scalarBinary(ndarray.Mod, x, y) }
func (x scalar) M__rmod__(y py.Object) (py.Object, error)     { return scalarBinary(ndarray.Mod, y, x) }
func (x scalar) M__and__(y py.Object) (py.Object, error)      { return binary(ndarray.And, x, y) }
func (x scalar) M__rand__(y py.Object) (py.Object, error)     { return binary(ndarray.And, y, x) }
func (x scalar) M__or__(y py.Object) (py.Object, error)       { return binary(ndarray.Or, x, y) }
func (x scalar) M__ror__(y py.Object) (py.Object, error)      { return binary(ndarray.Or, y, x) }
func (x scalar) M__xor__(y py.Object) (py.Object, error)      { return binary(ndarray.Xor, x, y) }
func (x scalar) M__rxor__(y py.Object) (py.Object, error)     { return binary(ndarray.Xor, y, x) }
func (x scalar) M__lshift__(y py.Object) (py.Object, error)   { return binary(ndarray.LShift, x, y) }
func (x scalar) M__rlshift__(y py.Object) (py.Object, error)  { return binary(ndarray.LShift, y, x) }
func (x scalar) M__rshift__(y py.Object) (py.Object, error)   { return binary(ndarray.RShift, x, y) }
func (x scalar) M__rrshift__(y py.Object) (py.Object, error)  { return binary(ndarray.RShift, y, x) }
func (x scalar) M__pow__(y, mod py.Object) (py.Object, error) { return scalarPower(x, y, mod) }
func (x scalar) M__rpow__(y py.Object) (py.Object, error)     { return scalarBinary(ndarray.Pow, y, x) }
func (x scalar) M__lt__(y py.Object) (py.Object, error)       { return binary(ndarray.Lt, x, y) }
func (x scalar) M__le__(y py.Object) (py.Object, error)       { return binary(ndarray.Le, x, y) }
func (x scalar) M__eq__(y py.Object) (py.Object, error)       { return binary(ndarray.Eq, x, y) }
func (x scalar) M__ne__(y py.Object) (py.Object, error)       { return binary(ndarray.Ne, x, y) }
func (x scalar) M__gt__(y py.Object) (py.Object, error)       { return binary(ndarray.Gt, x, y) }
func (x scalar) M__ge__(y py.Object) (py.Object, error)       { return binary(ndarray.Ge, x, y) }
func (x scalar) M__neg__() (py.Object, error)                 { return scalarUnary(ndarray.Neg, x) }
func (x scalar) M__pos__() (py.Object, error)                 { return unary(ndarray.Pos, x) }
func (x scalar) M__abs__() (py.Object, error)                 { return scalarUnary(ndarray.Abs, x) }
func (x scalar) M__invert__() (py.Object, error)              { return unary(ndarray.Invert, x) }

func (x *array) M__iadd__(y py.Object) (py.Object, error) { return x.inplace(ndarray.Add, "add", y) }
func (x *array) M__isub__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.Sub, "subtract", y)
}
func (x *array) M__imul__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.Mul, "multiply", y)
}
func (x *array) M__itruediv__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.TrueDiv, "divide", y)
}
func (x *array) M__ifloordiv__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.FloorDiv, "floor_divide", y)
}
func (x *array) M__imod__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.Mod, "remainder", y)
}
func (x *array) M__iand__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.And, "bitwise_and", y)
}
func (x *array) M__ior__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.Or, "bitwise_or", y)
}
func (x *array) M__ixor__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.Xor, "bitwise_xor", y)
}
func (x *array) M__ilshift__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.LShift, "left_shift", y)
}
func (x *array) M__irshift__(y py.Object) (py.Object, error) {
	return x.inplace(ndarray.RShift, "right_shift", y)
}
func (x *array) M__ipow__(y, mod py.Object) (py.Object, error) {
	if mod != py.None {
		return py.NotImplemented, nil
	}
	return x.inplace(ndarray.Pow, "power", y)
}
