//go:build !amd64

package ndarray

const haveGemvKern = false

func gemvT4FMA(a *float64, lda int, x *float64, n int, out *float64) {
	panic("ndarray: gemvT4FMA without amd64")
}

func gemvT4Pair(a *float64, lda int, x *float64, n int, out *float64) {
	panic("ndarray: gemvT4Pair without amd64")
}

func gemvN4(y *float64, m int, c *float64, ldc int, x *float64, fused bool) {
	panic("ndarray: gemvN4 without amd64")
}

func gemvT8Pair(a *float64, lda int, x *float64, n int, out *float64) {
	panic("ndarray: gemvT8Pair without amd64")
}
