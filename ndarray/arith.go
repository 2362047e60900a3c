package ndarray

// This file implements NumPy's elementwise operators and ufuncs: type
// resolution on top of ResultType, broadcasting, and the per-element
// semantics of NumPy's C loops (numpy/core/src/umath/loops*.c.src,
// npy_math_internal.h.src).

import (
	"errors"
	"fmt"
	"math"
)

// Operand is an argument of an arithmetic operation: an array, or a scalar.
// Python scalars are "weak" in NumPy 1.24's value-based casting; NumPy
// scalars and 0-d arrays take part in value-based casting against arrays in
// the same way (see ResultType).
type Operand struct {
	Array  *Array // non-nil: an array operand
	Scalar Scalar // used when Array == nil
	// Python, when Array == nil, reports that the scalar came from a Python
	// int, float or bool rather than a NumPy scalar; Scalar.DType is then
	// Int64, Float64 or Bool. NumPy 1.24 promotes both kinds alike.
	Python bool
}

// BinaryOp is a binary operator or two-argument ufunc.
type BinaryOp uint8

// The binary operators.
const (
	Add      BinaryOp = iota + 1 // +
	Sub                          // -
	Mul                          // *
	TrueDiv                      // /
	FloorDiv                     // //
	Mod                          // %
	Pow                          // **
	Lt                           // <, result Bool
	Le                           // <=, result Bool
	Eq                           // ==, result Bool
	Ne                           // !=, result Bool
	Gt                           // >, result Bool
	Ge                           // >=, result Bool
	And                          // & on bool and integers
	Or                           // | on bool and integers
	Xor                          // ^ on bool and integers
	LShift                       // <<
	RShift                       // >>
)

// ufuncNames are the NumPy ufuncs behind the operators, as named in errors.
var ufuncNames = [...]string{
	Add: "add", Sub: "subtract", Mul: "multiply", TrueDiv: "true_divide",
	FloorDiv: "floor_divide", Mod: "remainder", Pow: "power",
	Lt: "less", Le: "less_equal", Eq: "equal", Ne: "not_equal",
	Gt: "greater", Ge: "greater_equal",
	And: "bitwise_and", Or: "bitwise_or", Xor: "bitwise_xor",
	LShift: "left_shift", RShift: "right_shift",
}

// String returns the name of the NumPy ufunc implementing op, e.g. "add".
func (op BinaryOp) String() string {
	if op >= Add && op <= RShift {
		return ufuncNames[op]
	}
	return "invalid"
}

// UnaryOp is a unary operator or one-argument ufunc.
type UnaryOp uint8

// The unary operators and ufuncs.
const (
	Neg    UnaryOp = iota + 1 // unary -
	Pos                       // unary +
	Abs                       // abs()
	Invert                    // ~
	Sqrt                      // np.sqrt
	Exp                       // np.exp
	Log                       // np.log
	Sin                       // np.sin
	Cos                       // np.cos
)

var unaryNames = [...]string{
	Neg: "negative", Pos: "positive", Abs: "absolute", Invert: "invert",
	Sqrt: "sqrt", Exp: "exp", Log: "log", Sin: "sin", Cos: "cos",
}

// String returns the name of the NumPy ufunc implementing op, e.g. "negative".
func (op UnaryOp) String() string {
	if op >= Neg && op <= Cos {
		return unaryNames[op]
	}
	return "invalid"
}

var (
	errBoolSubtract = errors.New("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.")
	errBoolNegative = errors.New("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.")
	errNegativePow  = errors.New("Integers to negative integer powers are not allowed.")
)

// NoLoopError is NumPy's TypeError for types an operation has no loop or
// cast for: bitwise operators on floats, floor division of complex values
// (NumPy's UFuncTypeError), complex weights of bincount.
// Msg is NumPy's text: for a missing loop, "ufunc 'x' not supported for
// the input types, ...".
type NoLoopError struct{ Msg string }

func (e *NoLoopError) Error() string { return e.Msg }

// errNoLoop is NumPy's TypeError for a ufunc without a loop for the types.
func errNoLoop(ufunc string) error {
	return &NoLoopError{Msg: fmt.Sprintf("ufunc '%s' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''", ufunc)}
}

// binaryTypes resolves the loop of op for operands promoting to common: the
// type both inputs are converted to and the type of the result.
func binaryTypes(op BinaryOp, common DType) (in, out DType, err error) {
	switch op {
	case Add, Mul:
		return common, common, nil
	case Sub:
		if common == Bool {
			return 0, 0, errBoolSubtract
		}
		return common, common, nil
	case TrueDiv:
		if !common.IsInexact() {
			return Float64, Float64, nil
		}
		return common, common, nil
	case FloorDiv, Mod:
		if common.IsComplex() {
			return 0, 0, errNoLoop(op.String())
		}
		if common == Bool {
			return Int8, Int8, nil // the integer-only ufuncs' int8 loop
		}
		return common, common, nil
	case Pow:
		if common == Bool {
			return Int8, Int8, nil // the integer-only ufuncs' int8 loop
		}
		return common, common, nil
	case Lt, Le, Eq, Ne, Gt, Ge:
		return common, Bool, nil
	case And, Or, Xor:
		if common.IsInexact() {
			return 0, 0, errNoLoop(op.String())
		}
		return common, common, nil
	case LShift, RShift:
		if common.IsInexact() {
			return 0, 0, errNoLoop(op.String())
		}
		if common == Bool {
			return Int8, Int8, nil
		}
		return common, common, nil
	}
	return 0, 0, fmt.Errorf("ndarray: invalid binary operator %d", op)
}

// Binary applies op elementwise with broadcasting. The result is an Array
// operand if either input is an array (0-d included), else a NumPy scalar
// operand (Python false).
//
// Errors, with NumPy's texts: operands whose shapes do not broadcast
// ("operands could not be broadcast together with shapes (3,) (4,) "), an
// integer raised to a negative integer power, and types the ufunc has no
// loop for (bool subtraction, bitwise operators on floats). Integer division
// and modulo by zero give 0 and float division by zero gives inf or nan, as
// in NumPy; [BinaryFPErrors] finds what NumPy would warn about.
func Binary(op BinaryOp, x, y Operand) (Operand, error) {
	return binaryOp(op, x, y, true)
}

// PowerUfunc is np.power(x, y): Binary's x ** y without the operator's
// fast paths (fastScalarPower), so that every element goes through
// NumPy's power loop (on AVX-512 machines SVML's pow for float64, which
// is not x*x for y = 2 nor x for y = 1).
func PowerUfunc(x, y Operand) (Operand, error) {
	return binaryOp(Pow, x, y, false)
}

// fastScalarPower reports whether NumPy's ** computes x ** y with a unary
// ufunc instead of power (fast_scalar_power in number.c): x an array (0-d
// included), y a scalar (or 0-d array), and y 1, -1, 0, 0.5 or 2 for a
// float or complex x (positive, reciprocal, ones_like, sqrt, square), or 2
// for another x (square). power (the function) gives those results exactly.
func fastScalarPower(x, y Operand) bool {
	if x.Array == nil || y.Array != nil && y.Array.NDim() != 0 {
		return false
	}
	var e Scalar
	if y.Array != nil {
		e = y.Array.getAt(y.Array.offset)
	} else {
		e = y.Scalar
	}
	if e.DType.IsComplex() {
		return false // not an exponent NumPy converts to a float
	}
	switch f := e.Float(); {
	case x.Array.dtype.IsFloat() || x.Array.dtype.IsComplex():
		return f == 1 || f == -1 || f == 0 || f == 0.5 || f == 2
	default:
		return f == 2
	}
}

func binaryOp(op BinaryOp, x, y Operand, operator bool) (Operand, error) {
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, err
	}
	in, out, err := binaryTypes(op, common)
	if err != nil {
		return Operand{}, err
	}
	kernel := binaryKernel(op, in)
	// NumPy's float64 and float32 power loops (SVML's pow and powf on
	// AVX-512) for all but the operator's fast paths
	svmlPow := op == Pow && (in == Float64 || in == Float32) && havePow8 && !(operator && fastScalarPower(x, y))
	if svmlPow {
		kernel = svmlPowKernel
	}
	if x.Array == nil && y.Array == nil {
		r, err := kernel(x.Scalar.Convert(in), y.Scalar.Convert(in))
		if err != nil {
			return Operand{}, err
		}
		return Operand{Scalar: r.Convert(out)}, nil
	}
	xa, ya := operandArray(x), operandArray(y)
	shape, ok := broadcastShapes(xa.shape, ya.shape)
	if !ok {
		return Operand{}, fmt.Errorf("operands could not be broadcast together with shapes %s %s ",
			formatShapeCompact(xa.shape), formatShapeCompact(ya.shape))
	}
	if svmlPow && in == out {
		if res, ok := powFastPathSVML(in, shape, xa, ya); ok {
			return Operand{Array: res}, nil
		}
		// strided, broadcast or other-typed operands: contiguous copies
		// of the loop type (the lanes are independent), not the element
		// loop
		if res, ok := powFastPathSVML(in, shape, loopCopy(xa, in, shape), loopCopy(ya, in, shape)); ok {
			return Operand{Array: res}, nil
		}
	} else if res, ok := binaryFastPath(op, in, out, shape, xa, ya); ok {
		return Operand{Array: res}, nil
	}
	if res, ok, err := binaryKernelChunks(op, kernel, in, out, shape, xa, ya); ok {
		return Operand{Array: res}, err
	}
	res, err := New(out, shape)
	if err != nil {
		return Operand{}, err
	}
	xs, _ := broadcastStrides(xa.shape, xa.strides, shape)
	ys, _ := broadcastStrides(ya.shape, ya.strides, shape)
	if op == Mul && in == Complex128 && !innerContiguous(shape, [][]int{xs, ys}, []int{xa.dtype.ItemSize(), ya.dtype.ItemSize()}) {
		kernel = complexMulFusedKernel
	}
	it := newIter(shape, [][]int{res.strides, xs, ys}, []int{0, xa.offset, ya.offset})
	for ; it.more; it.next() {
		r, err := kernel(xa.getAt(it.off[1]).Convert(in), ya.getAt(it.off[2]).Convert(in))
		if err != nil {
			return Operand{}, err
		}
		res.setAt(it.off[0], r)
	}
	return Operand{Array: res}, nil
}

// loopCopy is a as a C-contiguous array of dtype in broadcast to shape (a
// itself, converted, when it has one element).
func loopCopy(a *Array, in DType, shape []int) *Array {
	if a.size == 1 {
		return a.AsType(in)
	}
	strides, _ := broadcastStrides(a.shape, a.strides, shape)
	return a.view(append([]int(nil), shape...), strides, a.offset).AsType(in)
}

// operandArray returns op as an array, a 0-d one for a scalar.
func operandArray(op Operand) *Array {
	if op.Array != nil {
		return op.Array
	}
	a, _ := New(op.Scalar.DType, nil)
	a.setAt(0, op.Scalar)
	return a
}

type binaryFunc func(x, y Scalar) (Scalar, error)

// binaryKernel returns the loop body of op for inputs of type dt (both
// already converted to dt). Float32 results are rounded to float32 after
// each operation by MakeFloat, which is exact for +, -, *, / and sqrt:
// float64 holds more than twice float32's precision.
func makeBinaryKernel(op BinaryOp, dt DType) binaryFunc {
	switch {
	case op >= Lt && op <= Ge:
		return compareKernel(op, dt)
	case dt.IsComplex():
		return complexKernel(op, dt)
	case dt == Bool:
		return boolKernel(op)
	case dt.IsInt():
		return intKernel(op, dt)
	}
	return floatKernel(op, dt)
}

func compareKernel(op BinaryOp, dt DType) binaryFunc {
	var cmp func(x, y Scalar) bool
	if dt.IsComplex() {
		cmp = complexCompare(op)
	} else if dt.IsFloat() {
		switch op {
		case Lt:
			cmp = func(x, y Scalar) bool { return x.F < y.F }
		case Le:
			cmp = func(x, y Scalar) bool { return x.F <= y.F }
		case Eq:
			cmp = func(x, y Scalar) bool { return x.F == y.F }
		case Ne:
			cmp = func(x, y Scalar) bool { return x.F != y.F }
		case Gt:
			cmp = func(x, y Scalar) bool { return x.F > y.F }
		default:
			cmp = func(x, y Scalar) bool { return x.F >= y.F }
		}
	} else if dt == UInt64 {
		switch op {
		case Lt:
			cmp = func(x, y Scalar) bool { return uint64(x.I) < uint64(y.I) }
		case Le:
			cmp = func(x, y Scalar) bool { return uint64(x.I) <= uint64(y.I) }
		case Eq:
			cmp = func(x, y Scalar) bool { return x.I == y.I }
		case Ne:
			cmp = func(x, y Scalar) bool { return x.I != y.I }
		case Gt:
			cmp = func(x, y Scalar) bool { return uint64(x.I) > uint64(y.I) }
		default:
			cmp = func(x, y Scalar) bool { return uint64(x.I) >= uint64(y.I) }
		}
	} else {
		switch op {
		case Lt:
			cmp = func(x, y Scalar) bool { return x.I < y.I }
		case Le:
			cmp = func(x, y Scalar) bool { return x.I <= y.I }
		case Eq:
			cmp = func(x, y Scalar) bool { return x.I == y.I }
		case Ne:
			cmp = func(x, y Scalar) bool { return x.I != y.I }
		case Gt:
			cmp = func(x, y Scalar) bool { return x.I > y.I }
		default:
			cmp = func(x, y Scalar) bool { return x.I >= y.I }
		}
	}
	return func(x, y Scalar) (Scalar, error) { return MakeBool(cmp(x, y)), nil }
}

// boolKernel covers the operators with a bool loop: + is logical or and * is
// logical and, as in NumPy.
func boolKernel(op BinaryOp) binaryFunc {
	return func(x, y Scalar) (Scalar, error) {
		switch op {
		case Add, Or:
			return MakeBool(x.I|y.I != 0), nil
		case Mul, And:
			return MakeBool(x.I&y.I != 0), nil
		default: // Xor
			return MakeBool(x.I != y.I), nil
		}
	}
}

func intKernel(op BinaryOp, dt DType) binaryFunc {
	bits := int64(8 * dt.ItemSize())
	minInt := int64(-1) << (bits - 1)
	wrap := func(v int64) (Scalar, error) { return MakeInt(dt, v), nil }
	if dt.IsUnsigned() {
		// Unsigned values below 2**63 are non-negative int64s, on which
		// the signed loops below agree with the unsigned ones but for
		// division, modulo and right shifts of UInt64's upper half.
		switch op {
		case FloorDiv:
			return func(x, y Scalar) (Scalar, error) {
				if y.I == 0 {
					return wrap(0)
				}
				return wrap(int64(uint64(x.I) / uint64(y.I)))
			}
		case Mod:
			return func(x, y Scalar) (Scalar, error) {
				if y.I == 0 {
					return wrap(0)
				}
				return wrap(int64(uint64(x.I) % uint64(y.I)))
			}
		case RShift:
			return func(x, y Scalar) (Scalar, error) {
				if uint64(y.I) >= uint64(bits) {
					return wrap(0)
				}
				return wrap(int64(uint64(x.I) >> uint(y.I)))
			}
		case LShift:
			return func(x, y Scalar) (Scalar, error) {
				if uint64(y.I) >= uint64(bits) {
					return wrap(0)
				}
				return wrap(x.I << uint(y.I))
			}
		}
	}
	switch op {
	case Add:
		return func(x, y Scalar) (Scalar, error) { return wrap(x.I + y.I) }
	case Sub:
		return func(x, y Scalar) (Scalar, error) { return wrap(x.I - y.I) }
	case Mul:
		return func(x, y Scalar) (Scalar, error) { return wrap(x.I * y.I) }
	case FloorDiv:
		return func(x, y Scalar) (Scalar, error) {
			a, b := x.I, y.I
			switch {
			case b == 0:
				return wrap(0)
			case a == minInt && b == -1:
				return wrap(minInt)
			}
			q := a / b
			if (a > 0) != (b > 0) && q*b != a {
				q--
			}
			return wrap(q)
		}
	case Mod:
		return func(x, y Scalar) (Scalar, error) {
			a, b := x.I, y.I
			if b == 0 || b == -1 {
				return wrap(0)
			}
			r := a % b
			if r != 0 && (r < 0) != (b < 0) {
				r += b
			}
			return wrap(r)
		}
	case Pow:
		return func(x, y Scalar) (Scalar, error) {
			base, exp := x.I, y.I
			if exp < 0 {
				return Scalar{}, errNegativePow
			}
			// Square-and-multiply, wrapping like NumPy's C loop.
			r := int64(1)
			for ; exp > 0; exp >>= 1 {
				if exp&1 != 0 {
					r = MakeInt(dt, r*base).I
				}
				base = MakeInt(dt, base*base).I
			}
			return wrap(r)
		}
	case And:
		return func(x, y Scalar) (Scalar, error) { return wrap(x.I & y.I) }
	case Or:
		return func(x, y Scalar) (Scalar, error) { return wrap(x.I | y.I) }
	case Xor:
		return func(x, y Scalar) (Scalar, error) { return wrap(x.I ^ y.I) }
	case LShift:
		return func(x, y Scalar) (Scalar, error) {
			// Shifts by the width or more (or by a negative amount, which C
			// sees as huge when cast to size_t) give 0.
			if y.I < 0 || y.I >= bits {
				return wrap(0)
			}
			return wrap(x.I << uint(y.I))
		}
	default: // RShift
		return func(x, y Scalar) (Scalar, error) {
			if y.I < 0 || y.I >= bits {
				if x.I < 0 {
					return wrap(-1)
				}
				return wrap(0)
			}
			return wrap(x.I >> uint(y.I))
		}
	}
}

func floatKernel(op BinaryOp, dt DType) binaryFunc {
	f := func(v float64) (Scalar, error) { return MakeFloat(dt, round(v, dt)), nil }
	// NumPy's float16 loops compute in float32, intermediates included.
	calc := dt
	if dt == Float16 {
		calc = Float32
	}
	switch op {
	case Add:
		return func(x, y Scalar) (Scalar, error) { return f(x.F + y.F) }
	case Sub:
		return func(x, y Scalar) (Scalar, error) { return f(x.F - y.F) }
	case Mul:
		return func(x, y Scalar) (Scalar, error) { return f(x.F * y.F) }
	case TrueDiv:
		return func(x, y Scalar) (Scalar, error) { return f(x.F / y.F) }
	case FloorDiv:
		return func(x, y Scalar) (Scalar, error) { return f(floorDivide(x.F, y.F, calc)) }
	case Mod:
		return func(x, y Scalar) (Scalar, error) { return f(remainder(x.F, y.F, calc)) }
	default: // Pow
		return func(x, y Scalar) (Scalar, error) { return f(power(x.F, y.F)) }
	}
}

// round returns v rounded to dt's precision. A float16 result is the
// float32 result NumPy's half loops compute, rounded to half.
func round(v float64, dt DType) float64 {
	switch dt {
	case Float32:
		return float64(float32(v))
	case Float16:
		return roundHalf(float64(float32(v)))
	}
	return v
}

// divmod is npy_divmod: Python's floor division and modulo for floats, with
// every intermediate rounded to dt.
func divmod(a, b float64, dt DType) (div, mod float64) {
	mod = math.Mod(a, b) // fmod is exact, so no rounding is needed
	if b == 0 {
		return round(a/b, dt), mod
	}
	div = round(round(a-mod, dt)/b, dt)
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod = round(mod+b, dt)
			div = round(div-1, dt)
		}
	} else {
		mod = math.Copysign(0, b)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if round(div-floordiv, dt) > 0.5 {
			floordiv = round(floordiv+1, dt)
		}
	} else {
		floordiv = math.Copysign(0, round(a/b, dt))
	}
	return floordiv, mod
}

// floorDivide is npy_floor_divide.
func floorDivide(a, b float64, dt DType) float64 {
	if b == 0 {
		return a / b
	}
	div, _ := divmod(a, b, dt)
	return div
}

// remainder is npy_remainder.
func remainder(a, b float64, dt DType) float64 {
	if b == 0 {
		return math.Mod(a, b)
	}
	_, mod := divmod(a, b, dt)
	return mod
}

// power is C's pow. NumPy's fast paths for array ** scalar (square, sqrt,
// reciprocal) are exact, and so are these special cases. Integer exponents
// are computed in double-double arithmetic and rounded once, which agrees
// with glibc's pow (correctly rounded in all but rare near-halfway cases),
// where Go's math.Pow is often a bit off; other exponents use math.Pow.
func power(x, y float64) float64 {
	switch y {
	case 2:
		return x * x
	case 0.5:
		if x >= 0 || math.IsNaN(x) {
			return math.Sqrt(x)
		}
	case -1:
		return 1 / x
	case 1:
		return x
	}
	if n := math.Trunc(y); n == y && math.Abs(n) <= 1<<20 && x != 0 && isFinite(x) {
		if r, ok := powInt(x, int64(n)); ok {
			return r
		}
	}
	return math.Pow(x, y)
}

// doubleDouble is an unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type doubleDouble struct{ hi, lo float64 }

func (a doubleDouble) mul(b doubleDouble) doubleDouble {
	p := a.hi * b.hi
	e := math.FMA(a.hi, b.hi, -p) // the rounding error of p, exactly
	e += a.hi*b.lo + a.lo*b.hi
	s := p + e
	return doubleDouble{s, e - (s - p)}
}

// recip returns 1/a to about 100 bits.
func (a doubleDouble) recip() doubleDouble {
	q := 1 / a.hi
	// r = 1 - q*a, computed exactly enough for one correction step.
	r := -math.FMA(q, a.hi, -1) - q*a.lo
	c := r / a.hi
	s := q + c
	return doubleDouble{s, c - (s - q)}
}

// powInt returns x**n rounded once to float64, or false if an intermediate
// result overflowed or underflowed (leaving the answer to math.Pow).
func powInt(x float64, n int64) (float64, bool) {
	neg := n < 0
	if neg {
		n = -n
	}
	r, base := doubleDouble{1, 0}, doubleDouble{x, 0}
	for ; n > 0; n >>= 1 {
		if n&1 != 0 {
			r = r.mul(base)
		}
		if n > 1 {
			base = base.mul(base)
		}
	}
	if neg {
		r = r.recip()
	}
	v := r.hi + r.lo
	// Away from the overflow and subnormal ranges the pair is exact to
	// about 2**-100 relative, so v is the correctly rounded result unless
	// the exact value lies extraordinarily close to a halfway point.
	if !isFinite(v) || !isFinite(r.lo) || math.Abs(v) < 0x1p-969 || math.Abs(v) > 0x1p1000 {
		return 0, false
	}
	return v, true
}

// Unary applies op elementwise. The result is an Array operand if x is an
// array, else a NumPy scalar operand.
//
// Errors, with NumPy's texts: negation of bools, ~ on floats. The ufuncs
// Sqrt, Exp, Log, Sin and Cos give float64 for integers, float32 for 16-bit
// ones and float16 for bools and 8-bit ones.
func Unary(op UnaryOp, x Operand) (Operand, error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	in, kernel, err := unaryKernel(op, dt)
	if err != nil {
		return Operand{}, err
	}
	if x.Array == nil && op == Abs && dt.IsComplex() {
		return Operand{Scalar: absScalar(x.Scalar)}, nil
	}
	if x.Array == nil {
		return Operand{Scalar: kernel(x.Scalar.Convert(in))}, nil
	}
	a := x.Array
	if res, ok := unaryFastPath(op, a); ok {
		return Operand{Array: res}, nil
	}
	res, _ := New(kernel(Scalar{DType: in}).DType, a.shape)
	it := newIter(a.shape, [][]int{res.strides, a.strides}, []int{0, a.offset})
	for ; it.more; it.next() {
		res.setAt(it.off[0], kernel(a.getAt(it.off[1]).Convert(in)))
	}
	return Operand{Array: res}, nil
}

// floatLoopType is the type in which a float ufunc (sqrt, exp, ...)
// computes for inputs of type dt, as NumPy picks its loop: floats keep
// their type, bools and 8-bit integers use float16, 16-bit integers
// float32, wider ones float64.
func floatLoopType(dt DType, ufunc string) (DType, error) {
	switch dt {
	case Complex64, Complex128:
		return 0, errNoLoop(ufunc)
	case Bool, Int8, UInt8, Float16:
		return Float16, nil
	case Int16, UInt16:
		return Float32, nil
	case Float32:
		return Float32, nil
	}
	return Float64, nil
}

// unaryKernel returns the type the input is converted to and the loop body.
func unaryKernel(op UnaryOp, dt DType) (DType, func(Scalar) Scalar, error) {
	if dt.IsComplex() {
		_, f, err := complexUnary(op, dt)
		return dt, f, err
	}
	switch op {
	case Neg:
		switch {
		case dt == Bool:
			return 0, nil, errBoolNegative
		case dt.IsInt():
			return dt, func(x Scalar) Scalar { return MakeInt(dt, -x.I) }, nil
		}
		return dt, func(x Scalar) Scalar { return MakeFloat(dt, -x.F) }, nil
	case Pos:
		// NumPy 1.24 copies bool arrays under a DeprecationWarning.
		return dt, func(x Scalar) Scalar { return x }, nil
	case Abs:
		switch {
		case dt == Bool:
			return dt, func(x Scalar) Scalar { return x }, nil
		case dt.IsUnsigned():
			return dt, func(x Scalar) Scalar { return x }, nil
		case dt.IsInt():
			return dt, func(x Scalar) Scalar {
				if x.I < 0 {
					return MakeInt(dt, -x.I)
				}
				return x
			}, nil
		}
		return dt, func(x Scalar) Scalar { return MakeFloat(dt, math.Abs(x.F)) }, nil
	case Invert:
		switch {
		case dt == Bool:
			return dt, func(x Scalar) Scalar { return MakeBool(x.I == 0) }, nil
		case dt.IsInt():
			return dt, func(x Scalar) Scalar { return MakeInt(dt, ^x.I) }, nil
		}
		return 0, nil, errNoLoop("invert")
	case Sqrt, Exp, Log, Sin, Cos:
		// Exp, Log, Sin and Cos are ports of the vector code NumPy runs
		// on AVX-512 machines (simdmath.go); square roots are correctly
		// rounded in both.
		var f func(float64) float64
		var f32 func(float32) float32
		switch op {
		case Sqrt:
			f = math.Sqrt
		case Exp:
			f, f32 = expFloat64, expFloat32
		case Log:
			f, f32 = logFloat64, logFloat32
		case Sin:
			f, f32 = sinFloat64, sinFloat32
		default:
			f, f32 = cosFloat64, cosFloat32
		}
		in, err := floatLoopType(dt, op.String())
		if err != nil {
			return 0, nil, err
		}
		// NumPy's float16 loops call the float32 functions.
		if (in == Float32 || in == Float16) && f32 != nil {
			return in, func(x Scalar) Scalar { return MakeFloat(in, float64(f32(float32(x.F)))) }, nil
		}
		return in, func(x Scalar) Scalar { return MakeFloat(in, round(f(x.F), in)) }, nil
	}
	return 0, nil, fmt.Errorf("ndarray: invalid unary operator %d", op)
}

// FloorDivideFloat is NumPy's floor_divide of two floats of type dt
// (npy_floor_divide), for backends that compute scalars without Scalars.
func FloorDivideFloat(a, b float64, dt DType) float64 { return floorDivide(a, b, dt) }

// RemainderFloat is NumPy's remainder of two floats of type dt.
func RemainderFloat(a, b float64, dt DType) float64 { return remainder(a, b, dt) }

// PowerFloat is NumPy's power of two floats (before rounding to the type).
func PowerFloat(x, y float64) float64 { return power(x, y) }
