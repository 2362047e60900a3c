package inspector

// Benchmarks: inspection of ~10^6-edge meshes, colours against the greedy
// baseline and the lower bound, and execution of an edge loop with the
// plans, before and after renumbering (docs/irregular.md records the
// numbers).

import (
	"fmt"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time the process has used. The benchmark
// machines are shared, so wall time per operation also counts other
// processes; CPU time per operation does not (it does count the garbage
// collector's background work).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loopCPU runs body b.N times (b.Loop) and reports CPU ms per operation.
func loopCPU(b *testing.B, body func()) {
	c0 := cpuTime()
	for b.Loop() {
		body()
	}
	b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// The benchmark grid has 577×577 squares: 334084 vertices, 999941 edges,
// 665858 cells.
const benchGrid = 577

var benchMeshes = map[bool]*mesh{}

func benchMesh(shuffled bool) *mesh {
	if m, ok := benchMeshes[shuffled]; ok {
		return m
	}
	m := gridMesh(benchGrid, benchGrid, shuffled, 1)
	benchMeshes[shuffled] = m
	return m
}

type benchLoop struct {
	name string
	n    int
	acc  []Access
}

func benchLoops(m *mesh) []benchLoop {
	return []benchLoop{{"edges", m.ne, m.edgeLoop()}, {"faces", m.ne, m.faceLoop()}, {"cells", m.nc, m.cellLoop()}}
}

func reportPlan(b *testing.B, p *Plan) {
	b.ReportMetric(float64(p.Stats.Time.Microseconds())/1000, "ms/inspect")
	if p.Strategy == Coloured || p.Strategy == TwoLevel {
		b.ReportMetric(float64(p.Stats.Colours), "colours")
		b.ReportMetric(float64(p.Stats.GreedyColours), "greedy")
	}
	b.ReportMetric(float64(p.Stats.LowerBound), "lowerbound")
	if p.Strategy == TwoLevel {
		b.ReportMetric(float64(p.Stats.Partitions), "partitions")
	}
}

// BenchmarkInspect measures Inspect on the three mesh loops, numbered
// naturally and shuffled, under four policies: plain first-fit (PyOP2),
// colouring with the default resolution effort, and the CPU and GPU
// defaults.
func BenchmarkInspect(b *testing.B) {
	policies := []struct {
		name string
		pol  Policy
	}{
		{"greedy", Policy{Greedy: true}},
		{"coloured", Policy{}},
		{"cpu", DefaultPolicy(CPU)},
		{"gpu", DefaultPolicy(GPU)},
	}
	for _, shuffled := range []bool{false, true} {
		for _, lp := range benchLoops(benchMesh(shuffled)) {
			for _, pc := range policies {
				b.Run(fmt.Sprintf("%s/shuffled=%v/%s", lp.name, shuffled, pc.name), func(b *testing.B) {
					var p *Plan
					loopCPU(b, func() {
						var err error
						if p, err = Inspect(lp.n, lp.acc, pc.pol); err != nil {
							b.Fatal(err)
						}
					})
					reportPlan(b, p)
				})
			}
		}
	}
}

// BenchmarkResolve shows what conflict resolution reaches on the shuffled
// meshes with more effort than the default, as a one-time preprocessing
// would spend (run with -benchtime=1x).
func BenchmarkResolve(b *testing.B) {
	for _, lp := range benchLoops(benchMesh(true)) {
		for _, effort := range []float64{0.5, 5} {
			b.Run(fmt.Sprintf("%s/effort=%g", lp.name, effort), func(b *testing.B) {
				var p *Plan
				loopCPU(b, func() {
					var err error
					if p, err = Inspect(lp.n, lp.acc, Policy{Effort: effort}); err != nil {
						b.Fatal(err)
					}
				})
				reportPlan(b, p)
				b.ReportMetric(float64(p.Stats.Steps), "steps")
			})
		}
	}
}

// BenchmarkInspectRandom measures the inspector on 10^6 iterations with
// random maps (no locality at all) and on a permutation.
func BenchmarkInspectRandom(b *testing.B) {
	const n = 1 << 20
	for _, tc := range []struct {
		name string
		acc  []Access
	}{
		{"permutation", []Access{incr(0, n, permutation(n, 1))}},
		{"random-2of1M", []Access{incr(0, n, randomMap(n, 1, n, 1), randomMap(n, 1, n, 2))}},
		{"random-3of64K", []Access{{Target: 0, Kind: Increment, Len: 1 << 16,
			Maps: []IndexMap{{Values: randomMap(n, 3, 1<<16, 3), Arity: 3}}}}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var p *Plan
			loopCPU(b, func() {
				var err error
				if p, err = Inspect(n, tc.acc, DefaultPolicy(CPU)); err != nil {
					b.Fatal(err)
				}
			})
			reportPlan(b, p)
			b.Logf("%v", p)
		})
	}
}

// renumbered applies [edge colouring] Algorithm 5 to an edge-like loop over
// pairs (left, right) into nelem elements coloured by p: it returns the
// new maps, the element numbering, the iteration order, and the plan of
// the reordered loop.
func renumbered(p *Plan, left, right []int64, nelem int) (l, r []int64, newID, order []int32, q *Plan) {
	lm, rm := IndexMap{Values: left, Arity: 1}, IndexMap{Values: right, Arity: 1}
	newID, err := ElementNumbering(p, int64(nelem), lm, rm)
	if err != nil {
		panic(err)
	}
	if order, err = IterationOrder(p, lm, newID); err != nil {
		panic(err)
	}
	if q, err = p.Reordered(order); err != nil {
		panic(err)
	}
	return relabel(permuteRows(left, 1, order), newID), relabel(permuteRows(right, 1, order), newID),
		newID, order, q
}

// BenchmarkEdgeLoop runs one execution of a loop over 10^6 edges
// (mesh.edgeLoop on vertices, or mesh.faceLoop on cells) with float64 data:
// sequentially, and in parallel with coloured, two-level and privatised
// plans, on the natural numbering, the shuffled one, and the shuffled one
// renumbered by Algorithm 5. ns/edge is per edge per execution.
func BenchmarkEdgeLoop(b *testing.B) {
	type variant struct {
		name       string
		left, rght []int64
		nelem      int
		coloured   *Plan
	}
	var variants []variant
	for _, kind := range []string{"edges", "faces"} {
		for _, shuffled := range []bool{false, true} {
			m := benchMesh(shuffled)
			l, r, nelem, acc := m.left, m.right, m.nv, m.edgeLoop()
			if kind == "faces" {
				l, r, nelem, acc = m.fl, m.fr, m.nc+m.nghost, m.faceLoop()
			}
			p, err := Inspect(m.ne, acc, Policy{})
			if err != nil {
				b.Fatal(err)
			}
			name := kind + "/natural"
			if shuffled {
				name = kind + "/shuffled"
			}
			variants = append(variants, variant{name, l, r, nelem, p})
			if shuffled {
				l2, r2, _, _, q := renumbered(p, l, r, nelem)
				variants = append(variants, variant{kind + "/renumbered", l2, r2, nelem, q})
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 1))
	for _, v := range variants {
		d := &edgeRun[float64]{left: v.left, right: v.rght, x: make([]float64, v.nelem), w: make([]float64, len(v.left))}
		for i := range d.x {
			d.x[i] = rng.Float64()
		}
		for i := range d.w {
			d.w[i] = rng.Float64()
		}
		res := make([]float64, v.nelem)
		acc := (&mesh{left: v.left, right: v.rght, nv: v.nelem, ne: len(v.left)}).edgeLoop()
		cpu, err := Inspect(len(v.left), acc, DefaultPolicy(CPU))
		if err != nil {
			b.Fatal(err)
		}
		plans := []struct {
			name string
			p    *Plan
		}{
			{"sequential", &Plan{Strategy: Sequential, Iterations: len(v.left)}},
			{"coloured", v.coloured},
			{"cpu-default", cpu},
			{"privatised", &Plan{Strategy: Privatised, Iterations: len(v.left)}},
		}
		for _, pl := range plans {
			b.Run(v.name+"/"+pl.name, func(b *testing.B) {
				for b.Loop() {
					d.run(pl.p, res, 0)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(v.left)), "ns/edge")
				b.ReportMetric(100*unitStride(pl.p, v.left, v.rght), "unit-stride%")
				if pl.p.Strategy != Sequential && pl.p.Strategy != Privatised {
					b.ReportMetric(float64(pl.p.Colours()), "colours")
				}
				b.Logf("%v", pl.p)
			})
		}
	}
}

// BenchmarkRenumber measures Algorithm 5 (element numbering and iteration
// order) on the shuffled faces.
func BenchmarkRenumber(b *testing.B) {
	m := benchMesh(true)
	p, err := Inspect(m.ne, m.faceLoop(), Policy{})
	if err != nil {
		b.Fatal(err)
	}
	lm := IndexMap{Values: m.fl, Arity: 1}
	rm := IndexMap{Values: m.fr, Arity: 1}
	loopCPU(b, func() {
		newID, err := ElementNumbering(p, int64(m.nc+m.nghost), lm, rm)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := IterationOrder(p, lm, newID); err != nil {
			b.Fatal(err)
		}
	})
}

// unitStride returns the share of accesses, through left and right, that
// go to the element after the one the previous iteration of the same
// colour (or of the loop) accessed: what a GPU coalesces, and what
// Algorithm 5 makes 100% for the first colour.
func unitStride(p *Plan, left, right []int64) float64 {
	var groups [][]int32
	switch p.Strategy {
	case Coloured:
		for c := 0; c < p.Colours(); c++ {
			groups = append(groups, p.Colour(c))
		}
	default:
		groups = [][]int32{iota32(len(left))}
	}
	unit, all := 0, 0
	for _, g := range groups {
		for k := 1; k < len(g); k++ {
			a, b := g[k-1], g[k]
			if left[b] == left[a]+1 {
				unit++
			}
			if right[b] == right[a]+1 {
				unit++
			}
			all += 2
		}
	}
	return float64(unit) / float64(max(all, 1))
}

// BenchmarkClassify measures the first pass alone (range checks and
// classification), which decides Sequential, Independent and heavy
// Privatised loops without colouring.
func BenchmarkClassify(b *testing.B) {
	for _, shuffled := range []bool{false, true} {
		for _, lp := range benchLoops(benchMesh(shuffled)) {
			b.Run(fmt.Sprintf("%s/shuffled=%v", lp.name, shuffled), func(b *testing.B) {
				loopCPU(b, func() {
					if _, err := Classify(lp.n, lp.acc); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}
