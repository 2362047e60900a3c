package ndarray

import "github.com/go-python/gpython/stdlib/math/libm"

// NumPy 1.24 computes float32 arctan2 on AVX512_SKX machines with SVML's
// __svml_atan2f16, sixteen elements at a time: atan2f16AVX512
// (svmlatan2f_amd64.s) is its vector code itself. The lanes it hands to
// its scalar routine (infinities, operands whose exponents lie far apart
// or outside the main range) are the C library's float64 atan2 rounded
// here (that routine is not ported). Without AVX-512 NumPy calls the C
// library, and so does alpyna.

// svmlAtan2f32Slices writes arctan2(a, b) into dst as NumPy's float32
// loop does; a or b may hold one element standing for all.
func svmlAtan2f32Slices(dst, a, b []float32) {
	scalar := func(a, b float32) float32 { return float32(libm.Atan2(float64(a), float64(b))) }
	if !haveAtan28 {
		for i := range dst {
			dst[i] = scalar(a[i%len(a)], b[i%len(b)])
		}
		return
	}
	var as, bs [16]float32 // the broadcast operands
	if len(a) == 1 {
		for i := range as {
			as[i] = a[0]
		}
	}
	if len(b) == 1 {
		for i := range bs {
			bs[i] = b[0]
		}
	}
	n := len(dst)
	lo := 0
	for ; lo+16 <= n; lo += 16 {
		ab, bb := &as, &bs
		if len(a) != 1 {
			ab = (*[16]float32)(a[lo : lo+16])
		}
		if len(b) != 1 {
			bb = (*[16]float32)(b[lo : lo+16])
		}
		rb := (*[16]float32)(dst[lo : lo+16])
		if special := atan2f16AVX512(ab, bb, rb, &svmlAtan2f16Consts); special != 0 {
			for i := range 16 {
				if special&(1<<i) != 0 {
					rb[i] = scalar(ab[i], bb[i])
				}
			}
		}
	}
	if lo == n {
		return
	}
	var ab, bb, rb [16]float32
	for i := range 16 {
		ab[i], bb[i] = 1, 1 // NumPy's partial loads pad with 1s
		if lo+i < n {
			ab[i], bb[i] = a[(lo+i)%len(a)], b[(lo+i)%len(b)]
		}
	}
	special := atan2f16AVX512(&ab, &bb, &rb, &svmlAtan2f16Consts)
	for i := range n - lo {
		if special&(1<<i) != 0 {
			rb[i] = scalar(ab[i], bb[i])
		}
		dst[lo+i] = rb[i]
	}
}

// svmlAtan2f16Consts are the constants of atan2f16AVX512, 64-byte rows as
// __svml_atan2f16 reads them (the comments give their addresses in NumPy
// 1.24.2's _multiarray_umath).
var svmlAtan2f16Consts = [17][16]uint32{
	{0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff}, // 399fc0
	{0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000}, // 399f00
	{0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000, 0x81000000}, // 39a2c0
	{0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000, 0xfc000000}, // 39a300
	{0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb, 0x3fc90fdb}, // 39a000
	{0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000}, // 399f80
	{0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384, 0x3d2bc384}, // 39a100
	{0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0, 0x3b322cc0}, // 39a080
	{0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629, 0xbd987629}, // 39a140
	{0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474, 0x3dd96474}, // 39a180
	{0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631, 0xbc7f2631}, // 39a0c0
	{0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8, 0xbe1161f8}, // 39a1c0
	{0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f, 0x3e4cb79f}, // 39a200
	{0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49, 0xbeaaaa49}, // 39a240
	{0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000}, // 39a280
	{0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000}, // 399ec0
	{0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb, 0x40490fdb}, // 39a040
}
