package jupyter

import (
	"strings"
	"testing"
)

// The last expression of a cell is assigned on its own lines, so that the
// line numbers of tracebacks stay those of the cell.
func TestWithResult(t *testing.T) {
	for _, tc := range []struct {
		code, want string
		shown      bool
	}{
		{"x = 1\nx", "x = 1\n" + resultName + " = (x\n)\n", true},
		{"f(1,\n  2)  # call", resultName + " = (f(1,\n  2)  # call\n)\n", true},
		{"x = 1", "x = 1", false},
		{"x;", "x;", false},
		{"for i in range(3):\n    i", "for i in range(3):\n    i", false},
		{"x = (", "x = (", false}, // left for the interpreter's SyntaxError
	} {
		got, shown := withResult(tc.code)
		if got != tc.want || shown != tc.shown {
			t.Errorf("withResult(%q) = %q, %v; want %q, %v", tc.code, got, shown, tc.want, tc.shown)
		}
	}
}

func TestMagics(t *testing.T) {
	k := &Kernel{showReport: true}
	code, failure := k.magics("%report off\nx = 1")
	if failure != nil || code != "\nx = 1" || k.showReport {
		t.Errorf("%%report off: %q, %v, showReport %v", code, failure, k.showReport)
	}
	if _, failure := k.magics("%report on"); failure != nil || !k.showReport {
		t.Errorf("%%report on: %v, showReport %v", failure, k.showReport)
	}
	if _, failure := k.magics("%timeit f()"); failure == nil || !strings.Contains(failure["evalue"].(string), "%timeit") {
		t.Errorf("unknown magic: %v", failure)
	}
	if code, _ := k.magics("y = 10 % 3"); code != "y = 10 % 3" {
		t.Errorf("%% as an operator was taken for a magic: %q", code)
	}
}

func TestCompleteness(t *testing.T) {
	for code, want := range map[string]string{
		"x = 1":                          "complete",
		"def f():":                       "incomplete",
		"def f():\n    return 1":         "incomplete",
		"def f():\n    return 1\n\n":     "complete",
		"s = \"\"\"abc":                  "incomplete",
		"print(1,":                       "incomplete",
		"x = = 1":                        "invalid",
		"for i in range(3):\n    pass\n": "incomplete",
	} {
		if got, _ := completeness(code); got != want {
			t.Errorf("completeness(%q) = %s, want %s", code, got, want)
		}
	}
}

func TestDottedNameAt(t *testing.T) {
	if name, start, end := dottedNameAt("y = np.ze", 9, false); name != "np.ze" || start != 4 || end != 9 {
		t.Errorf("got %q %d %d", name, start, end)
	}
	// Cursors count code points, not bytes.
	if name, start, _ := dottedNameAt("s = 'é'; smo", 12, false); name != "smo" || start != 9 {
		t.Errorf("after a non-ASCII character: %q %d", name, start)
	}
	if name, _, _ := dottedNameAt("smooth(a, b)", 2, true); name != "smooth" {
		t.Errorf("whole name at the cursor: %q", name)
	}
}
