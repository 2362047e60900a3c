package ndarray

// rcp14 is the machine's VRCP14SD of x, for the SVML ports that start
// from it (svmlatan.go, svmltan.go, svmlcbrt.go, svmlatanh.go). It needs
// AVX-512F (haveAVX512).
//
//go:noescape
func rcp14(x float64) float64

// rsqrt14 is the machine's VRSQRT14SD of x, for the SVML ports that take
// square roots by refining it (svmlasin.go). It needs AVX-512F.
//
//go:noescape
func rsqrt14(x float64) float64
