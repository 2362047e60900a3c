package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds diff count_nonzero nonzero argwhere unique isclose
// searchsorted digitize roll repeat tile.

// searchFunctions are this file's module functions.
func searchFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("diff", diff, 0, "diff(a, n=1, axis=-1)\n\nThe n-th differences a[1:] - a[:-1] along axis (!= for bool)."),
		py.MustNewMethod("count_nonzero", countNonzero, 0, "count_nonzero(a, axis=None, keepdims=False)\n\nThe number of true (nonzero) elements."),
		py.MustNewMethod("nonzero", func(_ py.Object, args py.Tuple) (py.Object, error) {
			a, _, err := oneArray("nonzero", args, 0)
			if err != nil {
				return nil, err
			}
			coords := nonzeroCoords(a)
			out := make(py.Tuple, len(coords))
			for i, c := range coords {
				out[i] = NewArray(int64Array(c, []int{len(c)}))
			}
			return out, nil
		}, 0, "nonzero(a)\n\nThe indices of the nonzero elements, one int64 array per axis."),
		py.MustNewMethod("unravel_index", unravelIndex, 0, "unravel_index(indices, shape, order='C')\n\nThe coordinates of flat indices into an array of the shape, one array per axis."),
		py.MustNewMethod("flatnonzero", func(_ py.Object, args py.Tuple) (py.Object, error) {
			a, _, err := oneArray("flatnonzero", args, 0)
			if err != nil {
				return nil, err
			}
			coords := nonzeroCoords(a.Copy().Ravel())
			return NewArray(int64Array(coords[0], []int{len(coords[0])})), nil
		}, 0, "flatnonzero(a)\n\nThe indices of the nonzero elements of a flattened."),
		py.MustNewMethod("argwhere", func(_ py.Object, args py.Tuple) (py.Object, error) {
			a, _, err := oneArray("argwhere", args, 0)
			if err != nil {
				return nil, err
			}
			coords := nonzeroCoords(a)
			n := 0
			if len(coords) > 0 {
				n = len(coords[0])
			} else if a.Size() == 1 && a.At().Truth() {
				n = 1 // a true 0-d array: one match with no coordinates
			}
			flat := make([]int64, 0, n*len(coords))
			for k := range n {
				for _, c := range coords {
					flat = append(flat, c[k])
				}
			}
			return NewArray(int64Array(flat, []int{n, len(coords)})), nil
		}, 0, "argwhere(a)\n\nThe (N, a.ndim) int64 array of the indices of a's nonzero elements."),
		py.MustNewMethod("unique", unique, 0, "unique(ar, return_index=False, return_inverse=False, return_counts=False)\n\nThe sorted distinct elements of ar flattened (NaN once, last), with what is asked for."),
		py.MustNewMethod("isclose", isclose, 0, "isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)\n\nElementwise |a - b| <= atol + rtol * |b|, broadcast."),
		py.MustNewMethod("searchsorted", searchsorted, 0, "searchsorted(a, v, side='left')\n\nThe indices at which inserting v keeps the sorted 1-d a sorted."),
		py.MustNewMethod("digitize", digitize, 0, "digitize(x, bins, right=False)\n\nThe index of the bin of every x (bins monotonic)."),
		py.MustNewMethod("roll", roll, 0, "roll(a, shift, axis=None)\n\na with its elements shifted along axis (of the flattened array without axis), wrapping around."),
		py.MustNewMethod("repeat", repeat, 0, "repeat(a, repeats, axis=None)\n\nEvery element repeated (along axis, or of the flattened array)."),
		py.MustNewMethod("tile", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, repsArg py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO:tile", []string{"A", "reps"}, &obj, &repsArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("tile", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			reps, err := axesOf(repsArg)
			if err != nil {
				return nil, err
			}
			r, err := a.Tile(reps)
			return viewResult(r, err)
		}, 0, "tile(A, reps)\n\nA repeated reps times along each axis."),
	}
}

// int64Array is an int64 array of the given shape holding vals.
func int64Array(vals []int64, shape []int) *ndarray.Array {
	r, _ := ndarray.New(ndarray.Int64, shape)
	copy(r.Int64s(), vals)
	return r
}

// nonzeroCoords are the coordinates of a's true elements, one slice per
// axis, in C order. A 0-d array counts as 1-d (NumPy 1.24 warns that this
// is deprecated).
func nonzeroCoords(a *ndarray.Array) [][]int64 {
	shape := a.Shape()
	if a.NDim() == 0 {
		shape = []int{1}
	}
	coords := make([][]int64, len(shape))
	for i := range coords {
		coords[i] = []int64{}
	}
	idx := make([]int, len(shape))
	for i := range a.Size() {
		if a.AtFlat(i).Truth() {
			rem := i
			for k := len(shape) - 1; k >= 0; k-- {
				idx[k] = rem % shape[k]
				rem /= shape[k]
			}
			for k, j := range idx {
				coords[k] = append(coords[k], int64(j))
			}
		}
	}
	if a.NDim() == 0 {
		return nil
	}
	return coords
}

func diff(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var nArg, axisArg py.Object = py.Int(1), py.Int(-1)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:diff", []string{"a", "n", "axis"}, &obj, &nArg, &axisArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("diff", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	n, err := py.IndexInt(nArg)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "order must be non-negative but got %d", n)
	}
	if a.NDim() == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "diff requires input that is at least one dimensional")
	}
	axis, err := py.IndexInt(axisArg)
	if err != nil {
		return nil, err
	}
	if axis < -a.NDim() || axis >= a.NDim() {
		return nil, reduceError(&ndarray.AxisError{Axis: axis, NDim: a.NDim()})
	}
	if axis < 0 {
		axis += a.NDim()
	}
	for range n {
		m := a.Shape()[axis]
		part := func(start int) *ndarray.Array {
			items := make([]ndarray.IndexItem, a.NDim())
			for i, l := range a.Shape() {
				items[i] = ndarray.SliceItem(0, 1, l, l)
			}
			items[axis] = ndarray.SliceItem(start, 1, max(m-1, 0), m)
			v, _ := a.Index(items)
			return v
		}
		op := ndarray.Sub
		if a.DType() == ndarray.Bool {
			op = ndarray.Ne
		}
		r, err := ndarray.Binary(op, ndarray.Operand{Array: part(1)}, ndarray.Operand{Array: part(0)})
		if err != nil {
			return nil, valueError(err)
		}
		a = r.Array
	}
	return NewArray(a), nil
}

func countNonzero(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var axisArg, keepArg py.Object = py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:count_nonzero", []string{"a", "axis", "keepdims"}, &obj, &axisArg, &keepArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("count_nonzero", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	keep, err := py.MakeBool(keepArg)
	if err != nil {
		return nil, err
	}
	if axisArg == py.None && keep == py.False {
		n := 0
		for i := range a.Size() {
			if a.AtFlat(i).Truth() {
				n++
			}
		}
		return py.Int(n), nil
	}
	truth := a.AsType(ndarray.Bool).AsType(ndarray.Int64)
	return reduce("count_nonzero", ndarray.RSum, truth, nil, py.StringDict{"axis": axisArg, "keepdims": keep})
}

func unique(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var idxArg, invArg, cntArg, axisArg py.Object = py.False, py.False, py.False, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:unique", []string{"ar", "return_index", "return_inverse", "return_counts", "axis"}, &obj, &idxArg, &invArg, &cntArg, &axisArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("unique", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	var flags [3]bool
	for i, f := range []py.Object{idxArg, invArg, cntArg} {
		b, err := py.MakeBool(f)
		if err != nil {
			return nil, err
		}
		flags[i] = b == py.True
	}
	var u ndarray.UniqueResult
	if axisArg != py.None {
		u, err = uniqueAlong(a, axisArg, flags[0] || flags[1])
		if err != nil {
			return nil, err
		}
	} else if u, err = a.Unique(flags[0] || flags[1]); err != nil {
		return nil, valueError(err)
	}
	out := py.Tuple{NewArray(u.Values)}
	for i, arr := range []*ndarray.Array{u.Index, u.Inverse, u.Counts} {
		if flags[i] {
			out = append(out, NewArray(arr))
		}
	}
	if len(out) == 1 {
		return out[0], nil
	}
	return out, nil
}

func isclose(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	x, y, rtol, atol, nanEqual, err := closeArgs("isclose", args, kwargs)
	if err != nil {
		return nil, err
	}
	ops, err := operands("isclose", py.Tuple{x, y}, 2)
	if err != nil {
		return nil, err
	}
	r, err := ndarray.IsClose(ops[0], ops[1], rtol, atol, nanEqual)
	if err != nil {
		return nil, valueError(err)
	}
	return ufuncObjectOf(r), nil
}

// sideArg converts searchsorted's side: whether it is 'right'.
func sideArg(o py.Object) (bool, error) {
	s, ok := o.(py.String)
	if !ok || (s != "left" && s != "right") {
		repr, err := py.ReprAsString(o)
		if err != nil {
			return false, err
		}
		return false, py.ExceptionNewf(py.ValueError, "search side must be 'left' or 'right' (got %s)", repr)
	}
	return s == "right", nil
}

func searchsorted(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aObj, vObj py.Object
	var sideObj, sorter py.Object = py.String("left"), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OO:searchsorted", []string{"a", "v", "side", "sorter"}, &aObj, &vObj, &sideObj, &sorter); err != nil {
		return nil, err
	}
	if sorter != py.None {
		return nil, py.ExceptionNewf(py.NotImplementedError, "searchsorted: sorter= is not supported (docs/numpy.md)")
	}
	right, err := sideArg(sideObj)
	if err != nil {
		return nil, err
	}
	a, _, err := arrayArg("searchsorted", py.Tuple{aObj})
	if err != nil {
		return nil, err
	}
	ops, err := operands("searchsorted", py.Tuple{vObj}, 1)
	if err != nil {
		return nil, err
	}
	r, err := ndarray.SearchSorted(a, ops[0], right)
	if err != nil {
		return nil, valueError(err)
	}
	return ufuncObjectOf(r), nil
}

func digitize(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xObj, binsObj py.Object
	var rightObj py.Object = py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:digitize", []string{"x", "bins", "right"}, &xObj, &binsObj, &rightObj); err != nil {
		return nil, err
	}
	right, err := py.MakeBool(rightObj)
	if err != nil {
		return nil, err
	}
	bins, _, err := arrayArg("digitize", py.Tuple{binsObj})
	if err != nil {
		return nil, err
	}
	if bins.NDim() != 1 {
		return nil, py.ExceptionNewf(py.ValueError, "object too deep for desired array")
	}
	ops, err := operands("digitize", py.Tuple{xObj}, 1)
	if err != nil {
		return nil, err
	}
	if ops[0].Array != nil && ops[0].Array.DType().IsComplex() || ops[0].Array == nil && ops[0].Scalar.DType.IsComplex() {
		return nil, py.ExceptionNewf(py.TypeError, "x may not be complex")
	}
	increasing, decreasing := true, true
	for i := 1; i < bins.Size(); i++ {
		prev, cur := bins.AtFlat(i-1).Float(), bins.AtFlat(i).Float()
		increasing = increasing && !(cur < prev)
		decreasing = decreasing && !(cur > prev)
	}
	if !increasing && !decreasing {
		return nil, py.ExceptionNewf(py.ValueError, "bins must be monotonically increasing or decreasing")
	}
	// NumPy's own formulation: searchsorted on the bins, reversed when
	// they decrease.
	side := right == py.False
	if increasing {
		r, err := ndarray.SearchSorted(bins, ops[0], side)
		if err != nil {
			return nil, valueError(err)
		}
		return ufuncObjectOf(r), nil
	}
	rev, _ := bins.Flip(nil)
	r, err := ndarray.SearchSorted(rev, ops[0], side)
	if err != nil {
		return nil, valueError(err)
	}
	n := ndarray.Operand{Scalar: ndarray.MakeInt(ndarray.Int64, int64(bins.Size()))}
	d, err := ndarray.Binary(ndarray.Sub, n, r)
	if err != nil {
		return nil, valueError(err)
	}
	return ufuncObjectOf(d), nil
}

func roll(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, shiftArg py.Object
	var axisArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:roll", []string{"a", "shift", "axis"}, &obj, &shiftArg, &axisArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("roll", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	shifts, err := axesOf(shiftArg)
	if err != nil {
		return nil, err
	}
	if axisArg == py.None {
		// Several shifts all apply to the one flattened axis.
		total := 0
		for _, s := range shifts {
			total += s
		}
		r, err := a.Ravel().Roll(total, 0)
		if err != nil {
			return nil, reduceError(err)
		}
		if r, err = r.Reshape(a.Shape()); err != nil {
			return nil, valueError(err)
		}
		return NewArray(r), nil
	}
	axes, err := axesOf(axisArg)
	if err != nil {
		return nil, err
	}
	// shift and axis broadcast against each other.
	switch {
	case len(shifts) == 1 && len(axes) > 1:
		for range len(axes) - 1 {
			shifts = append(shifts, shifts[0])
		}
	case len(axes) == 1 && len(shifts) > 1:
		for range len(shifts) - 1 {
			axes = append(axes, axes[0])
		}
	case len(axes) != len(shifts):
		return nil, py.ExceptionNewf(py.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (%d,) and arg 1 with shape (%d,).", len(shifts), len(axes))
	}
	r := a
	for i, ax := range axes {
		if r, err = r.Roll(shifts[i], ax); err != nil {
			return nil, reduceError(err)
		}
	}
	if r == a {
		r = a.Copy()
	}
	return NewArray(r), nil
}

func repeat(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, repsArg py.Object
	var axisArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:repeat", []string{"a", "repeats", "axis"}, &obj, &repsArg, &axisArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("repeat", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	var counts []int
	if isSequence(repsArg) {
		ra, err := arrayFromObject(repsArg)
		if err != nil {
			return nil, err
		}
		if !ra.DType().IsInt() && ra.DType() != ndarray.Bool {
			return nil, py.ExceptionNewf(py.TypeError, "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", ra.DType())
		}
		for i := range ra.Size() {
			counts = append(counts, int(ra.AtFlat(i).Int()))
		}
	} else if counts, err = axesOf(repsArg); err != nil {
		return nil, err
	}
	axis := 0
	if axisArg == py.None {
		a = a.Ravel()
	} else if axis, err = py.IndexInt(axisArg); err != nil {
		return nil, err
	}
	r, err := a.Repeat(counts, axis)
	return viewResult(r, err)
}

// unravelIndex is np.unravel_index(indices, shape, order='C'): the
// coordinates of flat indices into an array of the shape, one int64 array
// (an int64 scalar for a scalar index) per axis.
func unravelIndex(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var indicesArg, shapeArg py.Object
	var orderArg py.Object = py.String("C")
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:unravel_index", []string{"indices", "shape", "order"}, &indicesArg, &shapeArg, &orderArg); err != nil {
		return nil, err
	}
	order, _ := orderArg.(py.String)
	switch order {
	case "C", "A", "K":
		order = "C"
	case "F":
	default:
		r, err := py.ReprAsString(orderArg)
		if err != nil {
			return nil, err
		}
		return nil, py.ExceptionNewf(py.ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got %s)", r)
	}
	shape, err := shapeOf(shapeArg)
	if err != nil {
		return nil, err
	}
	idx, _, err := arrayArg("unravel_index", py.Tuple{indicesArg})
	if err != nil {
		return nil, err
	}
	if !idx.DType().IsInt() {
		return nil, py.ExceptionNewf(py.TypeError, "only int indices permitted")
	}
	size := 1
	for _, n := range shape {
		size *= n
	}
	coords := make([]*ndarray.Array, len(shape))
	for i := range coords {
		coords[i], _ = ndarray.New(ndarray.Int64, idx.Shape())
	}
	for k := range idx.Size() {
		v := idx.AtFlat(k).Int()
		if v < 0 || v >= int64(size) {
			return nil, py.ExceptionNewf(py.ValueError, "index %d is out of bounds for array with size %d", v, size)
		}
		axes := func(yield func(int) bool) { // the fastest-varying axis first
			for i := range shape {
				if order == "C" {
					i = len(shape) - 1 - i
				}
				if !yield(i) {
					return
				}
			}
		}
		for ax := range axes {
			n := int64(shape[ax])
			coords[ax].Int64s()[k] = v % n
			v /= n
		}
	}
	out := make(py.Tuple, len(shape))
	for i, c := range coords {
		if c.NDim() == 0 {
			out[i] = NewScalar(c.At())
		} else {
			out[i] = NewArray(c)
		}
	}
	return out, nil
}

// uniqueAlong is np.unique(a, axis=...), as NumPy 1.24 computes it: the
// axis moved first and the others flattened, so that each slice along the
// axis is one row, the distinct rows sorted (ndarray.UniqueRows), and the
// rows given back their shape and the axis its place.
func uniqueAlong(a *ndarray.Array, axisArg py.Object, positions bool) (ndarray.UniqueResult, error) {
	var u ndarray.UniqueResult
	if ax, err := py.IndexInt(axisArg); err == nil && (ax < -a.NDim() || ax >= a.NDim()) {
		// NumPy re-raises moveaxis's error without its "source" prefix.
		return u, reduceError(&ndarray.AxisError{Axis: ax, NDim: a.NDim()})
	}
	axes, err := axisTuple(axisArg, a.NDim(), "source")
	if err != nil {
		return u, err
	}
	if len(axes) != 1 {
		return u, py.ExceptionNewf(py.ValueError, "`source` and `destination` arguments must have the same number of elements")
	}
	axis := axes[0]
	order := []int{axis}
	for k := range a.NDim() {
		if k != axis {
			order = append(order, k)
		}
	}
	moved, err := a.Transpose(order)
	if err != nil {
		return u, valueError(err)
	}
	shape := moved.Shape()
	rest := 1
	for _, d := range shape[1:] {
		rest *= d
	}
	rows, err := moved.Copy().Reshape([]int{shape[0], rest})
	if err != nil {
		return u, valueError(err)
	}
	if u, err = rows.UniqueRows(positions); err != nil {
		return u, valueError(err)
	}
	vshape := append([]int{u.Values.Shape()[0]}, shape[1:]...)
	vals, err := u.Values.Reshape(vshape)
	if err != nil {
		return u, valueError(err)
	}
	back := make([]int, len(order))
	for i, o := range order {
		back[o] = i
	}
	if u.Values, err = vals.Transpose(back); err != nil {
		return u, valueError(err)
	}
	return u, nil
}
