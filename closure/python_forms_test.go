package closure_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/closure"
	"github.com/alpyna/alpyna/report"
)

// Loops over tuples and lists of constants (neighbour offsets, weights)
// run as kernels, the loops around them in parallel.
func TestLiteralIterationsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_literal_iteration", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	checkParallelLoop(t, runs, map[string]string{"life": "i", "four_neighbours": "i", "weighted": "i", "odd_offsets": "i", "last_pair": "i"})
}

// A scalar private to an inner loop and read after the nest lets the
// outer loop run in parallel only when the inner loop surely runs.
func TestPrivateLiveOutOfInnerLoop(t *testing.T) {
	runs := runGolden(t, "loops_private_live_out", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	checkParallelLoop(t, runs, map[string]string{"lastval_inner": "i", "shifted": "i", "backwards": "i", "maybe_empty": "!i"})
}

// checkParallelLoop checks that every statement of each function's nests
// runs loop in parallel ("!i": runs i in order).
func checkParallelLoop(t *testing.T, runs [][]report.Nest, loops map[string]string) {
	t.Helper()
	for _, nests := range runs {
		for _, n := range nests {
			want, ok := loops[n.Function]
			if !ok {
				continue
			}
			for _, s := range n.Statements {
				loop, parallel := strings.CutPrefix(want, "!")
				if slices.Contains(s.Parallel, loop) != !parallel {
					t.Errorf("%s line %d: %q parallel in %v, want %q", n.Function, s.Line, s.Text, s.Parallel, want)
				}
			}
		}
	}
}

// Assignments through slices in nests run as kernels over the sections'
// elements, a target read through another slice through a scratch array;
// the nests NumPy would compute otherwise (a float32 array) and the calls
// whose bounds or extents fail the guard (a window past the end, a
// broadcast row) run in the interpreter.
func TestSectionsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_sections", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		switch n.Function {
		case "scale_rows":
			return true
		case "window", "broadcast", "clear_rows":
			return n.Invocation == 2
		}
		return false
	})
}

// While loops whose counter steps by a constant other than one (`i += 2`,
// `k -= 1` down to a bound) run as kernels, outermost ones starting from
// the value assigned before them.
func TestSteppedWhilesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_while_steps", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// math.hypot and math.dist of two points in the plane run as kernels.
func TestHypotAndDistRunAsKernels(t *testing.T) {
	opts := []alpyna.Options{{Backend: "cpu", Threads: 2}}
	runs := runGolden(t, "loops_hypot", opts...)
	checkKernelsBut(t, opts, runs, func(report.Nest) bool { return false })
}

// Loops over slices of arrays (backwards too: x[::-3]), reversed arrays
// and enumerate(start=) run as kernels; only the calls whose slices NumPy
// clips (a start or stop past the end, a start past the stop) and the one
// whose start is a negative value run in the interpreter, sent there by
// the check before the nest, which says so.
func TestSliceIterationsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_iterate_slices", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		clipped := n.Function == "window_max" && n.Invocation >= 2 || n.Function == "tail_sum" && n.Invocation >= 2
		if clipped && !strings.Contains(n.Reason, "before the nest failed") {
			t.Errorf("%s call %d: %q, want the check before the nest", n.Function, n.Invocation, n.Reason)
		}
		return clipped
	})
}

// Views of one array without a common element run as kernels; views that
// share elements (a column twice, b[::4] and b[::2]) run in the
// interpreter.
func TestDisjointViewsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "numpy_views_disjoint", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Invocation == 4 || n.Invocation == 5 })
}

// Windows clipped by min and max of their bounds run as kernels, the loop
// around them in parallel.
func TestWindowsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_windows", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	checkParallelLoop(t, runs, map[string]string{"smooth": "i", "banded": "i", "prefix_max": "i", "first_over": "i"})
}

// Bounds that read a scalar assigned once from fixed values (an extent
// named in a time loop, an inlined helper's `n = u.shape[0]`, `k = t + 1`)
// leave the time loop one nest of kernels.
func TestInvariantBoundsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_invariant_bounds", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// sum, max and min of a row or vector and np.dot of two run as kernels;
// the calls with empty rows or vectors of two lengths run in the
// interpreter.
func TestRowReductionsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_row_reductions", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		// The second calls: vectors of two lengths, empty rows; a
		// negative start and a start past the end of a slice.
		return n.Invocation == 2 && (n.Function == "matvec" || n.Function == "row_sums" || n.Function == "row_ranges") ||
			n.Function == "tails" && n.Invocation > 1
	})
}

// Loops over np.arange of ints and list(range(...)) run as kernels; only
// the float aranges run in the interpreter.
func TestArangeLoopsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_arange", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		// np.arange of floats, and of a name holding a float (its first
		// call); its second call's stop is an int.
		return n.Function == "float_range" && (n.Line == 42 || n.Invocation == 1)
	})
}

// Loops whose bounds are read from arrays at each entry (compressed sparse
// rows, adjacency lists) and quadratic bounds run as kernels, the outer
// loop in parallel where each iteration writes its own elements; a
// negative start (which Python counts from the end) and an index past the
// end run in the interpreter.
func TestDynamicBoundsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_dynamic_bounds", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return (n.Function == "row_scale" || n.Function == "spmv") && n.Invocation == 2
	})
	checkParallelLoop(t, compiledOnly(runs), map[string]string{"spmv": "i", "spmv_named": "i", "pagerank_step": "v",
		"triangles": "u", "quadratic": "i", "segment_max": "s", "row_scale": "!i", "backwards": "!i", "blocks": "b", "skip_diagonal": "i"})
	// A scatter from each row is an array reduction over the rows, which
	// an int target's few copies let run in parallel.
	for i, nests := range runs {
		for _, n := range nests {
			if n.Function != "in_degree" {
				continue
			}
			want := "privatised"
			if oneAndThreeThreads[i].Threads == 1 {
				want = "sequential"
			}
			if n.Plan == nil || n.Plan.Kind != want {
				t.Errorf("%d threads: in_degree ran %+v, want an array reduction, %s", oneAndThreeThreads[i].Threads, n.Plan, want)
			}
		}
	}
}

// compiledOnly drops the nests that ran in the interpreter.
func compiledOnly(runs [][]report.Nest) [][]report.Nest {
	out := make([][]report.Nest, len(runs))
	for i, nests := range runs {
		for _, n := range nests {
			if n.Backend != "interp" {
				out[i] = append(out[i], n)
			}
		}
	}
	return out
}

// Whole rows assigned without a slice (B[i] = A[i] * 0.5, X[i] -= mu) in
// functions that show their arrays have two axes run as kernels over the
// rows' elements, the rows in parallel; called with three-axis arrays or
// a vector of another length, the nest runs in the interpreter.
func TestRowSectionsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_row_sections", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "blend" && n.Invocation == 2 || n.Function == "shift_rows" && n.Invocation == 2 ||
			n.Function == "offset_rows" && n.Invocation == 2
	})
	checkParallelLoop(t, compiledOnly(runs), map[string]string{"half_rows": "i", "blend": "i", "scale_rows": "i", "shift_rows": "i"})
}

// Accumulators started at an int or a numpy.float32 and given floats
// (`num = 0` before `num += img[...] * k[...]`) run as kernels, the int
// held exactly in a float64 (kernelgen/types.go, intFloatPair); where the
// int may be large or come from int arithmetic, or the scalar is read
// after the nest, the loop-record executor runs the nest. The call that
// divides by the int 0 stops its kernel and the interpreter raises
// ZeroDivisionError as CPython does.
func TestWideningAccumulatorsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_widening_accumulators", oneAndThreeThreads...)
	recorded := map[string]bool{"counted_then_float": true, "huge_start": true, "last_value": true}
	for i, nests := range runs {
		for _, n := range nests {
			interpreted := n.Function == "inverse_or_zero" && n.Invocation == 2
			switch {
			case recorded[n.Function]:
				if n.Executor != "loop-record" {
					t.Errorf("%+v: %s: executor %s, want loop-record (%s%v)", oneAndThreeThreads[i], n.Function, n.Executor, n.Reason, n.ExecutorReason)
				}
			case (n.Backend == "interp") != interpreted || n.Executor == "loop-record":
				t.Errorf("%+v: %s call %d: backend %s, executor %s (%s%v)", oneAndThreeThreads[i], n.Function, n.Invocation, n.Backend, n.Executor, n.Reason, n.ExecutorReason)
			}
		}
	}
	checkParallelLoop(t, compiledOnly(runs), map[string]string{"blur": "i", "root_sums": "i", "accel": "i", "to_ints": "i", "capped": "i"})
}

// A jit function called once per cell (bump(i, j, counts) adding to a 3 x
// 3 block; loops_cell_calls.py) plans and builds a variant for the first
// few (i, j), then one without their values for every later call
// (generaliseOffsets): the script's 28 calls of bump and spread with
// distinct (i, j) build a handful of variants, not one each. The calls at the grid's
// edge, whose kernels stop (index -1 wraps; an index past the axis
// raises), run in the interpreter after the block they wrote is put back,
// with CPython's results.
func TestCellCallsShareOneVariant(t *testing.T) {
	for _, o := range oneAndThreeThreads {
		before := closure.Instantiations()
		runs := runGolden(t, "loops_cell_calls", o)
		built := closure.Instantiations() - before
		calls := 0
		for _, n := range runs[0] {
			if n.Function != "bump" && n.Function != "spread" || n.Backend == "interp" {
				continue
			}
			calls++
			if n.Executor != "native" && n.Executor != "go-kernel" {
				t.Errorf("%+v: %s call %d: executor %s (%v)", o, n.Function, n.Invocation, n.Executor, n.ExecutorReason)
			}
		}
		// bump's first three and the shared one, spread's likewise,
		// life_step's two nests.
		if calls < 28 || built > 12 {
			t.Errorf("%+v: %d variants built for %d accelerated calls of bump and spread; want at most 12 in all", o, built, calls)
		}
		checkParallelLoop(t, compiledOnly(runs), map[string]string{"bump": "di", "spread": "di"})
	}
}

// Shapes unpacked inside the loops (`n, m = x.shape` at the top of an
// inlined helper) and held in a name before them (`ashape = a.shape`) run
// as kernels; a call with an array of another rank runs in the
// interpreter and raises CPython's ValueError, not an IndexError from
// reading x.shape[1] before the nest.
func TestShapeFormsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_shape_forms", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "last_column" && n.Invocation == 2
	})
	checkParallelLoop(t, compiledOnly(runs), map[string]string{"every_other": "i", "last_column": "i", "smooth": "i", "local_shape": "i"})
}

// Whole arrays copied into slices inside time loops (`old[:] = grid`,
// `x[:] = x_new`) are loops over the elements, and the time loops around
// them run as one nest (loops_whole_array_copies.py).
func TestWholeArrayCopiesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_whole_array_copies", oneAndThreeThreads...)
	// copy_2d's first call gives w two axes, as u has: the nest built for
	// them runs as kernels; a row, which NumPy broadcasts, and a list run
	// in the interpreter.
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Function == "copy_2d" && n.Invocation > 1 })
	// Every statement has a parallel loop (the copy's own, or x, i); the
	// time loops stay in order.
	timeLoop := map[string]string{"steps": "t", "jacobi": "it", "fill_rows": "", "smooth_2d": "t"}
	for _, n := range compiledOnly(runs)[0] {
		tl, ok := timeLoop[n.Function]
		if !ok {
			continue
		}
		for _, s := range n.Statements {
			if len(s.Parallel) == 0 || tl != "" && !slices.Contains(s.Sequential, tl) {
				t.Errorf("%s line %d: %q parallel in %v, sequential in %v; want a parallel loop inside %q", n.Function, s.Line, s.Text, s.Parallel, s.Sequential, tl)
			}
		}
	}
}

// Windows whose edges the loop body computes (max/min of the loop
// variable, a name clipped by an if, helpers called in range()) run as
// kernels evaluating the inner bounds at each entry, the outer loops in
// parallel (loops_window_bounds.py).
func TestWindowBoundsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_window_bounds", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	checkParallelLoop(t, runs, map[string]string{"running_max": "i", "clipped_sum": "i", "centred_max": "i", "box_filter": "i"})
}

// Helpers with while loops (escape-time fractals) are inlined into the
// nest that calls them, which runs as kernels with the pixels in
// parallel; one that returns from inside its while loop is not inlined
// (loops_inlined_while.py).
func TestInlinedWhileRunsAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_inlined_while", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Function == "powers" })
	checkParallelLoop(t, compiledOnly(runs), map[string]string{"julia": "i", "all_halvings": "i"})
}

// A tuple of indices held in a name and used as a subscript (pythran's
// convolution) is read as the indices themselves; one read after the
// loops keeps its nest in the interpreter (loops_tuple_indices.py).
func TestTupleIndicesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_tuple_indices", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Function == "last_index" })
	checkParallelLoop(t, compiledOnly(runs), map[string]string{"shift": "i", "corners": "i"})
}
