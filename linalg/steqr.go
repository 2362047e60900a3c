package linalg

import "math"

// This file is the symmetric eigen-decomposition LAPACK's dsyevd
// computes for a matrix of at most 25 rows (where its divide and conquer
// hands the tridiagonal matrix to dsteqr), with uplo 'L' as NumPy's eigh
// calls it: dsytd2's Householder tridiagonalisation from the lower
// triangle, dsteqr's implicit QL or QR iteration (QL when the block's
// bottom diagonal entry is the larger, QR otherwise) with dlaev2 for 2×2
// blocks, dormtr's back-transformation and the selection sort. Following
// LAPACK's steps gives its eigenvectors' signs. dsteqr's scaling of
// blocks with entries near overflow or underflow is left out. Written
// from the reference Fortran (BSD licence).

// laev2 is dlaev2: the eigen-decomposition of [[a, b], [b, c]], rt1 of
// larger magnitude, (cs1, sn1) its unit eigenvector.
func laev2(a, b, c float64) (rt1, rt2, cs1, sn1 float64) {
	sm := a + c
	df := a - c
	adf := math.Abs(df)
	tb := b + b
	ab := math.Abs(tb)
	acmx, acmn := a, c
	if math.Abs(a) <= math.Abs(c) {
		acmx, acmn = c, a
	}
	var rt float64
	switch {
	case adf > ab:
		rt = adf * math.Sqrt(1+(ab/adf)*(ab/adf))
	case adf < ab:
		rt = ab * math.Sqrt(1+(adf/ab)*(adf/ab))
	default:
		rt = ab * math.Sqrt2
	}
	var sgn1 float64
	switch {
	case sm < 0:
		rt1 = 0.5 * (sm - rt)
		sgn1 = -1
		rt2 = (acmx/rt1)*acmn - (b/rt1)*b
	case sm > 0:
		rt1 = 0.5 * (sm + rt)
		sgn1 = 1
		rt2 = (acmx/rt1)*acmn - (b/rt1)*b
	default:
		rt1 = 0.5 * rt
		rt2 = -0.5 * rt
		sgn1 = 1
	}
	var cs, sgn2 float64
	if df >= 0 {
		cs, sgn2 = df+rt, 1
	} else {
		cs, sgn2 = df-rt, -1
	}
	if math.Abs(cs) > ab {
		ct := -tb / cs
		sn1 = 1 / math.Sqrt(1+ct*ct)
		cs1 = ct * sn1
	} else if ab == 0 {
		cs1, sn1 = 1, 0
	} else {
		tn := -cs / tb
		cs1 = 1 / math.Sqrt(1+tn*tn)
		sn1 = tn * cs1
	}
	if sgn1 == sgn2 {
		cs1, sn1 = -sn1, cs1
	}
	return rt1, rt2, cs1, sn1
}

// tridiagonalizeLower is dsytd2 with uplo 'L' on the symmetric n×n
// matrix a (a full copy, both triangles kept up to date): diagonal d,
// subdiagonal e, and the reflectors H(i) = I - tau[i]·v·vᵀ, v = (1,
// a[i+2:, i]) acting on rows i+1.., left in a and tau.
func tridiagonalizeLower(a []float64, n int) (d, e, tau []float64) {
	d = make([]float64, n)
	e = make([]float64, max(n-1, 0))
	tau = make([]float64, max(n-1, 0))
	v := make([]float64, n)
	y := make([]float64, n)
	for i := 0; i < n-1; i++ {
		k := n - i - 1 // the reflector's length
		for r := range k {
			v[r] = a[(i+1+r)*n+i]
		}
		beta, t := lapackReflector(v[0], v[1:k])
		e[i] = beta
		for r := 1; r < k; r++ {
			a[(i+1+r)*n+i] = v[r]
		}
		v[0] = 1
		if t != 0 {
			// y = t·A22·v; w = y - (t/2)(yᵀv)·v; A22 -= v·wᵀ + w·vᵀ.
			for r := range k {
				s := 0.0
				row := a[(i+1+r)*n+i+1 : (i+1+r)*n+n]
				for c := range k {
					s += row[c] * v[c]
				}
				y[r] = t * s
			}
			dot := 0.0
			for r := range k {
				dot += y[r] * v[r]
			}
			alpha := -0.5 * t * dot
			for r := range k {
				y[r] += alpha * v[r]
			}
			for r := range k {
				row := a[(i+1+r)*n+i+1 : (i+1+r)*n+n]
				for c := range k {
					row[c] -= v[r]*y[c] + y[r]*v[c]
				}
			}
		}
		d[i] = a[i*n+i]
		tau[i] = t
	}
	if n > 0 {
		d[n-1] = a[(n-1)*n+n-1]
	}
	return d, e, tau
}

// steqr is dsteqr: the eigenvalues of the symmetric tridiagonal (d, e),
// left in d in ascending order, and with z (n×n, row-major, the
// identity on entry) the rotations applied to its columns.
func steqr(d, e []float64, z []float64) error {
	n := len(d)
	if n <= 1 {
		return nil
	}
	const maxit = 30
	eps := lapackEps
	eps2 := eps * eps
	safmin := 0x1p-1022
	D := func(i int) *float64 { return &d[i-1] }
	E := func(i int) *float64 { return &e[i-1] }
	cw := make([]float64, n) // WORK(i), i from 1
	sw := make([]float64, n) // WORK(N-1+i)
	// lasr applies the rotations (cw[j], sw[j]) for j = first..first+mm-2
	// to z's columns first..first+mm-1 (dlasr('R', 'V', dir)).
	lasr := func(forward bool, first, mm int) {
		if z == nil {
			return
		}
		apply := func(j int) { // columns first+j-1 and first+j (1-based)
			ct, st := cw[first+j-1], sw[first+j-1]
			if ct == 1 && st == 0 {
				return
			}
			c0, c1 := first+j-2, first+j-1 // 0-based
			for r := range n {
				t := z[r*n+c1]
				z[r*n+c1] = ct*t - st*z[r*n+c0]
				z[r*n+c0] = st*t + ct*z[r*n+c0]
			}
		}
		if forward {
			for j := 1; j <= mm-1; j++ {
				apply(j)
			}
		} else {
			for j := mm - 1; j >= 1; j-- {
				apply(j)
			}
		}
	}
	nmaxit := n * maxit
	jtot := 0
	l1 := 1
	nm1 := n - 1
	for l1 <= n {
		if l1 > 1 {
			*E(l1 - 1) = 0
		}
		m := n
		for mm := l1; mm <= nm1; mm++ {
			tst := math.Abs(*E(mm))
			if tst == 0 {
				m = mm
				break
			}
			if tst <= (math.Sqrt(math.Abs(*D(mm)))*math.Sqrt(math.Abs(*D(mm + 1))))*eps {
				*E(mm) = 0
				m = mm
				break
			}
		}
		l := l1
		lsv := l
		lend := m
		lendsv := lend
		l1 = m + 1
		if lend == l {
			continue
		}
		anorm := 0.0
		for i := l; i <= lend; i++ {
			anorm = math.Max(anorm, math.Abs(*D(i)))
		}
		for i := l; i < lend; i++ {
			anorm = math.Max(anorm, math.Abs(*E(i)))
		}
		if anorm == 0 {
			continue
		}
		if math.Abs(*D(lend)) < math.Abs(*D(l)) {
			lend, l = lsv, lendsv
		}
		if lend > l {
			// QL iteration.
			for l <= lend {
				m = lend
				for mm := l; mm <= lend-1; mm++ {
					tst := math.Abs(*E(mm)) * math.Abs(*E(mm))
					if tst <= (eps2*math.Abs(*D(mm)))*math.Abs(*D(mm + 1))+safmin {
						m = mm
						break
					}
				}
				if m < lend {
					*E(m) = 0
				}
				p := *D(l)
				if m == l {
					*D(l) = p
					l++
					continue
				}
				if m == l+1 {
					rt1, rt2, c, s := laev2(*D(l), *E(l), *D(l + 1))
					cw[l], sw[l] = c, s
					lasr(false, l, 2)
					*D(l), *D(l + 1) = rt1, rt2
					*E(l) = 0
					l += 2
					continue
				}
				if jtot == nmaxit {
					break
				}
				jtot++
				g := (*D(l + 1) - p) / (2 * *E(l))
				r := lapy2(g, 1)
				g = *D(m) - p + (*E(l) / (g + sign(r, g)))
				s, c := 1.0, 1.0
				p = 0
				for i := m - 1; i >= l; i-- {
					f := s * *E(i)
					b := c * *E(i)
					c, s, r = lartg(g, f)
					if i != m-1 {
						*E(i + 1) = r
					}
					g = *D(i + 1) - p
					r = (*D(i)-g)*s + 2*c*b
					p = s * r
					*D(i + 1) = g + p
					g = c*r - b
					cw[i], sw[i] = c, -s
				}
				lasr(false, l, m-l+1)
				*D(l) -= p
				*E(l) = g
			}
		} else {
			// QR iteration.
			for l >= lend {
				m = lend
				for mm := l; mm >= lend+1; mm-- {
					tst := math.Abs(*E(mm - 1)) * math.Abs(*E(mm - 1))
					if tst <= (eps2*math.Abs(*D(mm)))*math.Abs(*D(mm - 1))+safmin {
						m = mm
						break
					}
				}
				if m > lend {
					*E(m - 1) = 0
				}
				p := *D(l)
				if m == l {
					*D(l) = p
					l--
					continue
				}
				if m == l-1 {
					rt1, rt2, c, s := laev2(*D(l - 1), *E(l - 1), *D(l))
					cw[m], sw[m] = c, s
					lasr(true, l-1, 2)
					*D(l - 1), *D(l) = rt1, rt2
					*E(l - 1) = 0
					l -= 2
					continue
				}
				if jtot == nmaxit {
					break
				}
				jtot++
				g := (*D(l - 1) - p) / (2 * *E(l - 1))
				r := lapy2(g, 1)
				g = *D(m) - p + (*E(l - 1) / (g + sign(r, g)))
				s, c := 1.0, 1.0
				p = 0
				for i := m; i <= l-1; i++ {
					f := s * *E(i)
					b := c * *E(i)
					c, s, r = lartg(g, f)
					if i != m {
						*E(i - 1) = r
					}
					g = *D(i) - p
					r = (*D(i + 1)-g)*s + 2*c*b
					p = s * r
					*D(i) = g + p
					g = c*r - b
					cw[i], sw[i] = c, s
				}
				lasr(true, m, l-m+1)
				*D(l) -= p
				*E(l - 1) = g
			}
		}
		if jtot >= nmaxit {
			for i := 1; i <= n-1; i++ {
				if *E(i) != 0 {
					return ErrNoConvergence
				}
			}
			break
		}
	}
	// Selection sort, one swap per position.
	for ii := 2; ii <= n; ii++ {
		i, k, p := ii-1, ii-1, *D(ii - 1)
		for j := ii; j <= n; j++ {
			if *D(j) < p {
				k, p = j, *D(j)
			}
		}
		if k != i {
			*D(k) = *D(i)
			*D(i) = p
			if z != nil {
				for r := range n {
					z[r*n+i-1], z[r*n+k-1] = z[r*n+k-1], z[r*n+i-1]
				}
			}
		}
	}
	return nil
}
