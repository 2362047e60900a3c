// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: PEP 465 matrix multiplication. compile_data_test.go is made
// by CPython 3.4, which has no @ operator; these cases are what CPython 3.5
// compiles (BINARY_MATRIX_MULTIPLY is 16, INPLACE_MATRIX_MULTIPLY 17).

package compile

import (
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

func TestCompileMatMul(t *testing.T) {
	if vm.BINARY_MATRIX_MULTIPLY != 16 || vm.INPLACE_MATRIX_MULTIPLY != 17 {
		t.Fatalf("opcodes are %d and %d, not CPython 3.5's 16 and 17", vm.BINARY_MATRIX_MULTIPLY, vm.INPLACE_MATRIX_MULTIPLY)
	}
	for _, test := range []struct {
		in, mode string
		out      *py.Code
	}{
		{"a@b", "eval", &py.Code{
			Stacksize: 2,
			Flags:     64,
			// LOAD_NAME a; LOAD_NAME b; BINARY_MATRIX_MULTIPLY; RETURN_VALUE
			Code:     "\x65\x00\x00\x65\x01\x00\x10\x53",
			Consts:   []py.Object{},
			Names:    []string{"a", "b"},
			Varnames: []string{},
			Freevars: []string{},
			Cellvars: []string{},
			Filename: "<string>",
			Name:     "<module>",
		}},
		{"a@=b", "exec", &py.Code{
			Stacksize: 2,
			Flags:     64,
			// LOAD_NAME a; LOAD_NAME b; INPLACE_MATRIX_MULTIPLY; STORE_NAME a; LOAD_CONST None; RETURN_VALUE
			Code:     "\x65\x00\x00\x65\x01\x00\x11\x5a\x00\x00\x64\x00\x00\x53",
			Consts:   []py.Object{py.None},
			Names:    []string{"a", "b"},
			Varnames: []string{},
			Freevars: []string{},
			Cellvars: []string{},
			Filename: "<string>",
			Name:     "<module>",
		}},
		{"a[i] @= b * c @ d", "exec", &py.Code{
			Stacksize: 5,
			Flags:     64,
			// LOAD_NAME a; LOAD_NAME i; DUP_TOP_TWO; BINARY_SUBSCR;
			// LOAD_NAME b; LOAD_NAME c; BINARY_MULTIPLY; LOAD_NAME d; BINARY_MATRIX_MULTIPLY;
			// INPLACE_MATRIX_MULTIPLY; ROT_THREE; STORE_SUBSCR; LOAD_CONST None; RETURN_VALUE
			Code:     "\x65\x00\x00\x65\x01\x00\x05\x19\x65\x02\x00\x65\x03\x00\x14\x65\x04\x00\x10\x11\x03\x3c\x64\x00\x00\x53",
			Consts:   []py.Object{py.None},
			Names:    []string{"a", "i", "b", "c", "d"},
			Varnames: []string{},
			Freevars: []string{},
			Cellvars: []string{},
			Filename: "<string>",
			Name:     "<module>",
		}},
	} {
		code, err := Compile(test.in, "<string>", py.CompileMode(test.mode), 0, true)
		if err != nil {
			t.Errorf("%s: %v", test.in, err)
			continue
		}
		EqCode(t, test.in, test.out, code)
		EqInt32(t, test.in+": Stacksize", test.out.Stacksize, code.Stacksize)
	}
}
