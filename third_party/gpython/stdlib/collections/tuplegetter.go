// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: _collections._tuplegetter, the descriptor of a namedtuple
// field, as CPython's (Modules/_collectionsmodule.c). The classes
// namedtuple makes keep their values in a tuple, the instance attribute
// `_t`; field `x` of `p` was a property whose getter, operator.itemgetter
// written in Python, called the class's `__getitem__`, also Python: four
// Python calls for `p.x`. The descriptor reads the tuple from the
// instance's slots.

package collections

import (
	"strconv"

	"github.com/go-python/gpython/py"
)

// TupleGetterType is the type of namedtuple's field descriptors.
var TupleGetterType = py.NewTypeX("_collections._tuplegetter", "", tupleGetterNew, nil)

// A tupleGetter gives item index of the values tuple of a namedtuple
// instance.
type tupleGetter struct {
	index int
	doc   py.Object
}

// Type of this object.
func (g *tupleGetter) Type() *py.Type { return TupleGetterType }

// tupleGetterNew is _tuplegetter(index, doc).
func tupleGetterNew(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(kwargs) != 0 {
		return nil, py.ExceptionNewf(py.TypeError, "_tuplegetter() takes no keyword arguments")
	}
	if len(args) != 2 {
		return nil, py.ExceptionNewf(py.TypeError, "_tuplegetter expected 2 arguments, got %d", len(args))
	}
	i, ok := args[0].(py.Int)
	if !ok || i < 0 {
		return nil, py.ExceptionNewf(py.TypeError, "_tuplegetter() argument 1 must be a non-negative int")
	}
	return &tupleGetter{index: int(i), doc: args[1]}, nil
}

// M__get__ returns the field of instance, or the descriptor itself when
// read from the class.
func (g *tupleGetter) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == py.None || instance == nil {
		return g, nil
	}
	if inst, ok := instance.(*py.Type); ok {
		if v, ok := inst.InstanceAttr("_t"); ok {
			if t, ok := v.(py.Tuple); ok && g.index < len(t) {
				return t[g.index], nil
			}
		}
	}
	// anything else (a field read through another object): as CPython,
	// the item of that sequence
	return py.GetItem(instance, py.Int(g.index))
}

// M__set__ refuses assignment, as CPython's namedtuple fields do.
func (g *tupleGetter) M__set__(instance, value py.Object) (py.Object, error) {
	return nil, py.ExceptionNewf(py.AttributeError, "can't set attribute")
}

// M__delete__ refuses deletion, as CPython's namedtuple fields do.
func (g *tupleGetter) M__delete__(instance py.Object) (py.Object, error) {
	return nil, py.ExceptionNewf(py.AttributeError, "can't delete attribute")
}

// M__repr__ is CPython's "_tuplegetter(0, 'Alias for field number 0')".
func (g *tupleGetter) M__repr__() (py.Object, error) {
	doc, err := py.Repr(g.doc)
	if err != nil {
		return nil, err
	}
	return py.String("_tuplegetter(" + strconv.Itoa(g.index) + ", " + string(doc.(py.String)) + ")"), nil
}

func init() {
	TupleGetterType.Dict["__doc__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if g, ok := self.(*tupleGetter); ok {
			return g.doc, nil
		}
		return py.None, nil
	}}
}

// nameCode gives the code of fn, a function namedtuple has just compiled,
// the name its argument errors show: "P.__new__() missing 1 required
// positional argument: 'y'", as CPython's namedtuple's __new__, whose
// __qualname__ those errors name. gpython's argument errors name the
// code, and Python code cannot rename a code object.
func nameCode(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) != 2 {
		return nil, py.ExceptionNewf(py.TypeError, "_name_code() takes exactly 2 arguments (%d given)", len(args))
	}
	fn, ok := args[0].(*py.Function)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "_name_code() argument 1 must be a function")
	}
	name, ok := args[1].(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "_name_code() argument 2 must be str")
	}
	fn.Code.Name = string(name)
	return fn, nil
}

var (
	_ py.I__get__    = (*tupleGetter)(nil)
	_ py.I__set__    = (*tupleGetter)(nil)
	_ py.I__delete__ = (*tupleGetter)(nil)
	_ py.I__repr__   = (*tupleGetter)(nil)
)

// ntValues returns the values tuple of the namedtuple instance a method
// of _NamedTuple implemented in Go was called on: bound to it (`p.__len__()`,
// self is the instance) or called with it by the operators (`len(p)`:
// self is the module, the instance the first argument). rest is what
// follows the instance.
func ntValues(name string, self py.Object, args py.Tuple) (values py.Tuple, rest py.Tuple, err error) {
	inst := self
	if _, isModule := self.(*py.Module); isModule || self == nil {
		if len(args) == 0 {
			return nil, nil, py.ExceptionNewf(py.TypeError, "%s() needs an argument", name)
		}
		inst, args = args[0], args[1:]
	}
	if t, ok := inst.(*py.Type); ok {
		if v, ok := t.InstanceAttr("_t"); ok {
			if values, ok := v.(py.Tuple); ok {
				return values, args, nil
			}
		}
	}
	return nil, nil, py.ExceptionNewf(py.TypeError, "descriptor '%s' requires a namedtuple object but received a '%s'", name, inst.Type().Name)
}

// ntIter is _NamedTuple.__iter__: iter(self._t).
func ntIter(self py.Object, args py.Tuple) (py.Object, error) {
	values, rest, err := ntValues("__iter__", self, args)
	if err != nil {
		return nil, err
	}
	if len(rest) != 0 {
		return nil, py.ExceptionNewf(py.TypeError, "expected 0 arguments, got %d", len(rest))
	}
	return py.Iter(values)
}

// ntLen is _NamedTuple.__len__: len(self._t).
func ntLen(self py.Object, args py.Tuple) (py.Object, error) {
	values, rest, err := ntValues("__len__", self, args)
	if err != nil {
		return nil, err
	}
	if len(rest) != 0 {
		return nil, py.ExceptionNewf(py.TypeError, "expected 0 arguments, got %d", len(rest))
	}
	return py.Int(len(values)), nil
}

// ntGetItem is _NamedTuple.__getitem__: self._t[i], a slice of it, or
// CPython's IndexError "tuple index out of range".
func ntGetItem(self py.Object, args py.Tuple) (py.Object, error) {
	values, rest, err := ntValues("__getitem__", self, args)
	if err != nil {
		return nil, err
	}
	if len(rest) != 1 {
		return nil, py.ExceptionNewf(py.TypeError, "expected 1 argument, got %d", len(rest))
	}
	if i, ok := rest[0].(py.Int); ok {
		if item, ok := py.TupleIndex(values, i); ok {
			return item, nil
		}
	}
	return py.GetItem(values, rest[0])
}
