package inspector

// This file builds the two-level plans of PyOP2 (seeds/000, "Parallel
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
	var ms []stream
	for _, s := range l.streams {
		if s.mapIdx >= 0 {
			ms = append(ms, s)
		}
	}
	stamps := make([][]int32, len(l.targets))
	size := make([]int, len(l.targets))
	for _, s := range ms {
		if stamps[s.target] == nil {
			stamps[s.target] = make([]int32, l.targets[s.target].len)
			size[s.target] = l.targets[s.target].bytes
		}
	}
	// stamp marks the elements of iteration i as in partition part and
	// returns the bytes and the number of elements new to it.
	part := int32(1) // current partition + 1, as stamped
	stamp := func(i int) (bytes, fresh int) {
		for si := range ms {
			s := &ms[si]
			st := stamps[s.target]
			for _, x := range s.vals[i*s.arity : i*s.arity+s.arity] {
				if x < 0 {
					x += s.len
				}
				if st[x] != part {
					st[x] = part
					bytes += size[s.target]
					fresh++
				}
			}
		}
		return bytes, fresh
	}
	refsPer := 0
	for _, s := range ms {
		refsPer += s.arity
	}
	bounds = []int32{0}
	used, count, distinct := 0, 0, 0
	for i := 0; i < l.n; i++ {
		bytes, fresh := stamp(i)
		if count > 0 && (used+bytes > pol.PartitionBytes || (pol.MaxPartition > 0 && count >= pol.MaxPartition)) {
			// Iteration i opens the next partition: stamp it again there.
			bounds = append(bounds, int32(i))
			part++
			distinct -= fresh
			used, count = 0, 0
			bytes, fresh = stamp(i)
			if np := len(bounds) - 1; np == probePartitions {
				if r := float64(refsPer*i) / float64(max(distinct, 1)); r < minReuse {
					return nil, r
				}
			}
		}
		used += bytes
		distinct += fresh
		count++
	}
	if l.n > 0 {
		bounds = append(bounds, int32(l.n))
	}
	return bounds, float64(refsPer*l.n) / float64(max(distinct, 1))
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
