package ndarray

import (
	"math"
)

// This file is np.linalg.eig of a real matrix: dgeev with right
// eigenvectors, following the LAPACK 3.10 routines it calls, so that the
// vectors come out with LAPACK's signs and phases, not only spanning the
// right spaces: dgebal, dgehd2, dorghr (Q from the reflectors), dlahqr
// with the Schur form and vectors (hqr with z), dtrevc3's
// back-substitution on the Schur form and back-transformation, dgebak,
// and dgeev's normalisation (unit norm; a complex vector turned by
// dlartg so that its largest component is real, with the sign that
// component had). Values agree with NumPy's to rounding: OpenBLAS's
// kernels sum in their own orders, and dtrevc3's scaling against
// overflow is left out (it changes a vector's length, never its
// direction). From 75 rows LAPACK uses its multishift QR (dlaqr0), whose
// Schur vectors can differ from these by signs.

// GeneralEig is dgeev's eigenvalues and right eigenvectors of the real
// n×n row-major matrix a: w in LAPACK's order (complex conjugate pairs,
// positive imaginary part first) and the n×n row-major matrix whose
// column j is w[j]'s eigenvector, as numpy.linalg.eig returns them. The
// caller checks that a is finite.
func GeneralEig(a []float64, n int) (w, v []complex128, err error) {
	ld := n + 1
	h := make([]float64, ld*ld)
	for i := range n {
		copy(h[(i+1)*ld+1:(i+2)*ld], a[i*n:(i+1)*n])
	}
	wr := make([]float64, n+1)
	wi := make([]float64, n+1)
	zm := lapackMatrix{make([]float64, ld*ld), ld}
	if n > 0 {
		m := lapackMatrix{h, ld}
		ilo, ihi, scale := m.balance(n)
		taus := m.hessenberg(n, ilo, ihi)
		m.orghr(zm, n, ilo, ihi, taus)
		for i := 1; i < ilo; i++ {
			wr[i] = m.at(i, i)
		}
		for i := ihi + 1; i <= n; i++ {
			wr[i] = m.at(i, i)
		}
		if err := m.hqr(ilo, ihi, wr, wi, &zm); err != nil {
			return nil, nil, err
		}
		// Below the subdiagonal m held the reflectors; T is zero there.
		for i := 1; i <= n; i++ {
			for j := 1; j < i-1; j++ {
				m.set(i, j, 0)
			}
		}
		m.trevc(zm, n)
		zm.gebak(n, ilo, ihi, scale)
		zm.normalizeEigenvectors(n, wi)
	}
	w = make([]complex128, n)
	v = make([]complex128, n*n)
	for j := 1; j <= n; j++ {
		w[j-1] = complex(wr[j], wi[j])
	}
	for j := 1; j <= n; j++ {
		switch {
		case wi[j] == 0:
			for i := 1; i <= n; i++ {
				v[(i-1)*n+j-1] = complex(zm.at(i, j), 0)
			}
		case wi[j] > 0 && j < n:
			// Columns j and j+1 are the real and imaginary parts of the
			// vector of w[j]; w[j+1] has its conjugate.
			for i := 1; i <= n; i++ {
				re, im := zm.at(i, j), zm.at(i, j+1)
				v[(i-1)*n+j-1] = complex(re, im)
				v[(i-1)*n+j] = complex(re, -im)
			}
			j++
		}
	}
	return w, v, nil
}

// orghr is dorghr: z becomes the orthogonal matrix Q = H(ilo) ...
// H(ihi-1) of the reflectors hessenberg left in m (the identity outside
// rows and columns ilo+1..ihi).
func (m lapackMatrix) orghr(z lapackMatrix, n, ilo, ihi int, taus []float64) {
	for i := 1; i <= n; i++ {
		z.set(i, i, 1)
	}
	// Applied from the left in reverse order, as dorg2r builds Q.
	for i := ihi - 1; i >= ilo; i-- {
		tau := taus[i]
		if tau == 0 {
			continue
		}
		// v is 1 at row i+1, m(r, i) at rows i+2..ihi.
		vr := func(r int) float64 {
			if r == i+1 {
				return 1
			}
			return m.at(r, i)
		}
		for c := i + 1; c <= ihi; c++ {
			s := 0.0
			for r := i + 1; r <= ihi; r++ {
				s += vr(r) * z.at(r, c)
			}
			s *= tau
			for r := i + 1; r <= ihi; r++ {
				z.set(r, c, z.at(r, c)-s*vr(r))
			}
		}
	}
}

// trevc is dtrevc3('R', 'B') on the real Schur form in m: each
// eigenvector x of T (x(ki) = 1, or for a complex pair at ki-1, ki the
// start dtrevc3 gives it), found by back-substitution, is
// back-transformed into z's column (z becomes Z x) and scaled so that
// its largest component has magnitude 1 (for a pair, the largest
// |re| + |im|).
func (m lapackMatrix) trevc(z lapackMatrix, n int) {
	t := m.at
	ulp := lapackPrec
	smlnum := lapackSafMin * (float64(n) / ulp)
	xr := make([]float64, n+1)
	xi := make([]float64, n+1)
	col := make([]float64, n+1)
	coli := make([]float64, n+1)
	for ki := n; ki >= 1; ki-- {
		if ki > 1 && t(ki, ki-1) != 0 {
			// A complex pair at ki-1, ki: the vector of wr + i wi.
			wr := t(ki, ki)
			wi := math.Sqrt(math.Abs(t(ki, ki-1))) * math.Sqrt(math.Abs(t(ki-1, ki)))
			// smin bounds the pivots of the back-substitution away from
			// zero, as dlaln2 does with the SMIN dtrevc3 passes it.
			smin := max(ulp*(math.Abs(wr)+math.Abs(wi)), smlnum)
			for k := range xr {
				xr[k], xi[k] = 0, 0
			}
			if math.Abs(t(ki-1, ki)) >= math.Abs(t(ki, ki-1)) {
				xr[ki-1] = 1
				xi[ki] = wi / t(ki-1, ki)
			} else {
				xr[ki-1] = -wi / t(ki, ki-1)
				xi[ki] = 1
			}
			for k := 1; k <= ki-2; k++ {
				xr[k] = -xr[ki-1] * t(k, ki-1)
				xi[k] = -xi[ki] * t(k, ki)
			}
			m.backSolve(ki-2, complex(wr, wi), xr, xi, smin)
			for i := 1; i <= n; i++ {
				re, im := 0.0, 0.0
				for k := 1; k <= ki-2; k++ {
					re += z.at(i, k) * xr[k]
					im += z.at(i, k) * xi[k]
				}
				col[i] = re + xr[ki-1]*z.at(i, ki-1)
				coli[i] = im + xi[ki]*z.at(i, ki)
			}
			emax := 0.0
			for i := 1; i <= n; i++ {
				emax = max(emax, math.Abs(col[i])+math.Abs(coli[i]))
			}
			for i := 1; i <= n; i++ {
				z.set(i, ki-1, col[i]/emax)
				z.set(i, ki, coli[i]/emax)
			}
			ki--
			continue
		}
		wr := t(ki, ki)
		smin := max(ulp*math.Abs(wr), smlnum)
		for k := range xr {
			xr[k], xi[k] = 0, 0
		}
		xr[ki] = 1
		for k := 1; k < ki; k++ {
			xr[k] = -t(k, ki)
		}
		m.backSolve(ki-1, complex(wr, 0), xr, xi, smin)
		emax := 0.0
		for i := 1; i <= n; i++ {
			s := 0.0
			for k := 1; k < ki; k++ {
				s += z.at(i, k) * xr[k]
			}
			col[i] = s + xr[ki]*z.at(i, ki)
			emax = max(emax, math.Abs(col[i]))
		}
		for i := 1; i <= n; i++ {
			z.set(i, ki, col[i]/emax)
		}
	}
}

// backSolve solves (T(1:j, 1:j) - λ I) x = rhs by back-substitution over
// T's 1x1 and 2x2 diagonal blocks, the real and imaginary parts of rhs
// and x in xr and xi (xi zero for a real λ), each pivot at least smin in
// magnitude.
func (m lapackMatrix) backSolve(j int, lambda complex128, xr, xi []float64, smin float64) {
	t := m.at
	for j >= 1 {
		if j > 1 && t(j, j-1) != 0 {
			// A 2x2 block at j-1, j: Cramer's rule in complex arithmetic.
			a11 := complex(t(j-1, j-1), 0) - lambda
			a12 := complex(t(j-1, j), 0)
			a21 := complex(t(j, j-1), 0)
			a22 := complex(t(j, j), 0) - lambda
			det := a11*a22 - a12*a21
			if abs := math.Hypot(real(det), imag(det)); abs < smin {
				det = complex(smin, 0)
			}
			b1 := complex(xr[j-1], xi[j-1])
			b2 := complex(xr[j], xi[j])
			x1 := (b1*a22 - a12*b2) / det
			x2 := (a11*b2 - a21*b1) / det
			xr[j-1], xi[j-1] = real(x1), imag(x1)
			xr[j], xi[j] = real(x2), imag(x2)
			for k := 1; k <= j-2; k++ {
				u := x1*complex(t(k, j-1), 0) + x2*complex(t(k, j), 0)
				xr[k] -= real(u)
				xi[k] -= imag(u)
			}
			j -= 2
			continue
		}
		d := complex(t(j, j), 0) - lambda
		if math.Hypot(real(d), imag(d)) < smin {
			d = complex(smin, 0)
		}
		x := complex(xr[j], xi[j]) / d
		xr[j], xi[j] = real(x), imag(x)
		for k := 1; k < j; k++ {
			u := x * complex(t(k, j), 0)
			xr[k] -= real(u)
			xi[k] -= imag(u)
		}
		j--
	}
}

// gebak is dgebak('B', 'R'): the eigenvectors (rows of z) of the balanced
// matrix back to the original's: rows ilo..ihi scaled by dgebal's
// factors, then the rows outside exchanged back.
func (z lapackMatrix) gebak(n, ilo, ihi int, scale []float64) {
	if ilo != ihi {
		for i := ilo; i <= ihi; i++ {
			for j := 1; j <= n; j++ {
				z.set(i, j, z.at(i, j)*scale[i])
			}
		}
	}
	for ii := 1; ii <= n; ii++ {
		i := ii
		if i >= ilo && i <= ihi {
			continue
		}
		if i < ilo {
			i = ilo - ii
		}
		k := int(scale[i])
		if k != i {
			z.swapRows(i, k, 1, n)
		}
	}
}

// normalizeEigenvectors is dgeev's last step: each real vector scaled to
// unit norm; each complex pair of columns (real and imaginary parts)
// scaled to unit norm and rotated (dlartg, drot) so that its largest
// component is real and keeps the sign of its real part.
func (z lapackMatrix) normalizeEigenvectors(n int, wi []float64) {
	column := func(j int) []float64 {
		c := make([]float64, n)
		for i := range c {
			c[i] = z.at(i+1, j)
		}
		return c
	}
	for j := 1; j <= n; j++ {
		switch {
		case wi[j] == 0:
			scl := 1 / nrm2(column(j))
			for i := 1; i <= n; i++ {
				z.set(i, j, z.at(i, j)*scl)
			}
		case wi[j] > 0 && j < n:
			scl := 1 / lapy2(nrm2(column(j)), nrm2(column(j+1)))
			k, best := 1, -1.0
			for i := 1; i <= n; i++ {
				z.set(i, j, z.at(i, j)*scl)
				z.set(i, j+1, z.at(i, j+1)*scl)
				if s := z.at(i, j)*z.at(i, j) + z.at(i, j+1)*z.at(i, j+1); s > best {
					k, best = i, s
				}
			}
			cs, sn := lartg(z.at(k, j), z.at(k, j+1))
			for i := 1; i <= n; i++ {
				x, y := z.at(i, j), z.at(i, j+1)
				z.set(i, j, cs*x+sn*y)
				z.set(i, j+1, cs*y-sn*x)
			}
			z.set(k, j+1, 0)
			j++
		}
	}
}

// lartg is LAPACK 3.10's dlartg: the rotation [c s; -s c] taking (f, g)
// to (r, 0), r with the sign of f (of g when f is zero).
func lartg(f, g float64) (c, s float64) {
	switch {
	case g == 0:
		return 1, 0
	case f == 0:
		return 0, math.Copysign(1, g)
	}
	d := math.Hypot(f, g)
	r := math.Copysign(d, f)
	return math.Abs(f) / d, g / r
}
