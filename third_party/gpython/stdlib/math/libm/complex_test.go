// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build cgo

package libm

import (
	"math"
	"testing"
)

// The C library's complex functions give what NumPy 1.24 gives on glibc
// (np.exp(np.complex128(z)) and np.exp(np.complex64(z)) under
// /usr/bin/python3). alpyna patch: new file.
func TestComplexFunctions(t *testing.T) {
	for _, c := range []struct {
		name   string
		f      func(complex128) complex128
		f32    func(complex64) complex64
		z      complex128
		want   complex128
		want64 complex128
	}{
		{"exp", Cexp, Cexpf, complex(0, math.Pi), complex(-1, 1.2246467991473532e-16), complex(-1, -8.742277657347586e-08)},
		{"log", Clog, Clogf, -1, complex(0, 3.141592653589793), complex(0, 3.1415927410125732)},
		{"sqrt", Csqrt, Csqrtf, -4, 2i, 2i},
		{"sin", Csin, Csinf, 1 + 1i, complex(1.2984575814159773, 0.6349639147847361), complex(1.2984575033187866, 0.634963870048523)},
		{"cos", Ccos, Ccosf, 1 + 1i, complex(0.8337300251311491, -0.9888977057628651), complex(0.8337299227714539, -0.9888976812362671)},
		{"exp", Cexp, Cexpf, 0.5 - 2i, complex(-0.6861101411498431, -1.4991780090003948), complex(-0.6861101388931274, -1.4991779327392578)},
		{"log", Clog, Clogf, 3 + 4i, complex(1.6094379124341003, 0.9272952180016122), complex(1.6094379425048828, 0.9272952079772949)},
	} {
		if got := c.f(c.z); got != c.want {
			t.Errorf("c%s(%v) = %v, want %v", c.name, c.z, got, c.want)
		}
		if got := complex128(c.f32(complex64(c.z))); got != c.want64 {
			t.Errorf("c%sf(%v) = %v, want %v", c.name, c.z, got, c.want64)
		}
	}
}
