package inspector

// This file builds the two-level plans of PyOP2 ([PyOP2 plans], "Parallel
// Execution Plan"): the iterations are cut into contiguous mini-partitions
// whose indirectly accessed data fits a budget (shared memory of a GPU
// block, a CPU cache); the partitions are coloured among themselves, two
// partitions conflicting when any of their iterations touch a common
// element; and the iterations of each partition are coloured among
// themselves for the threads of a block, first-fit with a 64-bit mask per
// element (PyOP2's are 32 bits wide) and further passes offset by 64.

import "math/bits"

// partitionBounds cuts the n iterations into contiguous partitions whose
// distinct indirectly accessed elements (over every map, read or written)
// take at most pol.PartitionBytes, and that hold at most pol.MaxPartition
// iterations. It returns the first iteration of every partition and n at
// the end, and reuse: the map references per distinct element of a
// partition, over all partitions (1 when no partition touches an element
// twice). When the first probePartitions partitions already reuse less
// than minReuse, it stops there and returns no bounds.
func (l *loop) partitionBounds(pol *Policy) (bounds []int32, reuse float64) {
	classes, refsPer := l.stampClasses()
	grow := growAll(classes, l.n)
	if len(classes) == 1 {
		switch c := &classes[0]; {
		case len(c.maps) == 2 && c.maps[0].arity == 1 && c.maps[1].arity == 1:
			grow = c.growTwo
		case len(c.maps) == 1:
			grow = c.growOne
		}
	}
	bounds = []int32{0}
	distinct := 0
	part := int32(1) // current partition + 1, as stamped
	for i := 0; i < l.n; part++ {
		var d int
		i, d = grow(i, part, pol.PartitionBytes, pol.MaxPartition)
		distinct += d
		if i == l.n {
			break
		}
		bounds = append(bounds, int32(i))
		if np := len(bounds) - 1; np == probePartitions {
			if r := float64(refsPer*i) / float64(max(distinct, 1)); r < minReuse {
				return nil, r
			}
		}
	}
	if l.n > 0 {
		bounds = append(bounds, int32(l.n))
	}
	return bounds, float64(refsPer*l.n) / float64(max(distinct, 1))
}

// A stampClass is a set of targets that the loop touches through the same
// maps (x and res both through left and right): an iteration brings the
// same number of new elements of each into a partition, so they share one
// stamp per element.
type stampClass struct {
	maps  []*stream // the maps into the first target, in access order
	mult  int       // targets in the class
	bytes int       // bytes of one element of each, together
	ln    int64
	n     int
	st    []int32 // partition+1 that last touched the element
}

// stampClasses groups the targets the maps touch into stampClasses, and
// returns them and the map references per iteration (all targets).
func (l *loop) stampClasses() ([]stampClass, int) {
	byTarget := make([][]*stream, len(l.targets))
	refsPer := 0
	for si := range l.streams {
		if s := &l.streams[si]; s.mapIdx >= 0 {
			byTarget[s.target] = append(byTarget[s.target], s)
			refsPer += s.arity
		}
	}
	same := func(a, b []*stream) bool {
		if len(a) != len(b) || a[0].len != b[0].len || l.n == 0 {
			return false
		}
		for k := range a {
			if a[k].arity != b[k].arity || &a[k].vals[0] != &b[k].vals[0] {
				return false
			}
		}
		return true
	}
	var classes []stampClass
targets:
	for t, ms := range byTarget {
		if len(ms) == 0 {
			continue
		}
		for ci := range classes {
			if c := &classes[ci]; same(c.maps, ms) {
				c.mult++
				c.bytes += l.targets[t].bytes
				continue targets
			}
		}
		classes = append(classes, stampClass{maps: ms, mult: 1, bytes: l.targets[t].bytes,
			ln: l.targets[t].len, n: l.n, st: make([]int32, l.targets[t].len)})
	}
	return classes, refsPer
}

// A growFunc grows partition part (stamped part) from iteration i while
// its iterations' new elements fit budget bytes and it has fewer than
// maxPart iterations (when maxPart > 0), taking at least one iteration. It
// returns the first iteration it did not take and the distinct elements
// the partition touches, over all targets, less the elements new to it of
// the iteration it did not take (as partitionBounds has always counted
// them: reuse is slightly overestimated, and plans stay as they were).
// The iteration it did not take is stamped: the next partition, stamped
// differently, takes it again.
type growFunc func(i int, part int32, budget, maxPart int) (end, distinct int)

// growAll is the growFunc of any loop, with classes of targets.
func growAll(classes []stampClass, n int) growFunc {
	return func(i int, part int32, budget, maxPart int) (int, int) {
		used, count, distinct := 0, 0, 0
		for ; i < n; i++ {
			bytes, fresh := 0, 0
			for ci := range classes {
				c := &classes[ci]
				f := c.stamp(i, part)
				bytes += f * c.bytes
				fresh += f * c.mult
			}
			if count > 0 && (used+bytes > budget || (maxPart > 0 && count >= maxPart)) {
				distinct -= fresh // see growFunc
				break
			}
			used += bytes
			distinct += fresh
			count++
		}
		return i, distinct
	}
}

// stamp marks the elements iteration i touches as in partition part and
// returns how many were not already.
func (c *stampClass) stamp(i int, part int32) (fresh int) {
	st := c.st
	for _, s := range c.maps {
		for _, x := range s.vals[i*s.arity : i*s.arity+s.arity] {
			if x < 0 {
				x += c.ln
			}
			if st[x] != part {
				st[x] = part
				fresh++
			}
		}
	}
	return fresh
}

// growTwo is the growFunc of a loop whose maps are two of arity 1 into
// the targets of c.
func (c *stampClass) growTwo(i int, part int32, budget, maxPart int) (int, int) {
	st, ln := c.st, c.ln
	va, vb := c.maps[0].vals[:c.n], c.maps[1].vals[:c.n]
	used, count, fresh := 0, 0, 0
	for ; i < len(va); i++ {
		x, y := va[i], vb[i]
		if x < 0 {
			x += ln
		}
		if y < 0 {
			y += ln
		}
		d := 0
		if st[x] != part {
			st[x] = part
			d = 1
		}
		if st[y] != part {
			st[y] = part
			d++
		}
		if count > 0 && (used+d*c.bytes > budget || (maxPart > 0 && count >= maxPart)) {
			fresh -= d // see growFunc
			break
		}
		used += d * c.bytes
		fresh += d
		count++
	}
	return i, fresh * c.mult
}

// growOne is the growFunc of a loop whose maps are one (of any arity) into
// the targets of c.
func (c *stampClass) growOne(i int, part int32, budget, maxPart int) (int, int) {
	st, ln, ar := c.st, c.ln, c.maps[0].arity
	vals := c.maps[0].vals
	used, count, fresh := 0, 0, 0
	for ; i < c.n; i++ {
		d := 0
		if ar == 3 { // triangles' vertices, unrolled
			x, y, z := vals[3*i], vals[3*i+1], vals[3*i+2]
			if x < 0 {
				x += ln
			}
			if y < 0 {
				y += ln
			}
			if z < 0 {
				z += ln
			}
			if st[x] != part {
				st[x] = part
				d++
			}
			if st[y] != part {
				st[y] = part
				d++
			}
			if st[z] != part {
				st[z] = part
				d++
			}
		} else {
			d = c.stamp(i, part)
		}
		if count > 0 && (used+d*c.bytes > budget || (maxPart > 0 && count >= maxPart)) {
			fresh -= d // see growFunc
			break
		}
		used += d * c.bytes
		fresh += d
		count++
	}
	return i, fresh * c.mult
}

// probePartitions is the number of partitions after which partitionBounds
// checks the reuse of a loop whose maps jump about.
const probePartitions = 16

// threadColours colours the iterations of every partition first-fit in
// order, 64 colours per pass. It returns each iteration's colour and each
// partition's number of colours.
func threadColours(g *hgraph, bounds []int32) (tc, ntc []int32) {
	np := len(bounds) - 1
	tc = make([]int32, g.n)
	ntc = make([]int32, np)
	masks := make([]uint64, g.m)
	var deferred, next []int32
	for p := 0; p < np; p++ {
		lo, hi := bounds[p], bounds[p+1]
		deferred = deferred[:0]
		ncol := int32(0)
		for i := lo; i < hi; i++ {
			row := g.elemsOf(i)
			var m uint64
			for _, x := range row {
				m |= masks[x]
			}
			if m == ^uint64(0) {
				deferred = append(deferred, i)
				continue
			}
			c := bits.TrailingZeros64(^m)
			for _, x := range row {
				masks[x] |= 1 << c
			}
			tc[i] = int32(c)
			ncol = max(ncol, int32(c)+1)
		}
		for base := int32(64); ; base += 64 {
			for _, x := range g.elems[g.start[lo]:g.start[hi]] {
				masks[x] = 0
			}
			if len(deferred) == 0 {
				break
			}
			next = next[:0]
			for _, i := range deferred {
				row := g.elemsOf(i)
				var m uint64
				for _, x := range row {
					m |= masks[x]
				}
				if m == ^uint64(0) {
					next = append(next, i)
					continue
				}
				c := bits.TrailingZeros64(^m)
				for _, x := range row {
					masks[x] |= 1 << c
				}
				tc[i] = base + int32(c)
				ncol = max(ncol, base+int32(c)+1)
			}
			deferred, next = next, deferred
		}
		ntc[p] = max(ncol, 1)
	}
	return tc, ntc
}
