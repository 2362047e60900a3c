// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm

import "testing"

// op encodes one instruction as the compiler does.
func op(o OpCode, arg int) string {
	if o < HAVE_ARGUMENT {
		return string([]byte{byte(o)})
	}
	return string([]byte{byte(o), byte(arg), byte(arg >> 8)})
}

func TestDecodeFoldsExtendedArg(t *testing.T) {
	code := op(EXTENDED_ARG, 1) + op(BUILD_LIST, 2) + op(RETURN_VALUE, 0)
	d := decode(code)
	if in := d[0]; in.op != BUILD_LIST || in.arg != 1<<16+2 || in.next != 6 {
		t.Errorf("EXTENDED_ARG entry = %+v, want BUILD_LIST(65538) continuing at 6", in)
	}
	if in := d[3]; in.op != BUILD_LIST || in.arg != 2 || in.next != 6 {
		t.Errorf("prefixed instruction's own entry = %+v, want BUILD_LIST(2)", in)
	}
	if in := d[6]; in.op != RETURN_VALUE || in.next != 7 {
		t.Errorf("RETURN_VALUE entry = %+v", in)
	}
}

func TestDecodeMarksMethodCalls(t *testing.T) {
	// obj.m(a, 1) and obj.m(a + 1): only the first is a plain method call
	call := op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(LOAD_CONST, 0) + op(CALL_FUNCTION, 2)
	computed := op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(LOAD_CONST, 0) + op(BINARY_ADD, 0) + op(CALL_FUNCTION, 1)
	d := decode(call + computed + op(RETURN_VALUE, 0))
	if d[3].flags != methodLoad || d[12].flags != methodCall {
		t.Errorf("plain call: flags %d and %d, want methodLoad and methodCall", d[3].flags, d[12].flags)
	}
	second := len(call)
	for pc := second; pc < len(d); pc++ {
		if d[pc].flags != 0 {
			t.Errorf("computed argument: instruction at %d marked %d", pc, d[pc].flags)
		}
	}

	// a jump landing between the LOAD_ATTR and its call: not marked
	jumpIn := op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(CALL_FUNCTION, 1) + op(JUMP_ABSOLUTE, 6) + op(RETURN_VALUE, 0)
	d = decode(jumpIn)
	for pc := range d {
		if d[pc].flags != 0 {
			t.Errorf("jump into the call: instruction at %d marked %d", pc, d[pc].flags)
		}
	}
}
