// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package itertools provides Python's 'itertools' module (Functions creating iterators for efficient looping), written in
// Python (itertools.py) and compiled when a script imports it.
package itertools

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed itertools.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "itertools",
			Doc:      "Functions creating iterators for efficient looping.",
			FileDesc: "<itertools>",
		},
		CodeSrc: src,
	})
}
