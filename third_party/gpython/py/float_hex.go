// alpyna patch: float.hex() and float.fromhex(), as CPython 3.11's
// float_hex and float_fromhex (Objects/floatobject.c).

package py

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// floatHex is float.hex(x): "0x1.<13 hex digits>p<signed exponent>" for
// normal numbers, "0x0.<digits>p-1022" for subnormals, "0x0.0p+0" for
// zero, "inf" and "nan" for the others, each with x's sign.
func floatHex(x float64) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 0):
		if x < 0 {
			return "-inf"
		}
		return "inf"
	}
	sign := ""
	if math.Signbit(x) {
		sign = "-"
	}
	if x == 0 {
		return sign + "0x0.0p+0"
	}
	m, e := math.Frexp(math.Abs(x))
	shift := 1
	if -1021-e > 0 {
		shift -= -1021 - e
	}
	m = math.Ldexp(m, shift)
	e -= shift
	const hexDigits = "0123456789abcdef"
	var b strings.Builder
	b.WriteString(sign + "0x")
	b.WriteByte(hexDigits[int(m)])
	m -= math.Floor(m)
	b.WriteByte('.')
	for i := 0; i < 13; i++ {
		m *= 16
		b.WriteByte(hexDigits[int(m)])
		m -= math.Floor(m)
	}
	b.WriteByte('p')
	if e >= 0 {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(e))
	return b.String()
}

// floatFromHex is float.fromhex(s): an optional sign, then "inf",
// "infinity" or "nan", or hexadecimal digits with an optional "0x", an
// optional point and an optional binary exponent "p±N", with surrounding
// whitespace; rounded to the nearest float64.
func floatFromHex(s string) (float64, error) {
	invalid := ExceptionNewf(ValueError, "invalid hexadecimal floating-point string")
	t := strings.TrimSpace(s)
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	signed := func(f float64) float64 {
		if neg {
			return -f
		}
		return f
	}
	switch strings.ToLower(t) {
	case "inf", "infinity":
		return signed(math.Inf(1)), nil
	case "nan":
		return signed(math.NaN()), nil
	}
	if len(t) >= 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X') {
		t = t[2:]
	}
	mant, exp := t, "0"
	if i := strings.IndexAny(t, "pP"); i >= 0 {
		mant, exp = t[:i], t[i+1:]
		if exp == "" || strings.ContainsAny(exp[1:], "+-") {
			return 0, invalid
		}
		for _, c := range strings.TrimLeft(exp, "+-") {
			if c < '0' || c > '9' {
				return 0, invalid
			}
		}
		if strings.TrimLeft(exp, "+-") == "" {
			return 0, invalid
		}
	}
	digits := 0
	for i, c := range mant {
		switch {
		case c == '.':
			if strings.IndexByte(mant[i+1:], '.') >= 0 {
				return 0, invalid
			}
		case '0' <= c && c <= '9', 'a' <= c && c <= 'f', 'A' <= c && c <= 'F':
			digits++
		default:
			return 0, invalid
		}
	}
	if digits == 0 {
		return 0, invalid
	}
	// Huge exponents: clamp, keeping what they mean (strconv takes an
	// int exponent and saturates the result).
	if e, err := strconv.ParseInt(exp, 10, 64); err != nil || e > 1<<20 || e < -(1<<20) {
		if strings.HasPrefix(exp, "-") {
			exp = "-1048576"
		} else {
			exp = "1048576"
		}
	}
	f, err := strconv.ParseFloat("0x"+mant+"p"+exp, 64)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && ne.Err == strconv.ErrRange && math.IsInf(f, 0) {
			return 0, ExceptionNewf(OverflowError, "hexadecimal value too large to represent as a float")
		}
		if !(errors.As(err, &ne) && ne.Err == strconv.ErrRange) {
			return 0, invalid
		}
	}
	return signed(f), nil
}

func init() {
	FloatType.Dict["hex"] = MustNewMethod("hex", func(self Object, args Tuple) (Object, error) {
		// float.hex(x) calls the method unbound: no self (a nil
		// module, Method.M__call__'s), x the argument
		if m, isModule := self.(*Module); (self == nil || isModule && m == nil) && len(args) == 1 {
			self, args = args[0], nil
		}
		if len(args) != 0 {
			return nil, ExceptionNewf(TypeError, "float.hex() takes no arguments (%d given)", len(args))
		}
		if m, isModule := self.(*Module); self == nil || isModule && m == nil {
			return nil, ExceptionNewf(TypeError, "unbound method float.hex() needs an argument")
		}
		a, ok := convertToFloat(self)
		if !ok {
			return cantConvert(self, "float")
		}
		f, err := FloatAsFloat64(a)
		if err != nil {
			return nil, err
		}
		return String(floatHex(f)), nil
	}, 0, "Return a hexadecimal representation of a floating-point number.")
	FloatType.Dict["fromhex"] = &ClassMethod{
		Callable: MustNewMethod("fromhex", func(cls, arg Object) (Object, error) {
			s, ok := arg.(String)
			if !ok {
				return nil, ExceptionNewf(TypeError, "bad argument type for built-in operation")
			}
			f, err := floatFromHex(string(s))
			if err != nil {
				return nil, err
			}
			return Float(f), nil
		}, 0, "Create a floating-point number from a hexadecimal string."),
		Dict: StringDict{},
	}
}
