package inspector

import (
	"sync"
	"testing"
)

// indexArray stands for the caller's array object: its pointer is the
// identity of the map, its version counts writes.
type indexArray struct {
	vals    []int64
	version uint64
}

func TestCache(t *testing.T) {
	m := gridMesh(10, 10, false, 0)
	left, right := &indexArray{vals: m.left}, &indexArray{vals: m.right}
	acc := m.edgeLoop() // maps: x via left, right; res via left, right
	arrays := []any{left, right, left, right}
	versions := func() []uint64 {
		return []uint64{left.version, right.version, left.version, right.version}
	}
	c := NewCache(8)
	k, err := NewKey("edge loop", m.ne, acc, testPolicy, arrays...)
	if err != nil {
		t.Fatal(err)
	}
	p1, hit, err := c.Plan(k, versions(), m.ne, acc, testPolicy)
	if err != nil || hit {
		t.Fatalf("first lookup: hit %v, err %v", hit, err)
	}
	p2, hit, err := c.Plan(k, versions(), m.ne, acc, testPolicy)
	if err != nil || !hit || p2 != p1 {
		t.Fatalf("second lookup: hit %v, same plan %v, err %v", hit, p2 == p1, err)
	}

	// The caller writes left: the old plan must never come back, even if
	// the write left the contents as they were.
	left.version++
	if p, ok := c.Get(k, versions()); ok {
		t.Fatalf("stale plan returned: %v", p)
	}
	left.version-- // versions never go back; but the stale entry is gone anyway
	if _, ok := c.Get(k, versions()); ok {
		t.Fatalf("dropped plan returned")
	}
	left.version += 2

	// A write that changes the map gives a plan for the new contents.
	left.vals[0], right.vals[0] = right.vals[0], left.vals[0]
	p3, hit, err := c.Plan(k, versions(), m.ne, acc, testPolicy)
	if err != nil || hit || p3 == p1 {
		t.Fatalf("after a write: hit %v, err %v", hit, err)
	}

	// Other arrays with equal contents are other identities.
	other := &indexArray{vals: append([]int64(nil), m.left...)}
	k2, _ := NewKey("edge loop", m.ne, acc, testPolicy, other, right, other, right)
	if _, ok := c.Get(k2, []uint64{0, right.version, 0, right.version}); ok {
		t.Errorf("plan returned for another array")
	}
	// Another policy or layout is another key.
	pol := testPolicy
	pol.Target = GPU
	k3, _ := NewKey("edge loop", m.ne, acc, pol, arrays...)
	if _, ok := c.Get(k3, versions()); ok {
		t.Errorf("plan returned for another policy")
	}
	if _, _, err := c.Plan(k3, versions(), m.ne, acc, testPolicy); err == nil {
		t.Errorf("Plan accepted a key built for another policy")
	}
	k4, _ := NewKey("edge loop", m.ne-1, acc, testPolicy, arrays...)
	if _, ok := c.Get(k4, versions()); ok {
		t.Errorf("plan returned for another iteration count")
	}

	if _, err := NewKey("edge loop", m.ne, acc, testPolicy, left); err == nil {
		t.Errorf("NewKey accepted too few identities")
	}
	if _, err := NewKey([]int{1}, m.ne, acc, testPolicy, arrays...); err == nil {
		t.Errorf("NewKey accepted an uncomparable loop")
	}
	if _, err := NewKey("l", m.ne, acc, testPolicy, left, right, []int{}, right); err == nil {
		t.Errorf("NewKey accepted an uncomparable identity")
	}
	if err := c.Put(k, []uint64{1}, p1); err == nil {
		t.Errorf("Put accepted too few versions")
	}
	if _, ok := c.Get(k, []uint64{1}); ok {
		t.Errorf("Get matched too few versions")
	}

	c.Forget("edge loop")
	if c.Len() != 0 {
		t.Errorf("Forget left %d plans", c.Len())
	}
	st := c.Stats()
	if st.Hits != 1 || st.Stale != 1 {
		t.Errorf("stats %+v, want 1 hit and 1 stale", st)
	}
}

func TestCacheEviction(t *testing.T) {
	c := NewCache(3)
	acc := []Access{incr(0, 4, []int64{0, 1, 2, 3})}
	p := inspect(t, 4, acc, testPolicy)
	arrays := make([]*indexArray, 6)
	for i := range arrays {
		arrays[i] = &indexArray{}
		k, _ := NewKey(i%2, 4, acc, testPolicy, arrays[i])
		if err := c.Put(k, []uint64{0}, p); err != nil {
			t.Fatal(err)
		}
		if c.Len() > 3 {
			t.Fatalf("%d plans held, capacity 3", c.Len())
		}
	}
	// The three most recent survive.
	for i, a := range arrays {
		k, _ := NewKey(i%2, 4, acc, testPolicy, a)
		if _, ok := c.Get(k, []uint64{0}); ok != (i >= 3) {
			t.Errorf("array %d: cached %v", i, ok)
		}
	}
	// At most perSite plans per loop.
	c = NewCache(100)
	for i := 0; i < perSite+3; i++ {
		k, _ := NewKey("one loop", 4, acc, testPolicy, &indexArray{})
		c.Put(k, []uint64{0}, p)
	}
	if c.Len() != perSite {
		t.Errorf("%d plans for one loop, want %d", c.Len(), perSite)
	}
}

func TestCacheConcurrent(t *testing.T) {
	c := NewCache(16)
	m := gridMesh(6, 6, false, 0)
	acc := m.faceLoop()
	ids := []*indexArray{{}, {}}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				k, _ := NewKey("faces", m.ne, acc, testPolicy, ids[0], ids[1], ids[0], ids[1])
				v := uint64(i % 3)
				p, _, err := c.Plan(k, []uint64{v, 0, v, 0}, m.ne, acc, testPolicy)
				if err != nil || p == nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
}
