// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: class attributes that scripts read (__name__, __qualname__,
// __module__ fallbacks, __bases__, __mro__, __class__).

package py

import "strings"

func init() {
	TypeType.Dict["__name__"] = &Property{
		Fget: func(self Object) (Object, error) {
			t := self.(*Type)
			if t.Flags&TPFLAGS_HEAPTYPE == 0 {
				// a type made in Go may carry its module in its name
				// ("collections.deque"): __name__ is the last part, as
				// CPython's type_name
				if i := strings.LastIndexByte(t.Name, '.'); i >= 0 {
					return String(t.Name[i+1:]), nil
				}
			}
			return String(t.Name), nil
		},
	}
	TypeType.Dict["__qualname__"] = &Property{
		Fget: func(self Object) (Object, error) {
			t := self.(*Type)
			if q, ok := t.Dict["__qualname__"].(String); ok {
				return q, nil
			}
			if t.Qualname != "" {
				return String(t.Qualname), nil
			}
			if i := strings.LastIndexByte(t.Name, '.'); i >= 0 && t.Flags&TPFLAGS_HEAPTYPE == 0 {
				return String(t.Name[i+1:]), nil
			}
			return String(t.Name), nil
		},
	}
	TypeType.Dict["__annotations__"] = &Property{
		// as CPython 3.10+: the class's own __annotations__, an empty dict
		// made on first use for a class defined in Python
		Fget: func(self Object) (Object, error) {
			t := self.(*Type)
			if a, ok := t.Dict["__annotations__"]; ok {
				return a, nil
			}
			if t.Flags&TPFLAGS_HEAPTYPE == 0 {
				return nil, ExceptionNewf(AttributeError, "type object '%s' has no attribute '__annotations__'", t.Name)
			}
			d := NewDict()
			t.Dict["__annotations__"] = d
			return d, nil
		},
		Fset: func(self, value Object) error {
			t := self.(*Type)
			if t.Flags&TPFLAGS_HEAPTYPE == 0 {
				return ExceptionNewf(TypeError, "cannot set '__annotations__' attribute of immutable type '%s'", t.Name)
			}
			t.Dict["__annotations__"] = value
			return nil
		},
	}
	TypeType.Dict["__bases__"] = &Property{
		Fget: func(self Object) (Object, error) {
			return self.(*Type).Bases.Copy(), nil
		},
	}
	TypeType.Dict["__mro__"] = &Property{
		Fget: func(self Object) (Object, error) {
			return self.(*Type).Mro.Copy(), nil
		},
	}
}

// qualifiedName is module.qualname for a class defined in Python and just
// the name for a type made in Go (whose Name may already carry a module).
func qualifiedName(t *Type) string {
	if t.Flags&TPFLAGS_HEAPTYPE == 0 {
		return t.Name
	}
	name := t.Name
	if q, ok := t.Dict["__qualname__"].(String); ok {
		name = string(q)
	}
	if m, ok := t.Dict["__module__"].(String); ok && m != "builtins" {
		return string(m) + "." + name
	}
	return name
}
