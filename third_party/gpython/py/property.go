// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Property object

package py

// A python Property object
type Property struct {
	Fget func(self Object) (Object, error)
	Fset func(self, value Object) error
	Fdel func(self Object) error
	Doc  string

	// alpyna patch: the Python callables of a property made by property()
	pyGet, pySet, pyDel Object
}

var PropertyType = NewType("property", "property object")

// Type of this object
func (o *Property) Type() *Type {
	return PropertyType
}

func (p *Property) M__get__(instance, owner Object) (Object, error) {
	if instance == None && p.pyGet != nil {
		return p, nil // alpyna patch: Class.prop is the property itself
	}
	if p.Fget == nil {
		return nil, ExceptionNewf(AttributeError, "can't get attribute")
	}
	return p.Fget(instance)
}

// missingAccessor is CPython 3.11's error for a property without a setter
// or deleter: "property 'x' of 'C' object has no setter", the name being
// the getter's __name__ (alpyna patch: was "can't set attribute").
func (p *Property) missingAccessor(instance Object, what string) error {
	if p.pyGet != nil {
		if name, err := GetAttrString(p.pyGet, "__name__"); err == nil {
			if s, ok := name.(String); ok {
				return ExceptionNewf(AttributeError, "property %s of '%s' object has no %s", reprString(string(s)), instance.Type().Name, what)
			}
		}
	}
	if what == "setter" { // a getter without a name: namedtuple's fields, whose CPython message this is
		return ExceptionNewf(AttributeError, "can't set attribute")
	}
	return ExceptionNewf(AttributeError, "can't delete attribute")
}

func (p *Property) M__set__(instance, value Object) (Object, error) {
	if p.Fset == nil {
		if p.pyGet != nil || p.pySet != nil || p.pyDel != nil {
			return nil, p.missingAccessor(instance, "setter")
		}
		return nil, ExceptionNewf(AttributeError, "can't set attribute")
	}
	return None, p.Fset(instance, value)
}

func (p *Property) M__delete__(instance Object) (Object, error) {
	if p.Fdel == nil {
		if p.pyGet != nil || p.pySet != nil || p.pyDel != nil {
			return nil, p.missingAccessor(instance, "deleter")
		}
		return nil, ExceptionNewf(AttributeError, "can't delete attribute")
	}
	return None, p.Fdel(instance)
}

// Interfaces
var _ I__get__ = (*Property)(nil)
var _ I__set__ = (*Property)(nil)
var _ I__delete__ = (*Property)(nil)
