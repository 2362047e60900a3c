package ndarray

import (
	"fmt"
	"math"
)

// This file implements NumPy 1.24's type promotion, including its legacy
// value-based casting (numpy/core/src/multiarray/convert_datatype.c:
// PyArray_ResultType, min_scalar_type_num, promote_types).
//
// Scalars (Python scalars, NumPy scalars and 0-d arrays alike) take part by
// value when the arrays' kind (bool < integer < float) is at least the
// scalars' kind: each scalar is replaced by the smallest type holding its
// value, so float32_array + 1.5 is float32 and int32_array + 3 is int32, but
// int32_array + 2**40 is int64. When every operand is a scalar, or a scalar is
// of a higher kind than every array, all operands promote by their types,
// with Python int as int64 and Python float as float64.

// ptype is a type of NumPy's promotion lattice, wider than DType because the
// minimal scalar types include uint8..uint64, int8, int16 and float16.
type ptype struct {
	kind byte // 'b', 'i', 'u', 'f' or 'c'
	size int  // bytes
}

var (
	pBool    = ptype{'b', 1}
	pFloat16 = ptype{'f', 2}
	pFloat32 = ptype{'f', 4}
	pFloat64 = ptype{'f', 8}
	pCplx64  = ptype{'c', 8}
	pCplx128 = ptype{'c', 16}
)

func ptypeOf(dt DType) ptype {
	switch {
	case dt == Bool:
		return pBool
	case dt.IsUnsigned():
		return ptype{'u', dt.ItemSize()}
	case dt.IsInt():
		return ptype{'i', dt.ItemSize()}
	case dt == Float32:
		return pFloat32
	case dt == Float16:
		return pFloat16
	case dt == Complex64:
		return pCplx64
	case dt == Complex128:
		return pCplx128
	}
	return pFloat64
}

// dtype maps a promotion result back to a DType. Results that involve an
// array always land in DType's range; ok is false otherwise.
func (t ptype) dtype() (DType, bool) {
	switch t {
	case pBool:
		return Bool, true
	case ptype{'i', 1}:
		return Int8, true
	case ptype{'i', 2}:
		return Int16, true
	case ptype{'i', 4}:
		return Int32, true
	case ptype{'i', 8}:
		return Int64, true
	case ptype{'u', 1}:
		return UInt8, true
	case ptype{'u', 2}:
		return UInt16, true
	case ptype{'u', 4}:
		return UInt32, true
	case ptype{'u', 8}:
		return UInt64, true
	case pFloat16:
		return Float16, true
	case pFloat32:
		return Float32, true
	case pFloat64:
		return Float64, true
	case pCplx64:
		return Complex64, true
	case pCplx128:
		return Complex128, true
	}
	return 0, false
}

// kindOrder is NumPy's dtype_kind_to_simplified_ordering, where float and
// complex are one kind: a complex scalar takes part by value against float
// arrays (float32_array * 1j is complex64).
func (t ptype) kindOrder() int {
	switch t.kind {
	case 'b':
		return 0
	case 'i', 'u':
		return 1
	}
	return 2
}

// promoteTypes is np.promote_types restricted to bool, ints, floats and
// complex.
func promoteTypes(a, b ptype) ptype {
	switch {
	case a.kind == 'b':
		return b
	case b.kind == 'b':
		return a
	case a.kind != b.kind && (a.kind == 'c' || b.kind == 'c'):
		c, n := a, b
		if b.kind == 'c' {
			c, n = b, a
		}
		// The complex type whose parts hold the other type's values.
		if n.kind != 'f' {
			n = promoteTypes(n, pFloat16)
		}
		return ptype{'c', max(c.size, 2*n.size, pCplx64.size)}
	case a.kind == b.kind:
		if a.size >= b.size {
			return a
		}
		return b
	case a.kind == 'f' || b.kind == 'f':
		f, n := a, b
		if b.kind == 'f' {
			f, n = b, a
		}
		// The smallest float that holds every value of the integer type.
		need := pFloat64
		switch n.size {
		case 1:
			need = pFloat16
		case 2:
			need = pFloat32
		}
		if f.size >= need.size {
			return f
		}
		return need
	}
	// One signed, one unsigned integer.
	s, u := a, b
	if a.kind == 'u' {
		s, u = b, a
	}
	if s.size > u.size {
		return s
	}
	if u.size == 8 {
		return pFloat64
	}
	return ptype{'i', 2 * u.size}
}

// promoteTypesValue is NumPy's promote_types with the is_small_unsigned
// flags: an unsigned minimal scalar type whose value also fits the signed
// type of that size promotes as that signed type against signed and float
// types.
func promoteTypesValue(a, b ptype, smallA, smallB bool) ptype {
	if smallA && b.kind != 'b' && b.kind != 'u' {
		a.kind = 'i'
	} else if smallB && a.kind != 'b' && a.kind != 'u' {
		b.kind = 'i'
	}
	return promoteTypes(a, b)
}

// minScalarType is np.min_scalar_type of the value s, with NumPy's
// is_small_unsigned flag.
func minScalarType(s Scalar) (t ptype, small bool) {
	switch s.DType {
	case Bool:
		return pBool, false
	case Complex64:
		return pCplx64, false
	case Complex128:
		// NumPy has no complex32: complex64 is the smallest.
		if s.F > -3.4e38 && s.F < 3.4e38 && s.Imag() > -3.4e38 && s.Imag() < 3.4e38 {
			return pCplx64, false
		}
		return pCplx128, false
	case Float32, Float64:
		v := s.F
		if (v > -65000 && v < 65000) || math.IsInf(v, 0) || math.IsNaN(v) {
			return pFloat16, false
		}
		if s.DType == Float32 || (v > -3.4e38 && v < 3.4e38) {
			return pFloat32, false
		}
		return pFloat64, false
	}
	v := s.I
	if s.DType == UInt64 && v < 0 {
		return ptype{'u', 8}, false // from 2**63 up
	}
	if v >= 0 {
		for _, size := range []int{1, 2, 4, 8} {
			bits := uint(8 * size)
			if bits == 64 || uint64(v) < 1<<bits {
				return ptype{'u', size}, bits == 64 || uint64(v) < 1<<(bits-1)
			}
		}
	}
	for _, size := range []int{1, 2, 4} {
		if v >= -1<<(8*size-1) {
			return ptype{'i', size}, false
		}
	}
	return ptype{'i', 8}, false
}

// operandInfo returns whether op counts as a scalar for value-based casting,
// its type, and its value when it is a scalar.
func operandInfo(op Operand) (isScalar bool, t ptype, v Scalar) {
	if op.Array == nil {
		return true, ptypeOf(op.Scalar.DType), op.Scalar
	}
	if op.Array.NDim() == 0 {
		return true, ptypeOf(op.Array.dtype), op.Array.AtFlat(0)
	}
	return false, ptypeOf(op.Array.dtype), Scalar{}
}

// ResultType is np.result_type of the operands under NumPy 1.24's rules,
// value-based for scalars: float16 for an int8, uint8 or bool array with a
// float scalar (np.int8 array + 1.5). It panics if ops is empty.
func ResultType(ops ...Operand) DType {
	dt, err := CommonType(ops...)
	if err != nil {
		panic(err)
	}
	return dt
}

// CommonType is ResultType with an error instead of a panic for a result
// outside DType, which the promotion of DTypes never gives.
func CommonType(ops ...Operand) (DType, error) {
	t := resultPType(ops)
	if dt, ok := t.dtype(); ok {
		return dt, nil
	}
	return 0, fmt.Errorf("ndarray: no dtype for the promotion result %c%d", t.kind, t.size)
}

func resultPType(ops []Operand) ptype {
	if len(ops) == 0 {
		panic("ndarray: ResultType of no operands")
	}
	maxScalarKind, maxArrayKind := -1, -1
	for _, op := range ops {
		isScalar, t, _ := operandInfo(op)
		if isScalar {
			maxScalarKind = max(maxScalarKind, t.kindOrder())
		} else {
			maxArrayKind = max(maxArrayKind, t.kindOrder())
		}
	}
	useMinScalar := maxArrayKind >= 0 && maxArrayKind >= maxScalarKind
	var ret ptype
	var retSmall bool
	for i, op := range ops {
		isScalar, t, v := operandInfo(op)
		small := false
		if useMinScalar && isScalar {
			t, small = minScalarType(v)
		}
		if i == 0 {
			ret, retSmall = t, small
			continue
		}
		ret = promoteTypesValue(t, ret, small, retSmall)
		retSmall = small && retSmall
	}
	return ret
}

// PromoteTypes is np.promote_types(a, b) for two DTypes.
func PromoteTypes(a, b DType) DType {
	dt, ok := promoteTypes(ptypeOf(a), ptypeOf(b)).dtype()
	if !ok {
		return Float64
	}
	return dt
}
