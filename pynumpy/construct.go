package pynumpy

import (
	"math"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds the joining, triangle and counting functions, fromfunction,
// meshgrid and numpy.linalg.norm.

// arrayList converts a sequence of arrays (or of anything np.array takes).
func arrayList(o py.Object) ([]*ndarray.Array, error) {
	var out []*ndarray.Array
	var err error
	iterErr := py.Iterate(o, func(item py.Object) bool {
		a, ok := ArrayOf(item)
		if !ok {
			if a, err = arrayFromObject(item); err != nil {
				return true
			}
		}
		out = append(out, a)
		return false
	})
	if iterErr != nil {
		return nil, iterErr
	}
	return out, err
}

// atLeast returns a with leading axes of length 1 added up to n axes.
func atLeast(a *ndarray.Array, n int) *ndarray.Array {
	for a.NDim() < n {
		v, _ := a.Index([]ndarray.IndexItem{{Kind: ndarray.IndexNewAxis}, {Kind: ndarray.IndexEllipsis}})
		a = v
	}
	return a
}

func constructFunctions() []*py.Method {
	join := func(name string, f func([]*ndarray.Array, int) (*ndarray.Array, error)) *py.Method {
		return py.MustNewMethod(name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var seq py.Object
			var axisArg py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"arrays", "axis"}, &seq, &axisArg); err != nil {
				return nil, err
			}
			arrays, err := arrayList(seq)
			if err != nil {
				return nil, err
			}
			if axisArg == py.None {
				for i, a := range arrays {
					arrays[i] = a.Ravel()
				}
				axisArg = py.Int(0)
			}
			axis, err := py.IndexInt(axisArg)
			if err != nil {
				return nil, err
			}
			r, err := f(arrays, axis)
			if err != nil {
				return nil, reduceError(err)
			}
			return NewArray(r), nil
		}, 0, name+"(arrays, axis=0)\n\nThe arrays joined along axis.")
	}
	stackLike := func(name string, minDims int, axis func(first *ndarray.Array) int) *py.Method {
		return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 1 {
				return nil, py.ExceptionNewf(py.TypeError, "%s() takes 1 positional argument but %d were given", name, len(args))
			}
			arrays, err := arrayList(args[0])
			if err != nil {
				return nil, err
			}
			for i, a := range arrays {
				arrays[i] = atLeast(a, minDims)
			}
			if len(arrays) == 0 {
				return nil, py.ExceptionNewf(py.ValueError, "need at least one array to concatenate")
			}
			r, err := ndarray.Concatenate(arrays, axis(arrays[0]))
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, name+"(tup)\n\nThe arrays joined "+map[int]string{1: "horizontally", 2: "vertically"}[minDims]+".")
	}
	triangle := func(name string, lower bool) *py.Method {
		return py.MustNewMethod(name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var mArg py.Object
			var kArg py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"m", "k"}, &mArg, &kArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg(name, py.Tuple{mArg})
			if err != nil {
				return nil, err
			}
			k, err := py.IndexInt(kArg)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Triangle(a, k, lower)
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, name+"(m, k=0)\n\nm with the elements "+map[bool]string{true: "above", false: "below"}[lower]+" the k-th diagonal zeroed.")
	}
	return []*py.Method{
		join("concatenate", ndarray.Concatenate),
		join("stack", ndarray.Stack),
		stackLike("vstack", 2, func(*ndarray.Array) int { return 0 }),
		stackLike("hstack", 1, func(first *ndarray.Array) int {
			if first.NDim() == 1 {
				return 0
			}
			return 1
		}),
		triangle("tril", true),
		triangle("triu", false),
		py.MustNewMethod("diag", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var vArg py.Object
			var kArg py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:diag", []string{"v", "k"}, &vArg, &kArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("diag", py.Tuple{vArg})
			if err != nil {
				return nil, err
			}
			k, err := py.IndexInt(kArg)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Diag(a, k)
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, "diag(v, k=0)\n\nThe k-th diagonal of a matrix, or a matrix with v on its k-th diagonal."),
		py.MustNewMethod("trace", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var aArg py.Object
			var kArg py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:trace", []string{"a", "offset"}, &aArg, &kArg); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("trace", py.Tuple{aArg})
			if err != nil {
				return nil, err
			}
			return trace(a, kArg)
		}, 0, "trace(a, offset=0)\n\nThe sum of a's offset-th diagonal."),
		py.MustNewMethod("bincount", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var xArg py.Object
			var wArg, minArg py.Object = py.None, py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:bincount", []string{"x", "weights", "minlength"}, &xArg, &wArg, &minArg); err != nil {
				return nil, err
			}
			x, _, err := arrayArg("bincount", py.Tuple{xArg})
			if err != nil {
				return nil, err
			}
			var w *ndarray.Array
			if wArg != py.None {
				if w, _, err = arrayArg("bincount", py.Tuple{wArg}); err != nil {
					return nil, err
				}
			}
			minlength, err := py.IndexInt(minArg)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Bincount(x, w, minlength)
			if err != nil {
				return nil, valueError(err)
			}
			return NewArray(r), nil
		}, 0, "bincount(x, weights=None, minlength=0)\n\nThe count, or the sum of weights, of each value of x."),
		py.MustNewMethod("array_equal", func(_ py.Object, args py.Tuple) (py.Object, error) {
			a, b, err := twoArrays("array_equal", args)
			if err != nil {
				return nil, err
			}
			eq, err := ndarray.ArrayEqual(a, b)
			if err != nil {
				return nil, valueError(err)
			}
			return py.NewBool(eq), nil
		}, 0, "array_equal(a1, a2)\n\nWhether a1 and a2 have the same shape and elements."),
		py.MustNewMethod("fromfunction", fromfunction, 0, "fromfunction(function, shape, dtype=float)\n\nfunction called once with arrays of the indices along each axis."),
		py.MustNewMethod("meshgrid", meshgrid, 0, "meshgrid(*xi, indexing='xy')\n\nCoordinate matrices from coordinate vectors."),
		py.MustNewMethod("indices", indices, 0, "indices(dimensions, dtype=int, sparse=False)\n\nAn array representing the indices of a grid."),
	}
}

// indices is np.indices: for dimensions (d0, ..., dn-1), an array of shape
// (n, d0, ..., dn-1) whose i-th part holds each element's index along
// axis i; with sparse=True, a tuple of n arrays of shape (1, .., di, .., 1).
func indices(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var dimsArg, dtypeObj py.Object
	var sparseArg py.Object = py.False
	dtypeObj = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:indices", []string{"dimensions", "dtype", "sparse"}, &dimsArg, &dtypeObj, &sparseArg); err != nil {
		return nil, err
	}
	dims, err := shapeOf(dimsArg)
	if err != nil {
		return nil, err
	}
	dt, err := dtypeArg(dtypeObj, ndarray.Int64)
	if err != nil {
		return nil, err
	}
	sparse, err := py.ObjectIsTrue(sparseArg)
	if err != nil {
		return nil, err
	}
	grid := func(axis int, shape []int) (*ndarray.Array, error) {
		out, err := ndarray.New(dt, shape)
		if err != nil {
			return nil, valueError(err)
		}
		stride := 1
		for _, n := range shape[axis+1:] {
			stride *= n
		}
		for k := range out.Size() {
			out.SetFlat(k, ndarray.MakeInt(ndarray.Int64, int64((k/stride)%shape[axis])).Convert(dt))
		}
		return out, nil
	}
	if sparse {
		items := make(py.Tuple, len(dims))
		for i := range dims {
			shape := make([]int, len(dims))
			for k := range shape {
				shape[k] = 1
			}
			shape[i] = dims[i]
			a, err := grid(i, shape)
			if err != nil {
				return nil, err
			}
			items[i] = NewArray(a)
		}
		return items, nil
	}
	out, err := ndarray.New(dt, append([]int{len(dims)}, dims...))
	if err != nil {
		return nil, valueError(err)
	}
	for i := range dims {
		a, err := grid(i, dims)
		if err != nil {
			return nil, err
		}
		if err := out.Sub(i).Assign(a); err != nil {
			return nil, valueError(err)
		}
	}
	return NewArray(out), nil
}

// trace is np.trace and a.trace.
func trace(a *ndarray.Array, kArg py.Object) (py.Object, error) {
	k, err := py.IndexInt(kArg)
	if err != nil {
		return nil, err
	}
	v, err := ndarray.Trace(a, k)
	if err != nil {
		return nil, valueError(err)
	}
	return NewScalar(v), nil
}

// indexGrid is np.indices(shape, dtype): one array per axis holding its
// index.
func indexGrid(shape []int, dt ndarray.DType) ([]*ndarray.Array, error) {
	out := make([]*ndarray.Array, len(shape))
	for axis := range shape {
		a, err := ndarray.New(dt, shape)
		if err != nil {
			return nil, err
		}
		stride := 1
		for _, n := range shape[axis+1:] {
			stride *= n
		}
		for i := range a.Size() {
			a.SetFlat(i, ndarray.MakeInt(ndarray.Int64, int64((i/stride)%shape[axis])).Convert(dt))
		}
		out[axis] = a
	}
	return out, nil
}

func fromfunction(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) != 2 {
		return nil, py.ExceptionNewf(py.TypeError, "fromfunction() takes 2 positional arguments but %d were given", len(args))
	}
	fn := args[0]
	shape, err := shapeOf(args[1])
	if err != nil {
		return nil, err
	}
	dt := ndarray.Float64
	rest := py.StringDict{}
	for k, v := range kwargs {
		if k == "dtype" {
			if dt, err = dtypeOf(v); err != nil {
				return nil, err
			}
			continue
		}
		rest[k] = v
	}
	grid, err := indexGrid(shape, dt)
	if err != nil {
		return nil, valueError(err)
	}
	call := make(py.Tuple, len(grid))
	for i, g := range grid {
		call[i] = NewArray(g)
	}
	return py.Call(fn, call, rest)
}

func meshgrid(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	indexing := "xy"
	for k, v := range kwargs {
		switch k {
		case "indexing":
			s, ok := v.(py.String)
			if !ok || (s != "xy" && s != "ij") {
				return nil, py.ExceptionNewf(py.ValueError, "Valid values for `indexing` are 'xy' and 'ij'.")
			}
			indexing = string(s)
		default:
			return nil, py.ExceptionNewf(py.TypeError, "meshgrid() got an unexpected keyword argument '%s'", k)
		}
	}
	xs := make([]*ndarray.Array, len(args))
	shape := make([]int, len(args))
	for i, o := range args {
		a, _, err := arrayArg("meshgrid", py.Tuple{o})
		if err != nil {
			return nil, err
		}
		xs[i] = a.Ravel()
		shape[i] = xs[i].Size()
	}
	if indexing == "xy" && len(shape) > 1 {
		shape[0], shape[1] = shape[1], shape[0]
	}
	items := make([]py.Object, len(xs))
	for i, x := range xs {
		axis := i
		if indexing == "xy" && len(shape) > 1 && i < 2 {
			axis = 1 - i
		}
		out, err := ndarray.New(x.DType(), shape)
		if err != nil {
			return nil, valueError(err)
		}
		stride := 1
		for _, n := range shape[axis+1:] {
			stride *= n
		}
		for k := range out.Size() {
			out.SetFlat(k, x.AtFlat((k/stride)%shape[axis]))
		}
		items[i] = NewArray(out)
	}
	return py.NewListFromItems(items), nil
}

// norm is numpy.linalg.norm(x) without ord and axis: the 2-norm of a
// vector, the Frobenius norm of a matrix: the square root of the sum of
// the squares, in order.
func norm(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xArg py.Object
	var ordArg, axisArg py.Object = py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:norm", []string{"x", "ord", "axis"}, &xArg, &ordArg, &axisArg); err != nil {
		return nil, err
	}
	if ordArg != py.None || axisArg != py.None {
		return nil, py.ExceptionNewf(py.NotImplementedError, "numpy.linalg.norm with ord or axis is not supported yet (docs/numpy.md)")
	}
	x, _, err := arrayArg("norm", py.Tuple{xArg})
	if err != nil {
		return nil, err
	}
	// NumPy adds the squares of the real parts, then those of the
	// imaginary parts (zero for real arrays).
	re, im := 0.0, 0.0
	for i := range x.Size() {
		v := x.AtFlat(i)
		r := v.Float() // the real part
		re += r * r
		im += v.Imag() * v.Imag()
	}
	return NewScalar(ndarray.MakeFloat(ndarray.Float64, math.Sqrt(re+im))), nil
}

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "numpy.linalg",
			Doc:  "The subset of numpy.linalg available to alpyna scripts.",
		},
		MissingAttr: missingAttr("numpy.linalg"),
		Methods: append(linalgFunctions(),
			py.MustNewMethod("norm", normOrdAxis, 0, "norm(x, ord=None, axis=None, keepdims=False)\n\nA vector or matrix norm (linalg_more.go): by default the 2-norm of a vector, the Frobenius norm of a matrix."),
		),
		Globals: py.StringDict{"LinAlgError": LinAlgError},
	})
}
