//go:build !amd64

package ndarray

const (
	haveGemmTile   = false
	haveGemmTile32 = false
)

func gemmTile4x8(a *float64, lda int, b *float64, ldb int, kc int, c *float64, ldc int, fused bool) {
	panic("ndarray: gemmTile4x8 without amd64")
}

func gemmTile4x32(a *float64, lda int, b *float64, kc int, c *float64, ldc int, fused bool) {
	panic("ndarray: gemmTile4x32 without amd64")
}
