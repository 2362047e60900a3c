// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Range object

// alpyna patch: range follows CPython 3.11's Objects/rangeobject.c: a zero
// step is a ValueError, bounds, steps and lengths outside int64 are big
// integers (len() of a range longer than sys.maxsize is an OverflowError,
// as in CPython, but iteration, indexing, slicing, `in` and reversed work),
// iteration counts items instead of comparing with stop (which overflowed),
// equality and hash compare (len, first item, step), and range has start,
// stop, step, index and count.

package py

import (
	"math"
	"math/big"
)

// A python Range object
//
// When start, stop, step and the length all fit in an int64 they are held
// in the Int fields and big is nil; otherwise big holds them all and the
// Int fields are unused.
type Range struct {
	Start  Int
	Stop   Int
	Step   Int
	Length Int
	big    *bigRange
}

// bigRange is a range with a bound, step or length outside int64.
type bigRange struct {
	start, stop, step, length *big.Int
}

// A python Range iterator: it yields Length more items, Next first, each
// Step after the last. Arithmetic wraps around in int64, which gives the
// right items because every item of a range held in Ints fits in an int64.
type RangeIterator struct {
	Next   Int
	Step   Int
	Length Int
}

// A python iterator over a range with big integers.
type LongRangeIterator struct {
	next, step, length *big.Int
}

var RangeType = NewTypeX("range", `range(stop) -> range object
range(start, stop[, step]) -> range object

Return an object that produces a sequence of integers from start (inclusive)
to stop (exclusive) by step.  range(i, j) produces i, i+1, i+2, ..., j-1.
start defaults to 0, and stop is omitted!  range(4) produces 0, 1, 2, 3.
These are exactly the valid indices for a list of 4 elements.
When step is given, it specifies the increment (or decrement).`,
	RangeNew, nil)

var RangeIteratorType = NewType("range_iterator", `range_iterator object`)

var LongRangeIteratorType = NewType("longrange_iterator", `longrange_iterator object`)

// Type of this object
func (o *Range) Type() *Type {
	return RangeType
}

// Type of this object
func (o *RangeIterator) Type() *Type {
	return RangeIteratorType
}

// Type of this object
func (o *LongRangeIterator) Type() *Type {
	return LongRangeIteratorType
}

// RangeNew
func RangeNew(metatype *Type, args Tuple, kwargs StringDict) (Object, error) {
	if len(kwargs) != 0 {
		return nil, ExceptionNewf(TypeError, "range() takes no keyword arguments")
	}
	switch {
	case len(args) == 0:
		return nil, ExceptionNewf(TypeError, "range expected at least 1 argument, got 0")
	case len(args) > 3:
		return nil, ExceptionNewf(TypeError, "range expected at most 3 arguments, got %d", len(args))
	}
	var values [3]Object
	for i, arg := range args {
		v, err := indexObject(arg)
		if err != nil {
			return nil, err
		}
		values[i] = v
	}
	switch len(args) {
	case 1:
		return NewRange(Int(0), values[0], Int(1))
	case 2:
		return NewRange(values[0], values[1], Int(1))
	}
	return NewRange(values[0], values[1], values[2])
}

// NewRange makes range(start, stop, step) from ints (Int, Bool or
// *BigInt); a zero step is a ValueError.
func NewRange(start, stop, step Object) (*Range, error) {
	if s, ok := start.(Int); ok {
		if e, ok := stop.(Int); ok {
			if st, ok := step.(Int); ok {
				if st == 0 {
					return nil, ExceptionNewf(ValueError, "range() arg 3 must not be zero")
				}
				if n, ok := smallRangeLength(s, e, st); ok {
					return &Range{Start: s, Stop: e, Step: st, Length: n}, nil
				}
			}
		}
	}
	b := &bigRange{start: toBig(start), stop: toBig(stop), step: toBig(step)}
	if b.step.Sign() == 0 {
		return nil, ExceptionNewf(ValueError, "range() arg 3 must not be zero")
	}
	b.length = bigRangeLength(b.start, b.stop, b.step)
	return makeRange(b), nil
}

// makeRange holds b in Ints when they all fit.
func makeRange(b *bigRange) *Range {
	if b.start.IsInt64() && b.stop.IsInt64() && b.step.IsInt64() && b.length.IsInt64() {
		return &Range{Start: Int(b.start.Int64()), Stop: Int(b.stop.Int64()), Step: Int(b.step.Int64()), Length: Int(b.length.Int64())}
	}
	return &Range{big: b}
}

// indexObject is operator.index(o): an Int or a *BigInt.
func indexObject(o Object) (Object, error) {
	switch x := o.(type) {
	case Int:
		return x, nil
	case Bool:
		if x {
			return Int(1), nil
		}
		return Int(0), nil
	case *BigInt:
		return x.MaybeInt(), nil
	case *Type:
		if res, ok, err := userMethod0(o, "__index__"); ok {
			if err != nil {
				return nil, err
			}
			switch r := res.(type) {
			case Int:
				return r, nil
			case *BigInt:
				return r.MaybeInt(), nil
			}
			return nil, ExceptionNewf(TypeError, "__index__ returned non-int (type %s)", res.Type().Name)
		}
	}
	return Index(o)
}

// toBig converts an Int, Bool or *BigInt.
func toBig(o Object) *big.Int {
	b, ok := ConvertToBigInt(o)
	if !ok {
		panic("range: not an int")
	}
	return (*big.Int)(b)
}

// fromBig is the Python int of x, an Int where it fits.
func fromBig(x *big.Int) Object {
	if x.IsInt64() {
		return Int(x.Int64())
	}
	return (*BigInt)(new(big.Int).Set(x))
}

// smallRangeLength is the length of range(start, stop, step) (step != 0)
// and whether it fits in an int64.
func smallRangeLength(start, stop, step Int) (Int, bool) {
	lo, hi, s := start, stop, uint64(step)
	if step < 0 {
		lo, hi, s = stop, start, -uint64(step)
	}
	if lo >= hi {
		return 0, true
	}
	// hi - lo is below 2**64, so it is exact in uint64.
	n := (uint64(hi)-uint64(lo)-1)/s + 1
	if n > math.MaxInt64 {
		return 0, false
	}
	return Int(n), true
}

// NewRangeIterator returns iter(range(start, stop, step)) where step is
// not zero and the range's length fits an Int; ok is false otherwise
// (NewRange then makes the range or raises its error).
//
// alpyna patch, fourteenth pass: the evaluation loop makes the iterator of
// `for i in range(...)` without the range object, which nothing else sees.
func NewRangeIterator(start, stop, step Int) (it *RangeIterator, ok bool) {
	if step == 0 {
		return nil, false
	}
	n, ok := smallRangeLength(start, stop, step)
	if !ok {
		return nil, false
	}
	return &RangeIterator{Next: start, Step: step, Length: n}, true
}

// bigRangeLength is CPython's compute_range_length.
func bigRangeLength(start, stop, step *big.Int) *big.Int {
	lo, hi, s := start, stop, step
	if step.Sign() < 0 {
		lo, hi, s = stop, start, new(big.Int).Neg(step)
	}
	if lo.Cmp(hi) >= 0 {
		return new(big.Int)
	}
	n := new(big.Int).Sub(hi, lo)
	n.Sub(n, big.NewInt(1))
	n.Quo(n, s)
	return n.Add(n, big.NewInt(1))
}

// bigs returns the range's start, stop, step and length as big integers
// (not to be modified).
func (r *Range) bigs() *bigRange {
	if r.big != nil {
		return r.big
	}
	return &bigRange{start: big.NewInt(int64(r.Start)), stop: big.NewInt(int64(r.Stop)),
		step: big.NewInt(int64(r.Step)), length: big.NewInt(int64(r.Length))}
}

func (r *Range) startObj() Object {
	if r.big != nil {
		return fromBig(r.big.start)
	}
	return r.Start
}

func (r *Range) stopObj() Object {
	if r.big != nil {
		return fromBig(r.big.stop)
	}
	return r.Stop
}

func (r *Range) stepObj() Object {
	if r.big != nil {
		return fromBig(r.big.step)
	}
	return r.Step
}

func (r *Range) lengthObj() Object {
	if r.big != nil {
		return fromBig(r.big.length)
	}
	return r.Length
}

func (r *Range) isEmpty() bool {
	if r.big != nil {
		return r.big.length.Sign() == 0
	}
	return r.Length == 0
}

func (r *Range) M__getitem__(key Object) (Object, error) {
	if slice, ok := key.(*Slice); ok {
		return computeRangeSlice(r, slice)
	}
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		_, isIndex := key.(I__index__)
		if t, ok := key.(*Type); ok && t.Type().Lookup("__index__") != nil {
			isIndex = true
		}
		if !isIndex {
			return nil, ExceptionNewf(TypeError, "range indices must be integers or slices, not %s", key.Type().Name)
		}
	}
	index, err := indexObject(key)
	if err != nil {
		return nil, err
	}
	if i, ok := index.(Int); ok && r.big == nil {
		if i < 0 {
			i += r.Length
		}
		if i < 0 || i >= r.Length {
			return nil, ExceptionNewf(IndexError, "range object index out of range")
		}
		return r.Start + i*r.Step, nil // wraps to the right item
	}
	b := r.bigs()
	i := new(big.Int).Set(toBig(index))
	if i.Sign() < 0 {
		i.Add(i, b.length)
	}
	if i.Sign() < 0 || i.Cmp(b.length) >= 0 {
		return nil, ExceptionNewf(IndexError, "range object index out of range")
	}
	return fromBig(bigRangeItem(b, i)), nil
}

// bigRangeItem is start + i*step.
func bigRangeItem(b *bigRange, i *big.Int) *big.Int {
	item := new(big.Int).Mul(i, b.step)
	return item.Add(item, b.start)
}

// Make a range iterator from a range
func (r *Range) M__iter__() (Object, error) {
	if r.big != nil {
		return &LongRangeIterator{next: new(big.Int).Set(r.big.start), step: r.big.step, length: new(big.Int).Set(r.big.length)}, nil
	}
	return &RangeIterator{Next: r.Start, Step: r.Step, Length: r.Length}, nil
}

// M__reversed__ iterates the range backwards, as CPython's range_reverse.
func (r *Range) M__reversed__() (Object, error) {
	if r.big != nil {
		b := r.big
		last := new(big.Int)
		if b.length.Sign() > 0 {
			last = bigRangeItem(b, new(big.Int).Sub(b.length, big.NewInt(1)))
		}
		return &LongRangeIterator{next: last, step: new(big.Int).Neg(b.step), length: new(big.Int).Set(b.length)}, nil
	}
	if r.Length == 0 {
		return &RangeIterator{}, nil
	}
	// Wrapping arithmetic: the last item fits, and stepping by -step
	// gives the right items even where -step overflows.
	return &RangeIterator{Next: r.Start + (r.Length-1)*r.Step, Step: -r.Step, Length: r.Length}, nil
}

func (r *Range) M__str__() (Object, error) {
	return r.M__repr__()
}

func (r *Range) M__repr__() (Object, error) {
	return r.repr()
}

// M__len__ is the length; CPython raises OverflowError beyond sys.maxsize.
func (r *Range) M__len__() (Object, error) {
	if r.big != nil {
		if !r.big.length.IsInt64() {
			return nil, ExceptionNewf(OverflowError, "Python int too large to convert to C ssize_t")
		}
		return Int(r.big.length.Int64()), nil
	}
	return r.Length, nil
}

func (r *Range) M__bool__() (Object, error) {
	return NewBool(!r.isEmpty()), nil
}

// M__contains__ computes `x in r` for ints and compares item by item for
// other objects, as CPython's range_contains.
func (r *Range) M__contains__(item Object) (Object, error) {
	switch item.(type) {
	case Int, Bool, *BigInt:
		return NewBool(r.containsInt(item)), nil
	}
	found := false
	var loopErr error
	err := Iterate(r, func(x Object) bool {
		var eq bool
		eq, loopErr = keysEqual(x, item)
		if loopErr != nil || eq {
			found = eq
			return true
		}
		return false
	})
	if err == nil {
		err = loopErr
	}
	if err != nil {
		return nil, err
	}
	return NewBool(found), nil
}

// containsInt reports whether the int ob is an item of r.
func (r *Range) containsInt(ob Object) bool {
	if r.big == nil {
		var x Int
		switch v := ob.(type) {
		case Int:
			x = v
		case Bool:
			if v {
				x = 1
			}
		case *BigInt:
			b := (*big.Int)(v)
			if !b.IsInt64() {
				return false // all items are int64s
			}
			x = Int(b.Int64())
		}
		if r.Length == 0 {
			return false
		}
		var d, s uint64
		if r.Step > 0 {
			if x < r.Start || x >= r.Stop {
				return false
			}
			d, s = uint64(x)-uint64(r.Start), uint64(r.Step)
		} else {
			if x > r.Start || x <= r.Stop {
				return false
			}
			d, s = uint64(r.Start)-uint64(x), -uint64(r.Step)
		}
		return d%s == 0
	}
	_, ok := r.bigOffset(toBig(ob))
	return ok
}

// bigOffset returns (x - start) / step and whether x is an item.
func (r *Range) bigOffset(x *big.Int) (*big.Int, bool) {
	b := r.bigs()
	if b.length.Sign() == 0 {
		return nil, false
	}
	if b.step.Sign() > 0 {
		if x.Cmp(b.start) < 0 || x.Cmp(b.stop) >= 0 {
			return nil, false
		}
	} else if x.Cmp(b.start) > 0 || x.Cmp(b.stop) <= 0 {
		return nil, false
	}
	q, m := new(big.Int).QuoRem(new(big.Int).Sub(x, b.start), b.step, new(big.Int))
	return q, m.Sign() == 0
}

// Range iterator
func (it *RangeIterator) M__iter__() (Object, error) {
	return it, nil
}

// Range iterator next
func (it *RangeIterator) M__next__() (Object, error) {
	if it.Length <= 0 {
		return nil, StopIteration
	}
	r := it.Next
	it.Next += it.Step // may wrap after the last item, which is never used
	it.Length--
	return IntObject(r), nil // alpyna patch: small items are not allocated
}

func (it *LongRangeIterator) M__iter__() (Object, error) {
	return it, nil
}

func (it *LongRangeIterator) M__next__() (Object, error) {
	if it.length.Sign() <= 0 {
		return nil, StopIteration
	}
	r := fromBig(it.next)
	it.next.Add(it.next, it.step)
	it.length.Sub(it.length, big.NewInt(1))
	return r, nil
}

// sliceBound clamps a slice bound as CPython's _PySlice_GetLongIndices.
func sliceBound(o Object, def, length, lower, upper *big.Int) (*big.Int, error) {
	if o == None {
		return def, nil
	}
	v, err := sliceIndexObject(o)
	if err != nil {
		return nil, err
	}
	x := new(big.Int).Set(toBig(v))
	if x.Sign() < 0 {
		x.Add(x, length)
		if x.Cmp(lower) < 0 {
			x.Set(lower)
		}
	} else if x.Cmp(upper) > 0 {
		x.Set(upper)
	}
	return x, nil
}

func sliceIndexObject(o Object) (Object, error) {
	v, err := indexObject(o)
	if err != nil && IsException(TypeError, err) {
		if _, isType := o.(*Type); !isType || o.Type().Lookup("__index__") == nil {
			return nil, ExceptionNewf(TypeError, "slice indices must be integers or None or have an __index__ method")
		}
	}
	return v, err
}

// computeRangeSlice is CPython's compute_slice.
func computeRangeSlice(r *Range, s *Slice) (Object, error) {
	b := r.bigs()
	step := big.NewInt(1)
	if s.Step != None {
		v, err := sliceIndexObject(s.Step)
		if err != nil {
			return nil, err
		}
		step = toBig(v)
		if step.Sign() == 0 {
			return nil, ExceptionNewf(ValueError, "slice step cannot be zero")
		}
	}
	lower, upper := big.NewInt(0), b.length
	if step.Sign() < 0 {
		lower = big.NewInt(-1)
		upper = new(big.Int).Add(b.length, lower)
	}
	defStart, defStop := lower, upper
	if step.Sign() < 0 {
		defStart, defStop = upper, lower
	}
	start, err := sliceBound(s.Start, defStart, b.length, lower, upper)
	if err != nil {
		return nil, err
	}
	stop, err := sliceBound(s.Stop, defStop, b.length, lower, upper)
	if err != nil {
		return nil, err
	}
	sub := &bigRange{
		start: bigRangeItem(b, start),
		stop:  bigRangeItem(b, stop),
		step:  new(big.Int).Mul(step, b.step),
	}
	sub.length = bigRangeLength(sub.start, sub.stop, sub.step)
	return makeRange(sub), nil
}

// Check interface is satisfied
var _ I__getitem__ = (*Range)(nil)
var _ I__iter__ = (*Range)(nil)
var _ I_iterator = (*RangeIterator)(nil)
var _ I_iterator = (*LongRangeIterator)(nil)

// rangeEqual is CPython's range_equals: equal lengths, and for non-empty
// ranges equal first items and, beyond one item, equal steps.
func rangeEqual(a, b *Range) bool {
	if a == b {
		return true
	}
	if a.big == nil && b.big == nil {
		switch {
		case a.Length != b.Length:
			return false
		case a.Length == 0:
			return true
		case a.Start != b.Start:
			return false
		case a.Length == 1:
			return true
		}
		return a.Step == b.Step
	}
	x, y := a.bigs(), b.bigs()
	switch {
	case x.length.Cmp(y.length) != 0:
		return false
	case x.length.Sign() == 0:
		return true
	case x.start.Cmp(y.start) != 0:
		return false
	case x.length.IsInt64() && x.length.Int64() == 1:
		return true
	}
	return x.step.Cmp(y.step) == 0
}

func (a *Range) M__eq__(other Object) (Object, error) {
	b, ok := other.(*Range)
	if !ok {
		return NotImplemented, nil
	}
	return NewBool(rangeEqual(a, b)), nil
}

func (a *Range) M__ne__(other Object) (Object, error) {
	b, ok := other.(*Range)
	if !ok {
		return NotImplemented, nil
	}
	return NewBool(!rangeEqual(a, b)), nil
}

// M__hash__ is CPython's range_hash: hash((len, start, step)) with None
// for what equality ignores.
func (r *Range) M__hash__() (Object, error) {
	t := Tuple{r.lengthObj(), None, None}
	if !r.isEmpty() {
		t[1] = r.startObj()
		if l, ok := t[0].(Int); !ok || l != 1 {
			t[2] = r.stepObj()
		}
	}
	h, err := Hash(t)
	return Int(h), err
}

func init() {
	RangeType.Dict["start"] = &Property{Fget: func(self Object) (Object, error) { return self.(*Range).startObj(), nil }}
	RangeType.Dict["stop"] = &Property{Fget: func(self Object) (Object, error) { return self.(*Range).stopObj(), nil }}
	RangeType.Dict["step"] = &Property{Fget: func(self Object) (Object, error) { return self.(*Range).stepObj(), nil }}
	rangeMethod := func(name, doc string, fn func(r *Range, x Object) (Object, error)) {
		RangeType.Dict[name] = MustNewMethod(name, func(self Object, args Tuple) (Object, error) {
			r, ok := self.(*Range)
			if !ok {
				return nil, ExceptionNewf(TypeError, "descriptor '%s' requires a 'range' object but received a '%s'", name, self.Type().Name)
			}
			var x Object
			if err := UnpackTuple(args, nil, name, 1, 1, &x); err != nil {
				return nil, err
			}
			return fn(r, x)
		}, 0, doc)
	}
	rangeMethod("count", "rangeobject.count(value) -> integer -- return number of occurrences of value", func(r *Range, x Object) (Object, error) {
		switch x.(type) {
		case Int, Bool, *BigInt:
			if r.containsInt(x) {
				return Int(1), nil
			}
			return Int(0), nil
		}
		n := 0
		var loopErr error
		err := Iterate(r, func(item Object) bool {
			var eq bool
			eq, loopErr = keysEqual(item, x)
			if eq {
				n++
			}
			return loopErr != nil
		})
		if err == nil {
			err = loopErr
		}
		return Int(n), err
	})
	rangeMethod("index", "rangeobject.index(value) -> integer -- return index of value.\nRaise ValueError if the value is not present.", func(r *Range, x Object) (Object, error) {
		switch x.(type) {
		case Int, Bool, *BigInt:
			if q, ok := r.bigOffset(toBig(x)); ok {
				return fromBig(q), nil
			}
			s, err := ReprAsString(x)
			if err != nil {
				return nil, err
			}
			return nil, ExceptionNewf(ValueError, "%s is not in range", s)
		}
		i, found := 0, false
		var loopErr error
		err := Iterate(r, func(item Object) bool {
			found, loopErr = keysEqual(item, x)
			if found || loopErr != nil {
				return true
			}
			i++
			return false
		})
		if err == nil {
			err = loopErr
		}
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, ExceptionNewf(ValueError, "sequence.index(x): x not in sequence")
		}
		return Int(i), nil
	})
}
