package interp

import (
	"bufio"
	"io"

	"github.com/go-python/gpython/py"
)

// textStreamType is the Python type of sys.stdout and sys.stderr when they
// are backed by a Go io.Writer.
var textStreamType = py.NewType("TextIOWrapper", "a text stream writing to a Go io.Writer")

// textStream is a write-only Python text file over an io.Writer. Writes are
// buffered, as CPython buffers stdout when it is not a terminal; Flush is
// called when the interpreter finishes a run or a cell.
type textStream struct {
	w *bufio.Writer
}

func newTextStream(w io.Writer) *textStream {
	return &textStream{w: bufio.NewWriterSize(w, 64<<10)}
}

// Type implements py.Object.
func (s *textStream) Type() *py.Type { return textStreamType }

// Flush writes out buffered text.
func (s *textStream) Flush() error { return s.w.Flush() }

func init() {
	textStreamType.Dict["write"] = py.MustNewMethod("write", func(self py.Object, arg py.Object) (py.Object, error) {
		text, ok := arg.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "write() argument must be str, not %s", arg.Type().Name)
		}
		if _, err := self.(*textStream).w.WriteString(string(text)); err != nil {
			return nil, py.ExceptionNewf(py.OSError, "%v", err)
		}
		return py.Int(len([]rune(string(text)))), nil
	}, 0, "write(text) -> number of characters written")
	textStreamType.Dict["flush"] = py.MustNewMethod("flush", func(self py.Object) (py.Object, error) {
		if err := self.(*textStream).Flush(); err != nil {
			return nil, py.ExceptionNewf(py.OSError, "%v", err)
		}
		return py.None, nil
	}, 0, "flush() -> None")
}
