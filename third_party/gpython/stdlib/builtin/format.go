// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package builtin

import "github.com/go-python/gpython/py"

// alpyna patch: the format() builtin. It lives in its own file and is
// added to the builtins module registered by builtin.go's init, which
// runs first because Go runs the init functions of a package's files
// in file name order.
func init() {
	impl := py.GetModuleImpl("builtins")
	if impl == nil {
		panic("builtin: builtins module not registered before format.go")
	}
	impl.Methods = append(impl.Methods, py.MustNewMethod("format", builtin_format, 0, format_doc))
}

const format_doc = `format(value, format_spec='', /)
Return value.__format__(format_spec)

format_spec defaults to the empty string.
See the Format Specification Mini-Language section of help('FORMATTING') for
details.`

func builtin_format(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var value py.Object
	var spec py.Object = py.String("")
	err := py.UnpackTuple(args, kwargs, "format", 1, 2, &value, &spec)
	if err != nil {
		return nil, err
	}
	return py.Format(value, spec)
}
