package ndarray

import (
	"math"
	"strconv"
)

// Scalar is a NumPy scalar such as np.float32(1.5), or an element read from
// an array.
//
// Invariant: Bool and integer values are held in I (a Bool is 0 or 1, an
// Int32 is within the int32 range, a UInt8 within 0..255; a UInt64 holds
// its 64 bits, so values from 2**63 up read as negative int64s); Float32
// and Float64 values are held in F (a Float32 value is always exactly a
// float32, stored widened); Complex64 and Complex128 values hold their
// real part in F and the bits of their imaginary part in I (float32s
// widened for Complex64; read it with Imag), which keeps a Scalar at three
// words for the interpreter's element loops. The other field is zero.
type Scalar struct {
	DType DType
	I     int64
	F     float64
}

// MakeBool returns the NumPy bool scalar b.
func MakeBool(b bool) Scalar {
	if b {
		return Scalar{DType: Bool, I: 1}
	}
	return Scalar{DType: Bool}
}

// MakeInt returns an integer scalar of type dt holding v wrapped to the width
// of dt as C does. dt may also be Bool (v != 0) or a float type.
func MakeInt(dt DType, v int64) Scalar {
	switch dt {
	case Bool:
		return MakeBool(v != 0)
	case Int8:
		return Scalar{DType: dt, I: int64(int8(v))}
	case Int16:
		return Scalar{DType: dt, I: int64(int16(v))}
	case Int32:
		return Scalar{DType: Int32, I: int64(int32(v))}
	case UInt8:
		return Scalar{DType: dt, I: int64(uint8(v))}
	case UInt16:
		return Scalar{DType: dt, I: int64(uint16(v))}
	case UInt32:
		return Scalar{DType: dt, I: int64(uint32(v))}
	case UInt64:
		return Scalar{DType: dt, I: v}
	case Float32:
		return Scalar{DType: Float32, F: float64(float32(v))}
	case Float64:
		return Scalar{DType: Float64, F: float64(v)}
	case Float16:
		return Scalar{DType: Float16, F: roundHalf(float64(v))}
	}
	return Scalar{DType: Int64, I: v}
}

// MakeFloat returns a float scalar of type dt holding v, rounded to the
// nearest float32 when dt is Float32. dt may also be Bool or an integer type,
// in which case v is cast as by Convert.
func MakeFloat(dt DType, v float64) Scalar {
	switch dt {
	case Float32:
		return Scalar{DType: Float32, F: float64(float32(v))}
	case Float64:
		return Scalar{DType: Float64, F: v}
	case Float16:
		return Scalar{DType: Float16, F: roundHalf(v)}
	}
	return Scalar{DType: Float64, F: v}.Convert(dt)
}

// MakeComplex returns the complex scalar re + im·j of type dt (Complex64
// or Complex128), its parts rounded to float32 for Complex64. For any other
// dt the value is cast as by Convert (through its real part).
func MakeComplex(dt DType, re, im float64) Scalar {
	switch dt {
	case Complex64:
		return Scalar{DType: Complex64, F: float64(float32(re)), I: int64(math.Float64bits(float64(float32(im))))}
	case Complex128:
		return Scalar{DType: Complex128, F: re, I: int64(math.Float64bits(im))}
	}
	return MakeComplex(Complex128, re, im).Convert(dt)
}

// Imag returns the imaginary part of a complex value, and 0 for the other
// types.
func (s Scalar) Imag() float64 {
	if s.DType.IsComplex() {
		return math.Float64frombits(uint64(s.I))
	}
	return 0
}

// Complex returns the value as a complex128 (with a zero imaginary part
// unless s is complex).
func (s Scalar) Complex() complex128 {
	if s.DType.IsComplex() {
		return complex(s.F, s.Imag())
	}
	return complex(s.Float(), 0)
}

// Float returns the value as a float64 (the real part of a complex value,
// as NumPy's casts to float take it).
func (s Scalar) Float() float64 {
	if s.DType.IsInexact() {
		return s.F
	}
	if s.DType == UInt64 {
		return float64(uint64(s.I))
	}
	return float64(s.I)
}

// Int returns the value as an int64, truncating floats toward zero as
// Python's int() does. NaN and out-of-range floats give math.MinInt64; a
// UInt64 from 2**63 up gives its bits (Uint64 the value).
func (s Scalar) Int() int64 {
	if s.DType.IsInexact() {
		return floatToInt64(s.F)
	}
	return s.I
}

// Uint64 returns the value of a UInt64 scalar (the bits of I).
func (s Scalar) Uint64() uint64 { return uint64(s.I) }

// Truth reports whether the value is non-zero (NaN is true).
func (s Scalar) Truth() bool {
	if s.DType.IsComplex() {
		return s.F != 0 || s.Imag() != 0
	}
	if s.DType.IsFloat() {
		return s.F != 0
	}
	return s.I != 0
}

// Convert casts s to dt as NumPy's astype does: floats to integers truncate
// toward zero, and NaN, infinities and out-of-range values become the
// integer type's minimum (what x86-64's cvttsd2si yields, and so NumPy);
// integers narrow by wrapping; anything to Bool is "non-zero".
func (s Scalar) Convert(dt DType) Scalar {
	if s.DType == dt {
		return s
	}
	switch {
	case dt == Bool:
		return MakeBool(s.Truth())
	case dt.IsComplex():
		return MakeComplex(dt, s.Float(), s.Imag())
	case s.DType.IsComplex():
		// NumPy casts complex to real types through the real part.
		return MakeFloat(s.DType.ComplexPart(), s.F).Convert(dt)
	case dt.IsFloat():
		return MakeFloat(dt, s.Float())
	case s.DType.IsFloat():
		switch dt {
		case Int8, Int16, Int32, UInt8, UInt16:
			// The C casts go through a 32-bit conversion and wrap.
			return MakeInt(dt, int64(floatToInt32(s.F)))
		case UInt64:
			if s.F >= 0x1p63 {
				if s.F < 0x1p64 {
					return Scalar{DType: UInt64, I: int64(uint64(s.F))}
				}
				return Scalar{DType: UInt64}
			}
		}
		return MakeInt(dt, floatToInt64(s.F))
	}
	return MakeInt(dt, s.I)
}

// floatToInt32 converts like C's (int32_t)f on x86-64.
func floatToInt32(f float64) int32 {
	if !(f > -2147483649 && f < 2147483648) { // false for NaN too
		return math.MinInt32
	}
	return int32(f)
}

// floatToInt64 converts like C's (int64_t)f on x86-64.
func floatToInt64(f float64) int64 {
	if !(f >= -9223372036854775808 && f < 9223372036854775808) {
		return math.MinInt64
	}
	return int64(f)
}

// String returns str() of the NumPy scalar: "0.1", "1e+16", "nan", "-3",
// "True".
func (s Scalar) String() string {
	switch s.DType {
	case Bool:
		if s.I != 0 {
			return "True"
		}
		return "False"
	case Float32:
		return formatFloatScalar(s.F, 32)
	case Float64:
		return formatFloatScalar(s.F, 64)
	case Float16:
		return formatFloatScalar(s.F, 16)
	case Complex64, Complex128:
		return formatComplexScalar(s.F, s.Imag(), 8*s.DType.ItemSize()/2)
	case UInt64:
		return strconv.FormatUint(uint64(s.I), 10)
	}
	return strconv.FormatInt(s.I, 10)
}

// Repr returns repr() of the NumPy scalar, which NumPy 1.24 prints as str()
// for these types ("(1+2j)" for complex ones too).
func (s Scalar) Repr() string { return s.String() }
