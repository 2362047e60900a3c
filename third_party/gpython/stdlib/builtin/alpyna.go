// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: builtins that gpython lacked or got wrong, written to
// behave as CPython 3.11's.

package builtin

import (
	"math"
	"math/big"
	"sort"

	"github.com/go-python/gpython/py"
)

const reversed_doc = `reversed(sequence, /)

Return a reverse iterator over the values of the given sequence.`

// builtin_reversed copies the sequence and iterates it backwards, calling
// __reversed__ on objects that define it.
func builtin_reversed(self, seq py.Object) (py.Object, error) {
	if res, ok, err := py.TypeCall0(seq, "__reversed__"); ok {
		return res, err
	}
	if r, ok := seq.(py.I__reversed__); ok {
		return r.M__reversed__() // alpyna patch: range, without copying its items
	}
	switch seq.(type) {
	case py.Tuple, *py.List, py.String, *py.Range, py.Bytes:
	default:
		// The sequence protocol: __len__ and __getitem__ (a NumPy
		// array has no __reversed__, and CPython reverses it by index).
		_, getitem := seq.(py.I__getitem__)
		_, length := seq.(py.I__len__)
		if !hasUserMethod(seq, "__getitem__") && !(getitem && length) {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' object is not reversible", seq.Type().Name)
		}
	}
	l, err := py.SequenceList(seq)
	if err != nil {
		return nil, err
	}
	items := make(py.Tuple, len(l.Items))
	for i, v := range l.Items {
		items[len(items)-1-i] = v
	}
	return py.NewIterator(items), nil
}

// hasUserMethod reports whether obj is an instance of a class defined in
// Python that has the method name.
func hasUserMethod(obj py.Object, name string) bool {
	if _, ok := obj.(*py.Type); !ok {
		return false
	}
	return obj.Type().Lookup(name) != nil
}

const hash_doc = `hash(obj, /)

Return the hash value for the given object.`

func builtin_hash(self, obj py.Object) (py.Object, error) {
	h, err := py.Hash(obj)
	if err != nil {
		return nil, err
	}
	return py.Int(h), nil
}

const callable_doc = `callable(obj, /)

Return whether the object is callable (i.e., some kind of function).`

func builtin_callable(self, obj py.Object) (py.Object, error) {
	switch x := obj.(type) {
	case *py.Function, *py.Method, *py.BoundMethod:
		return py.True, nil
	case *py.Type:
		if x.Type().IsSubtype(py.TypeType) {
			return py.True, nil // a class
		}
		return py.NewBool(x.Type().Lookup("__call__") != nil), nil
	}
	_, ok := obj.(py.I__call__)
	return py.NewBool(ok), nil
}

const issubclass_doc = `issubclass(cls, class_or_tuple, /)

Return whether 'cls' is derived from another class or is the same class.`

func builtin_issubclass(self py.Object, args py.Tuple) (py.Object, error) {
	var cls, classOrTuple py.Object
	if err := py.UnpackTuple(args, nil, "issubclass", 2, 2, &cls, &classOrTuple); err != nil {
		return nil, err
	}
	t, ok := cls.(*py.Type)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "issubclass() arg 1 must be a class")
	}
	return issubclass(t, classOrTuple)
}

func issubclass(t *py.Type, classOrTuple py.Object) (py.Object, error) {
	switch c := classOrTuple.(type) {
	case py.Tuple:
		for _, x := range c {
			res, err := issubclass(t, x)
			if err != nil || res == py.True {
				return res, err
			}
		}
		return py.False, nil
	case *py.Type:
		return py.NewBool(t.IsSubtype(c)), nil
	case *py.UnionType:
		return issubclass(t, c.Args)
	case *py.GenericAlias:
		return nil, py.ExceptionNewf(py.TypeError, "issubclass() argument 2 cannot be a parameterized generic")
	}
	return nil, py.ExceptionNewf(py.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
}

const id_doc = `id(obj, /)

Return the identity of an object.`

func builtin_id(self, obj py.Object) (py.Object, error) {
	return py.Int(py.Identity(obj)), nil
}

const vars_doc = `vars(object) -> dictionary

Return the __dict__ attribute of object (vars() without an argument is not
supported: use locals()).`

func builtin_vars(self py.Object, args py.Tuple) (py.Object, error) {
	var obj py.Object
	if err := py.UnpackTuple(args, nil, "vars", 1, 1, &obj); err != nil {
		return nil, err
	}
	if m, ok := obj.(*py.Module); ok {
		return m.Globals, nil
	}
	if d, ok := obj.(py.IGetDict); ok {
		return d.GetDict(), nil
	}
	return nil, py.ExceptionNewf(py.TypeError, "vars() argument must have __dict__ attribute")
}

const dir_doc = `dir([object]) -> list of strings

Return an alphabetized list of the attributes of the object (or of the
module or class, with no argument this is not supported).`

// builtin_dir lists the names in an object's dictionary and those of its
// class and bases.
func builtin_dir(self py.Object, args py.Tuple) (py.Object, error) {
	var obj py.Object
	if err := py.UnpackTuple(args, nil, "dir", 1, 1, &obj); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	if d, ok := obj.(py.IGetDict); ok {
		for k := range d.GetDict() {
			seen[k] = true
		}
	}
	if m, ok := obj.(*py.Module); ok {
		for k := range m.Globals {
			seen[k] = true
		}
	}
	for _, base := range obj.Type().Mro {
		for k := range base.(*py.Type).Dict {
			seen[k] = true
		}
	}
	names := make([]string, 0, len(seen))
	for k := range seen {
		names = append(names, k)
	}
	sort.Strings(names)
	res := make([]py.Object, len(names))
	for i, n := range names {
		res[i] = py.String(n)
	}
	return py.NewListFromItems(res), nil
}

// builtin_round is round(number, ndigits=None) with CPython's results:
// halves round to even, and a float rounded to ndigits is the double
// nearest to the correctly rounded decimal.
func builtin_round(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var number py.Object
	var ndigits py.Object = py.None
	err := py.ParseTupleAndKeywords(args, kwargs, "O|O:round", []string{"number", "ndigits"}, &number, &ndigits)
	if err != nil {
		return nil, err
	}
	if b, ok := number.(py.Bool); ok {
		number = py.Int(0)
		if b {
			number = py.Int(1)
		}
	}
	f, isFloat := number.(py.Float)
	if _, ok := number.(py.I__round__); !ok && !isFloat {
		// a float-like object without __round__ (a NumPy float scalar)
		// rounds as its float value; an int-like one as its index
		if _, ok := number.(py.I__float__); ok {
			if i, err := py.Index(number); err == nil {
				number = i
			} else {
				v, err := py.MakeFloat(number)
				if err != nil {
					return nil, err
				}
				f, isFloat = v.(py.Float), true
			}
		}
	}
	if !isFloat {
		if _, ok := number.(py.I__round__); !ok {
			if res, ok, err := py.TypeCall1(number, "__round__", ndigits); ok {
				return res, err
			}
			return nil, py.ExceptionNewf(py.TypeError, "type %s doesn't define __round__ method", number.Type().Name)
		}
		switch number.(type) {
		case py.Int, *py.BigInt:
			if ndigits == py.None {
				return number, nil
			}
			return roundInt(number, ndigits)
		}
		return number.(py.I__round__).M__round__(ndigits)
	}
	x := float64(f)
	if ndigits == py.None {
		if math.IsInf(x, 0) {
			return nil, py.ExceptionNewf(py.OverflowError, "cannot convert float infinity to integer")
		}
		if math.IsNaN(x) {
			return nil, py.ExceptionNewf(py.ValueError, "cannot convert float NaN to integer")
		}
		r := math.RoundToEven(x)
		if math.Abs(r) < 1<<62 {
			return py.Int(int64(r)), nil
		}
		bi, _ := big.NewFloat(r).Int(nil)
		return (*py.BigInt)(bi).MaybeInt(), nil
	}
	n, err := py.Index(ndigits)
	if err != nil {
		return nil, err
	}
	return py.Float(roundFloat(x, int(n))), nil
}

// roundFloat rounds x to n decimal digits (n may be negative), half to even
// on x's exact binary value, as CPython's float.__round__ does.
func roundFloat(x float64, n int) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) || x == 0 || n > 330 {
		return x
	}
	if n < -330 {
		return math.Copysign(0, x)
	}
	r := new(big.Rat).SetFloat64(x)
	scale := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs(n))), nil))
	if n >= 0 {
		r.Mul(r, scale)
	} else {
		r.Quo(r, scale)
	}
	q := roundRatHalfEven(r)
	res := new(big.Rat).SetInt(q)
	if n >= 0 {
		res.Quo(res, scale)
	} else {
		res.Mul(res, scale)
	}
	y, _ := res.Float64()
	if y == 0 || math.IsInf(y, 0) {
		if math.IsInf(y, 0) {
			return y
		}
		return math.Copysign(0, x)
	}
	return y
}

// roundRatHalfEven rounds r to the nearest integer, ties to even.
func roundRatHalfEven(r *big.Rat) *big.Int {
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).QuoRem(num, den, new(big.Int)) // truncates toward zero
	m.Abs(m).Lsh(m, 1)
	c := m.Cmp(den)
	if c > 0 || (c == 0 && q.Bit(0) == 1) {
		if num.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// roundInt is round(int, ndigits): halves round to even for ndigits < 0.
func roundInt(number, ndigits py.Object) (py.Object, error) {
	n, err := py.Index(ndigits)
	if err != nil {
		return nil, err
	}
	if n >= 0 {
		return number, nil
	}
	v, ok := py.ConvertToBigInt(number)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", number.Type().Name)
	}
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-n)), nil)
	q := roundRatHalfEven(new(big.Rat).SetFrac((*big.Int)(v), scale))
	return (*py.BigInt)(q.Mul(q, scale)).MaybeInt(), nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// min_max is min() and max(): the first of equal items wins, key may be any
// callable and default is returned only for an empty iterable.
func min_max(args py.Tuple, kwargs py.StringDict, name string) (py.Object, error) {
	var keyFunc, defaultValue py.Object
	if err := py.ParseTupleAndKeywords(nil, kwargs, "|$OO:"+name, []string{"key", "default"}, &keyFunc, &defaultValue); err != nil {
		return nil, err
	}
	var values py.Object
	switch {
	case len(args) == 0:
		return nil, py.ExceptionNewf(py.TypeError, "%s expected at least 1 argument, got 0", name)
	case len(args) > 1:
		if defaultValue != nil {
			return nil, py.ExceptionNewf(py.TypeError, "Cannot specify a default for %s() with multiple positional arguments", name)
		}
		values = args
	default:
		values = args[0]
	}
	if keyFunc == py.None {
		keyFunc = nil
	}
	better := py.Lt
	if name == "max" {
		better = py.Gt
	}
	iter, err := py.Iter(values)
	if err != nil {
		return nil, err
	}
	var bestItem, bestKey py.Object
	for {
		item, err := py.Next(iter)
		if err != nil {
			if py.IsException(py.StopIteration, err) {
				break
			}
			return nil, err
		}
		key := item
		if keyFunc != nil {
			if key, err = py.Call(keyFunc, py.Tuple{item}, nil); err != nil {
				return nil, err
			}
		}
		if bestItem == nil {
			bestItem, bestKey = item, key
			continue
		}
		res, err := better(key, bestKey)
		if err != nil {
			return nil, err
		}
		if ok, err := py.ObjectIsTrue(res); err != nil {
			return nil, err
		} else if ok {
			bestItem, bestKey = item, key
		}
	}
	if bestItem == nil {
		if defaultValue != nil {
			return defaultValue, nil
		}
		return nil, py.ExceptionNewf(py.ValueError, "%s() arg is an empty sequence", name)
	}
	return bestItem, nil
}
