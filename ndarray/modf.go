package ndarray

import (
	"fmt"
	"math"
	"sync"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// Modf is np.modf(x): the fractional and integral parts of each element,
// both with x's sign (C's modf: modf(-3.5) is -0.5 and -3.0, modf(±inf)
// is ±0 and ±inf), in x's float type (float64 for integers, as NumPy's
// loop types give).
func Modf(x Operand) (frac, intg Operand, err error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	if dt.IsComplex() {
		return Operand{}, Operand{}, errNoLoop("modf")
	}
	out, err := floatLoopType(dt, "modf")
	if err != nil {
		return Operand{}, Operand{}, err
	}
	intg, err = mapOperands([]Operand{x}, out, func(v []Scalar) Scalar {
		return MakeFloat(out, math.Trunc(v[0].Float()))
	})
	if err != nil {
		return Operand{}, Operand{}, err
	}
	frac, err = mapOperands([]Operand{x}, out, func(v []Scalar) Scalar {
		f := v[0].Float()
		if math.IsInf(f, 0) {
			return MakeFloat(out, math.Copysign(0, f))
		}
		return MakeFloat(out, math.Copysign(round(f-math.Trunc(f), out), f))
	})
	return frac, intg, err
}

// Signbit is np.signbit(x): whether each element's sign bit is set (-0.0
// and NaNs with the sign included) for floats, whether it is negative for
// integers, false for bools.
func Signbit(x Operand) (Operand, error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	if dt.IsComplex() {
		return Operand{}, errNoLoop("signbit")
	}
	return mapOperands([]Operand{x}, Bool, func(v []Scalar) Scalar {
		s := v[0]
		switch {
		case s.DType.IsFloat():
			return MakeBool(math.Signbit(s.F))
		case s.DType == Bool, s.DType == UInt8, s.DType == UInt16, s.DType == UInt32, s.DType == UInt64:
			return MakeBool(false)
		}
		return MakeBool(s.I < 0)
	})
}

// Fmod is np.fmod(x, y): C's fmod for floats (the remainder of the
// truncated quotient, with x's sign; NaN, and "invalid value", for an
// infinite x or a zero y), and likewise for integers, where a zero y
// gives 0 and "divide by zero".
func Fmod(x, y Operand) (Operand, FPFlags, error) {
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, 0, err
	}
	if common.IsComplex() {
		return Operand{}, 0, errNoLoop("fmod")
	}
	if common == Bool {
		common = Int8
	}
	var flags FPFlags
	var mu sync.Mutex
	raise := func(f FPFlags) {
		mu.Lock()
		flags |= f
		mu.Unlock()
	}
	r, err := mapOperands([]Operand{x, y}, common, func(v []Scalar) Scalar {
		a, b := v[0].Convert(common), v[1].Convert(common)
		switch {
		case common.IsFloat():
			m := math.Mod(a.F, b.F)
			if m != m && a.F == a.F && b.F == b.F {
				raise(FPInvalid)
			}
			return MakeFloat(common, m)
		case b.I == 0:
			raise(FPDivideByZero)
			return MakeInt(common, 0)
		case common == UInt64:
			return MakeInt(common, int64(uint64(a.I)%uint64(b.I)))
		case b.I == -1:
			return MakeInt(common, 0) // no overflow for the smallest integer
		}
		return MakeInt(common, a.I%b.I)
	})
	return r, flags, err
}

// FloatPower is np.float_power(x, y): x ** y in float64, or complex128
// for complex operands. NumPy's float64 loop is the C library's pow per
// element (not the power ufunc's SVML loop); the complex one is power's.
func FloatPower(x, y Operand) (Operand, error) {
	dt := Float64
	for _, op := range []Operand{x, y} {
		if op.Scalar.DType.IsComplex() || op.Array != nil && op.Array.dtype.IsComplex() {
			dt = Complex128
		}
	}
	if dt == Complex128 {
		return PowerUfunc(x, y)
	}
	return mapOperands([]Operand{x, y}, Float64, func(v []Scalar) Scalar {
		return MakeFloat(Float64, libm.Pow(v[0].Float(), v[1].Float()))
	})
}

// Frexp is np.frexp(x): mantissas in [0.5, 1) with x's sign, in x's float
// type, and exponents (int32) with x = m * 2**e (C's frexp: 0, ±inf and
// NaN give themselves and 0).
func Frexp(x Operand) (mant, exp Operand, err error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	if dt.IsComplex() {
		return Operand{}, Operand{}, errNoLoop("frexp")
	}
	out, err := floatLoopType(dt, "frexp")
	if err != nil {
		return Operand{}, Operand{}, err
	}
	if mant, err = mapOperands([]Operand{x}, out, func(v []Scalar) Scalar {
		m, _ := math.Frexp(v[0].Float())
		return MakeFloat(out, m)
	}); err != nil {
		return Operand{}, Operand{}, err
	}
	exp, err = mapOperands([]Operand{x}, Int32, func(v []Scalar) Scalar {
		_, e := math.Frexp(v[0].Float())
		return MakeInt(Int32, int64(e))
	})
	return mant, exp, err
}

// Ldexp is np.ldexp(x, n): x * 2**n for float (or integer, computed in
// float64) x and integer n, in x's float type, rounded once; "overflow"
// where a finite x gives an infinity.
func Ldexp(x, n Operand) (Operand, FPFlags, error) {
	dt, nt := x.Scalar.DType, n.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	if n.Array != nil {
		nt = n.Array.dtype
	}
	if dt.IsComplex() || !(nt.IsInt() || nt == Bool) {
		return Operand{}, 0, errNoLoop("ldexp")
	}
	out, err := floatLoopType(dt, "ldexp")
	if err != nil {
		return Operand{}, 0, err
	}
	var flags FPFlags
	var mu sync.Mutex
	r, err := mapOperands([]Operand{x, n}, out, func(v []Scalar) Scalar {
		f := v[0].Float()
		e := v[1].Int()
		e = max(min(e, 1<<20), -(1 << 20))
		r := round(math.Ldexp(f, int(e)), out)
		if math.IsInf(r, 0) && !math.IsInf(f, 0) && f == f {
			mu.Lock()
			flags |= FPOverflow
			mu.Unlock()
		}
		return MakeFloat(out, r)
	})
	return r, flags, err
}

// Gcd and Lcm are np.gcd and np.lcm of integers (non-negative results,
// gcd(0, 0) = 0, lcm with 0 = 0), in the operands' common type.
func Gcd(x, y Operand) (Operand, error) { return gcdLcm(x, y, false) }

// Lcm: see Gcd.
func Lcm(x, y Operand) (Operand, error) { return gcdLcm(x, y, true) }

func gcdLcm(x, y Operand, lcm bool) (Operand, error) {
	name := "gcd"
	if lcm {
		name = "lcm"
	}
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, err
	}
	if !common.IsInt() {
		kind := func(op Operand) string {
			dt := op.Scalar.DType
			if op.Array != nil {
				dt = op.Array.dtype
			}
			if dt == Bool {
				return "bool_"
			}
			return dt.String()
		}
		return Operand{}, &NoLoopError{Msg: fmt.Sprintf(
			"ufunc '%s' did not contain a loop with signature matching types (<class 'numpy.dtype[%s]'>, <class 'numpy.dtype[%s]'>) -> None",
			name, kind(x), kind(y))}
	}
	return mapOperands([]Operand{x, y}, common, func(v []Scalar) Scalar {
		a, b := v[0].Convert(common).I, v[1].Convert(common).I
		if common == UInt64 {
			ua, ub := uint64(a), uint64(b)
			g := ua
			for h := ub; h != 0; {
				g, h = h, g%h
			}
			if lcm {
				if g == 0 {
					return MakeInt(common, 0)
				}
				return MakeInt(common, int64(ua/g*ub))
			}
			return MakeInt(common, int64(g))
		}
		a, b = max(a, -a), max(b, -b)
		g := a
		for h := b; h != 0; {
			g, h = h, g%h
		}
		if lcm {
			if g == 0 {
				return MakeInt(common, 0)
			}
			return MakeInt(common, a/g*b)
		}
		return MakeInt(common, g)
	})
}

// Nextafter is np.nextafter(x, y): the next value of x's float type after
// x toward y (float32 steps for float32, float64 otherwise; float16 is not
// supported).
func Nextafter(x, y Operand) (Operand, error) {
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, err
	}
	if common.IsComplex() {
		return Operand{}, errNoLoop("nextafter")
	}
	out, err := floatLoopType(common, "nextafter")
	if err != nil {
		return Operand{}, err
	}
	if out == Float16 {
		return Operand{}, &UnsupportedError{Msg: "np.nextafter of float16 is not supported by alpyna"}
	}
	return mapOperands([]Operand{x, y}, out, func(v []Scalar) Scalar {
		a, b := v[0].Float(), v[1].Float()
		if out == Float32 {
			return MakeFloat(out, float64(math.Nextafter32(float32(a), float32(b))))
		}
		return MakeFloat(out, math.Nextafter(a, b))
	})
}

// Spacing is np.spacing(x): the distance from x to the next value of its
// float type away from 0 (negative for negative x, positive for -0.0; NaN
// for infinities and NaNs).
func Spacing(x Operand) (Operand, error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.dtype
	}
	if dt.IsComplex() {
		return Operand{}, errNoLoop("spacing")
	}
	out, err := floatLoopType(dt, "spacing")
	if err != nil {
		return Operand{}, err
	}
	if out == Float16 {
		return Operand{}, &UnsupportedError{Msg: "np.spacing of float16 is not supported by alpyna"}
	}
	return mapOperands([]Operand{x}, out, func(v []Scalar) Scalar {
		a := v[0].Float()
		if math.IsInf(a, 0) || a != a {
			return MakeFloat(out, math.NaN())
		}
		away := math.Inf(1) // -0.0 goes up, as in NumPy
		if a < 0 {
			away = math.Inf(-1)
		}
		if out == Float32 {
			f := float32(a)
			return MakeFloat(out, float64(math.Nextafter32(f, float32(away))-f))
		}
		return MakeFloat(out, math.Nextafter(a, away)-a)
	})
}
