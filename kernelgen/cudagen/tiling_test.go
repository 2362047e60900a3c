package cudagen_test

// Tests of shared-memory tiling: which kernels are tiled and which operands
// staged; tiled kernels run in the lockstep harness (threads as fibers,
// barriers, shared memory checked) under launches that take the tiled
// path and launches that do not, bit for bit against the Go executor; and
// kernels with a barrier removed or made conditional, which the harness
// must reject.

import (
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// tiledModule returns the module of a script's first nest, run with args.
func tiledModule(t *testing.T, script string, args ...string) *kernel.Module {
	t.Helper()
	mods, _ := benchmarkModules(t, script, args...)
	if len(mods) != 1 {
		t.Fatalf("%s: %d modules, want 1", script, len(mods))
	}
	return mods[0]
}

func TestPlanTiling(t *testing.T) {
	type operand struct {
		array, dim string
		reuse      int
	}
	cases := []struct {
		script string
		args   []string
		loop   string
		want   []operand // nil: not tiled
	}{
		{"../../benchmarks/gemm.py", []string{"16"}, "k", []operand{{"a", "i", 16}, {"b", "j", 16}}},
		{"testdata/tiling/gemm_rect.py", []string{"37", "53", "29"}, "k", []operand{{"a", "i", 16}, {"b", "j", 16}}},
		{"../../benchmarks/syr2k.py", []string{"16"}, "k",
			[]operand{{"a", "j", 16}, {"b", "i", 16}, {"b", "j", 16}, {"a", "i", 16}}},
		// No loop re-reads a tile: an element per thread.
		{"../../benchmarks/vadd.py", []string{"16"}, "", nil},
		// A stencil's subscripts are i + k: no tile of this kind.
		{"../../benchmarks/conv2d.py", []string{"16"}, "", nil},
	}
	for _, c := range cases {
		m := tiledModule(t, c.script, c.args...)
		for _, k := range m.Kernels {
			plan := tiling.Kernel(k, contiguousFirst(k))
			if c.want == nil {
				if plan != nil {
					t.Errorf("%s: kernel %s tiled, want untiled", c.script, k.Name)
				}
				continue
			}
			if plan == nil {
				t.Fatalf("%s: kernel %s not tiled", c.script, k.Name)
			}
			if plan.Loop.Var.Name != c.loop {
				t.Errorf("%s: tiled loop %s, want %s", c.script, plan.Loop.Var.Name, c.loop)
			}
			var got []operand
			for _, op := range plan.Operands {
				got = append(got, operand{op.Array.Name, k.Dims[op.Dim].Var.Name, op.Reuse})
			}
			if len(got) != len(c.want) {
				t.Fatalf("%s: operands %v, want %v", c.script, got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("%s: operands %v, want %v", c.script, got, c.want)
					break
				}
			}
			// Only one Dim on a thread axis (a triangular Dim the
			// runtime keeps in the thread): no tile.
			axes := contiguousFirst(k)
			axes[1] = kernel.AxisNone
			if tiling.Kernel(k, axes) != nil {
				t.Errorf("%s: tiled with one Dim on a thread axis", c.script)
			}
		}
	}
}

// tiledGeometries are launches of the tiling tests: full 16 × 16 blocks
// (the tiled path, with partial tiles at the edges), blocks of 16 × 16
// that cover the arrays only by passes over a small grid, odd blocks in
// reverse order, and blocks the tiles do not fit (the untiled path).
var tiledGeometries = []geometry{
	{[3]int64{4, 3, 1}, [3]int64{16, 16, 1}, "forward"},
	{[3]int64{1, 2, 1}, [3]int64{16, 16, 1}, "reverse"},
	{[3]int64{2, 3, 1}, [3]int64{5, 3, 1}, "reverse"},
	{[3]int64{3, 2, 1}, [3]int64{1, 7, 1}, "forward"},
	{[3]int64{2, 1, 1}, [3]int64{32, 2, 1}, "forward"},
	{[3]int64{2, 2, 2}, [3]int64{4, 3, 2}, "forward"},
}

// TestTiledLockstep runs tiled gemm (37 × 53 × 29 and square) and syr2k
// (a triangular Dim) in the lockstep harness and checks every launch's
// arrays bit for bit against the Go executor's run of the kernel IR.
func TestTiledLockstep(t *testing.T) {
	gxx(t)
	cases := []struct {
		script string
		args   []string
	}{
		{"testdata/tiling/gemm_rect.py", []string{"37", "53", "29"}},
		{"testdata/tiling/gemm_rect.py", []string{"16", "16", "16"}},
		{"../../benchmarks/gemm.py", []string{"33"}},
		{"../../benchmarks/syr2k.py", []string{"37"}},
	}
	for _, c := range cases {
		name := strings.TrimSuffix(c.script[strings.LastIndex(c.script, "/")+1:], ".py") + "_" + strings.Join(c.args, "x")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			mods, from := benchmarkModules(t, c.script, c.args...)
			m := mods[0]
			axes := axesMap(m, contiguousFirst)
			text, err := cudagen.Emit(m, axes)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, "__syncthreads();") {
				t.Fatalf("%s: not tiled", m.Name)
			}
			h := buildHarness(t, m, text)
			w := newWorld(t, m, withTemps(t, m, from[0]), 7)
			goStatus, want := runGo(t, w)
			if goStatus != kernel.OK {
				t.Fatalf("Go executor: %s", goStatus)
			}
			for _, geo := range tiledGeometries {
				status, got := runCUDA(t, h, w, func(*kernel.Kernel) geometry { return geo })
				if status != kernel.OK {
					t.Errorf("grid %v block %v: status %s", geo.grid, geo.block, status)
					continue
				}
				if err := sameWorlds(got, want, false); err != nil {
					t.Errorf("grid %v block %v %s differs from the Go executor: %v", geo.grid, geo.block, geo.order, err)
				}
			}
		})
	}
}

// TestTilingBrokenBarriers breaks the barriers of tiled gemm and checks
// that the harness rejects each broken kernel with the fault it has.
func TestTilingBrokenBarriers(t *testing.T) {
	gxx(t)
	mods, from := benchmarkModules(t, "testdata/tiling/gemm_rect.py", "37", "53", "29")
	m := mods[0]
	text, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
	if err != nil {
		t.Fatal(err)
	}
	const staged = "// The tiles are complete before any thread reads them.\n"
	const restage = "// No thread restages the tiles while another still reads them.\n"
	cases := []struct {
		name, old, new, fault string
	}{
		// Threads read tiles other threads have not written yet
		// (threads run in order: thread 0 reads first).
		{"no barrier after staging", staged, staged + "//", "reads shared memory no thread of its block wrote"},
		// Thread 0 restages the next tile before thread 1 has read the
		// current one, which thread 1 then reads.
		{"no barrier before restaging", restage, restage + "//", "reads shared memory written by thread 0"},
		// Idle threads skip the barrier and wait at the next one.
		{"barrier under a condition", staged + strings.Repeat(" ", 20) + "__syncthreads();",
			staged + strings.Repeat(" ", 20) + "if (j_active) __syncthreads();", "wait at different barriers"},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			if strings.Count(text, c.old) != 1 {
				t.Fatalf("%q occurs %d times in the tiled kernel", c.old, strings.Count(text, c.old))
			}
			h := buildHarness(t, m, strings.Replace(text, c.old, c.new, 1))
			w := newWorld(t, m, withTemps(t, m, from[0]), 7)
			fault := faultOf(t, h, w, geometry{[3]int64{2, 2, 1}, [3]int64{16, 16, 1}, "forward"})
			if !strings.Contains(fault, c.fault) {
				t.Errorf("fault %q, want one saying %q", fault, c.fault)
			}
		})
	}
	// The kernel as emitted passes under the same launch.
	h := buildHarness(t, m, text)
	w := newWorld(t, m, withTemps(t, m, from[0]), 7)
	if status, _ := runCUDA(t, h, w, func(*kernel.Kernel) geometry {
		return geometry{[3]int64{2, 2, 1}, [3]int64{16, 16, 1}, "forward"}
	}); status != kernel.OK {
		t.Errorf("intact kernel: status %s", status)
	}
}

// faultOf runs w's first launch in h and returns the fault the harness
// answers (failing the test if it answers a status instead).
func faultOf(t *testing.T, h *harness, w *world, geo geometry) string {
	t.Helper()
	s := h.start(t)
	slots := make([]string, len(w.args))
	for i, a := range w.m.Arrays {
		s.array(a.Elem.ItemSize(), w.arrays[i])
	}
	for i, v := range w.args {
		slots[i] = strconv.FormatInt(v, 10)
	}
	for i, a := range w.m.Arrays {
		slots[a.Data.Slot] = "@" + strconv.Itoa(i)
	}
	s.args(slots)
	k := w.m.Kernels[0]
	s.send("out %d", max(kernel.OutSlots(k, 0), 0))
	s.send("launch %s %d %d %d %d %d %d %s", k.Name, geo.grid[0], geo.grid[1], geo.grid[2],
		geo.block[0], geo.block[1], geo.block[2], geo.order)
	line, err := s.out.ReadString('\n')
	if err != nil {
		t.Fatalf("harness: %v", err)
	}
	if !strings.HasPrefix(line, "fault ") {
		t.Fatalf("harness answered %q, want a fault", line)
	}
	return strings.TrimSpace(strings.TrimPrefix(line, "fault "))
}
