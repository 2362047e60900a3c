package cudagen_test

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// TestLockstepPrivateArrays runs the modules of the temporaries' script
// (testdata/scripts/loops_private_array.py) as CUDA C on the CPU with
// the default axes, which keep the Ordered Dims of a kernel with private
// copies off the thread axes: such a kernel runs on one thread, the
// copies being the arrays themselves, and must leave the arrays the Go
// executor's copies and copy back leave.
func TestLockstepPrivateArrays(t *testing.T) {
	gxx(t)
	mods, from := benchmarkModules(t, "../../testdata/scripts/loops_private_array.py", "")
	privates := 0
	for mi, m := range mods {
		for _, k := range m.Kernels {
			privates += len(k.Privates)
		}
		w := newWorld(t, m, withTemps(t, m, from[mi]), int64(mi+1))
		goStatus, want := runGo(t, w)
		if goStatus != kernel.OK {
			t.Fatalf("%s: Go executor: %s", m.Name, goStatus)
		}
		text, err := cudagen.Emit(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		h := buildHarness(t, m, text)
		one := geometry{[3]int64{1, 1, 1}, [3]int64{1, 1, 1}, "forward"}
		status, got := runCUDA(t, h, w, func(*kernel.Kernel) geometry { return one })
		if status != kernel.OK {
			t.Fatalf("%s: status %s", m.Name, status)
		}
		if err := sameWorlds(got, want, false); err != nil {
			t.Errorf("%s differs from the Go executor: %v", m.Name, err)
		}
	}
	if privates == 0 {
		t.Fatal("no kernel with private copies")
	}
}
