package ndarray

// This file is the float16 dtype: IEEE half precision stored as its 16
// bits, cast from float64 with correct rounding as NumPy's
// npy_double_to_half does, and printed with the shortest digits that
// identify the value, as NumPy's Dragon4 does for half. NumPy's float16
// loops compute in float32 and round the result to half (round); its sums
// accumulate in float32.

import (
	"math"
	"strconv"
)

// halfBits returns the float16 nearest to f (ties to even), as bits:
// infinities and NaN map to theirs, values beyond the largest half
// (65504) round to infinity.
func halfBits(f float64) uint16 {
	b := math.Float64bits(f)
	sign := uint16(b>>48) & 0x8000
	abs := math.Abs(f)
	switch {
	case math.IsNaN(f):
		return sign | 0x7e00
	case abs >= 65520: // halfway between 65504 and 2**16 rounds up to inf
		return sign | 0x7c00
	}
	// Scale so that the half's last significand bit has weight 1, round
	// to an integer (ties to even), and rebuild the bits.
	exp := math.Ilogb(abs)
	if exp < -14 {
		exp = -14 // subnormals share the smallest exponent
	}
	m := math.RoundToEven(math.Ldexp(abs, 10-exp)) // the significand, 10 fraction bits
	if m >= 2048 {                                 // rounding carried into the next binade
		m /= 2
		exp++
	}
	if exp > 15 {
		return sign | 0x7c00
	}
	if m < 1024 { // subnormal
		return sign | uint16(m)
	}
	return sign | uint16(exp+15)<<10 | uint16(m-1024)
}

// halfFloat returns the value of the float16 with bits h.
func halfFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp, frac := int(h>>10)&0x1f, float64(h&0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}

// roundHalf rounds f to the nearest float16 value.
func roundHalf(f float64) float64 { return halfFloat(halfBits(f)) }

// shortestHalf formats the float16 value v with the fewest significant
// digits that read back as v ('f' or 'e' as strconv), as Dragon4's unique
// mode gives them.
func shortestHalf(v float64, format byte) string {
	for digits := 1; digits < 6; digits++ {
		s := strconv.FormatFloat(v, 'e', digits-1, 64)
		p, _ := strconv.ParseFloat(s, 64)
		if roundHalf(p) == v {
			return strconv.FormatFloat(p, format, -1, 64)
		}
	}
	return strconv.FormatFloat(v, format, -1, 64)
}

// exactBits is the bit size to give strconv for fixed-precision digits
// of a value of a float type of the given bits: a float16 value is exact
// as a float64.
func exactBits(bits int) int {
	if bits == 16 {
		return 64
	}
	return bits
}

// formatShortest is strconv.FormatFloat(v, format, -1, bits) that also
// takes bits 16.
func formatShortest(v float64, format byte, bits int) string {
	if bits == 16 {
		return shortestHalf(v, format)
	}
	return strconv.FormatFloat(v, format, -1, bits)
}

// halfSum is add.reduce of float16 values (given as float32s): pairwise
// in float32 within each buffer, the running total rounded to half
// between buffers, as NumPy's HALF_add reduction.
func halfSum(vals []float32) float64 {
	var s float64
	for len(vals) > 0 {
		k := min(len(vals), reduceBufferSize)
		s = roundHalf(float64(float32(s) + pairwiseSum(vals[:k])))
		vals = vals[k:]
	}
	return s
}
