package linalg

import (
	"math"
	"slices"
)

// SVD is the singular value decomposition of the m×n matrix a:
// a = u·diag(s)·vt with the k = min(m, n) singular values s descending,
// u's columns and vt's rows orthonormal. With full, u is m×m and vt n×n
// (NumPy's full_matrices=True); otherwise u is m×k and vt k×n. Without
// vectors, u and vt are nil.
//
// The steps are LAPACK dgesdd's for m >= n (bdsqr.go): Householder
// bidiagonalisation, after a QR factorisation when m >= 11n/6, and the
// QR iteration on the bidiagonal matrix. For n <= 25 that is what
// dgesdd runs, so the singular vectors have LAPACK's signs; for more
// columns dgesdd divides and conquers, and signs can differ. A wide
// matrix (m < n) is decomposed through its transpose, where dgesdd
// bidiagonalises to lower form: its vectors' signs can differ too.
func SVD(a []float64, m, n int, full, vectors bool) (u, s, vt []float64, err error) {
	switch {
	case m < n && !vectors:
		// The singular values of aᵀ.
		return SVD(transpose(a, m, n), n, m, full, false)
	case m < n && n >= m*11/6:
		// dgesdd's LQ path: a = L·Q_lq (dgelqf, the QR factorisation of
		// aᵀ transposed), L's decomposition, vt = vt_L·Q_lq.
		q, r := QR(transpose(a, m, n), n, m, full)
		l := transpose(r[:m*m], m, m)
		for i := range m { // dgesdd zeroes L above the diagonal
			for j := i + 1; j < m; j++ {
				l[i*m+j] = 0
			}
		}
		u, s, vl, err := bidiagonalSVD(l, m, m, false, true)
		if err != nil {
			return nil, nil, nil, err
		}
		qc := len(q) / n // q is n×qc
		rows := m
		if full {
			rows = n
		}
		vt = make([]float64, rows*n)
		for i := range m {
			for j := range n {
				sum := 0.0
				for k := range m {
					sum += vl[i*m+k] * q[j*qc+k]
				}
				vt[i*n+j] = sum
			}
		}
		for i := m; i < rows; i++ {
			for j := range n {
				vt[i*n+j] = q[j*qc+i]
			}
		}
		return u, s, vt, nil
	case m < n:
		return wideSVD(a, m, n, full)
	}
	uCols := n
	if full {
		uCols = m
	}
	if n == 0 {
		if !vectors {
			return nil, []float64{}, nil, nil
		}
		u = make([]float64, m*uCols)
		for i := range uCols {
			u[i*uCols+i] = 1
		}
		return u, []float64{}, []float64{}, nil
	}
	if m >= n*11/6 && m > n {
		// dgesdd's paths for m much larger than n: a = q·r, then r's
		// decomposition, u = q·u_r (and q's other columns with full).
		q, r := QR(a, m, n, full)
		for i := range n { // dgesdd zeroes r below the diagonal
			for j := range i {
				r[i*n+j] = 0
			}
		}
		ur, s, vt, err := bidiagonalSVD(r[:n*n], n, n, false, vectors)
		if err != nil || !vectors {
			return nil, s, nil, err
		}
		qc := len(q) / m
		u = make([]float64, m*uCols)
		for i := range m {
			for j := range n {
				sum := 0.0
				for k := range n {
					sum += q[i*qc+k] * ur[k*n+j]
				}
				u[i*uCols+j] = sum
			}
			for j := n; j < uCols; j++ {
				u[i*uCols+j] = q[i*qc+j]
			}
		}
		return u, s, vt, nil
	}
	return bidiagonalSVD(a, m, n, full, vectors)
}

// bidiag is dgebd2's bidiagonalisation of an m×n matrix, m >= n:
// a = Q·B·Pᵀ with B upper bidiagonal (diagonal d, superdiagonal e),
// Q = H(0)···H(n-1) and P = G(0)···G(n-2), the reflectors' vectors kept
// in w below the diagonal (H) and right of the superdiagonal (G).
type bidiag struct {
	w          []float64
	m, n       int
	d, e       []float64
	tauq, taup []float64
}

func bidiagonalize(a []float64, m, n int) *bidiag {
	b := &bidiag{w: slices.Clone(a), m: m, n: n, d: make([]float64, n), e: make([]float64, max(n-1, 0)),
		tauq: make([]float64, n), taup: make([]float64, n)}
	w := b.w
	col := make([]float64, m)
	for i := range n {
		// H(i) annihilates a[i+1:, i].
		for r := i; r < m; r++ {
			col[r] = w[r*n+i]
		}
		beta, tau := lapackReflector(col[i], col[i+1:m])
		col[i] = 1
		for r := i + 1; r < m; r++ {
			w[r*n+i] = col[r]
		}
		b.d[i], b.tauq[i] = beta, tau
		if tau != 0 {
			for c := i + 1; c < n; c++ { // dlarf from the left
				sum := 0.0
				for r := i; r < m; r++ {
					sum += w[r*n+c] * col[r]
				}
				sum *= tau
				for r := i; r < m; r++ {
					w[r*n+c] -= sum * col[r]
				}
			}
		}
		if i >= n-1 {
			continue
		}
		// G(i) annihilates a[i, i+2:].
		row := w[i*n+i+1 : i*n+n]
		beta, tau = lapackReflector(row[0], row[1:])
		row[0] = 1
		b.e[i], b.taup[i] = beta, tau
		if tau != 0 {
			for r := i + 1; r < m; r++ { // dlarf from the right
				x := w[r*n+i+1 : r*n+n]
				sum := 0.0
				for k := range x {
					sum += x[k] * row[k]
				}
				sum *= tau
				for k := range x {
					x[k] -= sum * row[k]
				}
			}
		}
		row[0] = beta
	}
	return b
}

// applyQ replaces the m×c matrix x by Q·x (dormbr('Q', 'L', 'N')).
func (b *bidiag) applyQ(x []float64, c int) {
	m, n := b.m, b.n
	v := make([]float64, m)
	for i := n - 1; i >= 0; i-- {
		if b.tauq[i] == 0 {
			continue
		}
		v[i] = 1
		for r := i + 1; r < m; r++ {
			v[r] = b.w[r*n+i]
		}
		for col := range c {
			sum := 0.0
			for r := i; r < m; r++ {
				sum += x[r*c+col] * v[r]
			}
			sum *= b.tauq[i]
			for r := i; r < m; r++ {
				x[r*c+col] -= sum * v[r]
			}
		}
	}
}

// applyPt replaces the r×n matrix x by x·Pᵀ = x·G(n-2)···G(0)
// (dormbr('P', 'R', 'T')); G(i) acts on columns i+1.. with
// v = (1, w[i, i+2:]).
func (b *bidiag) applyPt(x []float64, r int) {
	n := b.n
	g := make([]float64, n)
	for i := n - 2; i >= 0; i-- {
		if b.taup[i] == 0 {
			continue
		}
		v := g[:n-i-1]
		v[0] = 1
		copy(v[1:], b.w[i*n+i+2:i*n+n])
		for row := range r {
			y := x[row*n+i+1 : row*n+n]
			sum := 0.0
			for k := range y {
				sum += y[k] * v[k]
			}
			sum *= b.taup[i]
			for k := range y {
				y[k] -= sum * v[k]
			}
		}
	}
}

// bidiagonalSVD is dgesdd's path for m >= n not much larger: dgebd2's
// bidiagonalisation a = Q·B·Pᵀ, B's decomposition by bidiagonalQR, then
// u = Q·[u_B 0; 0 I] and vt = vt_B·Pᵀ (dormbr).
func bidiagonalSVD(a []float64, m, n int, full, vectors bool) (u, s, vt []float64, err error) {
	b := bidiagonalize(a, m, n)
	if !vectors {
		if err := bidiagonalQR(b.d, b.e, nil, 0, nil, 0); err != nil {
			return nil, nil, nil, err
		}
		return nil, b.d, nil, nil
	}
	ub := identity(n)
	vt = identity(n)
	if n == 1 {
		// dbdsdc's 1×1 case puts the sign in u, not in vt as dbdsqr
		// would.
		ub[0] = math.Copysign(1, b.d[0])
		b.d[0] = math.Abs(b.d[0])
	} else if err := bidiagonalQR(b.d, b.e, vt, n, ub, n); err != nil {
		return nil, nil, nil, err
	}
	uCols := n
	if full {
		uCols = m
	}
	u = make([]float64, m*uCols)
	for i := range n {
		copy(u[i*uCols:i*uCols+n], ub[i*n:(i+1)*n])
	}
	for i := n; i < uCols; i++ {
		u[i*uCols+i] = 1
	}
	b.applyQ(u, uCols)
	b.applyPt(vt, n)
	return u, b.d, vt, nil
}

// wideSVD is dgesdd's path for m < n not much smaller (5t): dgebd2 of
// a wide matrix gives a lower bidiagonal B, the same reflectors as the
// bidiagonalisation of aᵀ with their roles exchanged; dbdsdc turns B
// upper by rotations from the left, decomposes it, and undoes the
// rotations on u.
func wideSVD(a []float64, m, n int, full bool) (u, s, vt []float64, err error) {
	b := bidiagonalize(transpose(a, m, n), n, m) // B(aᵀ) = Bᵀ
	d, e := b.d, b.e
	cs := make([]float64, m)
	sn := make([]float64, m)
	for i := 0; i < m-1; i++ {
		c, s, r := lartg(d[i], e[i])
		d[i] = r
		e[i] = s * d[i+1]
		d[i+1] = c * d[i+1]
		cs[i], sn[i] = c, -s
	}
	ub := identity(m)
	vb := identity(m)
	if err := bidiagonalQR(d, e, vb, m, ub, m); err != nil {
		return nil, nil, nil, err
	}
	// dlasr('L', 'V', 'B'): the rotations' transposes, last first.
	for j := m - 2; j >= 0; j-- {
		c, s := cs[j], sn[j]
		if c == 1 && s == 0 {
			continue
		}
		r0, r1 := ub[j*m:(j+1)*m], ub[(j+1)*m:(j+2)*m]
		for k := range r0 {
			t := r1[k]
			r1[k] = c*t - s*r0[k]
			r0[k] = s*t + c*r0[k]
		}
	}
	// u = Q_a·u_B, Q_a being aᵀ's P: (u_Bᵀ·P_aᵀᵀ)ᵀ.
	ut := transpose(ub, m, m)
	b.applyPt(ut, m)
	u = transpose(ut, m, m)
	// vt = [vt_B 0; 0 I]·P_aᵀ with P_a aᵀ's Q: its transpose is
	// Q·[vt_Bᵀ 0; 0 I].
	rows := m
	if full {
		rows = n
	}
	x := make([]float64, n*rows) // n×rows
	for i := range m {
		for j := range m {
			x[i*rows+j] = vb[j*m+i]
		}
	}
	for i := m; i < rows; i++ {
		x[i*rows+i] = 1
	}
	b.applyQ(x, rows)
	return u, d, transpose(x, n, rows), nil
}

func identity(n int) []float64 {
	m := make([]float64, n*n)
	for i := range n {
		m[i*n+i] = 1
	}
	return m
}
