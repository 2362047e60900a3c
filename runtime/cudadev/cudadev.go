// Package cudadev is the gpu executor's Device (package gpu) on a real
// NVIDIA GPU: memory and launches through package cuda (the driver API,
// behind the cuda build tag), and kernels compiled to PTX at run time by
// the compiler the device is given (kernelgen/ptxgen: nvcc or llc) and
// cached on disk.
//
// Without the cuda tag, Open returns cuda.ErrNotBuilt, which says how to
// build GPU support in.
package cudadev

import (
	"errors"
	"fmt"
	"sync"

	"github.com/alpyna/alpyna/cuda"
	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/gpu"
	"github.com/alpyna/alpyna/runtime/native"
)

// A PTXJob is one module's compilation to PTX: Tool identifies the
// compiler and Input is what it compiles, together the cache key; Compile
// runs it. (It has ptxgen.Job's fields, so one converts to the other.)
type PTXJob struct {
	Tool, Input string
	Compile     func() (string, error)
}

// Device is a CUDA device.
type Device struct {
	ctx *cuda.Context
	sm  string

	mu      sync.Mutex
	buffers map[gpu.DevicePtr]*cuda.Buffer

	// PTX plans the compilation of a module to PTX for a target (sm_90);
	// whoever opens the device gives it (the root package: ptxgen.Plan),
	// so that the device layer does not import the code generators.
	PTX func(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, sm string) (PTXJob, error)
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
	return &Device{ctx: ctx, sm: fmt.Sprintf("sm_%d%d", p.Major, p.Minor), buffers: map[gpu.DevicePtr]*cuda.Buffer{}}, nil
}

func (d *Device) Name() string            { return d.ctx.Properties().String() }
func (d *Device) Limits() gridcalc.Limits { return d.ctx.Properties().Limits }

func (d *Device) MemInfo() (free, total int64, err error) { return d.ctx.MemInfo() }

func (d *Device) Alloc(n int64) (gpu.DevicePtr, error) {
	b, err := d.ctx.Alloc(n)
	if err != nil {
		return 0, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	p := gpu.DevicePtr(b.Ptr())
	d.buffers[p] = b
	return p, nil
}

func (d *Device) buffer(p gpu.DevicePtr) (*cuda.Buffer, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.buffers[p]
	if !ok {
		return nil, fmt.Errorf("cudadev: no buffer at %#x", uint64(p))
	}
	return b, nil
}

func (d *Device) Free(p gpu.DevicePtr) error {
	b, err := d.buffer(p)
	if err != nil {
		return err
	}
	d.mu.Lock()
	delete(d.buffers, p)
	d.mu.Unlock()
	return b.Free()
}

func (d *Device) CopyToDevice(dst gpu.DevicePtr, src []byte) error {
	b, err := d.buffer(dst)
	if err != nil {
		return err
	}
	return b.CopyFromHost(src)
}

func (d *Device) CopyToHost(dst []byte, src gpu.DevicePtr) error {
	b, err := d.buffer(src)
	if err != nil {
		return err
	}
	return b.CopyToHost(dst)
}

// Load compiles the module to PTX, or finds it in cacheDir (""
// for native.DefaultCacheDir), and loads it.
func (d *Device) Load(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, cacheDir string) (gpu.DeviceModule, error) {
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

// ptx plans the module's compilation (Device.PTX) and looks it up in the
// cache first.
func (d *Device) ptx(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, cacheDir string) (string, error) {
	if d.PTX == nil {
		return "", errors.New("cudadev: no PTX compiler was given to the device")
	}
	job, err := d.PTX(m, axes, d.sm)
	if err != nil {
		return "", err
	}
	return cached(cacheDir, d.sm, job.Tool, job.Input, job.Compile)
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

type module struct{ fns []*cuda.Function }

// Launch runs a kernel with the GPU ABI's three pointer arguments.
func (m *module) Launch(k int, geo runtime.Geometry, args, out, status gpu.DevicePtr) error {
	var grid, block [3]int
	for a := range 3 {
		grid[a], block[a] = int(geo.Grid[a]), int(geo.Block[a])
	}
	return m.fns[k].Launch(grid, block, cuda.DevicePtr(args), cuda.DevicePtr(out), cuda.DevicePtr(status))
}
