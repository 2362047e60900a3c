// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !cgo

package libm

import "math/cmplx"

// Without cgo the C99 complex functions fall back to Go's math/cmplx,
// which may differ from the C library in the last bits. alpyna patch: new
// file.

// Cexp is cmplx.Exp.
func Cexp(z complex128) complex128 { return cmplx.Exp(z) }

// Clog is cmplx.Log.
func Clog(z complex128) complex128 { return cmplx.Log(z) }

// Csqrt is cmplx.Sqrt.
func Csqrt(z complex128) complex128 { return cmplx.Sqrt(z) }

// Cexpf is cmplx.Exp rounded to complex64.
func Cexpf(z complex64) complex64 { return complex64(cmplx.Exp(complex128(z))) }

// Clogf is cmplx.Log rounded to complex64.
func Clogf(z complex64) complex64 { return complex64(cmplx.Log(complex128(z))) }

// Csqrtf is cmplx.Sqrt rounded to complex64.
func Csqrtf(z complex64) complex64 { return complex64(cmplx.Sqrt(complex128(z))) }

// Csin is cmplx.Sin.
func Csin(z complex128) complex128 { return cmplx.Sin(z) }

// Ccos is cmplx.Cos.
func Ccos(z complex128) complex128 { return cmplx.Cos(z) }

// Csinf is cmplx.Sin rounded to complex64.
func Csinf(z complex64) complex64 { return complex64(cmplx.Sin(complex128(z))) }

// Ccosf is cmplx.Cos rounded to complex64.
func Ccosf(z complex64) complex64 { return complex64(cmplx.Cos(complex128(z))) }
