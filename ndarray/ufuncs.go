package ndarray

import (
	"errors"
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// This file is NumPy's ufuncs beyond the operators (arith.go): the
// elementwise functions of one and two arguments, where and clip, by one
// generic loop each. Float64 results come from the C library, as NumPy's
// do; float32 ones are the float64 result rounded, which may differ from
// NumPy's float32 loops in the last bit.

// A ufuncKind says how a ufunc's loop types follow its inputs'.
type ufuncKind uint8

const (
	floatKind   ufuncKind = iota // ints to float64, floats kept (floor and ceil too, as NumPy 1.24)
	testKind                     // a bool result of a float test; ints are never NaN or infinite
	logicalKind                  // a bool result of the inputs' truth
	minMaxKind                   // the inputs' common type
)

// A Ufunc1 is an elementwise function of one argument.
type Ufunc1 struct {
	Name string
	kind ufuncKind
	f    func(float64) float64
	// f32, when set, is the float32 loop (NumPy's own, not the float64
	// function rounded); half, when set, the function float16 values go
	// through (NumPy's half loops call the C library's float function,
	// not its vector loops).
	f32  func(float32) float32
	half func(float64) float64
	test func(float64) bool
}

// libmFloat32 is a C library function of float32, as the float64
// function rounded.
func libmFloat32(f func(float64) float64) func(float32) float32 {
	return func(x float32) float32 { return float32(f(float64(x))) }
}

// The one-argument ufuncs.
var (
	Fabs       = &Ufunc1{Name: "fabs", kind: floatKind, f: math.Abs}
	Tan        = &Ufunc1{Name: "tan", kind: floatKind, f: tanFloat64, f32: libmFloat32(libm.Tan), half: libm.Tan}
	ArcSin     = &Ufunc1{Name: "arcsin", kind: floatKind, f: asinFloat64, f32: libmFloat32(libm.Asin), half: libm.Asin}
	ArcCos     = &Ufunc1{Name: "arccos", kind: floatKind, f: acosFloat64, f32: libmFloat32(libm.Acos), half: libm.Acos}
	ArcTan     = &Ufunc1{Name: "arctan", kind: floatKind, f: atanFloat64, f32: libmFloat32(libm.Atan), half: libm.Atan}
	Sinh       = &Ufunc1{Name: "sinh", kind: floatKind, f: sinhFloat64, f32: libmFloat32(libm.Sinh), half: libm.Sinh}
	Cosh       = &Ufunc1{Name: "cosh", kind: floatKind, f: coshFloat64, f32: libmFloat32(libm.Cosh), half: libm.Cosh}
	Tanh       = &Ufunc1{Name: "tanh", kind: floatKind, f: tanhFloat64, f32: tanhFloat32, half: libm.Tanh}
	Log10      = &Ufunc1{Name: "log10", kind: floatKind, f: log10Float64, f32: log10Float32, half: libm.Log10}
	Log2       = &Ufunc1{Name: "log2", kind: floatKind, f: log2Float64, f32: log2Float32, half: libm.Log2}
	Floor      = &Ufunc1{Name: "floor", kind: floatKind, f: math.Floor}
	Ceil       = &Ufunc1{Name: "ceil", kind: floatKind, f: math.Ceil}
	Trunc      = &Ufunc1{Name: "trunc", kind: floatKind, f: math.Trunc}
	Rint       = &Ufunc1{Name: "rint", kind: floatKind, f: math.RoundToEven}
	IsNaN      = &Ufunc1{Name: "isnan", kind: testKind, test: math.IsNaN}
	IsInf      = &Ufunc1{Name: "isinf", kind: testKind, test: func(x float64) bool { return math.IsInf(x, 0) }}
	IsFinite   = &Ufunc1{Name: "isfinite", kind: testKind, test: isFinite}
	LogicalNot = &Ufunc1{Name: "logical_not", kind: logicalKind}
)

// Apply computes u elementwise over x.
func (u *Ufunc1) Apply(x Operand) (Operand, error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	var out DType
	var f func(Scalar) Scalar
	switch u.kind {
	case floatKind:
		if dt.IsComplex() {
			switch u.Name {
			case "fabs", "floor", "ceil", "trunc", "rint":
				return Operand{}, errNoLoop(u.Name) // NumPy has no complex loop either
			}
			return Operand{}, errUnsupportedComplex(u.Name)
		}
		var err error
		if out, err = floatLoopType(dt, u.Name); err != nil {
			return Operand{}, err
		}
		f = func(s Scalar) Scalar { return MakeFloat(out, round(u.f(s.Float()), out)) }
		switch {
		case out == Float32 && u.f32 != nil:
			f = func(s Scalar) Scalar { return MakeFloat(out, float64(u.f32(float32(s.F)))) }
		case out == Float16 && u.half != nil:
			f = func(s Scalar) Scalar { return MakeFloat(out, round(u.half(s.Float()), out)) }
		}
	case testKind:
		out = Bool
		f = func(s Scalar) Scalar {
			if s.DType.IsComplex() {
				return MakeBool(complexTest(u.Name, s))
			}
			if !s.DType.IsFloat() {
				return MakeBool(u.test(0))
			}
			return MakeBool(u.test(s.F))
		}
	case logicalKind:
		out = Bool
		f = func(s Scalar) Scalar { return MakeBool(!truth(s)) }
	}
	if x.Array != nil && u.kind != logicalKind {
		if r, ok := ufunc1FastPath(u, x.Array, out); ok {
			return Operand{Array: r}, nil
		}
	}
	return mapOperands([]Operand{x}, out, func(v []Scalar) Scalar { return f(v[0]) })
}

// truth is an element's truth value.
func truth(s Scalar) bool { return s.Truth() }

// A Ufunc2 is an elementwise function of two arguments.
type Ufunc2 struct {
	Name string
	kind ufuncKind
	f    func(x, y float64) float64
	min  bool
	op   func(a, b bool) bool
}

// The two-argument ufuncs.
var (
	Minimum    = &Ufunc2{Name: "minimum", kind: minMaxKind, min: true}
	Maximum    = &Ufunc2{Name: "maximum", kind: minMaxKind}
	ArcTan2    = &Ufunc2{Name: "arctan2", kind: floatKind, f: libm.Atan2}
	Hypot      = &Ufunc2{Name: "hypot", kind: floatKind, f: libm.Hypot}
	CopySign   = &Ufunc2{Name: "copysign", kind: floatKind, f: math.Copysign}
	LogicalAnd = &Ufunc2{Name: "logical_and", kind: logicalKind, op: func(a, b bool) bool { return a && b }}
	LogicalOr  = &Ufunc2{Name: "logical_or", kind: logicalKind, op: func(a, b bool) bool { return a || b }}
	LogicalXor = &Ufunc2{Name: "logical_xor", kind: logicalKind, op: func(a, b bool) bool { return a != b }}
)

// Apply computes u elementwise over x and y, broadcast.
func (u *Ufunc2) Apply(x, y Operand) (Operand, error) {
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, err
	}
	if r, ok := ufunc2FastPath(u, x, y, common); ok {
		return r, nil
	}
	switch u.kind {
	case minMaxKind:
		return mapOperands([]Operand{x, y}, common, func(v []Scalar) Scalar {
			return extreme(v[0].Convert(common), v[1].Convert(common), u.min)
		})
	case floatKind:
		if common.IsComplex() {
			return Operand{}, errNoLoop(u.Name) // arctan2 and hypot have no complex loops
		}
		out, err := floatLoopType(common, u.Name)
		if err != nil {
			return Operand{}, err
		}
		f := u.f
		if u == ArcTan2 && (out == Float64 || out == Float32) {
			// SVML's on AVX-512 machines, as NumPy's loops
			if r, ok := atan2Copies(x, y, out); ok {
				return r, nil
			}
			f = atan2Float64
			if out == Float32 {
				f = atan2Float32
			}
		}
		return mapOperands([]Operand{x, y}, out, func(v []Scalar) Scalar {
			return MakeFloat(out, round(f(v[0].Float(), v[1].Float()), out))
		})
	}
	return mapOperands([]Operand{x, y}, Bool, func(v []Scalar) Scalar { return MakeBool(u.op(truth(v[0]), truth(v[1]))) })
}

// extreme is NumPy's minimum (min) or maximum of two elements of one
// dtype: a NaN wins, the first one if both are; of equal floats (0.0 and
// -0.0) the second, as NumPy's loops give it (a < b ? a : b, x86's minpd).
func extreme(a, b Scalar, min bool) Scalar {
	if a.DType.IsComplex() {
		return complexExtreme(a, b, min)
	}
	if a.DType.IsFloat() {
		switch {
		case math.IsNaN(a.F):
			return a
		case math.IsNaN(b.F):
			return b
		case min && a.F < b.F, !min && a.F > b.F:
			return a
		}
		return b
	}
	if a.DType == UInt64 {
		if min && uint64(b.I) < uint64(a.I) || !min && uint64(b.I) > uint64(a.I) {
			return b
		}
		return a
	}
	if min && b.I < a.I || !min && b.I > a.I {
		return b
	}
	return a
}

// Where is np.where(cond, x, y): x where cond is true, else y, broadcast,
// in their common type.
func Where(cond, x, y Operand) (Operand, error) {
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, err
	}
	if r, ok := whereFastPath(cond, x, y, common); ok {
		return r, nil
	}
	return mapOperands([]Operand{cond, x, y}, common, func(v []Scalar) Scalar {
		if truth(v[0]) {
			return v[1].Convert(common)
		}
		return v[2].Convert(common)
	})
}

// Clip is np.clip(a, lo, hi): maximum(a, lo), then minimum with hi, in
// the common type of the three.
func Clip(a, lo, hi Operand) (Operand, error) {
	common, err := CommonType(a, lo, hi)
	if err != nil {
		return Operand{}, err
	}
	if r, ok := clipFastPath(a, lo, hi, common); ok {
		return r, nil
	}
	return mapOperands([]Operand{a, lo, hi}, common, func(v []Scalar) Scalar {
		return extreme(extreme(v[0].Convert(common), v[1].Convert(common), false), v[2].Convert(common), true)
	})
}

// mapOperands applies f to the broadcast operands' elements, giving out;
// the result is a scalar operand when every operand is a scalar.
func mapOperands(ops []Operand, out DType, f func([]Scalar) Scalar) (Operand, error) {
	vals := make([]Scalar, len(ops))
	allScalars := true
	for _, op := range ops {
		if op.Array != nil {
			allScalars = false
		}
	}
	if allScalars {
		for i, op := range ops {
			vals[i] = op.Scalar
		}
		return Operand{Scalar: f(vals).Convert(out)}, nil
	}
	arrays := make([]*Array, len(ops))
	var shape []int
	for i, op := range ops {
		arrays[i] = operandArray(op)
		if i == 0 {
			shape = arrays[i].shape
			continue
		}
		s, ok := broadcastShapes(shape, arrays[i].shape)
		if !ok {
			var shapes string
			for _, a := range arrays[:i+1] {
				shapes += formatShapeCompact(a.shape) + " "
			}
			return Operand{}, errors.New("operands could not be broadcast together with shapes " + shapes)
		}
		shape = s
	}
	res, err := New(out, shape)
	if err != nil {
		return Operand{}, err
	}
	strides := [][]int{res.strides}
	offsets := []int{0}
	for _, a := range arrays {
		s, _ := broadcastStrides(a.shape, a.strides, shape)
		strides = append(strides, s)
		offsets = append(offsets, a.offset)
	}
	for it := newIter(shape, strides, offsets); it.more; it.next() {
		for i, a := range arrays {
			vals[i] = a.getAt(it.off[i+1])
		}
		res.setAt(it.off[0], f(vals).Convert(out))
	}
	return Operand{Array: res}, nil
}
