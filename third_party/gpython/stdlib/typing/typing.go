// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package typing provides Python's 'typing' module (Support for type hints: the names scripts import, subscriptable at run time), written in
// Python (typing.py) and compiled when a script imports it.
package typing

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed typing.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "typing",
			Doc:      "Support for type hints: the names scripts import, subscriptable at run time.",
			FileDesc: "<typing>",
		},
		CodeSrc: src,
	})
}
