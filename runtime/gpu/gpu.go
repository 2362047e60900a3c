// Package gpu is the gpu executor: GPU implements runtime.Backend, running
// a kernel module's host program with every launch on a Device, and keeps
// arrays resident on the device between nests and calls. It chooses each
// kernel's thread axes (package gridcalc, from the extents of the call)
// and each launch's geometry (blocks that fit the shared-memory tiles of a
// kernel tiling.Kernel or tiling.Halo tiles), folds the threads' shares of float
// reductions in thread order, and runs the launches of irregular loops as
// the execution plans' GPULaunch hook says. The Device is a real GPU
// (package cudadev) or the EmulatedDevice, which runs launches on the Go
// executor's lockstep mode (package kexec).
//
// Each array buffer the GPU has seen gets a device mirror (PyOP2's device
// data state machine, [PyOP2 backends]): HOST when the host copy is newer,
// DEVICE when the device copy is, BOTH when they agree. A nest uploads only
// what is stale on the device; the arrays it writes become DEVICE, and
// their host copies are refreshed only when the interpreter touches them
// (through ndarray.Mirror), so consecutive nests and calls reuse device
// data and transfer nothing.
//
// It does not generate or compile kernels (the device compiles the module
// it is given, by the PTX planner its opener gives it), make execution
// plans (package irregular) or know anything of Python objects.
package gpu

import (
	"fmt"
	goruntime "runtime"
	"sync"
	"time"
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/runtime"
)

// DevicePtr is an address in device memory.
type DevicePtr uint64

// A Device is what the gpu executor needs of a GPU: package cuda's driver
// behind the cuda build tag, or the lockstep emulator.
type Device interface {
	Name() string
	Limits() gridcalc.Limits
	MemInfo() (free, total int64, err error)
	Alloc(bytes int64) (DevicePtr, error)
	Free(p DevicePtr) error
	CopyToDevice(dst DevicePtr, src []byte) error
	CopyToHost(dst []byte, src DevicePtr) error
	// Load compiles and loads a module with the given thread axes of each
	// kernel; the GPU calling convention of kernel/abi.go. A device that
	// compiles to files keeps them in cacheDir ("" for its default).
	Load(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, cacheDir string) (DeviceModule, error)
}

// A DeviceModule is a loaded module.
type DeviceModule interface {
	Launch(kernelIndex int, geo runtime.Geometry, args, out, status DevicePtr) error
}

// residency is the state of a device mirror.
type residency uint8

const (
	hostNewer   residency = iota // HOST: the device copy is stale
	deviceNewer                  // DEVICE: the host copy is stale
	bothValid                    // BOTH
)

// A mirror is one host buffer's copy on the device.
type mirror struct {
	g     *GPU
	ptr   DevicePtr
	host  []byte
	state residency
	err   error  // the first failed copy back, reported by the next run
	used  uint64 // the GPU's clock at the latest run that used it (LRU)
}

// HostRead implements ndarray.Mirror: copy back if the device is newer.
func (m *mirror) HostRead() {
	m.g.mu.Lock()
	defer m.g.mu.Unlock()
	m.syncHost()
}

// HostWrite implements ndarray.Mirror: the device copy becomes stale.
func (m *mirror) HostWrite() {
	m.g.mu.Lock()
	defer m.g.mu.Unlock()
	m.syncHost()
	m.state = hostNewer
}

func (m *mirror) syncHost() {
	if m.state != deviceNewer {
		return
	}
	start := time.Now()
	if err := m.g.dev.CopyToHost(m.host, m.ptr); err != nil {
		// The host cannot be told from here (an element access has no
		// error path): the data stays on the device and the failure is
		// kept for the next nest and for the caller of Sync.
		m.err = err
		panic(fmt.Sprintf("alpyna: copying an array back from %s failed: %v", m.g.dev.Name(), err))
	}
	m.g.transfer += time.Since(start)
	m.state = bothValid
}

// GPU is the gpu executor over one device.
type GPU struct {
	dev      Device
	mu       sync.Mutex
	mirrors  map[*byte]*mirror // by the first byte of the host buffer
	modules  map[string]DeviceModule
	transfer time.Duration // copies back made by the mirrors, not yet reported
	clock    uint64        // counts runs, for the mirrors' least-recent use
	// Evictions counts the device copies freed to make room for a run.
	Evictions int
	// The argument vector, the kernels' outputs and the status word live
	// in device buffers kept from run to run (grown when a run needs
	// more): an allocation and a free per run cost more than a small
	// kernel on a real device, and the free waits for the device.
	args, out, status scratch
}

// scratch is a device buffer kept across runs.
type scratch struct {
	ptr  DevicePtr
	size int64
}

// get returns the buffer, at least n bytes, allocating it anew when it is
// smaller.
func (s *scratch) get(dev Device, n int64) (DevicePtr, error) {
	if s.size >= n {
		return s.ptr, nil
	}
	if err := s.free(dev); err != nil {
		return 0, err
	}
	n = max(n, 256)
	p, err := dev.Alloc(n)
	if err != nil {
		return 0, err
	}
	*s = scratch{ptr: p, size: n}
	return p, nil
}

func (s *scratch) free(dev Device) error {
	if s.size == 0 {
		return nil
	}
	err := dev.Free(s.ptr)
	*s = scratch{}
	return err
}

// NewGPU returns an executor for dev.
func NewGPU(dev Device) *GPU {
	return &GPU{dev: dev, mirrors: map[*byte]*mirror{}, modules: map[string]DeviceModule{}}
}

// Device is the executor's device.
func (g *GPU) Device() Device { return g.dev }

// NumPyMathExact reports whether kernels calling NumPy's exp, log, sin or
// cos (kernel.Call.NumPy) give NumPy's bits here: on the emulated device,
// which runs the Go executor's ports, but not on a CUDA device, where the
// emitters call libdevice (docs/llvm.md).
func (g *GPU) NumPyMathExact() bool {
	_, emulated := g.dev.(*EmulatedDevice)
	return emulated
}

var _ runtime.Backend = (*GPU)(nil)

// Run implements runtime.Backend: it runs the call's module by Execute,
// its irregular loops' launches as c.GPUSchedule says. The executor is
// "gpu", or "gpu-emulated" on the EmulatedDevice.
func (g *GPU) Run(c *runtime.ModuleCall) (runtime.Result, error) {
	res := runtime.Result{Executor: "gpu"}
	if _, ok := g.dev.(*EmulatedDevice); ok {
		res.Executor = "gpu-emulated"
	}
	args, arrays, err := c.Vector()
	if err != nil {
		return res, err
	}
	x := &Execution{Module: c.Module, Arrays: arrays, Args: args, CacheDir: c.CacheDir, Schedule: c.GPUSchedule}
	err = g.Execute(x)
	res.Compile, res.Transfer, res.Axes = x.Compile, x.Transfer, x.Axes
	if err != nil {
		return res, err
	}
	res.Scalars = c.ScalarsAfter(args, x.Assigned)
	return res, nil
}

// Execution is one run of a module on the GPU.
type Execution struct {
	Module *kernel.Module
	Arrays []*ndarray.Array // the call's arrays, in Module.Arrays order
	Args   []int64          // as for cpu.Execution; Data slots are filled here
	// CacheDir is where the device keeps compiled kernels ("": its
	// default, alongside the cpu backend's).
	CacheDir string
	// Assigned is filled per scalar slot: some kernel assigned it.
	Assigned []bool
	// Compile and Transfer are the time spent loading modules and copying
	// data during the run.
	Compile, Transfer time.Duration
	// Axes are the thread axes each kernel's Dims ran on.
	Axes map[*kernel.Kernel]kernel.Axes
	// Schedule, when set, is asked before each launch of a kernel whose
	// first Dim is Ordered (an irregular loop) what to launch instead. It
	// runs without the GPU's lock, so that it may read arrays on the host.
	Schedule runtime.GPUScheduleFunc
}

// Execute runs the module's host program with its launches on the device.
// When it fails, the device copies of the arrays the module writes are
// marked stale (a launch may have written part of them), so the host copy,
// which is untouched, is what counts.
func (g *GPU) Execute(x *Execution) (err error) {
	m := x.Module
	x.Assigned = make([]bool, len(m.Params))
	g.mu.Lock()
	defer g.mu.Unlock()
	defer func() {
		if err == nil {
			return
		}
		for i, a := range m.Arrays {
			if a.Written && x.Arrays[i] != nil && x.Arrays[i].Size() > 0 {
				buf, _ := x.Arrays[i].Buffer()
				if mr, ok := g.mirrors[&buf[0]]; ok && mr.state == bothValid {
					mr.state = hostNewer
				}
			}
		}
	}()
	x.Transfer, g.transfer = g.transfer, 0
	if err := g.reserve(x); err != nil {
		return err
	}
	// Upload what is stale, and point the Data slots at the device copies.
	for i, a := range m.Arrays {
		nd := x.Arrays[i]
		if nd == nil || nd.Size() == 0 {
			continue // an Internal array is bound at its launches
		}
		addr, err := g.upload(x, nd)
		if err != nil {
			return err
		}
		x.Args[a.Data.Slot] = addr
	}
	var argsDev, statusDev DevicePtr
	if argsDev, err = g.args.get(g.dev, int64(8*max(len(x.Args), 1))); err != nil {
		return err
	}
	if statusDev, err = g.status.get(g.dev, 8); err != nil {
		return err
	}
	h := runtime.NewHostEval()
	axes := g.chooseAxes(m, x.Args, h)
	x.Axes = axes
	start := time.Now()
	dm, err := g.load(m, axes, x.CacheDir)
	x.Compile = time.Since(start)
	if err != nil {
		return err
	}
	index := map[*kernel.Kernel]int{}
	for i, k := range m.Kernels {
		index[k] = i
	}
	r := &gpuRun{g: g, x: x, h: h, dm: dm, axes: axes, args: argsDev, status: statusDev}
	var run func([]kernel.Step) error
	run = func(steps []kernel.Step) error {
		for _, s := range steps {
			switch st := s.(type) {
			case *kernel.HostLoop:
				lo, hi, step, err := h.Loop(x.Args, st.Lower, st.Upper, st.Step)
				if err != nil {
					return &runtime.StatusError{Kernel: "host", Status: err.(runtime.Stop).Status}
				}
				for it := range runtime.RangeCount(lo, hi, step) {
					x.Args[st.Var.Slot] = lo + it*step
					if err := run(st.Body); err != nil {
						return err
					}
					if runtime.ExitSet(x.Args, st.Exits) {
						break
					}
				}
			case *kernel.Launch:
				if err := r.launchScheduled(index[st.Kernel], st.Kernel); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := run(m.Host); err != nil {
		return err
	}
	for i, a := range m.Arrays {
		if a.Written && x.Arrays[i] != nil && x.Arrays[i].Size() > 0 {
			buf, _ := x.Arrays[i].Buffer()
			g.mirrors[&buf[0]].state = deviceNewer
		}
	}
	return nil
}

// reserve makes sure every array has a device buffer, after checking that
// the ones still missing fit in the free memory: nothing is allocated or
// transferred for a nest that does not fit.
func (g *GPU) reserve(x *Execution) error {
	// Stamp the device copies this run uses: the least recently used
	// others are the first to go when memory runs short.
	g.clock++
	for _, nd := range x.Arrays {
		if nd != nil && nd.Size() > 0 {
			buf, _ := nd.Buffer()
			if mr, ok := g.mirrors[&buf[0]]; ok {
				mr.used = g.clock
			}
		}
	}
	var need int64
	seen := map[*byte]bool{}
	for _, nd := range x.Arrays {
		if nd == nil || nd.Size() == 0 {
			continue
		}
		buf, _ := nd.Buffer()
		if _, ok := g.mirrors[&buf[0]]; ok || seen[&buf[0]] {
			continue
		}
		seen[&buf[0]] = true
		need += int64(len(buf))
	}
	need += int64(8 * (len(x.Args) + 16))
	free, _, err := g.dev.MemInfo()
	if err != nil {
		return err
	}
	if need > free {
		// Make room: device copies the run does not use go, least
		// recently used first, each copied back first if the device's is
		// the newer.
		for need > free {
			victim := g.leastRecent()
			if victim == nil {
				break
			}
			if err := g.evict(victim); err != nil {
				return err
			}
			if free, _, err = g.dev.MemInfo(); err != nil {
				return err
			}
		}
	}
	if need > free {
		return &runtime.OutOfMemoryError{Device: g.dev.Name(), Need: need, Free: free, Description: x.Module.Name}
	}
	for _, nd := range x.Arrays {
		if nd == nil || nd.Size() == 0 {
			continue
		}
		if _, err := g.mirrorOf(nd); err != nil {
			return err
		}
	}
	return nil
}

// leastRecent is the mirror used longest ago, of those the current run
// does not use (their clock is behind g.clock); nil when there is none.
func (g *GPU) leastRecent() *mirror {
	var victim *mirror
	for _, mr := range g.mirrors {
		if mr.used < g.clock && (victim == nil || mr.used < victim.used) {
			victim = mr
		}
	}
	return victim
}

// evict frees a device copy, after copying it back if the device's is the
// newer. The array keeps the mirror, now holding nothing on the device
// (its host copy counts); a later run makes it a new one.
func (g *GPU) evict(mr *mirror) error {
	start := time.Now()
	if mr.state == deviceNewer {
		if err := g.dev.CopyToHost(mr.host, mr.ptr); err != nil {
			return err
		}
		g.transfer += time.Since(start)
	}
	mr.state = hostNewer
	delete(g.mirrors, &mr.host[0])
	g.Evictions++
	return g.dev.Free(mr.ptr)
}

// mirrorOf returns nd's buffer's mirror, allocating its device copy (not
// yet transferred) if it has none.
func (g *GPU) mirrorOf(nd *ndarray.Array) (*mirror, error) {
	buf, _ := nd.Buffer()
	if mr, ok := g.mirrors[&buf[0]]; ok {
		return mr, nil
	}
	ptr, err := g.dev.Alloc(int64(len(buf)))
	if err != nil {
		return nil, err
	}
	mr := &mirror{g: g, ptr: ptr, host: buf, state: hostNewer, used: g.clock}
	g.mirrors[&buf[0]] = mr
	nd.SetMirror(mr)
	// When the buffer's owner is gone, so is every view of it: the
	// device copy can go too.
	goruntime.AddCleanup(nd.Owner(), g.forget, &buf[0])
	return mr, nil
}

// Resident says where nd's data is valid: on the device (DEVICE or BOTH)
// and on the host (HOST or BOTH). An array the GPU holds no copy of is
// valid on the host only. The cost model of backend auto reads it to count
// the copies each choice implies.
func (g *GPU) Resident(nd *ndarray.Array) (device, host bool) {
	if nd.Size() == 0 {
		return true, true
	}
	buf, _ := nd.Buffer()
	g.mu.Lock()
	defer g.mu.Unlock()
	mr, ok := g.mirrors[&buf[0]]
	if !ok {
		return false, true
	}
	return mr.state != hostNewer, mr.state != deviceNewer
}

// upload copies nd to its device copy if that is stale and returns the
// device address of nd's first element.
func (g *GPU) upload(x *Execution, nd *ndarray.Array) (int64, error) {
	mr, err := g.mirrorOf(nd)
	if err != nil {
		return 0, err
	}
	buf, off := nd.Buffer()
	if mr.state == hostNewer {
		start := time.Now()
		if err := g.dev.CopyToDevice(mr.ptr, buf); err != nil {
			return 0, err
		}
		x.Transfer += time.Since(start)
		mr.state = bothValid
	}
	return int64(mr.ptr) + int64(off), nil
}

// bindInternal puts an array the runtime provides (an execution plan's
// order) on the device, after checking that it fits, and returns its
// device address. It stays there while the array lives.
func (g *GPU) bindInternal(x *Execution, nd *ndarray.Array) (int64, error) {
	buf, _ := nd.Buffer()
	if _, ok := g.mirrors[&buf[0]]; !ok {
		free, _, err := g.dev.MemInfo()
		if err != nil {
			return 0, err
		}
		if need := int64(len(buf)); need > free {
			return 0, &runtime.OutOfMemoryError{Device: g.dev.Name(), Need: need, Free: free, Description: x.Module.Name + "'s execution plan"}
		}
	}
	return g.upload(x, nd)
}

// forget frees the device copy of a buffer nobody can reach any more.
func (g *GPU) forget(key *byte) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if mr, ok := g.mirrors[key]; ok {
		g.dev.Free(mr.ptr)
		delete(g.mirrors, key)
	}
}

// int64Bytes views int64s as bytes, for transfers.
func int64Bytes(v []int64) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 8*len(v))
}

// Release copies every array back to the host and frees the device
// memory: for the end of a session, or before the host keeps arrays the
// device must not hold.
func (g *GPU) Release() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	var first error
	for key, mr := range g.mirrors {
		if mr.state == deviceNewer {
			if err := g.dev.CopyToHost(mr.host, mr.ptr); err != nil && first == nil {
				first = err
			}
		}
		mr.state = hostNewer
		if err := g.dev.Free(mr.ptr); err != nil && first == nil {
			first = err
		}
		delete(g.mirrors, key)
	}
	for _, s := range []*scratch{&g.args, &g.out, &g.status} {
		if err := s.free(g.dev); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// chooseAxes maps each kernel's Dims to thread axes by the paper's §4.4
// algorithm (package gridcalc), from the extents the Dims have for the
// call's values (host loops at their first values). Dims whose bounds read
// an outer Dim, and Dims whose extent the host cannot evaluate, stay in
// the thread.
func (g *GPU) chooseAxes(m *kernel.Module, args []int64, h *runtime.HostEval) map[*kernel.Kernel]kernel.Axes {
	probe := append([]int64(nil), args...)
	var walk func([]kernel.Step)
	out := map[*kernel.Kernel]kernel.Axes{}
	walk = func(steps []kernel.Step) {
		for _, s := range steps {
			switch st := s.(type) {
			case *kernel.HostLoop:
				if lo, err := h.Eval(probe, st.Lower); err == nil {
					probe[st.Var.Slot] = lo
				}
				walk(st.Body)
			case *kernel.Launch:
				out[st.Kernel] = axesOf(st.Kernel, extents(st.Kernel, probe, h), g.dev.Limits())
			}
		}
	}
	walk(m.Host)
	// Kernels the host program does not launch (the variants a schedule
	// launches instead): their Dims' extents at the first launch, where
	// the probe knows them, and a nominal extent where it does not.
	for _, k := range m.Kernels {
		if _, ok := out[k]; ok {
			continue
		}
		ext := extents(k, probe, h)
		for d := range ext {
			if ext[d] == 0 {
				ext[d] = 1 << 16
			}
		}
		out[k] = axesOf(k, ext, g.dev.Limits())
	}
	return out
}

// extents evaluates the iteration counts of a kernel's leading rectangular
// Dims (-1 for the others).
func extents(k *kernel.Kernel, args []int64, h *runtime.HostEval) []int64 {
	out := make([]int64, len(k.Dims))
	for d, dim := range k.Dims {
		out[d] = -1
		if dim.DependsOnOuterDims {
			continue
		}
		lo, hi, step, err := h.Loop(args, dim.Lower, dim.Upper, dim.Step)
		if err == nil {
			out[d] = runtime.RangeCount(lo, hi, step)
		}
	}
	return out
}

func axesOf(k *kernel.Kernel, ext []int64, lim gridcalc.Limits) kernel.Axes {
	axes := mapAxes(k, ext, lim)
	// A triangular Dim (syr2k's j in range(i + 1)) runs inside each
	// thread, its extent unknown on the host, unless that keeps the
	// kernel from being tiled: then it goes on a thread axis, sized for
	// its bounding extent (the passes of the tiled code cover any
	// extent).
	if bounded := boundingExtents(k, ext); tiling.Enabled() && tiling.Kernel(k, axes) == nil && bounded != nil {
		if tiled := mapAxes(k, bounded, lim); tiling.Kernel(k, tiled) != nil {
			return tiled
		}
	}
	return axes
}

// boundingExtents returns ext with the extent of each triangular Dim
// (DependsOnOuterDims, -1 in ext) replaced by the largest extent of the
// Dims outside it, the bounding box of j in range(i + 1) or range(i, n);
// nil where there is no such Dim or an outer extent is unknown.
func boundingExtents(k *kernel.Kernel, ext []int64) []int64 {
	var out []int64
	for d, dim := range k.Dims {
		if ext[d] >= 0 || !dim.DependsOnOuterDims || d == 0 {
			continue
		}
		if out == nil {
			out = append([]int64(nil), ext...)
		}
		out[d] = -1
		for o := range d {
			if ext[o] < 0 {
				return nil
			}
			out[d] = max(out[d], ext[o])
		}
	}
	return out
}

// mapAxes maps the Dims whose extents are known (ext[d] >= 0) by package
// gridcalc's algorithm.
func mapAxes(k *kernel.Kernel, ext []int64, lim gridcalc.Limits) kernel.Axes {
	axes := make(kernel.Axes, len(k.Dims))
	var loops []gridcalc.Loop
	var dims []int
	for d, dim := range k.Dims {
		axes[d] = kernel.AxisNone
		// A location reduction blocks its first Dim alone over x
		// (kernel/abi.go, "GPU").
		if ext[d] >= 0 && !dim.Ordered && (!kernel.Selects(k) || d == 0) {
			loops = append(loops, gridcalc.Loop{Name: dim.Var.Name, Extent: ext[d], Contiguous: dim.Contiguous})
			dims = append(dims, d)
		}
	}
	if len(loops) == 0 {
		return axes
	}
	geo, err := gridcalc.Compute(loops, lim, gridcalc.Options{Coalesce: true})
	if err != nil {
		return axes
	}
	for a, ax := range geo.Axes {
		axes[dims[ax.Index]] = a
	}
	return axes
}

// geometry sizes a launch for fixed axes by the paper's §4.4 halving: the
// block starts at the extents on the axes and its largest side is halved
// (rounding up) until it fits the device; the grid covers the rest, within
// its limits (the grid-stride loops do what it does not cover).
func geometry(ext []int64, axes kernel.Axes, lim gridcalc.Limits) (runtime.Geometry, bool) {
	geo := runtime.Geometry{Grid: [3]int64{1, 1, 1}, Block: [3]int64{1, 1, 1}, Axes: axes}
	var extent [3]int64
	for d, a := range axes {
		if a == kernel.AxisNone {
			continue
		}
		if ext[d] == 0 {
			return geo, false // no iterations: nothing to launch
		}
		extent[a] = max(ext[d], 1)
		geo.Block[a] = extent[a]
	}
	for {
		largest := 0
		for a := range 3 {
			if geo.Block[a] > geo.Block[largest] {
				largest = a
			}
		}
		fits := geo.Block[0]*geo.Block[1]*geo.Block[2] <= int64(lim.MaxThreadsPerBlock)
		over := -1
		for a := range 3 {
			if geo.Block[a] > int64(lim.MaxBlock[a]) {
				over = a
			}
		}
		if fits && over < 0 {
			break
		}
		if over >= 0 {
			largest = over
		}
		geo.Block[largest] = (geo.Block[largest] + 1) / 2
	}
	for a := range 3 {
		if extent[a] > 0 {
			geo.Grid[a] = min((extent[a]+geo.Block[a]-1)/geo.Block[a], int64(lim.MaxGrid[a]))
		}
	}
	return geo, true
}

func (g *GPU) load(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, cacheDir string) (DeviceModule, error) {
	key := m.String()
	for i, k := range m.Kernels {
		key += fmt.Sprintf("\naxes %d %v", i, axes[k])
	}
	if dm, ok := g.modules[key]; ok {
		return dm, nil
	}
	dm, err := g.dev.Load(m, axes, cacheDir)
	if err != nil {
		return nil, err
	}
	g.modules[key] = dm
	return dm, nil
}

// launchScheduled runs a launch of kernel ki as x.Schedule says when its
// first Dim is an irregular loop, else as it is.
func (r *gpuRun) launchScheduled(ki int, k *kernel.Kernel) error {
	x := r.x
	if x.Schedule == nil || len(k.Dims) == 0 || !k.Dims[0].Ordered {
		return r.launch(ki, k)
	}
	d := k.Dims[0]
	lo, hi, step, err := r.h.Loop(x.Args, d.Lower, d.Upper, d.Step)
	if err != nil {
		return r.launch(ki, k) // the kernel raises it (a zero step)
	}
	// The schedule reads index arrays on the host, whose mirrors take the
	// lock (and copy back an array a former run left newer on the
	// device). No kernel of this module writes them (depend's
	// classification), so what it reads is what the launch will.
	r.g.mu.Unlock()
	gl, err := x.Schedule(ki, lo, step, runtime.RangeCount(lo, hi, step), x.Args)
	r.g.mu.Lock()
	if err != nil {
		return err
	}
	if gl == nil {
		return r.launch(ki, k)
	}
	vk := x.Module.Kernels[gl.Kernel]
	if gl.Order == nil {
		return r.launch(gl.Kernel, vk)
	}
	addr, err := r.g.bindInternal(x, gl.Order)
	if err != nil {
		return err
	}
	a := x.Module.Arrays[gl.OrderArray]
	x.Args[a.Data.Slot], x.Args[a.Shape[0].Slot] = addr, int64(gl.Order.Size())
	for c := 0; c+1 < len(gl.Starts); c++ {
		x.Args[gl.LoSlot], x.Args[gl.CountSlot] = gl.Starts[c], gl.Starts[c+1]-gl.Starts[c]
		if err := r.launch(gl.Kernel, vk); err != nil {
			return err
		}
	}
	return nil
}

// gpuRun is the state of one Execute.
type gpuRun struct {
	g            *GPU
	x            *Execution
	h            *runtime.HostEval
	dm           DeviceModule
	axes         map[*kernel.Kernel]kernel.Axes
	args, status DevicePtr
}

func (r *gpuRun) launch(ki int, k *kernel.Kernel) error {
	x, dev := r.x, r.g.dev
	geo := runtime.Geometry{Grid: [3]int64{1, 1, 1}, Block: [3]int64{1, 1, 1}}
	if len(k.Dims) > 0 {
		var ok bool
		ext := extents(k, x.Args, r.h)
		if bounded := boundingExtents(k, ext); bounded != nil {
			// A triangular Dim on a thread axis (a tiled kernel's):
			// the block and grid cover its bounding extent.
			for d, a := range r.axes[k] {
				if a != kernel.AxisNone && ext[d] < 0 {
					ext[d] = bounded[d]
				}
			}
		}
		if geo, ok = geometry(ext, r.axes[k], launchLimits(k, r.axes[k], dev.Limits())); !ok {
			return nil
		}
	}
	if len(kernel.Shares(k)) > 0 || kernel.Selects(k) {
		geo = capThreads(geo, maxShareThreads)
	}
	threads := geo.Grid[0] * geo.Grid[1] * geo.Grid[2] * geo.Block[0] * geo.Block[1] * geo.Block[2]
	pairs := 2 * len(k.Outputs)
	out := make([]int64, max(kernel.OutSlots(k, threads), 1))
	for i, o := range k.Outputs {
		if o.Combine == kernel.Reduce {
			out[2*i] = x.Args[o.Local.Param.Slot]
		}
	}
	outDev, err := r.g.out.get(dev, int64(8*len(out)))
	if err != nil {
		return err
	}
	start := time.Now()
	if err := dev.CopyToDevice(r.args, int64Bytes(x.Args)); err != nil {
		return err
	}
	// Only the pairs: every thread writes its shares.
	if err := dev.CopyToDevice(outDev, int64Bytes(out[:max(pairs, 1)])); err != nil {
		return err
	}
	if err := dev.CopyToDevice(r.status, int64Bytes([]int64{0})); err != nil {
		return err
	}
	x.Transfer += time.Since(start)
	if err := r.dm.Launch(ki, geo, r.args, outDev, r.status); err != nil {
		return err
	}
	start = time.Now()
	status := []int64{0}
	if err := dev.CopyToHost(int64Bytes(status), r.status); err != nil {
		return err
	}
	if status[0] != 0 {
		return &runtime.StatusError{Kernel: k.Name, Status: kernel.Status(status[0])}
	}
	if len(k.Outputs) > 0 {
		if err := dev.CopyToHost(int64Bytes(out), outDev); err != nil {
			return err
		}
	}
	x.Transfer += time.Since(start)
	if st := runtime.FoldShares(k, out, threads); st != kernel.OK {
		return &runtime.StatusError{Kernel: k.Name, Status: st}
	}
	runtime.FoldSelectShares(k, out, threads)
	for i, o := range k.Outputs {
		slot := o.Local.Param.Slot
		switch o.Combine {
		case kernel.Reduce:
			x.Args[slot] = out[2*i]
			x.Assigned[slot] = x.Assigned[slot] || out[2*i+1] != 0
		default:
			if out[2*i+1] != 0 {
				x.Args[slot], x.Assigned[slot] = out[2*i], true
			}
		}
	}
	return nil
}

// launchLimits are the limits a launch of kernel k with axes is sized
// for: a kernel whose CUDA C stages tiles in shared memory
// (tiling.Kernel, or tiling.Halo for a stencil's halo tiles) takes its
// tiled path only in blocks of at most
// tiling.Width threads along x and y and one along z, so its blocks
// are kept within those. (Any block computes the same result; a larger
// one would run the kernel untiled.) With ALPYNA_GPU_TILING=off the
// kernels are emitted untiled and keep the device's limits.
func launchLimits(k *kernel.Kernel, axes kernel.Axes, lim gridcalc.Limits) gridcalc.Limits {
	if !tiling.Enabled() || tiling.Kernel(k, axes) == nil && tiling.Halo(k, axes) == nil {
		return lim
	}
	lim.MaxBlock[0] = min(lim.MaxBlock[0], tiling.Width)
	lim.MaxBlock[1] = min(lim.MaxBlock[1], tiling.Width)
	lim.MaxBlock[2] = 1
	return lim
}

// maxShareThreads bounds the threads of a launch whose kernel hands float
// reductions over by shares (kernel/abi.go, "GPU"): each thread's share is
// copied back and folded on the host, 8 bytes and one operation per
// thread and output. 2^17 threads fill an H100 (132 multiprocessors of
// 1024-thread blocks) and copy back 1 MiB per output; the grid-stride
// loops run what the smaller grid does not cover.
const maxShareThreads = 1 << 17

// capThreads halves the grid's largest side (rounding up) until the launch
// has at most limit threads, or the grid is one block.
func capThreads(geo runtime.Geometry, limit int64) runtime.Geometry {
	for {
		g := geo.Grid[0] * geo.Grid[1] * geo.Grid[2]
		if g == 1 || g*geo.Block[0]*geo.Block[1]*geo.Block[2] <= limit {
			return geo
		}
		largest := 0
		for a := range 3 {
			if geo.Grid[a] > geo.Grid[largest] {
				largest = a
			}
		}
		geo.Grid[largest] = (geo.Grid[largest] + 1) / 2
	}
}

// bytesInt64 views bytes (a multiple of 8, aligned) as int64s.
func bytesInt64(b []byte) []int64 {
	if len(b) < 8 {
		return nil
	}
	return unsafe.Slice((*int64)(unsafe.Pointer(&b[0])), len(b)/8)
}
