// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: math.gamma and math.lgamma as CPython 3.11 computes them
// (Modules/mathmodule.c, m_tgamma and m_lgamma), not the C library's
// tgamma/lgamma: a Lanczos approximation (N = 13, g = 6.0246800407767296,
// Boost's parameters) written as a rational function, the reflection
// formula for negative arguments, a correction for the rounding of
// x+g-0.5, and exact values for small integers. The elementary functions
// it calls (sin, cos, exp, log, pow) are the C library's, as CPython's
// are, so the results are CPython's bit for bit. Products are rounded
// before they are added (float64(a*b) + c), so that no build fuses them
// into one FMA, which GCC does not for CPython on x86-64.

package math

import (
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// mathErrno is the errno the C code sets: none, EDOM (a ValueError) or
// ERANGE (an OverflowError where the result is large).
type mathErrno int

const (
	errNone mathErrno = iota
	errDomain
	errRange
)

const (
	lanczosG          = 6.024680040776729583740234375
	lanczosGMinusHalf = 5.524680040776729583740234375
	piDouble          = 3.141592653589793238462643383279502884197
	logPi             = 1.144729885849400174143427351353058711647
)

// lanczosNum and lanczosDen are the numerator's and the denominator's
// coefficients of the Lanczos sum as a rational function; the
// denominator is x*(x+1)*...*(x+11).
var lanczosNum = [13]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

var lanczosDen = [13]float64{
	0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
}

// gammaIntegral holds gamma(n) = (n-1)! for n from 1 to 23, exact.
var gammaIntegral = [23]float64{
	1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
	3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0,
	1307674368000.0, 20922789888000.0, 355687428096000.0,
	6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
	51090942171709440000.0, 1124000727777607680000.0,
}

// lanczosSum is the Lanczos sum L_g(x) for x > 0. Above 5 the rational
// function is evaluated in 1/x, which cannot overflow.
func lanczosSum(x float64) float64 {
	var num, den float64
	if x < 5.0 {
		for i := len(lanczosNum) - 1; i >= 0; i-- {
			num = float64(num*x) + lanczosNum[i]
			den = float64(den*x) + lanczosDen[i]
		}
	} else {
		for i := 0; i < len(lanczosNum); i++ {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

// sinPi is sin(pi*x) for finite x, exact at integers and half-integers.
func sinPi(x float64) float64 {
	y := math.Mod(math.Abs(x), 2.0)
	var r float64
	switch int(math.Round(2.0 * y)) {
	case 0:
		r = libm.Sin(piDouble * y)
	case 1:
		r = libm.Cos(piDouble * (y - 0.5))
	case 2:
		// -sin(pi*(y-1.0)) would give -0.0 at y == 1.0
		r = libm.Sin(piDouble * (1.0 - y))
	case 3:
		r = -libm.Cos(piDouble * (y - 1.5))
	default: // 4
		r = libm.Sin(piDouble * (y - 2.0))
	}
	return math.Copysign(1.0, x) * r
}

// tgamma is CPython's m_tgamma.
func tgamma(x float64) (float64, mathErrno) {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		if math.IsNaN(x) || x > 0.0 {
			return x, errNone // gamma(nan) = nan, gamma(inf) = inf
		}
		return math.NaN(), errDomain // gamma(-inf)
	}
	if x == 0.0 {
		return math.Copysign(math.Inf(1), x), errDomain
	}
	if x == math.Floor(x) {
		if x < 0.0 {
			return math.NaN(), errDomain // negative integers
		}
		if x <= float64(len(gammaIntegral)) {
			return gammaIntegral[int(x)-1], errNone
		}
	}
	absx := math.Abs(x)
	if absx < 1e-20 { // gamma(x) ~ 1/x near 0
		r := 1.0 / x
		if math.IsInf(r, 0) {
			return r, errRange
		}
		return r, errNone
	}
	if absx > 200.0 { // overflows above 200, underflows below -200
		if x < 0.0 {
			return 0.0 / sinPi(x), errNone
		}
		return math.Inf(1), errRange
	}
	y := absx + lanczosGMinusHalf
	// the rounding error of y, for the correction factor (1 + z)
	var z float64
	if absx > lanczosGMinusHalf {
		q := y - absx
		z = q - lanczosGMinusHalf
	} else {
		q := y - lanczosGMinusHalf
		z = q - absx
	}
	z = z * lanczosG / y
	var r float64
	if x < 0.0 {
		r = -piDouble / sinPi(absx) / absx * libm.Exp(y) / lanczosSum(absx)
		r -= float64(z * r)
		if absx < 140.0 {
			r /= libm.Pow(y, absx-0.5)
		} else {
			sqrtpow := libm.Pow(y, absx/2.0-0.25)
			r /= sqrtpow
			r /= sqrtpow
		}
	} else {
		r = lanczosSum(absx) / libm.Exp(y)
		r += float64(z * r)
		if absx < 140.0 {
			r *= libm.Pow(y, absx-0.5)
		} else {
			sqrtpow := libm.Pow(y, absx/2.0-0.25)
			r *= sqrtpow
			r *= sqrtpow
		}
	}
	if math.IsInf(r, 0) {
		return r, errRange
	}
	return r, errNone
}

// lgamma is CPython's m_lgamma: the log of |gamma(x)|.
func lgamma(x float64) (float64, mathErrno) {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		if math.IsNaN(x) {
			return x, errNone
		}
		return math.Inf(1), errNone // lgamma(+-inf) = +inf
	}
	if x == math.Floor(x) && x <= 2.0 {
		if x <= 0.0 {
			return math.Inf(1), errDomain // integers n <= 0
		}
		return 0.0, errNone // lgamma(1) = lgamma(2) = 0
	}
	absx := math.Abs(x)
	if absx < 1e-20 { // lgamma(x) ~ -log(|x|) near 0
		return -libm.Log(absx), errNone
	}
	r := libm.Log(lanczosSum(absx)) - lanczosG
	r += float64((absx - 0.5) * (libm.Log(absx+lanczosG-0.5) - 1))
	if x < 0.0 { // the reflection formula
		r = logPi - libm.Log(math.Abs(sinPi(absx))) - libm.Log(absx) - r
	}
	if math.IsInf(r, 0) {
		return r, errRange
	}
	return r, errNone
}

// mathResult turns a result and its errno into what CPython's math_1a
// returns: EDOM is ValueError, ERANGE an OverflowError when the result is
// at least 1.5 in magnitude (is_error).
func mathResult(r float64, e mathErrno) (float64, error) {
	switch e {
	case errDomain:
		return 0, EDOM
	case errRange:
		if math.Abs(r) >= 1.5 {
			return 0, ERANGE
		}
	}
	return r, nil
}
