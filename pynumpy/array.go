package pynumpy

import (
	"errors"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// array is a numpy.ndarray. Several Python objects may wrap views of the
// same buffer (a and a[0], say); the ndarray package tracks the sharing.
type array struct {
	a *ndarray.Array
	// readonly marks the element views a read-only np.nditer hands out:
	// NumPy refuses writes through them (flags.writeable is False).
	readonly bool
}

var arrayType = py.NewType("numpy.ndarray", "ndarray: an n-dimensional array of one dtype")

// NewArray returns the Python object for a. The object shares a's memory.
// The first object made for an array that owns its memory is recorded on
// it, so that a view's base is that very object (NumPy's `b.base is a`
// for b = a[1:]).
func NewArray(a *ndarray.Array) py.Object {
	x := &array{a: a}
	if a.Owner() == a && a.Wrapper() == nil {
		a.SetWrapper(x)
	}
	return x
}

// arrayBase is a.base: None for an array owning its memory, else the
// Python object of the array that owns it (NumPy's base collapses a
// chain of views to the owner).
func arrayBase(a *ndarray.Array) py.Object {
	owner := a.Owner()
	if owner == a {
		return py.None
	}
	if x, ok := owner.Wrapper().(*array); ok {
		return x
	}
	return NewArray(owner)
}

// ArrayOf returns the array behind o, if o is a numpy.ndarray.
func ArrayOf(o py.Object) (*ndarray.Array, bool) {
	if x, ok := o.(*array); ok {
		return x.a, true
	}
	return nil, false
}

// Type returns numpy.ndarray.
func (x *array) Type() *py.Type { return arrayType }

func init() {
	arrayType.Dict["__name__"] = py.String("ndarray")
	arrayType.Dict["__module__"] = py.String("numpy")
	attrs := map[string]func(a *ndarray.Array) py.Object{
		"shape":   func(a *ndarray.Array) py.Object { return shapeTuple(a.Shape()) },
		"dtype":   func(a *ndarray.Array) py.Object { return dtypeObject{a.DType()} },
		"size":    func(a *ndarray.Array) py.Object { return py.Int(a.Size()) },
		"strides": func(a *ndarray.Array) py.Object { return shapeTuple(a.Strides()) },
		"ndim":    func(a *ndarray.Array) py.Object { return py.Int(a.NDim()) },
		"base":    arrayBase,
		"T": func(a *ndarray.Array) py.Object {
			t, _ := a.Transpose(nil)
			return NewArray(t)
		},
	}
	for name, get := range attrs {
		arrayType.Dict[name] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
			return get(self.(*array).a), nil
		}}
	}
	arrayType.Dict["flags"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return flagsOf(self.(*array)), nil
	}}
	arrayType.Dict["flat"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) { return &flatIter{a: self.(*array).a}, nil },
		Fset: func(self, value py.Object) error {
			_, err := (&flatIter{a: self.(*array).a}).M__setitem__(py.NewSlice(py.None, py.None, py.None), value)
			return err
		},
	}
	methods := []*py.Method{
		py.MustNewMethod("copy", arrayCopy, 0,
			"a.copy(order='C')\n\nA copy of the array, laid out in C order, Fortran order ('F'), the\nFortran order if a is Fortran-contiguous ('A') or a's own axis order ('K')."),
		py.MustNewMethod("itemset", arrayItemset, 0,
			"a.itemset(*args, value)\n\nStore value as the element a.item(*args) reads."),
		py.MustNewMethod("round", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return roundArgs("round", self, args, kwargs)
		}, 0, "a.round(decimals=0)\n\na rounded to decimals places, as np.round."),
		py.MustNewMethod("fill", func(self, value py.Object) (py.Object, error) {
			a := self.(*array).a
			v, err := elementValue(a.DType(), value)
			if err != nil {
				return nil, err
			}
			a.Fill(v)
			return py.None, nil
		}, 0, "a.fill(value)\n\nSet every element to value."),
		py.MustNewMethod("reshape", func(self py.Object, args py.Tuple) (py.Object, error) {
			shapeArg := py.Object(args)
			if len(args) == 1 {
				shapeArg = args[0]
			}
			shape, err := shapeOf(shapeArg)
			if err != nil {
				return nil, err
			}
			r, err := self.(*array).a.Reshape(shape)
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, "a.reshape(shape)\n\nThe array with a new shape; one dimension may be -1."),
		py.MustNewMethod("transpose", func(self py.Object, args py.Tuple) (py.Object, error) {
			return transpose(self.(*array).a, args)
		}, 0, "a.transpose(*axes)\n\nThe view of a with its axes permuted (reversed without axes)."),
		py.MustNewMethod("ravel", func(self py.Object) (py.Object, error) {
			return NewArray(self.(*array).a.Ravel()), nil
		}, 0, "a.ravel()\n\na flattened: a view when a is contiguous, else a copy."),
		py.MustNewMethod("dot", func(self, b py.Object) (py.Object, error) {
			return dot("dot", py.Tuple{self, b})
		}, 0, "a.dot(b)\n\nnp.dot(a, b)."),
		py.MustNewMethod("trace", func(self py.Object, args py.Tuple) (py.Object, error) {
			var k py.Object = py.Int(0)
			if len(args) > 0 {
				k = args[0]
			}
			return trace(self.(*array).a, k)
		}, 0, "a.trace(offset=0)\n\nThe sum of the offset-th diagonal."),
		py.MustNewMethod("flatten", func(self py.Object) (py.Object, error) {
			return NewArray(self.(*array).a.Ravel().Copy()), nil
		}, 0, "a.flatten()\n\nA flattened copy of a."),
		py.MustNewMethod("astype", func(self, dtype py.Object) (py.Object, error) {
			dt, err := dtypeOf(dtype)
			if err != nil {
				return nil, err
			}
			a := self.(*array).a
			if a.DType().IsComplex() && !dt.IsComplex() && dt != ndarray.Bool {
				if err := warnComplexCast(); err != nil {
					return nil, err
				}
			}
			return NewArray(a.AsType(dt)), nil
		}, 0, "a.astype(dtype)\n\nA copy of the array converted to dtype."),
		py.MustNewMethod("view", func(self py.Object, args py.Tuple) (py.Object, error) {
			a := self.(*array).a
			if len(args) > 1 {
				return nil, py.ExceptionNewf(py.TypeError, "view() takes at most 2 arguments (%d given)", len(args))
			}
			dt := a.DType()
			if len(args) == 1 {
				var err error
				if dt, err = dtypeOf(args[0]); err != nil {
					return nil, err
				}
			}
			v, err := a.ViewAs(dt)
			if err != nil {
				return nil, py.ExceptionNewf(py.ValueError, "%v", err)
			}
			return NewArray(v), nil
		}, 0, "a.view(dtype=None)\n\nA view of a's memory, its bytes read as dtype (of a's item size)."),
		py.MustNewMethod("tolist", func(self py.Object) (py.Object, error) {
			return toList(self.(*array).a), nil
		}, 0, "a.tolist()\n\nThe array as nested lists of Python scalars."),
		py.MustNewMethod("item", arrayItem, 0,
			"a.item(*args)\n\nOne element as a Python scalar: the only one, the one at a flat index in\nC order, or the one at an index per axis."),
	}
	reductionMethods, _ := reductionMethods()
	for _, m := range append(methods, reductionMethods...) {
		arrayType.Dict[m.Name] = m
	}
}

func shapeTuple(shape []int) py.Tuple {
	t := make(py.Tuple, len(shape))
	for i, n := range shape {
		t[i] = py.Int(n)
	}
	return t
}

func reduction(v ndarray.Scalar, err error) (py.Object, error) {
	if err != nil {
		return nil, valueError(err)
	}
	return NewScalar(v), nil
}

// toList is a.tolist(): nested lists, and a Python scalar for 0-d arrays.
func toList(a *ndarray.Array) py.Object {
	switch a.NDim() {
	case 0:
		return pythonScalar(a.AtFlat(0))
	case 1:
		items := make([]py.Object, a.Shape()[0])
		for i := range items {
			items[i] = pythonScalar(a.At(i))
		}
		return py.NewListFromItems(items)
	}
	items := make([]py.Object, a.Shape()[0])
	for i := range items {
		items[i] = toList(a.Sub(i))
	}
	return py.NewListFromItems(items)
}

// M__str__ and M__repr__ follow the interpreter's np.set_printoptions.
func (x *array) M__str__() (py.Object, error) {
	o := currentPrintOptions()
	if err := checkPrecision(x.a, o); err != nil {
		return nil, err
	}
	return py.String(x.a.Format(o)), nil
}

func (x *array) M__repr__() (py.Object, error) {
	o := currentPrintOptions()
	if err := checkPrecision(x.a, o); err != nil {
		return nil, err
	}
	return py.String(x.a.ReprWith(o)), nil
}

func (x *array) M__len__() (py.Object, error) {
	if x.a.NDim() == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "len() of unsized object")
	}
	return py.Int(x.a.Shape()[0]), nil
}

// M__bool__ is the truth of the only element. Empty arrays are false, as
// in NumPy 1.24 (which also warns that this will become an error).
func (x *array) M__bool__() (py.Object, error) {
	switch x.a.Size() {
	case 0:
		return py.False, nil
	case 1:
		return py.NewBool(x.a.AtFlat(0).Truth()), nil
	}
	return nil, py.ExceptionNewf(py.ValueError, "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")
}

func (x *array) M__float__() (py.Object, error) {
	if x.a.Size() != 1 {
		return nil, errNotScalar()
	}
	return scalar{x.a.AtFlat(0)}.M__float__()
}

func (x *array) M__int__() (py.Object, error) {
	if x.a.Size() != 1 {
		return nil, errNotScalar()
	}
	return scalar{x.a.AtFlat(0)}.M__int__()
}

func (x *array) M__index__() (py.Int, error) {
	if x.a.NDim() != 0 || !x.a.DType().IsInt() {
		return 0, py.ExceptionNewf(py.TypeError, "only integer scalar arrays can be converted to a scalar index")
	}
	return py.Int(x.a.AtFlat(0).I), nil
}

func errNotScalar() error {
	return py.ExceptionNewf(py.TypeError, "only size-1 arrays can be converted to Python scalars")
}

// M__iter__ iterates over the first axis: NumPy scalars for a 1-D array,
// row views otherwise.
func (x *array) M__iter__() (py.Object, error) {
	if x.a.NDim() == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "iteration over a 0-d array")
	}
	return &arrayIterator{a: x.a}, nil
}

// arrayIterator is the iterator over an array's first axis.
type arrayIterator struct {
	a    *ndarray.Array
	next int
}

var arrayIteratorType = py.NewType("iterator", "iterator over an ndarray")

// Type returns the iterator type.
func (it *arrayIterator) Type() *py.Type { return arrayIteratorType }

func (it *arrayIterator) M__iter__() (py.Object, error) { return it, nil }

func (it *arrayIterator) M__next__() (py.Object, error) {
	if it.next >= it.a.Shape()[0] {
		return nil, py.StopIteration
	}
	i := it.next
	it.next++
	if it.a.NDim() == 1 {
		return NewScalar(it.a.At(i)), nil
	}
	return NewArray(it.a.Sub(i)), nil
}

// transpose is a.transpose(*axes) and np.transpose(a, axes): axes given
// one by one, as one tuple or list, or not at all (reversed).
func transpose(a *ndarray.Array, args py.Tuple) (py.Object, error) {
	var perm []int
	if len(args) == 1 && args[0] != py.None {
		if isSequence(args[0]) {
			shape, err := shapeOf(args[0])
			if err != nil {
				return nil, err
			}
			perm = shape
		} else {
			args = py.Tuple{args[0]}
		}
	}
	if perm == nil && len(args) > 0 && args[0] != py.None {
		for _, o := range args {
			i, err := py.IndexInt(o)
			if err != nil {
				return nil, err
			}
			perm = append(perm, i)
		}
	}
	t, err := a.Transpose(perm)
	if err != nil {
		var ae *ndarray.AxisError
		if errors.As(err, &ae) {
			return nil, axisError("%s", err.Error())
		}
		return nil, valueError(err)
	}
	return NewArray(t), nil
}
