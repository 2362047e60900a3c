// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package collections provides Python's 'collections' module (deque,
// defaultdict, Counter, OrderedDict, namedtuple, ChainMap), written in Python
// (collections.py) and compiled when a script imports it; the Go function
// _name_class gives a class made by namedtuple its name and module, which
// gpython's classes do not let Python code assign, _name_code names the
// __init__ it writes, and _nt_iter, _nt_len and _nt_getitem are its
// classes' methods (tuplegetter.go).
package collections

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed collections.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "collections",
			Doc:      "deque, defaultdict, Counter, OrderedDict, namedtuple and ChainMap.",
			FileDesc: "<collections>",
		},
		Methods: []*py.Method{
			py.MustNewMethod("_name_class", nameClass, 0, "_name_class(cls, name, module): set the class's __name__, __qualname__ and __module__"),
			py.MustNewMethod("_name_code", nameCode, 0, "_name_code(fn, name): set the name of fn's code, which its argument errors show"),
			py.MustNewMethod("_nt_iter", ntIter, 0, "Implement iter(self)."),
			py.MustNewMethod("_nt_len", ntLen, 0, "Return len(self)."),
			py.MustNewMethod("_nt_getitem", ntGetItem, 0, "Return self[key]."),
		},
		CodeSrc: src,
	})
}

// nameClass sets a class's __name__ and __qualname__ to name and its
// __module__ to module, and returns the class.
func nameClass(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) != 3 {
		return nil, py.ExceptionNewf(py.TypeError, "_name_class() takes exactly 3 arguments (%d given)", len(args))
	}
	t, ok := args[0].(*py.Type)
	if !ok || t.Flags&py.TPFLAGS_HEAPTYPE == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "_name_class() argument 1 must be a class defined in Python")
	}
	name, ok := args[1].(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "_name_class() argument 2 must be str")
	}
	module, ok := args[2].(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "_name_class() argument 3 must be str")
	}
	t.Name = string(name)
	t.Dict["__qualname__"] = name
	t.Dict["__module__"] = module
	return t, nil
}
