// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// BoundMethod object
//
// Combines an object and a callable

package py

// A python BoundMethod object
type BoundMethod struct {
	Self   Object
	Method Object
}

var BoundMethodType = NewType("method", "boundmethod object") // alpyna patch: CPython's name

// Type of this object
func (o *BoundMethod) Type() *Type {
	return BoundMethodType
}

// Define a new boundmethod
func NewBoundMethod(self, method Object) *BoundMethod {
	return &BoundMethod{Self: self, Method: method}
}

// Call the bound method
func (bm *BoundMethod) M__call__(args Tuple, kwargs StringDict) (Object, error) {
	// Call built in methods slightly differently
	// FIXME not sure this is sensible! something is wrong with the call interface
	// as we aren't sure whether to call it with a self or not
	if m, ok := bm.Method.(*Method); ok {
		if kwargs != nil {
			return m.CallWithKeywords(bm.Self, args, kwargs)
		} else {
			return m.Call(bm.Self, args)
		}
	}
	newArgs := make(Tuple, len(args)+1)
	newArgs[0] = bm.Self
	copy(newArgs[1:], args)
	return Call(bm.Method, newArgs, kwargs)
}

// M__eq__: bound methods are equal when they bind the same object to the
// same function, as CPython's method_richcompare (alpyna patch).
func (bm *BoundMethod) M__eq__(other Object) (Object, error) {
	o, ok := other.(*BoundMethod)
	if !ok {
		return NotImplemented, nil
	}
	return NewBool(identical(bm.Self, o.Self) && identical(bm.Method, o.Method)), nil
}

// M__ne__ is the negation of M__eq__ (alpyna patch).
func (bm *BoundMethod) M__ne__(other Object) (Object, error) {
	res, err := bm.M__eq__(other)
	if err != nil || res == NotImplemented {
		return res, err
	}
	return Not(res)
}

// M__hash__ agrees with M__eq__ (alpyna patch).
func (bm *BoundMethod) M__hash__() (Object, error) {
	h := Identity(bm.Self)*1000003 ^ Identity(bm.Method)
	return Int(int64(h >> 1)), nil
}
