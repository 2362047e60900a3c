// This file runs a nest through its kernel module: the variant cache, the
// argument vector, and the scalars written back.

package closure

import (
	"fmt"
	goruntime "runtime"
	"slices"
	"time"
	"unsafe"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/native"
)

// A variant is a module compiled for one set of types and proofs: its
// printed form is its key, so two calls that would generate the same code
// share it.
type variant struct {
	m      *kernel.Module
	goKern *runtime.GoKernels
	native runtime.KernelRunner // nil: the Go executor runs it
	// goWhy says why the Go executor runs it (empty when native code does).
	goWhy string
}

// shareModule returns the module of the cached variant with the same code
// as m, or m itself, cached: two nests, or two sets of bindings, that
// generate the same code share one compilation.
func (a *Accelerator) shareModule(m *kernel.Module) *kernel.Module {
	key := m.String()
	a.mu.Lock()
	defer a.mu.Unlock()
	if v, ok := a.variants[key]; ok {
		return v.m
	}
	v := &variant{m: m}
	a.variants[key], a.byModule[m] = v, v
	return m
}

// variantOf returns the compiled variant of a module shareModule
// returned (found by pointer: printing the module again would cost every
// call what the caches save), compiling it on first use; the duration is
// the compile time spent now.
func (a *Accelerator) variantOf(m *kernel.Module) (*variant, time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	v := a.byModule[m]
	if v.goKern != nil || v.native != nil {
		return v, 0
	}
	start := time.Now()
	if a.opts.GoKernels {
		v.goWhy = "the Go executor was asked for (Options.GoKernels)"
	} else {
		v.native, v.goWhy = a.compileNative(m)
	}
	if v.native == nil {
		v.goKern = runtime.NewGoKernels(m)
	}
	return v, time.Since(start)
}

// argVector encodes the call's values in the module's argument vector (Data
// slots are the backend's to fill) and returns the arrays in m.Arrays order.
func argVector(m *kernel.Module, inst *runtime.Instance, temps map[string]*ndarray.Array) ([]int64, []*ndarray.Array) {
	args := make([]int64, len(m.Params))
	arrays := make([]*ndarray.Array, len(m.Arrays))
	for i, arr := range m.Arrays {
		switch {
		case arr.Temp:
			arrays[i] = temps[arr.Name]
		case !arr.Internal:
			arrays[i] = inst.Arrays[arr.Name]
		}
	}
	for _, p := range m.Params {
		switch p.Kind {
		case kernel.Symbol, kernel.Scalar:
			if val, ok := inst.Values[p.Name]; ok {
				args[p.Slot] = encode(val, p.Type)
			}
		case kernel.Shape:
			switch {
			case p.Array.Temp:
				args[p.Slot] = int64(temps[p.Array.Name].Shape()[p.Axis])
			case !p.Array.Internal:
				args[p.Slot] = int64(inst.Arrays[p.Array.Name].Shape()[p.Axis])
			}
		}
	}
	return args, arrays
}

// tempArrays allocates the module's temporary arrays for one run: the
// expanded scalars and predicates (kernelgen/expand.go), one element per
// iteration of their loops, whose bounds the bindings fix.
func tempArrays(m *kernel.Module, p *depend.NestPlan, bindings map[string]int64) (map[string]*ndarray.Array, error) {
	var out map[string]*ndarray.Array
	for _, a := range m.Arrays {
		if !a.Temp {
			continue
		}
		shape := make([]int, len(a.TempLoops))
		for i, l := range a.TempLoops {
			n, ok := p.TripCount(l, bindings)
			if !ok {
				return nil, fmt.Errorf("the trip count of loop %s, which %s is expanded over, is not known before the nest runs", p.Nest.Loops[l].Var, a.Name)
			}
			shape[i] = int(max(n, 1))
		}
		nd, err := ndarray.New(dtypes[a.Elem], shape)
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = map[string]*ndarray.Array{}
		}
		out[a.Name] = nd
	}
	return out, nil
}

// dtypes are the NumPy types of kernel element types.
var dtypes = map[kernel.Type]ndarray.DType{kernel.Bool: ndarray.Bool, kernel.Int32: ndarray.Int32,
	kernel.Int64: ndarray.Int64, kernel.Float32: ndarray.Float32, kernel.Float64: ndarray.Float64}

// scalarsAfter are the nest's scalars after a run: those a kernel
// assigned, read from their slots, and the others as they were given.
func scalarsAfter(m *kernel.Module, inst *runtime.Instance, args []int64, assigned []bool) map[string]runtime.Value {
	out := map[string]runtime.Value{}
	for name, val := range inst.Values {
		if inst.Plan.Nest.Scalar(name) != nil {
			out[name] = val
		}
	}
	for _, p := range m.Params {
		if p.Kind == kernel.Scalar && assigned[p.Slot] {
			t := p.Type
			if p.Assigned != kernel.Invalid {
				t = p.Assigned
			}
			out[p.Name] = decode(args[p.Slot], t)
		}
	}
	return out
}

// runKernels runs the module on the CPU with the instance's values and
// returns the nest's scalars afterwards, as runtime.Run does. Launches of
// kernels that run irregular loops are scheduled by the returned Run's
// execution plans (nil when the module has none).
func (a *Accelerator) runKernels(m *kernel.Module, inst *runtime.Instance, v *compiler.Compiled, bindings map[string]int64, rec *Instantiation) (map[string]runtime.Value, time.Duration, *irregular.Run, error) {
	vr, compile := a.variantOf(m)
	rec.Executor, rec.ExecutorReason = "native", ""
	if vr.native == nil {
		rec.Executor, rec.ExecutorReason = "go-kernel", vr.goWhy
	}
	temps, err := tempArrays(m, v.Plan, bindings)
	if err != nil {
		return nil, compile, nil, err
	}
	args, arrays := argVector(m, inst, temps)
	data := make([][]byte, len(arrays))
	for i, nd := range arrays {
		if nd.Size() == 0 {
			continue
		}
		// An array the kernels only read is not a write: its version
		// stays, and plans made from it (an index array) stay valid.
		if m.Arrays[i].Written {
			data[i] = nd.Data()
		} else {
			data[i] = nd.ReadData()
		}
		args[m.Arrays[i].Data.Slot] = int64(uintptr(unsafe.Pointer(&data[i][0])))
	}
	runner := vr.native
	if runner == nil {
		runner = runtime.GoRunner{Kernels: vr.goKern, Data: data}
	}
	x := &runtime.Execution{Module: m, Runner: runner, Args: args, Threads: a.opts.Threads, Data: data, Exact: inst.Exact}
	var run *irregular.Run
	if a.planner != nil && slices.ContainsFunc(v.Irregular, func(il *depend.IrregularLoop) bool { return il != nil }) {
		run = a.planner.Start(m, v.Plan, v.Irregular, inst.Arrays, bindings, a.opts.Threads)
		run.Exact = inst.Exact
		x.Schedule = run.Schedule
	}
	err = runtime.Execute(x)
	goruntime.KeepAlive(data) // the kernels hold the buffers' addresses as integers
	if err != nil {
		return nil, compile, run, err
	}
	return scalarsAfter(m, inst, args, x.Assigned), compile, run, nil
}

// ranIrregular returns p with the irregular loops that ran in parallel
// for all their launches marked parallel for their kernels' statements
// (p itself, shared by calls, is not changed).
func ranIrregular(p *depend.NestPlan, reps []*irregular.Report) *depend.NestPlan {
	if p == nil || !slices.ContainsFunc(reps, func(r *irregular.Report) bool { return r.Parallel }) {
		return p
	}
	q := *p
	q.Stmts = slices.Clone(p.Stmts)
	for _, r := range reps {
		if !r.Parallel {
			continue
		}
		for _, s := range r.Kernel.Stmts {
			sp := q.Stmts[s]
			if k := slices.Index(sp.Loops, r.Loop); k >= 0 {
				sp.Parallel = slices.Clone(sp.Parallel)
				sp.Parallel[k] = true
				q.Stmts[s] = sp
			}
		}
	}
	return &q
}

// runGPU runs the module on the GPU executor. Launches of kernels that
// run irregular loops launch the variants the returned Run's execution
// plans choose (nil when the module has none).
func (a *Accelerator) runGPU(m *kernel.Module, inst *runtime.Instance, v *compiler.Compiled, bindings map[string]int64) (map[string]runtime.Value, *runtime.GPUExecution, *irregular.Run, error) {
	temps, err := tempArrays(m, v.Plan, bindings)
	if err != nil {
		return nil, &runtime.GPUExecution{}, nil, err
	}
	args, arrays := argVector(m, inst, temps)
	x := &runtime.GPUExecution{Module: m, Arrays: arrays, Args: args, CacheDir: a.opts.CacheDir}
	var run *irregular.Run
	if v.GPUVariants != nil {
		run = a.planner.StartGPU(m, v.Plan, v.Irregular, v.GPUVariants, inst.Arrays, bindings)
		x.Schedule = run.GPULaunch
	}
	if err := a.opts.GPU.Execute(x); err != nil {
		return nil, x, run, err
	}
	return scalarsAfter(m, inst, args, x.Assigned), x, run, nil
}

// encode puts a value in a slot as type t (the kernel's representation).
func encode(v runtime.Value, t kernel.Type) int64 {
	if t.IsFloat() {
		switch v.Kind {
		case runtime.PyFloat:
			return runtime.EncodeFloat(v.F)
		case runtime.NumPy:
			return runtime.EncodeFloat(v.S.Float())
		}
		return runtime.EncodeFloat(float64(v.I))
	}
	if v.Kind == runtime.NumPy {
		if v.S.DType.IsFloat() {
			return int64(v.S.F) // not reached: a float never types as an int
		}
		return v.S.I
	}
	return v.I
}

// decode reads a slot of type t as the Python or NumPy value it holds.
func decode(s int64, t kernel.Type) runtime.Value {
	switch t {
	case kernel.PyInt:
		return runtime.Int(s)
	case kernel.PyFloat:
		return runtime.Float(runtime.DecodeFloat(s))
	case kernel.PyBool:
		return runtime.Bool(s != 0)
	case kernel.Bool:
		return runtime.NumPyScalar(ndarray.MakeBool(s != 0))
	case kernel.Int32:
		return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int32, s))
	case kernel.Int64:
		return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, s))
	case kernel.Float32:
		return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float32, runtime.DecodeFloat(s)))
	}
	return runtime.NumPyScalar(ndarray.MakeFloat(ndarray.Float64, runtime.DecodeFloat(s)))
}

// aliased says why the nest cannot run on its kernels when an array it
// writes shares memory with another of its arrays: the analysis took
// different names for different arrays. Empty when none do.
func aliased(n *nest.Nest, arrays map[string]*ndarray.Array) string {
	written := writtenArrays(n)
	span := func(a *ndarray.Array) (uintptr, uintptr) {
		if a.Size() == 0 {
			return 0, 0
		}
		buf, off := a.Buffer() // not Data: no device copy need be refreshed
		p := uintptr(unsafe.Pointer(&buf[off]))
		return p, p + uintptr(a.Size()*a.DType().ItemSize())
	}
	for i, x := range n.Arrays {
		for _, y := range n.Arrays[i+1:] {
			if !written[x] && !written[y] {
				continue
			}
			a, b := arrays[x], arrays[y]
			if a == nil || b == nil {
				continue
			}
			alo, ahi := span(a)
			blo, bhi := span(b)
			if alo < bhi && blo < ahi {
				return fmt.Sprintf("arrays %s and %s share memory and the nest writes one of them; the analysis takes different names for different arrays", x, y)
			}
		}
	}
	return ""
}

// compileNative compiles a module to native code, or returns nil when no
// native tool chain is usable (the Go executor then runs it, and a warning
// says so once).
func (a *Accelerator) compileNative(m *kernel.Module) (runtime.KernelRunner, string) {
	fail := func(why string) (runtime.KernelRunner, string) {
		a.warnOnce(why)
		return nil, why
	}
	tc, err := native.Find()
	if err != nil {
		return fail(err.Error() + "; kernels run on alpyna's Go executor, which is slower")
	}
	ir, err := emitCPU(m)
	if err != nil {
		return fail(fmt.Sprintf("%s: no native code (%v); the Go executor runs it", m.Name, err))
	}
	dir := a.opts.CacheDir
	if dir == "" {
		dir = native.DefaultCacheDir()
	}
	path, _, err := tc.Build(ir, dir)
	for _, note := range tc.TakeNotes() { // a damaged cache entry, an unwritable cache
		a.warnOnce(note)
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

// warnOnce prints a warning the first time it is given.
func (a *Accelerator) warnOnce(msg string) {
	if a.warned[msg] {
		return
	}
	a.warned[msg] = true
	if a.opts.Warn != nil {
		a.opts.Warn(msg)
	} else if a.in != nil {
		a.in.Diagnostic("alpyna: " + msg)
	}
}

// gpuExecutor names the gpu executor's device for the report: "gpu", or
// "gpu-emulated" on the lockstep emulator.
func (a *Accelerator) gpuExecutor() string {
	if _, ok := a.opts.GPU.Device().(*runtime.EmulatedDevice); ok {
		return "gpu-emulated"
	}
	return "gpu"
}
