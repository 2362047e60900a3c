// Package cudadev is the gpu executor's Device on a real NVIDIA GPU: memory
// and launches through package cuda (the driver API, behind the cuda build
// tag), and kernels compiled to PTX at run time, from LLVM IR for NVPTX by
// llc (libdevice linked with llvm-link when a kernel calls math), or else
// from the CUDA C of kernelgen/cudagen by nvcc when that emitter is given.
//
// Without the cuda tag, Open returns cuda.ErrNotBuilt, which says how to
// build GPU support in.
package cudadev

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/alpyna/alpyna/cuda"
	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/native"
)

// Device is a CUDA device.
type Device struct {
	ctx *cuda.Context
	sm  string

	mu      sync.Mutex
	buffers map[runtime.DevicePtr]*cuda.Buffer

	// CUDAC, when set, emits a module as CUDA C; nvcc then compiles it.
	CUDAC func(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes) (string, error)
}

// Open opens device ordinal.
func Open(ordinal int) (*Device, error) {
	if err := cuda.Init(); err != nil {
		return nil, err
	}
	ctx, err := cuda.Open(ordinal)
	if err != nil {
		return nil, err
	}
	p := ctx.Properties()
	return &Device{ctx: ctx, sm: fmt.Sprintf("sm_%d%d", p.Major, p.Minor), buffers: map[runtime.DevicePtr]*cuda.Buffer{}}, nil
}

func (d *Device) Name() string            { return d.ctx.Properties().String() }
func (d *Device) Limits() gridcalc.Limits { return d.ctx.Properties().Limits }

func (d *Device) MemInfo() (free, total int64, err error) { return d.ctx.MemInfo() }

func (d *Device) Alloc(n int64) (runtime.DevicePtr, error) {
	b, err := d.ctx.Alloc(n)
	if err != nil {
		return 0, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	p := runtime.DevicePtr(b.Ptr())
	d.buffers[p] = b
	return p, nil
}

func (d *Device) buffer(p runtime.DevicePtr) (*cuda.Buffer, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.buffers[p]
	if !ok {
		return nil, fmt.Errorf("cudadev: no buffer at %#x", uint64(p))
	}
	return b, nil
}

func (d *Device) Free(p runtime.DevicePtr) error {
	b, err := d.buffer(p)
	if err != nil {
		return err
	}
	d.mu.Lock()
	delete(d.buffers, p)
	d.mu.Unlock()
	return b.Free()
}

func (d *Device) CopyToDevice(dst runtime.DevicePtr, src []byte) error {
	b, err := d.buffer(dst)
	if err != nil {
		return err
	}
	return b.CopyFromHost(src)
}

func (d *Device) CopyToHost(dst []byte, src runtime.DevicePtr) error {
	b, err := d.buffer(src)
	if err != nil {
		return err
	}
	return b.CopyToHost(dst)
}

// Load compiles the module to PTX, or finds it in cacheDir (""
// for native.DefaultCacheDir), and loads it.
func (d *Device) Load(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, cacheDir string) (runtime.DeviceModule, error) {
	if cacheDir == "" {
		cacheDir = native.DefaultCacheDir()
	}
	ptx, err := d.ptx(m, axes, cacheDir)
	if err != nil {
		return nil, err
	}
	mod, err := d.ctx.LoadModule(ptx)
	if err != nil {
		return nil, err
	}
	fns := make([]*cuda.Function, len(m.Kernels))
	for i, k := range m.Kernels {
		if fns[i], err = mod.Function(k.Name); err != nil {
			return nil, err
		}
	}
	return &module{fns: fns}, nil
}

// ptx compiles through nvcc when the CUDA C emitter and nvcc are there,
// else through llc; either is looked up in the cache first.
func (d *Device) ptx(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, cacheDir string) (string, error) {
	if nvcc, err := exec.LookPath("nvcc"); err == nil && d.CUDAC != nil {
		src, err := d.CUDAC(m, axes)
		if err != nil {
			return "", err
		}
		// No contraction of a*b + c into one fused multiply-add: the
		// results must round as Python's and the CPU backends' do.
		args := []string{"-ptx", "-arch=" + d.sm, "-O3", "-fmad=false"}
		return cached(cacheDir, d.sm, toolID(nvcc)+" "+strings.Join(args, " "), src, func() (string, error) {
			return runTool(nvcc, src, ".cu", args...)
		})
	}
	mod, err := llvmgen.EmitPTX(m, axes, d.sm)
	if err != nil {
		return "", err
	}
	ir := mod.String()
	if len(llvmgen.Libdevice(mod)) > 0 {
		if ir, err = linkLibdevice(ir); err != nil {
			return "", err
		}
	}
	llc, err := llvmgen.FindLLC()
	if err != nil {
		return "", err
	}
	return cached(cacheDir, d.sm, toolID(llc), ir, func() (string, error) { return llvmgen.PTX(ir, d.sm) })
}

// cached returns the PTX of input from the cache, or compiles and stores it.
func cached(dir, sm, tool, input string, compile func() (string, error)) (string, error) {
	key := cacheKey(sm, tool, input)
	if ptx, ok := cachedPTX(dir, key); ok {
		return ptx, nil
	}
	ptx, err := compile()
	if err != nil {
		return "", err
	}
	storePTX(dir, key, ptx)
	return ptx, nil
}

// linkLibdevice links CUDA's libdevice into NVPTX IR with llvm-link,
// keeping only the functions the IR uses.
func linkLibdevice(ir string) (string, error) {
	home := os.Getenv("CUDA_HOME")
	if home == "" {
		home = "/usr/local/cuda"
	}
	matches, _ := filepath.Glob(filepath.Join(home, "nvvm", "libdevice", "libdevice*.bc"))
	if len(matches) == 0 {
		return "", fmt.Errorf("cudadev: the kernels call math functions, which need CUDA's libdevice (not found under %s/nvvm/libdevice; set CUDA_HOME)", home)
	}
	link := ""
	for _, name := range []string{"llvm-link", "llvm-link-14", "llvm-link-15", "llvm-link-16", "llvm-link-17", "llvm-link-18", "llvm-link-19"} {
		if p, err := exec.LookPath(name); err == nil {
			link = p
			break
		}
	}
	if link == "" {
		return "", errors.New("cudadev: the kernels call math functions and no llvm-link was found to link libdevice (or install nvcc)")
	}
	return runTool(link, ir, ".ll", "-S", "--only-needed", "-", matches[0])
}

// runTool runs a tool on input written to a temporary file (or stdin for
// "-") and returns its output.
func runTool(tool, input, ext string, args ...string) (string, error) {
	dir, err := os.MkdirTemp("", "alpyna-cuda-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "k"+ext), filepath.Join(dir, "k.out")
	if err := os.WriteFile(in, []byte(input), 0o644); err != nil {
		return "", err
	}
	full := make([]string, 0, len(args)+3)
	for _, a := range args {
		if a == "-" {
			a = in
		}
		full = append(full, a)
	}
	if ext == ".cu" {
		full = append(full, in)
	}
	full = append(full, "-o", out)
	cmd := exec.Command(tool, full...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("cudadev: %s: %v: %s", filepath.Base(tool), err, strings.TrimSpace(stderr.String()))
	}
	b, err := os.ReadFile(out)
	return string(b), err
}

type module struct{ fns []*cuda.Function }

// Launch runs a kernel with the GPU ABI's three pointer arguments.
func (m *module) Launch(k int, geo runtime.Geometry, args, out, status runtime.DevicePtr) error {
	var grid, block [3]int
	for a := range 3 {
		grid[a], block[a] = int(geo.Grid[a]), int(geo.Block[a])
	}
	return m.fns[k].Launch(grid, block, cuda.DevicePtr(args), cuda.DevicePtr(out), cuda.DevicePtr(status))
}
