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
	// of m reach
	VPSRLQ    $32, Y3, Y5
	VPAND     672(R8), Y5, Y5
	VPXOR     Y6, Y6, Y6
	VPCMPGTQ  0(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  32(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  64(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  96(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  128(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  160(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  192(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  224(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  256(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  288(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  320(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  352(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  384(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  416(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  448(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
	VPCMPGTQ  480(R8), Y5, Y7
	VPSUBQ    Y7, Y6, Y6
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
