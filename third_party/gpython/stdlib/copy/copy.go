// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package copy provides Python's 'copy' module (generic shallow and deep
// copying), written in Python (copy.py) and compiled when a script imports
// it; the Go function _new_instance makes an instance of a class without
// calling its __init__, which copies of class instances need.
package copy

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed copy.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "copy",
			Doc:      "Generic (shallow and deep) copying operations.",
			FileDesc: "<copy>",
		},
		Methods: []*py.Method{
			py.MustNewMethod("_new_instance", newInstance, 0, "_new_instance(cls): a new instance of cls whose __init__ is not called"),
		},
		CodeSrc: src,
	})
}

// newInstance is object.__new__(cls).
func newInstance(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) != 1 {
		return nil, py.ExceptionNewf(py.TypeError, "_new_instance() takes exactly one argument (%d given)", len(args))
	}
	t, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "_new_instance() argument must be a class, not %s", args[0].Type().Name)
	}
	return py.ObjectNew(t, nil, nil)
}
