package linalg

import "math"

// This file is the SVD LAPACK's dgesdd computes for a matrix of m >= n
// rows and at most 25 columns (where its divide and conquer hands the
// bidiagonal matrix to the QR iteration): Householder bidiagonalisation
// (dgebd2; dgeqrf first when m >= 11n/6, as dgesdd does), the implicit
// zero-shift and shifted QR iteration on the bidiagonal matrix (dbdsqr,
// with dlasv2, dlas2 and LAPACK 3.10's dlartg), the sign fix and sort,
// then the reflectors applied to the bidiagonal matrix's vectors
// (dormbr). Following LAPACK's steps gives its singular vectors' signs,
// which NumPy's results (and multivariate_normal's samples) depend on.
// Written from the reference Fortran (BSD licence).

// lapackEps is dlamch('E'), the relative machine precision 2**-53.
const lapackEps = 0x1p-53

// lapy2 is dlapy2: sqrt(x² + y²) as LAPACK scales it.
func lapy2(x, y float64) float64 {
	xa, ya := math.Abs(x), math.Abs(y)
	w, z := math.Max(xa, ya), math.Min(xa, ya)
	if z == 0 || w > math.MaxFloat64 {
		return w
	}
	return w * math.Sqrt(1+(z/w)*(z/w))
}

// lapackReflector is dlarfg as householder, with dlapy2's norm.
func lapackReflector(alpha float64, x []float64) (beta, tau float64) {
	xnorm := norm2(x)
	if xnorm == 0 {
		return alpha, 0
	}
	beta = -math.Copysign(lapy2(alpha, xnorm), alpha)
	tau = (beta - alpha) / beta
	scale := 1 / (alpha - beta)
	for i := range x {
		x[i] *= scale
	}
	return beta, tau
}

// lartg is LAPACK 3.10's dlartg: the rotation (c, s) with
// [c s; -s c]·[f; g] = [r; 0], r of f's sign.
func lartg(f, g float64) (c, s, r float64) {
	const safmin = 0x1p-1022
	const safmax = 1 / safmin
	rtmin := math.Sqrt(safmin)
	rtmax := math.Sqrt(safmax / 2)
	f1, g1 := math.Abs(f), math.Abs(g)
	switch {
	case g == 0:
		return 1, 0, f
	case f == 0:
		return 0, math.Copysign(1, g), g1
	case f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax:
		d := math.Sqrt(f*f + g*g)
		c = f1 / d
		r = math.Copysign(d, f)
		return c, g / r, r
	}
	u := math.Min(safmax, math.Max(safmin, math.Max(f1, g1)))
	fs, gs := f/u, g/u
	d := math.Sqrt(fs*fs + gs*gs)
	c = math.Abs(fs) / d
	r = math.Copysign(d, f)
	s = gs / r
	return c, s, r * u
}

// las2 is dlas2: the singular values of the upper triangular 2×2
// [f g; 0 h].
func las2(f, g, h float64) (ssmin, ssmax float64) {
	fa, ga, ha := math.Abs(f), math.Abs(g), math.Abs(h)
	fhmn, fhmx := math.Min(fa, ha), math.Max(fa, ha)
	if fhmn == 0 {
		if fhmx == 0 {
			return 0, ga
		}
		mx, mn := math.Max(fhmx, ga), math.Min(fhmx, ga)
		return 0, mx * math.Sqrt(1+(mn/mx)*(mn/mx))
	}
	if ga < fhmx {
		as := 1 + fhmn/fhmx
		at := (fhmx - fhmn) / fhmx
		au := (ga / fhmx) * (ga / fhmx)
		c := 2 / (math.Sqrt(as*as+au) + math.Sqrt(at*at+au))
		return fhmn * c, fhmx / c
	}
	au := fhmx / ga
	if au == 0 {
		return (fhmn * fhmx) / ga, ga
	}
	as := 1 + fhmn/fhmx
	at := (fhmx - fhmn) / fhmx
	c := 1 / (math.Sqrt(1+(as*au)*(as*au)) + math.Sqrt(1+(at*au)*(at*au)))
	ssmin = (fhmn * c) * au
	return ssmin + ssmin, ga / (c + c)
}

// sign is Fortran's SIGN(a, b): |a| with b's sign.
func sign(a, b float64) float64 { return math.Copysign(math.Abs(a), b) }

// lasv2 is dlasv2: the SVD of the upper triangular 2×2 [f g; 0 h],
// [csl snl; -snl csl]·[f g; 0 h]·[csr -snr; snr csr] = diag(ssmax, ssmin).
func lasv2(f, g, h float64) (ssmin, ssmax, snr, csr, snl, csl float64) {
	ft, fa, ht, ha := f, math.Abs(f), h, math.Abs(h)
	pmax := 1
	swap := ha > fa
	if swap {
		pmax = 3
		ft, ht = ht, ft
		fa, ha = ha, fa
	}
	gt, ga := g, math.Abs(g)
	var clt, crt, slt, srt float64
	if ga == 0 {
		ssmin, ssmax = ha, fa
		clt, crt, slt, srt = 1, 1, 0, 0
	} else {
		gasmal := true
		if ga > fa {
			pmax = 2
			if fa/ga < lapackEps {
				gasmal = false
				ssmax = ga
				if ha > 1 {
					ssmin = fa / (ga / ha)
				} else {
					ssmin = (fa / ga) * ha
				}
				clt, slt, srt, crt = 1, ht/gt, 1, ft/gt
			}
		}
		if gasmal {
			d := fa - ha
			l := 1.0
			if d != fa {
				l = d / fa
			}
			m := gt / ft
			t := 2 - l
			mm, tt := m*m, t*t
			s := math.Sqrt(tt + mm)
			r := math.Abs(m)
			if l != 0 {
				r = math.Sqrt(l*l + mm)
			}
			a := 0.5 * (s + r)
			ssmin, ssmax = ha/a, fa*a
			if mm == 0 {
				if l == 0 {
					t = sign(2, ft) * sign(1, gt)
				} else {
					t = gt/sign(d, ft) + m/t
				}
			} else {
				t = (m/(s+t) + m/(r+l)) * (1 + a)
			}
			l = math.Sqrt(t*t + 4)
			crt = 2 / l
			srt = t / l
			clt = (crt + srt*m) / a
			slt = (ht / ft) * srt / a
		}
	}
	if swap {
		csl, snl, csr, snr = srt, crt, slt, clt
	} else {
		csl, snl, csr, snr = clt, slt, crt, srt
	}
	var tsign float64
	switch pmax {
	case 1:
		tsign = sign(1, csr) * sign(1, csl) * sign(1, f)
	case 2:
		tsign = sign(1, snr) * sign(1, csl) * sign(1, g)
	default:
		tsign = sign(1, snr) * sign(1, snl) * sign(1, h)
	}
	ssmax = sign(ssmax, tsign)
	ssmin = sign(ssmin, tsign*sign(1, f)*sign(1, h))
	return ssmin, ssmax, snr, csr, snl, csl
}

// bidiagonalQR is dbdsqr for an n×n upper bidiagonal matrix (diagonal d,
// superdiagonal e), updating vt (n rows, ncvt columns, row-major) and u
// (nru rows, n columns) when they are not nil. On return d holds the
// singular values, descending.
func bidiagonalQR(d, e []float64, vt []float64, ncvt int, u []float64, nru int) error {
	n := len(d)
	if n == 0 {
		return nil
	}
	// Fortran's 1-based D(i), E(i), VT(i, j), U(i, j).
	D := func(i int) *float64 { return &d[i-1] }
	E := func(i int) *float64 { return &e[i-1] }
	rotVT := func(i, j int, c, s float64) { // drot of rows i and j of vt
		if vt == nil {
			return
		}
		x, y := vt[(i-1)*ncvt:i*ncvt], vt[(j-1)*ncvt:j*ncvt]
		for k := range x {
			t := c*x[k] + s*y[k]
			y[k] = c*y[k] - s*x[k]
			x[k] = t
		}
	}
	rotU := func(i, j int, c, s float64) { // drot of columns i and j of u
		if u == nil {
			return
		}
		for k := range nru {
			x, y := &u[k*n+i-1], &u[k*n+j-1]
			t := c**x + s**y
			*y = c**y - s**x
			*x = t
		}
	}
	// lasrVT is dlasr('L', 'V', dir, ...) on rows ll.. of vt; lasrU is
	// dlasr('R', 'V', dir, ...) on columns ll.. of u.
	lasrVT := func(forward bool, ll, count int, c, s []float64) {
		if vt == nil {
			return
		}
		apply := func(j int) {
			ct, st := c[j], s[j]
			if ct == 1 && st == 0 {
				return
			}
			r0, r1 := vt[(ll-1+j)*ncvt:(ll+j)*ncvt], vt[(ll+j)*ncvt:(ll+j+1)*ncvt]
			for k := range r0 {
				t := r1[k]
				r1[k] = ct*t - st*r0[k]
				r0[k] = st*t + ct*r0[k]
			}
		}
		if forward {
			for j := 0; j < count-1; j++ {
				apply(j)
			}
		} else {
			for j := count - 2; j >= 0; j-- {
				apply(j)
			}
		}
	}
	lasrU := func(forward bool, ll, count int, c, s []float64) {
		if u == nil {
			return
		}
		apply := func(j int) {
			ct, st := c[j], s[j]
			if ct == 1 && st == 0 {
				return
			}
			for k := range nru {
				x, y := &u[k*n+ll-1+j], &u[k*n+ll+j]
				t := *y
				*y = ct*t - st**x
				*x = st*t + ct**x
			}
		}
		if forward {
			for j := 0; j < count-1; j++ {
				apply(j)
			}
		} else {
			for j := count - 2; j >= 0; j-- {
				apply(j)
			}
		}
	}
	if n > 1 {
		const maxitr = 6
		tolmul := math.Max(10, math.Min(100, math.Pow(lapackEps, -0.125)))
		tol := tolmul * lapackEps
		unfl := 0x1p-1022
		smax := 0.0
		for i := 1; i <= n; i++ {
			smax = math.Max(smax, math.Abs(*D(i)))
		}
		for i := 1; i <= n-1; i++ {
			smax = math.Max(smax, math.Abs(*E(i)))
		}
		sminoa := math.Abs(*D(1))
		if sminoa != 0 {
			mu := sminoa
			for i := 2; i <= n; i++ {
				mu = math.Abs(*D(i)) * (mu / (mu + math.Abs(*E(i - 1))))
				sminoa = math.Min(sminoa, mu)
				if sminoa == 0 {
					break
				}
			}
		}
		sminoa /= math.Sqrt(float64(n))
		thresh := math.Max(tol*sminoa, maxitr*(float64(n)*(float64(n)*unfl)))
		work := make([]float64, 4*n)
		cs1, sn1, cs2, sn2 := work[:n], work[n:2*n], work[2*n:3*n], work[3*n:]
		maxitdivn := maxitr * n
		iterdivn, iter := 0, -1
		oldll, oldm := -1, -1
		idir := 0
		m := n
		for m > 1 {
			if iter >= n {
				iter -= n
				iterdivn++
				if iterdivn >= maxitdivn {
					return ErrNoConvergence
				}
			}
			// Find the diagonal block to work on.
			smax = math.Abs(*D(m))
			ll := 0
			split := false
			for lll := 1; lll <= m-1; lll++ {
				ll = m - lll
				abss, abse := math.Abs(*D(ll)), math.Abs(*E(ll))
				if abse <= thresh {
					split = true
					break
				}
				smax = math.Max(smax, math.Max(abss, abse))
			}
			if split {
				*E(ll) = 0
				if ll == m-1 {
					m--
					continue
				}
			} else {
				ll = 0
			}
			ll++
			if ll == m-1 {
				// A 2×2 block.
				sigmn, sigmx, sinr, cosr, sinl, cosl := lasv2(*D(m - 1), *E(m - 1), *D(m))
				*D(m - 1) = sigmx
				*E(m - 1) = 0
				*D(m) = sigmn
				rotVT(m-1, m, cosr, sinr)
				rotU(m-1, m, cosl, sinl)
				m -= 2
				continue
			}
			if ll > oldm || m < oldll {
				if math.Abs(*D(ll)) >= math.Abs(*D(m)) {
					idir = 1
				} else {
					idir = 2
				}
			}
			// Convergence tests.
			var smin float64
			converged := false
			if idir == 1 {
				if math.Abs(*E(m - 1)) <= math.Abs(tol)*math.Abs(*D(m)) {
					*E(m - 1) = 0
					continue
				}
				mu := math.Abs(*D(ll))
				smin = mu
				for lll := ll; lll <= m-1; lll++ {
					if math.Abs(*E(lll)) <= tol*mu {
						*E(lll) = 0
						converged = true
						break
					}
					mu = math.Abs(*D(lll + 1)) * (mu / (mu + math.Abs(*E(lll))))
					smin = math.Min(smin, mu)
				}
			} else {
				if math.Abs(*E(ll)) <= math.Abs(tol)*math.Abs(*D(ll)) {
					*E(ll) = 0
					continue
				}
				mu := math.Abs(*D(m))
				smin = mu
				for lll := m - 1; lll >= ll; lll-- {
					if math.Abs(*E(lll)) <= tol*mu {
						*E(lll) = 0
						converged = true
						break
					}
					mu = math.Abs(*D(lll)) * (mu / (mu + math.Abs(*E(lll))))
					smin = math.Min(smin, mu)
				}
			}
			if converged {
				continue
			}
			oldll, oldm = ll, m
			// The shift: zero where shifting would ruin relative
			// accuracy, else from the trailing (or leading) 2×2.
			var shift float64
			if float64(n)*tol*(smin/smax) <= math.Max(lapackEps, 0.01*tol) {
				shift = 0
			} else {
				var sll float64
				if idir == 1 {
					sll = math.Abs(*D(ll))
					shift, _ = las2(*D(m - 1), *E(m - 1), *D(m))
				} else {
					sll = math.Abs(*D(m))
					shift, _ = las2(*D(ll), *E(ll), *D(ll + 1))
				}
				if sll > 0 && (shift/sll)*(shift/sll) < lapackEps {
					shift = 0
				}
			}
			iter += m - ll
			count := m - ll + 1
			switch {
			case shift == 0 && idir == 1:
				cs, oldcs := 1.0, 1.0
				var sn, r, oldsn float64
				for i := ll; i <= m-1; i++ {
					cs, sn, r = lartg(*D(i)*cs, *E(i))
					if i > ll {
						*E(i - 1) = oldsn * r
					}
					oldcs, oldsn, *D(i) = lartg(oldcs*r, *D(i + 1)*sn)
					cs1[i-ll], sn1[i-ll], cs2[i-ll], sn2[i-ll] = cs, sn, oldcs, oldsn
				}
				h := *D(m) * cs
				*D(m) = h * oldcs
				*E(m - 1) = h * oldsn
				lasrVT(true, ll, count, cs1, sn1)
				lasrU(true, ll, count, cs2, sn2)
				if math.Abs(*E(m - 1)) <= thresh {
					*E(m - 1) = 0
				}
			case shift == 0:
				cs, oldcs := 1.0, 1.0
				var sn, r, oldsn float64
				for i := m; i >= ll+1; i-- {
					cs, sn, r = lartg(*D(i)*cs, *E(i - 1))
					if i < m {
						*E(i) = oldsn * r
					}
					oldcs, oldsn, *D(i) = lartg(oldcs*r, *D(i - 1)*sn)
					cs1[i-ll-1], sn1[i-ll-1], cs2[i-ll-1], sn2[i-ll-1] = cs, -sn, oldcs, -oldsn
				}
				h := *D(ll) * cs
				*D(ll) = h * oldcs
				*E(ll) = h * oldsn
				lasrVT(false, ll, count, cs2, sn2)
				lasrU(false, ll, count, cs1, sn1)
				if math.Abs(*E(ll)) <= thresh {
					*E(ll) = 0
				}
			case idir == 1:
				f := (math.Abs(*D(ll)) - shift) * (sign(1, *D(ll)) + shift / *D(ll))
				g := *E(ll)
				for i := ll; i <= m-1; i++ {
					cosr, sinr, r := lartg(f, g)
					if i > ll {
						*E(i - 1) = r
					}
					f = cosr**D(i) + sinr**E(i)
					*E(i) = cosr**E(i) - sinr**D(i)
					g = sinr * *D(i + 1)
					*D(i + 1) = cosr * *D(i + 1)
					cosl, sinl, r := lartg(f, g)
					*D(i) = r
					f = cosl**E(i) + sinl**D(i + 1)
					*D(i + 1) = cosl**D(i + 1) - sinl**E(i)
					if i < m-1 {
						g = sinl * *E(i + 1)
						*E(i + 1) = cosl * *E(i + 1)
					}
					cs1[i-ll], sn1[i-ll], cs2[i-ll], sn2[i-ll] = cosr, sinr, cosl, sinl
				}
				*E(m - 1) = f
				lasrVT(true, ll, count, cs1, sn1)
				lasrU(true, ll, count, cs2, sn2)
				if math.Abs(*E(m - 1)) <= thresh {
					*E(m - 1) = 0
				}
			default:
				f := (math.Abs(*D(m)) - shift) * (sign(1, *D(m)) + shift / *D(m))
				g := *E(m - 1)
				for i := m; i >= ll+1; i-- {
					cosr, sinr, r := lartg(f, g)
					if i < m {
						*E(i) = r
					}
					f = cosr**D(i) + sinr**E(i - 1)
					*E(i - 1) = cosr**E(i - 1) - sinr**D(i)
					g = sinr * *D(i - 1)
					*D(i - 1) = cosr * *D(i - 1)
					cosl, sinl, r := lartg(f, g)
					*D(i) = r
					f = cosl**E(i - 1) + sinl**D(i - 1)
					*D(i - 1) = cosl**D(i - 1) - sinl**E(i - 1)
					if i > ll+1 {
						g = sinl * *E(i - 2)
						*E(i - 2) = cosl * *E(i - 2)
					}
					cs1[i-ll-1], sn1[i-ll-1], cs2[i-ll-1], sn2[i-ll-1] = cosr, -sinr, cosl, -sinl
				}
				*E(ll) = f
				if math.Abs(*E(ll)) <= thresh {
					*E(ll) = 0
				}
				lasrVT(false, ll, count, cs2, sn2)
				lasrU(false, ll, count, cs1, sn1)
			}
		}
	}
	// Make the singular values positive, then sort them descending
	// (one swap per position, as dbdsqr).
	for i := 1; i <= n; i++ {
		if *D(i) < 0 {
			*D(i) = -*D(i)
			if vt != nil {
				for k := range ncvt {
					vt[(i-1)*ncvt+k] = -vt[(i-1)*ncvt+k]
				}
			}
		}
	}
	for i := 1; i <= n-1; i++ {
		isub, smin := 1, *D(1)
		for j := 2; j <= n+1-i; j++ {
			if *D(j) <= smin {
				isub, smin = j, *D(j)
			}
		}
		if last := n + 1 - i; isub != last {
			*D(isub) = *D(last)
			*D(last) = smin
			if vt != nil {
				a, b := vt[(isub-1)*ncvt:isub*ncvt], vt[(last-1)*ncvt:last*ncvt]
				for k := range a {
					a[k], b[k] = b[k], a[k]
				}
			}
			if u != nil {
				for k := range nru {
					u[k*n+isub-1], u[k*n+last-1] = u[k*n+last-1], u[k*n+isub-1]
				}
			}
		}
	}
	return nil
}
