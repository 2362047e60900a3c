package ptxgen_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/ptxgen"
)

// addOne is a module of one kernel: for i in range(n): a[i] += 1.0.
func addOne(t *testing.T) *kernel.Module {
	m := &kernel.Module{Name: "add_l1", File: "add.py", Line: 1}
	n := &kernel.Param{Slot: 0, Kind: kernel.Symbol, Name: "n", Type: kernel.PyInt}
	m.Params = append(m.Params, n)
	a := &kernel.Array{Name: "a", Elem: kernel.Float64, NDim: 1, Written: true}
	a.Data = &kernel.Param{Slot: 1, Kind: kernel.Data, Name: "a", Type: kernel.Float64, Array: a}
	shape := &kernel.Param{Slot: 2, Kind: kernel.Shape, Name: "a", Type: kernel.PyInt, Array: a}
	a.Shape = []*kernel.Param{shape}
	m.Params = append(m.Params, a.Data, shape)
	m.Arrays = []*kernel.Array{a}
	k := &kernel.Kernel{Name: "add_l2", Line: 2}
	i := &kernel.Local{Index: 0, Name: "i", Type: kernel.PyInt}
	k.Locals = []*kernel.Local{i}
	k.Dims = []*kernel.Dim{{Var: i, Lower: &kernel.Const{T: kernel.PyInt, I: 0}, Upper: &kernel.ParamRef{Param: n}, Step: &kernel.Const{T: kernel.PyInt, I: 1}}}
	at := []*kernel.Subscript{{X: &kernel.Var{Local: i}}}
	k.Body = []kernel.Stmt{&kernel.Store{Array: a, Index: at, Line: 2,
		Value: &kernel.Binary{Op: kernel.Add, T: kernel.Float64, X: &kernel.Load{Array: a, Index: at}, Y: &kernel.Const{T: kernel.Float64, F: 1}}}}
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPlanNvcc: with nvcc on PATH the job compiles the CUDA C with it, and
// the tool's identity (path and flags) is in the job, for the cache key.
func TestPlanNvcc(t *testing.T) {
	dir := t.TempDir()
	// A stand-in nvcc that copies its input (the last argument before -o)
	// to its output, so the test sees what nvcc was given.
	script := "#!/bin/sh\nwhile [ $# -gt 2 ]; do in=$1; shift; done\ncp \"$in\" \"$2\"\n"
	if err := os.WriteFile(filepath.Join(dir, "nvcc"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	job, err := ptxgen.Plan(addOne(t), nil, "sm_90")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(job.Tool, filepath.Join(dir, "nvcc")) || !strings.Contains(job.Tool, "-arch=sm_90") || !strings.Contains(job.Tool, "-fmad=false") {
		t.Errorf("tool %q: want the stand-in nvcc with -arch=sm_90 -fmad=false", job.Tool)
	}
	if !strings.Contains(job.Input, `extern "C" __global__ void add_l2`) {
		t.Errorf("input is not the module's CUDA C:\n%s", job.Input)
	}
	out, err := job.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if out != job.Input {
		t.Errorf("nvcc was not given the CUDA C")
	}
}

// TestPlanLLC: without nvcc the job is llc over the NVPTX LLVM IR.
func TestPlanLLC(t *testing.T) {
	if _, err := exec.LookPath("nvcc"); err == nil {
		t.Skip("nvcc is on PATH")
	}
	job, err := ptxgen.Plan(addOne(t), nil, "sm_70")
	if err != nil {
		t.Skipf("no llc: %v", err)
	}
	if !strings.Contains(job.Tool, "llc") || !strings.Contains(job.Input, "define void @add_l2") {
		t.Fatalf("tool %q, input:\n%s", job.Tool, job.Input)
	}
	ptx, err := job.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ptx, ".entry add_l2") || !strings.Contains(ptx, ".target sm_70") {
		t.Errorf("PTX:\n%s", ptx)
	}
}

// argmin is a module of one location reduction: for i in range(n): if
// a[i] < best: best = a[i]; idx = i.
func argmin(t *testing.T) *kernel.Module {
	m := addOne(t)
	m.Name = "argmin_l1"
	n, a := m.Params[0], m.Arrays[0]
	a.Written = false
	best := &kernel.Param{Slot: 3, Kind: kernel.Scalar, Name: "best", Type: kernel.Float64}
	idx := &kernel.Param{Slot: 4, Kind: kernel.Scalar, Name: "idx", Type: kernel.PyInt}
	m.Params = append(m.Params, best, idx)
	k := &kernel.Kernel{Name: "argmin_l2", Line: 2}
	i := &kernel.Local{Index: 0, Name: "i", Type: kernel.PyInt}
	b := &kernel.Local{Index: 1, Name: "best", Type: kernel.Float64, Param: best}
	x := &kernel.Local{Index: 2, Name: "idx", Type: kernel.PyInt, Param: idx}
	p := &kernel.Local{Index: 3, Name: "__p1", Type: kernel.Bool}
	k.Locals = []*kernel.Local{i, b, x, p}
	k.Dims = []*kernel.Dim{{Var: i, Lower: &kernel.Const{T: kernel.PyInt, I: 0}, Upper: &kernel.ParamRef{Param: n}, Step: &kernel.Const{T: kernel.PyInt, I: 1}}}
	k.Inputs = []*kernel.Local{b}
	k.Outputs = []*kernel.Output{{Local: b, Combine: kernel.Select, Key: 0, Cmp: kernel.Lt}, {Local: x, Combine: kernel.Select, Key: 0, Cmp: kernel.Lt}}
	ai := &kernel.Load{Array: a, Index: []*kernel.Subscript{{X: &kernel.Var{Local: i}}}}
	k.Body = []kernel.Stmt{
		&kernel.Assign{Dst: p, Value: &kernel.Compare{Op: kernel.Lt, X: ai, Y: &kernel.Var{Local: b}, T: kernel.Bool}, Line: 2},
		&kernel.If{Cond: &kernel.Var{Local: p}, Then: []kernel.Stmt{
			&kernel.Assign{Dst: b, Value: ai, Line: 3}, &kernel.Assign{Dst: x, Value: &kernel.Var{Local: i}, Line: 4}}},
	}
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPlanLLCLocation: a location reduction compiles to PTX through llc
// with its first Dim on the threads (kernel/abi.go, "GPU": blocked, the
// copies handed over as shares), without atomics, which would make the
// result depend on the threads' timing.
func TestPlanLLCLocation(t *testing.T) {
	if _, err := exec.LookPath("nvcc"); err == nil {
		t.Skip("nvcc is on PATH")
	}
	job, err := ptxgen.Plan(argmin(t), nil, "sm_70")
	if err != nil {
		t.Skipf("no llc: %v", err)
	}
	ptx, err := job.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ptx, ".entry argmin_l2") || !strings.Contains(ptx, "%ctaid.x") || strings.Contains(ptx, "atom.") {
		t.Errorf("PTX:\n%s", ptx)
	}
}

// TestPlanNvccTiles: the CUDA C nvcc is given stages gemm's operands in
// shared memory, unless ALPYNA_GPU_TILING=off, which gives the untiled
// kernel (a different input, so a different cache entry).
func TestPlanNvccTiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "nvcc"), []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	ins, err := kerneltest.Run("../../benchmarks/gemm.py", "16")
	if err != nil || len(ins) == 0 || ins[0].Module == nil {
		t.Fatalf("gemm: %v", err)
	}
	m := ins[0].Module
	axes := map[*kernel.Kernel]kernel.Axes{m.Kernels[0]: {1, 0}} // i on y, j on x
	tiled, err := ptxgen.Plan(m, axes, "sm_90")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tiled.Input, "__shared__ ALP_SHARED(double) a_i_tile") || !strings.Contains(tiled.Input, "__syncthreads();") {
		t.Errorf("gemm's CUDA C for nvcc is not tiled:\n%s", tiled.Input)
	}
	t.Setenv("ALPYNA_GPU_TILING", "off")
	untiled, err := ptxgen.Plan(m, axes, "sm_90")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(untiled.Input, "__shared__") || untiled.Input == tiled.Input {
		t.Errorf("with ALPYNA_GPU_TILING=off the CUDA C is still tiled")
	}
}

// TestPlanLLCTiles: without nvcc, llc's NVPTX IR stages gemm's operands
// and jacobi's halo in shared memory (addrspace(3)) behind barriers, and
// the PTX it compiles to has them; ALPYNA_GPU_TILING=off gives the
// untiled kernels (a different input, so a different cache entry).
func TestPlanLLCTiles(t *testing.T) {
	if _, err := exec.LookPath("nvcc"); err == nil {
		t.Skip("nvcc is on PATH")
	}
	for _, script := range []string{"../../benchmarks/gemm.py", "../../benchmarks/jacobi.py"} {
		ins, err := kerneltest.Run(script, "16")
		if err != nil || len(ins) == 0 || ins[0].Module == nil {
			t.Fatalf("%s: %v", script, err)
		}
		m := ins[0].Module
		axes := map[*kernel.Kernel]kernel.Axes{}
		for _, k := range m.Kernels {
			axes[k] = kernel.Axes{1, 0} // i on y, j on x
		}
		t.Setenv("ALPYNA_GPU_TILING", "")
		tiled, err := ptxgen.Plan(m, axes, "sm_70")
		if err != nil {
			t.Skipf("no llc: %v", err)
		}
		if !strings.Contains(tiled.Input, "addrspace(3)") || !strings.Contains(tiled.Input, "@llvm.nvvm.barrier0()") {
			t.Errorf("%s: the NVPTX IR for llc is not tiled", script)
		}
		ptx, err := tiled.Compile()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(ptx, ".shared") || !strings.Contains(ptx, "bar.sync") {
			t.Errorf("%s: no shared memory or barrier in the PTX", script)
		}
		t.Setenv("ALPYNA_GPU_TILING", "off")
		untiled, err := ptxgen.Plan(m, axes, "sm_70")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(untiled.Input, "addrspace(3)") || untiled.Input == tiled.Input {
			t.Errorf("%s: with ALPYNA_GPU_TILING=off the NVPTX IR is still tiled", script)
		}
	}
}
