package inspector

// This file defines the execution plan that Inspect returns.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A Strategy is the kind of a Plan.
type Strategy uint8

const (
	// Sequential runs the iterations in program order on one thread.
	Sequential Strategy = iota
	// Independent runs all iterations at once in any order: no element
	// that the loop writes or increments is touched by two iterations.
	Independent
	// Coloured runs colour after colour, with a barrier between colours;
	// the iterations of one colour run at once. Iterations of one colour
	// share no element that the loop writes or increments.
	Coloured
	// TwoLevel runs partition colour after partition colour. The
	// partitions of one colour run at once, each on one CPU thread in
	// program order or one GPU block whose threads run thread colour after
	// thread colour.
	TwoLevel
	// Privatised runs all iterations at once in any order; increments of
	// the targets in Plan.Privatise go to per-thread partial arrays that
	// are combined at the end (CPU) or are atomic (GPU). Every element two
	// iterations share is incremented with one operator.
	Privatised
)

var strategyNames = [...]string{Sequential: "sequential", Independent: "independent",
	Coloured: "coloured", TwoLevel: "two-level", Privatised: "privatised"}

func (s Strategy) String() string {
	if int(s) < len(strategyNames) {
		return strategyNames[s]
	}
	return "Strategy(" + strconv.Itoa(int(s)) + ")"
}

// A Plan says how to run a loop's iterations in parallel without races.
// A Plan is immutable once returned: executors and caches share it.
//
// Every plan but Sequential reorders iterations. Increments are then
// reassociated: integer results are exact, floating-point sums may differ
// from program order in the last bits, as with any parallel reduction.
type Plan struct {
	Strategy   Strategy
	Target     Target
	Iterations int
	// Reason says in one line why this strategy was chosen.
	Reason string

	// Coloured: Order lists every iteration once, colour after colour,
	// ascending within a colour; colour c is
	// Order[ColourStart[c]:ColourStart[c+1]]. len(ColourStart) is the
	// number of colours plus one.
	Order       []int32
	ColourStart []int32

	// TwoLevel: partition p is the iterations PartStart[p] to
	// PartStart[p+1]-1; len(PartStart) is the number of partitions plus
	// one and no partition is empty. PartOrder lists every partition once,
	// partition colour after partition colour, ascending within a colour;
	// partition colour c is PartOrder[PartColourStart[c]:PartColourStart[c+1]].
	PartStart       []int32
	PartOrder       []int32
	PartColourStart []int32
	// ThreadColour[i] is iteration i's colour within its partition, below
	// PartThreadColours[p] (PyOP2's thrcol and nthrcol). Both are nil
	// unless Policy.ThreadColours was set.
	ThreadColour      []int32
	PartThreadColours []int32

	// Privatised: the Targets whose increments need private copies or
	// atomics, in order of first appearance.
	Privatise []int

	Stats Stats
}

// Stats describe the inspection behind a plan.
type Stats struct {
	// LowerBound is the largest number of iterations that increment one
	// element: no colouring of the iterations has fewer colours.
	LowerBound int
	// SharedElements counts elements incremented by two or more iterations.
	SharedElements int
	// Colours is the number of colours of a Coloured plan, or of partition
	// colours of a TwoLevel plan. A Privatised plan has the colours that
	// made it one (too many, too small), or 0 when it was decided without
	// colouring (Policy rules 4 and 6): colours unknown. Sequential and
	// Independent plans have 0.
	Colours int
	// GreedyColours is what first-fit colouring in order gives for the
	// same graph: the baseline that conflict resolution improves on; 0
	// when nothing was coloured.
	GreedyColours int
	// Conflicts counts the items that conflict resolution uncoloured, over
	// all the palettes it tried ([edge colouring] Algorithm 2's conflicts); Steps
	// counts its steps (Algorithm 3).
	Conflicts, Steps int
	// MaxColourSize and MinColourSize are the largest and smallest colour
	// (iterations for Coloured, partitions for TwoLevel).
	MaxColourSize, MinColourSize int
	// Partitions, PartitionLowerBound (the most partitions sharing one
	// element) and MaxThreadColours describe a TwoLevel plan.
	Partitions          int
	PartitionLowerBound int
	MaxThreadColours    int
	// Time is the wall time of the inspection.
	Time time.Duration
}

// Colours returns the number of colours of a Coloured plan, the number of
// partition colours of a TwoLevel plan, and 1 for the others.
func (p *Plan) Colours() int {
	switch p.Strategy {
	case Coloured:
		return len(p.ColourStart) - 1
	case TwoLevel:
		return len(p.PartColourStart) - 1
	}
	return 1
}

// Colour returns the iterations of colour c of a Coloured plan, ascending.
func (p *Plan) Colour(c int) []int32 {
	return p.Order[p.ColourStart[c]:p.ColourStart[c+1]]
}

// Partitions returns the number of partitions of a TwoLevel plan.
func (p *Plan) Partitions() int {
	if len(p.PartStart) == 0 {
		return 0
	}
	return len(p.PartStart) - 1
}

// Partition returns the iterations [start, end) of partition q.
func (p *Plan) Partition(q int) (start, end int) {
	return int(p.PartStart[q]), int(p.PartStart[q+1])
}

// PartitionColour returns the partitions of partition colour c, ascending.
func (p *Plan) PartitionColour(c int) []int32 {
	return p.PartOrder[p.PartColourStart[c]:p.PartColourStart[c+1]]
}

// String summarises the plan on one line.
func (p *Plan) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s plan, %d iterations", p.Target, p.Strategy, p.Iterations)
	s := &p.Stats
	switch p.Strategy {
	case Coloured:
		fmt.Fprintf(&b, ", %d colours (greedy %d, lower bound %d), sizes %d..%d",
			p.Colours(), s.GreedyColours, s.LowerBound, s.MinColourSize, s.MaxColourSize)
	case TwoLevel:
		fmt.Fprintf(&b, ", %d partitions in %d colours (greedy %d, lower bound %d)",
			s.Partitions, p.Colours(), s.GreedyColours, s.PartitionLowerBound)
		if p.ThreadColour != nil {
			fmt.Fprintf(&b, ", up to %d thread colours", s.MaxThreadColours)
		}
	case Privatised:
		fmt.Fprintf(&b, ", targets %v", p.Privatise)
	}
	if p.Reason != "" {
		b.WriteString(": ")
		b.WriteString(p.Reason)
	}
	return b.String()
}

// Reordered returns the plan of the same loop after the caller has
// permuted its iterations by order: new iteration k is old iteration
// order[k] (IterationOrder computes such an order). Element renumbering
// does not change a plan; iteration permutation renames its members, and
// for an order from IterationOrder every colour becomes a contiguous range.
// Only plans whose iterations may run in any order within a colour
// (Independent, Coloured, Privatised) can be reordered.
func (p *Plan) Reordered(order []int32) (*Plan, error) {
	if len(order) != p.Iterations {
		return nil, fmt.Errorf("inspector: order has %d entries, plan %d iterations", len(order), p.Iterations)
	}
	pos, err := inverse(order)
	if err != nil {
		return nil, err
	}
	q := *p
	switch p.Strategy {
	case Independent, Privatised:
		return &q, nil
	case Coloured:
		q.Order = make([]int32, len(p.Order))
		for c := 0; c < p.Colours(); c++ {
			lo, hi := p.ColourStart[c], p.ColourStart[c+1]
			dst := q.Order[lo:hi]
			for k, i := range p.Order[lo:hi] {
				dst[k] = pos[i]
			}
			slices.Sort(dst)
		}
		return &q, nil
	}
	return nil, fmt.Errorf("inspector: a %s plan cannot be reordered", p.Strategy)
}

// inverse returns the inverse of a permutation of 0..len(order)-1.
func inverse(order []int32) ([]int32, error) {
	pos := make([]int32, len(order))
	for i := range pos {
		pos[i] = -1
	}
	for k, i := range order {
		if i < 0 || int(i) >= len(order) || pos[i] >= 0 {
			return nil, errors.New("inspector: order is not a permutation of the iterations")
		}
		pos[i] = int32(k)
	}
	return pos, nil
}
