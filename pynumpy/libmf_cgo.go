//go:build cgo

package pynumpy

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// floatLibmIsC reports whether log1pf and expf are the C library's.
const floatLibmIsC = true

// log1pf and expf are the C library's float functions, which NumPy's
// float32 ziggurats call: glibc's log1pf is not correctly rounded, and
// NumPy's float32 exponential tails keep its last bit.
func log1pf(x float32) float32 { return float32(C.log1pf(C.float(x))) }
func expf(x float32) float32   { return float32(C.expf(C.float(x))) }
