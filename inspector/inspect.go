package inspector

// This file holds Inspect, the package's entry point: the whole inspection
// as straight-line code, one stage after another.

import (
	"fmt"
	"time"
)

// Inspect reads the index maps of a loop of n iterations with accesses acc
// and returns a plan to run it in parallel, chosen by pol (see Policy for
// the rules). Indices are range-checked first: an out-of-range index
// returns an *IndexError, other malformed input a plain error, and no plan.
//
// Inspect reads acc and its maps and keeps no reference to them: the plan
// stays valid until the caller changes an index map (see Cache).
func Inspect(n int, acc []Access, pol Policy) (*Plan, error) {
	t0 := time.Now()
	l, err := checkAccesses(n, acc)
	if err != nil {
		return nil, err
	}
	prof, err := l.classify()
	if err != nil {
		return nil, err
	}
	p := &Plan{Target: pol.Target, Iterations: n}
	p.Stats.LowerBound = prof.LowerBound
	p.Stats.SharedElements = prof.SharedElements
	defer func() { p.Stats.Time = time.Since(t0) }()

	switch {
	case prof.Ordered != nil:
		p.Strategy = Sequential
		p.Reason = prof.Ordered.String()
		return p, nil
	case n < pol.MinIterations:
		p.Strategy = Sequential
		p.Reason = fmt.Sprintf("%d iterations, fewer than %d", n, pol.MinIterations)
		return p, nil
	case prof.LowerBound <= 1:
		p.Strategy = Independent
		p.Reason = "no element is written or incremented by two iterations"
		return p, nil
	case pol.HeavyShare > 0 && float64(prof.LowerBound) > pol.HeavyShare*float64(n):
		privatise(p, prof, fmt.Sprintf("an element is incremented by %d of %d iterations, over %g of them",
			prof.LowerBound, n, pol.HeavyShare))
		return p, nil
	}

	// The hypergraph is built once rule 5 or 7 needs it.
	var g *hgraph
	tooLarge := func() (*Plan, error) {
		privatise(p, prof, "too many element references to colour")
		return p, nil
	}
	var twoLevelNote string
	if pol.PartitionBytes > 0 {
		bounds, reuse := l.partitionBounds(&pol)
		if bounds == nil || reuse < minReuse {
			twoLevelNote = fmt.Sprintf("two-level: partitions reuse %.2f references per element, below %g",
				reuse, minReuse)
			if run := unorderedRun(l, prof); run < pol.MinRun {
				privatise(p, prof, fmt.Sprintf("%s: unordered, so the colours' runs of consecutive iterations "+
					"would average about %.1f, fewer than %g", twoLevelNote, run, pol.MinRun))
				return p, nil
			}
		} else {
			if g = l.rows(prof.LowerBound); g == nil {
				return tooLarge()
			}
			var ok bool
			if ok, twoLevelNote = twoLevel(p, g, bounds, &pol); ok {
				return p, nil
			}
		}
	}
	if g == nil {
		if g = l.rows(prof.LowerBound); g == nil {
			return tooLarge()
		}
	}
	note := func(why string) string {
		if twoLevelNote != "" {
			return why + "; " + twoLevelNote
		}
		return why
	}
	if pol.MinRun > 0 {
		if adj := g.adjacent(); float64(n)/float64(1+adj) < pol.MinRun {
			privatise(p, prof, note(fmt.Sprintf("%d iterations share an element they increment with the one before, "+
				"so the colours' runs of consecutive iterations average at most %.1f, fewer than %g",
				adj, float64(n)/float64(1+adj), pol.MinRun)))
			return p, nil
		}
	}

	c := colourGraph(g, &pol)
	k := c.used()
	p.Stats.Colours, p.Stats.GreedyColours = k, c.greedy
	p.Stats.Conflicts, p.Stats.Steps = c.conflicts, c.steps
	switch {
	case pol.MaxColours > 0 && k > pol.MaxColours:
		privatise(p, prof, fmt.Sprintf("%d colours, more than %d", k, pol.MaxColours))
		return p, nil
	case pol.MinColourSize > 0 && n/k < pol.MinColourSize:
		privatise(p, prof, fmt.Sprintf("%d colours of %d iterations on average, fewer than %d",
			k, n/k, pol.MinColourSize))
		return p, nil
	}
	p.Strategy = Coloured
	p.Order, p.ColourStart = groupBy(c.colour, c.sizes)
	p.Stats.MinColourSize, p.Stats.MaxColourSize = sizeRange(p.ColourStart)
	p.Reason = note(fmt.Sprintf("iterations share elements they increment (up to %d on one)", prof.LowerBound))
	return p, nil
}

// unorderedRun estimates the average run of consecutive iterations in the
// colours of an unordered loop (Policy rule 6a): with k >= L balanced
// colours scattered at random, about (k-1)/k of the iterations that share
// an element start a new run. There are at least c of those, the
// increments of shared elements over the most elements one iteration
// increments.
func unorderedRun(l *loop, prof *Profile) float64 {
	width := 0
	for _, s := range l.streams {
		if s.kind == Increment {
			width += s.arity
		}
	}
	c := (prof.sharedRefs + width - 1) / max(width, 1)
	lb := float64(max(prof.LowerBound, 2))
	return float64(l.n) / (1 + float64(c)*(lb-1)/lb)
}

// privatise makes p a Privatised plan of the targets that iterations share.
func privatise(p *Plan, prof *Profile, why string) {
	p.Strategy = Privatised
	p.Privatise = prof.SharedTargets
	p.Reason = why
	p.Order, p.ColourStart = nil, nil
}

// minReuse is the least number of index-map references per distinct
// element within partitions for a TwoLevel plan: below it partitions bring
// no locality (the index maps jump about, as in an unordered mesh) and
// would conflict with nearly every other partition.
const minReuse = 1.5

// twoLevel tries to make p a TwoLevel plan (Policy rule 5) of the
// partitions bounds, which reuse data. It returns false and the reason
// when the plan would not be kept.
func twoLevel(p *Plan, g *hgraph, bounds []int32, pol *Policy) (bool, string) {
	pg := g.partitionGraph(bounds)
	np := len(bounds) - 1
	// The most partitions sharing one element bounds the partition colours
	// from below: reject plans that cannot be kept before colouring.
	pg.lb = max(pg.lb, 1)
	switch {
	case pol.MaxColours > 0 && pg.lb > pol.MaxColours:
		return false, fmt.Sprintf("two-level: an element is shared by %d partitions, more than %d colours",
			pg.lb, pol.MaxColours)
	case np < pol.MinPartitionsPerColour*pg.lb:
		return false, fmt.Sprintf("two-level: %d partitions, an element shared by %d of them, fewer than %d per colour",
			np, pg.lb, pol.MinPartitionsPerColour)
	}
	c := colourGraph(pg, pol)
	k := c.used()
	switch {
	case pol.MaxColours > 0 && k > pol.MaxColours:
		return false, fmt.Sprintf("two-level: %d partition colours, more than %d", k, pol.MaxColours)
	case np < pol.MinPartitionsPerColour*k:
		return false, fmt.Sprintf("two-level: %d partitions in %d colours, fewer than %d per colour",
			np, k, pol.MinPartitionsPerColour)
	}
	p.Strategy = TwoLevel
	p.PartStart = bounds
	p.PartOrder, p.PartColourStart = groupBy(c.colour, c.sizes)
	p.Stats.Colours, p.Stats.GreedyColours = len(p.PartColourStart)-1, c.greedy
	p.Stats.Conflicts, p.Stats.Steps = c.conflicts, c.steps
	p.Stats.Partitions, p.Stats.PartitionLowerBound = np, pg.lb
	p.Stats.MinColourSize, p.Stats.MaxColourSize = sizeRange(p.PartColourStart)
	if pol.ThreadColours {
		p.ThreadColour, p.PartThreadColours = threadColours(g, bounds)
		for _, k := range p.PartThreadColours {
			p.Stats.MaxThreadColours = max(p.Stats.MaxThreadColours, int(k))
		}
	}
	p.Reason = fmt.Sprintf("partitions of at most %d bytes of indirect data share elements they increment",
		pol.PartitionBytes)
	return true, ""
}

// groupBy lists the items colour by colour, ascending within a colour (a
// counting sort), and drops empty colours.
func groupBy(col []int32, sizes []int) (order, start []int32) {
	renum := make([]int32, len(sizes))
	start = make([]int32, 1, len(sizes)+1)
	for c, s := range sizes {
		renum[c] = int32(len(start) - 1)
		if s > 0 {
			start = append(start, start[len(start)-1]+int32(s))
		}
	}
	next := make([]int32, len(start)-1)
	copy(next, start)
	order = make([]int32, len(col))
	for i, c := range col {
		k := renum[c]
		order[next[k]] = int32(i)
		next[k]++
	}
	return order, start
}

// sizeRange returns the smallest and largest group of a start array.
func sizeRange(start []int32) (lo, hi int) {
	for c := 0; c+1 < len(start); c++ {
		s := int(start[c+1] - start[c])
		if c == 0 || s < lo {
			lo = s
		}
		hi = max(hi, s)
	}
	return lo, hi
}
