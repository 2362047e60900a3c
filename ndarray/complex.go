package ndarray

// This file is the complex64 and complex128 dtypes' arithmetic, ufuncs and
// printing, after NumPy 1.24's C loops (numpy/core/src/umath/loops.c.src,
// npy_math_complex.c.src, the AVX-512F absolute of simd.inc.src) and
// arrayprint.ComplexFloatingFormat. Parts are computed in the part type:
// complex64 arithmetic rounds every operation to float32. exp, log, sqrt,
// sin and cos are the C library's cexp, clog, csqrt, csin and ccos (their
// float versions for complex64), which NumPy calls.

import (
	"math"
	"strconv"
	"strings"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// UnsupportedError is an operation NumPy 1.24 has and this package lacks
// (a ufunc of complex arrays it does not implement); the numpy module
// raises NotImplementedError with its message.
type UnsupportedError struct{ Msg string }

func (e *UnsupportedError) Error() string { return e.Msg }

func errUnsupportedComplex(ufunc string) error {
	return &UnsupportedError{Msg: "alpyna's NumPy does not support " + ufunc + " of complex values yet"}
}

// cplx is a complex value computed in the precision of T.
type cplx[T float32 | float64] struct{ re, im T }

// The explicit conversions round each product, which keeps the Go compiler
// from fusing a multiply and an add: NumPy's loops do not fuse.
func (a cplx[T]) add(b cplx[T]) cplx[T] { return cplx[T]{a.re + b.re, a.im + b.im} }
func (a cplx[T]) sub(b cplx[T]) cplx[T] { return cplx[T]{a.re - b.re, a.im - b.im} }
func (a cplx[T]) mul(b cplx[T]) cplx[T] {
	return cplx[T]{T(a.re*b.re) - T(a.im*b.im), T(a.re*b.im) + T(a.im*b.re)}
}

// mulFused is a·b with each part's sum of products computed by one fused
// multiply-add, as NumPy 1.24's complex128 multiply loop does where its
// operands are not all contiguous (an operand broadcast from a scalar, a
// strided view, the prod and cumprod reductions); its contiguous loop and
// its scalars round every product (mul).
func (a cplx[T]) mulFused(b cplx[T]) cplx[T] {
	return cplx[T]{
		T(math.FMA(float64(a.re), float64(b.re), -float64(T(a.im*b.im)))),
		T(math.FMA(float64(a.re), float64(b.im), float64(T(a.im*b.re)))),
	}
}

// div is Smith's algorithm as NumPy's divide loop and cdiv have it.
func (a cplx[T]) div(b cplx[T]) cplx[T] {
	absRe, absIm := T(math.Abs(float64(b.re))), T(math.Abs(float64(b.im)))
	if absRe >= absIm {
		if absRe == 0 && absIm == 0 {
			// Division by zero gives a complex inf or nan.
			return cplx[T]{a.re / absRe, a.im / absIm}
		}
		rat := b.im / b.re
		scl := 1 / (b.re + T(b.im*rat))
		return cplx[T]{T(a.re+T(a.im*rat)) * scl, T(a.im-T(a.re*rat)) * scl}
	}
	rat := b.re / b.im
	scl := 1 / (b.im + T(b.re*rat))
	return cplx[T]{T(T(a.re*rat)+a.im) * scl, T(T(a.im*rat)-a.re) * scl}
}

// pow is npy_cpow: exact small integer powers by repeated multiplication,
// the C library's cexp(b·clog(a)) otherwise.
func (a cplx[T]) pow(b cplx[T]) cplx[T] {
	one := cplx[T]{1, 0}
	switch {
	case b.re == 0 && b.im == 0:
		return one
	case a.re == 0 && a.im == 0:
		if b.re > 0 {
			return cplx[T]{}
		}
		nan := T(math.NaN())
		return cplx[T]{nan, nan}
	}
	if n := int64(b.re); b.im == 0 && T(n) == b.re && n > -100 && n < 100 {
		switch n {
		case 1:
			return a
		case 2:
			return a.mul(a)
		case 3:
			return a.mul(a.mul(a))
		}
		m := n
		if m < 0 {
			m = -m
		}
		acc, p := one, a
		for mask := int64(1); ; {
			if m&mask != 0 {
				acc = acc.mul(p)
			}
			mask <<= 1
			if m < mask {
				break
			}
			p = p.mul(p)
		}
		if b.re < 0 {
			acc = one.div(acc)
		}
		return acc
	}
	return b.mul(a.log()).exp()
}

func (a cplx[T]) exp() cplx[T] { return a.libm(libm.Cexp, libm.Cexpf) }
func (a cplx[T]) log() cplx[T] { return a.libm(libm.Clog, libm.Clogf) }

// libm applies the C library's function of T's precision.
func (a cplx[T]) libm(f64 func(complex128) complex128, f32 func(complex64) complex64) cplx[T] {
	var zero T
	if _, single := any(zero).(float32); single {
		r := f32(complex(float32(a.re), float32(a.im)))
		return cplx[T]{T(real(r)), T(imag(r))}
	}
	r := f64(complex(float64(a.re), float64(a.im)))
	return cplx[T]{T(real(r)), T(imag(r))}
}

// absArray is |a| as NumPy's AVX-512F loop computes it for arrays: the
// larger part times sqrt(1 + ratio²), with the ratio squared by a fused
// multiply-add. (NumPy scalars use hypot instead, see absScalar.)
func (a cplx[T]) absArray() T {
	re, im := T(math.Abs(float64(a.re))), T(math.Abs(float64(a.im)))
	inf := T(math.Inf(1))
	switch {
	case re == inf || im == inf:
		return inf
	case re != re || im != im:
		return T(math.NaN())
	}
	larger, smaller := max(re, im), min(re, im)
	var ratio T
	if larger != 0 {
		ratio = smaller / larger
	}
	return T(math.Sqrt(float64(T(math.FMA(float64(ratio), float64(ratio), 1))))) * larger
}

func toCplx[T float32 | float64](s Scalar) cplx[T] { return cplx[T]{T(s.F), T(s.Imag())} }

func fromCplx[T float32 | float64](dt DType, c cplx[T]) Scalar {
	return MakeComplex(dt, float64(c.re), float64(c.im))
}

// complexKernel is the loop of the arithmetic operator op on two values of
// the complex type dt.
func complexKernel(op BinaryOp, dt DType) binaryFunc {
	if dt == Complex64 {
		return complexKernelOf[float32](op, dt)
	}
	return complexKernelOf[float64](op, dt)
}

func complexKernelOf[T float32 | float64](op BinaryOp, dt DType) binaryFunc {
	var f func(a, b cplx[T]) cplx[T]
	switch op {
	case Add:
		f = cplx[T].add
	case Sub:
		f = cplx[T].sub
	case Mul:
		f = cplx[T].mul
	case TrueDiv:
		f = cplx[T].div
	case Pow:
		f = cplx[T].pow
	default:
		return func(x, y Scalar) (Scalar, error) { return Scalar{}, errNoLoop(op.String()) }
	}
	return func(x, y Scalar) (Scalar, error) { return fromCplx(dt, f(toCplx[T](x), toCplx[T](y))), nil }
}

// complexCompare is NumPy's ordering of complex values: lexicographic,
// real parts first, and false where a NaN is involved.
func complexCompare(op BinaryOp) func(x, y Scalar) bool {
	nanIm := func(x, y Scalar) bool { return math.IsNaN(x.Imag()) || math.IsNaN(y.Imag()) }
	switch op {
	case Lt:
		return func(x, y Scalar) bool { return x.F < y.F && !nanIm(x, y) || x.F == y.F && x.Imag() < y.Imag() }
	case Le:
		return func(x, y Scalar) bool { return x.F < y.F && !nanIm(x, y) || x.F == y.F && x.Imag() <= y.Imag() }
	case Gt:
		return func(x, y Scalar) bool { return x.F > y.F && !nanIm(x, y) || x.F == y.F && x.Imag() > y.Imag() }
	case Ge:
		return func(x, y Scalar) bool { return x.F > y.F && !nanIm(x, y) || x.F == y.F && x.Imag() >= y.Imag() }
	case Eq:
		return func(x, y Scalar) bool { return x.F == y.F && x.Imag() == y.Imag() }
	}
	return func(x, y Scalar) bool { return x.F != y.F || x.Imag() != y.Imag() }
}

// complexUnary is the loop of the unary operator or ufunc op on values of
// the complex type dt, with the type of its result.
func complexUnary(op UnaryOp, dt DType) (DType, func(Scalar) Scalar, error) {
	part := dt.ComplexPart()
	switch op {
	case Neg:
		return dt, func(x Scalar) Scalar { return MakeComplex(dt, -x.F, -x.Imag()) }, nil
	case Pos:
		return dt, func(x Scalar) Scalar { return x }, nil
	case Abs:
		if dt == Complex64 {
			return part, func(x Scalar) Scalar { return MakeFloat(part, float64(toCplx[float32](x).absArray())) }, nil
		}
		return part, func(x Scalar) Scalar { return MakeFloat(part, toCplx[float64](x).absArray()) }, nil
	case Invert:
		return 0, nil, errNoLoop("invert")
	case Sqrt, Exp, Log, Sin, Cos:
		f64, f32 := libm.Csqrt, libm.Csqrtf
		switch op {
		case Exp:
			f64, f32 = libm.Cexp, libm.Cexpf
		case Log:
			f64, f32 = libm.Clog, libm.Clogf
		case Sin:
			f64, f32 = libm.Csin, libm.Csinf
		case Cos:
			f64, f32 = libm.Ccos, libm.Ccosf
		}
		if dt == Complex64 {
			return dt, func(x Scalar) Scalar { return fromCplx(dt, toCplx[float32](x).libm(f64, f32)) }, nil
		}
		return dt, func(x Scalar) Scalar { return fromCplx(dt, toCplx[float64](x).libm(f64, f32)) }, nil
	}
	return 0, nil, errUnsupportedComplex(op.String())
}

// absScalar is abs() of a NumPy complex scalar: npy_hypot, the C library's
// hypot (hypotf for complex64, which glibc computes in double).
func absScalar(s Scalar) Scalar {
	return MakeFloat(s.DType.ComplexPart(), libm.Hypot(s.F, s.Imag()))
}

// complexTest is isnan, isinf or isfinite of a complex value, as NumPy
// defines them on the two parts.
func complexTest(name string, s Scalar) bool {
	switch name {
	case "isnan":
		return math.IsNaN(s.F) || math.IsNaN(s.Imag())
	case "isinf":
		return math.IsInf(s.F, 0) || math.IsInf(s.Imag(), 0)
	}
	return isFinite(s.F) && isFinite(s.Imag())
}

// complexExtreme is NumPy's maximum (min false) or minimum of two complex
// values: the first if it holds a NaN or is not beaten, else the second.
func complexExtreme(a, b Scalar, min bool) Scalar {
	if math.IsNaN(a.F) || math.IsNaN(a.Imag()) {
		return a
	}
	op := Ge
	if min {
		op = Le
	}
	if complexCompare(op)(a, b) {
		return a
	}
	return b
}

// Part returns the view of the real part (imag false) or the imaginary
// part of a complex array, as a.real and a.imag are in NumPy: a float
// array of the part type sharing a's buffer, so writes through it change
// a. For other arrays, the real part is a itself and the imaginary part
// a new read-only-in-spirit zero array of a's type (NumPy's a.imag of a
// real array is a fresh zero array too).
func (a *Array) Part(imag bool) *Array {
	if !a.dtype.IsComplex() {
		if imag {
			z, _ := New(a.dtype, a.shape)
			return z
		}
		return a
	}
	part := a.dtype.ComplexPart()
	off := a.offset
	if imag {
		off += part.ItemSize()
	}
	v := a.view(append([]int{}, a.shape...), append([]int{}, a.strides...), off)
	v.dtype = part
	v.contig = v.computeContiguous()
	return v
}

// Conj returns the complex conjugate of a (a copy of a for other types,
// as np.conj gives).
func Conj(x Operand) Operand {
	f := func(v []Scalar) Scalar {
		if v[0].DType.IsComplex() {
			return MakeComplex(v[0].DType, v[0].F, -v[0].Imag())
		}
		return v[0]
	}
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	r, _ := mapOperands([]Operand{x}, dt, f)
	return r
}

// Angle is np.angle(x): atan2(imag, real) in float64 (float32 for complex64
// and float32 input), times 180/π when deg is set.
func Angle(x Operand, deg bool) (Operand, error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	out := Float64
	if dt == Complex64 || dt == Float32 {
		out = Float32
	}
	return mapOperands([]Operand{x}, out, func(v []Scalar) Scalar {
		a := libm.Atan2(v[0].Imag(), v[0].Float())
		if out == Float32 {
			a = float64(float32(a))
		}
		if deg {
			a = round(a*(180/math.Pi), out)
		}
		return MakeFloat(out, a)
	})
}

// complexSum is NumPy's pairwise sum of complex values (CDOUBLE_pairwise_sum
// over the interleaved parts): runs of fewer than 4 values added in order,
// up to 64 into 4 interleaved accumulators, longer runs split in two.
func complexSum[T float32 | float64](vals []cplx[T]) cplx[T] {
	n := len(vals)
	switch {
	case n < 4:
		var s cplx[T]
		for _, v := range vals {
			s = s.add(v)
		}
		return s
	case n <= pairwiseBlock/2:
		var r [4]cplx[T]
		copy(r[:], vals[:4])
		i := 4
		for ; i < n-n%4; i += 4 {
			for k := range r {
				r[k] = r[k].add(vals[i+k])
			}
		}
		s := r[0].add(r[1]).add(r[2].add(r[3]))
		for ; i < n; i++ {
			s = s.add(vals[i])
		}
		return s
	}
	// NumPy splits its count of parts (2n) at half, rounded down to a
	// multiple of 8.
	n2 := n
	n2 -= n2 % 8
	n2 /= 2
	return complexSum(vals[:n2]).add(complexSum(vals[n2:]))
}

// complexElements returns a's elements as cplx[T] in C order.
func complexElements[T float32 | float64](a *Array) []cplx[T] {
	vals := make([]cplx[T], a.size)
	for i := range vals {
		vals[i] = toCplx[T](a.AtFlat(i))
	}
	return vals
}

// sumComplexLine is add.reduce over n complex elements at off0, off0+stride,
// ...: pairwise in buffers of 8192 (when pairwise), else in order.
func (a *Array) sumComplexLine(off0, stride, n int, pairwise bool) Scalar {
	if a.dtype == Complex64 {
		return fromCplx(Complex64, sumComplexOf[float32](a, off0, stride, n, pairwise))
	}
	return fromCplx(Complex128, sumComplexOf[float64](a, off0, stride, n, pairwise))
}

func sumComplexOf[T float32 | float64](a *Array, off0, stride, n int, pairwise bool) cplx[T] {
	vals := make([]cplx[T], n)
	for i := range vals {
		vals[i] = toCplx[T](a.getAt(off0 + i*stride))
	}
	var s cplx[T]
	if !pairwise {
		for _, v := range vals {
			s = s.add(v)
		}
		return s
	}
	for len(vals) > 0 {
		k := min(len(vals), reduceBufferSize)
		s = s.add(complexSum(vals[:k]))
		vals = vals[k:]
	}
	return s
}

// complexDivide is x / y for complex scalars of type dt (how np.mean
// divides a complex sum by the count).
func complexDivide(dt DType, x, y Scalar) Scalar {
	r, _ := complexKernel(TrueDiv, dt)(x.Convert(dt), y.Convert(dt))
	return r
}

// complexMul is x * y for complex scalars of type dt.
func complexMul(dt DType, x, y Scalar) Scalar {
	r, _ := complexKernel(Mul, dt)(x.Convert(dt), y.Convert(dt))
	return r
}

// complexMulStrided is x * y as NumPy's multiply loop computes it on
// operands that are not all contiguous: fused for complex128 (see
// mulFused), rounded products for complex64.
func complexMulStrided(dt DType, x, y Scalar) Scalar {
	if dt == Complex128 {
		return fromCplx(dt, toCplx[float64](x).mulFused(toCplx[float64](y)))
	}
	return complexMul(dt, x, y)
}

// complexMulFusedKernel is the binary kernel of complexMulStrided.
func complexMulFusedKernel(x, y Scalar) (Scalar, error) {
	return complexMulStrided(Complex128, x, y), nil
}

// innerContiguous reports whether NumPy's iterator would run the loop
// over the last axis of shape with every operand contiguous along it (the
// operands' byte strides for shape given, each of item size isz): what
// NumPy's complex128 multiply needs to take its unfused loop. Leading axes
// that are contiguous with the last coalesce into it, as in NumPy.
func innerContiguous(shape []int, strides [][]int, isz []int) bool {
	if len(shape) == 0 {
		return true
	}
	last := len(shape) - 1
	if shape[last] == 1 {
		return true // a one-element inner loop: NumPy's strides do not matter
	}
	for k, s := range strides {
		if s[last] != isz[k] {
			return false
		}
	}
	return true
}

// complexAdd is x + y for complex scalars of type dt.
func complexAdd(dt DType, x, y Scalar) Scalar {
	r, _ := complexKernel(Add, dt)(x.Convert(dt), y.Convert(dt))
	return r
}

// formatComplexScalar is str() of a NumPy complex scalar (scalartypes.c.src,
// c@name@type_str): "(1+2j)", "2j" when the real part is +0, the parts'
// shortest digits without a trailing ".0", and nan and inf spelled out.
func formatComplexScalar(re, im float64, bits int) string {
	part := func(v float64, sign bool) string {
		var s string
		switch {
		case math.IsNaN(v):
			s = "nan"
		case math.IsInf(v, 0):
			s = "inf"
			if v < 0 {
				s = "-inf"
			}
		default:
			if abs := math.Abs(v); abs == 0 || (abs >= 1e-4 && abs < 1e16) {
				s = strconv.FormatFloat(v, 'f', -1, bits)
			} else {
				s = strconv.FormatFloat(v, 'e', -1, bits)
			}
		}
		if sign && !strings.HasPrefix(s, "-") {
			s = "+" + s
		}
		return s
	}
	if re == 0 && !math.Signbit(re) {
		return part(im, false) + "j"
	}
	return "(" + part(re, false) + part(im, true) + "j)"
}

// complexFormat is arrayprint.ComplexFloatingFormat: the real parts
// formatted together, the imaginary parts together with sign '+', and the
// 'j' after the imaginary digits, before their padding.
type complexFormat struct{ re, im *floatFormat }

func newComplexFormat(vals []Scalar, bits int, o *PrintOptions) *complexFormat {
	re, im := make([]float64, len(vals)), make([]float64, len(vals))
	for i, v := range vals {
		re[i], im[i] = v.F, v.Imag()
	}
	return &complexFormat{re: newFloatFormat(re, bits, o), im: newSignedFloatFormat(im, bits, true, o)}
}

func (f *complexFormat) format(s Scalar) string {
	r := f.re.format(Scalar{DType: Float64, F: s.F})
	i := f.im.format(Scalar{DType: Float64, F: s.Imag()})
	sp := len(strings.TrimRight(i, " "))
	return r + i[:sp] + "j" + i[sp:]
}

// reduceComplexLine is reduceLine's sum, mean, prod, var and std of
// complex elements; ok is false for the other reductions, which reduceLine
// does for every type.
func (a *Array) reduceComplexLine(r Reduction, off0, stride, n, ddof int, pairwise bool) (v Scalar, ok bool) {
	dt := a.dtype
	switch r {
	case RSum:
		return a.sumComplexLine(off0, stride, n, pairwise), true
	case RMean:
		// np.mean divides the sum by the count as a NumPy scalar by a
		// Python int, which promotes complex64 to complex128.
		mean := complexDivide(Complex128, a.sumComplexLine(off0, stride, n, pairwise), MakeFloat(Float64, float64(n)))
		return mean.Convert(dt), true
	case RProd:
		p := MakeComplex(dt, 1, 0)
		for i := range n {
			p = complexMulStrided(dt, p, a.getAt(off0+i*stride))
		}
		return p, true
	case RVar, RStd:
		// NumPy's _var on complex input: the mean, then the sum of the
		// squared parts of the deviations (in the part type), divided by
		// n - ddof.
		part := dt.ComplexPart()
		mean := complexDivide(dt, a.sumComplexLine(off0, stride, n, pairwise), MakeFloat(Float64, float64(n)))
		sq := make([]float64, n)
		for i := range sq {
			d, _ := complexKernel(Sub, dt)(a.getAt(off0+i*stride), mean)
			sq[i] = round(round(float64(d.F*d.F), part)+round(float64(d.Imag()*d.Imag()), part), part)
		}
		v := sumOf(sq, part, pairwise) / float64(max(n-ddof, 0))
		if r == RStd {
			v = math.Sqrt(v)
		}
		return MakeFloat(part, v), true
	}
	return Scalar{}, false
}
