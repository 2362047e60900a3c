// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Set and FrozenSet types
//
// alpyna patch: sets are CPython's open-addressing hash table (same
// probing, growth and operation algorithms as Objects/setobject.c), so they
// take any hashable item and iterate and print in CPython's order.

package py

import "bytes"

var SetType = NewTypeX("set", "set() -> new empty set object\nset(iterable) -> new set object\n\nBuild an unordered collection of unique elements.", SetNew, nil)

const (
	setMinSize      = 8 // PySet_MINSIZE
	setLinearProbes = 9
	setPerturbShift = 5
)

// setEntry is a slot of the table: empty (key nil, not dummy), active or a
// dummy left by a deletion.
type setEntry struct {
	key   Object
	hash  int64
	dummy bool
}

// Set is a mutable set.
type Set struct {
	table  []setEntry
	fill   int // active and dummy slots
	used   int // active slots
	finger int // where pop() looks next
}

// Type of this object
func (o *Set) Type() *Type {
	return SetType
}

// NewSet returns an empty set
func NewSet() *Set {
	return &Set{table: make([]setEntry, setMinSize)}
}

// NewSetWithCapacity returns an empty set (the table grows as CPython's)
func NewSetWithCapacity(n int) *Set {
	return NewSet()
}

// NewSetFromItems makes a set from items, raising nothing: unhashable
// items are skipped (use AddItem to see the error)
func NewSetFromItems(items []Object) *Set {
	s := NewSet()
	for _, item := range items {
		_ = s.AddItem(item)
	}
	return s
}

func (s *Set) mask() uint64 {
	return uint64(len(s.table) - 1)
}

// lookup returns the index of key's slot, or -1 if absent.
func (s *Set) lookup(key Object, hash int64) (int, error) {
	mask := s.mask()
	perturb := uint64(hash)
	i := uint64(hash) & mask
	for {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := uint64(0); j <= uint64(probes); j++ {
			e := &s.table[i+j]
			if e.key == nil && !e.dummy {
				return -1, nil
			}
			if e.key != nil && e.hash == hash {
				eq, err := keysEqual(e.key, key)
				if err != nil {
					return -1, err
				}
				if eq {
					return int(i + j), nil
				}
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// addEntry is set_add_entry.
func (s *Set) addEntry(key Object, hash int64) error {
	mask := s.mask()
	perturb := uint64(hash)
	i := uint64(hash) & mask
	free := -1
	for {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := uint64(0); j <= uint64(probes); j++ {
			e := &s.table[i+j]
			if e.key == nil && !e.dummy {
				if free >= 0 {
					s.used++
					s.table[free] = setEntry{key: key, hash: hash}
					return nil
				}
				s.fill++
				s.used++
				*e = setEntry{key: key, hash: hash}
				if uint64(s.fill)*5 < mask*3 {
					return nil
				}
				if s.used > 50000 {
					s.resize(s.used * 2)
				} else {
					s.resize(s.used * 4)
				}
				return nil
			}
			if e.dummy {
				if free < 0 {
					free = int(i + j)
				}
				continue
			}
			if e.hash == hash {
				eq, err := keysEqual(e.key, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// insertClean is set_insert_clean: key is known to be absent and the table
// to have no dummies.
func insertClean(table []setEntry, key Object, hash int64) {
	mask := uint64(len(table) - 1)
	perturb := uint64(hash)
	i := uint64(hash) & mask
	for {
		if table[i].key == nil {
			table[i] = setEntry{key: key, hash: hash}
			return
		}
		if i+setLinearProbes <= mask {
			for j := uint64(1); j <= setLinearProbes; j++ {
				if table[i+j].key == nil {
					table[i+j] = setEntry{key: key, hash: hash}
					return
				}
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// resize is set_table_resize.
func (s *Set) resize(minUsed int) {
	size := setMinSize
	for size <= minUsed {
		size <<= 1
	}
	old := s.table
	s.table = make([]setEntry, size)
	s.fill = s.used
	for _, e := range old {
		if e.key != nil {
			insertClean(s.table, e.key, e.hash)
		}
	}
}

// AddItem adds item, raising TypeError if it is unhashable
func (s *Set) AddItem(item Object) error {
	h, err := Hash(item)
	if err != nil {
		return err
	}
	return s.addEntry(item, h)
}

// Add adds item, ignoring unhashable items (use AddItem to see the error)
func (s *Set) Add(item Object) {
	_ = s.AddItem(item)
}

// discard removes key, reporting whether it was there
func (s *Set) discard(key Object) (bool, error) {
	h, err := Hash(key)
	if err != nil {
		return false, err
	}
	i, err := s.lookup(key, h)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = setEntry{hash: -1, dummy: true}
	s.used--
	return true, nil
}

// Contains reports whether key is in the set
func (s *Set) Contains(key Object) (bool, error) {
	h, err := Hash(key)
	if err != nil {
		return false, err
	}
	i, err := s.lookup(key, h)
	return i >= 0, err
}

// Items returns the items in iteration order
func (s *Set) Items() Tuple {
	items := make(Tuple, 0, s.used)
	for _, e := range s.table {
		if e.key != nil {
			items = append(items, e.key)
		}
	}
	return items
}

// merge is set_merge.
func (s *Set) merge(o *Set) error {
	if o == s || o.used == 0 {
		return nil
	}
	if uint64(s.fill+o.used)*5 >= s.mask()*3 {
		s.resize((s.used + o.used) * 2)
	}
	if s.fill == 0 && len(s.table) == len(o.table) && o.fill == o.used {
		copy(s.table, o.table)
		s.fill, s.used = o.fill, o.used
		return nil
	}
	if s.fill == 0 {
		s.fill, s.used = o.used, o.used
		for _, e := range o.table {
			if e.key != nil {
				insertClean(s.table, e.key, e.hash)
			}
		}
		return nil
	}
	for _, e := range o.table {
		if e.key != nil {
			if err := s.addEntry(e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// update is set_update_internal.
func (s *Set) update(other Object) error {
	switch o := other.(type) {
	case *Set:
		return s.merge(o)
	case *FrozenSet:
		return s.merge(&o.Set)
	case *Dict:
		if uint64(s.fill+o.Len())*5 >= s.mask()*3 {
			s.resize((s.used + o.Len()) * 2)
		}
		for _, e := range o.entries {
			if e.key != nil {
				if err := s.addEntry(e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	var err error
	iterErr := Iterate(other, func(item Object) bool {
		err = s.AddItem(item)
		return err != nil
	})
	if iterErr != nil {
		return iterErr
	}
	return err
}

// Update adds items to the set
func (s *Set) Update(items []Object) {
	for _, item := range items {
		_ = s.AddItem(item)
	}
}

// Copy returns a new set with the same items in the same order
func (s *Set) Copy() *Set {
	c := NewSet()
	_ = c.merge(s)
	return c
}

// asSet returns the set inside a set or frozenset
func asSet(o Object) (*Set, bool) {
	switch x := o.(type) {
	case *Set:
		return x, true
	case *FrozenSet:
		return &x.Set, true
	}
	return nil, false
}

// setOf returns o as a set, building one from any iterable
func setOf(o Object) (*Set, error) {
	if s, ok := asSet(o); ok {
		return s, nil
	}
	s := NewSet()
	return s, s.update(o)
}

// SetNew is set(iterable)
func SetNew(metatype *Type, args Tuple, kwargs StringDict) (Object, error) {
	var iterable Object
	err := UnpackTuple(args, kwargs, "set", 0, 1, &iterable)
	if err != nil {
		return nil, err
	}
	s := NewSet()
	if iterable != nil {
		if err := s.update(iterable); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// union is set_or: a copy of s updated with o.
func (s *Set) union(o *Set) *Set {
	r := s.Copy()
	_ = r.merge(o)
	return r
}

// intersection is set_intersection: the smaller set is iterated.
func (s *Set) intersection(o *Set) (*Set, error) {
	r := NewSet()
	big, small := s, o
	if o.used > s.used {
		big, small = o, s
	}
	for _, e := range small.table {
		if e.key == nil {
			continue
		}
		i, err := big.lookup(e.key, e.hash)
		if err != nil {
			return nil, err
		}
		if i >= 0 {
			if err := r.addEntry(e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// difference is set_difference.
func (s *Set) difference(o *Set) (*Set, error) {
	if s.used>>2 > o.used {
		r := s.Copy()
		for _, e := range o.table {
			if e.key != nil {
				if _, err := r.discard(e.key); err != nil {
					return nil, err
				}
			}
		}
		return r, nil
	}
	r := NewSet()
	for _, e := range s.table {
		if e.key == nil {
			continue
		}
		i, err := o.lookup(e.key, e.hash)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			if err := r.addEntry(e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// symmetricDifference is set_symmetric_difference: a copy of o with the
// items of s toggled.
func (s *Set) symmetricDifference(o *Set) (*Set, error) {
	r := o.Copy()
	return r, r.toggle(s)
}

// toggle is set_symmetric_difference_update with a set argument.
func (s *Set) toggle(o *Set) error {
	for _, e := range o.Copy().table {
		if e.key == nil {
			continue
		}
		found, err := s.discard(e.key)
		if err != nil {
			return err
		}
		if !found {
			if err := s.addEntry(e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// isSubset reports whether every item of s is in o.
func (s *Set) isSubset(o *Set) (bool, error) {
	if s.used > o.used {
		return false, nil
	}
	for _, e := range s.table {
		if e.key == nil {
			continue
		}
		i, err := o.lookup(e.key, e.hash)
		if err != nil || i < 0 {
			return false, err
		}
	}
	return true, nil
}

var FrozenSetType = NewType("frozenset", "frozenset() -> empty frozenset object\nfrozenset(iterable) -> frozenset object\n\nBuild an immutable unordered collection of unique elements.")

// FrozenSet is an immutable set
type FrozenSet struct {
	Set
}

// Type of this object
func (o *FrozenSet) Type() *Type {
	return FrozenSetType
}

// NewFrozenSet returns an empty frozenset
func NewFrozenSet() *FrozenSet {
	return &FrozenSet{Set: *NewSet()}
}

// NewFrozenSetFromItems makes a frozenset from items
func NewFrozenSetFromItems(items []Object) *FrozenSet {
	return &FrozenSet{Set: *NewSetFromItems(items)}
}

// M__hash__ is CPython's frozenset_hash
func (s *FrozenSet) M__hash__() (Object, error) {
	shuffle := func(h uint64) uint64 { return ((h ^ 89869747) ^ (h << 16)) * 3644798167 }
	var h uint64
	for _, e := range s.table {
		if e.key != nil {
			h ^= shuffle(uint64(e.hash))
		}
	}
	h ^= uint64(s.used+1) * 1927868237
	h ^= (h >> 11) ^ (h >> 25)
	h = h*69069 + 907133923
	if int64(h) == -1 {
		h = 590923713
	}
	return Int(int64(h)), nil
}

func (s *Set) M__len__() (Object, error) {
	return Int(s.used), nil
}

func (s *Set) M__bool__() (Object, error) {
	return NewBool(s.used > 0), nil
}

func (s *Set) M__contains__(key Object) (Object, error) {
	found, err := s.Contains(key)
	return NewBool(found), err
}

func (s *Set) repr(name string) (Object, error) {
	if s.used == 0 {
		return String(name + "()"), nil
	}
	var out bytes.Buffer
	if name != "set" {
		out.WriteString(name + "(")
	}
	out.WriteRune('{')
	for i, item := range s.Items() {
		if i > 0 {
			out.WriteString(", ")
		}
		str, err := ReprAsString(item)
		if err != nil {
			return nil, err
		}
		out.WriteString(str)
	}
	out.WriteRune('}')
	if name != "set" {
		out.WriteRune(')')
	}
	return String(out.String()), nil
}

func (s *Set) M__repr__() (Object, error) {
	return s.repr("set")
}

func (s *FrozenSet) M__repr__() (Object, error) {
	return s.repr("frozenset")
}

func (s *Set) M__iter__() (Object, error) {
	return NewIterator(s.Items()), nil
}

// binarySetOp applies op when other is a set or frozenset; the result has
// the type of s.
func binarySetOp(s *Set, other Object, op func(a, b *Set) (*Set, error)) (Object, error) {
	o, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	return op(s, o)
}

func (s *Set) M__and__(other Object) (Object, error) {
	return binarySetOp(s, other, (*Set).intersection)
}

func (s *Set) M__or__(other Object) (Object, error) {
	return binarySetOp(s, other, func(a, b *Set) (*Set, error) { return a.union(b), nil })
}

func (s *Set) M__sub__(other Object) (Object, error) {
	return binarySetOp(s, other, (*Set).difference)
}

func (s *Set) M__xor__(other Object) (Object, error) {
	return binarySetOp(s, other, (*Set).symmetricDifference)
}

// inPlace replaces s's contents with the result of op.
func (s *Set) inPlace(other Object, op func(a, b *Set) (*Set, error)) (Object, error) {
	o, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	r, err := op(s, o)
	if err != nil {
		return nil, err
	}
	*s = *r
	return s, nil
}

func (s *Set) M__iand__(other Object) (Object, error) {
	return s.inPlace(other, (*Set).intersection)
}

func (s *Set) M__ior__(other Object) (Object, error) {
	if o, ok := asSet(other); ok {
		return s, s.merge(o)
	}
	return NotImplemented, nil
}

func (s *Set) M__isub__(other Object) (Object, error) {
	if o, ok := asSet(other); ok {
		for _, item := range o.Items() {
			if _, err := s.discard(item); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
	return NotImplemented, nil
}

func (s *Set) M__ixor__(other Object) (Object, error) {
	if o, ok := asSet(other); ok {
		return s, s.toggle(o)
	}
	return NotImplemented, nil
}

func (a *Set) M__eq__(other Object) (Object, error) {
	b, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	if a.used != b.used {
		return False, nil
	}
	sub, err := a.isSubset(b)
	return NewBool(sub), err
}

func (a *Set) M__ne__(other Object) (Object, error) {
	eq, err := a.M__eq__(other)
	if err != nil || eq == NotImplemented {
		return eq, err
	}
	return NewBool(eq != True), nil
}

func (a *Set) M__le__(other Object) (Object, error) {
	b, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	sub, err := a.isSubset(b)
	return NewBool(sub), err
}

func (a *Set) M__lt__(other Object) (Object, error) {
	b, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	sub, err := a.isSubset(b)
	return NewBool(sub && a.used < b.used), err
}

func (a *Set) M__ge__(other Object) (Object, error) {
	b, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	sub, err := b.isSubset(a)
	return NewBool(sub), err
}

func (a *Set) M__gt__(other Object) (Object, error) {
	b, ok := asSet(other)
	if !ok {
		return NotImplemented, nil
	}
	sub, err := b.isSubset(a)
	return NewBool(sub && a.used > b.used), err
}

func init() {
	method := func(t *Type, name, doc string, fn func(s *Set, args Tuple) (Object, error)) {
		t.Dict[name] = MustNewMethod(name, func(self Object, args Tuple) (Object, error) {
			s, ok := asSet(self)
			if !ok {
				return nil, ExceptionNewf(TypeError, "descriptor '%s' requires a 'set' object but received a '%s'", name, self.Type().Name)
			}
			return fn(s, args)
		}, 0, doc)
	}
	one := func(args Tuple, name string) (Object, error) {
		var x Object
		err := UnpackTuple(args, nil, name, 1, 1, &x)
		return x, err
	}
	// fold applies op to s and each argument in turn, as the methods that
	// take *others do.
	fold := func(s *Set, args Tuple, op func(a, b *Set) (*Set, error)) (*Set, error) {
		r := s
		if len(args) == 0 {
			return s.Copy(), nil
		}
		for _, a := range args {
			o, err := setOf(a)
			if err != nil {
				return nil, err
			}
			if r, err = op(r, o); err != nil {
				return nil, err
			}
		}
		return r, nil
	}
	wrap := func(frozen bool, s *Set) Object {
		if frozen {
			return &FrozenSet{Set: *s}
		}
		return s
	}
	for _, t := range []*Type{SetType, FrozenSetType} {
		frozen := t == FrozenSetType
		method(t, "union", "Return the union of sets as a new set.", func(s *Set, args Tuple) (Object, error) {
			r, err := fold(s, args, func(a, b *Set) (*Set, error) { return a.union(b), nil })
			return wrap(frozen, r), err
		})
		method(t, "intersection", "Return the intersection of two sets as a new set.", func(s *Set, args Tuple) (Object, error) {
			r, err := fold(s, args, (*Set).intersection)
			return wrap(frozen, r), err
		})
		method(t, "difference", "Return the difference of two or more sets as a new set.", func(s *Set, args Tuple) (Object, error) {
			r, err := fold(s, args, (*Set).difference)
			return wrap(frozen, r), err
		})
		method(t, "symmetric_difference", "Return the symmetric difference of two sets as a new set.", func(s *Set, args Tuple) (Object, error) {
			x, err := one(args, "symmetric_difference")
			if err != nil {
				return nil, err
			}
			o, err := setOf(x)
			if err != nil {
				return nil, err
			}
			r, err := s.symmetricDifference(o)
			return wrap(frozen, r), err
		})
		method(t, "issubset", "Report whether another set contains this set.", func(s *Set, args Tuple) (Object, error) {
			x, err := one(args, "issubset")
			if err != nil {
				return nil, err
			}
			o, err := setOf(x)
			if err != nil {
				return nil, err
			}
			sub, err := s.isSubset(o)
			return NewBool(sub), err
		})
		method(t, "issuperset", "Report whether this set contains another set.", func(s *Set, args Tuple) (Object, error) {
			x, err := one(args, "issuperset")
			if err != nil {
				return nil, err
			}
			o, err := setOf(x)
			if err != nil {
				return nil, err
			}
			sub, err := o.isSubset(s)
			return NewBool(sub), err
		})
		method(t, "isdisjoint", "Return True if two sets have a null intersection.", func(s *Set, args Tuple) (Object, error) {
			x, err := one(args, "isdisjoint")
			if err != nil {
				return nil, err
			}
			o, err := setOf(x)
			if err != nil {
				return nil, err
			}
			r, err := s.intersection(o)
			if err != nil {
				return nil, err
			}
			return NewBool(r.used == 0), nil
		})
		method(t, "copy", "Return a shallow copy of a set.", func(s *Set, args Tuple) (Object, error) {
			return wrap(frozen, s.Copy()), UnpackTuple(args, nil, "copy", 0, 0)
		})
	}
	method(SetType, "add", "Add an element to a set.", func(s *Set, args Tuple) (Object, error) {
		x, err := one(args, "add")
		if err != nil {
			return nil, err
		}
		return None, s.AddItem(x)
	})
	method(SetType, "discard", "Remove an element from a set if it is a member.", func(s *Set, args Tuple) (Object, error) {
		x, err := one(args, "discard")
		if err != nil {
			return nil, err
		}
		_, err = s.discard(x)
		return None, err
	})
	method(SetType, "remove", "Remove an element from a set; it must be a member.", func(s *Set, args Tuple) (Object, error) {
		x, err := one(args, "remove")
		if err != nil {
			return nil, err
		}
		found, err := s.discard(x)
		if err == nil && !found {
			err = exceptionNew(KeyError, Tuple{x})
		}
		return None, err
	})
	method(SetType, "pop", "Remove and return an arbitrary set element.", func(s *Set, args Tuple) (Object, error) {
		if err := UnpackTuple(args, nil, "pop", 0, 0); err != nil {
			return nil, err
		}
		if s.used == 0 {
			return nil, ExceptionNewf(KeyError, "pop from an empty set")
		}
		i := s.finger & (len(s.table) - 1)
		for s.table[i].key == nil {
			i = (i + 1) & (len(s.table) - 1)
		}
		key := s.table[i].key
		s.table[i] = setEntry{hash: -1, dummy: true}
		s.used--
		s.finger = i + 1
		return key, nil
	})
	method(SetType, "clear", "Remove all elements from this set.", func(s *Set, args Tuple) (Object, error) {
		*s = *NewSet()
		return None, UnpackTuple(args, nil, "clear", 0, 0)
	})
	method(SetType, "update", "Update a set with the union of itself and others.", func(s *Set, args Tuple) (Object, error) {
		for _, a := range args {
			if err := s.update(a); err != nil {
				return nil, err
			}
		}
		return None, nil
	})
	method(SetType, "difference_update", "Remove all elements of another set from this set.", func(s *Set, args Tuple) (Object, error) {
		for _, a := range args {
			o, err := setOf(a)
			if err != nil {
				return nil, err
			}
			if _, err := s.M__isub__(o); err != nil {
				return nil, err
			}
		}
		return None, nil
	})
	method(SetType, "intersection_update", "Update a set with the intersection of itself and another.", func(s *Set, args Tuple) (Object, error) {
		r, err := fold(s, args, (*Set).intersection)
		if err == nil {
			*s = *r
		}
		return None, err
	})
	method(SetType, "symmetric_difference_update", "Update a set with the symmetric difference of itself and another.", func(s *Set, args Tuple) (Object, error) {
		x, err := one(args, "symmetric_difference_update")
		if err != nil {
			return nil, err
		}
		o, err := setOf(x)
		if err != nil {
			return nil, err
		}
		return None, s.toggle(o)
	})
	FrozenSetType.New = func(metatype *Type, args Tuple, kwargs StringDict) (Object, error) {
		s, err := SetNew(metatype, args, kwargs)
		if err != nil {
			return nil, err
		}
		return &FrozenSet{Set: *s.(*Set)}, nil
	}
}

// Check interface is satisfied
var (
	_ I__len__      = (*Set)(nil)
	_ I__bool__     = (*Set)(nil)
	_ I__iter__     = (*Set)(nil)
	_ I__contains__ = (*Set)(nil)
	_ I__hash__     = (*FrozenSet)(nil)
)
