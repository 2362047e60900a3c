package runtime

import (
	"fmt"
	"math"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// Kind is the Python type of a Value.
type Kind uint8

const (
	PyInt   Kind = iota + 1 // Python int (held in 64 bits)
	PyFloat                 // Python float
	PyBool                  // Python bool
	NumPy                   // a NumPy scalar of any dtype
)

// A Value is what a Python expression of the accelerated subset evaluates
// to: a Python int, float or bool, or a NumPy scalar. Keeping the kind lets
// the executor follow exactly the interpreter's typing: a float32 element
// times a Python float stays float32, a Python int true-divided by one is a
// Python float, and so on.
type Value struct {
	Kind Kind
	I    int64
	F    float64
	S    ndarray.Scalar
}

// Int, Float and Bool make Python values.
func Int(i int64) Value     { return Value{Kind: PyInt, I: i} }
func Float(f float64) Value { return Value{Kind: PyFloat, F: f} }
func Bool(b bool) Value {
	if b {
		return Value{Kind: PyBool, I: 1}
	}
	return Value{Kind: PyBool}
}

// NumPyScalar makes a NumPy scalar value.
func NumPyScalar(s ndarray.Scalar) Value { return Value{Kind: NumPy, S: s} }

// A PyError is an exception the evaluated code raises: its Python type
// name and message.
type PyError struct {
	Type, Msg string
}

func (e *PyError) Error() string { return e.Type + ": " + e.Msg }

// Raise returns the Python exception typ with a formatted message.
func Raise(typ, format string, args ...any) error {
	return &PyError{Type: typ, Msg: fmt.Sprintf(format, args...)}
}

// Truth is Python's truth value.
func (v Value) Truth() bool {
	switch v.Kind {
	case PyFloat:
		return v.F != 0
	case NumPy:
		return v.S.Truth()
	}
	return v.I != 0
}

// operand is v as an ndarray operand (a Python scalar keeps its flag, for
// NumPy's value-based casting).
func (v Value) operand() ndarray.Operand {
	switch v.Kind {
	case PyInt:
		return ndarray.Operand{Scalar: ndarray.MakeInt(ndarray.Int64, v.I), Python: true}
	case PyFloat:
		return ndarray.Operand{Scalar: ndarray.MakeFloat(ndarray.Float64, v.F), Python: true}
	case PyBool:
		return ndarray.Operand{Scalar: ndarray.MakeBool(v.I != 0), Python: true}
	}
	return ndarray.Operand{Scalar: v.S}
}

// float64 is the value as Python's float() would give it.
func (v Value) float64() float64 {
	switch v.Kind {
	case PyFloat:
		return v.F
	case NumPy:
		return v.S.Float()
	}
	return float64(v.I)
}

// Index converts a subscript value to an int, as NumPy's indexing does.
func (v Value) Index() (int64, error) {
	switch v.Kind {
	case PyInt, PyBool:
		return v.I, nil
	case NumPy:
		// Any NumPy integer indexes (a numpy.uint64 past int64 is out of
		// every array's range).
		if v.S.DType.IsInt() && !(v.S.DType == ndarray.UInt64 && v.S.I < 0) || v.S.DType == ndarray.Bool {
			return v.S.Int(), nil
		}
	}
	return 0, Raise("IndexError", "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices")
}

var binaryOps = map[nest.BinOp]ndarray.BinaryOp{
	nest.Add: ndarray.Add, nest.Sub: ndarray.Sub, nest.Mul: ndarray.Mul, nest.Div: ndarray.TrueDiv,
	nest.FloorDiv: ndarray.FloorDiv, nest.Mod: ndarray.Mod, nest.Pow: ndarray.Pow,
	nest.BitAnd: ndarray.And, nest.BitOr: ndarray.Or, nest.BitXor: ndarray.Xor,
	nest.LShift: ndarray.LShift, nest.RShift: ndarray.RShift,
}

// Binary computes x op y with Python's meaning, or NumPy's when either is a
// NumPy scalar.
func Binary(op nest.BinOp, x, y Value) (Value, error) {
	if v, ok := fastBinary(op, x, y); ok {
		return v, nil
	}
	if x.Kind == NumPy || y.Kind == NumPy {
		r, err := ndarray.Binary(binaryOps[op], x.operand(), y.operand())
		if err != nil {
			return Value{}, Raise("TypeError", "%v", err)
		}
		return NumPyScalar(r.Scalar), nil
	}
	if op.Bitwise() {
		switch {
		case x.Kind == PyFloat || y.Kind == PyFloat:
			return Value{}, Raise("TypeError", "unsupported operand type(s) for %s", op)
		case x.Kind == PyBool && y.Kind == PyBool && op != nest.LShift && op != nest.RShift:
			r, err := intBinary(op, x.I, y.I)
			return Bool(r.I != 0), err
		}
	}
	if x.Kind != PyFloat && y.Kind != PyFloat {
		return intBinary(op, x.I, y.I)
	}
	return floatBinary(op, x.float64(), y.float64())
}

// fastBinary computes the common cases of NumPy scalar arithmetic directly:
// +, -, * and / on two float64s, two float32s, or a float64 and a Python
// float or int, and +, -, * on two int64s. These are the results
// ndarray.Binary gives (IEEE arithmetic in the operands' type, int64
// wrapping), without its general promotion machinery.
func fastBinary(op nest.BinOp, x, y Value) (Value, bool) {
	if op > nest.Div || x.Kind != NumPy && y.Kind != NumPy {
		return Value{}, false
	}
	if x.Kind == NumPy && y.Kind == NumPy && x.S.DType == y.S.DType {
		switch x.S.DType {
		case ndarray.Float64:
			return NumPyScalar(ndarray.Scalar{DType: ndarray.Float64, F: floatOp(op, x.S.F, y.S.F)}), true
		case ndarray.Float32:
			a, b := float32(x.S.F), float32(y.S.F)
			var r float32
			switch op {
			case nest.Add:
				r = a + b
			case nest.Sub:
				r = a - b
			case nest.Mul:
				r = a * b
			default:
				r = a / b
			}
			return NumPyScalar(ndarray.Scalar{DType: ndarray.Float32, F: float64(r)}), true
		case ndarray.Int64:
			a, b := x.S.I, y.S.I
			switch op {
			case nest.Add:
				return NumPyScalar(ndarray.Scalar{DType: ndarray.Int64, I: a + b}), true
			case nest.Sub:
				return NumPyScalar(ndarray.Scalar{DType: ndarray.Int64, I: a - b}), true
			case nest.Mul:
				return NumPyScalar(ndarray.Scalar{DType: ndarray.Int64, I: a * b}), true
			}
		}
		return Value{}, false
	}
	// A float64 with a Python float or int: float64 arithmetic.
	f64 := func(v Value) (float64, bool) {
		switch v.Kind {
		case NumPy:
			return v.S.F, v.S.DType == ndarray.Float64
		case PyFloat:
			return v.F, true
		case PyInt:
			return float64(v.I), v.I > -1<<53 && v.I < 1<<53
		}
		return 0, false
	}
	a, ok1 := f64(x)
	b, ok2 := f64(y)
	if !ok1 || !ok2 {
		return Value{}, false
	}
	return NumPyScalar(ndarray.Scalar{DType: ndarray.Float64, F: floatOp(op, a, b)}), true
}

func floatOp(op nest.BinOp, a, b float64) float64 {
	switch op {
	case nest.Add:
		return a + b
	case nest.Sub:
		return a - b
	case nest.Mul:
		return a * b
	}
	return a / b
}

var errOverflow = Raise("OverflowError", "integer result does not fit in 64 bits (alpyna's executor does not handle big ints)")

func intBinary(op nest.BinOp, a, b int64) (Value, error) {
	switch op {
	case nest.Add:
		if r, ok := addInt(a, b); ok {
			return Int(r), nil
		}
		return Value{}, errOverflow
	case nest.Sub:
		if b != math.MinInt64 {
			if r, ok := addInt(a, -b); ok {
				return Int(r), nil
			}
		}
		return Value{}, errOverflow
	case nest.Mul:
		if a == 0 || b == 0 {
			return Int(0), nil
		}
		r := a * b
		if r/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
			return Value{}, errOverflow
		}
		return Int(r), nil
	case nest.Div:
		if b == 0 {
			return Value{}, Raise("ZeroDivisionError", "division by zero")
		}
		if abs64(a) > 1<<53 || abs64(b) > 1<<53 {
			return Value{}, errOverflow
		}
		return Float(float64(a) / float64(b)), nil
	case nest.FloorDiv, nest.Mod:
		if b == 0 {
			if op == nest.Mod {
				return Value{}, Raise("ZeroDivisionError", "integer modulo by zero")
			}
			return Value{}, Raise("ZeroDivisionError", "integer division or modulo by zero")
		}
		if a == math.MinInt64 && b == -1 {
			return Value{}, errOverflow
		}
		q, r := a/b, a%b
		if r != 0 && (r < 0) != (b < 0) {
			q--
			r += b
		}
		if op == nest.Mod {
			return Int(r), nil
		}
		return Int(q), nil
	case nest.Pow:
		if b < 0 {
			return floatBinary(nest.Pow, float64(a), float64(b))
		}
		r := int64(1)
		base := a
		for e := b; e > 0; e >>= 1 {
			if e&1 == 1 {
				var ok bool
				if r, ok = mulInt(r, base); !ok {
					return Value{}, errOverflow
				}
			}
			if e > 1 {
				var ok bool
				if base, ok = mulInt(base, base); !ok {
					return Value{}, errOverflow
				}
			}
		}
		return Int(r), nil
	case nest.BitAnd:
		return Int(a & b), nil
	case nest.BitOr:
		return Int(a | b), nil
	case nest.BitXor:
		return Int(a ^ b), nil
	case nest.LShift, nest.RShift:
		if b < 0 {
			return Value{}, Raise("ValueError", "negative shift count")
		}
		if op == nest.RShift {
			return Int(a >> min(b, 63)), nil
		}
		if a == 0 {
			return Int(0), nil
		}
		if b >= 64 || (a<<b)>>b != a {
			return Value{}, errOverflow
		}
		return Int(a << b), nil
	}
	return Value{}, Raise("TypeError", "unsupported operator %s", op)
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

func addInt(a, b int64) (int64, bool) {
	r := a + b
	return r, (r > a) == (b > 0) || b == 0
}

func mulInt(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	r := a * b
	return r, r/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64)
}

// floatBinary is CPython's float arithmetic, errors included.
func floatBinary(op nest.BinOp, a, b float64) (Value, error) {
	switch op {
	case nest.Add:
		return Float(a + b), nil
	case nest.Sub:
		return Float(a - b), nil
	case nest.Mul:
		return Float(a * b), nil
	case nest.Div:
		if b == 0 {
			return Value{}, Raise("ZeroDivisionError", "float division by zero")
		}
		return Float(a / b), nil
	case nest.FloorDiv, nest.Mod:
		if b == 0 {
			if op == nest.Mod {
				return Value{}, Raise("ZeroDivisionError", "float modulo")
			}
			return Value{}, Raise("ZeroDivisionError", "float floor division by zero")
		}
		q, r := floatDivMod(a, b)
		if op == nest.Mod {
			return Float(r), nil
		}
		return Float(q), nil
	case nest.Pow:
		if a == 0 && b < 0 && !math.IsInf(b, 0) {
			return Value{}, Raise("ZeroDivisionError", "0.0 cannot be raised to a negative power")
		}
		if a < 0 && !math.IsInf(a, 0) && !math.IsInf(b, 0) && !math.IsNaN(b) && b != math.Trunc(b) {
			return Value{}, Raise("ValueError", "negative number cannot be raised to a fractional power (complex results are not supported)")
		}
		r := libm.Pow(a, b)
		if math.IsInf(r, 0) && !math.IsInf(a, 0) && !math.IsInf(b, 0) && !math.IsNaN(a) && !math.IsNaN(b) {
			return Value{}, Raise("OverflowError", "(34, 'Numerical result out of range')")
		}
		return Float(r), nil
	}
	return Value{}, Raise("TypeError", "unsupported operator %s", op)
}

// floatDivMod is CPython's float_divmod.
func floatDivMod(vx, wx float64) (float64, float64) {
	mod := math.Mod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return floordiv, mod
}

var compareOps = map[nest.CmpOp]ndarray.BinaryOp{
	nest.Lt: ndarray.Lt, nest.Le: ndarray.Le, nest.Eq: ndarray.Eq, nest.Ne: ndarray.Ne, nest.Gt: ndarray.Gt, nest.Ge: ndarray.Ge,
}

// Compare is x op y: a Python bool, or a NumPy bool when either side is a
// NumPy scalar.
func Compare(op nest.CmpOp, x, y Value) (Value, error) {
	if x.Kind == NumPy || y.Kind == NumPy {
		r, err := ndarray.Binary(compareOps[op], x.operand(), y.operand())
		if err != nil {
			return Value{}, Raise("TypeError", "%v", err)
		}
		return NumPyScalar(r.Scalar), nil
	}
	var less, equal bool
	if x.Kind != PyFloat && y.Kind != PyFloat {
		less, equal = x.I < y.I, x.I == y.I
	} else {
		a, b := x.float64(), y.float64()
		less, equal = a < b, a == b
		if math.IsNaN(a) || math.IsNaN(b) {
			return Bool(op == nest.Ne), nil
		}
	}
	switch op {
	case nest.Lt:
		return Bool(less), nil
	case nest.Le:
		return Bool(less || equal), nil
	case nest.Eq:
		return Bool(equal), nil
	case nest.Ne:
		return Bool(!equal), nil
	case nest.Gt:
		return Bool(!less && !equal), nil
	}
	return Bool(!less), nil
}

// Unary is -x, +x or not x.
func Unary(op nest.UnaryOp, x Value) (Value, error) {
	switch op {
	case nest.Not:
		return Bool(!x.Truth()), nil
	case nest.Plus:
		if x.Kind == PyBool {
			return Int(x.I), nil
		}
		return x, nil
	case nest.Invert:
		switch x.Kind {
		case NumPy:
			r, err := ndarray.Unary(ndarray.Invert, x.operand())
			if err != nil {
				return Value{}, Raise("TypeError", "%v", err)
			}
			return NumPyScalar(r.Scalar), nil
		case PyFloat:
			return Value{}, Raise("TypeError", "bad operand type for unary ~: 'float'")
		}
		return Int(^x.I), nil
	}
	switch x.Kind {
	case NumPy:
		r, err := ndarray.Unary(ndarray.Neg, x.operand())
		if err != nil {
			return Value{}, Raise("TypeError", "%v", err)
		}
		return NumPyScalar(r.Scalar), nil
	case PyFloat:
		return Float(-x.F), nil
	}
	if x.I == math.MinInt64 {
		return Value{}, errOverflow
	}
	return Int(-x.I), nil
}

// Call evaluates an intrinsic: Python's abs, min, max, int, float, and the
// math module's functions, which take floats and return floats.
func Call(fn string, args []Value) (Value, error) {
	if name, ok := strings.CutPrefix(fn, "numpy."); ok {
		return numpyCall(name, args)
	}
	switch fn {
	case "abs":
		x := args[0]
		switch x.Kind {
		case NumPy:
			r, err := ndarray.Unary(ndarray.Abs, x.operand())
			if err != nil {
				return Value{}, Raise("TypeError", "%v", err)
			}
			return NumPyScalar(r.Scalar), nil
		case PyFloat:
			return Float(math.Abs(x.F)), nil
		}
		if x.I == math.MinInt64 {
			return Value{}, errOverflow
		}
		return Int(abs64(x.I)), nil
	case "min", "max":
		best := args[0]
		for _, a := range args[1:] {
			op := nest.Lt
			if fn == "max" {
				op = nest.Gt
			}
			c, err := Compare(op, a, best)
			if err != nil {
				return Value{}, err
			}
			if c.Truth() {
				best = a
			}
		}
		return best, nil
	case "int":
		x := args[0]
		switch x.Kind {
		case PyInt:
			return x, nil
		case PyBool:
			return Int(x.I), nil
		case NumPy:
			if x.S.DType != ndarray.Float32 && x.S.DType != ndarray.Float64 {
				return Int(x.S.Int()), nil
			}
		}
		f := x.float64()
		switch {
		case math.IsNaN(f):
			return Value{}, Raise("ValueError", "cannot convert float NaN to integer")
		case math.IsInf(f, 0):
			return Value{}, Raise("OverflowError", "cannot convert float infinity to integer")
		case math.Abs(f) >= 9.2e18:
			return Value{}, errOverflow
		}
		return Int(int64(f)), nil
	case "float":
		return Float(args[0].float64()), nil
	}
	return mathCall(fn, args)
}

// The math module's errors, made once: mathCall is on the executor's
// innermost path.
var (
	errDomain     = Raise("ValueError", "math domain error")
	errRange      = Raise("OverflowError", "math range error")
	trigonometric = map[string]func(float64) float64{"math.sin": libm.Sin, "math.cos": libm.Cos, "math.tan": libm.Tan}
)

func mathCall(fn string, args []Value) (Value, error) {
	x := args[0].float64()
	var r float64
	switch fn {
	case "math.sqrt":
		if x < 0 {
			return Value{}, errDomain
		}
		r = math.Sqrt(x)
	case "math.exp":
		r = libm.Exp(x)
		if math.IsInf(r, 1) && !math.IsInf(x, 1) {
			return Value{}, errRange
		}
	case "math.log":
		if x <= 0 {
			return Value{}, errDomain
		}
		r = libm.Log(x)
	case "math.log10":
		if x <= 0 {
			return Value{}, errDomain
		}
		r = libm.Log10(x)
	case "math.sin", "math.cos", "math.tan":
		if math.IsInf(x, 0) {
			return Value{}, errDomain
		}
		r = trigonometric[fn](x)
	case "math.asin", "math.acos":
		if x < -1 || x > 1 {
			return Value{}, errDomain
		}
		if fn == "math.asin" {
			r = libm.Asin(x)
		} else {
			r = libm.Acos(x)
		}
	case "math.atan":
		r = libm.Atan(x)
	case "math.atan2":
		r = libm.Atan2(x, args[1].float64())
	case "math.hypot":
		r = libm.Hypot2(x, args[1].float64())
	case "math.sinh", "math.cosh":
		if fn == "math.sinh" {
			r = libm.Sinh(x)
		} else {
			r = libm.Cosh(x)
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) {
			return Value{}, errRange
		}
	case "math.tanh":
		r = libm.Tanh(x)
	case "math.erf":
		r = libm.Erf(x)
	case "math.fabs":
		r = math.Abs(x)
	case "math.pow":
		y := args[1].float64()
		if x == 0 && y < 0 && !math.IsInf(y, 0) {
			return Value{}, errDomain
		}
		if x < 0 && !math.IsInf(x, 0) && y != math.Trunc(y) && !math.IsInf(y, 0) && !math.IsNaN(y) {
			return Value{}, errDomain
		}
		r = libm.Pow(x, y)
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsInf(y, 0) && !math.IsNaN(x) {
			return Value{}, errRange
		}
	case "math.floor", "math.ceil":
		if math.IsNaN(x) {
			return Value{}, Raise("ValueError", "cannot convert float NaN to integer")
		}
		if math.IsInf(x, 0) {
			return Value{}, Raise("OverflowError", "cannot convert float infinity to integer")
		}
		if fn == "math.floor" {
			x = math.Floor(x)
		} else {
			x = math.Ceil(x)
		}
		if math.Abs(x) >= 9.2e18 {
			return Value{}, errOverflow
		}
		return Int(int64(x)), nil
	default:
		return Value{}, Raise("NotImplementedError", "intrinsic %s", fn)
	}
	return Float(r), nil
}

// numpyOp is one of kernel.NumPyOps on scalars, as the interpreter's
// numpy module computes it.
func numpyOp(name string, args []Value) (Value, error) {
	var r ndarray.Operand
	var err error
	switch name {
	case "floor":
		r, err = ndarray.Floor.Apply(args[0].operand())
	case "ceil":
		r, err = ndarray.Ceil.Apply(args[0].operand())
	case "trunc":
		r, err = ndarray.Trunc.Apply(args[0].operand())
	case "abs", "absolute":
		r, err = ndarray.Unary(ndarray.Abs, args[0].operand())
	case "minimum":
		r, err = ndarray.Minimum.Apply(args[0].operand(), args[1].operand())
	case "maximum":
		r, err = ndarray.Maximum.Apply(args[0].operand(), args[1].operand())
	default:
		return Value{}, Raise("TypeError", "numpy.%s is not in the accelerated subset", name)
	}
	if err != nil {
		return Value{}, Raise("TypeError", "%v", err)
	}
	return NumPyScalar(r.Scalar), nil
}

// numpyUnary and numpyBinary are the NumPy ufuncs of the subset inside
// nests, on float64 values: the C library's results, no errors, except
// for those NumPy computes with its own loops (numpyOwn).
var (
	numpyUnary = map[string]func(float64) float64{
		"sqrt": math.Sqrt, "exp": libm.Exp, "log": libm.Log, "log10": libm.Log10,
		"sin": libm.Sin, "cos": libm.Cos, "tan": libm.Tan, "arcsin": libm.Asin, "arccos": libm.Acos,
		"arctan": libm.Atan, "sinh": libm.Sinh, "cosh": libm.Cosh, "tanh": libm.Tanh, "fabs": math.Abs,
	}
	numpyBinary = map[string]func(float64, float64) float64{"arctan2": libm.Atan2, "power": libm.Pow}
	// numpyTernary are the internal intrinsics of three arguments
	// (kernel.FMA, which the front end writes for np.dot's sums).
	numpyTernary = map[string]func(float64, float64, float64) float64{"fma·": math.FMA}
)

// numpyOwn are the ufuncs NumPy 1.24 computes with its own vector loops
// (float32) and Intel's SVML rather than the C library, as package
// ndarray's ports do: float64 and float32 versions, the latter on float32
// values widened to float64. exp, log, sin and cos are NumPy's own on
// every machine; tanh on machines with AVX2 and FMA3; log10 and float64
// cosh, arctan, sinh, tan, arcsin and arccos on machines with AVX-512
// (internal/numpytables' OwnTanh and SVML); the ports call the C library
// elsewhere, as NumPy does. The other float32 versions are the C
// library's float64 functions, rounded by the caller (SVML's float32
// functions but log10's are not ported).
var numpyOwn = map[string][2]func(float64) float64{
	"exp":    {ndarray.NumPyExp64, widen32(ndarray.NumPyExp32)},
	"log":    {ndarray.NumPyLog64, widen32(ndarray.NumPyLog32)},
	"sin":    {ndarray.NumPySin64, widen32(ndarray.NumPySin32)},
	"cos":    {ndarray.NumPyCos64, widen32(ndarray.NumPyCos32)},
	"tanh":   {ndarray.NumPyTanh64, widen32(ndarray.NumPyTanh32)},
	"log10":  {ndarray.NumPyLog10Float64, widen32(ndarray.NumPyLog10Float32)},
	"cosh":   {ndarray.NumPyCoshFloat64, libm.Cosh},
	"arctan": {ndarray.NumPyAtan64, libm.Atan},
	"sinh":   {ndarray.NumPySinh64, libm.Sinh},
	"tan":    {ndarray.NumPyTan64, libm.Tan},
	"arcsin": {ndarray.NumPyAsin64, libm.Asin},
	"arccos": {ndarray.NumPyAcos64, libm.Acos},
}

func widen32(f func(float32) float32) func(float64) float64 {
	return func(x float64) float64 { return float64(f(float32(x))) }
}

// NumPyUnary is the float64 function numpy.name computes inside a nest on
// float64 arguments, or with float32 on float32 arguments (widened to
// float64, as is the result); false where name is no unary ufunc of the
// subset.
func NumPyUnary(name string, float32 bool) (func(float64) float64, bool) {
	if own, ok := numpyOwn[name]; ok {
		if float32 {
			return own[1], true
		}
		return own[0], true
	}
	f, ok := numpyUnary[name]
	return f, ok
}

// numpyCall is numpy.name(args...) on scalars inside a nest: a ufunc with
// NumPy's semantics (nan or ±inf where math raises; a float32 result when
// every argument is a float32, float64 otherwise), or a cast to a NumPy
// scalar type (a float to an integer as int() converts it, then wrapped).
func numpyCall(name string, args []Value) (Value, error) {
	if _, ok := kernel.NumPyOps[name]; ok {
		return numpyOp(name, args)
	}
	if t, ok := kernel.NumPyCasts[name]; ok {
		dt := dtypes[t]
		x := args[0]
		if dt.IsFloat() {
			return NumPyScalar(ndarray.MakeFloat(dt, x.float64())), nil
		}
		if x.Kind == PyFloat || x.Kind == NumPy && x.S.DType.IsFloat() {
			i, err := Call("int", args)
			if err != nil {
				return Value{}, err
			}
			x = i
		}
		var v int64
		switch x.Kind {
		case NumPy:
			v = x.S.Int()
		default:
			v = x.I
		}
		return NumPyScalar(ndarray.MakeInt(ndarray.Int64, v).Convert(dt)), nil
	}
	dt := ndarray.Float32
	for _, a := range args {
		if a.Kind != NumPy || a.S.DType != ndarray.Float32 {
			dt = ndarray.Float64
		}
	}
	var r float64
	if f, ok := NumPyUnary(name, dt == ndarray.Float32); ok {
		r = f(args[0].float64())
	} else if f, ok := numpyBinary[name]; ok {
		r = f(args[0].float64(), args[1].float64())
	} else if f, ok := numpyTernary[name]; ok {
		r = f(args[0].float64(), args[1].float64(), args[2].float64())
	} else {
		return Value{}, Raise("TypeError", "numpy.%s is not in the accelerated subset", name)
	}
	return NumPyScalar(ndarray.MakeFloat(dt, r)), nil
}
