package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// lexsort is np.lexsort(keys, axis=-1) of 1-d keys: a sequence of them,
// or the rows of a 2-d array; the last key is the primary one.
func lexsort(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var keysArg, axisArg py.Object = nil, py.Int(-1)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:lexsort", []string{"keys", "axis"}, &keysArg, &axisArg); err != nil {
		return nil, err
	}
	var keys []*ndarray.Array
	if a, ok := ArrayOf(keysArg); ok {
		if a.NDim() != 2 {
			return nil, py.ExceptionNewf(py.NotImplementedError, "lexsort: keys must be a sequence of 1-d arrays or a 2-d array (docs/numpy.md)")
		}
		for i := range a.Shape()[0] {
			keys = append(keys, a.Sub(i))
		}
	} else {
		elems, ok := items(keysArg)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "need sequence of keys with len > 0 in lexsort")
		}
		for _, e := range elems {
			k, err := asArray(e)
			if err != nil {
				return nil, err
			}
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		if !sameShape(k.Shape(), keys[0].Shape()) {
			return nil, py.ExceptionNewf(py.ValueError, "all keys need to be the same shape")
		}
	}
	if len(keys) > 0 && keys[0].NDim() != 1 {
		return nil, py.ExceptionNewf(py.NotImplementedError, "lexsort: keys of %d dimensions are not supported, only 1-d keys (docs/numpy.md)", keys[0].NDim())
	}
	axis, isInt, err := indexOf(axisArg)
	if err != nil {
		return nil, err
	}
	if !isInt {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", axisArg.Type().Name)
	}
	if axis < -1 || axis > 0 {
		return nil, reduceError(&ndarray.AxisError{Axis: axis, NDim: 1})
	}
	perm, err := ndarray.LexSort(keys)
	if err != nil {
		if len(keys) == 0 {
			return nil, py.ExceptionNewf(py.TypeError, "%s", err.Error())
		}
		return nil, valueError(err)
	}
	out, err := ndarray.New(ndarray.Int64, []int{len(perm)})
	if err != nil {
		return nil, err
	}
	copy(out.Int64s(), perm)
	return NewArray(out), nil
}

// sameShape reports whether two shapes are equal.
func sameShape(x, y []int) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}
