package pynumpy

import (
	"os"
	"strings"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file reports floating-point exceptions of array operations as
// NumPy 1.24 does, under the module's np.seterr settings: 'warn' (the
// default for divide, over and invalid) prints a RuntimeWarning in
// CPython's warnings format, once per message and line of the calling
// module, as the warnings module's default filter does; 'raise' raises
// FloatingPointError; 'print' writes "Warning: ..." once per call, as
// NumPy's C code does; 'ignore', and 'call' and 'log' (which need
// np.seterrcall), do nothing.

// fpCheck reports flags raised by the ufunc name (as NumPy names it in
// its messages: "divide", "sqrt", and "scalar divide" for the operators
// of NumPy scalars), on arrays and on scalars alike, in the interpreter.
// Compiled nests record the exceptions of their ufunc calls in a flags
// word and report them after the run through ReportKernelFP
// (fpwarn_kernels.go), in this file's once-per-line registry.
func fpCheck(flags ndarray.FPFlags, name string) error {
	if flags == 0 {
		return nil
	}
	frame := py.RunningFrame()
	if frame == nil {
		return nil
	}
	numpy, err := frame.Context.GetModule("numpy")
	if err != nil {
		return nil
	}
	settings := errSettings(numpy)
	printed := false
	for _, k := range ndarray.FPKinds {
		if flags&k.Flag == 0 {
			continue
		}
		msg := k.Words + " encountered in " + name
		mode, _ := settings[k.Seterr].(py.String)
		switch mode {
		case "warn":
			if err := warn(frame, py.RuntimeWarning, msg); err != nil {
				return err
			}
		case "raise":
			return py.ExceptionNewf(py.FloatingPointError, "%s", msg)
		case "print":
			if !printed {
				printed = true
				if err := writeStderr(frame.Context, "Warning: "+msg+"\n"); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// warn is warnings.warn(msg, category) called from frame, with the
// default filter: printed to sys.stderr the first time the message comes
// from the line, as "file:line: Category: msg" and the line's source.
func warn(frame *py.Frame, category *py.Type, msg string) error {
	return warnAt(frame, category, msg, int(frame.Code.Addr2Line(frame.Lasti)))
}

// writeStderr writes text to the context's sys.stderr.
func writeStderr(ctx py.Context, text string) error {
	sys, err := ctx.GetModule("sys")
	if err != nil {
		return err
	}
	stderr, ok := sys.Globals["stderr"]
	if !ok {
		return nil
	}
	write, err := py.GetAttrString(stderr, "write")
	if err != nil {
		return err
	}
	_, err = py.Call(write, py.Tuple{py.String(text)}, nil)
	return err
}

// sourceFiles caches the lines of the scripts warnings quote, as
// CPython's linecache does.
var sourceFiles sync.Map // file name -> []string

// sourceLine is line n (from 1) of the file, stripped of surrounding
// blanks, or "" when the file cannot be read.
func sourceLine(file string, n int) string {
	lines, ok := sourceFiles.Load(file)
	if !ok {
		data, err := os.ReadFile(file)
		if err != nil {
			return ""
		}
		lines, _ = sourceFiles.LoadOrStore(file, strings.Split(string(data), "\n"))
	}
	ls := lines.([]string)
	if n < 1 || n > len(ls) {
		return ""
	}
	return strings.TrimSpace(ls[n-1])
}
