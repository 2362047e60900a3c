// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the opcodes of f-strings, as CPython 3.6's. The 3.4 VM
// had none: a replacement field called a constant Go function with its
// value, conversion and spec (a call, three pushes and a tuple of
// arguments), and the parts were joined by BINARY_ADD, one new str for
// every part but the first.

package vm

import "github.com/go-python/gpython/py"

// do_FORMAT_VALUE replaces TOS, or TOS1 when flags&1 says TOS is a
// format spec (a str, itself an f-string), with format(TOS, spec) after
// the conversion flags>>1 ('s', 'r', 'a' or 0 for none).
func do_FORMAT_VALUE(vm *Vm, flags int32) error {
	var spec py.String
	if flags&1 != 0 {
		s, ok := vm.POP().(py.String)
		if !ok {
			// the compiler pushes the result of a JoinedStr, a str
			return py.ExceptionNewf(py.SystemError, "FORMAT_VALUE: the format spec is not a str")
		}
		spec = s
	}
	res, err := py.FormatValue(vm.TOP(), rune(flags>>1), spec)
	if err != nil {
		return err
	}
	vm.SET_TOP(res)
	return nil
}

// do_BUILD_STRING replaces the count strs on top of the stack with their
// concatenation.
func do_BUILD_STRING(vm *Vm, count int32) error {
	s := vm.frame.Stack
	res, err := py.BuildString(s[len(s)-int(count):])
	if err != nil {
		return err
	}
	vm.frame.Stack = s[:len(s)-int(count)]
	vm.PUSH(res)
	return nil
}
