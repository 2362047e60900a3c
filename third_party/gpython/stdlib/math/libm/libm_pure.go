// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !cgo

package libm

import "math"

// Exact reports whether results come from the C library (true) or from
// Go's math package (false).
const Exact = false

// Sin is math.Sin.
func Sin(x float64) float64 { return math.Sin(x) }

// Cos is math.Cos.
func Cos(x float64) float64 { return math.Cos(x) }

// Tan is math.Tan.
func Tan(x float64) float64 { return math.Tan(x) }

// Exp is math.Exp.
func Exp(x float64) float64 { return math.Exp(x) }

// Log is math.Log.
func Log(x float64) float64 { return math.Log(x) }

// Asin is math.Asin.
func Asin(x float64) float64 { return math.Asin(x) }

// Acos is math.Acos.
func Acos(x float64) float64 { return math.Acos(x) }

// Atan is math.Atan.
func Atan(x float64) float64 { return math.Atan(x) }

// Sinh is math.Sinh.
func Sinh(x float64) float64 { return math.Sinh(x) }

// Cosh is math.Cosh.
func Cosh(x float64) float64 { return math.Cosh(x) }

// Tanh is math.Tanh.
func Tanh(x float64) float64 { return math.Tanh(x) }

// Erf is math.Erf.
func Erf(x float64) float64 { return math.Erf(x) }

// Erfc is math.Erfc.
func Erfc(x float64) float64 { return math.Erfc(x) }

// Log10 is math.Log10.
func Log10(x float64) float64 { return math.Log10(x) }

// Log2 is math.Log2.
func Log2(x float64) float64 { return math.Log2(x) }

// Log1p is math.Log1p.
func Log1p(x float64) float64 { return math.Log1p(x) }

// Expm1 is math.Expm1.
func Expm1(x float64) float64 { return math.Expm1(x) }

// Asinh is math.Asinh.
func Asinh(x float64) float64 { return math.Asinh(x) }

// Acosh is math.Acosh.
func Acosh(x float64) float64 { return math.Acosh(x) }

// Atanh is math.Atanh.
func Atanh(x float64) float64 { return math.Atanh(x) }

// Cbrt is math.Cbrt.
func Cbrt(x float64) float64 { return math.Cbrt(x) }

// Gamma is math.Gamma.
func Gamma(x float64) float64 { return math.Gamma(x) }

// Pow is math.Pow.
func Pow(x, y float64) float64 { return math.Pow(x, y) }

// Atan2 is math.Atan2.
func Atan2(x, y float64) float64 { return math.Atan2(x, y) }

// Hypot is math.Hypot.
func Hypot(x, y float64) float64 { return math.Hypot(x, y) }
