package ndarray

import (
	"math"

	"github.com/alpyna/alpyna/internal/numpytables"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// asinFloat64 follows __svml_asin8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 arcsin on AVX512_SKX machines (its
// constants read from NumPy's _multiarray_umath): with y = (1 - |x|)/2
// and z = min(x², y), |x| < 1/2 gives w + w z P(z) for w = |x|, and |x| >=
// 1/2 gives π/2 + w + w z P(z) for w = -sqrt(2y), the square root from the
// machine's VRSQRT14 (rsqrt14; zero below 2**-255) refined by a
// polynomial of its error, P of degree 11 in fused multiply-adds, x's
// sign. |x| > 1 and infinities give x86's default NaN (SVML's scalar
// path), NaNs come out quieted. Without AVX-512 NumPy calls the C
// library's asin, and so does alpyna.
func asinFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Asin(x)
	}
	ax := math.Abs(x)
	switch {
	case x != x:
		return quietNaN64(x)
	case ax > 1:
		return negNaN64
	}
	y := math.FMA(-0.5, ax, 0.5) // (1 - |x|)/2
	z := min(float64(ax*ax), y)
	w, big := ax, ax >= 0.5
	if big {
		w = svmlAsinSqrt(y)
	}
	res := math.FMA(w, float64(svmlAsinPoly(z)*z), w)
	if big {
		res = float64(res + svmlAsinC[0])
	}
	return math.Float64frombits(math.Float64bits(res) ^ math.Float64bits(x)&(1<<63))
}

// svmlAsinSqrt is -sqrt(2y) as __svml_asin8 and __svml_acos8 compute it
// for 0 <= y <= 1/4: the machine's VRSQRT14 of y (zero below 2**-255),
// s = 2y*rsqrt, and s's error e = rsqrt²*2y - 2 corrected by a polynomial
// of it, -s + (s*e)*q(e) in one fused multiply-add (acos negates).
func svmlAsinSqrt(y float64) float64 {
	c := &svmlAsinC
	rs := 0.0
	if y >= 0x1p-255 {
		rs = rsqrt14(y)
	}
	y2 := float64(y + y)
	s := float64(y2 * rs)
	e := math.FMA(float64(rs*rs), y2, -2)
	q := math.FMA(c[1], e, c[2])
	q = math.FMA(e, q, c[3])
	q = math.FMA(e, q, c[4])
	return math.FMA(float64(s*e), q, -s)
}

// svmlAsinPoly is __svml_asin8's P(z), evaluated as its code does.
func svmlAsinPoly(z float64) float64 {
	c := &svmlAsinC
	z2 := float64(z * z)
	z4 := float64(z2 * z2)
	a := math.FMA(c[5], z, c[6])
	b := math.FMA(c[7], z, c[8])
	d := math.FMA(c[9], z, c[10])
	f := math.FMA(c[11], z, c[12])
	g := math.FMA(c[13], z, c[14])
	h := math.FMA(c[15], z, c[16])
	a = math.FMA(z2, a, b)
	d = math.FMA(z2, d, g)
	a = math.FMA(z4, a, d)
	a = math.FMA(z2, a, f)
	return math.FMA(z2, a, h)
}

// acosFloat64 follows __svml_acos8 of Intel's SVML (the "la" variant),
// which NumPy 1.24 calls for float64 arccos on AVX512_SKX machines: the
// reduction and polynomial of __svml_asin8 (asinFloat64), with w = -x and
// π/2 added where x² < y = (1 - |x|)/2, else w = ±sqrt(2y) with x's sign
// and π added for negative x. |x| > 1 and infinities give x86's default
// NaN, NaNs come out quieted with their sign flipped (SVML's code sets
// the sign bit first). Without AVX-512 NumPy calls the C library's acos,
// and so does alpyna.
func acosFloat64(x float64) float64 {
	if !haveAVX512 {
		return libm.Acos(x)
	}
	ax := math.Abs(x)
	switch {
	case x != x:
		return math.Float64frombits(math.Float64bits(quietNaN64(x)) ^ 1<<63)
	case ax > 1:
		return negNaN64
	}
	y := math.FMA(-0.5, ax, 0.5)
	z := min(float64(ax*ax), y)
	big := z >= y
	w, add := -x, svmlAsinC[0]
	if big {
		w = -svmlAsinSqrt(y)
		add = 0
		if x < 0 {
			w, add = -w, 2*svmlAsinC[0]
		}
	}
	return float64(add + math.FMA(float64(svmlAsinPoly(z)*z), w, w))
}

// The constants and tables (internal/numpytables, shared with llvmgen).
var (
	svmlAsinC = numpytables.SVMLAsinC
)
