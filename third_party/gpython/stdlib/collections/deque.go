// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: collections.deque in Go (module `_collections`), as
// CPython implements it in C (Modules/_collectionsmodule.c): the same
// methods, reprs, comparisons and errors as the pure-Python class it
// replaces, O(1) at both ends, without a Python call per operation.
// Python classes may derive from it (their instances are *dequeSub, with
// an attribute dict); special methods they define are not called by the
// operators, which use deque's own.

package collections

import (
	"strconv"
	"strings"

	"github.com/go-python/gpython/py"
)

// Deque is a double-ended queue: the items are items[head:].
type Deque struct {
	items  []py.Object
	head   int
	maxlen int    // -1: unbounded
	state  uint64 // changes at each mutation, for iterators
}

// dequeSub is an instance of a Python subclass of deque.
type dequeSub struct {
	Deque
	typ  *py.Type
	dict py.StringDict
}

// DequeType is collections.deque.
var DequeType = py.ObjectType.NewTypeFlags("collections.deque", "A list-like sequence optimized for data accesses near its endpoints.", nil, nil, py.ObjectType.Flags|py.TPFLAGS_BASETYPE)

var dequeIterType = py.NewType("_collections._deque_iterator", "")
var dequeRevIterType = py.NewType("_collections._deque_reverse_iterator", "")

func (d *Deque) Type() *py.Type    { return DequeType }
func (d *dequeSub) Type() *py.Type { return d.typ }
func (d *dequeSub) GetDict() py.StringDict {
	if d.dict == nil {
		d.dict = py.NewStringDict()
	}
	return d.dict
}

// asDeque returns the deque of self, a *Deque or an instance of a subclass.
func asDeque(self py.Object) (*Deque, error) {
	switch d := self.(type) {
	case *Deque:
		return d, nil
	case *dequeSub:
		return &d.Deque, nil
	}
	return nil, py.ExceptionNewf(py.TypeError, "descriptor requires a 'collections.deque' object but received a '%s'", self.Type().Name)
}

func dequeNew(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var d *Deque
	if metatype == DequeType {
		d = &Deque{maxlen: -1}
		obj = d
	} else {
		s := &dequeSub{typ: metatype}
		s.maxlen = -1
		d, obj = &s.Deque, s
	}
	if metatype == DequeType {
		// a subclass's __init__ runs through ObjectInit
		if err := d.init(obj, args, kwargs); err != nil {
			return nil, err
		}
	}
	return obj, nil
}

// init is deque.__init__(iterable=(), maxlen=None).
func (d *Deque) init(self py.Object, args py.Tuple, kwargs py.StringDict) error {
	var iterable, maxlen py.Object = nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:deque", []string{"iterable", "maxlen"}, &iterable, &maxlen); err != nil {
		return err
	}
	d.maxlen = -1
	if maxlen != py.None {
		m, ok := maxlen.(py.Int)
		if !ok {
			if _, isBool := maxlen.(py.Bool); !isBool {
				return py.ExceptionNewf(py.TypeError, "an integer is required")
			}
			m = 0
			if maxlen == py.True {
				m = 1
			}
		}
		if m < 0 {
			return py.ExceptionNewf(py.ValueError, "maxlen must be non-negative")
		}
		d.maxlen = int(m)
	}
	if d.Len() > 0 {
		d.clear()
	}
	if iterable != nil {
		return d.extend(self, iterable)
	}
	return nil
}

// Len is the number of items.
func (d *Deque) Len() int { return len(d.items) - d.head }

func (d *Deque) live() []py.Object { return d.items[d.head:] }

func (d *Deque) clear() {
	d.items = nil
	d.head = 0
	d.state++
}

func (d *Deque) append(x py.Object) {
	d.state++
	if d.maxlen == 0 {
		return
	}
	d.items = append(d.items, x)
	if d.maxlen > 0 && d.Len() > d.maxlen {
		d.dropLeft()
	}
}

func (d *Deque) dropLeft() py.Object {
	x := d.items[d.head]
	d.items[d.head] = nil
	d.head++
	if d.head == len(d.items) {
		d.items = d.items[:0]
		d.head = 0
	} else if d.head > 32 && 2*d.head > len(d.items) {
		n := copy(d.items, d.items[d.head:])
		for i := n; i < len(d.items); i++ {
			d.items[i] = nil
		}
		d.items = d.items[:n]
		d.head = 0
	}
	return x
}

func (d *Deque) dropRight() py.Object {
	n := len(d.items) - 1
	x := d.items[n]
	d.items[n] = nil
	d.items = d.items[:n]
	if len(d.items) == d.head {
		d.items = d.items[:0]
		d.head = 0
	}
	return x
}

func (d *Deque) appendLeft(x py.Object) {
	d.state++
	if d.maxlen == 0 {
		return
	}
	if d.head == 0 {
		n := d.Len()
		room := n + 8
		items := make([]py.Object, room+n, room+n+(cap(d.items)-len(d.items)))
		copy(items[room:], d.items)
		d.items, d.head = items, room
	}
	d.head--
	d.items[d.head] = x
	if d.maxlen > 0 && d.Len() > d.maxlen {
		d.dropRight()
	}
}

func (d *Deque) extend(self, iterable py.Object) error {
	if iterable == self {
		iterable = py.NewListFromItems(append([]py.Object(nil), d.live()...))
	}
	if l, ok := iterable.(*py.List); ok {
		for _, x := range l.Items {
			d.append(x)
		}
		return nil
	}
	return py.Iterate(iterable, func(x py.Object) bool {
		d.append(x)
		return false
	})
}

func (d *Deque) extendLeft(self, iterable py.Object) error {
	if iterable == self {
		iterable = py.NewListFromItems(append([]py.Object(nil), d.live()...))
	}
	return py.Iterate(iterable, func(x py.Object) bool {
		d.appendLeft(x)
		return false
	})
}

func emptyPop() error {
	return py.ExceptionNewf(py.IndexError, "pop from an empty deque")
}

// equal is ==, identity first, as CPython's PyObject_RichCompareBool.
func equal(a, b py.Object) (bool, error) {
	if a == b {
		if _, isFloat := a.(py.Float); !isFloat { // NaN
			return true, nil
		}
	}
	res, err := py.Eq(a, b)
	if err != nil {
		return false, err
	}
	return py.ObjectIsTrue(res)
}

func mutated() error {
	return py.ExceptionNewf(py.RuntimeError, "deque mutated during iteration")
}

// find is the position of x among the items from start to stop.
func (d *Deque) find(x py.Object, start, stop int) (int, bool, error) {
	state := d.state
	for i := start; i < stop && i < d.Len(); i++ {
		eq, err := equal(d.live()[i], x)
		if err != nil {
			return 0, false, err
		}
		if state != d.state {
			return 0, false, mutated()
		}
		if eq {
			return i, true, nil
		}
	}
	return 0, false, nil
}

func notInDeque(x py.Object) error {
	r, err := py.ReprAsString(x)
	if err != nil {
		return err
	}
	return py.ExceptionNewf(py.ValueError, "%s is not in deque", r)
}

// index converts a deque index (CPython's "sequence index must be
// integer" for other types) and checks its range.
func (d *Deque) index(key py.Object) (int, error) {
	var i int
	switch k := key.(type) {
	case py.Int:
		i = int(k)
	case py.Bool:
		if k {
			i = 1
		}
	default:
		if _, ok := key.(py.I__index__); !ok {
			if t, isType := key.(*py.Type); !isType || t.Type().Lookup("__index__") == nil {
				return 0, py.ExceptionNewf(py.TypeError, "sequence index must be integer, not '%s'", key.Type().Name)
			}
		}
		n, err := py.Index(key)
		if err != nil {
			return 0, err
		}
		i = int(n)
	}
	n := d.Len()
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, py.ExceptionNewf(py.IndexError, "deque index out of range")
	}
	return i, nil
}

// newLike makes a deque of self's type with the given items and maxlen.
func newLike(self py.Object, items []py.Object, maxlen int) (py.Object, error) {
	if self.Type() == DequeType {
		nd := &Deque{maxlen: maxlen}
		for _, x := range items {
			nd.append(x)
		}
		return nd, nil
	}
	// as CPython's deque_copy for a subclass: type(d)(items[, maxlen])
	args := py.Tuple{py.NewListFromItems(append([]py.Object(nil), items...))}
	if maxlen >= 0 {
		args = append(args, py.Int(maxlen))
	}
	return py.Call(self.Type(), args, nil)
}

func (d *Deque) M__len__() (py.Object, error)  { return py.Int(d.Len()), nil }
func (d *Deque) M__bool__() (py.Object, error) { return py.NewBool(d.Len() > 0), nil }

func (d *Deque) M__contains__(x py.Object) (py.Object, error) {
	_, found, err := d.find(x, 0, d.Len())
	return py.NewBool(found), err
}

func (d *Deque) M__getitem__(key py.Object) (py.Object, error) {
	i, err := d.index(key)
	if err != nil {
		return nil, err
	}
	return d.live()[i], nil
}

func (d *Deque) M__setitem__(key, value py.Object) (py.Object, error) {
	i, err := d.index(key)
	if err != nil {
		return nil, err
	}
	d.live()[i] = value
	return py.None, nil
}

func (d *Deque) M__delitem__(key py.Object) (py.Object, error) {
	i, err := d.index(key)
	if err != nil {
		return nil, err
	}
	d.removeAt(i)
	return py.None, nil
}

func (d *Deque) removeAt(i int) {
	live := d.live()
	copy(live[i:], live[i+1:])
	d.items[len(d.items)-1] = nil
	d.items = d.items[:len(d.items)-1]
	if len(d.items) == d.head {
		d.items = d.items[:0]
		d.head = 0
	}
	d.state++
}

func (d *Deque) repr(self py.Object) (py.Object, error) {
	name := self.Type().Name
	if i := strings.LastIndexByte(name, '.'); i >= 0 && self.Type() == DequeType {
		name = name[i+1:]
	}
	items, err := py.ReprAsString(py.NewListFromItems(append([]py.Object(nil), d.live()...)))
	if err != nil {
		return nil, err
	}
	if d.maxlen >= 0 {
		return py.String(name + "(" + items + ", maxlen=" + strconv.Itoa(d.maxlen) + ")"), nil
	}
	return py.String(name + "(" + items + ")"), nil
}

func (d *Deque) M__repr__() (py.Object, error) { return d.repr(d) }
func (d *Deque) M__str__() (py.Object, error)  { return d.repr(d) }
func (d *dequeSub) M__repr__() (py.Object, error) {
	return d.repr(d)
}
func (d *dequeSub) M__str__() (py.Object, error) {
	return d.repr(d)
}

func (d *Deque) M__hash__() (py.Object, error) {
	return nil, py.ExceptionNewf(py.TypeError, "unhashable type: '%s'", DequeType.Name)
}

// compare compares as lists, with NotImplemented for a non-deque.
func (d *Deque) compare(other py.Object, op func(a, b py.Object) (py.Object, error)) (py.Object, error) {
	o, err := asDeque(other)
	if err != nil {
		return py.NotImplemented, nil
	}
	a := py.NewListFromItems(append([]py.Object(nil), d.live()...))
	b := py.NewListFromItems(append([]py.Object(nil), o.live()...))
	return op(a, b)
}

func (d *Deque) M__eq__(other py.Object) (py.Object, error) { return d.compare(other, py.Eq) }
func (d *Deque) M__ne__(other py.Object) (py.Object, error) { return d.compare(other, py.Ne) }
func (d *Deque) M__lt__(other py.Object) (py.Object, error) { return d.compare(other, py.Lt) }
func (d *Deque) M__le__(other py.Object) (py.Object, error) { return d.compare(other, py.Le) }
func (d *Deque) M__gt__(other py.Object) (py.Object, error) { return d.compare(other, py.Gt) }
func (d *Deque) M__ge__(other py.Object) (py.Object, error) { return d.compare(other, py.Ge) }

func (d *Deque) add(self, other py.Object) (py.Object, error) {
	o, err := asDeque(other)
	if err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "can only concatenate deque (not \"%s\") to deque", other.Type().Name)
	}
	items := append(append([]py.Object(nil), d.live()...), o.live()...)
	return newLike(self, items, d.maxlen)
}

func (d *Deque) M__add__(other py.Object) (py.Object, error) { return d.add(d, other) }
func (d *dequeSub) M__add__(other py.Object) (py.Object, error) {
	return d.add(d, other)
}

func (d *Deque) M__iadd__(other py.Object) (py.Object, error) {
	return d, d.extend(d, other)
}
func (d *dequeSub) M__iadd__(other py.Object) (py.Object, error) {
	return d, d.extend(d, other)
}

func repeatCount(n py.Object) (int, error) {
	switch n.(type) {
	case py.Int, py.Bool, *py.BigInt:
	default:
		return 0, py.ExceptionNewf(py.TypeError, "can't multiply sequence by non-int of type '%s'", n.Type().Name)
	}
	k, err := py.Index(n)
	return int(k), err
}

func (d *Deque) mul(self, n py.Object) (py.Object, error) {
	k, err := repeatCount(n)
	if err != nil {
		return nil, err
	}
	var items []py.Object
	for i := 0; i < k; i++ {
		items = append(items, d.live()...)
	}
	return newLike(self, items, d.maxlen)
}

func (d *Deque) M__mul__(n py.Object) (py.Object, error)     { return d.mul(d, n) }
func (d *Deque) M__rmul__(n py.Object) (py.Object, error)    { return d.mul(d, n) }
func (d *dequeSub) M__mul__(n py.Object) (py.Object, error)  { return d.mul(d, n) }
func (d *dequeSub) M__rmul__(n py.Object) (py.Object, error) { return d.mul(d, n) }

func (d *Deque) imul(self, n py.Object) (py.Object, error) {
	k, err := repeatCount(n)
	if err != nil {
		return nil, err
	}
	items := append([]py.Object(nil), d.live()...)
	if k <= 0 {
		d.clear()
		return self, nil
	}
	for i := 1; i < k; i++ {
		for _, x := range items {
			d.append(x)
		}
	}
	return self, nil
}

func (d *Deque) M__imul__(n py.Object) (py.Object, error)    { return d.imul(d, n) }
func (d *dequeSub) M__imul__(n py.Object) (py.Object, error) { return d.imul(d, n) }

// dequeIterator walks a deque, forwards or backwards, and fails if the
// deque changes meanwhile.
type dequeIterator struct {
	d       *Deque
	state   uint64
	i       int // items seen
	reverse bool
}

func (it *dequeIterator) Type() *py.Type {
	if it.reverse {
		return dequeRevIterType
	}
	return dequeIterType
}

func (it *dequeIterator) M__iter__() (py.Object, error) { return it, nil }

func (it *dequeIterator) M__next__() (py.Object, error) {
	if it.d.state != it.state {
		return nil, mutated()
	}
	n := it.d.Len()
	if it.i >= n {
		return nil, py.StopIteration
	}
	var x py.Object
	if it.reverse {
		x = it.d.live()[n-1-it.i]
	} else {
		x = it.d.live()[it.i]
	}
	it.i++
	return x, nil
}

func (d *Deque) M__iter__() (py.Object, error) {
	return &dequeIterator{d: d, state: d.state}, nil
}

func (d *Deque) M__reversed__() (py.Object, error) {
	return &dequeIterator{d: d, state: d.state, reverse: true}, nil
}

// method registers a deque method taking self and its arguments.
func method(name, doc string, fn func(self py.Object, d *Deque, args py.Tuple) (py.Object, error)) {
	DequeType.Dict[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple) (py.Object, error) {
		d, err := asDeque(self)
		if err != nil {
			if len(args) == 0 {
				return nil, err
			}
			// called through the class: deque.append(d, x)
			if d, err = asDeque(args[0]); err != nil {
				return nil, err
			}
			self, args = args[0], args[1:]
		}
		return fn(self, d, args)
	}, 0, doc)
}

func nargs(name string, args py.Tuple, min, max int) error {
	if len(args) >= min && len(args) <= max {
		return nil
	}
	if min == max {
		if min == 0 {
			return py.ExceptionNewf(py.TypeError, "deque.%s() takes no arguments (%d given)", name, len(args))
		}
		return py.ExceptionNewf(py.TypeError, "deque.%s() takes exactly one argument (%d given)", name, len(args))
	}
	if len(args) < min {
		return py.ExceptionNewf(py.TypeError, "%s expected at least %d argument, got %d", name, min, len(args))
	}
	return py.ExceptionNewf(py.TypeError, "%s expected at most %d arguments, got %d", name, max, len(args))
}

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "_collections", Doc: "High performance data structures (deque in Go)."},
		Globals: py.StringDict{"deque": DequeType, "_tuplegetter": TupleGetterType},
	})
	DequeType.New = dequeNew
	DequeType.SubclassNew = dequeNew
	py.RegisterGenericBuiltin(DequeType)
	DequeType.Dict["__module__"] = py.String("collections")
	DequeType.Dict["__init__"] = py.MustNewMethod("__init__", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		d, err := asDeque(self)
		if err != nil {
			if len(args) == 0 {
				return nil, err
			}
			if d, err = asDeque(args[0]); err != nil { // deque.__init__(d, ...)
				return nil, err
			}
			self, args = args[0], args[1:]
		}
		return py.None, d.init(self, args, kwargs)
	}, 0, "Initialize self.")
	DequeType.Dict["maxlen"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		d, err := asDeque(self)
		if err != nil {
			return nil, err
		}
		if d.maxlen < 0 {
			return py.None, nil
		}
		return py.Int(d.maxlen), nil
	}}
	method("append", "Add an element to the right side of the deque.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("append", args, 1, 1); err != nil {
			return nil, err
		}
		d.append(args[0])
		return py.None, nil
	})
	method("appendleft", "Add an element to the left side of the deque.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("appendleft", args, 1, 1); err != nil {
			return nil, err
		}
		d.appendLeft(args[0])
		return py.None, nil
	})
	method("pop", "Remove and return the rightmost element.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("pop", args, 0, 0); err != nil {
			return nil, err
		}
		if d.Len() == 0 {
			return nil, emptyPop()
		}
		d.state++
		return d.dropRight(), nil
	})
	method("popleft", "Remove and return the leftmost element.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("popleft", args, 0, 0); err != nil {
			return nil, err
		}
		if d.Len() == 0 {
			return nil, emptyPop()
		}
		d.state++
		return d.dropLeft(), nil
	})
	method("extend", "Extend the right side of the deque with elements from the iterable", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("extend", args, 1, 1); err != nil {
			return nil, err
		}
		return py.None, d.extend(self, args[0])
	})
	method("extendleft", "Extend the left side of the deque with elements from the iterable", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("extendleft", args, 1, 1); err != nil {
			return nil, err
		}
		return py.None, d.extendLeft(self, args[0])
	})
	method("clear", "Remove all elements from the deque.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("clear", args, 0, 0); err != nil {
			return nil, err
		}
		d.clear()
		return py.None, nil
	})
	copyFn := func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("copy", args, 0, 0); err != nil {
			return nil, err
		}
		return newLike(self, d.live(), d.maxlen)
	}
	method("copy", "Return a shallow copy of a deque.", copyFn)
	method("__copy__", "Return a shallow copy of a deque.", copyFn)
	method("count", "Return number of occurrences of value.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("count", args, 1, 1); err != nil {
			return nil, err
		}
		state := d.state
		n := 0
		for i := 0; i < d.Len(); i++ {
			eq, err := equal(d.live()[i], args[0])
			if err != nil {
				return nil, err
			}
			if state != d.state {
				return nil, mutated()
			}
			if eq {
				n++
			}
		}
		return py.Int(n), nil
	})
	method("index", "Return first index of value.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("index", args, 1, 3); err != nil {
			return nil, err
		}
		n := d.Len()
		bound := func(o py.Object, def int) (int, error) {
			if o == nil {
				return def, nil
			}
			i, err := py.Index(o)
			if err != nil {
				return 0, err
			}
			v := int(i)
			if v < 0 {
				v += n
				if v < 0 {
					v = 0
				}
			}
			return v, nil
		}
		var startObj, stopObj py.Object
		if len(args) > 1 {
			startObj = args[1]
		}
		if len(args) > 2 {
			stopObj = args[2]
		}
		start, err := bound(startObj, 0)
		if err != nil {
			return nil, err
		}
		stop, err := bound(stopObj, n)
		if err != nil {
			return nil, err
		}
		i, found, err := d.find(args[0], start, stop)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, notInDeque(args[0])
		}
		return py.Int(i), nil
	})
	method("insert", "Insert value before index.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("insert", args, 2, 2); err != nil {
			return nil, err
		}
		idx, err := py.Index(args[0])
		if err != nil {
			return nil, err
		}
		n := d.Len()
		if d.maxlen >= 0 && n >= d.maxlen {
			return nil, py.ExceptionNewf(py.IndexError, "deque already at its maximum size")
		}
		i := int(idx)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		items := append([]py.Object(nil), d.live()[:i]...)
		items = append(items, args[1])
		items = append(items, d.live()[i:]...)
		d.items, d.head = items, 0
		d.state++
		return py.None, nil
	})
	method("remove", "Remove first occurrence of value.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("remove", args, 1, 1); err != nil {
			return nil, err
		}
		i, found, err := d.find(args[0], 0, d.Len())
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, notInDeque(args[0])
		}
		d.removeAt(i)
		return py.None, nil
	})
	method("reverse", "Reverse *IN PLACE*.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("reverse", args, 0, 0); err != nil {
			return nil, err
		}
		live := d.live()
		for i, j := 0, len(live)-1; i < j; i, j = i+1, j-1 {
			live[i], live[j] = live[j], live[i]
		}
		d.state++
		return py.None, nil
	})
	method("rotate", "Rotate the deque n steps to the right (default n=1).  If n is negative, rotates left.", func(self py.Object, d *Deque, args py.Tuple) (py.Object, error) {
		if err := nargs("rotate", args, 0, 1); err != nil {
			return nil, err
		}
		n := 1
		if len(args) == 1 {
			k, err := py.Index(args[0])
			if err != nil {
				return nil, err
			}
			n = int(k)
		}
		k := d.Len()
		if k <= 1 {
			return py.None, nil
		}
		n %= k
		if n < 0 {
			n += k
		}
		if n == 0 {
			return py.None, nil
		}
		live := d.live()
		items := make([]py.Object, 0, k)
		items = append(items, live[k-n:]...)
		items = append(items, live[:k-n]...)
		d.items, d.head = items, 0
		d.state++
		return py.None, nil
	})
}
