// Copyright 2026 The alpyna Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package libm

import "math"

// Norm is the Euclidean norm of coordinates as CPython 3.11's math.hypot
// and math.dist compute it (vector_norm in Modules/mathmodule.c), not the
// C library's hypot: for two coordinates the two differ in the last bit
// for about one argument pair in two hundred. coords are absolute values;
// max is the largest that is not a NaN, and nan says whether one is.
//
// The sum of squares is kept exact in three parts: each coordinate is
// scaled by a power of two that brings the largest into [0.5, 1)
// (lossless), squared into a double-double with a fused multiply-add
// (lossless), and added to a running sum that starts at 1.0, whose
// rounding errors, like the squares' low parts, are summed apart. The
// square root of the sum gets one differential correction step, and the
// scale comes off again.
func Norm(coords []float64, max float64, nan bool) float64 {
	if math.IsInf(max, 0) {
		return max
	}
	if nan {
		return math.NaN()
	}
	if max == 0 || len(coords) <= 1 {
		return max
	}
	_, maxExp := math.Frexp(max)
	if maxExp < -1023 {
		// 2**-maxExp would overflow: subnormal coordinates are made
		// normal first, and the result scaled back.
		scaled := make([]float64, len(coords))
		for i, x := range coords {
			scaled[i] = x / minNormal
		}
		return minNormal * Norm(scaled, max/minNormal, false)
	}
	scale := math.Ldexp(1, -maxExp)
	sum, frac1, frac2 := 1.0, 0.0, 0.0
	for _, x := range coords {
		x = float64(x * scale)
		hi, lo := squareDD(x, x)
		s, err := fastTwoSum(sum, hi)
		sum = s
		frac1 += lo
		frac2 += err
	}
	h := math.Sqrt(sum - 1 + (frac1 + frac2))
	hi, lo := squareDD(-h, h)
	s, err := fastTwoSum(sum, hi)
	sum = s
	frac1 += lo
	frac2 += err
	x := sum - 1 + (frac1 + frac2)
	h += x / (2 * h)
	return h / scale
}

// Hypot2 is CPython's math.hypot(x, y) (Norm of two coordinates).
func Hypot2(x, y float64) float64 {
	ax, ay := math.Abs(x), math.Abs(y)
	max, nan := 0.0, false
	for _, v := range [2]float64{ax, ay} {
		if math.IsNaN(v) {
			nan = true
		} else if v > max {
			max = v
		}
	}
	return Norm([]float64{ax, ay}, max, nan)
}

// minNormal is the least positive normal double (C's DBL_MIN).
const minNormal = 0x1p-1022

// squareDD returns x*y as hi + lo exactly (lo from a fused multiply-add).
// The conversions keep the compiler from fusing operations the algorithm
// rounds one by one (Go may fuse x*y + z where the target has FMA).
func squareDD(x, y float64) (hi, lo float64) {
	hi = float64(x * y)
	return hi, math.FMA(x, y, -hi)
}

// fastTwoSum returns a + b as s + err exactly, for |a| >= |b|.
func fastTwoSum(a, b float64) (s, err float64) {
	s = a + b
	return s, b - (s - a)
}
