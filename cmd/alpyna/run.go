package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
)

var version = alpyna.Version

// runFlags are the flags of `alpyna run` (docs/contract.md §2).
type runFlags struct {
	backend  string
	threads  int
	report   string
	strict   bool
	cacheDir string
	exact    bool
	auto     bool
}

func newRunFlags(stderr io.Writer) (*flag.FlagSet, *runFlags) {
	f := new(runFlags)
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.backend, "backend", "auto", "where jit loop nests run: auto, interp, cpu or gpu")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "threads of the cpu backend")
	fs.StringVar(&f.report, "report", "", "write the JSON report of every nest instantiation to `FILE`")
	fs.BoolVar(&f.strict, "strict", false, "make \"not accelerated\" diagnostics errors")
	fs.StringVar(&f.cacheDir, "cache-dir", "", "keep compiled kernels in `DIR` (default: under the user cache dir)")
	fs.BoolVar(&f.auto, "auto", false, "also accelerate the loop nests of functions not marked @alpyna.jit and of the module-level code, in the script and the modules it imports from its folder")
	fs.BoolVar(&f.exact, "exact-reductions", false, "run floating-point reductions in CPython's sequential order (default: fixed blocks, one answer for every --threads)")
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprint(out, `usage: alpyna run [flags] script.py [args...]

Runs script.py; the arguments after it are the script's sys.argv[1:].
Flags go before the script's name, written -flag or --flag, with =value or
a separate value.

Flags:
`)
		fs.PrintDefaults()
		fmt.Fprint(out, `
Backends: interp runs everything in the interpreter (the baseline). cpu
runs each loop nest of a @alpyna.jit function on alpyna's executor, with the
loops the dependence analysis proves parallel split across --threads
threads; a nest it cannot take runs in the interpreter with a diagnostic
on stderr (an error with --strict). gpu runs the nests' kernels on an
NVIDIA GPU, in a build with -tags cuda (docs/gpu.md); auto uses the GPU
when one can be opened, and cpu otherwise.
`)
	}
	return fs, f
}

func runCommand(args []string, stdout, stderr io.Writer) int {
	fs, f := newRunFlags(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "alpyna run: no script given\nusage: alpyna run [flags] script.py [args...]")
		return 2
	}
	if msg := f.check(); msg != "" {
		fmt.Fprintln(stderr, "alpyna run: "+msg)
		return 2
	}
	script := fs.Arg(0)
	opts := alpyna.Options{
		Stdout:   stdout,
		Stderr:   stderr,
		Args:     fs.Args()[1:],
		Backend:  f.effectiveBackend(),
		Threads:  f.threads,
		Strict:   f.strict,
		CacheDir: f.cacheDir,

		ExactReductions: f.exact,
		Auto:            f.auto,
	}
	rep := &report.Report{Nests: []report.Nest{}}
	if f.report != "" {
		opts.Report = func(n report.Nest) { rep.Nests = append(rep.Nests, n) }
	}
	err := alpyna.RunFile(script, opts)
	reportError(err, stderr)
	status := alpyna.ExitStatus(err)
	if f.report != "" {
		if werr := writeReport(f.report, rep); werr != nil {
			fmt.Fprintln(stderr, "alpyna run: "+werr.Error())
			if status == 0 {
				status = 2
			}
		}
	}
	return status
}

// effectiveBackend is where nests run: auto means the cost model's choice
// of the cpu or the GPU for each instantiation when a GPU can be opened
// (alpyna.Options.Backend "auto"), else the cpu.
func (f *runFlags) effectiveBackend() string {
	if f.backend == "auto" {
		if _, err := alpyna.OpenGPU(); err == nil {
			return "auto"
		}
		return "cpu"
	}
	return f.backend
}

func writeReport(path string, rep *report.Report) error {
	var buf bytes.Buffer
	if err := rep.WriteJSON(&buf); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// check validates flag values against what this build can do.
func (f *runFlags) check() string {
	switch f.backend {
	case "auto", "interp", "cpu":
	case "gpu":
		if _, err := alpyna.OpenGPU(); err != nil {
			return "--backend=gpu: " + err.Error() + "; use --backend=cpu (or auto)"
		}
	default:
		return fmt.Sprintf("invalid --backend %q: want auto, interp, cpu or gpu", f.backend)
	}
	if f.threads < 1 {
		return fmt.Sprintf("invalid --threads %d: want at least 1", f.threads)
	}
	return ""
}

// reportError prints a failed run's error to stderr the way a Python user
// expects: a traceback for an exception, file:line:col for a syntax error.
func reportError(err error, stderr io.Writer) {
	var (
		exc  *alpyna.Exception
		exit *alpyna.Exit
	)
	switch {
	case err == nil:
	case errors.As(err, &exc):
		fmt.Fprint(stderr, exc.Traceback())
	case errors.As(err, &exit):
		if exit.Message != "" {
			fmt.Fprintln(stderr, exit.Message)
		}
	default:
		var syn *alpyna.SyntaxError
		if errors.As(err, &syn) {
			fmt.Fprintln(stderr, syn.Error())
			return
		}
		fmt.Fprintln(stderr, "alpyna: "+err.Error())
	}
}
