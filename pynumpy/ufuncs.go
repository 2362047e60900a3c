package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds ndarray's ufuncs, where, clip, linspace, eye, identity,
// dot, matmul and outer to the numpy module.

// operands converts a function's arguments into operands.
func operands(name string, args py.Tuple, n int) ([]ndarray.Operand, error) {
	if len(args) != n {
		return nil, py.ExceptionNewf(py.TypeError, "%s() takes %d positional arguments but %d were given", name, n, len(args))
	}
	ops := make([]ndarray.Operand, n)
	for i, o := range args {
		op, ok, err := operandOf(o)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "ufunc '%s' not supported for the input type '%s'", name, o.Type().Name)
		}
		ops[i] = op
	}
	return ops, nil
}

// ufuncFunctions are the module functions of this file.
func ufuncFunctions() []*py.Method {
	var out []*py.Method
	for _, u := range []*ndarray.Ufunc1{ndarray.Fabs, ndarray.Tan, ndarray.ArcSin, ndarray.ArcCos, ndarray.ArcTan, ndarray.Sinh,
		ndarray.Cosh, ndarray.Tanh, ndarray.Log10, ndarray.Log2, ndarray.Floor, ndarray.Ceil, ndarray.Trunc,
		ndarray.Rint, ndarray.IsNaN, ndarray.IsInf, ndarray.IsFinite, ndarray.LogicalNot} {
		out = append(out, py.MustNewMethod(u.Name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands(u.Name, args, 1)
			if err != nil {
				return nil, err
			}
			r, err := u.Apply(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			logarithm := u == ndarray.Log10 || u == ndarray.Log2
			if err := fpCheck(ndarray.UnaryFPErrors(logarithm, ops[0], r), u.Name); err != nil {
				return nil, err
			}
			return objectOf(r), nil
		}, 0, u.Name+"(x)\n\nElementwise "+u.Name+", as NumPy's ufunc."))
	}
	for _, u := range []*ndarray.Ufunc2{ndarray.Minimum, ndarray.Maximum, ndarray.ArcTan2, ndarray.Hypot, ndarray.CopySign,
		ndarray.LogicalAnd, ndarray.LogicalOr, ndarray.LogicalXor} {
		out = append(out, py.MustNewMethod(u.Name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands(u.Name, args, 2)
			if err != nil {
				return nil, err
			}
			r, err := u.Apply(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			return objectOf(r), nil
		}, 0, u.Name+"(x, y)\n\nElementwise "+u.Name+", broadcast, as NumPy's ufunc."))
	}
	out = append(out, py.MustNewMethod("power", func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 2 {
			return nil, py.ExceptionNewf(py.TypeError, "power() takes 2 positional arguments but %d were given", len(args))
		}
		return powerUfunc(args[0], args[1])
	}, 0, "power(x1, x2)\n\nx1 ** x2 elementwise, broadcast."))
	three := func(name, doc string, f func(a, b, c ndarray.Operand) (ndarray.Operand, error)) *py.Method {
		return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands(name, args, 3)
			if err != nil {
				return nil, err
			}
			r, err := f(ops[0], ops[1], ops[2])
			if err != nil {
				return nil, valueError(err)
			}
			if r.Array == nil {
				// np.where is no ufunc: scalars give a 0-d array
				a, err := ndarray.Full(r.Scalar.DType, nil, r.Scalar)
				if err != nil {
					return nil, valueError(err)
				}
				return NewArray(a), nil
			}
			return objectOf(r), nil
		}, 0, doc)
	}
	out = append(out,
		whereFunc(three("where", "", ndarray.Where)),
		py.MustNewMethod("clip", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var a, lo, hi py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "OOO:clip", []string{"a", "a_min", "a_max"}, &a, &lo, &hi); err != nil {
				return nil, err
			}
			return clip(a, lo, hi)
		}, 0, "clip(a, a_min, a_max)\n\na limited to [a_min, a_max] (one bound may be None)."),
		py.MustNewMethod("linspace", linspace, 0, "linspace(start, stop, num=50, endpoint=True, dtype=None)\n\nnum evenly spaced values from start to stop."),
		py.MustNewMethod("eye", eye, 0, "eye(N, M=None, k=0, dtype=float)\n\nOnes on the k-th diagonal, zeros elsewhere."),
		py.MustNewMethod("identity", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var nArg, dtArg py.Object = nil, py.None
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:identity", []string{"n", "dtype"}, &nArg, &dtArg); err != nil {
				return nil, err
			}
			return eye(nil, py.Tuple{nArg}, py.StringDict{"dtype": dtArg})
		}, 0, "identity(n, dtype=float)\n\nThe n x n identity matrix."),
		py.MustNewMethod("dot", func(_ py.Object, args py.Tuple) (py.Object, error) { return dot("dot", args) }, 0,
			"dot(a, b)\n\nThe matrix product of arrays of at most two axes (the inner product of vectors)."),
		py.MustNewMethod("matmul", func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "matmul() takes 2 positional arguments but %d were given", len(args))
			}
			return matmul(args[0], args[1])
		}, 0, "matmul(a, b)\n\nThe matrix product, as a @ b: stacks of matrices broadcast."),
		py.MustNewMethod("outer", func(_ py.Object, args py.Tuple) (py.Object, error) {
			a, b, err := twoArrays("outer", args)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Outer(a, b)
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, "outer(a, b)\n\nout[i, j] = a[i] * b[j] of a and b flattened."),
	)
	out = append(out, pairFunctions()...)
	return out
}

// twoArrays converts two array arguments.
func twoArrays(name string, args py.Tuple) (*ndarray.Array, *ndarray.Array, error) {
	if len(args) != 2 {
		return nil, nil, py.ExceptionNewf(py.TypeError, "%s() takes 2 positional arguments but %d were given", name, len(args))
	}
	a, _, err := arrayArg(name, args[:1])
	if err != nil {
		return nil, nil, err
	}
	b, _, err := arrayArg(name, args[1:])
	return a, b, err
}

// dot is np.dot.
func dot(name string, args py.Tuple) (py.Object, error) {
	a, b, err := twoArrays(name, args)
	if err != nil {
		return nil, err
	}
	r, err := ndarray.Dot(a, b)
	if err != nil {
		return nil, valueError(err)
	}
	if r.NDim() == 0 {
		return NewScalar(r.At()), nil
	}
	return NewArray(r), nil
}

func linspace(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var startArg, stopArg py.Object
	var numArg, endArg, dtArg py.Object = py.Int(50), py.True, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOO:linspace", []string{"start", "stop", "num", "endpoint", "dtype"}, &startArg, &stopArg, &numArg, &endArg, &dtArg); err != nil {
		return nil, err
	}
	start, err := py.FloatAsFloat64(startArg)
	if err != nil {
		return nil, err
	}
	stop, err := py.FloatAsFloat64(stopArg)
	if err != nil {
		return nil, err
	}
	num, err := py.IndexInt(numArg)
	if err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", numArg.Type().Name)
	}
	end, err := py.MakeBool(endArg)
	if err != nil {
		return nil, err
	}
	r, err := ndarray.Linspace(start, stop, num, end == py.True)
	if err != nil {
		return nil, valueError(err)
	}
	if dtArg != py.None {
		dt, err := dtypeOf(dtArg)
		if err != nil {
			return nil, err
		}
		r = r.AsType(dt)
	}
	return NewArray(r), nil
}

func eye(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var nArg py.Object
	var mArg, kArg, dtArg py.Object = py.None, py.Int(0), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:eye", []string{"N", "M", "k", "dtype"}, &nArg, &mArg, &kArg, &dtArg); err != nil {
		return nil, err
	}
	n, err := py.IndexInt(nArg)
	if err != nil {
		return nil, err
	}
	m := n
	if mArg != py.None {
		if m, err = py.IndexInt(mArg); err != nil {
			return nil, err
		}
	}
	k, err := py.IndexInt(kArg)
	if err != nil {
		return nil, err
	}
	dt := ndarray.Float64
	if dtArg != py.None {
		if dt, err = dtypeOf(dtArg); err != nil {
			return nil, err
		}
	}
	r, err := ndarray.Eye(n, m, k, dt)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(r), nil
}

// whereFunc is np.where: with x and y the three-argument selection, with
// the condition alone np.nonzero(condition).
func whereFunc(selectXY *py.Method) *py.Method {
	return py.MustNewMethod("where", func(self py.Object, args py.Tuple) (py.Object, error) {
		switch len(args) {
		case 1:
			return callNumpy("nonzero", args[0], nil, nil)
		case 2:
			return nil, py.ExceptionNewf(py.ValueError, "either both or neither of x and y should be given")
		}
		return selectXY.Call(self, args)
	}, 0, "where(condition, [x, y])\n\nx where condition is true, else y, broadcast; with the condition alone, np.nonzero(condition).")
}
