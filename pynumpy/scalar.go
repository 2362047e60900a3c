package pynumpy

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// scalar is a NumPy scalar (np.float32(1.5), an element read from an
// array). Its Python type is the scalar type of its dtype.
type scalar struct {
	v ndarray.Scalar
}

// NewScalar returns the Python object for the NumPy scalar s.
func NewScalar(s ndarray.Scalar) py.Object { return scalar{s} }

// ScalarOf returns the NumPy scalar behind o, if o is one.
func ScalarOf(o py.Object) (ndarray.Scalar, bool) {
	s, ok := o.(scalar)
	return s.v, ok
}

// Type returns the scalar type of s's dtype, numpy.float32 and so on.
func (s scalar) Type() *py.Type { return scalarTypes[s.v.DType] }

func init() {
	for _, t := range scalarTypes {
		// M__getattr__ serves the scalars through the interface; as an
		// entry of the type's dict the type object's own lookups
		// (np.float64.__name__) would call it too
		delete(t.Dict, "__getattr__")
		t.Dict["dtype"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
			return dtypeObject{self.(scalar).v.DType}, nil
		}}
		t.Dict["item"] = py.MustNewMethod("item", func(self py.Object) (py.Object, error) {
			return pythonScalar(self.(scalar).v), nil
		}, 0, "item()\n\nThe value as a Python scalar.")
	}
}

// newScalar implements calls of the scalar types: np.float32(2.0),
// np.int64("7"), np.float32(x) on scalars, and np.float32(a) on arrays,
// which is a.astype(np.float32).
func newScalar(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	dt := scalarTypeDType[t]
	var arg py.Object
	if err := py.UnpackTuple(args, kwargs, pythonName(dt), 0, 1, &arg); err != nil {
		return nil, err
	}
	if arg == nil {
		return scalar{ndarray.Scalar{DType: dt}.Convert(dt)}, nil
	}
	if s, ok := arg.(py.String); ok {
		v, err := parseScalar(dt, string(s))
		if err != nil {
			return nil, err
		}
		return scalar{v}, nil
	}
	if isSequence(arg) {
		a, err := arrayFromObject(arg)
		if err != nil {
			return nil, err
		}
		if a.NDim() == 0 {
			return scalar{a.AtFlat(0).Convert(dt)}, nil
		}
		return NewArray(a.AsType(dt)), nil
	}
	if b, isBig := arg.(*py.BigInt); isBig && dt == ndarray.UInt64 {
		// np.uint64 takes the Python ints from 2**63 to 2**64-1.
		if i := (*big.Int)(b); i.Sign() > 0 && i.IsUint64() {
			return scalar{ndarray.MakeInt(ndarray.UInt64, int64(i.Uint64()))}, nil
		}
	}
	v, ok, err := scalarValue(arg)
	if err != nil {
		return nil, err
	}
	if ok {
		return scalar{v.Convert(dt)}, nil
	}
	switch {
	case dt.IsComplex():
		return nil, py.ExceptionNewf(py.TypeError, "complex() first argument must be a string or a number, not '%s'", arg.Type().Name)
	case dt.IsFloat():
		return nil, py.ExceptionNewf(py.TypeError, "float() argument must be a string or a real number, not '%s'", arg.Type().Name)
	case dt.IsInt():
		return nil, py.ExceptionNewf(py.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '%s'", arg.Type().Name)
	}
	truth, err := py.MakeBool(arg)
	if err != nil {
		return nil, err
	}
	return scalar{ndarray.MakeBool(truth == py.True)}, nil
}

// parseScalar converts a string as NumPy's scalar types do: through
// Python's float() or int(), and for bool_ by the string's truth.
func parseScalar(dt ndarray.DType, s string) (ndarray.Scalar, error) {
	switch {
	case dt.IsComplex():
		// Python's complex() syntax: "1+2j", "(1-2j)", "3".
		t := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(s), "("), ")")
		t = strings.Replace(strings.Replace(t, "j", "i", 1), "J", "i", 1)
		c, err := strconv.ParseComplex(t, 128)
		if err != nil && !isRangeError(err) || strings.ContainsAny(t, "_") {
			return ndarray.Scalar{}, py.ExceptionNewf(py.ValueError, "complex() arg is a malformed string")
		}
		return ndarray.MakeComplex(dt, real(c), imag(c)), nil
	case dt.IsFloat():
		f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil && !isRangeError(err) {
			return ndarray.Scalar{}, py.ExceptionNewf(py.ValueError, "could not convert string to float: '%s'", s)
		}
		return ndarray.MakeFloat(dt, f), nil
	case dt.IsInt():
		o, err := py.IntFromString(s, 10)
		if err != nil {
			return ndarray.Scalar{}, py.ExceptionNewf(py.ValueError, "invalid literal for int() with base 10: '%s'", s)
		}
		v, err := int64Of(o)
		if err != nil {
			return ndarray.Scalar{}, err
		}
		return ndarray.MakeInt(dt, v), nil
	default:
		return ndarray.MakeBool(s != ""), nil
	}
}

func isRangeError(err error) bool {
	numErr, ok := err.(*strconv.NumError)
	return ok && numErr.Err == strconv.ErrRange
}

// errIntTooLarge is what NumPy raises for a Python int beyond int64.
func errIntTooLarge() error {
	return py.ExceptionNewf(py.OverflowError, "Python int too large to convert to C long")
}

// int64Of converts a Python int (Int or BigInt) to int64.
func int64Of(o py.Object) (int64, error) {
	switch o := o.(type) {
	case py.Int:
		return int64(o), nil
	case *py.BigInt:
		v, err := o.GoInt64()
		if err != nil {
			return 0, errIntTooLarge()
		}
		return v, nil
	}
	return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
}

// pythonScalar converts a NumPy scalar to the Python bool, int or float
// that tolist() and item() return.
func pythonScalar(s ndarray.Scalar) py.Object {
	switch {
	case s.DType == ndarray.Bool:
		return py.NewBool(s.Truth())
	case s.DType == ndarray.UInt64 && s.I < 0:
		return (*py.BigInt)(new(big.Int).SetUint64(uint64(s.I)))
	case s.DType.IsInt():
		return py.Int(s.I)
	case s.DType.IsComplex():
		return pythonComplex(s)
	default:
		return py.Float(s.F)
	}
}

func (s scalar) M__str__() (py.Object, error)  { return py.String(s.v.String()), nil }
func (s scalar) M__repr__() (py.Object, error) { return py.String(s.v.Repr()), nil }
func (s scalar) M__bool__() (py.Object, error) { return py.NewBool(s.v.Truth()), nil }

// M__float__ is the value as a float; a complex one's real part, with
// NumPy's ComplexWarning.
func (s scalar) M__float__() (py.Object, error) {
	if s.v.DType.IsComplex() {
		if err := warnComplexCast(); err != nil {
			return nil, err
		}
	}
	return py.Float(s.v.Float()), nil
}

// M__complex__ is the value as a Python complex.
func (s scalar) M__complex__() (py.Object, error) { return pythonComplex(s.v), nil }

// M__int__ truncates floats toward zero like int(), with Python's errors
// for NaN and infinities and a Python big int beyond int64.
func (s scalar) M__int__() (py.Object, error) {
	if s.v.DType == ndarray.UInt64 {
		return pythonScalar(s.v), nil
	}
	if s.v.DType.IsComplex() {
		if err := warnComplexCast(); err != nil {
			return nil, err
		}
	}
	if !s.v.DType.IsInexact() {
		return py.Int(s.v.I), nil
	}
	f := s.v.F
	switch {
	case math.IsNaN(f):
		return nil, py.ExceptionNewf(py.ValueError, "cannot convert float NaN to integer")
	case math.IsInf(f, 0):
		return nil, py.ExceptionNewf(py.OverflowError, "cannot convert float infinity to integer")
	case math.Abs(f) < 1<<63:
		return py.Int(int64(f)), nil
	}
	i, _ := big.NewFloat(f).Int(nil)
	return (*py.BigInt)(i), nil
}

// M__index__ lets integer scalars index lists and bound range(). NumPy
// 1.24 still accepts bool_ here with a DeprecationWarning; so do we,
// without the warning.
func (s scalar) M__index__() (py.Int, error) {
	if s.v.DType.IsInexact() {
		return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", s.Type().Name)
	}
	return py.Int(s.v.I), nil
}

// M__hash__ hashes as Python hashes the equal int or float, so that
// equal values hash equally across types.
func (s scalar) M__hash__() (py.Object, error) {
	if s.v.DType == ndarray.UInt64 && s.v.I < 0 {
		return py.Int(int64(uint64(s.v.I) % (1<<hashBits - 1))), nil // as Python hashes the int
	}
	if s.v.DType.IsComplex() {
		return py.Int(hashComplex(s.v.F, s.v.Imag())), nil
	}
	if s.v.DType.IsFloat() {
		return py.Int(hashFloat(s.v.F)), nil
	}
	return py.Int(hashInt(s.v.I)), nil
}

// hashModulus is CPython's _PyHASH_MODULUS for 64-bit builds.
const (
	hashBits    = 61
	hashModulus = 1<<hashBits - 1
)

// hashInt is CPython's hash() of an int.
func hashInt(v int64) int64 {
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
	}
	h := int64(u % hashModulus)
	if neg {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// hashFloat is CPython's hash() of a float (_Py_HashDouble), with NaN
// hashing to 0 since scalars have no identity to hash instead.
func hashFloat(v float64) int64 {
	switch {
	case math.IsNaN(v):
		return 0
	case math.IsInf(v, 1):
		return 314159
	case math.IsInf(v, -1):
		return -314159
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign, m = -1, -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(hashBits-28)
		m *= 1 << 28
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e %= hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	x = ((x << uint(e)) & hashModulus) | x>>uint(hashBits-e)
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// M__format__ formats as NumPy 1.24 does, by formatting the equal Python
// float or int: f"{np.float32(0.1)}" is "0.10000000149011612", although
// str() gives "0.1". bool_ formats as "True" or "False" with the empty
// spec and as an int otherwise, like Python's bool.
func (s scalar) M__format__(spec py.Object) (py.Object, error) {
	specStr, ok := spec.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "format() argument 2 must be str, not %s", spec.Type().Name)
	}
	var (
		out string
		err error
	)
	switch {
	case s.v.DType.IsComplex():
		return formatComplex(s.v, string(specStr))
	case s.v.DType.IsFloat():
		out, err = py.FormatFloat(s.v.F, string(specStr))
	case s.v.DType == ndarray.Bool && specStr == "":
		return s.M__str__()
	default:
		out, err = py.FormatInt(big.NewInt(s.v.I), string(specStr))
	}
	if err != nil {
		return nil, err
	}
	return py.String(out), nil
}

// M__getattr__ gives a NumPy scalar the attributes of arrays it lacks, as
// NumPy's generic scalar does: the attribute of the 0-d array holding the
// value, with a 0-d result (of a method too) returned as a scalar
// (np.float64(2.5).astype(np.float32), np.bool_(True).any(), x.shape).
// Special names (__len__, __iter__, ...) are not forwarded: scalars are not
// sequences.
func (s scalar) M__getattr__(name string) (py.Object, error) {
	missing := func() error {
		return py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", s.Type().Name, name)
	}
	if strings.HasPrefix(name, "__") {
		return nil, missing()
	}
	a, err := ndarray.Full(s.v.DType, nil, s.v)
	if err != nil {
		return nil, missing()
	}
	attr, err := py.GetAttrString(NewArray(a), name)
	if err != nil {
		return nil, missing()
	}
	if _, ok := attr.(py.I__call__); !ok {
		return scalarize(attr), nil
	}
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		r, err := py.Call(attr, args, kwargs)
		if err != nil {
			return nil, err
		}
		return scalarize(r), nil
	}, 0, ""), nil
}

// M__getitem__ is x[()] (x itself) and x[...] (a 0-d array) of a NumPy
// scalar: the subscript of the 0-d array holding it. Other subscripts
// raise NumPy's IndexError.
func (s scalar) M__getitem__(key py.Object) (py.Object, error) {
	a, err := ndarray.Full(s.v.DType, nil, s.v)
	if err != nil {
		return nil, err
	}
	r, err := NewArray(a).(*array).M__getitem__(key)
	if err != nil {
		if py.IsException(py.IndexError, err) {
			return nil, py.ExceptionNewf(py.IndexError, "invalid index to scalar variable.")
		}
		return nil, err
	}
	return r, nil
}
