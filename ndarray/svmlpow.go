package ndarray

import (
	"math"
)

// NumPy 1.24 computes float64 power on AVX512_SKX machines with SVML's
// __svml_pow8 (numpy/core/src/umath/loops_umath_fp.dispatch.c.src), eight
// elements at a time: its main path is pow8AVX512 (svmlpow_amd64.s, the
// machine code itself), and the elements it hands to its scalar routine
// are svmlPowScalar's, a port of that routine. Without AVX-512 NumPy calls
// the C library's pow, and so does alpyna (power).

// svmlPowSlices writes x ** y into dst as NumPy's float64 power loop does;
// x or y may hold one element standing for all.
func svmlPowSlices(dst, x, y []float64) {
	if !havePow8 {
		for i := range dst {
			dst[i] = power(x[i%len(x)], y[i%len(y)])
		}
		return
	}
	svmlBlocks(dst, x, y, func(xb, yb, rb *[8]float64) uint16 {
		return pow8AVX512(xb, yb, rb, &svmlPow8Consts)
	}, svmlPowScalar)
}

// svmlBlocks runs an eight-lane SVML kernel over dst = f(x, y), x and y
// of dst's length or of one element standing for all (dst sharing no
// memory with them), and redoes the lanes the kernel reports with scalar
// (SVML's scalar routine). Whole blocks are read and written in place;
// the last one is padded with 1s, as NumPy's partial loads pad it.
func svmlBlocks(dst, x, y []float64, kernel func(xb, yb, rb *[8]float64) uint16, scalar func(x, y float64) float64) {
	var xs, ys [8]float64 // the broadcast operands
	if len(x) == 1 {
		for i := range xs {
			xs[i] = x[0]
		}
	}
	if len(y) == 1 {
		for i := range ys {
			ys[i] = y[0]
		}
	}
	n := len(dst)
	lo := 0
	for ; lo+8 <= n; lo += 8 {
		xb, yb := &xs, &ys
		if len(x) != 1 {
			xb = (*[8]float64)(x[lo : lo+8])
		}
		if len(y) != 1 {
			yb = (*[8]float64)(y[lo : lo+8])
		}
		rb := (*[8]float64)(dst[lo : lo+8])
		if special := kernel(xb, yb, rb); special != 0 {
			for i := range 8 {
				if special&(1<<i) != 0 {
					rb[i] = scalar(xb[i], yb[i])
				}
			}
		}
	}
	if lo == n {
		return
	}
	var xb, yb, rb [8]float64
	for i := range 8 {
		xb[i], yb[i] = 1, 1
		if lo+i < n {
			xb[i], yb[i] = x[(lo+i)%len(x)], y[(lo+i)%len(y)]
		}
	}
	special := kernel(&xb, &yb, &rb)
	for i := range n - lo {
		if special&(1<<i) != 0 {
			rb[i] = scalar(xb[i], yb[i])
		}
		dst[lo+i] = rb[i]
	}
}

// svmlPowFloat64 is one element of NumPy's float64 power loop.
func svmlPowFloat64(x, y float64) float64 {
	var r [1]float64
	svmlPowSlices(r[:], []float64{x}, []float64{y})
	return r[0]
}

// svmlPowScalar is the scalar routine of __svml_pow8 (the code it calls
// for its special lanes), operation for operation: the special values of
// C's pow; for finite x != 0 and y, log2|x| as k + three table logarithms
// (reciprocals of |x|'s mantissa to 5, 5 and 7 bits) + a quartic in
// t = m·r1·r2·r3 - log2(e), in double-double parts split at 27 bits,
// times y, then 2**(y·log2|x|) from a 128-entry table and a quintic, with
// NumPy's gradual underflow. Only plain double operations (no fused
// multiply-adds), each rounded as the machine's SSE code rounds it.
func svmlPowScalar(x, y float64) float64 {
	k := func(off int) float64 { return math.Float64frombits(svmlPowTab[(off-0x3bbfc0)/8]) }
	one, negOne, zero := 1.0, -1.0, 0.0
	xb, yb := math.Float64bits(x), math.Float64bits(y)
	ex, ey := int(xb>>52&0x7ff), int(yb>>52&0x7ff)
	sx, sy := xb>>63 != 0, yb>>63 != 0
	yFinite := ey != 0x7ff
	xFinite := ex != 0x7ff
	if yb&(1<<63-1) == 0 || x == 1 {
		return 1 // pow(x, ±0) and pow(1, y), NaNs included
	}
	if x != x {
		return quietNaN64(x)
	}
	if y != y {
		return quietNaN64(y)
	}
	// parity: 1 odd integer, 2 even integer, 0 not an integer (or not finite)
	parity := 0
	switch {
	case ey < 0x3ff || !yFinite:
		parity = 0
	case ey-0x3ff >= 53:
		parity = 2
	default:
		e := ey - 0x3ff
		frac := yb << uint(12+e) // the bits below the units bit
		if frac != 0 {
			parity = 0
		} else if yb>>(52-uint(e))&1 != 0 {
			parity = 1
		} else {
			parity = 2
		}
	}
	sign := one
	if parity&1 != 0 && sx {
		sign = negOne
	}
	if x == 0 {
		sq := x * x
		if sy {
			return sign / sq
		}
		return sign * sq
	}
	if x == -1 {
		if parity != 0 {
			return sign
		}
		if !yFinite {
			return 1
		}
	}
	if !xFinite || !yFinite {
		if ex < 0x3ff { // |x| < 1, y = ±inf
			if !sy {
				return zero
			}
			return y * y
		}
		if sy {
			return zero * sign
		}
		sq := x * x
		sq *= y
		return sq * sign
	}
	if x < 0 && parity == 0 {
		return zero / zero // NaN, "invalid value"
	}
	// |x|, scaled by 2**200 if subnormal
	ax := math.Abs(x)
	kAdj := 0
	if ex == 0 {
		ax *= k(0x3bda90)
		kAdj = -200
	}
	ab := math.Float64bits(ax)
	hi := uint32(ab >> 32)
	kexp := int(int32(hi&0x7fffffff+0xc0184000)>>20) + kAdj
	m := math.Float64frombits(ab&^(0x7ff<<52) | 0x3ff<<52) // in [1, 2)
	i1 := int((uint32(math.Float64bits(m)>>32)&0xfc000 + 0x4000) >> 15)
	r1 := k(0x3bbfc0 + 8*i1)
	m1 := r1 * m
	lhi := float64(kexp) + k(0x3bbfc0+0x108+16*i1)
	km := k(0x3bda88) * m
	i2 := int((uint32(math.Float64bits(m1)>>32)&0xfc00 + 0x400) >> 11)
	kmm := km - m
	r2 := k(0x3bbfc0 + 0x318 + 8*i2)
	m2 := m1 * r2
	lhi += k(0x3bbfc0 + 0x420 + 16*i2)
	rr := r1 * r2
	mhi := km - kmm
	i3 := int((uint32(math.Float64bits(m2)>>32)&0xff0 + 0x10) >> 5)
	r3 := k(0x3bbfc0 + 0x630 + 8*i3)
	rr *= r3
	mlo := m - mhi
	lhi += k(0x3bbfc0 + 0xa38 + 16*i3)
	m3 := m2 * r3
	t := m3 - k(0x3bda80)
	kr := k(0x3bda88) * rr
	lo1 := k(0x3bbfc0 + 0x110 + 16*i1)
	krr := kr - rr
	rhi := kr - krr
	lo2 := k(0x3bbfc0 + 0x428 + 16*i2)
	lo3 := k(0x3bbfc0 + 0xa40 + 16*i3)
	rlo := rr - rhi
	err := mhi * rhi
	err -= m3
	err += rhi * mlo
	err += mhi * rlo
	err += mlo * rlo // exact m·R - m3
	s := lhi + t
	slo := (lhi - s) + t
	ecx := int(math.Float64bits(s)>>52&0x7ff) + ey
	if ecx >= 0x809 {
		// |y·log2|x|| far beyond the range: overflow or underflow
		if sy != (math.Float64bits(s)>>63 != 0) {
			v := k(0x3bda58)
			return v * v * sign
		}
		v := k(0x3bda50)
		return v * v * sign
	}
	if ecx <= 0x7c0 {
		// |y·log2|x|| tiny: 1, inexact
		return (one + k(0x3bda58)) * sign
	}
	t += err
	lo := lo2 + lo3
	err += slo
	p := k(0x3bda20) * t
	lo = lo1 + lo
	p += k(0x3bda18)
	lo += err
	p *= t
	p += k(0x3bda10)
	p *= t
	p += k(0x3bda08)
	p *= t
	a := s + p
	alo := (s - a) + p
	b := lo + a
	blo := (a - b) + lo
	kb := k(0x3bda88) * b
	blo += alo
	kbb := kb - b
	blo *= y
	ky := y * k(0x3bda88)
	bhi := kb - kbb
	blo2 := b - bhi
	kyy := ky - y
	yhi := ky - kyy
	ylo := y - yhi
	prod := yhi * bhi
	v := yhi * blo2
	sh := k(0x3bda78) + prod
	v += blo2 * ylo
	v += bhi * ylo
	v += blo
	nn := sh - k(0x3bda78)
	r := prod - nn
	shb := uint32(math.Float64bits(sh))
	j := int(shb & 0x7f)
	n := int(int32(shb) >> 7)
	r += v
	q := k(0x3bda48) * r
	q += k(0x3bda40)
	q *= r
	q += k(0x3bda38)
	q *= r
	q += k(0x3bda30)
	q *= r
	q += k(0x3bda28)
	q *= r
	ehi := k(0x3bd208 + 16*j)
	q *= ehi
	q += k(0x3bd210 + 16*j)
	res := q + ehi
	rb := math.Float64bits(res)
	e := n + int(rb>>52&0x7ff) - 0x3ff
	switch {
	case e >= 0x400:
		v := k(0x3bda50)
		return v * v * sign
	case e >= -0x3fe:
		return math.Float64frombits(rb&^(0x7ff<<52)|uint64(e+0x3ff)<<52) * sign
	case e >= -0x408:
		// gradual underflow: the result split at 27 bits, scaled by 2**(n+200)
		sc := math.Float64frombits(uint64((n+0x4c7)&0x7ff) << 52)
		rlo := (ehi - res) + q
		kx := k(0x3bda88) * res
		kxx := kx - res
		xhi := kx - kxx
		xlo := res - xhi
		sum := (xlo + rlo) * sc
		sum += xhi * sc
		tiny := k(0x3bda58)
		return sign*k(0x3bda98)*sum + tiny*tiny
	case e >= -0x43c:
		sc := math.Float64frombits(uint64((n+0x4c7)&0x7ff) << 52)
		tiny := k(0x3bda58)
		return sign*k(0x3bda98)*(res*sc) - tiny*tiny
	}
	tiny := k(0x3bda58)
	return tiny * tiny * sign
}

// svmlPow8Consts are the constants of pow8AVX512, 64-byte rows as
// __svml_pow8 reads them (the comments give their addresses in NumPy
// 1.24.2's _multiarray_umath).
var svmlPow8Consts = [34][8]uint64{
	{0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000}, // 3bb900
	{0x0000000000000000, 0xbfa6bad3758e0000, 0xbfb663f6fac90000, 0xbfc08c588cda8000, 0xbfc5c01a39fc0000, 0xbfcacf5e2db50000, 0xbfcfbc16b9028000, 0xbfd24407ab0e0000}, // 3bb680
	{0x3fda8ff971810000, 0x3fd8a8980abfc000, 0x3fd6cb0f6865c000, 0x3fd4f6fbb2cec000, 0x3fd32bfee3710000, 0x3fd169c053640000, 0x3fcf5fd8a9060000, 0x3fcbfc67a8000000}, // 3bb700
	{0x0000000000000000, 0xbd5fb0e626c0de13, 0xbd33167ccc538261, 0x3d2871a7610e40bd, 0x3d54bc302ffa76fb, 0x3d436c101ee13440, 0x3d47f5dc57266758, 0xbd3ce60916e52e91}, // 3bb780
	{0x3d44bc302ffa76fb, 0xbd266cccab240e90, 0x3d41d406db502403, 0x3d3661e393a16b95, 0xbd51979a5db68722, 0xbd4d4f1b95e0ff45, 0x3d5f1a4847f7b278, 0xbd3667f21fa8423f}, // 3bb800
	{0x3ff8000000000000, 0x3ff8000000000000, 0x3ff8000000000000, 0x3ff8000000000000, 0x3ff8000000000000, 0x3ff8000000000000, 0x3ff8000000000000, 0x3ff8000000000000}, // 3bb940
	{0xbfc717e59a559f5d, 0xbfc717e59a559f5d, 0xbfc717e59a559f5d, 0xbfc717e59a559f5d, 0xbfc717e59a559f5d, 0xbfc717e59a559f5d, 0xbfc717e59a559f5d, 0xbfc717e59a559f5d}, // 3bba40
	{0x3fc48799f5374b96, 0x3fc48799f5374b96, 0x3fc48799f5374b96, 0x3fc48799f5374b96, 0x3fc48799f5374b96, 0x3fc48799f5374b96, 0x3fc48799f5374b96, 0x3fc48799f5374b96}, // 3bba00
	{0x3fca6175fca19d03, 0x3fca6175fca19d03, 0x3fca6175fca19d03, 0x3fca6175fca19d03, 0x3fca6175fca19d03, 0x3fca6175fca19d03, 0x3fca6175fca19d03, 0x3fca6175fca19d03}, // 3bba80
	{0xbfd49a784bcd0000, 0xbfd6e221cd9d0000, 0xbfd91bba891f0000, 0xbfdb47ebf7388000, 0xbfdd6753e0330000, 0xbfdf7a8568cb0000, 0xbfe0c10500d64000, 0xbfe1bf311e95e000}, // 3bb6c0
	{0x3fc8a8980abf8000, 0x3fc563dc29ff8000, 0x3fc22dadc2ab0000, 0x3fbe0b1ae8f30000, 0x3fb7d60496d00000, 0x3fb1bb32a6000000, 0x3fa77394c9da0000, 0x3f9743ee86200000}, // 3bb740
	{0xbd5b8afe492bf6ff, 0xbd49bcaf1aa4168a, 0xbd5708b4b2b5056c, 0xbd250520a377c7ec, 0x3d55f101c141e670, 0xbd3b3b3864c60011, 0x3d45669df6a2b592, 0x3d5fe43895d8ac46}, // 3bb7c0
	{0x3d5e9933354dbf17, 0x3d56590643906f2a, 0x3d5a4b69691d7994, 0xbd054cda62d3926e, 0xbd512ce6312ebb82, 0x3d552743318a8a57, 0xbd54e55443478fe0, 0xbd495539356f93dc}, // 3bb840
	{0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df, 0xbfcec709bc8fb8df}, // 3bbac0
	{0xbfd71547652bc9ea, 0xbfd71547652bc9ea, 0xbfd71547652bc9ea, 0xbfd71547652bc9ea, 0xbfd71547652bc9ea, 0xbfd71547652bc9ea, 0xbfd71547652bc9ea, 0xbfd71547652bc9ea}, // 3bbb40
	{0xbfe71547652b82fe, 0xbfe71547652b82fe, 0xbfe71547652b82fe, 0xbfe71547652b82fe, 0xbfe71547652b82fe, 0xbfe71547652b82fe, 0xbfe71547652b82fe, 0xbfe71547652b82fe}, // 3bb9c0
	{0x3ff71547652b82fe, 0x3ff71547652b82fe, 0x3ff71547652b82fe, 0x3ff71547652b82fe, 0x3ff71547652b82fe, 0x3ff71547652b82fe, 0x3ff71547652b82fe, 0x3ff71547652b82fe}, // 3bb980
	{0x3fd2776c50f03272, 0x3fd2776c50f03272, 0x3fd2776c50f03272, 0x3fd2776c50f03272, 0x3fd2776c50f03272, 0x3fd2776c50f03272, 0x3fd2776c50f03272, 0x3fd2776c50f03272}, // 3bbb00
	{0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67, 0x3c636b5ddffe5b67}, // 3bbbc0
	{0x3fe62e42fefa398b, 0x3fe62e42fefa398b, 0x3fe62e42fefa398b, 0x3fe62e42fefa398b, 0x3fe62e42fefa398b, 0x3fe62e42fefa398b, 0x3fe62e42fefa398b, 0x3fe62e42fefa398b}, // 3bbe00
	{0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc, 0x3fdec709dc3a03fc}, // 3bbb80
	{0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f, 0x3c7777f3ee5e912f}, // 3bbc00
	{0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa, 0x3f83b2ad1b14ebaa}, // 3bbd40
	{0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9, 0x3fac6b08d4ad8eb9}, // 3bbd80
	{0x42f8000000003ff0, 0x42f8000000003ff0, 0x42f8000000003ff0, 0x42f8000000003ff0, 0x42f8000000003ff0, 0x42f8000000003ff0, 0x42f8000000003ff0, 0x42f8000000003ff0}, // 3bbc40
	{0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59, 0x3f24a1d7f58c2d59}, // 3bbcc0
	{0x3f55d7472783d279, 0x3f55d7472783d279, 0x3f55d7472783d279, 0x3f55d7472783d279, 0x3f55d7472783d279, 0x3f55d7472783d279, 0x3f55d7472783d279, 0x3f55d7472783d279}, // 3bbd00
	{0x3fcebfbdff84554d, 0x3fcebfbdff84554d, 0x3fcebfbdff84554d, 0x3fcebfbdff84554d, 0x3fcebfbdff84554d, 0x3fcebfbdff84554d, 0x3fcebfbdff84554d, 0x3fcebfbdff84554d}, // 3bbdc0
	{0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff}, // 3bbf00
	{0x3ff0000000000000, 0x3ff0b5586cf9890f, 0x3ff172b83c7d517b, 0x3ff2387a6e756238, 0x3ff306fe0a31b715, 0x3ff3dea64c123422, 0x3ff4bfdad5362a27, 0x3ff5ab07dd485429}, // 3bb880
	{0x408fec0000000000, 0x408fec0000000000, 0x408fec0000000000, 0x408fec0000000000, 0x408fec0000000000, 0x408fec0000000000, 0x408fec0000000000, 0x408fec0000000000}, // 3bbf40
	{0xbfffffffffffffff, 0xbfffffffffffffff, 0xbfffffffffffffff, 0xbfffffffffffffff, 0xbfffffffffffffff, 0xbfffffffffffffff, 0xbfffffffffffffff, 0xbfffffffffffffff}, // 3bbc80
	{0x3ff6a09e667f3bcd, 0x3ff7a11473eb0187, 0x3ff8ace5422aa0db, 0x3ff9c49182a3f090, 0x3ffae89f995ad3ad, 0x3ffc199bdd85529c, 0x3ffd5818dcfba487, 0x3ffea4afa2a490da}, // 3bb8c0
	{0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000}, // 3bbf80
}

// svmlPowTab is the memory __svml_pow8's scalar routine reads, from
// address 0x3bbfc0 of NumPy 1.24.2's _multiarray_umath: the reciprocal
// and logarithm tables of its three steps, the 128 pairs of its exp table
// (from 0x3bd208) and its constants (from 0x3bda08).
var svmlPowTab = [860]uint64{
	0x3ff0000000000000, 0x3fef07c000000000, 0x3fee1e0000000000, 0x3fed41c000000000,
	0x3fec71c000000000, 0x3febad0000000000, 0x3feaf28000000000, 0x3fea41c000000000,
	0x3fe9998000000000, 0x3fe8f9c000000000, 0x3fe8618000000000, 0x3fe7d04000000000,
	0x3fe745c000000000, 0x3fe6c18000000000, 0x3fe642c000000000, 0x3fe5c98000000000,
	0x3fe5554000000000, 0x3fe4e60000000000, 0x3fe47b0000000000, 0x3fe4140000000000,
	0x3fe3b14000000000, 0x3fe3520000000000, 0x3fe2f68000000000, 0x3fe29e4000000000,
	0x3fe2494000000000, 0x3fe1f70000000000, 0x3fe1a7c000000000, 0x3fe15b0000000000,
	0x3fe1110000000000, 0x3fe0c98000000000, 0x3fe0844000000000, 0x3fe0410000000000,
	0x3fe0000000000000, 0x0000000000000000, 0x0000000000000000, 0x3fa6bb01a01f0000,
	0x3d3c995e7439db71, 0x3fb665684ff80000, 0x3d3084f28da93fb0, 0x3fc08cd7820ec000,
	0x3d3543c511b40207, 0x3fc5c04864906000, 0x3d28c5d47e5f3668, 0x3fcacf30032be000,
	0x3d2e3733debf9166, 0x3fcfbc44e396e000, 0x3d47b3f928665438, 0x3fd243a590d2b000,
	0x3d3c9b75e8e9d45d, 0x3fd49ad4a118d000, 0x3d45cd377302cca6, 0x3fd6e22792ef1000,
	0x3d314f240e7e9039, 0x3fd91bd19e695000, 0x3d4dbb3ee4f6c667, 0x3fdb4865273ed000,
	0x3d4ab54a099e1f61, 0x3fdd679920231000, 0x3d18ed5096e87504, 0x3fdf7a349e747000,
	0x3d4a6e7081d99120, 0x3fe0c11650cf0000, 0x3d461752eb1152a5, 0x3fe1bf426e8e9800,
	0x3d376aff6c055f56, 0xbfda8f9d1c354000, 0xbd4604f54f4f9854, 0xbfd8a9228a043000,
	0xbd49bc20cf8dd884, 0xbfd6cb99e7aa4000, 0xbd412b5ad5a7002b, 0xbfd4f69f5d830000,
	0xbd38f36dd24bae46, 0xbfd32c15f8b57000, 0xbd0d6ee2e01d9232, 0xbfd16935d34fb000,
	0xbd2151c6348d84a5, 0xbfcf5faa7e71a000, 0xbd3d157620c552c2, 0xbfcbfc5c1d5be000,
	0xbd2784900e42b538, 0xbfc8a9ad0948a000, 0xbd4c89ba64f25a56, 0xbfc563adff6b0000,
	0xbd4d0837079422c3, 0xbfc22df302746000, 0xbd3048e3c2505d3d, 0xbfbe089492ee4000,
	0xbd405589fcd57f87, 0xbfb7d49341a08000, 0xbd4eeef8bcf7aa55, 0xbfb1bc75cf5a4000,
	0xbd4d7db2139e8397, 0xbfa778fdc1828000, 0xbd34378af2af5333, 0xbf97427d317a0000,
	0xbd4700f14b03b094, 0x0000000000000000, 0x0000000000000000, 0x3ff0000000000000,
	0x3feff00000000000, 0x3fefe00000000000, 0x3fefd04000000000, 0x3fefc08000000000,
	0x3fefb0c000000000, 0x3fefa10000000000, 0x3fef918000000000, 0x3fef820000000000,
	0x3fef728000000000, 0x3fef630000000000, 0x3fef53c000000000, 0x3fef448000000000,
	0x3fef354000000000, 0x3fef260000000000, 0x3ff0454000000000, 0x3ff0410000000000,
	0x3ff03d0000000000, 0x3ff038c000000000, 0x3ff034c000000000, 0x3ff0308000000000,
	0x3ff02c8000000000, 0x3ff0288000000000, 0x3ff0244000000000, 0x3ff0204000000000,
	0x3ff01c4000000000, 0x3ff0184000000000, 0x3ff0140000000000, 0x3ff0100000000000,
	0x3ff00c0000000000, 0x3ff0080000000000, 0x3ff0040000000000, 0x3ff0000000000000,
	0x0000000000000000, 0x0000000000000000, 0x3f671b0ea4280000, 0x3d497f689876ef47,
	0x3f7720d9c0680000, 0x3d441af53778c7cc, 0x3f8145c68a7a0000, 0x3d44bdd19ac06488,
	0x3f86fdf461d20000, 0x3d3c9efc46d9f6f7, 0x3f8cb8f9355c0000, 0x3d3275c9adfbb459,
	0x3f913b6bec350000, 0x3d0f25b44fc32adb, 0x3f9410167b760000, 0x3d3f880ca8ed5317,
	0x3f96e625317a0000, 0x3d453f0e645614db, 0x3f99bd996d010000, 0x3d2cd686341a2dab,
	0x3f9c96748ed00000, 0x3d4ef88d66d10b04, 0x3f9f64edd4200000, 0x3d4511c3828828da,
	0x3fa11a6297920000, 0x3d4d925cd7d436d6, 0x3fa282fdfad70000, 0x3d49eee0a58b8d6e,
	0x3fa3ec49bfc20000, 0x3d4deac32e0e0086, 0xbf98c49331230000, 0xbd49ad075efcabfa,
	0xbf97427d317a0000, 0xbd4700f14b03b094, 0xbf95d6c0ee910000, 0xbd4a5115535202a3,
	0xbf9453e6adb60000, 0xbd415a44e102f731, 0xbf92e77157080000, 0xbd4c7ed85ee9ad86,
	0xbf9163d20d100000, 0xbd46e8b9664fe33f, 0xbf8fed45cbcc0000, 0xbd37f33943464056,
	0xbf8d1232c5ea0000, 0xbd17cf34b0bdc8df, 0xbf8a08a828680000, 0xbd35a529f02b9ccf,
	0xbf872c1f4cf00000, 0xbd2b4934580fe573, 0xbf844ee0a6f20000, 0xbd24c8cbff314317,
	0xbf8170ebdc1c0000, 0xbd447db02cc5232f, 0xbf7cc89f97d40000, 0xbd43ac9c90330e7b,
	0xbf7709c46d780000, 0xbd4563ba56cde925, 0xbf71497accf40000, 0xbd4f08e7ddd3e770,
	0xbf670f83ff080000, 0xbd33ab2631d4676d, 0xbf57126537400000, 0xbd2fa2a0fd4fca1d,
	0x0000000000000000, 0x0000000000000000, 0x3ff7154740000000, 0x3ff7151900000000,
	0x3ff714eb00000000, 0x3ff714bcc0000000, 0x3ff7148e80000000, 0x3ff7146080000000,
	0x3ff7143240000000, 0x3ff7140440000000, 0x3ff713d600000000, 0x3ff713a7c0000000,
	0x3ff71379c0000000, 0x3ff7134b80000000, 0x3ff7131d80000000, 0x3ff712ef40000000,
	0x3ff712c140000000, 0x3ff7129300000000, 0x3ff7126500000000, 0x3ff71236c0000000,
	0x3ff71208c0000000, 0x3ff711da80000000, 0x3ff711ac80000000, 0x3ff7117e80000000,
	0x3ff7115040000000, 0x3ff7112240000000, 0x3ff710f400000000, 0x3ff710c600000000,
	0x3ff7109800000000, 0x3ff71069c0000000, 0x3ff7103bc0000000, 0x3ff7100d80000000,
	0x3ff70fdf80000000, 0x3ff70fb180000000, 0x3ff70f8340000000, 0x3ff70f5540000000,
	0x3ff70f2740000000, 0x3ff70ef940000000, 0x3ff70ecb00000000, 0x3ff70e9d00000000,
	0x3ff70e6f00000000, 0x3ff70e4100000000, 0x3ff70e12c0000000, 0x3ff70de4c0000000,
	0x3ff70db6c0000000, 0x3ff70d88c0000000, 0x3ff70d5ac0000000, 0x3ff70d2c80000000,
	0x3ff70cfe80000000, 0x3ff70cd080000000, 0x3ff70ca280000000, 0x3ff70c7480000000,
	0x3ff70c4680000000, 0x3ff70c1880000000, 0x3ff70bea80000000, 0x3ff70bbc80000000,
	0x3ff70b8e40000000, 0x3ff70b6040000000, 0x3ff70b3240000000, 0x3ff70b0440000000,
	0x3ff70ad640000000, 0x3ff70aa840000000, 0x3ff70a7a40000000, 0x3ff71b5380000000,
	0x3ff71b3c40000000, 0x3ff71b2540000000, 0x3ff71b0e00000000, 0x3ff71af700000000,
	0x3ff71adfc0000000, 0x3ff71ac8c0000000, 0x3ff71ab180000000, 0x3ff71a9a80000000,
	0x3ff71a8340000000, 0x3ff71a6c40000000, 0x3ff71a5500000000, 0x3ff71a3e00000000,
	0x3ff71a26c0000000, 0x3ff71a0fc0000000, 0x3ff719f880000000, 0x3ff719e180000000,
	0x3ff719ca40000000, 0x3ff719b340000000, 0x3ff7199c00000000, 0x3ff7198500000000,
	0x3ff7196dc0000000, 0x3ff71956c0000000, 0x3ff7193f80000000, 0x3ff7192880000000,
	0x3ff7191140000000, 0x3ff718fa40000000, 0x3ff718e340000000, 0x3ff718cc00000000,
	0x3ff718b500000000, 0x3ff7189dc0000000, 0x3ff71886c0000000, 0x3ff7186f80000000,
	0x3ff7185880000000, 0x3ff7184180000000, 0x3ff7182a40000000, 0x3ff7181340000000,
	0x3ff717fc00000000, 0x3ff717e500000000, 0x3ff717cdc0000000, 0x3ff717b6c0000000,
	0x3ff7179fc0000000, 0x3ff7178880000000, 0x3ff7177180000000, 0x3ff7175a40000000,
	0x3ff7174340000000, 0x3ff7172c40000000, 0x3ff7171500000000, 0x3ff716fe00000000,
	0x3ff716e6c0000000, 0x3ff716cfc0000000, 0x3ff716b8c0000000, 0x3ff716a180000000,
	0x3ff7168a80000000, 0x3ff7167380000000, 0x3ff7165c40000000, 0x3ff7164540000000,
	0x3ff7162e00000000, 0x3ff7161700000000, 0x3ff7160000000000, 0x3ff715e8c0000000,
	0x3ff715d1c0000000, 0x3ff715bac0000000, 0x3ff715a380000000, 0x3ff7158c80000000,
	0x3ff7157580000000, 0x3ff7155e40000000, 0x3ff7154740000000, 0x0000000000000000,
	0x0000000000000000, 0x3f07201750000000, 0x3d099925641f4f36, 0x3f17102e3b000000,
	0x3d120082c162d124, 0x3f2150340c800000, 0x3d441ee709125ff4, 0x3f27185c92000000,
	0x3ceecd1c8babf46f, 0x3f2cd8905d000000, 0x3d3bee60f0bbf0cf, 0x3f315067ff400000,
	0x3d3fdbdf8a9648dd, 0x3f34308d63400000, 0x3d3681cbaee1b670, 0x3f3714b8c2800000,
	0x3d4102e6bf3d153e, 0x3f39f8e9ed400000, 0x3d365ef233794abc, 0x3f3cd92093400000,
	0x3d4fdf0b3d384508, 0x3f3fbd5d4d400000, 0x3d19a166782c348a, 0x3f414ecfb9400000,
	0x3d48aba039dde07f, 0x3f42c0f3dde00000, 0x3d435f8a9d5fd823, 0x3f44311ab0600000,
	0x3d47963a12458bec, 0x3f45a3449ce00000, 0x3d47e1512c8c13fd, 0x3f4713712f600000,
	0x3d48d0becb0bd4fa, 0x3f4885a0e4000000, 0x3d39db21dce1a474, 0x3f49f5d336a00000,
	0x3d48916655660916, 0x3f4b6808b3800000, 0x3d3d7958c862a7d0, 0x3f4cd840c6800000,
	0x3d4312bad43b70f4, 0x3f4e487bb7c00000, 0x3d46363f975e2c41, 0x3f4fbab9df600000,
	0x3d224e63850fc6c3, 0x3f50957d48a00000, 0x3d25689617a21aa6, 0x3f514e9f40c00000,
	0x3d32ae5fa4582824, 0x3f5206c27a100000, 0x3d45c3f884b0fd57, 0x3f52bee722a00000,
	0x3d4a525c4aad1649, 0x3f53780d70800000, 0x3d1deb18275071de, 0x3f543034f9900000,
	0x3d48eae4d5d75fb6, 0x3f54e95e2c000000, 0x3d3728c5c1291b85, 0x3f55a18895b00000,
	0x3d4f699aabecf0d7, 0x3f5659b46ed00000, 0x3d22ed258f2d1fa9, 0x3f5712e1f7400000,
	0x3d3445ef8b30e580, 0x3f57cb10b1100000, 0x3d431d52dc75fac6, 0x3f588340da500000,
	0x3d3ffbcba135bd69, 0x3f593b7273000000, 0x3d3871002d63e5db, 0x3f59f4a5c3200000,
	0x3d45afdd1c0bb062, 0x3f5aacda3cc00000, 0x3d41914fdcd040ae, 0x3f5b651025e00000,
	0x3d3e7387db245b1f, 0x3f5c1d477e800000, 0x3d4a1e1b593d6b3f, 0x3f5cd68096c00000,
	0x3cea7d5ccc31fc26, 0x3f5d8ebad0800000, 0x3d2befbc762a3069, 0x3f5e46f679d00000,
	0x3d4d39ff952be02c, 0x3f5eff3392d00000, 0x3d3d34373b1a1cb4, 0x3f5fb7721b700000,
	0x3d2a49f257218470, 0x3f60385936d80000, 0x3d43adb6602ba3b5, 0x3f609479ebd00000,
	0x3d4a60560591ee13, 0x3f60f09b58a80000, 0x3d343eec4faff44b, 0x3f614cbd7d580000,
	0x3d3cc4c6130df139, 0x3f61a8e059e80000, 0x3d42a0ad9380107f, 0x3f620503ee600000,
	0x3d12915ab9035a2a, 0x3f6261283ab80000, 0x3d31dded20caaca3, 0x3f62bd4d3ef80000,
	0x3d41ef6e281079c7, 0x3f631972fb280000, 0x3d31986b6b98497f, 0x3f637619a5400000,
	0x3d4c369791f2b430, 0x3f63d240d2500000, 0x3d40eca7ce1c0762, 0x3f642e68b7500000,
	0x3d45fa86073b1e2e, 0x3f648a9154480000, 0x3d46d9e905a622fd, 0x3f64e6baa9380000,
	0x3d4f04cc4b55a072, 0x3f6542e4b6280000, 0x3d49f57016094e0e, 0x3f659f0f7b180000,
	0x3d432659616cf239, 0xbf582dd569800000, 0xbd3ab5413ed708f7, 0xbf57d0ed91900000,
	0xbd4135c67b358e46, 0xbf5775051b300000, 0xbcfef3c0f6ed6fde, 0xbf57181c89400000,
	0xbd46a4555af7807f, 0xbf56bc335ae00000, 0xbd452637919c892d, 0xbf565f4a0f000000,
	0xbd46d380806e8ed0, 0xbf56036028a00000, 0xbd4e545efedc7d6b, 0xbf55a67622d00000,
	0xbd28c45afdab27bc, 0xbf554a8b84700000, 0xbd40efc094f1d540, 0xbf54eda0c4900000,
	0xbd492aa16e5d7e55, 0xbf5491b56e400000, 0xbd065c31ae3a4995, 0xbf5434c9f4600000,
	0xbd20b59190b30c51, 0xbf53d8dde6000000, 0xbd208e1f5c64292c, 0xbf537bf1b2100000,
	0xbd4ba65df606f2e6, 0xbf532004ebb00000, 0xbd3b2bd51a593ca0, 0xbf52c317fdc00000,
	0xbd440246f5360f7d, 0xbf52672a7f500000, 0xbd4229817bbfca47, 0xbf520a3cd7600000,
	0xbd0ad92acf30f123, 0xbf51ae4ea0e00000, 0xbd292a75693830ad, 0xbf5151603ed00000,
	0xbd49146ee0391426, 0xbf50f57150400000, 0xbd4e654957002344, 0xbf50988234300000,
	0xbd3d45878f311f09, 0xbf503c928d900000, 0xbd3dca9628fe4ea6, 0xbf4fbf456ec00000,
	0xbd46c4340f0a4c7f, 0xbf4f0764b1600000, 0xbd386c454f8f13f5, 0xbf4e4d8390e00000,
	0xbd2790734f099d6a, 0xbf4d95a163400000, 0xbd3586152bf804ac, 0xbf4cddbe7e800000,
	0xbd43f2dceda75e42, 0xbf4c23db30a00000, 0xbd4ef6f7d23862d0, 0xbf4b6bf6dbc00000,
	0xbd3de7d12300f78c, 0xbf4ab21219a00000, 0xbd4d3c99bb645928, 0xbf49fa2c54800000,
	0xbd3c87d4adf18185, 0xbf4940461e200000, 0xbd49fe5a1a0618b0, 0xbf48885ee8c00000,
	0xbd2934a5aaeef6a6, 0xbf47d076fc200000, 0xbd39cfc0ecbb5462, 0xbf47168e98600000,
	0xbd36f34ebfa1c16b, 0xbf465ea53b800000, 0xbd22ed1c9088ca01, 0xbf45a4bb63600000,
	0xbd4233202d6de9b5, 0xbf44ecd096200000, 0xbd48587110d84808, 0xbf4432e549c00000,
	0xbd3dc6145992900a, 0xbf437af90c200000, 0xbd4c28b1f611f4f2, 0xbf42c30c17600000,
	0xbd49b47212496da4, 0xbf42091e9d800000, 0xbd22545fb07b63e5, 0xbf41513038600000,
	0xbcf3fc746b4daa19, 0xbf4097414a000000, 0xbd2819ad9f7943ac, 0xbf3fbea2e8c00000,
	0xbd4acc9205018f01, 0xbf3e4ec1cf400000, 0xbd48b0285decad9c, 0xbf3cdadf97400000,
	0xbd4ca2dd63115207, 0xbf3b6afb9d000000, 0xbd354003a7fc9363, 0xbf39f7167c000000,
	0xbd4a8ae0407a7831, 0xbf38872fa0c00000, 0xbd42dd8b91a8939d, 0xbf37174757000000,
	0xbd3a49252f243d55, 0xbf35a35ddac00000, 0xbd2741df22a2581b, 0xbf343372b0000000,
	0xbd0cab753c22e0d2, 0xbf32c38616800000, 0xbd4b6e115fc1d4dd, 0xbf314f983ec00000,
	0xbd3f929a97121e28, 0xbf2fbf5189000000, 0xbd13ea1e806fdbda, 0xbf2cd77007000000,
	0xbd370eb151e95ecb, 0xbf29f78b50000000, 0xbd418759ff247507, 0xbf2717a3bc000000,
	0xbd3c0d6bc6c6f140, 0xbf242fb982800000, 0xbd4cf2efb8d3c162, 0xbf214fcc2c800000,
	0xbd206ce312cfe97e, 0xbf1cdfb7f1000000, 0xbd4d77341056af68, 0xbf170fd210000000,
	0xbd24caa429329aef, 0xbf114fe624000000, 0xbcf284c306b71311, 0xbf071fe8fa000000,
	0xbd33bb0cdd98569a, 0xbef6fff4ac000000, 0xbd4d54d70b7407c7, 0x0000000000000000,
	0x0000000000000000, 0x3ff0000000000000, 0x0000000000000000, 0x3ff0163da9fb3335,
	0x3c9b61299ab8cdb7, 0x3ff02c9a3e778061, 0xbc719083535b085d, 0x3ff04315e86e7f85,
	0xbc90a31c1977c96e, 0x3ff059b0d3158574, 0x3c8d73e2a475b465, 0x3ff0706b29ddf6de,
	0xbc8c91dfe2b13c26, 0x3ff0874518759bc8, 0x3c6186be4bb284ff, 0x3ff09e3ecac6f383,
	0x3c91487818316135, 0x3ff0b5586cf9890f, 0x3c98a62e4adc610a, 0x3ff0cc922b7247f7,
	0x3c901edc16e24f71, 0x3ff0e3ec32d3d1a2, 0x3c403a1727c57b52, 0x3ff0fb66affed31b,
	0xbc6b9bedc44ebd7b, 0x3ff11301d0125b51, 0xbc96c51039449b39, 0x3ff12abdc06c31cc,
	0xbc51b514b36ca5c7, 0x3ff1429aaea92de0, 0xbc932fbf9af1369e, 0x3ff15a98c8a58e51,
	0x3c82406ab9eeab09, 0x3ff172b83c7d517b, 0xbc819041b9d78a75, 0x3ff18af9388c8dea,
	0xbc911023d1970f6b, 0x3ff1a35beb6fcb75, 0x3c8e5b4c7b4968e4, 0x3ff1bbe084045cd4,
	0xbc995386352ef607, 0x3ff1d4873168b9aa, 0x3c9e016e00a2643c, 0x3ff1ed5022fcd91d,
	0xbc91df98027bb78b, 0x3ff2063b88628cd6, 0x3c8dc775814a8494, 0x3ff21f49917ddc96,
	0x3c82a97e9494a5ed, 0x3ff2387a6e756238, 0x3c99b07eb6c70572, 0x3ff251ce4fb2a63f,
	0x3c8ac155bef4f4a4, 0x3ff26b4565e27cdd, 0x3c82bd339940e9d9, 0x3ff284dfe1f56381,
	0xbc9a4c3a8c3f0d7d, 0x3ff29e9df51fdee1, 0x3c8612e8afad1255, 0x3ff2b87fd0dad990,
	0xbc410adcd6381aa3, 0x3ff2d285a6e4030b, 0x3c90024754db41d4, 0x3ff2ecafa93e2f56,
	0x3c71ca0f45d52383, 0x3ff306fe0a31b715, 0x3c86f46ad23182e4, 0x3ff32170fc4cd831,
	0x3c8a9ce78e18047c, 0x3ff33c08b26416ff, 0x3c932721843659a5, 0x3ff356c55f929ff1,
	0xbc8b5cee5c4e4628, 0x3ff371a7373aa9cb, 0xbc963aeabf42eae1, 0x3ff38cae6d05d866,
	0xbc9e958d3c9904bc, 0x3ff3a7db34e59ff7, 0xbc75e436d661f5e2, 0x3ff3c32dc313a8e5,
	0xbc9efff8375d29c3, 0x3ff3dea64c123422, 0x3c8ada0911f09ebb, 0x3ff3fa4504ac801c,
	0xbc97d023f956f9f3, 0x3ff4160a21f72e2a, 0xbc5ef3691c309278, 0x3ff431f5d950a897,
	0xbc81c7dde35f7998, 0x3ff44e086061892d, 0x3c489b7a04ef80cf, 0x3ff46a41ed1d0057,
	0x3c9c944bd1648a76, 0x3ff486a2b5c13cd0, 0x3c73c1a3b69062f0, 0x3ff4a32af0d7d3de,
	0x3c99cb62f3d1be56, 0x3ff4bfdad5362a27, 0x3c7d4397afec42e2, 0x3ff4dcb299fddd0d,
	0x3c98ecdbbc6a7833, 0x3ff4f9b2769d2ca7, 0xbc94b309d25957e3, 0x3ff516daa2cf6642,
	0xbc8f768569bd93ee, 0x3ff5342b569d4f82, 0xbc807abe1db13cac, 0x3ff551a4ca5d920f,
	0xbc8d689cefede59a, 0x3ff56f4736b527da, 0x3c99bb2c011d93ac, 0x3ff58d12d497c7fd,
	0x3c8295e15b9a1de7, 0x3ff5ab07dd485429, 0x3c96324c054647ac, 0x3ff5c9268a5946b7,
	0x3c3c4b1b816986a2, 0x3ff5e76f15ad2148, 0x3c9ba6f93080e65d, 0x3ff605e1b976dc09,
	0xbc93e2429b56de47, 0x3ff6247eb03a5585, 0xbc9383c17e40b496, 0x3ff6434634ccc320,
	0xbc8c483c759d8932, 0x3ff6623882552225, 0xbc9bb60987591c33, 0x3ff68155d44ca973,
	0x3c6038ae44f73e64, 0x3ff6a09e667f3bcd, 0xbc9bdd3413b26455, 0x3ff6c012750bdabf,
	0xbc72895667ff0b0c, 0x3ff6dfb23c651a2f, 0xbc6bbe3a683c88aa, 0x3ff6ff7df9519484,
	0xbc883c0f25860ef6, 0x3ff71f75e8ec5f74, 0xbc816e4786887a99, 0x3ff73f9a48a58174,
	0xbc90a8d96c65d53b, 0x3ff75feb564267c9, 0xbc90245957316dd3, 0x3ff780694fde5d3f,
	0x3c9866b80a02162c, 0x3ff7a11473eb0187, 0xbc841577ee04992f, 0x3ff7c1ed0130c132,
	0x3c9f124cd1164dd5, 0x3ff7e2f336cf4e62, 0x3c705d02ba15797e, 0x3ff80427543e1a12,
	0xbc927c86626d972a, 0x3ff82589994cce13, 0xbc9d4c1dd41532d7, 0x3ff8471a4623c7ad,
	0xbc88d684a341cdfb, 0x3ff868d99b4492ed, 0xbc9fc6f89bd4f6ba, 0x3ff88ac7d98a6699,
	0x3c9994c2f37cb53a, 0x3ff8ace5422aa0db, 0x3c96e9f156864b26, 0x3ff8cf3216b5448c,
	0xbc70d55e32e9e3aa, 0x3ff8f1ae99157736, 0x3c85cc13a2e3976c, 0x3ff9145b0b91ffc6,
	0xbc9dd6792e582523, 0x3ff93737b0cdc5e5, 0xbc675fc781b57ebb, 0x3ff95a44cbc8520f,
	0xbc764b7c96a5f039, 0x3ff97d829fde4e50, 0xbc9d185b7c1b85d0, 0x3ff9a0f170ca07ba,
	0xbc9173bd91cee632, 0x3ff9c49182a3f090, 0x3c7c7c46b071f2be, 0x3ff9e86319e32323,
	0x3c7824ca78e64c6e, 0x3ffa0c667b5de565, 0xbc9359495d1cd532, 0x3ffa309bec4a2d33,
	0x3c96305c7ddc36ab, 0x3ffa5503b23e255d, 0xbc9d2f6edb8d41e1, 0x3ffa799e1330b358,
	0x3c9bcb7ecac563c6, 0x3ffa9e6b5579fdbf, 0x3c90fac90ef7fd31, 0x3ffac36bbfd3f37a,
	0xbc8f9234cae76cd0, 0x3ffae89f995ad3ad, 0x3c97a1cd345dcc81, 0x3ffb0e07298db666,
	0xbc9bdef54c80e424, 0x3ffb33a2b84f15fb, 0xbc62805e3084d707, 0x3ffb59728de5593a,
	0xbc9c71dfbbba6de3, 0x3ffb7f76f2fb5e47, 0xbc75584f7e54ac3a, 0x3ffba5b030a1064a,
	0xbc9efcd30e54292e, 0x3ffbcc1e904bc1d2, 0x3c823dd07a2d9e84, 0x3ffbf2c25bd71e09,
	0xbc9efdca3f6b9c72, 0x3ffc199bdd85529c, 0x3c811065895048dd, 0x3ffc40ab5fffd07a,
	0x3c9b4537e083c60a, 0x3ffc67f12e57d14b, 0x3c92884dff483cac, 0x3ffc8f6d9406e7b5,
	0x3c71acbc48805c44, 0x3ffcb720dcef9069, 0x3c7503cbd1e949db, 0x3ffcdf0b555dc3fa,
	0xbc8dd83b53829d72, 0x3ffd072d4a07897c, 0xbc9cbc3743797a9c, 0x3ffd2f87080d89f2,
	0xbc9d487b719d8577, 0x3ffd5818dcfba487, 0x3c82ed02d75b3706, 0x3ffd80e316c98398,
	0xbc911ec18beddfe8, 0x3ffda9e603db3285, 0x3c9c2300696db532, 0x3ffdd321f301b460,
	0x3c92da5778f018c2, 0x3ffdfc97337b9b5f, 0xbc91a5cd4f184b5b, 0x3ffe264614f5a129,
	0xbc97b627817a1496, 0x3ffe502ee78b3ff6, 0x3c839e8980a9cc8f, 0x3ffe7a51fbc74c83,
	0x3c92d522ca0c8de1, 0x3ffea4afa2a490da, 0xbc9e9c23179c2893, 0x3ffecf482d8e67f1,
	0xbc9c93f3b411ad8c, 0x3ffefa1bee615a27, 0x3c9dc7f486a4b6b0, 0x3fff252b376bba97,
	0x3c93a1a5bf0d8e43, 0x3fff50765b6e4540, 0x3c99d3e12dd8a18a, 0x3fff7bfdad9cbe14,
	0xbc9dbb12d0063509, 0x3fffa7c1819e90d8, 0x3c874853f3a5931e, 0x3fffd3c22b8f71f1,
	0x3c62eb74966579e7, 0x3e79c3a6966457e8, 0xbfd62e4346694107, 0x3fc47fd462b6dee1,
	0xbfb550472a9012d8, 0x3fe62e42fefa39ef, 0x3fcebfbdff82c58f, 0x3fac6b08d704a0c0,
	0x3f83b2ab6fba4e77, 0x3f55d87fe78a6731, 0x7fe0000000000000, 0x0010000000000000,
	0x0000000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x42c8000000000000,
	0x3ff7154740000000, 0x41a0000002000000, 0x4c70000000000000, 0x3370000000000000,
}
