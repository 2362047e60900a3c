package cuda

// This file holds the exported API. It is the same in every build: the
// driver calls go through drv, which the build tag selects.

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
)

// Properties describe a device.
type Properties struct {
	Ordinal         int    // the device's number, from 0
	Name            string // e.g. "NVIDIA H100 80GB HBM3"
	Major, Minor    int    // compute capability, e.g. 9 and 0
	TotalMem        int64  // device memory in bytes
	Multiprocessors int
	Limits          gridcalc.Limits // launch limits, for gridcalc.Compute
}

// String formats p as, for example,
// "device 0: NVIDIA H100 80GB HBM3, sm_90, 79.1 GiB, 132 multiprocessors".
func (p Properties) String() string {
	return fmt.Sprintf("device %d: %s, sm_%d%d, %.1f GiB, %d multiprocessors",
		p.Ordinal, p.Name, p.Major, p.Minor, float64(p.TotalMem)/(1<<30), p.Multiprocessors)
}

// initState is the outcome of initialising the driver, once per process.
type initState struct {
	once   sync.Once
	err    error
	reason string // Reason's answer; "" when a device is usable
}

var ini = new(initState)

// Init initialises the CUDA driver. It is called by every function that
// needs the driver, so callers need not call it; it is safe to call more
// than once and from several goroutines, and returns the same result each
// time. Without the cuda build tag it returns ErrNotBuilt.
func Init() error {
	s := ini
	s.once.Do(func() {
		s.err = call("initialise the driver", drv.init)
		if s.err != nil {
			s.reason = s.err.Error()
			return
		}
		var n int
		if err := call("count devices", func() { n = drv.deviceCount() }); err != nil {
			s.reason = err.Error()
		} else if n == 0 {
			s.reason = "cuda: the driver found no CUDA device"
		}
	})
	return s.err
}

// Available reports whether a CUDA device can be used: the package was built
// with the cuda tag, the driver initialised, and it found a device.
func Available() bool {
	_ = Init() // its outcome is in ini.reason
	return ini.reason == ""
}

// Reason says why Available is false, or returns "" when it is true: for
// example ErrNotBuilt's message, or the driver's CUDA_ERROR_NO_DEVICE. (A
// binary built with the cuda tag does not start at all where the dynamic
// loader cannot find libcuda and libcudart; see docs/gpu-launch.md.)
func Reason() string {
	_ = Init()
	return ini.reason
}

// DriverVersion returns the CUDA driver's version, as 1000*major + 10*minor
// (12040 for 12.4).
func DriverVersion() (int, error) {
	if err := Init(); err != nil {
		return 0, err
	}
	var v int
	err := call("get the driver version", func() { v = drv.version() })
	return v, err
}

// DeviceCount returns the number of CUDA devices.
func DeviceCount() (int, error) {
	if err := Init(); err != nil {
		return 0, err
	}
	var n int
	err := call("count devices", func() { n = drv.deviceCount() })
	return n, err
}

// DeviceProperties returns the properties of device ordinal.
func DeviceProperties(ordinal int) (Properties, error) {
	n, err := DeviceCount()
	if err != nil {
		return Properties{}, err
	}
	if ordinal < 0 || ordinal >= n {
		return Properties{}, fmt.Errorf("cuda: no device %d: the driver found %d", ordinal, n)
	}
	var p Properties
	err = call(fmt.Sprintf("get the properties of device %d", ordinal), func() { p = drv.properties(ordinal) })
	return p, err
}

// A Context is a CUDA context on one device, and everything made in it:
// device memory, modules and their kernels.
//
// All its methods, and those of its Buffers, Modules and Functions, may be
// called from any goroutine: they run one at a time, in the order they
// arrive, on a goroutine locked to the OS thread the context is current on.
// Each call waits for its driver call to return; kernel launches return
// once queued (see Function.Launch). A Context holds its goroutine and OS
// thread until Close.
type Context struct {
	w      *worker
	props  Properties
	handle uintptr // the CUcontext; used only on w
}

// Open creates a context on device ordinal.
func Open(ordinal int) (*Context, error) {
	props, err := DeviceProperties(ordinal)
	if err != nil {
		return nil, err
	}
	c := &Context{w: startWorker(), props: props}
	op := fmt.Sprintf("create a context on device %d", ordinal)
	c.w.run(func() { err = call(op, func() { c.handle = drv.ctxCreate(ordinal) }) }, false)
	if err != nil {
		c.w.run(func() {}, true)
		return nil, err
	}
	return c, nil
}

// do runs f on the context's thread and returns the error of its driver
// calls, or the error f returns itself for a misuse found there, or
// ErrClosed after Close. Checks of state that only the context's thread
// touches (a Buffer's freed flag, a Module's handle) belong in f.
func (c *Context) do(op string, f func() error) error {
	var err error
	ran := c.w.run(func() {
		var ferr error
		err = call(op, func() { ferr = f() })
		if err == nil && ferr != nil {
			err = fmt.Errorf("cuda: %s: %w", op, ferr)
		}
	}, false)
	if !ran {
		return fmt.Errorf("cuda: %s: %w", op, ErrClosed)
	}
	return err
}

// Properties returns the properties of the context's device.
func (c *Context) Properties() Properties { return c.props }

// Close destroys the context, which frees all its device memory and
// modules. Later calls on the context and on anything made in it return
// ErrClosed. Close is safe to call more than once.
func (c *Context) Close() error {
	var err error
	c.w.run(func() { err = call("destroy the context", func() { drv.ctxDestroy(c.handle) }) }, true)
	return err
}

// Synchronize waits until the device has finished all work queued in the
// context, and returns the first error of a kernel that failed since the
// last call. After an error raised while a kernel ran (an illegal address,
// say) the context is unusable: close it and open another.
func (c *Context) Synchronize() error {
	return c.do("synchronize", func() error { drv.synchronize(); return nil })
}

// MemInfo returns the free and total device memory, in bytes, as the
// driver sees it from this context.
func (c *Context) MemInfo() (free, total int64, err error) {
	err = c.do("get memory info", func() error { free, total = drv.memInfo(); return nil })
	return free, total, err
}

// A Buffer is an allocation in device memory.
type Buffer struct {
	ctx   *Context
	ptr   DevicePtr
	size  int64
	freed bool // touched only on the context's thread
}

// Alloc allocates bytes of device memory. The memory is not initialised.
// An allocation of 0 bytes makes no driver call and has the address 0,
// which kernels receive for empty arrays and never dereference.
func (c *Context) Alloc(bytes int64) (*Buffer, error) {
	op := fmt.Sprintf("alloc %d bytes", bytes)
	if bytes < 0 {
		return nil, fmt.Errorf("cuda: %s: negative size", op)
	}
	b := &Buffer{ctx: c, size: bytes}
	if bytes == 0 {
		if err := c.do(op, func() error { return nil }); err != nil {
			return nil, err
		}
		return b, nil
	}
	if err := c.do(op, func() error { b.ptr = drv.memAlloc(bytes); return nil }); err != nil {
		return nil, err
	}
	return b, nil
}

// Ptr returns the buffer's device address, to pass where a kernel takes
// one. It stays the same after Free, when it is no longer valid.
func (b *Buffer) Ptr() DevicePtr { return b.ptr }

// Size returns the buffer's size in bytes.
func (b *Buffer) Size() int64 { return b.size }

// Free releases the buffer's device memory. Later uses of the buffer
// return an error; a second Free does nothing.
func (b *Buffer) Free() error {
	return b.ctx.do(fmt.Sprintf("free %d bytes at %v", b.size, b.ptr), func() error {
		if b.freed {
			return nil
		}
		b.freed = true
		if b.size > 0 {
			drv.memFree(b.ptr)
		}
		return nil
	})
}

// errFreed is returned by uses of a Buffer after Free.
var errFreed = errors.New("buffer has been freed")

// CopyFromHost copies src to the start of the buffer, and returns when the
// copy is done. src may be shorter than the buffer, not longer.
func (b *Buffer) CopyFromHost(src []byte) error {
	op := fmt.Sprintf("copy %d bytes to the device", len(src))
	if int64(len(src)) > b.size {
		return fmt.Errorf("cuda: %s: the buffer holds %d bytes", op, b.size)
	}
	return b.ctx.do(op, func() error {
		if b.freed {
			return errFreed
		}
		if len(src) > 0 {
			drv.copyHtoD(b.ptr, unsafe.Pointer(&src[0]), int64(len(src)))
		}
		return nil
	})
}

// CopyToHost copies the start of the buffer into dst, and returns when the
// copy is done: after every kernel launched before it in the context has
// finished. dst may be shorter than the buffer, not longer.
func (b *Buffer) CopyToHost(dst []byte) error {
	op := fmt.Sprintf("copy %d bytes from the device", len(dst))
	if int64(len(dst)) > b.size {
		return fmt.Errorf("cuda: %s: the buffer holds %d bytes", op, b.size)
	}
	return b.ctx.do(op, func() error {
		if b.freed {
			return errFreed
		}
		if len(dst) > 0 {
			drv.copyDtoH(unsafe.Pointer(&dst[0]), b.ptr, int64(len(dst)))
		}
		return nil
	})
}

// A Module is PTX code loaded into a context.
type Module struct {
	ctx    *Context
	handle uintptr // the CUmodule; 0 after Unload; used only on ctx's thread
}

// LoadModule JIT-compiles PTX text for the context's device and loads it.
// When the PTX does not compile, the *Error's Log has the compiler's
// messages.
func (c *Context) LoadModule(ptx string) (*Module, error) {
	m := &Module{ctx: c}
	if err := c.do("load a PTX module", func() error { m.handle = drv.moduleLoad(ptx); return nil }); err != nil {
		return nil, err
	}
	return m, nil
}

// errUnloaded is returned by uses of a Module, or its Functions, after
// Unload.
var errUnloaded = errors.New("module has been unloaded")

// Unload unloads the module. Its Functions may no longer be launched; a
// second Unload does nothing.
func (m *Module) Unload() error {
	return m.ctx.do("unload a module", func() error {
		if h := m.handle; h != 0 {
			m.handle = 0
			drv.moduleUnload(h)
		}
		return nil
	})
}

// A Function is a kernel of a loaded module.
type Function struct {
	mod    *Module
	name   string
	handle uintptr // the CUfunction
}

// Function looks up the kernel called name (its .entry in the PTX).
func (m *Module) Function(name string) (*Function, error) {
	f := &Function{mod: m, name: name}
	err := m.ctx.do(fmt.Sprintf("find kernel %q", name), func() error {
		if m.handle == 0 {
			return errUnloaded
		}
		f.handle = drv.function(m.handle, name)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return f, nil
}

// Name returns the kernel's name.
func (f *Function) Name() string { return f.name }

// Launch queues the kernel on the context's default stream with the given
// grid and block dimensions (x, y, z) and arguments, one per kernel
// parameter, in order: *Buffer or DevicePtr for pointers, and int64, int32,
// uint64, uint32, float64 or float32 for scalars, matching the parameter's
// type exactly. Launch returns once the kernel is queued; errors raised
// while it runs are returned by the next Synchronize or copy.
func (f *Function) Launch(grid, block [3]int, args ...any) error {
	c := f.mod.ctx
	op := fmt.Sprintf("launch %s grid (%d,%d,%d) block (%d,%d,%d)",
		f.name, grid[0], grid[1], grid[2], block[0], block[1], block[2])
	if err := checkDims(grid, block, c.props.Limits); err != nil {
		return fmt.Errorf("cuda: %s: %w", op, err)
	}
	return c.do(op, func() error {
		if f.mod.handle == 0 {
			return errUnloaded
		}
		// Buffers are checked here, on the context's thread, where their
		// freed flag is kept.
		slots, err := marshalArgs(args, func(b *Buffer) (DevicePtr, error) {
			if b.ctx != c {
				return 0, errors.New("buffer belongs to another context")
			}
			if b.freed {
				return 0, errFreed
			}
			return b.ptr, nil
		})
		if err != nil {
			return err
		}
		drv.launch(f.handle, grid, block, paramPointers(slots))
		return nil
	})
}

// LaunchGeometry launches the kernel with the grid and block of g, unless g
// is Empty: a kernel with no iterations is not launched, and LaunchGeometry
// returns nil.
func (f *Function) LaunchGeometry(g gridcalc.Geometry, args ...any) error {
	if g.Empty {
		return nil
	}
	return f.Launch(g.Grid, g.Block, args...)
}
