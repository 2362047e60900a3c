// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build cgo

package libm

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// Exact reports whether results come from the C library (true) or from
// Go's math package (false).
const Exact = true

// Sin is C sin.
func Sin(x float64) float64 { return float64(C.sin(C.double(x))) }

// Cos is C cos.
func Cos(x float64) float64 { return float64(C.cos(C.double(x))) }

// Tan is C tan.
func Tan(x float64) float64 { return float64(C.tan(C.double(x))) }

// Exp is C exp.
func Exp(x float64) float64 { return float64(C.exp(C.double(x))) }

// Log is C log.
func Log(x float64) float64 { return float64(C.log(C.double(x))) }

// Asin is C asin.
func Asin(x float64) float64 { return float64(C.asin(C.double(x))) }

// Acos is C acos.
func Acos(x float64) float64 { return float64(C.acos(C.double(x))) }

// Atan is C atan.
func Atan(x float64) float64 { return float64(C.atan(C.double(x))) }

// Sinh is C sinh.
func Sinh(x float64) float64 { return float64(C.sinh(C.double(x))) }

// Cosh is C cosh.
func Cosh(x float64) float64 { return float64(C.cosh(C.double(x))) }

// Tanh is C tanh.
func Tanh(x float64) float64 { return float64(C.tanh(C.double(x))) }

// Erf is C erf.
func Erf(x float64) float64 { return float64(C.erf(C.double(x))) }

// Erfc is C erfc.
func Erfc(x float64) float64 { return float64(C.erfc(C.double(x))) }

// Log10 is C log10.
func Log10(x float64) float64 { return float64(C.log10(C.double(x))) }

// Log2 is C log2.
func Log2(x float64) float64 { return float64(C.log2(C.double(x))) }

// Log1p is C log1p.
func Log1p(x float64) float64 { return float64(C.log1p(C.double(x))) }

// Expm1 is C expm1.
func Expm1(x float64) float64 { return float64(C.expm1(C.double(x))) }

// Asinh is C asinh.
func Asinh(x float64) float64 { return float64(C.asinh(C.double(x))) }

// Acosh is C acosh.
func Acosh(x float64) float64 { return float64(C.acosh(C.double(x))) }

// Atanh is C atanh.
func Atanh(x float64) float64 { return float64(C.atanh(C.double(x))) }

// Cbrt is C cbrt.
func Cbrt(x float64) float64 { return float64(C.cbrt(C.double(x))) }

// Gamma is C tgamma.
func Gamma(x float64) float64 { return float64(C.tgamma(C.double(x))) }

// Pow is C pow.
//
// alpyna patch, fifteenth pass: x ** 0.5 is math.Sqrt(x) where that is
// what C's pow returns (sqrtAsPow), without the call through cgo.
func Pow(x, y float64) float64 {
	if y == 0.5 {
		if r, ok := sqrtAsPow(x); ok {
			return r
		}
	}
	return cPow(x, y)
}

// cPow is C pow.
func cPow(x, y float64) float64 { return float64(C.pow(C.double(x), C.double(y))) }

// Atan2 is C atan2.
func Atan2(x, y float64) float64 { return float64(C.atan2(C.double(x), C.double(y))) }

// Hypot is C hypot.
func Hypot(x, y float64) float64 { return float64(C.hypot(C.double(x), C.double(y))) }
