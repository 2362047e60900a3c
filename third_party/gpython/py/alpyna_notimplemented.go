// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: NotImplemented as CPython's singleton of type
// NotImplementedType.

package py

// NotImplementedType is the type of NotImplemented.
var NotImplementedType = NewType("NotImplementedType", "")

// notImplemented is a pointer type, so that id() and hash() of the
// singleton are its address (a struct without fields has none).
type notImplemented struct{ _ byte }

// Type of this object.
func (*notImplemented) Type() *Type { return NotImplementedType }

// M__repr__ is "NotImplemented".
func (*notImplemented) M__repr__() (Object, error) { return String("NotImplemented"), nil }

var _ I__repr__ = (*notImplemented)(nil)
