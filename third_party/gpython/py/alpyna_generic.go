// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: PEP 585 generic aliases (`list[int]`, `dict[str, float]`,
// `tuple[float, ...]`, `type[X]`), `__class_getitem__` of classes defined
// in Python, and PEP 604 unions (`int | None`), as CPython 3.11's
// Objects/genericaliasobject.c and Objects/unionobject.c.

package py

import (
	"strings"
)

// GenericAliasType is types.GenericAlias.
var GenericAliasType = NewType("types.GenericAlias", "Represent a PEP 585 generic type\n\nE.g. for t = list[int], t.__origin__ is list and t.__args__ is (int,).")

// UnionTypeType is types.UnionType.
var UnionTypeType = NewType("types.UnionType", "Represent a PEP 604 union type\n\nE.g. for int | str")

// GenericAlias is origin[args].
type GenericAlias struct {
	Origin Object
	Args   Tuple
}

// UnionType is args[0] | args[1] | ...: at least two distinct members.
type UnionType struct {
	Args Tuple
}

func (g *GenericAlias) Type() *Type { return GenericAliasType }
func (u *UnionType) Type() *Type    { return UnionTypeType }

// NewGenericAlias is origin[key]: a tuple key gives the arguments.
func NewGenericAlias(origin, key Object) *GenericAlias {
	args, ok := key.(Tuple)
	if !ok {
		args = Tuple{key}
	}
	return &GenericAlias{Origin: origin, Args: args}
}

// genericBuiltins are the types implemented in Go that `T[...]` makes a
// generic alias of, as their __class_getitem__ does in CPython.
var genericBuiltins = map[*Type]bool{}

func genericBuiltin(t *Type) bool {
	return genericBuiltins[t]
}

// RegisterGenericBuiltin makes T[...] of a type implemented in Go a
// generic alias (collections.deque and the like).
func RegisterGenericBuiltin(t *Type) {
	genericBuiltins[t] = true
}

// classGetItem is `cls[key]` for a class: its __class_getitem__ (an
// implicit class method, as in CPython), a generic alias of the builtin
// containers, else CPython's TypeError.
func classGetItem(t *Type, key Object) (Object, error) {
	if fn := t.Lookup("__class_getitem__"); fn != nil {
		if f, ok := fn.(*Function); ok {
			return Call(f, Tuple{t, key}, nil)
		}
		bound, err := GetAttrString(t, "__class_getitem__")
		if err != nil {
			return nil, err
		}
		return Call(bound, Tuple{key}, nil)
	}
	if genericBuiltin(t) {
		return NewGenericAlias(t, key), nil
	}
	return nil, ExceptionNewf(TypeError, "type '%s' is not subscriptable", t.Name)
}

// isClass says whether o is a class (a type object).
func isClass(o Object) bool {
	t, ok := o.(*Type)
	return ok && t.Type() != nil && t.Type().IsSubtype(TypeType)
}

// typeReprItem is how a generic alias or union shows one of its
// arguments (ga_repr_item): `...`, a class as module.qualname (bare for
// builtins), anything else as its repr.
func typeReprItem(p Object, inUnion bool) (string, error) {
	if _, ok := p.(EllipsisType); ok {
		return "...", nil
	}
	if t, ok := p.(*Type); ok && isClass(t) {
		if inUnion && t == NoneTypeType {
			return "None", nil
		}
		return qualifiedName(t), nil
	}
	return ReprAsString(p)
}

func (g *GenericAlias) M__repr__() (Object, error) {
	var b strings.Builder
	origin, err := typeReprItem(g.Origin, false)
	if err != nil {
		return nil, err
	}
	b.WriteString(origin)
	b.WriteByte('[')
	if len(g.Args) == 0 {
		b.WriteString("()")
	}
	for i, a := range g.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := typeReprItem(a, false)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	b.WriteByte(']')
	return String(b.String()), nil
}

func (g *GenericAlias) M__str__() (Object, error) { return g.M__repr__() }

// M__call__ calls the origin, as CPython; the result gets __orig_class__
// where it takes attributes.
func (g *GenericAlias) M__call__(args Tuple, kwargs StringDict) (Object, error) {
	res, err := Call(g.Origin, args, kwargs)
	if err != nil {
		return nil, err
	}
	if t, ok := res.(*Type); ok && !isClass(t) {
		_, _ = SetAttrString(t, "__orig_class__", g)
	}
	return res, nil
}

func (g *GenericAlias) M__getitem__(key Object) (Object, error) {
	r, err := ReprAsString(g)
	if err != nil {
		return nil, err
	}
	return nil, ExceptionNewf(TypeError, "%s is not a generic class", r)
}

func (g *GenericAlias) M__eq__(other Object) (Object, error) {
	o, ok := other.(*GenericAlias)
	if !ok {
		return NotImplemented, nil
	}
	eq, err := Eq(g.Origin, o.Origin)
	if err != nil {
		return nil, err
	}
	if t, err := ObjectIsTrue(eq); err != nil || !t {
		return False, err
	}
	return Eq(g.Args, o.Args)
}

func (g *GenericAlias) M__ne__(other Object) (Object, error) {
	eq, err := g.M__eq__(other)
	if err != nil || eq == NotImplemented {
		return eq, err
	}
	return Not(eq)
}

func (g *GenericAlias) M__or__(other Object) (Object, error)  { return unionOf(g, other) }
func (g *GenericAlias) M__ror__(other Object) (Object, error) { return unionOf(other, g) }

// M__getattr__ forwards what a generic alias does not have to its origin,
// as CPython (list[int].append is list.append).
func (g *GenericAlias) M__getattr__(name string) (Object, error) {
	return GetAttrString(g.Origin, name)
}

// unionMember says whether o may be a member of a union: None, a class,
// a generic alias or a union.
func unionMember(o Object) bool {
	switch o.(type) {
	case NoneType, *GenericAlias, *UnionType:
		return true
	}
	return isClass(o)
}

// unionOf is a | b for types: NotImplemented where either may not be in
// a union; the members flattened, duplicates dropped, and the only member
// itself where one is left.
func unionOf(a, b Object) (Object, error) {
	if !unionMember(a) || !unionMember(b) {
		return NotImplemented, nil
	}
	var members Tuple
	add := func(o Object) error {
		if o == None {
			o = NoneTypeType
		}
		for _, m := range members {
			if m == o {
				return nil
			}
			if ga, ok := m.(*GenericAlias); ok {
				eq, err := ga.M__eq__(o)
				if err != nil {
					return err
				}
				if eq == True {
					return nil
				}
			}
		}
		members = append(members, o)
		return nil
	}
	for _, o := range []Object{a, b} {
		if u, ok := o.(*UnionType); ok {
			for _, m := range u.Args {
				if err := add(m); err != nil {
					return nil, err
				}
			}
			continue
		}
		if err := add(o); err != nil {
			return nil, err
		}
	}
	if len(members) == 1 {
		return members[0], nil
	}
	return &UnionType{Args: members}, nil
}

func (u *UnionType) M__repr__() (Object, error) {
	parts := make([]string, len(u.Args))
	for i, a := range u.Args {
		s, err := typeReprItem(a, true)
		if err != nil {
			return nil, err
		}
		parts[i] = s
	}
	return String(strings.Join(parts, " | ")), nil
}

func (u *UnionType) M__str__() (Object, error)             { return u.M__repr__() }
func (u *UnionType) M__or__(other Object) (Object, error)  { return unionOf(u, other) }
func (u *UnionType) M__ror__(other Object) (Object, error) { return unionOf(other, u) }

// M__eq__: the same members in any order.
func (u *UnionType) M__eq__(other Object) (Object, error) {
	o, ok := other.(*UnionType)
	if !ok {
		return NotImplemented, nil
	}
	contains := func(set Tuple, x Object) bool {
		for _, m := range set {
			if m == x {
				return true
			}
			if ga, ok := m.(*GenericAlias); ok {
				if eq, err := ga.M__eq__(x); err == nil && eq == True {
					return true
				}
			}
		}
		return false
	}
	for _, m := range u.Args {
		if !contains(o.Args, m) {
			return False, nil
		}
	}
	for _, m := range o.Args {
		if !contains(u.Args, m) {
			return False, nil
		}
	}
	return True, nil
}

func (u *UnionType) M__ne__(other Object) (Object, error) {
	eq, err := u.M__eq__(other)
	if err != nil || eq == NotImplemented {
		return eq, err
	}
	return Not(eq)
}

// UnionMembers returns the members of a union for isinstance and
// issubclass, and whether o is a union.
func UnionMembers(o Object) (Tuple, bool) {
	u, ok := o.(*UnionType)
	if !ok {
		return nil, false
	}
	return u.Args, true
}

func init() {
	for _, t := range []*Type{ListType, DictType, TupleType, SetType, FrozenSetType, TypeType, StringDictType} {
		genericBuiltins[t] = true
	}
	GenericAliasType.New = func(metatype *Type, args Tuple, kwargs StringDict) (Object, error) {
		if len(kwargs) != 0 {
			return nil, ExceptionNewf(TypeError, "GenericAlias() takes no keyword arguments")
		}
		if len(args) != 2 {
			return nil, ExceptionNewf(TypeError, "GenericAlias expected 2 arguments, got %d", len(args))
		}
		return NewGenericAlias(args[0], args[1]), nil
	}
	GenericAliasType.Dict["__origin__"] = &Property{Fget: func(self Object) (Object, error) {
		return self.(*GenericAlias).Origin, nil
	}}
	GenericAliasType.Dict["__args__"] = &Property{Fget: func(self Object) (Object, error) {
		return self.(*GenericAlias).Args, nil
	}}
	GenericAliasType.Dict["__parameters__"] = &Property{Fget: func(self Object) (Object, error) {
		return Tuple{}, nil
	}}
	UnionTypeType.Dict["__args__"] = &Property{Fget: func(self Object) (Object, error) {
		return self.(*UnionType).Args, nil
	}}
	UnionTypeType.Dict["__parameters__"] = &Property{Fget: func(self Object) (Object, error) {
		return Tuple{}, nil
	}}
	// type.__or__ and type.__ror__: found by the operators' dispatch to
	// methods of a class's type (userMethod)
	TypeType.Dict["__or__"] = MustNewMethod("__or__", func(self Object, args Tuple) (Object, error) {
		if len(args) != 2 {
			return nil, ExceptionNewf(TypeError, "expected 1 argument, got %d", len(args)-1)
		}
		return unionOf(args[0], args[1])
	}, 0, "Return self|value.")
	TypeType.Dict["__ror__"] = MustNewMethod("__ror__", func(self Object, args Tuple) (Object, error) {
		if len(args) != 2 {
			return nil, ExceptionNewf(TypeError, "expected 1 argument, got %d", len(args)-1)
		}
		return unionOf(args[1], args[0])
	}, 0, "Return value|self.")
}
