package ndarray

// haveGemvKern reports whether the assembly loops of gemvkern_amd64.s can
// run (AVX2 and FMA3).
var haveGemvKern = haveAVX2FMA

//go:noescape
func gemvT4FMA(a *float64, lda int, x *float64, n int, out *float64)

//go:noescape
func gemvT4Pair(a *float64, lda int, x *float64, n int, out *float64)

//go:noescape
func gemvN4(y *float64, m int, c *float64, ldc int, x *float64, fused bool)

//go:noescape
func gemvT8Pair(a *float64, lda int, x *float64, n int, out *float64)
