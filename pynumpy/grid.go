package pynumpy

import (
	"math"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds np.histogram, np.reshape, and np.mgrid and np.ogrid.

func histogram(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var binsArg py.Object = py.Int(10)
	var rangeArg, densityArg, weightsArg py.Object = py.None, py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:histogram", []string{"a", "bins", "range", "density", "weights"}, &aArg, &binsArg, &rangeArg, &densityArg, &weightsArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("histogram", py.Tuple{aArg})
	if err != nil {
		return nil, err
	}
	var nbins int
	var edges *ndarray.Array
	if isSequence(binsArg) || isArray(binsArg) {
		if edges, _, err = arrayArg("histogram", py.Tuple{binsArg}); err != nil {
			return nil, err
		}
	} else if _, isStr := binsArg.(py.String); isStr {
		return nil, py.ExceptionNewf(py.NotImplementedError, "histogram: bin estimators ('%s') are not supported yet (docs/numpy.md)", binsArg)
	} else if nbins, err = py.IndexInt(binsArg); err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "`bins` must be an integer, a string, or an array")
	}
	var rng *ndarray.HistogramRange
	if rangeArg != py.None {
		bounds, _, err := arrayArg("histogram", py.Tuple{rangeArg})
		if err != nil {
			return nil, err
		}
		if bounds.Size() != 2 {
			return nil, py.ExceptionNewf(py.ValueError, "too many values to unpack (expected 2)")
		}
		rng = &ndarray.HistogramRange{Lo: bounds.AtFlat(0).Float(), Hi: bounds.AtFlat(1).Float()}
	}
	var weights *ndarray.Array
	if weightsArg != py.None {
		if weights, _, err = arrayArg("histogram", py.Tuple{weightsArg}); err != nil {
			return nil, err
		}
	}
	density := false
	if densityArg != py.None {
		d, err := py.MakeBool(densityArg)
		if err != nil {
			return nil, err
		}
		density = d == py.True
	}
	hist, binEdges, err := ndarray.Histogram(a, nbins, edges, rng, weights, density)
	if err != nil {
		return nil, valueError(err)
	}
	return py.Tuple{NewArray(hist), NewArray(binEdges)}, nil
}

// reshape is np.reshape(a, newshape).
func reshape(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg, shapeArg py.Object
	var order py.Object = py.String("C")
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:reshape", []string{"a", "newshape", "order"}, &aArg, &shapeArg, &order); err != nil {
		return nil, err
	}
	if s, ok := order.(py.String); !ok || s != "C" {
		return nil, py.ExceptionNewf(py.NotImplementedError, "reshape: only order='C' is supported (docs/numpy.md)")
	}
	a, _, err := arrayArg("reshape", py.Tuple{aArg})
	if err != nil {
		return nil, err
	}
	shape, err := shapeOf(shapeArg)
	if err != nil {
		return nil, err
	}
	r, err := a.Reshape(shape)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(r), nil
}

// grid is np.mgrid (dense) or np.ogrid (sparse): indexed by slices, it
// gives the arrays of coordinates NumPy's nd_grid does. A complex step
// 5j means 5 points from start to stop inclusive.
type grid struct{ sparse bool }

var gridType = py.NewType("numpy.lib.index_tricks.MGridClass", "nd_grid: np.mgrid[...] and np.ogrid[...] build coordinate arrays from slices")

func (g *grid) Type() *py.Type { return gridType }

// gridAxis is one slice of a grid index: start, stop and step as NumPy
// reads them, with a complex step turned into a point count.
type gridAxis struct {
	start, stop, step ndarray.Scalar
	size              int
	count             bool    // the step was complex: size points
	countStep         float64 // the step between those points
}

func gridAxisOf(o py.Object) (gridAxis, error) {
	sl, ok := o.(*py.Slice)
	if !ok {
		return gridAxis{}, py.ExceptionNewf(py.TypeError, "mgrid and ogrid take slices, not '%s'", o.Type().Name)
	}
	value := func(o py.Object, def int64) (ndarray.Scalar, error) {
		if o == py.None {
			return ndarray.MakeInt(ndarray.Int64, def), nil
		}
		v, ok, err := scalarValue(o)
		if err != nil {
			return ndarray.Scalar{}, err
		}
		if !ok {
			return ndarray.Scalar{}, py.ExceptionNewf(py.TypeError, "unsupported operand type(s) for -: '%s' and 'int'", o.Type().Name)
		}
		return v, nil
	}
	var ax gridAxis
	var err error
	if ax.start, err = value(sl.Start, 0); err != nil {
		return ax, err
	}
	if sl.Stop == py.None {
		return ax, py.ExceptionNewf(py.TypeError, "unsupported operand type(s) for -: 'NoneType' and 'int'")
	}
	if ax.stop, err = value(sl.Stop, 0); err != nil {
		return ax, err
	}
	if c, ok := sl.Step.(py.Complex); ok {
		n := math.Hypot(real(complex128(c)), imag(complex128(c)))
		ax.count, ax.size = true, int(n)
		ax.step = ndarray.MakeFloat(ndarray.Float64, n) // abs(step) joins the result type
		ax.countStep = 1
		if ax.size != 1 {
			ax.countStep = (ax.stop.Float() - ax.start.Float()) / float64(ax.size-1)
		}
		return ax, nil
	}
	if ax.step, err = value(sl.Step, 1); err != nil {
		return ax, err
	}
	if ax.step.Float() == 0 {
		return ax, py.ExceptionNewf(py.ZeroDivisionError, "float division by zero")
	}
	ax.size = max(int(math.Ceil((ax.stop.Float()-ax.start.Float())/ax.step.Float())), 0)
	return ax, nil
}

// value is the axis's coordinate at index i in dtype dt: i*step + start.
func (ax gridAxis) value(i int, dt ndarray.DType) ndarray.Scalar {
	if dt.IsFloat() {
		step := ax.step.Float()
		if ax.count {
			step = ax.countStep
		}
		return ndarray.MakeFloat(ndarray.Float64, float64(i)*step+ax.start.Float()).Convert(dt)
	}
	return ndarray.MakeInt(ndarray.Int64, int64(i)*ax.step.Int()+ax.start.Int()).Convert(dt)
}

func (g *grid) M__getitem__(key py.Object) (py.Object, error) {
	keys, isTuple := key.(py.Tuple)
	if !isTuple {
		keys = py.Tuple{key}
	}
	axes := make([]gridAxis, len(keys))
	dt := ndarray.Int64
	for i, k := range keys {
		ax, err := gridAxisOf(k)
		if err != nil {
			return nil, err
		}
		axes[i] = ax
		for _, v := range []ndarray.Scalar{ax.start, ax.stop, ax.step} {
			dt = promote(dt, v.DType)
		}
	}
	if !isTuple {
		// One slice: a 1-D array, as np.arange(start, stop, step) or,
		// for a count, the evenly spaced points.
		return g.axisArray(axes[0], dt, 1, 0)
	}
	shape := make([]int, len(axes))
	for i, ax := range axes {
		shape[i] = ax.size
	}
	if g.sparse {
		out := make([]py.Object, len(axes))
		for i, ax := range axes {
			a, err := g.axisArray(ax, dt, len(axes), i)
			if err != nil {
				return nil, err
			}
			out[i] = a
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return py.NewListFromItems(out), nil
	}
	full, err := ndarray.New(dt, append([]int{len(axes)}, shape...))
	if err != nil {
		return nil, valueError(err)
	}
	index, err := indexGrid(shape, ndarray.Int64)
	if err != nil {
		return nil, valueError(err)
	}
	per := full.Size() / max(len(axes), 1)
	for k, ax := range axes {
		for i := range per {
			full.SetFlat(k*per+i, ax.value(int(index[k].AtFlat(i).Int()), dt))
		}
	}
	return NewArray(full), nil
}

// axisArray is one axis's coordinates, shaped for an n-axis sparse grid
// (length 1 on every axis but k).
func (g *grid) axisArray(ax gridAxis, dt ndarray.DType, n, k int) (py.Object, error) {
	shape := make([]int, n)
	for i := range shape {
		shape[i] = 1
	}
	shape[k] = ax.size
	a, err := ndarray.New(dt, shape)
	if err != nil {
		return nil, valueError(err)
	}
	for i := range ax.size {
		a.SetFlat(i, ax.value(i, dt))
	}
	return NewArray(a), nil
}
