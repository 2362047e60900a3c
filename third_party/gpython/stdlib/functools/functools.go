// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package functools provides Python's 'functools' module (tools for working
// with functions and callable objects), written in Python (functools.py) and
// compiled when a script imports it; the Go function _parameter_names gives
// singledispatch's register the first parameter of an annotated function.
package functools

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed functools.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "functools",
			Doc:      "Tools for working with functions and callable objects.",
			FileDesc: "<functools>",
		},
		Methods: []*py.Method{
			py.MustNewMethod("_parameter_names", parameterNames, 0, "_parameter_names(func): the names of a Python function's parameters, in order"),
		},
		CodeSrc: src,
	})
}

// parameterNames returns the names of a Python function's positional
// parameters, in order (gpython's code objects do not show co_varnames; a
// function's __annotations__ keep no order). Other callables give ().
func parameterNames(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) != 1 {
		return nil, py.ExceptionNewf(py.TypeError, "_parameter_names() takes exactly one argument (%d given)", len(args))
	}
	f, ok := args[0].(*py.Function)
	if !ok || f.Code == nil {
		return py.Tuple{}, nil
	}
	n := int(f.Code.Argcount)
	if n > len(f.Code.Varnames) {
		n = len(f.Code.Varnames)
	}
	names := make(py.Tuple, n)
	for i := range names {
		names[i] = py.String(f.Code.Varnames[i])
	}
	return names, nil
}
