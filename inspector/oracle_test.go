package inspector

// This file checks the inspector and Verify against brute force: on small
// random loops every pair of iterations is compared directly.

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// A touch is one element access of one iteration.
type touch struct {
	target int
	x      int64
	kind   Kind
	op     Op
}

// touches lists what every iteration accesses, indices normalised.
func touches(n int, acc []Access) [][]touch {
	out := make([][]touch, n)
	for i := 0; i < n; i++ {
		for _, a := range acc {
			op := a.Op
			if a.Kind != Increment {
				op = 0
			}
			add := func(x int64) {
				if x < 0 {
					x += a.Len
				}
				out[i] = append(out[i], touch{a.Target, x, a.Kind, op})
			}
			for _, m := range a.Maps {
				for k := 0; k < m.Arity; k++ {
					add(m.Values[i*m.Arity+k])
				}
			}
			if a.Direct != nil {
				add(a.Direct.Offset + a.Direct.Stride*int64(i))
			}
		}
	}
	return out
}

// commute reports whether two accesses of distinct iterations to one
// element may run in either order.
func commute(a, b touch) bool {
	return a.kind == Read && b.kind == Read ||
		a.kind == Increment && b.kind == Increment && a.op == b.op
}

// oracle compares every pair of iterations: ordered reports a pair whose
// order matters, lb the most iterations incrementing one element, and
// conflict(i, j) whether iterations i and j touch a common element that
// some access writes or increments.
func oracle(n int, acc []Access) (ordered bool, lb int, conflict func(i, j int) bool) {
	ts := touches(n, acc)
	written := map[[2]int64]bool{}
	incs := map[[2]int64]map[int]bool{}
	for i, row := range ts {
		for _, t := range row {
			key := [2]int64{int64(t.target), t.x}
			if t.kind != Read {
				written[key] = true
			}
			if t.kind == Increment {
				if incs[key] == nil {
					incs[key] = map[int]bool{}
				}
				incs[key][i] = true
			}
		}
	}
	for _, its := range incs {
		lb = max(lb, len(its))
	}
	if lb == 0 && len(written) > 0 {
		lb = 1
	}
	conflict = func(i, j int) bool {
		for _, a := range ts[i] {
			for _, b := range ts[j] {
				if a.target == b.target && a.x == b.x && written[[2]int64{int64(a.target), a.x}] {
					return true
				}
			}
		}
		return false
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			for _, a := range ts[i] {
				for _, b := range ts[j] {
					if a.target == b.target && a.x == b.x && !commute(a, b) {
						ordered = true
					}
				}
			}
		}
	}
	return ordered, lb, conflict
}

// randomLoop makes a loop of n iterations over one or two small targets
// with random kinds, operators, arities, maps and direct parts.
func randomLoop(r *rand.Rand, n int) []Access {
	var acc []Access
	lens := []int64{1 + r.Int64N(40), 1 + r.Int64N(200)}
	for a := 0; a < 1+r.IntN(3); a++ {
		t := r.IntN(2)
		ac := Access{Target: t, Kind: Kind(r.IntN(3)), Op: Op(r.IntN(2)), Len: lens[t], Wrap: r.IntN(4) == 0}
		if r.IntN(2) == 0 {
			ac.Kind = Increment
		}
		for m := 0; m < r.IntN(3); m++ {
			arity := 1 + r.IntN(3)
			vals := make([]int64, n*arity)
			for k := range vals {
				vals[k] = r.Int64N(ac.Len)
				if ac.Wrap && r.IntN(2) == 0 {
					vals[k] -= ac.Len
				}
			}
			ac.Maps = append(ac.Maps, IndexMap{Values: vals, Arity: arity})
		}
		if r.IntN(3) == 0 && n > 0 {
			stride := int64(r.IntN(2))
			ac.Direct = &Direct{Offset: r.Int64N(ac.Len), Stride: stride}
			if ac.Direct.Offset+stride*int64(n-1) >= ac.Len {
				ac.Direct.Offset = 0
				if stride*int64(n-1) >= ac.Len {
					ac.Direct.Stride = 0
				}
			}
		}
		acc = append(acc, ac)
	}
	return acc
}

// checkAgainstOracle inspects a loop with pol and checks the plan against
// brute force.
func checkAgainstOracle(t *testing.T, n int, acc []Access, pol Policy) {
	t.Helper()
	p, err := Inspect(n, acc, pol)
	if err != nil {
		t.Fatalf("Inspect: %v", err)
	}
	if err := Verify(p, acc); err != nil {
		t.Fatalf("Verify(%v): %v", p, err)
	}
	ordered, lb, conflict := oracle(n, acc)
	if ordered != (p.Strategy == Sequential) {
		t.Fatalf("ordered pair %v, but %v", ordered, p)
	}
	if ordered {
		return
	}
	if p.Stats.LowerBound != lb {
		t.Fatalf("lower bound %d, brute force %d", p.Stats.LowerBound, lb)
	}
	if (lb <= 1) != (p.Strategy == Independent) {
		t.Fatalf("lower bound %d, but %v", lb, p)
	}
	// Independent check of the colours, pair by pair.
	group := make([]int, n)
	switch p.Strategy {
	case Coloured:
		for c := 0; c < p.Colours(); c++ {
			for _, i := range p.Colour(c) {
				group[i] = c
			}
		}
		if p.Colours() < lb || p.Colours() > p.Stats.GreedyColours {
			t.Fatalf("%d colours, lower bound %d, greedy %d", p.Colours(), lb, p.Stats.GreedyColours)
		}
	case TwoLevel:
		for c := 0; c < p.Colours(); c++ {
			for _, q := range p.PartitionColour(c) {
				lo, hi := p.Partition(int(q))
				for i := lo; i < hi; i++ {
					group[i] = c
				}
			}
		}
	case Privatised:
		return
	}
	part := func(i int) int {
		for q := 0; q < p.Partitions(); q++ {
			if lo, hi := p.Partition(q); i >= lo && i < hi {
				return q
			}
		}
		return -1
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if group[i] != group[j] || !conflict(i, j) {
				continue
			}
			if p.Strategy != TwoLevel {
				t.Fatalf("iterations %d and %d conflict in colour %d", i, j, group[i])
			}
			if qi, qj := part(i), part(j); qi != qj {
				t.Fatalf("partitions %d and %d conflict in partition colour %d", qi, qj, group[i])
			} else if p.ThreadColour != nil && p.ThreadColour[i] == p.ThreadColour[j] {
				t.Fatalf("iterations %d and %d conflict in thread colour %d of partition %d",
					i, j, p.ThreadColour[i], qi)
			}
		}
	}
}

// oraclePolicies are the policies random loops are inspected with.
var oraclePolicies = []Policy{
	{Effort: 5, Seed: 3},
	{Greedy: true},
	{PartitionBytes: 64, ThreadColours: true},
	{Target: GPU, PartitionBytes: 200, MaxPartition: 7, ThreadColours: true, Effort: 1},
	{HeavyShare: 0.2, MaxColours: 8},
	{PartitionBytes: 64, MinRun: 64},
	{MinRun: 3, Effort: 1},
}

func TestOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for k := 0; k < 400; k++ {
		n := r.IntN(60)
		acc := randomLoop(r, n)
		pol := oraclePolicies[k%len(oraclePolicies)]
		checkAgainstOracle(t, n, acc, pol)
	}
}

// TestVerifyCatches breaks correct plans and expects Verify to notice.
func TestVerifyCatches(t *testing.T) {
	m := gridMesh(8, 8, true, 2)
	acc := m.edgeLoop()
	p := inspect(t, m.ne, acc, testPolicy)
	for _, tc := range []struct {
		name   string
		break_ func(q *Plan)
	}{
		{"merged colours", func(q *Plan) { q.ColourStart = []int32{0, int32(q.Iterations)} }},
		{"duplicate", func(q *Plan) { q.Order[1] = q.Order[0] }},
		{"unsorted", func(q *Plan) { q.Order[0], q.Order[1] = q.Order[1], q.Order[0] }},
		{"missing", func(q *Plan) { q.Order = q.Order[1:] }},
		{"independent", func(q *Plan) { q.Strategy = Independent }},
		{"privatised without targets", func(q *Plan) { q.Strategy = Privatised; q.Privatise = nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := *p
			q.Order = append([]int32(nil), p.Order...)
			q.ColourStart = append([]int32(nil), p.ColourStart...)
			tc.break_(&q)
			if err := Verify(&q, acc); err == nil {
				t.Errorf("Verify accepted a broken plan")
			}
		})
	}
	// A parallel plan for a loop that must stay sequential.
	w := []Access{{Target: 0, Kind: Write, Len: 2, Maps: []IndexMap{{Values: []int64{1, 1}, Arity: 1}}}}
	if err := Verify(&Plan{Strategy: Privatised, Iterations: 2, Privatise: []int{0}}, w); err == nil {
		t.Errorf("Verify accepted reordering colliding writes")
	}
	if err := Verify(&Plan{Strategy: Sequential, Iterations: 2}, w); err != nil {
		t.Errorf("Verify rejected a sequential plan: %v", err)
	}
	// Two-level plans: partitions that do not tile, thread colours out of range.
	g := gridMesh(10, 10, false, 0)
	tl := inspect(t, g.ne, g.edgeLoop(), Policy{PartitionBytes: 256, ThreadColours: true})
	if tl.Strategy != TwoLevel {
		t.Fatalf("got %v, want two-level", tl)
	}
	bad := *tl
	bad.PartStart = append([]int32(nil), tl.PartStart...)
	bad.PartStart[1] = bad.PartStart[2]
	if err := Verify(&bad, g.edgeLoop()); err == nil {
		t.Errorf("Verify accepted an empty partition")
	}
	bad = *tl
	bad.ThreadColour = append([]int32(nil), tl.ThreadColour...)
	bad.ThreadColour[0] = 99
	if err := Verify(&bad, g.edgeLoop()); err == nil {
		t.Errorf("Verify accepted a thread colour out of range")
	}
	bad = *tl
	bad.ThreadColour = make([]int32, tl.Iterations) // all one thread colour
	if err := Verify(&bad, g.edgeLoop()); err == nil {
		t.Errorf("Verify accepted conflicting threads")
	}
	bad = *tl
	bad.PartColourStart = []int32{0, int32(tl.Partitions())} // all one partition colour
	if err := Verify(&bad, g.edgeLoop()); err == nil {
		t.Errorf("Verify accepted conflicting partitions")
	}
}

// FuzzPlan inspects random loops under random policies and checks every
// plan with Verify and against brute force. Out-of-range indices must be
// reported as *IndexError, nothing else may fail.
func FuzzPlan(f *testing.F) {
	for _, s := range []struct {
		seed       uint64
		n          uint16
		pol, wreck uint8
	}{{1, 10, 0, 0}, {2, 50, 1, 0}, {3, 100, 2, 0}, {4, 7, 3, 0}, {5, 64, 4, 0}, {6, 30, 0, 1}, {7, 0, 2, 0}, {8, 200, 3, 2}} {
		f.Add(s.seed, s.n, s.pol, s.wreck)
	}
	f.Fuzz(func(t *testing.T, seed uint64, n16 uint16, polIdx, wreck uint8) {
		r := rand.New(rand.NewPCG(seed, uint64(n16)))
		n := int(n16 % 120)
		acc := randomLoop(r, n)
		pol := oraclePolicies[int(polIdx)%len(oraclePolicies)]
		pol.Seed = seed
		if wreck%4 == 1 && len(acc[0].Maps) > 0 && n > 0 {
			// An index past the end, or before the start.
			a := &acc[0]
			k := r.IntN(len(a.Maps[0].Values))
			a.Maps[0].Values[k] = a.Len + r.Int64N(3)
			if r.IntN(2) == 0 {
				a.Maps[0].Values[k] = -a.Len - 1 - r.Int64N(3)
			}
			_, err := Inspect(n, acc, pol)
			var ie *IndexError
			if !errors.As(err, &ie) {
				t.Fatalf("got %v, want an *IndexError", err)
			}
			return
		}
		checkAgainstOracle(t, n, acc, pol)
	})
}
