package inspector

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// testPolicy colours everything it can: no minimum sizes, no
// privatisation unless told.
var testPolicy = Policy{Effort: 2, Seed: 1}

// inspect runs Inspect and Verify and fails the test on any error.
func inspect(t *testing.T, n int, acc []Access, pol Policy) *Plan {
	t.Helper()
	p, err := Inspect(n, acc, pol)
	if err != nil {
		t.Fatalf("Inspect: %v", err)
	}
	if err := Verify(p, acc); err != nil {
		t.Fatalf("Verify(%v): %v", p, err)
	}
	return p
}

func incr(target int, length int, maps ...[]int64) Access {
	a := Access{Target: target, Name: "res", Kind: Increment, Op: Sum, Len: int64(length)}
	for _, m := range maps {
		a.Maps = append(a.Maps, IndexMap{Values: m, Arity: 1})
	}
	return a
}

func TestStrategies(t *testing.T) {
	const n = 2000
	perm := permutation(n, 7)
	sl, sr := star(n)
	mesh := gridMesh(20, 30, false, 0)
	shuffled := gridMesh(20, 30, true, 3)
	collide := make([]int64, n)
	for i := range collide {
		collide[i] = int64(i / 2) // pairs of iterations hit one element
	}
	heavyPol := testPolicy
	heavyPol.HeavyShare = 0.01
	for _, tc := range []struct {
		name   string
		n      int
		acc    []Access
		pol    Policy
		want   Strategy
		reason string // substring of Plan.Reason
	}{
		{"permutation increment", n, []Access{incr(0, n, perm)}, testPolicy, Independent, ""},
		{"permutation write", n, []Access{{Target: 0, Kind: Write, Len: n,
			Maps: []IndexMap{{Values: perm, Arity: 1}}}}, testPolicy, Independent, ""},
		{"read only", n, []Access{{Target: 0, Kind: Read, Len: n,
			Maps: []IndexMap{{Values: collide, Arity: 1}}}}, testPolicy, Independent, ""},
		{"direct increment", n, []Access{{Target: 0, Kind: Increment, Len: n, Direct: &Direct{Stride: 1}}},
			testPolicy, Independent, ""},
		{"colliding increments", n, []Access{incr(0, n, collide)}, testPolicy, Coloured, ""},
		{"structured edges", mesh.ne, mesh.edgeLoop(), testPolicy, Coloured, ""},
		{"structured faces", mesh.ne, mesh.faceLoop(), testPolicy, Coloured, ""},
		{"structured cells", mesh.nc, mesh.cellLoop(), testPolicy, Coloured, ""},
		{"shuffled edges", shuffled.ne, shuffled.edgeLoop(), testPolicy, Coloured, ""},
		{"shuffled faces", shuffled.ne, shuffled.faceLoop(), testPolicy, Coloured, ""},
		{"shuffled cells", shuffled.nc, shuffled.cellLoop(), testPolicy, Coloured, ""},
		{"star privatised", n, []Access{incr(0, n+1, sl, sr)}, heavyPol, Privatised, "incremented by 2000"},
		{"star coloured", n, []Access{incr(0, n+1, sl, sr)}, testPolicy, Coloured, ""},
		{"star too many colours", n, []Access{incr(0, n+1, sl, sr)}, Policy{MaxColours: 64},
			Privatised, "more than 64"},
		{"scalar reduction", n, []Access{{Target: 0, Kind: Increment, Op: Max, Len: 1, Direct: &Direct{}}},
			heavyPol, Privatised, ""},
		{"star write", n, []Access{{Target: 0, Name: "res", Kind: Write, Len: n + 1,
			Maps: []IndexMap{{Values: sl, Arity: 1}}}}, heavyPol, Sequential,
			"res[0] is touched by iteration 0 (write) and iteration 1 (write)"},
		{"colliding writes", n, []Access{{Target: 0, Name: "a", Kind: Write, Len: n,
			Maps: []IndexMap{{Values: collide, Arity: 1}}}}, testPolicy, Sequential, "a[0]"},
		{"write then increment", n, []Access{
			{Target: 0, Name: "res", Kind: Write, Len: n, Direct: &Direct{Stride: 1}},
			incr(0, n, collide)}, testPolicy, Sequential, "(write)"},
		{"read of incremented", n, []Access{
			{Target: 0, Name: "res", Kind: Read, Len: n, Maps: []IndexMap{{Values: perm, Arity: 1}}},
			incr(0, n, collide)}, testPolicy, Sequential, "increment (sum)"},
		{"mixed operators", n, []Access{incr(0, n, collide),
			{Target: 0, Name: "res", Kind: Increment, Op: Product, Len: n, Direct: &Direct{Stride: 1}}},
			testPolicy, Sequential, "increment (product)"},
		{"increment and read in one iteration", n, []Access{
			{Target: 0, Name: "res", Kind: Read, Len: n, Maps: []IndexMap{{Values: perm, Arity: 1}}},
			incr(0, n, perm)}, testPolicy, Independent, ""},
		{"self loop", 3, []Access{incr(0, 3, []int64{0, 1, 2}, []int64{0, 1, 2})}, testPolicy, Independent, ""},
		{"small loop", 100, []Access{incr(0, n, collide)}, Policy{MinIterations: 4096}, Sequential, "fewer than 4096"},
		{"no iterations", 0, []Access{incr(0, n, nil)}, testPolicy, Independent, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := inspect(t, tc.n, tc.acc, tc.pol)
			if p.Strategy != tc.want {
				t.Fatalf("got %v, want %v", p, tc.want)
			}
			if !strings.Contains(p.Reason, tc.reason) {
				t.Errorf("reason %q, want it to contain %q", p.Reason, tc.reason)
			}
			if p.Strategy == Coloured {
				s := p.Stats
				if s.Colours < s.LowerBound || s.Colours > s.GreedyColours || s.Colours != p.Colours() {
					t.Errorf("colours %d, lower bound %d, greedy %d, want lb <= colours <= greedy",
						s.Colours, s.LowerBound, s.GreedyColours)
				}
			}
			t.Log(p)
		})
	}
}

// TestMeshColours checks the colour counts on small meshes: greedy is
// optimal on naturally numbered grids, and conflict resolution reaches
// the lower bound on shuffled faces, as [edge colouring] reports for triangles.
func TestMeshColours(t *testing.T) {
	pol := Policy{Effort: 50, Seed: 1}
	m := gridMesh(40, 40, false, 0)
	s := gridMesh(40, 40, true, 5)
	for _, tc := range []struct {
		name          string
		n             int
		acc           []Access
		lb, colours   int
		greedyAtLeast int
	}{
		{"structured edges", m.ne, m.edgeLoop(), 6, 6, 6},
		{"structured faces", m.ne, m.faceLoop(), 3, 3, 3},
		{"shuffled faces", s.ne, s.faceLoop(), 3, 3, 4},
		{"shuffled edges", s.ne, s.edgeLoop(), 6, 7, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := inspect(t, tc.n, tc.acc, pol)
			st := p.Stats
			if st.LowerBound != tc.lb || st.Colours > tc.colours || st.GreedyColours < tc.greedyAtLeast {
				t.Errorf("got %v; want lower bound %d, at most %d colours, greedy at least %d",
					p, tc.lb, tc.colours, tc.greedyAtLeast)
			}
			if st.MaxColourSize-st.MinColourSize > st.MaxColourSize/10 {
				t.Errorf("colours unbalanced: sizes %d..%d", st.MinColourSize, st.MaxColourSize)
			}
		})
	}
}

func TestTwoLevel(t *testing.T) {
	m := gridMesh(60, 60, false, 0)
	for _, tc := range []struct {
		name string
		n    int
		acc  []Access
		pol  Policy
	}{
		{"cpu edges", m.ne, m.edgeLoop(), Policy{PartitionBytes: 2 << 10, MinPartitionsPerColour: 2}},
		{"gpu edges", m.ne, m.edgeLoop(), Policy{Target: GPU, PartitionBytes: 4 << 10, MaxPartition: 256,
			ThreadColours: true}},
		{"gpu cells", m.nc, m.cellLoop(), Policy{Target: GPU, PartitionBytes: 4 << 10, ThreadColours: true}},
		{"gpu faces", m.ne, m.faceLoop(), Policy{Target: GPU, PartitionBytes: 1 << 10, ThreadColours: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := inspect(t, tc.n, tc.acc, tc.pol)
			if p.Strategy != TwoLevel {
				t.Fatalf("got %v, want a two-level plan", p)
			}
			if tc.pol.ThreadColours != (p.ThreadColour != nil) {
				t.Errorf("thread colours: got %v, want %v", p.ThreadColour != nil, tc.pol.ThreadColours)
			}
			for q := 0; q < p.Partitions(); q++ {
				lo, hi := p.Partition(q)
				if tc.pol.MaxPartition > 0 && hi-lo > tc.pol.MaxPartition {
					t.Fatalf("partition %d has %d iterations, more than %d", q, hi-lo, tc.pol.MaxPartition)
				}
			}
			t.Log(p)
		})
	}
	// An unordered mesh gives partitions without reuse: coloured instead.
	s := gridMesh(60, 60, true, 1)
	p := inspect(t, s.ne, s.edgeLoop(), Policy{PartitionBytes: 2 << 10})
	if p.Strategy != Coloured || !strings.Contains(p.Reason, "two-level: partitions reuse") {
		t.Errorf("shuffled mesh: got %v, want a coloured plan after a rejected two-level one", p)
	}
}

// TestExecute runs plans of every kind in parallel and compares the
// results with program order; integer sums make the comparison exact, and
// under -race a wrong plan shows as a race.
func TestExecute(t *testing.T) {
	m := gridMesh(30, 40, true, 9)
	d := &edgeRun[int64]{left: m.left, right: m.right, x: make([]int64, m.nv), w: make([]int64, m.ne)}
	for v := range d.x {
		d.x[v] = int64(v*v%101) - 50
	}
	for e := range d.w {
		d.w[e] = int64(e%7) + 1
	}
	want := make([]int64, m.nv)
	d.sequential(want)
	ordered := gridMesh(30, 40, false, 0)
	od := &edgeRun[int64]{left: ordered.left, right: ordered.right, x: make([]int64, ordered.nv), w: d.w}
	copy(od.x, d.x)
	owant := make([]int64, ordered.nv)
	od.sequential(owant)
	for _, tc := range []struct {
		name string
		d    *edgeRun[int64]
		want []int64
		pol  Policy
		kind Strategy
	}{
		{"coloured", d, want, testPolicy, Coloured},
		{"greedy", d, want, Policy{Greedy: true}, Coloured},
		{"privatised", d, want, Policy{MaxColours: 2}, Privatised},
		{"two-level", od, owant, Policy{PartitionBytes: 1 << 10}, TwoLevel},
		{"two-level threads", od, owant, Policy{Target: GPU, PartitionBytes: 1 << 10, ThreadColours: true}, TwoLevel},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := inspect(t, len(tc.d.left), mesh2loop(tc.d), tc.pol)
			if p.Strategy != tc.kind {
				t.Fatalf("got %v, want %v", p, tc.kind)
			}
			got := make([]int64, len(tc.want))
			tc.d.run(p, got, 4)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("parallel run differs from program order")
			}
		})
	}
}

// mesh2loop gives the accesses of an edge run.
func mesh2loop[T number](d *edgeRun[T]) []Access {
	m := &mesh{left: d.left, right: d.right, nv: len(d.x), ne: len(d.left)}
	return m.edgeLoop()
}

func TestIndexErrors(t *testing.T) {
	bad := []int64{0, 1, 5, 2}
	neg := []int64{0, -1, 2, 3}
	for _, tc := range []struct {
		name string
		acc  Access
		want string // substring of the error; "" for none
	}{
		{"past the end", incr(0, 5, bad), "res (access 0), iteration 2, map 0 slot 0: index 5 out of range [0, 5)"},
		{"negative", incr(0, 5, neg), "index -1 out of range [0, 5)"},
		{"negative wraps", func() Access { a := incr(0, 5, neg); a.Wrap = true; return a }(), ""},
		{"wrap too negative", func() Access { a := incr(0, 2, neg); a.Wrap = true; return a }(),
			"index 2 out of range [-2, 2)"},
		{"direct past the end", Access{Name: "a", Kind: Read, Len: 4, Direct: &Direct{Offset: 1, Stride: 1}},
			"a (access 0), iteration 3, direct index: index 4 out of range [0, 4)"},
		{"direct wraps", Access{Kind: Write, Len: 4, Direct: &Direct{Offset: -1, Stride: 1}, Wrap: true}, ""},
		{"direct overflows", Access{Kind: Write, Len: 4, Direct: &Direct{Offset: 1, Stride: 1 << 62}}, "overflows"},
		{"arity", Access{Kind: Read, Len: 4, Maps: []IndexMap{{Values: bad}}}, "arity 0, want 1"},
		{"short map", Access{Kind: Read, Len: 4, Maps: []IndexMap{{Values: bad[:3], Arity: 1}}}, "3 values"},
		{"length", Access{Kind: Read, Len: -1}, "length -1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Inspect(4, []Access{tc.acc}, testPolicy)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
	_, err := Inspect(4, []Access{incr(0, 5, bad)}, testPolicy)
	var ie *IndexError
	if !errors.As(err, &ie) || ie.Iteration != 2 || ie.Index != 5 {
		t.Errorf("got %#v, want an *IndexError for iteration 2, index 5", err)
	}
	_, err = Inspect(4, []Access{incr(0, 5, bad[:4]), incr(0, 6, neg)}, testPolicy)
	if err == nil || !strings.Contains(err.Error(), "another access gives 5") {
		t.Errorf("mismatched lengths: got %v", err)
	}
}

// TestWrapConflict checks that wrapped indices meet their positive twins.
func TestWrapConflict(t *testing.T) {
	a := Access{Target: 0, Name: "a", Kind: Write, Len: 4, Wrap: true,
		Maps: []IndexMap{{Values: []int64{3, -1}, Arity: 1}}}
	p := inspect(t, 2, []Access{a}, testPolicy)
	if p.Strategy != Sequential || !strings.Contains(p.Reason, "a[3]") {
		t.Errorf("got %v, want sequential on a[3]", p)
	}
}

func TestClassify(t *testing.T) {
	m := gridMesh(10, 10, false, 0)
	prof, err := Classify(m.ne, m.edgeLoop())
	if err != nil {
		t.Fatal(err)
	}
	if prof.LowerBound != 6 || prof.Ordered != nil || !slices.Equal(prof.SharedTargets, []int{2}) ||
		prof.SharedElements != m.nv {
		t.Errorf("got %+v, want lower bound 6, no ordered conflict, target 2 shared on %d elements", prof, m.nv)
	}
	prof, err = Classify(2, []Access{{Target: 0, Name: "a", Kind: Write, Len: 1,
		Maps: []IndexMap{{Values: []int64{0, 0}, Arity: 1}}}})
	if err != nil || prof.Ordered == nil || prof.Ordered.Earlier != 0 || prof.Ordered.Later != 1 {
		t.Errorf("got %+v, %v; want an ordered conflict between iterations 0 and 1", prof, err)
	}
}

func TestReordered(t *testing.T) {
	m := gridMesh(12, 9, true, 4)
	acc := m.edgeLoop()
	p := inspect(t, m.ne, acc, testPolicy)
	order := permutation(m.ne, 3)
	o32 := make([]int32, len(order))
	for k, v := range order {
		o32[k] = int32(v)
	}
	q, err := p.Reordered(o32)
	if err != nil {
		t.Fatal(err)
	}
	pm := &mesh{nv: m.nv, ne: m.ne, left: permuteRows(m.left, 1, o32), right: permuteRows(m.right, 1, o32)}
	if err := Verify(q, pm.edgeLoop()); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Reordered(o32[1:]); err == nil {
		t.Error("short order accepted")
	}
	o32[0] = o32[1]
	if _, err := p.Reordered(o32); err == nil {
		t.Error("non-permutation accepted")
	}
}

// permuteRows returns the rows of an index map in a new order: row k of
// the result is row order[k] of vals.
func permuteRows(vals []int64, arity int, order []int32) []int64 {
	out := make([]int64, len(order)*arity)
	for k, i := range order {
		copy(out[k*arity:(k+1)*arity], vals[int(i)*arity:(int(i)+1)*arity])
	}
	return out
}

// relabel returns vals with every index x replaced by newID[x].
func relabel(vals []int64, newID []int32) []int64 {
	out := make([]int64, len(vals))
	for k, x := range vals {
		out[k] = int64(newID[x])
	}
	return out
}

func TestStrings(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Read.String(), "read"}, {Kind(9).String(), "Kind(9)"},
		{Sum.String(), "sum"}, {Op(12).String(), "Op(12)"},
		{CPU.String(), "cpu"}, {Target(5).String(), "Target(5)"},
		{TwoLevel.String(), "two-level"}, {Strategy(9).String(), "Strategy(9)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// TestMinRun checks Policy rule 6: the CPU default privatises an unordered
// mesh without colouring it (its colours' runs would be short), keeps
// two-level plans for ordered meshes, and the GPU default, whose MinRun is
// 0, still colours.
func TestMinRun(t *testing.T) {
	cpu, gpu := DefaultPolicy(CPU), DefaultPolicy(GPU)
	if cpu.MinRun != 64 || gpu.MinRun != 0 {
		t.Fatalf("MinRun: cpu %g, gpu %g; want 64 and 0", cpu.MinRun, gpu.MinRun)
	}
	for _, shuffled := range []bool{false, true} {
		m := gridMesh(200, 200, shuffled, 5)
		for _, lp := range []struct {
			name string
			n    int
			acc  []Access
			lb   int
		}{{"edges", m.ne, m.edgeLoop(), 6}, {"faces", m.ne, m.faceLoop(), 3}, {"cells", m.nc, m.cellLoop(), 6}} {
			p := inspect(t, lp.n, lp.acc, cpu)
			switch {
			case shuffled && (p.Strategy != Privatised || !strings.Contains(p.Reason, "unordered")):
				t.Errorf("shuffled %s: got %v, want privatised before colouring", lp.name, p)
			case shuffled && (p.Stats.Colours != 0 || p.Stats.GreedyColours != 0 || p.Stats.LowerBound != lp.lb):
				t.Errorf("shuffled %s: stats %+v, want no colours and lower bound %d", lp.name, p.Stats, lp.lb)
			case !shuffled && p.Strategy != TwoLevel:
				t.Errorf("natural %s: got %v, want two-level", lp.name, p)
			}
			if q := inspect(t, lp.n, lp.acc, gpu); q.Strategy != Coloured || q.Stats.Colours == 0 {
				t.Errorf("gpu, shuffled %v, %s: got %v, want coloured", shuffled, lp.name, q)
			}
			noRun := cpu
			noRun.MinRun = 0
			if q := inspect(t, lp.n, lp.acc, noRun); shuffled && q.Strategy != Coloured {
				t.Errorf("shuffled %s without MinRun: got %v, want coloured", lp.name, q)
			}
		}
	}
	// An ordered mesh without two-level plans: consecutive edges share
	// vertices, so no colouring has long runs (rule 6b).
	m := gridMesh(60, 60, false, 0)
	flat := cpu
	flat.PartitionBytes = 0
	if p := inspect(t, m.ne, m.edgeLoop(), flat); p.Strategy != Privatised ||
		!strings.Contains(p.Reason, "with the one before") || p.Stats.Colours != 0 {
		t.Errorf("natural edges, no two-level plans: got %v, want privatised by the bound on runs", p)
	}
	// Few collisions on an unordered map: colours keep long runs, and the
	// estimate of rule 6a says so.
	const n = 20000
	left := make([]int64, n)
	for e := range left {
		left[e] = int64(e*7919) % n
	}
	left[0] = left[n/2]
	if p := inspect(t, n, []Access{incr(0, n, left)}, cpu); p.Strategy != Coloured {
		t.Errorf("sparse collisions: got %v, want coloured", p)
	}
}
