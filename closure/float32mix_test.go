package closure_test

import "testing"

// Scalars that start as a Python float and are assigned numpy.float32
// values (argmax over float32 data, max(best, x[i]), x[i] if ... else
// best, zero-trip loops that leave the float), and likewise scalars of a
// Python int and numpy.int32 values, run as native kernels with CPython's
// values and types (kernelgen/types.go, heldPairs). Only the nest that
// adds such a scalar to a float32, whose precision depends on which type
// it holds, stays on the loop-record executor.
func TestFloat32MixRunsAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_scalar_float32_mix", oneAndThreeThreads...)
	for i, nests := range runs {
		for _, n := range nests {
			wantExecutor := "native"
			if n.Function == "best_plus" {
				wantExecutor = "loop-record"
			}
			if n.Backend != "cpu" || n.Executor != wantExecutor {
				t.Errorf("%+v: %s line %d call %d: backend %s, executor %s (%s%v), want cpu on %s",
					oneAndThreeThreads[i], n.Function, n.Line, n.Invocation, n.Backend, n.Executor, n.Reason, n.ExecutorReason, wantExecutor)
			}
		}
	}
}
