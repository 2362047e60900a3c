#include "textflag.h"

// gemmTile4x8 is the inner block of gemm.go's products: for the 4 rows of
// a (lda elements apart) and the 8 columns of b (rows ldb elements
// apart) it sums the kc products of each of the 32 elements in order
// from 0, unfused (VMULPD, VADDPD) or fused (VFMADD231PD), and adds each
// sum to its element of c (rows ldc elements apart): the order of one K
// block of OpenBLAS's dgemm kernels, eight elements to a lane.

// func gemmTile4x8(a *float64, lda int, b *float64, ldb int, kc int, c *float64, ldc int, fused bool)
TEXT ·gemmTile4x8(SB), NOSPLIT, $0-57
	MOVQ    a+0(FP), SI
	MOVQ    lda+8(FP), R8
	SHLQ    $3, R8
	MOVQ    b+16(FP), DI
	MOVQ    ldb+24(FP), R9
	SHLQ    $3, R9
	MOVQ    kc+32(FP), CX
	MOVQ    c+40(FP), DX
	MOVQ    ldc+48(FP), R10
	SHLQ    $3, R10
	MOVBLZX fused+56(FP), AX
	VXORPD  Y0, Y0, Y0
	VXORPD  Y1, Y1, Y1
	VXORPD  Y2, Y2, Y2
	VXORPD  Y3, Y3, Y3
	VXORPD  Y4, Y4, Y4
	VXORPD  Y5, Y5, Y5
	VXORPD  Y6, Y6, Y6
	VXORPD  Y7, Y7, Y7
	LEAQ    (SI)(R8*1), R11
	LEAQ    (SI)(R8*2), R12
	LEAQ    (R11)(R8*2), R13
	XORQ    BX, BX
	TESTQ   CX, CX
	JZ      store
	TESTQ   AX, AX
	JNZ     fusedloop

loop:
	VMOVUPD      (DI), Y8
	VMOVUPD      32(DI), Y9
	VBROADCASTSD (SI)(BX*1), Y10
	VMULPD       Y8, Y10, Y11
	VMULPD       Y9, Y10, Y12
	VADDPD       Y11, Y0, Y0
	VADDPD       Y12, Y1, Y1
	VBROADCASTSD (R11)(BX*1), Y10
	VMULPD       Y8, Y10, Y11
	VMULPD       Y9, Y10, Y12
	VADDPD       Y11, Y2, Y2
	VADDPD       Y12, Y3, Y3
	VBROADCASTSD (R12)(BX*1), Y10
	VMULPD       Y8, Y10, Y11
	VMULPD       Y9, Y10, Y12
	VADDPD       Y11, Y4, Y4
	VADDPD       Y12, Y5, Y5
	VBROADCASTSD (R13)(BX*1), Y10
	VMULPD       Y8, Y10, Y11
	VMULPD       Y9, Y10, Y12
	VADDPD       Y11, Y6, Y6
	VADDPD       Y12, Y7, Y7
	ADDQ         $8, BX
	ADDQ         R9, DI
	DECQ         CX
	JNZ          loop
	JMP          store

fusedloop:
	VMOVUPD      (DI), Y8
	VMOVUPD      32(DI), Y9
	VBROADCASTSD (SI)(BX*1), Y10
	VFMADD231PD  Y8, Y10, Y0
	VFMADD231PD  Y9, Y10, Y1
	VBROADCASTSD (R11)(BX*1), Y10
	VFMADD231PD  Y8, Y10, Y2
	VFMADD231PD  Y9, Y10, Y3
	VBROADCASTSD (R12)(BX*1), Y10
	VFMADD231PD  Y8, Y10, Y4
	VFMADD231PD  Y9, Y10, Y5
	VBROADCASTSD (R13)(BX*1), Y10
	VFMADD231PD  Y8, Y10, Y6
	VFMADD231PD  Y9, Y10, Y7
	ADDQ         $8, BX
	ADDQ         R9, DI
	DECQ         CX
	JNZ          fusedloop

store:
	VADDPD  (DX), Y0, Y0
	VADDPD  32(DX), Y1, Y1
	VMOVUPD Y0, (DX)
	VMOVUPD Y1, 32(DX)
	ADDQ    R10, DX
	VADDPD  (DX), Y2, Y2
	VADDPD  32(DX), Y3, Y3
	VMOVUPD Y2, (DX)
	VMOVUPD Y3, 32(DX)
	ADDQ    R10, DX
	VADDPD  (DX), Y4, Y4
	VADDPD  32(DX), Y5, Y5
	VMOVUPD Y4, (DX)
	VMOVUPD Y5, 32(DX)
	ADDQ    R10, DX
	VADDPD  (DX), Y6, Y6
	VADDPD  32(DX), Y7, Y7
	VMOVUPD Y6, (DX)
	VMOVUPD Y7, 32(DX)
	VZEROUPPER
	RET

// gemmTile4x32 is gemmTile4x8 for 4 rows by 32 columns with AVX-512,
// b packed: the 32 columns of each row of b's block in a row (256 bytes
// apart).

// func gemmTile4x32(a *float64, lda int, b *float64, kc int, c *float64, ldc int, fused bool)
TEXT ·gemmTile4x32(SB), NOSPLIT, $0-49
	MOVQ    a+0(FP), SI
	MOVQ    lda+8(FP), R8
	SHLQ    $3, R8
	MOVQ    b+16(FP), DI
	MOVQ    kc+24(FP), CX
	MOVQ    c+32(FP), DX
	MOVQ    ldc+40(FP), R10
	SHLQ    $3, R10
	MOVBLZX fused+48(FP), AX
	VPXORQ  Z0, Z0, Z0
	VPXORQ  Z1, Z1, Z1
	VPXORQ  Z2, Z2, Z2
	VPXORQ  Z3, Z3, Z3
	VPXORQ  Z4, Z4, Z4
	VPXORQ  Z5, Z5, Z5
	VPXORQ  Z6, Z6, Z6
	VPXORQ  Z7, Z7, Z7
	VPXORQ  Z8, Z8, Z8
	VPXORQ  Z9, Z9, Z9
	VPXORQ  Z10, Z10, Z10
	VPXORQ  Z11, Z11, Z11
	VPXORQ  Z12, Z12, Z12
	VPXORQ  Z13, Z13, Z13
	VPXORQ  Z14, Z14, Z14
	VPXORQ  Z15, Z15, Z15
	LEAQ    (SI)(R8*1), R11
	LEAQ    (SI)(R8*2), R12
	LEAQ    (R11)(R8*2), R13
	XORQ    BX, BX
	TESTQ   CX, CX
	JZ      store32
	TESTQ   AX, AX
	JNZ     fused32

loop32:
	VMOVUPD      (DI), Z16
	VMOVUPD      64(DI), Z17
	VMOVUPD      128(DI), Z18
	VMOVUPD      192(DI), Z19
	VBROADCASTSD (SI)(BX*1), Z20
	VMULPD       Z16, Z20, Z21
	VMULPD       Z17, Z20, Z22
	VMULPD       Z18, Z20, Z23
	VMULPD       Z19, Z20, Z24
	VADDPD       Z21, Z0, Z0
	VADDPD       Z22, Z1, Z1
	VADDPD       Z23, Z2, Z2
	VADDPD       Z24, Z3, Z3
	VBROADCASTSD (R11)(BX*1), Z20
	VMULPD       Z16, Z20, Z21
	VMULPD       Z17, Z20, Z22
	VMULPD       Z18, Z20, Z23
	VMULPD       Z19, Z20, Z24
	VADDPD       Z21, Z4, Z4
	VADDPD       Z22, Z5, Z5
	VADDPD       Z23, Z6, Z6
	VADDPD       Z24, Z7, Z7
	VBROADCASTSD (R12)(BX*1), Z20
	VMULPD       Z16, Z20, Z21
	VMULPD       Z17, Z20, Z22
	VMULPD       Z18, Z20, Z23
	VMULPD       Z19, Z20, Z24
	VADDPD       Z21, Z8, Z8
	VADDPD       Z22, Z9, Z9
	VADDPD       Z23, Z10, Z10
	VADDPD       Z24, Z11, Z11
	VBROADCASTSD (R13)(BX*1), Z20
	VMULPD       Z16, Z20, Z21
	VMULPD       Z17, Z20, Z22
	VMULPD       Z18, Z20, Z23
	VMULPD       Z19, Z20, Z24
	VADDPD       Z21, Z12, Z12
	VADDPD       Z22, Z13, Z13
	VADDPD       Z23, Z14, Z14
	VADDPD       Z24, Z15, Z15
	ADDQ         $8, BX
	ADDQ         $256, DI
	DECQ         CX
	JNZ          loop32
	JMP          store32

fused32:
	VMOVUPD      (DI), Z16
	VMOVUPD      64(DI), Z17
	VMOVUPD      128(DI), Z18
	VMOVUPD      192(DI), Z19
	VBROADCASTSD (SI)(BX*1), Z20
	VFMADD231PD  Z16, Z20, Z0
	VFMADD231PD  Z17, Z20, Z1
	VFMADD231PD  Z18, Z20, Z2
	VFMADD231PD  Z19, Z20, Z3
	VBROADCASTSD (R11)(BX*1), Z20
	VFMADD231PD  Z16, Z20, Z4
	VFMADD231PD  Z17, Z20, Z5
	VFMADD231PD  Z18, Z20, Z6
	VFMADD231PD  Z19, Z20, Z7
	VBROADCASTSD (R12)(BX*1), Z20
	VFMADD231PD  Z16, Z20, Z8
	VFMADD231PD  Z17, Z20, Z9
	VFMADD231PD  Z18, Z20, Z10
	VFMADD231PD  Z19, Z20, Z11
	VBROADCASTSD (R13)(BX*1), Z20
	VFMADD231PD  Z16, Z20, Z12
	VFMADD231PD  Z17, Z20, Z13
	VFMADD231PD  Z18, Z20, Z14
	VFMADD231PD  Z19, Z20, Z15
	ADDQ         $8, BX
	ADDQ         $256, DI
	DECQ         CX
	JNZ          fused32

store32:
	VADDPD  0(DX), Z0, Z0
	VMOVUPD Z0, 0(DX)
	VADDPD  64(DX), Z1, Z1
	VMOVUPD Z1, 64(DX)
	VADDPD  128(DX), Z2, Z2
	VMOVUPD Z2, 128(DX)
	VADDPD  192(DX), Z3, Z3
	VMOVUPD Z3, 192(DX)
	ADDQ    R10, DX
	VADDPD  0(DX), Z4, Z4
	VMOVUPD Z4, 0(DX)
	VADDPD  64(DX), Z5, Z5
	VMOVUPD Z5, 64(DX)
	VADDPD  128(DX), Z6, Z6
	VMOVUPD Z6, 128(DX)
	VADDPD  192(DX), Z7, Z7
	VMOVUPD Z7, 192(DX)
	ADDQ    R10, DX
	VADDPD  0(DX), Z8, Z8
	VMOVUPD Z8, 0(DX)
	VADDPD  64(DX), Z9, Z9
	VMOVUPD Z9, 64(DX)
	VADDPD  128(DX), Z10, Z10
	VMOVUPD Z10, 128(DX)
	VADDPD  192(DX), Z11, Z11
	VMOVUPD Z11, 192(DX)
	ADDQ    R10, DX
	VADDPD  0(DX), Z12, Z12
	VMOVUPD Z12, 0(DX)
	VADDPD  64(DX), Z13, Z13
	VMOVUPD Z13, 64(DX)
	VADDPD  128(DX), Z14, Z14
	VMOVUPD Z14, 128(DX)
	VADDPD  192(DX), Z15, Z15
	VMOVUPD Z15, 192(DX)
	VZEROUPPER
	RET
