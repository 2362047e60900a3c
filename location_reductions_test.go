package alpyna_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
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

// TestLocationReductionsOnEmulatedGPU runs the location reductions'
// script on the gpu backend's emulated device, whose tiny launch limits
// cut each loop into many uneven runs of iterations, one per thread, with
// threads that run none (kernel/abi.go, "GPU"): the runtime's fold of the
// threads' shares must print what CPython printed, with every nest run on
// the device.
func TestLocationReductionsOnEmulatedGPU(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	t.Chdir("testdata/scripts")
	for _, name := range []string{"reductions_location", "reductions_location_rows"} {
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(name + ".out")
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			var nests []report.Nest
			err = alpyna.RunFile(name+".py", alpyna.Options{Stdout: &stdout, Stderr: &stderr, Backend: "gpu",
				Report: func(r report.Nest) { nests = append(nests, r) }})
			if err != nil {
				t.Fatalf("%v\n%s", err, stderr.String())
			}
			if stdout.String() != string(want) {
				t.Errorf("stdout differs from CPython's:\n%s", lineDiff(string(want), stdout.String()))
			}
			for _, n := range nests {
				if n.Executor != "gpu-emulated" && n.Executor != "loop-record" {
					t.Errorf("%s:%d ran on %s, want the emulated gpu", n.Function, n.Line, n.Executor)
				}
			}
		})
	}
}
