package kernelgen_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
)

// TestLocationReductionOutputs checks how a location reduction leaves its
// kernel: its scalars as Select outputs tied to the key (the value scalar,
// or in the index-only form a key variable assigned with the location),
// with the comparison, in a kernel whose Dims are the reduction's loops.
func TestLocationReductionOutputs(t *testing.T) {
	script := filepath.Join(t.TempDir(), "loc.py")
	src := `import numpy as np
import alpyna

@alpyna.jit
def first_min(a, n):
    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
    return best, idx

@alpyna.jit
def last_max_index_only(x, n):
    m = 0
    for k in range(n):
        if x[m] <= x[k]:
            m = k
    return m

@alpyna.jit
def first_max_2d(a, n, p):
    best = a[0, 0]
    bi = 0
    bj = 0
    for i in range(n):
        for j in range(p):
            if a[i, j] > best:
                best = a[i, j]
                bi = i
                bj = j
    return best, bi, bj

a = np.arange(10.0)
first_min(a, 10)
last_max_index_only(a, 10)
first_max_2d(a.reshape(2, 5), 2, 5)
`
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ins, err := kerneltest.Run(script)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"first_min: [i] best select < by best, idx select < by best",
		"last_max_index_only: [k] m select >= by m·key, m·key select >= by m·key",
		"first_max_2d: [i j] best select > by best, bi select > by best, bj select > by best",
	}
	var got []string
	for _, in := range ins {
		if in.Module == nil {
			t.Fatalf("%s: no module: %v", in.Nest.Pos, in.BuildError)
		}
		for _, k := range in.Module.Kernels {
			var dims, outs []string
			for _, d := range k.Dims {
				dims = append(dims, d.Var.Name)
			}
			for _, o := range k.Outputs {
				outs = append(outs, fmt.Sprintf("%s %s %s by %s", o.Local.Name, o.Combine, cmpText[o.Cmp], k.Outputs[o.Key].Local.Name))
			}
			got = append(got, fmt.Sprintf("%s: [%s] %s", in.Nest.Func, strings.Join(dims, " "), strings.Join(outs, ", ")))
			// The first Dim alone on x, blocked over the threads
			// (kernel/abi.go, "GPU"); the others in order inside each.
			if axes := kernel.DefaultAxes(k); len(axes) == 0 || axes[0] != 0 || strings.Count(fmt.Sprint(axes), "-1") != len(k.Dims)-1 {
				t.Errorf("%s: default GPU axes %v, want the first Dim on x and no other", k.Name, axes)
			}
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("kernels:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

var cmpText = map[kernel.CmpOp]string{kernel.Lt: "<", kernel.Le: "<=", kernel.Gt: ">", kernel.Ge: ">="}
