package ndarray

import (
	"errors"
	"fmt"
	"slices"
)

// This file is NumPy's linspace, eye, dot, matmul and outer.

// Linspace is np.linspace(start, stop, num, endpoint): num float64 values,
// start + i*step, with the last exactly stop when endpoint is true.
func Linspace(start, stop float64, num int, endpoint bool) (*Array, error) {
	if num < 0 {
		return nil, fmt.Errorf("Number of samples, %d, must be non-negative.", num)
	}
	out, err := New(Float64, []int{num})
	if err != nil {
		return nil, err
	}
	div := num
	if endpoint {
		div = num - 1
	}
	vals := out.Float64s()
	delta := stop - start
	if div > 0 {
		step := delta / float64(div)
		for i := range vals {
			if step == 0 {
				vals[i] = float64(i)/float64(div)*delta + start
			} else {
				vals[i] = float64(i)*step + start
			}
		}
	} else {
		for i := range vals {
			vals[i] = float64(i)*delta + start
		}
	}
	if endpoint && num > 1 {
		vals[num-1] = stop
	}
	return out, nil
}

// Eye is np.eye(n, m, k, dtype): ones on the k-th diagonal.
func Eye(n, m, k int, dt DType) (*Array, error) {
	if n < 0 || m < 0 {
		return nil, errors.New("negative dimensions are not allowed")
	}
	out, err := New(dt, []int{n, m})
	if err != nil {
		return nil, err
	}
	one := MakeBool(true).Convert(dt)
	for i := range n {
		if j := i + k; j >= 0 && j < m {
			out.Set(one, i, j)
		}
	}
	return out, nil
}

// Dot is np.dot for arrays of at most two axes (matmul agrees on them):
// the sum over the last axis of a and the first (only) axis of b, in
// their common type, each sum in order.
func Dot(a, b *Array) (*Array, error) { return dotArrays(a, b, true) }

// MatmulDot is a @ b for arrays of one or two axes: Dot, but for two
// vectors whose steps the BLAS cannot take (negative, or zero), which
// np.matmul sums in order where np.dot copies them for the BLAS.
func MatmulDot(a, b *Array) (*Array, error) { return dotArrays(a, b, false) }

func dotArrays(a, b *Array, copyBadSteps bool) (*Array, error) {
	if a.NDim() > 2 || b.NDim() > 2 {
		return nil, errors.New("ndarray: dot of arrays of more than two axes is not supported")
	}
	if a.NDim() == 0 || b.NDim() == 0 {
		r, err := Binary(Mul, Operand{Array: a}, Operand{Array: b})
		return r.Array, err
	}
	dt := ResultType(Operand{Array: a}, Operand{Array: b})
	if r, ok := dotBLASVectors(a, b, dt, copyBadSteps); ok {
		return r, nil
	}
	if a.NDim() == 1 && b.NDim() == 1 && a.contig && b.contig && a.dtype == dt && b.dtype == dt && a.size == b.size {
		switch dt {
		case Float32:
			return Full(dt, nil, MakeFloat(dt, float64(dotFloats(readView[float32](a, dt), readView[float32](b, dt)))))
		}
	}
	// View both as matrices: a (m, k), b (k, n).
	am, bm := a, b
	if a.NDim() == 1 {
		am = a.view([]int{1, a.shape[0]}, []int{0, a.strides[0]}, a.offset)
	}
	if b.NDim() == 1 {
		bm = b.view([]int{b.shape[0], 1}, []int{b.strides[0], 0}, b.offset)
	}
	m, k, k2, n := am.shape[0], am.shape[1], bm.shape[0], bm.shape[1]
	if k != k2 {
		return nil, fmt.Errorf("shapes %s and %s not aligned: %d (dim %d) != %d (dim 0)",
			formatShapeCompact(a.shape), formatShapeCompact(b.shape), k, a.NDim()-1, k2)
	}
	var shape []int
	if a.NDim() == 2 {
		shape = append(shape, m)
	}
	if b.NDim() == 2 {
		shape = append(shape, n)
	}
	out, err := New(dt, shape)
	if err != nil {
		return nil, err
	}
	if dotBLAS(a, b, am, bm, out, !copyBadSteps) {
		return out, nil
	}
	// np.dot of float32 matrices, and a @ b of C-ordered float32 ones
	// (which the matmul ufunc hands to the BLAS as they are): sgemm
	sgemm := copyBadSteps || a.dtype == Float32 && b.dtype == Float32 && a.contig && b.contig
	if sgemm && a.NDim() == 2 && b.NDim() == 2 && dotSgemmPrescott(am, bm, out) {
		return out, nil
	}
	if dotFloatMatrices(dt, am, bm, out) {
		return out, nil
	}
	isz := dt.ItemSize()
	for i := range m {
		for j := range n {
			var v Scalar
			if dt.IsComplex() {
				v = MakeComplex(dt, 0, 0)
				for p := range k {
					v = complexAdd(dt, v, complexMul(dt, am.At(i, p), bm.At(p, j)))
				}
			} else if dt == Float16 {
				// NumPy's HALF_dot accumulates in float32.
				var s float32
				for p := range k {
					s += float32(float32(am.At(i, p).Float()) * float32(bm.At(p, j).Float()))
				}
				v = MakeFloat(dt, float64(s))
			} else if dt.IsFloat() {
				s := 0.0
				for p := range k {
					s = round(s+round(am.At(i, p).Float()*bm.At(p, j).Float(), dt), dt)
				}
				v = MakeFloat(dt, s)
			} else if dt == Bool {
				s := false
				for p := range k {
					s = s || truth(am.At(i, p)) && truth(bm.At(p, j))
				}
				v = MakeBool(s)
			} else {
				var s int64
				for p := range k {
					s += am.At(i, p).Convert(dt).I * bm.At(p, j).Convert(dt).I
				}
				v = MakeInt(dt, s)
			}
			out.setAt(out.offset+(i*n+j)*isz, v)
		}
	}
	return out, nil
}

// Outer is np.outer(a, b): a and b flattened, out[i, j] = a[i] * b[j].
func Outer(a, b *Array) (*Array, error) {
	x, y := a.Ravel(), b.Ravel()
	col := x.view([]int{x.size, 1}, []int{x.strides[0], 0}, x.offset)
	row := y.view([]int{1, y.size}, []int{0, y.strides[0]}, y.offset)
	r, err := Binary(Mul, Operand{Array: col}, Operand{Array: row})
	return r.Array, err
}

// dotBLASVectors is np.dot of two float64 vectors of one length whose
// steps NumPy hands to the BLAS (positive, whole elements): OpenBLAS's
// ddot (blasdot.go), x the first operand and y the second.
func dotBLASVectors(a, b *Array, dt DType, copyBadSteps bool) (*Array, bool) {
	if dt != Float64 || a.NDim() != 1 || b.NDim() != 1 || a.dtype != dt || b.dtype != dt || a.size != b.size || a.size == 0 {
		return nil, false
	}
	x, xoff, xs, okX := elementsOf[float64](a.view([]int{1, a.size}, []int{0, a.strides[0]}, a.offset))
	y, yoff, ys, okY := elementsOf[float64](b.view([]int{1, b.size}, []int{0, b.strides[0]}, b.offset))
	if !okX || !okY {
		return nil, false
	}
	incx, incy, yOdd := xs[1], ys[1], b.offset%16 != 0
	// NumPy's cblas_matrixproduct copies a vector whose step the BLAS
	// cannot take (negative, or zero over more than one element:
	// _bad_strides) into fresh, aligned, contiguous memory first.
	if incx <= 0 && a.size > 1 && copyBadSteps {
		x, xoff, incx = slices.Clone(a.float64Elements()), 0, 1
	}
	if incy <= 0 && b.size > 1 && copyBadSteps {
		y, yoff, incy, yOdd = slices.Clone(b.float64Elements()), 0, 1, false
	}
	if incx <= 0 || incy <= 0 {
		return nil, false
	}
	s := blasDot(x, xoff, incx, y, yoff, incy, a.size, yOdd)
	r, err := Full(dt, nil, MakeFloat(dt, s))
	return r, err == nil
}
