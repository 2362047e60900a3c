// Package alpyna runs Python scripts whose @alpyna.jit functions hold loop
// nests that alpyna analyses and runs in parallel. It is the embedding API:
// a Go program runs a script from a file or a string, or keeps a [Session]
// that executes source cells one after another, as a notebook does, and
// passes ndarrays and Python scalars in and out by name.
//
// Scripts are the Python subset of docs/contract.md §1, interpreted by gpython
// with alpyna's Go implementations of numpy, math and sys (package interp).
// Errors come back typed: [*SyntaxError], [*Exception] (a Python exception
// the script raised; Traceback renders it as CPython does) and [*Exit]
// (sys.exit). [ExitStatus] maps them to the command line's exit statuses.
package alpyna

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	goruntime "runtime"
	"sync"

	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/closure"
	"github.com/alpyna/alpyna/costmodel"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/pynumpy"
	"github.com/alpyna/alpyna/report"
	"github.com/alpyna/alpyna/runtime/gpu"
)

// Version is alpyna's version.
const Version = interp.Version

// Errors a run returns.
type (
	// SyntaxError is source the parser rejected; Error() is "file:line:col: reason".
	SyntaxError = interp.SyntaxError
	// Exception is an uncaught Python exception; Traceback() renders it.
	Exception = interp.Exception
	// Exit is a sys.exit that ended the script.
	Exit = interp.Exit
)

// ExitStatus is the exit status the alpyna command gives for err: 0 for
// nil, sys.exit's code, 1 for an uncaught exception, 2 otherwise.
func ExitStatus(err error) int { return interp.ExitStatus(err) }

// Options configure a run or a session.
type Options struct {
	// Stdout and Stderr receive the script's output; nil means os.Stdout
	// and os.Stderr.
	Stdout, Stderr io.Writer
	// Args are the script's arguments, sys.argv[1:].
	Args []string

	// Backend is where the loop nests of jit functions run: "" or "interp"
	// in the interpreter, "cpu" as native kernels on all cores, "gpu" on a
	// CUDA GPU, "auto" on the GPU when one can be opened and the cpu
	// otherwise (what the command line does). Any other value is an error.
	Backend string
	// Threads is how many threads the cpu backend uses (0: all cores, as
	// on the command line).
	Threads int
	// Strict makes a nest that cannot be accelerated an error.
	Strict bool
	// CacheDir is where compiled kernels are kept ("": under the user's
	// cache directory).
	CacheDir string
	// GoKernels runs the cpu backend's kernels on alpyna's Go executor of
	// the kernel IR instead of native code (what runs anyway where no LLVM
	// tool chain is found): for testing and comparison.
	GoKernels bool
	// ExactReductions runs floating-point reductions (sums, products,
	// increments through index arrays) in CPython's sequential order
	// instead of fixed blocks combined in a fixed tree: for every nest, as
	// alpyna.jit(exact_reductions=True) does for one function's.
	ExactReductions bool
	// Auto accelerates the loop nests of every function the script's own
	// source defines, marked alpyna.jit or not (alpyna run --auto). Those
	// nests print no diagnostics; the report marks them "auto". Nests at
	// module level, and in modules the script imports, are not taken.
	Auto bool
	// Report, when set, receives one entry per nest instantiation, as in
	// the JSON report of `alpyna run --report` (docs/contract.md §3).
	Report func(report.Nest)
	// Irregular tunes the cpu backend's executor of loops that write
	// through index arrays; the zero value is what the command line runs.
	// Tests set MinIterations to plan small loops and Verify to check
	// every plan.
	Irregular irregular.Options
}

func (o Options) config() (interp.Config, error) {
	cfg := interp.Config{Stdout: o.Stdout, Stderr: o.Stderr, Args: o.Args}
	threads := o.Threads
	if threads <= 0 {
		threads = goruntime.NumCPU()
	}
	copts := closure.Options{Threads: threads, Strict: o.Strict, CacheDir: o.CacheDir, GoKernels: o.GoKernels,
		ExactReductions: o.ExactReductions, Record: o.record(), Irregular: o.Irregular, Auto: o.Auto}
	switch o.Backend {
	case "cpu":
	case "gpu":
		g, err := OpenGPU()
		if err != nil {
			return cfg, err
		}
		copts.GPU = g
	case "auto":
		if g, err := OpenGPU(); err == nil {
			// Each instantiation runs where the cost model expects it to
			// be faster: the host's profile is measured once per machine
			// and cached with the kernels.
			copts.GPU = g
			copts.Place = &costmodel.Model{CPU: costmodel.HostProfile(o.CacheDir, threads),
				GPU: gpuProfile(g.Device())}
		}
	case "", "interp":
		return cfg, nil
	default:
		return cfg, fmt.Errorf("alpyna: unknown backend %q: want interp, cpu, gpu or auto", o.Backend)
	}
	cfg.Accelerator = closure.New(copts)
	cfg.Auto = o.Auto
	return cfg, nil
}

// gpus are the opened GPU executors by mode ("emulate" or "" for CUDA):
// a device is opened once per process.
var (
	gpuMu sync.Mutex
	gpus  = map[string]gpuOpened{}
)

type gpuOpened struct {
	gpu *gpu.GPU
	err error
}

// OpenGPU returns the GPU executor the gpu backend runs on, opening the
// device once per process: the first CUDA device, or with ALPYNA_GPU=emulate
// the lockstep emulator (tiny launch limits, so that every launch strides).
// Its error says why there is no GPU (for instance that GPU support is not
// built in).
func OpenGPU() (*gpu.GPU, error) {
	mode := os.Getenv("ALPYNA_GPU")
	gpuMu.Lock()
	defer gpuMu.Unlock()
	if g, ok := gpus[mode]; ok {
		return g.gpu, g.err
	}
	var g gpuOpened
	if mode == "emulate" {
		g.gpu = gpu.NewGPU(gpu.NewEmulatedDevice(1<<32, gpu.SmallLimits()))
	} else {
		var dev gpu.Device
		if dev, g.err = openCUDA(); g.err == nil {
			g.gpu = gpu.NewGPU(dev)
		}
	}
	gpus[mode] = g
	return g.gpu, g.err
}

// record turns the closure's account of an instantiation into a report
// entry.
func (o Options) record() func(closure.Instantiation) {
	if o.Report == nil {
		return nil
	}
	return func(in closure.Instantiation) {
		var r report.Nest
		if in.Plan != nil {
			r = report.FromPlan(in.Plan, report.Options{Backend: in.Backend, Invocation: in.Invocation, Bindings: in.Bindings,
				Module: in.Module, Axes: in.Axes, Irregular: irregularRuns(in)})
		} else {
			r = report.Unaccelerated(in.Nest)
			r.Invocation = in.Invocation
			if in.Reason != "" {
				r.Reason = in.Reason
			}
		}
		r.Executor = in.Executor
		if in.Nest != nil {
			r.Auto, r.File = in.Nest.Auto, in.Nest.Pos.File
		}
		why := in.ExecutorReason
		r.ExecutorReason = &why
		r.Time = &report.Time{Analysis: in.Analysis.Seconds(), Compile: in.Compile.Seconds(),
			Transfer: in.Transfer.Seconds(), Execute: in.Execute.Seconds()}
		if p := in.Placement; p != nil {
			r.Placement = &report.Placement{Choice: p.Choice, Estimate: report.Estimate{CPU: p.CPU, GPU: p.GPU},
				TransferBytes: p.TransferBytes}
		}
		r.TransferBytes = in.TransferBytes
		if in.Work != nil {
			_, flops, _, _, bytes := in.Work.Totals()
			r.Work = &report.Work{Flops: flops, Bytes: bytes}
		}
		o.Report(r)
	}
}

// irregularRuns reports what the irregular loops of an instantiation ran.
func irregularRuns(in closure.Instantiation) []report.IrregularRun {
	var out []report.IrregularRun
	for _, r := range in.Irregular {
		pl := report.Plan{Kernel: r.Kernel.Name, Loop: in.Nest.Loops[r.Loop].Var, Kind: r.Strategy.String(),
			Launches: r.Launches, Reused: r.Reused, Inspection: r.Inspection.Seconds(), Reason: r.Reason}
		if in.Backend == "gpu" && r.Strategy == inspector.Privatised {
			pl.Kind = "atomic" // the GPU's way of sharing increments
		}
		if p := r.Plan; p != nil {
			pl.Colours, pl.GreedyColours = p.Stats.Colours, p.Stats.GreedyColours
			pl.LowerBound, pl.Partitions = p.Stats.LowerBound, p.Stats.Partitions
		}
		out = append(out, report.IrregularRun{Kernel: r.Kernel, Launched: r.Launched, Loop: r.Loop, Parallel: r.Parallel, Plan: pl})
	}
	return out
}

// RunFile runs the script at path.
func RunFile(path string, opts Options) error {
	cfg, err := opts.config()
	if err != nil {
		return err
	}
	in, err := interp.New(cfg)
	if err != nil {
		return err
	}
	err = in.RunFile(path)
	if cerr := in.Close(); err == nil {
		err = cerr
	}
	return err
}

// Run runs src as a script; filename names it in tracebacks and its folder
// is where the script's own modules are imported from.
func Run(src, filename string, opts Options) error {
	cfg, err := opts.config()
	if err != nil {
		return err
	}
	in, err := interp.New(cfg)
	if err != nil {
		return err
	}
	err = in.RunSource(src, filename)
	if cerr := in.Close(); err == nil {
		err = cerr
	}
	return err
}

// A Session executes source cells one after another in one __main__
// module, so later cells see the names earlier ones defined. A Session is
// not safe for concurrent use.
type Session struct {
	in     *interp.Interpreter
	closed bool
}

// NewSession starts a session with an empty __main__ module.
func NewSession(opts Options) (*Session, error) {
	cfg, err := opts.config()
	if err != nil {
		return nil, err
	}
	in, err := interp.New(cfg)
	if err != nil {
		return nil, err
	}
	return &Session{in: in}, nil
}

// Exec runs one cell. After an error the session stays usable, with the
// names bound before the error.
func (s *Session) Exec(src string) error {
	if s.closed {
		return errClosed
	}
	return s.in.Exec(src)
}

// Close ends the session, flushing its output. Exec, Set and Get of a
// closed session return an error.
func (s *Session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	return s.in.Close()
}

var errClosed = errors.New("alpyna: the session is closed")

// Interpreter is the session's interpreter, for hosts that need more of it
// than Exec, Set and Get give: the Jupyter kernel (package jupyter) reads a
// cell's last value, completes names and shows docstrings through it.
func (s *Session) Interpreter() *interp.Interpreter { return s.in }

// Set binds a global name of the session to a Go value: a *ndarray.Array
// (shared, not copied: the script sees and changes the same buffer), an
// ndarray.Scalar (a NumPy scalar), a bool, an integer, a float, a string,
// nil (None), or a []any of these (a list).
func (s *Session) Set(name string, value any) error {
	if s.closed {
		return errClosed
	}
	obj, err := toPython(value)
	if err != nil {
		return fmt.Errorf("alpyna: set %s: %w", name, err)
	}
	s.in.SetGlobal(name, obj)
	return nil
}

// Get returns the value of a global name: *ndarray.Array for an ndarray
// (sharing its buffer), ndarray.Scalar for a NumPy scalar, int64, float64,
// bool, string, nil for None, and []any for a list or tuple.
func (s *Session) Get(name string) (any, error) {
	if s.closed {
		return nil, errClosed
	}
	obj, ok := s.in.Global(name)
	if !ok {
		return nil, fmt.Errorf("alpyna: name %q is not defined", name)
	}
	v, err := fromPython(obj)
	if err != nil {
		return nil, fmt.Errorf("alpyna: get %s: %w", name, err)
	}
	return v, nil
}

func toPython(v any) (py.Object, error) {
	switch v := v.(type) {
	case nil:
		return py.None, nil
	case *ndarray.Array:
		if v == nil {
			return nil, errors.New("a nil *ndarray.Array is not an array (pass nil for None)")
		}
		return pynumpy.NewArray(v), nil
	case ndarray.Scalar:
		return pynumpy.NewScalar(v), nil
	case bool:
		return py.NewBool(v), nil
	case int:
		return py.Int(v), nil
	case int32:
		return py.Int(v), nil
	case int64:
		return py.Int(v), nil
	case float32:
		return py.Float(v), nil
	case float64:
		return py.Float(v), nil
	case string:
		return py.String(v), nil
	case []any:
		items := make([]py.Object, len(v))
		for i, e := range v {
			obj, err := toPython(e)
			if err != nil {
				return nil, err
			}
			items[i] = obj
		}
		return py.NewListFromItems(items), nil
	}
	return nil, fmt.Errorf("cannot pass a Go %T to Python", v)
}

func fromPython(obj py.Object) (any, error) {
	if a, ok := pynumpy.ArrayOf(obj); ok {
		return a, nil
	}
	if s, ok := pynumpy.ScalarOf(obj); ok {
		return s, nil
	}
	switch o := obj.(type) {
	case py.NoneType:
		return nil, nil
	case py.Bool:
		return bool(o), nil
	case py.Int:
		return int64(o), nil
	case *py.BigInt:
		b := (*big.Int)(o)
		if !b.IsInt64() {
			return nil, fmt.Errorf("Python int %s does not fit in an int64", b)
		}
		return b.Int64(), nil
	case py.Float:
		return float64(o), nil
	case py.String:
		return string(o), nil
	case *py.List:
		return fromPythonItems(o.Items)
	case py.Tuple:
		return fromPythonItems(o)
	}
	return nil, fmt.Errorf("cannot pass a Python '%s' to Go", obj.Type().Name)
}

func fromPythonItems(items []py.Object) ([]any, error) {
	out := make([]any, len(items))
	for i, item := range items {
		v, err := fromPython(item)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}
