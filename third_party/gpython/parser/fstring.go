// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: f-strings.
//
// The lexer reads an f-string literal like any other string, then
// parseFString splits its body into literal text and replacement
// fields as CPython 3.11 does (Parser/string_parser.c): the
// expressions are parsed by a nested lexer and parser positioned at
// their place in the file, and the result is an *ast.JoinedStr which
// travels through the grammar as the value of a STRING token.

package parser

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// fstringError is a syntax error inside an f-string, at pos.
type fstringError struct {
	msg string
	pos ast.Pos
}

func (e *fstringError) Error() string { return e.msg }

// fstringParser splits up the body of one f-string literal.
type fstringParser struct {
	body     string  // the text between the quotes, escapes undecoded
	raw      bool    // an rf"" string: backslashes are literal
	start    ast.Pos // position of body[0] in the file
	filename string
}

// parseFString parses the body of an f-string that starts at start.
// It returns a py.String when there are no replacement fields and an
// *ast.JoinedStr otherwise.
func parseFString(body string, raw bool, start ast.Pos, filename string) (py.Object, *fstringError) {
	p := &fstringParser{body: body, raw: raw, start: start, filename: filename}
	i := 0
	values, err := p.parse(&i, 0)
	if err != nil {
		return nil, err
	}
	return joinedStrOrString(start, values), nil
}

// joinedStrOrString returns the string itself when values is a single
// literal (or nothing) and a JoinedStr otherwise.
func joinedStrOrString(pos ast.Pos, values []ast.Expr) py.Object {
	switch len(values) {
	case 0:
		return py.String("")
	case 1:
		if s, ok := values[0].(*ast.Str); ok {
			return s.S
		}
	}
	return &ast.JoinedStr{ExprBase: ast.ExprBase{Pos: pos}, Values: values}
}

// posAt returns the file position of p.body[i].
func (p *fstringParser) posAt(i int) ast.Pos {
	pos := p.start
	for j := 0; j < i && j < len(p.body); j++ {
		if p.body[j] == '\n' {
			pos.Lineno++
			pos.ColOffset = 0
		} else {
			pos.ColOffset++
		}
	}
	return pos
}

// errorAt returns a syntax error at p.body[i].
func (p *fstringParser) errorAt(i int, format string, a ...interface{}) *fstringError {
	return &fstringError{msg: fmt.Sprintf(format, a...), pos: p.posAt(i)}
}

// appendLiteral adds literal text to values, merging it with a
// preceding literal.
func appendLiteral(values []ast.Expr, pos ast.Pos, s string) []ast.Expr {
	if s == "" {
		return values
	}
	if n := len(values); n > 0 {
		if last, ok := values[n-1].(*ast.Str); ok {
			last.S += py.String(s)
			return values
		}
	}
	return append(values, &ast.Str{ExprBase: ast.ExprBase{Pos: pos}, S: py.String(s)})
}

// parse reads literal text and replacement fields from p.body[*i:]
// until the end of the body or, inside a format spec (level > 0), an
// unmatched '}', which it leaves unread.
func (p *fstringParser) parse(i *int, level int) ([]ast.Expr, *fstringError) {
	var values []ast.Expr
	body := p.body
	for *i < len(body) {
		start := *i
		var lit strings.Builder
		for *i < len(body) {
			c := body[*i]
			if c == '\\' && !p.raw && *i+1 < len(body) {
				// Keep escapes whole so an escaped quote or
				// backslash is not mistaken for anything else; \N{...}
				// names a character and its braces are not fields.
				if body[*i+1] == 'N' && *i+2 < len(body) && body[*i+2] == '{' {
					end := strings.IndexByte(body[*i:], '}')
					if end >= 0 {
						lit.WriteString(body[*i : *i+end+1])
						*i += end + 1
						continue
					}
				}
				if body[*i+1] != '{' && body[*i+1] != '}' {
					lit.WriteString(body[*i : *i+2])
					*i += 2
					continue
				}
			}
			if c == '{' || c == '}' {
				// Doubled braces are literal, but only at the top
				// level, so that f'{x:{y}}' ends with two fields.
				if level == 0 {
					if *i+1 < len(body) && body[*i+1] == c {
						lit.WriteByte(c)
						*i += 2
						continue
					}
					if c == '}' {
						return nil, p.errorAt(*i, "f-string: single '}' is not allowed")
					}
				}
				break
			}
			lit.WriteByte(c)
			*i++
		}
		text, err := p.decodeLiteral(lit.String(), start)
		if err != nil {
			return nil, err
		}
		values = appendLiteral(values, p.posAt(start), text)
		if *i >= len(body) || body[*i] == '}' {
			break
		}
		values, err = p.parseField(i, level, values)
		if err != nil {
			return nil, err
		}
	}
	return values, nil
}

// decodeLiteral decodes the backslash escapes of literal text that
// starts at p.body[start].
func (p *fstringParser) decodeLiteral(s string, start int) (string, *fstringError) {
	if p.raw || !strings.Contains(s, `\`) {
		return s, nil
	}
	// A backslash just before a brace is not an escape: CPython keeps
	// it (with a DeprecationWarning).
	trailing := ""
	if n := len(s) - len(strings.TrimRight(s, `\`)); n%2 == 1 {
		s, trailing = s[:len(s)-1], `\`
	}
	out, err := DecodeEscape(bytes.NewBufferString(s), false)
	if err != nil {
		return "", p.errorAt(start, "(unicode error) %v", err)
	}
	return out.String() + trailing, nil
}

// parseField parses the replacement field at p.body[*i], which is '{',
// appending its parts to values (CPython's fstring_find_expr).
func (p *fstringParser) parseField(i *int, level int, values []ast.Expr) ([]ast.Expr, *fstringError) {
	body := p.body
	if level >= 2 {
		return nil, p.errorAt(*i, "f-string: expressions nested too deeply")
	}
	*i++
	exprStart := *i
	var quote byte
	triple := false
	var parens []byte
scan:
	for ; *i < len(body); *i++ {
		c := body[*i]
		if c == '\\' {
			return nil, p.errorAt(*i, "f-string expression part cannot include a backslash")
		}
		if quote != 0 {
			if c == quote {
				if !triple {
					quote = 0
				} else if *i+2 < len(body) && body[*i+1] == c && body[*i+2] == c {
					*i += 2
					quote = 0
				}
			}
			continue
		}
		switch c {
		case '\'', '"':
			triple = *i+2 < len(body) && body[*i+1] == c && body[*i+2] == c
			if triple {
				*i += 2
			}
			quote = c
		case '[', '{', '(':
			if len(parens) >= 200 {
				return nil, p.errorAt(*i, "f-string: too many nested parenthesis")
			}
			parens = append(parens, c)
		case '#':
			return nil, p.errorAt(*i, "f-string expression part cannot include '#'")
		case ']', '}', ')':
			if len(parens) == 0 {
				if c == '}' {
					break scan
				}
				return nil, p.errorAt(*i, "f-string: unmatched '%c'", c)
			}
			open := parens[len(parens)-1]
			parens = parens[:len(parens)-1]
			if !(open == '(' && c == ')' || open == '[' && c == ']' || open == '{' && c == '}') {
				return nil, p.errorAt(*i, "f-string: closing parenthesis '%c' does not match opening parenthesis '%c'", c, open)
			}
		case '!', ':', '=', '<', '>':
			if len(parens) > 0 {
				continue
			}
			// Two-character operators do not end the expression.
			if *i+1 < len(body) && body[*i+1] == '=' && c != ':' {
				*i++
				continue
			}
			if c == '<' || c == '>' {
				continue
			}
			break scan
		}
	}
	exprEnd := *i
	switch {
	case quote != 0:
		return nil, p.errorAt(*i, "f-string: unterminated string")
	case len(parens) > 0:
		return nil, p.errorAt(*i, "f-string: unmatched '%c'", parens[len(parens)-1])
	case *i >= len(body):
		return nil, p.errorAt(*i, "f-string: expecting '}'")
	}
	exprText := body[exprStart:exprEnd]
	if strings.TrimSpace(exprText) == "" {
		return nil, p.errorAt(*i, "f-string: empty expression not allowed")
	}
	value, err := parseFStringExpr(exprText, p.filename, p.posAt(exprStart))
	if err != nil {
		return nil, err
	}

	// {expr=} prints the expression's text, then its repr.
	selfDoc := ""
	if body[*i] == '=' {
		*i++
		for *i < len(body) && strings.IndexByte(" \t\n\r\f\v", body[*i]) >= 0 {
			*i++
		}
		if *i >= len(body) {
			return nil, p.errorAt(*i, "f-string: expecting '}'")
		}
		selfDoc = body[exprStart:*i]
	}
	var conversion rune
	if body[*i] == '!' {
		*i++
		if *i >= len(body) {
			return nil, p.errorAt(*i, "f-string: expecting '}'")
		}
		conversion = rune(body[*i])
		if conversion != 's' && conversion != 'r' && conversion != 'a' {
			return nil, p.errorAt(*i, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		*i++
		if *i >= len(body) {
			return nil, p.errorAt(*i, "f-string: expecting '}'")
		}
	}
	var spec ast.Expr
	if body[*i] == ':' {
		specPos := p.posAt(*i + 1)
		*i++
		if *i >= len(body) {
			return nil, p.errorAt(*i, "f-string: expecting '}'")
		}
		parts, err := p.parse(i, level+1)
		if err != nil {
			return nil, err
		}
		spec = &ast.JoinedStr{ExprBase: ast.ExprBase{Pos: specPos}, Values: parts}
	}
	if *i >= len(body) || body[*i] != '}' {
		return nil, p.errorAt(*i, "f-string: expecting '}'")
	}
	*i++
	if selfDoc != "" && spec == nil && conversion == 0 {
		conversion = 'r'
	}
	values = appendLiteral(values, p.posAt(exprStart), selfDoc)
	field := &ast.FormattedValue{ExprBase: ast.ExprBase{Pos: ast.Pos{Lineno: value.GetLineno(), ColOffset: value.GetColOffset()}}, Value: value, Conversion: conversion, FormatSpec: spec}
	return append(values, field), nil
}

// parseFStringExpr parses the expression of a replacement field, found
// at pos in the file. Like CPython, it parses it as if in parentheses,
// so it may span lines.
func parseFStringExpr(text, filename string, pos ast.Pos) (expr ast.Expr, ferr *fstringError) {
	lex, err := NewLex(strings.NewReader(text), filename, py.EvalMode)
	if err != nil {
		return nil, &fstringError{msg: err.Error(), pos: pos}
	}
	lex.parenthesis = 1
	lex.pos.Lineno = pos.Lineno - 1
	lex.firstLine, lex.firstColOffset = pos.Lineno, pos.ColOffset
	defer func() {
		if r := recover(); r != nil {
			ferr = &fstringError{msg: fmt.Sprintf("f-string: %v", r), pos: lex.pos}
		}
	}()
	yyParse(lex)
	if e := lex.syntaxErr(); e != nil {
		return nil, &fstringError{msg: "f-string: " + e.msg, pos: e.pos}
	}
	e, ok := lex.mod.(*ast.Expression)
	if !ok || e.Body == nil {
		return nil, &fstringError{msg: "f-string: invalid syntax", pos: pos}
	}
	return e.Body, nil
}

// concatStrings joins adjacent string literals: str and f-string parts
// combine, bytes combine only with bytes.
func concatStrings(yylex yyLexer, a, b py.Object) py.Object {
	ab, aIsBytes := a.(py.Bytes)
	bb, bIsBytes := b.(py.Bytes)
	switch {
	case aIsBytes && bIsBytes:
		return append(ab, bb...)
	case aIsBytes:
		yylex.(*yyLex).SyntaxError("cannot mix bytes and nonbytes literals")
		return a
	case bIsBytes:
		yylex.(*yyLex).SyntaxError("cannot mix string and nonstring literals")
		return a
	}
	if as, ok := a.(py.String); ok {
		if bs, ok := b.(py.String); ok {
			return as + bs
		}
	}
	// At least one side is an f-string.
	var values []ast.Expr
	var pos ast.Pos
	for _, part := range []py.Object{a, b} {
		switch v := part.(type) {
		case py.String:
			values = appendLiteral(values, pos, string(v))
		case *ast.JoinedStr:
			if len(values) == 0 {
				pos = v.Pos
			}
			for _, value := range v.Values {
				if s, ok := value.(*ast.Str); ok {
					values = appendLiteral(values, s.Pos, string(s.S))
				} else {
					values = append(values, value)
				}
			}
		}
	}
	return joinedStrOrString(pos, values)
}

// setFStringPos gives the literal parts, fields and format specs of an
// f-string the position of the whole string, as CPython does; the
// expressions in the fields keep their own positions.
func setFStringPos(js *ast.JoinedStr, pos ast.Pos) {
	js.Pos = pos
	for _, value := range js.Values {
		switch v := value.(type) {
		case *ast.Str:
			v.Pos = pos
		case *ast.FormattedValue:
			v.Pos = pos
			if spec, ok := v.FormatSpec.(*ast.JoinedStr); ok {
				setFStringPos(spec, pos)
			}
		}
	}
}
