package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds broadcast_to take diagonal fill_diagonal select polyval
// inner.

// takeFunctions are this file's module functions.
func takeFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("polyval", polyval, 0, "polyval(p, x)\n\nThe polynomial with coefficients p (highest power first) at x, by Horner's rule."),
		py.MustNewMethod("inner", inner, 0, "inner(a, b)\n\nThe inner product over the last axes (arrays of at most two axes)."),
		py.MustNewMethod("broadcast_to", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, shapeArg py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO:broadcast_to", []string{"array", "shape"}, &obj, &shapeArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("broadcast_to", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			shape, err := shapeOf(shapeArg)
			if err != nil {
				return nil, err
			}
			r, err := a.BroadcastTo(shape)
			return viewResult(r, err)
		}, 0, "broadcast_to(array, shape)\n\nThe view of array broadcast to shape (writable here; read-only in NumPy)."),
		py.MustNewMethod("take", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, idxObj py.Object
			var axisArg py.Object = py.None
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:take", []string{"a", "indices", "axis"}, &obj, &idxObj, &axisArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("take", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			ia, _, err := arrayArg("take", py.Tuple{idxObj})
			if err != nil {
				return nil, err
			}
			if !ia.DType().IsInt() {
				return nil, py.ExceptionNewf(py.TypeError, "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", ia.DType())
			}
			indices := make([]int, ia.Size())
			for i := range indices {
				indices[i] = int(ia.AtFlat(i).Int())
			}
			axis := 0
			if axisArg == py.None {
				a = a.Ravel()
			} else if axis, err = py.IndexInt(axisArg); err != nil {
				return nil, err
			}
			r, err := a.Take(indices, ia.Shape(), axis)
			if err != nil {
				if _, isIndex := err.(*ndarray.IndexError); isIndex {
					return nil, py.ExceptionNewf(py.IndexError, "%s", err.Error())
				}
				return nil, reduceError(err)
			}
			if r.NDim() == 0 {
				return NewScalar(r.At()), nil
			}
			return NewArray(r), nil
		}, 0, "take(a, indices, axis=None)\n\nThe elements of a at indices along axis (of a flattened without axis)."),
		py.MustNewMethod("diagonal", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj py.Object
			var offArg, ax1, ax2 py.Object = py.Int(0), py.Int(0), py.Int(1)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:diagonal", []string{"a", "offset", "axis1", "axis2"}, &obj, &offArg, &ax1, &ax2); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("diagonal", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			k, err := py.IndexInt(offArg)
			if err != nil {
				return nil, err
			}
			i1, err1 := py.IndexInt(ax1)
			i2, err2 := py.IndexInt(ax2)
			if err1 != nil || err2 != nil || a.NDim() != 2 || (i1 != 0 && i1 != -2) || (i2 != 1 && i2 != -1) {
				if a.NDim() < 2 {
					return nil, py.ExceptionNewf(py.ValueError, "diag requires an array of at least two dimensions")
				}
				return nil, py.ExceptionNewf(py.NotImplementedError, "diagonal: only the diagonals of 2-d arrays over axes (0, 1) are supported (docs/numpy.md)")
			}
			r, err := ndarray.Diag(a, k)
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, "diagonal(a, offset=0)\n\nThe offset-th diagonal of a 2-d array (a copy; NumPy gives a read-only view)."),
		py.MustNewMethod("fill_diagonal", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, valObj py.Object
			var wrapObj py.Object = py.False
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:fill_diagonal", []string{"a", "val", "wrap"}, &obj, &valObj, &wrapObj); err != nil {
				return nil, err
			}
			arr, ok := obj.(*array)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "fill_diagonal: a must be an array")
			}
			a := arr.a
			if a.NDim() < 2 {
				return nil, py.ExceptionNewf(py.ValueError, "array must be at least 2-d")
			}
			for _, n := range a.Shape()[1:] {
				if a.NDim() > 2 && n != a.Shape()[0] {
					return nil, py.ExceptionNewf(py.ValueError, "All dimensions of input must be of equal length")
				}
			}
			vals, _, err := arrayArg("fill_diagonal", py.Tuple{valObj})
			if err != nil {
				return nil, err
			}
			wrap, err := py.MakeBool(wrapObj)
			if err != nil {
				return nil, err
			}
			// NumPy's a.flat[:end:step] = val, val repeated as needed.
			step, end := 0, a.Size()
			if a.NDim() == 2 {
				cols := a.Shape()[1]
				step = cols + 1
				if wrap == py.False {
					end = min(end, cols*cols)
				}
			} else {
				prod := 1
				for range a.NDim() {
					step += prod
					prod *= a.Shape()[0]
				}
			}
			if vals.Size() == 0 {
				return py.None, nil
			}
			for k, i := 0, 0; i < end; k, i = k+1, i+step {
				a.SetFlat(i, vals.AtFlat(k%vals.Size()))
			}
			return py.None, nil
		}, 0, "fill_diagonal(a, val, wrap=False)\n\nWrite val (repeated) on the main diagonal of a, in place."),
		py.MustNewMethod("select", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var condObj, choiceObj py.Object
			var def py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:select", []string{"condlist", "choicelist", "default"}, &condObj, &choiceObj, &def); err != nil {
				return nil, err
			}
			conds, err := py.SequenceList(condObj)
			if err != nil {
				return nil, err
			}
			choices, err := py.SequenceList(choiceObj)
			if err != nil {
				return nil, err
			}
			if len(conds.Items) != len(choices.Items) {
				return nil, py.ExceptionNewf(py.ValueError, "list of cases must be same length as list of conditions")
			}
			if len(conds.Items) == 0 {
				return nil, py.ExceptionNewf(py.ValueError, "select with an empty condition list is not possible")
			}
			// NumPy fills from the last condition to the first, so the
			// first true condition wins.
			ops, err := operands("select", py.Tuple{def}, 1)
			if err != nil {
				return nil, err
			}
			res := ops[0]
			for i := len(conds.Items) - 1; i >= 0; i-- {
				co, err := operands("select", py.Tuple{conds.Items[i], choices.Items[i]}, 2)
				if err != nil {
					return nil, err
				}
				dt := co[0].Scalar.DType
				if co[0].Array != nil {
					dt = co[0].Array.DType()
				}
				if dt != ndarray.Bool {
					return nil, py.ExceptionNewf(py.TypeError, "invalid entry %d in condlist: should be boolean ndarray", i)
				}
				if res, err = ndarray.Where(co[0], co[1], res); err != nil {
					return nil, valueError(err)
				}
			}
			return objectOf(res), nil
		}, 0, "select(condlist, choicelist, default=0)\n\nPer element the choice of the first true condition, else default."),
	}
}

// polyval is np.polyval(p, x): Horner's rule from a zero of x's type, as
// NumPy's loop y = y * x + p[i] computes it.
func polyval(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var pObj, xObj py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO:polyval", []string{"p", "x"}, &pObj, &xObj); err != nil {
		return nil, err
	}
	p, _, err := arrayArg("polyval", py.Tuple{pObj})
	if err != nil {
		return nil, err
	}
	x := xObj
	ops, err := operands("polyval", py.Tuple{xObj}, 1)
	if err != nil {
		return nil, err
	}
	var y py.Object
	if ops[0].Array != nil {
		x = NewArray(ops[0].Array)
		z, err := ndarray.Full(ops[0].Array.DType(), ops[0].Array.Shape(), ndarray.MakeBool(false))
		if err != nil {
			return nil, valueError(err)
		}
		y = NewArray(z)
	} else {
		// np.asanyarray(x) of a Python scalar is a NumPy one.
		x = NewScalar(ops[0].Scalar)
		y = NewScalar(ndarray.MakeBool(false).Convert(ops[0].Scalar.DType))
	}
	for i := range p.Size() {
		if y, err = binary(ndarray.Mul, y, x); err != nil {
			return nil, err
		}
		if y, err = binary(ndarray.Add, y, NewScalar(p.AtFlat(i))); err != nil {
			return nil, err
		}
	}
	return y, nil
}

// inner is np.inner for arrays of at most two axes: the sums of products
// over the last axes, np.dot(a, b.T).
func inner(_ py.Object, args py.Tuple) (py.Object, error) {
	a, b, err := twoArrays("inner", args)
	if err != nil {
		return nil, err
	}
	if a.NDim() == 0 || b.NDim() == 0 {
		return binary(ndarray.Mul, args[0], args[1])
	}
	if a.NDim() > 2 || b.NDim() > 2 {
		return nil, py.ExceptionNewf(py.NotImplementedError, "inner: arrays of more than two axes are not supported (docs/numpy.md)")
	}
	if a.Shape()[a.NDim()-1] != b.Shape()[b.NDim()-1] {
		return nil, py.ExceptionNewf(py.ValueError, "shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)",
			shapeString(a.Shape()), shapeString(b.Shape()), a.Shape()[a.NDim()-1], a.NDim()-1, b.Shape()[b.NDim()-1], b.NDim()-1)
	}
	bt, _ := b.Transpose(nil)
	return dot("inner", py.Tuple{NewArray(a), NewArray(bt)})
}
