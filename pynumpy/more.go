package pynumpy

import (
	"slices"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds the NumPy functions ordinary scripts call beyond the
// operators and reductions: copy asarray ascontiguousarray newaxis, the
// operators as functions (add ... negative), square reciprocal sign and
// more float ufuncs, amax amin, the shape views ravel squeeze expand_dims
// flip fliplr flipud, sort argsort diff count_nonzero nonzero argwhere.

// moreFunctions are this file's module functions; it adds newaxis to the
// module's globals.
func moreFunctions(globals py.StringDict) []*py.Method {
	globals["newaxis"] = py.None
	var out []*py.Method
	for _, b := range []struct {
		name string
		op   ndarray.BinaryOp
	}{
		{"add", ndarray.Add}, {"subtract", ndarray.Sub}, {"multiply", ndarray.Mul},
		{"divide", ndarray.TrueDiv}, {"true_divide", ndarray.TrueDiv}, {"floor_divide", ndarray.FloorDiv},
		{"mod", ndarray.Mod}, {"remainder", ndarray.Mod},
		{"less", ndarray.Lt}, {"less_equal", ndarray.Le}, {"equal", ndarray.Eq}, {"not_equal", ndarray.Ne},
		{"greater", ndarray.Gt}, {"greater_equal", ndarray.Ge},
		{"bitwise_and", ndarray.And}, {"bitwise_or", ndarray.Or}, {"bitwise_xor", ndarray.Xor},
		{"left_shift", ndarray.LShift}, {"right_shift", ndarray.RShift},
	} {
		out = append(out, py.MustNewMethod(b.name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "%s() takes from 2 to 3 positional arguments but %d were given", b.name, len(args))
			}
			return binary(b.op, args[0], args[1])
		}, 0, b.name+"(x1, x2)\n\nThe "+b.op.String()+" ufunc: x1 and x2 broadcast, NumPy's type promotion."))
	}
	out = append(out,
		py.MustNewMethod("negative", func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 1 {
				return nil, py.ExceptionNewf(py.TypeError, "negative() takes from 1 to 2 positional arguments but %d were given", len(args))
			}
			return unary(ndarray.Neg, args[0])
		}, 0, "negative(x)\n\n-x elementwise."),
		py.MustNewMethod("square", func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 1 {
				return nil, py.ExceptionNewf(py.TypeError, "square() takes from 1 to 2 positional arguments but %d were given", len(args))
			}
			x := args[0]
			if op, ok, err := operandOf(x); err == nil && ok && op.Array != nil && op.Array.DType() == ndarray.Bool {
				x = NewArray(op.Array.AsType(ndarray.Int8)) // NumPy has no bool loop: bool squares as int8
			}
			return binary(ndarray.Mul, x, x)
		}, 0, "square(x)\n\nx*x elementwise, in x's type."),
		py.MustNewMethod("positive", func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 1 {
				return nil, py.ExceptionNewf(py.TypeError, "positive() takes from 1 to 2 positional arguments but %d were given", len(args))
			}
			if op, ok, err := operandOf(args[0]); err != nil || !ok {
				if err == nil {
					err = py.ExceptionNewf(py.TypeError, "ufunc 'positive' not supported for the input type '%s'", args[0].Type().Name)
				}
				return nil, err
			} else if op.Array != nil {
				if op.Array.DType() == ndarray.Bool {
					return nil, py.ExceptionNewf(ufuncNoLoopError, "ufunc 'positive' did not contain a loop with signature matching types <class 'numpy.dtype[bool_]'> -> None")
				}
				return NewArray(op.Array.Copy()), nil
			} else {
				op.Python = false
				return objectOf(op), nil
			}
		}, 0, "positive(x)\n\n+x elementwise: a copy of x."),
		typeKeeping("sign", ndarray.Sign, "sign(x)\n\n-1, 0 or 1 by the sign of x, in x's type (NaN for NaN)."),
		typeKeeping("reciprocal", ndarray.Reciprocal, "reciprocal(x)\n\n1/x in x's type (integers truncate, as NumPy's loop)."),
	)
	for _, u := range []struct {
		name string
		u    *ndarray.Ufunc1
	}{
		{"exp2", ndarray.Exp2}, {"log1p", ndarray.Log1p}, {"expm1", ndarray.Expm1}, {"cbrt", ndarray.Cbrt},
		{"arcsinh", ndarray.Arcsinh}, {"arccosh", ndarray.Arccosh}, {"arctanh", ndarray.Arctanh},
		{"deg2rad", ndarray.Deg2Rad}, {"radians", ndarray.Deg2Rad}, {"rad2deg", ndarray.Rad2Deg}, {"degrees", ndarray.Rad2Deg},
	} {
		out = append(out, py.MustNewMethod(u.name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands(u.name, args, 1)
			if err != nil {
				return nil, err
			}
			if (u.u == ndarray.Rad2Deg || u.u == ndarray.Deg2Rad) && ops[0].Array != nil && ops[0].Array.DType() == ndarray.Float32 {
				// NumPy's float32 loop multiplies in float32.
				rad2deg, deg2rad := ndarray.Float32Factors()
				k := map[bool]float32{true: rad2deg, false: deg2rad}[u.u == ndarray.Rad2Deg]
				return binary(ndarray.Mul, args[0], NewScalar(ndarray.MakeFloat(ndarray.Float32, float64(k))))
			}
			r, err := u.u.Apply(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			if err := fpCheck(ndarray.UnaryFPErrors(u.u == ndarray.Log1p || u.u == ndarray.Arctanh, ops[0], r), u.u.Name); err != nil {
				return nil, err
			}
			return objectOf(r), nil
		}, 0, u.name+"(x)\n\nElementwise "+u.u.Name+", as NumPy's ufunc."))
	}
	for _, m := range []struct {
		name, of string
		r        ndarray.Reduction
	}{{"amax", "max", ndarray.RMax}, {"amin", "min", ndarray.RMin}} {
		out = append(out, py.MustNewMethod(m.name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, rest, err := arrayArg(m.name, args)
			if err != nil {
				return nil, err
			}
			return reduce(m.of, m.r, a, rest, kwargs)
		}, 0, m.name+"(a, axis=None, keepdims=False)\n\nnp."+m.of+" under its other name."))
	}
	out = append(out,
		py.MustNewMethod("copy", npCopy, 0, "copy(a, order='K')\n\nAn array copy of a, keeping an array's layout unless order says otherwise."),
		py.MustNewMethod("ndindex", ndindex, 0, "ndindex(*shape)\n\nThe indices of an array of that shape, as tuples, in C order."),
		py.MustNewMethod("nditer", newNditer, 0, "nditer(op, flags=None, op_flags=None, order='K')\n\nAn iterator over the elements of one or several broadcast arrays, as 0-d views."),
		py.MustNewMethod("asfortranarray", asfortranarray, 0, "asfortranarray(a, dtype=None)\n\na as a Fortran-contiguous array (a itself when it is one)."),
		py.MustNewMethod("asarray", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return asarray("asarray", false, args, kwargs)
		}, 0, "asarray(a, dtype=None)\n\na itself when it is an array of that dtype, else np.array(a, dtype)."),
		py.MustNewMethod("ascontiguousarray", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return asarray("ascontiguousarray", true, args, kwargs)
		}, 0, "ascontiguousarray(a, dtype=None)\n\nasarray(a, dtype), copied when not C-contiguous; at least one axis."),
		py.MustNewMethod("ravel", func(_ py.Object, args py.Tuple) (py.Object, error) {
			a, _, err := oneArray("ravel", args, 0)
			if err != nil {
				return nil, err
			}
			return NewArray(a.Ravel()), nil
		}, 0, "ravel(a)\n\na flattened: a view when a is contiguous, else a copy."),
		py.MustNewMethod("squeeze", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, axes, err := arrayAndAxes("squeeze", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			return viewResult(a.Squeeze(axes))
		}, 0, "squeeze(a, axis=None)\n\nThe view of a without its axes of length 1 (or the given ones)."),
		py.MustNewMethod("expand_dims", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, axisArg py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO:expand_dims", []string{"a", "axis"}, &obj, &axisArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("expand_dims", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			axes, err := axesOf(axisArg)
			if err != nil {
				return nil, err
			}
			// Several axes are inserted in increasing order, each a
			// position of the result, as NumPy normalises them.
			n := a.NDim() + len(axes)
			for i, ax := range axes {
				if ax < -n || ax >= n {
					return nil, reduceError(&ndarray.AxisError{Axis: ax, NDim: n})
				}
				if ax < 0 {
					axes[i] = ax + n
				}
			}
			slices.Sort(axes)
			for _, ax := range axes {
				if a, err = a.ExpandDims(ax); err != nil {
					return nil, reduceError(err)
				}
			}
			return NewArray(a), nil
		}, 0, "expand_dims(a, axis)\n\nThe view of a with axes of length 1 inserted at the positions axis (of the result)."),
		py.MustNewMethod("flip", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, axes, err := arrayAndAxes("flip", "m", args, kwargs)
			if err != nil {
				return nil, err
			}
			return viewResult(a.Flip(axes))
		}, 0, "flip(m, axis=None)\n\nThe view of m with the order along axis (all axes by default) reversed."),
		flipAxis("fliplr", 1, 2, "Input must be >= 2-d."),
		flipAxis("flipud", 0, 1, "Input must be >= 1-d."),
		py.MustNewMethod("iinfo", iinfo, 0, "iinfo(int_type)\n\nThe limits of an integer type: min, max, bits, dtype."),
		py.MustNewMethod("finfo", finfo, 0, "finfo(float_type)\n\nThe limits of a float type: eps, max, min, tiny, resolution, precision, bits, dtype."),
		py.MustNewMethod("errstate", newErrstate, 0, "errstate(**kwargs)\n\nA context manager applying seterr(**kwargs) inside a with block."),
		py.MustNewMethod("sort", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return sortFunc("sort", args, kwargs, (*ndarray.Array).SortKind)
		}, 0, "sort(a, axis=-1, kind=None)\n\na sorted copy of a along axis (flattened for axis=None), NaN last."),
		py.MustNewMethod("argsort", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return sortFunc("argsort", args, kwargs, (*ndarray.Array).ArgSort)
		}, 0, "argsort(a, axis=-1, kind=None)\n\nThe indices that sort a along axis; equal elements keep their order."),
	)
	out = append(out, searchFunctions()...)
	out = append(out, statsFunctions()...)
	out = append(out, polyFunctions()...)
	return append(out, takeFunctions()...)
}

// typeKeeping is a one-argument function computed by f on an array in the
// input's type: a scalar input gives a scalar.
func typeKeeping(name string, f func(*ndarray.Array) (*ndarray.Array, error), doc string) *py.Method {
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		ops, err := operands(name, args, 1)
		if err != nil {
			return nil, err
		}
		x := ops[0].Array
		if x == nil {
			if x, err = ndarray.Full(ops[0].Scalar.DType, nil, ops[0].Scalar); err != nil {
				return nil, valueError(err)
			}
		}
		r, err := f(x)
		if err != nil {
			return nil, valueError(err)
		}
		if ops[0].Array == nil {
			return NewScalar(r.At()), nil
		}
		if err := fpCheck(ndarray.UnaryFPErrors(true, ops[0], ndarray.Operand{Array: r}), name); err != nil {
			return nil, err
		}
		return NewArray(r), nil
	}, 0, doc)
}

// asarray is np.asarray, and np.ascontiguousarray when contiguous is set.
func asarray(name string, contiguous bool, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, dtype py.Object = nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"a", "dtype"}, &obj, &dtype); err != nil {
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
	if dt != a.DType() || (contiguous && !a.IsContiguous()) {
		a = a.AsType(dt)
	}
	if contiguous && a.NDim() == 0 {
		if a, err = a.Reshape([]int{1}); err != nil {
			return nil, valueError(err)
		}
	}
	if arr, isArray := obj.(*array); isArray && arr.a == a {
		return obj, nil
	}
	return NewArray(a), nil
}

// oneArray is a function's first argument as an array and the remaining
// arguments, of which there may be at most more.
func oneArray(name string, args py.Tuple, more int) (*ndarray.Array, py.Tuple, error) {
	if len(args) > 1+more {
		return nil, nil, py.ExceptionNewf(py.TypeError, "%s() takes from 1 to %d positional arguments but %d were given", name, 1+more, len(args))
	}
	return arrayArg(name, args)
}

// arrayAndAxes parses (a, axis=None): axes is nil for None.
func arrayAndAxes(name, first string, args py.Tuple, kwargs py.StringDict) (*ndarray.Array, []int, error) {
	var obj, axisArg py.Object = nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{first, "axis"}, &obj, &axisArg); err != nil {
		return nil, nil, err
	}
	a, _, err := arrayArg(name, py.Tuple{obj})
	if err != nil {
		return nil, nil, err
	}
	if axisArg == py.None {
		return a, nil, nil
	}
	axes, err := axesOf(axisArg)
	return a, axes, err
}

// axesOf converts an axis argument: an int or a tuple of ints.
func axesOf(o py.Object) ([]int, error) {
	items := py.Tuple{o}
	if t, ok := o.(py.Tuple); ok {
		items = t
	}
	axes := make([]int, 0, len(items))
	for _, it := range items {
		ax, err := py.IndexInt(it)
		if err != nil {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", it.Type().Name)
		}
		axes = append(axes, ax)
	}
	return axes, nil
}

// viewResult wraps the result of an ndarray view method.
func viewResult(a *ndarray.Array, err error) (py.Object, error) {
	if err != nil {
		return nil, reduceError(err)
	}
	return NewArray(a), nil
}

// flipAxis is np.fliplr (axis 1) or np.flipud (axis 0).
func flipAxis(name string, axis, minDims int, msg string) *py.Method {
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		a, _, err := oneArray(name, args, 0)
		if err != nil {
			return nil, err
		}
		if a.NDim() < minDims {
			return nil, py.ExceptionNewf(py.ValueError, "%s", msg)
		}
		return viewResult(a.Flip([]int{axis}))
	}, 0, name+"(m)\n\nThe view of m reversed along axis "+string(rune('0'+axis))+".")
}

// sortFunc is np.sort and np.argsort: (a, axis=-1, kind=None, order=None),
// the array flattened for axis=None.
func sortFunc(name string, args py.Tuple, kwargs py.StringDict, f func(*ndarray.Array, int, ndarray.SortKind) (*ndarray.Array, error)) (py.Object, error) {
	var obj py.Object
	var axisArg, kindArg, orderArg py.Object = py.Int(-1), py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:"+name, []string{"a", "axis", "kind", "order"}, &obj, &axisArg, &kindArg, &orderArg); err != nil {
		return nil, err
	}
	if orderArg != py.None {
		return nil, py.ExceptionNewf(py.ValueError, "Cannot specify order when the array has no fields.")
	}
	kind := ndarray.SortQuick
	if kindArg != py.None {
		// NumPy goes by the first letter: quick, merge, heap or stable.
		k, ok := kindArg.(py.String)
		if !ok || len(k) == 0 || !strings.ContainsRune("qmhs", rune(k[0])) {
			return nil, py.ExceptionNewf(py.ValueError, "sort kind must be one of 'quick', 'heap', or 'stable' (got '%v')", kindArg)
		}
		switch k[0] {
		case 'm', 's':
			kind = ndarray.SortStable
		case 'h':
			kind = ndarray.SortHeap
		}
	}
	a, _, err := arrayArg(name, py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	axis := -1
	if axisArg == py.None {
		a, axis = a.Ravel(), 0
	} else if axis, err = py.IndexInt(axisArg); err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", axisArg.Type().Name)
	}
	if a.NDim() == 0 {
		return nil, axisError("axis %d is out of bounds for array of dimension 0", axis)
	}
	return viewResult(f(a, axis, kind))
}
