// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: value formatting exactly as CPython 3.11 does it.
//
// This file implements the float repr (shortest round-trip digits)
// and the __format__ protocol with the format specification
// mini-language for int, bool, float and str, with the run-time part
// of f-string fields; format_str.go implements str.format and
// format_printf.go the % operator of str. The layout code follows CPython's
// Python/pystrtod.c (format_float_short) and
// Python/formatter_unicode.c so that output matches character for
// character, errors included.

package py

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Format implements format(value, spec): it calls value's Go
// M__format__ if it has one, then a __format__ found on its type
// (for classes written in Python), and otherwise falls back to
// object.__format__, which accepts only the empty spec.
func Format(value, spec Object) (Object, error) {
	specStr, ok := spec.(String)
	if !ok {
		return nil, ExceptionNewf(TypeError, "format() argument 2 must be str, not %s", spec.Type().Name)
	}
	var (
		res Object
		err error
	)
	if I, ok := value.(I__format__); ok {
		res, err = I.M__format__(specStr)
	} else if r, found, e := TypeCall1(value, "__format__", specStr); found {
		res, err = r, e
	} else {
		res, err = objectFormat(value, string(specStr))
	}
	if err != nil {
		return nil, err
	}
	if _, ok := res.(String); !ok {
		return nil, ExceptionNewf(TypeError, "__format__ must return a str, not %s", res.Type().Name)
	}
	return res, nil
}

// objectFormat is object.__format__: str(value) for the empty spec.
func objectFormat(value Object, spec string) (Object, error) {
	if spec != "" {
		return nil, ExceptionNewf(TypeError, "unsupported format string passed to %s.__format__", value.Type().Name)
	}
	return Str(value)
}

// formatSpecString returns the spec argument of a __format__ call.
func formatSpecString(spec Object) (string, error) {
	s, ok := spec.(String)
	if !ok {
		return "", ExceptionNewf(TypeError, "format() argument 2 must be str, not %s", spec.Type().Name)
	}
	return string(s), nil
}

// M__format__ implements float.__format__.
func (a Float) M__format__(spec Object) (Object, error) {
	s, err := formatSpecString(spec)
	if err != nil {
		return nil, err
	}
	out, err := FormatFloat(float64(a), s)
	return String(out), err
}

// M__format__ implements int.__format__.
func (a Int) M__format__(spec Object) (Object, error) {
	s, err := formatSpecString(spec)
	if err != nil {
		return nil, err
	}
	if s == "" {
		return a.M__str__()
	}
	out, err := formatInt(big.NewInt(int64(a)), s, "int")
	return String(out), err
}

// M__format__ implements int.__format__ for big ints.
func (a *BigInt) M__format__(spec Object) (Object, error) {
	s, err := formatSpecString(spec)
	if err != nil {
		return nil, err
	}
	if s == "" {
		return a.M__str__()
	}
	out, err := formatInt((*big.Int)(a), s, "int")
	return String(out), err
}

// M__format__ implements bool.__format__, which is int.__format__
// except that the empty spec gives "True" or "False".
func (a Bool) M__format__(spec Object) (Object, error) {
	s, err := formatSpecString(spec)
	if err != nil {
		return nil, err
	}
	if s == "" {
		return a.M__str__()
	}
	v := int64(0)
	if a {
		v = 1
	}
	out, err := formatInt(big.NewInt(v), s, "bool")
	return String(out), err
}

// M__format__ implements str.__format__.
func (a String) M__format__(spec Object) (Object, error) {
	s, err := formatSpecString(spec)
	if err != nil {
		return nil, err
	}
	out, err := FormatString(string(a), s)
	return String(out), err
}

// FloatRepr returns repr(f) as CPython prints it: the shortest digits
// that round-trip, positional when 1e-4 <= |f| < 1e16 and scientific
// otherwise, with ".0" added to integral positional values.
func FloatRepr(f float64) string {
	return formatDouble(f, 'r', 0, dtoaFlags{addDot0: true})
}

// dtoaFlags are the Py_DTSF_* flags of PyOS_double_to_string.
type dtoaFlags struct {
	alt     bool // Py_DTSF_ALT: keep the point and trailing zeros
	addDot0 bool // Py_DTSF_ADD_DOT_0: integral positional values get ".0"
	noNeg0  bool // Py_DTSF_NO_NEG_0: negative zero loses its sign
}

// formatDouble is CPython's PyOS_double_to_string: typ is one of
// "eEfFgGr", precision is the number of digits after the point (e, f)
// or of significant digits (g); it is ignored for 'r'. The result
// starts with '-' for negative values, never with '+'.
func formatDouble(val float64, typ byte, precision int, flags dtoaFlags) string {
	upper := false
	switch typ {
	case 'E', 'F', 'G':
		upper = true
		typ += 'a' - 'A'
	}
	if math.IsNaN(val) {
		if upper {
			return "NAN"
		}
		return "nan"
	}
	neg := math.Signbit(val)
	if math.IsInf(val, 0) {
		s := "inf"
		if upper {
			s = "INF"
		}
		if neg {
			s = "-" + s
		}
		return s
	}
	a := math.Abs(val)

	// digits holds the significant digits without trailing zeros and
	// the value is 0.digits * 10**decpt, as returned by _Py_dg_dtoa.
	var digits string
	var decpt int
	switch typ {
	case 'r':
		digits, decpt = dtoaSignificant(a, -1)
	case 'e':
		precision++
		digits, decpt = dtoaSignificant(a, precision)
	case 'g':
		if precision == 0 {
			precision = 1
		}
		digits, decpt = dtoaSignificant(a, precision)
	case 'f':
		digits, decpt = dtoaFixed(a, precision)
	}
	if neg && flags.noNeg0 && strings.Trim(digits, "0") == "" {
		neg = false
	}

	useExp := false
	vdigitsEnd := len(digits)
	switch typ {
	case 'e':
		useExp = true
		vdigitsEnd = precision
	case 'f':
		vdigitsEnd = decpt + precision
	case 'g':
		limit := precision
		if flags.addDot0 {
			limit--
		}
		if decpt <= -4 || decpt > limit {
			useExp = true
		}
		if flags.alt {
			vdigitsEnd = precision
		}
	case 'r':
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	// The decimal point goes in (vdigitsStart, vdigitsEnd]; zeros pad
	// the digits out to that range.
	vdigitsStart := 0
	if decpt <= 0 {
		vdigitsStart = decpt - 1
	}
	if !useExp && flags.addDot0 {
		vdigitsEnd = maxInt(vdigitsEnd, decpt+1)
	} else {
		vdigitsEnd = maxInt(vdigitsEnd, decpt)
	}

	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if decpt <= 0 {
		b.WriteString(strings.Repeat("0", decpt-vdigitsStart))
		b.WriteByte('.')
		b.WriteString(strings.Repeat("0", -decpt))
	} else {
		b.WriteString(strings.Repeat("0", -vdigitsStart))
	}
	if 0 < decpt && decpt <= len(digits) {
		b.WriteString(digits[:decpt])
		b.WriteByte('.')
		b.WriteString(digits[decpt:])
	} else {
		b.WriteString(digits)
	}
	if len(digits) < decpt {
		b.WriteString(strings.Repeat("0", decpt-len(digits)))
		b.WriteByte('.')
		b.WriteString(strings.Repeat("0", vdigitsEnd-decpt))
	} else {
		b.WriteString(strings.Repeat("0", vdigitsEnd-len(digits)))
	}
	out := b.String()
	if strings.HasSuffix(out, ".") && !flags.alt {
		out = out[:len(out)-1]
	}
	if useExp {
		e := "e"
		if upper {
			e = "E"
		}
		sign := "+"
		if exp < 0 {
			sign = "-"
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if len(es) < 2 {
			es = "0" + es
		}
		out += e + sign + es
	}
	return out
}

// dtoaSignificant returns the correctly rounded first n significant
// digits of a >= 0 (the shortest round-tripping ones for n < 0)
// without trailing zeros, and the decimal point position.
func dtoaSignificant(a float64, n int) (digits string, decpt int) {
	if a == 0 {
		return "0", 1
	}
	prec := -1
	if n > 0 {
		prec = n - 1
	}
	s := strconv.FormatFloat(a, 'e', prec, 64)
	mant, expStr, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(expStr)
	digits = strings.TrimRight(strings.Replace(mant, ".", "", 1), "0")
	if digits == "" {
		return "0", 1
	}
	return digits, exp + 1
}

// dtoaFixed returns the digits of a >= 0 correctly rounded to n
// places after the point, without leading or trailing zeros, and the
// decimal point position.
func dtoaFixed(a float64, n int) (digits string, decpt int) {
	s := strconv.FormatFloat(a, 'f', n, 64)
	intPart, frac, _ := strings.Cut(s, ".")
	digits = intPart + frac
	decpt = len(intPart)
	trimmed := strings.TrimLeft(digits, "0")
	decpt -= len(digits) - len(trimmed)
	digits = strings.TrimRight(trimmed, "0")
	if digits == "" {
		return "0", 1
	}
	return digits, decpt
}

// formatSpec is a parsed format specification:
// [[fill]align][sign][z][#][0][width][grouping][.precision][type]
type formatSpec struct {
	fill      rune
	align     rune // one of "<>=^"
	sign      rune // 0 or one of "+- "
	noNeg0    bool // 'z'
	alt       bool // '#'
	width     int  // -1 when not given
	grouping  rune // 0, ',' or '_'
	groupSize int  // digits between separators
	precision int  // -1 when not given
	typ       rune // 0 when not given
}

// parseFormatSpec parses spec like CPython's
// parse_internal_render_format_spec; typeName is the name of the
// formatted type, for error messages.
func parseFormatSpec(spec string, defaultType, defaultAlign rune, typeName string) (*formatSpec, error) {
	f := &formatSpec{fill: ' ', align: defaultAlign, width: -1, precision: -1, typ: defaultType, groupSize: 3}
	r := []rune(spec)
	pos := 0
	isAlign := func(c rune) bool { return c == '<' || c == '>' || c == '=' || c == '^' }
	fillSpecified, alignSpecified := false, false
	if len(r) >= 2 && isAlign(r[1]) {
		f.fill, f.align = r[0], r[1]
		fillSpecified, alignSpecified = true, true
		pos = 2
	} else if len(r) >= 1 && isAlign(r[0]) {
		f.align = r[0]
		alignSpecified = true
		pos = 1
	}
	if pos < len(r) && (r[pos] == '+' || r[pos] == '-' || r[pos] == ' ') {
		f.sign = r[pos]
		pos++
	}
	if pos < len(r) && r[pos] == 'z' {
		f.noNeg0 = true
		pos++
	}
	if pos < len(r) && r[pos] == '#' {
		f.alt = true
		pos++
	}
	// A leading '0' means zero padding after the sign, as in C.
	if !fillSpecified && pos < len(r) && r[pos] == '0' {
		f.fill = '0'
		if !alignSpecified && defaultAlign == '>' {
			f.align = '='
		}
		pos++
	}
	n, consumed, err := parseDecimal(r, &pos)
	if err != nil {
		return nil, err
	}
	if consumed > 0 {
		f.width = n
	}
	if pos < len(r) && r[pos] == ',' {
		f.grouping = ','
		pos++
	}
	if pos < len(r) && r[pos] == '_' {
		if f.grouping != 0 {
			return nil, ExceptionNewf(ValueError, "Cannot specify both ',' and '_'.")
		}
		f.grouping = '_'
		pos++
	}
	if pos < len(r) && r[pos] == ',' && f.grouping == '_' {
		return nil, ExceptionNewf(ValueError, "Cannot specify both ',' and '_'.")
	}
	if pos < len(r) && r[pos] == '.' {
		pos++
		n, consumed, err := parseDecimal(r, &pos)
		if err != nil {
			return nil, err
		}
		if consumed == 0 {
			return nil, ExceptionNewf(ValueError, "Format specifier missing precision")
		}
		f.precision = n
	}
	if len(r)-pos > 1 {
		return nil, ExceptionNewf(ValueError, "Invalid format specifier '%s' for object of type '%s'", spec, typeName)
	}
	if len(r)-pos == 1 {
		f.typ = r[pos]
	}
	if f.grouping != 0 {
		switch f.typ {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if f.grouping == '_' {
				// PEP 515: underscores every four digits in bin/oct/hex.
				f.groupSize = 4
				break
			}
			fallthrough
		default:
			return nil, ExceptionNewf(ValueError, "Cannot specify '%c' with %s.", f.grouping, quoteFormatCode(f.typ))
		}
	}
	return f, nil
}

// quoteFormatCode quotes a presentation type for an error message.
func quoteFormatCode(c rune) string {
	if c > 32 && c < 128 {
		return "'" + string(c) + "'"
	}
	return "'\\x" + strconv.FormatInt(int64(c), 16) + "'"
}

// unknownFormatCode is the error for a presentation type that the
// formatted type does not support.
func unknownFormatCode(c rune, typeName string) error {
	return ExceptionNewf(ValueError, "Unknown format code %s for object of type '%s'", quoteFormatCode(c), typeName)
}

// parseDecimal reads ASCII digits at r[*pos:], returning their value
// and how many there were.
func parseDecimal(r []rune, pos *int) (n, consumed int, err error) {
	for *pos < len(r) && r[*pos] >= '0' && r[*pos] <= '9' {
		if n > (math.MaxInt64-9)/10 {
			return 0, 0, ExceptionNewf(ValueError, "Too many decimal digits in format string")
		}
		n = n*10 + int(r[*pos]-'0')
		*pos++
		consumed++
	}
	return n, consumed, nil
}

// formattedNumber is a number split up for padding: sign, prefix
// ("0x"), the integer digits (which get grouped), and the rest
// (decimal point, fraction, exponent, '%').
type formattedNumber struct {
	sign, prefix, digits, rest string
}

// render lays out the number as CPython's fill_number does: grouping,
// zero padding between sign and digits, and alignment.
func (n formattedNumber) render(f *formatSpec) string {
	digits := n.digits
	nonDigits := utf8.RuneCountInString(n.sign) + len(n.prefix) + utf8.RuneCountInString(n.rest)
	if f.grouping != 0 && digits != "" {
		minWidth := 0
		if f.fill == '0' && f.align == '=' {
			minWidth = f.width - nonDigits
		}
		digits = groupDigits(digits, f.groupSize, string(f.grouping), minWidth)
	}
	body := utf8.RuneCountInString(digits) + nonDigits
	pad := 0
	if f.width > body {
		pad = f.width - body
	}
	fill := string(f.fill)
	var b strings.Builder
	switch f.align {
	case '<':
		b.WriteString(n.sign + n.prefix + digits + n.rest + strings.Repeat(fill, pad))
	case '^':
		b.WriteString(strings.Repeat(fill, pad/2) + n.sign + n.prefix + digits + n.rest + strings.Repeat(fill, pad-pad/2))
	case '=':
		b.WriteString(n.sign + n.prefix + strings.Repeat(fill, pad) + digits + n.rest)
	default:
		b.WriteString(strings.Repeat(fill, pad) + n.sign + n.prefix + digits + n.rest)
	}
	return b.String()
}

// groupDigits inserts sep every size digits from the right, padding
// with zeros to at least minWidth characters, as CPython's
// _PyUnicode_InsertThousandsGrouping does for zero-padded fields.
func groupDigits(digits string, size int, sep string, minWidth int) string {
	var groups []string
	remaining := len(digits)
	for {
		l := minInt(size, maxInt(remaining, minWidth, 1))
		nChars := maxInt(0, minInt(remaining, l))
		nZeros := maxInt(0, l-remaining)
		groups = append(groups, strings.Repeat("0", nZeros)+digits[remaining-nChars:remaining])
		remaining -= nChars
		minWidth -= l
		if remaining <= 0 && minWidth <= 0 {
			break
		}
		minWidth -= len(sep)
	}
	for i, j := 0, len(groups)-1; i < j; i, j = i+1, j-1 {
		groups[i], groups[j] = groups[j], groups[i]
	}
	return strings.Join(groups, sep)
}

// numberSign is the sign to print for a number per the spec.
func numberSign(neg bool, f *formatSpec) string {
	switch {
	case neg:
		return "-"
	case f.sign == '+':
		return "+"
	case f.sign == ' ':
		return " "
	}
	return ""
}

// FormatFloat formats f as float.__format__(spec) does.
func FormatFloat(f float64, spec string) (string, error) {
	if spec == "" {
		return FloatRepr(f), nil
	}
	fs, err := parseFormatSpec(spec, 0, '>', "float")
	if err != nil {
		return "", err
	}
	switch fs.typ {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", unknownFormatCode(fs.typ, "float")
	}
	return formatFloatSpec(f, fs), nil
}

// formatFloatSpec is CPython's format_float_internal.
func formatFloatSpec(val float64, f *formatSpec) string {
	typ := f.typ
	flags := dtoaFlags{alt: f.alt, noNeg0: f.noNeg0}
	precision := f.precision
	defaultPrecision := 6
	if typ == 0 {
		// Like repr without a precision, like 'g' with one, but
		// always with at least one digit after the point.
		flags.addDot0 = true
		typ = 'r'
		defaultPrecision = 0
	}
	if typ == 'n' {
		typ = 'g'
	}
	percent := false
	if typ == '%' {
		typ = 'f'
		val *= 100
		percent = true
	}
	if precision < 0 {
		precision = defaultPrecision
	} else if typ == 'r' {
		typ = 'g'
	}
	s := formatDouble(val, byte(typ), precision, flags)
	if percent {
		s += "%"
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return formattedNumber{sign: numberSign(neg, f), digits: s[:i], rest: s[i:]}.render(f)
}

// FormatInt formats x as int.__format__(spec) does.
func FormatInt(x *big.Int, spec string) (string, error) {
	if spec == "" {
		return x.String(), nil
	}
	return formatInt(x, spec, "int")
}

// formatInt is int.__format__ for a non-empty spec; typeName is used
// in error messages.
func formatInt(x *big.Int, spec, typeName string) (string, error) {
	f, err := parseFormatSpec(spec, 'd', '>', typeName)
	if err != nil {
		return "", err
	}
	switch f.typ {
	case 'b', 'c', 'd', 'o', 'x', 'X', 'n':
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		v, acc := new(big.Float).SetInt(x).Float64()
		if math.IsInf(v, 0) && acc != big.Exact {
			return "", ExceptionNewf(OverflowError, "int too large to convert to float")
		}
		return formatFloatSpec(v, f), nil
	default:
		return "", unknownFormatCode(f.typ, typeName)
	}
	if f.precision >= 0 {
		return "", ExceptionNewf(ValueError, "Precision not allowed in integer format specifier")
	}
	if f.noNeg0 {
		return "", ExceptionNewf(ValueError, "Negative zero coercion (z) not allowed in integer format specifier")
	}
	if f.typ == 'c' {
		if f.sign != 0 {
			return "", ExceptionNewf(ValueError, "Sign not allowed with integer format specifier 'c'")
		}
		if f.alt {
			return "", ExceptionNewf(ValueError, "Alternate form (#) not allowed with integer format specifier 'c'")
		}
		if !x.IsInt64() {
			return "", ExceptionNewf(OverflowError, "Python int too large to convert to C long")
		}
		if x.Sign() < 0 || x.Cmp(big.NewInt(0x10ffff)) > 0 {
			return "", ExceptionNewf(OverflowError, "%%c arg not in range(0x110000)")
		}
		return formattedNumber{rest: string(rune(x.Int64()))}.render(f), nil
	}
	base, prefix := 10, ""
	switch f.typ {
	case 'b':
		base, prefix = 2, "0b"
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if !f.alt {
		prefix = ""
	}
	digits := new(big.Int).Abs(x).Text(base)
	if f.typ == 'X' {
		digits = strings.ToUpper(digits)
	}
	return formattedNumber{sign: numberSign(x.Sign() < 0, f), prefix: prefix, digits: digits}.render(f), nil
}

// FormatString formats s as str.__format__(spec) does.
func FormatString(s, spec string) (string, error) {
	if spec == "" {
		return s, nil
	}
	f, err := parseFormatSpec(spec, 's', '<', "str")
	if err != nil {
		return "", err
	}
	if f.typ != 's' {
		return "", unknownFormatCode(f.typ, "str")
	}
	switch {
	case f.sign == ' ':
		return "", ExceptionNewf(ValueError, "Space not allowed in string format specifier")
	case f.sign != 0:
		return "", ExceptionNewf(ValueError, "Sign not allowed in string format specifier")
	case f.noNeg0:
		return "", ExceptionNewf(ValueError, "Negative zero coercion (z) not allowed in string format specifier")
	case f.alt:
		return "", ExceptionNewf(ValueError, "Alternate form (#) not allowed in string format specifier")
	case f.align == '=':
		return "", ExceptionNewf(ValueError, "'=' alignment not allowed in string format specifier")
	}
	if f.precision >= 0 && utf8.RuneCountInString(s) > f.precision {
		s = string([]rune(s)[:f.precision])
	}
	return formattedNumber{rest: s}.render(f), nil
}

// Ascii returns ascii(obj): repr(obj) with non-ASCII characters
// escaped.
func Ascii(obj Object) (String, error) {
	r, err := ReprAsString(obj)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, c := range r {
		switch {
		case c < 0x80:
			b.WriteRune(c)
		case c < 0x100:
			fmt.Fprintf(&b, "\\x%02x", c)
		case c < 0x10000:
			fmt.Fprintf(&b, "\\u%04x", c)
		default:
			fmt.Fprintf(&b, "\\U%08x", c)
		}
	}
	return String(b.String()), nil
}

// convertField applies a !r, !s or !a conversion.
func convertField(obj Object, conversion rune) (Object, error) {
	switch conversion {
	case 'r':
		return Repr(obj)
	case 's':
		return Str(obj)
	case 'a':
		return Ascii(obj)
	}
	if conversion > 32 && conversion < 127 {
		return nil, ExceptionNewf(ValueError, "Unknown conversion specifier %c", conversion)
	}
	return nil, ExceptionNewf(ValueError, "Unknown conversion specifier \\x%x", conversion)
}

// FormatValue is the run-time part of an f-string replacement field
// {value!conversion:spec}; conversion is 0 for none or one of 'r',
// 's', 'a'.
func FormatValue(value Object, conversion rune, spec String) (Object, error) {
	if conversion == 0 && spec == "" {
		// alpyna patch: `f"{x}"` of an int, float or str is str(x),
		// as their __format__ with the empty spec is (Format's general
		// path parses the spec first)
		switch v := value.(type) {
		case Int:
			return v.M__str__()
		case Float:
			return v.M__str__()
		case String:
			return v, nil
		}
	}
	if conversion != 0 {
		var err error
		value, err = convertField(value, conversion)
		if err != nil {
			return nil, err
		}
	}
	return Format(value, spec)
}

func init() {
	StringType.Dict["format"] = MustNewMethod("format", func(self Object, args Tuple, kwargs StringDict) (Object, error) {
		return stringFormat(string(self.(String)), args, kwargs)
	}, 0, "S.format(*args, **kwargs) -> str\n\nReturn a formatted version of S, using substitutions from args and kwargs.\nThe substitutions are identified by braces ('{' and '}').")
	formatDoc := "Return a formatted version of the object as described by format_spec."
	StringType.Dict["__format__"] = MustNewMethod("__format__", func(self, spec Object) (Object, error) {
		return self.(String).M__format__(spec)
	}, 0, formatDoc)
	FloatType.Dict["__format__"] = MustNewMethod("__format__", func(self, spec Object) (Object, error) {
		return self.(Float).M__format__(spec)
	}, 0, formatDoc)
	IntType.Dict["__format__"] = MustNewMethod("__format__", func(self, spec Object) (Object, error) {
		if I, ok := self.(I__format__); ok {
			return I.M__format__(spec)
		}
		return nil, ExceptionNewf(TypeError, "descriptor '__format__' requires a 'int' object but received a '%s'", self.Type().Name)
	}, 0, formatDoc)
}

// Check interfaces are satisfied
var (
	_ I__format__ = Float(0)
	_ I__format__ = Int(0)
	_ I__format__ = (*BigInt)(nil)
	_ I__format__ = Bool(false)
	_ I__format__ = String("")
)

// maxInt returns the largest of its arguments (the fork builds as go1.18, without the max builtin).
func maxInt(x int, ys ...int) int {
	for _, y := range ys {
		if y > x {
			x = y
		}
	}
	return x
}

// minInt returns the smaller of x and y.
func minInt(x, y int) int {
	if y < x {
		return y
	}
	return x
}
