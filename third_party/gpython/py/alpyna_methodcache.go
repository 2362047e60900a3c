// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: a global cache of Type.Lookup, as CPython's type method
// cache (Objects/typeobject.c, MCACHE): the special methods the operators
// call on instances of Python classes (`a + b` looks up `__add__`, `a +=
// b` `__iadd__` then `__add__`) were found by walking the class's MRO,
// one map lookup per class, at every operation. An entry remembers what
// the lookup of a name on a class gave, found or not, with the
// classEpoch then: any change of any class attribute invalidates every
// entry, as it does the attribute caches (alpyna_attrcache.go).

package py

import (
	"sync/atomic"
	"unsafe"
)

// methodCacheBits is the log2 of the number of entries.
const methodCacheBits = 12

// A methodCacheEntry is immutable; a new lookup replaces it.
type methodCacheEntry struct {
	class *Type
	name  string
	epoch uint64
	value Object // nil where the class and its bases lack the name
}

var methodCache [1 << methodCacheBits]atomic.Pointer[methodCacheEntry]

// LookupCached is t.Lookup(name), from the cache where it is valid.
func (t *Type) LookupCached(name string) Object {
	h := (uintptr(unsafe.Pointer(t))>>4 ^ *(*uintptr)(unsafe.Pointer(&name))>>3 ^ uintptr(len(name))) & (1<<methodCacheBits - 1)
	epoch := classEpoch.Load()
	if e := methodCache[h].Load(); e != nil && e.class == t && e.epoch == epoch && e.name == name {
		return e.value
	}
	value := t.Lookup(name)
	methodCache[h].Store(&methodCacheEntry{class: t, name: name, epoch: epoch, value: value})
	return value
}
