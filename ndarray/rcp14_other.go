//go:build !amd64

package ndarray

import "math"

// rcp14 is never called off amd64 (haveAVX512 is false there).
func rcp14(x float64) float64 { return 1 / x }

// rsqrt14 is never called off amd64 (haveAVX512 is false there).
func rsqrt14(x float64) float64 { return 1 / math.Sqrt(x) }
