#include "textflag.h"

// AVX2 and FMA3 versions of expFloat32, logFloat32, sincosFloat32 (eight
// lanes) and expFloat64 (four lanes) of simdmath.go: the same operations
// in the same order, with the vector fused multiply-adds NumPy's loops
// use, so every lane gives the scalar port's result bit for bit. Each
// processes len(src)/8*8 (len(src)/4*4) elements of src into dst; the
// caller does the rest, and redoes the lanes sincos32AVX2 and exp64AVX2
// report. The constants come in tables of 32-byte rows built in
// simdmath_amd64.go (row k at 32*k), whose array types fix how many rows
// each kernel reads.
//
// After them come the plain loops of the fast paths (fast.go): whole-array
// arithmetic, square roots, the finiteness check of float results and
// the extrema of max and min.

// func exp32AVX2(dst, src []float32, c *exp32Table)
TEXT ·exp32AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	SHRQ $3, CX
	JZ   expdone
	VMOVUPS 0(R8), Y10  // log2(e)
	VMOVUPS 32(R8), Y11 // rint magic
	VMOVUPS 64(R8), Y12 // Cody-Waite ln 2, high part
	VMOVUPS 96(R8), Y13 // Cody-Waite ln 2, low part
	VXORPS  Y14, Y14, Y14

exploop:
	VMOVUPS     (SI), Y0
	// quadrant = rint(x * log2(e)) by the magic constant
	VMOVAPS     Y11, Y1
	VFMADD231PS Y10, Y0, Y1
	VSUBPS      Y11, Y1, Y1
	// Cody-Waite reduction, then the zero constant NumPy passes
	VMOVAPS     Y0, Y2
	VFMADD231PS Y12, Y1, Y2
	VFMADD231PS Y13, Y1, Y2
	VFMADD231PS Y14, Y1, Y2
	// numerator and denominator by Horner's rule
	VMOVUPS     128(R8), Y3
	VFMADD213PS 160(R8), Y2, Y3
	VFMADD213PS 192(R8), Y2, Y3
	VFMADD213PS 224(R8), Y2, Y3
	VFMADD213PS 256(R8), Y2, Y3
	VFMADD213PS 288(R8), Y2, Y3
	VMOVUPS     320(R8), Y4
	VFMADD213PS 352(R8), Y2, Y4
	VFMADD213PS 384(R8), Y2, Y4
	VDIVPS      Y4, Y3, Y3
	// poly * 2**quadrant in float64, rounded once to float32
	VCVTPS2DQ    Y1, Y5
	VPADDD       544(R8), Y5, Y5
	VPMOVZXDQ    X5, Y6
	VPSLLQ       $52, Y6, Y6
	VCVTPS2PD    X3, Y7
	VMULPD       Y6, Y7, Y7
	VCVTPD2PSY   Y7, X7
	VEXTRACTI128 $1, Y5, X5
	VPMOVZXDQ    X5, Y6
	VPSLLQ       $52, Y6, Y6
	VEXTRACTF128 $1, Y3, X3
	VCVTPS2PD    X3, Y8
	VMULPD       Y6, Y8, Y8
	VCVTPD2PSY   Y8, X8
	VINSERTF128  $1, X8, Y7, Y7
	// x <= xmin gives 0, x >= xmax +inf, NaN NPY_NANF
	VCMPPS    $0x12, 448(R8), Y0, Y9
	VANDNPS   Y7, Y9, Y7
	VCMPPS    $0x1d, 416(R8), Y0, Y9
	VBLENDVPS Y9, 480(R8), Y7, Y7
	VCMPPS    $3, Y0, Y0, Y9
	VBLENDVPS Y9, 512(R8), Y7, Y7
	VMOVUPS   Y7, (DI)
	ADDQ      $32, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       exploop

expdone:
	VZEROUPPER
	RET

// func log32AVX2(dst, src []float32, c *log32Table)
TEXT ·log32AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	SHRQ $3, CX
	JZ   logdone
	VXORPS Y14, Y14, Y14

logloop:
	VMOVUPS   (SI), Y0
	// frexp: subnormals are scaled by 2**25 first
	VCMPPS    $0x11, 512(R8), Y0, Y9
	VMULPS    480(R8), Y0, Y1
	VBLENDVPS Y9, Y1, Y0, Y1
	VANDPS    640(R8), Y9, Y2
	VPSRLD    $23, Y1, Y5
	VPSUBD    608(R8), Y5, Y5
	VPSUBD    Y2, Y5, Y5
	VANDPS    544(R8), Y1, Y6
	VORPS     576(R8), Y6, Y6
	// m <= sqrt(1/2): m += m, exponent -= 1 (the mask is -1)
	VCMPPS    $0x12, 384(R8), Y6, Y9
	VADDPS    Y6, Y6, Y7
	VBLENDVPS Y9, Y7, Y6, Y6
	VPADDD    Y9, Y5, Y5
	VCVTDQ2PS Y5, Y5
	VSUBPS    416(R8), Y6, Y6
	// numerator and denominator by Horner's rule
	VMOVUPS     0(R8), Y3
	VFMADD213PS 32(R8), Y6, Y3
	VFMADD213PS 64(R8), Y6, Y3
	VFMADD213PS 96(R8), Y6, Y3
	VFMADD213PS 128(R8), Y6, Y3
	VFMADD213PS 160(R8), Y6, Y3
	VMOVUPS     192(R8), Y4
	VFMADD213PS 224(R8), Y6, Y4
	VFMADD213PS 256(R8), Y6, Y4
	VFMADD213PS 288(R8), Y6, Y4
	VFMADD213PS 320(R8), Y6, Y4
	VFMADD213PS 352(R8), Y6, Y4
	VDIVPS      Y4, Y3, Y3
	// exponent * ln 2 + poly
	VFMADD231PS 448(R8), Y5, Y3
	// +inf stays, zeros give -inf, negatives -NPY_NANF, NaN NPY_NANF
	VCMPPS    $0, 672(R8), Y0, Y9
	VBLENDVPS Y9, 672(R8), Y3, Y3
	VCMPPS    $0, Y14, Y0, Y9
	VBLENDVPS Y9, 704(R8), Y3, Y3
	VCMPPS    $0x11, Y14, Y0, Y9
	VBLENDVPS Y9, 736(R8), Y3, Y3
	VCMPPS    $3, Y0, Y0, Y9
	VBLENDVPS Y9, 768(R8), Y3, Y3
	VMOVUPS   Y3, (DI)
	ADDQ      $32, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       logloop

logdone:
	VZEROUPPER
	RET

// func sincos32AVX2(dst, src []float32, c *[8]uint32) (large int)
//
// Lanes with |x| beyond the Cody-Waite range, and NaNs, get garbage: the
// result is not 0 when there is one, and the caller redoes them. Row 14 of
// the table is 0 for sine, 1 for cosine (added to the quadrant).
TEXT ·sincos32AVX2(SB), NOSPLIT, $0-64
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	XORQ AX, AX
	SHRQ $3, CX
	JZ   sincosdone
	VMOVUPS 0(R8), Y10  // 2/pi
	VMOVUPS 32(R8), Y11 // rint magic
	VMOVUPS 64(R8), Y12 // pi/2, high part (negated)
	VMOVUPS 96(R8), Y13 // pi/2, middle part
	VXORPS  Y14, Y14, Y14

sincosloop:
	VMOVUPS     (SI), Y0
	// note lanes with !(|x| <= the Cody-Waite limit)
	VANDPS      512(R8), Y0, Y9
	VCMPPS      $6, 544(R8), Y9, Y9
	VMOVMSKPS   Y9, DX
	ORQ         DX, AX
	// quadrant = rint(x * 2/pi) by the magic constant
	VMOVAPS     Y11, Y1
	VFMADD231PS Y10, Y0, Y1
	VSUBPS      Y11, Y1, Y1
	// r = x - quadrant*pi/2 in three parts, r2 = r*r
	VMOVAPS     Y0, Y2
	VFMADD231PS Y12, Y1, Y2
	VFMADD231PS Y13, Y1, Y2
	VFMADD231PS 128(R8), Y1, Y2
	VMULPS      Y2, Y2, Y3
	// cosine and sine polynomials
	VMOVUPS     160(R8), Y4
	VFMADD213PS 192(R8), Y3, Y4
	VFMADD213PS 224(R8), Y3, Y4
	VFMADD213PS 256(R8), Y3, Y4
	VFMADD213PS 288(R8), Y3, Y4
	VMOVUPS     320(R8), Y5
	VFMADD213PS 352(R8), Y3, Y5
	VFMADD213PS 384(R8), Y3, Y5
	VFMADD213PS 416(R8), Y3, Y5
	VFMADD213PS Y14, Y3, Y5
	VFMADD213PS Y2, Y2, Y5
	// even quadrants take the sine, odd ones the cosine; quadrants 2
	// and 3 (mod 4) negate it as 0 - res
	VCVTPS2DQ Y1, Y6
	VPADDD    448(R8), Y6, Y6
	VPAND     480(R8), Y6, Y7
	VPCMPEQD  Y14, Y7, Y7
	VBLENDVPS Y7, Y5, Y4, Y4
	VSUBPS    Y4, Y14, Y8
	VPSLLD    $30, Y6, Y6
	VBLENDVPS Y6, Y8, Y4, Y4
	VMOVUPS   Y4, (DI)
	ADDQ      $32, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       sincosloop

sincosdone:
	MOVQ AX, large+56(FP)
	VZEROUPPER
	RET

// func exp64AVX2(dst, src []float64, c *[4]uint64, tab *uint64) (rare int)
//
// Four-lane expFloat64. Lanes with NaNs or |x| on SVML's rare path get
// garbage: the result is not 0 when there is one, and the caller redoes
// them. tab is the 16-entry table of 2**(j/16).
TEXT ·exp64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	MOVQ tab+56(FP), R9
	XORQ AX, AX
	SHRQ $2, CX
	JZ   exp64done
	VXORPD Y14, Y14, Y14

exp64loop:
	VMOVUPD     (SI), Y0
	// note lanes with !(|x| < the rare path's start)
	VANDPD      384(R8), Y0, Y7
	VCMPPD      $5, 416(R8), Y7, Y7
	VMOVMSKPD   Y7, DX
	ORQ         DX, AX
	// N16 = floor(16 x log2(e)) exactly: floor the product, minus one
	// when it was exact but the product's rounding error is negative
	VMULPD      0(R8), Y0, Y1
	VMOVAPD     Y1, Y2
	VFMSUB231PD 0(R8), Y0, Y2
	VROUNDPD    $1, Y1, Y3
	VCMPPD      $0, Y1, Y3, Y4
	VCMPPD      $0x11, Y14, Y2, Y5
	VANDPD      Y5, Y4, Y4
	VANDPD      32(R8), Y4, Y4
	VADDPD      Y4, Y3, Y3
	// th = 2**(j/16), j = N16 & 15
	VCVTTPD2DQY Y3, X6
	VPAND       448(R8), X6, X6
	VPCMPEQD    Y7, Y7, Y7
	VGATHERDPD  Y7, (R9)(X6*8), Y8
	// n = N16/16 + 0; r = x - n ln2 in two parts
	VMULPD      64(R8), Y3, Y9
	VADDPD      Y14, Y9, Y9
	VXORPD      96(R8), Y9, Y10
	VMOVAPD     Y0, Y11
	VFMADD231PD 128(R8), Y10, Y11
	VFMADD231PD 160(R8), Y10, Y11
	// the polynomial, as SVML pairs its terms
	VMULPD      Y11, Y11, Y12
	VMOVUPD     192(R8), Y13
	VFMADD213PD 224(R8), Y11, Y13
	VMOVUPD     256(R8), Y4
	VFMADD213PD 288(R8), Y11, Y4
	VMULPD      Y11, Y12, Y5
	VMOVUPD     320(R8), Y6
	VFMADD213PD Y11, Y12, Y6
	VFMADD231PD Y13, Y12, Y4
	VFMADD231PD Y4, Y5, Y6
	VFMADD213PD Y8, Y6, Y8
	// times 2**floor(n), one rounding
	VROUNDPD    $1, Y9, Y10
	VCVTTPD2DQY Y10, X10
	VPMOVSXDQ   X10, Y10
	VPADDQ      352(R8), Y10, Y10
	VPSLLQ      $52, Y10, Y10
	VMULPD      Y10, Y8, Y8
	VMOVUPD     Y8, (DI)
	ADDQ        $32, SI
	ADDQ        $32, DI
	DECQ        CX
	JNZ         exp64loop

exp64done:
	MOVQ AX, rare+64(FP)
	VZEROUPPER
	RET

// func sin64AVX2(dst, src []float64, c *[4]uint64) (rare int)
//
// Four-lane sinFloat64. Lanes with !(|x| <= 2**24) (and NaNs) get
// garbage: the result is not 0 when there is one, and the caller redoes
// them.
TEXT ·sin64AVX2(SB), NOSPLIT, $0-64
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	XORQ AX, AX
	SHRQ $2, CX
	JZ   sin64done
	VXORPD Y15, Y15, Y15

sin64loop:
	VMOVUPD      (SI), Y0
	// note lanes with !(|x| <= 2**24)
	VANDPD       384(R8), Y0, Y1
	VCMPPD       $6, 416(R8), Y1, Y1
	VMOVMSKPD    Y1, DX
	ORQ          DX, AX
	// t = x/pi + 1.5*2**52 (one rounding); odd N negates
	VMOVUPD      32(R8), Y2
	VFMADD231PD  0(R8), Y0, Y2
	VPSLLQ       $63, Y2, Y3
	// a zero keeps its sign
	VCMPPD       $0, Y15, Y0, Y4
	VANDPD       Y0, Y4, Y4
	VXORPD       Y4, Y3, Y3
	// n = t - shifter; r = x - n pi in three parts
	VSUBPD       32(R8), Y2, Y2
	VMOVAPD      Y0, Y5
	VFNMADD231PD 64(R8), Y2, Y5
	VFNMADD231PD 96(R8), Y2, Y5
	VMULPD       Y5, Y5, Y6
	VMOVAPD      Y5, Y7
	VFNMADD231PD 128(R8), Y2, Y7
	// the polynomial in r2, then rr + r2 rr p
	VMOVUPD      160(R8), Y8
	VFMADD213PD  192(R8), Y6, Y8
	VMULPD       Y7, Y6, Y9
	VFMADD213PD  224(R8), Y6, Y8
	VFMADD213PD  256(R8), Y6, Y8
	VFMADD213PD  288(R8), Y6, Y8
	VFMADD213PD  320(R8), Y6, Y8
	VFMADD213PD  352(R8), Y6, Y8
	VFMADD213PD  Y7, Y9, Y8
	VXORPD       Y3, Y8, Y8
	VMOVUPD      Y8, (DI)
	ADDQ         $32, SI
	ADDQ         $32, DI
	DECQ         CX
	JNZ          sin64loop

sin64done:
	MOVQ AX, rare+56(FP)
	VZEROUPPER
	RET

// func cos64AVX2(dst, src []float64, c *[4]uint64) (rare int)
//
// Four-lane cosFloat64. Lanes whose floor(|x|/pi) is beyond 8388606 (and
// NaNs) get garbage: the result is not 0 when there is one, and the
// caller redoes them.
TEXT ·cos64AVX2(SB), NOSPLIT, $0-64
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	XORQ AX, AX
	SHRQ $2, CX
	JZ   cos64done
	VXORPD Y15, Y15, Y15

cos64loop:
	VMOVUPD     (SI), Y0
	VANDPD      352(R8), Y0, Y0
	// k = floor(|x|/pi) of the exact product: floor the rounded one,
	// minus one when it was exact but the rounding error is negative
	VMULPD      0(R8), Y0, Y1
	VMOVAPD     Y1, Y2
	VFMSUB231PD 0(R8), Y0, Y2
	VROUNDPD    $1, Y1, Y3
	VCMPPD      $0, Y1, Y3, Y4
	VCMPPD      $0x11, Y15, Y2, Y5
	VANDPD      Y5, Y4, Y4
	VANDPD      544(R8), Y4, Y4
	VADDPD      Y4, Y3, Y3
	// note lanes with !(k <= 8388606)
	VCMPPD      $6, 384(R8), Y3, Y5
	VMOVMSKPD   Y5, DX
	ORQ         DX, AX
	// odd k negates; n = k + 1/2; r = n pi - |x| in three parts
	VADDPD      416(R8), Y3, Y6
	VPSLLQ      $63, Y6, Y6
	VADDPD      448(R8), Y3, Y3
	VMOVAPD     Y0, Y7
	VFMSUB231PD 32(R8), Y3, Y7
	VFMADD231PD 64(R8), Y3, Y7
	VMULPD      Y7, Y7, Y8
	VFMADD231PD 96(R8), Y3, Y7
	VMOVUPD     128(R8), Y9
	VFMADD213PD 160(R8), Y8, Y9
	VFMADD213PD 192(R8), Y8, Y9
	VFMADD213PD 224(R8), Y8, Y9
	VFMADD213PD 256(R8), Y8, Y9
	VXORPD      Y6, Y7, Y7
	VFMADD213PD 288(R8), Y8, Y9
	VMULPD      Y8, Y7, Y10
	VFMADD213PD 320(R8), Y8, Y9
	VFMADD213PD Y7, Y10, Y9
	// |x| < 2**-27: 1
	VCMPPD      $0x11, 512(R8), Y0, Y11
	VBLENDVPD   Y11, 480(R8), Y9, Y9
	VMOVUPD     Y9, (DI)
	ADDQ        $32, SI
	ADDQ        $32, DI
	DECQ        CX
	JNZ         cos64loop

cos64done:
	MOVQ AX, rare+56(FP)
	VZEROUPPER
	RET

// func log64AVX2(dst, src []float64, c *[4]uint64, tab *uint64) (rare int)
//
// Four-lane logFloat64. Lanes other than positive normal numbers (NaNs,
// zeros, negatives, subnormals, +inf) get garbage: the result is not 0
// when there is one, and the caller redoes them. tab is the 16-entry
// table of __svml_log8.
TEXT ·log64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	MOVQ tab+56(FP), R9
	LEAQ 1152(R8), R10
	XORQ AX, AX
	SHRQ $2, CX
	JZ   log64done

log64loop:
	VMOVUPD   (SI), Y0
	// note lanes with !(smallest normal <= x < inf)
	VCMPPD    $0x1d, 800(R8), Y0, Y1
	VCMPPD    $0x11, 832(R8), Y0, Y2
	VANDPD    Y2, Y1, Y1
	VMOVMSKPD Y1, DX
	XORQ      $15, DX
	ORQ       DX, AX
	// x = m * 2**expo with m in [1, 2); expo through 2**52 + e
	VANDPD    544(R8), Y0, Y3
	VORPD     576(R8), Y3, Y3
	VPSRLQ    $52, Y0, Y4
	VPOR      608(R8), Y4, Y4
	VSUBPD    640(R8), Y4, Y4
	// n = how many of the reciprocal's steps the fraction bits 51..32
	// of m (key) reach: from the table of the range of key's top five
	// bits (log64Steps), its count, less one where the range's step is
	// above key
	VPSRLQ     $32, Y3, Y5
	VPAND      672(R8), Y5, Y5
	VPSRLQ     $15, Y5, Y6
	VPCMPEQQ   Y7, Y7, Y7
	VPGATHERQQ Y7, (R10)(Y6*8), Y11
	VPSRLQ     $32, Y11, Y6
	VPAND      672(R8), Y11, Y11
	VPCMPGTQ   Y5, Y11, Y11
	VPADDQ     Y11, Y6, Y6
	// rcp = 1 - n/32; j = (16 - n) & 15; expo++ where rcp < 0.75
	VPOR      608(R8), Y6, Y8
	VSUBPD    608(R8), Y8, Y8
	VMULPD    512(R8), Y8, Y8
	VMOVUPD   576(R8), Y9
	VSUBPD    Y8, Y9, Y9
	VMOVDQU   704(R8), Y10
	VPSUBQ    Y6, Y10, Y10
	VPAND     736(R8), Y10, Y10
	VPCMPEQQ  Y11, Y11, Y11
	VGATHERQPD Y11, (R9)(Y10*8), Y12
	VCMPPD    $0x11, 768(R8), Y9, Y13
	VANDPD    576(R8), Y13, Y13
	VADDPD    Y13, Y4, Y4
	// r = rcp*m - 1 and the polynomial, as SVML pairs its terms
	VFMSUB213PD 576(R8), Y3, Y9
	VMOVUPD     864(R8), Y1
	VFMADD213PD 896(R8), Y9, Y1
	VMOVUPD     928(R8), Y2
	VFMADD213PD 960(R8), Y9, Y2
	VMOVUPD     992(R8), Y5
	VFMADD213PD 1024(R8), Y9, Y5
	VMULPD      Y9, Y9, Y7
	VMOVUPD     1056(R8), Y8
	VFMADD213PD 1088(R8), Y9, Y8
	VMULPD      Y7, Y7, Y10
	VFMADD231PD Y2, Y7, Y1
	VFMADD231PD Y8, Y7, Y5
	VFMADD231PD Y1, Y10, Y5
	VFMADD213PD Y9, Y7, Y5
	// table entry + poly, + expo ln 2
	VADDPD      Y5, Y12, Y12
	VFMADD231PD 1120(R8), Y4, Y12
	VMOVUPD     Y12, (DI)
	ADDQ        $32, SI
	ADDQ        $32, DI
	DECQ        CX
	JNZ         log64loop

log64done:
	MOVQ AX, rare+64(FP)
	VZEROUPPER
	RET

// The finiteness checks of allFiniteChunk: whether every element of v, a
// multiple of 16 float64s (32 float32s), is finite. x - x is +0 for a
// finite x and NaN for an infinity or a NaN, and a NaN survives the sums
// (four of them, so that the additions do not wait on each other).

// func finite64AVX2(v []float64) bool
TEXT ·finite64AVX2(SB), NOSPLIT, $0-25
	MOVQ   v_base+0(FP), SI
	MOVQ   v_len+8(FP), CX
	VXORPD Y0, Y0, Y0
	VXORPD Y1, Y1, Y1
	VXORPD Y2, Y2, Y2
	VXORPD Y3, Y3, Y3
	SHRQ   $4, CX
	JZ     finite64done

finite64loop:
	VMOVUPD (SI), Y4
	VMOVUPD 32(SI), Y5
	VMOVUPD 64(SI), Y6
	VMOVUPD 96(SI), Y7
	VSUBPD  Y4, Y4, Y4
	VSUBPD  Y5, Y5, Y5
	VSUBPD  Y6, Y6, Y6
	VSUBPD  Y7, Y7, Y7
	VADDPD  Y4, Y0, Y0
	VADDPD  Y5, Y1, Y1
	VADDPD  Y6, Y2, Y2
	VADDPD  Y7, Y3, Y3
	ADDQ    $128, SI
	DECQ    CX
	JNZ     finite64loop

finite64done:
	VADDPD    Y1, Y0, Y0
	VADDPD    Y3, Y2, Y2
	VADDPD    Y2, Y0, Y0
	VCMPPD    $3, Y0, Y0, Y0 // unordered: a NaN lane
	VMOVMSKPD Y0, AX
	TESTL     AX, AX
	SETEQ     ret+24(FP)
	VZEROUPPER
	RET

// func finite32AVX2(v []float32) bool
TEXT ·finite32AVX2(SB), NOSPLIT, $0-25
	MOVQ   v_base+0(FP), SI
	MOVQ   v_len+8(FP), CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	SHRQ   $5, CX
	JZ     finite32done

finite32loop:
	VMOVUPS (SI), Y4
	VMOVUPS 32(SI), Y5
	VMOVUPS 64(SI), Y6
	VMOVUPS 96(SI), Y7
	VSUBPS  Y4, Y4, Y4
	VSUBPS  Y5, Y5, Y5
	VSUBPS  Y6, Y6, Y6
	VSUBPS  Y7, Y7, Y7
	VADDPS  Y4, Y0, Y0
	VADDPS  Y5, Y1, Y1
	VADDPS  Y6, Y2, Y2
	VADDPS  Y7, Y3, Y3
	ADDQ    $128, SI
	DECQ    CX
	JNZ     finite32loop

finite32done:
	VADDPS    Y1, Y0, Y0
	VADDPS    Y3, Y2, Y2
	VADDPS    Y2, Y0, Y0
	VCMPPS    $3, Y0, Y0, Y0 // unordered: a NaN lane
	VMOVMSKPS Y0, AX
	TESTL     AX, AX
	SETEQ     ret+24(FP)
	VZEROUPPER
	RET

// The arithmetic of arithChunk on whole arrays: dst[i] = x[i] op y[i] for
// op 0 (+), 1 (-), 2 (*) or 3 (/), over len(dst)/4*4 float64s
// (len(dst)/8*8 float32s), in blocks of four vectors and then one vector
// at a time; the caller does the rest. Vector IEEE
// operations round as the scalar ones do, so the results are the same
// bits; x is the first source, whose NaN an operation returns when both
// are NaNs, as in NumPy's loops. Each element is read before it is
// written, so dst may be x or y.
// func arith64AVX2(op int, dst, x, y []float64)
TEXT ·arith64AVX2(SB), NOSPLIT, $0-80
	MOVQ op+0(FP), AX
	MOVQ dst_base+8(FP), DI
	MOVQ dst_len+16(FP), CX
	MOVQ x_base+32(FP), SI
	MOVQ y_base+56(FP), DX
	MOVQ CX, BX
	SHRQ $2, BX
	ANDQ $3, BX // single vectors after the blocks of four
	SHRQ $4, CX
	CMPQ AX, $1
	JLT  arith64add
	JEQ  arith64sub
	CMPQ AX, $2
	JEQ  arith64mul
	JMP  arith64div

arith64add:
	TESTQ CX, CX
	JZ    arith64add1

arith64add4:
	VMOVUPD (SI), Y0
	VMOVUPD 32(SI), Y1
	VMOVUPD 64(SI), Y2
	VMOVUPD 96(SI), Y3
	VADDPD (DX), Y0, Y0
	VADDPD 32(DX), Y1, Y1
	VADDPD 64(DX), Y2, Y2
	VADDPD 96(DX), Y3, Y3
	VMOVUPD Y0, (DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith64add4

arith64add1:
	TESTQ BX, BX
	JZ    arith64done
	VMOVUPD (SI), Y0
	VADDPD (DX), Y0, Y0
	VMOVUPD Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith64add1

arith64sub:
	TESTQ CX, CX
	JZ    arith64sub1

arith64sub4:
	VMOVUPD (SI), Y0
	VMOVUPD 32(SI), Y1
	VMOVUPD 64(SI), Y2
	VMOVUPD 96(SI), Y3
	VSUBPD (DX), Y0, Y0
	VSUBPD 32(DX), Y1, Y1
	VSUBPD 64(DX), Y2, Y2
	VSUBPD 96(DX), Y3, Y3
	VMOVUPD Y0, (DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith64sub4

arith64sub1:
	TESTQ BX, BX
	JZ    arith64done
	VMOVUPD (SI), Y0
	VSUBPD (DX), Y0, Y0
	VMOVUPD Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith64sub1

arith64mul:
	TESTQ CX, CX
	JZ    arith64mul1

arith64mul4:
	VMOVUPD (SI), Y0
	VMOVUPD 32(SI), Y1
	VMOVUPD 64(SI), Y2
	VMOVUPD 96(SI), Y3
	VMULPD (DX), Y0, Y0
	VMULPD 32(DX), Y1, Y1
	VMULPD 64(DX), Y2, Y2
	VMULPD 96(DX), Y3, Y3
	VMOVUPD Y0, (DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith64mul4

arith64mul1:
	TESTQ BX, BX
	JZ    arith64done
	VMOVUPD (SI), Y0
	VMULPD (DX), Y0, Y0
	VMOVUPD Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith64mul1

arith64div:
	TESTQ CX, CX
	JZ    arith64div1

arith64div4:
	VMOVUPD (SI), Y0
	VMOVUPD 32(SI), Y1
	VMOVUPD 64(SI), Y2
	VMOVUPD 96(SI), Y3
	VDIVPD (DX), Y0, Y0
	VDIVPD 32(DX), Y1, Y1
	VDIVPD 64(DX), Y2, Y2
	VDIVPD 96(DX), Y3, Y3
	VMOVUPD Y0, (DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith64div4

arith64div1:
	TESTQ BX, BX
	JZ    arith64done
	VMOVUPD (SI), Y0
	VDIVPD (DX), Y0, Y0
	VMOVUPD Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith64div1

arith64done:
	VZEROUPPER
	RET
// func arith32AVX2(op int, dst, x, y []float32)
TEXT ·arith32AVX2(SB), NOSPLIT, $0-80
	MOVQ op+0(FP), AX
	MOVQ dst_base+8(FP), DI
	MOVQ dst_len+16(FP), CX
	MOVQ x_base+32(FP), SI
	MOVQ y_base+56(FP), DX
	MOVQ CX, BX
	SHRQ $3, BX
	ANDQ $3, BX // single vectors after the blocks of four
	SHRQ $5, CX
	CMPQ AX, $1
	JLT  arith32add
	JEQ  arith32sub
	CMPQ AX, $2
	JEQ  arith32mul
	JMP  arith32div

arith32add:
	TESTQ CX, CX
	JZ    arith32add1

arith32add4:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VMOVUPS 64(SI), Y2
	VMOVUPS 96(SI), Y3
	VADDPS (DX), Y0, Y0
	VADDPS 32(DX), Y1, Y1
	VADDPS 64(DX), Y2, Y2
	VADDPS 96(DX), Y3, Y3
	VMOVUPS Y0, (DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith32add4

arith32add1:
	TESTQ BX, BX
	JZ    arith32done
	VMOVUPS (SI), Y0
	VADDPS (DX), Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith32add1

arith32sub:
	TESTQ CX, CX
	JZ    arith32sub1

arith32sub4:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VMOVUPS 64(SI), Y2
	VMOVUPS 96(SI), Y3
	VSUBPS (DX), Y0, Y0
	VSUBPS 32(DX), Y1, Y1
	VSUBPS 64(DX), Y2, Y2
	VSUBPS 96(DX), Y3, Y3
	VMOVUPS Y0, (DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith32sub4

arith32sub1:
	TESTQ BX, BX
	JZ    arith32done
	VMOVUPS (SI), Y0
	VSUBPS (DX), Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith32sub1

arith32mul:
	TESTQ CX, CX
	JZ    arith32mul1

arith32mul4:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VMOVUPS 64(SI), Y2
	VMOVUPS 96(SI), Y3
	VMULPS (DX), Y0, Y0
	VMULPS 32(DX), Y1, Y1
	VMULPS 64(DX), Y2, Y2
	VMULPS 96(DX), Y3, Y3
	VMOVUPS Y0, (DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith32mul4

arith32mul1:
	TESTQ BX, BX
	JZ    arith32done
	VMOVUPS (SI), Y0
	VMULPS (DX), Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith32mul1

arith32div:
	TESTQ CX, CX
	JZ    arith32div1

arith32div4:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VMOVUPS 64(SI), Y2
	VMOVUPS 96(SI), Y3
	VDIVPS (DX), Y0, Y0
	VDIVPS 32(DX), Y1, Y1
	VDIVPS 64(DX), Y2, Y2
	VDIVPS 96(DX), Y3, Y3
	VMOVUPS Y0, (DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $128, DI
	DECQ CX
	JNZ  arith32div4

arith32div1:
	TESTQ BX, BX
	JZ    arith32done
	VMOVUPS (SI), Y0
	VDIVPS (DX), Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  BX
	JMP   arith32div1

arith32done:
	VZEROUPPER
	RET

// Square roots, correctly rounded as math.Sqrt (and NumPy) round them,
// over len(src)/16*16 float64s (len(src)/32*32 float32s) into dst. The
// float32 root is the float64 root rounded, which is what the scalar
// path computes.

// func sqrt64AVX2(dst, src []float64)
TEXT ·sqrt64AVX2(SB), NOSPLIT, $0-48
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	SHRQ $4, CX
	JZ   sqrt64done

sqrt64loop:
	VSQRTPD (SI), Y0
	VSQRTPD 32(SI), Y1
	VSQRTPD 64(SI), Y2
	VSQRTPD 96(SI), Y3
	VMOVUPD Y0, (DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DI
	DECQ CX
	JNZ  sqrt64loop

sqrt64done:
	VZEROUPPER
	RET

// func sqrt32AVX2(dst, src []float32)
TEXT ·sqrt32AVX2(SB), NOSPLIT, $0-48
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	SHRQ $5, CX
	JZ   sqrt32done

sqrt32loop:
	VSQRTPS (SI), Y0
	VSQRTPS 32(SI), Y1
	VSQRTPS 64(SI), Y2
	VSQRTPS 96(SI), Y3
	VMOVUPS Y0, (DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DI
	DECQ CX
	JNZ  sqrt32loop

sqrt32done:
	VZEROUPPER
	RET

// The extrema of extremumChunk: the maximum (minimum) of v, a multiple of
// 16 float64s (32 float32s), at least one such block, and whether every
// element is finite (x - x summed, as in finite64AVX2). Where an element
// is not finite the extreme is meaningless and the caller does not use
// it; otherwise the extreme of finite numbers does not depend on the
// order of the comparisons but for the sign of a zero, which the caller
// leaves to the ordered loop.

// func max64AVX2(v []float64) (best float64, finite bool)
TEXT ·max64AVX2(SB), NOSPLIT, $0-33
	MOVQ v_base+0(FP), SI
	MOVQ v_len+8(FP), CX
	SHRQ $4, CX
	VBROADCASTSD (SI), Y0
	VMOVUPD Y0, Y1
	VMOVUPD Y0, Y2
	VMOVUPD Y0, Y3
	VXORPD  Y8, Y8, Y8
	VXORPD  Y9, Y9, Y9
	VXORPD  Y10, Y10, Y10
	VXORPD  Y11, Y11, Y11

max64loop:
	VMOVUPD (SI), Y4
	VMOVUPD 32(SI), Y5
	VMOVUPD 64(SI), Y6
	VMOVUPD 96(SI), Y7
	VMAXPD Y4, Y0, Y0
	VMAXPD Y5, Y1, Y1
	VMAXPD Y6, Y2, Y2
	VMAXPD Y7, Y3, Y3
	VSUBPD Y4, Y4, Y4
	VSUBPD Y5, Y5, Y5
	VSUBPD Y6, Y6, Y6
	VSUBPD Y7, Y7, Y7
	VADDPD Y4, Y8, Y8
	VADDPD Y5, Y9, Y9
	VADDPD Y6, Y10, Y10
	VADDPD Y7, Y11, Y11
	ADDQ $128, SI
	DECQ CX
	JNZ  max64loop

	VMAXPD Y1, Y0, Y0
	VMAXPD Y3, Y2, Y2
	VMAXPD Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMAXPD       X1, X0, X0
	VPERMILPD    $1, X0, X1
	VMAXPD       X1, X0, X0
	MOVSD        X0, best+24(FP)
	VADDPD    Y9, Y8, Y8
	VADDPD    Y11, Y10, Y10
	VADDPD    Y10, Y8, Y8
	VCMPPD    $3, Y8, Y8, Y8 // unordered: a NaN lane
	VMOVMSKPD Y8, AX
	TESTL     AX, AX
	SETEQ     finite+32(FP)
	VZEROUPPER
	RET

// func min64AVX2(v []float64) (best float64, finite bool)
TEXT ·min64AVX2(SB), NOSPLIT, $0-33
	MOVQ v_base+0(FP), SI
	MOVQ v_len+8(FP), CX
	SHRQ $4, CX
	VBROADCASTSD (SI), Y0
	VMOVUPD Y0, Y1
	VMOVUPD Y0, Y2
	VMOVUPD Y0, Y3
	VXORPD  Y8, Y8, Y8
	VXORPD  Y9, Y9, Y9
	VXORPD  Y10, Y10, Y10
	VXORPD  Y11, Y11, Y11

min64loop:
	VMOVUPD (SI), Y4
	VMOVUPD 32(SI), Y5
	VMOVUPD 64(SI), Y6
	VMOVUPD 96(SI), Y7
	VMINPD Y4, Y0, Y0
	VMINPD Y5, Y1, Y1
	VMINPD Y6, Y2, Y2
	VMINPD Y7, Y3, Y3
	VSUBPD Y4, Y4, Y4
	VSUBPD Y5, Y5, Y5
	VSUBPD Y6, Y6, Y6
	VSUBPD Y7, Y7, Y7
	VADDPD Y4, Y8, Y8
	VADDPD Y5, Y9, Y9
	VADDPD Y6, Y10, Y10
	VADDPD Y7, Y11, Y11
	ADDQ $128, SI
	DECQ CX
	JNZ  min64loop

	VMINPD Y1, Y0, Y0
	VMINPD Y3, Y2, Y2
	VMINPD Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMINPD       X1, X0, X0
	VPERMILPD    $1, X0, X1
	VMINPD       X1, X0, X0
	MOVSD        X0, best+24(FP)
	VADDPD    Y9, Y8, Y8
	VADDPD    Y11, Y10, Y10
	VADDPD    Y10, Y8, Y8
	VCMPPD    $3, Y8, Y8, Y8 // unordered: a NaN lane
	VMOVMSKPD Y8, AX
	TESTL     AX, AX
	SETEQ     finite+32(FP)
	VZEROUPPER
	RET

// func max32AVX2(v []float32) (best float32, finite bool)
TEXT ·max32AVX2(SB), NOSPLIT, $0-29
	MOVQ v_base+0(FP), SI
	MOVQ v_len+8(FP), CX
	SHRQ $5, CX
	VBROADCASTSS (SI), Y0
	VMOVUPS Y0, Y1
	VMOVUPS Y0, Y2
	VMOVUPS Y0, Y3
	VXORPS  Y8, Y8, Y8
	VXORPS  Y9, Y9, Y9
	VXORPS  Y10, Y10, Y10
	VXORPS  Y11, Y11, Y11

max32loop:
	VMOVUPS (SI), Y4
	VMOVUPS 32(SI), Y5
	VMOVUPS 64(SI), Y6
	VMOVUPS 96(SI), Y7
	VMAXPS Y4, Y0, Y0
	VMAXPS Y5, Y1, Y1
	VMAXPS Y6, Y2, Y2
	VMAXPS Y7, Y3, Y3
	VSUBPS Y4, Y4, Y4
	VSUBPS Y5, Y5, Y5
	VSUBPS Y6, Y6, Y6
	VSUBPS Y7, Y7, Y7
	VADDPS Y4, Y8, Y8
	VADDPS Y5, Y9, Y9
	VADDPS Y6, Y10, Y10
	VADDPS Y7, Y11, Y11
	ADDQ $128, SI
	DECQ CX
	JNZ  max32loop

	VMAXPS Y1, Y0, Y0
	VMAXPS Y3, Y2, Y2
	VMAXPS Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMAXPS       X1, X0, X0
	VPERMILPS    $0x4e, X0, X1
	VMAXPS       X1, X0, X0
	VPERMILPS    $0xb1, X0, X1
	VMAXPS       X1, X0, X0
	MOVSS        X0, best+24(FP)
	VADDPS    Y9, Y8, Y8
	VADDPS    Y11, Y10, Y10
	VADDPS    Y10, Y8, Y8
	VCMPPS    $3, Y8, Y8, Y8 // unordered: a NaN lane
	VMOVMSKPS Y8, AX
	TESTL     AX, AX
	SETEQ     finite+28(FP)
	VZEROUPPER
	RET

// func min32AVX2(v []float32) (best float32, finite bool)
TEXT ·min32AVX2(SB), NOSPLIT, $0-29
	MOVQ v_base+0(FP), SI
	MOVQ v_len+8(FP), CX
	SHRQ $5, CX
	VBROADCASTSS (SI), Y0
	VMOVUPS Y0, Y1
	VMOVUPS Y0, Y2
	VMOVUPS Y0, Y3
	VXORPS  Y8, Y8, Y8
	VXORPS  Y9, Y9, Y9
	VXORPS  Y10, Y10, Y10
	VXORPS  Y11, Y11, Y11

min32loop:
	VMOVUPS (SI), Y4
	VMOVUPS 32(SI), Y5
	VMOVUPS 64(SI), Y6
	VMOVUPS 96(SI), Y7
	VMINPS Y4, Y0, Y0
	VMINPS Y5, Y1, Y1
	VMINPS Y6, Y2, Y2
	VMINPS Y7, Y3, Y3
	VSUBPS Y4, Y4, Y4
	VSUBPS Y5, Y5, Y5
	VSUBPS Y6, Y6, Y6
	VSUBPS Y7, Y7, Y7
	VADDPS Y4, Y8, Y8
	VADDPS Y5, Y9, Y9
	VADDPS Y6, Y10, Y10
	VADDPS Y7, Y11, Y11
	ADDQ $128, SI
	DECQ CX
	JNZ  min32loop

	VMINPS Y1, Y0, Y0
	VMINPS Y3, Y2, Y2
	VMINPS Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMINPS       X1, X0, X0
	VPERMILPS    $0x4e, X0, X1
	VMINPS       X1, X0, X0
	VPERMILPS    $0xb1, X0, X1
	VMINPS       X1, X0, X0
	MOVSS        X0, best+24(FP)
	VADDPS    Y9, Y8, Y8
	VADDPS    Y11, Y10, Y10
	VADDPS    Y10, Y8, Y8
	VCMPPS    $3, Y8, Y8, Y8 // unordered: a NaN lane
	VMOVMSKPS Y8, AX
	TESTL     AX, AX
	SETEQ     finite+28(FP)
	VZEROUPPER
	RET

// The float64 log of __svml_log8 itself, eight lanes with AVX-512F, as
// NumPy 1.24 runs it on AVX512_SKX machines: m = vgetmantpd(x) in [1, 2),
// e = vgetexppd(x), rcp = vrcp14pd(m) rounded to 1/32 by vrndscalepd,
// r = rcp*m - 1, the table entry -log(rcp) picked by rcp's top fraction
// bits (vpermi2pd over two registers of the 16 entries), e + 1 where
// rcp < 0.75, and the polynomial and sums of logFloat64 in its order.
// It writes len(src)/8*8 results and returns a non-zero value when
// some lane's x is not a positive normal number (zeros, subnormals,
// negatives, infinities, NaNs), whose results the caller recomputes.
// c holds one, 0.75, the smallest normal, +inf, c7, c6, c9, c8, c3, c2,
// c5, c4, ln 2, then the 16 table entries (log64Z).
// func log64AVX512(dst, src []float64, c *[29]uint64) (rare int)
TEXT ·log64AVX512(SB), NOSPLIT, $0-64
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	XORQ AX, AX
	SHRQ $3, CX
	JZ   log64zdone
	VBROADCASTSD 0(R8), Z16  // 1
	VBROADCASTSD 8(R8), Z17  // 0.75
	VBROADCASTSD 16(R8), Z18 // smallest normal
	VBROADCASTSD 24(R8), Z19 // +inf
	VBROADCASTSD 32(R8), Z20 // c7
	VBROADCASTSD 40(R8), Z21 // c6
	VBROADCASTSD 48(R8), Z22 // c9
	VBROADCASTSD 56(R8), Z23 // c8
	VBROADCASTSD 64(R8), Z24 // c3
	VBROADCASTSD 72(R8), Z25 // c2
	VBROADCASTSD 80(R8), Z26 // c5
	VBROADCASTSD 88(R8), Z27 // c4
	VBROADCASTSD 96(R8), Z28 // ln 2
	VMOVUPD      104(R8), Z29 // table entries 0-7
	VMOVUPD      168(R8), Z30 // table entries 8-15

log64zloop:
	VMOVUPD (SI), Z0
	// note lanes with !(smallest normal <= x < inf)
	VCMPPD  $0x1d, Z18, Z0, K2
	VCMPPD  $0x11, Z19, Z0, K3
	KANDW   K3, K2, K2
	KMOVW   K2, DX
	XORQ    $0xff, DX
	ORQ     DX, AX
	// m, e and rcp; r = rcp*m - 1; e++ where rcp < 0.75
	VGETMANTPD  $8, Z0, Z6
	VGETEXPPD   Z0, Z7
	VRCP14PD    Z6, Z8
	VRNDSCALEPD $88, Z8, Z2
	VFMSUB213PD Z16, Z2, Z6
	VCMPPD      $0x11, Z17, Z2, K1
	VADDPD      Z16, Z7, K1, Z7
	// the table entry of rcp's top four fraction bits
	VPSRLQ      $48, Z2, Z9
	VPERMI2PD   Z30, Z29, Z9
	// the polynomial, as logFloat64 pairs its terms
	VMOVAPD     Z20, Z1
	VFMADD213PD Z21, Z6, Z1
	VMOVAPD     Z22, Z2
	VFMADD213PD Z23, Z6, Z2
	VMOVAPD     Z24, Z5
	VFMADD213PD Z25, Z6, Z5
	VMULPD      Z6, Z6, Z10
	VMOVAPD     Z26, Z8
	VFMADD213PD Z27, Z6, Z8
	VMULPD      Z10, Z10, Z11
	VFMADD231PD Z2, Z10, Z1
	VFMADD231PD Z8, Z10, Z5
	VFMADD231PD Z1, Z11, Z5
	VFMADD213PD Z6, Z10, Z5
	// table entry + poly, + e ln 2
	VADDPD      Z5, Z9, Z9
	VFMADD231PD Z28, Z7, Z9
	VMOVUPD     Z9, (DI)
	ADDQ        $64, SI
	ADDQ        $64, DI
	DECQ        CX
	JNZ         log64zloop

log64zdone:
	MOVQ AX, rare+56(FP)
	VZEROUPPER
	RET

// The float64 exp of __svml_exp8, eight lanes with AVX-512F, the steps of
// expFloat64: N16 = floor(16 x log2(e)) (the product rounded down, then
// vrndscalepd to an integer), j = N16 mod 16 from the low bits of
// N16 + 1.5*2**52, n = N16/16, r = x - n ln2hi - n ln2lo, the table
// entry 2**(j/16) (vpermi2pd over two registers of the 16 entries), the
// polynomial of expFloat64 in its order, and vscalefpd by floor(n). It
// writes len(src)/8*8 results and returns a non-zero value when some
// lane's |x| is not below svmlExpRareMin (or is NaN), whose results the
// caller recomputes. c holds 16 log2(e), 1.5*2**52, 1/16, ln2hi, ln2lo,
// c2 to c6, svmlExpRareMin and its negation, then the 16 table entries
// (exp64Z).
// func exp64AVX512(dst, src []float64, c *[28]uint64) (rare int)
TEXT ·exp64AVX512(SB), NOSPLIT, $0-64
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	MOVQ c+48(FP), R8
	XORQ AX, AX
	SHRQ $3, CX
	JZ   exp64zdone
	VBROADCASTSD 0(R8), Z16  // 16 log2(e)
	VBROADCASTSD 8(R8), Z17  // 1.5*2**52
	VBROADCASTSD 16(R8), Z18 // 1/16
	VBROADCASTSD 24(R8), Z19 // ln2hi
	VBROADCASTSD 32(R8), Z20 // ln2lo
	VBROADCASTSD 40(R8), Z21 // c2
	VBROADCASTSD 48(R8), Z22 // c3
	VBROADCASTSD 56(R8), Z23 // c4
	VBROADCASTSD 64(R8), Z24 // c5
	VBROADCASTSD 72(R8), Z25 // c6
	VBROADCASTSD 80(R8), Z26 // svmlExpRareMin
	VBROADCASTSD 88(R8), Z27 // -svmlExpRareMin
	VMOVUPD      96(R8), Z28  // table entries 0-7
	VMOVUPD      160(R8), Z29 // table entries 8-15
	VPXORQ       Z30, Z30, Z30

exp64zloop:
	VMOVUPD (SI), Z0
	// note lanes with !(-svmlExpRareMin < x < svmlExpRareMin)
	VCMPPD  $0x11, Z26, Z0, K2
	VCMPPD  $0x1e, Z27, Z0, K3
	KANDW   K3, K2, K2
	KMOVW   K2, DX
	XORQ    $0xff, DX
	ORQ     DX, AX
	// N16, j's bits, n (+0 for -0)
	VMULPD.RD_SAE Z16, Z0, Z1
	VRNDSCALEPD   $9, Z1, Z1
	VADDPD        Z17, Z1, Z2
	VMULPD        Z18, Z1, Z3
	VADDPD        Z30, Z3, Z3
	// r = x - n ln2hi - n ln2lo; 2**(j/16)
	VMOVAPD      Z0, Z4
	VFNMADD231PD Z19, Z3, Z4
	VFNMADD231PD Z20, Z3, Z4
	VPERMI2PD    Z29, Z28, Z2
	// the polynomial, as expFloat64 pairs its terms
	VMULPD      Z4, Z4, Z5
	VMOVAPD     Z25, Z6
	VFMADD213PD Z24, Z4, Z6
	VMOVAPD     Z23, Z7
	VFMADD213PD Z22, Z4, Z7
	VMULPD      Z4, Z5, Z8
	VMOVAPD     Z5, Z9
	VFMADD213PD Z4, Z21, Z9
	VFMADD231PD Z6, Z5, Z7
	VFMADD231PD Z7, Z8, Z9
	// th + th p, scaled by 2**floor(n)
	VFMADD213PD Z2, Z2, Z9
	VSCALEFPD   Z3, Z9, Z9
	VMOVUPD     Z9, (DI)
	ADDQ        $64, SI
	ADDQ        $64, DI
	DECQ        CX
	JNZ         exp64zloop

exp64zdone:
	MOVQ AX, rare+56(FP)
	VZEROUPPER
	RET
