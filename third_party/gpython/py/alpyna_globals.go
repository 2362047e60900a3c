// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: global and builtin names cached per name of a code
// object, as CPython's LOAD_GLOBAL inline cache. Without it LOAD_GLOBAL
// looks a name up in the globals map and, for a builtin, in the builtins
// map too, at every execution.
//
// A namespace here is a StringDict that code runs in as its globals or
// builtins: a module's dict, or a dict given to exec or eval. Namespaces
// are plain Go maps, which count no writes, so every write to one after
// code may have run with it goes through a path that bumps
// namespaceEpoch: the VM's STORE_NAME, STORE_GLOBAL and their deletions,
// `globals()[k] = v` and `del globals()[k]` (StringDict's __setitem__ and
// __delitem__), setattr and delattr on a module, and Go code through
// StringDict.SetGlobal, StringDict.DeleteGlobal or NoteNamespaceChange.
// A cached value is used only while the epoch it was found at is
// current, for the same globals and builtins maps.

package py

import (
	"sync/atomic"
	"unsafe"
)

// namespaceEpoch counts the writes to namespaces. One counter serves all
// of them (a Go map has no room for a version of its own): a write to any
// namespace invalidates every cached global, which costs a lookup as
// before the cache at the next execution of each LOAD_GLOBAL.
var namespaceEpoch atomic.Uint64

// cachedSinceChange is true when a global may have been cached at the
// current epoch. A write bumps the epoch only then: a module-level loop
// stores a name at every step (STORE_NAME), and an atomic increment
// there cost 10% of such loops when nothing was cached in between. A
// cache fill sets it before reading the epoch, so a write that misses
// the flag came before the fill's lookup and is seen by it.
var cachedSinceChange atomic.Bool

// NoteNamespaceChange records that a namespace (a module's dict, or a
// dict code runs in as its globals) changed: cached global and builtin
// names are looked up again. Go code that writes such a dict directly
// calls it after the write; SetGlobal and DeleteGlobal do both.
func NoteNamespaceChange() {
	if cachedSinceChange.Load() || nameCacheOwner.Load() != nil {
		cachedSinceChange.Store(false)
		nameCacheOwner.Store(nil)
		namespaceEpoch.Add(1)
	}
}

// SetGlobal binds name to v in the namespace d (a module's dict, a
// globals dict), as Python's `global name; name = v` does: code that
// cached name sees v.
func (d StringDict) SetGlobal(name string, v Object) {
	d[name] = v
	NoteNamespaceChange()
}

// DeleteGlobal removes name from the namespace d, if it is there, so that
// code that cached name looks it up again.
func (d StringDict) DeleteGlobal(name string) {
	delete(d, name)
	NoteNamespaceChange()
}

// NamespaceID is the identity of a StringDict: the map it refers to.
type NamespaceID unsafe.Pointer

// NamespaceIDOf returns the identity of d.
func NamespaceIDOf(d StringDict) NamespaceID {
	return *(*NamespaceID)(unsafe.Pointer(&d))
}

// A globalEntry is what LOAD_GLOBAL found for one name, with what it was
// found in. Entries are immutable: a new lookup replaces the entry.
type globalEntry struct {
	epoch uint64
	// globals and builtins are the maps the name was looked up in; as
	// pointers they keep the maps alive, so no later map can reuse
	// their addresses while the entry exists
	globals, builtins NamespaceID
	value             Object
}

// A GlobalCache holds the last value LOAD_GLOBAL found for each name of
// a code object, indexed as its Names; the VM keeps one with each code
// object's decoded instructions. Code objects may run in several
// goroutines at once: entries are replaced atomically.
type GlobalCache []atomic.Pointer[globalEntry]

// NewGlobalCache returns an empty cache for a code object with n Names.
func NewGlobalCache(n int) GlobalCache { return make(GlobalCache, n) }

// Load returns the cached value of Names[namei] for code running with
// the namespaces globals and builtins, where it is still valid.
func (c GlobalCache) Load(namei int32, globals, builtins NamespaceID) (Object, bool) {
	e := c[namei].Load()
	if e == nil || e.epoch != namespaceEpoch.Load() || e.globals != globals || e.builtins != builtins {
		return nil, false
	}
	return e.value, true
}

// Lookup looks name (Names[namei] of the code owning c) up in globals,
// then builtins, as LOAD_GLOBAL does, and caches what it finds. A name
// found nowhere is not cached: the NameError takes the slow path.
func (c GlobalCache) Lookup(namei int32, name string, globals, builtins StringDict) (Object, bool) {
	// the flag is set and the epoch read before the maps: a write
	// between them leaves the entry stale, never wrong
	if !cachedSinceChange.Load() {
		cachedSinceChange.Store(true)
	}
	epoch := namespaceEpoch.Load()
	v, ok := globals[name]
	if !ok {
		if v, ok = builtins[name]; !ok {
			return nil, false
		}
	}
	c[namei].Store(&globalEntry{epoch: epoch, globals: NamespaceIDOf(globals), builtins: NamespaceIDOf(builtins), value: v})
	return v, true
}

// A NameCache holds what LOAD_NAME and STORE_NAME last saw of each name of
// the code a frame runs at module level, where the frame's locals are its
// globals (a module's code, or code given to exec with one dict): a
// module-level loop reads and writes its variables by name, and each
// access hashed the name to look it up in the globals map. A cached value
// is used while the namespace epoch it was seen at is current.
//
// A NameCache belongs to one frame and is used by the goroutine running
// it. The frame's own STORE_NAME writes through its cache (the map is
// written too, for everything else that reads it) and need not bump the
// epoch: at most one NameCache, the owner, holds entries valid at the
// current epoch, and a store bumps the epoch only when a LOAD_GLOBAL
// cache may hold the name. Any other write to a namespace, and a
// NameCache taking ownership from another, bumps it.
//
// Such a store leaves the map alone too: the value waits in its entry,
// pending, until the frame's VM calls Sync, which writes the pending
// values into the map. The VM syncs before anything that may run other
// code or read the map (wherever it stores the frame's Lasti: an opcode
// function, a call, an attribute, a dict's hashing of a key) and when
// the frame ends, so nothing but the frame itself can see the map while
// a value is pending, and a module-level loop (`for k in range(n):
// flags[k] = False`) stores its variables without a Go map assignment and
// the hashing of the name at every step. A pending entry stays valid when
// the epoch moves (another goroutine's namespace may bump it), since the
// map does not hold its value yet.
type NameCache struct {
	entries []nameEntry
	// pending lists the names (indexes of entries) whose values are
	// not yet in globals
	pending []int32
	globals StringDict
	names   []string
}

type nameEntry struct {
	value   Object // nil: nothing cached
	epoch   uint64
	pending bool // value is not yet in the map: see NameCache
}

// nameCacheOwner is the NameCache whose entries may be valid at the
// current epoch, or nil when none is.
var nameCacheOwner atomic.Pointer[NameCache]

// NewNameCache returns an empty cache for a frame running code whose
// Names are names at module level in globals.
func NewNameCache(names []string, globals StringDict) *NameCache {
	return &NameCache{entries: make([]nameEntry, len(names)), names: names, globals: globals}
}

// Load returns the cached value of Names[namei], where it is still valid.
func (c *NameCache) Load(namei int32) (Object, bool) {
	e := &c.entries[namei]
	if e.value != nil && (e.epoch == namespaceEpoch.Load() || e.pending) {
		return e.value, true
	}
	return nil, false
}

// Sync writes the pending values into the globals map: the VM calls it
// before anything but the frame itself may read the map.
func (c *NameCache) Sync() {
	if len(c.pending) != 0 {
		c.flush()
	}
}

func (c *NameCache) flush() {
	for _, namei := range c.pending {
		e := &c.entries[namei]
		c.globals[c.names[namei]] = e.value
		e.pending = false
	}
	c.pending = c.pending[:0]
}

// claim makes c the owner. Taking ownership from another cache bumps the
// epoch, which invalidates that cache's entries: the new owner's stores
// do not.
func (c *NameCache) claim() {
	for {
		o := nameCacheOwner.Load()
		if o == c {
			return
		}
		if nameCacheOwner.CompareAndSwap(o, c) {
			if o != nil {
				namespaceEpoch.Add(1)
			}
			return
		}
	}
}

// Lookup looks name (Names[namei]) up as LOAD_NAME does where the locals
// are the globals: in globals, then builtins, and caches what it finds.
// A name found nowhere is not cached: the NameError takes the slow path.
func (c *NameCache) Lookup(namei int32, name string, globals, builtins StringDict) (Object, bool) {
	// the map is what is read below (a pending entry answers Load, but
	// may be asked for through LOAD_GLOBAL)
	c.Sync()
	// ownership is taken and the epoch read before the maps: a write
	// between them leaves the entry stale, never wrong
	c.claim()
	epoch := namespaceEpoch.Load()
	v, ok := globals[name]
	if !ok {
		if v, ok = builtins[name]; !ok {
			return nil, false
		}
	}
	// another goroutine's cache may have taken ownership since the
	// epoch was read; its stores would not invalidate this entry
	if nameCacheOwner.Load() == c {
		c.entries[namei] = nameEntry{value: v, epoch: epoch}
	}
	return v, true
}

// Store binds Names[namei] to v in the globals, as STORE_NAME does where
// the locals are the globals, and caches v. The map gets v at the next
// Sync, unless a LOAD_GLOBAL may have cached a name.
func (c *NameCache) Store(namei int32, v Object) {
	if nameCacheOwner.Load() != c {
		c.claim()
	}
	if cachedSinceChange.Load() {
		// a LOAD_GLOBAL may have cached the name: the map is written
		// and the epoch bumped, which invalidates that cache and every
		// entry of c, so the pending values go to the map first
		c.Sync()
		c.globals[c.names[namei]] = v
		NoteNamespaceChange()
		return
	}
	e := &c.entries[namei]
	if !e.pending {
		e.pending = true
		c.pending = append(c.pending, namei)
	}
	e.value = v
	e.epoch = namespaceEpoch.Load()
}

// Release writes the pending values into the map and gives up
// ownership when the frame of c finishes, so that the cache does not
// keep the values it holds alive.
func (c *NameCache) Release() {
	c.Sync()
	nameCacheOwner.CompareAndSwap(c, nil)
}
