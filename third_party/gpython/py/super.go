// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: super objects, for super() and super(cls, obj).

package py

// Super is the proxy super() returns: attribute lookups on it search the
// method resolution order of Obj's class after Class.
type Super struct {
	Class *Type  // the class whose method called super()
	Obj   Object // the instance (or class, in a classmethod) being served
}

var SuperType = NewType("super", "super() -> same as super(__class__, <first argument>)\nsuper(type, obj) -> bound super object")

// Type of this object
func (s *Super) Type() *Type {
	return SuperType
}

// objType is the class whose MRO a super lookup walks.
func (s *Super) objType() *Type {
	if t, ok := s.Obj.(*Type); ok && t.IsSubtype(s.Class) && t.Type() != t {
		if t.Type().IsSubtype(TypeType) {
			return t
		}
	}
	return s.Obj.Type()
}

// M__getattribute__ finds name in the classes after Class in the MRO
func (s *Super) M__getattribute__(name string) (Object, error) {
	start := s.objType()
	mro := start.Mro
	i := 0
	for ; i < len(mro); i++ {
		if mro[i] == s.Class {
			i++
			break
		}
	}
	for ; i < len(mro); i++ {
		base := mro[i].(*Type)
		res, ok := base.Dict[name]
		if !ok {
			continue
		}
		if g, ok := res.(I__get__); ok {
			if s.Obj == Object(start) {
				return g.M__get__(None, start)
			}
			return g.M__get__(s.Obj, start)
		}
		return res, nil
	}
	if name == "__init__" {
		// object.__init__ accepts anything here: the instance is already made
		return MustNewMethod("__init__", func(self Object, args Tuple, kwargs StringDict) (Object, error) {
			return None, nil
		}, 0, ""), nil
	}
	return nil, ExceptionNewf(AttributeError, "'super' object has no attribute '%s'", name)
}

// NewSuper makes super(class, obj)
func NewSuper(class Object, obj Object) (Object, error) {
	t, ok := class.(*Type)
	if !ok {
		return nil, ExceptionNewf(TypeError, "super() argument 1 must be a type, not %s", class.Type().Name)
	}
	return &Super{Class: t, Obj: obj}, nil
}

// SuperFromFrame makes the super object for a zero-argument super() call
// made in frame f: the instance is the frame's first argument and the class
// is the one in its MRO whose dictionary holds the running function.
func SuperFromFrame(f *Frame) (Object, error) {
	if f.Code.Argcount == 0 || len(f.LocalVars) == 0 || f.LocalVars[0] == nil {
		return nil, ExceptionNewf(RuntimeError, "super(): no arguments")
	}
	obj := f.LocalVars[0]
	mro := obj.Type().Mro
	if t, ok := obj.(*Type); ok && t.Type().IsSubtype(TypeType) {
		mro = t.Mro // called from a classmethod
	}
	for _, baseObj := range mro {
		base := baseObj.(*Type)
		for _, v := range base.Dict {
			if definesCode(v, f.Code) {
				return &Super{Class: base, Obj: obj}, nil
			}
		}
	}
	return nil, ExceptionNewf(RuntimeError, "super(): __class__ cell not found")
}

// definesCode reports whether v is a function (possibly wrapped as a class
// or static method) running code.
func definesCode(v Object, code *Code) bool {
	switch x := v.(type) {
	case *Function:
		return x.Code == code
	case *ClassMethod:
		return definesCode(x.Callable, code)
	case *StaticMethod:
		return definesCode(x.Callable, code)
	case *Property:
		return false
	}
	return false
}
