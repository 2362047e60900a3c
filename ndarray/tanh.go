package ndarray

import (
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// np.tanh as NumPy 1.24 computes it on x86-64 machines with AVX2 and FMA3
// (its AVX2 and AVX512_SKX targets of loops_hyperbolic.dispatch.c.src, a
// translation of Intel SVML's tanh to NumPy's universal intrinsics): |x|
// falls in one of 16 (float64) or 32 (float32) intervals chosen by its
// exponent and first mantissa bit; with B the interval's start and c0,
// c1, ... its coefficients (tanhtab.go, read from NumPy's binary), the
// result is c0 + y*(c1 + y*(...)) in fused multiply-adds, y = |x| - B,
// with x's sign. Infinities and huge arguments go to the C library's
// tanh, which gives ±1; every NaN gives the positive default NaN (as
// NumPy's loop returns, checked on random payloads of either sign). Every lane is computed alike, so
// arrays, views and scalars agree. On machines without FMA3 NumPy calls
// the C library for every element, and so does alpyna (libm.Tanh).

// tanhFloat64 is NumPy's float64 tanh.
func tanhFloat64(x float64) float64 {
	if !haveAVX2FMA {
		return libm.Tanh(x)
	}
	bits := math.Float64bits(x)
	hi := int32((bits & 0x7ff8000000000000) >> 32)
	if hi > 0x7fe00000 { // |x| >= 2**1023 * 1.5, infinities and NaNs
		if x != x {
			return math.Float64frombits(0x7ff8000000000000)
		}
		return libm.Tanh(x)
	}
	i := min(max(hi-0x3fc00000, 0), 0x780000) >> 19
	y := math.Abs(x) - math.Float64frombits(tanhTab64[0][i])
	r := math.FMA(math.Float64frombits(tanhTab64[17][i]), y, math.Float64frombits(tanhTab64[16][i]))
	for k := 15; k >= 1; k-- {
		r = math.FMA(r, y, math.Float64frombits(tanhTab64[k][i]))
	}
	return math.Float64frombits(math.Float64bits(r) | bits&(1<<63))
}

// tanhFloat32 is NumPy's float32 tanh.
func tanhFloat32(x float32) float32 {
	if !haveAVX2FMA {
		return float32(libm.Tanh(float64(x)))
	}
	bits := math.Float32bits(x)
	e := int32(bits & 0x7fe00000)
	if e > 0x7f000000 { // |x| >= 2**127, infinities and NaNs
		return tanhfHuge(x)
	}
	i := min(max(e-0x3d400000, 0), 0x3e00000) >> 21
	y := float32(abs32(x) - math.Float32frombits(tanhTab32[0][i]))
	r := fma32(math.Float32frombits(tanhTab32[7][i]), y, math.Float32frombits(tanhTab32[6][i]))
	for k := 5; k >= 1; k-- {
		r = fma32(r, y, math.Float32frombits(tanhTab32[k][i]))
	}
	return math.Float32frombits(math.Float32bits(r) | bits&(1<<31))
}

// tanhfHuge is NumPy's tanh of huge float32 arguments, infinities and
// NaNs: ±1, or the positive default NaN whatever the NaN's sign and
// payload (as for float64).
func tanhfHuge(x float32) float32 {
	switch {
	case x != x:
		return nan32
	case x < 0:
		return -1
	}
	return 1
}

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }
