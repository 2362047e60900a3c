// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the attributes CPython gives builtin functions and bound
// methods: `math.gamma.__name__` is 'gamma' (and `__doc__` its own doc,
// not the type's), `obj.m.__self__` is obj,
// `obj.m.__func__` the function, and `obj.m.__name__`, `__qualname__`,
// `__doc__` and `__module__` the function's (all were AttributeErrors).

package py

func init() {
	MethodType.Dict["__name__"] = &Property{Fget: func(self Object) (Object, error) {
		if m, ok := self.(*Method); ok {
			return String(m.Name), nil
		}
		return nil, ExceptionNewf(TypeError, "descriptor '__name__' for 'builtin_function_or_method' objects doesn't apply to a '%s' object", self.Type().Name)
	}}
	MethodType.Dict["__doc__"] = &Property{Fget: func(self Object) (Object, error) {
		if m, ok := self.(*Method); ok && m.Doc != "" {
			return String(m.Doc), nil
		}
		return None, nil
	}}
	bound := func(self Object) (*BoundMethod, error) {
		if bm, ok := self.(*BoundMethod); ok {
			return bm, nil
		}
		return nil, ExceptionNewf(TypeError, "descriptor for 'method' objects doesn't apply to a '%s' object", self.Type().Name)
	}
	BoundMethodType.Dict["__self__"] = &Property{Fget: func(self Object) (Object, error) {
		bm, err := bound(self)
		if err != nil {
			return nil, err
		}
		return bm.Self, nil
	}}
	BoundMethodType.Dict["__func__"] = &Property{Fget: func(self Object) (Object, error) {
		bm, err := bound(self)
		if err != nil {
			return nil, err
		}
		return bm.Method, nil
	}}
	for _, name := range []string{"__name__", "__qualname__", "__doc__", "__module__"} {
		name := name
		BoundMethodType.Dict[name] = &Property{Fget: func(self Object) (Object, error) {
			bm, err := bound(self)
			if err != nil {
				return nil, err
			}
			return GetAttrString(bm.Method, name)
		}}
	}
}
