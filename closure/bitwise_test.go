package closure_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
)

// Nests of bitwise integer operators (hashing, bit reversal, popcount, a
// xorshift generator, masks, shifts by 0..70 of Python ints, np.int64 and
// np.int32 values, bools) run as kernels, natively, on the Go executor of
// the kernel IR and on the emulated GPU, with CPython's output; only the
// nests that must raise or leave 64 bits end in the interpreter.
func TestBitwiseOperatorsRunAsKernels(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	opts := []alpyna.Options{{Backend: "cpu", Threads: 1}, {Backend: "cpu", Threads: 3},
		{Backend: "cpu", Threads: 2, GoKernels: true}, {Backend: "gpu"}}
	runs := runGolden(t, "loops_bitwise", opts...)
	checkKernelsBut(t, opts, runs, func(n report.Nest) bool {
		return n.Function == "wide" || n.Function == "negative_count"
	})
}

// Accumulations by & | ^ (hashes by xor over 10^5 elements, or- and
// and-masks, a predicated or, bools, Python int starts over np.int64 and
// np.int32 elements) run as parallel reductions on every executor, with
// CPython's values and types whatever the number of chunks; a bool start
// or-ed with ints, which kernels do not type, is a parallel reduction on
// the loop-record executor.
func TestBitwiseReductionsRunInParallel(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	opts := []alpyna.Options{{Backend: "cpu", Threads: 1}, {Backend: "cpu", Threads: 3},
		{Backend: "cpu", Threads: 2, GoKernels: true}, {Backend: "gpu"}}
	runs := runGolden(t, "loops_bitwise_reductions", opts...)
	kernels := make([][]report.Nest, len(runs))
	for i, nests := range runs {
		for _, n := range nests {
			if n.Function != "bool_start_int" {
				kernels[i] = append(kernels[i], n)
			} else if n.Backend != "cpu" || n.Executor != "loop-record" {
				t.Errorf("%+v: bool_start_int call %d: backend %s, executor %s, want the loop-record executor", opts[i], n.Invocation, n.Backend, n.Executor)
			}
		}
	}
	checkKernelsBut(t, opts, kernels, func(report.Nest) bool { return false })
	loops := map[string]string{}
	for _, f := range []string{"xor_hash", "or_and_masks", "positive_or", "xor_chain", "bool_reductions", "python_bools", "int32_xor", "bool_start_int", "python_int_xor"} {
		loops[f] = "i"
	}
	checkParallelLoop(t, runs, loops)
	want := map[string]string{"xor_hash": "^", "or_and_masks": "& |", "positive_or": "|", "xor_chain": "^",
		"bool_reductions": "& ^ |", "python_bools": "& ^ |", "int32_xor": "^ |", "bool_start_int": "|", "python_int_xor": "^"}
	for i, nests := range runs {
		for _, n := range nests {
			w, ok := want[n.Function]
			if !ok {
				continue
			}
			var ops []string
			for _, s := range n.Statements {
				if s.Reduction != "" && !slices.Contains(ops, s.Reduction) {
					ops = append(ops, s.Reduction)
				}
			}
			slices.Sort(ops)
			if got := strings.Join(ops, " "); got != w {
				t.Errorf("%+v: %s reduces by %q, want %q", opts[i], n.Function, got, w)
			}
		}
	}
}
