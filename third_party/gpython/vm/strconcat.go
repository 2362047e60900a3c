// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build go1.20

// alpyna patch: amortised `s += t` for strings.

package vm

import (
	"unsafe"

	"github.com/go-python/gpython/py"
)

// minAppendableString is the length from which `s += t` builds its result
// in a growable buffer; shorter results are plain concatenations.
const minAppendableString = 64

// stringAppender makes a loop of `s += t` linear instead of quadratic, as
// CPython's in-place concatenation of an unshared string is. It owns buf,
// whose first len(buf) bytes back the last string it returned. Strings
// are immutable, and every string made from buf (that result and any
// substring of it) ends at or before len(buf), so the bytes past len(buf)
// are seen by no string: when the left operand is exactly that last
// result, t can be appended there and the longer string shares the bytes
// of the shorter. Any other left operand gets a fresh buffer.
type stringAppender struct {
	buf []byte
}

// concat returns s + t.
func (sa *stringAppender) concat(s, t py.String) py.String {
	n := len(s) + len(t)
	if n < minAppendableString {
		return s + t
	}
	if len(s) > 0 && len(s) == len(sa.buf) && unsafe.StringData(string(s)) == unsafe.SliceData(sa.buf) && n <= cap(sa.buf) {
		sa.buf = append(sa.buf, t...)
	} else {
		buf := make([]byte, 0, 2*n)
		sa.buf = append(append(buf, s...), t...)
	}
	return py.String(unsafe.String(unsafe.SliceData(sa.buf), len(sa.buf)))
}

// concatStrs is `s += t` of two strs: a short result is a new str in one
// allocation (py.ConcatStr), a longer one grows the VM's buffer
// (stringAppender) and is boxed by the VM's Boxer (py.Boxer.Str).
//
// alpyna patch, fourteenth pass: the result was converted to an Object,
// which allocated its header alone (and a short one its text apart).
func (vm *Vm) concatStrs(s, t py.String) py.Object {
	if len(s)+len(t) < minAppendableString {
		return py.ConcatStr(s, t)
	}
	return vm.boxes.Str(vm.strings.concat(s, t))
}

// addStrs is BINARY_ADD or INPLACE_ADD (op) of two strs in the
// evaluation loop's arithmetic.
func (vm *Vm) addStrs(op OpCode, a, b py.String) py.Object {
	if op == INPLACE_ADD {
		return vm.concatStrs(a, b)
	}
	return py.ConcatStr(a, b) // one allocation, not two
}
