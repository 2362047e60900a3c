package pynumpy

import (
	"fmt"
	"math"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// This file is Generator's distributions: normal, standard_normal,
// exponential, standard_exponential, uniform, standard_gamma, gamma, beta,
// poisson and binomial, with the parameter handling of NumPy 1.24's
// _common.pyx cont() and disc(): scalar parameters give a Python float or
// int (or an array of size), array parameters broadcast against each
// other (or to size) and draw one value per output element in C order.

// A constraint is what a distribution parameter's values must satisfy,
// with NumPy's error when they do not.
type constraint int

const (
	anyValue    constraint = iota
	nonNegative            // "name < 0"; NaN passes
	positive               // "name <= 0"
	unitRange              // in [0, 1], not NaN
	poissonLam             // not negative, not NaN, at most NumPy's POISSON_LAM_MAX
)

// poissonLamMax is NumPy's POISSON_LAM_MAX, int64's maximum less ten of
// its square roots: above it PTRS's integers would overflow.
var poissonLamMax = float64(math.MaxInt64) - math.Sqrt(float64(math.MaxInt64))*10

// check returns NumPy's error for a value that breaks the constraint;
// inArray tells the checks of array parameters, which word some errors
// differently (and let lam = -0.0 through).
func (c constraint) check(name string, v float64, inArray bool) error {
	nan := math.IsNaN(v)
	switch {
	case c == nonNegative && !nan && math.Signbit(v):
		return py.ExceptionNewf(py.ValueError, "%s < 0", name)
	case c == positive && v <= 0:
		return py.ExceptionNewf(py.ValueError, "%s <= 0", name)
	case c == unitRange && !(v >= 0 && v <= 1):
		if inArray {
			return py.ExceptionNewf(py.ValueError, "%s < 0, %s > 1 or %s contains NaNs", name, name, name)
		}
		return py.ExceptionNewf(py.ValueError, "%s < 0, %s > 1 or %s is NaN", name, name, name)
	case c == poissonLam && inArray && v < 0:
		return py.ExceptionNewf(py.ValueError, "%s < 0 or %s contains NaNs", name, name)
	case c == poissonLam && !inArray && (nan || math.Signbit(v)):
		return py.ExceptionNewf(py.ValueError, "%s < 0 or %s is NaN", name, name)
	case c == poissonLam && (nan || v > poissonLamMax):
		return py.ExceptionNewf(py.ValueError, "%s value too large", name)
	}
	return nil
}

// A distParam is one parameter of a distribution: its name for errors,
// the constraint on its values, and its value as given.
type distParam struct {
	name  string
	cons  constraint
	value py.Object
}

// distArgs are a distribution's parameters checked and, when any is an
// array, broadcast to the output's shape.
type distArgs struct {
	arrs      []*ndarray.Array
	allScalar bool
	shape     []int
}

// prepareDist converts and checks the parameters as NumPy's cont() and
// disc() do, and for array parameters works out the output's shape.
func prepareDist(size py.Object, params []distParam) (*distArgs, error) {
	d := &distArgs{arrs: make([]*ndarray.Array, len(params)), allScalar: true}
	for i, prm := range params {
		a, err := floatParamArray(prm.value)
		if err != nil {
			return nil, err
		}
		d.arrs[i] = a
		d.allScalar = d.allScalar && a.NDim() == 0
	}
	for i, prm := range params {
		for _, v := range d.arrs[i].Float64s() {
			if err := prm.cons.check(prm.name, v, !d.allScalar); err != nil {
				return nil, err
			}
		}
	}
	if d.allScalar {
		return d, nil
	}
	var err error
	if d.shape, err = paramShape(size, d.arrs); err != nil {
		return nil, err
	}
	for i, a := range d.arrs {
		if d.arrs[i], err = a.BroadcastTo(d.shape); err != nil {
			return nil, valueError(err)
		}
	}
	return d, nil
}

// values sets v to the parameters of output element k (of the only one
// when all are scalars).
func (d *distArgs) values(v []float64, k int) {
	for i, a := range d.arrs {
		if d.allScalar {
			v[i] = a.Float64s()[0]
		} else {
			v[i] = a.AtFlat(k).Float()
		}
	}
}

// cont draws from a continuous distribution: a Python float for scalar
// parameters without size, else a float64 array; draw gets one value of
// each parameter, in params' order.
func (g *generator) cont(size py.Object, params []distParam, draw func(v []float64) float64) (py.Object, error) {
	d, err := prepareDist(size, params)
	if err != nil {
		return nil, err
	}
	v := make([]float64, len(params))
	if d.allScalar {
		d.values(v, 0)
		return g.floats(size, func() float64 { return draw(v) })
	}
	out, err := ndarray.New(ndarray.Float64, d.shape)
	if err != nil {
		return nil, valueError(err)
	}
	vals := out.Float64s()
	g.mu.Lock()
	defer g.mu.Unlock()
	for k := range vals {
		d.values(v, k)
		vals[k] = draw(v)
	}
	return NewArray(out), nil
}

// disc draws from a discrete distribution: a Python int for scalar
// parameters without size, else an int64 array.
func (g *generator) disc(size py.Object, params []distParam, draw func(v []float64) int64) (py.Object, error) {
	d, err := prepareDist(size, params)
	if err != nil {
		return nil, err
	}
	v := make([]float64, len(params))
	shape := d.shape
	if d.allScalar {
		d.values(v, 0)
		if size == py.None {
			g.mu.Lock()
			defer g.mu.Unlock()
			return py.Int(draw(v)), nil
		}
		if shape, err = shapeOf(size); err != nil {
			return nil, err
		}
	}
	out, err := ndarray.New(ndarray.Int64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	vals := out.Int64s()
	g.mu.Lock()
	defer g.mu.Unlock()
	for k := range vals {
		if !d.allScalar {
			d.values(v, k)
		}
		vals[k] = draw(v)
	}
	return NewArray(out), nil
}

// floatParamArray is a distribution parameter as a contiguous float64
// array: 0-d for a Python number or a NumPy scalar.
func floatParamArray(o py.Object) (*ndarray.Array, error) {
	a, ok := ArrayOf(o)
	if !ok {
		if sc, isScalar := o.(scalar); isScalar {
			return ndarray.Full(ndarray.Float64, nil, ndarray.MakeFloat(ndarray.Float64, sc.v.Float()))
		}
		if isSequence(o) {
			var err error
			if a, err = arrayFromObject(o); err != nil {
				return nil, err
			}
		} else {
			f, err := py.FloatAsFloat64(o)
			if err != nil {
				return nil, err
			}
			return ndarray.Full(ndarray.Float64, nil, ndarray.MakeFloat(ndarray.Float64, f))
		}
	}
	if a.DType().IsComplex() {
		return nil, py.ExceptionNewf(py.TypeError, "can't convert complex to float")
	}
	return a.AsType(ndarray.Float64).Copy(), nil
}

// paramShape is the shape of the draws of array parameters: size when it
// is given (the parameters must broadcast to it), else the parameters'
// broadcast shape. The errors are NumPy's.
func paramShape(size py.Object, arrs []*ndarray.Array) ([]int, error) {
	var shape []int
	for i, a := range arrs {
		s, ok := broadcastPair(shape, a.Shape())
		if !ok {
			return nil, py.ExceptionNewf(py.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape %s and arg %d with shape %s.", pyShapeString(shape), i+1, pyShapeString(a.Shape()))
		}
		shape = s
	}
	if size == py.None {
		return shape, nil
	}
	want, err := shapeOf(size)
	if err != nil {
		return nil, err
	}
	// NumPy broadcasts the output (arg 0) with the parameters (args 1...).
	for i, a := range arrs {
		if _, ok := broadcastPair(want, a.Shape()); !ok {
			return nil, py.ExceptionNewf(py.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape %s and arg %d with shape %s.", pyShapeString(want), i+1, pyShapeString(a.Shape()))
		}
	}
	if s, _ := broadcastPair(want, shape); !equalShapes(s, want) {
		return nil, py.ExceptionNewf(py.ValueError, "Output size %s is not compatible with broadcast dimensions of inputs %s.", pyShapeString(want), pyShapeString(shape))
	}
	return want, nil
}

// broadcastPair is NumPy's broadcast of two shapes.
func broadcastPair(x, y []int) ([]int, bool) {
	n := max(len(x), len(y))
	out := make([]int, n)
	for i := range out {
		dx, dy := 1, 1
		if j := i - (n - len(x)); j >= 0 {
			dx = x[j]
		}
		if j := i - (n - len(y)); j >= 0 {
			dy = y[j]
		}
		switch {
		case dx == dy || dy == 1:
			out[i] = dx
		case dx == 1:
			out[i] = dy
		default:
			return nil, false
		}
	}
	return out, true
}

// pyShapeString writes a shape as Python prints the tuple: (3,), (2, 4).
func pyShapeString(s []int) string {
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = fmt.Sprint(n)
	}
	if len(s) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// floatDType reads the dtype= of random, standard_normal and
// standard_exponential: float64 (the default) or float32.
func floatDType(method string, o py.Object) (ndarray.DType, error) {
	dt, err := dtypeArg(o, ndarray.Float64)
	if err != nil {
		return dt, err
	}
	if dt != ndarray.Float64 && dt != ndarray.Float32 {
		return dt, py.ExceptionNewf(py.TypeError, "Unsupported dtype dtype('%s') for %s", dt, method)
	}
	return dt, nil
}

// floats32 draws a Python float, or a float32 array of the size.
func (g *generator) floats32(size py.Object, draw func() float32) (py.Object, error) {
	if size == py.None {
		g.mu.Lock()
		defer g.mu.Unlock()
		return py.Float(draw()), nil
	}
	shape, err := shapeOf(size)
	if err != nil {
		return nil, err
	}
	a, err := ndarray.New(ndarray.Float32, shape)
	if err != nil {
		return nil, valueError(err)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	vals := a.Float32s()
	for i := range vals {
		vals[i] = draw()
	}
	return NewArray(a), nil
}

// floatsOf draws with the float64 or the float32 sampler, as dt says.
func (g *generator) floatsOf(dt ndarray.DType, size py.Object, draw64 func() float64, draw32 func() float32) (py.Object, error) {
	if dt == ndarray.Float32 {
		return g.floats32(size, draw32)
	}
	return g.floats(size, draw64)
}

func generatorRandom(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var size, dtype py.Object = py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:random", []string{"size", "dtype"}, &size, &dtype); err != nil {
		return nil, err
	}
	dt, err := floatDType("random", dtype)
	if err != nil {
		return nil, err
	}
	return g.floatsOf(dt, size, g.pcg.double, g.pcg.float32)
}

func generatorStandardNormal(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var size, dtype py.Object = py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:standard_normal", []string{"size", "dtype"}, &size, &dtype); err != nil {
		return nil, err
	}
	dt, err := floatDType("standard_normal", dtype)
	if err != nil {
		return nil, err
	}
	return g.floatsOf(dt, size, g.pcg.standardNormal, g.pcg.standardNormal32)
}

func generatorNormal(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var loc, scale, size py.Object = py.Float(0), py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:normal", []string{"loc", "scale", "size"}, &loc, &scale, &size); err != nil {
		return nil, err
	}
	return g.cont(size, []distParam{{"loc", anyValue, loc}, {"scale", nonNegative, scale}}, func(v []float64) float64 {
		return v[0] + float64(v[1]*g.pcg.standardNormal()) // random_normal: loc + scale * N
	})
}

func generatorStandardExponential(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var size, dtype, method py.Object = py.None, py.None, py.String("zig")
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:standard_exponential", []string{"size", "dtype", "method"}, &size, &dtype, &method); err != nil {
		return nil, err
	}
	dt, err := floatDType("standard_exponential", dtype)
	if err != nil {
		return nil, err
	}
	if m, ok := method.(py.String); !ok || m != "zig" {
		// method='inv' (any other value, as NumPy reads it): -log(1 - U).
		return g.floatsOf(dt, size, func() float64 { return -libm.Log1p(-g.pcg.double()) }, func() float32 { return -log1pf(-g.pcg.float32()) })
	}
	return g.floatsOf(dt, size, g.pcg.standardExponential, g.pcg.standardExponential32)
}

func generatorExponential(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var scale, size py.Object = py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:exponential", []string{"scale", "size"}, &scale, &size); err != nil {
		return nil, err
	}
	return g.cont(size, []distParam{{"scale", nonNegative, scale}}, func(v []float64) float64 {
		return v[0] * g.pcg.standardExponential()
	})
}

// generatorUniform is Generator.uniform: low + (high-low)*U, where
// high - low must be finite and not negative.
func generatorUniform(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var low, high, size py.Object = py.Float(0), py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:uniform", []string{"low", "high", "size"}, &low, &high, &size); err != nil {
		return nil, err
	}
	lo, err := floatParamArray(low)
	if err != nil {
		return nil, err
	}
	hi, err := floatParamArray(high)
	if err != nil {
		return nil, err
	}
	shape, ok := broadcastPair(lo.Shape(), hi.Shape())
	if !ok {
		return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together with shapes %s %s", pyShapeString(lo.Shape()), pyShapeString(hi.Shape()))
	}
	span, _ := ndarray.New(ndarray.Float64, shape)
	lb, _ := lo.BroadcastTo(shape)
	hb, _ := hi.BroadcastTo(shape)
	spans := span.Float64s()
	for k := range spans {
		spans[k] = hb.AtFlat(k).Float() - lb.AtFlat(k).Float()
		if math.IsInf(spans[k], 0) || math.IsNaN(spans[k]) {
			if len(shape) == 0 {
				return nil, py.ExceptionNewf(py.OverflowError, "high - low range exceeds valid bounds")
			}
			return nil, py.ExceptionNewf(py.OverflowError, "Range exceeds valid bounds")
		}
	}
	return g.cont(size, []distParam{{"low", anyValue, NewArray(lo)}, {"high - low", nonNegative, NewArray(span)}}, func(v []float64) float64 {
		return v[0] + float64(v[1]*g.pcg.double()) // random_uniform: lower + range * U
	})
}

func generatorStandardGamma(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var shape, size, dtype py.Object = nil, py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:standard_gamma", []string{"shape", "size", "dtype"}, &shape, &size, &dtype); err != nil {
		return nil, err
	}
	dt, err := floatDType("standard_gamma", dtype)
	if err != nil {
		return nil, err
	}
	if dt != ndarray.Float64 {
		return nil, py.ExceptionNewf(py.NotImplementedError, "Generator.standard_gamma: only dtype=float64 is supported (docs/numpy.md)")
	}
	return g.cont(size, []distParam{{"shape", nonNegative, shape}}, func(v []float64) float64 {
		return g.pcg.standardGamma(v[0])
	})
}

func generatorGamma(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var shape, scale, size py.Object = nil, py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:gamma", []string{"shape", "scale", "size"}, &shape, &scale, &size); err != nil {
		return nil, err
	}
	return g.cont(size, []distParam{{"shape", nonNegative, shape}, {"scale", nonNegative, scale}}, func(v []float64) float64 {
		return v[1] * g.pcg.standardGamma(v[0])
	})
}

func generatorBeta(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var a, b, size py.Object = nil, nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:beta", []string{"a", "b", "size"}, &a, &b, &size); err != nil {
		return nil, err
	}
	return g.cont(size, []distParam{{"a", positive, a}, {"b", positive, b}}, func(v []float64) float64 {
		return g.pcg.beta(v[0], v[1])
	})
}

func generatorPoisson(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var lam, size py.Object = py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:poisson", []string{"lam", "size"}, &lam, &size); err != nil {
		return nil, err
	}
	return g.disc(size, []distParam{{"lam", poissonLam, lam}}, func(v []float64) int64 {
		return g.pcg.poisson(v[0])
	})
}

// generatorBinomial is Generator.binomial(n, p, size=None): n is read as
// an int64 (a float truncated), p must lie in [0, 1].
func generatorBinomial(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var n, prob, size py.Object = nil, nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:binomial", []string{"n", "p", "size"}, &n, &prob, &size); err != nil {
		return nil, err
	}
	nInt, err := truncatedInts(n)
	if err != nil {
		return nil, err
	}
	// NumPy checks p before n.
	return g.disc(size, []distParam{{"p", unitRange, prob}, {"n", nonNegative, nInt}}, func(v []float64) int64 {
		return g.pcg.binomial(v[0], int64(v[1]))
	})
}

// truncatedInts is n as NumPy's binomial reads it, as int64 values
// (floats truncated toward zero), handed on as float64 values (exact up
// to 2**53, far beyond the counts BTPE can draw in reasonable time).
func truncatedInts(o py.Object) (py.Object, error) {
	a, err := floatParamArray(o)
	if err != nil {
		return nil, err
	}
	vals := a.Float64s()
	for i, v := range vals {
		vals[i] = math.Trunc(v)
	}
	return NewArray(a), nil
}
