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

// indexOf converts one integer index: a Python int or a NumPy integer
// scalar; ok is false for any other kind of index.
func indexOf(o py.Object) (i int, ok bool, err error) {
	switch o := o.(type) {
	case py.Int:
		return int(o), true, nil
	case *py.BigInt:
		return 0, true, py.ExceptionNewf(py.IndexError, "cannot fit 'int' into an index-sized integer")
	case scalar:
		if o.v.DType.IsInt() {
			return int(o.v.I), true, nil
		}
	}
	return 0, false, nil
}

// maxInlineIndices is how many indices a subscript may have before indices
// allocates: element access is the interpreter's innermost operation.
const maxInlineIndices = 4

// elementIndices converts a subscript of integers only, one per axis, into
// normalised indices appended to buf[:0]; ok is false for any other
// subscript (slices, fewer indices than axes, arrays...), which the view
// and advanced paths take.
func elementIndices(a *ndarray.Array, key py.Object, buf *[maxInlineIndices]int) (idx []int, ok bool, err error) {
	if keys, isTuple := key.(py.Tuple); isTuple {
		return tupleIndices(a, keys, buf)
	}
	if a.NDim() != 1 {
		return nil, false, nil
	}
	i, isInt, err := indexOf(key)
	if err != nil || !isInt {
		return nil, false, err
	}
	return normalizeIndices(a, append(buf[:0], i))
}

// tupleIndices is elementIndices of a tuple subscript.
func tupleIndices(a *ndarray.Array, keys py.Tuple, buf *[maxInlineIndices]int) (idx []int, ok bool, err error) {
	if len(keys) != a.NDim() {
		return nil, false, nil
	}
	idx = buf[:0]
	for _, o := range keys {
		i, isInt, err := indexOf(o)
		if err != nil || !isInt {
			return nil, false, err
		}
		idx = append(idx, i)
	}
	return normalizeIndices(a, idx)
}

// normalizeIndices resolves negative indices and checks the bounds.
func normalizeIndices(a *ndarray.Array, idx []int) ([]int, bool, error) {
	for axis, i := range idx {
		n, e := a.Normalize(axis, i)
		if e != nil {
			return nil, false, py.ExceptionNewf(py.IndexError, "%s", e.Error())
		}
		idx[axis] = n
	}
	return idx, true, nil
}

// basicIndex converts a subscript of integers, slices, None and an
// Ellipsis into ndarray's items, slices resolved against the axes they
// apply to; ok is false when the subscript holds anything else (an array
// or a list: advanced indexing).
func basicIndex(a *ndarray.Array, key py.Object) (items []ndarray.IndexItem, ok bool, err error) {
	keys, isTuple := key.(py.Tuple)
	if !isTuple {
		keys = py.Tuple{key}
	}
	kinds := make([]ndarray.IndexKind, len(keys))
	items = make([]ndarray.IndexItem, len(keys))
	for i, o := range keys {
		if j, isInt, err := indexOf(o); isInt {
			if err != nil {
				return nil, true, err
			}
			kinds[i], items[i] = ndarray.IndexInt, ndarray.IndexItem{Kind: ndarray.IndexInt, I: j}
			continue
		}
		switch o.(type) {
		case *py.Slice:
			kinds[i] = ndarray.IndexSlice
		case py.EllipsisType:
			kinds[i], items[i] = ndarray.IndexEllipsis, ndarray.IndexItem{Kind: ndarray.IndexEllipsis}
		case py.NoneType:
			kinds[i], items[i] = ndarray.IndexNewAxis, ndarray.IndexItem{Kind: ndarray.IndexNewAxis}
		case *array, *py.List, py.Tuple: // a tuple inside is a sequence index
			return nil, false, nil
		case py.Bool:
			return nil, false, nil
		default:
			return nil, true, errInvalidIndex()
		}
	}
	axes, err := ndarray.Axes(kinds, a.NDim())
	if err != nil {
		return nil, true, indexError(err)
	}
	for i, o := range keys {
		if sl, isSlice := o.(*py.Slice); isSlice {
			n := a.Shape()[axes[i]]
			start, _, step, count, err := sl.GetIndices(n)
			if err != nil {
				return nil, true, err
			}
			items[i] = ndarray.SliceItem(start, step, count, n)
		}
	}
	return items, true, nil
}

// assignError converts an error of an assignment through an index array:
// IndexError for an index out of bounds, ValueError for a value that does
// not broadcast.
func assignError(err error) error {
	if _, isIndex := err.(*ndarray.IndexError); isIndex {
		return indexError(err)
	}
	return valueError(err)
}

// indexError converts ndarray's index errors into IndexError.
func indexError(err error) error {
	return py.ExceptionNewf(py.IndexError, "%s", err.Error())
}

// view returns the view a basic subscript selects; ok is false for an
// advanced one.
func (x *array) view(key py.Object) (*ndarray.Array, bool, error) {
	items, ok, err := basicIndex(x.a, key)
	if err != nil || !ok {
		return nil, ok, err
	}
	v, err := x.a.Index(items)
	if err != nil {
		return nil, true, indexError(err)
	}
	return v, true, nil
}

// M__getitem__ is a[i, j] (a NumPy scalar when every axis is indexed by an
// integer), a[1:-1, ::2], a[..., None] (views), and a[idx], a[mask]
// (advanced indexing: copies).
func (x *array) M__getitem__(key py.Object) (py.Object, error) {
	key = boolScalarKeys(key)
	var buf [maxInlineIndices]int
	idx, ok, err := elementIndices(x.a, key, &buf)
	if err != nil {
		return nil, err
	}
	if ok {
		return NewScalar(x.a.At(idx...)), nil
	}
	v, ok, err := x.view(key)
	if err != nil {
		return nil, err
	}
	if ok {
		if v.NDim() == 0 && !hasNewAxisOrEllipsis(key) {
			return NewScalar(v.At()), nil
		}
		return NewArray(v), nil
	}
	if idx, ok, err := multiIndex(key); err != nil || ok {
		if err != nil {
			return nil, err
		}
		r, err := x.a.MultiSelect(idx)
		if err != nil {
			return nil, indexError(err)
		}
		return NewArray(r), nil
	}
	if items, ok, err := mixedIndex(x.a, key); err != nil || ok {
		if err != nil {
			return nil, err
		}
		r, err := x.a.MixedSelect(items)
		if err != nil {
			return nil, indexError(err)
		}
		return NewArray(r), nil
	}
	sel, err := advancedIndex(x.a, key)
	if err != nil {
		return nil, err
	}
	r, err := x.a.Select(sel)
	if err != nil {
		return nil, indexError(err)
	}
	return NewArray(r), nil
}

// GetItemTuple is a[keys] for the VM's a[i, j] (py.TupleSubscripter): the
// element without the tuple, anything else through M__getitem__ with a
// copy of the keys, which the VM only lends.
func (x *array) GetItemTuple(keys py.Tuple) (py.Object, error) {
	var buf [maxInlineIndices]int
	idx, ok, err := tupleIndices(x.a, keys, &buf)
	if err != nil {
		return nil, err
	}
	if ok {
		return NewScalar(x.a.At(idx...)), nil
	}
	return x.M__getitem__(append(py.Tuple(nil), keys...))
}

// SetItemTuple is a[keys] = value for the VM's a[i, j] = v, as
// GetItemTuple.
func (x *array) SetItemTuple(keys py.Tuple, value py.Object) error {
	var buf [maxInlineIndices]int
	idx, ok, err := tupleIndices(x.a, keys, &buf)
	if err != nil {
		return err
	}
	if ok {
		v, err := elementValue(x.a.DType(), value)
		if err != nil {
			return err
		}
		x.a.Set(v, idx...)
		return nil
	}
	_, err = x.M__setitem__(append(py.Tuple(nil), keys...), value)
	return err
}

// hasNewAxisOrEllipsis reports whether a subscript holds None or ...,
// after which NumPy returns a 0-d array rather than a scalar.
func hasNewAxisOrEllipsis(key py.Object) bool {
	keys, isTuple := key.(py.Tuple)
	if !isTuple {
		keys = py.Tuple{key}
	}
	for _, o := range keys {
		switch o.(type) {
		case py.EllipsisType, py.NoneType:
			return true
		}
	}
	return false
}

// M__setitem__ is a[i, j] = v, converting v to a's dtype, and a[1:-1] = b,
// a[idx] = b, a[mask] = b, broadcasting b to what the subscript selects.
func (x *array) M__setitem__(key, value py.Object) (py.Object, error) {
	if x.readonly {
		return nil, errReadOnly()
	}
	key = boolScalarKeys(key)
	var buf [maxInlineIndices]int
	idx, ok, err := elementIndices(x.a, key, &buf)
	if err != nil {
		return nil, err
	}
	if ok {
		v, err := elementValue(x.a.DType(), value)
		if err != nil {
			return nil, err
		}
		x.a.Set(v, idx...)
		return py.None, nil
	}
	dst, ok, err := x.view(key)
	if err != nil {
		return nil, err
	}
	src, err := assignedArray(x.a.DType(), value)
	if err != nil {
		return nil, err
	}
	if !ok {
		if idx, ok, err := multiIndex(key); err != nil || ok {
			if err != nil {
				return nil, err
			}
			if err := x.a.MultiPut(idx, src); err != nil {
				return nil, indexError(err)
			}
			return py.None, nil
		}
		if items, ok, err := mixedIndex(x.a, key); err != nil || ok {
			if err != nil {
				return nil, err
			}
			if err := x.a.MixedPut(items, src); err != nil {
				return nil, assignError(err)
			}
			return py.None, nil
		}
		sel, err := advancedIndex(x.a, key)
		if err != nil {
			return nil, err
		}
		if err := x.a.Put(sel, src); err != nil {
			return nil, assignError(err)
		}
		return py.None, nil
	}
	if err := dst.Assign(src); err != nil {
		return nil, valueError(err)
	}
	return py.None, nil
}

// assignedArray converts the value of an assignment through a subscript
// into an array: a scalar as NumPy's setitem converts it (elementValue),
// anything else as np.array would.
func assignedArray(dt ndarray.DType, value py.Object) (*ndarray.Array, error) {
	if a, ok := ArrayOf(value); ok {
		if err := checkComplexStore(dt, a.DType()); err != nil {
			return nil, err
		}
		return a, nil
	}
	if !isSequence(value) {
		v, err := elementValue(dt, value)
		if err != nil {
			return nil, err
		}
		return ndarray.Full(dt, nil, v)
	}
	return arrayFromObject(value)
}

// multiIndex converts a subscript of several integer arrays (or lists, or
// ints among them), one per leading axis, as a[Xi[I], Yi[I]] (a 1-d
// boolean array among them stands for its nonzero indices, as NumPy takes
// it); ok is false for any other subscript.
func multiIndex(key py.Object) (idx []*ndarray.Array, ok bool, err error) {
	keys, isTuple := key.(py.Tuple)
	if !isTuple || len(keys) < 2 {
		return nil, false, nil
	}
	hasArray := false
	for _, k := range keys {
		switch k := k.(type) {
		case py.Int:
			a, err := ndarray.Full(ndarray.Int64, nil, ndarray.MakeInt(ndarray.Int64, int64(k)))
			if err != nil {
				return nil, false, err
			}
			idx = append(idx, a)
			continue
		case *py.List, py.Tuple:
			// A tuple inside the subscript is a sequence index, as a
			// list is (pos[np.where(c), d]: np.where's tuple).
		default:
			if _, isArray := ArrayOf(k); !isArray {
				return nil, false, nil
			}
		}
		a, isArray := ArrayOf(k)
		if !isArray {
			if a, err = arrayFromObject(k); err != nil {
				return nil, false, err
			}
		}
		switch {
		case a.DType() == ndarray.Bool && a.NDim() == 1:
			a = boolPositions(a)
		case a.DType() == ndarray.Bool:
			return nil, false, nil
		case !a.DType().IsInt() && a.Size() == 0:
			a = a.AsType(ndarray.Int64)
		case !a.DType().IsInt():
			return nil, false, errInvalidIndex()
		}
		hasArray = true
		idx = append(idx, a)
	}
	return idx, hasArray, nil
}

// boolPositions is np.nonzero of a 1-d boolean array.
func boolPositions(mask *ndarray.Array) *ndarray.Array {
	var at []int64
	for i := range mask.Size() {
		if mask.AtFlat(i).I != 0 {
			at = append(at, int64(i))
		}
	}
	out, _ := ndarray.New(ndarray.Int64, []int{len(at)})
	for i, v := range at {
		out.SetFlat(i, ndarray.MakeInt(ndarray.Int64, v))
	}
	return out
}

// advancedIndex converts a subscript of one integer or boolean array (or
// list) into ndarray's selection.
func advancedIndex(a *ndarray.Array, key py.Object) (*ndarray.Array, error) {
	if keys, isTuple := key.(py.Tuple); isTuple {
		if len(keys) != 1 {
			return nil, errBoolAmongIndices()
		}
		key = keys[0]
	}
	if b, ok := key.(py.Bool); ok {
		// A bool is a 0-d mask: a[True] adds an axis of length 1, a[False]
		// one of length 0.
		return ndarray.Full(ndarray.Bool, nil, ndarray.MakeBool(bool(b)))
	}
	sel, ok := ArrayOf(key)
	if !ok {
		var err error
		if sel, err = arrayFromObject(key); err != nil {
			return nil, err
		}
	}
	if !sel.DType().IsInt() && sel.DType() != ndarray.Bool {
		if sel.Size() == 0 {
			return sel.AsType(ndarray.Int64), nil
		}
		return nil, errInvalidIndex()
	}
	return sel, nil
}

// errBoolAmongIndices is raised for a Python bool (or 0-d boolean array)
// among other indices, which NumPy takes as a new axis of length 1 or 0.
func errBoolAmongIndices() error {
	return py.ExceptionNewf(py.NotImplementedError, "a boolean scalar among other indices is not supported yet; index with a boolean array (docs/numpy.md)")
}

// mixedIndex converts a subscript of several entries, some of them integer
// or boolean arrays (or lists), into ndarray's mixed items with their
// slices resolved; ok is false for a subscript without an array.
func mixedIndex(a *ndarray.Array, key py.Object) (items []ndarray.MixedItem, ok bool, err error) {
	keys, isTuple := key.(py.Tuple)
	if !isTuple || len(keys) < 2 {
		return nil, false, nil
	}
	items = make([]ndarray.MixedItem, len(keys))
	hasArray := false
	for i, o := range keys {
		if j, isInt, err := indexOf(o); isInt {
			if err != nil {
				return nil, true, err
			}
			items[i].IndexItem = ndarray.IndexItem{Kind: ndarray.IndexInt, I: j}
			continue
		}
		switch o.(type) {
		case *py.Slice:
			items[i].Kind = ndarray.IndexSlice
		case py.EllipsisType:
			items[i].Kind = ndarray.IndexEllipsis
		case py.NoneType:
			items[i].Kind = ndarray.IndexNewAxis
		case py.Bool:
			return nil, true, errBoolAmongIndices()
		case *array, *py.List, py.Tuple: // pos[np.where(c), d]: np.where's tuple
			ix, err := arrayFromObject(o)
			if err != nil {
				return nil, true, err
			}
			switch {
			case ix.DType() == ndarray.Bool && ix.NDim() == 0:
				return nil, true, errBoolAmongIndices()
			case ix.DType() == ndarray.Bool || ix.DType().IsInt():
			case ix.Size() == 0:
				ix = ix.AsType(ndarray.Int64)
			default:
				return nil, true, errInvalidIndex()
			}
			items[i].Array = ix
			hasArray = true
		default:
			return nil, true, errInvalidIndex()
		}
	}
	if !hasArray {
		return nil, false, nil
	}
	axes, err := ndarray.MixedAxes(items, a.NDim())
	if err != nil {
		return nil, true, indexError(err)
	}
	for i, o := range keys {
		if sl, isSlice := o.(*py.Slice); isSlice {
			n := a.Shape()[axes[i]]
			start, _, step, count, err := sl.GetIndices(n)
			if err != nil {
				return nil, true, err
			}
			items[i].IndexItem = ndarray.SliceItem(start, step, count, n)
		}
	}
	return items, true, nil
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
	switch v := value.(type) {
	case py.Complex:
		if err := complexIntoReal(dt); err != nil {
			return ndarray.Scalar{}, err
		}
	case scalar:
		if err := checkComplexStore(dt, v.v.DType); err != nil {
			return ndarray.Scalar{}, err
		}
	}
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
		if dt == ndarray.Float64 && nonNegativeIntsWithUint64(c.vals) {
			// [2**64 - 1, 1]: NumPy discovers uint64 for Python ints
			// beyond int64 with non-negative ones.
			dt = ndarray.UInt64
		}
	}
	a, err := ndarray.FromScalars(dt, c.shape, c.vals)
	if err != nil {
		return nil, valueError(err)
	}
	return a, nil
}

// nonNegativeIntsWithUint64 reports whether vals are all uint64 or
// non-negative int64 values, with at least one uint64.
func nonNegativeIntsWithUint64(vals []ndarray.Scalar) bool {
	some := false
	for _, v := range vals {
		switch {
		case v.DType == ndarray.UInt64:
			some = true
		case v.DType != ndarray.Int64 || v.I < 0:
			return false
		}
	}
	return some
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
	case *py.Range:
		// np.array(range(n)), np.meshgrid(range(nx), range(ny)): NumPy
		// takes a range as the sequence of its ints.
		if o.Length > 1<<31 {
			return nil, false // too long to list; NumPy would need the memory too
		}
		elems := make([]py.Object, o.Length)
		for i := range elems {
			elems[i] = o.Start + py.Int(i)*o.Step
		}
		return elems, true
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

// boolScalarKeys replaces a NumPy bool_ scalar among the indices by the
// 0-d boolean array NumPy takes it as (a[np.True_] is a[np.array(True)]:
// a new axis of length 1 or 0), as np.isnan of a 0-d array now gives one.
func boolScalarKeys(key py.Object) py.Object {
	switch k := key.(type) {
	case scalar:
		if k.v.DType == ndarray.Bool {
			if a, err := ndarray.Full(ndarray.Bool, nil, k.v); err == nil {
				return NewArray(a)
			}
		}
	case py.Tuple:
		for i, o := range k {
			if s, ok := o.(scalar); ok && s.v.DType == ndarray.Bool {
				t := append(py.Tuple(nil), k...)
				t[i] = boolScalarKeys(o)
				return boolScalarKeys(t)
			}
		}
	}
	return key
}
