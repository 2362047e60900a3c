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
	// obj.m(a, 1) and obj.m(a + 1): both are method calls
	call := op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(LOAD_CONST, 0) + op(CALL_FUNCTION, 2)
	computed := op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(LOAD_CONST, 0) + op(BINARY_ADD, 0) + op(CALL_FUNCTION, 1)
	d := decode(call + computed + op(RETURN_VALUE, 0))
	if d[3].flags != methodLoad || d[12].flags != methodCall {
		t.Errorf("plain call: flags %d and %d, want methodLoad and methodCall", d[3].flags, d[12].flags)
	}
	second := len(call)
	if d[second+3].flags != methodLoad || d[second+13].flags != methodCall {
		t.Errorf("computed argument: flags %d and %d, want methodLoad and methodCall", d[second+3].flags, d[second+13].flags)
	}

	// (twelfth pass) obj.m(f"{a}", g(a, 2), [a]): f-strings, calls and
	// lists among the arguments
	mixed := op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) +
		op(LOAD_FAST, 1) + op(FORMAT_VALUE, 0) + op(LOAD_CONST, 0) + op(BUILD_STRING, 2) +
		op(LOAD_GLOBAL, 1) + op(LOAD_FAST, 1) + op(LOAD_CONST, 1) + op(CALL_FUNCTION, 2) +
		op(LOAD_FAST, 1) + op(BUILD_LIST, 1) + op(CALL_FUNCTION, 3) + op(RETURN_VALUE, 0)
	d = decode(mixed)
	for pc, want := range map[int]uint8{3: methodLoad, 36: methodCall, 27: 0} {
		if d[pc].flags != want {
			t.Errorf("mixed arguments: instruction at %d marked %d, want %d", pc, d[pc].flags, want)
		}
	}

	// not method calls: an argument that loads an attribute (its own
	// method load would replace this call's), keyword arguments, an
	// instruction outside argumentEffect, and the attribute consumed by
	// something else than a call (obj.m + 1)
	for name, code := range map[string]string{
		"attribute argument": op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(LOAD_ATTR, 1) + op(CALL_FUNCTION, 1),
		"keywords":           op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_CONST, 0) + op(LOAD_FAST, 1) + op(CALL_FUNCTION, 1<<8),
		"yield":              op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_FAST, 1) + op(YIELD_VALUE, 0) + op(CALL_FUNCTION, 1),
		"operand":            op(LOAD_FAST, 0) + op(LOAD_ATTR, 0) + op(LOAD_CONST, 0) + op(BINARY_ADD, 0) + op(LOAD_FAST, 1) + op(CALL_FUNCTION, 0),
	} {
		d = decode(code + op(RETURN_VALUE, 0))
		for pc := range d {
			if d[pc].flags&(methodLoad|methodCall) != 0 {
				t.Errorf("%s: instruction at %d marked %d", name, pc, d[pc].flags)
			}
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

// (twelfth pass) markIntFields: a FORMAT_VALUE without conversion or spec
// whose str goes straight to a BUILD_STRING may leave an int to it.
func TestDecodeMarksIntFields(t *testing.T) {
	// f"{a}-{b + 1}": both fields
	two := op(LOAD_FAST, 0) + op(FORMAT_VALUE, 0) + op(LOAD_CONST, 0) +
		op(LOAD_FAST, 1) + op(LOAD_CONST, 1) + op(BINARY_ADD, 0) + op(FORMAT_VALUE, 0) + op(BUILD_STRING, 3) + op(RETURN_VALUE, 0)
	d := decode(two)
	for _, pc := range []int{3, 16} {
		if d[pc].op != FORMAT_VALUE || d[pc].arg != formatIntLater {
			t.Errorf("f-string of two fields: %v(%#x) at %d, want FORMAT_VALUE marked", d[pc].op, d[pc].arg, pc)
		}
	}
	for name, code := range map[string]string{
		"single field": op(LOAD_FAST, 0) + op(FORMAT_VALUE, 0) + op(RETURN_VALUE, 0),
		"conversion":   op(LOAD_FAST, 0) + op(FORMAT_VALUE, 'r'<<1) + op(LOAD_CONST, 0) + op(BUILD_STRING, 2),
		"spec":         op(LOAD_FAST, 0) + op(LOAD_CONST, 0) + op(FORMAT_VALUE, 1) + op(LOAD_CONST, 0) + op(BUILD_STRING, 2),
		"attribute":    op(LOAD_FAST, 0) + op(FORMAT_VALUE, 0) + op(LOAD_FAST, 1) + op(LOAD_ATTR, 0) + op(BUILD_STRING, 2),
		"jump target":  op(LOAD_FAST, 0) + op(FORMAT_VALUE, 0) + op(LOAD_CONST, 0) + op(BUILD_STRING, 2) + op(JUMP_ABSOLUTE, 6),
		"not joined":   op(LOAD_FAST, 0) + op(FORMAT_VALUE, 0) + op(LOAD_CONST, 0) + op(BINARY_ADD, 0) + op(LOAD_CONST, 0) + op(BUILD_STRING, 2),
	} {
		d := decode(code + op(RETURN_VALUE, 0))
		for pc := range d {
			if d[pc].op == FORMAT_VALUE && d[pc].arg&formatIntLater != 0 {
				t.Errorf("%s: FORMAT_VALUE at %d marked", name, pc)
			}
		}
	}
}
