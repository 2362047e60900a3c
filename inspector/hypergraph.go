package inspector

// This file holds the conflict structure that colouring works on: a
// hypergraph whose items (iterations, or partitions of iterations) each
// touch a few elements. This file builds the hypergraph of the iterations
// from the maps (rows), inverts it and derives the one of partitions. Two
// items conflict when they touch a common element, so every element is a
// clique of the conflict graph and the most items on one element is a
// lower bound on the colours.

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
	lb     int // the most items on one element (set by rows and by invert)
}

func (g *hgraph) elemsOf(i int32) []int32 { return g.elems[g.start[i]:g.start[i+1]] }

func (g *hgraph) itemsOf(x int32) []int32 { return g.items[g.estart[x]:g.estart[x+1]] }

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
	pg := &hgraph{n: np, m: int(m), start: make([]int32, np+1)}
	for p := 0; p < np; p++ {
		q := int32(np + 1 + p) // past the stamps of the first loop
		for _, x := range g.elems[g.start[bounds[p]]:g.start[bounds[p+1]]] {
			if id := parts[x]; id >= 0 && stamp[x] != q {
				stamp[x] = q
				pg.elems = append(pg.elems, id)
			}
		}
		pg.start[p+1] = int32(len(pg.elems))
	}
	pg.invert()
	return pg
}

// rows builds the hypergraph of the loop's iterations over the elements of
// its incremented targets (numbered target after target, in order of
// first appearance): row i lists the elements iteration i increments, in
// access, map and slot order, each once; an element the iteration touched
// first through an access that is not an increment has no entry (no other
// iteration touches it: classify found no ordered pair). lb is the lower
// bound classify found. It returns nil when the rows would not fit int32
// offsets. The input must be range-checked and classified.
func (l *loop) rows(lb int) *hgraph {
	base := make([]int64, len(l.targets)) // first element number; -1: not incremented
	woff := make([]int64, len(l.targets)) // offset among written targets, for deduplication
	for t := range base {
		base[t] = -1
	}
	for _, s := range l.streams {
		if s.kind == Increment {
			base[s.target] = 0
		}
	}
	m, w := int64(0), int64(0)
	for t, ti := range l.targets {
		if base[t] == 0 {
			base[t] = m
			m += ti.len
		}
		if ti.written {
			woff[t] = w
			w += ti.len
		}
	}
	var ws []*stream // the streams into written targets, in access order
	width, slots := 0, 0
	for si := range l.streams {
		s := &l.streams[si]
		if l.targets[s.target].written {
			ws = append(ws, s)
			slots += s.arity
			if s.kind == Increment {
				width += s.arity
			}
		}
	}
	if m > maxIterations || int64(l.n)*int64(width) > maxIterations {
		return nil
	}
	g := &hgraph{n: l.n, m: int(m), start: make([]int32, l.n+1), elems: make([]int32, l.n*width), lb: lb}
	maps1 := true
	for _, s := range ws {
		maps1 = maps1 && s.mapIdx >= 0 && s.arity == 1 && s.kind == Increment && s.target == ws[0].target
	}
	var pos int
	switch {
	case maps1 && len(ws) == 2:
		pos = g.rowsTwoMaps(ws[0].vals[:l.n], ws[1].vals[:l.n], ws[0].len, int32(base[ws[0].target]))
	case len(ws) == 1 && ws[0].mapIdx >= 0 && ws[0].kind == Increment && slots == 3:
		s := ws[0]
		pos = g.rowsTriples(s.vals[:l.n*3], s.len, int32(base[s.target]))
	case len(ws) == 1 && ws[0].mapIdx >= 0 && ws[0].kind == Increment && slots <= maxRowSlots:
		s := ws[0]
		pos = g.rowsOneMap(s.vals[:l.n*s.arity], s.arity, s.len, int32(base[s.target]))
	case slots <= maxRowSlots:
		pos = g.rowsCompared(ws, base, woff)
	default:
		pos = g.rowsStamped(ws, base, woff, w)
	}
	g.elems = g.elems[:pos:pos]
	return g
}

// rowsTwoMaps fills the rows of a loop whose only written accesses are
// increments of one target, of ln elements numbered from base, through
// two maps of arity 1, and returns their length.
func (g *hgraph) rowsTwoMaps(va, vb []int64, ln int64, base int32) int {
	elems, start := g.elems[:2*len(va)], g.start[1:]
	vb = vb[:len(va)]
	start = start[:len(va)]
	pos := 0
	for i, x := range va {
		y := vb[i]
		if x < 0 {
			x += ln
		}
		if y < 0 {
			y += ln
		}
		a, b := base+int32(x), base+int32(y)
		elems[pos] = a
		pos++
		if b != a {
			elems[pos] = b
			pos++
		}
		start[i] = int32(pos)
	}
	return pos
}

// rowsTriples is rowsOneMap for arity 3 (triangles' vertices).
func (g *hgraph) rowsTriples(vals []int64, ln int64, base int32) int {
	elems, start := g.elems[:len(vals)], g.start[1:]
	start = start[:len(vals)/3]
	pos := 0
	for i := range start {
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
		a, b, c := base+int32(x), base+int32(y), base+int32(z)
		elems[pos] = a
		pos++
		if b != a {
			elems[pos] = b
			pos++
		}
		if c != a && c != b {
			elems[pos] = c
			pos++
		}
		start[i] = int32(pos)
	}
	return pos
}

// rowsOneMap fills the rows of a loop whose only written access is an
// increment of one target, of ln elements numbered from base, through one
// map of the given arity (at most maxRowSlots), and returns their length.
func (g *hgraph) rowsOneMap(vals []int64, arity int, ln int64, base int32) int {
	elems, start := g.elems, g.start
	pos := 0
	for i := 1; i < len(start); i++ {
		row := vals[(i-1)*arity : i*arity]
		lo := pos
	slots:
		for _, x := range row {
			if x < 0 {
				x += ln
			}
			e := base + int32(x)
			for _, y := range elems[lo:pos] {
				if y == e {
					continue slots
				}
			}
			elems[pos] = e
			pos++
		}
		start[i] = int32(pos)
	}
	return pos
}

// adjacent counts the items i > 0 that share an element with item i-1:
// they need distinct colours, so no colouring's runs of consecutive items
// average more than n/(1+adjacent).
func (g *hgraph) adjacent() int {
	adj := 0
	for i := 1; i < g.n; i++ {
		if sharesAny(g.elemsOf(int32(i-1)), g.elemsOf(int32(i))) {
			adj++
		}
	}
	return adj
}

// sharesAny reports whether rows a and b have a common element.
func sharesAny(a, b []int32) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// rowsCompared fills the rows of a loop whose iterations touch at most
// maxRowSlots elements of written targets, deduplicating by comparison,
// and returns their length. base and woff number the elements among the
// incremented and the written targets.
func (g *hgraph) rowsCompared(ws []*stream, base, woff []int64) int {
	var seen [maxRowSlots]int64
	pos := 0
	for i := 0; i < g.n; i++ {
		k := 0
		for _, s := range ws {
			for j := 0; j < s.arity; j++ {
				x, _ := s.elem(i, j)
				key := woff[s.target] + x
				dup := false
				for _, y := range seen[:k] {
					dup = dup || y == key
				}
				seen[k] = key
				k++
				if !dup && s.kind == Increment {
					g.elems[pos] = int32(base[s.target] + x)
					pos++
				}
			}
		}
		g.start[i+1] = int32(pos)
	}
	return pos
}

// rowsStamped is rowsCompared for iterations with more element references,
// stamping the elements of the w written elements with the last iteration
// that touched them.
func (g *hgraph) rowsStamped(ws []*stream, base, woff []int64, w int64) int {
	last := make([]int32, w)
	pos := 0
	for i := 0; i < g.n; i++ {
		it := int32(i + 1)
		for _, s := range ws {
			for j := 0; j < s.arity; j++ {
				x, _ := s.elem(i, j)
				key := woff[s.target] + x
				if last[key] == it {
					continue
				}
				last[key] = it
				if s.kind == Increment {
					g.elems[pos] = int32(base[s.target] + x)
					pos++
				}
			}
		}
		g.start[i+1] = int32(pos)
	}
	return pos
}
