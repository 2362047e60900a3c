package closure_test

import (
	"testing"

	"github.com/alpyna/alpyna/report"
)

// np.sum, np.mean, np.max and np.min of rows and of elementwise
// expressions of rows (distances, weighted sums, `(a[i] - b[j]).sum()`)
// run as kernels with NumPy's pairwise sums for rows of 1 to 128
// elements; longer rows, float32 arrays, rows of two lengths and zero
// extremes run in the interpreter.
func TestNumPyRowSumsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_numpy_row_sums", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		// Calls 11 and 12 have rows of 129 and 300 elements; then
		// sq_dists' fifteenth call has float32 rows and dists'
		// fourteenth rows of two lengths.
		// spans' third call has rows of zeros.
		return n.Function != "spans" && (n.Invocation == 11 || n.Invocation == 12) ||
			n.Function == "sq_dists" && n.Invocation == 15 || n.Function == "dists" && n.Invocation == 14 ||
			n.Function == "spans" && n.Invocation == 3
	})
}

// Row temporaries (`d = pos[j] - pos[i]` read as np.sum(d * d), d[0], and
// in `acc[i] += d * inv`) run as kernels; a temporary whose array the nest
// writes after making it, and one read after the nest, keep their nests
// in the interpreter.
func TestRowTemporariesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_row_temporaries", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "written_after" || n.Function == "read_after"
	})
}

// Helpers that return a number or None (`return None`, a bare return,
// the end of the body) run inlined in kernels with their `is None` tests;
// the call that adds a None runs in the interpreter, which raises
// CPython's TypeError.
func TestOptionalResultsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_optional_results", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "unguarded" && n.Invocation == 2
	})
}

// Temporaries that are arrays without a subscript showing it run as
// kernels: one a helper makes from its row parameters (`d = a - b;
// return np.sum(d * d)`) and one the loop body only reduces (`diff = X[i]
// - X[0]; np.sum(diff ** 2)`). A scalar in a product with a row stays a
// scalar; with a one-axis array the temporary is a number, and the call
// runs in the interpreter (its bound x.shape[1] has no value) rather than
// raising IndexError before the nest.
func TestHelperTemporariesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_helper_temporaries", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "scalar_diff"
	})
}
