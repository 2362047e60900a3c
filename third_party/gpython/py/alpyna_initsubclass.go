// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch (2026-11-28): __init_subclass__ (PEP 487), as CPython 3.11's
// type_new: a function named __init_subclass__ in a class body is made a
// classmethod, and a new class calls the first __init_subclass__ of its
// MRO after itself, `super(cls, cls).__init_subclass__()`; object's does
// nothing. The VM passes no class keywords (`class C(B, flag=1)`), so
// none reach it.

package py

func init() {
	ObjectType.Dict["__init_subclass__"] = &ClassMethod{
		Callable: MustNewMethod("__init_subclass__", func(self Object, args Tuple, kwargs StringDict) (Object, error) {
			// bound to the class (super().__init_subclass__()), or
			// called with it (initSubclass)
			cls, _ := self.(*Type)
			if cls == nil && len(args) > 0 {
				cls, _ = args[0].(*Type)
				args = args[1:]
			}
			if cls == nil || len(args) != 0 {
				return nil, ExceptionNewf(TypeError, "object.__init_subclass__() takes no arguments (%d given)", len(args))
			}
			if len(kwargs) != 0 {
				return nil, ExceptionNewf(TypeError, "%s.__init_subclass__() takes no keyword arguments", cls.Name)
			}
			return None, nil
		}, 0, "This method is called when a class is subclassed.\n\nThe default implementation does nothing. It may be\noverridden to extend subclasses."),
		Dict: StringDict{},
	}
}

// initSubclass makes t's own __init_subclass__ a classmethod and calls
// the one t inherits, with t.
func initSubclass(t *Type) error {
	if fn, ok := t.Dict["__init_subclass__"].(*Function); ok {
		t.Dict["__init_subclass__"] = &ClassMethod{Callable: fn, Dict: StringDict{}}
	}
	for _, base := range t.Mro[1:] {
		b, ok := base.(*Type)
		if !ok {
			continue
		}
		switch m := b.Dict["__init_subclass__"].(type) {
		case nil:
			continue
		case *ClassMethod:
			_, err := Call(m.Callable, Tuple{t}, nil)
			return err
		default:
			// anything else (a staticmethod, a callable object): as
			// CPython, the attribute as found on super(t, t)
			sup, err := NewSuper(t, t)
			if err != nil {
				return err
			}
			fn, err := GetAttrString(sup, "__init_subclass__")
			if err != nil {
				return err
			}
			_, err = Call(fn, nil, nil)
			return err
		}
	}
	return nil
}
