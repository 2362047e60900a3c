package alpyna_test

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
)

// TestPrivateArraysAnyThreads runs the temporaries' script (doitgen, a
// row temporary, offsets, two dimensions, a partial write, empty loops)
// on native kernels and on the Go executor of the kernel IR, on one
// thread and on three, which cut the privatised loops into chunks with
// copies of their own: each run must print what CPython printed, values
// left in the temporaries included, and the loops whose temporaries are
// private must run in parallel, the partial write's in order.
func TestPrivateArraysAnyThreads(t *testing.T) {
	t.Chdir("testdata/scripts")
	want, err := os.ReadFile("loops_private_array.out")
	if err != nil {
		t.Fatal(err)
	}
	parallel := map[string][]string{ // per function, the loops its first statement runs in parallel
		"doitgen":        {"r", "q"},
		"row_temporary":  {"i"},
		"neighbours":     {"i"},
		"two_dimensions": {"r"},
		"partial_write":  {"k"},
	}
	for _, threads := range []int{1, 3} {
		for _, goKernels := range []bool{false, true} {
			t.Run(fmt.Sprintf("threads=%d,go=%v", threads, goKernels), func(t *testing.T) {
				var stdout, stderr bytes.Buffer
				var nests []report.Nest
				err := alpyna.RunFile("loops_private_array.py", alpyna.Options{Stdout: &stdout, Stderr: &stderr,
					Backend: "cpu", Threads: threads, GoKernels: goKernels,
					Report: func(r report.Nest) { nests = append(nests, r) }})
				if err != nil {
					t.Fatalf("%v\n%s", err, stderr.String())
				}
				if stdout.String() != string(want) {
					t.Errorf("stdout differs from CPython's:\n%s", lineDiff(string(want), stdout.String()))
				}
				for _, n := range nests {
					if n.Executor != "native" && n.Executor != "go-kernel" {
						t.Errorf("%s ran on %s (%s)", n.Function, n.Executor, n.Reason)
					}
					want, ok := parallel[n.Function]
					if !ok || len(n.Statements) == 0 {
						continue
					}
					if got := n.Statements[0].Parallel; !slices.Equal(got, want) {
						t.Errorf("%s: line %d runs %v in parallel, want %v", n.Function, n.Statements[0].Line, got, want)
					}
				}
			})
		}
	}
}

// TestPrivateArraysOnEmulatedGPU runs the temporaries' script on the gpu
// backend's emulated device, which runs a kernel with private copies on
// one thread (kernel.Kernel.Privates): it must print what CPython
// printed.
func TestPrivateArraysOnEmulatedGPU(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	t.Chdir("testdata/scripts")
	want, err := os.ReadFile("loops_private_array.out")
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	var nests []report.Nest
	err = alpyna.RunFile("loops_private_array.py", alpyna.Options{Stdout: &stdout, Stderr: &stderr, Backend: "gpu",
		Report: func(r report.Nest) { nests = append(nests, r) }})
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	if stdout.String() != string(want) {
		t.Errorf("stdout differs from CPython's:\n%s", lineDiff(string(want), stdout.String()))
	}
	for _, n := range nests {
		if n.Executor != "gpu-emulated" {
			t.Errorf("%s ran on %s, want the emulated gpu", n.Function, n.Executor)
		}
	}
}
