// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the list and tuple methods gpython lacked, with CPython's
// error messages.

package py

// seqIndex checks a sequence subscript like IndexIntCheck, with CPython's
// messages: rangeMsg for an IndexError and "<what> must be integers or
// slices, not <type>" for a TypeError.
func seqIndex(key Object, n int, rangeMsg, what string) (int, error) {
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		_, isIndex := key.(I__index__)
		if t, ok := key.(*Type); ok && t.Type().Lookup("__index__") != nil {
			isIndex = true
		}
		if !isIndex {
			return 0, ExceptionNewf(TypeError, "%s must be integers or slices, not %s", what, key.Type().Name)
		}
	}
	i, err := IndexInt(key)
	if err != nil {
		if IsException(IndexError, err) {
			return 0, ExceptionNewf(IndexError, "cannot fit '%s' into an index-sized integer", key.Type().Name)
		}
		return 0, err
	}
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, ExceptionNewf(IndexError, "%s", rangeMsg)
	}
	return i, nil
}

// seqFind returns the first position in items[start:stop] equal to x, or -1.
func seqFind(items []Object, x Object, start, stop int) (int, error) {
	for i := start; i < stop && i < len(items); i++ {
		eq, err := keysEqual(items[i], x)
		if err != nil {
			return -1, err
		}
		if eq {
			return i, nil
		}
	}
	return -1, nil
}

// seqCount counts the items equal to x.
func seqCount(items []Object, x Object) (Object, error) {
	n := 0
	for _, item := range items {
		eq, err := keysEqual(item, x)
		if err != nil {
			return nil, err
		}
		if eq {
			n++
		}
	}
	return Int(n), nil
}

// sliceBounds resolves the optional start and stop of index() like a slice.
func sliceBounds(n int, start, stop Object) (int, int, error) {
	clamp := func(o Object, def int) (int, error) {
		if o == nil || o == None {
			return def, nil
		}
		i, err := IndexInt(o)
		if err != nil {
			return 0, err
		}
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		return i, nil
	}
	lo, err := clamp(start, 0)
	if err != nil {
		return 0, 0, err
	}
	hi, err := clamp(stop, n)
	return lo, hi, err
}

// seqIndexOf is list.index and tuple.index.
func seqIndexOf(items []Object, args Tuple, funcName, notFound string) (Object, error) {
	var x, start, stop Object
	if err := UnpackTuple(args, nil, funcName, 1, 3, &x, &start, &stop); err != nil {
		return nil, err
	}
	lo, hi, err := sliceBounds(len(items), start, stop)
	if err != nil {
		return nil, err
	}
	i, err := seqFind(items, x, lo, hi)
	if err != nil {
		return nil, err
	}
	if i < 0 {
		if notFound == "" {
			r, err := ReprAsString(x)
			if err != nil {
				return nil, err
			}
			return nil, ExceptionNewf(ValueError, "%s is not in list", r)
		}
		return nil, ExceptionNewf(ValueError, "%s", notFound)
	}
	return Int(i), nil
}

func init() {
	listMethod := func(name, doc string, fn func(l *List, args Tuple) (Object, error)) {
		ListType.Dict[name] = MustNewMethod(name, func(self Object, args Tuple) (Object, error) {
			l, ok := self.(*List)
			if !ok {
				return nil, ExceptionNewf(TypeError, "descriptor '%s' requires a 'list' object but received a '%s'", name, self.Type().Name)
			}
			return fn(l, args)
		}, 0, doc)
	}
	listMethod("extend", "Extend list by appending elements from the iterable.", func(l *List, args Tuple) (Object, error) {
		var it Object
		if err := UnpackTuple(args, nil, "extend", 1, 1, &it); err != nil {
			return nil, err
		}
		if o, ok := it.(*List); ok {
			l.Items = append(l.Items, o.Items...) // also right for l.extend(l)
			return None, nil
		}
		return None, l.ExtendSequence(it)
	})
	listMethod("insert", "Insert object before index.", func(l *List, args Tuple) (Object, error) {
		var index, x Object
		if err := UnpackTuple(args, nil, "insert", 2, 2, &index, &x); err != nil {
			return nil, err
		}
		i, err := IndexInt(index)
		if err != nil {
			return nil, err
		}
		n := len(l.Items)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		l.Items = append(l.Items, nil)
		copy(l.Items[i+1:], l.Items[i:])
		l.Items[i] = x
		return None, nil
	})
	listMethod("pop", "Remove and return item at index (default last).", func(l *List, args Tuple) (Object, error) {
		var index Object = Int(-1)
		if err := UnpackTuple(args, nil, "pop", 0, 1, &index); err != nil {
			return nil, err
		}
		if len(l.Items) == 0 {
			return nil, ExceptionNewf(IndexError, "pop from empty list")
		}
		i, err := seqIndex(index, len(l.Items), "pop index out of range", "list indices")
		if err != nil {
			return nil, err
		}
		x := l.Items[i]
		l.DelItem(i)
		return x, nil
	})
	listMethod("remove", "Remove first occurrence of value.", func(l *List, args Tuple) (Object, error) {
		var x Object
		if err := UnpackTuple(args, nil, "remove", 1, 1, &x); err != nil {
			return nil, err
		}
		i, err := seqFind(l.Items, x, 0, len(l.Items))
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return nil, ExceptionNewf(ValueError, "list.remove(x): x not in list")
		}
		l.DelItem(i)
		return None, nil
	})
	listMethod("index", "Return first index of value.", func(l *List, args Tuple) (Object, error) {
		return seqIndexOf(l.Items, args, "index", "")
	})
	listMethod("count", "Return number of occurrences of value.", func(l *List, args Tuple) (Object, error) {
		var x Object
		if err := UnpackTuple(args, nil, "count", 1, 1, &x); err != nil {
			return nil, err
		}
		return seqCount(l.Items, x)
	})
	listMethod("reverse", "Reverse *IN PLACE*.", func(l *List, args Tuple) (Object, error) {
		if err := UnpackTuple(args, nil, "reverse", 0, 0); err != nil {
			return nil, err
		}
		for i, j := 0, len(l.Items)-1; i < j; i, j = i+1, j-1 {
			l.Items[i], l.Items[j] = l.Items[j], l.Items[i]
		}
		return None, nil
	})
	listMethod("copy", "Return a shallow copy of the list.", func(l *List, args Tuple) (Object, error) {
		return l.Copy(), UnpackTuple(args, nil, "copy", 0, 0)
	})
	listMethod("clear", "Remove all items from list.", func(l *List, args Tuple) (Object, error) {
		l.Items = nil
		return None, UnpackTuple(args, nil, "clear", 0, 0)
	})

	TupleType.Dict["index"] = MustNewMethod("index", func(self Object, args Tuple) (Object, error) {
		return seqIndexOf(self.(Tuple), args, "index", "tuple.index(x): x not in tuple")
	}, 0, "Return first index of value.")
	TupleType.Dict["count"] = MustNewMethod("count", func(self Object, args Tuple) (Object, error) {
		var x Object
		if err := UnpackTuple(args, nil, "count", 1, 1, &x); err != nil {
			return nil, err
		}
		return seqCount(self.(Tuple), x)
	}, 0, "Return number of occurrences of value.")
}
