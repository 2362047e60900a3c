package cuda

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
)

// This file is an in-memory CUDA driver: it lets the exported API, the
// worker thread, argument marshalling and panic recovery be tested on
// machines without a GPU, with the same suite (suite_test.go) that runs on
// a real device in gpu_test.go.
//
// It is faithful where the API depends on the driver: context calls fail
// with CUDA_ERROR_INVALID_CONTEXT on a thread where no context is current;
// failures panic with a value only asError understands, as package cu's
// do; kernels read their parameters through the pointer array exactly as
// cuLaunchKernel does, taking only as many bytes as the parameter has; and
// kernels run every block and thread of the launch, so a wrong geometry
// shows up as wrong results.

// fakeResult is the fake's CUresult, which it panics with.
type fakeResult int

var fakeResultNames = map[fakeResult][2]string{
	1:   {"CUDA_ERROR_INVALID_VALUE", "invalid argument"},
	2:   {"CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
	100: {"CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
	101: {"CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
	200: {"CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"},
	201: {"CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
	218: {"CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
	400: {"CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
	500: {"CUDA_ERROR_NOT_FOUND", "named symbol not found"},
}

// A fakeKernel runs one launch: it gets the launch dimensions, the
// parameter pointers, and a function to map device addresses to host
// memory.
type fakeKernel func(d *fakeDriver, grid, block [3]int, params []unsafe.Pointer)

type fakeDriver struct {
	initResult fakeResult // what init fails with; 0 to succeed
	devices    int
	props      Properties

	mu       sync.Mutex
	current  map[int]uintptr // OS thread → the context current on it
	contexts map[uintptr]bool
	next     uintptr // the next handle or device address to hand out
	mem      map[DevicePtr][]byte
	used     int64
	modules  map[uintptr]map[string]fakeKernel
	funcs    map[uintptr]fakeKernel
	launches int
}

func newFakeDriver() *fakeDriver {
	return &fakeDriver{
		devices: 1,
		props: Properties{
			Name: "Fake GPU", Major: 9, Minor: 0, TotalMem: 1 << 30, Multiprocessors: 4,
			Limits: gridcalc.DefaultLimits(),
		},
		current:  map[int]uintptr{},
		contexts: map[uintptr]bool{},
		next:     0x7f0000000000,
		mem:      map[DevicePtr][]byte{},
		modules:  map[uintptr]map[string]fakeKernel{},
		funcs:    map[uintptr]fakeKernel{},
	}
}

// useFakeDriver installs d as the driver, with a fresh Init, for the rest
// of the test.
func useFakeDriver(t *testing.T, d *fakeDriver) {
	oldDrv, oldIni := drv, ini
	drv, ini = d, new(initState)
	t.Cleanup(func() { drv, ini = oldDrv, oldIni })
}

// handle returns a new handle or address, 256-byte aligned like cuMemAlloc's.
func (d *fakeDriver) handle(size int64) uintptr {
	h := d.next
	d.next += uintptr((size + 255) &^ 255)
	if size == 0 {
		d.next += 256
	}
	return h
}

// inContext panics as the driver fails when no context is current on the
// calling thread. d.mu must be held.
func (d *fakeDriver) inContext() {
	if d.current[gettid()] == 0 {
		panic(fakeResult(201))
	}
}

func (d *fakeDriver) init() {
	if d.initResult != 0 {
		panic(d.initResult)
	}
}

func (d *fakeDriver) version() int     { return 12040 }
func (d *fakeDriver) deviceCount() int { return d.devices }

func (d *fakeDriver) properties(ordinal int) Properties {
	if ordinal < 0 || ordinal >= d.devices {
		panic(fakeResult(101))
	}
	p := d.props
	p.Ordinal = ordinal
	return p
}

func (d *fakeDriver) ctxCreate(ordinal int) uintptr {
	d.mu.Lock()
	defer d.mu.Unlock()
	if ordinal < 0 || ordinal >= d.devices {
		panic(fakeResult(101))
	}
	c := d.handle(1)
	d.contexts[c] = true
	d.current[gettid()] = c
	return c
}

func (d *fakeDriver) ctxDestroy(ctx uintptr) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	if !d.contexts[ctx] {
		panic(fakeResult(201))
	}
	delete(d.contexts, ctx)
	delete(d.current, gettid())
}

func (d *fakeDriver) memAlloc(bytes int64) DevicePtr {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	if bytes <= 0 {
		panic(fakeResult(1))
	}
	if bytes > d.props.TotalMem-d.used {
		panic(fakeResult(2))
	}
	p := DevicePtr(d.handle(bytes))
	d.mem[p] = make([]byte, bytes)
	d.used += bytes
	return p
}

func (d *fakeDriver) memFree(p DevicePtr) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	b, ok := d.mem[p]
	if !ok {
		panic(fakeResult(1))
	}
	d.used -= int64(len(b))
	delete(d.mem, p)
}

// deviceBytes returns the device memory at p..p+n, which must lie in one
// allocation. d.mu must be held.
func (d *fakeDriver) deviceBytes(p DevicePtr, n int64) []byte {
	for base, b := range d.mem {
		if p >= base && uint64(p-base)+uint64(n) <= uint64(len(b)) {
			off := int64(p - base)
			return b[off : off+n]
		}
	}
	panic(fakeResult(1))
}

func (d *fakeDriver) copyHtoD(dst DevicePtr, src unsafe.Pointer, bytes int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	copy(d.deviceBytes(dst, bytes), unsafe.Slice((*byte)(src), bytes))
}

func (d *fakeDriver) copyDtoH(dst unsafe.Pointer, src DevicePtr, bytes int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	copy(unsafe.Slice((*byte)(dst), bytes), d.deviceBytes(src, bytes))
}

func (d *fakeDriver) memInfo() (free, total int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	return d.props.TotalMem - d.used, d.props.TotalMem
}

func (d *fakeDriver) synchronize() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
}

var ptxEntry = regexp.MustCompile(`\.entry\s+(\w+)\s*\(`)

// moduleLoad "compiles" PTX: it needs a .version directive, fails on an
// instruction named bogus as ptxas would on any unknown one, and finds the
// kernels by their .entry names.
func (d *fakeDriver) moduleLoad(ptx string) uintptr {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	if !strings.Contains(ptx, ".version") {
		panic(fakeResult(200))
	}
	for i, line := range strings.Split(ptx, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "bogus") {
			panic(&Error{Code: 218, Name: "CUDA_ERROR_INVALID_PTX", Msg: "a PTX JIT compilation failed",
				Log: fmt.Sprintf("ptxas application ptx input, line %d; error   : Not a name of any known instruction: 'bogus'", i+1)})
		}
	}
	kernels := map[string]fakeKernel{}
	for _, m := range ptxEntry.FindAllStringSubmatch(ptx, -1) {
		if k, ok := fakeKernels[m[1]]; ok {
			kernels[m[1]] = k
		}
	}
	h := d.handle(1)
	d.modules[h] = kernels
	return h
}

func (d *fakeDriver) moduleUnload(mod uintptr) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	if d.modules[mod] == nil {
		panic(fakeResult(400))
	}
	delete(d.modules, mod)
}

func (d *fakeDriver) function(mod uintptr, name string) uintptr {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	k, ok := d.modules[mod][name]
	if !ok {
		panic(fakeResult(500))
	}
	h := d.handle(1)
	d.funcs[h] = k
	return h
}

// launch runs the kernel at once; a real launch is queued, which the API
// cannot tell apart since copies wait for it.
func (d *fakeDriver) launch(fn uintptr, grid, block [3]int, params []unsafe.Pointer) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.inContext()
	k := d.funcs[fn]
	if k == nil {
		panic(fakeResult(400))
	}
	for a := range 3 {
		if grid[a] < 1 || block[a] < 1 || block[a] > d.props.Limits.MaxBlock[a] || grid[a] > d.props.Limits.MaxGrid[a] {
			panic(fakeResult(1))
		}
	}
	d.launches++
	k(d, grid, block, params)
}

func (d *fakeDriver) asError(r any) (*Error, bool) {
	res, ok := r.(fakeResult)
	if !ok {
		return nil, false
	}
	nm := fakeResultNames[res]
	return &Error{Code: int(res), Name: nm[0], Msg: nm[1]}, true
}

// threads calls f with the global thread index of every thread of a launch,
// along each axis, and the number of threads along each axis.
func threads(grid, block [3]int, f func(idx, n [3]int64)) {
	var n [3]int64
	for a := range 3 {
		n[a] = int64(grid[a]) * int64(block[a])
	}
	var idx [3]int64
	for idx[2] = 0; idx[2] < n[2]; idx[2]++ {
		for idx[1] = 0; idx[1] < n[1]; idx[1]++ {
			for idx[0] = 0; idx[0] < n[0]; idx[0]++ {
				f(idx, n)
			}
		}
	}
}

// The kernels of testdata/kernels.ll, run as a GPU would run them.
var fakeKernels = map[string]fakeKernel{
	"add_one": func(d *fakeDriver, grid, block [3]int, params []unsafe.Pointer) {
		a, n := *(*DevicePtr)(params[0]), *(*int64)(params[1])
		mem := d.int64s(a, n)
		threads(grid, block, func(idx, nt [3]int64) {
			for i := idx[0]; i < n; i += nt[0] {
				mem[i]++
			}
		})
	},
	"add_one_3d": func(d *fakeDriver, grid, block [3]int, params []unsafe.Pointer) {
		a := *(*DevicePtr)(params[0])
		nx, ny, nz := *(*int64)(params[1]), *(*int64)(params[2]), *(*int64)(params[3])
		mem := d.int64s(a, nx*ny*nz)
		threads(grid, block, func(idx, nt [3]int64) {
			for z := idx[2]; z < nz; z += nt[2] {
				for y := idx[1]; y < ny; y += nt[1] {
					for x := idx[0]; x < nx; x += nt[0] {
						mem[(z*ny+y)*nx+x]++
					}
				}
			}
		})
	},
	"store_args": func(d *fakeDriver, grid, block [3]int, params []unsafe.Pointer) {
		// As the driver does, read each parameter with its own width.
		out := d.int64s(*(*DevicePtr)(params[0]), 5)
		out[0] = *(*int64)(params[1])
		out[1] = int64(*(*int32)(params[2]))
		out[2] = *(*int64)(params[3])         // the double's bits
		out[3] = int64(*(*uint32)(params[4])) // the float's bits
		out[4] = int64(*(*int32)(params[5]))
	},
}

// int64s returns device memory at p as n int64s.
func (d *fakeDriver) int64s(p DevicePtr, n int64) []int64 {
	if n == 0 {
		return nil
	}
	b := d.deviceBytes(p, 8*n)
	return unsafe.Slice((*int64)(unsafe.Pointer(&b[0])), n)
}

func TestFakeDevice(t *testing.T) {
	d := newFakeDriver()
	useFakeDriver(t, d)
	runSuite(t)

	// Everything the suite made was freed or went with its context.
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.contexts) != 0 || len(d.current) != 0 {
		t.Errorf("contexts left open: %v, current on threads: %v", d.contexts, d.current)
	}
	if d.launches == 0 {
		t.Errorf("no kernel was launched")
	}
}

// TestFakeThreads checks that a Context makes its driver calls on the OS
// thread it created the context on, wherever its callers run: the fake
// fails context calls from any other thread.
func TestFakeThreads(t *testing.T) {
	if gettid() == 0 {
		t.Skip("thread ids are not available on this system")
	}
	d := newFakeDriver()
	useFakeDriver(t, d)
	ctx, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Close()

	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for range 64 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, err := ctx.Alloc(64)
			if err == nil {
				err = b.CopyFromHost(make([]byte, 64))
			}
			if err == nil {
				err = b.Free()
			}
			if err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	// A context call from a thread without the context fails, as in the
	// real driver: the worker is what makes the calls above succeed.
	func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		tids := make([]int, 0, len(d.current))
		for tid := range d.current {
			tids = append(tids, tid)
		}
		sort.Ints(tids)
		if len(tids) != 1 || tids[0] == gettid() {
			t.Fatalf("context current on threads %v; the test runs on %d", tids, gettid())
		}
	}()
	if err := call("alloc", func() { drv.memAlloc(8) }); err == nil || !strings.Contains(err.Error(), "CUDA_ERROR_INVALID_CONTEXT") {
		t.Errorf("alloc outside the context's thread: error %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}
}

// TestFakeNoDevice checks Available and Reason when the driver finds no
// device.
func TestFakeNoDevice(t *testing.T) {
	d := newFakeDriver()
	d.initResult = 100
	useFakeDriver(t, d)
	if Available() {
		t.Fatal("Available() = true with no device")
	}
	want := "cuda: initialise the driver: CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected"
	if got := Reason(); got != want {
		t.Errorf("Reason() = %q, want %q", got, want)
	}
	if _, err := Open(0); err == nil || err.Error() != want {
		t.Errorf("Open(0) error = %v, want %q", err, want)
	}

	d = newFakeDriver()
	d.devices = 0
	useFakeDriver(t, d)
	if Available() || Reason() != "cuda: the driver found no CUDA device" {
		t.Errorf("with zero devices: Available() = %v, Reason() = %q", Available(), Reason())
	}
	if _, err := Open(0); err == nil || err.Error() != "cuda: no device 0: the driver found 0" {
		t.Errorf("Open(0) with zero devices: error = %v", err)
	}
}

// TestFakeUnexpectedPanic checks that a panic that is not the driver's
// comes back as an error with its stack, and that the worker survives it.
func TestFakeUnexpectedPanic(t *testing.T) {
	useFakeDriver(t, newFakeDriver())
	ctx, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Close()
	err = ctx.do("explode", func() error {
		var m map[string]int
		m["x"] = 1 // a runtime error, as a bug would raise
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "cuda: explode: unexpected panic: assignment to entry in nil map") ||
		!strings.Contains(err.Error(), "fake_test.go") {
		t.Errorf("error = %v, want an unexpected panic with its stack", err)
	}
	if _, _, err := ctx.MemInfo(); err != nil {
		t.Errorf("context unusable after a recovered panic: %v", err)
	}
}
