// This file implements `alpyna bench` (docs/contract.md §2): its flags, the
// choice of backends, and the table, CSV and plot of package bench.

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/alpyna/alpyna/bench"
)

// defaultPython is the CPython that --python defaults to: the system's,
// where Debian's python3-numpy and python3-numba install.
const defaultPython = "/usr/bin/python3"

// benchFlags are the flags of `alpyna bench`.
type benchFlags struct {
	backends string
	sizes    string
	repeat   int
	threads  int
	python   string
	csv      string
	plot     string
	timeout  time.Duration
	noVerify bool
	roofline bool
}

func newBenchFlags(stderr io.Writer) (*flag.FlagSet, *benchFlags) {
	f := new(benchFlags)
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.backends, "backends", "", "comma-separated `list` of backends: "+strings.Join(bench.Backends, ", ")+
		"\n(default interp,cpu, with gpu where usable, and python,numba,numba-par with --python)")
	fs.StringVar(&f.sizes, "sizes", "", "`SPEC`: sizes for every benchmark (1000,1e5) or per benchmark ('gemm=64,256;vadd=1e6')\n(default: each benchmark's own list)")
	fs.IntVar(&f.repeat, "repeat", 3, "timed runs of each benchmark, size and backend; times are their median")
	fs.IntVar(&f.threads, "threads", 0, "threads of the cpu and numba-par backends (default: all cores)")
	fs.StringVar(&f.python, "python", "", "the CPython (`PY`) of the python, numba and numba-par backends (default "+defaultPython+")")
	fs.StringVar(&f.csv, "csv", "", "also write every result to `FILE` as CSV")
	fs.StringVar(&f.plot, "plot", "", "also draw the times against size in `FILE.svg`")
	fs.DurationVar(&f.timeout, "timeout", 10*time.Minute, "kill a run that takes longer than `D`, a duration such as 90s or 5m")
	fs.BoolVar(&f.roofline, "roofline", false, "also measure the machine's peak FLOP rate and memory bandwidth, and show each result's\n"+
		"achieved GFLOP/s and GB/s (the kernels' counted work over the median execute time) against them")
	fs.BoolVar(&f.noVerify, "no-verify", false, "skip the interpreter's reference run where interp is not among the backends")
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprint(out, `usage: alpyna bench [flags] [benchmark-or-script-or-folder...]

Runs the benchmark scripts on several backends and prints a table of their
times. A benchmark is a name of a script in ./benchmarks (gemm, vadd,
black-scholes...), a script's path, or a folder of scripts; by default every
script in ./benchmarks. Flags may come before or after the benchmarks.

Each run is a fresh process: alpyna run --backend=B --report=FILE for
interp, cpu, gpu and auto; for python, numba and numba-par the --python
interpreter with python/alpyna.py as the alpyna module (numba: its jit is
numba.njit; numba-par: benchmarks/prange/NAME.py, parallelised by hand).
The cpu and gpu backends run once with an empty kernel cache (the cold
compile time) before the timed runs. Every run's checksum line must match
the interpreter's at the same size; a run that does not is WRONG and not
timed.

Flags:
`)
		fs.PrintDefaults()
		fmt.Fprint(out, `
Columns: analysis, compile, transfer, execute are the phase times summed
over the run report's nest instantiations (for CPython, the jit calls), total
their sum, cold the compile time with an empty cache, wall the whole process
(median, then min/max over the runs); vs interp and vs python are speed-ups
on the median wall time. With --roofline, GFLOP/s and GB/s are the rates
of the work the run report counts from the kernel IR (floating-point
operations; bytes loaded and stored, at most the arrays' sizes per launch)
over the median execute time, with their percentage of the peak measured
at the start. Exit status: 0 when every result is ok, skipped or
unavailable; 1 when one is WRONG, FAILED, TIMEOUT or unverified; 2 for
usage errors. See docs/benchmarks.md.
`)
	}
	return fs, f
}

// benchSelf returns the command that runs this alpyna: the running binary,
// so that `alpyna bench` measures exactly the alpyna it is part of. Tests
// make it re-execute the test binary as alpyna (bench_test.go).
var benchSelf = func() (bench.Command, error) {
	exe, err := os.Executable()
	if err != nil {
		return bench.Command{}, fmt.Errorf("cannot find the alpyna binary to run: %v", err)
	}
	return bench.Command{Path: exe}, nil
}

func benchCommand(args []string, stdout, stderr io.Writer) int {
	fs, f := newBenchFlags(stderr)
	names, err := parseInterspersed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usageError := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "alpyna bench: "+format+"\n", args...)
		return 2
	}
	if f.repeat < 1 {
		return usageError("invalid --repeat %d: want at least 1", f.repeat)
	}
	if f.threads < 0 {
		return usageError("invalid --threads %d: want at least 1 (or 0, all cores)", f.threads)
	}
	if f.timeout <= 0 {
		return usageError("invalid --timeout %v: want a positive duration such as 90s or 5m", f.timeout)
	}
	pythonSet := false
	fs.Visit(func(fl *flag.Flag) { pythonSet = pythonSet || fl.Name == "python" })
	backends, err := parseBackends(f.backends)
	if err != nil {
		return usageError("invalid --backends: %v", err)
	}
	benchmarks, err := bench.Find(names, "benchmarks")
	if err != nil {
		return usageError("%v", err)
	}
	if f.sizes != "" {
		spec, err := bench.ParseSizes(f.sizes)
		if err == nil {
			err = spec.Apply(benchmarks)
		}
		if err != nil {
			return usageError("invalid --sizes: %v", err)
		}
	}
	self, err := benchSelf()
	if err != nil {
		return usageError("%v", err)
	}
	python := f.python
	if python == "" {
		python = defaultPython
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var notes []string
	if backends == nil {
		backends = []string{bench.Interp, bench.CPU}
		if ok, why := bench.GPUAvailable(ctx, self); ok {
			backends = append(backends, bench.GPU)
		} else {
			notes = append(notes, "gpu not measured: "+why)
		}
		if pythonSet {
			backends = append(backends, bench.Python, bench.Numba, bench.NumbaPar)
		} else {
			notes = append(notes, "python, numba and numba-par not measured: pass --python="+defaultPython+
				" (or name them in --backends) to compare with CPython and Numba")
		}
	}
	cfg := bench.Config{
		Alpyna:      self,
		Python:      bench.Command{Path: python},
		Benchmarks:  benchmarks,
		Backends:    backends,
		Repeat:      f.repeat,
		Threads:     f.threads,
		Timeout:     f.timeout,
		Verify:      !f.noVerify,
		Progress:    stderr,
		ProgressTTY: isTerminal(stderr),
	}
	var peak *bench.Peak
	if f.roofline {
		// Before the benchmarks, which it would otherwise compete with.
		fmt.Fprintln(stderr, "measuring the machine's peak...")
		peak = measurePeak(f.threads, "")
	}
	res, runErr := bench.Run(ctx, cfg)
	if res == nil {
		return usageError("%v", runErr)
	}
	res.Peak = peak
	res.Notes = append(res.Notes, notes...)
	if f.noVerify {
		res.Notes = append(res.Notes, "--no-verify: where interp did not run, checksums were only checked to agree between a backend's runs")
	}
	status := 0
	if runErr != nil || res.Failed() {
		status = 1
	}
	if err := bench.WriteTable(stdout, res); err != nil {
		fmt.Fprintln(stderr, "alpyna bench: "+err.Error())
		status = 1
	}
	for _, out := range []struct {
		path  string
		write func(io.Writer, *bench.Results) error
	}{{f.csv, bench.WriteCSV}, {f.plot, bench.WritePlot}} {
		if out.path == "" {
			continue
		}
		if err := writeFile(out.path, res, out.write); err != nil {
			fmt.Fprintln(stderr, "alpyna bench: "+err.Error())
			status = 1
		}
	}
	if runErr != nil {
		fmt.Fprintln(stderr, "alpyna bench: "+runErr.Error())
	}
	return status
}

// parseInterspersed parses flags that may come before, between or after
// the benchmark arguments, which it returns; "--" ends the flags.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var names []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		// fs.Parse stops at the first argument that is not a flag, or
		// consumes "--" and stops after it.
		if n := len(args) - fs.NArg(); n > 0 && args[n-1] == "--" {
			return append(names, fs.Args()...), nil
		}
		args = fs.Args()
		if len(args) > 0 {
			names = append(names, args[0])
			args = args[1:]
		}
	}
	return names, nil
}

// parseBackends parses --backends; nil means the default.
func parseBackends(list string) ([]string, error) {
	if strings.TrimSpace(list) == "" {
		return nil, nil
	}
	var backends []string
	for _, b := range strings.Split(list, ",") {
		b = strings.TrimSpace(b)
		switch {
		case b == "":
			continue
		case !slices.Contains(bench.Backends, b):
			return nil, fmt.Errorf("unknown backend %q: want %s", b, strings.Join(bench.Backends, ", "))
		case slices.Contains(backends, b):
			return nil, fmt.Errorf("backend %s named twice", b)
		}
		backends = append(backends, b)
	}
	if len(backends) == 0 {
		return nil, errors.New("no backend named")
	}
	return backends, nil
}

func writeFile(path string, res *bench.Results, write func(io.Writer, *bench.Results) error) error {
	file, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(file, res); err != nil {
		file.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return file.Close()
}

// isTerminal reports whether w is a terminal, where the progress line
// overwrites itself.
func isTerminal(w io.Writer) bool {
	file, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := file.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
