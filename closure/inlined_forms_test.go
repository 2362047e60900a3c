package closure_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/numpytables"
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

// Indices kept in scalars (k = i * cols + j; dN[k] = ...) are read through
// their values in subscripts: the stores run with every loop parallel, as
// the same stores written with the expression inline do. They were
// sequential in every loop.
func TestIndexScalarsRunInParallel(t *testing.T) {
	runs := runGolden(t, "loops_index_scalars", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	for _, nests := range runs {
		for _, n := range nests {
			for _, st := range n.Statements {
				wantSeq := 0
				if n.Function == "blocked" && slices.Contains(st.Loops, "t") {
					wantSeq = 1 // t is parallel too, but the plan keeps it; blk is what runs in parallel
				}
				if len(st.Sequential) > wantSeq || n.Function == "blocked" && !slices.Contains(st.Parallel, "blk") {
					t.Errorf("%s line %d %q: parallel %v, sequential %v", n.Function, st.Line, st.Text, st.Parallel, st.Sequential)
				}
			}
		}
	}
}

// A nest's scalar whose name the loop around the nest assigns an array
// before reading it again (the buffer swap after a time step) is dead
// after the nest: every time step runs as kernels. With a break before
// the swap the name may reach code after the loop, and later steps run
// in the interpreter.
func TestReusedNamesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_reused_names", oneAndThreeThreads...)
	for i, nests := range runs {
		for _, n := range nests {
			if n.Function == "steps" && n.Line == 11 && n.Backend != "cpu" {
				t.Errorf("%+v: steps' nest call %d ran on %s: %s", oneAndThreeThreads[i], n.Invocation, n.Backend, n.Reason)
			}
		}
	}
}

// NumPy functions and constants imported by name (`from numpy import
// power, tanh, pi`, `sqrt as nsqrt`) run in kernels as np.power does;
// on machines with AVX-512, where NumPy's power is Intel SVML's, which
// kernels do not compute, deriv's nest (power) runs in the interpreter.
func TestNumPyImportedNamesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_numpy_imports", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return numpytables.SVML && n.Function == "deriv"
	})
}

// Rows unpacked into names, asserts, and small arrays made per iteration
// from numbers (np.array([dx / dist, dy / dist])) stored into rows run as
// kernels; calls whose rows have other lengths or whose assert fails run
// in the interpreter, which raises CPython's errors.
func TestUnpackedRowsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_unpacked_rows", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "polar" && n.Invocation > 1 || n.Function == "checked" && n.Invocation == 2
	})
}

// A scalar some iterations assign and others read from an earlier one,
// unbound before the loop (Rodinia hotspot's delta), runs as kernels that
// guard its reads; the call whose first read comes before any assignment
// stops its kernel and raises CPython's UnboundLocalError in the
// interpreter. Such nests ran on the loop-record executor.
func TestCarriedUnboundScalarsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_carried_unbound", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "carried" && n.Invocation == 2
	})
}

// Rows in section statements (`y[:] += x[i] * 2.0` with `n, m = x.shape`,
// `out[i, :] = (x[i] - mu[:]) * w[i]` with x.shape[1] read) run as
// kernels; they raised the kernel's TypeError and ran in the interpreter.
func TestSectionRowsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_section_rows", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// A scalar holding int32 and int64 values that is only compared, copied
// and stored (Rodinia nw's maximum()) runs as kernels; one used in
// arithmetic keeps to the loop-record executor, which follows its types.
func TestInt32HeldScalarsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_int32_held", oneAndThreeThreads...)
	for i, nests := range runs {
		for _, n := range nests {
			if want := n.Function == "fill"; (n.Executor == "native") != want {
				t.Errorf("%+v: %s ran on %s (%s)", oneAndThreeThreads[i], n.Function, n.Executor, n.Reason)
			}
		}
	}
}

// A nest inside a refused counted while loop whose record reads the
// loop's counter under the front end's name runs in the interpreter with
// that reason (it failed the whole call); one inside a refused `while
// True` runs as kernels, its scalar read after the loop handed back.
func TestNestsInsideRefusedWhileLoops(t *testing.T) {
	runs := runGolden(t, "loops_while_inner", oneAndThreeThreads...)
	for i, nests := range runs {
		seen := map[string]bool{}
		for _, n := range nests {
			seen[n.Function+":"+strconv.Itoa(n.Line)] = true
			switch {
			case n.Function == "counted" && n.Line == 14 && !strings.Contains(n.Reason, "a value the function does not name"):
				t.Errorf("%+v: counted's inner nest: %s, %q", oneAndThreeThreads[i], n.Backend, n.Reason)
			case n.Function == "forever" && n.Line == 26 && n.Executor != "native":
				t.Errorf("%+v: forever's inner nest ran on %s (%s)", oneAndThreeThreads[i], n.Executor, n.Reason)
			}
		}
		if !seen["counted:14"] || !seen["forever:26"] {
			t.Errorf("%+v: the inner nests did not run: %v", oneAndThreeThreads[i], seen)
		}
	}
}

// Arrays made afresh in a loop body (np.empty, np.zeros, np.ones with a
// dtype) run as kernels over one array the closure makes before the nest;
// an allocation that raises sends the call to the interpreter, which
// raises where CPython does (or not at all where the loop runs no
// iteration).
func TestScratchArraysRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_scratch_arrays", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "negative_size" || n.Function == "made_in_branch"
	})
}
