//go:build !cgo

package pynumpy

import "math"

// floatLibmIsC reports whether log1pf and expf are the C library's.
const floatLibmIsC = false

// log1pf and expf without cgo: the double results rounded to float32,
// which are correctly rounded where glibc's may differ in the last bit
// (a float32 exponential or normal tail, about one value in 50,000).
func log1pf(x float32) float32 { return float32(math.Log1p(float64(x))) }
func expf(x float32) float32   { return float32(math.Exp(float64(x))) }
