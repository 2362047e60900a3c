package inspector

// This file holds the plan cache. A plan depends on the contents of the
// index maps, which may change between two runs of a loop; the cache
// returns a plan only while every map it was built from is unchanged, as
// the caller attests with version counters.

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// A Key identifies a plan request apart from the contents of its index
// maps: the loop, the layout of its accesses (iteration count, targets,
// kinds, operators, lengths, arities, direct parts), the policy, and the
// identity of every index map. Build it with NewKey.
type Key struct {
	site   site
	arrays []any
}

type site struct {
	loop   any
	layout string
}

// NewKey returns the key of a loop of n iterations with accesses acc
// under pol. loop identifies the loop, as a comparable value (a string, or
// a pointer to the caller's loop record). arrays identifies the index maps
// of acc in order, access by access and map by map, one comparable value
// each, normally the pointer to the array object that holds the map.
//
// An identity must stay unique while a key holding it is cached: a pointer
// does, since the cache holds it and so keeps the object from being freed
// and its address reused. Do not use an address converted to an integer.
func NewKey(loop any, n int, acc []Access, pol Policy, arrays ...any) (Key, error) {
	nmaps := 0
	for _, a := range acc {
		nmaps += len(a.Maps)
	}
	if len(arrays) != nmaps {
		return Key{}, fmt.Errorf("inspector: %d array identities for %d index maps", len(arrays), nmaps)
	}
	if !comparable(loop) {
		return Key{}, errors.New("inspector: loop identity is nil or not comparable")
	}
	for k, a := range arrays {
		if !comparable(a) {
			return Key{}, fmt.Errorf("inspector: identity of index map %d is nil or not comparable", k)
		}
	}
	return Key{site: site{loop: loop, layout: layout(n, acc, pol)}, arrays: append([]any(nil), arrays...)}, nil
}

func comparable(v any) bool {
	return v != nil && reflect.TypeOf(v).Comparable() && reflect.ValueOf(v).Comparable()
}

// layout fingerprints everything a plan depends on except map contents.
func layout(n int, acc []Access, pol Policy) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(n))
	for _, a := range acc {
		fmt.Fprintf(&b, "|%d:%d:%d:%d:%t:%d", a.Target, a.Kind, a.Op, a.Len, a.Wrap, a.ElemBytes)
		for _, m := range a.Maps {
			fmt.Fprintf(&b, ",m%d", m.Arity)
		}
		if d := a.Direct; d != nil {
			fmt.Fprintf(&b, ",d%d+%d", d.Offset, d.Stride)
		}
	}
	fmt.Fprintf(&b, "|%+v", pol)
	return b.String()
}

// A Cache holds plans, each valid while the index maps it was built from
// are unchanged. It is safe for concurrent use.
//
// The contract: the caller keeps a version counter per index array and
// increments it whenever anything writes the array (the interpreter, a
// kernel, a view sharing its buffer); versions never go back. Get returns
// a plan only for a key whose loop, layout and array identities are equal
// to those of a Put and whose versions are all equal too; a plan built from
// older versions is dropped, never returned.
type Cache struct {
	mu      sync.Mutex
	max     int
	tick    uint64
	entries map[site][]*entry
	n       int
	stats   CacheStats
}

type entry struct {
	arrays   []any
	versions []uint64
	plan     *Plan
	used     uint64
}

// CacheStats count the cache's lookups.
type CacheStats struct {
	Hits, Misses, Stale, Evicted int
}

// perSite bounds the plans kept for one loop and layout (different index
// arrays passed to the same loop).
const perSite = 4

// NewCache returns a cache holding at most capacity plans (at least 1),
// dropping the least recently used.
func NewCache(capacity int) *Cache {
	return &Cache{max: max(capacity, 1), entries: map[site][]*entry{}}
}

// Get returns the plan stored for k if it was built from index maps at
// exactly these versions (versions[j] belongs to the j-th array of k).
func (c *Cache) Get(k Key, versions []uint64) (*Plan, bool) {
	if len(versions) != len(k.arrays) {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	es := c.entries[k.site]
	for j, e := range es {
		if !sameArrays(e.arrays, k.arrays) {
			continue
		}
		if !slices.Equal(e.versions, versions) {
			c.remove(k.site, j)
			c.stats.Stale++
			c.stats.Misses++
			return nil, false
		}
		c.tick++
		e.used = c.tick
		c.stats.Hits++
		return e.plan, true
	}
	c.stats.Misses++
	return nil, false
}

// Put stores p for k at these versions, replacing a plan for the same
// arrays.
func (c *Cache) Put(k Key, versions []uint64, p *Plan) error {
	if len(versions) != len(k.arrays) {
		return fmt.Errorf("inspector: %d versions for %d arrays", len(versions), len(k.arrays))
	}
	if p == nil || k.site.loop == nil {
		return errors.New("inspector: Put of a nil plan or a zero Key")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.tick++
	e := &entry{arrays: k.arrays, versions: append([]uint64(nil), versions...), plan: p, used: c.tick}
	es := c.entries[k.site]
	for j, old := range es {
		if sameArrays(old.arrays, k.arrays) {
			es[j] = e
			return nil
		}
	}
	if len(es) >= perSite {
		c.remove(k.site, oldest(es))
		c.stats.Evicted++
		es = c.entries[k.site]
	}
	if c.n >= c.max {
		c.evict()
		es = c.entries[k.site]
	}
	c.entries[k.site] = append(es, e)
	c.n++
	return nil
}

// Plan returns the cached plan for k at versions, or inspects the loop
// (n iterations, accesses acc, policy pol: those k was built from) and
// caches the result. hit reports whether the plan came from the cache.
func (c *Cache) Plan(k Key, versions []uint64, n int, acc []Access, pol Policy) (p *Plan, hit bool, err error) {
	if layout(n, acc, pol) != k.site.layout {
		return nil, false, errors.New("inspector: key was built for another loop layout or policy")
	}
	if p, ok := c.Get(k, versions); ok {
		return p, true, nil
	}
	p, err = Inspect(n, acc, pol)
	if err != nil {
		return nil, false, err
	}
	return p, false, c.Put(k, versions, p)
}

// Forget drops every plan of loop.
func (c *Cache) Forget(loop any) {
	if !comparable(loop) {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for s, es := range c.entries {
		if s.loop == loop {
			c.n -= len(es)
			delete(c.entries, s)
		}
	}
}

// Len returns the number of plans held.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

// Stats returns the lookup counts so far.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats
}

func (c *Cache) remove(s site, j int) {
	es := c.entries[s]
	es = append(es[:j], es[j+1:]...)
	if len(es) == 0 {
		delete(c.entries, s)
	} else {
		c.entries[s] = es
	}
	c.n--
}

// evict drops the least recently used plan.
func (c *Cache) evict() {
	var bs site
	bj, bused := -1, uint64(0)
	for s, es := range c.entries {
		for j, e := range es {
			if bj < 0 || e.used < bused {
				bs, bj, bused = s, j, e.used
			}
		}
	}
	if bj >= 0 {
		c.remove(bs, bj)
		c.stats.Evicted++
	}
}

func oldest(es []*entry) int {
	j := 0
	for k, e := range es {
		if e.used < es[j].used {
			j = k
		}
	}
	return j
}

func sameArrays(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
