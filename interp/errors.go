package interp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-python/gpython/py"
)

// Pos is a position in a source file. Line and Col are 1-based; Col counts
// bytes, as gpython's (0-based) column offsets do.
type Pos struct {
	File string
	Line int
	Col  int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// A SyntaxError is source that the parser or compiler rejected. Its Error
// is "file:line:col: reason", the form docs/contract.md §2 asks for, with
// CPython 3.11's message and position: Col is CPython's 1-based offset
// (which counts characters, not bytes, for the parser's errors); Error
// names the class of an IndentationError or TabError
// ("t.py:2:5: IndentationError: unexpected indent").
type SyntaxError struct {
	Pos   Pos
	Msg   string // CPython's message
	Class string // "IndentationError" or "TabError"; empty for SyntaxError
}

func (e *SyntaxError) Error() string {
	if e.Class != "" {
		return e.Pos.String() + ": " + e.Class + ": " + e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// TypeName is the name of the exception's class, as CPython prints it.
func (e *SyntaxError) TypeName() string {
	if e.Class != "" {
		return e.Class
	}
	return "SyntaxError"
}

// An Exception is a Python exception that a script raised and did not catch.
type Exception struct {
	Info  py.ExceptionInfo
	lines *sourceCache
}

// Error returns the last line of the traceback: "IndexError: index 5 is out
// of bounds for axis 0 with size 5".
func (e *Exception) Error() string { return exceptionLine(e.Info.Value) }

// TypeName is the exception's type name as CPython's traceback shows it.
func (e *Exception) TypeName() string { return qualifiedTypeName(e.Info.Value.Type()) }

// Message is str() of the exception value.
func (e *Exception) Message() string {
	s, err := py.StrAsString(e.Info.Value)
	if err != nil {
		return ""
	}
	return s
}

// Traceback renders the exception the way CPython 3.11 prints an uncaught
// one: chained exceptions first, then "Traceback (most recent call last):",
// a File line with the source line per frame, and the exception line. The
// caret lines CPython 3.11 draws under a frame's failing expression are not
// reproduced (gpython does not record end columns).
func (e *Exception) Traceback() string {
	var b strings.Builder
	writeChain(&b, e.Info.Value, e.Info.Traceback, e.lines, map[py.Object]bool{})
	return b.String()
}

// Exit is a sys.exit(...) that ended the script.
type Exit struct {
	Code    int
	Message string // printed to stderr when sys.exit is given a non-integer
}

func (e *Exit) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// ExitStatus is the process exit status for the error a run returned, as
// docs/contract.md §2 defines it: 0 for none, the code for sys.exit, 1 for a
// Python exception, 2 for source the front end rejects and anything else
// (a file that cannot be read, a usage error).
func ExitStatus(err error) int {
	var (
		exit *Exit
		exc  *Exception
	)
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exit):
		return exit.Code
	case errors.As(err, &exc):
		return 1
	default:
		return 2
	}
}

// fromPython turns an error from gpython into one of this package's errors.
func fromPython(err error, lines *sourceCache) error {
	var info py.ExceptionInfo
	switch e := err.(type) {
	case nil:
		return nil
	case py.ExceptionInfo:
		info = e
	case *py.ExceptionInfo:
		info = *e
	case *py.Exception:
		info = py.ExceptionInfo{Type: e.Type(), Value: e}
	default:
		return err
	}
	if exc, ok := info.Value.(*py.Exception); ok {
		if py.IsException(py.SyntaxError, exc) {
			return syntaxErrorOf(exc)
		}
		if py.IsException(py.SystemExit, exc) {
			return exitOf(exc)
		}
	}
	return &Exception{Info: info, lines: lines}
}

func syntaxErrorOf(exc *py.Exception) *SyntaxError {
	pos := Pos{Line: 1, Col: 1}
	if f, ok := exc.Dict["filename"].(py.String); ok {
		pos.File = string(f)
	}
	if l, ok := exc.Dict["lineno"].(py.Int); ok && l > 0 {
		pos.Line = int(l)
	}
	// gpython's offset is CPython's minus one (its columns are 0-based).
	// CPython's is 0 for an error at the very end of the input, which
	// stays at column 1: editors count columns from 1.
	if c, ok := exc.Dict["offset"].(py.Int); ok && c >= 0 {
		pos.Col = int(c) + 1
	}
	msg, _ := py.StrAsString(exc)
	syn := &SyntaxError{Pos: pos, Msg: strings.TrimSuffix(msg, ".")}
	if name := exc.Type().Name; name != "SyntaxError" {
		syn.Class = name // IndentationError, TabError
	}
	return syn
}

func exitOf(exc *py.Exception) *Exit {
	args, _ := exc.Args.(py.Tuple)
	if len(args) == 0 || args[0] == py.None {
		return &Exit{Code: 0}
	}
	if len(args) == 1 {
		if code, ok := args[0].(py.Int); ok {
			return &Exit{Code: int(code)}
		}
		// sys.exit("message") prints the message and exits with 1.
		msg, _ := py.StrAsString(args[0])
		return &Exit{Code: 1, Message: msg}
	}
	msg, _ := py.StrAsString(args)
	return &Exit{Code: 1, Message: msg}
}
