package cudagen_test

// Tests of halo tiles: which stencil kernels stage which arrays; tiled
// stencils run in the lockstep harness (threads as fibers, barriers,
// shared memory checked) under launches that take the tiled path and
// launches that do not, bit for bit against the Go executor; and a stencil
// with a barrier removed or made conditional, which the harness must
// reject.

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

func TestPlanHalo(t *testing.T) {
	type operand struct {
		array string
		dims  [2]string
		span0 int64
		span1 int64
		reuse int
	}
	cases := []struct {
		script string
		args   []string
		want   map[string][]operand // by kernel; a kernel not named is not halo-tiled
	}{
		{"../../benchmarks/jacobi.py", []string{"16"},
			map[string][]operand{"jacobi_l18": {{"a", [2]string{"i", "j"}, 2, 2, 5}}}},
		// kh and kw are parameters: the spans and the reuse are known
		// only at the launch.
		{"../../benchmarks/conv2d.py", []string{"16"},
			map[string][]operand{"conv2d_l17": {{"img", [2]string{"i", "j"}, -1, -1, 0}}}},
		{"../../benchmarks/conway.py", []string{"16"},
			map[string][]operand{"life_l21": {{"board", [2]string{"i", "j"}, 2, 2, 9}}}},
		// a at constant and subtracted-loop offsets, c transposed; wt is
		// read at one offset (no reuse), b is written.
		{"testdata/tiling/stencil_mix.py", []string{"23", "19"},
			map[string][]operand{"mix_l16": {{"a", [2]string{"i", "j"}, -1, -1, 0}, {"c", [2]string{"j", "i"}, 1, 3, 2}}}},
		// gemm's operands are tiled the other way; vadd reads once.
		{"../../benchmarks/gemm.py", []string{"16"}, nil},
		{"../../benchmarks/vadd.py", []string{"16"}, nil},
		// seidel writes the array it reads.
		{"../../benchmarks/seidel_2d.py", []string{"16"}, nil},
	}
	for _, c := range cases {
		m := tiledModule(t, c.script, c.args...)
		for _, k := range m.Kernels {
			plan := tiling.Halo(k, contiguousFirst(k))
			want := c.want[k.Name]
			if want == nil {
				if plan != nil {
					t.Errorf("%s: kernel %s halo-tiled, want not", c.script, k.Name)
				}
				continue
			}
			if plan == nil {
				t.Errorf("%s: kernel %s not halo-tiled", c.script, k.Name)
				continue
			}
			var got []operand
			for _, op := range plan.Operands {
				got = append(got, operand{op.Array.Name, [2]string{k.Dims[op.Dims[0]].Var.Name, k.Dims[op.Dims[1]].Var.Name},
					op.Span[0], op.Span[1], op.Reuse})
			}
			if len(got) != len(want) {
				t.Errorf("%s: kernel %s operands %v, want %v", c.script, k.Name, got, want)
				continue
			}
			for i := range got {
				if got[i] != want[i] {
					t.Errorf("%s: kernel %s operands %v, want %v", c.script, k.Name, got, want)
					break
				}
			}
			// One Dim off the thread axes: no tile.
			axes := contiguousFirst(k)
			axes[1] = kernel.AxisNone
			if tiling.Halo(k, axes) != nil {
				t.Errorf("%s: halo-tiled with one Dim on a thread axis", c.script)
			}
		}
	}
}

// TestHaloLockstep runs halo-tiled stencils in the lockstep harness and
// checks every launch's arrays bit for bit against the Go executor's run
// of the kernel IR, under the tiling tests' launches: full blocks with
// partial tiles at the edges, small grids that cover the arrays in
// passes, odd blocks in reverse order, and blocks that take the untiled
// path.
func TestHaloLockstep(t *testing.T) {
	gxx(t)
	cases := []struct {
		script string
		args   []string
	}{
		{"../../benchmarks/jacobi.py", []string{"37"}},
		{"../../benchmarks/jacobi.py", []string{"18"}},
		{"../../benchmarks/conv2d.py", []string{"41"}},
		{"../../benchmarks/conway.py", []string{"35"}},
		{"../../benchmarks/minmod_stencil.py", []string{"29"}},
		{"testdata/tiling/stencil_mix.py", []string{"37", "23"}},
	}
	for _, c := range cases {
		name := strings.TrimSuffix(c.script[strings.LastIndex(c.script, "/")+1:], ".py") + "_" + strings.Join(c.args, "x")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			mods, from := benchmarkModules(t, c.script, c.args...)
			m := mods[0]
			text, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, "_halo[") {
				t.Fatalf("%s: no halo tile", m.Name)
			}
			h := buildHarness(t, m, text)
			w := newWorld(t, m, withTemps(t, m, from[0]), 11)
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

// TestHaloBrokenBarriers breaks the barriers of halo-tiled jacobi and
// checks that the harness rejects each broken kernel with its fault.
func TestHaloBrokenBarriers(t *testing.T) {
	gxx(t)
	mods, from := benchmarkModules(t, "../../benchmarks/jacobi.py", "37")
	m := mods[0]
	text, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
	if err != nil {
		t.Fatal(err)
	}
	const staged = "// The tiles are complete before any thread reads them.\n"
	cases := []struct {
		name, old, new, fault string
	}{
		{"no barrier after staging", staged, staged + "//", "reads shared memory"},
		{"barrier under a condition", staged + strings.Repeat(" ", 16) + "__syncthreads();",
			staged + strings.Repeat(" ", 16) + "if (j_active) __syncthreads();", "wait at different barriers"},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			if strings.Count(text, c.old) != 1 {
				t.Fatalf("%q occurs %d times in the tiled kernel", c.old, strings.Count(text, c.old))
			}
			h := buildHarness(t, m, strings.Replace(text, c.old, c.new, 1))
			w := newWorld(t, m, withTemps(t, m, from[0]), 11)
			fault := faultOf(t, h, w, geometry{[3]int64{2, 2, 1}, [3]int64{16, 16, 1}, "forward"})
			if !strings.Contains(fault, c.fault) {
				t.Errorf("fault %q, want one saying %q", fault, c.fault)
			}
		})
	}
}
