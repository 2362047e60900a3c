package alpyna_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
	"github.com/alpyna/alpyna/runtime/gpu"
)

// With backend auto and a GPU (here the emulated one, which gets the
// H100's profile), each instantiation runs where the cost model expects
// it to be faster, and the report shows both estimates, the choice and
// the bytes moved: a gemm of n=96 goes to the GPU (a million and a half
// flops against the GPU's fixed 70 µs), a row's elementwise nest stays on
// the cpu (its work is less than a launch), and the bytes follow the
// arrays' HOST/DEVICE/BOTH states: the first gemm uploads its three
// arrays, the elementwise nest on the cpu copies back the c the GPU
// wrote (only reading it, so the device copy stays valid), and the second
// gemm uploads nothing.
func TestAutoPlacement(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	src := `import numpy as np
import alpyna

@alpyna.jit
def gemm(a, b, c, n):
    for i in range(n):
        for j in range(n):
            acc = 0.0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = acc

@alpyna.jit
def shift(c, d, n):
    for j in range(n):
        d[0, j] = c[0, j] + 1.0

n = 96
a = np.ones((n, n))
b = np.ones((n, n))
c = np.zeros((n, n))
d = np.zeros((n, n))
gemm(a, b, c, n)
shift(c, d, n)
gemm(a, b, c, n)
print(c[0, 0], d[0, 5])
`
	var nests []report.Nest
	var out bytes.Buffer
	err := alpyna.Run(src, "auto.py", alpyna.Options{Backend: "auto", Stdout: &out, Stderr: io.Discard, Threads: 2,
		CacheDir: t.TempDir(), Report: func(n report.Nest) { nests = append(nests, n) }})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "96.0 97.0\n"; got != want {
		t.Errorf("output %q, want %q", got, want)
	}
	var rep bytes.Buffer
	if err := (&report.Report{Nests: nests}).WriteJSON(&rep); err != nil {
		t.Fatal(err)
	}
	if err := report.Validate(rep.Bytes()); err != nil {
		t.Fatalf("%v\n%s", err, rep.Bytes())
	}
	if len(nests) != 3 {
		t.Fatalf("%d instantiations, want 3", len(nests))
	}
	const size = 96 * 96 * 8
	for i, want := range []struct {
		function, choice, executor string
		moved                      int64
	}{
		{"gemm", "gpu", "gpu-emulated", 3 * size},
		{"shift", "cpu", "native", size},
		{"gemm", "gpu", "gpu-emulated", 0},
	} {
		n := nests[i]
		name := fmt.Sprintf("%s (invocation %d)", n.Function, n.Invocation)
		p := n.Placement
		if n.Function != want.function || p == nil || n.TransferBytes == nil {
			t.Fatalf("%s: placement %v, transfer_bytes %v; want %s with both", name, p, n.TransferBytes, want.function)
		}
		if p.Choice != want.choice || n.Backend != p.Choice {
			t.Errorf("%s: chose %s and ran on %s, want %s for both", name, p.Choice, n.Backend, want.choice)
		}
		if n.Executor != want.executor && !(want.executor == "native" && n.Executor == "go-kernel") {
			t.Errorf("%s: executor %s, want %s", name, n.Executor, want.executor)
		}
		if !(p.Estimate.CPU > 0 && p.Estimate.GPU > 0) {
			t.Errorf("%s: estimates %+v, want both positive", name, p.Estimate)
		}
		if p.Choice == "gpu" && p.Estimate.GPU >= p.Estimate.CPU || p.Choice == "cpu" && p.Estimate.CPU > p.Estimate.GPU {
			t.Errorf("%s: chose %s with estimates %+v", name, p.Choice, p.Estimate)
		}
		if p.TransferBytes != want.moved || *n.TransferBytes != want.moved {
			t.Errorf("%s: expected to move %d bytes and moved %d, want %d", name, p.TransferBytes, *n.TransferBytes, want.moved)
		}
	}
	// The fields appear in the JSON as the contract names them.
	var raw struct {
		Nests []map[string]json.RawMessage `json:"nests"`
	}
	if err := json.Unmarshal(rep.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"placement", "transfer_bytes"} {
		if _, ok := raw.Nests[0][k]; !ok {
			t.Errorf("the report's first nest has no %q", k)
		}
	}
}

// The cost model reads a CUDA device's description (cuda.Properties'
// String) for its multiprocessors and compute capability.
func TestDescribeDevice(t *testing.T) {
	d := alpyna.DescribeDevice("device 0: NVIDIA H100 80GB HBM3, sm_90, 79.1 GiB, 132 multiprocessors")
	if d.Name != "NVIDIA H100 80GB HBM3" || d.Multiprocessors != 132 || d.Major != 9 || d.Minor != 0 {
		t.Errorf("H100: %+v", d)
	}
	d = alpyna.DescribeDevice("device 1: NVIDIA GeForce RTX 4090, sm_89, 23.6 GiB, 128 multiprocessors")
	if d.Name != "NVIDIA GeForce RTX 4090" || d.Multiprocessors != 128 || d.Major != 8 || d.Minor != 9 {
		t.Errorf("RTX 4090: %+v", d)
	}
	d = alpyna.DescribeDevice("device 0: NVIDIA B200, sm_100, 178.4 GiB, 148 multiprocessors")
	if d.Major != 10 || d.Minor != 0 || d.Multiprocessors != 148 {
		t.Errorf("B200: %+v", d)
	}
	if d := alpyna.DescribeDevice("the emulated device"); d.Name != "the emulated device" || d.Multiprocessors != 0 {
		t.Errorf("emulated: %+v", d)
	}
}

// The host link of a device is measured by timing copies; on the
// emulated device (Go copies) the numbers are only checked for sense.
func TestMeasureLink(t *testing.T) {
	dev := gpu.NewEmulatedDevice(1<<30, gpu.SmallLimits())
	latency, bandwidth, err := alpyna.MeasureLink(dev)
	if err != nil {
		t.Fatal(err)
	}
	if !(latency > 0 && latency < 0.01) || !(bandwidth > 1e6) {
		t.Errorf("latency %g s, bandwidth %g B/s", latency, bandwidth)
	}
	if free, total, _ := dev.MemInfo(); free != total {
		t.Errorf("measuring left %d bytes allocated", total-free)
	}
}

// With backend gpu the report has the bytes moved but no placement: no
// choice was made.
func TestGPUTransferBytes(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	src := `import numpy as np
import alpyna

@alpyna.jit
def twice(a, n):
    for i in range(n):
        a[i] = 2.0 * a[i]

a = np.ones(100)
twice(a, 100)
twice(a, 100)
print(a[0])
`
	var nests []report.Nest
	var out bytes.Buffer
	err := alpyna.Run(src, "gpu.py", alpyna.Options{Backend: "gpu", Stdout: &out, Stderr: io.Discard, Threads: 2,
		CacheDir: t.TempDir(), Report: func(n report.Nest) { nests = append(nests, n) }})
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != "4.0\n" || len(nests) != 2 {
		t.Fatalf("printed %q with %d instantiations, want 4.0 and 2", out.String(), len(nests))
	}
	for i, want := range []int64{800, 0} {
		n := nests[i]
		if n.Placement != nil || n.TransferBytes == nil || *n.TransferBytes != want {
			t.Errorf("call %d: placement %v, transfer_bytes %v; want no placement and %d bytes", i+1, n.Placement, n.TransferBytes, want)
		}
	}
}
