package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is the reductions, as methods (a.sum(axis=0)) and as
// functions of the module (np.sum(a, axis=0)): sum prod mean min max
// argmin argmax any all std var with axis= and keepdims= (std and var
// also ddof=), and cumsum and cumprod with axis=.

var reductions = []struct {
	name, doc string
	r         ndarray.Reduction
}{
	{"sum", "The sum of the elements, over the whole array or along axis.", ndarray.RSum},
	{"prod", "The product of the elements, over the whole array or along axis.", ndarray.RProd},
	{"mean", "The arithmetic mean, over the whole array or along axis.", ndarray.RMean},
	{"min", "The smallest element, over the whole array or along axis.", ndarray.RMin},
	{"max", "The largest element, over the whole array or along axis.", ndarray.RMax},
	{"argmin", "The index of the first smallest element (of the flattened array without axis).", ndarray.RArgMin},
	{"argmax", "The index of the first largest element (of the flattened array without axis).", ndarray.RArgMax},
	{"any", "Whether some element is true, over the whole array or along axis.", ndarray.RAny},
	{"all", "Whether every element is true, over the whole array or along axis.", ndarray.RAll},
	{"std", "The standard deviation, over the whole array or along axis; ddof as NumPy's.", ndarray.RStd},
	{"var", "The variance, over the whole array or along axis; ddof as NumPy's.", ndarray.RVar},
}

// reduce is a.NAME(axis=None, keepdims=False[, ddof=0]).
func reduce(name string, r ndarray.Reduction, a *ndarray.Array, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var axisArg, keepArg, ddofArg py.Object = py.None, py.False, py.Int(0)
	kw := []string{"axis", "keepdims"}
	format := "|OO:" + name
	targets := []*py.Object{&axisArg, &keepArg}
	if r == ndarray.RStd || r == ndarray.RVar {
		kw = []string{"axis", "ddof", "keepdims"}
		format = "|OOO:" + name
		targets = []*py.Object{&axisArg, &ddofArg, &keepArg}
	}
	outArg := py.Object(py.None)
	if r == ndarray.RArgMin || r == ndarray.RArgMax {
		// NumPy's second positional argument is out; keepdims is
		// keyword-only.
		kw = []string{"axis", "out", "keepdims"}
		format = "|OOO:" + name
		targets = []*py.Object{&axisArg, &outArg, &keepArg}
	}
	var err error
	switch len(targets) {
	case 1:
		err = py.ParseTupleAndKeywords(args, kwargs, format, kw, targets[0])
	case 2:
		err = py.ParseTupleAndKeywords(args, kwargs, format, kw, targets[0], targets[1])
	default:
		err = py.ParseTupleAndKeywords(args, kwargs, format, kw, targets[0], targets[1], targets[2])
	}
	if err != nil {
		return nil, err
	}
	if outArg != py.None {
		return nil, py.ExceptionNewf(py.NotImplementedError, "%s: out= is not supported (docs/numpy.md)", name)
	}
	keepObj, err := py.MakeBool(keepArg)
	if err != nil {
		return nil, err
	}
	keep := keepObj == py.True
	ddof, err := py.IndexInt(ddofArg)
	if err != nil {
		return nil, err
	}
	var res *ndarray.Array
	if axisArg == py.None {
		if !keep {
			switch r {
			case ndarray.RSum:
				return NewScalar(a.Sum()), nil
			case ndarray.RMean:
				return NewScalar(a.Mean()), nil
			case ndarray.RMin:
				return reduction(a.Min())
			case ndarray.RMax:
				return reduction(a.Max())
			}
		}
		res, err = a.Reduce(r, keep, ddof)
	} else if t, ok := axisArg.(py.Tuple); ok {
		axes := make([]int, len(t))
		for i, o := range t {
			if axes[i], err = py.IndexInt(o); err != nil {
				return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
			}
		}
		res, err = a.ReduceAxes(r, axes, keep)
	} else {
		axis, e := py.IndexInt(axisArg)
		if e != nil {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", axisArg.Type().Name)
		}
		res, err = a.ReduceAxis(r, axis, keep, ddof)
	}
	if err != nil {
		return nil, reduceError(err)
	}
	if res.NDim() == 0 {
		return NewScalar(res.At()), nil
	}
	return NewArray(res), nil
}

// reduceError converts ndarray's errors: an axis out of range is NumPy's
// AxisError (an IndexError and a ValueError), the rest ValueError.
func reduceError(err error) error {
	if e, ok := axisErrorOf(err); ok {
		return e
	}
	return valueError(err)
}

// accumulate is a.cumsum(axis=None) and a.cumprod(axis=None).
func accumulate(name string, prod bool, a *ndarray.Array, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var axisArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:"+name, []string{"axis"}, &axisArg); err != nil {
		return nil, err
	}
	axis, flat := 0, axisArg == py.None
	if !flat {
		var err error
		if axis, err = py.IndexInt(axisArg); err != nil {
			return nil, err
		}
	}
	res, err := a.Accumulate(prod, axis, flat)
	if err != nil {
		return nil, reduceError(err)
	}
	return NewArray(res), nil
}

// arrayArg is the array a function's first argument stands for.
func arrayArg(name string, args py.Tuple) (*ndarray.Array, py.Tuple, error) {
	if len(args) == 0 {
		return nil, nil, py.ExceptionNewf(py.TypeError, "%s() missing required argument 'a' (pos 1)", name)
	}
	if a, ok := ArrayOf(args[0]); ok {
		return a, args[1:], nil
	}
	if s, ok := args[0].(scalar); ok {
		a, err := ndarray.Full(s.v.DType, nil, s.v)
		return a, args[1:], err
	}
	a, err := arrayFromObject(args[0])
	return a, args[1:], err
}

// reductionMethods are the reductions as ndarray methods and as module
// functions.
func reductionMethods() (methods, functions []*py.Method) {
	for _, rd := range reductions {
		methods = append(methods, py.MustNewMethod(rd.name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return reduce(rd.name, rd.r, self.(*array).a, args, kwargs)
		}, 0, "a."+rd.name+"(axis=None, keepdims=False)\n\n"+rd.doc))
		functions = append(functions, py.MustNewMethod(rd.name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, rest, err := arrayArg(rd.name, args)
			if err != nil {
				return nil, err
			}
			return reduce(rd.name, rd.r, a, rest, kwargs)
		}, 0, rd.name+"(a, axis=None, keepdims=False)\n\n"+rd.doc))
	}
	for _, acc := range []struct {
		name string
		prod bool
	}{{"cumsum", false}, {"cumprod", true}} {
		doc := "The cumulative " + map[bool]string{false: "sums", true: "products"}[acc.prod] + " along axis, or of the flattened array."
		methods = append(methods, py.MustNewMethod(acc.name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return accumulate(acc.name, acc.prod, self.(*array).a, args, kwargs)
		}, 0, "a."+acc.name+"(axis=None)\n\n"+doc))
		functions = append(functions, py.MustNewMethod(acc.name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, rest, err := arrayArg(acc.name, args)
			if err != nil {
				return nil, err
			}
			return accumulate(acc.name, acc.prod, a, rest, kwargs)
		}, 0, acc.name+"(a, axis=None)\n\n"+doc))
	}
	return methods, functions
}
