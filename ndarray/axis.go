package ndarray

import (
	"errors"
	"math"
)

// This file is NumPy's reductions: sum, prod, mean, min, max, argmin,
// argmax, any, all, std and var over the whole array or along one axis
// (with keepdims), and cumsum and cumprod.

// A Reduction names a reduction.
type Reduction uint8

const (
	RSum Reduction = iota
	RProd
	RMean
	RMin
	RMax
	RArgMin
	RArgMax
	RAny
	RAll
	RStd
	RVar
)

var reductionUfuncs = [...]string{RMin: "minimum", RMax: "maximum", RArgMin: "argmin", RArgMax: "argmax"}

// resultDType is the dtype of a reduction of elements of dt, as NumPy
// gives it on 64-bit Linux: sums and products of bools and signed integers
// are int64, of unsigned integers uint64, means and spreads of them
// float64, float32 stays float32.
func (r Reduction) resultDType(dt DType) DType {
	switch r {
	case RSum, RProd:
		if dt.IsInexact() {
			return dt
		}
		if dt.IsUnsigned() {
			return UInt64
		}
		return Int64
	case RMean, RStd, RVar:
		if dt.IsComplex() && r == RMean || dt == Float16 {
			return dt
		}
		if dt == Float32 || dt == Complex64 {
			return Float32
		}
		return Float64
	case RArgMin, RArgMax:
		return Int64
	case RAny, RAll:
		return Bool
	}
	return dt
}

// reduceLine reduces the n elements of a at offsets off0, off0+stride, ...
// (one line along the reduced axis).
//
// NumPy sums a line pairwise when the line is the inner loop of its
// iteration (the reduced axis is the last and contiguous, or the whole
// contiguous array), and in order otherwise (a reduction along an outer
// axis adds whole rows); pairwise says which.
func (a *Array) reduceLine(r Reduction, off0, stride, n int, ddof int, pairwise bool) (Scalar, error) {
	dt := a.dtype
	out := r.resultDType(dt)
	at := func(i int) Scalar { return a.getAt(off0 + i*stride) }
	if dt.IsComplex() {
		if v, ok := a.reduceComplexLine(r, off0, stride, n, ddof, pairwise); ok {
			return v, nil
		}
	}
	if dt == Float16 {
		switch r {
		case RMean:
			// np.mean sums float16 in float32 and rounds the mean to half.
			vals := make([]float64, n)
			for i := range vals {
				vals[i] = at(i).F
			}
			return MakeFloat(Float16, float64(float32(sumOf(vals, Float32, pairwise)/float64(n)))), nil
		case RStd, RVar:
			return Scalar{}, &UnsupportedError{Msg: "alpyna's NumPy does not support std and var of float16 arrays yet"}
		}
	}
	switch r {
	case RSum, RMean, RStd, RVar:
		if out.IsFloat() || r != RSum {
			vals, ok := a.lineFloats(off0, stride, n)
			if !ok {
				vals = make([]float64, n)
				for i := range vals {
					vals[i] = at(i).Float()
				}
			}
			sum := sumOf(vals, dt, pairwise)
			switch r {
			case RSum:
				return MakeFloat(out, sum), nil
			case RMean:
				return MakeFloat(out, sum/float64(n)), nil
			}
			// NumPy's var: the mean, then the mean of squared deviations
			// (in the working precision), divided by n - ddof.
			mean := sum / float64(n)
			if dt == Float32 {
				mean = float64(float32(mean))
			}
			dev := make([]float64, n)
			for i, v := range vals {
				d := round(v-mean, dt)
				dev[i] = round(d*d, dt)
			}
			ss := sumOf(dev, dt, pairwise)
			v := ss / float64(max(n-ddof, 0))
			if r == RStd {
				v = math.Sqrt(v)
			}
			return MakeFloat(out, v), nil
		}
		var acc int64
		for i := range n {
			acc += at(i).I
		}
		return MakeInt(out, acc), nil
	case RProd:
		if out.IsFloat() {
			p := 1.0
			// NumPy's float16 product of a line its loop runs over
			// accumulates in float32 and rounds once.
			acc := dt
			if dt == Float16 && pairwise {
				acc = Float32
			}
			for i := range n {
				p = round(p*at(i).F, acc)
			}
			p = round(p, dt)
			return MakeFloat(out, p), nil
		}
		var p int64 = 1
		for i := range n {
			p *= at(i).I
		}
		return MakeInt(out, p), nil
	case RAny, RAll:
		want := r == RAny
		for i := range n {
			v := at(i)
			nonzero := v.Truth()
			if nonzero == want {
				return MakeBool(want), nil
			}
		}
		return MakeBool(!want), nil
	}
	// min, max, argmin, argmax: the first NaN wins, else the first extreme.
	if n == 0 {
		if r == RArgMin || r == RArgMax {
			return Scalar{}, errors.New("attempt to get " + reductionUfuncs[r] + " of an empty sequence")
		}
		return Scalar{}, errors.New("zero-size array to reduction operation " + reductionUfuncs[r] + " which has no identity")
	}
	sign := 1
	if r == RMin || r == RArgMin {
		sign = -1
	}
	if bi, ok := a.lineArgExtreme(off0, stride, n, sign < 0); ok {
		if r == RArgMin || r == RArgMax {
			return MakeInt(Int64, int64(bi)), nil
		}
		return at(bi), nil
	}
	best, bi := at(0), 0
	for i := 1; i < n; i++ {
		if dt.IsFloat() && math.IsNaN(best.F) || dt.IsComplex() && (math.IsNaN(best.F) || math.IsNaN(best.Imag())) {
			break
		}
		v := at(i)
		var better bool
		if dt.IsComplex() {
			better = complexExtreme(best, v, sign < 0) != best
		} else if dt.IsFloat() {
			better = math.IsNaN(v.F) || (sign < 0 && v.F < best.F) || (sign > 0 && v.F > best.F)
		} else {
			better = (sign < 0 && intLess(v, best)) || (sign > 0 && intLess(best, v))
		}
		if better {
			best, bi = v, i
		}
	}
	if r == RArgMin || r == RArgMax {
		return MakeInt(Int64, int64(bi)), nil
	}
	return best, nil
}

// Reduce is the reduction over the whole array (axis None): a 0-d array,
// or with keepdims one of a's number of axes, all of length 1. ddof is the
// delta degrees of freedom of std and var.
func (a *Array) Reduce(r Reduction, keepdims bool, ddof int) (*Array, error) {
	flat := a
	if !a.contig {
		flat = a.Copy()
	}
	isz := flat.dtype.ItemSize()
	v, err := flat.reduceLine(r, flat.offset, isz, flat.size, ddof, true)
	if err != nil {
		return nil, err
	}
	var shape []int
	if keepdims {
		shape = make([]int, a.NDim())
		for i := range shape {
			shape[i] = 1
		}
	}
	return Full(r.resultDType(a.dtype), shape, v)
}

// ReduceAxis is the reduction along one axis (negative from the end): the
// result has a's other axes, and with keepdims the reduced one with
// length 1.
func (a *Array) ReduceAxis(r Reduction, axis int, keepdims bool, ddof int) (*Array, error) {
	n := a.NDim()
	ax := axis
	if ax < 0 {
		ax += n
	}
	if ax < 0 || ax >= n {
		return nil, &AxisError{Axis: axis, NDim: n}
	}
	var shape []int
	for d := range n {
		if d != ax {
			shape = append(shape, a.shape[d])
		} else if keepdims {
			shape = append(shape, 1)
		}
	}
	out, err := New(r.resultDType(a.dtype), shape)
	if err != nil {
		return nil, err
	}
	if a.reduceAxisFastPath(r, ax, out) {
		return out, nil
	}
	// Walk the other axes in C order; each point reduces one line.
	rest := make([]int, 0, n-1)
	restStrides := make([]int, 0, n-1)
	for d := range n {
		if d != ax {
			rest = append(rest, a.shape[d])
			restStrides = append(restStrides, a.strides[d])
		}
	}
	count := 1
	for _, m := range rest {
		count *= m
	}
	idx := make([]int, len(rest))
	osz := out.dtype.ItemSize()
	// NumPy's iterator puts the axis of the smallest stride innermost: a
	// reduced axis contiguous in memory (the last of a C array, the first
	// of a transposed one, B.T.sum(axis=0)) is summed pairwise.
	pairwise := a.strides[ax] == a.dtype.ItemSize()
	for d := range n {
		if d != ax && a.shape[d] > 1 && (a.strides[d] <= a.strides[ax] && a.strides[d] >= -a.strides[ax]) {
			pairwise = false
		}
	}
	lineR := r
	if r == RMean && a.dtype == Complex64 {
		// np.mean divides an array of sums by the count in complex64
		// (the whole array's sum is a scalar, divided in complex128).
		lineR = RSum
	}
	for k := 0; k < count; k++ {
		off := a.offset
		for d, i := range idx {
			off += i * restStrides[d]
		}
		v, err := a.reduceLine(lineR, off, a.strides[ax], a.shape[ax], ddof, pairwise)
		if err != nil {
			return nil, err
		}
		if lineR != r {
			v = complexDivide(Complex64, v, MakeFloat(Float64, float64(a.shape[ax])))
		}
		out.setAt(out.offset+k*osz, v)
		for d := len(idx) - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < rest[d] {
				break
			}
			idx[d] = 0
		}
	}
	return out, nil
}

// Accumulate is cumsum (prod false) or cumprod along axis, or over the
// flattened array when flat is true: sums of bools and integers in int64.
func (a *Array) Accumulate(prod bool, axis int, flat bool) (*Array, error) {
	src := a
	if flat {
		src = a.Ravel()
		axis = 0
	}
	n := src.NDim()
	ax := axis
	if ax < 0 {
		ax += n
	}
	if ax < 0 || ax >= n {
		return nil, &AxisError{Axis: axis, NDim: n}
	}
	dt := RSum.resultDType(src.dtype)
	out, err := New(dt, src.shape)
	if err != nil {
		return nil, err
	}
	if err := out.Assign(src); err != nil {
		return nil, err
	}
	if out.accumulateLast(prod, ax) {
		return out, nil
	}
	for it := newIter(out.shape, [][]int{out.strides}, []int{out.offset}); it.more; it.next() {
		if it.idx[ax] == 0 {
			continue
		}
		prev := out.getAt(it.off[0] - out.strides[ax])
		cur := out.getAt(it.off[0])
		var v Scalar
		switch {
		case dt.IsComplex() && prod:
			v = complexMulStrided(dt, prev, cur)
		case dt.IsComplex():
			v = complexAdd(dt, prev, cur)
		case dt.IsFloat() && prod:
			v = MakeFloat(dt, round(prev.F*cur.F, dt))
		case dt.IsFloat():
			v = MakeFloat(dt, round(prev.F+cur.F, dt))
		case prod:
			v = MakeInt(dt, prev.I*cur.I)
		default:
			v = MakeInt(dt, prev.I+cur.I)
		}
		out.setAt(it.off[0], v)
	}
	return out, nil
}

// sumOf sums vals (elements of dtype dt, in float64) as NumPy would: in
// dt's precision, pairwise or in order.
func sumOf(vals []float64, dt DType, pairwise bool) float64 {
	if dt == Float16 {
		if pairwise {
			f32 := make([]float32, len(vals))
			for i, v := range vals {
				f32[i] = float32(v)
			}
			return halfSum(f32)
		}
		var s float64
		for _, v := range vals {
			s = round(s+v, Float16)
		}
		return s
	}
	if pairwise {
		if dt == Float32 {
			f32 := make([]float32, len(vals))
			for i, v := range vals {
				f32[i] = float32(v)
			}
			return float64(bufferedSum(f32))
		}
		return bufferedSum(vals)
	}
	var s float64
	if dt == Float32 {
		var s32 float32
		for _, v := range vals {
			s32 += float32(v)
		}
		return float64(s32)
	}
	for _, v := range vals {
		s += v
	}
	return s
}
