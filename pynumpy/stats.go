package pynumpy

import (
	"math"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds median percentile average ptp nanmax nanmin nansum
// nanmean interp trapz, and the joining and splitting helpers
// column_stack row_stack split array_split atleast_1d atleast_2d
// atleast_3d.

// statsFunctions are this file's module functions.
func statsFunctions() []*py.Method {
	out := []*py.Method{
		py.MustNewMethod("median", median, 0, "median(a, axis=None, out=None, overwrite_input=False, keepdims=False)\n\nThe median along axis (of a flattened without axis); NaN where a line holds NaN."),
		py.MustNewMethod("percentile", percentile, 0, "percentile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)\n\nThe q-th percentiles along axis, by any of NumPy 1.24's methods."),
		py.MustNewMethod("quantile", quantile, 0, "quantile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)\n\nThe q-th quantiles (q in [0, 1]) along axis, by any of NumPy 1.24's methods."),
		py.MustNewMethod("average", average, 0, "average(a, axis=None, weights=None, returned=False)\n\nThe (weighted) mean along axis."),
		py.MustNewMethod("ptp", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, kw, err := reductionArgs("ptp", args, kwargs)
			if err != nil {
				return nil, err
			}
			hi, err := reduce("ptp", ndarray.RMax, a, nil, kw)
			if err != nil {
				return nil, err
			}
			lo, err := reduce("ptp", ndarray.RMin, a, nil, kw)
			if err != nil {
				return nil, err
			}
			return binary(ndarray.Sub, hi, lo)
		}, 0, "ptp(a, axis=None, keepdims=False)\n\nmax - min along axis."),
		py.MustNewMethod("nansum", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			a, kw, err := reductionArgs("nansum", args, kwargs)
			if err != nil {
				return nil, err
			}
			return reduce("nansum", ndarray.RSum, nanReplaced(a, 0), nil, kw)
		}, 0, "nansum(a, axis=None, keepdims=False)\n\nThe sum with NaN counted as zero."),
		py.MustNewMethod("nanmean", nanmean, 0, "nanmean(a, axis=None, keepdims=False)\n\nThe mean of the elements that are not NaN."),
		nanExtremum("nanmax", ndarray.RMax, math.Inf(-1)),
		nanExtremum("nanmin", ndarray.RMin, math.Inf(1)),
		py.MustNewMethod("interp", interp, 0, "interp(x, xp, fp, left=None, right=None)\n\nThe piecewise-linear interpolant of (xp, fp) at x, in float64."),
		py.MustNewMethod("trapz", trapz, 0, "trapz(y, x=None, dx=1.0, axis=-1)\n\nThe integral of y by the trapezoidal rule."),
		py.MustNewMethod("column_stack", func(_ py.Object, args py.Tuple) (py.Object, error) {
			arrays, err := joinArgs("column_stack", args)
			if err != nil {
				return nil, err
			}
			for i, a := range arrays {
				if a.NDim() < 2 {
					r, _ := a.Copy().Reshape([]int{a.Size(), 1})
					arrays[i] = r
				}
			}
			return joined(arrays, 1)
		}, 0, "column_stack(tup)\n\nThe arrays as columns: 1-d arrays become columns, 2-d ones join along axis 1."),
		py.MustNewMethod("row_stack", func(_ py.Object, args py.Tuple) (py.Object, error) {
			arrays, err := joinArgs("row_stack", args)
			if err != nil {
				return nil, err
			}
			for i, a := range arrays {
				arrays[i] = atLeast(a, 2)
			}
			return joined(arrays, 0)
		}, 0, "row_stack(tup)\n\nnp.vstack: the arrays as rows."),
		py.MustNewMethod("split", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return split("split", true, args, kwargs)
		}, 0, "split(ary, indices_or_sections, axis=0)\n\nViews of ary cut into equal sections or at the indices."),
		py.MustNewMethod("array_split", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return split("array_split", false, args, kwargs)
		}, 0, "array_split(ary, indices_or_sections, axis=0)\n\nsplit, the first sections one longer when they do not divide evenly."),
	}
	for n := 1; n <= 3; n++ {
		name := "atleast_" + string(rune('0'+n)) + "d"
		out = append(out, py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			res := make(py.Tuple, len(args))
			for i, o := range args {
				a, _, err := arrayArg(name, py.Tuple{o})
				if err != nil {
					return nil, err
				}
				if _, isArray := o.(*array); isArray && a.NDim() >= n {
					res[i] = o // NumPy returns such an array itself
				} else {
					res[i] = NewArray(atLeastND(a, n))
				}
			}
			if len(res) == 1 {
				return res[0], nil
			}
			return py.NewListFromItems(res), nil
		}, 0, name+"(*arys)\n\nViews of the arrays with at least "+string(rune('0'+n))+" axes."))
	}
	return out
}

// atLeastND is NumPy's atleast_Nd view of a: a 1-d array becomes (1, n)
// and then (1, n, 1).
func atLeastND(a *ndarray.Array, n int) *ndarray.Array {
	switch {
	case a.NDim() == 0:
		v, _ := a.Reshape(ones(n))
		return v
	case a.NDim() == 1 && n >= 2:
		v, _ := a.ExpandDims(0)
		if n == 3 {
			v, _ = v.ExpandDims(2)
		}
		return v
	case a.NDim() == 2 && n == 3:
		v, _ := a.ExpandDims(2)
		return v
	}
	return a
}

func ones(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = 1
	}
	return s
}

// joinArgs converts the one sequence argument of the stacking functions.
func joinArgs(name string, args py.Tuple) ([]*ndarray.Array, error) {
	if len(args) != 1 {
		return nil, py.ExceptionNewf(py.TypeError, "%s() takes 1 positional argument but %d were given", name, len(args))
	}
	arrays, err := arrayList(args[0])
	if err != nil {
		return nil, err
	}
	if len(arrays) == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "need at least one array to concatenate")
	}
	return arrays, nil
}

func joined(arrays []*ndarray.Array, axis int) (py.Object, error) {
	r, err := ndarray.Concatenate(arrays, axis)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(r), nil
}

// reductionArgs parses (a, axis=None, keepdims=False) into the array and
// the keywords reduce takes.
func reductionArgs(name string, args py.Tuple, kwargs py.StringDict) (*ndarray.Array, py.StringDict, error) {
	var obj py.Object
	var axisArg, keepArg py.Object = py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:"+name, []string{"a", "axis", "keepdims"}, &obj, &axisArg, &keepArg); err != nil {
		return nil, nil, err
	}
	a, _, err := arrayArg(name, py.Tuple{obj})
	return a, py.StringDict{"axis": axisArg, "keepdims": keepArg}, err
}

// nanReplaced is a with its NaNs replaced by v (a itself when it cannot
// hold NaN).
func nanReplaced(a *ndarray.Array, v float64) *ndarray.Array {
	if !a.DType().IsFloat() {
		return a
	}
	r := a.Copy()
	for i := range r.Size() {
		if math.IsNaN(r.AtFlat(i).Float()) {
			r.SetFlat(i, ndarray.MakeFloat(r.DType(), v))
		}
	}
	return r
}

// notNaN is the int64 array of 1 where a is not NaN.
func notNaN(a *ndarray.Array) *ndarray.Array {
	r, _ := ndarray.New(ndarray.Int64, a.Shape())
	for i := range a.Size() {
		if !math.IsNaN(a.AtFlat(i).Float()) {
			r.SetFlat(i, ndarray.MakeInt(ndarray.Int64, 1))
		}
	}
	return r
}

func nanmean(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	a, kw, err := reductionArgs("nanmean", args, kwargs)
	if err != nil {
		return nil, err
	}
	if !a.DType().IsFloat() {
		return reduce("nanmean", ndarray.RMean, a, nil, kw)
	}
	// NumPy's own formulation: the sum with NaNs as zeros over the count,
	// in a's type.
	tot, err := reduce("nanmean", ndarray.RSum, nanReplaced(a, 0), nil, kw)
	if err != nil {
		return nil, err
	}
	cnt, err := reduce("nanmean", ndarray.RSum, notNaN(a), nil, kw)
	if err != nil {
		return nil, err
	}
	avg, err := binary(ndarray.TrueDiv, tot, cnt)
	if err != nil {
		return nil, err
	}
	return castTo(avg, a.DType()), nil
}

// castTo converts a result (array or scalar) to dt.
func castTo(o py.Object, dt ndarray.DType) py.Object {
	switch o := o.(type) {
	case *array:
		if o.a.DType() != dt {
			return NewArray(o.a.AsType(dt))
		}
	case scalar:
		return NewScalar(o.v.Convert(dt))
	}
	return o
}

// nanExtremum is nanmax or nanmin: the extremum of the elements that are
// not NaN, NaN for a line of NaNs only.
func nanExtremum(name string, r ndarray.Reduction, neutral float64) *py.Method {
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		a, kw, err := reductionArgs(name, args, kwargs)
		if err != nil {
			return nil, err
		}
		if !a.DType().IsFloat() {
			return reduce(name, r, a, nil, kw)
		}
		ext, err := reduce(name, r, nanReplaced(a, neutral), nil, kw)
		if err != nil {
			return nil, err
		}
		cnt, err := reduce(name, ndarray.RSum, notNaN(a), nil, kw)
		if err != nil {
			return nil, err
		}
		ops, err := operands(name, py.Tuple{cnt, ext}, 2)
		if err != nil {
			return nil, err
		}
		res, err := ndarray.Where(ops[0], ops[1], ndarray.Operand{Scalar: ndarray.MakeFloat(a.DType(), math.NaN())})
		if err != nil {
			return nil, valueError(err)
		}
		return objectOf(res), nil
	}, 0, name+"(a, axis=None, keepdims=False)\n\nThe "+name[3:]+"imum ignoring NaN (NaN for all-NaN lines).")
}

// axisPointer parses an optional axis: nil for None.
func axisPointer(o py.Object) (*int, error) {
	if o == py.None {
		return nil, nil
	}
	ax, err := py.IndexInt(o)
	if err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	return &ax, nil
}

// statsResult wraps a median or percentile result: a 0-d one as a scalar.
func statsResult(r *ndarray.Array, err error) (py.Object, error) {
	if _, isIndex := err.(*ndarray.IndexError); isIndex {
		return nil, py.ExceptionNewf(py.IndexError, "%s", err.Error())
	}
	if err != nil {
		return nil, reduceError(err)
	}
	if r.NDim() == 0 {
		return NewScalar(r.At()), nil
	}
	return NewArray(r), nil
}

func median(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var axisArg, outArg, overwriteArg, keepArg py.Object = py.None, py.None, py.False, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:median", []string{"a", "axis", "out", "overwrite_input", "keepdims"},
		&obj, &axisArg, &outArg, &overwriteArg, &keepArg); err != nil {
		return nil, err
	}
	if outArg != py.None || keepArg != py.False {
		a, _, err := arrayArg("median", py.Tuple{obj})
		if err != nil {
			return nil, err
		}
		axis, err := axisPointer(axisArg)
		if err != nil {
			return nil, err
		}
		r, err := a.Median(axis)
		return reductionOut(r, err, a, nil, axis, keepArg, outArg)
	}
	a, _, err := arrayArg("median", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	axis, err := axisPointer(axisArg)
	if err != nil {
		return nil, err
	}
	return statsResult(a.Median(axis))
}

func percentile(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	return quantileOf("percentile", (*ndarray.Array).Percentile, args, kwargs)
}

func quantile(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	return quantileOf("quantile", (*ndarray.Array).Quantile, args, kwargs)
}

// quantileOf is np.percentile or np.quantile (name), computed by f.
func quantileOf(name string, f func(*ndarray.Array, []float64, []int, *int, string) (*ndarray.Array, error), args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, qObj py.Object
	var axisArg, outArg, overwriteArg, methodArg, keepArg py.Object = py.None, py.None, py.False, py.String("linear"), py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOOOO:"+name, []string{"a", "q", "axis", "out", "overwrite_input", "method", "keepdims"},
		&obj, &qObj, &axisArg, &outArg, &overwriteArg, &methodArg, &keepArg); err != nil {
		return nil, err
	}
	method, ok := methodArg.(py.String)
	if !ok {
		repr, err := py.ReprAsString(methodArg)
		if err != nil {
			return nil, err
		}
		return nil, py.ExceptionNewf(py.ValueError, "%s is not a valid method. Use one of: dict_keys(['%s'])", repr, strings.Join(ndarray.QuantileMethods, "', '"))
	}
	a, _, err := arrayArg(name, py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	qa, _, err := arrayArg(name, py.Tuple{qObj})
	if err != nil {
		return nil, err
	}
	axis, err := axisPointer(axisArg)
	if err != nil {
		return nil, err
	}
	q := make([]float64, qa.Size())
	for i := range q {
		q[i] = qa.AtFlat(i).Float()
	}
	r, err := f(a, q, qa.Shape(), axis, string(method))
	if outArg == py.None && keepArg == py.False {
		return statsResult(r, err)
	}
	return reductionOut(r, err, a, qa.Shape(), axis, keepArg, outArg)
}

// reductionOut finishes a median, quantile or percentile r of a along
// axis (nil: all axes) whose q had shape qshape: with keepdims true the
// reduced axes stay as axes of length 1 after q's, as NumPy keeps them;
// with out an array, r is written into it (broadcast, cast by the
// 'same_kind' rule, as NumPy's final ufunc call writes it) and out is
// returned.
func reductionOut(r *ndarray.Array, err error, a *ndarray.Array, qshape []int, axis *int, keepArg, outArg py.Object) (py.Object, error) {
	if err != nil {
		return statsResult(r, err)
	}
	keep, err := py.MakeBool(keepArg)
	if err != nil {
		return nil, err
	}
	if keep == py.True {
		shape := append([]int(nil), qshape...)
		for i, n := range a.Shape() {
			if axis != nil && i != normAxis(*axis, a.NDim()) {
				shape = append(shape, n)
			} else {
				shape = append(shape, 1)
			}
		}
		if r, err = r.Reshape(shape); err != nil {
			return nil, err
		}
	}
	if outArg == py.None {
		return statsResult(r, nil)
	}
	dst, ok := ArrayOf(outArg)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "return arrays must be of ArrayType")
	}
	if from, to := r.DType(), dst.DType(); !canCastSameKind(from, to) {
		return nil, py.ExceptionNewf(py.TypeError,
			"Cannot cast ufunc 'add' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'", from, to)
	}
	if err := dst.Assign(r); err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together with shapes %s %s %s ",
			shapeString(r.Shape()), shapeString(r.Shape()), shapeString(dst.Shape()))
	}
	return outArg, nil
}

// normAxis is axis counted from the front of ndim axes (Median and
// quantile have checked it).
func normAxis(axis, ndim int) int {
	if axis < 0 {
		return axis + ndim
	}
	return axis
}

func average(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var axisArg, wObj, retObj py.Object = py.None, py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:average", []string{"a", "axis", "weights", "returned"}, &obj, &axisArg, &wObj, &retObj); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("average", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	returned, err := py.MakeBool(retObj)
	if err != nil {
		return nil, err
	}
	kw := py.StringDict{"axis": axisArg}
	var avg, scl py.Object
	if wObj == py.None {
		if avg, err = reduce("average", ndarray.RMean, a, nil, kw); err != nil {
			return nil, err
		}
		// NumPy's scl: the number of elements averaged, a scalar of
		// avg's type.
		dt, n := ndarray.Float64, a.Size()
		if r, ok := ArrayOf(avg); ok {
			dt, n = r.DType(), a.Size()/max(r.Size(), 1)
		} else if s, ok := avg.(scalar); ok {
			dt = s.v.DType
		}
		scl = NewScalar(ndarray.MakeFloat(ndarray.Float64, float64(n)).Convert(dt))
	} else {
		if avg, scl, err = weightedAverage(a, axisArg, wObj); err != nil {
			return nil, err
		}
	}
	if returned == py.True {
		return py.Tuple{avg, scl}, nil
	}
	return avg, nil
}

// weightedAverage is average with weights: sum(a*w)/sum(w) in
// result_type(a, w, float64), and sum(w).
func weightedAverage(a *ndarray.Array, axisArg, wObj py.Object) (avg, scl py.Object, err error) {
	w, _, err := arrayArg("average", py.Tuple{wObj})
	if err != nil {
		return nil, nil, err
	}
	dt := promote(promote(a.DType(), w.DType()), ndarray.Float64)
	kw := py.StringDict{"axis": axisArg}
	wt := w.AsType(dt)
	if equalShapes(a.Shape(), w.Shape()) {
		if scl, err = reduce("average", ndarray.RSum, wt, nil, kw); err != nil {
			return nil, nil, err
		}
	} else {
		if axisArg == py.None {
			return nil, nil, py.ExceptionNewf(py.TypeError, "Axis must be specified when shapes of a and weights differ.")
		}
		if w.NDim() != 1 {
			return nil, nil, py.ExceptionNewf(py.TypeError, "1D weights expected when shapes of a and weights differ.")
		}
		ax, err := py.IndexInt(axisArg)
		if err != nil {
			return nil, nil, err
		}
		if ax < -a.NDim() || ax >= a.NDim() {
			return nil, nil, reduceError(&ndarray.AxisError{Axis: ax, NDim: a.NDim()})
		}
		if ax < 0 {
			ax += a.NDim()
		}
		if w.Size() != a.Shape()[ax] {
			return nil, nil, py.ExceptionNewf(py.ValueError, "Length of weights not compatible with specified axis.")
		}
		// Every line of the broadcast weights sums to sum(w).
		shape := ones(a.NDim())
		shape[ax] = w.Size()
		if wt, err = wt.Reshape(shape); err != nil {
			return nil, nil, valueError(err)
		}
		rest := append(append([]int{}, a.Shape()[:ax]...), a.Shape()[ax+1:]...)
		full, err := ndarray.Full(dt, rest, w.AsType(dt).Sum())
		if err != nil {
			return nil, nil, valueError(err)
		}
		scl = NewArray(full)
		if len(rest) == 0 {
			scl = NewScalar(full.At())
		}
	}
	prod, err := binary(ndarray.Mul, NewArray(a.AsType(dt)), NewArray(wt))
	if err != nil {
		return nil, nil, err
	}
	pa, _ := ArrayOf(prod)
	tot, err := reduce("average", ndarray.RSum, pa, nil, kw)
	if err != nil {
		return nil, nil, err
	}
	if anyZero(scl) {
		return nil, nil, py.ExceptionNewf(py.ZeroDivisionError, "Weights sum to zero, can't be normalized")
	}
	avg, err = binary(ndarray.TrueDiv, tot, scl)
	return avg, scl, err
}

// anyZero reports whether some element of a reduction result is zero.
func anyZero(o py.Object) bool {
	if r, ok := ArrayOf(o); ok {
		for i := range r.Size() {
			if !r.AtFlat(i).Truth() {
				return true
			}
		}
		return false
	}
	if s, ok := o.(scalar); ok {
		return !s.v.Truth()
	}
	return false
}

// floats is a's elements as float64s, in C order.
func floats(a *ndarray.Array) []float64 {
	out := make([]float64, a.Size())
	for i := range out {
		out[i] = a.AtFlat(i).Float()
	}
	return out
}

func interp(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xObj, xpObj, fpObj py.Object
	var leftObj, rightObj, periodObj py.Object = py.None, py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OOO|OOO:interp", []string{"x", "xp", "fp", "left", "right", "period"}, &xObj, &xpObj, &fpObj, &leftObj, &rightObj, &periodObj); err != nil {
		return nil, err
	}
	if periodObj != py.None {
		return nil, py.ExceptionNewf(py.NotImplementedError, "interp: period= is not supported (docs/numpy.md)")
	}
	var arrs [3]*ndarray.Array
	for i, o := range []py.Object{xObj, xpObj, fpObj} {
		a, _, err := arrayArg("interp", py.Tuple{o})
		if err != nil {
			return nil, err
		}
		if a.DType().IsComplex() {
			return nil, py.ExceptionNewf(py.NotImplementedError, "alpyna's NumPy does not support interp of complex values yet")
		}
		arrs[i] = a
	}
	if arrs[1].NDim() != 1 || arrs[2].NDim() != 1 {
		return nil, py.ExceptionNewf(py.ValueError, "object too deep for desired array")
	}
	fp := floats(arrs[2])
	left, right := math.NaN(), math.NaN()
	if len(fp) > 0 {
		left, right = fp[0], fp[len(fp)-1]
	}
	for _, lr := range []struct {
		o py.Object
		v *float64
	}{{leftObj, &left}, {rightObj, &right}} {
		if lr.o != py.None {
			f, err := py.FloatAsFloat64(lr.o)
			if err != nil {
				return nil, err
			}
			*lr.v = f
		}
	}
	res, err := ndarray.Interp(floats(arrs[0]), floats(arrs[1]), fp, left, right)
	if err != nil {
		return nil, valueError(err)
	}
	r, _ := ndarray.New(ndarray.Float64, arrs[0].Shape())
	copy(r.Float64s(), res)
	if r.NDim() == 0 {
		return NewScalar(r.At()), nil
	}
	return NewArray(r), nil
}

// alongAxis is the view a[start:start+n] along axis.
func alongAxis(a *ndarray.Array, axis, start, n int) *ndarray.Array {
	items := make([]ndarray.IndexItem, a.NDim())
	for i, l := range a.Shape() {
		items[i] = ndarray.SliceItem(0, 1, l, l)
	}
	items[axis] = ndarray.SliceItem(start, 1, n, a.Shape()[axis])
	v, _ := a.Index(items)
	return v
}

func trapz(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var yObj py.Object
	var xObj, dxObj, axisArg py.Object = py.None, py.Float(1), py.Int(-1)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:trapz", []string{"y", "x", "dx", "axis"}, &yObj, &xObj, &dxObj, &axisArg); err != nil {
		return nil, err
	}
	y, _, err := arrayArg("trapz", py.Tuple{yObj})
	if err != nil {
		return nil, err
	}
	axis, err := py.IndexInt(axisArg)
	if err != nil {
		return nil, err
	}
	if axis < -y.NDim() || axis >= y.NDim() {
		return nil, reduceError(&ndarray.AxisError{Axis: axis, NDim: y.NDim()})
	}
	if axis < 0 {
		axis += y.NDim()
	}
	d := dxObj
	if xObj != py.None {
		x, _, err := arrayArg("trapz", py.Tuple{xObj})
		if err != nil {
			return nil, err
		}
		if d, err = diff(nil, py.Tuple{NewArray(x)}, nil); err != nil {
			return nil, err
		}
		if x.NDim() == 1 {
			// d broadcasts along y's axis.
			da, _ := ArrayOf(d)
			shape := ones(y.NDim())
			shape[axis] = da.Size()
			r, err := da.Reshape(shape)
			if err != nil {
				return nil, valueError(err)
			}
			d = NewArray(r)
		}
	}
	// NumPy's formulation: sum(d * (y[1:] + y[:-1]) / 2.0).
	n := y.Shape()[axis]
	s, err := binary(ndarray.Add, NewArray(alongAxis(y, axis, 1, max(n-1, 0))), NewArray(alongAxis(y, axis, 0, max(n-1, 0))))
	if err != nil {
		return nil, err
	}
	m, err := binary(ndarray.Mul, d, s)
	if err != nil {
		return nil, err
	}
	h, err := binary(ndarray.TrueDiv, m, py.Float(2))
	if err != nil {
		return nil, err
	}
	ha, ok := ArrayOf(h)
	if !ok {
		return h, nil
	}
	return reduce("trapz", ndarray.RSum, ha, nil, py.StringDict{"axis": py.Int(axis)})
}

// split is np.split (equal says the sections must divide the axis) and
// np.array_split: a list of views.
func split(name string, equal bool, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, secObj py.Object
	var axisArg py.Object = py.Int(0)
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:"+name, []string{"ary", "indices_or_sections", "axis"}, &obj, &secObj, &axisArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg(name, py.Tuple{obj})
	if err != nil {
		return nil, err
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
	n := a.Shape()[axis]
	var bounds []int // the start of every section, then n
	if isSequence(secObj) {
		var idx []int
		ia, err := arrayFromObject(secObj)
		if err != nil {
			return nil, err
		}
		for i := range ia.Size() {
			idx = append(idx, int(ia.AtFlat(i).Int()))
		}
		bounds = append([]int{0}, idx...)
		bounds = append(bounds, n)
	} else {
		sections, err := py.IndexInt(secObj)
		if err != nil {
			return nil, err
		}
		if equal && sections == 0 {
			return nil, py.ExceptionNewf(py.ZeroDivisionError, "integer modulo by zero") // NumPy's N % 0
		}
		if sections <= 0 {
			return nil, py.ExceptionNewf(py.ValueError, "number sections must be larger than 0.")
		}
		if equal && n%sections != 0 {
			return nil, py.ExceptionNewf(py.ValueError, "array split does not result in an equal division")
		}
		each, extra := n/sections, n%sections
		bounds = []int{0}
		for i := range sections {
			size := each
			if i < extra {
				size++
			}
			bounds = append(bounds, bounds[i]+size)
		}
	}
	out := make([]py.Object, 0, len(bounds)-1)
	for i := 0; i+1 < len(bounds); i++ {
		// Python slice semantics: negative bounds count from the end,
		// and everything is clipped to the axis.
		lo, hi := clipIndex(bounds[i], n), clipIndex(bounds[i+1], n)
		out = append(out, NewArray(alongAxis(a, axis, lo, max(hi-lo, 0))))
	}
	return py.NewListFromItems(out), nil
}

// clipIndex is a slice bound i resolved against length n.
func clipIndex(i, n int) int {
	if i < 0 {
		i += n
	}
	return min(max(i, 0), n)
}
