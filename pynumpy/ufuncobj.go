package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file makes NumPy's ufuncs objects of type numpy.ufunc rather than
// plain functions, as NumPy has them: scripts written for NumPy call their
// methods (np.add.outer(a, b), np.maximum.reduce(x, axis=0),
// np.add.accumulate(x)) and write results into an existing array with the
// out argument (np.multiply(Z, Z, Z), np.logical_not(I, out=I)).

// ufuncType is numpy.ufunc.
var ufuncType = py.NewType("numpy.ufunc", "Functions that operate element by element on whole arrays.")

// A ufunc is one of NumPy's universal functions: fn computes it on its nin
// inputs (broadcast, NumPy's type promotion); the methods and the out
// argument are built on fn.
type ufunc struct {
	name string // NumPy's name, as repr shows it: np.abs is <ufunc 'absolute'>
	nin  int
	fn   *py.Method
}

func (u *ufunc) Type() *py.Type { return ufuncType }

func (u *ufunc) M__repr__() (py.Object, error) { return py.String("<ufunc '" + u.name + "'>"), nil }

func (u *ufunc) M__str__() (py.Object, error) { return u.M__repr__() }

// ufuncSpecs are the module functions that are ufuncs in NumPy: the number
// of inputs, and the ufunc's own name where the module's name is an alias.
var ufuncSpecs = map[string]struct {
	nin  int
	name string
}{
	"add": {2, ""}, "subtract": {2, ""}, "multiply": {2, ""}, "divide": {2, ""}, "true_divide": {2, "divide"},
	"floor_divide": {2, ""}, "mod": {2, "remainder"}, "remainder": {2, ""}, "power": {2, ""},
	"minimum": {2, ""}, "maximum": {2, ""}, "fmin": {2, ""}, "fmax": {2, ""}, "arctan2": {2, ""}, "hypot": {2, ""},
	"logical_and": {2, ""}, "logical_or": {2, ""}, "logical_xor": {2, ""},
	"equal": {2, ""}, "not_equal": {2, ""}, "less": {2, ""}, "less_equal": {2, ""}, "greater": {2, ""}, "greater_equal": {2, ""},
	"bitwise_and": {2, ""}, "bitwise_or": {2, ""}, "bitwise_xor": {2, ""}, "left_shift": {2, ""}, "right_shift": {2, ""},
	"copysign": {2, ""}, "nextafter": {2, ""}, "ldexp": {2, ""}, "fmod": {2, ""}, "logaddexp": {2, ""}, "logaddexp2": {2, ""},
	"gcd": {2, ""}, "lcm": {2, ""}, "heaviside": {2, ""}, "float_power": {2, ""},
	"sqrt": {1, ""}, "exp": {1, ""}, "log": {1, ""}, "sin": {1, ""}, "cos": {1, ""}, "abs": {1, "absolute"}, "absolute": {1, ""},
	"fabs": {1, ""}, "tan": {1, ""}, "arcsin": {1, ""}, "arccos": {1, ""}, "arctan": {1, ""}, "sinh": {1, ""}, "cosh": {1, ""},
	"tanh": {1, ""}, "arcsinh": {1, ""}, "arccosh": {1, ""}, "arctanh": {1, ""}, "log10": {1, ""}, "log2": {1, ""},
	"floor": {1, ""}, "ceil": {1, ""}, "trunc": {1, ""}, "rint": {1, ""}, "isnan": {1, ""}, "isinf": {1, ""}, "isfinite": {1, ""},
	"logical_not": {1, ""}, "negative": {1, ""}, "positive": {1, ""}, "square": {1, ""}, "sign": {1, ""}, "reciprocal": {1, ""},
	"exp2": {1, ""}, "log1p": {1, ""}, "expm1": {1, ""}, "cbrt": {1, ""}, "deg2rad": {1, ""}, "radians": {1, ""},
	"rad2deg": {1, ""}, "degrees": {1, ""}, "conjugate": {1, ""}, "conj": {1, "conjugate"}, "invert": {1, ""},
	"bitwise_not": {1, "invert"}, "signbit": {1, ""}, "spacing": {1, ""},
}

// ufuncReductions are the module functions whose results are a ufunc's
// reduce and accumulate: np.add.reduce is np.sum (pairwise summation
// included), np.maximum.reduce np.max, np.add.accumulate np.cumsum.
var ufuncReductions = map[string]struct{ reduce, accumulate string }{
	"add": {"sum", "cumsum"}, "multiply": {"prod", "cumprod"}, "maximum": {"amax", ""}, "minimum": {"amin", ""},
	"logical_and": {"all", ""}, "logical_or": {"any", ""},
}

// makeUfuncs moves the module functions that NumPy has as ufuncs from
// methods into globals, each wrapped in a ufunc, and binds np.ufunc; it
// returns the remaining methods. numpyFunctions keeps the plain functions.
func makeUfuncs(methods []*py.Method, globals py.StringDict) []*py.Method {
	globals["ufunc"] = ufuncType
	var rest []*py.Method
	for _, m := range methods {
		spec, ok := ufuncSpecs[m.Name]
		if !ok {
			rest = append(rest, m)
			continue
		}
		name := spec.name
		if name == "" {
			name = m.Name
		}
		globals[m.Name] = &ufunc{name: name, nin: spec.nin, fn: m}
	}
	return rest
}

// M__call__ applies the ufunc; an argument after the inputs, or out=, is
// the array the result is written into (NumPy's 'same_kind' casting), and
// the call then returns that array.
func (u *ufunc) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var out py.Object = py.None
	if len(args) > u.nin {
		if len(args) > u.nin+1 {
			return nil, py.ExceptionNewf(py.TypeError, "%s() takes from %d to %d positional arguments but %d were given", u.name, u.nin, u.nin+1, len(args))
		}
		out, args = args[u.nin], args[:u.nin]
	}
	var rest py.StringDict
	var where py.Object = py.True
	for k, v := range kwargs {
		if k == "where" {
			where = v
			continue
		}
		if k != "out" {
			if rest == nil {
				rest = py.StringDict{}
			}
			rest[k] = v
			continue
		}
		if out != py.None {
			return nil, py.ExceptionNewf(py.TypeError, "cannot specify 'out' as both a positional and keyword argument")
		}
		out = v
		if t, ok := v.(py.Tuple); ok {
			if len(t) != 1 {
				return nil, py.ExceptionNewf(py.ValueError, "The 'out' tuple must have exactly one entry per ufunc output")
			}
			out = t[0]
		}
	}
	if where != py.True {
		return u.callWhere(args, rest, out, where)
	}
	r, err := u.fn.CallWithKeywords(nil, args, rest)
	if err != nil {
		return nil, err
	}
	if out == py.None {
		return scalarize(r), nil
	}
	return u.writeOut(r, out)
}

// callWhere is a call with where=mask: the ufunc computes only the
// elements where the mask (broadcast to the inputs' and out's shape) is
// true, so that only they can warn (np.divide(a, d, out=a, where=d != 0)),
// and stores them into out; the others keep out's values, or are those of
// a new array (NumPy leaves them uninitialised; alpyna's are zeros).
func (u *ufunc) callWhere(args py.Tuple, kwargs py.StringDict, out, where py.Object) (py.Object, error) {
	ins := make([]*ndarray.Array, len(args))
	var shape []int
	for i, a := range args {
		x, err := asArray(a)
		if err != nil {
			return nil, err
		}
		ins[i] = x
		s, ok := broadcastShape(shape, x.Shape())
		if !ok {
			return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together with shapes %s %s ", shapeString(shape), shapeString(x.Shape()))
		}
		shape = s
	}
	var dst *ndarray.Array
	if out != py.None {
		var ok bool
		if dst, ok = ArrayOf(out); !ok {
			return nil, py.ExceptionNewf(py.TypeError, "return arrays must be of ArrayType")
		}
		shape = dst.Shape()
	}
	m, err := asArray(where)
	if err != nil {
		return nil, err
	}
	mask, err := m.AsType(ndarray.Bool).BroadcastTo(shape)
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together with shapes %s %s ", shapeString(m.Shape()), shapeString(shape))
	}
	mask = mask.Copy()
	picked := make(py.Tuple, len(ins))
	for i, x := range ins {
		b, err := x.BroadcastTo(shape)
		if err != nil {
			return nil, py.ExceptionNewf(py.ValueError, "non-broadcastable operand with shape %s doesn't match the broadcast shape %s", shapeString(x.Shape()), shapeString(shape))
		}
		sel, err := b.Select(mask)
		if err != nil {
			return nil, indexError(err)
		}
		picked[i] = NewArray(sel)
	}
	r, err := u.fn.CallWithKeywords(nil, picked, kwargs)
	if err != nil {
		return nil, err
	}
	src, ok := ArrayOf(r)
	if !ok {
		if src, err = arrayFromObject(r); err != nil {
			return nil, err
		}
	}
	if dst == nil {
		if dst, err = ndarray.New(src.DType(), shape); err != nil {
			return nil, valueError(err)
		}
		out = NewArray(dst)
	} else if from, to := src.DType(), dst.DType(); !canCastSameKind(from, to) {
		return nil, py.ExceptionNewf(py.TypeError,
			"Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'", u.name, from, to)
	}
	if err := dst.Put(mask, src); err != nil {
		return nil, assignError(err)
	}
	return out, nil
}

// writeOut stores a result into the array given as out and returns it.
func (u *ufunc) writeOut(r, out py.Object) (py.Object, error) {
	dst, ok := ArrayOf(out)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "return arrays must be of ArrayType")
	}
	src, ok := ArrayOf(r)
	if !ok {
		var err error
		if src, err = arrayFromObject(r); err != nil {
			return nil, err
		}
	}
	if from, to := src.DType(), dst.DType(); !canCastSameKind(from, to) {
		return nil, py.ExceptionNewf(py.TypeError,
			"Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'", u.name, from, to)
	}
	if err := dst.Assign(src); err != nil {
		return nil, py.ExceptionNewf(py.ValueError,
			"non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
			shapeString(dst.Shape()), shapeString(src.Shape()))
	}
	return out, nil
}

// asArray converts an argument of a ufunc method to an array.
func asArray(o py.Object) (*ndarray.Array, error) {
	if a, ok := ArrayOf(o); ok {
		return a, nil
	}
	return arrayFromObject(o)
}

func init() {
	ufuncType.Dict["outer"] = py.MustNewMethod("outer", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		u := self.(*ufunc)
		if u.nin != 2 {
			return nil, py.ExceptionNewf(py.ValueError, "outer product only supported for binary functions")
		}
		if len(args) != 2 {
			return nil, py.ExceptionNewf(py.TypeError, "outer() takes exactly 2 positional arguments (%d given)", len(args))
		}
		a, err := asArray(args[0])
		if err != nil {
			return nil, err
		}
		b, err := asArray(args[1])
		if err != nil {
			return nil, err
		}
		// a's axes first, then as many axes of length 1 as b has: broadcasting
		// then pairs every element of a with every element of b.
		shape := append([]int(nil), a.Shape()...)
		for range b.NDim() {
			shape = append(shape, 1)
		}
		ar, err := a.Reshape(shape)
		if err != nil {
			return nil, valueError(err)
		}
		return u.M__call__(py.Tuple{NewArray(ar), NewArray(b)}, kwargs)
	}, 0, "outer(A, B, /, **kwargs)\n\nThe ufunc of every pair: r[i..., j...] = op(A[i...], B[j...]).")
	ufuncType.Dict["reduce"] = py.MustNewMethod("reduce", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return self.(*ufunc).reduce("reduce", args, kwargs)
	}, 0, "reduce(array, axis=0, dtype=None, out=None, keepdims=False)\n\nThe ufunc applied along an axis, the axis removed.")
	ufuncType.Dict["accumulate"] = py.MustNewMethod("accumulate", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return self.(*ufunc).reduce("accumulate", args, kwargs)
	}, 0, "accumulate(array, axis=0, dtype=None, out=None)\n\nThe running results of the ufunc along an axis.")
	ufuncType.Dict["__name__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*ufunc).name), nil }}
	ufuncType.Dict["nin"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(self.(*ufunc).nin), nil }}
	ufuncType.Dict["nout"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(1), nil }}
}

// reduce implements the ufunc's reduce and accumulate methods.
func (u *ufunc) reduce(method string, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if u.nin != 2 {
		return nil, py.ExceptionNewf(py.ValueError, "%s only supported for binary functions", method)
	}
	var arrayArg, axisArg, dtypeArg, outArg, keepdimsArg py.Object = nil, py.Int(0), py.None, py.None, py.False
	kw := []string{"array", "axis", "dtype", "out", "keepdims"}
	var err error
	if method == "accumulate" {
		err = py.ParseTupleAndKeywords(args, kwargs, "O|OOO:accumulate", kw[:4], &arrayArg, &axisArg, &dtypeArg, &outArg)
	} else {
		err = py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:reduce", kw, &arrayArg, &axisArg, &dtypeArg, &outArg, &keepdimsArg)
	}
	if err != nil {
		return nil, err
	}
	a, err := asArray(arrayArg)
	if err != nil {
		return nil, err
	}
	if a.NDim() == 0 {
		// NumPy reduces a 0-d array along axis 0 as over None (its
		// element) and refuses to accumulate it
		if method == "accumulate" {
			return nil, py.ExceptionNewf(py.TypeError, "cannot accumulate on a scalar")
		}
		if i, ok := axisArg.(py.Int); ok && (i == 0 || i == -1) {
			axisArg = py.None
		}
	}
	name := ufuncReductions[u.name].reduce
	if method == "accumulate" {
		name = ufuncReductions[u.name].accumulate
	}
	var r py.Object
	if name != "" {
		call := py.StringDict{"axis": axisArg}
		if dtypeArg != py.None {
			call["dtype"] = dtypeArg
		}
		if method == "reduce" && keepdimsArg != py.False {
			call["keepdims"] = keepdimsArg
		}
		r, err = numpyFunctions[name].CallWithKeywords(nil, py.Tuple{NewArray(a)}, call)
	} else {
		r, err = u.foldAxis(method, a, axisArg, keepdimsArg)
	}
	if err != nil || outArg == py.None {
		return r, err
	}
	return u.writeOut(r, outArg)
}

// foldAxis applies a binary ufunc along one axis from the first element
// on, as NumPy's reduce and accumulate do for the ufuncs other than the
// sums and products: ((a0 op a1) op a2) ...
func (u *ufunc) foldAxis(method string, a *ndarray.Array, axisArg, keepdimsArg py.Object) (py.Object, error) {
	if axisArg == py.None {
		if method == "accumulate" {
			return nil, py.ExceptionNewf(py.TypeError, "an integer is required for the axis")
		}
		flat, err := a.Reshape([]int{-1})
		if err != nil {
			return nil, valueError(err)
		}
		a, axisArg = flat, py.Int(0)
	}
	if a.NDim() == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "cannot %s on a scalar", method)
	}
	axis, err := axisArgument(axisArg, a.NDim(), "")
	if err != nil {
		return nil, err
	}
	n := a.Shape()[axis]
	if n == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "zero-size array to reduction operation %s which has no identity", u.name)
	}
	part := func(i int) (*ndarray.Array, error) { return a.Take([]int{i}, nil, axis) }
	first, err := part(0)
	if err != nil {
		return nil, valueError(err)
	}
	acc := py.Object(NewArray(first))
	steps := []*ndarray.Array{first}
	for i := 1; i < n; i++ {
		next, err := part(i)
		if err != nil {
			return nil, valueError(err)
		}
		if acc, err = u.fn.CallWithKeywords(nil, py.Tuple{acc, NewArray(next)}, nil); err != nil {
			return nil, err
		}
		if method == "accumulate" {
			s, err := asArray(acc)
			if err != nil {
				return nil, err
			}
			steps = append(steps, s)
		}
	}
	if method == "accumulate" {
		r, err := ndarray.Stack(steps, axis)
		if err != nil {
			return nil, valueError(err)
		}
		return NewArray(r), nil
	}
	if keepdimsArg != py.False {
		r, err := asArray(acc)
		if err != nil {
			return nil, err
		}
		shape := append([]int(nil), a.Shape()...)
		shape[axis] = 1
		if r, err = r.Reshape(shape); err != nil {
			return nil, valueError(err)
		}
		return NewArray(r), nil
	}
	if r, ok := ArrayOf(acc); ok && r.NDim() == 0 {
		return NewScalar(r.At()), nil
	}
	return acc, nil
}

// init gives numpy.ndarray what npbench's kernels use of the class itself:
// np.ndarray(shape, dtype=float) makes an array (zeroed, as np.empty here),
// and a.shape = n reshapes a in place, as a view of the same memory.
func init() {
	arrayType.New = func(_ *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return filled("ndarray", args, kwargs, ndarray.MakeBool(false))
	}
	shape := arrayType.Dict["shape"].(*py.Property)
	shape.Fset = func(self, value py.Object) error {
		x := self.(*array)
		newShape, err := shapeOf(value)
		if err != nil {
			return err
		}
		if !x.a.IsContiguous() && x.a.Size() > 1 {
			return py.ExceptionNewf(py.AttributeError, "Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.")
		}
		r, err := x.a.Reshape(newShape)
		if err != nil {
			return valueError(err)
		}
		x.a = r
		return nil
	}
}
