// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: str results without an allocation per box.

package py

import (
	"strconv"
	"unsafe"
)

// stringItab is the itab of String as an Object.
var stringItab = itabOf(String(""))

// smallIntStrMax bounds the ints whose str is preallocated.
const smallIntStrMax = 1024

// smallIntStrs holds str(i) for 0 <= i < smallIntStrMax, boxed. Converting
// a String to an Object allocates its header (and strconv allocates the
// text of numbers of three digits or more), and loops that build strings
// mostly format small counters and digits. Only `is` can tell the shared
// strs from new ones, and the identity of equal strs is not something
// Python promises (CPython shares some, such as its one-character strs,
// and not others).
var smallIntStrs = func() (boxes [smallIntStrMax]Object) {
	for i := range boxes {
		boxes[i] = String(strconv.Itoa(i))
	}
	return boxes
}()

// IntStr returns str(i), boxed, without allocating when i is small and
// in one allocation otherwise.
func IntStr(i Int) Object {
	if i >= 0 && i < smallIntStrMax {
		return smallIntStrs[i]
	}
	var digits [24]byte
	b := strconv.AppendInt(digits[:0], int64(i), 10)
	o, text := NewStr(len(b))
	copy(text, b)
	return o
}

// strHeaderSize is the size of a String's header (a Go string: pointer
// and length).
const strHeaderSize = unsafe.Sizeof(String(""))

// stringHeader is the layout of a Go string (unsafe.String needs a newer
// go.mod than the fork's).
type stringHeader struct {
	data unsafe.Pointer
	len  int
}

// emptyStr is the boxed empty str.
var emptyStr Object = String("")

// NewStr returns a new str of n bytes, boxed, and the bytes, for the
// caller to fill before the str is used anywhere (a str is immutable).
// The box and the text are one allocation: the header, then the bytes
// it points to. Converting a Go string to an Object allocates the header
// on its own, after the allocation of the text, so every str a
// computation made cost two; f-strings, str(i) and concatenation make
// one per result. The block holds no pointer but the header's own to
// its tail, so the collector need not scan it: the box points at its
// start, and a Go string taken out of the str points inside it, either
// keeping the whole block alive.
func NewStr(n int) (Object, []byte) {
	if n == 0 {
		return emptyStr, nil
	}
	block := make([]byte, int(strHeaderSize)+n)
	text := block[strHeaderSize:]
	header := (*stringHeader)(unsafe.Pointer(&block[0]))
	*header = stringHeader{data: unsafe.Pointer(&text[0]), len: n}
	var o Object
	*(*iface)(unsafe.Pointer(&o)) = iface{tab: stringItab, data: unsafe.Pointer(header)}
	return o, text
}

// ConcatStr returns a + b as a new str, boxed, in one allocation.
func ConcatStr(a, b String) Object {
	o, text := NewStr(len(a) + len(b))
	copy(text[copy(text, a):], b)
	return o
}

// boxStrings returns the strs of ss as Objects. Each Object points at its
// element of ss instead of a header of its own, so the n boxes cost the
// one allocation ss already made; ss must not be written after, so that
// the strs stay immutable (an element kept alive keeps ss alive, as the
// substrings of one split keep the string they were cut from).
func boxStrings(ss []string) []Object {
	objs := make([]Object, len(ss))
	for i := range ss {
		*(*iface)(unsafe.Pointer(&objs[i])) = iface{tab: stringItab, data: unsafe.Pointer(&ss[i])}
	}
	return objs
}

// BuildString joins parts, all strs, into one str: CPython's BUILD_STRING,
// which joins the parts of an f-string. An int part is written as str(i):
// the VM leaves an f-string's int fields to it (vm/alpyna_fstring.go),
// whose strs would only be garbage.
func BuildString(parts []Object) (Object, error) {
	n := 0
	for _, part := range parts {
		switch p := part.(type) {
		case String:
			n += len(p)
		case Int:
			n += decimalLen(p)
		default:
			return nil, ExceptionNewf(TypeError, "BUILD_STRING expects str parts, not %s", part.Type().Name)
		}
	}
	o, text := NewStr(n)
	at := 0
	for _, part := range parts {
		if i, ok := part.(Int); ok {
			at += len(strconv.AppendInt(text[at:at], int64(i), 10))
			continue
		}
		at += copy(text[at:], part.(String))
	}
	return o, nil
}

// decimalLen returns len(str(i)).
func decimalLen(i Int) int {
	n := 1
	u := uint64(i)
	if i < 0 {
		n++
		u = -u
	}
	for ; u >= 10; u /= 10 {
		n++
	}
	return n
}
