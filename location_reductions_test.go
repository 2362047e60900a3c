package alpyna_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/alpyna/alpyna"
)

// TestLocationReductionsAnyThreads runs the location reductions' script
// (argmin, argmax, first and last, ties, NaNs, 10^5 elements) on native
// kernels and on the Go executor of the kernel IR with thread counts
// that cut its loops into different chunks (the golden run uses three):
// each must print what CPython printed.
func TestLocationReductionsAnyThreads(t *testing.T) {
	t.Chdir("testdata/scripts")
	want, err := os.ReadFile("reductions_location.out")
	if err != nil {
		t.Fatal(err)
	}
	for _, threads := range []int{2, 5, 8} {
		for _, goKernels := range []bool{false, true} {
			t.Run(fmt.Sprintf("threads=%d,go=%v", threads, goKernels), func(t *testing.T) {
				var stdout, stderr bytes.Buffer
				err := alpyna.RunFile("reductions_location.py", alpyna.Options{Stdout: &stdout, Stderr: &stderr,
					Backend: "cpu", Threads: threads, GoKernels: goKernels})
				if err != nil {
					t.Fatalf("%v\n%s", err, stderr.String())
				}
				if stdout.String() != string(want) {
					t.Errorf("stdout differs from CPython's:\n%s", lineDiff(string(want), stdout.String()))
				}
			})
		}
	}
}
