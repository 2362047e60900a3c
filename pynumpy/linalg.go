package pynumpy

import (
	"errors"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds numpy.linalg's solve, inv, det, eigvals and cholesky.

// LinAlgError is numpy.linalg.LinAlgError, an Exception (not a ValueError) as in NumPy 1.24. A
// traceback prints it qualified by its __module__.
var LinAlgError = py.ExceptionType.NewType("LinAlgError", "Generic Python-exception-derived object raised by linalg functions.", nil, nil)

func init() {
	LinAlgError.Dict["__name__"] = py.String("LinAlgError")
	LinAlgError.Dict["__module__"] = py.String("numpy.linalg")
	readyClass(LinAlgError)
}

// readyClass readies a subclass made by Type.NewType after package py's
// init: NewType copies its base's flags, "ready" included, so Ready would
// return at once and leave the class without its MRO, which except
// clauses and isinstance walk (except Exception would not catch it).
func readyClass(t *py.Type) {
	t.Flags &^= py.TPFLAGS_READY
	t.Base = t.Bases[0].(*py.Type)
	if err := t.Ready(); err != nil {
		panic(err)
	}
}

// linalgError converts ndarray's errors: LinAlgError for a matrix the
// function cannot handle, ValueError for mismatched shapes.
func linalgError(err error) error {
	var le *ndarray.LinAlgError
	if errors.As(err, &le) {
		return py.ExceptionNewf(LinAlgError, "%s", le.Msg)
	}
	return valueError(err)
}

// matrixResult wraps a linalg result: a 0-d result (det of one matrix)
// is a NumPy scalar.
func matrixResult(r *ndarray.Array, err error) (py.Object, error) {
	if err != nil {
		return nil, linalgError(err)
	}
	if r.NDim() == 0 {
		return NewScalar(r.AtFlat(0)), nil
	}
	return NewArray(r), nil
}

func linalgFunctions() []*py.Method {
	unaryLinalg := func(name string, f func(*ndarray.Array) (*ndarray.Array, error), doc string) *py.Method {
		return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 1 {
				return nil, py.ExceptionNewf(py.TypeError, "%s() takes 1 positional argument but %d were given", name, len(args))
			}
			a, _, err := arrayArg(name, args)
			if err != nil {
				return nil, err
			}
			return matrixResult(f(a))
		}, 0, name+"(a)\n\n"+doc)
	}
	return append([]*py.Method{
		py.MustNewMethod("solve", func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "solve() takes 2 positional arguments but %d were given", len(args))
			}
			a, _, err := arrayArg("solve", args[:1])
			if err != nil {
				return nil, err
			}
			b, _, err := arrayArg("solve", args[1:])
			if err != nil {
				return nil, err
			}
			return matrixResult(ndarray.Solve(a, b))
		}, 0, "solve(a, b)\n\nThe solution x of a @ x = b, by LU factorisation with partial pivoting."),
		unaryLinalg("inv", ndarray.Inv, "The inverse of a square matrix."),
		unaryLinalg("det", ndarray.Det, "The determinant of a square matrix, from its LU factors."),
		unaryLinalg("eigvals", ndarray.EigVals, "The eigenvalues of a real square matrix, by LAPACK's balancing, Hessenberg reduction and double-shift QR (dgeev's steps): float64 when all are real, else complex128."),
		unaryLinalg("cholesky", ndarray.Cholesky, "The lower triangular Cholesky factor L of a symmetric positive definite a = L @ L.T."),
	}, moreLinalgFunctions()...)
}
