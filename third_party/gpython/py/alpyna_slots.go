// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: attributes of instances of Python classes in slots, laid
// out by a shape (V8's hidden classes, CPython 3.11's shared-key dicts
// and inline values). An instance begins with no attributes and the empty
// shape; each attribute it is given for the first time moves it to the
// shape that extends its own by that name, shared by every instance given
// the same names in the same order, and its value goes into the slot at
// the name's position. The attribute caches of LOAD_ATTR and STORE_ATTR
// (alpyna_attrcache.go) remember the shape they last saw with the slot of
// their name, so that `self.n += k` reads and writes a slice element where
// it looked up and assigned a Go map entry, hashing the name each time.
//
// Anything unusual turns an instance into one with a dict, for good, as
// CPython materialises an instance's dict: asking for its dict (vars(),
// dir(), Go code through GetDict), deleting an attribute, or giving it
// more than maxSlots attributes. Every reader and writer of an instance's
// attributes goes through the slots while there are any: GetAttrString,
// SetAttrString, DeleteAttrString, Type.GetAttrOrNil (which typeMethod and
// CallMethod use) and the caches; Type.Dict is nil meanwhile, and
// Type.GetDict makes it.

package py

import "sync"

// maxSlots is the most attributes an instance keeps in slots; one more
// gives it a dict.
const maxSlots = 64

// shapeIndexed is the number of names from which a shape finds a name
// through a map rather than by comparing it with each name.
const shapeIndexed = 8

// A shape is the layout of the slots of instances: slot i holds the
// attribute names[i]. Shapes are shared by all instances of all classes
// and never change once made, but for the transitions to the shapes that
// extend them, which may be added under mu by several goroutines.
type shape struct {
	names []string
	// index maps each name to its slot where there are at least
	// shapeIndexed names, nil otherwise
	index map[string]int32
	mu    sync.Mutex
	// next holds the shapes made by adding one name to this one
	next map[string]*shape
}

// emptyShape is the shape of an instance without attributes.
var emptyShape = &shape{}

// find returns the slot of name in s, or -1.
func (s *shape) find(name string) int32 {
	if s.index != nil {
		if i, ok := s.index[name]; ok {
			return i
		}
		return -1
	}
	for i, n := range s.names {
		if n == name {
			return int32(i)
		}
	}
	return -1
}

// with returns the shape of s's names followed by name (which s lacks), or
// nil where that would be more than maxSlots names.
func (s *shape) with(name string) *shape {
	if len(s.names) >= maxSlots {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := s.next[name]; n != nil {
		return n
	}
	names := make([]string, len(s.names)+1)
	copy(names, s.names)
	names[len(s.names)] = name
	n := &shape{names: names}
	if len(names) >= shapeIndexed {
		n.index = make(map[string]int32, len(names))
		for i, name := range names {
			n.index[name] = int32(i)
		}
	}
	if s.next == nil {
		s.next = make(map[string]*shape)
	}
	s.next[name] = n
	return n
}

// AllocInstance returns a new instance of the class t, without attributes,
// its attributes kept in slots (ObjectNew's allocation; Alloc gives the
// object a dict, as classes made by TypeNew need).
func (t *Type) AllocInstance() *Type {
	// alpyna patch (2026-11-28): the first slots in the same allocation
	b := &instanceBlock{}
	b.inst.ObjectType = t
	b.inst.Base = t
	b.inst.shape = emptyShape
	b.inst.slots = b.slots[:0:len(b.slots)]
	return &b.inst
}

// An instanceBlock is an instance with room for its first attributes,
// allocated at once: most instances are given a few attributes in
// __init__, whose slice (addSlot) was a second allocation.
type instanceBlock struct {
	inst  Type
	slots [4]Object
}

// slotGet returns the attribute name of t, an instance in slot mode.
func (t *Type) slotGet(name string) (Object, bool) {
	if i := t.shape.find(name); i >= 0 {
		return t.slots[i], true
	}
	return nil, false
}

// slotSet sets the attribute name of t, an instance in slot mode, to
// value: in its slot, in a new slot at the end, or in the dict the
// instance gets when it has too many attributes.
func (t *Type) slotSet(name string, value Object) {
	if i := t.shape.find(name); i >= 0 {
		t.slots[i] = value
		return
	}
	if next := t.shape.with(name); next != nil {
		t.addSlot(next, value)
		return
	}
	t.materializeDict()
	t.Dict[name] = value
}

// addSlot gives t, an instance in slot mode, its next attribute: next is
// t's shape extended by its name.
func (t *Type) addSlot(next *shape, value Object) {
	if t.slots == nil {
		// most instances are given a few attributes in __init__
		t.slots = make([]Object, 0, 4)
	}
	t.slots = append(t.slots, value)
	t.shape = next
}

// materializeDict moves the attributes of t, an instance in slot mode,
// into a dict, which holds them from then on.
func (t *Type) materializeDict() {
	d := make(StringDict, len(t.slots))
	for i, name := range t.shape.names {
		d[name] = t.slots[i]
	}
	t.Dict = d
	t.shape = nil
	t.slots = nil
}

// InstanceAttr returns the attribute name of t, an instance of a Python
// class, from its slots or its dict alone (no class attribute, no
// descriptor, no __getattr__); ok is false where t has no such attribute
// of its own (alpyna patch: namedtuple's field getters read the values
// tuple through it).
func (t *Type) InstanceAttr(name string) (value Object, ok bool) {
	if t.shape != nil {
		return t.slotGet(name)
	}
	value, ok = t.Dict[name]
	return value, ok
}
