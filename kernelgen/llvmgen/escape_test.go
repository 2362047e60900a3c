package llvmgen_test

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// escapeScript holds escape loops (a sequential loop with a break inside
// the innermost parallel loop) in the spellings escape.go runs in vector
// lanes, over a start value per point read from z0: 3.0 leaves at the
// first step, 0.0 never, NaN never (no comparison with it holds), and the
// others after a few steps. The grid is 40 x 21 points: 21 is not a
// multiple of the lanes. count starts from start, so that a start near
// 2**63 overflows the Python int (Deopt).
const escapeScript = `
import numpy as np
import alpyna

@alpyna.jit
def escape_for(counts, zs, z0, n, m, max_iter, start):
    for i in range(n):
        for j in range(m):
            c = z0[i, j]
            zr = c
            zi = 0.5 * c
            count = start
            for k in range(max_iter):
                if zr * zr + zi * zi > 4.0:
                    break
                t = zr * zr - zi * zi + c
                zi = 2.0 * zr * zi - 0.25
                zr = t
                count += 1
            counts[i, j] = count
            zs[i, j] = zr - zi

@alpyna.jit
def escape_while(counts, zs, z0, n, m, max_iter, start):
    for i in range(n):
        for j in range(m):
            c = z0[i, j]
            zr = c
            zi = 0.0
            count = start
            while count < max_iter and zr * zr + zi * zi <= 4.0:
                zr2 = zr * zr
                zi2 = zi * zi
                zi = 2.0 * zr * zi + 0.125
                zr = min(zr2 - zi2 + c, 1e300) if zr > -5.0 else max(zr, -1e300)
                count += 1
            counts[i, j] = count
            zs[i, j] = zr

n, m = 40, 21
counts = np.zeros((n, m), dtype=np.int64)
zs = np.zeros((n, m))
z0 = np.zeros((n, m))
escape_for(counts, zs, z0, n, m, 10, 0)
escape_while(counts, zs, z0, n, m, 10, 0)
`

// escapeStarts are the start values of z0's points: every row holds all
// of them in another order.
var escapeStarts = []float64{3.0, 0.0, math.NaN(), 0.3, -0.7, 0.26, -1.9, 1.1, -2.0, 2.0, 0.5, -0.75,
	math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 0.25, -1.25, 0.35, 1.5, -0.1, 0.45}

// TestRunEscapeLoops runs kernels whose innermost parallel loop holds an
// escape loop natively, where escape.go runs them in vector lanes, and on
// the Go executor, and requires the same status and the same bits in
// every element: points leaving at the first step, never or after a few,
// lanes of one vector leaving at different steps, boxes that start inside
// a vector or are shorter than one, no step at all (max_iter 0), and a
// Python int overflowing in one lane only.
func TestRunEscapeLoops(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "escape.py")
	if err := os.WriteFile(script, []byte(escapeScript), 0o644); err != nil {
		t.Fatal(err)
	}
	ins, err := kerneltest.Run(script)
	if err != nil {
		t.Fatal(err)
	}
	const n, m = 40, 21
	z0 := make([]float64, n*m)
	for i := range n {
		for j := range m {
			z0[i*m+j] = escapeStarts[(j+5*i)%len(escapeStarts)]
		}
	}
	stopped := 0 // runs whose count overflowed
	for _, in := range ins {
		mod := in.Module
		if mod == nil {
			t.Fatalf("%s: no module: %v %s", in.Nest.Func, in.BuildError, in.Reason)
		}
		text, err := llvmgen.EmitCPUText(mod)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, ".lanes.body") {
			t.Fatalf("%s: the escape loop is not run in vector lanes:\n%s\n%s", in.Nest.Func, mod, text)
		}
		fns := loadAtomics(t, mod)
		goKernels := kexec.NewGoKernels(mod)
		k := mod.Kernels[0]
		type run struct {
			box            []int64
			maxIter, start int64
		}
		var runs []run
		for _, box := range [][]int64{{0, n, 0, m}, {0, n, 3, m}, {1, 2, 5, 9}, {0, n, 20, m}, {2, 3, 0, 16}, {0, n, 7, 7}} {
			for _, it := range []int64{0, 1, 2, 7, 100} {
				runs = append(runs, run{box, it, 0})
			}
		}
		// A start near the largest int: the lanes that run long enough
		// overflow count (Deopt); with max_iter 2 none does.
		runs = append(runs, run{[]int64{0, n, 0, m}, 100, math.MaxInt64 - 3}, run{[]int64{0, n, 0, m}, 2, math.MaxInt64 - 3})
		for _, r := range runs {
			bufs := map[string]*buffer{}
			args := make([]int64, len(mod.Params))
			for _, p := range mod.Params {
				switch p.Kind {
				case kernel.Data:
					b := newBuffer(8, n*m)
					if p.Array.Name == "z0" {
						for i, v := range z0 {
							b.set(i, math.Float64bits(v))
						}
					}
					bufs[p.Array.Name] = b
					args[p.Slot] = b.addr()
				case kernel.Shape:
					args[p.Slot] = []int64{n, m}[p.Axis]
				default:
					args[p.Slot] = map[string]int64{"n": n, "m": m, "max_iter": r.maxIter, "start": r.start}[p.Name]
				}
			}
			out := make([]int64, 2*len(k.Outputs))
			status := kernel.Status(fns[k.Name].Call(r.box, args, out))
			got := map[string][]uint64{}
			for name, b := range bufs {
				for i := range b.n {
					got[name] = append(got[name], b.get(i))
				}
			}
			data := make([][]byte, len(mod.Arrays))
			for i, a := range mod.Arrays {
				b := newBuffer(8, n*m)
				if a.Name == "z0" {
					for i, v := range z0 {
						b.set(i, math.Float64bits(v))
					}
				}
				bufs[a.Name] = b
				data[i] = b.bytes()
			}
			wantStatus := goKernels.Run(0, r.box, args, make([]int64, len(out)), data)
			// The executor's Python int arithmetic reports OverflowError
			// where the native kernels say Deopt; either stops the kernel.
			if status != wantStatus && !(status == kernel.Deopt && wantStatus == kernel.OverflowError) {
				t.Errorf("%s box %v max_iter %d start %d: status %v, the Go executor's %v", k.Name, r.box, r.maxIter, r.start, status, wantStatus)
				continue
			}
			if status != kernel.OK {
				stopped++
				continue // the caller restores the arrays and reruns the nest
			}
			for name, vals := range got {
				for i, v := range vals {
					if w := bufs[name].get(i); v != w {
						t.Errorf("%s box %v max_iter %d start %d: %s[%d] = %#x, the Go executor's %#x", k.Name, r.box, r.maxIter, r.start, name, i, v, w)
						break
					}
				}
			}
		}
		if t.Failed() {
			t.Logf("module:\n%s", mod)
		}
	}
	if stopped == 0 {
		t.Error("no run overflowed count")
	}
}

// TestEscapeLoopsInLanes checks that the benchmarks' Mandelbrot
// spellings (a for with a break, the textbook one, a while) are the shape
// escape.go runs in vector lanes.
func TestEscapeLoopsInLanes(t *testing.T) {
	for _, name := range []string{"mandelbrot", "mandelbrot_textbook", "mandelbrot_while"} {
		mods := benchmarkModules(t, filepath.Join("..", "..", "benchmarks", name+".py"))
		text, err := llvmgen.EmitCPUText(mods[0])
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, ".lanes.body") || !strings.Contains(text, "<8 x double>") {
			t.Errorf("%s: the escape loop is not run in vector lanes", name)
		}
	}
}
