package ndarray

import (
	"github.com/go-python/gpython/stdlib/math/libm"
)

// NumPy 1.24 computes float64 arctan2 on AVX512_SKX machines with SVML's
// __svml_atan28 (loops_umath_fp.dispatch.c.src), eight elements at a time:
// atan28AVX512 (svmlatan2_amd64.s) is its vector code itself. The lanes it
// hands to its scalar routine (an infinite operand, or operands whose
// exponents lie too far apart or outside the main range) are the C
// library's atan2 here (see svmlAtan2Slices). Without AVX-512 NumPy calls
// the C library's atan2, and so does alpyna.

// svmlAtan2Slices writes arctan2(a, b) into dst as NumPy's float64 loop
// does; a or b may hold one element standing for all.
func svmlAtan2Slices(dst, a, b []float64) {
	if !haveAtan28 {
		for i := range dst {
			dst[i] = libm.Atan2(a[i%len(a)], b[i%len(b)])
		}
		return
	}
	svmlBlocks(dst, a, b, func(ab, bb, rb *[8]float64) uint16 {
		return atan28AVX512(ab, bb, rb, &svmlAtan28Consts)
	}, libm.Atan2) // SVML's scalar routine, not ported: the C library's
}

// atan2Copies is float64 or float32 (out) arctan2 of operands the fast
// path does not take (strided, broadcast, of other types) through
// contiguous copies of type out broadcast to the result's shape; ok is
// false for 0-d results.
func atan2Copies(x, y Operand, out DType) (Operand, bool) {
	if x.Array == nil && y.Array == nil {
		return Operand{}, false
	}
	xa, ya := operandArray(x), operandArray(y)
	shape, ok := broadcastShapes(xa.shape, ya.shape)
	if !ok || len(shape) == 0 {
		return Operand{}, false
	}
	xc, yc := loopCopy(xa, out, shape), loopCopy(ya, out, shape)
	res := newResult(out, shape)
	if out == Float32 {
		dst := res.Float32s()
		xs, ys := readView[float32](xc, Float32), readView[float32](yc, Float32)
		forChunks(len(dst), 8, func(lo, hi int) {
			svmlAtan2f32Slices(dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi))
		})
		return Operand{Array: res}, true
	}
	dst := res.Float64s()
	xs, ys := readView[float64](xc, Float64), readView[float64](yc, Float64)
	forChunks(len(dst), 8, func(lo, hi int) {
		svmlAtan2Slices(dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi))
	})
	return Operand{Array: res}, true
}

// atan2Float32 is one element of NumPy's float32 arctan2 loop (operands
// and result float32 values held in float64s).
func atan2Float32(a, b float64) float64 {
	var r [1]float32
	svmlAtan2f32Slices(r[:], []float32{float32(a)}, []float32{float32(b)})
	return float64(r[0])
}

// atan2Float64 is one element of NumPy's float64 arctan2 loop.
func atan2Float64(a, b float64) float64 {
	var r [1]float64
	svmlAtan2Slices(r[:], []float64{a}, []float64{b})
	return r[0]
}

// svmlAtan28Consts are the constants of atan28AVX512, 64-byte rows as
// __svml_atan28 reads them (the comments give their addresses in NumPy
// 1.24.2's _multiarray_umath).
var svmlAtan28Consts = [27][8]uint64{
	{0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff}, // 399480
	{0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000}, // 3993c0
	{0x3ff921fb54442d18, 0x3ff921fb54442d18, 0x3ff921fb54442d18, 0x3ff921fb54442d18, 0x3ff921fb54442d18, 0x3ff921fb54442d18, 0x3ff921fb54442d18, 0x3ff921fb54442d18}, // 398e00
	{0xfdd00000fdd00000, 0xfdd00000fdd00000, 0xfdd00000fdd00000, 0xfdd00000fdd00000, 0xfdd00000fdd00000, 0xfdd00000fdd00000, 0xfdd00000fdd00000, 0xfdd00000fdd00000}, // 399440
	{0x8030000080300000, 0x8030000080300000, 0x8030000080300000, 0x8030000080300000, 0x8030000080300000, 0x8030000080300000, 0x8030000080300000, 0x8030000080300000}, // 399400
	{0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3, 0xbef4fdb537abc7a3}, // 398ec0
	{0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad, 0xbf82b2ec618e4bad}, // 398fc0
	{0x3f2ced0a36665209, 0x3f2ced0a36665209, 0x3f2ced0a36665209, 0x3f2ced0a36665209, 0x3f2ced0a36665209, 0x3f2ced0a36665209, 0x3f2ced0a36665209, 0x3f2ced0a36665209}, // 398f00
	{0xbf52e67c93954c23, 0xbf52e67c93954c23, 0xbf52e67c93954c23, 0xbf52e67c93954c23, 0xbf52e67c93954c23, 0xbf52e67c93954c23, 0xbf52e67c93954c23, 0xbf52e67c93954c23}, // 398f40
	{0x3f914f4c661116a5, 0x3f914f4c661116a5, 0x3f914f4c661116a5, 0x3f914f4c661116a5, 0x3f914f4c661116a5, 0x3f914f4c661116a5, 0x3f914f4c661116a5, 0x3f914f4c661116a5}, // 399000
	{0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f, 0x3fa169980cb6ad4f}, // 399080
	{0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c, 0xbf9a5e83b081f69c}, // 399040
	{0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3, 0x3f6f5a1dae82afb3}, // 398f80
	{0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc, 0xbfa4efa2e563c1bc}, // 3990c0
	{0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b, 0x3fa7ec0fbc50683b}, // 399100
	{0xbfaad261eaa09954, 0xbfaad261eaa09954, 0xbfaad261eaa09954, 0xbfaad261eaa09954, 0xbfaad261eaa09954, 0xbfaad261eaa09954, 0xbfaad261eaa09954, 0xbfaad261eaa09954}, // 399140
	{0x3fae1749bd612dcf, 0x3fae1749bd612dcf, 0x3fae1749bd612dcf, 0x3fae1749bd612dcf, 0x3fae1749bd612dcf, 0x3fae1749bd612dcf, 0x3fae1749bd612dcf, 0x3fae1749bd612dcf}, // 399180
	{0xbfb11084009435e0, 0xbfb11084009435e0, 0xbfb11084009435e0, 0xbfb11084009435e0, 0xbfb11084009435e0, 0xbfb11084009435e0, 0xbfb11084009435e0, 0xbfb11084009435e0}, // 3991c0
	{0x3fb3b12a49295651, 0x3fb3b12a49295651, 0x3fb3b12a49295651, 0x3fb3b12a49295651, 0x3fb3b12a49295651, 0x3fb3b12a49295651, 0x3fb3b12a49295651, 0x3fb3b12a49295651}, // 399200
	{0xbfb745d009bada94, 0xbfb745d009bada94, 0xbfb745d009bada94, 0xbfb745d009bada94, 0xbfb745d009bada94, 0xbfb745d009bada94, 0xbfb745d009bada94, 0xbfb745d009bada94}, // 399240
	{0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5, 0x3fbc71c707f7d5b5}, // 399280
	{0xbfc2492491ee55c7, 0xbfc2492491ee55c7, 0xbfc2492491ee55c7, 0xbfc2492491ee55c7, 0xbfc2492491ee55c7, 0xbfc2492491ee55c7, 0xbfc2492491ee55c7, 0xbfc2492491ee55c7}, // 3992c0
	{0x3fc999999997ee34, 0x3fc999999997ee34, 0x3fc999999997ee34, 0x3fc999999997ee34, 0x3fc999999997ee34, 0x3fc999999997ee34, 0x3fc999999997ee34, 0x3fc999999997ee34}, // 399300
	{0xbfd55555555553c5, 0xbfd55555555553c5, 0xbfd55555555553c5, 0xbfd55555555553c5, 0xbfd55555555553c5, 0xbfd55555555553c5, 0xbfd55555555553c5, 0xbfd55555555553c5}, // 399340
	{0x400921fb54442d18, 0x400921fb54442d18, 0x400921fb54442d18, 0x400921fb54442d18, 0x400921fb54442d18, 0x400921fb54442d18, 0x400921fb54442d18, 0x400921fb54442d18}, // 398dc0
	{0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000}, // 3994c0
	{0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000}, // 399e98
}
