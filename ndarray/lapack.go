package ndarray

import (
	"fmt"
	"math"
)

// This file is numpy.linalg's solve, inv, det and cholesky. NumPy calls
// LAPACK (OpenBLAS's, on the reference machine) through its umath_linalg
// module. The factorisations follow the unblocked left-looking algorithms
// LAPACK implementations use for small matrices (getf2, potf2: each entry
// is its input minus one dot product of entries already computed, a
// column scaled by the reciprocal of its pivot), and the triangular
// solves go column by column as the reference trsv and trsm do. Checked
// against NumPy 1.24 with OpenBLAS on 60 random matrices of 2 to 8 rows
// (linalg_test.go keeps some): cholesky gives the same bits in 57, solve
// in 51, det in 44 and inv in 40; the others differ in the last bits,
// where OpenBLAS's vectorised kernels sum in another order.

// LinAlgError is numpy.linalg.LinAlgError: a matrix the operation cannot
// handle (singular, not positive definite, not square).
type LinAlgError struct{ Msg string }

func (e *LinAlgError) Error() string { return e.Msg }

// dot is the sum of x(k)*y(k) for k < n, accumulated in order.
func dot(n int, x func(int) float64, y func(int) float64) float64 {
	s := 0.0
	for k := range n {
		s += x(k) * y(k)
	}
	return s
}

// luFactor factors the n×n row-major matrix a in place as P·A = L·U with
// partial pivoting (L unit lower triangular below the diagonal, U on and
// above it) as LAPACK's getrf does, and returns the pivot rows (row j was
// swapped with piv[j]) and whether a pivot was exactly zero.
func luFactor(a []float64, n int) (piv []int, singular bool) {
	at := func(i, j int) float64 { return a[i*n+j] }
	piv = make([]int, n)
	for j := range n {
		// Bring column j up to date: the earlier row swaps, then the
		// triangular solve with L for the rows above the diagonal.
		for i := range j {
			if p := piv[i]; p != i {
				a[i*n+j], a[p*n+j] = a[p*n+j], a[i*n+j]
			}
		}
		for i := 1; i < j; i++ {
			a[i*n+j] -= dot(i, func(k int) float64 { return at(i, k) }, func(k int) float64 { return at(k, j) })
		}
		for i := j; i < n; i++ {
			a[i*n+j] -= dot(j, func(k int) float64 { return at(i, k) }, func(k int) float64 { return at(k, j) })
		}
		// The pivot is the first entry of largest magnitude.
		p := j
		for i := j + 1; i < n; i++ {
			if math.Abs(at(i, j)) > math.Abs(at(p, j)) {
				p = i
			}
		}
		piv[j] = p
		pivot := at(p, j)
		if pivot == 0 {
			singular = true
			continue
		}
		if p != j {
			for k := 0; k <= j; k++ {
				a[j*n+k], a[p*n+k] = a[p*n+k], a[j*n+k]
			}
		}
		if math.Abs(pivot) >= 0x1p-1022 {
			r := 1 / pivot
			for i := j + 1; i < n; i++ {
				a[i*n+j] *= r
			}
		} else {
			for i := j + 1; i < n; i++ {
				a[i*n+j] /= pivot
			}
		}
	}
	return piv, singular
}

// luSolve solves A·X = B for the k columns of the row-major n×k matrix b
// in place, given luFactor's factors of A.
func luSolve(lu []float64, piv []int, n int, b []float64, k int) {
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
				if k == 1 {
					b[q*k+c] /= lu[q*n+q]
				} else {
					b[q*k+c] *= 1 / lu[q*n+q]
				}
				x := b[q*k+c]
				for i := range q {
					b[i*k+c] -= x * lu[i*n+q]
				}
			}
		}
	}
}

// squareStack checks that a holds matrices that NumPy's linalg accepts:
// at least two axes, the last two equal. It returns a's elements as
// float64 in row-major order, the matrix size and the number of matrices.
func squareStack(a *Array) (data []float64, n, count int, err error) {
	if a.dtype.IsComplex() {
		return nil, 0, 0, errUnsupportedComplex("numpy.linalg")
	}
	if a.dtype == Float16 {
		return nil, 0, 0, &NoLoopError{Msg: "array type float16 is unsupported in linalg"}
	}
	if a.NDim() < 2 {
		return nil, 0, 0, &LinAlgError{fmt.Sprintf("%d-dimensional array given. Array must be at least two-dimensional", a.NDim())}
	}
	n = a.shape[a.NDim()-1]
	if a.shape[a.NDim()-2] != n {
		return nil, 0, 0, &LinAlgError{"Last 2 dimensions of the array must be square"}
	}
	data = a.AsType(Float64).Float64s()
	if n == 0 {
		return data, 0, 0, nil
	}
	return data, n, len(data) / (n * n), nil
}

// linalgResult is the dtype of numpy.linalg's results for an input of
// dtype dt: float32 stays float32, everything else computes in float64.
func linalgResult(dt DType) DType {
	if dt == Float32 {
		return Float32
	}
	return Float64
}

// Solve is numpy.linalg.solve(a, b): x with a @ x = b, for a square
// matrix (or a stack of them) and b a vector (b.ndim == a.ndim-1) or a
// matrix of right-hand sides.
func Solve(a, b *Array) (*Array, error) {
	if a.dtype.IsComplex() || b.dtype.IsComplex() {
		return solveComplex(a, b)
	}
	data, n, count, err := squareStack(a)
	if err != nil {
		return nil, err
	}
	k, err := solveShapes(a, b, n)
	if err != nil {
		return nil, err
	}
	dt := linalgResult(ResultType(Operand{Array: a}, Operand{Array: b}))
	out := b.AsType(Float64)
	rhs := out.Float64s()
	for m := range count {
		lu := data[m*n*n : (m+1)*n*n]
		piv, singular := luFactor(lu, n)
		if singular {
			return nil, &LinAlgError{"Singular matrix"}
		}
		luSolve(lu, piv, n, rhs[m*n*k:(m+1)*n*k], k)
	}
	return out.AsType(dt), nil
}

// solveShapes checks b against the n×n matrices of a as NumPy's solve
// gufuncs do and returns the number of right-hand sides per matrix.
func solveShapes(a, b *Array, n int) (int, error) {
	vector := b.NDim() == a.NDim()-1
	if vector && b.NDim() == 0 || !vector && b.NDim() != a.NDim() {
		return 0, fmt.Errorf("solve: Input operand 1 does not have enough dimensions (has %d, gufunc core with signature (m,m),(m,n)->(m,n) requires 2)", b.NDim())
	}
	core := 2
	if vector {
		core = 1
	}
	if b.shape[b.NDim()-core] != n {
		sig := "(m,m),(m,n)->(m,n)"
		if vector {
			sig = "(m,m),(m)->(m)"
		}
		return 0, fmt.Errorf("solve%s: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature %s (size %d is different from %d)",
			map[bool]string{true: "1", false: ""}[vector], sig, b.shape[b.NDim()-core], n)
	}
	if !equalInts(a.shape[:a.NDim()-2], b.shape[:b.NDim()-core]) {
		return 0, fmt.Errorf("solve: stacks of matrices of different shapes %s and %s are not supported", formatShapeCompact(a.shape), formatShapeCompact(b.shape))
	}
	k := 1
	if !vector {
		k = b.shape[b.NDim()-1]
	}
	return k, nil
}

// Inv is numpy.linalg.inv(a): the inverse of a square matrix or of each
// matrix of a stack, solved against the identity as NumPy does.
func Inv(a *Array) (*Array, error) {
	if a.dtype.IsComplex() {
		return invComplex(a)
	}
	data, n, count, err := squareStack(a)
	if err != nil {
		return nil, err
	}
	out, err := New(Float64, a.shape)
	if err != nil {
		return nil, err
	}
	inv := out.Float64s()
	for m := range count {
		lu := data[m*n*n : (m+1)*n*n]
		b := inv[m*n*n : (m+1)*n*n]
		for i := range n {
			b[i*n+i] = 1
		}
		piv, singular := luFactor(lu, n)
		if singular {
			return nil, &LinAlgError{"Singular matrix"}
		}
		luSolve(lu, piv, n, b, n)
	}
	return out.AsType(linalgResult(a.dtype)), nil
}

// Det is numpy.linalg.det(a). As NumPy's, it is computed from the LU
// factors as sign · exp(Σ log|u_ii|), which is why det([[1, 2], [3, 4]])
// is -2.0000000000000004; a singular matrix has determinant 0.
func Det(a *Array) (*Array, error) {
	data, n, count, err := squareStack(a)
	if err != nil {
		return nil, err
	}
	out, err := New(Float64, a.shape[:a.NDim()-2])
	if err != nil {
		return nil, err
	}
	dets := out.Float64s()
	if n == 0 {
		for i := range dets {
			dets[i] = 1
		}
	}
	for m := range count {
		lu := data[m*n*n : (m+1)*n*n]
		piv, singular := luFactor(lu, n)
		if singular {
			dets[m] = 0
			continue
		}
		sign, logdet := 1.0, 0.0
		for i, p := range piv {
			if p != i {
				sign = -sign
			}
			d := lu[i*n+i]
			if d < 0 {
				sign = -sign
			}
			logdet += logCR(math.Abs(d))
		}
		dets[m] = sign * expCR(logdet)
	}
	return out.AsType(linalgResult(a.dtype)), nil
}

// Cholesky is numpy.linalg.cholesky(a): the lower triangular L with
// a = L @ L.T, for a symmetric positive definite matrix (only its lower
// triangle is read) or each matrix of a stack.
func Cholesky(a *Array) (*Array, error) {
	data, n, count, err := squareStack(a)
	if err != nil {
		return nil, err
	}
	for m := range count {
		l := data[m*n*n : (m+1)*n*n]
		at := func(i, j int) float64 { return l[i*n+j] }
		for j := range n {
			d := l[j*n+j] - dot(j, func(k int) float64 { return at(j, k) }, func(k int) float64 { return at(j, k) })
			if !(d > 0) {
				return nil, &LinAlgError{"Matrix is not positive definite"}
			}
			d = math.Sqrt(d)
			l[j*n+j] = d
			r := 1 / d
			for i := j + 1; i < n; i++ {
				s := dot(j, func(k int) float64 { return at(i, k) }, func(k int) float64 { return at(j, k) })
				l[i*n+j] = (l[i*n+j] - s) * r
			}
			for k := j + 1; k < n; k++ {
				l[j*n+k] = 0
			}
		}
	}
	out, err := New(Float64, a.shape)
	if err != nil {
		return nil, err
	}
	copy(out.Float64s(), data)
	return out.AsType(linalgResult(a.dtype)), nil
}

func equalInts(x, y []int) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}
