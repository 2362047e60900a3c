// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package heapq provides Python's 'heapq' module (Heap queue algorithm (a.k.a. priority queue)), written in
// Python (heapq.py) and compiled when a script imports it.
package heapq

import (
	_ "embed" // the module's source

	"github.com/go-python/gpython/py"
)

//go:embed heapq.py
var src string

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name:     "heapq",
			Doc:      "Heap queue algorithm (a.k.a. priority queue).",
			FileDesc: "<heapq>",
		},
		CodeSrc: src,
	})
}
