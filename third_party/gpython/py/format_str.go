// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: str.format, as CPython 3.11's
// Objects/stringlib/unicode_format.h does it.

package py

import (
	"strings"
)

// autoNumbering tracks whether str.format fields are numbered
// automatically ("{}") or manually ("{0}"); mixing is an error.
type autoNumbering struct {
	state int // 0: not yet known, 1: automatic, 2: manual
	next  int
}

// stringFormat implements str.format(*args, **kwargs).
func stringFormat(format string, args Tuple, kwargs StringDict) (Object, error) {
	var an autoNumbering
	out, err := buildFormatted(format, args, kwargs, 2, &an)
	if err != nil {
		return nil, err
	}
	return String(out), nil
}

// buildFormatted renders format; depth limits nesting of replacement
// fields inside format specs.
func buildFormatted(format string, args Tuple, kwargs StringDict, depth int, an *autoNumbering) (string, error) {
	if depth <= 0 {
		return "", ExceptionNewf(ValueError, "Max string recursion exceeded")
	}
	r := []rune(format)
	var b strings.Builder
	i := 0
	for i < len(r) {
		// Literal text up to a brace; doubled braces stand for themselves.
		start := i
		var c rune
		markup := false
		for i < len(r) {
			c = r[i]
			i++
			if c == '{' || c == '}' {
				markup = true
				break
			}
		}
		atEnd := i >= len(r)
		if c == '}' && markup && (atEnd || r[i] != '}') {
			return "", ExceptionNewf(ValueError, "Single '}' encountered in format string")
		}
		if atEnd && c == '{' && markup {
			return "", ExceptionNewf(ValueError, "Single '{' encountered in format string")
		}
		if !markup {
			b.WriteString(string(r[start:i]))
			break
		}
		if r[i] == c {
			b.WriteString(string(r[start:i]))
			i++
			continue
		}
		b.WriteString(string(r[start : i-1]))

		field, err := parseReplacementField(r, &i)
		if err != nil {
			return "", err
		}
		obj, err := lookupField(field.name, args, kwargs, an)
		if err != nil {
			return "", err
		}
		if field.conversion != 0 {
			obj, err = convertField(obj, field.conversion)
			if err != nil {
				return "", err
			}
		}
		spec := field.spec
		if field.specNeedsExpanding {
			spec, err = buildFormatted(spec, args, kwargs, depth-1, an)
			if err != nil {
				return "", err
			}
		}
		res, err := Format(obj, String(spec))
		if err != nil {
			return "", err
		}
		b.WriteString(string(res.(String)))
	}
	return b.String(), nil
}

// replacementField is a parsed "{name!conversion:spec}".
type replacementField struct {
	name               string
	conversion         rune
	spec               string
	specNeedsExpanding bool
}

// parseReplacementField parses the field starting at r[*i], just after
// its '{', leaving *i after the closing '}' (CPython's parse_field).
func parseReplacementField(r []rune, i *int) (replacementField, error) {
	var f replacementField
	start := *i
	var c rune
	for *i < len(r) {
		c = r[*i]
		*i++
		if c == '{' {
			return f, ExceptionNewf(ValueError, "unexpected '{' in field name")
		}
		if c == '[' {
			for *i < len(r) && r[*i] != ']' {
				*i++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	if c != '}' && c != ':' && c != '!' {
		return f, ExceptionNewf(ValueError, "expected '}' before end of string")
	}
	f.name = string(r[start : *i-1])
	if c == '}' {
		return f, nil
	}
	if c == '!' {
		if *i >= len(r) {
			return f, ExceptionNewf(ValueError, "end of string while looking for conversion specifier")
		}
		f.conversion = r[*i]
		*i++
		if *i < len(r) {
			c = r[*i]
			*i++
			if c == '}' {
				return f, nil
			}
			if c != ':' {
				return f, ExceptionNewf(ValueError, "expected ':' after conversion specifier")
			}
		}
	}
	specStart := *i
	count := 1
	for *i < len(r) {
		c = r[*i]
		*i++
		switch c {
		case '{':
			f.specNeedsExpanding = true
			count++
		case '}':
			count--
			if count == 0 {
				f.spec = string(r[specStart : *i-1])
				return f, nil
			}
		}
	}
	return f, ExceptionNewf(ValueError, "unmatched '{' in format spec")
}

// fieldIndex returns the value of s if it is all ASCII digits, else -1.
func fieldIndex(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	r := []rune(s)
	pos := 0
	n, consumed, err := parseDecimal(r, &pos)
	if err != nil {
		return -1, err
	}
	if consumed != len(r) {
		return -1, nil
	}
	return n, nil
}

// lookupField finds the object a field name like "0", "", "name",
// "0.attr" or "a[1][key]" refers to.
func lookupField(name string, args Tuple, kwargs StringDict, an *autoNumbering) (Object, error) {
	end := strings.IndexAny(name, ".[")
	if end < 0 {
		end = len(name)
	}
	first, rest := name[:end], name[end:]
	index, err := fieldIndex(first)
	if err != nil {
		return nil, err
	}
	if first == "" || index >= 0 {
		if an.state == 0 {
			an.state = 2
			if first == "" {
				an.state = 1
			}
		}
		if an.state == 2 && first == "" {
			return nil, ExceptionNewf(ValueError, "cannot switch from manual field specification to automatic field numbering")
		}
		if an.state == 1 && first != "" {
			return nil, ExceptionNewf(ValueError, "cannot switch from automatic field numbering to manual field specification")
		}
		if first == "" {
			index = an.next
			an.next++
		}
	}
	var obj Object
	if index < 0 {
		v, ok := kwargs[first]
		if !ok {
			return nil, &Exception{Base: KeyError, Args: Tuple{String(first)}, Dict: make(StringDict)}
		}
		obj = v
	} else {
		if index >= len(args) {
			return nil, ExceptionNewf(IndexError, "Replacement index %d out of range for positional args tuple", index)
		}
		obj = args[index]
	}
	for rest != "" {
		var isAttr bool
		var part string
		switch rest[0] {
		case '.':
			isAttr = true
			rest = rest[1:]
			end := strings.IndexAny(rest, ".[")
			if end < 0 {
				end = len(rest)
			}
			part, rest = rest[:end], rest[end:]
		case '[':
			rest = rest[1:]
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, ExceptionNewf(ValueError, "Missing ']' in format string")
			}
			part, rest = rest[:end], rest[end+1:]
		default:
			return nil, ExceptionNewf(ValueError, "Only '.' or '[' may follow ']' in format field specifier")
		}
		if part == "" {
			return nil, ExceptionNewf(ValueError, "Empty attribute in format string")
		}
		if isAttr {
			obj, err = GetAttrString(obj, part)
		} else {
			var idx int
			idx, err = fieldIndex(part)
			if err != nil {
				return nil, err
			}
			if idx >= 0 {
				obj, err = GetItem(obj, Int(idx))
			} else {
				obj, err = GetItem(obj, String(part))
			}
		}
		if err != nil {
			return nil, err
		}
	}
	return obj, nil
}
