package frontend

// This file converts gpython's positions to CPython's. gpython records the
// position of a node's first token for most nodes, as CPython does, but
// places a subscript at its '[', an attribute at its '.', a call at 0:0
// (no position) and an elif at a meaningless place. CPython puts the first
// three at the start of the primary they apply to (including an opening
// parenthesis around it) and an elif at its keyword. The fix-ups read the
// source text: positions are converted once, here, and nowhere else.

import (
	"bytes"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
)

// source is the text of a module, split in lines for position look-ups.
type source struct {
	file  string
	lines [][]byte // lines[0] is line 1, without its newline
}

func newSource(file string, src []byte) *source {
	lines := bytes.Split(src, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimSuffix(l, []byte("\r"))
	}
	return &source{file: file, lines: lines}
}

// pos converts a gpython position (1-based line, 0-based byte column) to a
// nest.Pos (both 1-based).
func (s *source) pos(p ast.Pos) nest.Pos {
	return nest.Pos{File: s.file, Line: p.Lineno, Col: p.ColOffset + 1}
}

// at returns the byte at line l, column c (gpython coordinates), or 0.
func (s *source) at(l, c int) byte {
	if l < 1 || l > len(s.lines) || c < 0 || c >= len(s.lines[l-1]) {
		return 0
	}
	return s.lines[l-1][c]
}

// start returns the position CPython gives expression e: where its first
// token is, an enclosing parenthesis included for the primary of a
// subscript or attribute.
func (s *source) start(e ast.Expr) ast.Pos {
	switch x := e.(type) {
	case *ast.Subscript:
		return s.widen(s.start(x.Value), x.Pos)
	case *ast.Attribute:
		return s.widen(s.start(x.Value), x.Pos)
	case *ast.Call:
		// A parenthesised callee, (f)(x), keeps the callee's start:
		// gpython gives no position for the argument list to check
		// against.
		return s.start(x.Func)
	case nil:
		return ast.Pos{Lineno: 1}
	}
	return ast.Pos{Lineno: e.GetLineno(), ColOffset: e.GetColOffset()}
}

// widen extends p, the start of a primary whose trailer ('[' or '.') is at
// trailer, over the parentheses that enclose the primary alone: (a)[i]
// starts at the '('.
func (s *source) widen(p, trailer ast.Pos) ast.Pos {
	for {
		l, c, ok := s.prevNonSpace(p.Lineno, p.ColOffset)
		if !ok || s.at(l, c) != '(' {
			return p
		}
		el, ec, ok := s.matchParen(l, c)
		if !ok {
			return p
		}
		nl, nc, ok := s.nextNonSpace(el, ec+1)
		if !ok || nl != trailer.Lineno || nc != trailer.ColOffset {
			return p
		}
		p = ast.Pos{Lineno: l, ColOffset: c}
	}
}

// prevNonSpace finds the last non-blank byte before line l, column c.
func (s *source) prevNonSpace(l, c int) (int, int, bool) {
	for l >= 1 && l <= len(s.lines) {
		line := s.lines[l-1]
		if c > len(line) {
			c = len(line)
		}
		for c--; c >= 0; c-- {
			switch line[c] {
			case ' ', '\t', '\f':
			case '\\':
				if c == len(line)-1 { // a line continuation
					continue
				}
				return l, c, true
			default:
				return l, c, true
			}
		}
		l--
		if l >= 1 {
			c = len(s.lines[l-1])
		}
	}
	return 0, 0, false
}

// nextNonSpace finds the first non-blank byte from line l, column c on,
// skipping comments and line ends.
func (s *source) nextNonSpace(l, c int) (int, int, bool) {
	for l >= 1 && l <= len(s.lines) {
		line := s.lines[l-1]
		for ; c < len(line); c++ {
			switch line[c] {
			case ' ', '\t', '\f', '\\':
				continue
			case '#':
				c = len(line)
				continue
			}
			return l, c, true
		}
		l++
		c = 0
	}
	return 0, 0, false
}

// matchParen finds the ')' closing the '(' at line l, column c, skipping
// nested brackets, string literals and comments.
func (s *source) matchParen(l, c int) (int, int, bool) {
	depth := 0
	var quote []byte // the open string's delimiter
	for ; l <= len(s.lines); l, c = l+1, 0 {
		line := s.lines[l-1]
		for ; c < len(line); c++ {
			ch := line[c]
			if quote != nil {
				switch {
				case ch == '\\':
					c++
				case bytes.HasPrefix(line[c:], quote):
					c += len(quote) - 1
					quote = nil
				}
				continue
			}
			switch ch {
			case '#':
				c = len(line)
			case '\'', '"':
				quote = []byte{ch}
				if c+2 < len(line) && line[c+1] == ch && line[c+2] == ch {
					quote = []byte{ch, ch, ch}
					c += 2
				}
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
				if depth == 0 {
					return l, c, ch == ')'
				}
			}
		}
		if quote != nil && len(quote) == 1 {
			quote = nil // an unterminated one-line string: give up on it
		}
	}
	return 0, 0, false
}

// elifPos returns the position of the elif keyword before the test of an
// elif clause, or p when the clause is a plain if (else: if ...).
func (s *source) elifPos(test ast.Expr, p ast.Pos) ast.Pos {
	tp := s.start(test)
	l, c := tp.Lineno, tp.ColOffset
	for {
		var ok bool
		l, c, ok = s.prevNonSpace(l, c)
		if !ok {
			return p
		}
		if s.at(l, c) != '(' {
			break
		}
	}
	line := s.lines[l-1]
	if c >= 3 && string(line[c-3:c+1]) == "elif" && (c == 3 || !isIdentByte(line[c-4])) {
		return ast.Pos{Lineno: l, ColOffset: c - 3}
	}
	return p
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}
