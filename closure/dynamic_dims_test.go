package closure_test

import (
	"testing"

	"github.com/alpyna/alpyna/report"
)

// Loops whose bounds are read at each entry from loop variables and
// symbols run as kernels with those loops parallel: the red-black sweep's
// rows of one colour (alone and inside a loop over sweeps), a
// checkerboard, strided and quadratic starts, blocks; the diagonal sweep
// keeps its rows in order and its columns in parallel, as does a loop
// whose start the host computes for each row; a start of -1 runs the nest
// in the interpreter.
func TestDynamicDimsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_dynamic_dims", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool {
		return n.Function == "carried" || n.Function == "host_start" && n.Invocation == 2
	})
	compiled := compiledOnly(runs)
	checkParallelLoop(t, compiled, map[string]string{"red_black": "i", "red_black_sweeps": "i", "diagonal": "!i",
		"checker": "i", "strided": "i", "blocks": "b", "quadratic": "i", "every_third": "i", "host_start": "!i"})
	checkParallelLoop(t, compiled, map[string]string{"red_black": "j", "red_black_sweeps": "j", "diagonal": "j",
		"checker": "j", "strided": "j", "blocks": "j", "quadratic": "j", "every_third": "j", "host_start": "j"})
	checkParallelLoop(t, compiled, map[string]string{"red_black_sweeps": "!it", "every_third": "!t"})
}
