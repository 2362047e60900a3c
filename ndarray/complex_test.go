package ndarray

import (
	"math"
	"testing"
)

// The expected values below are what CPython 3.11 with NumPy 1.24
// (/usr/bin/python3) printed for the same values, on an x86-64 machine
// with AVX-512.

func complexArray(t *testing.T, dt DType, vals ...complex128) *Array {
	t.Helper()
	s := make([]Scalar, len(vals))
	for i, v := range vals {
		s[i] = MakeComplex(dt, real(v), imag(v))
	}
	a, err := FromScalars(dt, []int{len(vals)}, s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestComplexPromotion(t *testing.T) {
	pyComplex := func(v complex128) Operand {
		return Operand{Scalar: MakeComplex(Complex128, real(v), imag(v)), Python: true}
	}
	ones := func(dt DType) Operand {
		a, _ := Full(dt, []int{2}, MakeInt(Int64, 1))
		return Operand{Array: a}
	}
	// Rows: the array's dtype; columns: + a complex64 array, + a
	// complex128 array, + 1j, + 1e300j, * np.complex64(1j).
	for _, c := range []struct {
		dt   DType
		want [5]DType
	}{
		{Bool, [5]DType{Complex64, Complex128, Complex128, Complex128, Complex64}},
		{Int8, [5]DType{Complex64, Complex128, Complex128, Complex128, Complex64}},
		{UInt16, [5]DType{Complex64, Complex128, Complex128, Complex128, Complex64}},
		{Int32, [5]DType{Complex128, Complex128, Complex128, Complex128, Complex128}},
		{UInt64, [5]DType{Complex128, Complex128, Complex128, Complex128, Complex128}},
		{Float32, [5]DType{Complex64, Complex128, Complex64, Complex128, Complex64}},
		{Float64, [5]DType{Complex128, Complex128, Complex128, Complex128, Complex128}},
		{Complex64, [5]DType{Complex64, Complex128, Complex64, Complex128, Complex64}},
		{Complex128, [5]DType{Complex128, Complex128, Complex128, Complex128, Complex128}},
	} {
		others := []Operand{ones(Complex64), ones(Complex128), pyComplex(1i), pyComplex(1e300i),
			{Scalar: MakeComplex(Complex64, 0, 1)}}
		for i, o := range others {
			if got := ResultType(ones(c.dt), o); got != c.want[i] {
				t.Errorf("%s with operand %d: %s, want %s", c.dt, i, got, c.want[i])
			}
		}
	}
}

func TestComplexArrayString(t *testing.T) {
	nan, inf, negZero := math.NaN(), math.Inf(1), math.Copysign(0, -1)
	for _, c := range []struct {
		dt   DType
		vals []complex128
		want string
	}{
		{Complex128, []complex128{1 + 2i, 3, complex(negZero, -0.5)}, "[ 1.+2.j   3.+0.j  -0.-0.5j]"},
		{Complex128, []complex128{1e-5 + 1e5i, 123456789 + 1i, complex(negZero, -1)},
			"[ 1.00000000e-05+1.e+05j  1.23456789e+08+1.e+00j -0.00000000e+00-1.e+00j]"},
		{Complex128, []complex128{complex(nan, 1), complex(inf, 0), complex(nan, -inf)}, "[nan +1.j inf +0.j nan-infj]"},
		{Complex128, []complex128{complex(0, negZero)}, "[0.-0.j]"},
		{Complex128, []complex128{1e20 + 1i}, "[1.e+20+1.j]"},
		{Complex64, []complex128{0.1 + 0.2i, 1.0 / 3}, "[0.1       +0.2j 0.33333334+0.j ]"},
	} {
		if got := complexArray(t, c.dt, c.vals...).String(); got != c.want {
			t.Errorf("%v: got %q, want %q", c.vals, got, c.want)
		}
	}
	if got, want := complexArray(t, Complex64, 1, 1).Repr(), "array([1.+0.j, 1.+0.j], dtype=complex64)"; got != want {
		t.Errorf("Repr: got %q, want %q", got, want)
	}
}

func TestComplexScalarString(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, c := range []struct {
		dt   DType
		v    complex128
		want string
	}{
		{Complex128, 1 + 2i, "(1+2j)"},
		{Complex128, 2i, "2j"},
		{Complex128, complex(math.Copysign(0, -1), 1), "(-0+1j)"},
		{Complex128, 1e20 + 1i, "(1e+20+1j)"},
		{Complex128, complex(nan, inf), "(nan+infj)"},
		{Complex128, complex(1, -inf), "(1-infj)"},
		{Complex128, complex(0, nan), "nanj"},
		{Complex128, 1.5e-7 - 2.5e17i, "(1.5e-07-2.5e+17j)"},
		{Complex64, 0.1 + 0.2i, "(0.1+0.2j)"},
	} {
		if got := MakeComplex(c.dt, real(c.v), imag(c.v)).String(); got != c.want {
			t.Errorf("%s(%v): got %q, want %q", c.dt, c.v, got, c.want)
		}
	}
}

// NumPy's complex128 multiply rounds each product in its contiguous loop
// and for scalars, and fuses them in its other loops (strided operands,
// prod): the third product differs in the last bit.
func TestComplexMultiplyLoops(t *testing.T) {
	a := complexArray(t, Complex128,
		complex(-0.41435083285637564, -0.4058713577596008), complex(-0.2631894934039003, -0.0668730597635262),
		complex(0.3012744652063969, -0.020948701859165975), complex(0.08216203606436778, -0.34026108536292143))
	b := complexArray(t, Complex128,
		complex(0.23457715140921453, -0.0693719795858222), complex(-0.3863279800785966, 0.08679857143814074),
		complex(-0.10877180950433796, 0.2378377872921602), complex(0.016740182621363675, 0.45626725483609853))
	mul := func(x, y *Array) *Array {
		r, err := Binary(Mul, Operand{Array: x}, Operand{Array: y})
		if err != nil {
			t.Fatal(err)
		}
		return r.Array
	}
	if got, want := mul(a, b).AtFlat(2).String(), "(-0.027787775841124296+0.07393308038030671j)"; got != want {
		t.Errorf("contiguous a*b [2]: %s, want %s", got, want)
	}
	step := []IndexItem{SliceItem(0, 2, 2, 4)}
	as, _ := a.Index(step)
	bs, _ := b.Index(step)
	if got, want := mul(as, bs).AtFlat(1).String(), "(-0.0277877758411243+0.07393308038030671j)"; got != want {
		t.Errorf("strided a[::2]*b[::2] [1]: %s, want %s", got, want)
	}
	p, _ := a.Reduce(RProd, false, 0)
	if got, want := p.AtFlat(0).String(), "(0.015466190338994884-0.006166704317009813j)"; got != want {
		t.Errorf("prod: %s, want %s", got, want)
	}
	q, err := Binary(TrueDiv, Operand{Scalar: a.AtFlat(0)}, Operand{Scalar: b.AtFlat(0)})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.Scalar.String(), "(-1.1537833286506871-2.0714361495231755j)"; got != want {
		t.Errorf("a[0]/b[0]: %s, want %s", got, want)
	}
}

// Sums of complex values go pairwise over NumPy's interleaved parts.
func TestComplexSum(t *testing.T) {
	vals := make([]complex128, 100)
	for i := range vals {
		vals[i] = complex(float64(i)*0.1+0.01, float64(i)*0.3-7.77)
	}
	z := complexArray(t, Complex128, vals...)
	for _, c := range []struct {
		what, got, want string
	}{
		{"sum", z.Sum().String(), "(495.99999999999994+708j)"},
		{"complex64 sum", z.AsType(Complex64).Sum().String(), "(496+708j)"},
		{"mean", z.Mean().String(), "(4.96+7.08j)"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %s, want %s", c.what, c.got, c.want)
		}
	}
}

func TestComplexErrors(t *testing.T) {
	z := Operand{Array: complexArray(t, Complex128, 1+1i)}
	two := Operand{Scalar: MakeInt(Int64, 2), Python: true}
	for _, op := range []BinaryOp{FloorDiv, Mod, And, LShift} {
		if _, err := Binary(op, z, two); err == nil {
			t.Errorf("%s of complex: no error", op)
		} else if _, ok := err.(*NoLoopError); !ok {
			t.Errorf("%s of complex: %v, want a NoLoopError", op, err)
		}
	}
	if _, err := Floor.Apply(z); err == nil {
		t.Errorf("floor of complex: no error")
	}
	if _, err := Tan.Apply(z); err == nil {
		t.Errorf("tan of complex: no error")
	} else if _, ok := err.(*UnsupportedError); !ok {
		t.Errorf("tan of complex: %v, want an UnsupportedError", err)
	}
}

// a.real and a.imag are views: writing them writes a.
func TestComplexPartViews(t *testing.T) {
	a := complexArray(t, Complex128, 1+2i, 3-4i)
	re, im := a.Part(false), a.Part(true)
	if re.DType() != Float64 || im.DType() != Float64 || re.IsContiguous() {
		t.Fatalf("parts: %s %s contiguous %v", re.DType(), im.DType(), re.IsContiguous())
	}
	im.Set(MakeFloat(Float64, 9), 1)
	re.Fill(MakeFloat(Float64, 0))
	if got, want := a.String(), "[0.+2.j 0.+9.j]"; got != want {
		t.Errorf("after writes through the views: %s, want %s", got, want)
	}
}
