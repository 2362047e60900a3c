package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"

	"github.com/alpyna/alpyna"
)

var version = alpyna.Version

// runFlags are the flags of `alpyna run` (CONTRACT.md §2).
type runFlags struct {
	backend  string
	threads  int
	report   string
	strict   bool
	cacheDir string
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
Backends: interp runs everything in the interpreter (the baseline). This
build has only the interpreter: auto runs there, and cpu and gpu are
refused until their backends are built.
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
	err := alpyna.RunFile(script, alpyna.Options{
		Stdout: stdout,
		Stderr: stderr,
		Args:   fs.Args()[1:],
	})
	reportError(err, stderr)
	return alpyna.ExitStatus(err)
}

// check validates flag values against what this build can do.
func (f *runFlags) check() string {
	switch f.backend {
	case "auto", "interp":
	case "cpu", "gpu":
		return fmt.Sprintf("--backend=%s is not available in this build: the %s backend is not built yet; use --backend=interp", f.backend, f.backend)
	default:
		return fmt.Sprintf("invalid --backend %q: want auto, interp, cpu or gpu", f.backend)
	}
	if f.threads < 1 {
		return fmt.Sprintf("invalid --threads %d: want at least 1", f.threads)
	}
	if f.report != "" {
		return "--report is not available in this build: it needs the loop-nest analysis, which is not built yet"
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
