// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: boxing ints and floats in batches.

package py

import "unsafe"

// boxChunk is how many values a Boxer allocates at once.
const boxChunk = 128

// A Boxer boxes the Int and Float results of the VM's arithmetic. Go
// allocates eight bytes each time it converts an int64 or a float64 to an
// interface, which for float code is most of the allocation; a Boxer
// allocates its boxes boxChunk at a time and points each new Object at the
// next one. A box is written once, before any Object points at it, and
// never again, so the values stay immutable as Go's own boxes are; a chunk
// stays alive while any of its boxes is referenced (the price: up to
// boxChunk*8 bytes kept for one live value).
//
// A Boxer is used by one goroutine at a time (each VM has its own). The
// nil *Boxer boxes as Go does.
type Boxer struct {
	floats []Float
	ints   []Int
	// alpyna patch, fourteenth pass: the headers of strs whose text
	// lives elsewhere (Str)
	strs []String
}

// strChunk is how many str headers a Boxer allocates at a time.
const strChunk = 32

// Str boxes s, a str whose text is not its own allocation (the buffer of
// a loop's `s += t`), in the next header of a chunk: converting a String
// to an Object allocates its 16-byte header alone, which with the
// allocator's bookkeeping for a block holding a pointer cost some 250
// instructions. A header is written once, before any Object points at
// it; a chunk stays alive, with the texts its headers point at, while any
// of its strs is referenced.
//
// alpyna patch, fourteenth pass.
func (bx *Boxer) Str(s String) Object {
	if bx == nil {
		return s
	}
	if len(bx.strs) == 0 {
		bx.strs = make([]String, strChunk)
	}
	box := &bx.strs[0]
	bx.strs = bx.strs[1:]
	*box = s
	var o Object
	*(*iface)(unsafe.Pointer(&o)) = iface{tab: stringItab, data: unsafe.Pointer(box)}
	return o
}

// iface is the layout of a non-empty interface value such as Object: the
// itab of the dynamic type and a pointer to the value.
type iface struct {
	tab  unsafe.Pointer
	data unsafe.Pointer
}

// floatItab and intItab are the itabs of Float and Int as Objects.
var (
	floatItab = itabOf(Float(0))
	intItab   = itabOf(Int(0))
)

func itabOf(o Object) unsafe.Pointer {
	return (*iface)(unsafe.Pointer(&o)).tab
}

// Float boxes f.
func (bx *Boxer) Float(f Float) Object {
	if bx == nil {
		return f
	}
	if len(bx.floats) == 0 {
		bx.floats = make([]Float, boxChunk)
	}
	box := &bx.floats[0]
	bx.floats = bx.floats[1:]
	*box = f
	var o Object
	*(*iface)(unsafe.Pointer(&o)) = iface{tab: floatItab, data: unsafe.Pointer(box)}
	return o
}

// Int boxes i, without allocating when it is small (IntObject).
func (bx *Boxer) Int(i Int) Object {
	if i >= smallIntMin && i < smallIntMax {
		return smallInts[i-smallIntMin]
	}
	if bx == nil {
		return i
	}
	if len(bx.ints) == 0 {
		bx.ints = make([]Int, boxChunk)
	}
	box := &bx.ints[0]
	bx.ints = bx.ints[1:]
	*box = i
	var o Object
	*(*iface)(unsafe.Pointer(&o)) = iface{tab: intItab, data: unsafe.Pointer(box)}
	return o
}
