package cudagen_test

import (
	"math"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// locateModule is `for i in range(lo, n): if a[i] CMP best: best = a[i];
// idx = i` as kernelgen builds it: best and idx are Select outputs keyed
// by best, best starts from its slot in every thread.
func locateModule(t *testing.T, cmp kernel.CmpOp) (m *kernel.Module, lo, n, best, idx *kernel.Param) {
	m = &kernel.Module{Name: "argmin_l1", File: "argmin.py", Line: 1}
	lo = addParam(m, kernel.Symbol, "lo", kernel.PyInt)
	n = addParam(m, kernel.Symbol, "n", kernel.PyInt)
	best = addParam(m, kernel.Scalar, "best", kernel.Float64)
	idx = addParam(m, kernel.Scalar, "idx", kernel.PyInt)
	a := addArray(m, "a", kernel.Float64, 1, false)
	k := addKernel(m, "argmin_l2")
	i := addDim(k, "i", pr(lo), pr(n), ic(1))
	b, x := scalarLocal(k, best), scalarLocal(k, idx)
	p := addLocal(k, "__p1", kernel.Bool)
	k.Inputs = []*kernel.Local{b}
	k.Outputs = []*kernel.Output{{Local: b, Combine: kernel.Select, Key: 0, Cmp: cmp}, {Local: x, Combine: kernel.Select, Key: 0, Cmp: cmp}}
	k.Body = []kernel.Stmt{
		assign(p, &kernel.Compare{Op: cmp, X: load(a, vr(i)), Y: vr(b), T: kernel.Bool}, 2),
		&kernel.If{Cond: vr(p), Then: []kernel.Stmt{assign(b, load(a, vr(i)), 3), assign(x, vr(i), 4)}},
	}
	return finish(t, m), lo, n, best, idx
}

// TestLocationReductionByShares: argmin and argmax with every comparison,
// over ties, NaNs, infinities, a NaN start and empty ranges, give the
// sequential loop's value and index under launches whose threads hold
// uneven runs of iterations, idle threads, threads with no iteration, and
// threads run in any order (kernel/abi.go, "GPU": the first Dim blocked
// over x, each thread's copy a share folded in thread order).
func TestLocationReductionByShares(t *testing.T) {
	t.Parallel()
	gxx(t)
	inf, nan := math.Inf(1), math.NaN()
	negz := math.Copysign(0, -1)
	data := []float64{3, nan, 1, 2, 1, -inf, 5, -inf, nan, 0, negz, 0, negz, inf, 4, inf, 1, 7, 7, -1, 2, nan, -1}
	geos := []geometry{
		{[3]int64{1, 1, 1}, [3]int64{1, 1, 1}, "forward"},
		{[3]int64{2, 1, 1}, [3]int64{3, 1, 1}, "reverse"},
		{[3]int64{3, 1, 1}, [3]int64{4, 2, 1}, "each"},    // idle threads along y
		{[3]int64{7, 2, 1}, [3]int64{5, 1, 2}, "reverse"}, // more threads than iterations
	}
	for _, cmp := range []kernel.CmpOp{kernel.Lt, kernel.Le, kernel.Gt, kernel.Ge} {
		m, lo, n, best, idx := locateModule(t, cmp)
		text, err := cudagen.Emit(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "blocked") || strings.Contains(text, "atomic") {
			t.Errorf("%s: the location reduction is not blocked over the threads by shares:\n%s", cmp, text)
		}
		h := buildHarness(t, m, text)
		for _, c := range []struct {
			lo, n int64
			start float64
		}{
			{0, int64(len(data)), inf}, {0, int64(len(data)), -inf}, {0, int64(len(data)), 1}, {0, int64(len(data)), nan},
			{2, 13, inf}, {9, 13, 0}, {9, 13, negz}, {5, 5, inf}, {7, 3, inf}, {1, 2, inf}, {1, 2, nan},
		} {
			w := &world{m: m, args: make([]int64, len(m.Params))}
			w.args[lo.Slot], w.args[n.Slot], w.args[best.Slot], w.args[idx.Slot] = c.lo, c.n, f64(c.start), -7
			w.args[m.Arrays[0].Shape[0].Slot] = int64(len(data))
			elems := make([]uint64, len(data))
			for e, v := range data {
				elems[e] = math.Float64bits(v)
			}
			w.arrays = [][]uint64{elems}
			// The sequential loop, in Go.
			wantBest, wantIdx := c.start, int64(-7)
			for e := c.lo; e < c.n; e++ {
				v := data[e]
				if (cmp == kernel.Lt && v < wantBest) || (cmp == kernel.Le && v <= wantBest) ||
					(cmp == kernel.Gt && v > wantBest) || (cmp == kernel.Ge && v >= wantBest) {
					wantBest, wantIdx = v, e
				}
			}
			for _, geo := range geos {
				status, got := runCUDA(t, h, w, func(*kernel.Kernel) geometry { return geo })
				if status != kernel.OK {
					t.Fatalf("%s %v: status %s", cmp, c, status)
				}
				gb, gi := got.args[best.Slot], got.args[idx.Slot]
				if uint64(gb) != math.Float64bits(wantBest) || gi != wantIdx {
					t.Errorf("%s over a[%d:%d] from %v, grid %v block %v %s: (%v, %d), want (%v, %d)", cmp, c.lo, c.n, c.start,
						geo.grid, geo.block, geo.order, math.Float64frombits(uint64(gb)), gi, wantBest, wantIdx)
				}
			}
		}
	}
}
