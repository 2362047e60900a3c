package ndarray

import (
	"errors"
	"slices"
)

// ReduceAxes reduces a over several axes at once, as np.sum(a, axis=(1, 2,
// 3)) does: the result has a's other axes (each reduced axis kept with
// length 1 when keepdims). axes may be negative; a repeated axis is an
// error.
//
// Sums are NumPy's to the bit. NumPy iterates over a C-contiguous operand
// in memory order and accumulates each output element in that order; only
// when the array's last axes are among the reduced ones does its inner loop
// reduce a run of them (those axes together) pairwise, adding the run's
// pairwise sum to the accumulator. So: the trailing reduced block is summed
// pairwise per run, and the runs, or the single elements where the last
// axis is kept, are added in order.
//
// Means are the sum divided by the count, in the mean's dtype, as NumPy's
// _mean does. Min, max, any and all do not depend on the order; std, var,
// argmin and argmax take one axis in NumPy, and are refused here.
func (a *Array) ReduceAxes(r Reduction, axes []int, keepdims bool) (*Array, error) {
	n := a.NDim()
	reduced := make([]bool, n)
	for _, ax := range axes {
		d := ax
		if d < 0 {
			d += n
		}
		if d < 0 || d >= n {
			return nil, &AxisError{Axis: ax, NDim: n}
		}
		if reduced[d] {
			return nil, errors.New("duplicate value in 'axis'")
		}
		reduced[d] = true
	}
	var keptShape, fullShape []int // the result's shape without and with keepdims
	count := 1
	for d := range n {
		if reduced[d] {
			fullShape = append(fullShape, 1)
			count *= a.shape[d]
		} else {
			keptShape = append(keptShape, a.shape[d])
			fullShape = append(fullShape, a.shape[d])
		}
	}
	var res *Array
	var err error
	switch r {
	case RSum, RProd:
		res, err = a.orderedReduce(r, reduced, keptShape)
	case RMean:
		res, err = a.meanAxes(reduced, keptShape, count)
	case RMin, RMax, RAny, RAll:
		res = a
		for d := n - 1; d >= 0; d-- {
			if reduced[d] {
				if res, err = res.ReduceAxis(r, d, false, 0); err != nil {
					return nil, err
				}
			}
		}
	default:
		return nil, &UnsupportedError{Msg: "alpyna's NumPy reduces over a tuple of axes only with sum, prod, mean, min, max, any and all"}
	}
	if err != nil {
		return nil, err
	}
	if keepdims {
		return res.Reshape(fullShape)
	}
	return res, nil
}

// orderedReduce sums (or multiplies) over the reduced axes in NumPy's
// order; see ReduceAxes.
func (a *Array) orderedReduce(r Reduction, reduced []bool, keptShape []int) (*Array, error) {
	n := a.NDim()
	if !a.contig {
		return a.memoryOrderReduce(r, reduced)
	}
	c := a
	// The trailing block of reduced axes: one pairwise run each. Products
	// have no pairwise loop: every element is multiplied in, in order.
	t := n
	for r == RSum && t > 0 && reduced[t-1] {
		t--
	}
	if t < n {
		run := 1
		for _, m := range c.shape[t:] {
			run *= m
		}
		flat, err := c.Reshape(append(slices.Clone(c.shape[:t]), run))
		if err != nil {
			return nil, err
		}
		if c, err = flat.ReduceAxis(r, t, false, 0); err != nil {
			return nil, err
		}
	}
	// The other reduced axes move to the front, in order, as one axis that
	// is then reduced in order (a reduction along the first axis adds whole
	// rows, element by element).
	var front, back []int
	outer := 1
	for d := range t {
		if reduced[d] {
			front = append(front, d)
			outer *= c.shape[d]
		} else {
			back = append(back, d)
		}
	}
	if len(front) == 0 {
		if t == n { // nothing reduced: NumPy still gives the sum's dtype
			return c.AsType(r.resultDType(c.dtype)), nil
		}
		return c, nil
	}
	moved, err := c.Transpose(append(front, back...))
	if err != nil {
		return nil, err
	}
	lines, err := moved.Reshape(append([]int{outer}, keptShape...))
	if err != nil {
		return nil, err
	}
	return lines.ReduceAxis(r, 0, false, 0)
}

// meanAxes is the mean over the reduced axes: NumPy sums integers and
// bools as float64 and float16 as float32, then divides by the count in
// the sum's dtype and casts back to the mean's.
func (a *Array) meanAxes(reduced []bool, keptShape []int, count int) (*Array, error) {
	src := a
	switch {
	case a.dtype == Float16:
		src = a.AsType(Float32)
	case !a.dtype.IsInexact():
		src = a.AsType(Float64)
	}
	sum, err := src.orderedReduce(RSum, reduced, keptShape)
	if err != nil {
		return nil, err
	}
	divisor := Operand{Scalar: MakeFloat(sum.dtype, float64(count))}
	if sum.dtype.IsComplex() {
		divisor = Operand{Scalar: MakeFloat(Float64, float64(count)), Python: true}
	}
	q, err := Binary(TrueDiv, Operand{Array: sum}, divisor)
	if err != nil {
		return nil, err
	}
	return q.Array.AsType(RMean.resultDType(a.dtype)), nil
}

// memoryOrderReduce is orderedReduce of an array that is not C-contiguous
// (a transposed or sliced view): NumPy's iterator visits its elements in
// memory order, its axes sorted by decreasing stride, so the reduction
// runs over a contiguous copy with the axes in that order, and the result's
// axes are put back in a's order.
func (a *Array) memoryOrderReduce(r Reduction, reduced []bool) (*Array, error) {
	n := a.NDim()
	perm := make([]int, n)
	for d := range perm {
		perm[d] = d
	}
	abs := func(v int) int { return max(v, -v) }
	slices.SortStableFunc(perm, func(p, q int) int { return abs(a.strides[q]) - abs(a.strides[p]) })
	view, err := a.Transpose(perm)
	if err != nil {
		return nil, err
	}
	c := view.Copy()
	permReduced := make([]bool, n)
	var keptShape, keptOrder []int // the kept axes in memory order, and their places in a
	for i, d := range perm {
		permReduced[i] = reduced[d]
		if !reduced[d] {
			keptShape = append(keptShape, a.shape[d])
			keptOrder = append(keptOrder, d)
		}
	}
	res, err := c.orderedReduce(r, permReduced, keptShape)
	if err != nil {
		return nil, err
	}
	// res's axis i is a's axis keptOrder[i]; back to a's order.
	back := make([]int, len(keptOrder))
	for i := range back {
		back[i] = i
	}
	slices.SortFunc(back, func(p, q int) int { return keptOrder[p] - keptOrder[q] })
	out, err := res.Transpose(back)
	if err != nil {
		return nil, err
	}
	return out.Copy(), nil
}
