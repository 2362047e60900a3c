package ndarray

import "golang.org/x/sys/cpu"

// haveGemmTile reports whether gemmTile4x8 can run (AVX2 and FMA3),
// haveGemmTile32 whether gemmTile4x32 can (AVX-512F).
var (
	haveGemmTile   = haveAVX2FMA
	haveGemmTile32 = haveAVX2FMA && cpu.X86.HasAVX512F
)

//go:noescape
func gemmTile4x8(a *float64, lda int, b *float64, ldb int, kc int, c *float64, ldc int, fused bool)

//go:noescape
func gemmTile4x32(a *float64, lda int, b *float64, kc int, c *float64, ldc int, fused bool)
