package linalg

// Lstsq is the least-squares solution of a·x = b for the m×n matrix a
// and the m×nrhs matrix b, as LAPACK's dgelsd (what numpy.linalg.lstsq
// calls): x = V·diag(1/s)·Uᵀ·b over the singular values s[i] greater than
// rcond·s[0] (rcond < 0 means machine epsilon, as gelsd's), the others
// treated as zero, which gives the solution of minimum norm. It returns
// x (n×nrhs), the effective rank and a's singular values.
func Lstsq(a []float64, m, n int, b []float64, nrhs int, rcond float64) (x []float64, rank int, s []float64, err error) {
	u, s, vt, err := SVD(a, m, n, false, true)
	if err != nil {
		return nil, 0, nil, err
	}
	k := min(m, n)
	if rcond < 0 {
		rcond = 0x1p-52
	}
	for i := range k {
		if s[i] > rcond*s[0] {
			rank++
		}
	}
	// c = diag(1/s)·Uᵀ·b over the first rank singular values, then
	// x = V·c.
	c := make([]float64, rank*nrhs)
	for i := range rank {
		for j := range nrhs {
			sum := 0.0
			for r := range m {
				sum += u[r*k+i] * b[r*nrhs+j]
			}
			c[i*nrhs+j] = sum / s[i]
		}
	}
	x = make([]float64, n*nrhs)
	for r := range n {
		for j := range nrhs {
			sum := 0.0
			for i := range rank {
				sum += vt[i*n+r] * c[i*nrhs+j]
			}
			x[r*nrhs+j] = sum
		}
	}
	return x, rank, s, nil
}

// Pinv is the Moore–Penrose pseudo-inverse (n×m) of the m×n matrix a as
// numpy.linalg.pinv computes it: from the reduced SVD, the reciprocals of
// the singular values greater than rcond times the largest, the others
// zero, then vᵀ·diag(1/s)·uᵀ.
func Pinv(a []float64, m, n int, rcond float64) ([]float64, error) {
	u, s, vt, err := SVD(a, m, n, false, true)
	if err != nil {
		return nil, err
	}
	k := min(m, n)
	inv := make([]float64, k)
	if k > 0 {
		cutoff := rcond * s[0]
		for i := range k {
			if s[i] > cutoff {
				inv[i] = 1 / s[i]
			}
		}
	}
	p := make([]float64, n*m)
	for r := range n {
		for c := range m {
			sum := 0.0
			for i := range k {
				sum += vt[i*n+r] * (inv[i] * u[c*k+i])
			}
			p[r*m+c] = sum
		}
	}
	return p, nil
}

// MatrixRank is numpy.linalg.matrix_rank of the m×n matrix a: the
// number of singular values greater than tol, or with tol < 0 than
// max(s)·max(m, n)·eps, NumPy's default.
func MatrixRank(a []float64, m, n int, tol float64) (int, error) {
	_, s, _, err := SVD(a, m, n, false, false)
	if err != nil {
		return 0, err
	}
	if len(s) == 0 {
		return 0, nil
	}
	if tol < 0 {
		tol = s[0] * float64(max(m, n)) * 0x1p-52
	}
	rank := 0
	for _, v := range s {
		if v > tol {
			rank++
		}
	}
	return rank, nil
}
