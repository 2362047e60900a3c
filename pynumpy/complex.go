package pynumpy

// This file is the Python side of the complex64 and complex128 dtypes: the
// dtype aliases, .real and .imag of arrays (views, assignable) and scalars,
// conj, angle, vdot, and NumPy's ComplexWarning when a complex value is
// cast to a real type.

import (
	"regexp"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// complexWarning is numpy.ComplexWarning, a RuntimeWarning.
var complexWarning = py.RuntimeWarning.NewType("ComplexWarning",
	"The warning raised when casting a complex dtype to a real dtype.", nil, nil)

// dtypeAliases are the other names NumPy gives the scalar types: of the
// complex types, float16, the pointer-sized integers and the C types.
var dtypeAliases = map[string]ndarray.DType{
	"complex_": ndarray.Complex128, "cdouble": ndarray.Complex128, "cfloat": ndarray.Complex128,
	"csingle": ndarray.Complex64, "singlecomplex": ndarray.Complex64, "half": ndarray.Float16,
	// intp and uintp are the pointer-sized integers, 64 bits wide on every
	// platform alpyna runs on (as NumPy on 64-bit Linux).
	"intp": ndarray.Int64, "uintp": ndarray.UInt64,
	// The C type names, sized as on 64-bit Linux (long is 64 bits, int
	// 32), and NumPy 1.24's float_, int_ and uint.
	"double": ndarray.Float64, "single": ndarray.Float32, "float_": ndarray.Float64,
	"longlong": ndarray.Int64, "ulonglong": ndarray.UInt64, "int_": ndarray.Int64, "uint": ndarray.UInt64,
	"intc": ndarray.Int32, "uintc": ndarray.UInt32, "short": ndarray.Int16, "ushort": ndarray.UInt16,
	"byte": ndarray.Int8, "ubyte": ndarray.UInt8,
	// long double (80-bit extended on x86-64 Linux, NumPy's float128) is
	// float64 here: its values, arithmetic and repr are float64's
	// (np.longdouble(1.1) prints 1.1, NumPy 1.1000000000000000888;
	// docs/numpy.md, "0-d results, scalars' array methods, long double").
	"longdouble": ndarray.Float64, "longfloat": ndarray.Float64, "float128": ndarray.Float64,
	"clongdouble": ndarray.Complex128, "longcomplex": ndarray.Complex128, "complex256": ndarray.Complex128,
}

// warnComplexCast warns, as NumPy does, that casting complex values to a
// real type drops their imaginary parts.
func warnComplexCast() error {
	frame := py.RunningFrame()
	if frame == nil {
		return nil
	}
	return warn(frame, complexWarning, "Casting complex values to real discards the imaginary part")
}

// pythonComplex is a complex NumPy scalar as a Python complex.
func pythonComplex(s ndarray.Scalar) py.Complex { return py.Complex(s.Complex()) }

// hashComplex is CPython's hash() of a complex number.
func hashComplex(re, im float64) int64 {
	h := uint64(hashFloat(re)) + 1000003*uint64(hashFloat(im))
	if int64(h) == -1 {
		return -2
	}
	return int64(h)
}

// part returns x.real (imag false) or x.imag of an array: a view of a
// complex array's parts, the array itself or a new zero array otherwise.
func part(x py.Object, imag bool) (py.Object, error) {
	switch x := x.(type) {
	case *array:
		return NewArray(x.a.Part(imag)), nil
	case scalar:
		return NewScalar(scalarPart(x.v, imag)), nil
	}
	op, ok, err := operandOf(x)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object has no attribute 'real'", x.Type().Name)
	}
	if op.Array != nil {
		return NewArray(op.Array.Part(imag)), nil
	}
	// np.real and np.imag of a Python scalar give Python scalars back.
	v := scalarPart(op.Scalar, imag)
	if op.Scalar.DType.IsInexact() {
		return py.Float(v.Float()), nil
	}
	return pythonScalar(v), nil
}

// scalarPart is the real or imaginary part of a NumPy scalar, in the part
// type of a complex one and in its own type otherwise.
func scalarPart(s ndarray.Scalar, imag bool) ndarray.Scalar {
	switch {
	case s.DType.IsComplex() && imag:
		return ndarray.MakeFloat(s.DType.ComplexPart(), s.Imag())
	case s.DType.IsComplex():
		return ndarray.MakeFloat(s.DType.ComplexPart(), s.F)
	case imag:
		return ndarray.Scalar{DType: s.DType}.Convert(s.DType)
	}
	return s
}

// setPart implements a.real = v and a.imag = v.
func setPart(self, value py.Object, imag bool) error {
	a := self.(*array).a
	if imag && !a.DType().IsComplex() {
		return py.ExceptionNewf(py.TypeError, "array does not have imaginary part to set")
	}
	dst := a.Part(imag)
	src, err := assignedArray(dst.DType(), value)
	if err != nil {
		return err
	}
	if err := dst.Assign(src); err != nil {
		return valueError(err)
	}
	return nil
}

// complexSupport registers the complex attributes of arrays and scalars
// and adds the dtype aliases and numpy.ComplexWarning to the module's
// globals; it returns the module functions real, imag, conj, conjugate,
// angle and vdot. module.go's init calls it, after dtype.go's has made the
// scalar types.
func complexSupport(globals py.StringDict) []*py.Method {
	for name, dt := range dtypeAliases {
		globals[name] = scalarTypes[dt]
	}
	globals["ComplexWarning"] = complexWarning

	for _, imag := range []bool{false, true} {
		name := "real"
		if imag {
			name = "imag"
		}
		arrayType.Dict[name] = &py.Property{
			Fget: func(self py.Object) (py.Object, error) { return part(self, imag) },
			Fset: func(self, value py.Object) error { return setPart(self, value, imag) },
		}
		for _, t := range scalarTypes {
			t.Dict[name] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return part(self, imag) }}
		}
	}
	conj := func(self py.Object) (py.Object, error) {
		op, ok, err := operandOf(self)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "ufunc 'conjugate' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''")
		}
		return objectOf(ndarray.Conj(op)), nil
	}
	for _, name := range []string{"conj", "conjugate"} {
		m := py.MustNewMethod(name, func(self py.Object) (py.Object, error) { return conj(self) }, 0,
			"a."+name+"()\n\nThe complex conjugate, elementwise.")
		arrayType.Dict[name] = m
		for _, t := range scalarTypes {
			t.Dict[name] = m
		}
	}
	return []*py.Method{
		py.MustNewMethod("real", func(_, x py.Object) (py.Object, error) { return part(x, false) }, 0,
			"real(val)\n\nThe real part: a view of a complex array's."),
		py.MustNewMethod("imag", func(_, x py.Object) (py.Object, error) { return part(x, true) }, 0,
			"imag(val)\n\nThe imaginary part: a view of a complex array's."),
		py.MustNewMethod("conj", func(_, x py.Object) (py.Object, error) { return conj(x) }, 0,
			"conj(x)\n\nThe complex conjugate, elementwise."),
		py.MustNewMethod("conjugate", func(_, x py.Object) (py.Object, error) { return conj(x) }, 0,
			"conjugate(x)\n\nThe complex conjugate, elementwise."),
		py.MustNewMethod("angle", angle, 0,
			"angle(z, deg=False)\n\nThe counterclockwise angle from the positive real axis, in radians or degrees."),
		py.MustNewMethod("vdot", vdot, 0,
			"vdot(a, b)\n\nThe dot product of a and b flattened, the first conjugated."),
	}
}

func angle(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var z py.Object
	var deg py.Object = py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:angle", []string{"z", "deg"}, &z, &deg); err != nil {
		return nil, err
	}
	op, ok, err := operandOf(z)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "ufunc 'arctan2' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''")
	}
	inDegrees, err := py.MakeBool(deg)
	if err != nil {
		return nil, err
	}
	r, err := ndarray.Angle(op, inDegrees == py.True)
	if err != nil {
		return nil, valueError(err)
	}
	return ufuncObjectOf(r), nil
}

// vdot is np.vdot(a, b): the sum of conj(a) * b over both flattened.
func vdot(_ py.Object, args py.Tuple) (py.Object, error) {
	a, b, err := twoArrays("vdot", args)
	if err != nil {
		return nil, err
	}
	if a.Size() != b.Size() {
		return nil, py.ExceptionNewf(py.ValueError, "cannot reshape array of size %d into shape (%d,)", b.Size(), a.Size())
	}
	ca := ndarray.Conj(ndarray.Operand{Array: a.Ravel()}).Array
	r, err := ndarray.Dot(ca, b.Ravel())
	if err != nil {
		return nil, valueError(err)
	}
	return NewScalar(r.AtFlat(0)), nil
}

// precisionSpec matches the format specs formatComplex takes: a precision
// and a float presentation type ("", ".2f", ".3e", "g").
var precisionSpec = regexp.MustCompile(`^(\.[0-9]+)?[eEfFgG]?$`)

// formatComplex is format(z, spec) of a complex NumPy scalar, which NumPy
// leaves to Python's complex: str() for the empty spec, else both parts
// formatted with spec, the imaginary one signed, without parentheses.
// Specs with a width, fill, alignment or sign are not supported.
func formatComplex(s ndarray.Scalar, spec string) (py.Object, error) {
	if spec == "" {
		return py.String(s.String()), nil
	}
	if !precisionSpec.MatchString(spec) {
		return nil, py.ExceptionNewf(py.NotImplementedError, "alpyna's NumPy does not support the format spec '%s' for complex values", spec)
	}
	re, err := py.FormatFloat(s.F, spec)
	if err != nil {
		return nil, err
	}
	im, err := py.FormatFloat(s.Imag(), "+"+spec)
	if err != nil {
		return nil, err
	}
	return py.String(re + im + "j"), nil
}

// complexIntoReal is NumPy's TypeError for a Python complex stored into an
// element of a float or integer array (a bool array takes its truth).
func complexIntoReal(dt ndarray.DType) error {
	switch {
	case dt.IsFloat():
		return py.ExceptionNewf(py.TypeError, "float() argument must be a string or a real number, not 'complex'")
	case dt.IsInt():
		return py.ExceptionNewf(py.TypeError, "int() argument must be a string, a bytes-like object or a real number, not 'complex'")
	}
	return nil
}

// checkComplexStore warns, as NumPy does, when complex values (a NumPy
// complex scalar or array) are stored into a float or integer array.
func checkComplexStore(dst, src ndarray.DType) error {
	if src.IsComplex() && (dst.IsFloat() || dst.IsInt()) {
		return warnComplexCast()
	}
	return nil
}
