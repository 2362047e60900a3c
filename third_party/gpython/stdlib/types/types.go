// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package types provides Python's 'types' module: the names of the
// interpreter's own types (alpyna patch).
package types

import (
	"github.com/go-python/gpython/py"
)

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "types",
			Doc:  "Define names for built-in types that aren't directly accessible as a builtin.",
		},
		Globals: py.StringDict{
			"GenericAlias":        py.GenericAliasType,
			"UnionType":           py.UnionTypeType,
			"NoneType":            py.NoneTypeType,
			"EllipsisType":        py.EllipsisTypeType,
			"FunctionType":        py.FunctionType,
			"LambdaType":          py.FunctionType,
			"BuiltinFunctionType": py.MethodType,
			"BuiltinMethodType":   py.MethodType,
			"MethodType":          py.BoundMethodType,
			"ModuleType":          py.ModuleType,
			"GeneratorType":       py.GeneratorType,
			"CodeType":            py.CodeType,
		},
	})
}
