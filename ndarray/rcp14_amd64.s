#include "textflag.h"

// func rcp14(x float64) float64
// VRCP14SD: the AVX-512F approximate reciprocal (relative error below
// 2**-14) whose exact bits SVML's division steps start from; only called
// where haveAVX512.
TEXT ·rcp14(SB), NOSPLIT, $0-16
	MOVSD x+0(FP), X0
	VRCP14SD X0, X0, X1
	MOVSD X1, ret+8(FP)
	RET

// func rsqrt14(x float64) float64
// VRSQRT14SD: the AVX-512F approximate reciprocal square root (relative
// error below 2**-14) that SVML's square roots start from; only called
// where haveAVX512.
TEXT ·rsqrt14(SB), NOSPLIT, $0-16
	MOVSD x+0(FP), X0
	VRSQRT14SD X0, X0, X1
	MOVSD X1, ret+8(FP)
	RET
