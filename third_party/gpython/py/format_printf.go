// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: printf-style formatting (str % args), as CPython
// 3.11's PyUnicode_Format does it.

package py

import (
	"math"
	"math/big"
	"strings"
	"unicode/utf8"
)

// printfSpec holds the parts of one %-conversion.
type printfSpec struct {
	ljust, sign, blank, alt, zero bool
	width, prec                   int // -1 when not given
	conv                          rune
}

// printfFormatter walks the arguments of str % args.
type printfFormatter struct {
	args    Object
	argIdx  int
	argLen  int
	mapping Object // args, when it is a mapping
}

// nextArg returns the next positional argument.
func (p *printfFormatter) nextArg() (Object, error) {
	if p.argIdx < p.argLen {
		i := p.argIdx
		p.argIdx++
		if p.argLen < 0 {
			return p.args, nil
		}
		return p.args.(Tuple)[i], nil
	}
	return nil, ExceptionNewf(TypeError, "not enough arguments for format string")
}

// isPrintfMapping reports whether str % obj looks values up by key in
// obj, like CPython's PyMapping_Check test.
func isPrintfMapping(obj Object) bool {
	switch obj.(type) {
	case Tuple, String:
		return false
	case I__getitem__:
		return true
	}
	if t, ok := obj.(*Type); ok {
		return t.Type().GetAttrOrNil("__getitem__") != nil
	}
	return false
}

// printfFormat implements format % args (PyUnicode_Format).
func printfFormat(format string, args Object) (Object, error) {
	p := &printfFormatter{args: args, argLen: -1, argIdx: -2}
	if t, ok := args.(Tuple); ok {
		p.argLen, p.argIdx = len(t), 0
	}
	if isPrintfMapping(args) {
		p.mapping = args
	}
	r := []rune(format)
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		if r[i] != '%' {
			b.WriteRune(r[i])
			continue
		}
		i++
		if i < len(r) && r[i] == '%' {
			b.WriteByte('%')
			continue
		}
		var value Object
		if i < len(r) && r[i] == '(' {
			if p.mapping == nil {
				return nil, ExceptionNewf(TypeError, "format requires a mapping")
			}
			i++
			keyStart, depth := i, 1
			for i < len(r) && depth > 0 {
				switch r[i] {
				case '(':
					depth++
				case ')':
					depth--
				}
				i++
			}
			if depth > 0 {
				return nil, ExceptionNewf(ValueError, "incomplete format key")
			}
			v, err := GetItem(p.mapping, String(r[keyStart:i-1]))
			if err != nil {
				return nil, err
			}
			value = v
			p.argLen, p.argIdx = -1, -2
		}
		spec := printfSpec{width: -1, prec: -1}
	flags:
		for ; i < len(r); i++ {
			switch r[i] {
			case '-':
				spec.ljust = true
			case '+':
				spec.sign = true
			case ' ':
				spec.blank = true
			case '#':
				spec.alt = true
			case '0':
				spec.zero = true
			default:
				break flags
			}
		}
		if i < len(r) && r[i] == '*' {
			w, err := p.starArg()
			if err != nil {
				return nil, err
			}
			if w < 0 {
				spec.ljust = true
				w = -w
			}
			spec.width = w
			i++
		} else if n, consumed, err := parseDecimal(r, &i); err != nil {
			return nil, ExceptionNewf(ValueError, "width too big")
		} else if consumed > 0 {
			spec.width = n
		}
		if i < len(r) && r[i] == '.' {
			i++
			if i < len(r) && r[i] == '*' {
				pr, err := p.starArg()
				if err != nil {
					return nil, err
				}
				spec.prec = maxInt(pr, 0)
				i++
			} else if n, _, err := parseDecimal(r, &i); err != nil {
				return nil, ExceptionNewf(ValueError, "precision too big")
			} else {
				spec.prec = n
			}
		}
		if i < len(r) && (r[i] == 'h' || r[i] == 'l' || r[i] == 'L') {
			i++
		}
		if i >= len(r) {
			return nil, ExceptionNewf(ValueError, "incomplete format")
		}
		spec.conv = r[i]
		if value == nil {
			v, err := p.nextArg()
			if err != nil {
				return nil, err
			}
			value = v
		}
		s, err := printfOne(value, &spec, i)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	if p.argIdx < p.argLen && p.mapping == nil {
		return nil, ExceptionNewf(TypeError, "not all arguments converted during string formatting")
	}
	return String(b.String()), nil
}

// starArg reads a '*' width or precision from the arguments.
func (p *printfFormatter) starArg() (int, error) {
	v, err := p.nextArg()
	if err != nil {
		return 0, err
	}
	switch n := v.(type) {
	case Int:
		return int(n), nil
	case Bool:
		if n {
			return 1, nil
		}
		return 0, nil
	}
	return 0, ExceptionNewf(TypeError, "* wants int")
}

// printfOne formats value for one conversion; index is the position of
// the conversion character, for error messages.
func printfOne(value Object, spec *printfSpec, index int) (string, error) {
	var body, sign, prefix string
	numeric := false
	switch spec.conv {
	case 's', 'r', 'a':
		var s Object
		var err error
		switch spec.conv {
		case 's':
			s, err = Str(value)
		case 'r':
			s, err = Repr(value)
		default:
			s, err = Ascii(value)
		}
		if err != nil {
			return "", err
		}
		body = string(s.(String))
		if spec.prec >= 0 && utf8.RuneCountInString(body) > spec.prec {
			body = string([]rune(body)[:spec.prec])
		}
	case 'c':
		switch v := value.(type) {
		case String:
			if utf8.RuneCountInString(string(v)) != 1 {
				return "", ExceptionNewf(TypeError, "%%c requires int or char")
			}
			body = string(v)
		default:
			x, ok := printfInteger(value)
			if !ok {
				return "", ExceptionNewf(TypeError, "%%c requires int or char")
			}
			if x.Sign() < 0 || x.Cmp(big.NewInt(0x10ffff)) > 0 {
				return "", ExceptionNewf(OverflowError, "%%c arg not in range(0x110000)")
			}
			body = string(rune(x.Int64()))
		}
	case 'd', 'i', 'u', 'o', 'x', 'X':
		numeric = true
		x, ok := printfInteger(value)
		if !ok {
			f, isFloat := value.(Float)
			switch {
			case isFloat && (spec.conv == 'd' || spec.conv == 'i' || spec.conv == 'u'):
				if math.IsInf(float64(f), 0) {
					return "", ExceptionNewf(OverflowError, "cannot convert float infinity to integer")
				}
				if math.IsNaN(float64(f)) {
					return "", ExceptionNewf(ValueError, "cannot convert float NaN to integer")
				}
				x, _ = new(big.Float).SetFloat64(math.Trunc(float64(f))).Int(nil)
			case spec.conv == 'd' || spec.conv == 'i' || spec.conv == 'u':
				return "", ExceptionNewf(TypeError, "%%%c format: a real number is required, not %s", spec.conv, value.Type().Name)
			default:
				return "", ExceptionNewf(TypeError, "%%%c format: an integer is required, not %s", spec.conv, value.Type().Name)
			}
		}
		base := 10
		switch spec.conv {
		case 'o':
			base, prefix = 8, "0o"
		case 'x':
			base, prefix = 16, "0x"
		case 'X':
			base, prefix = 16, "0X"
		}
		if !spec.alt {
			prefix = ""
		}
		body = new(big.Int).Abs(x).Text(base)
		if spec.conv == 'X' {
			body = strings.ToUpper(body)
		}
		if spec.prec > len(body) {
			body = strings.Repeat("0", spec.prec-len(body)) + body
		}
		if x.Sign() < 0 {
			sign = "-"
		}
	case 'e', 'E', 'f', 'F', 'g', 'G':
		numeric = true
		f, err := printfFloat(value)
		if err != nil {
			return "", err
		}
		prec := spec.prec
		if prec < 0 {
			prec = 6
		}
		body = formatDouble(f, byte(spec.conv), prec, dtoaFlags{alt: spec.alt})
		if strings.HasPrefix(body, "-") {
			sign, body = "-", body[1:]
		}
	default:
		c := spec.conv
		if c > 32 && c < 127 {
			return "", ExceptionNewf(ValueError, "unsupported format character '%c' (0x%x) at index %d", c, c, index)
		}
		return "", ExceptionNewf(ValueError, "unsupported format character '\\x%x' (0x%x) at index %d", c, c, index)
	}
	if numeric && sign == "" {
		if spec.sign {
			sign = "+"
		} else if spec.blank {
			sign = " "
		}
	}
	n := utf8.RuneCountInString(body) + len(sign) + len(prefix)
	pad := maxInt(spec.width-n, 0)
	switch {
	case spec.ljust:
		return sign + prefix + body + strings.Repeat(" ", pad), nil
	case spec.zero && numeric:
		return sign + prefix + strings.Repeat("0", pad) + body, nil
	}
	return strings.Repeat(" ", pad) + sign + prefix + body, nil
}

// printfInteger returns value as an integer if it is an int or bool.
func printfInteger(value Object) (*big.Int, bool) {
	switch v := value.(type) {
	case Int:
		return big.NewInt(int64(v)), true
	case Bool:
		if v {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	case *BigInt:
		return (*big.Int)(v), true
	}
	if I, ok := value.(I__index__); ok {
		r, err := I.M__index__()
		if err == nil {
			return printfInteger(r)
		}
	}
	return nil, false
}

// printfFloat converts the argument of a float conversion.
func printfFloat(value Object) (float64, error) {
	switch v := value.(type) {
	case Float:
		return float64(v), nil
	case Int, Bool, *BigInt:
		f, err := MakeFloat(v)
		if err != nil {
			return 0, err
		}
		return float64(f.(Float)), nil
	}
	if I, ok := value.(I__float__); ok {
		f, err := I.M__float__()
		if err != nil {
			return 0, err
		}
		if ff, ok := f.(Float); ok {
			return float64(ff), nil
		}
	}
	return 0, ExceptionNewf(TypeError, "must be real number, not %s", value.Type().Name)
}
