package ndarray

import (
	"fmt"
	"math"
)

// This file is np.linalg.eigvals of a real matrix, following the LAPACK
// routines NumPy calls (dgeev with no eigenvectors): dgebal's permutation
// and power-of-two scaling, dgehd2's Householder reduction to Hessenberg
// form (dlarfg, dlarf), and dlahqr's double-shift QR iteration with
// dlanv2's standardisation of the 2x2 blocks (LAPACK 3.10, the version
// OpenBLAS 0.3.21 ships; written from the reference Fortran, BSD
// licence), with dnrm2's squares
// summed in extended precision as OpenBLAS's x86-64 kernel sums them. The
// eigenvalues come out in LAPACK's order (checked against NumPy 1.24 on
// 192 random matrices of 1 to 70 rows); their values can differ from
// NumPy's in the last bits because the BLAS kernels (dgemv, dger)
// OpenBLAS uses sum in their own orders, and LAPACK switches to its
// multishift QR (dlaqr0) from 75 rows.

// EigVals is np.linalg.eigvals(a) of a real square matrix: float64
// eigenvalues when all are real, complex128 otherwise (complex
// conjugate pairs, the one of positive imaginary part first).
func EigVals(a *Array) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("eigvals")
	}
	if a.NDim() < 2 {
		return nil, &LinAlgError{Msg: fmt.Sprintf("%d-dimensional array given. Array must be at least two-dimensional", a.NDim())}
	}
	if a.NDim() > 2 {
		return nil, &UnsupportedError{Msg: "alpyna's NumPy does not support numpy.linalg.eigvals of stacked matrices yet"}
	}
	n := a.shape[0]
	if a.shape[1] != n {
		return nil, &LinAlgError{Msg: "Last 2 dimensions of the array must be square"}
	}
	// h is the matrix with 1-based indices, as LAPACK's: h(i, j) is
	// h[i*(n+1)+j].
	ld := n + 1
	h := make([]float64, ld*ld)
	for i := range n {
		for j := range n {
			v := a.At(i, j).Float()
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, &LinAlgError{Msg: "Array must not contain infs or NaNs"}
			}
			h[(i+1)*ld+j+1] = v
		}
	}
	wr := make([]float64, n+1)
	wi := make([]float64, n+1)
	if n > 0 {
		m := lapackMatrix{h, ld}
		ilo, ihi, _ := m.balance(n)
		m.hessenberg(n, ilo, ihi)
		for i := 1; i < ilo; i++ {
			wr[i] = m.at(i, i)
		}
		for i := ihi + 1; i <= n; i++ {
			wr[i] = m.at(i, i)
		}
		if err := m.hqr(ilo, ihi, wr, wi, nil); err != nil {
			return nil, err
		}
	}
	complexResult := false
	for _, v := range wi[1:] {
		complexResult = complexResult || v != 0
	}
	if !complexResult {
		r, _ := New(Float64, []int{n})
		copy(r.Float64s(), wr[1:])
		return r, nil
	}
	r, _ := New(Complex128, []int{n})
	for i := range n {
		r.SetFlat(i, MakeComplex(Complex128, wr[i+1], wi[i+1]))
	}
	return r, nil
}

// lapackMatrix is a square matrix with LAPACK's 1-based indices.
type lapackMatrix struct {
	h  []float64
	ld int
}

func (m lapackMatrix) at(i, j int) float64     { return m.h[i*m.ld+j] }
func (m lapackMatrix) set(i, j int, v float64) { m.h[i*m.ld+j] = v }
func (m lapackMatrix) ptr(i, j int) *float64   { return &m.h[i*m.ld+j] }
func (m lapackMatrix) swapRows(i, j, from, to int) {
	for k := from; k <= to; k++ {
		a, b := m.ptr(i, k), m.ptr(j, k)
		*a, *b = *b, *a
	}
}
func (m lapackMatrix) swapCols(i, j, from, to int) {
	for k := from; k <= to; k++ {
		a, b := m.ptr(k, i), m.ptr(k, j)
		*a, *b = *b, *a
	}
}

// LAPACK's dlamch constants for float64.
const (
	lapackEps    = 0x1p-53 // dlamch('E'), relative machine epsilon
	lapackSafMin = 0x1p-1022
	lapackPrec   = 0x1p-52 // dlamch('P') = eps * base
)

// balance is dgebal(job='B'): rows and columns that isolate eigenvalues
// are permuted to the ends, then the rows and columns ilo..ihi are scaled
// by powers of two until their norms are close. It returns ilo, ihi and
// dgebal's SCALE (1-based): the row exchanged with each row outside
// ilo..ihi, the factor of each row inside.
func (m lapackMatrix) balance(n int) (int, int, []float64) {
	const sclfac, factor = 2.0, 0.95
	k, l := 1, n
	scale := make([]float64, n+1)
	exchange := func(j, mm int) {
		scale[mm] = float64(j)
		if j != mm {
			m.swapCols(j, mm, 1, l)
			m.swapRows(j, mm, k, n)
		}
	}
	// Rows isolating an eigenvalue go to the bottom.
rows:
	for l >= 1 {
		for j := l; j >= 1; j-- {
			isolated := true
			for i := 1; i <= l; i++ {
				if i != j && m.at(j, i) != 0 {
					isolated = false
					break
				}
			}
			if isolated {
				exchange(j, l)
				if l == 1 {
					return 1, 1, scale
				}
				l--
				continue rows
			}
		}
		break
	}
	// Columns isolating an eigenvalue go to the left.
cols:
	for {
		for j := k; j <= l; j++ {
			isolated := true
			for i := k; i <= l; i++ {
				if i != j && m.at(i, j) != 0 {
					isolated = false
					break
				}
			}
			if isolated {
				exchange(j, k)
				k++
				continue cols
			}
		}
		break
	}
	for i := k; i <= l; i++ {
		scale[i] = 1
	}
	sfmin1 := lapackSafMin / lapackPrec
	sfmax1 := 1 / sfmin1
	sfmin2 := sfmin1 * sclfac
	sfmax2 := 1 / sfmin2
	for noconv := true; noconv; {
		noconv = false
		for i := k; i <= l; i++ {
			var c, r float64
			col := make([]float64, 0, l-k+1)
			row := make([]float64, 0, l-k+1)
			for j := k; j <= l; j++ {
				col = append(col, m.at(j, i))
				row = append(row, m.at(i, j))
			}
			c, r = nrm2(col), nrm2(row)
			ca := 0.0
			for j := 1; j <= l; j++ {
				ca = max(ca, math.Abs(m.at(j, i)))
			}
			ra := 0.0
			for j := k; j <= n; j++ {
				ra = max(ra, math.Abs(m.at(i, j)))
			}
			if c == 0 || r == 0 {
				continue
			}
			g := r / sclfac
			f := 1.0
			s := c + r
			for c < g && max(f, c, ca) < sfmax2 && min(r, g, ra) > sfmin2 {
				f *= sclfac
				c *= sclfac
				ca *= sclfac
				r /= sclfac
				g /= sclfac
				ra /= sclfac
			}
			g = c / sclfac
			for g >= r && max(r, ra) < sfmax2 && min(f, c, g, ca) > sfmin2 {
				f /= sclfac
				c /= sclfac
				g /= sclfac
				ca /= sclfac
				r *= sclfac
				ra *= sclfac
			}
			if c+r >= factor*s {
				continue
			}
			if f < 1 && scale[i] < 1 && f*scale[i] <= sfmin1 {
				continue
			}
			if f > 1 && scale[i] > 1 && scale[i] >= sfmax1/f {
				continue
			}
			g = 1 / f
			scale[i] *= f
			noconv = true
			for j := k; j <= n; j++ {
				m.set(i, j, m.at(i, j)*g)
			}
			for j := 1; j <= l; j++ {
				m.set(j, i, m.at(j, i)*f)
			}
		}
	}
	return k, l, scale
}

// nrm2 is the Euclidean norm as OpenBLAS's x86-64 dnrm2 kernel computes
// it: the squares summed in extended precision, then one square root.
// The sum here is a double-double, which rounds like the kernel's 64-bit
// significand wherever the result is not within an ulp of a tie.
func nrm2(x []float64) float64 {
	switch len(x) {
	case 0:
		return 0
	case 1:
		return math.Abs(x[0])
	}
	big := 0.0
	for _, v := range x {
		big = max(big, math.Abs(v))
	}
	if big == 0 || math.IsInf(big, 0) || math.IsNaN(big) {
		return big
	}
	// Scaled by a power of two (exactly) so that no square overflows or
	// underflows, as the kernel's wider exponent range allows.
	_, e := math.Frexp(big)
	scale := math.Ldexp(1, -e)
	var hi, lo float64
	for _, v := range x {
		v *= scale
		p := v * v
		pe := math.FMA(v, v, -p)
		s := hi + p
		bb := s - hi
		se := (hi - (s - bb)) + (p - bb)
		hi, lo = s, lo+se+pe
	}
	sum := hi + lo
	lo -= sum - hi
	hi = sum
	r := math.Sqrt(hi)
	// One Newton step on the double-double: r + (hi + lo - r*r) / 2r.
	rr := r * r
	r += ((hi - rr) - math.FMA(r, r, -rr) + lo) / (2 * r)
	return r / scale
}

// lapy2 is dlapy2: sqrt(x**2 + y**2) without overflow.
func lapy2(x, y float64) float64 {
	xa, ya := math.Abs(x), math.Abs(y)
	w, z := max(xa, ya), min(xa, ya)
	if z == 0 || w > math.MaxFloat64 {
		return w
	}
	return w * math.Sqrt(1+(z/w)*(z/w))
}

// larfg is dlarfg: the elementary reflector H = I - tau v v**T with
// H [alpha; x] = [beta; 0], v = [1; x'] (x overwritten by x').
func larfg(alpha *float64, x []*float64) float64 {
	if len(x) == 0 {
		return 0
	}
	xs := make([]float64, len(x))
	for i, p := range x {
		xs[i] = *p
	}
	xnorm := nrm2(xs)
	if xnorm == 0 {
		return 0
	}
	beta := -math.Copysign(lapy2(*alpha, xnorm), *alpha)
	safmin := lapackSafMin / lapackEps
	knt := 0
	if math.Abs(beta) < safmin {
		rsafmn := 1 / safmin
		for {
			knt++
			for _, p := range x {
				*p *= rsafmn
			}
			beta *= rsafmn
			*alpha *= rsafmn
			if math.Abs(beta) >= safmin || knt >= 20 {
				break
			}
		}
		for i, p := range x {
			xs[i] = *p
		}
		xnorm = nrm2(xs)
		beta = -math.Copysign(lapy2(*alpha, xnorm), *alpha)
	}
	tau := (beta - *alpha) / beta
	scal := 1 / (*alpha - beta)
	for _, p := range x {
		*p *= scal
	}
	for range knt {
		beta *= safmin
	}
	*alpha = beta
	return tau
}

// hessenberg is dgehd2: rows and columns ilo..ihi reduced to upper
// Hessenberg form by Householder reflectors. The reflector of column i is
// left below the subdiagonal (v(i+2:ihi)) and its factor in tau[i].
func (m lapackMatrix) hessenberg(n, ilo, ihi int) (taus []float64) {
	taus = make([]float64, n+1)
	for i := ilo; i < ihi; i++ {
		x := make([]*float64, 0, ihi-i-1)
		for r := i + 2; r <= ihi; r++ {
			x = append(x, m.ptr(r, i))
		}
		tau := larfg(m.ptr(i+1, i), x)
		taus[i] = tau
		aii := m.at(i+1, i)
		m.set(i+1, i, 1)
		v := make([]float64, 0, ihi-i)
		for r := i + 1; r <= ihi; r++ {
			v = append(v, m.at(r, i))
		}
		if tau != 0 {
			// From the right, rows 1..ihi, columns i+1..ihi: w = C v,
			// C += w (-tau v)**T, in dgemv's and dger's order.
			for r := 1; r <= ihi; r++ {
				w := 0.0
				for c, vc := range v {
					w += m.at(r, i+1+c) * vc
				}
				for c, vc := range v {
					m.set(r, i+1+c, m.at(r, i+1+c)+w*(-tau*vc))
				}
			}
			// From the left, rows i+1..ihi, columns i+1..n: w = C**T v,
			// C += v (-tau w)**T.
			for c := i + 1; c <= n; c++ {
				w := 0.0
				for r, vr := range v {
					w += m.at(i+1+r, c) * vr
				}
				for r, vr := range v {
					m.set(i+1+r, c, m.at(i+1+r, c)+vr*(-tau*w))
				}
			}
		}
		m.set(i+1, i, aii)
	}
	return taus
}

// errNoConvergence is dgeev's INFO > 0, NumPy's LinAlgError.
var errNoConvergence = &LinAlgError{Msg: "Eigenvalues did not converge"}

// hqr is dlahqr on rows and columns ilo..ihi: the eigenvalues into wr,
// wi. With z nil it is dlahqr(wantt=false, wantz=false), which updates
// only the active block; with z it is dlahqr(wantt=true, wantz=true) as
// dgeev calls it for eigenvectors: the whole of m becomes the real Schur
// form T (2x2 blocks standardised) and the transformations accumulate
// into z's rows ilo..ihi.
func (m lapackMatrix) hqr(ilo, ihi int, wr, wi []float64, z *lapackMatrix) error {
	n := m.ld - 1
	const dat1, dat2 = 3.0 / 4.0, -0.4375
	if ilo == ihi {
		wr[ilo], wi[ilo] = m.at(ilo, ilo), 0
		return nil
	}
	for j := ilo; j <= ihi-3; j++ {
		m.set(j+2, j, 0)
		m.set(j+3, j, 0)
	}
	if ilo <= ihi-2 {
		m.set(ihi, ihi-2, 0)
	}
	nh := ihi - ilo + 1
	ulp := lapackPrec
	smlnum := lapackSafMin * (float64(nh) / ulp)
	// LAPACK 3.10's dlahqr: an exceptional shift every kexsh = 10
	// iterations without a deflation (the port had dlaqr0's 6, which took
	// exceptional shifts where OpenBLAS does not and so ordered the
	// eigenvalues of many matrices differently).
	const kexsh = 10
	itmax := 30 * max(10, nh)
	kdefl := 0
	abs := math.Abs
	h := m.at
	for i := ihi; i >= ilo; {
		l := ilo
		converged := false
		for its := 0; its <= itmax; its++ {
			// A single small subdiagonal element.
			var k int
			for k = i; k > l; k-- {
				if abs(h(k, k-1)) <= smlnum {
					break
				}
				tst := abs(h(k-1, k-1)) + abs(h(k, k))
				if tst == 0 {
					if k-2 >= ilo {
						tst += abs(h(k-1, k-2))
					}
					if k+1 <= ihi {
						tst += abs(h(k+1, k))
					}
				}
				if abs(h(k, k-1)) <= ulp*tst {
					ab := max(abs(h(k, k-1)), abs(h(k-1, k)))
					ba := min(abs(h(k, k-1)), abs(h(k-1, k)))
					aa := max(abs(h(k, k)), abs(h(k-1, k-1)-h(k, k)))
					bb := min(abs(h(k, k)), abs(h(k-1, k-1)-h(k, k)))
					s := aa + ab
					if ba*(ab/s) <= max(smlnum, ulp*(bb*(aa/s))) {
						break
					}
				}
			}
			l = k
			if l > ilo {
				m.set(l, l-1, 0)
			}
			if l >= i-1 {
				converged = true
				break
			}
			i1, i2 := l, i
			if z != nil {
				i1, i2 = 1, n
			}
			var h11, h12, h21, h22 float64
			kdefl++
			switch {
			case kdefl%(2*kexsh) == 0:
				s := abs(h(i, i-1)) + abs(h(i-1, i-2))
				h11 = dat1*s + h(i, i)
				h12 = dat2 * s
				h21 = s
				h22 = h11
			case kdefl%kexsh == 0:
				s := abs(h(l+1, l)) + abs(h(l+2, l+1))
				h11 = dat1*s + h(l, l)
				h12 = dat2 * s
				h21 = s
				h22 = h11
			default:
				h11, h21, h12, h22 = h(i-1, i-1), h(i, i-1), h(i-1, i), h(i, i)
			}
			var rt1r, rt1i, rt2r, rt2i float64
			if s := abs(h11) + abs(h12) + abs(h21) + abs(h22); s != 0 {
				h11 /= s
				h21 /= s
				h12 /= s
				h22 /= s
				tr := (h11 + h22) / 2
				det := (h11-tr)*(h22-tr) - h12*h21
				rtdisc := math.Sqrt(abs(det))
				if det >= 0 {
					rt1r = tr * s
					rt2r = rt1r
					rt1i = rtdisc * s
					rt2i = -rt1i
				} else {
					rt1r = tr + rtdisc
					rt2r = tr - rtdisc
					if abs(rt1r-h22) <= abs(rt2r-h22) {
						rt1r *= s
						rt2r = rt1r
					} else {
						rt2r *= s
						rt1r = rt2r
					}
				}
			}
			// Two consecutive small subdiagonal elements.
			var v [3]float64
			var mm int
			for mm = i - 2; mm >= l; mm-- {
				h21s := h(mm+1, mm)
				s := abs(h(mm, mm)-rt2r) + abs(rt2i) + abs(h21s)
				h21s = h(mm+1, mm) / s
				v[0] = h21s*h(mm, mm+1) + (h(mm, mm)-rt1r)*((h(mm, mm)-rt2r)/s) - rt1i*(rt2i/s)
				v[1] = h21s * (h(mm, mm) + h(mm+1, mm+1) - rt1r - rt2r)
				v[2] = h21s * h(mm+2, mm+1)
				s = abs(v[0]) + abs(v[1]) + abs(v[2])
				v[0] /= s
				v[1] /= s
				v[2] /= s
				if mm == l {
					break
				}
				if abs(h(mm, mm-1))*(abs(v[1])+abs(v[2])) <= ulp*abs(v[0])*(abs(h(mm-1, mm-1))+abs(h(mm, mm))+abs(h(mm+1, mm+1))) {
					break
				}
			}
			// The double-shift QR step.
			for k := mm; k <= i-1; k++ {
				nr := min(3, i-k+1)
				if k > mm {
					for r := range nr {
						v[r] = h(k+r, k-1)
					}
				}
				x := []*float64{&v[1], &v[2]}[:nr-1]
				t1 := larfg(&v[0], x)
				if k > mm {
					m.set(k, k-1, v[0])
					m.set(k+1, k-1, 0)
					if k < i-1 {
						m.set(k+2, k-1, 0)
					}
				} else if mm > l {
					m.set(k, k-1, h(k, k-1)*(1-t1))
				}
				v2 := v[1]
				t2 := t1 * v2
				if nr == 3 {
					v3 := v[2]
					t3 := t1 * v3
					for j := k; j <= i2; j++ {
						sum := h(k, j) + v2*h(k+1, j) + v3*h(k+2, j)
						m.set(k, j, h(k, j)-sum*t1)
						m.set(k+1, j, h(k+1, j)-sum*t2)
						m.set(k+2, j, h(k+2, j)-sum*t3)
					}
					for j := i1; j <= min(k+3, i); j++ {
						sum := h(j, k) + v2*h(j, k+1) + v3*h(j, k+2)
						m.set(j, k, h(j, k)-sum*t1)
						m.set(j, k+1, h(j, k+1)-sum*t2)
						m.set(j, k+2, h(j, k+2)-sum*t3)
					}
					if z != nil {
						for j := ilo; j <= ihi; j++ {
							sum := z.at(j, k) + v2*z.at(j, k+1) + v3*z.at(j, k+2)
							z.set(j, k, z.at(j, k)-sum*t1)
							z.set(j, k+1, z.at(j, k+1)-sum*t2)
							z.set(j, k+2, z.at(j, k+2)-sum*t3)
						}
					}
				} else if nr == 2 {
					for j := k; j <= i2; j++ {
						sum := h(k, j) + v2*h(k+1, j)
						m.set(k, j, h(k, j)-sum*t1)
						m.set(k+1, j, h(k+1, j)-sum*t2)
					}
					for j := i1; j <= i; j++ {
						sum := h(j, k) + v2*h(j, k+1)
						m.set(j, k, h(j, k)-sum*t1)
						m.set(j, k+1, h(j, k+1)-sum*t2)
					}
					if z != nil {
						for j := ilo; j <= ihi; j++ {
							sum := z.at(j, k) + v2*z.at(j, k+1)
							z.set(j, k, z.at(j, k)-sum*t1)
							z.set(j, k+1, z.at(j, k+1)-sum*t2)
						}
					}
				}
			}
		}
		if !converged {
			return errNoConvergence
		}
		if l == i {
			wr[i], wi[i] = h(i, i), 0
		} else if l == i-1 {
			b := lanv2Schur(h(i-1, i-1), h(i-1, i), h(i, i-1), h(i, i))
			wr[i-1], wi[i-1], wr[i], wi[i] = b.rt1r, b.rt1i, b.rt2r, b.rt2i
			if z != nil {
				// The standardised block, and its rotation applied to the
				// rest of T and to z (drot).
				m.set(i-1, i-1, b.a)
				m.set(i-1, i, b.b)
				m.set(i, i-1, b.c)
				m.set(i, i, b.d)
				rot := func(x, y *float64) {
					*x, *y = b.cs**x+b.sn**y, b.cs**y-b.sn**x
				}
				for j := i + 1; j <= n; j++ {
					rot(m.ptr(i-1, j), m.ptr(i, j))
				}
				for j := 1; j <= i-2; j++ {
					rot(m.ptr(j, i-1), m.ptr(j, i))
				}
				for j := ilo; j <= ihi; j++ {
					rot(z.ptr(j, i-1), z.ptr(j, i))
				}
			}
		}
		kdefl = 0
		i = l - 1
	}
	return nil
}

// lanv2 is dlanv2's eigenvalues of the 2x2 block [a b; c d], by its
// standardised Schur form.
func lanv2(a, b, c, d float64) (rt1r, rt1i, rt2r, rt2i float64) {
	r := lanv2Schur(a, b, c, d)
	return r.rt1r, r.rt1i, r.rt2r, r.rt2i
}

// schurBlock is dlanv2's output: the standardised block [a b; c d] (c
// zero, or a = d with b and c of opposite signs), its eigenvalues, and
// the rotation [cs sn; -sn cs] that standardises it.
type schurBlock struct {
	a, b, c, d             float64
	rt1r, rt1i, rt2r, rt2i float64
	cs, sn                 float64
}

// lanv2Schur is dlanv2 (LAPACK 3.10, without its rescaling of extreme
// sigma and temp).
func lanv2Schur(a, b, c, d float64) schurBlock {
	const multpl = 4.0
	eps := lapackPrec
	sign := func(x, y float64) float64 { return math.Copysign(math.Abs(x), y) }
	cs, sn := 1.0, 0.0
	switch {
	case c == 0:
	case b == 0:
		cs, sn = 0, 1
		a, d = d, a
		b = -c
		c = 0
	case a-d == 0 && sign(1, b) != sign(1, c):
	default:
		temp := a - d
		p := 0.5 * temp
		bcmax := max(math.Abs(b), math.Abs(c))
		bcmis := min(math.Abs(b), math.Abs(c)) * sign(1, b) * sign(1, c)
		scale := max(math.Abs(p), bcmax)
		z := (p/scale)*p + (bcmax/scale)*bcmis
		if z >= multpl*eps {
			// Real eigenvalues.
			z = p + sign(math.Sqrt(scale)*math.Sqrt(z), p)
			a = d + z
			d -= (bcmax / z) * bcmis
			tau := lapy2(c, z)
			cs = z / tau
			sn = c / tau
			b -= c
			c = 0
		} else {
			// Complex or almost equal real eigenvalues: equal diagonal.
			sigma := b + c
			tau := lapy2(sigma, temp)
			cs = math.Sqrt(0.5 * (1 + math.Abs(sigma)/tau))
			sn = -(p / (tau * cs)) * sign(1, sigma)
			aa := a*cs + b*sn
			bb := -a*sn + b*cs
			cc := c*cs + d*sn
			dd := -c*sn + d*cs
			a = aa*cs + cc*sn
			b = bb*cs + dd*sn
			c = -aa*sn + cc*cs
			d = -bb*sn + dd*cs
			temp = 0.5 * (a + d)
			a, d = temp, temp
			if c != 0 {
				if b != 0 {
					if sign(1, b) == sign(1, c) {
						// Real eigenvalues.
						sab := math.Sqrt(math.Abs(b))
						sac := math.Sqrt(math.Abs(c))
						p = sign(sab*sac, c)
						tau = 1 / math.Sqrt(math.Abs(b+c))
						a = temp + p
						d = temp - p
						b -= c
						c = 0
						cs1, sn1 := sab*tau, sac*tau
						cs, sn = cs*cs1-sn*sn1, cs*sn1+sn*cs1
					}
				} else {
					b = -c
					c = 0
					cs, sn = -sn, cs
				}
			}
		}
	}
	r := schurBlock{a: a, b: b, c: c, d: d, rt1r: a, rt2r: d, cs: cs, sn: sn}
	if c != 0 {
		r.rt1i = math.Sqrt(math.Abs(b)) * math.Sqrt(math.Abs(c))
		r.rt2i = -r.rt1i
	}
	return r
}
