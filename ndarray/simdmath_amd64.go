package ndarray

import (
	"math"

	"golang.org/x/sys/cpu"
)

// haveAVX2FMA reports whether the vector kernels of simdmath_amd64.s can
// run: they need AVX2 and FMA3, as NumPy's own float32 loops do.
// Benchmarks turn it off to time the scalar ports.
var haveAVX2FMA = cpu.X86.HasAVX2 && cpu.X86.HasFMA

// The constants of the float32 kernels, an 8-lane row each, in the order
// the assembly reads them (row k at byte 32*k): float32s by their bits,
// and integers. The array types fix the number of rows the assembly
// reads (the conversions panic at start-up if a list is short).
var (
	exp32Consts = [18][8]uint32(laneRows(
		npyLog2Ef, rintCvtMagicf, codyWaiteLogE2Highf, codyWaiteLogE2Lowf,
		expP5f, expP4f, expP3f, expP2f, expP1f, expP0f,
		expQ2f, expQ1f, expQ0f,
		expXMaxf, expXMinf, float32(math.Inf(1)), nan32,
		1023, // float64 exponent bias
	))
	log32Consts = [25][8]uint32(laneRows(
		logP5f, logP4f, logP3f, logP2f, logP1f, logP0f,
		logQ5f, logQ4f, logQ3f, logQ2f, logQ1f, logQ0f,
		npySqrt12f, float32(1), npyLogE2f, float32(0x1p25), float32(0x1p-126),
		0x007fffff, 126<<23, 126, 25, // mantissa mask, 0.5's exponent, bias, 2**25 scaling
		float32(math.Inf(1)), float32(math.Inf(-1)), negNaN32, nan32,
	))
	sin32Consts = sincosRows(0, sinMaxCodyf)
	cos32Consts = sincosRows(1, cosMaxCodyf) // the cosine is the sine a quadrant on
)

// sincosRows are the constants of sincos32AVX2 for sine (quadrant offset
// 0) or cosine (1).
func sincosRows(quadrantOffset int, maxCody float32) [18][8]uint32 {
	return [18][8]uint32(laneRows(
		twoOverPi, rintCvtMagicf, pio2High, pio2Med, pio2Low,
		cosInvf8, cosInvf6, cosInvf4, cosInvf2, cosInvf0,
		sinInvf9, sinInvf7, sinInvf5, sinInvf3,
		quadrantOffset, 1, 0x7fffffff, maxCody,
	))
}

// laneRows returns one 8-lane row per value: a float32's bits, or an
// int32 as is.
func laneRows(vals ...any) [][8]uint32 {
	rows := make([][8]uint32, len(vals))
	for k, v := range vals {
		var bits uint32
		switch v := v.(type) {
		case float32:
			bits = math.Float32bits(v)
		case int:
			bits = uint32(v)
		default:
			panic("ndarray: bad lane constant")
		}
		for i := range rows[k] {
			rows[k][i] = bits
		}
	}
	return rows
}

//go:noescape
func exp32AVX2(dst, src []float32, c *[8]uint32)

//go:noescape
func log32AVX2(dst, src []float32, c *[8]uint32)

//go:noescape
func sincos32AVX2(dst, src []float32, c *[8]uint32) (large int)

//go:noescape
func exp64AVX2(dst, src []float64, c *[4]uint64, tab *uint64) (rare int)

//go:noescape
func log64AVX2(dst, src []float64, c *[4]uint64, tab *uint64) (rare int)

//go:noescape
func log64AVX512(dst, src []float64, c *[29]uint64) (rare int)

//go:noescape
func exp64AVX512(dst, src []float64, c *[28]uint64) (rare int)

// haveAVX512 reports whether the eight-lane float64 log and exp kernels
// (log64AVX512, exp64AVX512) can run: they need AVX-512F, as NumPy's own
// loops do. Tests turn it off to check the four-lane kernels.
var haveAVX512 = cpu.X86.HasAVX512F

// exp64Z are the constants of exp64AVX512, in the order it reads them.
var exp64Z = func() (c [28]uint64) {
	f := math.Float64bits
	copy(c[:], []uint64{
		f(svmlExpLog2e16), f(0x1.8p52), f(1.0 / 16), f(svmlExpLn2Hi), f(svmlExpLn2Lo),
		f(svmlExpC2), f(svmlExpC3), f(svmlExpC4), f(svmlExpC5), f(svmlExpC6),
		f(svmlExpRareMin), f(-svmlExpRareMin),
	})
	copy(c[12:], svmlExpTab16[:])
	return c
}()

// log64Z are the constants of log64AVX512, in the order it reads them.
var log64Z = func() (c [29]uint64) {
	f := math.Float64bits
	copy(c[:], []uint64{
		f(1), f(0.75), f(0x1p-1022), f(math.Inf(1)),
		f(svmlLogC7), f(svmlLogC6), f(svmlLogC9), f(svmlLogC8),
		f(svmlLogC3), f(svmlLogC2), f(svmlLogC5), f(svmlLogC4),
		f(svmlLogLn2),
	})
	copy(c[13:], svmlLogTab[:])
	return c
}()

//go:noescape
func sin64AVX2(dst, src []float64, c *[4]uint64) (rare int)

//go:noescape
func cos64AVX2(dst, src []float64, c *[4]uint64) (rare int)

// log64Consts are the constants of log64AVX2, a 4-lane row each (row k at
// byte 32*k): rows 16 to 35 the kernel's constants, rows 36 to 43 the
// table log64Steps (rows 0 to 15, the reciprocal's 16 steps less one,
// are left from the kernel that compared against each).
var log64Consts = func() [44][4]uint64 {
	var rows [][4]uint64
	for _, step := range svmlLogRcpSteps {
		rows = append(rows, lanes64(uint64(step)-1))
	}
	f := math.Float64bits
	rows = append(rows,
		lanes64(f(1.0/32)),
		lanes64(1<<52-1), // the fraction bits
		lanes64(f(1)),
		lanes64(f(0x1p52)),
		lanes64(f(0x1p52+1023)),
		lanes64(0xfffff), // fraction bits 51..32, shifted down
		lanes64(16),
		lanes64(15),
		lanes64(f(0.75)),
		lanes64(f(0x1p-1022)),
		lanes64(f(math.Inf(1))),
		lanes64(f(svmlLogC7)), lanes64(f(svmlLogC6)),
		lanes64(f(svmlLogC9)), lanes64(f(svmlLogC8)),
		lanes64(f(svmlLogC3)), lanes64(f(svmlLogC2)),
		lanes64(f(svmlLogC5)), lanes64(f(svmlLogC4)),
		lanes64(f(svmlLogLn2)),
	)
	steps := log64Steps()
	for r := range 8 {
		rows = append(rows, [4]uint64(steps[4*r:4*r+4]))
	}
	return [44][4]uint64(rows)
}()

// log64Steps is the table by which log64AVX2 counts the reciprocal's
// steps below the top 20 fraction bits of m (key): each of the 32 ranges
// of key that its top five bits pick holds at most one step, so the count
// is the steps of the ranges below plus one for the range's own step
// when key reaches it. Entry i holds in its high 32 bits the steps below
// the range, plus one when the range holds a step, and in its low ones
// that step (0 when there is none); the kernel adds -1 where the low half
// is greater than key.
func log64Steps() []uint64 {
	const rangeBits = 15 // key's bits below its top five
	tab := make([]uint64, 32)
	for i := range tab {
		lo, hi := uint32(i)<<rangeBits, uint32(i+1)<<rangeBits
		count, step := 0, uint32(0)
		for _, s := range svmlLogRcpSteps {
			switch {
			case s < lo:
				count++
			case s < hi:
				if step != 0 {
					panic("two of vrcp14pd's steps in one range of log64Steps")
				}
				step = s
				count++
			}
		}
		tab[i] = uint64(count)<<32 | uint64(step)
	}
	return tab
}

// exp64Consts are the constants of exp64AVX2, a 4-lane row each (row k at
// byte 32*k).
var exp64Consts = [15][4]uint64([][4]uint64{
	lanes64(math.Float64bits(svmlExpLog2e16)),
	lanes64(math.Float64bits(-1)),
	lanes64(math.Float64bits(1.0 / 16)),
	lanes64(1 << 63), // the sign bit
	lanes64(math.Float64bits(svmlExpLn2Hi)),
	lanes64(math.Float64bits(svmlExpLn2Lo)),
	lanes64(math.Float64bits(svmlExpC6)),
	lanes64(math.Float64bits(svmlExpC5)),
	lanes64(math.Float64bits(svmlExpC4)),
	lanes64(math.Float64bits(svmlExpC3)),
	lanes64(math.Float64bits(svmlExpC2)),
	lanes64(1023),      // the exponent bias
	lanes64(1<<63 - 1), // all but the sign bit
	lanes64(math.Float64bits(svmlExpRareMin)),
	lanes64(15 | 15<<32), // the table index mask, as int32 lanes
})

// sin64Consts and cos64Consts are the constants of sin64AVX2 and
// cos64AVX2, a 4-lane row each (row k at byte 32*k).
var sin64Consts = [14][4]uint64([][4]uint64{
	lanes64(math.Float64bits(svmlInvPi)),
	lanes64(math.Float64bits(svmlSinShifter)),
	lanes64(math.Float64bits(svmlPi1)),
	lanes64(math.Float64bits(svmlPi2)),
	lanes64(math.Float64bits(svmlPi3)),
	lanes64(math.Float64bits(svmlSinS15)),
	lanes64(math.Float64bits(svmlSinS13)),
	lanes64(math.Float64bits(svmlSinS11)),
	lanes64(math.Float64bits(svmlSinS9)),
	lanes64(math.Float64bits(svmlSinS7)),
	lanes64(math.Float64bits(svmlSinS5)),
	lanes64(math.Float64bits(svmlSinS3)),
	lanes64(1<<63 - 1), // all but the sign bit
	lanes64(math.Float64bits(0x1p24)),
})

var cos64Consts = [18][4]uint64([][4]uint64{
	lanes64(math.Float64bits(svmlInvPi)),
	lanes64(math.Float64bits(svmlPi1)),
	lanes64(math.Float64bits(svmlPi2)),
	lanes64(math.Float64bits(svmlPi3)),
	lanes64(math.Float64bits(svmlCosC15)),
	lanes64(math.Float64bits(svmlCosC13)),
	lanes64(math.Float64bits(svmlCosC11)),
	lanes64(math.Float64bits(svmlCosC9)),
	lanes64(math.Float64bits(svmlCosC7)),
	lanes64(math.Float64bits(svmlCosC5)),
	lanes64(math.Float64bits(svmlCosC3)),
	lanes64(1<<63 - 1),
	lanes64(math.Float64bits(8388606)), // the last k of the short path
	lanes64(math.Float64bits(0x1p52)),  // k + 2**52 has k's parity in its last bit
	lanes64(math.Float64bits(0.5)),
	lanes64(math.Float64bits(1)),
	lanes64(math.Float64bits(0x1p-27)), // below, cos is 1
	lanes64(math.Float64bits(-1)),
})

func lanes64(bits uint64) [4]uint64 { return [4]uint64{bits, bits, bits, bits} }

// vectorFloat64 computes op (Sqrt, Exp, Log, Sin or Cos) over the
// longest prefix of src that its kernel handles (a multiple of 16
// elements for Sqrt, of 8 for Log and Exp with AVX-512, of 4 for the others) into
// dst, and returns how many elements it did: 0
// where there is no kernel.
func vectorFloat64(op UnaryOp, dst, src []float64) int {
	if !haveAVX2FMA {
		return 0
	}
	n := len(dst) &^ 3
	switch op {
	case Sqrt:
		n = len(dst) &^ 15
		sqrt64AVX2(dst[:n], src[:n])
	case Exp:
		var rare int
		if haveAVX512 {
			n = len(dst) &^ 7
			rare = exp64AVX512(dst[:n], src[:n], &exp64Z)
		} else {
			rare = exp64AVX2(dst[:n], src[:n], &exp64Consts[0], &svmlExpTab16[0])
		}
		if rare != 0 {
			for i, x := range src[:n] {
				if !(math.Abs(x) < svmlExpRareMin) {
					dst[i] = expFloat64(x)
				}
			}
		}
	case Sin, Cos:
		kernel := sin64AVX2
		c := &sin64Consts[0]
		if op == Cos {
			kernel, c = cos64AVX2, &cos64Consts[0]
		}
		if kernel(dst[:n], src[:n], c) != 0 {
			// The lanes of the long reduction (a superset for cos, whose
			// short path ends at 8388607 pi), infinities and NaNs.
			for i, x := range src[:n] {
				if !(math.Abs(x) <= 0x1p24) {
					if op == Sin {
						dst[i] = sinFloat64(x)
					} else {
						dst[i] = cosFloat64(x)
					}
				}
			}
		}
	case Log:
		var rare int
		if haveAVX512 {
			n = len(dst) &^ 7
			rare = log64AVX512(dst[:n], src[:n], &log64Z)
		} else {
			rare = log64AVX2(dst[:n], src[:n], &log64Consts[0], &svmlLogTab[0])
		}
		if rare != 0 {
			for i, x := range src[:n] {
				if !(x >= 0x1p-1022 && x < math.Inf(1)) {
					dst[i] = logFloat64(x)
				}
			}
		}
	default:
		return 0
	}
	return n
}

// vectorFloat32 computes op (Sqrt, Exp, Log, Sin or Cos) over the
// longest prefix of src that its kernel handles (a multiple of 32
// elements for Sqrt, of 8 for the others) into dst, and returns how many
// elements it did: 0 where there is no kernel.
func vectorFloat32(op UnaryOp, dst, src []float32) int {
	if !haveAVX2FMA {
		return 0
	}
	n := len(dst) &^ 7
	switch op {
	case Sqrt:
		n = len(dst) &^ 31
		sqrt32AVX2(dst[:n], src[:n])
	case Exp:
		exp32AVX2(dst[:n], src[:n], &exp32Consts[0])
	case Log:
		log32AVX2(dst[:n], src[:n], &log32Consts[0])
	case Sin:
		if sincos32AVX2(dst[:n], src[:n], &sin32Consts[0]) != 0 {
			redoLarge(dst[:n], src[:n], sinMaxCodyf, false)
		}
	case Cos:
		if sincos32AVX2(dst[:n], src[:n], &cos32Consts[0]) != 0 {
			redoLarge(dst[:n], src[:n], cosMaxCodyf, true)
		}
	default:
		return 0
	}
	return n
}

// redoLarge recomputes with glibc's sinf or cosf the elements the vector
// kernel leaves wrong, as NumPy's loop hands them to glibc: those with
// |x| beyond maxCody, infinities and NaNs.
func redoLarge(dst, src []float32, maxCody float32, cos bool) {
	src = src[:len(dst)]
	for i, x := range src {
		if !(float32(math.Abs(float64(x))) <= maxCody) {
			dst[i] = glibcSinCosf(x, cos)
		}
	}
}

//go:noescape
func sqrt64AVX2(dst, src []float64)

//go:noescape
func sqrt32AVX2(dst, src []float32)

//go:noescape
func finite64AVX2(v []float64) bool

//go:noescape
func finite32AVX2(v []float32) bool

// vectorAllFinite checks the longest prefix of vals that its kernel
// handles (a multiple of 16 float64s or 32 float32s) for NaNs and
// infinities, and returns how many elements it checked (0 where there is
// no kernel) and whether they were all finite.
func vectorAllFinite[T float32 | float64](vals []T) (n int, finite bool) {
	if !haveAVX2FMA {
		return 0, true
	}
	switch v := any(vals).(type) {
	case []float64:
		n = len(v) &^ 15
		return n, finite64AVX2(v[:n])
	case []float32:
		n = len(v) &^ 31
		return n, finite32AVX2(v[:n])
	}
	return 0, true
}

//go:noescape
func arith64AVX2(op int, dst, x, y []float64)

//go:noescape
func arith32AVX2(op int, dst, x, y []float32)

// vectorArith computes dst[i] = x[i] op y[i] (op +, -, * or /; x and y
// as long as dst) over the longest prefix of dst that its kernel handles
// (a multiple of 4 float64s or 8 float32s), and returns how many
// elements it did: 0 where there is no kernel.
func vectorArith[T number](op BinaryOp, dst, x, y []T) int {
	if !haveAVX2FMA {
		return 0
	}
	var code int
	switch op {
	case Add:
	case Sub:
		code = 1
	case Mul:
		code = 2
	case TrueDiv:
		code = 3
	default:
		return 0
	}
	switch d := any(dst).(type) {
	case []float64:
		n := len(d) &^ 3
		arith64AVX2(code, d[:n], any(x).([]float64)[:n], any(y).([]float64)[:n])
		return n
	case []float32:
		n := len(d) &^ 7
		arith32AVX2(code, d[:n], any(x).([]float32)[:n], any(y).([]float32)[:n])
		return n
	}
	return 0
}

//go:noescape
func max64AVX2(v []float64) (best float64, finite bool)

//go:noescape
func min64AVX2(v []float64) (best float64, finite bool)

//go:noescape
func max32AVX2(v []float32) (best float32, finite bool)

//go:noescape
func min32AVX2(v []float32) (best float32, finite bool)

// vectorExtremum finds the maximum (sign 1) or minimum (sign -1) of the
// longest prefix of vals that its kernel handles (a multiple of 16
// float64s or 32 float32s), and whether the prefix is all finite; n is
// the length of the prefix, 0 where there is no kernel or vals is
// shorter. best means nothing unless finite.
func vectorExtremum[T float32 | float64](vals []T, sign int) (n int, best T, finite bool) {
	if !haveAVX2FMA {
		return 0, 0, true
	}
	switch v := any(vals).(type) {
	case []float64:
		if n = len(v) &^ 15; n == 0 {
			return 0, 0, true
		}
		var b float64
		if sign > 0 {
			b, finite = max64AVX2(v[:n])
		} else {
			b, finite = min64AVX2(v[:n])
		}
		return n, T(b), finite
	case []float32:
		if n = len(v) &^ 31; n == 0 {
			return 0, 0, true
		}
		var b float32
		if sign > 0 {
			b, finite = max32AVX2(v[:n])
		} else {
			b, finite = min32AVX2(v[:n])
		}
		return n, T(b), finite
	}
	return 0, 0, true
}
