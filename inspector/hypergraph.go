package inspector

// This file holds the conflict structure that colouring works on: a
// hypergraph whose items (iterations, or partitions of iterations) each
// touch a few elements. Classification builds the hypergraph of the
// iterations; this file inverts it and derives the one of partitions. Two items conflict when they touch a common
// element, so every element is a clique of the conflict graph and the
// most items on one element is a lower bound on the colours.

// An hgraph stores items → elements and elements → items as two
// compressed rows (CSR) of int32.
type hgraph struct {
	n, m  int     // items, elements
	start []int32 // item i touches elems[start[i]:start[i+1]], each once
	elems []int32
	// estart and items are the transpose, built by invert: element x is
	// touched by items[estart[x]:estart[x+1]], ascending.
	estart []int32
	items  []int32
	lb     int // the most items on one element (set by invert)
}

func (g *hgraph) elemsOf(i int32) []int32 { return g.elems[g.start[i]:g.start[i+1]] }

func (g *hgraph) itemsOf(x int32) []int32 { return g.items[g.estart[x]:g.estart[x+1]] }

// addOnce appends id at elems[pos] unless elems[row:pos] holds it, and
// returns the new end.
func addOnce(elems []int32, row, pos, id int32) int32 {
	for _, y := range elems[row:pos] {
		if y == id {
			return pos
		}
	}
	elems[pos] = id
	return pos + 1
}

// invert builds the element → items rows and the lower bound.
func (g *hgraph) invert() {
	g.estart = make([]int32, g.m+1)
	for _, x := range g.elems {
		g.estart[x+1]++
	}
	lb := int32(0)
	for x := 0; x < g.m; x++ {
		lb = max(lb, g.estart[x+1])
		g.estart[x+1] += g.estart[x]
	}
	g.lb = int(lb)
	next := make([]int32, g.m)
	copy(next, g.estart[:g.m])
	g.items = make([]int32, len(g.elems))
	for i := 0; i < g.n; i++ {
		for _, x := range g.elems[g.start[i]:g.start[i+1]] {
			g.items[next[x]] = int32(i)
			next[x]++
		}
	}
}

// partitionGraph builds the hypergraph of the partitions of g's items
// given by bounds (partition p holds items bounds[p] to bounds[p+1]-1)
// over the elements that two or more partitions touch.
func (g *hgraph) partitionGraph(bounds []int32) *hgraph {
	np := len(bounds) - 1
	stamp := make([]int32, g.m) // partition+1 that last touched the element
	parts := make([]int32, g.m) // partitions touching the element
	for p := 0; p < np; p++ {
		for _, x := range g.elems[g.start[bounds[p]]:g.start[bounds[p+1]]] {
			if stamp[x] != int32(p+1) {
				stamp[x] = int32(p + 1)
				parts[x]++
			}
		}
	}
	// Renumber the elements that partitions share; the rest never
	// conflict. parts becomes the new number, or -1.
	m := int32(0)
	for x, c := range parts {
		if c >= 2 {
			parts[x] = m
			m++
		} else {
			parts[x] = -1
		}
	}
	clear(stamp)
	pg := &hgraph{n: np, m: int(m), start: make([]int32, np+1)}
	for p := 0; p < np; p++ {
		for _, x := range g.elems[g.start[bounds[p]]:g.start[bounds[p+1]]] {
			if id := parts[x]; id >= 0 && stamp[x] != int32(p+1) {
				stamp[x] = int32(p + 1)
				pg.elems = append(pg.elems, id)
			}
		}
		pg.start[p+1] = int32(len(pg.elems))
	}
	pg.invert()
	return pg
}
