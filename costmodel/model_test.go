package costmodel_test

import (
	"math"
	"os"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/costmodel"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

const script = `import alpyna

@alpyna.jit
def vadd(a, b, c, n):
    for i in range(n):
        c[i] = a[i] + b[i]

@alpyna.jit
def gemm(a, b, c, alpha, beta, n):
    for i in range(n):
        for j in range(n):
            acc = 0.0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = alpha * acc + beta * c[i, j]

@alpyna.jit
def jacobi(a, b, n, steps):
    for t in range(steps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                b[i, j] = 0.2 * (a[i, j] + a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                a[i, j] = b[i, j]

@alpyna.jit
def tri(a, n):
    for i in range(n):
        for j in range(i, n):
            a[i, j] = a[i, j] * 2.0
`

// module builds the GPU kernel module of the function's nest with n (and
// steps) bound, every array n long on each axis, and returns the call's
// values for Measure.
func module(t *testing.T, fn string, n int64) (*kernel.Module, costmodel.ParamValue) {
	t.Helper()
	mod, err := frontend.ParseSource("t.py", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range mod.Funcs {
		if f.Name != fn {
			continue
		}
		nst := f.Nests[0]
		a := compiler.Analyse(nst)
		if a.Static == nil {
			t.Fatal(a.Reason)
		}
		bindings := map[string]int64{"n": n, "steps": 10}
		plan, err := a.Plan(bindings)
		if err != nil {
			t.Fatal(err)
		}
		types, err := kernelgen.StaticTypes(nst, map[string]string{"n": "int", "steps": "int"})
		if err != nil {
			t.Fatal(err)
		}
		c := compiler.Instantiate(nst, plan, types, bindings, compiler.Config{Target: compiler.GPU})
		if c.Module == nil {
			t.Fatalf("%s: no module: %v", fn, c.BuildErr)
		}
		value := func(p *kernel.Param) (int64, bool) {
			switch p.Kind {
			case kernel.Symbol:
				v, ok := bindings[p.Name]
				return v, ok
			case kernel.Shape:
				return n, true
			}
			return 0, false
		}
		return c.Module, value
	}
	t.Fatalf("no function %s", fn)
	return nil, nil
}

func near(got, want float64) bool { return math.Abs(got-want) <= 1e-9*math.Abs(want) }

// Measure counts the work from the kernel IR: vadd's one flop and three
// float64 accesses per point, gemm's two flops per step of its k loop,
// jacobi's launches multiplied by its host time loop, and a triangular
// loop's average trip count.
func TestMeasure(t *testing.T) {
	m, v := module(t, "vadd", 10000)
	w := costmodel.Measure(m, v)
	if len(w.Launches) != 1 {
		t.Fatalf("vadd: %d launches, want 1", len(w.Launches))
	}
	l := w.Launches[0]
	if l.Count != 1 || l.Points != 10000 || l.Flops != 1 || l.Bytes != 24 || l.Footprint != 240000 {
		t.Errorf("vadd: %+v, want 1 launch of 10000 points, 1 flop and 24 bytes each, 240000 bytes of arrays", l)
	}

	m, v = module(t, "gemm", 1024)
	_, flops, _, trans, memBytes := costmodel.Measure(m, v).Totals()
	n := 1024.0
	// 2 per k step, 3 for alpha*acc + beta*c.
	if want := 2*n*n*n + 3*n*n; !near(flops, want) {
		t.Errorf("gemm: %g flops, want %g", flops, want)
	}
	if trans != 0 {
		t.Errorf("gemm: %g transcendentals, want 0", trans)
	}
	// Each launch moves at most its three arrays, not its 2n³ loads.
	if want := 3 * 8 * n * n; memBytes > want {
		t.Errorf("gemm: %g bytes through memory, want at most the arrays' %g", memBytes, want)
	}

	m, v = module(t, "jacobi", 100)
	launches, flops, _, _, _ := costmodel.Measure(m, v).Totals()
	if launches != 20 {
		t.Errorf("jacobi: %g launches, want 2 per step of 10", launches)
	}
	if want := 10 * 98 * 98 * 5.0; !near(flops, want) {
		t.Errorf("jacobi: %g flops, want %g", flops, want)
	}

	m, v = module(t, "tri", 100)
	_, flops, _, _, _ = costmodel.Measure(m, v).Totals()
	if want := 100 * 101 / 2.0; math.Abs(flops-want) > 0.02*want {
		t.Errorf("tri: %g flops, want about %g (the triangle's points)", flops, want)
	}
}

func profiles(t *testing.T) (cpu costmodel.CPUProfile, h100, laptop costmodel.GPUProfile) {
	t.Helper()
	b, err := os.ReadFile("testdata/cpu-xeon16.json")
	if err != nil {
		t.Fatal(err)
	}
	if cpu, err = costmodel.ParseCPUProfile(b); err != nil {
		t.Fatal(err)
	}
	if h100, err = costmodel.Recorded("h100"); err != nil {
		t.Fatal(err)
	}
	if laptop, err = costmodel.Recorded("rtx3050-laptop"); err != nil {
		t.Fatal(err)
	}
	return cpu, h100, laptop
}

// arrays are k arrays of bytes each, all resident on the device or none.
func arrays(k int, bytes int64, resident bool) []costmodel.Array {
	out := make([]costmodel.Array, k)
	for i := range out {
		out[i] = costmodel.Array{Bytes: bytes, OnDevice: resident, HostValid: true}
	}
	return out
}

// The choices the recorded profiles imply, against a 16-thread host: a
// small vadd stays on the cpu wherever its arrays are (a launch costs
// more than its work); a large gemm with its arrays on the device goes to
// the H100, where it is fifty times faster than on the laptop GPU (FP64
// at 1/64 of FP32, 240 times slower than the H100); the laptop
// GPU loses an FP64 nest of moderate size to the cpu.
func TestChoices(t *testing.T) {
	cpu, h100, laptop := profiles(t)
	onH100 := &costmodel.Model{CPU: cpu, GPU: h100}
	onLaptop := &costmodel.Model{CPU: cpu, GPU: laptop}

	m, v := module(t, "vadd", 10000)
	w := costmodel.Measure(m, v)
	for _, resident := range []bool{true, false} {
		for _, model := range []*costmodel.Model{onH100, onLaptop} {
			if p := model.Place(w, arrays(3, 80000, resident), 16); p.Choice != "cpu" {
				t.Errorf("vadd 10^4 on %s (resident %v): %+v, want cpu", model.GPU.Name, resident, p)
			}
		}
	}

	m, v = module(t, "gemm", 1024)
	w = costmodel.Measure(m, v)
	p := onH100.Place(w, arrays(3, 8<<20, true), 16)
	if p.Choice != "gpu" || p.TransferBytes != 0 {
		t.Errorf("gemm 1024, resident, H100: %+v, want gpu moving nothing", p)
	}
	if p.GPU*20 > p.CPU {
		t.Errorf("gemm 1024 on the H100: gpu %g s against cpu %g s, want at least 20 times faster", p.GPU, p.CPU)
	}
	if q := onLaptop.Place(w, arrays(3, 8<<20, true), 16); q.GPU < 50*p.GPU {
		t.Errorf("gemm 1024 on the laptop GPU: %g s, want at least 50 times the H100's %g s (FP64 at 1/64 rate)", q.GPU, p.GPU)
	}

	m, v = module(t, "gemm", 256)
	w = costmodel.Measure(m, v)
	if p := onH100.Place(w, arrays(3, 256*256*8, true), 16); p.Choice != "gpu" || p.GPU*4 > p.CPU {
		t.Errorf("gemm 256, resident, H100: %+v, want gpu, at least 4 times faster", p)
	}
	m, v = module(t, "gemm", 128)
	w = costmodel.Measure(m, v)
	if p := onLaptop.Place(w, arrays(3, 128*128*8, true), 16); p.Choice != "cpu" || p.CPU*1.3 > p.GPU {
		t.Errorf("gemm 128, resident, laptop GPU: %+v, want cpu, at least 1.3 times faster", p)
	}
}

// Only arrays whose device copy is stale are uploaded for the GPU, and
// only those whose host copy is stale copied back for the cpu; the
// estimates grow by the link's time for them.
func TestTransfers(t *testing.T) {
	cpu, h100, _ := profiles(t)
	model := &costmodel.Model{CPU: cpu, GPU: h100}
	m, v := module(t, "gemm", 1024)
	w := costmodel.Measure(m, v)
	const size = 8 << 20
	resident := model.Place(w, arrays(3, size, true), 16)
	mixed := []costmodel.Array{
		{Bytes: size, OnDevice: true, HostValid: true},  // BOTH
		{Bytes: size, OnDevice: false, HostValid: true}, // HOST
		{Bytes: size, OnDevice: true, HostValid: false}, // DEVICE
	}
	p := model.Place(w, mixed, 16)
	if p.Choice != "gpu" || p.TransferBytes != size {
		t.Errorf("gemm with one stale device copy: %+v, want gpu moving %d bytes", p, size)
	}
	link := float64(size)/h100.LinkBandwidth + h100.TransferLatency
	if !near(p.GPU-resident.GPU, link) {
		t.Errorf("gpu estimate grew by %g s for one upload, want %g", p.GPU-resident.GPU, link)
	}
	if !near(p.CPU-resident.CPU, link) {
		t.Errorf("cpu estimate grew by %g s for one copy back, want %g", p.CPU-resident.CPU, link)
	}
	tr := costmodel.TransfersOf(mixed)
	if tr.Up != size || tr.Down != size || tr.UpArrays != 1 || tr.DownArrays != 1 {
		t.Errorf("transfers %+v, want one array each way", tr)
	}
}

// A device the model has no recording of gets rates from its
// multiprocessors and compute capability: a data-centre part's FP64 rate,
// or a consumer part's 1/64 one; known names get their recordings.
func TestDeviceProfile(t *testing.T) {
	if p := costmodel.DeviceProfile(costmodel.Device{Name: "NVIDIA H100 80GB HBM3", Multiprocessors: 132, Major: 9}); !strings.Contains(p.Name, "H100") {
		t.Errorf("H100 got %q", p.Name)
	}
	if p := costmodel.DeviceProfile(costmodel.Device{Name: "the emulated device"}); !strings.Contains(p.Name, "H100") {
		t.Errorf("the emulated device got %q, want the H100's profile", p.Name)
	}
	h100, _ := costmodel.Recorded("h100")
	// An A100 (108 SMs, sm_80): 9.7 TFLOP/s FP64 on its data sheet.
	a100 := costmodel.DeviceProfile(costmodel.Device{Name: "NVIDIA A100-SXM4-40GB", Multiprocessors: 108, Major: 8})
	if a100.FP64Flops < 9e12 || a100.FP64Flops > 15e12 || a100.Bandwidth != h100.Bandwidth {
		t.Errorf("A100: %+v, want 9-15 TFLOP/s FP64", a100)
	}
	// An RTX 4090 (128 SMs, sm_89): 1.3 TFLOP/s FP64.
	rtx := costmodel.DeviceProfile(costmodel.Device{Name: "NVIDIA GeForce RTX 4090", Multiprocessors: 128, Major: 8, Minor: 9})
	if rtx.Multiprocessors != 128 || rtx.FP64Flops < 0.6e12 || rtx.FP64Flops > 1.5e12 {
		t.Errorf("RTX 4090: %+v, want 0.6-1.5 TFLOP/s FP64", rtx)
	}
	for _, name := range []string{"h100", "h200", "rtx3050-laptop"} {
		if _, err := costmodel.Recorded(name); err != nil {
			t.Error(err)
		}
	}
	if _, err := costmodel.ParseGPUProfile([]byte(`{"name": "x", "multiprocessors": 1}`)); err == nil {
		t.Error("a profile without rates parsed")
	}
}

// A launch whose points run in order on one GPU thread (a location
// reduction whose first Dim is ordered): even with its array on the
// device, 10^7 points go to the cpu, which splits them.
func TestOneGPUThreadStaysOnCPU(t *testing.T) {
	cpu, h100, _ := profiles(t)
	model := &costmodel.Model{CPU: cpu, GPU: h100}
	l := costmodel.Launch{Kernel: "argmin", Count: 1, Points: 1e7, IntOps: 2, Bytes: 8, Footprint: 8e7}
	w := costmodel.Work{Launches: []costmodel.Launch{l}}
	if p := model.Place(w, arrays(1, 8e7, true), 16); p.Choice != "gpu" {
		t.Fatalf("10^7 parallel points, resident: %+v, want gpu (else this test shows nothing)", p)
	}
	w.Launches[0].OneGPUThread = true
	if p := model.Place(w, arrays(1, 8e7, true), 16); p.Choice != "cpu" {
		t.Errorf("10^7 points in order on one gpu thread: %+v, want cpu", p)
	}
}
