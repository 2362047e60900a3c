// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the order of a call's keyword arguments (PEP 468).
//
// Keyword arguments cross Go calls (M__call__, Type.New, Init) as a
// StringDict, a Go map, which keeps no order. The VM records, for the
// StringDict it builds for a call, the names in the order the call gave
// them, for as long as the call runs; the Go code that turns keywords
// back into something Python sees in order (a function's **kwargs, dict(),
// dict.update) asks KeywordOrder for it.

package py

import (
	"sort"
	"sync"
	"unsafe"
)

// kwOrders maps a registered StringDict (its map header) to its
// keywords' names in call order.
var kwOrders struct {
	sync.Mutex
	m map[unsafe.Pointer]kwOrder
}

type kwOrder struct {
	kw    StringDict // keeps the map alive while it is registered
	names []string
	depth int // registrations of the same map not yet ended
}

func mapKey(kw StringDict) unsafe.Pointer {
	return *(*unsafe.Pointer)(unsafe.Pointer(&kw))
}

// RegisterKeywordOrder records names as the call order of kw's keys
// until the matching UnregisterKeywordOrder. A registration of a map
// already registered keeps the first order. It returns whether it
// registered (a map of fewer than two keys needs no order): only then is
// UnregisterKeywordOrder to be called.
func RegisterKeywordOrder(kw StringDict, names []string) bool {
	if len(kw) < 2 {
		return false
	}
	kwOrders.Lock()
	if kwOrders.m == nil {
		kwOrders.m = make(map[unsafe.Pointer]kwOrder)
	}
	k := mapKey(kw)
	o, ok := kwOrders.m[k]
	if ok {
		o.depth++
	} else {
		o = kwOrder{kw: kw, names: names, depth: 1}
	}
	kwOrders.m[k] = o
	kwOrders.Unlock()
	return true
}

// UnregisterKeywordOrder ends a RegisterKeywordOrder of kw.
func UnregisterKeywordOrder(kw StringDict) {
	kwOrders.Lock()
	k := mapKey(kw)
	if o, ok := kwOrders.m[k]; ok {
		if o.depth > 1 {
			o.depth--
			kwOrders.m[k] = o
		} else {
			delete(kwOrders.m, k)
		}
	}
	kwOrders.Unlock()
}

// KeywordOrder returns kw's keys in the order the call gave them: the
// registered order (names since removed left out), then any key not
// registered in sorted order. A map nobody registered has its keys sorted.
func KeywordOrder(kw StringDict) []string {
	out := make([]string, 0, len(kw))
	if len(kw) == 0 {
		return out
	}
	if len(kw) == 1 {
		for k := range kw {
			out = append(out, k)
		}
		return out
	}
	var names []string
	kwOrders.Lock()
	if o, ok := kwOrders.m[mapKey(kw)]; ok {
		names = o.names
	}
	kwOrders.Unlock()
	seen := 0
	for _, n := range names {
		if _, ok := kw[n]; ok {
			out = append(out, n)
			seen++
		}
	}
	if seen == len(kw) {
		return out
	}
	var rest []string
	for k := range kw {
		found := false
		for _, n := range out {
			if n == k {
				found = true
				break
			}
		}
		if !found {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}
