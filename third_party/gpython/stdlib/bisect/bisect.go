// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package bisect provides Python's 'bisect' module (Bisection algorithms), written in
// Python (bisect.py) and compiled when a script imports it.
package bisect

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed bisect.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "bisect",
			Doc:      "Bisection algorithms.",
			FileDesc: "<bisect>",
		},
		CodeSrc: src,
	})
}
