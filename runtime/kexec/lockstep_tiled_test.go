package kexec_test

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// tiledCase is a tiled kernel with its arguments and arrays.
type tiledCase struct {
	m      *kernel.Module
	tiling *kexec.Tiling
	args   []int64
	data   [][]byte
}

// newTiledCase runs script with args, takes the kernel of its first
// module with its first Dim on y and its second on x, and fills the
// arrays with floats on a 1/64 grid.
func newTiledCase(t *testing.T, script string, args ...string) *tiledCase {
	t.Helper()
	ins, err := kerneltest.Run(script, args...)
	if err != nil || len(ins) == 0 || ins[0].Module == nil {
		t.Fatalf("%s: %v", script, err)
	}
	in := ins[0]
	m := in.Module
	k := m.Kernels[0]
	plan := tiling.Kernel(k, kernel.Axes{1, 0})
	if plan == nil {
		t.Fatalf("%s: kernel %s is not tiled", script, k.Name)
	}
	tiling := &kexec.Tiling{Loop: plan.Loop, Width: tiling.Width}
	for _, op := range plan.Operands {
		tiling.Operands = append(tiling.Operands, kexec.TiledOperand{Array: op.Array, Dim: op.Dim, DimSub: op.DimSub,
			LoopSub: op.LoopSub, Loads: op.Loads})
	}
	c := &tiledCase{m: m, tiling: tiling, args: make([]int64, len(m.Params))}
	for _, p := range m.Params {
		switch p.Kind {
		case kernel.Symbol:
			if p.Type.IsFloat() {
				c.args[p.Slot] = int64(math.Float64bits(1.5))
			} else {
				c.args[p.Slot] = in.Bindings[p.Name]
			}
		case kernel.Shape:
			c.args[p.Slot] = in.Bindings[fmt.Sprintf("%s.shape[%d]", p.Array.Name, p.Axis)]
		}
	}
	for ai, a := range m.Arrays {
		n := c.args[a.Shape[0].Slot] * c.args[a.Shape[1].Slot]
		vals := make([]float64, max(n, 1))
		for e := range vals {
			vals[e] = float64((e*37+ai*11)%96+32) / 64
		}
		c.data = append(c.data, unsafe.Slice((*byte)(unsafe.Pointer(&vals[0])), 8*len(vals)))
	}
	return c
}

func (c *tiledCase) clone() [][]byte {
	out := make([][]byte, len(c.data))
	for i, b := range c.data {
		vals := make([]float64, len(b)/8)
		out[i] = unsafe.Slice((*byte)(unsafe.Pointer(&vals[0])), len(b))
		copy(out[i], b)
	}
	return out
}

// TestRunLockstepTiled runs tiled gemm (37 × 53 × 29) and syr2k (a
// triangular Dim) with shared memory modelled, under launches that take
// the tiled path and one that does not, and compares the arrays bit for
// bit with the Go executor's run of the whole box.
func TestRunLockstepTiled(t *testing.T) {
	for _, tc := range []struct {
		script string
		args   []string
	}{
		{"../../kernelgen/cudagen/testdata/tiling/gemm_rect.py", []string{"37", "53", "29"}},
		{"../../benchmarks/syr2k.py", []string{"37"}},
	} {
		c := newTiledCase(t, tc.script, tc.args...)
		g := kexec.NewGoKernels(c.m)
		k := c.m.Kernels[0]
		want := c.clone()
		box := []int64{0, math.MaxInt64, 0, math.MaxInt64}
		if st := g.Run(0, box, c.args, nil, want); st != kernel.OK {
			t.Fatalf("%s: Go executor: %s", k.Name, st)
		}
		for _, geo := range []runtime.Geometry{
			{Grid: [3]int64{3, 3, 1}, Block: [3]int64{16, 16, 1}},
			{Grid: [3]int64{1, 1, 1}, Block: [3]int64{16, 16, 1}},
			{Grid: [3]int64{3, 2, 2}, Block: [3]int64{4, 3, 1}},
			{Grid: [3]int64{2, 1, 1}, Block: [3]int64{5, 7, 1}},
			{Grid: [3]int64{2, 2, 1}, Block: [3]int64{32, 4, 1}}, // untiled
		} {
			geo.Axes = kernel.Axes{1, 0}
			got := c.clone()
			st, err := g.RunLockstepTiled(0, geo, c.tiling, c.args, nil, got)
			if err != nil || st != kernel.OK {
				t.Fatalf("%s grid %v block %v: status %s, error %v", k.Name, geo.Grid, geo.Block, st, err)
			}
			for ai := range got {
				if string(got[ai]) != string(want[ai]) {
					t.Errorf("%s grid %v block %v: array %s differs from the Go executor's", k.Name, geo.Grid, geo.Block, c.m.Arrays[ai].Name)
				}
			}
		}
	}
}

// TestRunLockstepTiledMissingBarrier: without the barrier after staging,
// threads read tile elements other threads wrote since the last barrier;
// without the one before restaging, threads overwrite elements others
// read. Both are errors.
func TestRunLockstepTiledMissingBarrier(t *testing.T) {
	c := newTiledCase(t, "../../kernelgen/cudagen/testdata/tiling/gemm_rect.py", "37", "53", "29")
	g := kexec.NewGoKernels(c.m)
	geo := runtime.Geometry{Grid: [3]int64{2, 2, 1}, Block: [3]int64{16, 16, 1}, Axes: kernel.Axes{1, 0}}
	for _, tc := range []struct {
		omit int
		want string
	}{
		{1, "reads shared memory thread"},
		{2, "writes shared memory thread"},
	} {
		broken := *c.tiling
		kexec.OmitBarrier(&broken, tc.omit)
		_, err := g.RunLockstepTiled(0, geo, &broken, c.args, nil, c.clone())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("barrier %d left out: error %v, want one saying %q", tc.omit, err, tc.want)
		}
	}
}
