package pynumpy

import (
	"math"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

func init() {
	globals := py.StringDict{
		"ndarray":   arrayType,
		"dtype":     dtypeType,
		"pi":        py.Float(math.Pi),
		"e":         py.Float(math.E),
		"inf":       py.Float(math.Inf(1)),
		"AxisError": AxisError,
		"nan":       py.Float(math.Float64frombits(0x7ff8000000000000)), // C's NAN, as NumPy's (Go's math.NaN() sets a payload bit)
		"True_":     NewScalar(ndarray.MakeBool(true)),
		"False_":    NewScalar(ndarray.MakeBool(false)),
		"mgrid":     &grid{sparse: false},
		"ogrid":     &grid{sparse: true},
		"r_":        &concatenator{name: "r_", axis: 0},
		"c_":        &concatenator{name: "c_", axis: -1, columns: true},
	}
	for dt, t := range scalarTypes {
		globals[pythonName(dt)] = t
	}
	methods := []*py.Method{
		py.MustNewMethod("zeros", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return filled("zeros", args, kwargs, ndarray.MakeBool(false))
		}, 0, "zeros(shape, dtype=float)\n\nA new array of zeros."),
		py.MustNewMethod("ones", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return filled("ones", args, kwargs, ndarray.MakeBool(true))
		}, 0, "ones(shape, dtype=float)\n\nA new array of ones."),
		// Fresh arrays are always zeroed: uninitialised memory would make
		// printed output depend on the allocator.
		py.MustNewMethod("empty", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return filled("empty", args, kwargs, ndarray.MakeBool(false))
		}, 0, "empty(shape, dtype=float)\n\nA new array (zeroed)."),
		py.MustNewMethod("full", full, 0, "full(shape, fill_value, dtype=None)\n\nA new array filled with fill_value."),
		py.MustNewMethod("zeros_like", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return filledLike("zeros_like", args, kwargs, ndarray.MakeBool(false))
		}, 0, "zeros_like(a, dtype=None)\n\nAn array of zeros with a's shape and dtype."),
		py.MustNewMethod("ones_like", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return filledLike("ones_like", args, kwargs, ndarray.MakeBool(true))
		}, 0, "ones_like(a, dtype=None)\n\nAn array of ones with a's shape and dtype."),
		py.MustNewMethod("empty_like", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return filledLike("empty_like", args, kwargs, ndarray.MakeBool(false))
		}, 0, "empty_like(a, dtype=None)\n\nAn array (zeroed) with a's shape and dtype."),
		py.MustNewMethod("array", arrayFunc, 0, "array(object, dtype=None)\n\nAn array from nested sequences, or a copy of an array."),
		py.MustNewMethod("arange", arange, 0, "arange([start,] stop[, step], dtype=None)\n\nEvenly spaced values in [start, stop)."),
		py.MustNewMethod("transpose", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			if axes, ok := kwargs["axes"]; ok && len(kwargs) == 1 && len(args) == 1 {
				args = py.Tuple{args[0], axes} // np.transpose(a, axes=(1, 0, 2))
			} else {
				for k := range kwargs { // CPython names one of them
					return nil, py.ExceptionNewf(py.TypeError, "transpose() got an unexpected keyword argument '%s'", k)
				}
			}
			if len(args) == 0 || len(args) > 2 {
				return nil, py.ExceptionNewf(py.TypeError, "transpose() takes 1 or 2 positional arguments but %d were given", len(args))
			}
			a, ok := ArrayOf(args[0])
			if !ok {
				var err error
				if a, err = arrayFromObject(args[0]); err != nil {
					return nil, err
				}
			}
			return transpose(a, args[1:])
		}, 0, "transpose(a, axes=None)\n\nThe view of a with its axes permuted (reversed without axes)."),
		py.MustNewMethod("seterr", seterr, 0, "seterr(all=None, divide=None, over=None, under=None, invalid=None)\n\nSet how floating-point errors of array operations are handled ('ignore', 'warn', 'raise', 'print'); returns the old settings."),
		py.MustNewMethod("geterr", func(self py.Object, args py.Tuple) (py.Object, error) {
			return settingsDict(errSettings(self.(*py.Module))), nil
		}, 0, "geterr()\n\nThe current floating-point error settings."),
		py.MustNewMethod("histogram", histogram, 0, "histogram(a, bins=10, range=None, density=None, weights=None)\n\nThe counts of a in bins, and the bin edges."),
		py.MustNewMethod("reshape", reshape, 0, "reshape(a, newshape, order='C')\n\na with a new shape: a view where NumPy gives one."),
		py.MustNewMethod("allclose", allclose, 0, "allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)\n\nWhether a and b are equal within a tolerance."),
		py.MustNewMethod("_import_random", importRandom, 0, "binds numpy.random at import"),
	}
	_, reductionFunctions := reductionMethods()
	methods = append(methods, reductionFunctions...)
	methods = append(methods, ufuncFunctions()...)
	methods = append(methods, roundFunctions()...)
	methods = append(methods, constructFunctions()...)
	methods = append(methods, complexSupport(globals)...)
	methods = append(methods, moreFunctions(globals)...)
	methods = append(methods, axesFunctions()...)
	methods = append(methods, nanFunctions()...)
	methods = append(methods, logaddexpFunction()...)
	methods = append(methods, einsumFunctions()...)
	methods = append(methods, printOptionsFunctions()...)
	methods = append(methods, py.MustNewMethod("lexsort", lexsort, 0, "lexsort(keys, axis=-1)\n\nThe indices that sort by the last key, then the one before, and so on (stable)."))
	methods = append(methods, py.MustNewMethod("isscalar", isscalar, 0, "isscalar(element)\n\nWhether element is a scalar: a Python or NumPy number, a string or bytes."))
	ufuncs := []struct {
		name string
		op   ndarray.UnaryOp
	}{
		{"sqrt", ndarray.Sqrt}, {"exp", ndarray.Exp}, {"log", ndarray.Log},
		{"sin", ndarray.Sin}, {"cos", ndarray.Cos},
		{"abs", ndarray.Abs}, {"absolute", ndarray.Abs},
	}
	for _, f := range ufuncs {
		methods = append(methods, py.MustNewMethod(f.name, func(_, x py.Object) (py.Object, error) {
			return unary(f.op, x)
		}, 0, f.name+"(x)\n\nElementwise "+f.name+" of an array or scalar."))
	}
	for _, m := range methods {
		numpyFunctions[m.Name] = m
	}
	methods = makeUfuncs(methods, globals)
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "numpy",
			Doc:  "The subset of NumPy 1.24 available to alpyna scripts.",
		},
		MissingAttr: missingAttr("numpy"),
		Methods:     methods,
		Globals:     globals,
		LazyAttr:    pythonAttr,
		CodeSrc:     "_import_random()\n",
	})
}

// importRandom makes numpy.random and numpy.linalg attributes of this
// context's numpy module, then removes itself from the module.
func importRandom(self py.Object, args py.Tuple) (py.Object, error) {
	m := self.(*py.Module)
	random, err := py.ImportModuleLevelObject(m.Context, "numpy.random", nil, nil, nil, 0)
	if err != nil {
		return nil, err
	}
	m.Globals.SetGlobal("random", random)
	linalg, err := py.ImportModuleLevelObject(m.Context, "numpy.linalg", nil, nil, nil, 0)
	if err != nil {
		return nil, err
	}
	m.Globals.SetGlobal("linalg", linalg)
	m.Globals.DeleteGlobal("_import_random")
	return py.None, nil
}

// filled creates an array of the shape and dtype in args, every element v.
func filled(name string, args py.Tuple, kwargs py.StringDict, v ndarray.Scalar) (py.Object, error) {
	var shapeArg, dtype py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"shape", "dtype"}, &shapeArg, &dtype); err != nil {
		return nil, err
	}
	shape, err := shapeOf(shapeArg)
	if err != nil {
		return nil, err
	}
	dt, err := dtypeArg(dtype, ndarray.Float64)
	if err != nil {
		return nil, err
	}
	return newFilled(dt, shape, v)
}

func newFilled(dt ndarray.DType, shape []int, v ndarray.Scalar) (py.Object, error) {
	a, err := ndarray.Full(dt, shape, v.Convert(dt))
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(a), nil
}

// filledLike is filled for the *_like functions: shape and dtype come
// from a prototype array (or anything np.array accepts).
func filledLike(name string, args py.Tuple, kwargs py.StringDict, v ndarray.Scalar) (py.Object, error) {
	var proto, dtype py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"a", "dtype"}, &proto, &dtype); err != nil {
		return nil, err
	}
	a, err := arrayFromObject(proto)
	if err != nil {
		return nil, err
	}
	dt, err := dtypeArg(dtype, a.DType())
	if err != nil {
		return nil, err
	}
	return newFilled(dt, a.Shape(), v)
}

func full(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var shapeArg, fill, dtype py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:full", []string{"shape", "fill_value", "dtype"}, &shapeArg, &fill, &dtype); err != nil {
		return nil, err
	}
	shape, err := shapeOf(shapeArg)
	if err != nil {
		return nil, err
	}
	v, ok, err := scalarValue(fill)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "full: fill_value must be a number, not '%s'", fill.Type().Name)
	}
	dt, err := dtypeArg(dtype, v.DType)
	if err != nil {
		return nil, err
	}
	if dt != v.DType {
		if v, err = elementValue(dt, fill); err != nil {
			return nil, err
		}
	}
	return newFilled(dt, shape, v)
}

func arrayFunc(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, dtype, copyArg, orderArg, subok, ndminArg py.Object = nil, py.None, py.True, py.None, py.False, py.Int(0)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOOO:array", []string{"object", "dtype", "copy", "order", "subok", "ndmin"},
		&obj, &dtype, &copyArg, &orderArg, &subok, &ndminArg); err != nil {
		return nil, err
	}
	order := "K"
	if orderArg != py.None {
		s, ok := orderArg.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "order must be str, not %s", orderArg.Type().Name)
		}
		order = strings.ToUpper(string(s))
		if err := ndarray.CheckOrder(order); err != nil {
			return nil, valueError(err)
		}
	}
	copies, err := py.MakeBool(copyArg)
	if err != nil {
		return nil, err
	}
	ndmin, err := intArg(ndminArg)
	if err != nil {
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
	arr, isArray := obj.(*array)
	// copy=False keeps the array itself where nothing needs changing
	// (its dtype and a layout the order allows).
	laidOut := order == "K" || order == "A" || order == "C" && a.IsContiguous() || order == "F" && a.IsFortranContiguous()
	if isArray && copies == py.False && dt == a.DType() && laidOut && int64(a.NDim()) >= ndmin {
		return obj, nil
	}
	fortran := order == "F" || order != "C" && a.IsFortranContiguous() && !a.IsContiguous()
	switch {
	case dt != a.DType():
		a = a.AsType(dt)
		if fortran {
			a, err = a.CopyOrder("F")
		}
	case isArray || order == "F":
		// np.array copies, in the layout order asks for ('K' keeps a
		// transpose's).
		a, err = a.CopyOrder(order)
	}
	if err != nil {
		return nil, valueError(err)
	}
	if extra := int(ndmin) - a.NDim(); extra > 0 {
		shape := append(make([]int, extra), a.Shape()...)
		for i := range extra {
			shape[i] = 1
		}
		if a, err = a.Reshape(shape); err != nil {
			return nil, valueError(err)
		}
	}
	if isArray && arr.a == a {
		a = a.Copy()
	}
	return NewArray(a), nil
}

// arange is np.arange. Its values are computed as NumPy's fill does: from
// the first value and the difference of the first two, in the result's
// precision, so float32 and float64 results match NumPy's to the bit.
func arange(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var startArg, stopArg, stepArg, dtype py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:arange", []string{"start", "stop", "step", "dtype"}, &startArg, &stopArg, &stepArg, &dtype); err != nil {
		return nil, err
	}
	if stopArg == nil || stopArg == py.None {
		startArg, stopArg = py.Int(0), startArg
	}
	if stepArg == nil || stepArg == py.None {
		stepArg = py.Int(1)
	}
	var bounds [3]ndarray.Scalar
	inferred := ndarray.Bool
	for i, o := range []py.Object{startArg, stopArg, stepArg} {
		v, ok, err := scalarValue(o)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "unsupported operand type(s) for -: '%s' and 'int'", o.Type().Name)
		}
		bounds[i] = v
		inferred = promote(inferred, v.DType)
	}
	if inferred == ndarray.Bool {
		inferred = ndarray.Int64
	}
	dt, err := dtypeArg(dtype, inferred)
	if err != nil {
		return nil, err
	}
	start, stop, step := bounds[0], bounds[1], bounds[2]
	if step.Float() == 0 {
		return nil, py.ExceptionNewf(py.ZeroDivisionError, "division by zero")
	}
	if !inferred.IsFloat() {
		return arangeInt(dt, start.Int(), stop.Int(), step.Int())
	}
	n := int(math.Ceil((stop.Float() - start.Float()) / step.Float()))
	if math.IsNaN(stop.Float()-start.Float()) || math.IsInf(float64(n), 0) {
		return nil, py.ExceptionNewf(py.ValueError, "arange: cannot compute length")
	}
	a, err := ndarray.New(dt, []int{max(n, 0)})
	if err != nil {
		return nil, valueError(err)
	}
	if dt == ndarray.Float32 {
		x0 := float32(start.Float())
		dx := float32(start.Float()+step.Float()) - x0
		for i := range a.Size() {
			// The explicit conversion forbids fusing into an FMA, which
			// NumPy's C loop does not use either.
			a.SetFlat(i, ndarray.MakeFloat(dt, float64(x0+float32(float32(i)*dx))))
		}
		return NewArray(a), nil
	}
	x0, dx := start.Float(), start.Float()+step.Float()-start.Float()
	for i := range a.Size() {
		a.SetFlat(i, ndarray.MakeFloat(ndarray.Float64, x0+float64(float64(i)*dx)))
	}
	return NewArray(a), nil
}

// arangeInt is arange over integer bounds, computed exactly.
func arangeInt(dt ndarray.DType, start, stop, step int64) (py.Object, error) {
	var n int64
	switch {
	case step > 0 && stop > start:
		n = (stop - start + step - 1) / step
	case step < 0 && stop < start:
		n = (start - stop - step - 1) / -step
	}
	a, err := ndarray.New(dt, []int{int(n)})
	if err != nil {
		return nil, valueError(err)
	}
	for i := range int(n) {
		a.SetFlat(i, ndarray.MakeInt(ndarray.Int64, start+int64(i)*step))
	}
	return NewArray(a), nil
}

// closeArgs parses the arguments allclose and isclose share: (a, b,
// rtol=1e-05, atol=1e-08, equal_nan=False).
func closeArgs(name string, args py.Tuple, kwargs py.StringDict) (x, y py.Object, rtol, atol float64, equalNaN bool, err error) {
	var rtolArg, atolArg, nanArg py.Object = py.Float(1e-05), py.Float(1e-08), py.False
	if err = py.ParseTupleAndKeywords(args, kwargs, "OO|OOO:"+name, []string{"a", "b", "rtol", "atol", "equal_nan"}, &x, &y, &rtolArg, &atolArg, &nanArg); err != nil {
		return
	}
	if rtol, err = py.FloatAsFloat64(rtolArg); err != nil {
		return
	}
	if atol, err = py.FloatAsFloat64(atolArg); err != nil {
		return
	}
	b, err := py.MakeBool(nanArg)
	return x, y, rtol, atol, b == py.True, err
}

func allclose(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	x, y, rtol, atol, nanEqual, err := closeArgs("allclose", args, kwargs)
	if err != nil {
		return nil, err
	}
	var ops [2]ndarray.Operand
	for i, o := range []py.Object{x, y} {
		op, ok, err := operandOf(o)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "allclose: unsupported operand type '%s'", o.Type().Name)
		}
		ops[i] = op
	}
	close, err := ndarray.AllClose(ops[0], ops[1], rtol, atol, nanEqual)
	if err != nil {
		return nil, valueError(err)
	}
	return py.NewBool(close), nil
}

// errKinds are NumPy's floating-point error kinds, in the order of its
// settings dict.
var errKinds = []string{"divide", "over", "under", "invalid"}

// errSettings is the module's np.seterr state as a dict, NumPy's defaults
// until seterr changes it.
func errSettings(m *py.Module) py.StringDict {
	d := py.StringDict{"divide": py.String("warn"), "over": py.String("warn"), "under": py.String("ignore"), "invalid": py.String("warn")}
	if cur, ok := m.Globals["_errstate"].(py.StringDict); ok {
		for k, v := range cur {
			d[k] = v
		}
	}
	return d
}

// seterr records the settings, which fpwarn.go follows, and returns the
// old ones, as NumPy does.
func seterr(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) > 0 {
		return nil, py.ExceptionNewf(py.TypeError, "seterr() takes keyword arguments only")
	}
	m := self.(*py.Module)
	old := errSettings(m)
	next := errSettings(m)
	valid := map[string]bool{"ignore": true, "warn": true, "raise": true, "call": true, "print": true, "log": true}
	set := func(kind string, v py.Object) error {
		if v == py.None {
			return nil
		}
		s, ok := v.(py.String)
		if !ok || !valid[string(s)] {
			return py.ExceptionNewf(py.ValueError, "invalid error handling mode for %s", kind)
		}
		next[kind] = s
		return nil
	}
	if all, ok := kwargs["all"]; ok {
		for _, k := range errKinds {
			if err := set(k, all); err != nil {
				return nil, err
			}
		}
	}
	for k, v := range kwargs {
		if k == "all" {
			continue
		}
		if !slices.Contains(errKinds, k) {
			return nil, py.ExceptionNewf(py.TypeError, "seterr() got an unexpected keyword argument '%s'", k)
		}
		if err := set(k, v); err != nil {
			return nil, err
		}
	}
	m.Globals.SetGlobal("_errstate", next)
	return settingsDict(old), nil
}

// settingsDict is the settings as the dict NumPy returns, in its order.
func settingsDict(settings py.StringDict) py.Object {
	d := py.NewDictSized(len(errKinds))
	for _, k := range errKinds {
		if err := d.SetItem(py.String(k), settings[k]); err != nil {
			panic(err) // a str key always hashes
		}
	}
	return d
}
