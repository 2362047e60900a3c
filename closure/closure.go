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
	"cmp"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
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
			closures[n.Pos.Line] = c
		}
		a.mu.Lock()
		a.closures[f] = closures
		a.mu.Unlock()
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
	// values go in; shapeNames are, for each array param, the names of
	// its first maxNamedAxes extents ("a.shape[0]", ...), which bind
	// would otherwise format at every call.
	sortedParams []string
	shapeNames   [][]string
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
	// byShape caches, by the key without the valueOnly symbols' values,
	// the variant of the first call with that key: a later call that
	// differs from it only in those values tries generalise.
	byShape map[string]*compiler.Compiled
}

// maxResolved bounds the per-nest cache: a nest called with ever new sizes
// starts afresh rather than growing without end.
const maxResolved = 64

// variant returns the plan and module for the call's types and bindings:
// the plan and module are functions of those, so a call that repeats an
// earlier one's reuses its analysis, and skips building and printing the
// module. Once generalise has succeeded, the valueOnly symbols' values are
// neither in the key nor in the bindings the variants are built with.
func (c *nestClosure) variant(types kernelgen.Types, bindings map[string]int64) (*compiler.Compiled, error) {
	c.mu.Lock()
	generic, tryGen := c.generic, !c.generic && !c.triedToGen && len(c.valueOnly) > 0
	c.mu.Unlock()
	var skip []string
	if generic {
		skip = c.valueOnly
	}
	var space [256]byte
	key := c.appendKey(space[:0], types, bindings, skip)
	c.mu.Lock()
	r, ok := c.resolved[string(key)]
	c.mu.Unlock()
	if ok {
		return r, nil
	}
	var shapeKey string
	if tryGen {
		shapeKey = string(c.appendKey(nil, types, bindings, c.valueOnly))
		c.mu.Lock()
		first := c.byShape[shapeKey]
		c.mu.Unlock()
		if first != nil {
			// An earlier call differed from this one only in the
			// valueOnly symbols' values: a time loop passing t.
			if r, ok := c.generalise(types, bindings, first); ok {
				c.store(shapeKey, r)
				return r, nil
			}
		}
	}
	if generic {
		bindings = without(bindings, skip)
	}
	r, err := c.instantiate(types, bindings)
	if err != nil {
		return nil, err
	}
	c.store(string(key), r)
	if tryGen {
		c.mu.Lock()
		if c.byShape == nil || len(c.byShape) >= maxResolved {
			c.byShape = map[string]*compiler.Compiled{}
		}
		if c.byShape[shapeKey] == nil {
			c.byShape[shapeKey] = r
		}
		c.mu.Unlock()
	}
	return r, nil
}

// instantiate plans the nest and builds its module for these types and
// bindings.
func (c *nestClosure) instantiate(types kernelgen.Types, bindings map[string]int64) (*compiler.Compiled, error) {
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

func (c *nestClosure) store(key string, r *compiler.Compiled) {
	c.mu.Lock()
	if c.resolved == nil || len(c.resolved) >= maxResolved {
		c.resolved = map[string]*compiler.Compiled{}
	}
	c.resolved[key] = r
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
	return r, true
}

// without returns bindings less the names.
func without(bindings map[string]int64, names []string) map[string]int64 {
	out := maps.Clone(bindings)
	for _, name := range names {
		delete(out, name)
	}
	return out
}

// appendKey appends to buf the encoding of types and bindings, parameter
// by parameter, less the bindings named in skip: what the resolved cache
// is keyed by. The values of the nest's own scalars (an accumulator's
// starting value) are left out: neither the plan nor the module depends on
// them. Every binding is a parameter's value, or the shape (and len) of a
// parameter's array, so the parameters' order encodes them all.
func (c *nestClosure) appendKey(buf []byte, t kernelgen.Types, bindings map[string]int64, skip []string) []byte {
	for _, name := range c.params {
		if a, ok := t.Arrays[name]; ok {
			buf = append(buf, name...)
			buf = append(buf, ':')
			buf = strconv.AppendInt(buf, int64(a.Elem), 10)
			for d := range a.NDim {
				buf = append(buf, ',')
				buf = strconv.AppendInt(buf, bindings[shapeName(name, d)], 10)
			}
			buf = append(buf, ';')
			continue
		}
		vt, typed := t.Values[name]
		v, bound := bindings[name]
		if !typed && !bound {
			continue
		}
		buf = append(buf, name...)
		buf = append(buf, ':')
		buf = strconv.AppendInt(buf, int64(vt), 10)
		if bound && c.n.Scalar(name) == nil && !slices.Contains(skip, name) {
			buf = append(buf, '=')
			buf = strconv.AppendInt(buf, v, 10)
		}
		buf = append(buf, ';')
	}
	return buf
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
	structural := map[string]bool{}
	names := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Name:
				structural[x.Id] = true
			case *nest.Opaque:
				for _, name := range x.Names {
					structural[name] = true
				}
			}
		})
	}
	subscripts := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Ref:
				for _, s := range x.Subs {
					names(s)
				}
			case *nest.Opaque:
				names(x)
			}
		})
	}
	for _, l := range n.Loops {
		names(l.Start)
		names(l.Stop)
		names(l.Step)
	}
	for _, st := range n.Stmts {
		names(st.Pred)
		subscripts(st.Target)
		subscripts(st.Value)
		if r, ok := st.Target.(*nest.Ref); ok && r.Synthetic {
			names(st.Value) // a predicate or an expanded temporary
		}
	}
	// A scalar read where the analysis looks makes what its values are
	// computed from structural too, until nothing changes.
	for changed := true; changed; {
		changed = false
		for _, st := range n.Stmts {
			if x, ok := st.Target.(*nest.Name); ok && structural[x.Id] {
				before := len(structural)
				names(st.Value)
				changed = changed || len(structural) > before
			}
		}
	}
	var out []string
	for _, name := range n.Symbols {
		if !structural[name] && !slices.Contains(unresolved, name) && !slices.Contains(n.Arrays, name) && n.Scalar(name) == nil {
			out = append(out, name)
		}
	}
	return out
}

var closureType = py.NewType("alpyna_nest", "the closure of an accelerated loop nest")

func (c *nestClosure) Type() *py.Type { return closureType }

func (a *Accelerator) newClosure(in *interp.Interpreter, n *nest.Nest) (*nestClosure, error) {
	c := &nestClosure{acc: a, n: n}
	// Inputs: arrays, symbols and the scalars the nest may read first, by
	// name; then the bound expressions evaluated before the nest.
	seen := map[string]bool{}
	add := func(expr, param string) {
		if !seen[param] {
			seen[param] = true
			c.inputs = append(c.inputs, expr)
			c.params = append(c.params, param)
		}
	}
	for _, name := range n.Arrays {
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
		if !l.Lower.Valid() {
			add(nest.String(l.Start), nest.String(l.Start))
		}
		if !l.Upper.Valid() {
			add(nest.String(l.Stop), nest.String(l.Stop))
		}
		if l.StepValue == 0 {
			add(nest.String(l.Step), nest.String(l.Step))
		}
	}
	for _, s := range n.Scalars {
		if s.LiveOut {
			c.outputs = append(c.outputs, s.Name)
			// The value it had before the nest is what the function sees
			// if the nest does not assign it; it may be unbound, hence
			// locals().get.
			add(scalarEntry(s.Name), s.Name)
		}
	}
	c.inOpaqueOnly = namedInOpaqueOnly(n)
	c.sortedParams = slices.Sorted(slices.Values(c.params))
	c.shapeNames = make([][]string, len(c.params))
	for i, name := range c.params {
		if slices.Contains(n.Arrays, name) {
			for d := range maxNamedAxes {
				c.shapeNames[i] = append(c.shapeNames[i], shapeName(name, d))
			}
		}
	}
	c.analysed = compiler.Analyse(n)
	if c.analysed.Static != nil {
		c.valueOnly = valueOnlySymbols(n, c.analysed.Unresolved())
		// Only a nest that may run accelerated reads its inputs: a
		// refused one may name values no expression can (an inlined
		// helper's x·1 in a loop the subset refuses).
		var err error
		if c.inputExprs, err = parseInputs(c.inputs, ast.Pos{Lineno: n.Pos.Line, ColOffset: n.Pos.Col - 1}); err != nil {
			return nil, err
		}
		markUnboundEntries(c.inputExprs, c.params)
	}
	if c.analysed.Static == nil {
		c.reason = c.analysed.Reason
		if n.Auto {
			return c, nil // --auto found it; the report says why, stderr does not
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
	if c.analysed.Static == nil {
		return c.interpret(rec)
	}
	if c.smallCalls >= innerGiveUp {
		rec.Reason = fmt.Sprintf("its last %d calls each ran under %d iterations, too few to pay for dispatching this inner nest as kernels", innerGiveUp, innerMinIterations)
		return c.interpret(rec)
	}
	start := time.Now()
	inst, bindings, why := c.bind(args)
	rec.Bindings = bindings
	if inst == nil {
		rec.Reason = why
		if err := c.noteInterpreted(why); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	}
	types := typesOf(c.n, inst)
	v, err := c.variant(types, bindings)
	if err != nil {
		rec.Reason = err.Error()
		if err := c.noteInterpreted(rec.Reason); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	}
	inst.Plan = v.Plan
	rec.Plan = v.Plan
	if why := tooSmall(c.n, v.Plan, bindings); why != "" {
		c.smallCalls++
		rec.Plan, rec.Reason = nil, why
		return c.interpret(rec)
	}
	c.smallCalls = 0
	rec.Module, rec.BuildError = v.Module, v.BuildErr
	rec.Analysis = time.Since(start)
	if why := aliased(c.n, inst.Arrays); why != "" {
		rec.Plan, rec.Module, rec.Reason = nil, nil, why
		if err := c.noteInterpreted(why); err != nil {
			return nil, err
		}
		return c.interpret(rec)
	}
	// Kernels address arrays as contiguous buffers: a strided view (a
	// column, a step, a transpose) is staged in a contiguous copy, which
	// the kernels read and write, and the view gets back what they wrote
	// (stageStrided).
	strided := ""
	var staged map[string]*ndarray.Array
	if rec.Module != nil {
		staged = stageStrided(c.n, inst.Arrays)
	}
	// Kernels have no element type for the other dtypes (complex, float16,
	// the 8- and 16-bit and unsigned integers), of arrays or of NumPy
	// scalars: say so rather than the typing's "no type".
	for _, name := range c.sortedParams {
		a := inst.Arrays[name]
		if a == nil {
			continue
		}
		if dt := a.DType(); kernelTypes[dt] == kernel.Invalid {
			strided = fmt.Sprintf("%s has dtype %s, and compiled kernels take bool, int32, int64, float32 and float64 arrays", name, dt)
			rec.Module, rec.BuildError = nil, nil
			break
		}
	}
	for _, name := range c.sortedParams {
		if v, ok := inst.Values[name]; ok && v.Kind == runtime.NumPy && kernelTypes[v.S.DType] == kernel.Invalid {
			strided = fmt.Sprintf("%s is a NumPy %s, and compiled kernels take bool, int32, int64, float32 and float64 scalars", name, v.S.DType)
			rec.Module, rec.BuildError = nil, nil
			break
		}
	}
	var saved []saved
	if rec.Module == nil || rec.Module.MayFail {
		saved = snapshot(c.n, inst.Arrays)
	}
	start = time.Now()
	var scalars map[string]runtime.Value
	var inspection time.Duration // spent inspecting index arrays during the run
	backend := "cpu"
	onGPU := rec.Module != nil && c.acc.opts.GPU != nil
	exactOnCPU := ""
	if onGPU && inst.Exact && floatReductions(rec.Module, v.Irregular) {
		// The GPU combines float partial results in no fixed order.
		onGPU = false
		exactOnCPU = "exact reductions: this nest's floating-point reductions run on the cpu, in program order"
		if err := c.note("exact on the cpu", fmt.Sprintf("%s: note: %s", c.n.Pos, exactOnCPU)); err != nil {
			return nil, err
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
	switch {
	case rec.Module != nil:
		b := c.acc.cpu
		if onGPU {
			b, backend = c.acc.opts.GPU, "gpu"
		}
		res, run, runErr := c.acc.run(b, onGPU, rec.Module, inst, v, bindings)
		var oom *runtime.OutOfMemoryError
		if onGPU && errors.As(runErr, &oom) {
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
		rec.Executor, rec.ExecutorReason = res.Executor, cmp.Or(res.Reason, exactOnCPU)
		if run != nil {
			rec.Irregular, inspection = run.Reports(), run.Inspection()
		}
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
	rec.Execute = time.Since(start) - rec.Compile - rec.Transfer - inspection
	// Kernels wrote the arrays behind their ndarrays' backs: their
	// versions must change, so that plans made from them go stale.
	for name := range writtenArrays(c.n) {
		if a := inst.Arrays[name]; a != nil {
			a.MarkWritten()
		}
	}
	if err == nil {
		if err := unstageStrided(c.n, inst.Arrays, staged); err != nil {
			return nil, err
		}
	}
	if err != nil {
		// Put the arrays back and let the interpreter raise the error
		// exactly where Python would.
		restore(saved)
		why := "the nest raised " + err.Error()
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
	return py.Tuple{out}, nil
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

// bind converts the call's arguments; nil and a reason when the executor
// cannot take them.
func (c *nestClosure) bind(args py.Tuple) (*runtime.Instance, map[string]int64, string) {
	inst := &runtime.Instance{Arrays: map[string]*ndarray.Array{}, Values: map[string]runtime.Value{}, Threads: c.acc.opts.Threads,
		Exact: c.acc.opts.ExactReductions || c.n.ExactReductions}
	bindings := map[string]int64{}
	for i, o := range args {
		name := c.params[i]
		if f, ok := strings.CutPrefix(name, calleeParam); ok {
			if why := c.sameCallee(f, o); why != "" {
				return nil, bindings, why
			}
			continue
		}
		if slices.Contains(c.n.Arrays, name) {
			a, ok := pynumpy.ArrayOf(o)
			if !ok {
				return nil, bindings, fmt.Sprintf("%s is a %s, not a NumPy array", name, o.Type().Name)
			}
			inst.Arrays[name] = a
			for d, n := range a.Shape() {
				if d < len(c.shapeNames[i]) {
					bindings[c.shapeNames[i][d]] = int64(n)
				} else {
					bindings[shapeName(name, d)] = int64(n)
				}
			}
			if a.NDim() > 0 {
				bindings["len("+name+")"] = int64(a.Shape()[0])
			}
			continue
		}
		if (o == py.None || o == unbound) && c.n.Scalar(name) != nil {
			continue // a scalar without a value before the nest
		}
		if _, isArray := pynumpy.ArrayOf(o); isArray && c.inOpaqueOnly[name] {
			continue // its len(x) or x.shape[0] is an input of its own
		}
		v, ok := value(o)
		if !ok {
			return nil, bindings, fmt.Sprintf("%s is a %s, which the executor does not take", name, o.Type().Name)
		}
		inst.Values[name] = v
		if v.Kind == runtime.PyInt || v.Kind == runtime.PyBool {
			bindings[name] = v.I
		} else if v.Kind == runtime.NumPy && v.S.DType != ndarray.Float32 && v.S.DType != ndarray.Float64 {
			bindings[name] = v.S.Int()
		}
	}
	for _, name := range c.analysed.Unresolved() {
		if _, ok := bindings[name]; !ok {
			return nil, bindings, fmt.Sprintf("%s is not an integer, and the analysis needs its value", name)
		}
	}
	return inst, bindings, ""
}

// stridedArray names an array of the nest that is not contiguous, or "".
// stageStrided replaces, in arrays, each strided view of the nest by a
// contiguous copy, and returns the views it replaced by name. The copy
// costs one pass over the view's elements, far less than indexing through
// strides without kernels; views that share memory with another array
// of the nest never get here (aliased sent the call to the interpreter).
func stageStrided(n *nest.Nest, arrays map[string]*ndarray.Array) map[string]*ndarray.Array {
	var views map[string]*ndarray.Array
	for _, name := range n.Arrays {
		if a := arrays[name]; a != nil && !a.IsContiguous() {
			if views == nil {
				views = map[string]*ndarray.Array{}
			}
			views[name] = a
			arrays[name] = a.Copy()
		}
	}
	return views
}

// unstageStrided writes the copies of the views the nest stores into back
// into the views, and puts the views back in arrays.
func unstageStrided(n *nest.Nest, arrays, views map[string]*ndarray.Array) error {
	if len(views) == 0 {
		return nil
	}
	written := writtenArrays(n)
	for name, view := range views {
		if written[name] {
			if err := view.Assign(arrays[name]); err != nil {
				return err
			}
			view.MarkWritten()
		}
		arrays[name] = view
	}
	return nil
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

type saved struct {
	dst  *ndarray.Array
	copy *ndarray.Array
}

// snapshot copies the arrays the nest writes, so that a failed run can be
// undone.
func snapshot(n *nest.Nest, arrays map[string]*ndarray.Array) []saved {
	written := writtenArrays(n)
	names := make([]string, 0, len(written))
	for name := range written {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []saved
	for _, name := range names {
		if a, ok := arrays[name]; ok {
			out = append(out, saved{dst: a, copy: a.Copy()})
		}
	}
	return out
}

func restore(s []saved) {
	for _, x := range s {
		x.dst.Assign(x.copy)
	}
}

// kernelTypes maps dtypes to kernel types.
var kernelTypes = map[ndarray.DType]kernel.Type{ndarray.Bool: kernel.Bool, ndarray.Int32: kernel.Int32,
	ndarray.Int64: kernel.Int64, ndarray.Float32: kernel.Float32, ndarray.Float64: kernel.Float64}

// typesOf is what kernel variants are keyed by: the bound arrays' dtypes and
// ranks and the bound values' types.
func typesOf(n *nest.Nest, inst *runtime.Instance) kernelgen.Types {
	t := kernelgen.Types{Arrays: map[string]kernelgen.ArrayType{}, Values: map[string]kernel.Type{}}
	for name, a := range inst.Arrays {
		t.Arrays[name] = kernelgen.ArrayType{Elem: kernelTypes[a.DType()], NDim: a.NDim()}
	}
	for name, v := range inst.Values {
		switch v.Kind {
		case runtime.PyInt:
			t.Values[name] = kernel.PyInt
		case runtime.PyFloat:
			t.Values[name] = kernel.PyFloat
		case runtime.PyBool:
			t.Values[name] = kernel.PyBool
		default:
			t.Values[name] = kernelTypes[v.S.DType]
		}
	}
	return t
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

// tooSmall says why a call of an inner nest runs in the interpreter, or
// "": the product of its loops' trip counts, where the bindings give them
// all, is under innerMinIterations.
func tooSmall(n *nest.Nest, plan *depend.NestPlan, bindings map[string]int64) string {
	if !n.Inner || plan == nil {
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
		return "1 iteration: too few to pay for dispatching this inner nest as kernels"
	}
	return fmt.Sprintf("%d iterations: too few to pay for dispatching this inner nest as kernels", work)
}
