package ndarray

// DType is an element type.
type DType uint8

// The element types. The zero DType is invalid.
const (
	Bool       DType = iota + 1 // numpy.bool_, 1 byte holding 0 or 1
	Int32                       // 4 bytes
	Int64                       // 8 bytes
	Float32                     // 4 bytes
	Float64                     // 8 bytes
	Int8                        // 1 byte
	Int16                       // 2 bytes
	UInt8                       // 1 byte
	UInt16                      // 2 bytes
	UInt32                      // 4 bytes
	UInt64                      // 8 bytes
	Complex64                   // 8 bytes: two float32s, real then imaginary
	Complex128                  // 16 bytes: two float64s, real then imaginary
	Float16                     // 2 bytes: IEEE half precision
)

var dtypeNames = [...]string{
	Bool:       "bool",
	Int32:      "int32",
	Int64:      "int64",
	Float32:    "float32",
	Float64:    "float64",
	Int8:       "int8",
	Int16:      "int16",
	UInt8:      "uint8",
	UInt16:     "uint16",
	UInt32:     "uint32",
	UInt64:     "uint64",
	Complex64:  "complex64",
	Complex128: "complex128",
	Float16:    "float16",
}

var dtypeSizes = [...]int{
	Bool:       1,
	Int32:      4,
	Int64:      8,
	Float32:    4,
	Float64:    8,
	Int8:       1,
	Int16:      2,
	UInt8:      1,
	UInt16:     2,
	UInt32:     4,
	UInt64:     8,
	Complex64:  8,
	Complex128: 16,
	Float16:    2,
}

// String returns NumPy's name of the type: "bool", "int8", "uint16",
// "int64", "float32", ...
func (d DType) String() string {
	if d.valid() {
		return dtypeNames[d]
	}
	return "invalid"
}

// ItemSize returns the size of one element in bytes.
func (d DType) ItemSize() int {
	if d.valid() {
		return dtypeSizes[d]
	}
	return 0
}

// IsFloat reports whether d is Float16, Float32 or Float64.
func (d DType) IsFloat() bool { return d == Float32 || d == Float64 || d == Float16 }

// IsInt reports whether d is an integer type, signed or unsigned (Bool is
// not an integer type).
func (d DType) IsInt() bool {
	return d == Int32 || d == Int64 || d >= Int8 && d <= UInt64
}

// IsUnsigned reports whether d is one of the unsigned integer types.
func (d DType) IsUnsigned() bool { return d >= UInt8 && d <= UInt64 }

// IsComplex reports whether d is Complex64 or Complex128.
func (d DType) IsComplex() bool { return d == Complex64 || d == Complex128 }

// IsInexact reports whether d is a float or complex type (NumPy's
// np.inexact).
func (d DType) IsInexact() bool { return d.IsFloat() || d.IsComplex() }

// ComplexPart returns the float type of a complex type's real and
// imaginary parts (Float32 for Complex64, Float64 for Complex128), and d
// itself for the other types.
func (d DType) ComplexPart() DType {
	switch d {
	case Complex64:
		return Float32
	case Complex128:
		return Float64
	}
	return d
}

func (d DType) valid() bool { return d >= Bool && d <= Float16 }

// ParseDType returns the DType NumPy means by name, as in np.dtype(name):
// "bool", "bool_", "?", "int8", "i1", "int16", "i2", "int32", "i4",
// "int64", "i8", "int" (int64 on Linux), "uint8", "u1", "uint16", "u2",
// "uint32", "u4", "uint64", "u8", "uint", "float32", "f4", "float64",
// "f8", "float", "complex64", "c8", "csingle", "complex128", "c16",
// "complex", "complex_", "cdouble", the C names ("intc", "longlong",
// "single", "double", ...) and the one-letter codes of np.dtype(...).char
// ("i", "l", "q", "f", "d", ...), each optionally after a little-endian or
// native byte order ("<f8", "=i4", "|b1").
func ParseDType(name string) (DType, bool) {
	if len(name) > 1 && (name[0] == '<' || name[0] == '=' || name[0] == '|') {
		// the byte orders of a little-endian machine: native
		name = name[1:]
	}
	switch name {
	case "bool", "bool_", "?", "b1":
		return Bool, true
	case "int32", "i4", "i", "intc":
		return Int32, true
	case "int64", "i8", "int", "intp", "p", "l", "q", "int_", "longlong":
		return Int64, true
	case "int8", "i1", "byte", "b":
		return Int8, true
	case "int16", "i2", "short", "h":
		return Int16, true
	case "uint8", "u1", "ubyte", "B":
		return UInt8, true
	case "uint16", "u2", "ushort", "H":
		return UInt16, true
	case "uint32", "u4", "I", "uintc":
		return UInt32, true
	case "uint64", "u8", "uint", "uintp", "P", "L", "Q", "ulonglong":
		return UInt64, true
	case "float16", "f2", "half", "e":
		return Float16, true
	case "float32", "f4", "f", "single":
		return Float32, true
	case "float64", "f8", "float", "d", "double", "float_":
		return Float64, true
	case "complex64", "c8", "csingle", "singlecomplex":
		return Complex64, true
	case "complex128", "c16", "complex", "complex_", "cdouble", "cfloat", "D":
		return Complex128, true
	case "F":
		return Complex64, true
	}
	return 0, false
}
