package cudagen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// transposed gives every 2-D user array of m stride parameters (as
// kernelgen does for a strided view) and sets them in w to the transposed
// layout of the array's elements: element (i, j) at i + j*shape0, which
// fills the same buffer as the contiguous layout. It returns the module
// and world to run.
func transposed(t *testing.T, m *kernel.Module, w *world) {
	t.Helper()
	for _, a := range m.Arrays {
		if a.NDim != 2 || a.Temp || a.Internal {
			continue
		}
		for axis := range 2 {
			p := &kernel.Param{Slot: len(m.Params), Kind: kernel.Stride, Name: a.Name, Type: kernel.PyInt, Array: a, Axis: axis}
			m.Params = append(m.Params, p)
			a.Strides = append(a.Strides, p)
		}
		w.args = append(w.args, 1, w.args[a.Shape[0].Slot])
	}
	w.m = m
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
}

// The CUDA C addresses a strided array through its strides, in the plain
// loads and stores and in the shared-memory tiles' staging (halo tiles
// of a stencil, gemm's tiles): under every tiled geometry it gives the
// Go executor's result on arrays laid out transposed.
func TestStridedArrays(t *testing.T) {
	gxx(t)
	cases := []struct {
		script string
		args   []string
		tile   string
	}{
		{"../../benchmarks/jacobi.py", []string{"37"}, "_halo["},
		{"testdata/tiling/gemm_rect.py", []string{"37", "53", "29"}, "__shared__"},
	}
	for _, c := range cases {
		t.Run(strings.TrimSuffix(c.script[strings.LastIndex(c.script, "/")+1:], ".py"), func(t *testing.T) {
			mods, from := benchmarkModules(t, c.script, c.args...)
			m := mods[0]
			w := newWorld(t, m, withTemps(t, m, from[0]), 5)
			contiguous, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
			if err != nil {
				t.Fatal(err)
			}
			transposed(t, m, w)
			text, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, c.tile) || !strings.Contains(text, "_stride1") {
				t.Fatalf("no tiles (%s) or no strides in\n%s", c.tile, text)
			}
			if strings.Contains(contiguous, "_stride") {
				t.Errorf("contiguous arrays addressed through strides")
			}
			goStatus, want := runGo(t, w)
			if goStatus != kernel.OK {
				t.Fatalf("Go executor: %s", goStatus)
			}
			h := buildHarness(t, m, text)
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
