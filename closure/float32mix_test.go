package closure_test

import (
	"os"
	"testing"

	"github.com/alpyna/alpyna"
)

// Scalars that start as a Python float and are assigned numpy.float32
// values (argmax over float32 data, max(best, x[i]), x[i] if ... else
// best, zero-trip loops that leave the float), and likewise scalars of a
// Python int and numpy.int32 values, run as native kernels with CPython's
// values and types (kernelgen/types.go, heldPairs). Only the nest that
// adds such a scalar to a float32, whose precision depends on which type
// it holds, stays on the loop-record executor.
func TestFloat32MixRunsAsKernels(t *testing.T) {
	src, err := os.ReadFile("../testdata/scripts/loops_scalar_float32_mix.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../testdata/scripts/loops_scalar_float32_mix.out")
	if err != nil {
		t.Fatal(err)
	}
	dir, name := writeScript(t, string(src))
	for _, threads := range []int{1, 3} {
		out, _, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads})
		if out != string(want) {
			t.Errorf("%d threads: printed\n%s\nwant\n%s", threads, out, want)
		}
		for _, n := range nests {
			wantExecutor := "native"
			if n.Function == "best_plus" {
				wantExecutor = "loop-record"
			}
			if n.Backend != "cpu" || n.Executor != wantExecutor {
				t.Errorf("%d threads: %s line %d call %d: backend %s, executor %s (%s%v), want cpu on %s",
					threads, n.Function, n.Line, n.Invocation, n.Backend, n.Executor, n.Reason, n.ExecutorReason, wantExecutor)
			}
		}
	}
}
