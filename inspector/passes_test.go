package inspector

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// refRows builds the rows of the hypergraph as the in-order pass defines
// them: per iteration, in access order, the incremented elements not
// touched before in the iteration; and counts the iterations sharing an
// element with the one before.
func refRows(l *loop) (start, elems []int32, adjacent int) {
	base := map[int]int64{}
	m := int64(0)
	for t, ti := range l.targets {
		for _, s := range l.streams {
			if s.target == t && s.kind == Increment {
				base[t] = m
				m += ti.len
				break
			}
		}
	}
	start = []int32{0}
	var prev []int32
	for i := 0; i < l.n; i++ {
		seen := map[[2]int64]bool{}
		var row []int32
		for si := range l.streams {
			s := &l.streams[si]
			if !l.targets[s.target].written {
				continue
			}
			for k := 0; k < s.arity; k++ {
				x, _ := s.elem(i, k)
				key := [2]int64{int64(s.target), x}
				if seen[key] {
					continue
				}
				seen[key] = true
				if s.kind == Increment {
					row = append(row, int32(base[s.target]+x))
				}
			}
		}
		for _, x := range row {
			if slices.Contains(prev, x) {
				adjacent++
				break
			}
		}
		elems = append(elems, row...)
		start = append(start, int32(len(elems)))
		prev = row
	}
	return start, elems, adjacent
}

// partitionBoundsRef is partitionBounds as first written, iteration by
// iteration and target by target, the reference for the grouped and
// specialised one.
func (l *loop) partitionBoundsRef(pol *Policy) (bounds []int32, reuse float64) {
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
	part := int32(1)
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

// checkPasses compares classify with the in-order pass, partitionBounds
// with partitionBoundsRef, and rows with refRows, on one loop.
func checkPasses(t *testing.T, n int, acc []Access) {
	t.Helper()
	l, err := checkAccesses(n, acc)
	if err != nil {
		t.Fatal(err)
	}
	prof, err := l.classify()
	if ierr := l.checkIndices(); ierr != nil || err != nil {
		if !reflect.DeepEqual(err, ierr) || prof != nil {
			t.Fatalf("classify: %v, %v; checkIndices: %v", prof, err, ierr)
		}
		return
	}
	want := l.classifyInOrder()
	if !reflect.DeepEqual(prof, want) {
		t.Fatalf("classify %+v\nin order %+v", prof, want)
	}
	if prof.Ordered != nil {
		return
	}
	for _, pol := range []Policy{{PartitionBytes: 64}, {PartitionBytes: 200, MaxPartition: 7},
		{PartitionBytes: 2 << 10}, {PartitionBytes: 32 << 10, MaxPartition: 4096}} {
		b, r := l.partitionBounds(&pol)
		wb, wr := l.partitionBoundsRef(&pol)
		if !slices.Equal(b, wb) || r != wr {
			t.Fatalf("%+v: partition bounds %v, reuse %g; want %v, %g", pol, b, r, wb, wr)
		}
	}
	g := l.rows(prof.LowerBound)
	start, elems, adj := refRows(l)
	if !slices.Equal(g.start, start) || !slices.Equal(g.elems, elems) || g.adjacent() != adj {
		t.Fatalf("rows %v %v (adjacent %d), want %v %v (%d)", g.start, g.elems, g.adjacent(), start, elems, adj)
	}
}

// TestPasses checks the counting pass, the partition bounds and the rows
// against plain implementations on random loops (every counting,
// partitioning and row-building path: one or two maps of arity 1, one map
// of arity 3 or another, direct parts, more references than maxRowSlots,
// targets sharing maps) and on the meshes.
func TestPasses(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 2000; k++ {
		n := r.IntN(80)
		acc := randomLoop(r, n)
		if k%5 == 0 && n > 0 {
			// Out-of-range indices: classify must name the first, as
			// checkIndices does.
			for j := 0; j < 1+r.IntN(3); j++ {
				a := &acc[r.IntN(len(acc))]
				if len(a.Maps) > 0 {
					vals := a.Maps[r.IntN(len(a.Maps))].Values
					vals[r.IntN(len(vals))] = a.Len + r.Int64N(3) - 2*a.Len*r.Int64N(2)
				}
			}
		}
		checkPasses(t, n, acc)
	}
	for k := 0; k < 200; k++ {
		// Wide rows: one map of arity up to 12.
		n := 1 + r.IntN(50)
		arity := 1 + r.IntN(12)
		ln := 1 + r.Int64N(300)
		vals := randomMap(n, arity, ln, uint64(k))
		checkPasses(t, n, []Access{{Target: 0, Kind: Increment, Len: ln, Maps: []IndexMap{{Values: vals, Arity: arity}}}})
	}
	for _, shuffled := range []bool{false, true} {
		m := gridMesh(33, 37, shuffled, 4)
		checkPasses(t, m.ne, m.edgeLoop())
		checkPasses(t, m.ne, m.faceLoop())
		checkPasses(t, m.nc, m.cellLoop())
	}
}
