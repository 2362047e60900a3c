package gridcalc

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// tiny is a device small enough that odd extents exercise every rule:
// 4 threads per block, at most 2 blocks along each axis.
var tiny = Limits{MaxThreadsPerBlock: 4, MaxBlock: [3]int{4, 4, 4}, MaxGrid: [3]int{2, 2, 2}, WarpSize: 2}

func TestCompute(t *testing.T) {
	loop := func(name string, extent int64) Loop { return Loop{Name: name, Extent: extent} }
	contig := func(name string, extent int64) Loop { return Loop{Name: name, Extent: extent, Contiguous: true} }
	coalesce := Options{Coalesce: true}
	def := DefaultLimits()

	tests := []struct {
		name     string
		loops    []Loop
		lim      Limits
		opt      Options
		want     string
		halvings int
	}{
		// §4.4: gemm's 1k×1k domain converges to grid (32,32), block (32,32)
		// in log2(2²⁰/2¹⁰) = 10 halvings. Equal extents keep nest order.
		{"paper gemm", []Loop{loop("i", 1024), contig("j", 1024)}, def, Options{},
			"grid (32,32,1) block (32,32,1) x=i y=j", 10},
		// §6: the contiguous loop on x, the swap that made gemm 13× faster.
		{"paper gemm coalesced", []Loop{loop("i", 1024), contig("j", 1024)}, def, coalesce,
			"grid (32,32,1) block (32,32,1) x=j y=i", 10},
		{"fits as is", []Loop{loop("i", 16), loop("j", 8)}, def, Options{},
			"grid (1,1,1) block (16,8,1) x=i y=j", 0},
		{"sorted by extent", []Loop{loop("i", 8), loop("j", 16), loop("k", 4)}, def, Options{},
			"grid (1,1,1) block (16,8,4) x=j y=i z=k", 0},
		// 1e6 halves to 977 with padding; the grid pads to cover it.
		{"one loop", []Loop{loop("i", 1000000)}, def, Options{},
			"grid (1024,1,1) block (977,1,1) x=i", 10},
		// x: 7→4 (over MaxBlock.x), y: 5→3 (over MaxBlock.y), then the
		// largest while over 4 threads: x 4→2, z 3→2 (tie with y goes to z),
		// y 3→2, z 2→1. The grid (4,3,3) clamps to (2,2,2).
		{"tiny odd sizes", []Loop{loop("i", 5), loop("j", 7), loop("k", 3)}, tiny, Options{},
			"grid (2,2,2) block (2,2,1) x=j y=i z=k", 6},
		{"tiny one loop", []Loop{loop("i", 9)}, tiny, Options{},
			"grid (2,1,1) block (3,1,1) x=i", 2},
		{"more than three loops", []Loop{loop("a", 2), loop("b", 9), loop("c", 4), loop("d", 9), loop("e", 1)}, def, Options{},
			"grid (1,1,1) block (9,9,4) x=b y=d z=c serial=[a e]", 0},
		{"coalesce moves a small loop onto x", []Loop{loop("a", 100), loop("b", 50), loop("c", 70), contig("d", 3)}, def, coalesce,
			"grid (1,8,4) block (3,13,18) x=d y=a z=c serial=[b]", 5},
		{"coalesce off ignores contiguity", []Loop{loop("a", 100), loop("b", 50), loop("c", 70), contig("d", 3)}, def, Options{},
			"grid (8,8,8) block (13,9,7) x=a y=c z=b serial=[d]", 9},
		{"coalesce takes the innermost contiguous loop", []Loop{contig("i", 64), contig("j", 32), loop("k", 128)}, def, coalesce,
			"grid (2,16,8) block (16,8,8) x=j y=k z=i", 8},
		{"coalesce skips a contiguous loop of extent 1", []Loop{loop("i", 64), contig("j", 1)}, def, coalesce,
			"grid (1,1,1) block (64,1,1) x=i y=j", 0},
		{"coalesce without a contiguous loop", []Loop{loop("i", 64), loop("j", 128)}, def, coalesce,
			"grid (4,2,1) block (32,32,1) x=j y=i", 3},
		{"extent one", []Loop{loop("i", 1)}, def, Options{},
			"grid (1,1,1) block (1,1,1) x=i", 0},
		{"no parallel loop", nil, def, Options{},
			"grid (1,1,1) block (1,1,1)", 0},
		{"zero extent", []Loop{loop("i", 10), loop("j", 0), loop("k", 3), loop("l", 2)}, def, Options{},
			"empty (not launched) x=i y=k z=l serial=[j]", 0},
		{"unnamed loops", []Loop{{Extent: 3}, {Extent: 2}, {Extent: 1}, {Extent: 1}}, def, Options{},
			"grid (1,1,1) block (3,2,1) x=#0 y=#1 z=#2 serial=[#3]", 0},
		// The grid is clamped at 2³¹−1 blocks; threads stride over the rest.
		{"huge extent", []Loop{loop("i", 1<<62)}, def, Options{},
			"grid (2147483647,1,1) block (1024,1,1) x=i", 52},
		// Three extents whose product overflows int64.
		{"huge product", []Loop{loop("i", 1<<40), loop("j", 1<<40), loop("k", 1<<40)}, def, Options{},
			"grid (2147483647,65535,65535) block (16,8,8) x=i y=j z=k", 110},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Compute(tt.loops, tt.lim, tt.opt)
			if err != nil {
				t.Fatalf("Compute(%v) failed: %v", tt.loops, err)
			}
			if got := g.String(); got != tt.want || g.Halvings != tt.halvings {
				t.Errorf("Compute(%v, %+v)\n got %s (%d halvings)\nwant %s (%d halvings)",
					tt.loops, tt.opt, got, g.Halvings, tt.want, tt.halvings)
			}
			checkInvariants(t, tt.loops, tt.lim, g)
		})
	}
}

func TestAxes(t *testing.T) {
	g, err := Compute([]Loop{{Name: "i", Extent: 5}, {Name: "j", Extent: 7}, {Name: "k", Extent: 3}}, tiny, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Axis{
		{LoopRef{Index: 1, Name: "j", Extent: 7}, 2, 2},
		{LoopRef{Index: 0, Name: "i", Extent: 5}, 2, 2},
		{LoopRef{Index: 2, Name: "k", Extent: 3}, 1, 2},
	}
	if fmt.Sprint(g.Axes) != fmt.Sprint(want) {
		t.Fatalf("axes\n got %v\nwant %v", g.Axes, want)
	}
	for _, ax := range g.Axes {
		if want := ax.Threads() < ax.Extent; !ax.Strided() || !want {
			t.Errorf("axis %s: %d threads for %d iterations, Strided() = %v, want true", ax.Name, ax.Threads(), ax.Extent, ax.Strided())
		}
	}
	for loop, want := range []int{1, 0, 2} {
		if got := g.AxisOf(loop); got != want {
			t.Errorf("AxisOf(%d) = %d, want %d", loop, got, want)
		}
	}
	if g.Threads() != 4 {
		t.Errorf("Threads() = %d, want 4", g.Threads())
	}
}

func TestEmpty(t *testing.T) {
	g, err := Compute([]Loop{{Name: "i", Extent: 0}}, DefaultLimits(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Empty || g.Block != [3]int{} || g.Grid != [3]int{} || g.Threads() != 0 {
		t.Errorf("Compute(extent 0) = %+v, want Empty with zero block and grid", g)
	}
}

func TestErrors(t *testing.T) {
	def := DefaultLimits()
	bad := func(f func(*Limits)) Limits { l := def; f(&l); return l }
	tests := []struct {
		name  string
		loops []Loop
		lim   Limits
		want  string
	}{
		{"negative extent", []Loop{{Name: "i", Extent: 3}, {Name: "j", Extent: -1}}, def, "gridcalc: loop j: negative extent -1"},
		{"no threads", nil, bad(func(l *Limits) { l.MaxThreadsPerBlock = 0 }), "max threads per block 0, want at least 1"},
		{"no block z", nil, bad(func(l *Limits) { l.MaxBlock[2] = 0 }), "max block z 0, want at least 1"},
		{"no grid y", nil, bad(func(l *Limits) { l.MaxGrid[1] = -5 }), "max grid y -5, want at least 1"},
		{"no warp", nil, bad(func(l *Limits) { l.WarpSize = 0 }), "warp size 0, want at least 1"},
		{"zero limits", nil, Limits{}, "invalid limits"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compute(tt.loops, tt.lim, Options{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Compute(%v, %+v) error = %v, want one containing %q", tt.loops, tt.lim, err, tt.want)
			}
		})
	}
	if _, err := Compute([]Loop{{Extent: -2}}, def, Options{}); !errors.Is(err, ErrNegativeExtent) {
		t.Errorf("error %v does not wrap ErrNegativeExtent", err)
	}
}

// TestCoverage enumerates random small kernels on random small devices and
// checks, by running the mapping a kernel would run, that every iteration
// point is visited exactly once: every block of the grid, every thread of
// the block, each axis loop as a grid-stride loop, each serial loop whole.
func TestCoverage(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for c := range n {
		loops := make([]Loop, rng.Intn(6))
		for i := range loops {
			loops[i] = Loop{Name: fmt.Sprintf("v%d", i), Extent: int64(rng.Intn(7)), Contiguous: rng.Intn(3) == 0}
			if rng.Intn(8) > 0 && loops[i].Extent == 0 {
				loops[i].Extent = 1 // keep most cases non-empty
			}
		}
		lim := Limits{MaxThreadsPerBlock: 1 + rng.Intn(8), WarpSize: 1 + rng.Intn(4)}
		for a := range 3 {
			lim.MaxBlock[a] = 1 + rng.Intn(5)
			lim.MaxGrid[a] = 1 + rng.Intn(3)
		}
		opt := Options{Coalesce: rng.Intn(2) == 0}
		g, err := Compute(loops, lim, opt)
		if err != nil {
			t.Fatalf("case %d: Compute(%v, %+v, %+v) failed: %v", c, loops, lim, opt, err)
		}
		checkInvariants(t, loops, lim, g)
		if msg := checkCoverage(loops, g); msg != "" {
			t.Fatalf("case %d: Compute(%v, %+v, %+v) = %v: %s", c, loops, lim, opt, g, msg)
		}
	}
}

// checkInvariants checks what every geometry must satisfy.
func checkInvariants(t *testing.T, loops []Loop, lim Limits, g Geometry) {
	t.Helper()
	seen := make([]int, len(loops))
	for _, ax := range g.Axes {
		seen[ax.Index]++
	}
	for _, s := range g.Serial {
		seen[s.Index]++
		if g.AxisOf(s.Index) != -1 {
			t.Fatalf("%v: serial loop %d has an axis", g, s.Index)
		}
	}
	for i, n := range seen {
		if n != 1 {
			t.Fatalf("%v: loop %d placed %d times, want once", g, i, n)
		}
	}
	if len(g.Axes) != min(len(loops), 3) {
		t.Fatalf("%v: %d axes for %d loops", g, len(g.Axes), len(loops))
	}
	for i := 1; i < len(g.Serial); i++ {
		if g.Serial[i-1].Index >= g.Serial[i].Index {
			t.Fatalf("%v: serial loops not in nest order", g)
		}
	}
	empty := false
	for _, l := range loops {
		empty = empty || l.Extent == 0
	}
	if g.Empty != empty {
		t.Fatalf("%v: Empty = %v, want %v", g, g.Empty, empty)
	}
	if g.Empty {
		return
	}
	if g.Threads() > lim.MaxThreadsPerBlock {
		t.Fatalf("%v: %d threads per block, limit %d", g, g.Threads(), lim.MaxThreadsPerBlock)
	}
	for a := range 3 {
		if g.Block[a] < 1 || g.Block[a] > lim.MaxBlock[a] || g.Grid[a] < 1 || g.Grid[a] > lim.MaxGrid[a] {
			t.Fatalf("%v: axis %d outside limits %+v", g, a, lim)
		}
		if a >= len(g.Axes) {
			if g.Block[a] != 1 || g.Grid[a] != 1 {
				t.Fatalf("%v: unused axis %d not 1", g, a)
			}
			continue
		}
		ax := g.Axes[a]
		if ax.Block != g.Block[a] || ax.Grid != g.Grid[a] {
			t.Fatalf("%v: Axes[%d] disagrees with Block/Grid", g, a)
		}
		// The grid covers the axis in one pass where the limit allows, and
		// no block is wholly idle.
		if want := min((ax.Extent+int64(ax.Block)-1)/int64(ax.Block), int64(lim.MaxGrid[a])); int64(ax.Grid) != want {
			t.Fatalf("%v: axis %d grid %d, want min(ceil(%d/%d), %d) = %d", g, a, ax.Grid, ax.Extent, ax.Block, lim.MaxGrid[a], want)
		}
	}
}

// checkCoverage runs the thread mapping of g over loops and returns a
// message describing the first iteration point visited other than once.
func checkCoverage(loops []Loop, g Geometry) string {
	total := int64(1)
	for _, l := range loops {
		total *= l.Extent
	}
	if g.Empty {
		if total != 0 {
			return "empty geometry for a non-empty domain"
		}
		return ""
	}
	visits := make([]int, total)
	point := make([]int64, len(loops))
	var serial func(s int)
	serial = func(s int) {
		if s == len(g.Serial) {
			lin := int64(0)
			for i, l := range loops {
				lin = lin*l.Extent + point[i]
			}
			visits[lin]++
			return
		}
		for v := int64(0); v < g.Serial[s].Extent; v++ {
			point[g.Serial[s].Index] = v
			serial(s + 1)
		}
	}
	var blockIdx, threadIdx [3]int
	var axis func(a int)
	axis = func(a int) {
		if a == len(g.Axes) {
			serial(0)
			return
		}
		ax := g.Axes[a]
		for v := int64(blockIdx[a])*int64(g.Block[a]) + int64(threadIdx[a]); v < ax.Extent; v += int64(g.Grid[a]) * int64(g.Block[a]) {
			point[ax.Index] = v
			axis(a + 1)
		}
	}
	for blockIdx[2] = 0; blockIdx[2] < g.Grid[2]; blockIdx[2]++ {
		for blockIdx[1] = 0; blockIdx[1] < g.Grid[1]; blockIdx[1]++ {
			for blockIdx[0] = 0; blockIdx[0] < g.Grid[0]; blockIdx[0]++ {
				for threadIdx[2] = 0; threadIdx[2] < g.Block[2]; threadIdx[2]++ {
					for threadIdx[1] = 0; threadIdx[1] < g.Block[1]; threadIdx[1]++ {
						for threadIdx[0] = 0; threadIdx[0] < g.Block[0]; threadIdx[0]++ {
							axis(0)
						}
					}
				}
			}
		}
	}
	for lin, n := range visits {
		if n != 1 {
			return fmt.Sprintf("point %d (row-major over the loops) visited %d times", lin, n)
		}
	}
	return ""
}

// TestConvergence checks the paper's bound on square power-of-two domains:
// log2(∏D/B) halvings exactly.
func TestConvergence(t *testing.T) {
	lim := DefaultLimits()
	for _, n := range []int{1, 2, 3} {
		for e := 1; e <= 16; e++ {
			loops := make([]Loop, n)
			for i := range loops {
				loops[i] = Loop{Extent: 1 << e}
			}
			g, err := Compute(loops, lim, Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := max(0, n*e-10) // log2(2^(n·e) / 2^10)
			if g.Halvings < want {
				t.Errorf("%d loops of 2^%d: %d halvings, fewer than log2(∏D/B) = %d", n, e, g.Halvings, want)
			}
			// The per-axis limit z ≤ 64 can cost extra halvings in 3D.
			if n < 3 && g.Halvings != want {
				t.Errorf("%d loops of 2^%d: %d halvings, want %d", n, e, g.Halvings, want)
			}
		}
	}
	if d := DefaultLimits(); d.MaxGrid[0] != math.MaxInt32 || d.MaxThreadsPerBlock != 1024 || d.MaxBlock != [3]int{1024, 1024, 64} || d.MaxGrid[1] != 65535 || d.WarpSize != 32 {
		t.Errorf("DefaultLimits() = %+v", d)
	}
}

func ExampleCompute() {
	// gemm's parallel loops i and j over a 1024×1024 domain (§4.4); j walks
	// the contiguous dimension of C[i][j].
	loops := []Loop{{Name: "i", Extent: 1024}, {Name: "j", Extent: 1024, Contiguous: true}}
	g, _ := Compute(loops, DefaultLimits(), Options{})
	fmt.Println(g)
	g, _ = Compute(loops, DefaultLimits(), Options{Coalesce: true})
	fmt.Println(g)
	// Output:
	// grid (32,32,1) block (32,32,1) x=i y=j
	// grid (32,32,1) block (32,32,1) x=j y=i
}
