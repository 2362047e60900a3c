package inspector

// This file checks a plan against the loop it was made for, independently
// of how Inspect built it: tests run it on every plan, and a caller may run
// it behind a debug flag.

import (
	"fmt"
	"math/bits"
)

// Kind bits of Verify's per-element summaries: one bit per operator.
const (
	vRead  uint16 = 1
	vWrite uint16 = 2
	vInc0  uint16 = 4 // vInc0 << op
)

// Verify checks that plan p is a correct plan for the loop of
// p.Iterations iterations with accesses acc:
//
//   - every iteration appears exactly once: in Order (Coloured), in the
//     partitions, which tile the iterations (TwoLevel), and every
//     partition in PartOrder; colours list their members ascending;
//   - unless p is Sequential, no two iterations touch one element in a way
//     whose outcome depends on their order (the only shared elements are
//     read, or incremented with one operator, by all their iterations);
//   - no two iterations of one colour (Coloured), no two partitions of one
//     partition colour and no two iterations of one thread colour within a
//     partition (TwoLevel), and no two iterations at all (Independent)
//     touch a common element that the loop writes or increments;
//   - a Privatised plan lists every target with a shared element.
//
// It returns nil or an error naming the first violation found.
func Verify(p *Plan, acc []Access) error {
	l, err := checkAccesses(p.Iterations, acc)
	if err != nil {
		return err
	}
	if err := l.checkIndices(); err != nil {
		return err
	}
	if err := verifyShape(p); err != nil {
		return err
	}
	if p.Strategy == Sequential {
		return nil
	}
	v := newVerifier(l)
	if err := v.summarise(); err != nil {
		return err
	}
	switch p.Strategy {
	case Independent:
		return v.groups([][]int32{iota32(p.Iterations)})
	case Coloured:
		var gs [][]int32
		for c := 0; c < p.Colours(); c++ {
			gs = append(gs, p.Colour(c))
		}
		return v.groups(gs)
	case TwoLevel:
		return v.twoLevel(p)
	case Privatised:
		listed := map[int]bool{}
		for _, t := range p.Privatise {
			listed[t] = true
		}
		for t, sh := range v.shared {
			if sh && !listed[l.targets[t].id] {
				return fmt.Errorf("inspector: privatised plan does not list %s, whose elements iterations share",
					l.targets[t].name)
			}
		}
		return nil
	}
	return fmt.Errorf("inspector: unknown strategy %v", p.Strategy)
}

// verifyShape checks that the plan's arrays list every iteration once.
func verifyShape(p *Plan) error {
	n := p.Iterations
	switch p.Strategy {
	case Sequential, Independent, Privatised:
		return nil
	case Coloured:
		if err := checkGroups("colour", p.Order, p.ColourStart, n); err != nil {
			return err
		}
	case TwoLevel:
		ps := p.PartStart
		if n == 0 {
			if len(ps) > 1 {
				return fmt.Errorf("inspector: %d partitions of no iterations", len(ps)-1)
			}
			return nil
		}
		if len(ps) < 2 || ps[0] != 0 || ps[len(ps)-1] != int32(n) {
			return fmt.Errorf("inspector: partitions do not tile iterations 0..%d", n-1)
		}
		for q := 0; q+1 < len(ps); q++ {
			if ps[q] >= ps[q+1] {
				return fmt.Errorf("inspector: partition %d is empty or reversed", q)
			}
		}
		if err := checkGroups("partition colour", p.PartOrder, p.PartColourStart, len(ps)-1); err != nil {
			return err
		}
		if p.ThreadColour != nil {
			if len(p.ThreadColour) != n || len(p.PartThreadColours) != len(ps)-1 {
				return fmt.Errorf("inspector: thread colours for %d iterations and %d partitions, want %d and %d",
					len(p.ThreadColour), len(p.PartThreadColours), n, len(ps)-1)
			}
			for q := 0; q+1 < len(ps); q++ {
				for i := ps[q]; i < ps[q+1]; i++ {
					if c := p.ThreadColour[i]; c < 0 || c >= p.PartThreadColours[q] {
						return fmt.Errorf("inspector: iteration %d has thread colour %d of %d", i, c, p.PartThreadColours[q])
					}
				}
			}
		}
	default:
		return fmt.Errorf("inspector: unknown strategy %v", p.Strategy)
	}
	return nil
}

// checkGroups checks that order lists 0..n-1 once each, in groups given by
// start, ascending within a group.
func checkGroups(what string, order, start []int32, n int) error {
	if len(order) != n || len(start) == 0 || start[0] != 0 || start[len(start)-1] != int32(n) {
		return fmt.Errorf("inspector: %s lists have %d entries, want %d", what, len(order), n)
	}
	seen := make([]bool, n)
	for c := 0; c+1 < len(start); c++ {
		if start[c] > start[c+1] {
			return fmt.Errorf("inspector: %s %d has negative size", what, c)
		}
		for k := start[c]; k < start[c+1]; k++ {
			i := order[k]
			if i < 0 || int(i) >= n || seen[i] {
				return fmt.Errorf("inspector: %s %d lists %d, out of range or twice", what, c, i)
			}
			seen[i] = true
			if k > start[c] && order[k-1] >= i {
				return fmt.Errorf("inspector: %s %d is not ascending at %d", what, c, i)
			}
		}
	}
	return nil
}

// A verifier holds the per-element summaries of a loop's written targets.
type verifier struct {
	l      *loop
	ws     []stream   // streams into written targets
	sum    [][]uint16 // per target and element: the kinds of all accesses
	cnt    [][]int32  // distinct iterations touching the element
	shared []bool     // per target: an element shared by increments
	stamp  [][]int32  // scratch for groups
	owner  [][]int32
}

func newVerifier(l *loop) *verifier {
	v := &verifier{l: l, sum: make([][]uint16, len(l.targets)), cnt: make([][]int32, len(l.targets)),
		shared: make([]bool, len(l.targets)), stamp: make([][]int32, len(l.targets)),
		owner: make([][]int32, len(l.targets))}
	for _, s := range l.streams {
		if l.targets[s.target].written {
			v.ws = append(v.ws, s)
		}
	}
	for t, ti := range l.targets {
		if ti.written {
			v.sum[t] = make([]uint16, ti.len)
			v.cnt[t] = make([]int32, ti.len)
			v.stamp[t] = make([]int32, ti.len)
			v.owner[t] = make([]int32, ti.len)
		}
	}
	return v
}

// each calls f for every element of a written target that iteration i
// touches, with its kind bits.
func (v *verifier) each(i int, f func(t int, x int64, kb uint16)) {
	for si := range v.ws {
		s := &v.ws[si]
		kb := vRead
		switch s.kind {
		case Write:
			kb = vWrite
		case Increment:
			kb = vInc0 << s.op
		}
		for k := 0; k < s.arity; k++ {
			x, _ := s.elem(i, k)
			f(s.target, x, kb)
		}
	}
}

// summarise records, per element, the distinct iterations and the union of
// kinds, and rejects elements two iterations share in a way whose outcome
// depends on their order: any union other than reads alone or increments
// with one operator alone.
func (v *verifier) summarise() error {
	last := make([][]int32, len(v.l.targets))
	for t := range last {
		if v.sum[t] != nil {
			last[t] = make([]int32, len(v.sum[t]))
		}
	}
	for i := 0; i < v.l.n; i++ {
		v.each(i, func(t int, x int64, kb uint16) {
			v.sum[t][x] |= kb
			if last[t][x] != int32(i+1) {
				last[t][x] = int32(i + 1)
				v.cnt[t][x]++
			}
		})
	}
	for t, sum := range v.sum {
		for x, u := range sum {
			if v.cnt[t][x] < 2 || u == vRead {
				continue
			}
			if u&(vRead|vWrite) == 0 && bits.OnesCount16(u) == 1 {
				v.shared[t] = true
				continue
			}
			return fmt.Errorf("inspector: %s[%d] is touched by %d iterations whose order matters, but the plan reorders them",
				v.l.targets[t].name, x, v.cnt[t][x])
		}
	}
	return nil
}

// groups checks that within each group no two iterations touch a common
// written element.
func (v *verifier) groups(gs [][]int32) error {
	for g, members := range gs {
		for _, i := range members {
			if err := v.claim(int32(g), i, int(i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// claim marks the written elements of iteration i as taken by item within
// group g, and fails if another item of g took one.
func (v *verifier) claim(g, item int32, i int) error {
	var err error
	v.each(i, func(t int, x int64, kb uint16) {
		if err != nil || v.sum[t][x]&^vRead == 0 {
			return
		}
		if v.stamp[t][x] == g+1 && v.owner[t][x] != item {
			err = fmt.Errorf("inspector: %s[%d] is touched by items %d and %d of group %d",
				v.l.targets[t].name, x, v.owner[t][x], item, g)
			return
		}
		v.stamp[t][x] = g + 1
		v.owner[t][x] = item
	})
	return err
}

// twoLevel checks the partition colours and the thread colours.
func (v *verifier) twoLevel(p *Plan) error {
	g := int32(0)
	for c := 0; c < p.Colours(); c++ {
		for _, q := range p.PartitionColour(c) {
			lo, hi := p.Partition(int(q))
			for i := lo; i < hi; i++ {
				if err := v.claim(g, q, i); err != nil {
					return fmt.Errorf("%w (partition colour %d)", err, c)
				}
			}
		}
		g++
	}
	if p.ThreadColour == nil {
		return nil
	}
	for q := 0; q < p.Partitions(); q++ {
		lo, hi := p.Partition(q)
		for c := int32(0); c < p.PartThreadColours[q]; c++ {
			for i := lo; i < hi; i++ {
				if p.ThreadColour[i] != c {
					continue
				}
				if err := v.claim(g, int32(i), i); err != nil {
					return fmt.Errorf("%w (partition %d, thread colour %d)", err, q, c)
				}
			}
			g++
		}
	}
	return nil
}

func iota32(n int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = int32(i)
	}
	return s
}
