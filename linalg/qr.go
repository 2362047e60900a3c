package linalg

import "math"

// householder computes LAPACK's elementary reflector (dlarfg) for the
// vector (alpha, x...): H = I - tau·v·vᵀ with v = (1, x/(alpha-beta))
// maps it to (beta, 0...), beta = -sign(alpha)·‖(alpha, x)‖. It scales x
// in place to v's tail and returns beta and tau (tau = 0, H = I, when x
// is already zero).
func householder(alpha float64, x []float64) (beta, tau float64) {
	xnorm := norm2(x)
	if xnorm == 0 {
		return alpha, 0
	}
	beta = -math.Copysign(math.Hypot(alpha, xnorm), alpha)
	tau = (beta - alpha) / beta
	scale := 1 / (alpha - beta)
	for i := range x {
		x[i] *= scale
	}
	return beta, tau
}

// norm2 is the Euclidean norm of x, scaled against overflow as dnrm2.
func norm2(x []float64) float64 {
	scale, ssq := 0.0, 1.0
	for _, v := range x {
		if v == 0 {
			continue
		}
		a := math.Abs(v)
		if scale < a {
			ssq = 1 + ssq*(scale/a)*(scale/a)
			scale = a
		} else {
			ssq += (a / scale) * (a / scale)
		}
	}
	return scale * math.Sqrt(ssq)
}

// QR is the Householder QR factorisation of the m×n matrix a, as
// LAPACK's dgeqrf then dorgqr: a = q·r with q's columns orthonormal and
// r upper triangular. With complete, q is m×m and r m×n; otherwise, with
// k = min(m, n), q is m×k and r k×n (NumPy's 'reduced' mode).
func QR(a []float64, m, n int, complete bool) (q, r []float64) {
	k := min(m, n)
	// w holds a transposed (column j at w[j*m:]), so that each reflector
	// works on contiguous memory; the reflectors' tails replace the
	// columns below the diagonal.
	w := transpose(a, m, n)
	tau := make([]float64, k)
	for j := range k {
		col := w[j*m : (j+1)*m]
		beta, t := householder(col[j], col[j+1:])
		col[j] = beta
		tau[j] = t
		if t == 0 {
			continue
		}
		// Apply H = I - t·v·vᵀ (v = (1, col[j+1:])) to the columns right
		// of j.
		for c := j + 1; c < n; c++ {
			other := w[c*m : (c+1)*m]
			s := other[j]
			for i := j + 1; i < m; i++ {
				s += col[i] * other[i]
			}
			s *= t
			other[j] -= s
			for i := j + 1; i < m; i++ {
				other[i] -= s * col[i]
			}
		}
	}
	qCols, rRows := k, k
	if complete {
		qCols, rRows = m, m
	}
	r = make([]float64, rRows*n)
	for i := range min(rRows, m) {
		for j := i; j < n; j++ {
			r[i*n+j] = w[j*m+i]
		}
	}
	// q = H(0)·H(1)···H(k-1) applied to the first qCols columns of the
	// identity, accumulated from the last reflector backwards (dorg2r).
	qt := make([]float64, qCols*m) // q transposed: column c at qt[c*m:]
	for c := range qCols {
		qt[c*m+c] = 1
	}
	for j := k - 1; j >= 0; j-- {
		t := tau[j]
		if t == 0 {
			continue
		}
		v := w[j*m : (j+1)*m]
		for c := range qCols {
			col := qt[c*m : (c+1)*m]
			s := col[j]
			for i := j + 1; i < m; i++ {
				s += v[i] * col[i]
			}
			s *= t
			if s == 0 {
				continue
			}
			col[j] -= s
			for i := j + 1; i < m; i++ {
				col[i] -= s * v[i]
			}
		}
	}
	return transpose(qt, qCols, m), r
}

// transpose returns the n×m transpose of the m×n matrix a.
func transpose(a []float64, m, n int) []float64 {
	t := make([]float64, m*n)
	for i := range m {
		for j := range n {
			t[j*m+i] = a[i*n+j]
		}
	}
	return t
}
