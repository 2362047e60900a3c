package closure_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/closure"
	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/runtime/gpu"
)

// runOnDevice runs a script with the gpu backend over dev and returns its
// output and the instantiations.
func runOnDevice(t *testing.T, dev gpu.Device, src string) (string, []closure.Instantiation, error) {
	t.Helper()
	dir, name := writeScript(t, src)
	var out bytes.Buffer
	var ins []closure.Instantiation
	acc := closure.New(closure.Options{Threads: 2, GPU: gpu.NewGPU(dev), Record: func(in closure.Instantiation) { ins = append(ins, in) }})
	in, err := interp.New(interp.Config{Stdout: &out, Stderr: io.Discard, Accelerator: acc})
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	err = in.RunFile(name)
	in.Close()
	return out.String(), ins, err
}

// Arrays stay on the device between nests and calls: a second call
// uploads nothing but its argument vectors, the host copy is refreshed only
// when the script reads it, and a host write makes the device copy stale.
func TestGPUResidency(t *testing.T) {
	dev := gpu.NewEmulatedDevice(1<<30, gpu.SmallLimits())
	src := prelude + `@alpyna.jit
def step(a, b, n):
    for i in range(n):
        b[i] = a[i] * 2.0 + b[i]


n = 50
a = np.ones(n)
b = np.zeros(n)
step(a, b, n)
step(a, b, n)
print(b[7])
a[3] = 10.0
step(a, b, n)
print(b[3], b[4])
`
	out, ins, err := runOnDevice(t, dev, src)
	if err != nil {
		t.Fatal(err)
	}
	if want := "4.0\n24.0 6.0\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
	if len(ins) != 3 {
		t.Fatalf("%d instantiations, want 3", len(ins))
	}
	for _, in := range ins {
		if in.Backend != "gpu" {
			t.Errorf("invocation %d ran on %s (%s), want gpu", in.Invocation, in.Backend, in.Reason)
		}
	}
	// Each launch copies its argument vector, out area and status word
	// up; the first call also uploads a and b, the third a again (the
	// host wrote it) but not b. b comes back once for print(b[7]) and
	// once for the last print.
	launches := 3
	if want := 3*launches + 2 + 1; dev.CopiesToDevice != want {
		t.Errorf("%d copies to the device, want %d", dev.CopiesToDevice, want)
	}
	if want := launches + 2; dev.CopiesToHost != want { // status words, then b twice
		t.Errorf("%d copies to the host, want %d", dev.CopiesToHost, want)
	}
}

// A nest that does not fit in device memory is refused before anything is
// transferred, with the sizes in the message.
func TestGPUOutOfMemory(t *testing.T) {
	dev := gpu.NewEmulatedDevice(1000, gridcalc.DefaultLimits())
	_, _, err := runOnDevice(t, dev, prelude+`@alpyna.jit
def fill(a, n):
    for i in range(n):
        a[i] = 1.0


a = np.zeros(1000)
fill(a, 1000)
`)
	if err == nil || !strings.Contains(err.Error(), "MemoryError") || !strings.Contains(err.Error(), "needs 8") {
		t.Errorf("got %v, want a MemoryError naming the bytes needed", err)
	}
	if dev.CopiesToDevice != 0 {
		t.Errorf("%d copies to the device before refusing", dev.CopiesToDevice)
	}
}
