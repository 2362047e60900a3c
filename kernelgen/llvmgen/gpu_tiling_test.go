package llvmgen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// TestPTXTiling compiles the NVPTX IR of gemm, syr2k and stencils through
// llc and checks which kernels stage tiles in shared memory behind
// barriers: gemm and syr2k (tiling.Kernel's operands), jacobi's sweep and
// minmod_stencil (halo tiles, constant offsets) do; jacobi's copy,
// conv2d and conway (offsets that are loop variables, which this path
// does not tile) do not, nor any kernel with ALPYNA_GPU_TILING=off or
// with a Dim inside the thread. (Nothing here runs NVPTX code: the
// lockstep checks are of the CUDA C, kernelgen/cudagen's TestTiledLockstep
// and TestHaloLockstep.)
func TestPTXTiling(t *testing.T) {
	tool(t, llvmgen.FindLLC)
	ptxOf := func(t *testing.T, m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes) string {
		t.Helper()
		mod, err := llvmgen.EmitPTX(m, axes, "sm_70")
		if err != nil {
			t.Fatal(err)
		}
		ptx, err := llvmgen.PTX(mod.String(), "sm_70")
		if err != nil {
			t.Fatal(err)
		}
		return ptx
	}
	// entry returns the PTX of one kernel's entry.
	entry := func(ptx, name string) string {
		i := strings.Index(ptx, ".entry "+name+"(")
		if i < 0 {
			return ""
		}
		rest := ptx[i:]
		if j := strings.Index(rest[1:], ".entry "); j >= 0 {
			rest = rest[:j+1]
		}
		return rest
	}
	cases := []struct {
		script string
		tiled  map[string]bool // kernel name: halo-tiled
	}{
		{"../../benchmarks/gemm.py", nil},
		{"../../benchmarks/syr2k.py", nil},
		{"../../benchmarks/jacobi.py", map[string]bool{"jacobi_l18": true, "jacobi_l21": false}},
		{"../../benchmarks/minmod_stencil.py", nil},
		{"../../benchmarks/conv2d.py", map[string]bool{"conv2d_l17": false}},
		{"../../benchmarks/conway.py", map[string]bool{"life_l21": false}},
	}
	for _, c := range cases {
		m := benchmarkModules(t, c.script)[0]
		ptx := ptxOf(t, m, nil)
		for _, k := range m.Kernels {
			want, ok := c.tiled[k.Name]
			if !ok {
				want = c.tiled == nil
			}
			e := entry(ptx, k.Name)
			got := strings.Contains(e, "bar.sync") && strings.Contains(e, "bar.red.or") && strings.Contains(e, ".shared")
			if got != want {
				t.Errorf("%s: kernel %s halo-tiled %v, want %v", c.script, k.Name, got, want)
			}
			if want {
				// One Dim in the thread: no tiles.
				axes := map[*kernel.Kernel]kernel.Axes{k: {kernel.AxisNone, 0}}
				if e := entry(ptxOf(t, m, axes), k.Name); strings.Contains(e, "bar.sync") {
					t.Errorf("%s: kernel %s tiled with i in the thread", c.script, k.Name)
				}
			}
		}
		if c.tiled == nil || c.tiled["jacobi_l18"] {
			t.Setenv("ALPYNA_GPU_TILING", "off")
			if strings.Contains(ptxOf(t, m, nil), "bar.sync") {
				t.Errorf("%s: tiled with ALPYNA_GPU_TILING=off", c.script)
			}
			t.Setenv("ALPYNA_GPU_TILING", "")
		}
	}
}
