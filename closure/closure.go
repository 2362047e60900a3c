// Package closure plugs the compiler into the interpreter: every loop nest
// of an @alpyna.jit function is replaced by a call of its closure, which
// binds the values the nest runs with, finishes the analysis, and runs the
// nest on the executor; the rest of the function runs in the interpreter.
//
// The function is rewritten at the source level: each nest's lines become
// one line calling the closure with the names the nest reads, and assigning
// back the scalars it leaves for the function; the other lines keep their
// numbers, so tracebacks still point at the user's lines. A nest outside the
// accelerated subset, or one whose values the executor cannot take (a
// Python list where an array is expected, a float loop bound), runs in the
// interpreter from a copy of its own source, with a diagnostic naming
// file:line:col and the reason.
//
// The package ties nests to the interpreter and nothing more: it binds the
// Python values, keeps the variants of each nest by the call's types and
// bindings, picks the runtime.Backend the options ask for (the cpu, or the
// gpu but for floating-point reductions that must run in program order;
// with Options.Place, whichever package costmodel expects to be faster),
// says what was not accelerated and why, converts the results back to
// Python objects and falls back to the interpreter. It does not analyse or
// build kernels (package compiler), encode arguments or execute anything
// (runtime and its backends).
package closure

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/costmodel"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/pynumpy"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/cpu"
	"github.com/alpyna/alpyna/runtime/looprec"
)

// Options configure the accelerator.
type Options struct {
	// Threads is how many goroutines a parallel loop uses (at least 1).
	Threads int
	// Strict makes a nest that cannot be accelerated an error instead of a
	// diagnostic.
	Strict bool
	// Record, when set, receives one entry per nest instantiation, for
	// `alpyna run --report`.
	Record func(Instantiation)
	// CacheDir is where compiled kernels are kept ("": native.DefaultCacheDir).
	CacheDir string
	// GPU, when set, runs the nests that have kernel modules on this GPU
	// backend (package gpu's executor over a CUDA or the emulated device);
	// the others run on the CPU.
	GPU runtime.Backend
	// Place, with GPU, chooses for each instantiation between the cpu and
	// the GPU by the cost model's estimates (backend auto); nil runs every
	// nest that has a kernel module on the GPU.
	Place *costmodel.Model
	// Auto takes every function of the script's source, not only those
	// marked alpyna.jit (alpyna run --auto); the nests found so run
	// without diagnostics, since the user did not ask for them.
	Auto bool
	// GoKernels runs kernels on the Go executor even where native code
	// could be built: the reference the native kernels are tested against.
	GoKernels bool
	// ExactReductions runs floating-point reductions in program order,
	// as CPython sums (every nest; one jit function asks for it with
	// alpyna.jit(exact_reductions=True)).
	ExactReductions bool
	// Warn receives one-line warnings (once each), such as the absence of
	// a native tool chain; nil discards them.
	Warn func(string)
	// Irregular tunes the executor of irregular loops (loops that write
	// through index arrays, run by execution plans on the CPU).
	Irregular irregular.Options
}

// An Instantiation is what happened at one call of a nest's closure.
type Instantiation struct {
	Nest       *nest.Nest
	Invocation int
	Backend    string // "cpu" (the executor) or "interp"
	Reason     string // why it ran in the interpreter
	// Executor is what ran the nest (docs/contract.md §3): "native",
	// "go-kernel", "loop-record", "gpu", "gpu-emulated" or "interp";
	// ExecutorReason says why it is not the backend's fastest (empty when
	// it is).
	Executor       string
	ExecutorReason string
	Bindings       map[string]int64
	Plan           *depend.NestPlan // nil when it ran in the interpreter
	// Module is the kernel module built for the call's types, nil when the
	// nest has none (BuildError says why).
	Module     *kernel.Module
	BuildError error
	Analysis   time.Duration
	Compile    time.Duration
	Transfer   time.Duration
	Execute    time.Duration
	// Axes are the GPU thread axes of each kernel's Dims (gpu backend).
	Axes map[*kernel.Kernel]kernel.Axes
	// Placement is the cost model's choice (Options.Place), nil where it
	// was not asked. TransferBytes is the array data moved between host
	// and device, nil when no GPU is open.
	Placement     *costmodel.Placement
	TransferBytes *int64
	// Work is what the module's kernels did, by the cost model's count
	// (accelerated instantiations).
	Work *costmodel.Work
	// Irregular says, per kernel that ran an irregular loop, what its
	// launches ran (cpu backend). Plan then reports those loops parallel
	// for their statements exactly when every launch ran them in parallel.
	Irregular []*irregular.Report
}

// An Accelerator implements interp.Accelerator.
type Accelerator struct {
	opts Options
	mu   sync.Mutex
	mods map[string]*frontend.Module // parsed sources by file name
	// trees are the same sources' syntax trees, which jit functions are
	// rewritten on; closures the nests' closures of each jit def.
	trees    map[string]*ast.Module
	closures map[*frontend.Func]map[int]*nestClosure
	// modules are the kernel modules built so far, by printed form.
	modules map[string]*kernel.Module
	// cpu runs the kernel modules on the CPU: native kernels, or the Go
	// executor's (Options.GoKernels).
	cpu    runtime.Backend
	warned map[string]bool
	in     *interp.Interpreter // for diagnostics
	// reversed is the builtin, which rewritten code calls (rewrite.go).
	reversed py.Object
	// planner runs irregular loops by execution plans, keeping the plans
	// across calls.
	planner *irregular.Planner
}

// New returns an accelerator.
func New(opts Options) *Accelerator {
	if opts.Threads < 1 {
		opts.Threads = 1
	}
	a := &Accelerator{opts: opts, mods: map[string]*frontend.Module{}, trees: map[string]*ast.Module{},
		closures: map[*frontend.Func]map[int]*nestClosure{}, modules: map[string]*kernel.Module{}, warned: map[string]bool{}}
	a.planner = irregular.NewPlanner(opts.Irregular)
	if opts.GoKernels {
		a.cpu = &cpu.GoKernels{}
	} else {
		a.cpu = &cpu.Native{Emit: emitCPU, Warn: a.warnOnce}
	}
	return a
}

// Jit implements interp.Accelerator: it returns fn rewritten so that each
// of its nests calls a closure, or nil when fn has no nest to accelerate.
func (a *Accelerator) Jit(in *interp.Interpreter, fn *py.Function) (py.Object, error) {
	a.in = in
	if err := a.lookupBuiltins(in); err != nil {
		return nil, err
	}
	file := fn.Code.Filename
	src, ok := in.Source(file)
	if !ok {
		return nil, nil
	}
	mod, err := a.module(file, src)
	if err != nil {
		return nil, nil // the interpreter compiled it, so this cannot happen but harmlessly
	}
	f := findFunc(mod, fn)
	if f == nil || len(f.Nests) == 0 {
		return nil, nil
	}
	tree, err := a.syntaxTree(file, src)
	if err != nil {
		return nil, nil
	}
	def := findDef(tree, f)
	if def == nil {
		return nil, nil
	}
	def = frontend.LowerNestReturns(def) // as the front end saw it
	// A def run again (a nested function, a redefinition in a loop) keeps
	// its closures, with their analyses and compiled variants.
	a.mu.Lock()
	closures := a.closures[f]
	a.mu.Unlock()
	if closures == nil {
		closures = map[int]*nestClosure{}
		for _, n := range f.Nests {
			c, err := a.newClosure(in, n)
			if err != nil {
				return nil, err
			}
			c.specialising = &specialising{mod: mod, fn: f, byKey: map[string]*specialisation{}}
			closures[n.Pos.Line] = c
		}
		a.mu.Lock()
		a.closures[f] = closures
		a.mu.Unlock()
	}
	for _, c := range closures {
		c.globals = fn.Globals
	}
	rewritten := *def
	rewritten.DecoratorList = nil
	rewritten.Body = rewriteStmts(def.Body, closures)
	return compileDef(in, fn, &rewritten)
}

// RewriteModule implements interp.ModuleAccelerator: with Options.Auto,
// each nest of the module's own code (Module.Main) is replaced in tree by
// the dispatch of its closure, as a jit function's nests are; the
// dispatch's names are the module's globals.
func (a *Accelerator) RewriteModule(in *interp.Interpreter, tree *ast.Module, file, src string, script bool) error {
	if !a.opts.Auto {
		return nil
	}
	a.in = in
	if err := a.lookupBuiltins(in); err != nil {
		return err
	}
	parse := frontend.ParseSourceAuto
	if script {
		parse = frontend.ParseScriptAuto
	}
	mod, err := parse(file, []byte(src))
	if err != nil || mod.Main == nil || len(mod.Main.Nests) == 0 {
		return nil // the interpreter reports syntax errors itself
	}
	closures := map[int]*nestClosure{}
	for _, n := range mod.Main.Nests {
		c, err := a.newClosure(in, n)
		if err != nil {
			return err
		}
		closures[n.Pos.Line] = c
	}
	tree.Body = rewriteStmts(tree.Body, closures)
	return nil
}

// lookupBuiltins finds the builtins that rewritten code calls.
func (a *Accelerator) lookupBuiltins(in *interp.Interpreter) error {
	if a.reversed != nil {
		return nil
	}
	b, err := in.Context().GetModule("builtins")
	if err != nil {
		return err
	}
	r, ok := b.Globals["reversed"]
	if !ok {
		return py.ExceptionNewf(py.SystemError, "alpyna: the builtins have no reversed")
	}
	a.reversed = r
	return nil
}

func (a *Accelerator) module(file, src string) (*frontend.Module, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if m, ok := a.mods[file]; ok {
		return m, nil
	}
	parse := frontend.ParseSource
	if a.opts.Auto {
		parse = frontend.ParseSourceAuto
	}
	m, err := parse(file, []byte(src))
	if err != nil {
		return nil, err
	}
	a.mods[file] = m
	return m, nil
}

// findFunc finds the record of fn: the last function of that name whose
// def comes before the first line of its body's code (gpython leaves the
// code's first line number at 1, so the body's first instruction tells
// where the function is; the last such def, because a later def of the
// same name replaces an earlier one).
func findFunc(mod *frontend.Module, fn *py.Function) *frontend.Func {
	body := int(fn.Code.Addr2Line(0))
	var best *frontend.Func
	for _, f := range mod.Funcs {
		if f.Name != fn.Name || f.Pos.Line > body {
			continue
		}
		if best == nil || f.Pos.Line > best.Pos.Line {
			best = f
		}
	}
	return best
}

// refuse reports a nest that will run in the interpreter, at the position
// of the reason: a diagnostic, or with Strict an error.
func (a *Accelerator) refuse(in *interp.Interpreter, pos nest.Pos, reason string) error {
	msg := fmt.Sprintf("%s: not accelerated: %s", pos, reason)
	if a.opts.Strict {
		return py.ExceptionNewf(py.NotImplementedError, "%s", msg)
	}
	in.Diagnostic(msg)
	return nil
}

// A nestClosure is the Python callable a nest's lines were replaced by.
type nestClosure struct {
	acc        *Accelerator
	n          *nest.Nest
	inputs     []string   // argument expressions, in order
	inputExprs []ast.Expr // the same, parsed, at the nest's position
	params     []string   // for each input, the name the nest knows it by
	// sortedParams are params sorted, the order a call's checks of its
	// values go in; info says, for each param, what it is to the nest,
	// so that bind need not search the nest's lists or format names at
	// every call.
	sortedParams []string
	info         []paramInfo
	// hasLocals is set when some param's value is read from the
	// dictionary of the function's locals (paramInfo.fromLocals), which
	// the dispatch passes once, as its last argument (rewrite.go).
	hasLocals bool
	// preconditions are the nest's Preconditions compiled, and globals
	// the function's globals they are evaluated in (nil in the module's
	// own code, whose locals are its globals).
	preconditions []preconditionCode
	// guardedBounds are the inputs the closure evaluates itself, so that
	// one that raises sends the call to the interpreter rather than
	// raising before the nest: bounds that read an array's extent within
	// an expression (x.shape[1] - x.shape[1] % 8, where the array may
	// have fewer axes: guardedBound) and scratch arrays' allocations
	// (Nest.Scratch, which may raise where CPython would not reach them).
	guardedBounds []guardedCode
	globals       py.StringDict
	// unresolved are the symbols the analysis needs the values of
	// (compiler.Analysed.Unresolved, sorted once); written the arrays the
	// nest assigns elements of.
	unresolved []string
	written    map[string]bool
	// outputs are the scalars assigned back after the call.
	outputs  []string
	analysed *compiler.Analysed // Static nil: always the interpreter
	reason   string             // why Static is nil
	// interpreted are the calls the interpreter is running the nest's own
	// statements for, innermost last (a recursive call nests them).
	interpreted []pendingRun
	calls       int
	// smallCalls counts the calls in a row that tooSmall sent to the
	// interpreter.
	smallCalls int
	noted      map[string]bool // the notes printed, by reason
	mu         sync.Mutex
	// resolved caches, by the call's types and bindings (which determine
	// them), the plan and kernel module of earlier calls.
	resolved map[string]*compiler.Compiled
	// valueOnly are the symbols the nest reads only in the values it
	// computes, never in a subscript, bound or condition
	// (valueOnlySymbols); generic is set once the variants are built
	// without their values (generalise).
	valueOnly []string
	// inOpaqueOnly are the symbols the nest names only inside expressions
	// it evaluates before it runs (a bound len(x) of an array x it does
	// not subscript): an array there is no value of the kernels.
	inOpaqueOnly map[string]bool
	generic      bool
	triedToGen   bool // generalise ran and failed: the values stay in the key
	// offsetOnly are the symbols the nest reads in subscripts but nowhere
	// else the analysis looks, and that it does not wait for (offsetSymbols):
	// bump(i, j, counts) adding to counts[i + di, j + dj]. Their values
	// change neither which loops run in parallel nor the kernels' code
	// beyond the checks a value proves unneeded, so after offsetTries
	// variants that differ only in them, offsetGeneric builds one variant
	// without their values and keys later calls without them
	// (generaliseOffsets).
	offsetOnly    []string
	offsetGeneric bool
	offsetTried   bool
	// offsetMisses counts, by the key without the offsetOnly symbols'
	// values, the variants built that differ only in those values.
	offsetMisses map[string]int
	// byShape caches, by the key without the valueOnly symbols' values,
	// the variant of the first call with that key: a later call that
	// differs from it only in those values tries generalise.
	byShape map[string]*compiler.Compiled
	// lastKey and lastVariant are the previous call's key and variant: a
	// time loop calls with the same types and shapes again and again, and
	// comparing the key with the last one's is cheaper than hashing it.
	lastKey     []byte
	lastVariant *compiler.Compiled
	// spare is the state of a finished call that nothing holds any more,
	// for the next call to bind into.
	spare *callState
	// specialising lets a jit function's nest be built again for what a
	// call passes (specialise.go); onCalls is set on a refused nest
	// that calls functions its function is given (Nest.CalleeParams),
	// each call of which runs the nest built for them.
	specialising *specialising
	onCalls      bool
	// allFromLocals: every input is evaluated in the function's locals,
	// which is the only argument (a specialised nest, whose dispatch is
	// its refused parent's).
	allFromLocals bool
}

// A callState is the maps a call binds its values into: kept for the next
// call where nothing holds them after the call, so that a time loop's
// calls allocate none.
type callState struct {
	inst     runtime.Instance
	bindings map[string]int64
	// key is the buffer the call's variant key is encoded in.
	key []byte
	// oddType says that an array or a NumPy scalar of the call has a
	// dtype kernels do not take.
	oddType bool
	// sequences are the tuples and lists bound as arrays, by name, with
	// the Python type of their elements (sequences.go).
	sequences map[string]kernel.Type
}

// takeState returns the spare state, or a new one.
func (c *nestClosure) takeState() *callState {
	c.mu.Lock()
	st := c.spare
	c.spare = nil
	c.mu.Unlock()
	if st == nil {
		st = &callState{inst: runtime.Instance{Arrays: map[string]*ndarray.Array{}, Values: map[string]runtime.Value{}},
			bindings: map[string]int64{}}
	}
	st.oddType = false
	clear(st.sequences)
	st.inst.Threads = c.acc.opts.Threads
	st.inst.Exact = c.acc.opts.ExactReductions || c.n.ExactReductions
	return st
}

// keepState keeps st, emptied (it must not keep the call's arrays alive),
// for the next call.
func (c *nestClosure) keepState(st *callState) {
	clear(st.inst.Arrays)
	clear(st.inst.Values)
	clear(st.bindings)
	st.inst.Plan = nil
	c.mu.Lock()
	c.spare = st
	c.mu.Unlock()
}

// A paramInfo is what one of a closure's parameters is to the nest.
type paramInfo struct {
	// callee is the name of the function inlined into the nest that the
	// param receives ("" for the others).
	callee string
	// array: an array the nest subscripts; shapeNames are then the names
	// of its first maxNamedAxes extents ("a.shape[0]", ...) and lenName
	// its "len(a)".
	array      bool
	shapeNames []string
	lenName    string
	// section: an array the nest names through slices (nest.Sections),
	// which must be float64 or int64.
	section bool
	// sequence: an array the nest only reads, through one index, which a
	// tuple or list may stand for (sequences.go).
	sequence bool
	// scalar: a scalar of the nest (its value before the nest, which no
	// variant depends on); valueOnly: one of valueOnly; inOpaqueOnly: a
	// name the nest reads only in opaque bounds (inOpaqueOnly).
	scalar, valueOnly, inOpaqueOnly bool
	// offsetOnly: one of the closure's offsetOnly.
	offsetOnly bool
	// fromLocals: the call reads the value from the function's locals,
	// unbound where the name has none.
	fromLocals bool
	// precondition is k+1 for the value of the nest's Preconditions[k].
	precondition int
	// guarded is k+1 for an input the closure evaluates itself, as
	// guardedBounds[k].
	guarded int
}

// preconditionParam prefixes the params that receive the values of the
// nest's preconditions.
const preconditionParam = "precondition·"

// maxResolved bounds the per-nest cache: a nest called with ever new sizes
// starts afresh rather than growing without end.
const maxResolved = 64

// variant returns the plan and module for the call's types and bindings,
// whose keys bind encoded: the plan and module are functions of those, so
// a call that repeats an earlier one's reuses its analysis, and skips
// building and printing the module. Once generalise has succeeded, the
// valueOnly symbols' values are neither in the key nor in the bindings the
// variants are built with.
func (c *nestClosure) variant(inst *runtime.Instance, sequences map[string]kernel.Type, bindings map[string]int64, keys *callKeys) (*compiler.Compiled, error) {
	c.mu.Lock()
	r := c.lastVariant
	if r == nil || !bytes.Equal(keys.key, c.lastKey) {
		r = c.resolved[string(keys.key)]
		if r != nil {
			c.lastKey, c.lastVariant = append(c.lastKey[:0], keys.key...), r
		}
	}
	c.mu.Unlock()
	if r != nil {
		return r, nil
	}
	types := typesOf(inst, sequences)
	if keys.tryGen {
		c.mu.Lock()
		first := c.byShape[string(keys.shape)]
		c.mu.Unlock()
		if first != nil {
			// An earlier call differed from this one only in the
			// valueOnly symbols' values: a time loop passing t.
			if r, ok := c.generalise(types, bindings, first); ok {
				c.store(string(keys.shape), r)
				return r, nil
			}
		}
	}
	if keys.generic {
		bindings = without(bindings, c.valueOnly)
	}
	if keys.offsetGen {
		bindings = without(bindings, c.offsetOnly)
	}
	r, err := c.instantiate(types, bindings)
	if err != nil {
		return nil, err
	}
	if keys.tryOffsets {
		c.mu.Lock()
		if c.offsetMisses == nil || len(c.offsetMisses) >= maxResolved {
			c.offsetMisses = map[string]int{}
		}
		c.offsetMisses[string(keys.offsets)]++
		misses := c.offsetMisses[string(keys.offsets)]
		c.mu.Unlock()
		if misses >= offsetTries {
			if g, ok := c.generaliseOffsets(types, bindings, r); ok {
				r = g
				keys.key = keys.offsets // the key without the offsets' values
			}
		}
	}
	c.store(string(keys.key), r)
	if keys.tryGen {
		c.mu.Lock()
		if c.byShape == nil || len(c.byShape) >= maxResolved {
			c.byShape = map[string]*compiler.Compiled{}
		}
		if c.byShape[string(keys.shape)] == nil {
			c.byShape[string(keys.shape)] = r
		}
		c.mu.Unlock()
	}
	return r, nil
}

// instantiate plans the nest and builds its module for these types and
// bindings.
func (c *nestClosure) instantiate(types kernelgen.Types, bindings map[string]int64) (*compiler.Compiled, error) {
	instantiations.Add(1)
	plan, err := c.analysed.Plan(bindings)
	if err != nil {
		return nil, err
	}
	cfg := compiler.Config{Target: compiler.CPU, Irregular: c.acc.planner != nil}
	if c.acc.opts.GPU != nil {
		cfg.Target = compiler.GPU
	}
	r := compiler.Instantiate(c.n, plan, types, bindings, cfg)
	if r.Module != nil {
		r.Module = c.acc.shareModule(r.Module)
	}
	return r, nil
}

// instantiations counts the variants planned and built, for tests.
var instantiations atomic.Int64

func (c *nestClosure) store(key string, r *compiler.Compiled) {
	c.mu.Lock()
	if c.resolved == nil || len(c.resolved) >= maxResolved {
		c.resolved = map[string]*compiler.Compiled{}
	}
	c.resolved[key] = r
	c.lastKey, c.lastVariant = append(c.lastKey[:0], key...), r
	c.mu.Unlock()
}

// generalise builds the variant without the valueOnly symbols' values and
// keeps it, for every later call, when it is the variant first was: the
// same plan and the same kernel module (same code, so the same checks
// kept: no call gets slower code). The analysis does not read those
// symbols (valueOnlySymbols), and a module
// built without a value keeps every check that value could remove, so the
// variant is correct for any values. When it differs, the values stay in
// the key, as before, and generalise is not tried again.
func (c *nestClosure) generalise(types kernelgen.Types, bindings map[string]int64, first *compiler.Compiled) (*compiler.Compiled, bool) {
	r, err := c.instantiate(types, without(bindings, c.valueOnly))
	same := err == nil && (r.BuildErr == nil) == (first.BuildErr == nil) && r.Module == first.Module &&
		reflect.DeepEqual(r.Plan, first.Plan) && reflect.DeepEqual(r.Irregular, first.Irregular) &&
		r.GPUVariants == nil && first.GPUVariants == nil
	c.mu.Lock()
	defer c.mu.Unlock()
	if !same {
		c.triedToGen = true
		c.byShape = nil
		return nil, false
	}
	c.generic = true
	c.byShape = nil
	c.resolved = nil // keyed with the values, which later keys leave out
	c.lastVariant = nil
	return r, true
}

// offsetTries is how many variants that differ only in the offsetOnly
// symbols' values a nest builds before generaliseOffsets: a call or two
// with new offsets is a time loop's first steps; more are a function
// called per cell.
const offsetTries = 3

// generaliseOffsets builds the variant without the offsetOnly symbols'
// values and, when it runs the same loops in parallel as ref (built with
// them), keeps it for every later call: it is correct for any values,
// since a module built without a value keeps every check that value
// could remove (a negative subscript, which Python wraps, included). It
// may keep a bounds check ref did without, which costs far less than
// planning and building a variant at every call. Otherwise the values
// stay in the key and it is not tried again.
func (c *nestClosure) generaliseOffsets(types kernelgen.Types, bindings map[string]int64, ref *compiler.Compiled) (*compiler.Compiled, bool) {
	r, err := c.instantiate(types, without(bindings, c.offsetOnly))
	same := err == nil && (r.BuildErr == nil) == (ref.BuildErr == nil) && (r.Module == nil) == (ref.Module == nil) &&
		r.GPUVariants == nil && ref.GPUVariants == nil && samePlanLoops(r.Plan, ref.Plan)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offsetMisses = nil
	if !same {
		c.offsetTried = true
		return nil, false
	}
	c.offsetGeneric = true
	c.resolved = nil // keyed with the values, which later keys leave out
	c.lastVariant = nil
	return r, true
}

// samePlanLoops reports whether two plans of a nest run the same loops in
// parallel, the same as reductions, with the same irregular, expanded and
// privatised parts.
func samePlanLoops(a, b *depend.NestPlan) bool {
	if a == nil || b == nil {
		return a == b
	}
	return reflect.DeepEqual(a.Stmts, b.Stmts) && reflect.DeepEqual(a.Irregular, b.Irregular) &&
		reflect.DeepEqual(a.Expanded, b.Expanded) && reflect.DeepEqual(a.Privatised, b.Privatised)
}

// without returns bindings less the names.
func without(bindings map[string]int64, names []string) map[string]int64 {
	out := maps.Clone(bindings)
	for _, name := range names {
		delete(out, name)
	}
	return out
}

// callKeys are the keys of a call's variant, which bind encodes: key, the
// resolved cache's (less the valueOnly symbols' values when generic), and
// with tryGen shape, byShape's (always less those values).
type callKeys struct {
	generic, tryGen bool
	key, shape      []byte
	// offsetGen leaves the offsetOnly symbols' values out of key (the
	// closure's offsetGeneric); tryOffsets encodes offsets, the key
	// without them, to count the variants they make.
	offsetGen, tryOffsets bool
	offsets               []byte
}

// The encoding of a call's types and bindings, param by param in order
// (every binding is a param's value, or the shape and len of a param's
// array, so the params' order encodes them all): an array is keyArray
// (keyView for a strided view), its element type, its rank and its
// extents; a value keyValue, its type
// and, where it is bound, its value, or keyTyped and its type where the
// value is left out: the values of the nest's own scalars (an
// accumulator's starting value), on which neither the plan nor the module
// depends, and in the generic keys those of the valueOnly symbols; a param
// without a value for the nest, keySkipped.
const (
	keyArray byte = iota + 1
	keyValue
	keyTyped
	keySkipped
	keyView // an array that is not C-contiguous, encoded as keyArray
)

// appendArray appends the encoding of an array param.
// strided says that the array is a view that is not C-contiguous: its
// kernels address it through its strides, in a variant of their own.
func (k *callKeys) appendArray(elem kernel.Type, shape []int, strided bool) {
	k.key = appendArrayKey(k.key, elem, shape, strided)
	if k.tryGen {
		k.shape = appendArrayKey(k.shape, elem, shape, strided)
	}
	if k.tryOffsets {
		k.offsets = appendArrayKey(k.offsets, elem, shape, strided)
	}
}

func appendArrayKey(buf []byte, elem kernel.Type, shape []int, strided bool) []byte {
	kind := keyArray
	if strided {
		kind = keyView
	}
	buf = append(buf, kind, byte(elem), byte(len(shape)))
	for _, n := range shape {
		buf = binary.LittleEndian.AppendUint64(buf, uint64(n))
	}
	return buf
}

// appendValue appends the encoding of a value param of type t; bound says
// whether it binds value.
func (k *callKeys) appendValue(p *paramInfo, t kernel.Type, value int64, bound bool) {
	keep := bound && !p.scalar
	k.key = appendValueKey(k.key, t, value, keep && !(k.generic && p.valueOnly) && !(k.offsetGen && p.offsetOnly))
	if k.tryGen {
		k.shape = appendValueKey(k.shape, t, value, keep && !p.valueOnly)
	}
	if k.tryOffsets {
		k.offsets = appendValueKey(k.offsets, t, value, keep && !(k.generic && p.valueOnly) && !p.offsetOnly)
	}
}

func appendValueKey(buf []byte, t kernel.Type, value int64, withValue bool) []byte {
	if !withValue {
		return append(buf, keyTyped, byte(t))
	}
	buf = append(buf, keyValue, byte(t))
	return binary.LittleEndian.AppendUint64(buf, uint64(value))
}

// appendSkipped appends the encoding of a param without a value.
func (k *callKeys) appendSkipped() {
	k.key = append(k.key, keySkipped)
	if k.tryGen {
		k.shape = append(k.shape, keySkipped)
	}
	if k.tryOffsets {
		k.offsets = append(k.offsets, keySkipped)
	}
}

// maxNamedAxes is how many extents of each array the closure names ahead.
const maxNamedAxes = 4

// shapeName is the binding of an array's extent along axis d, as the
// analysis names it.
func shapeName(array string, d int) string {
	return array + ".shape[" + strconv.Itoa(d) + "]"
}

// namedInOpaqueOnly returns the symbols of n that appear only among the
// names of its opaque expressions, never as a value of their own.
func namedInOpaqueOnly(n *nest.Nest) map[string]bool {
	inOpaque, asValue := map[string]bool{}, map[string]bool{}
	walk := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Name:
				asValue[x.Id] = true
			case *nest.Opaque:
				for _, name := range x.Names {
					inOpaque[name] = true
				}
			}
		})
	}
	for _, l := range n.Loops {
		walk(l.Start)
		walk(l.Stop)
		walk(l.Step)
	}
	for _, st := range n.Stmts {
		walk(st.Pred)
		walk(st.Target)
		walk(st.Value)
	}
	out := map[string]bool{}
	for name := range inOpaque {
		if !asValue[name] {
			out[name] = true
		}
	}
	return out
}

// valueOnlySymbols are the symbols of the nest that it reads only in the
// values it computes, never where the analysis looks: in no loop bound or
// step, no subscript, no condition, not among what the analysis waits for,
// and not in the value of a scalar that is itself read in one of those
// places (an index computed from t). The dependence analysis reads only
// subscripts, bounds and conditions, so the plan does not depend on their
// values; the kernel module may (kernelgen's prove), which generalise
// checks.
func valueOnlySymbols(n *nest.Nest, unresolved []string) []string {
	inSubscript, elsewhere := symbolPlaces(n)
	var out []string
	for _, name := range n.Symbols {
		if !inSubscript[name] && !elsewhere[name] && !slices.Contains(unresolved, name) && !slices.Contains(n.Arrays, name) && n.Scalar(name) == nil {
			out = append(out, name)
		}
	}
	return out
}

// offsetSymbols are the symbols of the nest, other than valueOnly, that it
// reads in subscripts of its arrays (bump(i, j, counts) adding to
// counts[i + di, j + dj]) but nowhere else the analysis looks, and that it
// does not wait for: not in a loop bound or step, a condition, the value
// of a scalar read in one of those, or unresolved. The plan's loops do not
// depend on their values.
func offsetSymbols(n *nest.Nest, unresolved, valueOnly []string) []string {
	inSubscript, elsewhere := symbolPlaces(n)
	var out []string
	for _, name := range n.Symbols {
		if inSubscript[name] && !elsewhere[name] && !slices.Contains(unresolved, name) && !slices.Contains(valueOnly, name) &&
			!slices.Contains(n.Arrays, name) && n.Scalar(name) == nil {
			out = append(out, name)
		}
	}
	return out
}

// symbolPlaces finds the names the dependence analysis looks at in n:
// inSubscript, those read in the subscripts of array references;
// elsewhere, those read in loop bounds and steps, conditions, opaque
// expressions and the values of predicates and expanded temporaries. A
// scalar read in either place makes the names its values are computed
// from count as elsewhere too, until nothing changes.
func symbolPlaces(n *nest.Nest) (inSubscript, elsewhere map[string]bool) {
	inSubscript, elsewhere = map[string]bool{}, map[string]bool{}
	names := func(e nest.Expr, into map[string]bool) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Name:
				into[x.Id] = true
			case *nest.Opaque:
				for _, name := range x.Names {
					elsewhere[name] = true
				}
			}
		})
	}
	subscripts := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Ref:
				for _, s := range x.Subs {
					names(s, inSubscript)
				}
			case *nest.Opaque:
				names(x, elsewhere)
			}
		})
	}
	for _, l := range n.Loops {
		names(l.Start, elsewhere)
		names(l.Stop, elsewhere)
		names(l.Step, elsewhere)
	}
	for _, st := range n.Stmts {
		names(st.Pred, elsewhere)
		subscripts(st.Target)
		subscripts(st.Value)
		if r, ok := st.Target.(*nest.Ref); ok && r.Synthetic {
			names(st.Value, elsewhere) // a predicate or an expanded temporary
		}
	}
	for changed := true; changed; {
		changed = false
		for _, st := range n.Stmts {
			if x, ok := st.Target.(*nest.Name); ok && (elsewhere[x.Id] || inSubscript[x.Id]) {
				before := len(elsewhere)
				names(st.Value, elsewhere)
				changed = changed || len(elsewhere) > before
			}
		}
	}
	return inSubscript, elsewhere
}

var closureType = py.NewType("alpyna_nest", "the closure of an accelerated loop nest")

func (c *nestClosure) Type() *py.Type { return closureType }

func (a *Accelerator) newClosure(in *interp.Interpreter, n *nest.Nest) (*nestClosure, error) {
	return a.newNestClosure(in, n, false)
}

// newNestClosure is newClosure; with allFromLocals the closure evaluates
// every input in the locals its only argument holds.
func (a *Accelerator) newNestClosure(in *interp.Interpreter, n *nest.Nest, allFromLocals bool) (*nestClosure, error) {
	c := &nestClosure{acc: a, n: n, allFromLocals: allFromLocals}
	// Inputs: arrays, symbols and the scalars the nest may read first, by
	// name; then the bound expressions evaluated before the nest. A
	// scalar's input is its scalarEntry: "" for one the call reads from
	// the locals.
	seen := map[string]bool{}
	add := func(expr, param string) {
		if !seen[param] {
			seen[param] = true
			c.inputs = append(c.inputs, expr)
			c.params = append(c.params, param)
		}
	}
	for _, name := range n.Arrays {
		if name == kernel.RandomStateArray {
			add(randomStateInput, name) // random.go
			continue
		}
		if name == kernel.PyRandomStateArray {
			add(pyRandomStateInput, name)
			continue
		}
		if alloc, ok := n.Scratch[name]; ok {
			add(alloc, name) // made afresh before each call (frontend/scratch.go)
			continue
		}
		add(name, name)
	}
	for _, f := range n.Inlined {
		add(f.Name, calleeParam+f.Name)
	}
	for _, name := range n.Symbols {
		add(name, name)
	}
	for _, s := range n.Scalars {
		if s.LiveIn {
			// It may be unbound (a value a later iteration reads only
			// when an inner loop ran no iteration): CPython raises only
			// if the nest reads it, so the nest then runs as written.
			add(scalarEntry(s.Name), s.Name)
		}
	}
	for _, l := range n.Loops {
		for _, e := range []nest.Expr{l.Start, l.Stop, l.Step} {
			nest.WalkExpr(e, func(x nest.Expr) {
				if o, ok := x.(*nest.Opaque); ok {
					add(o.Text, o.Text)
				}
			})
		}
		// A bound that is not affine (n // 2) is a value the analysis
		// waits for under its source text, as depend names it.
		// A dynamic bound (indptr[i]) is the kernel's to evaluate.
		if !l.Lower.Valid() && !l.Dynamic {
			add(nest.String(l.Start), nest.String(l.Start))
		}
		if !l.Upper.Valid() && !l.Dynamic {
			add(nest.String(l.Stop), nest.String(l.Stop))
		}
		if l.StepValue == 0 {
			add(nest.String(l.Step), nest.String(l.Step))
		}
	}
	for _, s := range n.Scalars {
		if s.LiveOut {
			if !isReboundFlag(n, s.Name) {
				c.outputs = append(c.outputs, s.Name)
			}
			// The value it had before the nest is what the function sees
			// if the nest does not assign it; it may be unbound, hence
			// locals().get.
			add(scalarEntry(s.Name), s.Name)
		}
	}
	// The arrays rebound to copies go back as the nest left them
	// (reboundValue).
	c.outputs = append(c.outputs, n.Rebound...)
	// The front end's checks taken out of the loops
	// (frontend/preconditions.go): each an input of its own, true where
	// the nest may run.
	// They are read from the locals, as the closure evaluates them
	// (preconditions.go).
	for k := range n.Preconditions {
		add("", preconditionParam+strconv.Itoa(k))
	}
	c.preconditions = make([]preconditionCode, len(n.Preconditions))
	c.inOpaqueOnly = namedInOpaqueOnly(n)
	c.sortedParams = slices.Sorted(slices.Values(c.params))
	c.written = writtenArrays(n)
	sequences := readByOneIndex(n, c.written)
	c.analysed = compiler.Analyse(n)
	if c.analysed.Static != nil {
		c.unresolved = c.analysed.Unresolved()
		c.valueOnly = valueOnlySymbols(n, c.unresolved)
		c.offsetOnly = offsetSymbols(n, c.unresolved, c.valueOnly)
	}
	c.info = make([]paramInfo, len(c.params))
	for i, name := range c.params {
		p := &c.info[i]
		if f, ok := strings.CutPrefix(name, calleeParam); ok {
			p.callee = f
		}
		if k, ok := strings.CutPrefix(name, preconditionParam); ok {
			p.precondition, _ = strconv.Atoi(k)
			p.precondition++
			c.hasLocals = true
			continue
		}
		if c.inputs[i] != "" && (allFromLocals || guardedBound(c.inputs[i], n.Arrays) || n.Scratch[name] != "") {
			// A scratch array's allocation too: it may raise (a
			// negative size) where CPython would not reach it (a loop
			// that runs no iteration); the interpreter then runs the
			// nest as written.
			c.guardedBounds = append(c.guardedBounds, guardedCode{text: c.inputs[i]})
			p.guarded = len(c.guardedBounds)
			c.inputs[i] = ""
			c.hasLocals = true
			if n.Scratch[name] == "" && !allFromLocals {
				continue
			}
		}
		p.array = slices.Contains(n.Arrays, name)
		if p.array {
			for d := range maxNamedAxes {
				p.shapeNames = append(p.shapeNames, shapeName(name, d))
			}
			p.lenName = "len(" + name + ")"
			p.section = slices.Contains(n.Sections, name)
			p.sequence = sequences[name]
		}
		p.scalar = n.Scalar(name) != nil
		p.valueOnly = slices.Contains(c.valueOnly, name)
		p.offsetOnly = slices.Contains(c.offsetOnly, name)
		p.inOpaqueOnly = c.inOpaqueOnly[name]
		p.fromLocals = c.inputs[i] == ""
		c.hasLocals = c.hasLocals || p.fromLocals
	}
	var params []string
	if c.analysed.Static != nil {
		// Only a nest that may run accelerated reads its inputs: a
		// refused one may name values no expression can (an inlined
		// helper's x·1 in a loop the subset refuses).
		var texts []string
		for i, text := range c.inputs {
			if text != "" {
				texts, params = append(texts, text), append(params, c.params[i])
			}
		}
		if c.hasLocals {
			texts = append(texts, "locals()")
		}
		var err error
		if c.inputExprs, err = parseInputs(texts, ast.Pos{Lineno: n.Pos.Line, ColOffset: n.Pos.Col - 1}); err != nil {
			// An input names a value only the front end's record has
			// (an inner nest of a counted while loop the subset
			// refuses reads the loop's counter as it·while8): the nest
			// runs as written.
			what := "an input"
			for _, t := range texts {
				if strings.Contains(t, "·") {
					what = t
				}
			}
			c.analysed.Static = nil
			c.analysed.Reason = fmt.Sprintf("the nest reads %s, a value the function does not name", what)
			c.inputExprs = nil
		}
	}
	if c.analysed.Static != nil {
		markUnboundAttributes(c.inputExprs[:len(params)], params)
		safeExtents(c.inputExprs[:len(params)], params, n.Arrays)
	}
	if c.analysed.Static == nil {
		c.reason = c.analysed.Reason
		if n.Auto {
			return c, nil // --auto found it; the report says why, stderr does not
		}
		if (len(n.CalleeParams) > 0 || n.RanksGuessed) && !allFromLocals {
			// The calls say which functions it calls and which names
			// are arrays: each specialisation reports its own reasons.
			return c, c.specialiseOnCalls()
		}
		for _, r := range n.Reasons {
			if err := a.refuse(in, r.Pos, r.Msg); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// M__call__ runs the nest with the call's values.
func (c *nestClosure) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	c.mu.Lock()
	c.calls++
	inv := c.calls
	c.mu.Unlock()
	rec := Instantiation{Nest: c.n, Invocation: inv, Backend: "interp", Reason: c.reason}
	if c.onCalls {
		return c.callSpecialised(args, rec)
	}
	if c.analysed.Static == nil {
		return c.interpret(rec)
	}
	if c.smallCalls >= innerGiveUp {
		rec.Reason = fmt.Sprintf("its last %d calls each ran under %d iterations, too few to pay for dispatching this nest as kernels", innerGiveUp, innerMinIterations)
		return c.interpret(rec)
	}
	// The timings are for reports only: reading the clock costs every
	// call of a time loop.
	timed := c.acc.opts.Record != nil
	var start time.Time
	if timed {
		start = time.Now()
	}
	raw := args
	if c.hasLocals {
		args = c.expandLocals(args)
	}
	// The nest's draws take copies of the generators (random.go).
	args, drawers, lent := c.lendGenerators(args)
	if !lent {
		return c.interpret(rec)
	}
	c.mu.Lock()
	keys := callKeys{generic: c.generic, tryGen: !c.generic && !c.triedToGen && len(c.valueOnly) > 0,
		offsetGen: c.offsetGeneric, tryOffsets: !c.offsetGeneric && !c.offsetTried && len(c.offsetOnly) > 0}
	c.mu.Unlock()
	st := c.takeState()
	keys.key = st.key[:0]
	inst, bindings, why := c.bind(args, st, &keys)
	st.key = keys.key
	rec.Bindings = bindings
	if inst == nil {
		if out, err, ok := c.respecialise(raw, args, why, rec); ok {
			return out, err
		}
		rec.Reason = why
		if err := c.noteInterpreted(why); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	}
	v, err := c.variant(inst, st.sequences, bindings, &keys)
	if err != nil {
		rec.Reason = err.Error()
		if err := c.noteInterpreted(rec.Reason); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	}
	inst.Plan = v.Plan
	rec.Plan = v.Plan
	if why := tooSmall(c.n, inv, v.Plan, bindings); why != "" {
		c.smallCalls++
		rec.Plan, rec.Reason = nil, why
		return c.interpret(rec)
	}
	c.smallCalls = 0
	rec.Module, rec.BuildError = v.Module, v.BuildErr
	if timed {
		rec.Analysis = time.Since(start)
	}
	why = aliased(c.n, c.written, inst.Arrays)
	if why == "" && c.hasLocals && len(raw) > 0 {
		why = reboundAliased(c.n, c.written, inst.Arrays, raw[len(raw)-1])
	}
	if why != "" {
		rec.Plan, rec.Module, rec.Reason = nil, nil, why
		if err := c.noteInterpreted(why); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	}
	strided := ""
	// Kernels have no element type for the other dtypes (complex, float16,
	// the 8- and 16-bit and unsigned integers), of arrays or of NumPy
	// scalars: say so rather than the typing's "no type" (bind noted
	// whether the call has any).
	if st.oddType {
		if why := oddTypes(c.sortedParams, inst); why != "" {
			strided = why
			rec.Module, rec.BuildError = nil, nil
		}
	}
	if rec.Module != nil {
		if why := intsHeldInexactly(rec.Module, inst); why != "" {
			rec.Plan, rec.Module, rec.Reason = nil, nil, why
			if err := c.noteInterpreted(why); err != nil {
				return nil, err
			}
			return c.interpret(rec)
		}
	}
	var saved []saved
	if rec.Module == nil || rec.Module.MayFail || fpMayRerun(rec.Module) {
		saved = snapshot(c.n, v.Plan, bindings, inst.Arrays)
	}
	if timed {
		start = time.Now()
	}
	var scalars map[string]runtime.Value
	var inspection time.Duration // spent inspecting index arrays during the run
	// keep says that nothing holds st after the call: no report records
	// its bindings, and no execution plan of irregular loops its maps.
	keep := c.acc.opts.Record == nil
	backend := "cpu"
	onGPU := rec.Module != nil && c.acc.opts.GPU != nil
	cpuInsteadOfGPU := ""
	if onGPU && inst.Exact && floatReductions(rec.Module, v.Irregular) {
		// The GPU combines float partial results in no fixed order.
		onGPU = false
		cpuInsteadOfGPU = "exact reductions: this nest's floating-point reductions run on the cpu, in program order"
		if err := c.note("exact on the cpu", fmt.Sprintf("%s: note: %s", c.n.Pos, cpuInsteadOfGPU)); err != nil {
			return nil, err
		}
	}
	if onGPU && rec.Module.Draws() {
		onGPU = false
		cpuInsteadOfGPU = "random draws: this nest runs on the cpu, whose kernels draw NumPy's stream in program order"
		if err := c.note("draws on the cpu", fmt.Sprintf("%s: note: %s", c.n.Pos, cpuInsteadOfGPU)); err != nil {
			return nil, err
		}
	}
	if onGPU && numpyMath(rec.Module) {
		if d, ok := c.acc.opts.GPU.(interface{ NumPyMathExact() bool }); !ok || !d.NumPyMathExact() {
			// libdevice's exp, log, sin and cos are not NumPy's.
			onGPU = false
			cpuInsteadOfGPU = "NumPy's exp, log, sin or cos: this nest runs on the cpu, whose kernels give NumPy's results bit for bit"
			if err := c.note("numpy math on the cpu", fmt.Sprintf("%s: note: %s", c.n.Pos, cpuInsteadOfGPU)); err != nil {
				return nil, err
			}
		}
	}
	var deviceArrays []costmodel.Array
	if rec.Module != nil && c.acc.opts.GPU != nil {
		deviceArrays = c.acc.deviceArrays(rec.Module, inst)
		if onGPU && c.acc.opts.Place != nil {
			p := c.acc.place(rec.Module, inst, bindings, deviceArrays)
			rec.Placement, onGPU = &p, p.Choice == "gpu"
		}
	}
	// Kernels read and write a strided view (a column, a step, a
	// transpose, a sub-block) through its strides, in a variant built
	// for its layout; the few cases they cannot stage the view in a
	// contiguous copy, which the view gets back (stageStrided).
	var staged map[string]*ndarray.Array
	if rec.Module != nil {
		staged = stageStrided(c.n, rec.Module, v.Irregular, onGPU, inst.Arrays)
	}
	switch {
	case rec.Module != nil:
		b := c.acc.cpu
		if onGPU {
			b, backend = c.acc.opts.GPU, "gpu"
		}
		res, run, runErr := c.acc.run(b, onGPU, rec.Module, inst, v, bindings)
		if oom := outOfMemory(runErr); onGPU && oom != nil {
			// Nothing was allocated or transferred for the nest (the GPU
			// checks before): it runs on the cpu instead.
			why := fmt.Sprintf("the gpu has too little memory for this nest (%v, after evicting what other nests left there)", oom)
			if err := c.note("gpu memory", fmt.Sprintf("%s: note: this call runs the nest on the cpu: %s", c.n.Pos, why)); err != nil {
				return nil, err
			}
			backend = "cpu"
			res, run, runErr = c.acc.run(c.acc.cpu, false, rec.Module, inst, v, bindings)
			res.Reason = cmp.Or(res.Reason, why)
		}
		scalars, err = res.Scalars, runErr
		rec.Compile, rec.Transfer, rec.Axes = res.Compile, res.Transfer, res.Axes
		rec.Executor, rec.ExecutorReason = res.Executor, cmp.Or(res.Reason, cpuInsteadOfGPU)
		if run != nil {
			rec.Irregular, inspection = run.Reports(), run.Inspection()
			keep = false
		}
	case len(drawers) > 0 || len(st.sequences) > 0:
		// Only the kernels draw the generators' streams
		// (kernel/random.go), and the loop-record executor reads array
		// elements as NumPy scalars, not as a tuple's Python values
		// (sequences.go).
		why := "random draws need compiled kernels, and "
		if len(drawers) == 0 {
			why = "a tuple or list read as an array needs compiled kernels, and "
		}
		if rec.BuildError != nil {
			why += rec.BuildError.Error()
		} else {
			why += cmp.Or(strided, "there are none for these types")
		}
		rec.Plan, rec.Module, rec.Reason = nil, nil, why
		if err := c.noteInterpreted(why); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	default:
		rec.Executor = "loop-record"
		rec.ExecutorReason = cmp.Or(strided, "no kernels for these types")
		if rec.BuildError != nil {
			rec.ExecutorReason = rec.BuildError.Error()
		}
		if err := c.leaveNative(rec); err != nil {
			return nil, err
		}
		scalars, err = looprec.Run(inst)
	}
	// Inspecting index arrays is run-time analysis, not execution.
	rec.Analysis += inspection
	if timed {
		rec.Execute = time.Since(start) - rec.Compile - rec.Transfer - inspection
	}
	// Kernels wrote the arrays behind their ndarrays' backs: their
	// versions must change, so that plans made from them go stale.
	for name := range c.written {
		if a := inst.Arrays[name]; a != nil {
			a.MarkWritten()
		}
	}
	if err == nil && rec.Module != nil {
		err = reportFP(rec.Module, scalars) // nest_warnings.go
	}
	if err := unstageStrided(c.n, inst.Arrays, staged, err == nil); err != nil {
		return nil, err
	}
	if err != nil {
		// Put the arrays back and let the interpreter raise the error
		// exactly where Python would.
		restore(saved)
		why := "the nest raised " + err.Error()
		if c.printsInNest() {
			why = "the nest reached a print or a raise (" + err.Error() + ")"
		}
		var se *runtime.StatusError
		if backend == "gpu" && !errors.As(err, &se) {
			why = "the gpu failed: " + err.Error()
		}
		rec.Plan, rec.Module, rec.Irregular, rec.Reason = nil, nil, nil, why+"; run again in the interpreter"
		// An error the interpreter raises again shows itself; an integer
		// that left 64 bits does not, and the re-run is noted.
		if errors.As(err, &se) && se.Status == kernel.Deopt {
			if err := c.noteInterpreted("an integer left 64 bits, which only the interpreter holds"); err != nil {
				return nil, err
			}
		}
		return c.interpret(rec)
	}
	rec.Backend = backend
	if c.acc.opts.GPU != nil && rec.Module != nil {
		moved := movedBytes(deviceArrays, backend == "gpu")
		rec.TransferBytes = &moved
	}
	rec.Plan = ranIrregular(rec.Plan, rec.Irregular)
	if rec.Module != nil && c.acc.opts.Record != nil { // counted for reports only: a walk of the kernels per call
		w := costmodel.Measure(rec.Module, paramValues(inst, bindings))
		rec.Work = &w
	}
	c.record(rec)
	out := make(py.Tuple, len(c.outputs))
	for i, name := range c.outputs {
		if slices.Contains(c.n.Rebound, name) {
			out[i] = c.reboundValue(name, scalars, args, raw)
			continue
		}
		v, ok := scalars[name]
		if flag, flagged := scalars[name+kernelgen.BoundSuffix]; flagged && !flag.Truth() {
			ok = false // no iteration assigned it (kernelgen/unbound.go)
		}
		if !ok {
			out[i] = entryValue(args, c.params, name)
			continue
		}
		out[i] = pyValue(v)
	}
	if keep && backend == "cpu" {
		c.keepState(st)
	}
	for _, d := range drawers {
		d.giveBack()
	}
	return py.Tuple{out}, nil
}

// outOfMemory returns the OutOfMemoryError err is, or nil.
func outOfMemory(err error) *runtime.OutOfMemoryError {
	if err == nil {
		return nil // before the variable, which errors.As has moved to the heap
	}
	var oom *runtime.OutOfMemoryError
	if errors.As(err, &oom) {
		return oom
	}
	return nil
}

// leaveNative says that the nest runs on the loop-record executor and why:
// the executor is correct but far slower than kernels, and a user should
// not have to read the report to find out.
func (c *nestClosure) leaveNative(rec Instantiation) error {
	pos, why := c.n.Pos, rec.ExecutorReason
	var ke *kernelgen.Error
	if errors.As(rec.BuildError, &ke) {
		pos, why = ke.Pos, ke.Msg
	}
	return c.note("loop-record", fmt.Sprintf("%s: note: the nest at line %d runs on the loop-record executor, not as compiled kernels: %s", pos, c.n.Pos.Line, why))
}

// noteInterpreted says that a call runs the nest in the interpreter
// because of its arguments (a list where an array was expected, aliased
// arrays, a value the analysis needs that is not an integer).
func (c *nestClosure) noteInterpreted(why string) error {
	return c.note(why, fmt.Sprintf("%s: note: this call runs the nest in the interpreter: %s", c.n.Pos, why))
}

// note prints msg on stderr the first time the nest meets key, or with
// Strict raises it as an error every time.
func (c *nestClosure) note(key, msg string) error {
	if c.n.Auto {
		return nil // a nest --auto found: the report says it, stderr does not
	}
	if c.acc.opts.Strict {
		return py.ExceptionNewf(py.NotImplementedError, "%s", msg)
	}
	c.mu.Lock()
	if c.noted == nil {
		c.noted = map[string]bool{}
	}
	first := !c.noted[key]
	c.noted[key] = true
	c.mu.Unlock()
	if first && c.acc.in != nil {
		c.acc.in.Diagnostic(msg)
	}
	return nil
}

func (c *nestClosure) record(rec Instantiation) {
	if c.acc.opts.Record != nil {
		c.acc.opts.Record(rec)
	}
}

// interpret has the function run the nest's own statements, in its frame
// (the else clause of the dispatch, rewrite.go): it returns nothing to
// iterate, and finishInterpreted records the run when the statements are
// done.
func (c *nestClosure) interpret(rec Instantiation) (py.Object, error) {
	rec.Backend, rec.Plan = "interp", nil
	rec.Executor, rec.ExecutorReason = "interp", rec.Reason
	c.mu.Lock()
	c.interpreted = append(c.interpreted, pendingRun{rec: rec, start: time.Now()})
	c.mu.Unlock()
	return py.Tuple{}, nil
}

// A pendingRun is a call whose nest the interpreter is running.
type pendingRun struct {
	rec   Instantiation
	start time.Time
}

// finishInterpreted records the innermost call the interpreter ran the
// nest for.
func (c *nestClosure) finishInterpreted() {
	c.mu.Lock()
	k := len(c.interpreted) - 1
	if k < 0 {
		c.mu.Unlock()
		return
	}
	run := c.interpreted[k]
	c.interpreted = c.interpreted[:k]
	c.mu.Unlock()
	run.rec.Execute = time.Since(run.start)
	c.record(run.rec)
}

// expandLocals returns the call's values param by param: the dispatch's
// arguments, less the dictionary of the function's locals that ends them,
// with the params read from it looked up there.
func (c *nestClosure) expandLocals(args py.Tuple) py.Tuple {
	if len(args) == 0 {
		return args
	}
	locals, rest := args[len(args)-1], args[:len(args)-1]
	out := make(py.Tuple, len(c.params))
	for i := range c.params {
		if k := c.info[i].guarded; k > 0 {
			g := &c.guardedBounds[k-1]
			out[i] = c.evalInLocals(&g.preconditionCode, g.text, locals)
			continue
		}
		if c.info[i].fromLocals {
			out[i] = localValue(locals, c.params[i])
			continue
		}
		if k := c.info[i].precondition; k > 0 {
			out[i] = c.evalPrecondition(k-1, locals)
			continue
		}
		if len(rest) == 0 {
			return out[:i] // cannot happen: the dispatch passes every input
		}
		out[i], rest = rest[0], rest[1:]
	}
	return out
}

// bind converts the call's arguments into st, and encodes into keys the types and
// bindings its variant is keyed by; nil and a reason when the executor
// cannot take them.
func (c *nestClosure) bind(args py.Tuple, st *callState, keys *callKeys) (*runtime.Instance, map[string]int64, string) {
	inst, bindings := &st.inst, st.bindings
	for i, o := range args {
		name, p := c.params[i], &c.info[i]
		if r, ok := o.(*checkRaised); ok {
			return nil, bindings, fmt.Sprintf("%s has no value for the nest: %s", name, errorText(r.err))
		}
		if p.callee != "" {
			if why := c.sameCallee(p.callee, o); why != "" {
				return nil, bindings, why
			}
			continue
		}
		if p.precondition > 0 {
			if why := c.preconditionFailed(p.precondition-1, o); why != "" {
				return nil, bindings, why
			}
			keys.appendSkipped()
			continue
		}
		if p.array {
			a, ok := pynumpy.ArrayOf(o)
			elem := kernel.Invalid
			if !ok {
				var why string
				if a, why = c.bindSequence(name, p, o, st); a == nil {
					return nil, bindings, why
				}
				elem = st.sequences[name]
			}
			if p.section && a.DType() != ndarray.Float64 && a.DType() != ndarray.Int64 {
				return nil, bindings, fmt.Sprintf("%s is %s: NumPy computes the slices of such an array in its own type, and the kernels compute element by element in 64 bits", name, a.DType())
			}
			inst.Arrays[name] = a
			shape := a.Shape()
			for d, n := range shape {
				if d < len(p.shapeNames) {
					bindings[p.shapeNames[d]] = int64(n)
				} else {
					bindings[shapeName(name, d)] = int64(n)
				}
			}
			if len(shape) > 0 {
				bindings[p.lenName] = int64(shape[0])
			}
			if elem == kernel.Invalid {
				elem = kernelTypes[a.DType()]
			}
			st.oddType = st.oddType || elem == kernel.Invalid
			keys.appendArray(elem, shape, !a.IsContiguous())
			continue
		}
		if (o == py.None || o == unbound) && p.scalar {
			keys.appendSkipped()
			continue // a scalar without a value before the nest
		}
		if p.inOpaqueOnly {
			if _, isArray := pynumpy.ArrayOf(o); isArray {
				keys.appendSkipped()
				continue // its len(x) or x.shape[0] is an input of its own
			}
		}
		v, ok := value(o)
		if !ok {
			return nil, bindings, fmt.Sprintf("%s is a %s, which the executor does not take", name, o.Type().Name)
		}
		inst.Values[name] = v
		bound := false
		if v.Kind == runtime.PyInt || v.Kind == runtime.PyBool {
			bindings[name], bound = v.I, true
		} else if v.Kind == runtime.NumPy && v.S.DType != ndarray.Float32 && v.S.DType != ndarray.Float64 {
			bindings[name], bound = v.S.Int(), true
		}
		t := valueType(v)
		st.oddType = st.oddType || v.Kind == runtime.NumPy && t == kernel.Invalid
		keys.appendValue(p, t, bindings[name], bound)
	}
	for _, name := range c.unresolved {
		if _, ok := bindings[name]; !ok {
			return nil, bindings, fmt.Sprintf("%s is not an integer, and the analysis needs its value", name)
		}
	}
	return inst, bindings, ""
}

// stageStrided replaces, in arrays, each strided view of the nest that
// the module's kernels cannot address through its strides by a
// contiguous copy, and returns the views it replaced by name. Kernels
// address views through their strides (kernel.Array.Strides), except:
// in a nest with irregular loops, whose execution plans give chunks
// private copies of whole buffers and combine them element by element
// (runtime/cpu's privateCopies); on the GPU, an array a kernel
// privatises (kernel.Kernel.Privates), whose copy a GPU kernel keeps in
// the array itself, addressed as contiguous; and a view whose strides
// are not whole elements. A module built for a view runs as well on its
// copy, with the copy's strides. The copy costs one pass over the view's
// elements; views that share memory with another array of the nest
// never get here (aliased sent the call to the interpreter).
func stageStrided(n *nest.Nest, m *kernel.Module, loops []*depend.IrregularLoop, gpu bool, arrays map[string]*ndarray.Array) map[string]*ndarray.Array {
	irregular := slices.ContainsFunc(loops, func(il *depend.IrregularLoop) bool { return il != nil })
	var private map[string]bool
	if gpu {
		for _, k := range m.Kernels {
			for _, p := range k.Privates {
				if private == nil {
					private = map[string]bool{}
				}
				private[p.Array.Name] = true
			}
		}
	}
	var views map[string]*ndarray.Array
	for _, name := range n.Arrays {
		a := arrays[name]
		if a == nil || a.IsContiguous() || !stageAllViews && !irregular && !private[name] && wholeStrides(a) {
			continue
		}
		if views == nil {
			views = map[string]*ndarray.Array{}
		}
		views[name] = a
		arrays[name] = a.Copy()
		stagedViews.Add(1)
	}
	return views
}

// stagedViews counts the views stageStrided copied, for tests.
var stagedViews atomic.Int64

// stageAllViews makes stageStrided copy every view, as alpyna did before
// kernels addressed views through their strides: what the benchmarks
// compare against (BenchmarkStridedViews).
var stageAllViews bool

// wholeStrides reports whether a's strides are whole numbers of elements,
// as the kernels' Stride slots hold them.
func wholeStrides(a *ndarray.Array) bool {
	size := a.DType().ItemSize()
	for _, s := range a.Strides() {
		if s%size != 0 {
			return false
		}
	}
	return true
}

// unstageStrided puts the views stageStrided replaced back in arrays,
// after writing back into them, when write is set, the copies of those
// the nest stores into.
func unstageStrided(n *nest.Nest, arrays, views map[string]*ndarray.Array, write bool) error {
	if len(views) == 0 {
		return nil
	}
	written := writtenArrays(n)
	for name, view := range views {
		if write && written[name] {
			if err := view.Assign(arrays[name]); err != nil {
				return err
			}
			view.MarkWritten()
		}
		arrays[name] = view
	}
	return nil
}

// numpyMath reports whether a kernel of m calls one of NumPy's own
// routines (exp, log, sin, cos with NumPy's spelling), whose results only
// the CPU's kernels and the Go executor reproduce.
func numpyMath(m *kernel.Module) bool {
	found := false
	for _, k := range m.Kernels {
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			kernel.Exprs(s, func(root kernel.Expr) {
				kernel.WalkExpr(root, func(e kernel.Expr) {
					if c, ok := e.(*kernel.Call); ok && c.NumPy {
						found = true
					}
				})
			})
		})
	}
	return found
}

// floatReductions reports whether a module combines floating-point
// partial results: a reduction output, or increments of float elements by
// an irregular loop.
func floatReductions(m *kernel.Module, loops []*depend.IrregularLoop) bool {
	for i, k := range m.Kernels {
		if runtime.FloatReduction(k) || i < len(loops) && loops[i] != nil && irregular.IncrementsFloats(m, loops[i]) {
			return true
		}
	}
	return false
}

// calleeParam prefixes the closure's parameters that receive the
// functions inlined into the nest, by name.
const calleeParam = "inlined "

// sameCallee checks that o, the value of name where the nest runs, is the
// function the front end inlined: a function of that name whose code lies
// on the lines of the definition. A name rebound since (another def, a
// monkey-patched module) runs the nest as written.
func (c *nestClosure) sameCallee(name string, o py.Object) string {
	var callee nest.Callee
	for _, f := range c.n.Inlined {
		if f.Name == name {
			callee = f
		}
	}
	if jf, ok := o.(*interp.JitFunction); ok {
		o = jf.Orig
	}
	fn, ok := o.(*py.Function)
	if ok {
		line := int(fn.Code.Addr2Line(0))
		if line >= callee.First && line <= callee.Last {
			return ""
		}
	}
	return fmt.Sprintf("'%s' is no longer the function defined at line %d, which was inlined", name, callee.First)
}

// value converts a Python scalar.
func value(o py.Object) (runtime.Value, bool) {
	switch x := o.(type) {
	case py.Bool:
		return runtime.Bool(bool(x)), true
	case py.Int:
		return runtime.Int(int64(x)), true
	case py.Float:
		return runtime.Float(float64(x)), true
	}
	if s, ok := pynumpy.ScalarOf(o); ok {
		return runtime.NumPyScalar(s), true
	}
	return runtime.Value{}, false
}

func pyValue(v runtime.Value) py.Object {
	switch v.Kind {
	case runtime.PyInt:
		return py.Int(v.I)
	case runtime.PyFloat:
		return py.Float(v.F)
	case runtime.PyBool:
		return py.NewBool(v.I != 0)
	}
	return pynumpy.NewScalar(v.S)
}

// saved is what a failed run must put back of an array: the whole array
// or, of a strided view, the box the nest may write (copy), or the bytes
// from off of a contiguous one (part).
type saved struct {
	dst  *ndarray.Array
	copy *ndarray.Array
	off  int
	part []byte
}

// snapshot copies what the nest may write of its arrays, so that a failed
// run can be undone: of a contiguous array, the bytes from the first to
// the last element of the box the plan's writes stay in for these
// bindings (depend.NestPlan.WrittenBox), else the whole array. A function
// called per cell (bump(i, j, counts) adding to a 3 x 3 block) saves the
// block's rows, not the grid.
func snapshot(n *nest.Nest, plan *depend.NestPlan, bindings map[string]int64, arrays map[string]*ndarray.Array) []saved {
	written := writtenArrays(n)
	names := make([]string, 0, len(written))
	for name := range written {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []saved
	for _, name := range names {
		a, ok := arrays[name]
		if !ok {
			continue
		}
		if off, end, ok := writtenSpan(plan, name, a, bindings); ok {
			out = append(out, saved{dst: a, off: off, part: slices.Clone(a.ReadData()[off:end])})
			continue
		}
		if box := writtenBox(plan, name, a, bindings); box != nil {
			out = append(out, saved{dst: box, copy: box.Copy()})
			continue
		}
		out = append(out, saved{dst: a, copy: a.Copy()})
	}
	return out
}

// writtenSpan returns the byte range of a's elements that holds the box
// the plan may write of it; false where the plan cannot say or a is not
// contiguous.
func writtenSpan(plan *depend.NestPlan, name string, a *ndarray.Array, bindings map[string]int64) (off, end int, ok bool) {
	shape := a.Shape()
	if !a.IsContiguous() || len(shape) == 0 || a.Size() == 0 {
		return 0, 0, false
	}
	lo, hi, ok := plan.WrittenBox(name, len(shape), bindings)
	if !ok {
		return 0, 0, false
	}
	first, last := 0, 0
	stride := a.DType().ItemSize()
	for d := len(shape) - 1; d >= 0; d-- {
		if lo[d] > hi[d] {
			return 0, 0, true // nothing written
		}
		// An index past the axis stops the kernel before it writes.
		l, h := min(lo[d], int64(shape[d]-1)), min(hi[d], int64(shape[d]-1))
		first += int(l) * stride
		last += int(h) * stride
		stride *= shape[d]
	}
	return first, last + a.DType().ItemSize(), true
}

// writtenBox returns the view of a strided view a that holds the box the
// plan may write of it, or nil where the plan cannot say, a is
// contiguous (writtenSpan) or the box is all of a.
func writtenBox(plan *depend.NestPlan, name string, a *ndarray.Array, bindings map[string]int64) *ndarray.Array {
	shape := a.Shape()
	if a.IsContiguous() || len(shape) == 0 || a.Size() == 0 {
		return nil
	}
	lo, hi, ok := plan.WrittenBox(name, len(shape), bindings)
	if !ok {
		return nil
	}
	items := make([]ndarray.IndexItem, len(shape))
	whole := true
	for d, n := range shape {
		// An index past the axis stops the kernel before it writes.
		if lo[d] < 0 {
			return nil // a negative index counts from the end
		}
		l, h := lo[d], min(hi[d], int64(n-1))
		if l > h {
			l, h = 0, -1 // nothing written
		}
		whole = whole && l == 0 && h == int64(n-1)
		items[d] = ndarray.SliceItem(int(l), 1, int(h-l+1), n)
	}
	if whole {
		return nil
	}
	box, err := a.Index(items)
	if err != nil {
		return nil
	}
	return box
}

func restore(s []saved) {
	for _, x := range s {
		if x.copy != nil {
			x.dst.Assign(x.copy)
		} else if len(x.part) > 0 {
			copy(x.dst.Data()[x.off:], x.part)
		}
	}
}

// oddTypes says which of the call's arrays or NumPy scalars, the first by
// name, has a dtype that kernels do not take; "" when none does.
func oddTypes(names []string, inst *runtime.Instance) string {
	for _, name := range names {
		if a := inst.Arrays[name]; a != nil && kernelTypes[a.DType()] == kernel.Invalid {
			return fmt.Sprintf("%s has dtype %s, and compiled kernels take arrays of bool, integer, float32 and float64 dtypes", name, a.DType())
		}
	}
	for _, name := range names {
		if v, ok := inst.Values[name]; ok && v.Kind == runtime.NumPy && valueType(v) == kernel.Invalid {
			return fmt.Sprintf("%s is a NumPy %s, and compiled kernels take bool, int32, int64, float32 and float64 scalars", name, v.S.DType)
		}
	}
	return ""
}

// kernelTypes maps array dtypes to kernel types. The 8- and 16-bit and
// unsigned ints are kernel.Type's extended ints, which kernels take as
// arrays only (valueType).
var kernelTypes = map[ndarray.DType]kernel.Type{ndarray.Bool: kernel.Bool, ndarray.Int32: kernel.Int32,
	ndarray.Int64: kernel.Int64, ndarray.Float32: kernel.Float32, ndarray.Float64: kernel.Float64,
	ndarray.Int8: kernel.Int8, ndarray.Int16: kernel.Int16, ndarray.UInt8: kernel.UInt8,
	ndarray.UInt16: kernel.UInt16, ndarray.UInt32: kernel.UInt32, ndarray.UInt64: kernel.UInt64}

// typesOf is what kernel variants are built for: the bound arrays' dtypes
// and ranks and the bound values' types.
func typesOf(inst *runtime.Instance, sequences map[string]kernel.Type) kernelgen.Types {
	t := kernelgen.Types{Arrays: map[string]kernelgen.ArrayType{}, Values: map[string]kernel.Type{}}
	for name, a := range inst.Arrays {
		elem, ok := sequences[name]
		if !ok {
			elem = kernelTypes[a.DType()]
		}
		t.Arrays[name] = kernelgen.ArrayType{Elem: elem, NDim: a.NDim(), Strided: !a.IsContiguous()}
	}
	for name, v := range inst.Values {
		t.Values[name] = valueType(v)
	}
	return t
}

// valueType is the kernel type of a bound value.
func valueType(v runtime.Value) kernel.Type {
	switch v.Kind {
	case runtime.PyInt:
		return kernel.PyInt
	case runtime.PyFloat:
		return kernel.PyFloat
	case runtime.PyBool:
		return kernel.PyBool
	}
	if t := kernelTypes[v.S.DType]; !t.IsExtInt() {
		return t
	}
	return kernel.Invalid // a NumPy scalar of an extended int: kernels take its arrays only
}

// writtenArrays is the set of the user arrays the nest assigns elements of.
func writtenArrays(n *nest.Nest) map[string]bool {
	written := map[string]bool{}
	for _, st := range n.Stmts {
		if r, ok := st.Target.(*nest.Ref); ok && !r.Synthetic {
			written[r.Array] = true
		}
	}
	return written
}

// innerGiveUp is the number of calls in a row under innerMinIterations
// after which an inner nest runs in the interpreter without being bound
// and planned again: what is left of a dispatch is evaluating its
// arguments.
const innerGiveUp = 32

// innerMinIterations is the least number of iterations for which a nest
// inside a refused nest runs as kernels: such a nest is dispatched at
// every entry (every iteration of the interpreted loop around it), and a
// dispatch costs microseconds that a handful of interpreted iterations do
// not.
const innerMinIterations = 64

// tooSmall says why a call of an inner nest (or a repeated call of one
// --auto found) runs in the interpreter, or
// "": the product of its loops' trip counts, where the bindings give them
// all, is under innerMinIterations.
func tooSmall(n *nest.Nest, invocation int, plan *depend.NestPlan, bindings map[string]int64) string {
	// A nest --auto found is small by the same measure from its second
	// call: its function may be called from a hot interpreted loop
	// (pythran's ising calls a 3 x 3 neighbour sum per cell), and nobody
	// asked for kernels there.
	if !n.Inner && (!n.Auto || invocation < 2) || plan == nil {
		return ""
	}
	work := int64(1)
	for i := range n.Loops {
		trips, ok := plan.TripCount(i, bindings)
		if !ok {
			return "" // a bound of an inner loop depends on an outer variable
		}
		if trips == 0 && i == 0 {
			return "no iteration: nothing to dispatch"
		}
		work *= max(trips, 1)
		if work >= innerMinIterations {
			return ""
		}
	}
	if work == 1 {
		return "1 iteration: too few to pay for dispatching this nest as kernels"
	}
	return fmt.Sprintf("%d iterations: too few to pay for dispatching this nest as kernels", work)
}

// printsInNest reports whether the nest holds a print the front end made
// a failure (frontend/raises.go, printsAsFailures): a kernel that stops
// there has printed nothing, and the interpreter prints.
func (c *nestClosure) printsInNest() bool {
	for _, st := range c.n.Stmts {
		if nm, ok := st.Target.(*nest.Name); ok && strings.HasPrefix(nm.Id, "print·") {
			return true
		}
	}
	return false
}

// intsHeldInexactly says which scalar enters the module's float slot with
// an int no float64 holds exactly (kernelgen's intEntryHeldAsFloat: `t =
// 0` before a loop of `t += dt`), or "".
func intsHeldInexactly(m *kernel.Module, inst *runtime.Instance) string {
	for _, p := range m.Params {
		if p.Kind != kernel.Scalar || !p.Type.IsFloat() {
			continue
		}
		if v, ok := inst.Values[p.Name]; ok && v.Kind == runtime.PyInt && (v.I > 1<<53 || v.I < -(1<<53)) {
			return fmt.Sprintf("%s enters the nest holding the int %d, which the kernels' float64 does not hold exactly", p.Name, v.I)
		}
	}
	for _, name := range m.HeldSymbols {
		if v, ok := inst.Values[name]; ok && v.Kind == runtime.PyInt && (v.I > 1<<53 || v.I < -(1<<53)) {
			return fmt.Sprintf("%s is the int %d, which a scalar held in the kernels' float64 takes and does not hold exactly", name, v.I)
		}
	}
	return ""
}

// isReboundFlag reports whether the scalar name is the flag of an array
// the nest rebinds to copies (frontend.ReboundFlag): the closure reads it,
// the function never sees it.
func isReboundFlag(n *nest.Nest, name string) bool {
	for _, a := range n.Rebound {
		if name == frontend.ReboundFlag(a) {
			return true
		}
	}
	return false
}

// reboundValue is what name, an array the nest rebinds to copies
// (Nest.Rebound), holds after the nest: the array the closure made for it
// before the nest and the nest filled, if some copy ran (its flag is
// set); else what it held before, from the function's locals (the last
// of raw, the dispatch's arguments), unbound if nothing.
func (c *nestClosure) reboundValue(name string, scalars map[string]runtime.Value, args, raw py.Tuple) py.Object {
	flag := frontend.ReboundFlag(name)
	v, ok := scalars[flag]
	if bound, flagged := scalars[flag+kernelgen.BoundSuffix]; flagged && !bound.Truth() {
		ok = false
	}
	if ok && v.Truth() {
		if k := slices.Index(c.params, name); k >= 0 && k < len(args) {
			return args[k]
		}
	}
	if len(raw) == 0 {
		return unbound
	}
	return localValue(raw[len(raw)-1], name)
}
