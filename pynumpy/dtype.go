package pynumpy

import (
	"fmt"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// dtypes lists the element types the module offers, in promotion order
// within each kind.
var dtypes = []ndarray.DType{ndarray.Bool, ndarray.Int8, ndarray.Int16, ndarray.Int32, ndarray.Int64,
	ndarray.UInt8, ndarray.UInt16, ndarray.UInt32, ndarray.UInt64, ndarray.Float16, ndarray.Float32, ndarray.Float64,
	ndarray.Complex64, ndarray.Complex128}

// scalarTypes maps a DType to the Python type of its NumPy scalars
// (numpy.float32 and so on). Those types are also what scripts pass as
// dtype=, so they are indexed both ways.
var (
	scalarTypes     = map[ndarray.DType]*py.Type{}
	scalarTypeDType = map[*py.Type]ndarray.DType{}
)

// pythonName is the name NumPy gives a dtype's scalar type.
func pythonName(dt ndarray.DType) string {
	if dt == ndarray.Bool {
		return "bool_"
	}
	return dt.String()
}

func init() {
	for _, dt := range dtypes {
		name := pythonName(dt)
		t := py.NewTypeX("numpy."+name, fmt.Sprintf("NumPy %s scalar type", dt), newScalar, nil)
		// gpython's type objects have no __name__ of their own; CPython's
		// gives the part of the name after the module.
		t.Dict["__name__"] = py.String(name)
		t.Dict["__qualname__"] = py.String(name)
		t.Dict["__module__"] = py.String("numpy")
		scalarTypes[dt] = t
		scalarTypeDType[t] = dt
	}
	dtypeType.Dict["__name__"] = py.String("dtype")
	dtypeType.Dict["__module__"] = py.String("numpy")
	dtypeType.Dict["name"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return py.String(self.(dtypeObject).dt.String()), nil
	}}
	dtypeType.Dict["itemsize"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return py.Int(self.(dtypeObject).dt.ItemSize()), nil
	}}
	dtypeType.Dict["type"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return scalarTypes[self.(dtypeObject).dt], nil
	}}
}

// dtypeObject is a numpy.dtype instance, what a.dtype returns.
type dtypeObject struct {
	dt ndarray.DType
}

var dtypeType = py.NewTypeX("numpy.dtype", "dtype(obj)\n\nCreate a data type object.", newDType, nil)

// Type returns numpy.dtype.
func (d dtypeObject) Type() *py.Type { return dtypeType }

func newDType(_ *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	if err := py.UnpackTuple(args, kwargs, "dtype", 1, 1, &obj); err != nil {
		return nil, err
	}
	dt, err := dtypeOf(obj)
	if err != nil {
		return nil, err
	}
	return dtypeObject{dt}, nil
}

func (d dtypeObject) M__str__() (py.Object, error) { return py.String(d.dt.String()), nil }

func (d dtypeObject) M__repr__() (py.Object, error) {
	return py.String(fmt.Sprintf("dtype('%s')", d.dt)), nil
}

// M__eq__ compares with anything that names a dtype: another dtype, a
// scalar type, a Python type or a string, as NumPy does.
func (d dtypeObject) M__eq__(other py.Object) (py.Object, error) {
	dt, err := dtypeOf(other)
	if err != nil {
		return py.False, nil
	}
	return py.NewBool(dt == d.dt), nil
}

func (d dtypeObject) M__ne__(other py.Object) (py.Object, error) {
	eq, _ := d.M__eq__(other)
	return py.Not(eq)
}

func (d dtypeObject) M__hash__() (py.Object, error) { return py.Int(d.dt), nil }

// dtypeOf interprets a dtype= argument: a scalar type (np.float32), a dtype
// object, a string ("float32", "f8") or one of Python's float, int, bool.
func dtypeOf(o py.Object) (ndarray.DType, error) {
	switch o := o.(type) {
	case dtypeObject:
		return o.dt, nil
	case *py.Type:
		if dt, ok := scalarTypeDType[o]; ok {
			return dt, nil
		}
		switch o {
		case py.FloatType:
			return ndarray.Float64, nil
		case py.IntType:
			return ndarray.Int64, nil
		case py.BoolType:
			return ndarray.Bool, nil
		case py.ComplexType:
			return ndarray.Complex128, nil
		}
	case py.String:
		if dt, ok := ndarray.ParseDType(string(o)); ok {
			return dt, nil
		}
		return 0, py.ExceptionNewf(py.TypeError, "data type '%s' not understood", string(o))
	}
	r, err := py.ReprAsString(o)
	if err != nil {
		return 0, err
	}
	return 0, py.ExceptionNewf(py.TypeError, "Cannot interpret '%s' as a data type", r)
}

// dtypeArg reads an optional dtype= argument, returning def when it is
// absent or None.
func dtypeArg(o py.Object, def ndarray.DType) (ndarray.DType, error) {
	if o == nil || o == py.None {
		return def, nil
	}
	return dtypeOf(o)
}

// kind orders the dtype kinds as NumPy's 'same_kind' casting does: bool,
// unsigned, signed, float, complex.
func kind(dt ndarray.DType) int {
	switch {
	case dt.IsComplex():
		return 4
	case dt == ndarray.Bool:
		return 0
	case dt.IsUnsigned():
		return 1
	case dt.IsInt():
		return 2
	default:
		return 3
	}
}

// promote is NumPy's promotion of two dtypes (np.promote_types), used when
// discovering the dtype of np.array's nested sequences.
func promote(x, y ndarray.DType) ndarray.DType {
	return ndarray.PromoteTypes(x, y)
}

// canCastSameKind reports whether NumPy's 'same_kind' casting allows from -> to.
func canCastSameKind(from, to ndarray.DType) bool {
	return kind(from) <= kind(to)
}
