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
	return runOnGPU(t, gpu.NewGPU(dev), src)
}

// runOnGPU is runOnDevice with the executor given.
func runOnGPU(t *testing.T, g *gpu.GPU, src string) (string, []closure.Instantiation, error) {
	t.Helper()
	dir, name := writeScript(t, src)
	var out bytes.Buffer
	var ins []closure.Instantiation
	acc := closure.New(closure.Options{Threads: 2, GPU: g, Record: func(in closure.Instantiation) { ins = append(ins, in) }})
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
	out, ins, err := runOnDevice(t, dev, prelude+`@alpyna.jit
def fill(a, n):
    for i in range(n):
        a[i] = 1.0


a = np.zeros(1000)
fill(a, 1000)
print(a.sum())
`)
	if err != nil {
		t.Fatalf("a nest too big for the device failed: %v", err)
	}
	if len(ins) != 1 || ins[0].Backend != "cpu" || !strings.Contains(ins[0].ExecutorReason, "too little memory") || !strings.Contains(ins[0].ExecutorReason, "needs 8") {
		t.Errorf("instantiations %+v: want the nest on the cpu, saying why", ins)
	}
	if out != "1000.0\n" {
		t.Errorf("output %q, want 1000.0", out)
	}
	if dev.CopiesToDevice != 0 {
		t.Errorf("%d copies to the device before falling back", dev.CopiesToDevice)
	}
}

// TestGPUEviction: when a nest's arrays do not fit beside those earlier
// nests left on the device, the least recently used of those go, each
// copied back first if the device held its newest values.
func TestGPUEviction(t *testing.T) {
	// Room for two arrays of 1000 float64 (and the argument vectors), not
	// three.
	dev := gpu.NewEmulatedDevice(20000, gridcalc.DefaultLimits())
	g := gpu.NewGPU(dev)
	out, ins, err := runOnGPU(t, g, prelude+`@alpyna.jit
def scale(a, s, n):
    for i in range(n):
        a[i] = a[i] * s


a = np.ones(1000)
b = np.ones(1000)
c = np.ones(1000)
scale(a, 2.0, 1000)
scale(b, 3.0, 1000)
scale(a, 2.0, 1000)
scale(c, 5.0, 1000)
scale(a, 2.0, 1000)
print(a.sum(), b.sum(), c.sum())
`)
	if err != nil {
		t.Fatal(err)
	}
	if out != "8000.0 3000.0 5000.0\n" {
		t.Errorf("output %q, want 8000.0 3000.0 5000.0", out)
	}
	for _, in := range ins {
		if in.Backend != "gpu" {
			t.Errorf("a call ran on %s: %s", in.Backend, in.ExecutorReason)
		}
	}
	// c's run evicted b (used before a's second run, so the least
	// recent), copying it back, and a's third run found a still there.
	if g.Evictions != 1 {
		t.Errorf("%d evictions, want 1 (b)", g.Evictions)
	}
}

// deviceLikeCUDA is the emulated device seen as another device, as a CUDA
// device is: the gpu executor does not know it runs the Go executor.
type deviceLikeCUDA struct{ *gpu.EmulatedDevice }

// On a device whose kernels call libdevice (not the emulated one), a nest
// calling NumPy's exp, log, sin or cos runs on the cpu, whose kernels give
// NumPy's bits; the same nest spelled with math's functions runs on the
// device.
func TestNumPyMathStaysOnCPU(t *testing.T) {
	dev := deviceLikeCUDA{gpu.NewEmulatedDevice(1<<30, gpu.SmallLimits())}
	src := prelude + `@alpyna.jit
def with_numpy(a, b, n):
    for i in range(n):
        b[i] = np.exp(a[i]) + np.sin(a[i])


@alpyna.jit
def with_math(a, b, n):
    for i in range(n):
        b[i] = math.exp(a[i]) + math.sin(a[i])


n = 64
a = np.linspace(-3.0, 3.0, n)
b = np.zeros(n)
with_numpy(a, b, n)
c = np.zeros(n)
with_math(a, c, n)
print(b.shape, c.shape)
`
	out, ins, err := runOnDevice(t, dev, "import math\n"+src)
	if err != nil {
		t.Fatal(err)
	}
	if want := "(64,) (64,)\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
	want := map[string]string{"with_numpy": "cpu", "with_math": "gpu"}
	if len(ins) != 2 {
		t.Fatalf("%d instantiations, want 2", len(ins))
	}
	for _, in := range ins {
		if in.Backend != want[in.Nest.Func] {
			t.Errorf("%s ran on %s (%s), want %s", in.Nest.Func, in.Backend, in.Reason, want[in.Nest.Func])
		}
	}
}
