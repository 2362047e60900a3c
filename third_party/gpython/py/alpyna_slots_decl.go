// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: __slots__ declarations. A class whose body sets
// __slots__, and whose Python bases all do too, makes instances without a
// __dict__: assigning an attribute not named in any of the slots raises
// AttributeError and reading __dict__ fails, as in CPython. The values
// themselves are kept as other instances' attributes are
// (alpyna_slots.go); the class gets no member descriptors.

package py

// slotList returns the names a __slots__ value declares (a string is one
// name), with CPython's errors. Private names are not mangled, as gpython's
// compiler mangles no `self.__x`.
func slotList(slots Object, dict StringDict) ([]string, error) {
	var items []Object
	if s, ok := slots.(String); ok {
		items = []Object{s}
	} else {
		err := Iterate(slots, func(item Object) bool {
			items = append(items, item)
			return false
		})
		if err != nil {
			return nil, err
		}
	}
	names := make([]string, 0, len(items))
	seen := map[string]bool{}
	for _, item := range items {
		s, ok := item.(String)
		if !ok {
			return nil, ExceptionNewf(TypeError, "__slots__ items must be strings, not '%s'", item.Type().Name)
		}
		name := string(s)
		if !isIdentifier(name) {
			return nil, ExceptionNewf(TypeError, "__slots__ must be identifiers")
		}
		if seen[name] && name != "__dict__" && name != "__weakref__" {
			return nil, ExceptionNewf(ValueError, "%s in __slots__ conflicts with class variable", reprString(name))
		}
		seen[name] = true
		if _, ok := dict[name]; ok && name != "__dict__" && name != "__weakref__" {
			return nil, ExceptionNewf(ValueError, "%s in __slots__ conflicts with class variable", reprString(name))
		}
		names = append(names, name)
	}
	return names, nil
}

func reprString(s string) string {
	r, err := ReprAsString(String(s))
	if err != nil {
		return "'" + s + "'"
	}
	return r
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || r > 127 {
			continue
		}
		if i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}

// slotNamesFor is the slotNames of a class declaring slots with the
// given bases: nil (instances have a dict) where `__dict__` is among the
// slots or a base is a Python class without slots or a type implemented
// in Go other than object.
func slotNamesFor(declared []string, bases Tuple) map[string]bool {
	allowed := map[string]bool{}
	for _, n := range declared {
		if n == "__dict__" {
			return nil
		}
		allowed[n] = true
	}
	for _, b := range bases {
		bt, ok := b.(*Type)
		if !ok {
			return nil
		}
		if bt == ObjectType {
			continue
		}
		if bt.slotNames == nil {
			return nil
		}
		for n := range bt.slotNames {
			allowed[n] = true
		}
	}
	return allowed
}

// slotRefused says whether the instance self may not be given the
// attribute key because its class declares slots without it.
func slotRefused(self Object, key string) bool {
	t, ok := self.(*Type)
	if !ok {
		return false
	}
	class := t.Type()
	return class != nil && class.slotNames != nil && !class.slotNames[key]
}
