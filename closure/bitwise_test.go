package closure_test

import (
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
