package pynumpy

import (
	"fmt"
	"math"
	"math/big"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is np.iinfo and np.finfo: the limits of the integer and float
// types, for float16, float32, float64 and the integer types.

var typeInfoType = py.NewType("numpy.typeinfo", "the limits of a numeric type, as np.iinfo and np.finfo give them")

// typeInfo is an iinfo or finfo object: its attributes and its repr.
type typeInfo struct {
	attrs py.StringDict
	repr  string
}

// Type returns the type of iinfo and finfo objects.
func (t *typeInfo) Type() *py.Type { return typeInfoType }

// M__getattr__ looks up an attribute.
func (t *typeInfo) M__getattr__(name string) (py.Object, error) {
	if v, ok := t.attrs[name]; ok {
		return v, nil
	}
	return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", t.repr[:5], name)
}

// M__repr__ is NumPy's repr, e.g. "iinfo(min=-128, max=127, dtype=int8)".
func (t *typeInfo) M__repr__() (py.Object, error) { return py.String(t.repr), nil }

// M__str__ is the repr (NumPy's str is a multi-line table).
func (t *typeInfo) M__str__() (py.Object, error) { return py.String(t.repr), nil }

// infoDType is the dtype an iinfo/finfo argument names: a dtype, a type
// or a scalar.
func infoDType(o py.Object) (ndarray.DType, error) {
	if s, ok := o.(scalar); ok {
		return s.v.DType, nil
	}
	return dtypeOf(o)
}

// intString is the decimal text of a Python int or big int.
func intString(o py.Object) string {
	if b, ok := o.(*py.BigInt); ok {
		return (*big.Int)(b).String()
	}
	return fmt.Sprint(int64(o.(py.Int)))
}

func iinfo(_ py.Object, arg py.Object) (py.Object, error) {
	dt, err := infoDType(arg)
	if err != nil {
		return nil, err
	}
	if !dt.IsInt() {
		return nil, py.ExceptionNewf(py.ValueError, "Invalid integer data type '%s'.", map[bool]string{true: "f", false: "b"}[dt.IsInexact()])
	}
	bits := dt.ItemSize() * 8
	var lo, hi py.Object
	if dt.IsUnsigned() {
		lo = py.Int(0)
		if bits == 64 {
			hi = (*py.BigInt)(new(big.Int).SetUint64(math.MaxUint64))
		} else {
			hi = py.Int(int64(1)<<bits - 1)
		}
	} else {
		lo, hi = py.Int(-(int64(1) << (bits - 1))), py.Int(int64(uint64(1)<<(bits-1)-1))
	}
	kind := map[bool]string{true: "u", false: "i"}[dt.IsUnsigned()]
	return &typeInfo{
		attrs: py.StringDict{"bits": py.Int(bits), "min": lo, "max": hi, "dtype": dtypeObject{dt}, "kind": py.String(kind)},
		repr:  fmt.Sprintf("iinfo(min=%s, max=%s, dtype=%s)", intString(lo), intString(hi), pythonName(dt)),
	}, nil
}

func finfo(_ py.Object, arg py.Object) (py.Object, error) {
	dt, err := infoDType(arg)
	if err != nil {
		return nil, err
	}
	if dt.IsInt() || dt == ndarray.Bool {
		return nil, py.ExceptionNewf(py.ValueError, "data type <class 'numpy.%s'> not inexact", pythonName(dt))
	}
	switch dt {
	case ndarray.Complex64:
		dt = ndarray.Float32
	case ndarray.Complex128:
		dt = ndarray.Float64
	}
	var eps, maxv, tiny, resolution float64
	var precision, bits int
	switch dt {
	case ndarray.Float16:
		eps, maxv, tiny, resolution, precision, bits = 0.0009765625, 65504, 6.103515625e-05, 0.001, 3, 16
	case ndarray.Float32:
		eps, maxv, tiny, resolution, precision, bits = float64(math.Nextafter32(1, 2)-1), math.MaxFloat32, float64(math.Float32frombits(0x00800000)), 1e-06, 6, 32
	default:
		eps, maxv, tiny, resolution, precision, bits = math.Nextafter(1, 2)-1, math.MaxFloat64, 0x1p-1022, 1e-15, 15, 64
	}
	f := func(v float64) py.Object { return NewScalar(ndarray.MakeFloat(dt, v)) }
	str := func(v float64) string { return ndarray.MakeFloat(dt, v).String() }
	lo, hi := str(-maxv), str(maxv)
	if dt == ndarray.Float16 {
		lo, hi = "-6.55040e+04", "6.55040e+04" // NumPy's text for float16's limits
	}
	return &typeInfo{
		attrs: py.StringDict{
			"bits": py.Int(bits), "eps": f(eps), "max": f(maxv), "min": f(-maxv), "tiny": f(tiny),
			"smallest_normal": f(tiny), "resolution": f(resolution), "precision": py.Int(precision),
			"dtype": dtypeObject{dt},
		},
		repr: fmt.Sprintf("finfo(resolution=%s, min=%s, max=%s, dtype=%s)", str(resolution), lo, hi, pythonName(dt)),
	}, nil
}
