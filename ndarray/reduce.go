package ndarray

// This file implements the whole-array reductions with NumPy's result types
// and, for floats, its summation order, so that results print identically.

import (
	"errors"
	"math"
	"slices"
)

// pairwiseBlock is PW_BLOCKSIZE in numpy/core/src/umath/loops_utils.h.src.
const pairwiseBlock = 128

// reduceBufferSize is NumPy's default ufunc buffer size. Its add.reduce
// runs the inner loop, and so the pairwise summation, once per run of this
// many elements (of the array flattened in C order) and adds each run's sum
// to the running total; this matches NumPy 1.24's results whether or not the
// input is cast.
const reduceBufferSize = 8192

// bufferedSum is add.reduce over vals starting from the identity 0 (which
// turns a lone -0 into 0).
//
// Large sums compute their buffers' pairwise sums concurrently and add
// them in order, which gives the serial result.
func bufferedSum[T float32 | float64](vals []T) T {
	var s T
	if len(vals) >= parallelMin {
		sums := make([]T, (len(vals)+reduceBufferSize-1)/reduceBufferSize)
		forChunks(len(sums), reduceBufferSize, func(lo, hi int) {
			for b := lo; b < hi; b++ {
				sums[b] = pairwiseSum(vals[b*reduceBufferSize : min((b+1)*reduceBufferSize, len(vals))])
			}
		})
		for _, v := range sums {
			s += v
		}
		return s
	}
	for len(vals) > 0 {
		k := min(len(vals), reduceBufferSize)
		s += pairwiseSum(vals[:k])
		vals = vals[k:]
	}
	return s
}

// pairwiseSum is NumPy's pairwise_sum for element type T (float32 sums
// accumulate in float32): fewer than 8 values are added in order; up to 128
// are added into 8 interleaved accumulators combined as a tree; larger runs
// are split in two at half the length rounded down to a multiple of 8.
func pairwiseSum[T float32 | float64](a []T) T {
	n := len(a)
	switch {
	case n < 8:
		var res T
		for _, v := range a {
			res += v
		}
		return res
	case n <= pairwiseBlock:
		// Eight variables rather than an array, which Go would keep in
		// memory rather than in registers.
		r0, r1, r2, r3, r4, r5, r6, r7 := a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]
		i := 8
		for ; i < n-n%8; i += 8 {
			b := a[i : i+8 : i+8]
			r0 += b[0]
			r1 += b[1]
			r2 += b[2]
			r3 += b[3]
			r4 += b[4]
			r5 += b[5]
			r6 += b[6]
			r7 += b[7]
		}
		res := ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
		for ; i < n; i++ {
			res += a[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSum(a[:n2]) + pairwiseSum(a[n2:])
}

// float64Elements returns a's elements converted to float64, sharing memory
// when a already is a contiguous Float64 array.
func (a *Array) float64Elements() []float64 {
	if a.dtype == Float64 && a.IsContiguous() {
		return readView[float64](a, Float64)
	}
	vals := make([]float64, a.size)
	for i := range vals {
		vals[i] = a.AtFlat(i).Float()
	}
	return vals
}

func (a *Array) float32Elements() []float32 {
	if a.dtype == Float32 && a.IsContiguous() {
		return readView[float32](a, Float32)
	}
	vals := make([]float32, a.size)
	for i := range vals {
		vals[i] = float32(a.AtFlat(i).F)
	}
	return vals
}

// Sum returns the sum of all elements as np.sum does: bool and integer
// arrays sum (wrapping) to Int64 (UInt64 for unsigned ones), float arrays to their own type by
// NumPy's buffered pairwise summation. The sum of an empty array is zero.
func (a *Array) Sum() Scalar {
	a = a.inMemoryOrder()
	switch a.dtype {
	case Complex64, Complex128:
		flat := a
		if !a.contig {
			flat = a.Copy()
		}
		return flat.sumComplexLine(flat.offset, a.dtype.ItemSize(), a.size, true)
	case Float16:
		return MakeFloat(Float16, halfSum(a.float32Elements()))
	case Float32:
		return MakeFloat(Float32, float64(bufferedSum(a.float32Elements())))
	case Float64:
		return MakeFloat(Float64, bufferedSum(a.float64Elements()))
	}
	var s int64
	switch {
	case a.dtype == Int64 && a.IsContiguous():
		s = sumInts(readView[int64](a, Int64))
	case a.dtype == Int32 && a.IsContiguous():
		s = sumInts(readView[int32](a, Int32))
	default:
		for i := 0; i < a.size; i++ {
			s += a.AtFlat(i).I
		}
	}
	return MakeInt(RSum.resultDType(a.dtype), s)
}

// Mean returns the arithmetic mean as np.mean does: Float64 for bool and
// integer arrays (summed in float64 as Sum sums floats), Float32 for
// Float32 arrays (the
// float32 sum divided in float64, then rounded). The mean of an empty array
// is NaN.
func (a *Array) Mean() Scalar {
	n := float64(a.size)
	switch a.dtype {
	case Float16:
		// np.mean sums float16 in float32 and rounds the mean to half.
		return MakeFloat(Float16, float64(float32(float64(bufferedSum(a.float32Elements()))/n)))
	case Complex64, Complex128:
		// The sum divided as a NumPy scalar by a Python int: complex64
		// promotes to complex128.
		return complexDivide(Complex128, a.Sum(), MakeFloat(Float64, n)).Convert(a.dtype)
	case Float32:
		return MakeFloat(Float32, a.Sum().F/n)
	case Float64:
		return MakeFloat(Float64, a.Sum().F/n)
	}
	return MakeFloat(Float64, bufferedSum(a.float64Elements())/n)
}

// Min returns the smallest element; NaN if any element is NaN. It fails with
// NumPy's message for an empty array.
func (a *Array) Min() (Scalar, error) { return a.extremum("minimum", -1) }

// Max returns the largest element; NaN if any element is NaN. It fails with
// NumPy's message for an empty array.
func (a *Array) Max() (Scalar, error) { return a.extremum("maximum", 1) }

// extremum finds the minimum (sign -1) or maximum (sign 1).
func (a *Array) extremum(ufunc string, sign int) (Scalar, error) {
	if a.size == 0 {
		return Scalar{}, errors.New("zero-size array to reduction operation " + ufunc + " which has no identity")
	}
	if a.contig {
		switch a.dtype {
		case Float64:
			if v, ok := extremumFloats(readView[float64](a, Float64), sign); ok {
				return MakeFloat(Float64, v), nil
			}
		case Float32:
			if v, ok := extremumFloats(readView[float32](a, Float32), sign); ok {
				return MakeFloat(Float32, float64(v)), nil
			}
		}
	}
	best := a.AtFlat(0)
	if a.dtype.IsComplex() {
		for i := 1; i < a.size && !math.IsNaN(best.F) && !math.IsNaN(best.Imag()); i++ {
			best = complexExtreme(best, a.AtFlat(i), sign < 0)
		}
		return best, nil
	}
	if a.dtype.IsFloat() {
		for i := 1; i < a.size && !math.IsNaN(best.F); i++ {
			v := a.AtFlat(i)
			if math.IsNaN(v.F) || (sign < 0 && v.F < best.F) || (sign > 0 && v.F > best.F) {
				best = v
			}
		}
		return best, nil
	}
	for i := 1; i < a.size; i++ {
		v := a.AtFlat(i)
		if (sign < 0 && intLess(v, best)) || (sign > 0 && intLess(best, v)) {
			best = v
		}
	}
	return best, nil
}

// AllClose is np.allclose(a, b, rtol, atol, equal_nan): whether
// |a - b| <= atol + rtol * |b| elementwise after broadcasting, computed in
// the types NumPy's isclose uses (b is made inexact first), with infinities
// equal only to themselves and NaNs equal to each other only if equalNaN.
func AllClose(a, b Operand, rtol, atol float64, equalNaN bool) (bool, error) {
	// isclose converts y to result_type(y, 1.0).
	one := Operand{Scalar: MakeFloat(Float64, 1), Python: true}
	if bt := ResultType(b, one); b.Array != nil && b.Array.dtype != bt {
		b = Operand{Array: b.Array.AsType(bt)}
	} else if b.Array == nil {
		b = Operand{Scalar: b.Scalar.Convert(bt)}
	}
	diff, err := Binary(Sub, a, b)
	if err != nil {
		return false, err
	}
	if diff, err = Unary(Abs, diff); err != nil {
		return false, err
	}
	absB, err := Unary(Abs, b)
	if err != nil {
		return false, err
	}
	tol, err := Binary(Mul, Operand{Scalar: MakeFloat(Float64, rtol), Python: true}, absB)
	if err != nil {
		return false, err
	}
	if tol, err = Binary(Add, Operand{Scalar: MakeFloat(Float64, atol), Python: true}, tol); err != nil {
		return false, err
	}
	within, err := Binary(Le, diff, tol)
	if err != nil {
		return false, err
	}
	// Every operand now broadcasts to within's shape.
	wa, xa, ya := operandArray(within), operandArray(a), operandArray(b)
	shape := wa.shape
	xs, _ := broadcastStrides(xa.shape, xa.strides, shape)
	ys, _ := broadcastStrides(ya.shape, ya.strides, shape)
	it := newIter(shape, [][]int{wa.strides, xs, ys}, []int{wa.offset, xa.offset, ya.offset})
	for ; it.more; it.next() {
		xs, ys := xa.getAt(it.off[1]), ya.getAt(it.off[2])
		x, y := xs.Float(), ys.Float()
		var ok bool
		switch {
		case xs.DType.IsComplex() || ys.DType.IsComplex():
			// isclose on complex values: isfinite, isnan and == of
			// both parts.
			xc, yc := xs.Convert(Complex128), ys.Convert(Complex128)
			switch {
			case complexTest("isfinite", xc) && complexTest("isfinite", yc):
				ok = wa.getAt(it.off[0]).I != 0
			case complexTest("isnan", xc) && complexTest("isnan", yc):
				ok = equalNaN
			default:
				ok = xc.F == yc.F && xc.Imag() == yc.Imag()
			}
		case isFinite(x) && isFinite(y):
			ok = wa.getAt(it.off[0]).I != 0
		case math.IsNaN(x) && math.IsNaN(y):
			ok = equalNaN
		default:
			ok = x == y
		}
		if !ok {
			return false, nil
		}
	}
	return true, nil
}

func isFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// intLess reports whether the integer (or bool) scalar a is less than b,
// both of one dtype: UInt64 compares unsigned.
func intLess(a, b Scalar) bool {
	if a.DType == UInt64 {
		return uint64(a.I) < uint64(b.I)
	}
	return a.I < b.I
}

// inMemoryOrder returns a, or the view of a with its axes in the order of
// their strides, largest first, where that view is C-contiguous (a
// transposed or Fortran-ordered array): NumPy's iterator reduces the
// whole of such an array in memory order, pairwise, and so must a sum
// for its last bits (B.T.sum() of a float32 B).
func (a *Array) inMemoryOrder() *Array {
	if a.contig || a.NDim() < 2 {
		return a
	}
	perm := make([]int, a.NDim())
	for i := range perm {
		if a.strides[i] <= 0 {
			return a
		}
		perm[i] = i
	}
	slices.SortStableFunc(perm, func(x, y int) int { return a.strides[y] - a.strides[x] })
	v, err := a.Transpose(perm)
	if err != nil || !v.contig {
		// NumPy's inner loops over a strided array are not those of
		// bufferedSum either (docs/numpy.md): keep C order.
		return a
	}
	return v
}
