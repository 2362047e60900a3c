package closure_test

import (
	"testing"

	"github.com/alpyna/alpyna/report"
)

// Floyd–Warshall runs as kernels, its steps' (i, j) in parallel where the
// diagonal allows it; the calls whose diagonal is or turns negative (a
// negative cycle) run in the interpreter after a step's check stops, with
// CPython's results (runGolden compares them).
func TestMinPlusStepRunsAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_floyd_warshall", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "floyd_warshall" && (n.Invocation == 6 || n.Invocation == 7)
	})
}
