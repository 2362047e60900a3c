package frontend

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"
)

// TestSyntaxErrorsAsCPython checks that `alpyna compile` reports every
// broken source of the parser's CPython table
// (third_party/gpython/parser/testdata/syntax_errors.json) at the same
// line and column, with the same message, as `alpyna run` and CPython
// 3.11. The errors of CPython's compiler stage ('return' outside
// function...) are not the front end's: it parses and never compiles.
func TestSyntaxErrorsAsCPython(t *testing.T) {
	data, err := os.ReadFile("../third_party/gpython/parser/testdata/syntax_errors.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name, Src, Type, Msg string
		Lineno, Offset       int
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	compilerStage := map[string]bool{
		"'return' outside function":       true,
		"'break' outside loop":            true,
		"'continue' not properly in loop": true,
		"'yield' outside function":        true,
		// CPython's symtable and compiler stages for syntax newer than 3.4.
		"assignment expression cannot rebind comprehension iteration variable 'i'":    true,
		"assignment expression cannot rebind comprehension iteration variable 'x'":    true,
		"assignment expression cannot be used in a comprehension iterable expression": true,
		"assignment expression within a comprehension cannot be used in a class body": true,
		"can't use starred expression here":                                           true,
		"multiple starred expressions in assignment":                                  true,
		"duplicate argument 'a' in function definition":                               true,
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			_, err := ParseSource("bad.py", []byte(c.Src))
			if err == nil && compilerStage[c.Msg] {
				return
			}
			var syn *SyntaxError
			if !errors.As(err, &syn) {
				t.Fatalf("ParseSource(%q) = %v, want a *SyntaxError", c.Src, err)
			}
			msg := c.Msg
			if c.Type != "SyntaxError" {
				msg = c.Type + ": " + msg
			}
			col := max(c.Offset, 1) // CPython's 0 at the end of the input is column 1
			if want := fmt.Sprintf("bad.py:%d:%d: %s", c.Lineno, col, msg); syn.Error() != want {
				t.Errorf("ParseSource(%q):\n got %s\nwant %s", c.Src, syn.Error(), want)
			}
		})
	}
}
