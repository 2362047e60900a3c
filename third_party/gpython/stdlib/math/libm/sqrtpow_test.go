// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build cgo

package libm

import (
	"math"
	"math/rand"
	"strconv"
	"testing"
)

// TestPowHalfIsCPow checks that x ** 0.5 without C's pow is C's pow bit
// for bit: on arguments where glibc's pow(x, 0.5) is not the correctly
// rounded square root (found by comparing the two; CPython 3.11 on glibc
// prints pow's), and on two million others, of every exponent and of
// the moderate range programs use.
func TestPowHalfIsCPow(t *testing.T) {
	differ := []string{ // pow(x, 0.5) != sqrt(x) on glibc 2.36
		"0x1.e8d5da31ce734p+12", "0x1.a9d2481df801p+811", "0x1.e938948b72c83p+873",
		"0x1.60fa647f7390ap+607", "0x1.557db6cd0c32ap+12", "0x1.ce0fd451809ccp+10",
		"0x1.4e5f3e6ea81eep+937", "0x1.781a1f6a2ccb5p+12", "0x1.7ca83ea24f478p+11",
		"0x1.95c5ed7d2f98dp+12",
	}
	sqrtDiffers := 0
	for _, hex := range differ {
		x := parseHex(t, hex)
		want := cPow(x, 0.5)
		if got := Pow(x, 0.5); got != want {
			t.Errorf("Pow(%x, 0.5) = %x, C pow %x", x, got, want)
		}
		if math.Sqrt(x) != want {
			sqrtDiffers++
		}
	}
	t.Logf("C pow(x, 0.5) differs from sqrt(x) on %d of the %d arguments", sqrtDiffers, len(differ))

	rng := rand.New(rand.NewSource(15))
	fast, n := 0, 2000000
	for i := 0; i < n; i++ {
		var x float64
		switch i % 3 {
		case 0: // any positive double, subnormals and the ends included
			x = math.Float64frombits(rng.Uint64() & 0x7fefffffffffffff)
		case 1:
			x = rng.Float64() * 1e4
		default:
			x = math.Float64frombits(rng.Uint64()&0x000fffffffffffff | 0x3ff0000000000000) // [1, 2)
		}
		want := cPow(x, 0.5)
		if got := Pow(x, 0.5); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("Pow(%x, 0.5) = %x, C pow %x", x, got, want)
		}
		if _, ok := sqrtAsPow(x); ok {
			fast++
		}
	}
	// the shortcut is for most arguments (0.45 ULP of the 0.5 either side)
	if fast < n*8/10 {
		t.Errorf("sqrtAsPow answered %d of %d arguments, want most", fast, n)
	}
	for _, x := range []float64{0, math.Copysign(0, -1), -1, math.Inf(1), math.Inf(-1), math.NaN(), math.SmallestNonzeroFloat64, math.MaxFloat64} {
		want, got := cPow(x, 0.5), Pow(x, 0.5)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Errorf("Pow(%v, 0.5) = %v, C pow %v", x, got, want)
		}
	}
}

func parseHex(t *testing.T, s string) float64 {
	t.Helper()
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return x
}
