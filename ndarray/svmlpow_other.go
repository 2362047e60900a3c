//go:build !amd64

package ndarray

// havePow8 is false off amd64: NumPy calls the C library's pow there.
const havePow8 = false

// pow8AVX512 is never called when havePow8 is false.
func pow8AVX512(x, y, dst *[8]float64, c *[34][8]uint64) uint16 {
	panic("ndarray: __svml_pow8 needs AVX-512")
}

// haveAtan28 is false off amd64: NumPy calls the C library's atan2 there.
const haveAtan28 = false

// atan28AVX512 is never called when haveAtan28 is false.
func atan28AVX512(a, b, dst *[8]float64, c *[27][8]uint64) uint16 {
	panic("ndarray: __svml_atan28 needs AVX-512")
}

// powf16AVX512 is never called when havePow8 is false.
func powf16AVX512(x, y, dst *[16]float32, c *[21][16]uint32) uint16 {
	panic("ndarray: __svml_powf16 needs AVX-512")
}

// atan2f16AVX512 is never called when haveAtan28 is false.
func atan2f16AVX512(a, b, dst *[16]float32, c *[17][16]uint32) uint16 {
	panic("ndarray: __svml_atan2f16 needs AVX-512")
}
