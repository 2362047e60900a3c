package numpytables

import "golang.org/x/sys/cpu"

// Which of NumPy 1.24's machine-dependent loops this machine's NumPy
// runs: package ndarray's ports follow it (its haveAVX2FMA and haveAVX512
// are these values, TestHostMatchesNumPyTables) and package llvmgen's
// kernels follow it, so that a nest computes what the interpreter does.
var (
	// OwnTanh is whether NumPy's own float32 and float64 tanh loops run
	// (x86-64 with AVX2 and FMA3); elsewhere NumPy calls the C library.
	OwnTanh = cpu.X86.HasAVX2 && cpu.X86.HasFMA
	// SVML is whether NumPy calls Intel SVML for its log10 and float64 log2,
	// log1p, expm1, exp2, cosh, sinh, tan, arcsin, arccos, arctan, cbrt,
	// arcsinh, arccosh and arctanh (AVX-512F, which alpyna's ports check
	// for NumPy's AVX512_SKX); elsewhere NumPy calls the C library.
	SVML = cpu.X86.HasAVX512F
)
