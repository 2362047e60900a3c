package pynumpy

// Memory layout: ndarray.flags, copy(order=), np.asfortranarray, and the
// element accessors item and itemset.

import (
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// flagsObject is what a.flags returns: NumPy's flagsobj, a snapshot of the
// array's layout flags read as attributes (a.flags.c_contiguous) or items
// (a.flags['C_CONTIGUOUS'], a.flags['C']).
type flagsObject struct {
	c, f, owndata, writeable bool
}

var flagsType = py.NewType("numpy.flagsobj", "the memory layout flags of an array")

func init() {
	flagsType.Dict["__name__"] = py.String("flagsobj")
	flagsType.Dict["__module__"] = py.String("numpy")
	attrs := map[string]func(f *flagsObject) bool{
		"c_contiguous":    func(f *flagsObject) bool { return f.c },
		"contiguous":      func(f *flagsObject) bool { return f.c },
		"f_contiguous":    func(f *flagsObject) bool { return f.f },
		"fortran":         func(f *flagsObject) bool { return f.f && !f.c },
		"owndata":         func(f *flagsObject) bool { return f.owndata },
		"writeable":       func(f *flagsObject) bool { return f.writeable },
		"aligned":         func(f *flagsObject) bool { return true },
		"writebackifcopy": func(f *flagsObject) bool { return false },
		"behaved":         func(f *flagsObject) bool { return f.writeable },
		"carray":          func(f *flagsObject) bool { return f.c && f.writeable },
		"farray":          func(f *flagsObject) bool { return f.f && !f.c && f.writeable },
	}
	for name, get := range attrs {
		flagsType.Dict[name] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
			return py.NewBool(get(self.(*flagsObject))), nil
		}}
	}
}

// Type returns numpy.flagsobj.
func (f *flagsObject) Type() *py.Type { return flagsType }

// flagKeys maps the keys NumPy's flagsobj accepts to the attribute each
// reads.
var flagKeys = map[string]string{
	"C": "c_contiguous", "C_CONTIGUOUS": "c_contiguous", "CONTIGUOUS": "c_contiguous",
	"F": "f_contiguous", "F_CONTIGUOUS": "f_contiguous", "FORTRAN": "f_contiguous",
	"O": "owndata", "OWNDATA": "owndata", "W": "writeable", "WRITEABLE": "writeable",
	"A": "aligned", "ALIGNED": "aligned", "X": "writebackifcopy", "WRITEBACKIFCOPY": "writebackifcopy",
	"B": "behaved", "BEHAVED": "behaved", "CA": "carray", "CARRAY": "carray", "FA": "farray", "FARRAY": "farray",
}

func (f *flagsObject) M__getitem__(key py.Object) (py.Object, error) {
	if k, ok := key.(py.String); ok {
		if attr, ok := flagKeys[string(k)]; ok {
			return flagsType.Dict[attr].(*py.Property).Fget(f)
		}
	}
	return nil, py.ExceptionNewf(py.KeyError, "Unknown flag")
}

func (f *flagsObject) M__str__() (py.Object, error) { return f.M__repr__() }

// M__repr__ is NumPy's listing of the six flags, one a line.
func (f *flagsObject) M__repr__() (py.Object, error) {
	var b strings.Builder
	for _, row := range []struct {
		name string
		v    bool
	}{{"C_CONTIGUOUS", f.c}, {"F_CONTIGUOUS", f.f}, {"OWNDATA", f.owndata}, {"WRITEABLE", f.writeable},
		{"ALIGNED", true}, {"WRITEBACKIFCOPY", false}} {
		b.WriteString("  " + row.name + " : ")
		if row.v {
			b.WriteString("True\n")
		} else {
			b.WriteString("False\n")
		}
	}
	return py.String(b.String()), nil
}

// flagsOf returns a.flags for the Python array x.
func flagsOf(x *array) *flagsObject {
	return &flagsObject{c: x.a.IsContiguous(), f: x.a.IsFortranContiguous(), owndata: x.a.OwnsData(), writeable: !x.readonly}
}

// errReadOnly is NumPy's error for a write to an array that is not
// writeable.
func errReadOnly() error {
	return py.ExceptionNewf(py.ValueError, "assignment destination is read-only")
}

// orderArg reads an order= argument: a str among 'C', 'F', 'A' and 'K'
// (def when absent).
func orderArg(o py.Object, def string) (string, error) {
	if o == nil {
		return def, nil
	}
	s, ok := o.(py.String)
	if !ok {
		return "", py.ExceptionNewf(py.TypeError, "order must be str, not %s", o.Type().Name)
	}
	if err := ndarray.CheckOrder(string(s)); err != nil {
		return "", valueError(err)
	}
	return string(s), nil
}

// arrayCopy is a.copy(order='C').
func arrayCopy(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var order py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:copy", []string{"order"}, &order); err != nil {
		return nil, err
	}
	o, err := orderArg(order, "C")
	if err != nil {
		return nil, err
	}
	c, err := self.(*array).a.CopyOrder(o)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(c), nil
}

// npCopy is np.copy(a, order='K'): for an array, a copy that keeps its
// layout unless order says otherwise; for anything else, a new array.
func npCopy(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, order py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:copy", []string{"a", "order"}, &obj, &order); err != nil {
		return nil, err
	}
	o, err := orderArg(order, "K")
	if err != nil {
		return nil, err
	}
	a, err := arrayFromObject(obj)
	if err != nil {
		return nil, err
	}
	if _, isArray := obj.(*array); isArray || o == "F" {
		if a, err = a.CopyOrder(o); err != nil {
			return nil, valueError(err)
		}
	}
	return NewArray(a), nil
}

// asfortranarray is np.asfortranarray(a, dtype=None): a itself when it is
// already a Fortran-contiguous array of that dtype, else a Fortran-ordered
// copy; at least one-dimensional.
func asfortranarray(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, dtype py.Object = nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:asfortranarray", []string{"a", "dtype"}, &obj, &dtype); err != nil {
		return nil, err
	}
	a, err := arrayFromObject(obj)
	if err != nil {
		return nil, err
	}
	dt, err := dtypeArg(dtype, a.DType())
	if err != nil {
		return nil, err
	}
	if a.NDim() == 0 {
		if a, err = a.Reshape([]int{1}); err != nil {
			return nil, valueError(err)
		}
	}
	if arr, isArray := obj.(*array); isArray && arr.a == a && dt == a.DType() && a.IsFortranContiguous() {
		return obj, nil
	}
	if dt != a.DType() {
		a = a.AsType(dt)
	}
	if !a.IsFortranContiguous() {
		if a, err = a.CopyOrder("F"); err != nil {
			return nil, valueError(err)
		}
	}
	return NewArray(a), nil
}

// itemOffset reads the arguments of a.item(*args) and a.itemset(*args, v):
// none for a one-element array, one flat index in C order, or one index per
// axis (or a tuple of them); it returns the flat position.
func itemOffset(a *ndarray.Array, args py.Tuple) (int, error) {
	if len(args) == 1 {
		if t, ok := args[0].(py.Tuple); ok {
			args = t
		}
	}
	switch {
	case len(args) == 0:
		if a.Size() != 1 {
			return 0, py.ExceptionNewf(py.ValueError, "can only convert an array of size 1 to a Python scalar")
		}
		return 0, nil
	case len(args) == 1:
		i, err := py.Index(args[0])
		if err != nil {
			return 0, err
		}
		n := a.Size()
		if int(i) < -n || int(i) >= n {
			return 0, py.ExceptionNewf(py.IndexError, "index %d is out of bounds for size %d", int(i), n)
		}
		if i < 0 {
			i += py.Int(n)
		}
		return int(i), nil
	case len(args) != a.NDim():
		return 0, py.ExceptionNewf(py.ValueError, "incorrect number of indices for array")
	}
	flat := 0
	for axis, o := range args {
		i, err := py.Index(o)
		if err != nil {
			return 0, err
		}
		k, err := a.Normalize(axis, int(i))
		if err != nil {
			return 0, py.ExceptionNewf(py.IndexError, "%s", err.Error())
		}
		flat = flat*a.Shape()[axis] + k
	}
	return flat, nil
}

// arrayItem is a.item(*args): one element as a Python scalar.
func arrayItem(self py.Object, args py.Tuple) (py.Object, error) {
	a := self.(*array).a
	i, err := itemOffset(a, args)
	if err != nil {
		return nil, err
	}
	return pythonScalar(a.AtFlat(i)), nil
}

// arrayItemset is a.itemset(*args, value): store one element.
func arrayItemset(self py.Object, args py.Tuple) (py.Object, error) {
	x := self.(*array)
	if len(args) == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "itemset must have at least one argument")
	}
	if x.readonly {
		return nil, errReadOnly()
	}
	i, err := itemOffset(x.a, args[:len(args)-1])
	if err != nil {
		return nil, err
	}
	v, err := elementValue(x.a.DType(), args[len(args)-1])
	if err != nil {
		return nil, err
	}
	x.a.SetFlat(i, v)
	return py.None, nil
}
