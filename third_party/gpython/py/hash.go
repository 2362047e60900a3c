// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: hash() for the built-in types, with CPython's numeric
// hashes so that equal numbers (1, 1.0, True) hash alike.

package py

import (
	"math"
	"math/big"
	"reflect"
)

const (
	hashBits    = 61
	hashModulus = (1 << hashBits) - 1 // CPython's _PyHASH_MODULUS
	hashInf     = 314159
)

// Hash returns hash(o), raising TypeError for unhashable objects.
func Hash(o Object) (int64, error) {
	switch x := o.(type) {
	case Int:
		return hashInt(int64(x)), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		return hashBigInt((*big.Int)(x)), nil
	case Float:
		return hashFloat(float64(x)), nil
	case String:
		return hashString(string(x)), nil
	case Bytes:
		return hashString(string(x)), nil
	case Tuple:
		return hashTuple(x)
	case NoneType:
		return 0xFCA86420, nil
	case *List, *Dict, StringDict, *Set:
		return 0, ExceptionNewf(TypeError, "unhashable type: '%s'", o.Type().Name)
	case *Type, *Exception:
		if res, ok, err := userMethod0(o, "__hash__"); ok {
			if err != nil {
				return 0, err
			}
			h, err := Index(res)
			return int64(h), err
		}
	}
	if h, ok := o.(I__hash__); ok {
		res, err := h.M__hash__()
		if err != nil {
			return 0, err
		}
		i, err := Index(res)
		return int64(i), err
	}
	return int64(Identity(o) >> 4), nil
}

// Identity is id(o): distinct live objects have distinct identities where
// the Go value is a pointer, slice or map; other values are identified by
// their hash.
func Identity(o Object) uint64 {
	v := reflect.ValueOf(o)
	switch v.Kind() {
	case reflect.Ptr, reflect.Slice, reflect.Map, reflect.Func:
		return uint64(v.Pointer())
	}
	h, _ := Hash(o)
	return uint64(h)
}

func hashInt(i int64) int64 {
	neg := i < 0
	u := uint64(i)
	if neg {
		u = uint64(-i)
	}
	h := int64(u % hashModulus)
	if neg {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

func hashBigInt(b *big.Int) int64 {
	if b.IsInt64() {
		return hashInt(b.Int64())
	}
	m := new(big.Int).Abs(b)
	m.Mod(m, big.NewInt(hashModulus))
	h := m.Int64()
	if b.Sign() < 0 {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// hashFloat is CPython's _Py_HashDouble.
func hashFloat(v float64) int64 {
	switch {
	case math.IsInf(v, 1):
		return hashInf
	case math.IsInf(v, -1):
		return -hashInf
	case math.IsNaN(v):
		return 0
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(hashBits-28)
		m *= 268435456.0 // 2**28
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e = e % hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	x = ((x << uint(e)) & hashModulus) | x>>(hashBits-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// hashString is the 64-bit FNV-1a hash of s (as hash/fnv's New64a),
// computed in place: through hash/fnv each hash allocated the hasher and
// a copy of s (alpyna patch).
func hashString(s string) int64 {
	const (
		offset64 = 14695981039346656037
		prime64  = 1099511628211
	)
	x := uint64(offset64)
	for i := 0; i < len(s); i++ {
		x ^= uint64(s[i])
		x *= prime64
	}
	h := int64(x)
	if h == -1 {
		h = -2
	}
	return h
}

// hashTuple is CPython's xxHash-based tuplehash.
func hashTuple(t Tuple) (int64, error) {
	const (
		prime1 uint64 = 11400714785074694791
		prime2 uint64 = 14029467366897019727
		prime5 uint64 = 2870177450012600261
	)
	acc := prime5
	for _, item := range t {
		h, err := Hash(item)
		if err != nil {
			return 0, err
		}
		acc += uint64(h) * prime2
		acc = acc<<31 | acc>>33
		acc *= prime1
	}
	acc += uint64(len(t)) ^ (prime5 ^ 3527539)
	if int64(acc) == -1 {
		return 1546275796, nil
	}
	return int64(acc), nil
}
