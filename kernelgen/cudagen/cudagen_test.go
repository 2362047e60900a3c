package cudagen_test

// Golden tests of the CUDA C of the benchmarks, the g++ check of every
// golden translation unit, and the lockstep runs of the benchmarks under
// odd sizes and tiny launch geometries.

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/closure"
	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

var update = flag.Bool("update", false, "rewrite the golden CUDA C under testdata")

// The axes of the tests. The real mapping comes from package gridcalc;
// these are simple local rules, each of which must give the same results.

// contiguousFirst puts on x the innermost Dim whose variable indexes an
// array's last axis (the innermost Dim if none does), then the other Dims,
// innermost first, on y and z; the rest run inside each thread. The golden
// files use it.
func contiguousFirst(k *kernel.Kernel) kernel.Axes {
	axes := make(kernel.Axes, len(k.Dims))
	x := len(k.Dims) - 1
	for d := len(k.Dims) - 1; d >= 0; d-- {
		if k.Dims[d].Contiguous {
			x = d
			break
		}
	}
	next := 0
	for d := range axes {
		axes[d] = kernel.AxisNone
	}
	if x >= 0 {
		axes[x] = 0
		next = 1
	}
	for d := len(k.Dims) - 1; d >= 0 && next < 3; d-- {
		if d != x {
			axes[d] = next
			next++
		}
	}
	return axes
}

// outerFirst puts the outermost Dim on x, the next on y, the next on z.
func outerFirst(k *kernel.Kernel) kernel.Axes {
	axes := make(kernel.Axes, len(k.Dims))
	for d := range axes {
		axes[d] = kernel.AxisNone
		if d < 3 {
			axes[d] = d
		}
	}
	return axes
}

// firstOnY runs the outermost Dim on y and every other Dim inside each
// thread.
func firstOnY(k *kernel.Kernel) kernel.Axes {
	axes := make(kernel.Axes, len(k.Dims))
	for d := range axes {
		axes[d] = kernel.AxisNone
	}
	if len(axes) > 0 {
		axes[0] = 1
	}
	return axes
}

func axesMap(m *kernel.Module, rule func(*kernel.Kernel) kernel.Axes) map[*kernel.Kernel]kernel.Axes {
	out := map[*kernel.Kernel]kernel.Axes{}
	for _, k := range m.Kernels {
		axes := rule(k)
		for d, dim := range k.Dims {
			if dim.Ordered { // an irregular loop runs in its thread, in order
				axes[d] = kernel.AxisNone
			}
		}
		out[k] = axes
	}
	return out
}

// benchmarkModules returns the distinct modules a benchmark script ran,
// with the instantiation that built each, run with args.
func benchmarkModules(t *testing.T, script string, args ...string) ([]*kernel.Module, []closure.Instantiation) {
	t.Helper()
	ins, err := kerneltest.Run(script, args...)
	if err != nil {
		t.Fatal(err)
	}
	var mods []*kernel.Module
	var from []closure.Instantiation
	seen := map[string]bool{}
	for _, in := range ins {
		if in.Module == nil {
			t.Errorf("%s: no module: %v (%s)", in.Nest.Pos, in.BuildError, in.Reason)
			continue
		}
		if s := in.Module.String(); !seen[s] {
			seen[s] = true
			mods = append(mods, in.Module)
			from = append(from, in)
		}
	}
	return mods, from
}

// TestGolden compares the CUDA C of every benchmark at size 16 with
// testdata/<name>.cu (go test -update rewrites them).
func TestGolden(t *testing.T) {
	for _, script := range kerneltest.Benchmarks("../..") {
		name := kerneltest.Name(script)
		t.Run(name, func(t *testing.T) {
			mods, _ := benchmarkModules(t, script, "16")
			var b strings.Builder
			for i, m := range mods {
				text, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
				if err != nil {
					t.Fatal(err)
				}
				if i > 0 {
					b.WriteString("\n")
				}
				b.WriteString(strings.ReplaceAll(text, m.File, "benchmarks/"+name+".py"))
			}
			path := filepath.Join("testdata", name+".cu")
			if *update {
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("CUDA C differs from %s (go test -update rewrites it):\n%s", path, firstDiff(string(want), got))
			}
		})
	}
}

// firstDiff shows the first line where two texts differ.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + strconv.Itoa(i+1) + ":\n  want: " + w + "\n  got:  " + g
		}
	}
	return ""
}

// splitUnits splits a golden file into its translation units, one per
// module, each opening with the header's first line.
func splitUnits(text string) []string {
	const mark = "// CUDA C of alpyna module "
	var units []string
	for _, part := range strings.Split(text, "\n"+mark) {
		if !strings.HasPrefix(part, mark) {
			part = mark + part
		}
		units = append(units, part)
	}
	return units
}

// TestCompileGoldens checks every golden translation unit with g++ against
// the CUDA shim: syntax, types, and no warning.
func TestCompileGoldens(t *testing.T) {
	cc := gxx(t)
	files, _ := filepath.Glob(filepath.Join("testdata", "*.cu"))
	if len(files) == 0 {
		t.Fatal("no golden files (run go test -update)")
	}
	dir := t.TempDir()
	var units []string
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, u := range splitUnits(string(text)) {
			path := filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), ".cu")+"_"+strconv.Itoa(i)+".cu")
			if err := os.WriteFile(path, []byte(u), 0o644); err != nil {
				t.Fatal(err)
			}
			units = append(units, path)
		}
	}
	args := append([]string{"-x", "c++", "-fsyntax-only", "-include", filepath.Join(testdataDir(t), "cuda_shim.h")}, gxxFlags...)
	args = append(args, units...)
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("g++ -fsyntax-only: %v\n%s", err, out)
	}
}

// rebuild builds an instantiation's plan again without bindings: a module
// that keeps every check, valid for all values, so that the lockstep runs
// also go through the checks' code. Where the plan cannot be built without
// them (a plan an inspector resolved for the call's index arrays), it
// returns the module the run built, valid for the values the test runs it
// with: the run's own.
func rebuild(t *testing.T, in closure.Instantiation) *kernel.Module {
	t.Helper()
	types := kernelgen.Types{Arrays: map[string]kernelgen.ArrayType{}, Values: map[string]kernel.Type{}}
	for _, a := range in.Module.Arrays {
		types.Arrays[a.Name] = kernelgen.ArrayType{Elem: a.Elem, NDim: a.NDim}
	}
	for _, p := range in.Module.Params {
		if p.Kind == kernel.Symbol {
			types.Values[p.Name] = p.Type
		}
	}
	for _, k := range in.Module.Kernels {
		for _, l := range k.Inputs {
			types.Values[l.Param.Name] = l.Param.Type
		}
	}
	m, err := kernelgen.Build(in.Plan, types, nil)
	if err != nil {
		t.Logf("%s: the run's module (no module without bindings: %v)", in.Module.Name, err)
		return in.Module
	}
	return m
}

// hasCalls reports whether a module calls math functions, whose libm
// results may differ from Go's by an ulp.
func hasCalls(m *kernel.Module) bool {
	found := false
	for _, k := range m.Kernels {
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			kernel.Exprs(s, func(e kernel.Expr) {
				kernel.WalkExpr(e, func(x kernel.Expr) {
					if _, ok := x.(*kernel.Call); ok {
						found = true
					}
				})
			})
		})
	}
	return found
}

// lockstepConfigs are the axes and launches each module runs under. The
// first is sequential (one thread: its grid-stride loops run every point
// in order), the reference of the others.
var lockstepConfigs = []struct {
	name  string
	rule  func(*kernel.Kernel) kernel.Axes
	geos  []geometry
	names []string
}{
	{"contiguous-first", contiguousFirst, []geometry{
		{[3]int64{1, 1, 1}, [3]int64{1, 1, 1}, "forward"},
		{[3]int64{2, 1, 1}, [3]int64{3, 2, 1}, "forward"},
		{[3]int64{2, 1, 1}, [3]int64{3, 2, 1}, "reverse"},
		{[3]int64{3, 2, 2}, [3]int64{4, 3, 2}, "reverse"},
	}, []string{"sequential", "grid 2x1 block 3x2", "grid 2x1 block 3x2 reversed", "grid 3x2x2 block 4x3x2 reversed"}},
	{"outer-first", outerFirst, []geometry{
		{[3]int64{1, 2, 2}, [3]int64{2, 3, 1}, "forward"},
		{[3]int64{2, 2, 1}, [3]int64{1, 1, 1}, "reverse"},
	}, []string{"grid 1x2x2 block 2x3", "grid 2x2 block 1 reversed"}},
	{"first-on-y", firstOnY, []geometry{
		{[3]int64{1, 2, 1}, [3]int64{2, 3, 1}, "forward"},
	}, []string{"grid 1x2 block 2x3"}},
}

// TestLockstepBenchmarks runs every benchmark at size 7 (odd extents, 5 x 5
// interiors) as CUDA C on the CPU, thread by thread, under tiny launch
// geometries and three axes mappings, and checks that each gives the
// arrays of the sequential run, which must be those of the Go executor.
func TestLockstepBenchmarks(t *testing.T) {
	if testing.Short() {
		t.Skip("every benchmark under every configuration: not with -short")
	}
	gxx(t)
	for _, script := range kerneltest.Benchmarks("../..") {
		name := kerneltest.Name(script)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			mods, from := benchmarkModules(t, script, "7")
			for mi := range mods {
				m := rebuild(t, from[mi])
				w := newWorld(t, m, withTemps(t, m, from[mi]), int64(mi+1))
				goStatus, want := runGo(t, w)
				if goStatus != kernel.OK {
					t.Fatalf("%s: Go executor: %s", m.Name, goStatus)
				}
				var ref *world
				harnesses := make([]*harness, len(lockstepConfigs))
				for ci, cfg := range lockstepConfigs {
					text, err := cudagen.Emit(m, axesMap(m, cfg.rule))
					if err != nil {
						t.Fatal(err)
					}
					harnesses[ci] = buildHarness(t, m, text)
				}
				for ci, cfg := range lockstepConfigs {
					for gi, geo := range cfg.geos {
						status, got := runCUDA(t, harnesses[ci], w, func(*kernel.Kernel) geometry { return geo })
						what := m.Name + " " + cfg.name + " " + cfg.names[gi]
						if status != kernel.OK {
							t.Errorf("%s: status %s", what, status)
							continue
						}
						if ref == nil {
							ref = got
							if err := sameWorlds(got, want, hasCalls(m)); err != nil {
								t.Errorf("%s differs from the Go executor: %v", what, err)
							}
							continue
						}
						if err := sameWorlds(got, ref, false); err != nil {
							t.Errorf("%s differs from the sequential run: %v", what, err)
						}
					}
				}
			}
		})
	}
}

// withTemps is an instantiation's bindings with the shapes of the
// module's temporary arrays (expanded scalars), as the closure allocates
// them: one element per iteration of their loops.
func withTemps(t *testing.T, m *kernel.Module, in closure.Instantiation) map[string]int64 {
	out := maps.Clone(in.Bindings)
	for _, a := range m.Arrays {
		if !a.Temp {
			continue
		}
		for d, l := range a.TempLoops {
			n, ok := in.Plan.TripCount(l, in.Bindings)
			if !ok {
				t.Fatalf("%s: no trip count for loop %d", a.Name, l)
			}
			out[fmt.Sprintf("%s.shape[%d]", a.Name, d)] = max(n, 1)
		}
	}
	return out
}
