package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file adds the ndarray methods that NumPy defines as the module
// functions of the same name applied to the array: a.argsort() is
// np.argsort(a), and so on; a.sort() sorts in place.

// numpyFunctions are the numpy module's functions by name, filled when
// the module is built.
var numpyFunctions = map[string]*py.Method{}

// callNumpy calls numpy.name(self, *args, **kwargs).
func callNumpy(name string, self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	f := numpyFunctions[name]
	if f == nil {
		return nil, py.ExceptionNewf(py.AttributeError, "'numpy.ndarray' object has no attribute '%s'", name)
	}
	return f.CallWithKeywords(nil, append(py.Tuple{self}, args...), kwargs)
}

func init() {
	forwarded := []struct{ name, doc string }{
		{"argsort", "a.argsort(axis=-1, kind=None)\n\nnp.argsort(a, axis, kind)."},
		{"ptp", "a.ptp(axis=None, keepdims=False)\n\nnp.ptp(a, axis, keepdims): max - min."},
		{"nonzero", "a.nonzero()\n\nnp.nonzero(a): the indices of the nonzero elements, per axis."},
		{"repeat", "a.repeat(repeats, axis=None)\n\nnp.repeat(a, repeats, axis)."},
		{"searchsorted", "a.searchsorted(v, side='left')\n\nnp.searchsorted(a, v, side)."},
		{"diagonal", "a.diagonal(offset=0)\n\nnp.diagonal(a, offset) of a 2-d array (a copy)."},
		{"squeeze", "a.squeeze(axis=None)\n\nnp.squeeze(a, axis): a view without the axes of length 1."},
		{"take", "a.take(indices, axis=None)\n\nnp.take(a, indices, axis)."},
	}
	for _, f := range forwarded {
		arrayType.Dict[f.name] = py.MustNewMethod(f.name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return callNumpy(f.name, self, args, kwargs)
		}, 0, f.doc)
	}
	arrayType.Dict["clip"] = py.MustNewMethod("clip", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var lo, hi py.Object = py.None, py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:clip", []string{"min", "max"}, &lo, &hi); err != nil {
			return nil, err
		}
		return clip(self, lo, hi)
	}, 0, "a.clip(min=None, max=None)\n\nnp.clip(a, min, max).")
	arrayType.Dict["sort"] = py.MustNewMethod("sort", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var axisArg, kindArg, orderArg py.Object = py.Int(-1), py.None, py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:sort", []string{"axis", "kind", "order"}, &axisArg, &kindArg, &orderArg); err != nil {
			return nil, err
		}
		if axisArg == py.None {
			// NumPy's a.sort has no flattened form.
			return nil, py.ExceptionNewf(py.TypeError, "'NoneType' object cannot be interpreted as an integer")
		}
		sorted, err := callNumpy("sort", self, py.Tuple{axisArg, kindArg, orderArg}, nil)
		if err != nil {
			return nil, err
		}
		if err := self.(*array).a.Assign(sorted.(*array).a); err != nil {
			return nil, valueError(err)
		}
		return py.None, nil
	}, 0, "a.sort(axis=-1, kind=None)\n\nSort a in place along axis, as np.sort.")
}

// clip is np.clip(a, lo, hi); NumPy clips by one bound alone with
// np.maximum or np.minimum.
func clip(a, lo, hi py.Object) (py.Object, error) {
	switch {
	case lo == py.None && hi == py.None:
		return nil, py.ExceptionNewf(py.ValueError, "One of max or min must be given")
	case hi == py.None:
		r, err := callNumpy("maximum", a, py.Tuple{lo}, nil)
		return scalarize(r), err
	case lo == py.None:
		r, err := callNumpy("minimum", a, py.Tuple{hi}, nil)
		return scalarize(r), err
	}
	ops, err := operands("clip", py.Tuple{a, lo, hi}, 3)
	if err != nil {
		return nil, err
	}
	r, err := ndarray.Clip(ops[0], ops[1], ops[2])
	if err != nil {
		return nil, valueError(err)
	}
	return ufuncObjectOf(r), nil
}
