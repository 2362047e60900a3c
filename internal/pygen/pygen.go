// Package pygen writes random Python source for the tests that check
// alpyna's analysis and executors against execution: indented lines, and
// affine subscripts over the loop variables in scope (Writer), for tests
// that decide what the nests contain; and whole scripts shaped as users
// write them (ProgramWriter, program.go, and its second generation of
// shapes, program2.go), for the differential fuzzer against CPython
// (docs/fuzzing.md).
package pygen

import (
	"fmt"
	"math/rand"
	"strings"
)

// A Writer accumulates one generated script.
type Writer struct {
	R    *rand.Rand
	Vars []string // loop variables in scope, outermost first
	b    strings.Builder
}

// Line writes one line at an indentation depth (four spaces a level).
func (w *Writer) Line(depth int, format string, args ...any) {
	w.b.WriteString(strings.Repeat("    ", depth))
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

// Sub is a random affine subscript over the loop variables in scope, with
// coefficients from -2 to 2 and a constant from -3 to 3, so that it can be
// negative (Python wraps it) and can repeat elements across iterations.
func (w *Writer) Sub() string {
	var terms []string
	for _, v := range w.Vars {
		switch c := w.R.Intn(5) - 2; c {
		case 0:
		case 1:
			terms = append(terms, v)
		case -1:
			terms = append(terms, "-"+v)
		default:
			terms = append(terms, fmt.Sprintf("%d * %s", c, v))
		}
	}
	if c := w.R.Intn(7) - 3; c != 0 || len(terms) == 0 {
		terms = append(terms, fmt.Sprint(c))
	}
	return strings.ReplaceAll(strings.Join(terms, " + "), "+ -", "- ")
}

// String is the script so far.
func (w *Writer) String() string { return w.b.String() }
