#include "textflag.h"

// The inner loops of the matrix-vector products of gemm.go and
// gemv_avx.go, in the orders of the OpenBLAS kernels they model: each
// lane of a register is one of the kernel's accumulators, so the sums are
// the same bit for bit as the Go loops they replace (gemvkern_amd64.go).

// func gemvT4FMA(a *float64, lda int, x *float64, n int, out *float64)
//
// Rows a, a+lda, a+2*lda, a+3*lda (lda elements apart) times x over n
// elements (n a multiple of 4): four fused lanes per row, product p into
// lane p%4 (VFMADD231PD), from zero. out gets the 16 lanes, row by row.
TEXT ·gemvT4FMA(SB), NOSPLIT, $0-40
	MOVQ   a+0(FP), SI
	MOVQ   lda+8(FP), R8
	SHLQ   $3, R8
	MOVQ   x+16(FP), DI
	MOVQ   n+24(FP), CX
	SHLQ   $3, CX
	MOVQ   out+32(FP), DX
	LEAQ   (SI)(R8*1), R11
	LEAQ   (SI)(R8*2), R12
	LEAQ   (R11)(R8*2), R13
	VXORPD Y0, Y0, Y0
	VXORPD Y1, Y1, Y1
	VXORPD Y2, Y2, Y2
	VXORPD Y3, Y3, Y3
	XORQ   BX, BX
	CMPQ   BX, CX
	JGE    fmadone

fmaloop:
	VMOVUPD     (DI)(BX*1), Y4
	VFMADD231PD (SI)(BX*1), Y4, Y0
	VFMADD231PD (R11)(BX*1), Y4, Y1
	VFMADD231PD (R12)(BX*1), Y4, Y2
	VFMADD231PD (R13)(BX*1), Y4, Y3
	ADDQ        $32, BX
	CMPQ        BX, CX
	JLT         fmaloop

fmadone:
	VMOVUPD Y0, (DX)
	VMOVUPD Y1, 32(DX)
	VMOVUPD Y2, 64(DX)
	VMOVUPD Y3, 96(DX)
	VZEROUPPER
	RET

// func gemvT4Pair(a *float64, lda int, x *float64, n int, out *float64)
//
// Rows a, a+lda, a+2*lda, a+3*lda times x over n elements (n even): two
// unfused lanes per row (even and odd products; VMULPD, VADDPD), from
// zero, as dgemv_t.S. out gets the 8 lanes, row by row.
TEXT ·gemvT4Pair(SB), NOSPLIT, $0-40
	MOVQ   a+0(FP), SI
	MOVQ   lda+8(FP), R8
	SHLQ   $3, R8
	MOVQ   x+16(FP), DI
	MOVQ   n+24(FP), CX
	SHLQ   $3, CX
	MOVQ   out+32(FP), DX
	LEAQ   (SI)(R8*1), R11
	LEAQ   (SI)(R8*2), R12
	LEAQ   (R11)(R8*2), R13
	VXORPD X0, X0, X0
	VXORPD X1, X1, X1
	VXORPD X2, X2, X2
	VXORPD X3, X3, X3
	XORQ   BX, BX
	MOVQ   CX, R9
	ANDQ   $-64, R9 // the bytes in blocks of 8 elements
	CMPQ   BX, R9
	JGE    pairtail

pairblock:
	// four pairs per row in turn, each row's lanes added in order; the
	// rows ahead prefetched (dgemv_t.S prefetches too)
	PREFETCHT0 512(SI)(BX*1)
	PREFETCHT0 512(R11)(BX*1)
	PREFETCHT0 512(R12)(BX*1)
	PREFETCHT0 512(R13)(BX*1)
	VMOVUPD    (DI)(BX*1), X4
	VMULPD     (SI)(BX*1), X4, X5
	VMULPD     (R11)(BX*1), X4, X6
	VMULPD     (R12)(BX*1), X4, X7
	VMULPD     (R13)(BX*1), X4, X8
	VADDPD     X5, X0, X0
	VADDPD     X6, X1, X1
	VADDPD     X7, X2, X2
	VADDPD     X8, X3, X3
	VMOVUPD    16(DI)(BX*1), X4
	VMULPD     16(SI)(BX*1), X4, X5
	VMULPD     16(R11)(BX*1), X4, X6
	VMULPD     16(R12)(BX*1), X4, X7
	VMULPD     16(R13)(BX*1), X4, X8
	VADDPD     X5, X0, X0
	VADDPD     X6, X1, X1
	VADDPD     X7, X2, X2
	VADDPD     X8, X3, X3
	VMOVUPD    32(DI)(BX*1), X4
	VMULPD     32(SI)(BX*1), X4, X5
	VMULPD     32(R11)(BX*1), X4, X6
	VMULPD     32(R12)(BX*1), X4, X7
	VMULPD     32(R13)(BX*1), X4, X8
	VADDPD     X5, X0, X0
	VADDPD     X6, X1, X1
	VADDPD     X7, X2, X2
	VADDPD     X8, X3, X3
	VMOVUPD    48(DI)(BX*1), X4
	VMULPD     48(SI)(BX*1), X4, X5
	VMULPD     48(R11)(BX*1), X4, X6
	VMULPD     48(R12)(BX*1), X4, X7
	VMULPD     48(R13)(BX*1), X4, X8
	VADDPD     X5, X0, X0
	VADDPD     X6, X1, X1
	VADDPD     X7, X2, X2
	VADDPD     X8, X3, X3
	ADDQ       $64, BX
	CMPQ       BX, R9
	JLT        pairblock

pairtail:
	CMPQ BX, CX
	JGE  pairdone

pairloop:
	VMOVUPD (DI)(BX*1), X4
	VMULPD  (SI)(BX*1), X4, X5
	VMULPD  (R11)(BX*1), X4, X6
	VMULPD  (R12)(BX*1), X4, X7
	VMULPD  (R13)(BX*1), X4, X8
	VADDPD  X5, X0, X0
	VADDPD  X6, X1, X1
	VADDPD  X7, X2, X2
	VADDPD  X8, X3, X3
	ADDQ    $16, BX
	CMPQ    BX, CX
	JLT     pairloop

pairdone:
	VMOVUPD X0, (DX)
	VMOVUPD X1, 16(DX)
	VMOVUPD X2, 32(DX)
	VMOVUPD X3, 48(DX)
	VZEROUPPER
	RET

// func gemvN4(y *float64, m int, c *float64, ldc int, x *float64, fused bool)
//
// y[i] (i < m, m a multiple of 4) plus the products of four columns
// c, c+ldc, c+2*ldc, c+3*ldc (ldc elements apart) and x[0..3]: fused as
// dgemv_n_4.c's SkylakeX kernel, y + fma(c3, x3, fma(c2, x2, fma(c0, x0,
// c1*x1))), or unfused in order as dgemv_n.S, (((y + c0*x0) + c1*x1) +
// c2*x2) + c3*x3.
TEXT ·gemvN4(SB), NOSPLIT, $0-41
	MOVQ         y+0(FP), DX
	MOVQ         m+8(FP), CX
	SHLQ         $3, CX
	MOVQ         c+16(FP), SI
	MOVQ         ldc+24(FP), R8
	SHLQ         $3, R8
	MOVQ         x+32(FP), DI
	MOVBLZX      fused+40(FP), AX
	VBROADCASTSD (DI), Y8
	VBROADCASTSD 8(DI), Y9
	VBROADCASTSD 16(DI), Y10
	VBROADCASTSD 24(DI), Y11
	LEAQ         (SI)(R8*1), R11
	LEAQ         (SI)(R8*2), R12
	LEAQ         (R11)(R8*2), R13
	XORQ         BX, BX
	CMPQ         BX, CX
	JGE          ndone
	TESTQ        AX, AX
	JZ           nloop

nfused:
	VMULPD      (R11)(BX*1), Y9, Y4
	VFMADD231PD (SI)(BX*1), Y8, Y4
	VFMADD231PD (R12)(BX*1), Y10, Y4
	VFMADD231PD (R13)(BX*1), Y11, Y4
	VADDPD      (DX)(BX*1), Y4, Y4
	VMOVUPD     Y4, (DX)(BX*1)
	ADDQ        $32, BX
	CMPQ        BX, CX
	JLT         nfused
	JMP         ndone

nloop:
	VMOVUPD (DX)(BX*1), Y4
	VMULPD  (SI)(BX*1), Y8, Y5
	VADDPD  Y5, Y4, Y4
	VMULPD  (R11)(BX*1), Y9, Y5
	VADDPD  Y5, Y4, Y4
	VMULPD  (R12)(BX*1), Y10, Y5
	VADDPD  Y5, Y4, Y4
	VMULPD  (R13)(BX*1), Y11, Y5
	VADDPD  Y5, Y4, Y4
	VMOVUPD Y4, (DX)(BX*1)
	ADDQ    $32, BX
	CMPQ    BX, CX
	JLT     nloop

ndone:
	VZEROUPPER
	RET

// func gemvT8Pair(a *float64, lda int, x *float64, n int, out *float64)
//
// gemvT4Pair of eight rows (a, a+lda, ..., a+7*lda): more rows streamed
// at once for the memory's sake; each row's lanes are summed as there.
TEXT ·gemvT8Pair(SB), NOSPLIT, $0-40
	MOVQ   a+0(FP), SI
	MOVQ   lda+8(FP), R8
	SHLQ   $3, R8
	MOVQ   x+16(FP), DI
	MOVQ   n+24(FP), CX
	SHLQ   $3, CX
	LEAQ   (SI)(R8*1), R11
	LEAQ   (SI)(R8*2), R12
	LEAQ   (R11)(R8*2), R13
	LEAQ   (SI)(R8*4), AX
	LEAQ   (R11)(R8*4), DX
	LEAQ   (R12)(R8*4), R10
	LEAQ   (R13)(R8*4), R8
	VXORPD X0, X0, X0
	VXORPD X1, X1, X1
	VXORPD X2, X2, X2
	VXORPD X3, X3, X3
	VXORPD X4, X4, X4
	VXORPD X5, X5, X5
	VXORPD X6, X6, X6
	VXORPD X7, X7, X7
	XORQ   BX, BX
	MOVQ   CX, R9
	ANDQ   $-64, R9
	CMPQ   BX, R9
	JGE    p8tail

p8block:
	PREFETCHT0 512(SI)(BX*1)
	PREFETCHT0 512(R11)(BX*1)
	PREFETCHT0 512(R12)(BX*1)
	PREFETCHT0 512(R13)(BX*1)
	PREFETCHT0 512(AX)(BX*1)
	PREFETCHT0 512(DX)(BX*1)
	PREFETCHT0 512(R10)(BX*1)
	PREFETCHT0 512(R8)(BX*1)
	VMOVUPD 0(DI)(BX*1), X8
	VMULPD  0(SI)(BX*1), X8, X9
	VADDPD  X9, X0, X0
	VMULPD  0(R11)(BX*1), X8, X10
	VADDPD  X10, X1, X1
	VMULPD  0(R12)(BX*1), X8, X9
	VADDPD  X9, X2, X2
	VMULPD  0(R13)(BX*1), X8, X10
	VADDPD  X10, X3, X3
	VMULPD  0(AX)(BX*1), X8, X9
	VADDPD  X9, X4, X4
	VMULPD  0(DX)(BX*1), X8, X10
	VADDPD  X10, X5, X5
	VMULPD  0(R10)(BX*1), X8, X9
	VADDPD  X9, X6, X6
	VMULPD  0(R8)(BX*1), X8, X10
	VADDPD  X10, X7, X7
	VMOVUPD 16(DI)(BX*1), X8
	VMULPD  16(SI)(BX*1), X8, X9
	VADDPD  X9, X0, X0
	VMULPD  16(R11)(BX*1), X8, X10
	VADDPD  X10, X1, X1
	VMULPD  16(R12)(BX*1), X8, X9
	VADDPD  X9, X2, X2
	VMULPD  16(R13)(BX*1), X8, X10
	VADDPD  X10, X3, X3
	VMULPD  16(AX)(BX*1), X8, X9
	VADDPD  X9, X4, X4
	VMULPD  16(DX)(BX*1), X8, X10
	VADDPD  X10, X5, X5
	VMULPD  16(R10)(BX*1), X8, X9
	VADDPD  X9, X6, X6
	VMULPD  16(R8)(BX*1), X8, X10
	VADDPD  X10, X7, X7
	VMOVUPD 32(DI)(BX*1), X8
	VMULPD  32(SI)(BX*1), X8, X9
	VADDPD  X9, X0, X0
	VMULPD  32(R11)(BX*1), X8, X10
	VADDPD  X10, X1, X1
	VMULPD  32(R12)(BX*1), X8, X9
	VADDPD  X9, X2, X2
	VMULPD  32(R13)(BX*1), X8, X10
	VADDPD  X10, X3, X3
	VMULPD  32(AX)(BX*1), X8, X9
	VADDPD  X9, X4, X4
	VMULPD  32(DX)(BX*1), X8, X10
	VADDPD  X10, X5, X5
	VMULPD  32(R10)(BX*1), X8, X9
	VADDPD  X9, X6, X6
	VMULPD  32(R8)(BX*1), X8, X10
	VADDPD  X10, X7, X7
	VMOVUPD 48(DI)(BX*1), X8
	VMULPD  48(SI)(BX*1), X8, X9
	VADDPD  X9, X0, X0
	VMULPD  48(R11)(BX*1), X8, X10
	VADDPD  X10, X1, X1
	VMULPD  48(R12)(BX*1), X8, X9
	VADDPD  X9, X2, X2
	VMULPD  48(R13)(BX*1), X8, X10
	VADDPD  X10, X3, X3
	VMULPD  48(AX)(BX*1), X8, X9
	VADDPD  X9, X4, X4
	VMULPD  48(DX)(BX*1), X8, X10
	VADDPD  X10, X5, X5
	VMULPD  48(R10)(BX*1), X8, X9
	VADDPD  X9, X6, X6
	VMULPD  48(R8)(BX*1), X8, X10
	VADDPD  X10, X7, X7
	ADDQ $64, BX
	CMPQ BX, R9
	JLT  p8block

p8tail:
	CMPQ BX, CX
	JGE  p8done

p8loop:
	VMOVUPD 0(DI)(BX*1), X8
	VMULPD  0(SI)(BX*1), X8, X9
	VADDPD  X9, X0, X0
	VMULPD  0(R11)(BX*1), X8, X10
	VADDPD  X10, X1, X1
	VMULPD  0(R12)(BX*1), X8, X9
	VADDPD  X9, X2, X2
	VMULPD  0(R13)(BX*1), X8, X10
	VADDPD  X10, X3, X3
	VMULPD  0(AX)(BX*1), X8, X9
	VADDPD  X9, X4, X4
	VMULPD  0(DX)(BX*1), X8, X10
	VADDPD  X10, X5, X5
	VMULPD  0(R10)(BX*1), X8, X9
	VADDPD  X9, X6, X6
	VMULPD  0(R8)(BX*1), X8, X10
	VADDPD  X10, X7, X7
	ADDQ $16, BX
	CMPQ BX, CX
	JLT  p8loop

p8done:
	MOVQ    out+32(FP), DX
	VMOVUPD X0, (DX)
	VMOVUPD X1, 16(DX)
	VMOVUPD X2, 32(DX)
	VMOVUPD X3, 48(DX)
	VMOVUPD X4, 64(DX)
	VMOVUPD X5, 80(DX)
	VMOVUPD X6, 96(DX)
	VMOVUPD X7, 112(DX)
	VZEROUPPER
	RET
