// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package libm gives the elementary functions CPython's math module uses,
// bit for bit: built with cgo they call the C library, as CPython does;
// without cgo they fall back to Go's math package, which differs from the C
// library in the last bit for about one argument in five. Exact reports
// which. It does not cover sqrt, floor, fabs and the like, which Go already
// computes exactly.
//
// alpyna patch: new package.
package libm
