// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: attribute access on instances of Python classes cached
// per name of a code object, as CPython's LOAD_ATTR and STORE_ATTR inline
// caches. GetAttrString and SetAttrString look an instance's attribute up
// in up to eight maps (the instance's and its class's dicts for
// __getattribute__ or __setattr__, the class's MRO for a descriptor,
// then the instance's dict); what the class part finds depends only on
// the classes, so it is remembered with the class and the classEpoch
// when it was found, and a later access of the same name on an instance
// of the same class looks in the instance's dict alone.

package py

import (
	"strings"
	"sync/atomic"
)

// classEpoch counts the changes of attributes of classes: setting or
// deleting an attribute of any class (a *Type with an MRO) invalidates
// every cached lookup. Class dicts change through SetAttrString and
// DeleteAttrString only (a class's __dict__ is read-only in CPython);
// classes defined later change no existing class.
var classEpoch atomic.Uint64

// noteClassChange bumps classEpoch when self is a class (one defined in
// Python, or a type implemented in Go).
func noteClassChange(self Object) {
	if t, ok := self.(*Type); ok && (t.Mro != nil || t.ObjectType == TypeType) {
		classEpoch.Add(1)
	}
}

// An attrCacheEntry is what the class of an instance gives for one
// attribute name. Entries are immutable: a new lookup replaces the entry.
type attrCacheEntry struct {
	class *Type
	epoch uint64
	// get is true when loading the attribute may skip GetAttrString: the
	// class has no __getattribute__, and the name is no special name
	get bool
	// set is true when storing the attribute may write the instance's
	// dict directly: the class has no __setattr__ and classValue is no
	// descriptor with __set__
	set bool
	// classValue is the class's attribute, or nil where the class has
	// none (then a name missing from the instance takes the slow path,
	// which raises or calls __getattr__)
	classValue Object
	// shape is the shape of the instance last seen, where it had its
	// attributes in slots (alpyna_slots.go), with the slot of the name
	// in it (-1 where it has none) and, once a store has needed it, the
	// shape the name's addition leads to (nil before)
	shape *shape
	slot  int32
	addTo *shape
}

// cachedInstance returns self as an instance of a Python class, with its
// class, when attribute access on it may use the cache.
func cachedInstance(self Object) (inst, class *Type, ok bool) {
	inst, ok = self.(*Type)
	if !ok || inst.Mro != nil || (inst.Dict == nil && inst.shape == nil) {
		return nil, nil, false // a class, or not a Python instance
	}
	class = inst.ObjectType
	if class == nil || class.Mro == nil {
		return nil, nil, false
	}
	return inst, class, true
}

// attrEntry returns the valid entry of co for Names[namei] on class, or
// nil.
func (co *Code) attrEntry(namei int32, class *Type) *attrCacheEntry {
	if co.attrCache == nil {
		return nil
	}
	e := co.attrCache[namei]
	if e == nil || e.class != class || e.epoch != classEpoch.Load() {
		return nil
	}
	return e
}

// fillAttrEntry looks up what class gives for Names[namei] and caches it.
func (co *Code) fillAttrEntry(namei int32, class *Type) *attrCacheEntry {
	name := co.Names[namei]
	e := &attrCacheEntry{class: class, epoch: classEpoch.Load(), slot: -1}
	special := len(name) >= 5 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__")
	// alpyna patch: in the MRO, so that a base class's methods count
	getattribute := class.Lookup("__getattribute__") != nil
	setattr := class.Lookup("__setattr__") != nil
	e.classValue = class.NativeGetAttrOrNil(name)
	_, isSetter := e.classValue.(I__set__)
	e.get = !special && !getattribute
	e.set = !special && !setattr && !isSetter && (class.slotNames == nil || class.slotNames[name])
	if co.attrCache == nil {
		co.attrCache = make([]*attrCacheEntry, len(co.Names))
	}
	co.attrCache[namei] = e
	return e
}

// GetAttrCached is GetAttrString(self, co.Names[namei]) for the code
// running LOAD_ATTR.
func GetAttrCached(co *Code, namei int32, self Object) (Object, error) {
	inst, class, ok := cachedInstance(self)
	if !ok {
		return getGoAttrCached(co, namei, self)
	}
	e := co.attrEntry(namei, class)
	if e == nil {
		e = co.fillAttrEntry(namei, class)
	}
	if e.get {
		if sh := inst.shape; sh != nil {
			if sh != e.shape {
				e = co.reshapeAttrEntry(namei, e, sh)
			}
			if e.slot >= 0 {
				return inst.slots[e.slot], nil
			}
		} else if res, ok := inst.Dict[co.Names[namei]]; ok {
			return res, nil
		}
		if e.classValue != nil {
			if I, ok := e.classValue.(I__get__); ok {
				return I.M__get__(self, class)
			}
			return e.classValue, nil
		}
	}
	return GetAttrString(self, co.Names[namei])
}

// SetAttrCached is SetAttrString(self, co.Names[namei], value) for the
// code running STORE_ATTR.
func SetAttrCached(co *Code, namei int32, self, value Object) error {
	inst, class, ok := cachedInstance(self)
	if ok {
		e := co.attrEntry(namei, class)
		if e == nil {
			e = co.fillAttrEntry(namei, class)
		}
		if e.set {
			sh := inst.shape
			if sh == nil {
				inst.Dict[co.Names[namei]] = value
				return nil
			}
			if sh != e.shape {
				e = co.reshapeAttrEntry(namei, e, sh)
			}
			if e.slot >= 0 {
				inst.slots[e.slot] = value
				return nil
			}
			if e.addTo == nil {
				e = co.extendAttrEntry(namei, e)
			}
			if e.addTo != nil {
				inst.addSlot(e.addTo, value)
				return nil
			}
		}
	}
	_, err := SetAttrString(self, co.Names[namei], value)
	return err
}

// getGoAttrCached is GetAttrString(self, co.Names[namei]) for an object
// implemented in Go (a list's append, a dict's get): where the object has
// no __getattribute__ and no instance dict, GetAttrString finds the
// attribute in its type's dict and MRO, which the cache remembers.
func getGoAttrCached(co *Code, namei int32, self Object) (Object, error) {
	if _, ok := self.(*Type); ok {
		return GetAttrString(self, co.Names[namei])
	}
	if _, ok := self.(I__getattribute__); ok {
		return GetAttrString(self, co.Names[namei])
	}
	if _, ok := self.(IGetDict); ok {
		return GetAttrString(self, co.Names[namei])
	}
	class := self.Type()
	e := co.attrEntry(namei, class)
	if e == nil {
		e = co.fillAttrEntry(namei, class)
	}
	if e.get && e.classValue != nil {
		if I, ok := e.classValue.(I__get__); ok {
			return I.M__get__(self, class)
		}
		return e.classValue, nil
	}
	return GetAttrString(self, co.Names[namei])
}

// LoadMethodCached is the LOAD_ATTR of a method call (CPython's
// LOAD_METHOD): where loading co.Names[namei] from self would bind a
// function or a Go method of self's class to self, it returns that
// function or method unbound, so that the call may pass self itself
// without building the bound method; otherwise it returns nil, and the
// caller loads the attribute as usual.
func LoadMethodCached(co *Code, namei int32, self Object) Object {
	if self == None {
		return nil // functions and methods of None's class are not bound to it
	}
	var class *Type
	inst, instClass, isInstance := cachedInstance(self)
	if isInstance {
		class = instClass
		if inst.shape == nil {
			if _, shadowed := inst.Dict[co.Names[namei]]; shadowed {
				return nil // the instance's own attribute wins
			}
		}
	} else {
		if _, ok := self.(*Type); ok {
			return nil // an attribute of a class is not bound to it
		}
		if _, ok := self.(I__getattribute__); ok {
			return nil
		}
		if _, ok := self.(IGetDict); ok {
			return nil
		}
		class = self.Type()
	}
	e := co.attrEntry(namei, class)
	if e == nil {
		e = co.fillAttrEntry(namei, class)
	}
	if !e.get {
		return nil
	}
	if isInstance && inst.shape != nil {
		if inst.shape != e.shape {
			e = co.reshapeAttrEntry(namei, e, inst.shape)
		}
		if e.slot >= 0 {
			return nil // the instance's own attribute wins
		}
	}
	switch m := e.classValue.(type) {
	case *Function:
		return m
	case *Method:
		return m
	}
	return nil
}

// reshapeAttrEntry replaces e, co's entry for Names[namei], by one for
// instances of shape sh.
func (co *Code) reshapeAttrEntry(namei int32, e *attrCacheEntry, sh *shape) *attrCacheEntry {
	n := *e
	n.shape = sh
	n.slot = sh.find(co.Names[namei])
	n.addTo = nil
	co.attrCache[namei] = &n
	return &n
}

// extendAttrEntry replaces e, co's entry for Names[namei] for instances
// of a shape that lacks the name, by one that knows the shape the name's
// addition leads to (nil where there is none: the instance then gets a
// dict).
func (co *Code) extendAttrEntry(namei int32, e *attrCacheEntry) *attrCacheEntry {
	n := *e
	n.addTo = e.shape.with(co.Names[namei])
	co.attrCache[namei] = &n
	return &n
}
