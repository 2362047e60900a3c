// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build cgo

package libm

import "math"

// sqrtAsPow returns C pow(x, 0.5) without calling it, where that is
// certain: ok is false, and the caller must call pow, otherwise.
//
// glibc's pow (since 2.28, from Arm's optimized-routines) is not
// correctly rounded: its worst-case error is 0.54 ULP (0.52 for y = 0.5,
// where |y*log(x)| < 355). math.Sqrt is correctly rounded: s is within
// 0.5 ULP of the exact root t. pow's result can be another double than s
// only where that double lies within 0.54 ULP of t, so only where t is
// more than 0.46 ULP from s, close to the midpoint between s and its
// neighbour (about one argument in a thousand: pow(x, 0.5) and sqrt(x)
// differ there, 0x1.e8d5da31ce734p+12 ** 0.5 is 0x1.61c1026bc02aap+6 in
// CPython on glibc, its square root 0x1.61c1026bc02abp+6). Where t is
// within 0.45 ULP of s, pow returns s. The distance is computed from the
// residual x - s*s, which FMA gives exactly for a correctly rounded s
// (t - s = (x - s*s) / (t + s)), for x in [2**-1000, 2**1000], where
// neither the square nor the residual leaves the normal range. (ULP is
// that of s's binade: where s is a power of two, whose lower neighbour
// is half as far, t is never below s, since the largest double below
// 4**k has a square root that rounds below 2**k.) About one
// argument in ten is farther than 0.45 ULP and goes to pow. (This relies
// on pow erring by less than 0.55 ULP, as glibc's and musl's, which share
// the implementation, and the correctly rounded ones do; a C library
// whose pow errs more could differ from it where t is near 0.45 ULP from
// s. CPython on such a library prints that library's pow.)
//
// alpyna patch, fifteenth pass: new.
func sqrtAsPow(x float64) (float64, bool) {
	if !(x >= 0x1p-1000 && x <= 0x1p1000) { // NaN too
		return 0, false
	}
	s := math.Sqrt(x)
	r := math.FMA(s, s, -x) // s*s - x exactly
	ulp := math.Float64frombits(math.Float64bits(s)+1) - s
	// |t - s| ≈ |r| / 2s <= 0.45 ULP
	if math.Abs(r) > 0.9*ulp*s {
		return 0, false
	}
	return s, true
}
