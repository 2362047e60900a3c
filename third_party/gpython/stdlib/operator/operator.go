// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package operator provides Python's 'operator' module (Operator interface: standard operators as functions), written in
// Python (operator.py) and compiled when a script imports it.
package operator

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed operator.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "operator",
			Doc:      "Operator interface: standard operators as functions.",
			FileDesc: "<operator>",
		},
		CodeSrc: src,
	})
}
