package pynumpy

import (
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// This file is NumPy 1.24's gamma, beta, Poisson and binomial samplers of
// Generator (numpy/random/src/distributions/distributions.c, BSD-3-Clause)
// over PCG64: Marsaglia and Tsang's gamma (Johnk's below shape 1),
// Johnk's or two gammas for beta, multiplication or Hörmann's PTRS for
// Poisson, inversion or Kachitvichyanukul and Schmeiser's BTPE for
// binomial. log, exp and pow are the C library's (libm), so that the
// values and the number of draws are NumPy's; products that C rounds
// before an addition are written float64(a*b) so Go cannot fuse them.

// standardGamma is random_standard_gamma.
func (p *pcg64) standardGamma(shape float64) float64 {
	switch {
	case shape == 1:
		return p.standardExponential()
	case shape == 0:
		return 0
	case shape < 1:
		for {
			u := p.double()
			v := p.standardExponential()
			if u <= 1-shape {
				x := libm.Pow(u, 1/shape)
				if x <= v {
					return x
				}
			} else {
				y := -libm.Log((1 - u) / shape)
				x := libm.Pow(1-shape+float64(shape*y), 1/shape)
				if x <= v+y {
					return x
				}
			}
		}
	}
	b := shape - 1.0/3.0
	c := 1 / math.Sqrt(9*b)
	for {
		var x, v float64
		for {
			x = p.standardNormal()
			v = 1 + float64(c*x)
			if !(v <= 0) { // C's do-while (V <= 0.0): a NaN shape ends it too
				break
			}
		}
		v = v * v * v
		u := p.double()
		if u < 1-float64(float64(0.0331*(x*x))*(x*x)) {
			return b * v
		}
		if libm.Log(u) < float64(0.5*x*x)+float64(b*(1-v+libm.Log(v))) {
			return b * v
		}
	}
}

// beta is random_beta: Johnk's algorithm when both parameters are at
// most 1, else Ga/(Ga+Gb) of two gammas.
func (p *pcg64) beta(a, b float64) float64 {
	if a <= 1 && b <= 1 {
		for {
			u, v := p.double(), p.double()
			x, y := libm.Pow(u, 1/a), libm.Pow(v, 1/b)
			xpy := x + y
			if xpy <= 1 && xpy > 0 {
				if x+y > 0 {
					return x / xpy
				}
				logX, logY := libm.Log(u)/a, libm.Log(v)/b
				logM := max(logX, logY)
				logX -= logM
				logY -= logM
				return libm.Exp(logX - libm.Log(libm.Exp(logX)+libm.Exp(logY)))
			}
		}
	}
	ga := p.standardGamma(a)
	gb := p.standardGamma(b)
	return ga / (ga + gb)
}

// loggam is random_loggam, log Γ(x) by the series of Zhang and Jin's
// "Computation of Special Functions".
func loggam(x float64) float64 {
	coef := [10]float64{8.333333333333333e-02, -2.777777777777778e-03,
		7.936507936507937e-04, -5.952380952380952e-04,
		8.417508417508418e-04, -1.917526917526918e-03,
		6.410256410256410e-03, -2.955065359477124e-02,
		1.796443723688307e-01, -1.39243221690590e+00}
	if x == 1 || x == 2 {
		return 0
	}
	x0, n := x, int64(0)
	if x <= 7 {
		n = int64(7 - x)
		x0 = x + float64(n)
	}
	x2 := 1 / (x0 * x0)
	gl0 := coef[9]
	for k := 8; k >= 0; k-- {
		gl0 *= x2
		gl0 += coef[k]
	}
	gl := gl0/x0 + float64(0.5*libm.Log(2*math.Pi)) + float64((x0-0.5)*libm.Log(x0)) - x0
	if x <= 7 {
		for k := int64(1); k <= n; k++ {
			gl -= libm.Log(x0 - 1)
			x0 -= 1
		}
	}
	return gl
}

// poisson is random_poisson: PTRS from lam 10, multiplication of uniforms
// below.
func (p *pcg64) poisson(lam float64) int64 {
	switch {
	case lam >= 10:
		return p.poissonPTRS(lam)
	case lam == 0:
		return 0
	}
	enlam := libm.Exp(-lam)
	x, prod := int64(0), 1.0
	for {
		prod *= p.double()
		if prod <= enlam {
			return x
		}
		x++
	}
}

// poissonPTRS is Hörmann's transformed rejection with squeeze.
func (p *pcg64) poissonPTRS(lam float64) int64 {
	slam := math.Sqrt(lam)
	loglam := libm.Log(lam)
	b := 0.931 + float64(2.53*slam)
	a := -0.059 + float64(0.02483*b)
	invalpha := 1.1239 + 1.1328/(b-3.4)
	vr := 0.9277 - 3.6224/(b-2)
	for {
		u := p.double() - 0.5
		v := p.double()
		us := 0.5 - math.Abs(u)
		k := int64(math.Floor(float64((2*a/us+b)*u) + lam + 0.43))
		if us >= 0.07 && v <= vr {
			return k
		}
		if k < 0 || us < 0.013 && v > us {
			continue
		}
		if libm.Log(v)+libm.Log(invalpha)-libm.Log(a/(us*us)+b) <= -lam+float64(float64(k)*loglam)-loggam(float64(k+1)) {
			return k
		}
	}
}

// binomial is random_binomial: inversion while n*min(p, 1-p) <= 30, BTPE
// above, on min(p, 1-p) with the count mirrored for p > 0.5.
func (p *pcg64) binomial(prob float64, n int64) int64 {
	if n == 0 || prob == 0 {
		return 0
	}
	if prob <= 0.5 {
		if prob*float64(n) <= 30 {
			return p.binomialInversion(n, prob)
		}
		return p.binomialBTPE(n, prob)
	}
	q := 1 - prob
	if q*float64(n) <= 30 {
		return n - p.binomialInversion(n, q)
	}
	return n - p.binomialBTPE(n, q)
}

func (p *pcg64) binomialInversion(n int64, prob float64) int64 {
	q := 1 - prob
	qn := libm.Exp(float64(n) * libm.Log(q))
	np := float64(n) * prob
	bound := int64(math.Min(float64(n), np+10*math.Sqrt(float64(np*q)+1)))
	x, px := int64(0), qn
	u := p.double()
	for u > px {
		x++
		if x > bound {
			x, px = 0, qn
			u = p.double()
		} else {
			u -= px
			px = (float64(n-x+1) * prob * px) / (float64(x) * q)
		}
	}
	return x
}

// binomialBTPE is random_binomial_btpe for prob <= 0.5 (binomial
// mirrors larger ones): a triangle, two parallelograms and two exponential
// tails over the binomial's mass, with squeezes.
func (p *pcg64) binomialBTPE(n int64, prob float64) int64 {
	fn := float64(n)
	r := math.Min(prob, 1-prob)
	q := 1 - r
	fm := float64(fn*r) + r
	m := int64(math.Floor(fm))
	p1 := math.Floor(float64(2.195*math.Sqrt(float64(fn*r)*q))-float64(4.6*q)) + 0.5
	xm := float64(m) + 0.5
	xl := xm - p1
	xr := xm + p1
	c := 0.134 + 20.5/(15.3+float64(m))
	a := (fm - xl) / (fm - float64(xl*r))
	laml := a * (1 + a/2)
	a = (xr - fm) / (xr * q)
	lamr := a * (1 + a/2)
	p2 := p1 * (1 + 2*c)
	p3 := p2 + c/laml
	p4 := p3 + c/lamr
	nrq := fn * r * q
	for {
		u := p.double() * p4
		v := p.double()
		var y int64
		switch {
		case u <= p1:
			return int64(math.Floor(xm - float64(p1*v) + u))
		case u <= p2:
			x := xl + (u-p1)/c
			v = float64(v*c) + 1 - math.Abs(float64(m)-x+0.5)/p1
			if v > 1 {
				continue
			}
			y = int64(math.Floor(x))
		case u <= p3:
			y = int64(math.Floor(xl + libm.Log(v)/laml))
			if y < 0 || v == 0 {
				continue
			}
			v = v * (u - p2) * laml
		default:
			y = int64(math.Floor(xr - libm.Log(v)/lamr))
			if y > n || v == 0 {
				continue
			}
			v = v * (u - p3) * lamr
		}
		k := y - m
		if k < 0 {
			k = -k
		}
		if k <= 20 || float64(k) >= nrq/2-1 {
			s := r / q
			a := s * float64(n+1)
			f := 1.0
			if m < y {
				for i := m + 1; i <= y; i++ {
					f *= a/float64(i) - s
				}
			} else if m > y {
				for i := y + 1; i <= m; i++ {
					f /= a/float64(i) - s
				}
			}
			if v > f {
				continue
			}
			return y
		}
		fk := float64(k)
		rho := (fk / nrq) * (float64(fk*(fk/3+0.625)+0.16666666666666666)/nrq + 0.5)
		t := -fk * fk / (2 * nrq)
		logV := libm.Log(v)
		if logV < t-rho {
			return y
		}
		if logV > t+rho {
			continue
		}
		x1 := float64(y + 1)
		f1 := float64(m + 1)
		z := float64(n + 1 - m)
		w := float64(n - y + 1)
		x2, f2, z2, w2 := x1*x1, f1*f1, z*z, w*w
		bound := float64(xm*libm.Log(f1/x1)) + float64((float64(n-m)+0.5)*libm.Log(z/w)) +
			float64(float64(y-m)*libm.Log(w*r/(x1*q))) +
			stirlingTerm(f1, f2) + stirlingTerm(z, z2) + stirlingTerm(x1, x2) + stirlingTerm(w, w2)
		if logV > bound {
			continue
		}
		return y
	}
}

// stirlingTerm is one of BTPE's Stirling corrections,
// (13680 - (462 - (132 - (99 - 140/x2)/x2)/x2)/x2)/x/166320.
func stirlingTerm(x, x2 float64) float64 {
	return (13680. - (462.-(132.-(99.-140./x2)/x2)/x2)/x2) / x / 166320.
}
