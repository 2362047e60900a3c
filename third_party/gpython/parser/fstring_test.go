// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: f-string parsing tests.

package parser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

func TestFStringParse(t *testing.T) {
	tests := []struct {
		src  string
		want string // ast.Dump of the expression
	}{
		{`f''`, `Str(s='')`},
		{`f'ab'`, `Str(s='ab')`},
		{`f'{{}}'`, `Str(s='{}')`},
		{`f'{x}'`, `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=0, formatspec=None)])`},
		{`f'a{x!r:>{w}}b'`, `JoinedStr(values=[Str(s='a'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, formatspec=JoinedStr(values=[Str(s='>'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=0, formatspec=None)])), Str(s='b')])`},
		{`'a' f'{b}' 'c'`, `JoinedStr(values=[Str(s='a'), FormattedValue(value=Name(id='b', ctx=Load()), conversion=0, formatspec=None), Str(s='c')])`},
		{`f'{x = }'`, `JoinedStr(values=[Str(s='x = '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, formatspec=None)])`},
		{`f'{x=:.2f}'`, `JoinedStr(values=[Str(s='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=0, formatspec=JoinedStr(values=[Str(s='.2f')]))])`},
		{`f'{x!a}\t'`, "JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=97, formatspec=None), Str(s='\t')])"},
		{`rf'\t{x}'`, `JoinedStr(values=[Str(s='\t'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=0, formatspec=None)])`},
		{`F"{a['k']}"`, `JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='a', ctx=Load()), slice=Index(value=Str(s='k')), ctx=Load()), conversion=0, formatspec=None)])`},
		{`f'{a!=b}'`, `JoinedStr(values=[FormattedValue(value=Compare(left=Name(id='a', ctx=Load()), ops=[NotEq()], comparators=[Name(id='b', ctx=Load())]), conversion=0, formatspec=None)])`},
		{`f'{ {1: 2}[1] }'`, `JoinedStr(values=[FormattedValue(value=Subscript(value=Dict(keys=[Num(n=1)], values=[Num(n=2)]), slice=Index(value=Num(n=1)), ctx=Load()), conversion=0, formatspec=None)])`},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			mod, err := ParseString(tt.src, py.EvalMode)
			if err != nil {
				t.Fatalf("ParseString(%q): %v", tt.src, err)
			}
			got := ast.Dump(mod.(*ast.Expression).Body)
			if got != tt.want {
				t.Errorf("ParseString(%q)\n got %s\nwant %s", tt.src, got, tt.want)
			}
		})
	}
}

// TestFStringPositions checks that the names in f-string fields get
// their place in the file, as in CPython.
func TestFStringPositions(t *testing.T) {
	tests := []struct {
		src  string
		want string // "name line:col" for each Name
	}{
		{"f'a{x!r:>{w}}b'", "x 1:4 w 1:10"},
		{"'a' f'{b}'", "b 1:7"},
		{"y = 1\nz = (f'''\n  {x+\n y}''')", "y 1:0 z 2:0 x 3:3 y 4:1"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			mod, err := ParseString(tt.src, py.ExecMode)
			if err != nil {
				t.Fatalf("ParseString(%q): %v", tt.src, err)
			}
			var names []string
			ast.Walk(mod, func(node ast.Ast) bool {
				if name, ok := node.(*ast.Name); ok {
					names = append(names, fmt.Sprintf("%s %d:%d", name.Id, name.Lineno, name.ColOffset))
				}
				return true
			})
			if got := strings.Join(names, " "); got != tt.want {
				t.Errorf("names in %q: got %q, want %q", tt.src, got, tt.want)
			}
		})
	}
}

func TestFStringErrors(t *testing.T) {
	tests := []struct {
		src     string
		wantMsg string
		line    int
		col     int
	}{
		{`f"{x!z}"`, "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 5},
		{`f"{x!r"`, "f-string: expecting '}'", 1, 6},
		{`f"{}"`, "f-string: empty expression not allowed", 1, 3},
		{`f"{x"`, "f-string: expecting '}'", 1, 4},
		{`f"}"`, "f-string: single '}' is not allowed", 1, 2},
		{`f"{#}"`, "f-string expression part cannot include '#'", 1, 3},
		{`f"{a)}"`, "f-string: unmatched ')'", 1, 4},
		{`f"{(a]}"`, "f-string: closing parenthesis ']' does not match opening parenthesis '('", 1, 5},
		{`f'{"a}'`, "f-string: unterminated string", 1, 6},
		{`f"{x:{y:{z}}}"`, "f-string: expressions nested too deeply", 1, 8},
		{`f"{\n}"`, "f-string expression part cannot include a backslash", 1, 3},
		{"x = 1\ny = f'''\n  {x +\n }'''", "f-string: invalid syntax", 4, -1}, // CPython's offset 0: the end of the field
		{`b"a" f"b"`, "cannot mix bytes and nonbytes literals", 1, 9},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			_, err := ParseString(tt.src, py.ExecMode)
			exc, ok := err.(*py.Exception)
			if !ok {
				t.Fatalf("ParseString(%q): got error %v, want a SyntaxError", tt.src, err)
			}
			msg := fmt.Sprint(exc.Args.(py.Tuple)[0])
			line, col := exc.Dict["lineno"], exc.Dict["offset"]
			if exc.Base != py.SyntaxError || msg != tt.wantMsg || line != py.Int(tt.line) || col != py.Int(tt.col) {
				t.Errorf("ParseString(%q): got %s %q at %v:%v, want SyntaxError %q at %d:%d", tt.src, exc.Base.Name, msg, line, col, tt.wantMsg, tt.line, tt.col)
			}
		})
	}
}

// FuzzFString checks that any f-string body either parses or gives an
// f-string SyntaxError, never a panic.
func FuzzFString(f *testing.F) {
	for _, seed := range []string{"a{x}b", "{x!r:>{w}}", "{x=}", "{{}}", "{'a'}", "{x:{y:{z}}}", "{", "}", "{#}", "{a[}"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		parseFString(body, false, ast.Pos{Lineno: 1, ColOffset: 2}, "<fuzz>")
	})
}
