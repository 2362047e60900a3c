//go:build !amd64

package ndarray

// haveAVX2FMA is false off amd64: there are no vector kernels, and the
// scalar ports do all.
var haveAVX2FMA = false

// haveAVX512 is false off amd64 (see simdmath_amd64.go).
var haveAVX512 = false

func vectorFloat32(op UnaryOp, dst, src []float32) int { return 0 }

func vectorFloat64(op UnaryOp, dst, src []float64) int { return 0 }

func vectorAllFinite[T float32 | float64](vals []T) (n int, finite bool) { return 0, true }

func vectorArith[T number](op BinaryOp, dst, x, y []T) int { return 0 }

func vectorExtremum[T float32 | float64](vals []T, sign int) (n int, best T, finite bool) {
	return 0, 0, true
}
