package pynumpy

// This file reports the floating-point exceptions that a jit nest compiled
// to kernels recorded at its NumPy ufunc calls (kernel/fpflags.go): after
// the run, as fpCheck would have reported them had the interpreter run the
// calls, under the same np.seterr settings and into the same
// once-per-line registry, so that a line warns once whichever executor ran
// it. The kernels know only which exceptions each call site raised, not
// in which iteration: where np.seterr asks for more than one warning per
// line ('raise', which stops at the first, and 'print', which prints at
// every call), the caller runs the nest again in the interpreter.

import (
	"fmt"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// A KernelFPSite is a NumPy ufunc call in a compiled nest, on a line of
// the running function's file, and the exceptions its kernels recorded.
type KernelFPSite struct {
	Line  int
	Ufunc string // NumPy's name, as its messages say it: "sqrt", "arccos", "power"
	Flags ndarray.FPFlags
}

// KernelFPMayRerun reports whether np.seterr makes some exception raise or
// print: a compiled nest that records one must then be able to run again
// in the interpreter (ReportKernelFP), so its caller keeps a copy of the
// arrays the nest writes.
func KernelFPMayRerun() bool {
	settings, _, ok := kernelFPSettings()
	if !ok {
		return false
	}
	for _, k := range ndarray.FPKinds {
		if mode, _ := settings[k.Seterr].(py.String); mode == "raise" || mode == "print" {
			return true
		}
	}
	return false
}

// ReportKernelFP reports the exceptions of a compiled nest's sites, in
// their order, as the interpreter reports a ufunc's: a RuntimeWarning
// "file:line: RuntimeWarning: invalid value encountered in sqrt" and the
// line's source, once per message and line. rerun says that np.seterr
// asks some recorded exception to raise or print: nothing is reported,
// and the caller runs the nest again in the interpreter, which raises
// FloatingPointError (or prints) where Python does.
func ReportKernelFP(sites []KernelFPSite) (rerun bool, err error) {
	settings, frame, ok := kernelFPSettings()
	if !ok {
		return false, nil
	}
	for _, s := range sites {
		for _, k := range ndarray.FPKinds {
			if mode, _ := settings[k.Seterr].(py.String); s.Flags&k.Flag != 0 && (mode == "raise" || mode == "print") {
				return true, nil
			}
		}
	}
	for _, s := range sites {
		for _, k := range ndarray.FPKinds {
			if mode, _ := settings[k.Seterr].(py.String); s.Flags&k.Flag != 0 && mode == "warn" {
				if err := warnAt(frame, py.RuntimeWarning, k.Words+" encountered in "+s.Ufunc, s.Line); err != nil {
					return false, err
				}
			}
		}
	}
	return false, nil
}

// kernelFPSettings returns the np.seterr settings and the running frame,
// false when no script with numpy imported is running.
func kernelFPSettings() (py.StringDict, *py.Frame, bool) {
	frame := py.RunningFrame()
	if frame == nil {
		return nil, nil, false
	}
	numpy, err := frame.Context.GetModule("numpy")
	if err != nil {
		return nil, nil, false
	}
	return errSettings(numpy), frame, true
}

// warnAt is warn for a given line of frame's file: the registry key and the
// text are warn's, so a line warns once whether the interpreter or a
// kernel found its exception.
func warnAt(frame *py.Frame, category *py.Type, msg string, line int) error {
	registry, ok := frame.Globals["__warningregistry__"].(py.StringDict)
	if !ok {
		registry = py.StringDict{}
		frame.Globals.SetGlobal("__warningregistry__", registry)
	}
	key := fmt.Sprintf("%s:%d:%s", category.Name, line, msg)
	if registry[key] != nil {
		return nil
	}
	registry[key] = py.True
	text := fmt.Sprintf("%s:%d: %s: %s\n", frame.Code.Filename, line, category.Name, msg)
	if src := sourceLine(frame.Code.Filename, line); src != "" {
		text += "  " + src + "\n"
	}
	return writeStderr(frame.Context, text)
}
