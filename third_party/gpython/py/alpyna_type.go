// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: class attributes that scripts read (__name__, __qualname__,
// __module__ fallbacks, __bases__, __mro__, __class__).

package py

func init() {
	TypeType.Dict["__name__"] = &Property{
		Fget: func(self Object) (Object, error) {
			return String(self.(*Type).Name), nil
		},
	}
	TypeType.Dict["__qualname__"] = &Property{
		Fget: func(self Object) (Object, error) {
			t := self.(*Type)
			if q, ok := t.Dict["__qualname__"]; ok {
				return q, nil
			}
			return String(t.Name), nil
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
