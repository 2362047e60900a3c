// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: property(fget, fset, fdel, doc) and its getter, setter and
// deleter decorators, for properties written in Python.

package py

// newPyProperty makes a Property that calls Python callables (any may be
// nil).
func newPyProperty(fget, fset, fdel Object, doc string) *Property {
	p := &Property{Doc: doc, pyGet: fget, pySet: fset, pyDel: fdel}
	if fget != nil {
		p.Fget = func(self Object) (Object, error) {
			return Call(fget, Tuple{self}, nil)
		}
	}
	if fset != nil {
		p.Fset = func(self, value Object) error {
			_, err := Call(fset, Tuple{self, value}, nil)
			return err
		}
	}
	if fdel != nil {
		p.Fdel = func(self Object) error {
			_, err := Call(fdel, Tuple{self}, nil)
			return err
		}
	}
	return p
}

func init() {
	PropertyType.New = func(metatype *Type, args Tuple, kwargs StringDict) (Object, error) {
		var fget, fset, fdel, doc Object = None, None, None, None
		err := ParseTupleAndKeywords(args, kwargs, "|OOOO:property", []string{"fget", "fset", "fdel", "doc"}, &fget, &fset, &fdel, &doc)
		if err != nil {
			return nil, err
		}
		orNil := func(o Object) Object {
			if o == None {
				return nil
			}
			return o
		}
		docStr, _ := doc.(String)
		return newPyProperty(orNil(fget), orNil(fset), orNil(fdel), string(docStr)), nil
	}
	decorator := func(name string, with func(p *Property, fn Object) *Property) {
		PropertyType.Dict[name] = MustNewMethod(name, func(self, fn Object) (Object, error) {
			return with(self.(*Property), fn), nil
		}, 0, "Descriptor to obtain a copy of the property with a different "+name[:len(name)-2]+".")
	}
	decorator("getter", func(p *Property, fn Object) *Property { return newPyProperty(fn, p.pySet, p.pyDel, p.Doc) })
	decorator("setter", func(p *Property, fn Object) *Property { return newPyProperty(p.pyGet, fn, p.pyDel, p.Doc) })
	decorator("deleter", func(p *Property, fn Object) *Property { return newPyProperty(p.pyGet, p.pySet, fn, p.Doc) })
}
