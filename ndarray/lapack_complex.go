package ndarray

import (
	"fmt"
	"math"
)

// This file is numpy.linalg's solve and inv of complex matrices (NumPy
// calls LAPACK's zgesv): the same unblocked left-looking LU with partial
// pivoting as the real ones of lapack.go, with LAPACK's complex choices:
// the pivot is the first entry of largest |re|+|im| (izamax), and a column
// is scaled by the pivot's reciprocal. Complex rounding differs from
// OpenBLAS's kernels in the last bits more often than the real case does.

// cabs1 is LAPACK's dcabs1: |re| + |im|.
func cabs1(z complex128) float64 { return math.Abs(real(z)) + math.Abs(imag(z)) }

// complexStack is squareStack for complex matrices: the elements as
// complex128 in row-major order, the size and the number of matrices.
func complexStack(a *Array) (data []complex128, n, count int, err error) {
	if a.NDim() < 2 {
		return nil, 0, 0, &LinAlgError{fmt.Sprintf("%d-dimensional array given. Array must be at least two-dimensional", a.NDim())}
	}
	n = a.shape[a.NDim()-1]
	if a.shape[a.NDim()-2] != n {
		return nil, 0, 0, &LinAlgError{"Last 2 dimensions of the array must be square"}
	}
	data = typedView[complex128](a.AsType(Complex128), Complex128)
	if n == 0 {
		return data, 0, 0, nil
	}
	return data, n, len(data) / (n * n), nil
}

// luFactorComplex is luFactor for a complex matrix.
func luFactorComplex(a []complex128, n int) (piv []int, singular bool) {
	piv = make([]int, n)
	dotc := func(cnt int, x, y func(int) complex128) complex128 {
		var s complex128
		for k := range cnt {
			s += x(k) * y(k)
		}
		return s
	}
	for j := range n {
		for i := range j {
			if p := piv[i]; p != i {
				a[i*n+j], a[p*n+j] = a[p*n+j], a[i*n+j]
			}
		}
		for i := 1; i < j; i++ {
			a[i*n+j] -= dotc(i, func(k int) complex128 { return a[i*n+k] }, func(k int) complex128 { return a[k*n+j] })
		}
		for i := j; i < n; i++ {
			a[i*n+j] -= dotc(j, func(k int) complex128 { return a[i*n+k] }, func(k int) complex128 { return a[k*n+j] })
		}
		p := j
		for i := j + 1; i < n; i++ {
			if cabs1(a[i*n+j]) > cabs1(a[p*n+j]) {
				p = i
			}
		}
		piv[j] = p
		pivot := a[p*n+j]
		if pivot == 0 {
			singular = true
			continue
		}
		if p != j {
			for k := 0; k <= j; k++ {
				a[j*n+k], a[p*n+k] = a[p*n+k], a[j*n+k]
			}
		}
		r := 1 / pivot
		for i := j + 1; i < n; i++ {
			a[i*n+j] *= r
		}
	}
	return piv, singular
}

// luSolveComplex is luSolve for complex factors and right-hand sides.
func luSolveComplex(lu []complex128, piv []int, n int, b []complex128, k int) {
	for i, p := range piv {
		if p != i {
			for c := range k {
				b[i*k+c], b[p*k+c] = b[p*k+c], b[i*k+c]
			}
		}
	}
	for c := range k {
		for q := range n {
			if x := b[q*k+c]; x != 0 {
				for i := q + 1; i < n; i++ {
					b[i*k+c] -= x * lu[i*n+q]
				}
			}
		}
		for q := n - 1; q >= 0; q-- {
			if b[q*k+c] != 0 {
				b[q*k+c] /= lu[q*n+q]
				x := b[q*k+c]
				for i := range q {
					b[i*k+c] -= x * lu[i*n+q]
				}
			}
		}
	}
}

// complexResult is the dtype of numpy.linalg's complex results: complex64
// stays complex64 (when nothing wider is involved), else complex128.
func complexResult(dts ...DType) DType {
	for _, dt := range dts {
		if dt != Complex64 && dt != Float32 {
			return Complex128
		}
	}
	return Complex64
}

// solveComplex is Solve where a or b is complex.
func solveComplex(a, b *Array) (*Array, error) {
	data, n, count, err := complexStack(a)
	if err != nil {
		return nil, err
	}
	k, err := solveShapes(a, b, n)
	if err != nil {
		return nil, err
	}
	out := b.AsType(Complex128)
	rhs := typedView[complex128](out, Complex128)
	for m := range count {
		lu := data[m*n*n : (m+1)*n*n]
		piv, singular := luFactorComplex(lu, n)
		if singular {
			return nil, &LinAlgError{"Singular matrix"}
		}
		luSolveComplex(lu, piv, n, rhs[m*n*k:(m+1)*n*k], k)
	}
	return out.AsType(complexResult(a.dtype, b.dtype)), nil
}

// invComplex is Inv of a complex matrix or stack of them.
func invComplex(a *Array) (*Array, error) {
	data, n, count, err := complexStack(a)
	if err != nil {
		return nil, err
	}
	out, err := New(Complex128, a.shape)
	if err != nil {
		return nil, err
	}
	inv := typedView[complex128](out, Complex128)
	for m := range count {
		lu := data[m*n*n : (m+1)*n*n]
		b := inv[m*n*n : (m+1)*n*n]
		for i := range n {
			b[i*n+i] = 1
		}
		piv, singular := luFactorComplex(lu, n)
		if singular {
			return nil, &LinAlgError{"Singular matrix"}
		}
		luSolveComplex(lu, piv, n, b, n)
	}
	return out.AsType(complexResult(a.dtype)), nil
}
