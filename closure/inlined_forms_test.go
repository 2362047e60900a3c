package closure_test

import (
	"testing"

	"github.com/alpyna/alpyna/report"
)

// Helpers that return a tuple unpacked at the call (`vx, vy = vel(...)`,
// `out[i, 0], out[i, 1] = polar(...)`, `[lo, hi, w] = minmax3(...)` with
// its loop over a tuple of values) run inlined in kernels, as does a loop
// body holding a string as a comment. A helper returning a tuple it bound
// to a name, or tuples of two lengths, keeps its nest in the interpreter,
// which raises CPython's ValueError.
func TestTupleResultsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_tuple_results", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "tuple_var" || n.Function == "bad_arity"
	})
}

// Helpers whose loops hold continue (a neighbour sum skipping the centre,
// a search skipping one index and returning from its loop) run inlined in
// kernels.
func TestHelpersWithContinueRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_helper_continue", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// Loops in an if's branch whose bounds are names assigned before the if
// (hotspot's border tiles), and a helper given rows in a nest inside a
// `while True` loop (kmeans' convergence loop), run as kernels: the tile
// loop ran in the interpreter with a dispatch per tile, and kmeans'
// point loop in the interpreter.
func TestBranchBoundsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_branch_bounds", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}
