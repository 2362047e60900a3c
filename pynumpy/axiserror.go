package pynumpy

import (
	"errors"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// AxisError is numpy.AxisError: an axis argument out of range. As in NumPy
// 1.24 it is both a ValueError and an IndexError (so either except clause
// catches it), and a traceback prints it as numpy.AxisError.
var AxisError = py.ValueError.NewType("AxisError", "Axis supplied was invalid.", nil, nil)

func init() {
	AxisError.Dict["__name__"] = py.String("AxisError")
	AxisError.Dict["__module__"] = py.String("numpy")
	AxisError.Bases = py.Tuple{py.ValueError, py.IndexError}
	readyClass(AxisError)
}

// axisError is NumPy's AxisError with the given message.
func axisError(format string, args ...any) error {
	return py.ExceptionNewf(AxisError, format, args...)
}

// axisErrorOf converts ndarray's *AxisError (wrapped or not) to NumPy's
// AxisError; other errors are returned as they are, and ok is false.
func axisErrorOf(err error) (error, bool) {
	var ae *ndarray.AxisError
	if errors.As(err, &ae) {
		return axisError("%s", err.Error()), true
	}
	return err, false
}

// UFuncTypeError is numpy.core._exceptions.UFuncTypeError, a TypeError;
// ufuncNoLoopError its subclass _UFuncNoLoopError, which NumPy raises for
// a ufunc without a loop for the operands' types ("did not contain a loop
// with signature matching types"). A traceback names it in full, as
// NumPy's: numpy.core._exceptions._UFuncNoLoopError. (NumPy also sets its
// __name__ to "UFuncTypeError"; gpython's types have one name for both.)
var (
	UFuncTypeError   = py.TypeError.NewType("UFuncTypeError", "Base class for all ufunc exceptions", nil, nil)
	ufuncNoLoopError = UFuncTypeError.NewType("_UFuncNoLoopError", "Thrown when a ufunc loop cannot be found", nil, nil)
)

func init() {
	UFuncTypeError.Dict["__module__"] = py.String("numpy.core._exceptions")
	readyClass(UFuncTypeError)
	ufuncNoLoopError.Dict["__module__"] = py.String("numpy.core._exceptions")
	readyClass(ufuncNoLoopError)
}

// noLoopError is the TypeError of ufunc without a loop for its operands:
// NumPy's _UFuncNoLoopError for its "did not contain a loop" message, a
// plain TypeError for the others ("not supported for the input types").
func noLoopError(msg string) error {
	if strings.Contains(msg, "did not contain a loop with signature matching types") {
		return py.ExceptionNewf(ufuncNoLoopError, "%s", msg)
	}
	return py.ExceptionNewf(py.TypeError, "%s", msg)
}
