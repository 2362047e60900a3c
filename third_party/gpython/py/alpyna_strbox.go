// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: str results without an allocation per box.

package py

import (
	"strconv"
	"strings"
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

// IntStr returns str(i), boxed, without allocating when i is small.
func IntStr(i Int) Object {
	if i >= 0 && i < smallIntStrMax {
		return smallIntStrs[i]
	}
	return String(strconv.FormatInt(int64(i), 10))
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
// which joins the parts of an f-string.
func BuildString(parts []Object) (Object, error) {
	n := 0
	for _, part := range parts {
		s, ok := part.(String)
		if !ok {
			return nil, ExceptionNewf(TypeError, "BUILD_STRING expects str parts, not %s", part.Type().Name)
		}
		n += len(s)
	}
	var b strings.Builder
	b.Grow(n)
	for _, part := range parts {
		b.WriteString(string(part.(String)))
	}
	return String(b.String()), nil
}
