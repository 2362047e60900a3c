package ndarray

import (
	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// log2Float64 follows __svml_log28 of Intel's SVML, which NumPy 1.24
// calls for float64 log2 on AVX512_SKX machines (read from the machine
// code in NumPy's _multiarray_umath): __svml_log108's scheme
// (log10Float64) with a table of -log2(rcp), a polynomial for
// log2(1 + r), and the exponent added last. Zeros, infinities and
// negative numbers take SVML's scalar path. Without AVX-512 NumPy calls
// the C library's log2, and so does alpyna.
func log2Float64(x float64) float64 {
	if !haveAVX512 {
		return libm.Log2(x)
	}
	if special, ok := svmlLogSpecial(x); ok {
		return special
	}
	s, expo := svmlLogReduced(x, &svmlLog2C, &svmlLog2Tab)
	return float64(expo + s)
}

// svmlLog2C are __svml_log28's coefficients in the order the port uses
// them, the last about 1/ln 2.
var svmlLog2C = [9]float64{
	0x1.2776c5114d91ap-2, -0x1.71547653d0f8dp-2, // pa = r*c0 + c1
	0x1.4904bda0e1d12p-3, -0x1.71fb84deb5ccep-3, // pb
	0x1.a617351818613p-3, -0x1.ec707e4e3144cp-3, // pc
	0x1.ec709dc3a029fp-2, -0x1.71547652b82d4p-1, // pd
	0x1.71547652b82fep+0,
}

// svmlLog2Tab is -log2(rcp), indexed as svmlLog10Tab.
var svmlLog2Tab = [16]uint64{
	0x0000000000000000, 0xbfb663f6fac91316, 0xbfc5c01a39fbd688, 0xbfcfbc16b902680a,
	0xbfd49a784bcd1b8b, 0xbfd91bba891f1709, 0xbfdd6753e032ea0f, 0xbfe0c10500d63aa6,
	0x3fda8ff971810a5e, 0x3fd6cb0f6865c8ea, 0x3fd32bfee370ee68, 0x3fcf5fd8a9063e35,
	0x3fc8a8980abfbd32, 0x3fc22dadc2ab3497, 0x3fb7d60496cfbb4c, 0x3fa77394c9d958d5,
}

// log2Float32 follows __svml_log2f16 of Intel's SVML, which NumPy 1.24
// calls for float32 log2 on AVX512_SKX machines: __svml_log10f16's scheme
// (svmlLogf) with its own tables and k added as it is. Without AVX-512
// the C library's float64 log2 rounded, as before.
func log2Float32(x float32) float32 {
	if !haveAVX512 {
		return float32(libm.Log2(float64(x)))
	}
	return svmlLogf(x, &svmlLog2Tab32, 1)
}

// The float32 tables (internal/numpytables).
var svmlLog2Tab32 = numpytables.SVMLLog2Tab32
