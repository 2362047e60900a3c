package inspector

// This file colours the items of a hypergraph so that no two items of one
// colour touch a common element, in three stages:
//
//  1. Greedy first-fit in item order with one 64-bit colour mask per
//     element, as PyOP2 colours ([PyOP2 plans], "Parallel Execution Plan"):
//     an item takes the lowest colour absent from the masks of its
//     elements; when all 64 are taken it waits for another pass whose
//     colours are offset by 64. This is the baseline, and the fallback.
//
//  2. Conflict resolution after Giuliani and Krivodonova ([edge colouring] §3.1).
//     Their modified greedy pass (Algorithm 2) colours with a fixed palette
//     of K colours and leaves uncoloured ("conflicts") the items for which
//     no colour is free; Algorithm 3 then resolves the conflicts one by one,
//     each a walk: an item with a free colour takes it (RESOLVE); otherwise
//     it takes a colour held by exactly one neighbour and that neighbour
//     becomes the conflict (SWAP: the number of conflicts stays the same and
//     the conflict walks through the mesh until it finds a free colour,
//     never stepping straight back); when the walk returns to an item it
//     already visited (a loop), it takes a colour held by two neighbours
//     and both become conflicts (DOUBLE), at random after a random number
//     of further swaps. Conflicts are picked at random.
//
//     The paper colours mesh faces, items with two elements (the left and
//     right cells); here an item may touch any number of elements, so a
//     colour's cost is the number of distinct neighbours holding it: SWAP
//     takes a colour of cost 1, DOUBLE the cheapest colour of cost 2 or
//     more. A colour set on exactly one element of the item has cost 1 (a
//     valid partial colouring has one item per colour per element), which
//     the masks tell without visiting the neighbours.
//
//     The paper fixes K at the optimum and has no termination proof. Here
//     the palette shrinks from stage 1's count one colour at a time: the
//     items of the highest colour lose it and are the conflicts of the
//     palette one smaller. If Algorithm 3 resolves them all, the palette
//     shrinks again, down to the lower bound; if its steps run out
//     (Policy.Effort per item, for all palettes together) or its progress
//     shows it would not finish in them, the colouring from before the
//     attempt is restored. The result is never worse than stage 1, the time
//     is bounded, and stopping early costs colours, never validity. Random
//     choices come from a generator seeded by Policy.Seed, so plans are
//     reproducible.
//
//  3. Balancing: items of colours larger than n/K move, one at a time, to
//     the smallest colour free on all their elements, so that colours end
//     up of nearly equal size (the paper's colourings are balanced by its
//     random choice of free colours).

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// A colouring is the result of colourGraph.
type colouring struct {
	colour    []int32 // per item
	k         int     // colours used
	greedy    int     // stage 1's colours
	conflicts int     // items stage 2 uncoloured, over all palettes tried
	steps     int
	sizes     []int // items per colour
}

// used returns the number of non-empty colours.
func (c *colouring) used() int {
	k := 0
	for _, s := range c.sizes {
		if s > 0 {
			k++
		}
	}
	return max(k, 1)
}

// colourGraph colours g, whose lower bound is g.lb.
func colourGraph(g *hgraph, pol *Policy) colouring {
	col := make([]int32, g.n)
	masks := make([]uint64, g.m)
	G := greedy(g, col, masks)
	res := colouring{colour: col, k: G, greedy: G}
	if G > 64 || pol.Greedy {
		res.sizes = classSizes(col, G)
		return res
	}
	if g.lb < G {
		budget := int(pol.effort() * float64(g.n))
		res.k, res.conflicts, res.steps = reduce(g, col, masks, G, budget, pol.Seed)
	}
	res.sizes = classSizes(res.colour, res.k)
	balance(g, res.colour, masks, res.sizes)
	return res
}

// greedy colours every item first-fit in order (stage 1) and returns the
// number of colours. On return masks holds, per element, the colours of
// its items below 64.
func greedy(g *hgraph, col []int32, masks []uint64) int {
	var deferred []int32
	ncol := int32(0)
	for i := 0; i < g.n; i++ {
		var m uint64
		row := g.elems[g.start[i]:g.start[i+1]]
		for _, x := range row {
			m |= masks[x]
		}
		if m == ^uint64(0) {
			deferred = append(deferred, int32(i))
			continue
		}
		c := bits.TrailingZeros64(^m)
		bit := uint64(1) << c
		for _, x := range row {
			masks[x] |= bit
		}
		col[i] = int32(c)
		ncol = max(ncol, int32(c)+1)
	}
	if len(deferred) == 0 {
		return int(ncol)
	}
	// Further passes of 64 colours each, with fresh masks.
	more := make([]uint64, g.m)
	for base := int32(64); len(deferred) > 0; base += 64 {
		clear(more)
		next := deferred[:0]
		for _, i := range deferred {
			var m uint64
			row := g.elemsOf(i)
			for _, x := range row {
				m |= more[x]
			}
			if m == ^uint64(0) {
				next = append(next, i)
				continue
			}
			c := bits.TrailingZeros64(^m)
			for _, x := range row {
				more[x] |= 1 << c
			}
			col[i] = base + int32(c)
			ncol = max(ncol, base+int32(c)+1)
		}
		deferred = next
	}
	return int(ncol)
}

func classSizes(col []int32, k int) []int {
	sizes := make([]int, k)
	for _, c := range col {
		sizes[c]++
	}
	return sizes
}

// reduce lowers the colours of a valid colouring col with G <= 64 colours
// (masks holding it) towards the lower bound g.lb by conflict resolution
// (stage 2), one colour at a time: the items of the highest colour lose
// it and become the conflicts of a palette one colour smaller. A palette
// whose conflicts are not all resolved within the remaining budget of
// steps is abandoned and the colouring from before it restored, so the
// work is never wasted and col stays valid throughout. It returns the
// colours reached, the conflicts created and the steps taken.
func reduce(g *hgraph, col []int32, masks []uint64, G, budget int, seed uint64) (k, conflicts, steps int) {
	g.invert()
	r := &resolver{g: g, col: col, masks: masks, seen: make([]int32, g.n), visited: make([]int32, g.n),
		rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))}
	for _, c := range col {
		r.sizes[c]++
	}
	saved := make([]int32, g.n)
	savedMasks := make([]uint64, g.m)
	var work []int32
	k = G
	for k > g.lb && r.steps < budget {
		copy(saved, col)
		copy(savedMasks, masks)
		savedSizes := r.sizes
		top := int32(k - 1)
		work = work[:0]
		for i, c := range col {
			if c == top {
				work = append(work, int32(i))
			}
		}
		for _, i := range work {
			r.unset(i)
		}
		conflicts += len(work)
		r.k = k - 1
		r.full = uint64(1)<<r.k - 1
		if left := r.run(work, budget); len(left) > 0 {
			copy(col, saved)
			copy(masks, savedMasks)
			r.sizes = savedSizes
			break
		}
		k--
	}
	return k, conflicts, r.steps
}

// A resolver holds the state of conflict resolution (stage 2).
type resolver struct {
	g       *hgraph
	col     []int32  // -1: uncoloured
	masks   []uint64 // per element, the colours of its coloured items
	sizes   [64]int
	k       int
	full    uint64 // the palette: colours 0..k-1
	rng     *rand.Rand
	seen    []int32 // per item, stamp of the last neighbour count
	visited []int32 // per item, the last walk that passed it
	tick    int32
	walk    int32
	cnt     [64]int32 // per colour, distinct neighbours holding it
	holder  [64]int32 // per colour, one neighbour holding it
	steps   int
}

// run resolves conflicts until none is left or the steps reach budget,
// and returns those left.
//
// It gives up early when the walks so far, at their average length per
// conflict removed, would not remove the rest within budget: walks only
// get longer as conflicts thin out.
func (r *resolver) run(conflicts []int32, budget int) []int32 {
	start, initial := r.steps, len(conflicts)
	for len(conflicts) > 0 && r.steps < budget {
		if done := r.steps - start; done >= 4096 {
			removed := initial - len(conflicts)
			if removed <= 0 || r.steps+done/removed*len(conflicts) > budget {
				break
			}
		}
		j := r.rng.IntN(len(conflicts))
		e := conflicts[j]
		conflicts[j] = conflicts[len(conflicts)-1]
		conflicts = conflicts[:len(conflicts)-1]
		if r.walk++; r.walk == math.MaxInt32 {
			clear(r.visited) // stamps must never repeat
			r.walk = 1
		}
		prev := int32(-1)
		for {
			r.steps++
			// Colours on one element of e, and on two or more.
			var once, twice uint64
			for _, x := range r.g.elemsOf(e) {
				m := r.masks[x]
				twice |= once & m
				once |= m
			}
			if free := r.full &^ once; free != 0 {
				r.set(e, r.smallest(free)) // RESOLVE
				break
			}
			if r.steps >= budget {
				conflicts = append(conflicts, e)
				break
			}
			loop := r.visited[e] == r.walk
			r.visited[e] = r.walk
			// A colour on exactly one element of e has exactly one holder:
			// a valid partial colouring has one item per colour per element.
			single := once &^ twice
			if prev >= 0 {
				single &^= 1 << r.col[prev] // never step straight back
			}
			if single != 0 && (!loop || r.rng.IntN(2) == 0) {
				c := r.pick(single) // SWAP
				f := r.holderOf(e, c)
				r.unset(f)
				r.set(e, c)
				prev, e = e, f
				continue
			}
			r.count(e)
			if !loop {
				// A colour on two elements of e may still have one holder
				// (an item sharing both).
				if c, n := r.swapColour(prev); n > 0 {
					f := r.holder[c]
					r.unset(f)
					r.set(e, c)
					prev, e = e, f
					continue
				}
			}
			if c, ok := r.doubleColour(); ok { // DOUBLE
				conflicts = r.uncolourHolders(e, c, conflicts)
				r.set(e, c)
				break
			}
			// Every colour has one holder (some on two elements of e), and
			// the walk may not go back or is in a loop: swap with any.
			c := r.anySingle()
			f := r.holder[c]
			r.unset(f)
			r.set(e, c)
			prev, e = e, f
		}
	}
	return conflicts
}

// pick returns one colour of set at random.
func (r *resolver) pick(set uint64) int32 {
	for j := r.rng.IntN(bits.OnesCount64(set)); j > 0; j-- {
		set &= set - 1
	}
	return int32(bits.TrailingZeros64(set))
}

// holderOf returns the neighbour of e that holds colour c.
func (r *resolver) holderOf(e, c int32) int32 {
	bit := uint64(1) << c
	for _, x := range r.g.elemsOf(e) {
		if r.masks[x]&bit == 0 {
			continue
		}
		for _, f := range r.g.itemsOf(x) {
			if f != e && r.col[f] == c {
				return f
			}
		}
	}
	panic("inspector: colour mask without holder")
}

// smallest returns the colour of set with the fewest items.
func (r *resolver) smallest(set uint64) int32 {
	best := int32(bits.TrailingZeros64(set))
	for set &= set - 1; set != 0; set &= set - 1 {
		c := int32(bits.TrailingZeros64(set))
		if r.sizes[c] < r.sizes[best] {
			best = c
		}
	}
	return best
}

func (r *resolver) set(e, c int32) {
	r.col[e] = c
	r.sizes[c]++
	bit := uint64(1) << c
	for _, x := range r.g.elemsOf(e) {
		r.masks[x] |= bit
	}
}

func (r *resolver) unset(e int32) {
	c := r.col[e]
	r.col[e] = -1
	r.sizes[c]--
	bit := uint64(1) << c
	for _, x := range r.g.elemsOf(e) {
		r.masks[x] &^= bit
	}
}

// count fills cnt and holder: per colour, the distinct coloured
// neighbours of e holding it.
func (r *resolver) count(e int32) {
	if r.tick++; r.tick == math.MaxInt32 {
		clear(r.seen) // stamps must never repeat
		r.tick = 1
	}
	clear(r.cnt[:r.k])
	for _, x := range r.g.elemsOf(e) {
		for _, f := range r.g.itemsOf(x) {
			c := r.col[f]
			if f == e || c < 0 || r.seen[f] == r.tick {
				continue
			}
			r.seen[f] = r.tick
			r.cnt[c]++
			r.holder[c] = f
		}
	}
}

// swapColour picks at random a colour held by one neighbour other than
// prev, and returns how many there were to pick from.
func (r *resolver) swapColour(prev int32) (int32, int) {
	var pick int32
	n := 0
	for c := 0; c < r.k; c++ {
		if r.cnt[c] == 1 && r.holder[c] != prev {
			n++
			if r.rng.IntN(n) == 0 {
				pick = int32(c)
			}
		}
	}
	return pick, n
}

// doubleColour picks the colour held by the fewest neighbours, two or
// more, at random among equals.
func (r *resolver) doubleColour() (int32, bool) {
	var pick int32
	best, n := int32(0), 0
	for c := 0; c < r.k; c++ {
		k := r.cnt[c]
		switch {
		case k < 2:
		case best == 0 || k < best:
			best, n, pick = k, 1, int32(c)
		case k == best:
			n++
			if r.rng.IntN(n) == 0 {
				pick = int32(c)
			}
		}
	}
	return pick, best > 0
}

// anySingle picks at random a colour held by one neighbour.
func (r *resolver) anySingle() int32 {
	var pick int32
	n := 0
	for c := 0; c < r.k; c++ {
		if r.cnt[c] == 1 {
			n++
			if r.rng.IntN(n) == 0 {
				pick = int32(c)
			}
		}
	}
	return pick
}

// uncolourHolders uncolours the neighbours of e holding colour c and adds
// them to conflicts.
func (r *resolver) uncolourHolders(e, c int32, conflicts []int32) []int32 {
	for _, x := range r.g.elemsOf(e) {
		for _, f := range r.g.itemsOf(x) {
			if f != e && r.col[f] == c {
				r.unset(f)
				conflicts = append(conflicts, f)
			}
		}
	}
	return conflicts
}

// balance moves items out of colours larger than the mean into the
// smallest colour free on all their elements (stage 3). masks must hold
// the colouring; there are at most 64 colours.
func balance(g *hgraph, col []int32, masks []uint64, sizes []int) {
	k := len(sizes)
	if k < 2 || k > 64 {
		return
	}
	target := (g.n + k - 1) / k
	full := uint64(1)<<k - 1
	if k == 64 {
		full = ^uint64(0)
	}
	for pass := 0; pass < 4; pass++ {
		moved := 0
		for i := 0; i < g.n; i++ {
			c := col[i]
			if sizes[c] <= target {
				continue
			}
			row := g.elems[g.start[i]:g.start[i+1]]
			var m uint64
			for _, x := range row {
				m |= masks[x]
			}
			free := full &^ m &^ (1 << c)
			if free == 0 {
				continue
			}
			b := bits.TrailingZeros64(free)
			for f := free & (free - 1); f != 0; f &= f - 1 {
				if d := bits.TrailingZeros64(f); sizes[d] < sizes[b] {
					b = d
				}
			}
			if sizes[b]+1 >= sizes[c] {
				continue
			}
			nb, ob := uint64(1)<<b, uint64(1)<<c
			for _, x := range row {
				masks[x] = masks[x]&^ob | nb
			}
			col[i] = int32(b)
			sizes[c]--
			sizes[b]++
			moved++
		}
		if moved == 0 {
			return
		}
	}
}
