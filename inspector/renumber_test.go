package inspector

import (
	"slices"
	"testing"
)

// TestAlgorithm5 checks the renumbering of [edge colouring] §6 on the faces of a
// shuffled mesh coloured with three colours: the k-th face of the first
// colour gets left cell k and right cell N1+k (Table 8 b), and the faces
// of every other colour come by ascending left cell (Table 9 b).
func TestAlgorithm5(t *testing.T) {
	m := gridMesh(12, 12, true, 8)
	acc := m.faceLoop()
	p := inspect(t, m.ne, acc, Policy{Effort: 50, Seed: 2})
	if p.Colours() != 3 {
		t.Fatalf("got %v, want 3 colours", p)
	}
	ncells := int64(m.nc + m.nghost)
	fl, fr := IndexMap{Values: m.fl, Arity: 1}, IndexMap{Values: m.fr, Arity: 1}
	newID, err := ElementNumbering(p, ncells, fl, fr)
	if err != nil {
		t.Fatal(err)
	}
	if !isPermutation(newID) {
		t.Fatal("element numbering is not a permutation")
	}
	first := p.Colour(0)
	n1 := int32(len(first))
	for k, e := range first {
		if newID[m.fl[e]] != int32(k) || newID[m.fr[e]] != n1+int32(k) {
			t.Fatalf("face %d, %d-th of colour 0: cells %d and %d, want %d and %d",
				e, k, newID[m.fl[e]], newID[m.fr[e]], k, n1+int32(k))
		}
	}
	order, err := IterationOrder(p, fl, newID)
	if err != nil {
		t.Fatal(err)
	}
	if !isPermutation(order) {
		t.Fatal("iteration order is not a permutation")
	}
	at := 0
	for c := 0; c < p.Colours(); c++ {
		grp := order[at : at+len(p.Colour(c))]
		at += len(grp)
		members := append([]int32(nil), grp...)
		slices.Sort(members)
		if !slices.Equal(members, p.Colour(c)) {
			t.Fatalf("colour %d is not contiguous in the order", c)
		}
		for k := 1; k < len(grp); k++ {
			if newID[m.fl[grp[k-1]]] > newID[m.fl[grp[k]]] {
				t.Fatalf("colour %d not by ascending left cell at %d", c, k)
			}
		}
	}
	// Apply both; the reordered plan is valid for the new loop, its
	// colours are ranges, and the loop computes the same, renumbered.
	rm := &mesh{nc: m.nc, nghost: m.nghost, ne: m.ne,
		fl: relabel(permuteRows(m.fl, 1, order), newID), fr: relabel(permuteRows(m.fr, 1, order), newID)}
	q, err := p.Reordered(order)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(q, rm.faceLoop()); err != nil {
		t.Fatal(err)
	}
	for c := 0; c < q.Colours(); c++ {
		g := q.Colour(c)
		if int(g[len(g)-1]-g[0])+1 != len(g) {
			t.Errorf("colour %d of the reordered plan is not a range", c)
		}
	}
	d0 := &edgeRun[int64]{left: m.fl, right: m.fr, x: make([]int64, ncells), w: make([]int64, m.ne)}
	for v := range d0.x {
		d0.x[v] = int64(v % 13)
	}
	for e := range d0.w {
		d0.w[e] = int64(e % 5)
	}
	d1 := &edgeRun[int64]{left: rm.fl, right: rm.fr, x: make([]int64, ncells), w: make([]int64, m.ne)}
	for v, id := range newID {
		d1.x[id] = d0.x[v]
	}
	for k, e := range order {
		d1.w[k] = d0.w[e]
	}
	want, got := make([]int64, ncells), make([]int64, ncells)
	d0.sequential(want)
	d1.run(q, got, 4)
	for v, id := range newID {
		if got[id] != want[v] {
			t.Fatalf("cell %d: got %d after renumbering, want %d", v, got[id], want[v])
		}
	}
}

func TestRenumberErrors(t *testing.T) {
	seq := &Plan{Strategy: Sequential, Iterations: 2}
	if _, err := IterationOrder(seq, IndexMap{}, nil); err == nil {
		t.Error("IterationOrder reordered a sequential plan")
	}
	ind := &Plan{Strategy: Independent, Iterations: 2}
	if _, err := IterationOrder(ind, IndexMap{Values: []int64{0, -1}, Arity: 1}, nil); err == nil {
		t.Error("IterationOrder accepted a negative key")
	}
	if _, err := IterationOrder(ind, IndexMap{Values: []int64{0, 3}, Arity: 1}, []int32{1, 0}); err == nil {
		t.Error("IterationOrder accepted a key past newID")
	}
	if _, err := ElementNumbering(ind, 2, IndexMap{Values: []int64{0, 2}, Arity: 1}); err == nil {
		t.Error("ElementNumbering accepted an index past the end")
	}
	if _, err := ElementNumbering(ind, 2, IndexMap{Values: []int64{0}, Arity: 1}); err == nil {
		t.Error("ElementNumbering accepted a short map")
	}
	// No key: colours in plan order; untouched elements numbered last.
	order, err := IterationOrder(ind, IndexMap{}, nil)
	if err != nil || !slices.Equal(order, []int32{0, 1}) {
		t.Errorf("got %v, %v; want [0 1]", order, err)
	}
	ids, err := ElementNumbering(ind, 4, IndexMap{Values: []int64{3, 1}, Arity: 1})
	if err != nil || !slices.Equal(ids, []int32{2, 1, 3, 0}) {
		t.Errorf("got %v, %v; want [2 1 3 0]", ids, err)
	}
}

func isPermutation(p []int32) bool {
	seen := make([]bool, len(p))
	for _, v := range p {
		if v < 0 || int(v) >= len(p) || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}
