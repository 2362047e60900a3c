// Copyright 2026 The alpyna Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package parser_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// A syntaxErrorCase is a broken source with the error CPython 3.11 raises
// for it, as testdata/gen_syntax_errors.py recorded it.
type syntaxErrorCase struct {
	Name   string `json:"name"`
	Src    string `json:"src"`
	Type   string `json:"type"`
	Msg    string `json:"msg"`
	Lineno int    `json:"lineno"`
	Offset int    `json:"offset"` // 1-based, as CPython's SyntaxError.offset
}

// TestSyntaxErrorsAsCPython compiles every broken source of
// testdata/syntax_errors.json and checks the exception's class, message,
// line and column against CPython 3.11's. gpython's offset is 0-based
// (the column of the AST), so it is CPython's offset minus one.
func TestSyntaxErrorsAsCPython(t *testing.T) {
	data, err := os.ReadFile("testdata/syntax_errors.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []syntaxErrorCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			_, err := compile.Compile(c.Src, "f.py", py.ExecMode, 0, true)
			if err == nil {
				t.Fatalf("%q compiled; CPython says %s: %s", c.Src, c.Type, c.Msg)
			}
			exc, ok := err.(*py.Exception)
			if !ok {
				t.Fatalf("error %T %v, want a *py.Exception", err, err)
			}
			msg, _ := py.StrAsString(exc)
			lineno, _ := exc.Dict["lineno"].(py.Int)
			offset, _ := exc.Dict["offset"].(py.Int)
			got := syntaxErrorCase{Type: exc.Type().Name, Msg: msg, Lineno: int(lineno), Offset: int(offset) + 1}
			want := syntaxErrorCase{Type: c.Type, Msg: c.Msg, Lineno: c.Lineno, Offset: c.Offset}
			if got != want {
				t.Errorf("%q:\n got %s at %d:%d: %s\nwant %s at %d:%d: %s", c.Src,
					got.Type, got.Lineno, got.Offset, got.Msg, want.Type, want.Lineno, want.Offset, want.Msg)
			}
		})
	}
}

// TestIncomplete checks which errors say that the input stopped inside a
// statement, as a console asks before it runs a cell.
func TestIncomplete(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{"print(1,", true},
		{"x = [1,\n 2", true},
		{"def f():", true},
		{"for i in range(3):\n", true},
		{"if x:\n    pass\nelse:", true},
		{"s = \"\"\"abc", true},
		{"x = 1 + \\", true},
		{"for i in range(3):\nprint(i)\n", false},
		{"x = (1, 2]", false},
		{"s = 'abc", false},
		{"x = 1 2", false},
		{"print 'x'", false},
	} {
		_, err := parser.Parse(strings.NewReader(tt.src), "<cell>", py.ExecMode)
		if err == nil {
			t.Errorf("Parse(%q) succeeded", tt.src)
			continue
		}
		if got := parser.Incomplete(err); got != tt.want {
			t.Errorf("Incomplete(Parse(%q)) = %v (%v), want %v", tt.src, got, err, tt.want)
		}
	}
}
