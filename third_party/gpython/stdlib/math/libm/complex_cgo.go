// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build cgo

package libm

// #cgo LDFLAGS: -lm
// #include <complex.h>
//
// static void alpyna_cexp(double re, double im, double *out) {
//	double complex r = cexp(CMPLX(re, im));
//	out[0] = creal(r); out[1] = cimag(r);
// }
// static void alpyna_clog(double re, double im, double *out) {
//	double complex r = clog(CMPLX(re, im));
//	out[0] = creal(r); out[1] = cimag(r);
// }
// static void alpyna_csqrt(double re, double im, double *out) {
//	double complex r = csqrt(CMPLX(re, im));
//	out[0] = creal(r); out[1] = cimag(r);
// }
// static void alpyna_cexpf(float re, float im, float *out) {
//	float complex r = cexpf(CMPLXF(re, im));
//	out[0] = crealf(r); out[1] = cimagf(r);
// }
// static void alpyna_clogf(float re, float im, float *out) {
//	float complex r = clogf(CMPLXF(re, im));
//	out[0] = crealf(r); out[1] = cimagf(r);
// }
// static void alpyna_csqrtf(float re, float im, float *out) {
//	float complex r = csqrtf(CMPLXF(re, im));
//	out[0] = crealf(r); out[1] = cimagf(r);
// }
// static void alpyna_csin(double re, double im, double *out) {
//	double complex r = csin(CMPLX(re, im));
//	out[0] = creal(r); out[1] = cimag(r);
// }
// static void alpyna_csinf(float re, float im, float *out) {
//	float complex r = csinf(CMPLXF(re, im));
//	out[0] = crealf(r); out[1] = cimagf(r);
// }
// static void alpyna_ccos(double re, double im, double *out) {
//	double complex r = ccos(CMPLX(re, im));
//	out[0] = creal(r); out[1] = cimag(r);
// }
// static void alpyna_ccosf(float re, float im, float *out) {
//	float complex r = ccosf(CMPLXF(re, im));
//	out[0] = crealf(r); out[1] = cimagf(r);
// }
import "C"

// The C99 complex functions, which NumPy's complex ufuncs call. alpyna
// patch: new file.

type complexFunc func(re, im C.double, out *C.double)
type complex64Func func(re, im C.float, out *C.float)

func call(f complexFunc, z complex128) complex128 {
	var out [2]C.double
	f(C.double(real(z)), C.double(imag(z)), &out[0])
	return complex(float64(out[0]), float64(out[1]))
}

func call64(f complex64Func, z complex64) complex64 {
	var out [2]C.float
	f(C.float(real(z)), C.float(imag(z)), &out[0])
	return complex(float32(out[0]), float32(out[1]))
}

// Cexp is C cexp.
func Cexp(z complex128) complex128 {
	return call(func(re, im C.double, out *C.double) { C.alpyna_cexp(re, im, out) }, z)
}

// Clog is C clog.
func Clog(z complex128) complex128 {
	return call(func(re, im C.double, out *C.double) { C.alpyna_clog(re, im, out) }, z)
}

// Csqrt is C csqrt.
func Csqrt(z complex128) complex128 {
	return call(func(re, im C.double, out *C.double) { C.alpyna_csqrt(re, im, out) }, z)
}

// Cexpf is C cexpf.
func Cexpf(z complex64) complex64 {
	return call64(func(re, im C.float, out *C.float) { C.alpyna_cexpf(re, im, out) }, z)
}

// Clogf is C clogf.
func Clogf(z complex64) complex64 {
	return call64(func(re, im C.float, out *C.float) { C.alpyna_clogf(re, im, out) }, z)
}

// Csqrtf is C csqrtf.
func Csqrtf(z complex64) complex64 {
	return call64(func(re, im C.float, out *C.float) { C.alpyna_csqrtf(re, im, out) }, z)
}

// Csin is C csin.
func Csin(z complex128) complex128 {
	return call(func(re, im C.double, out *C.double) { C.alpyna_csin(re, im, out) }, z)
}

// Csinf is C csinf.
func Csinf(z complex64) complex64 {
	return call64(func(re, im C.float, out *C.float) { C.alpyna_csinf(re, im, out) }, z)
}

// Ccos is C ccos.
func Ccos(z complex128) complex128 {
	return call(func(re, im C.double, out *C.double) { C.alpyna_ccos(re, im, out) }, z)
}

// Ccosf is C ccosf.
func Ccosf(z complex64) complex64 {
	return call64(func(re, im C.float, out *C.float) { C.alpyna_ccosf(re, im, out) }, z)
}
