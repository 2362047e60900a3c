package interp

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"
)

// cpythonSyntaxError is one broken source with the error CPython 3.11
// raises for it (third_party/gpython/parser/testdata, written by
// gen_syntax_errors.py from CPython itself).
type cpythonSyntaxError struct {
	Name   string `json:"name"`
	Src    string `json:"src"`
	Type   string `json:"type"`
	Msg    string `json:"msg"`
	Lineno int    `json:"lineno"`
	Offset int    `json:"offset"`
}

func readCPythonSyntaxErrors(t *testing.T) []cpythonSyntaxError {
	t.Helper()
	data, err := os.ReadFile("../third_party/gpython/parser/testdata/syntax_errors.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []cpythonSyntaxError
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestSyntaxErrorsAsCPython runs every broken source and checks the line
// alpyna prints, "t.py:line:col: message", against CPython's lineno,
// offset and message (with the class for IndentationError and TabError),
// and the exit status 2. CPython's offset 0, for an error at the very end
// of the input, is column 1.
func TestSyntaxErrorsAsCPython(t *testing.T) {
	for _, c := range readCPythonSyntaxErrors(t) {
		t.Run(c.Name, func(t *testing.T) {
			err := runSource(t, c.Src, nil)
			var syn *SyntaxError
			if !errors.As(err, &syn) {
				t.Fatalf("run(%q): %v, want a *SyntaxError", c.Src, err)
			}
			col := max(c.Offset, 1) // CPython's 0 at the end of the input is column 1
			want := fmt.Sprintf("t.py:%d:%d: %s", c.Lineno, col, c.Msg)
			if c.Type != "SyntaxError" {
				want = fmt.Sprintf("t.py:%d:%d: %s: %s", c.Lineno, col, c.Type, c.Msg)
			}
			if syn.Error() != want {
				t.Errorf("run(%q):\n got %s\nwant %s", c.Src, syn.Error(), want)
			}
			if got := ExitStatus(err); got != 2 {
				t.Errorf("run(%q): exit status %d, want 2", c.Src, got)
			}
		})
	}
}
