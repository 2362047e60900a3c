package closure_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/report"
	"github.com/alpyna/alpyna/runtime/gpu"
)

// Tuples and lists of numbers a nest reads (a literal before the loop, a
// shape passed as a tuple for the bounds, a tuple indexed by the loop
// variable) run as kernels with CPython's values; a tuple mixing ints and
// floats, one the nest assigns, one read through .shape, and the calls
// whose kernels raise (an int past 64 bits, an index past the end) run in
// the interpreter.
func TestTuplesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_tuples", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		switch n.Function {
		case "mixed", "assigns", "past_end", "through_shape":
			return true
		case "int_semantics":
			return n.Invocation == 1
		}
		return false
	})
	checkParallelLoop(t, runs, map[string]string{"scale": "i", "fill": "x", "from_list": "i"})
}

// In-place statements on whole arrays in a loop (y += x[i], result +=
// tmp) run as kernels with the array's axes in parallel, also for a call
// whose array has another rank than the function shows (the nest built
// for its rank); `y = y + x[i]` and an int array given floats run in the
// interpreter.
func TestWholeArrayStatementsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_whole_arrays", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		switch n.Function {
		case "rebind":
			return true
		case "int_target":
			return n.Invocation == 2
		}
		return false
	})
	checkParallelLoop(t, runs, map[string]string{"whole_arr": "slice0", "two_d": "slice0", "decay": "slice0"})
}

// Section copies of int32 and float32 arrays run as kernels where source
// and target share a dtype; a copy between int64 and int32 and int32
// arithmetic run in the interpreter.
func TestSectionCopiesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_section_copies", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "add_rows" || n.Function == "copy_rows" && n.Invocation == 3
	})
}

// On the GPU (emulated) the tuples' arrays go to the device like any
// other, and the kernels read their elements as Python values there too.
func TestTuplesOnEmulatedGPU(t *testing.T) {
	src, err := os.ReadFile("../testdata/scripts/loops_tuples.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../testdata/scripts/loops_tuples.out")
	if err != nil {
		t.Fatal(err)
	}
	out, ins, err := runOnDevice(t, gpu.NewEmulatedDevice(1<<30, gpu.SmallLimits()), string(src))
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Errorf("printed\n%s\nwant\n%s", out, want)
	}
	for _, in := range ins {
		switch in.Nest.Func {
		case "scale", "fill", "from_list", "bools":
			if in.Backend != "gpu" {
				t.Errorf("%s call %d ran on %s (%s), want gpu", in.Nest.Func, in.Invocation, in.Backend, in.Reason)
			}
		}
	}
}

// Arrays accumulated by rows (`mean += X[i]` on a local np.zeros(d),
// `c[labels[i]] += X[i]` and `c[j] /= cnt[j]` on a local np.zeros((k,
// d))) run as kernels; scaled_copy's `out[i] = X[i] * s[i]`, whose X
// shows no second axis, runs in the interpreter.
func TestRowAccumulatorsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_array_accumulators", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "scaled_copy"
	})
	checkParallelLoop(t, runs, map[string]string{"column_means": "slice0", "weighted_rows": "slice0"})
}

// Row statements summing matrix sections along the last axis (syrk and
// syr2k as NumPy-style PolyBench writes them) run as kernels with the row
// loop in parallel; rows longer than NumPy's pairwise block, a value
// reading the target's array and a transposed section run in the
// interpreter.
func TestAxisSumsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_axis_sums", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "reads_target" || n.Function == "transposed" || n.Function == "syrk_rows" && n.Invocation == 2
	})
	var native [][]report.Nest
	for _, nests := range runs {
		native = append(native, slices.DeleteFunc(slices.Clone(nests), func(n report.Nest) bool { return n.Backend == "interp" }))
	}
	checkParallelLoop(t, native, map[string]string{"syrk_rows": "i", "syr2k_rows": "i", "shifted": "i"})
}

// np.dot of row and column slices (Cholesky, LU and forward substitution
// in NumPy's style, the first step dotting empty slices) runs as kernels
// summing in the order of NumPy's BLAS; int64 dots and a Fortran-ordered
// matrix run in the interpreter.
func TestBLASDotsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_dot_empty", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "int_dots" || n.Function == "cholesky" && n.Invocation == 2
	})
}

// A scalar reused in sibling loops of one iteration (Cholesky's
// load-eliminated kernel) is private to the outer loop: the nests run as
// kernels, rows_then_sums with i in parallel; a scalar copied from an
// element in an inner loop and read after it keeps the last element's
// value (it was once read through the element's subscript, out of its
// loop).
func TestScalarReuseRunsAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_scalar_reuse", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	checkParallelLoop(t, runs, map[string]string{"rows_then_sums": "i"})
}

// An attribute called as a cast (`self.DATA_TYPE(x)`, PolyBench/Python's
// base class) runs as the cast its class attribute names, checked before
// the nest: a call whose attribute holds another type or a function runs
// in the interpreter.
func TestAttributeCastsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_attribute_casts", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "initialize" && n.Invocation == 2 || n.Function == "apply" && n.Invocation == 1
	})
}

// Matrix products written with flattened row-major subscripts
// (c[n * i + j], PolyBench/Python's ListFlattened strategy) run their j
// loops as one parallel Dim, tiled on the CPU as the 2-D spellings, and
// the report names every statement's j parallel; columns wider than the
// row stride overlap the next row, so i stays in order there.
func TestFlattenedTiles(t *testing.T) {
	runs := runGolden(t, "loops_flattened_tiles", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
	checkParallelLoop(t, runs, map[string]string{"syrk": "j", "gemm_t": "j", "not_owned": "!i"})
	checkParallelLoop(t, runs, map[string]string{"syrk": "i", "gemm_t": "i"})
}

// An array raised to a scalar in a row, whole-array or in-place statement
// or under np.sum is NumPy's fast path (x*x, sqrt, 1/x, x, 1), an
// element's power the C library's pow, on every path of a kernel; every
// nest of the golden runs as kernels.
func TestArrayPowers(t *testing.T) {
	runs := runGolden(t, "np_array_powers", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// Time loops as CFD codes write them: `un = u.copy()` (or np.copy(u)) at
// the top of each step is a scratch array, so the time loop, its sweep in
// loops or slices and its boundary copies with negative indices are one
// native nest, and so is a copy between rows -1 and 1 (one row of an
// axis of two: it goes through a scratch array); so is a copy read after
// the loop (the function gets the array the nest filled last).
func TestCopiesInTimeLoops(t *testing.T) {
	runs := runGolden(t, "loops_boundary_copies", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// Arrays a time loop rebinds to copies (`u = un.copy()` ending a step,
// `Uprev = 1. * U; U = 1. * Unew`) run as one native nest with CPython's
// results, and the function gets the arrays the nest filled, or its own
// where no step ran; an alias written before the copy, a write before the
// copy and a view kept across it stay in the interpreter (so do the calls
// too small to pay and the check a float copy of ints fails).
func TestReboundCopies(t *testing.T) {
	runs := runGolden(t, "loops_rebound_copies", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		switch n.Function {
		case "alias_written", "written_before_copy", "view_kept":
			return true
		case "float_of_ints":
			return n.Invocation == 1
		}
		return false
	})
}

// Draws from numpy.random's global generator in nests (randn in a random
// walk, rand in a Monte Carlo test, uniform, normal, exponential, randint
// in an index, names imported from numpy.random, a helper's draw) run as
// kernels drawing CPython's numbers; a draw under a conditional
// expression or in a while test, and the call whose randint bounds NumPy
// refuses, run in the interpreter.
func TestRandomDraws(t *testing.T) {
	runs := runGolden(t, "loops_random_draws", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		switch n.Function {
		case "conditional", "while_test":
			return true
		case "bad_bounds":
			return n.Invocation == 2
		case "paths": // w0 = 2**60 does not fit a float64 exactly
			return n.Invocation == 2
		}
		return false
	})
}

// @alpyna.jit on a class makes its methods jit functions (Grid.smooth runs
// as kernels) and leaves the class a class; @alpyna.jit(parallel=True,
// fastmath=False, cache=True), Numba's spelling, is jit.
func TestJitClassDecorator(t *testing.T) {
	runs := runGolden(t, "jit_class_decorator", oneAndThreeThreads...)
	for i, nests := range runs {
		got := map[string]bool{}
		for _, n := range nests {
			got[n.Function] = true
		}
		if !got["smooth"] || !got["scale"] {
			t.Errorf("%+v: nests of %v, want smooth's and scale's", oneAndThreeThreads[i], got)
		}
	}
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// Helpers that leave `while True` only through breaks that follow the
// assignment of their result are inlined, and their callers' nests run as
// kernels; a helper with a break before the assignment stays a call.
func TestWhileTrueBreaks(t *testing.T) {
	runs := runGolden(t, "loops_while_true_breaks", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Function == "maybes" })
}

// A while loop under an if (a bisection run only for points inside the
// grid) runs as kernels and returns: the iterations whose if is false no
// longer run the loop's unbounded range.
func TestWhileUnderIf(t *testing.T) {
	runs := runGolden(t, "loops_while_under_if", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// The @ operator in nests: rows times vectors are dot products and a
// loop-invariant product is computed before the nest, so the career
// Bellman operator runs as kernels; a matrix times a vector, and an
// invariant product whose shapes do not match, run in the interpreter.
func TestMatmulInNests(t *testing.T) {
	runs := runGolden(t, "loops_matmul", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "matvec_rows" || n.Function == "bad_shapes"
	})
}

// Scalars that start from an int (a parameter, w0=1 or h0=0) and hold
// floats after, through a helper that draws or np.exp, run as kernels; a
// start no float64 holds exactly (2**60) runs in the interpreter.
func TestIntStarts(t *testing.T) {
	runs := runGolden(t, "loops_int_starts", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "long_run_median" && n.Invocation == 3
	})
}

// A loop whose body rebinds its own variable (`_, mv = nearest(...)` in
// `for _ in range(n)`, `i += 1`, a conditional `i = 0`) runs as kernels
// with CPython's results, and a scalar started at a Python int and given
// int64 elements is handed between kernels (it ran on the loop-record
// executor).
func TestReboundLoopVars(t *testing.T) {
	runs := runGolden(t, "loops_rebound_loop_vars", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// CFDPython's cavity flow as written: helpers that fill the array they
// are given and return it (b = build_up_b(b, ...)), a helper whose
// scratch array is made by np.empty_like and copies before and in its
// loop, and a zeros_like scratch, all inlined into one native nest.
func TestCFDHelpers(t *testing.T) {
	runs := runGolden(t, "loops_cfd_helpers", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// Rows and whole arrays passed to a jit helper with their slices
// (deriv(t[i], y[i, :], f1[:])) are inlined as y[i] and f1 are: the
// integrators run as kernels with CPython's results.
func TestHelperSliceArguments(t *testing.T) {
	runs := runGolden(t, "loops_helper_slices", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}

// A print under an if in a nest: calls that print nothing run as
// kernels, the calls that reach a print run in the interpreter and print
// in order with the script's other output.
func TestPrintsInNests(t *testing.T) {
	runs := runGolden(t, "loops_prints", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Invocation == 2 })
	for _, nests := range runs {
		for _, n := range nests {
			if n.Invocation == 2 && !strings.Contains(n.Reason, "reached a print") {
				t.Errorf("%s call 2: reason %q does not say a print was reached", n.Function, n.Reason)
			}
		}
	}
}

// Convergence loops around several loops (an outermost `while l1norm >
// target`, the same while in a time loop, a counted loop to 10**8 that
// breaks when it converges) run as one native nest whose host loop stops
// at the iteration that broke: the while inside the time loop ran 2**62
// empty iterations before (a hang), the counted loop all 10**8.
func TestConvergenceWhiles(t *testing.T) {
	runs := runGolden(t, "loops_convergence_whiles", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(report.Nest) bool { return false })
}
