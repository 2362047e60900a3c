package ndarray

import "golang.org/x/sys/cpu"

// havePow8 reports whether pow8AVX512 can run (AVX512F and AVX512DQ, which
// NumPy's AVX512_SKX loops require too).
var havePow8 = haveAVX512 && cpu.X86.HasAVX512DQ

// pow8AVX512 is svmlpow_amd64.s's.
//
//go:noescape
func pow8AVX512(x, y, dst *[8]float64, c *[34][8]uint64) uint16

// haveAtan28 reports whether atan28AVX512 can run.
var haveAtan28 = havePow8

// atan28AVX512 is svmlatan2_amd64.s's.
//
//go:noescape
func atan28AVX512(a, b, dst *[8]float64, c *[27][8]uint64) uint16

// powf16AVX512 is svmlpowf_amd64.s's.
//
//go:noescape
func powf16AVX512(x, y, dst *[16]float32, c *[21][16]uint32) uint16

// atan2f16AVX512 is svmlatan2f_amd64.s's.
//
//go:noescape
func atan2f16AVX512(a, b, dst *[16]float32, c *[17][16]uint32) uint16
