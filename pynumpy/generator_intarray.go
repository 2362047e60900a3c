package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is Generator.integers with array bounds, NumPy 1.24's
// _rand_<type>_broadcast: the bounds checked as arrays (out of the
// dtype's range, then low against high), then one draw per output
// element in C order with that element's range, sharing the 8- and
// 16-bit and bool buffer across the call as the scalar path does.

// integersBroadcast draws integers(low, high, size, dtype, endpoint) for
// array bounds; highArg is None for integers(high).
func (g *generator) integersBroadcast(lowArg, highArg, size py.Object, dt ndarray.DType, closed bool) (py.Object, error) {
	lowObj, highObj := lowArg, highArg
	if highArg == py.None {
		lowObj, highObj = py.Int(0), lowArg
	}
	lowArr, _, err := arrayArg("integers", py.Tuple{lowObj})
	if err != nil {
		return nil, err
	}
	highArr, _, err := arrayArg("integers", py.Tuple{highObj})
	if err != nil {
		return nil, err
	}
	// Bounds that are one value each (a 0-d array, or one element with a
	// size) take the scalar path.
	single := func(a *ndarray.Array) bool { return a.NDim() == 0 || a.NDim() == 1 && a.Size() == 1 && size != py.None }
	if single(lowArr) && single(highArr) {
		args := py.Tuple{NewScalar(lowArr.AtFlat(0)), NewScalar(highArr.AtFlat(0))}
		return generatorIntegers(g, args, py.StringDict{"size": size, "dtype": dtypeObject{dt}, "endpoint": py.NewBool(closed)})
	}
	lows, highs := boundValues(lowArr), boundValues(highArr)
	lb, ub := integerBounds(dt)
	limit := float64(ub) // the largest high allowed
	if !closed {
		limit++
	}
	for _, v := range lows {
		if v < float64(lb) {
			return nil, py.ExceptionNewf(py.ValueError, "low is out of bounds for %s", dt)
		}
	}
	for _, v := range highs {
		if v > limit {
			return nil, py.ExceptionNewf(py.ValueError, "high is out of bounds for %s", dt)
		}
	}
	shape, ok := broadcastPair(lowArr.Shape(), highArr.Shape())
	if !ok {
		return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together with shapes %s %s ", shapeString(lowArr.Shape()), shapeString(highArr.Shape()))
	}
	lowB, _ := lowArr.BroadcastTo(shape)
	highB, _ := highArr.BroadcastTo(shape)
	lowsB, highsB := boundValues(lowB), boundValues(highB)
	anyLow := false
	for i := range lowsB {
		if lowsB[i] > highsB[i] || !closed && lowsB[i] == highsB[i] {
			for _, v := range lows {
				anyLow = anyLow || v != 0
			}
			switch {
			case !anyLow && closed:
				return nil, py.ExceptionNewf(py.ValueError, "high < 0")
			case !anyLow:
				return nil, py.ExceptionNewf(py.ValueError, "high <= 0")
			case closed:
				return nil, py.ExceptionNewf(py.ValueError, "low > high")
			}
			return nil, py.ExceptionNewf(py.ValueError, "low >= high")
		}
	}
	outShape := shape
	if size != py.None {
		if outShape, err = shapeOf(size); err != nil {
			return nil, err
		}
		// NumPy iterates low, high and the output broadcast together and
		// fills the output's elements in that iteration's order.
		if shape, err = broadcastArgs(lowArr.Shape(), highArr.Shape(), outShape); err != nil {
			return nil, err
		}
		lowB, _ = lowArr.BroadcastTo(shape)
		highB, _ = highArr.BroadcastTo(shape)
		lowsB, highsB = boundValues(lowB), boundValues(highB)
	}
	out, err := ndarray.New(dt, outShape)
	if err != nil {
		return nil, valueError(err)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	buf := &boundedBuffer{p: g.pcg}
	width := uint(dt.ItemSize() * 8)
	for i := range out.Size() {
		low, high := int64(lowsB[i]), int64(highsB[i])
		if !closed {
			high--
		}
		rng := uint64(high) - uint64(low)
		if width < 64 {
			rng &= 1<<width - 1
		}
		switch {
		case dt == ndarray.Bool:
			v := low != 0
			if rng != 0 {
				v = buf.piece(1) != 0
			}
			out.SetFlat(i, ndarray.MakeBool(v))
		default:
			out.SetFlat(i, ndarray.MakeInt(dt, low+int64(buf.bounded(rng, width))))
		}
	}
	return NewArray(out), nil
}

// boundValues are the elements of a bound array as float64, which keeps
// integer bounds of the supported ranges exactly enough for the checks
// and floats as NumPy compares them; int64 values are converted from
// these by truncation, as NumPy's forced cast.
func boundValues(a *ndarray.Array) []float64 {
	vals := make([]float64, a.Size())
	for i := range vals {
		s := a.AtFlat(i)
		switch {
		case a.DType().IsFloat():
			vals[i] = s.Float()
		case a.DType() == ndarray.UInt64:
			vals[i] = float64(uint64(s.I))
		default:
			vals[i] = float64(s.Int())
		}
	}
	return vals
}

// broadcastArgs is the shape of NumPy's broadcast of several operands,
// with its "shape mismatch" error naming the two that conflict.
func broadcastArgs(shapes ...[]int) ([]int, error) {
	n := 0
	for _, s := range shapes {
		n = max(n, len(s))
	}
	out := make([]int, n)
	setBy := make([]int, n)
	for i := range out {
		out[i], setBy[i] = 1, -1
	}
	for k, s := range shapes {
		for j, d := range s {
			i := n - len(s) + j
			switch {
			case d == 1 || d == out[i]:
			case out[i] == 1:
				out[i], setBy[i] = d, k
			default:
				return nil, py.ExceptionNewf(py.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg %d with shape %s and arg %d with shape %s.",
					setBy[i], pyShapeString(shapes[setBy[i]]), k, pyShapeString(s))
			}
		}
	}
	return out, nil
}
