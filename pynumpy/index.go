package pynumpy

import (
	"math"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// errInvalidIndex is NumPy's IndexError for an index of a kind it rejects;
// we also raise it for the kinds NumPy accepts but this module does not
// (booleans, None, Ellipsis, arrays).
func errInvalidIndex() error {
	return py.ExceptionNewf(py.IndexError, "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices")
}

// errSlicing is raised for a[1:3]: the ndarray package has no strided
// views yet, and a copy would silently break writes through the view.
func errSlicing() error {
	return py.ExceptionNewf(py.NotImplementedError, "slicing numpy arrays (a[i:j]) is not supported yet; index with integers")
}

// indexOf converts one index: a Python int or a NumPy integer scalar.
func indexOf(o py.Object) (int, error) {
	switch o := o.(type) {
	case py.Int:
		return int(o), nil
	case *py.BigInt:
		return 0, py.ExceptionNewf(py.IndexError, "cannot fit 'int' into an index-sized integer")
	case scalar:
		if o.v.DType.IsInt() {
			return int(o.v.I), nil
		}
	case *py.Slice:
		return 0, errSlicing()
	}
	return 0, errInvalidIndex()
}

// maxInlineIndices is how many indices a subscript may have before indices
// allocates: element access is the interpreter's innermost operation.
const maxInlineIndices = 4

// indices converts a subscript (one index or a tuple of them) into
// normalised indices along a's leading axes, appended to buf[:0].
func indices(a *ndarray.Array, key py.Object, buf *[maxInlineIndices]int) ([]int, error) {
	idx := buf[:0]
	if keys, ok := key.(py.Tuple); ok {
		for _, o := range keys {
			i, err := indexOf(o)
			if err != nil {
				return nil, err
			}
			idx = append(idx, i)
		}
	} else {
		i, err := indexOf(key)
		if err != nil {
			return nil, err
		}
		idx = append(idx, i)
	}
	if len(idx) > a.NDim() {
		return nil, py.ExceptionNewf(py.IndexError, "too many indices for array: array is %d-dimensional, but %d were indexed", a.NDim(), len(idx))
	}
	for axis, i := range idx {
		n, err := a.Normalize(axis, i)
		if err != nil {
			return nil, py.ExceptionNewf(py.IndexError, "%s", err.Error())
		}
		idx[axis] = n
	}
	return idx, nil
}

// view returns the view a[idx...] of the sub-array at idx, which indexes
// fewer than all axes.
func view(a *ndarray.Array, idx []int) *ndarray.Array {
	for _, i := range idx {
		a = a.Sub(i)
	}
	return a
}

// M__getitem__ is a[i], a[i, j]: a NumPy scalar when every axis is
// indexed, else a view of the remaining axes.
func (x *array) M__getitem__(key py.Object) (py.Object, error) {
	var buf [maxInlineIndices]int
	idx, err := indices(x.a, key, &buf)
	if err != nil {
		return nil, err
	}
	if len(idx) == x.a.NDim() {
		return NewScalar(x.a.At(idx...)), nil
	}
	return NewArray(view(x.a, idx)), nil
}

// M__setitem__ is a[i] = v, converting v to a's dtype, and a[i] = row,
// broadcasting row into the indexed sub-array.
func (x *array) M__setitem__(key, value py.Object) (py.Object, error) {
	var buf [maxInlineIndices]int
	idx, err := indices(x.a, key, &buf)
	if err != nil {
		return nil, err
	}
	if len(idx) == x.a.NDim() {
		v, err := elementValue(x.a.DType(), value)
		if err != nil {
			return nil, err
		}
		x.a.Set(v, idx...)
		return py.None, nil
	}
	dst := view(x.a, idx)
	if !isSequence(value) {
		v, err := elementValue(dst.DType(), value)
		if err != nil {
			return nil, err
		}
		dst.Fill(v)
		return py.None, nil
	}
	src, err := arrayFromObject(value)
	if err != nil {
		return nil, err
	}
	if err := dst.Assign(src); err != nil {
		return nil, valueError(err)
	}
	return py.None, nil
}

// elementValue converts a value stored into one element of an array of
// dtype dt, as NumPy's setitem does: Python floats go through int() for
// integer arrays (so NaN and infinities are errors), and a size-1 array
// or sequence stands for its element.
//
// NumPy 1.24 stores a float (a Python float or a NumPy float scalar) into
// an integer array as int() and then a C long would: NaN is a ValueError,
// an infinity or a value past int64 an OverflowError, and the int64 is
// then cast to the array's type (3e9 into int32 wraps to -1294967296).
func elementValue(dt ndarray.DType, value py.Object) (ndarray.Scalar, error) {
	if dt.IsInt() {
		f, isFloat := 0.0, false
		switch v := value.(type) {
		case py.Float:
			f, isFloat = float64(v), true
		case scalar:
			if v.v.DType.IsFloat() {
				f, isFloat = v.v.Float(), true
			}
		}
		if isFloat {
			if _, err := (scalar{ndarray.MakeFloat(ndarray.Float64, f)}).M__int__(); err != nil {
				return ndarray.Scalar{}, err
			}
			if math.Abs(f) >= 1<<63 {
				return ndarray.Scalar{}, errIntTooLarge()
			}
			return ndarray.MakeInt(ndarray.Int64, int64(f)).Convert(dt), nil
		}
	}
	s, ok, err := scalarValue(value)
	if err != nil {
		return s, err
	}
	if ok {
		return s.Convert(dt), nil
	}
	if !isSequence(value) {
		return s, py.ExceptionNewf(py.TypeError, "cannot store a '%s' object in a numpy array of %s", value.Type().Name, dt)
	}
	a, err := arrayFromObject(value)
	if err != nil {
		return s, err
	}
	if a.Size() != 1 {
		return s, py.ExceptionNewf(py.ValueError, "setting an array element with a sequence.")
	}
	return a.AtFlat(0).Convert(dt), nil
}

// shapeOf converts a shape argument: an int or a sequence of ints.
func shapeOf(o py.Object) ([]int, error) {
	var dims []py.Object
	switch o := o.(type) {
	case py.Tuple:
		dims = o
	case *py.List:
		dims = o.Items
	default:
		dims = []py.Object{o}
	}
	shape := make([]int, len(dims))
	for i, d := range dims {
		n, err := dimOf(d)
		if err != nil {
			return nil, err
		}
		shape[i] = n
	}
	return shape, nil
}

// dimOf converts one dimension of a shape.
func dimOf(o py.Object) (int, error) {
	switch o := o.(type) {
	case py.Bool:
		if o {
			return 1, nil
		}
		return 0, nil
	case py.Int:
		return int(o), nil
	case *py.BigInt:
		return 0, py.ExceptionNewf(py.ValueError, "Maximum allowed dimension exceeded")
	case scalar:
		if !o.v.DType.IsFloat() {
			return int(o.v.I), nil
		}
	}
	return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
}

// isSequence reports whether o is converted to an array by np.array.
func isSequence(o py.Object) bool {
	switch o.(type) {
	case *array, *py.List, py.Tuple:
		return true
	}
	return false
}

// arrayFromObject is np.array(o) with the dtype inferred as NumPy does: the
// promotion of the elements' dtypes, Python bools being bool, ints int64
// and floats float64. Arrays are returned as they are, not copied.
func arrayFromObject(o py.Object) (*ndarray.Array, error) {
	if x, ok := o.(*array); ok {
		return x.a, nil
	}
	var c collector
	if err := c.discoverShape(o); err != nil {
		return nil, err
	}
	if err := c.collect(o, 0); err != nil {
		return nil, err
	}
	dt := ndarray.Float64 // the dtype of np.array([])
	if len(c.vals) > 0 {
		dt = c.vals[0].DType
		for _, v := range c.vals[1:] {
			dt = promote(dt, v.DType)
		}
	}
	a, err := ndarray.FromScalars(dt, c.shape, c.vals)
	if err != nil {
		return nil, valueError(err)
	}
	return a, nil
}

// collector gathers the elements of nested sequences in C order.
type collector struct {
	shape []int
	vals  []ndarray.Scalar
}

// items returns the elements of a sequence, or ok false for a leaf.
func items(o py.Object) (elems []py.Object, ok bool) {
	switch o := o.(type) {
	case *py.List:
		return o.Items, true
	case py.Tuple:
		return o, true
	case *array:
		if o.a.NDim() == 0 {
			return nil, false
		}
		elems := make([]py.Object, o.a.Shape()[0])
		for i := range elems {
			if o.a.NDim() == 1 {
				elems[i] = NewScalar(o.a.At(i))
			} else {
				elems[i] = NewArray(o.a.Sub(i))
			}
		}
		return elems, true
	}
	return nil, false
}

// discoverShape follows the first elements down to a leaf.
func (c *collector) discoverShape(o py.Object) error {
	for {
		elems, ok := items(o)
		if !ok {
			return nil
		}
		c.shape = append(c.shape, len(elems))
		if len(elems) == 0 {
			return nil
		}
		o = elems[0]
	}
}

func (c *collector) collect(o py.Object, depth int) error {
	elems, isSeq := items(o)
	if isSeq != (depth < len(c.shape)) || (isSeq && len(elems) != c.shape[depth]) {
		return c.errInhomogeneous(depth)
	}
	if !isSeq {
		return c.collectLeaf(o)
	}
	for _, e := range elems {
		if err := c.collect(e, depth+1); err != nil {
			return err
		}
	}
	return nil
}

func (c *collector) collectLeaf(o py.Object) error {
	if x, ok := o.(*array); ok { // a 0-d array
		c.vals = append(c.vals, x.a.AtFlat(0))
		return nil
	}
	v, ok, err := scalarValue(o)
	if err != nil {
		return err
	}
	if !ok {
		return py.ExceptionNewf(py.TypeError, "numpy arrays of '%s' objects are not supported", o.Type().Name)
	}
	c.vals = append(c.vals, v)
	return nil
}

func (c *collector) errInhomogeneous(depth int) error {
	if depth == 0 {
		return py.ExceptionNewf(py.ValueError, "setting an array element with a sequence.")
	}
	return py.ExceptionNewf(py.ValueError,
		"setting an array element with a sequence. The requested array has an inhomogeneous shape after %d dimensions. The detected shape was %s + inhomogeneous part.",
		depth, tupleString(c.shape[:depth]))
}

// tupleString formats a shape as Python's repr of the tuple: (2,), (2, 3).
func tupleString(shape []int) string {
	parts := make([]string, len(shape))
	for i, n := range shape {
		parts[i] = strconv.Itoa(n)
	}
	if len(shape) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}
