// This file is the cpu backends: a module compiled once (native kernels,
// or the Go executor's), then each call's argument vector and arrays
// bound and the host program run by Execute.

package cpu

import (
	"fmt"
	goruntime "runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
	"github.com/alpyna/alpyna/runtime/native"
)

// Native is the cpu backend of native kernels: each module is compiled
// once to a shared object by package native, from the LLVM IR Emit gives
// it, and its kernels run in boxes across the call's threads. Where that
// fails (no LLVM tool chain, a build that fails) the module's kernels run
// on the Go executor of the kernel IR, after a warning.
type Native struct {
	// Emit is a module's LLVM IR for the CPU (llvmgen.EmitCPUText), which
	// the caller gives: the executors know no code generator.
	Emit func(*kernel.Module) (string, error)
	// Warn receives the warnings: why a module runs on the Go executor,
	// and the kernel cache's notes (a damaged entry, an unwritable
	// directory); nil discards them.
	Warn func(string)
	compiledCache
}

// GoKernels is the cpu backend of the Go executor of the kernel IR: the
// reference the native kernels are tested against.
type GoKernels struct {
	compiledCache
}

var (
	_ runtime.Backend = (*Native)(nil)
	_ runtime.Backend = (*GoKernels)(nil)
)

// compiled is a module compiled for the CPU.
type compiled struct {
	module *kernel.Module
	goKern *kexec.GoKernels
	native KernelRunner // nil: the Go executor runs it
	// goWhy says why the Go executor runs it (empty when native code does).
	goWhy string
	// idle is the module's launch state between calls, nil while a call
	// holds it (a call running at the same time makes its own).
	idle atomic.Pointer[callState]
}

// callState is what a call of a compiled module reuses from the last one:
// the launches' state (host evaluator, task arena), the execution and the
// arrays' buffers, emptied between calls so that they keep no array alive.
type callState struct {
	launch *launchState
	exec   Execution
	data   [][]byte
	called bool // a call has run with it
}

// takeState returns the module's call state, or a new one where another
// call holds it.
func (v *compiled) takeState(m *kernel.Module) *callState {
	if cs := v.idle.Swap(nil); cs != nil {
		return cs
	}
	return &callState{launch: newLaunchState(m)}
}

// putState ends a call's use of cs.
func (v *compiled) putState(cs *callState) {
	clear(cs.data)
	cs.exec = Execution{}
	cs.launch.exec, cs.launch.running = nil, nil // set by a launch that panicked
	cs.called = true
	v.idle.Store(cs)
}

// compiledCache keeps the modules compiled so far, by module: two calls
// of one module (package closure gives the same module to calls that
// would generate the same code) share one compilation.
type compiledCache struct {
	mu      sync.Mutex
	modules map[*kernel.Module]*compiled
	// last is the module found or compiled last, which a time loop's
	// next call asks for again: found without the lock.
	last atomic.Pointer[compiled]
}

// get returns m compiled, compiling it with build on first use; the
// duration is the compile time spent now.
func (cc *compiledCache) get(m *kernel.Module, build func(*compiled)) (*compiled, time.Duration) {
	if v := cc.last.Load(); v != nil && v.module == m {
		return v, 0
	}
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if v := cc.modules[m]; v != nil {
		cc.last.Store(v)
		return v, 0
	}
	start := time.Now()
	v := &compiled{module: m}
	build(v)
	if v.native == nil {
		v.goKern = kexec.NewGoKernels(m)
	}
	if cc.modules == nil {
		cc.modules = map[*kernel.Module]*compiled{}
	}
	cc.modules[m] = v
	cc.last.Store(v)
	return v, time.Since(start)
}

// Run implements runtime.Backend.
func (n *Native) Run(c *runtime.ModuleCall) (runtime.Result, error) {
	v, compile := n.get(c.Module, func(v *compiled) { v.native, v.goWhy = n.compile(c.Module, c.CacheDir) })
	return run(c, v, compile)
}

// Run implements runtime.Backend.
func (g *GoKernels) Run(c *runtime.ModuleCall) (runtime.Result, error) {
	v, compile := g.get(c.Module, func(v *compiled) { v.goWhy = "the Go executor was asked for (Options.GoKernels)" })
	return run(c, v, compile)
}

// run runs the module compiled as v with the call's values.
func run(c *runtime.ModuleCall, v *compiled, compile time.Duration) (runtime.Result, error) {
	res := runtime.Result{Compile: compile, Executor: "native"}
	if v.native == nil {
		res.Executor, res.Reason = "go-kernel", v.goWhy
	}
	m := c.Module
	cs := v.takeState(m)
	defer v.putState(cs)
	// Wake the pool's workers, so that the first launch finds them
	// polling, where the module's last call ran a launch on several
	// threads, or this is its first call (after its compilation, which
	// outlasts the workers' polling). A function whose launches are all
	// too small to split leaves them parked: woken, they would poll for
	// nothing, on a core the caller may need.
	if !cs.called || cs.launch.parallel {
		warm(c.Instance.Threads)
	}
	args, arrays, err := c.Vector()
	if err != nil {
		return res, err
	}
	if cap(cs.data) < len(arrays) {
		cs.data = make([][]byte, len(arrays))
	}
	data := cs.data[:len(arrays)]
	for i, nd := range arrays {
		if nd == nil && m.Arrays[i].Internal {
			// A GPU execution plan's array (kernelgen.GPUIrregular), in a
			// module built for the gpu that runs on the cpu (exact float
			// reductions): no cpu kernel reads it.
			continue
		}
		if nd.Size() == 0 {
			continue
		}
		// An array the kernels only read is not a write: its version
		// stays, and plans made from it (an index array) stay valid. A
		// view's bytes run from its lowest element to its highest, and
		// the Data slot points at its element (0, ..., 0) among them.
		var origin int
		data[i], origin = runtime.ViewBytes(nd, m.Arrays[i].Written)
		args[m.Arrays[i].Data.Slot] = int64(uintptr(unsafe.Pointer(&data[i][origin])))
	}
	runner := v.native
	if runner == nil {
		runner = GoRunner{Kernels: v.goKern, Data: data}
	}
	x := &cs.exec
	*x = Execution{Module: m, Runner: runner, Args: args, Threads: c.Instance.Threads, Data: data, Exact: c.Instance.Exact,
		Schedule: c.Schedule, state: cs.launch}
	err = Execute(x)
	goruntime.KeepAlive(data) // the kernels hold the buffers' addresses as integers
	if err != nil {
		return res, err
	}
	res.Scalars = c.ScalarsAfter(args, x.Assigned)
	return res, nil
}

// compile compiles a module to native code, or returns nil when no native
// tool chain is usable (the Go executor then runs it, and a warning says
// so).
func (n *Native) compile(m *kernel.Module, cacheDir string) (KernelRunner, string) {
	fail := func(why string) (KernelRunner, string) {
		n.warn(why)
		return nil, why
	}
	tc, err := native.Find()
	if err != nil {
		return fail(err.Error() + "; kernels run on alpyna's Go executor, which is slower")
	}
	ir, err := n.Emit(m)
	if err != nil {
		return fail(fmt.Sprintf("%s: no native code (%v); the Go executor runs it", m.Name, err))
	}
	dir := cacheDir
	if dir == "" {
		dir = native.DefaultCacheDir()
	}
	path, _, err := tc.Build(ir, dir)
	for _, note := range tc.TakeNotes() { // a damaged cache entry, an unwritable cache
		n.warn(note)
	}
	if err != nil {
		return fail(fmt.Sprintf("%s: compiling kernels failed (%v); the Go executor runs them", m.Name, err))
	}
	lib, err := native.Open(path)
	if err != nil {
		return fail(fmt.Sprintf("%s: %v; the Go executor runs its kernels", m.Name, err))
	}
	ks := make(native.Kernels, len(m.Kernels))
	for i, k := range m.Kernels {
		if ks[i], err = lib.Func(k.Name); err != nil {
			return fail(fmt.Sprintf("%s: %v; the Go executor runs its kernels", m.Name, err))
		}
	}
	return ks, ""
}

func (n *Native) warn(msg string) {
	if n.Warn != nil {
		n.Warn(msg)
	}
}
