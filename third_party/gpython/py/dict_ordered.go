// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: Dict is Python's dict: any hashable keys, kept in insertion
// order. StringDict stays the interpreter's own namespace type (globals,
// keyword arguments, instance attributes).

package py

import (
	"bytes"
	"unsafe"
)

// Dict is an insertion-ordered hash map from hashable objects to objects.
//
// alpyna patch: laid out as CPython's compact dict: the entries in
// insertion order, and an open-addressing table of positions in entries
// probed as CPython probes (i*5 + perturb + 1). It was a Go map from
// hash to a slice of positions, which hashed the hash again on every
// lookup and allocated a slice for every new key.
type Dict struct {
	entries []dictEntry // in insertion order; deleted ones have a nil key
	table   []int32     // power-of-two length; a position in entries plus one, 0 for an empty slot
	live    int         // number of entries not deleted
}

type dictEntry struct {
	key, value Object
	hash       int64
}

// minDictTable is the smallest table a dict with entries gets.
const minDictTable = 8

// NewDict returns an empty dict.
func NewDict() *Dict {
	return &Dict{}
}

// NewDictSized returns an empty dict with room for n entries.
func NewDictSized(n int) *Dict {
	d := &Dict{entries: make([]dictEntry, 0, n)}
	if n > 0 {
		d.table = make([]int32, dictTableSize(n))
	}
	return d
}

// dictTableSize is the table length for n entries: at most a third full,
// so that n more insertions fit before the table grows again (the table
// grows when it would become two thirds full).
func dictTableSize(n int) int {
	size := minDictTable
	for size < 3*n {
		size <<= 1
	}
	return size
}

// Type of this object
func (d *Dict) Type() *Type {
	return DictType
}

// keysEqual is the dict key comparison: identity, then ==.
func keysEqual(a, b Object) (bool, error) {
	switch x := a.(type) {
	case String:
		if y, ok := b.(String); ok {
			return x == y, nil
		}
	case Int:
		if y, ok := b.(Int); ok {
			return x == y, nil
		}
	}
	if identical(a, b) {
		return true, nil
	}
	res, err := Eq(a, b)
	if err != nil {
		return false, err
	}
	return ObjectIsTrue(res)
}

// find returns the position of key, whose hash is h, in entries, or -1.
func (d *Dict) find(key Object, h int64) (int, error) {
restart:
	table := d.table
	if len(table) == 0 {
		return -1, nil
	}
	mask := uint64(len(table) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		slot := table[i]
		if slot == 0 {
			return -1, nil
		}
		e := &d.entries[slot-1]
		if e.hash == h && e.key != nil {
			ekey := e.key
			if sameWords(ekey, key) {
				// the same object, as CPython's identity test first
				// (small ints and interned names share their boxes)
				return int(slot - 1), nil
			}
			eq, err := keysEqual(ekey, key)
			if err != nil {
				return -1, err
			}
			if !sameTable(table, d.table) || int(slot) > len(d.entries) || !sameWords(d.entries[slot-1].key, ekey) {
				// __eq__ changed the dict: look again, as CPython does
				goto restart
			}
			if eq {
				return int(slot - 1), nil
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// sameTable reports whether a and b are the same table (one that no
// resize has replaced).
func sameTable(a, b []int32) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// sameWords reports whether a and b are the same interface value, word
// for word (== on interfaces panics for a Tuple).
func sameWords(a, b Object) bool {
	return *(*iface)(unsafe.Pointer(&a)) == *(*iface)(unsafe.Pointer(&b))
}

// insertSlot records that entries[pos], whose hash is h, is in the table,
// in the first empty slot of its probe sequence.
func (d *Dict) insertSlot(h int64, pos int) {
	mask := uint64(len(d.table) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for d.table[i] != 0 {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	d.table[i] = int32(pos + 1)
}

// GetItem returns d[key] and whether it was present.
func (d *Dict) GetItem(key Object) (Object, bool, error) {
	h, err := Hash(key)
	if err != nil {
		return nil, false, err
	}
	pos, err := d.find(key, h)
	if err != nil || pos < 0 {
		return nil, false, err
	}
	return d.entries[pos].value, true, nil
}

// SetItem sets d[key] = value, keeping the position of an existing key.
func (d *Dict) SetItem(key, value Object) error {
	h, err := Hash(key)
	if err != nil {
		return err
	}
	pos, err := d.find(key, h)
	if err != nil {
		return err
	}
	if pos >= 0 {
		d.entries[pos].value = value
		return nil
	}
	// every entry, deleted or not, holds one slot of the table
	if 3*(len(d.entries)+1) > 2*len(d.table) {
		d.rebuild(d.live + 1)
	}
	d.entries = append(d.entries, dictEntry{key: key, value: value, hash: h})
	d.insertSlot(h, len(d.entries)-1)
	d.live++
	return nil
}

// DelItem removes key, reporting whether it was present.
func (d *Dict) DelItem(key Object) (Object, bool, error) {
	h, err := Hash(key)
	if err != nil {
		return nil, false, err
	}
	pos, err := d.find(key, h)
	if err != nil || pos < 0 {
		return nil, false, err
	}
	value := d.entries[pos].value
	d.removeAt(pos)
	return value, true, nil
}

// removeAt deletes entries[pos]. Its slot in the table keeps pointing at
// it, so that the probe sequences through that slot stay unbroken (the
// "dummy" of CPython's table), until the table is rebuilt.
func (d *Dict) removeAt(pos int) {
	d.entries[pos] = dictEntry{}
	d.live--
	if len(d.entries) > 16 && d.live < len(d.entries)/2 {
		d.rebuild(d.live)
	}
}

// rebuild drops deleted entries and makes a new table with room for n
// entries.
func (d *Dict) rebuild(n int) {
	if d.live < len(d.entries) {
		entries := make([]dictEntry, 0, n)
		for _, e := range d.entries {
			if e.key != nil {
				entries = append(entries, e)
			}
		}
		d.entries = entries
	}
	d.table = make([]int32, dictTableSize(n))
	for pos := range d.entries {
		d.insertSlot(d.entries[pos].hash, pos)
	}
}

// Len returns the number of items.
func (d *Dict) Len() int {
	return d.live
}

// Keys returns the keys in insertion order.
func (d *Dict) Keys() Tuple {
	res := make(Tuple, 0, d.live)
	for _, e := range d.entries {
		if e.key != nil {
			res = append(res, e.key)
		}
	}
	return res
}

// Values returns the values in insertion order.
func (d *Dict) Values() Tuple {
	res := make(Tuple, 0, d.live)
	for _, e := range d.entries {
		if e.key != nil {
			res = append(res, e.value)
		}
	}
	return res
}

// Items returns (key, value) tuples in insertion order.
func (d *Dict) Items() Tuple {
	res := make(Tuple, 0, d.live)
	for _, e := range d.entries {
		if e.key != nil {
			res = append(res, Tuple{e.key, e.value})
		}
	}
	return res
}

// Copy returns a shallow copy.
func (d *Dict) Copy() *Dict {
	c := NewDictSized(d.live)
	for _, e := range d.entries {
		if e.key != nil {
			c.entries = append(c.entries, e)
			c.insertSlot(e.hash, len(c.entries)-1)
		}
	}
	c.live = d.live
	return c
}

// Update merges other (a mapping, or an iterable of pairs) into d.
func (d *Dict) Update(other Object) error {
	switch o := other.(type) {
	case *Dict:
		for _, e := range o.entries {
			if e.key != nil {
				if err := d.SetItem(e.key, e.value); err != nil {
					return err
				}
			}
		}
		return nil
	case StringDict:
		for _, k := range KeywordOrder(o) {
			if err := d.SetItem(String(k), o[k]); err != nil {
				return err
			}
		}
		return nil
	}
	if keys, ok, err := userMethod0(other, "keys"); ok {
		if err != nil {
			return err
		}
		return Iterate(keys, func(k Object) bool {
			var v Object
			if v, err = GetItem(other, k); err == nil {
				err = d.SetItem(k, v)
			}
			return err != nil
		})
	}
	n := 0
	var err error
	iterErr := Iterate(other, func(item Object) bool {
		var pair *List
		pair, err = SequenceList(item)
		if err != nil {
			err = ExceptionNewf(TypeError, "cannot convert dictionary update sequence element #%d to a sequence", n)
			return true
		}
		if len(pair.Items) != 2 {
			err = ExceptionNewf(ValueError, "dictionary update sequence element #%d has length %d; 2 is required", n, len(pair.Items))
			return true
		}
		err = d.SetItem(pair.Items[0], pair.Items[1])
		n++
		return err != nil
	})
	if iterErr != nil {
		return iterErr
	}
	return err
}

// AsStringDict returns a StringDict holding the items of a StringDict or of
// a Dict whose keys are all strings.
func AsStringDict(o Object) (StringDict, bool) {
	switch x := o.(type) {
	case StringDict:
		return x, true
	case *Dict:
		sd := NewStringDictSized(x.Len())
		for _, e := range x.entries {
			if e.key == nil {
				continue
			}
			k, ok := e.key.(String)
			if !ok {
				return nil, false
			}
			sd[string(k)] = e.value
		}
		return sd, true
	}
	return nil, false
}

// NewDictFromArgs is dict(...) and the argument handling of dict.update.
func NewDictFromArgs(d *Dict, funcName string, args Tuple, kwargs StringDict) error {
	if len(args) > 1 {
		return ExceptionNewf(TypeError, "%s expected at most 1 argument, got %d", funcName, len(args))
	}
	if len(args) == 1 {
		if err := d.Update(args[0]); err != nil {
			return err
		}
	}
	for _, k := range KeywordOrder(kwargs) { // alpyna patch: the call's order
		if err := d.SetItem(String(k), kwargs[k]); err != nil {
			return err
		}
	}
	return nil
}

// DictNew is dict(): a new Dict
func DictNew(metatype *Type, args Tuple, kwargs StringDict) (Object, error) {
	d := NewDict()
	if err := NewDictFromArgs(d, "dict", args, kwargs); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *Dict) M__getitem__(key Object) (Object, error) {
	v, ok, err := d.GetItem(key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, exceptionNew(KeyError, Tuple{key})
	}
	return v, nil
}

func (d *Dict) M__setitem__(key, value Object) (Object, error) {
	return None, d.SetItem(key, value)
}

func (d *Dict) M__delitem__(key Object) (Object, error) {
	_, ok, err := d.DelItem(key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, exceptionNew(KeyError, Tuple{key})
	}
	return None, nil
}

func (d *Dict) M__contains__(key Object) (Object, error) {
	_, ok, err := d.GetItem(key)
	return NewBool(ok), err
}

func (d *Dict) M__len__() (Object, error) {
	return Int(d.live), nil
}

func (d *Dict) M__bool__() (Object, error) {
	return NewBool(d.live > 0), nil
}

func (d *Dict) M__iter__() (Object, error) {
	return NewIterator(d.Keys()), nil
}

func (d *Dict) M__str__() (Object, error) {
	return d.M__repr__()
}

func (d *Dict) M__repr__() (Object, error) {
	var out bytes.Buffer
	out.WriteRune('{')
	first := true
	for _, e := range d.entries {
		if e.key == nil {
			continue
		}
		if !first {
			out.WriteString(", ")
		}
		first = false
		k, err := ReprAsString(e.key)
		if err != nil {
			return nil, err
		}
		v := "{...}"
		if e.value != Object(d) {
			if v, err = ReprAsString(e.value); err != nil {
				return nil, err
			}
		}
		out.WriteString(k)
		out.WriteString(": ")
		out.WriteString(v)
	}
	out.WriteRune('}')
	return String(out.String()), nil
}

func (d *Dict) M__eq__(other Object) (Object, error) {
	var o *Dict
	switch x := other.(type) {
	case *Dict:
		o = x
	case StringDict:
		o = NewDict()
		if err := o.Update(x); err != nil {
			return nil, err
		}
	default:
		return NotImplemented, nil
	}
	if d.live != o.live {
		return False, nil
	}
	for _, e := range d.entries {
		if e.key == nil {
			continue
		}
		v, ok, err := o.GetItem(e.key)
		if err != nil {
			return nil, err
		}
		if !ok {
			return False, nil
		}
		eq, err := Eq(e.value, v)
		if err != nil {
			return nil, err
		}
		if eq != True {
			return False, nil
		}
	}
	return True, nil
}

func (d *Dict) M__ne__(other Object) (Object, error) {
	res, err := d.M__eq__(other)
	if err != nil || res == NotImplemented {
		return res, err
	}
	return NewBool(res != True), nil
}

// DictView is what dict.keys(), values() and items() return: a live view.
type DictView struct {
	dict *Dict
	kind string // "keys", "values" or "items"
}

var (
	DictKeysType   = NewType("dict_keys", "")
	DictValuesType = NewType("dict_values", "")
	DictItemsType  = NewType("dict_items", "")
)

// Type of this object
func (v *DictView) Type() *Type {
	switch v.kind {
	case "keys":
		return DictKeysType
	case "values":
		return DictValuesType
	}
	return DictItemsType
}

func (v *DictView) items() Tuple {
	switch v.kind {
	case "keys":
		return v.dict.Keys()
	case "values":
		return v.dict.Values()
	}
	return v.dict.Items()
}

func (v *DictView) M__iter__() (Object, error) {
	return NewIterator(v.items()), nil
}

func (v *DictView) M__len__() (Object, error) {
	return Int(v.dict.live), nil
}

func (v *DictView) M__contains__(x Object) (Object, error) {
	switch v.kind {
	case "keys":
		return v.dict.M__contains__(x)
	case "items":
		t, ok := x.(Tuple)
		if !ok || len(t) != 2 {
			return False, nil
		}
		val, found, err := v.dict.GetItem(t[0])
		if err != nil || !found {
			return False, err
		}
		return Eq(val, t[1])
	}
	for _, item := range v.items() {
		if eq, err := keysEqual(item, x); err != nil || eq {
			return NewBool(eq), err
		}
	}
	return False, nil
}

func (v *DictView) M__repr__() (Object, error) {
	l, err := NewListFromItems(v.items()).M__repr__()
	if err != nil {
		return nil, err
	}
	return String(v.Type().Name+"(") + l.(String) + String(")"), nil
}

func (v *DictView) M__str__() (Object, error) {
	return v.M__repr__()
}

func (v *DictView) M__eq__(other Object) (Object, error) {
	if o, ok := other.(*DictView); ok && v.kind != "values" && o.kind == v.kind {
		if v.dict.live != o.dict.live {
			return False, nil
		}
		for _, x := range v.items() {
			in, err := o.M__contains__(x)
			if err != nil {
				return nil, err
			}
			if in != True {
				return False, nil
			}
		}
		return True, nil
	}
	return NotImplemented, nil
}

func init() {
	DictType.New = DictNew
	method := func(name, doc string, fn func(d *Dict, args Tuple, kwargs StringDict) (Object, error)) {
		DictType.Dict[name] = MustNewMethod(name, func(self Object, args Tuple, kwargs StringDict) (Object, error) {
			return fn(self.(*Dict), args, kwargs)
		}, 0, doc)
	}
	method("keys", "D.keys() -> a set-like object providing a view on D's keys", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		return &DictView{d, "keys"}, UnpackTuple(args, kwargs, "keys", 0, 0)
	})
	method("values", "D.values() -> an object providing a view on D's values", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		return &DictView{d, "values"}, UnpackTuple(args, kwargs, "values", 0, 0)
	})
	method("items", "D.items() -> a set-like object providing a view on D's items", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		return &DictView{d, "items"}, UnpackTuple(args, kwargs, "items", 0, 0)
	})
	method("get", "Return the value for key if key is in the dictionary, else default.", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		var key, def Object = nil, None
		if len(kwargs) == 0 && (len(args) == 1 || len(args) == 2) {
			// alpyna patch: the common call without UnpackTuple's
			// generic checks
			key = args[0]
			if len(args) == 2 {
				def = args[1]
			}
		} else if err := UnpackTuple(args, kwargs, "get", 1, 2, &key, &def); err != nil {
			return nil, err
		}
		v, ok, err := d.GetItem(key)
		if err != nil || ok {
			return v, err
		}
		return def, nil
	})
	method("setdefault", "Insert key with a value of default if key is not in the dictionary.", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		var key, def Object = nil, None
		if err := UnpackTuple(args, kwargs, "setdefault", 1, 2, &key, &def); err != nil {
			return nil, err
		}
		v, ok, err := d.GetItem(key)
		if err != nil || ok {
			return v, err
		}
		return def, d.SetItem(key, def)
	})
	method("pop", "D.pop(k[,d]) -> v, remove specified key and return the corresponding value.", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		var key, def Object
		if err := UnpackTuple(args, kwargs, "pop", 1, 2, &key, &def); err != nil {
			return nil, err
		}
		v, ok, err := d.DelItem(key)
		if err != nil || ok {
			return v, err
		}
		if def != nil {
			return def, nil
		}
		return nil, exceptionNew(KeyError, Tuple{key})
	})
	method("popitem", "Remove and return a (key, value) pair as a 2-tuple.", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		if err := UnpackTuple(args, kwargs, "popitem", 0, 0); err != nil {
			return nil, err
		}
		for i := len(d.entries) - 1; i >= 0; i-- {
			if e := d.entries[i]; e.key != nil {
				d.removeAt(i)
				return Tuple{e.key, e.value}, nil
			}
		}
		return nil, ExceptionNewf(KeyError, "popitem(): dictionary is empty")
	})
	method("update", "D.update([E, ]**F) -> None.  Update D from dict/iterable E and F.", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		return None, NewDictFromArgs(d, "update", args, kwargs)
	})
	method("copy", "D.copy() -> a shallow copy of D", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		return d.Copy(), UnpackTuple(args, kwargs, "copy", 0, 0)
	})
	method("clear", "D.clear() -> None.  Remove all items from D.", func(d *Dict, args Tuple, kwargs StringDict) (Object, error) {
		*d = *NewDict()
		return None, UnpackTuple(args, kwargs, "clear", 0, 0)
	})
}

// Check interface is satisfied
var (
	_ I__getitem__  = (*Dict)(nil)
	_ I__setitem__  = (*Dict)(nil)
	_ I__delitem__  = (*Dict)(nil)
	_ I__contains__ = (*Dict)(nil)
	_ I__iter__     = (*Dict)(nil)
	_ I__len__      = (*Dict)(nil)
	_ I__eq__       = (*Dict)(nil)
)
